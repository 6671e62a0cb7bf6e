"""Write gate: credentials that tools take by position or under a host's name (round 31).

No key names the secret in these; the tool's grammar does:

- a package manager's basic-auth pair, `poetry config http-basic.REPO USER PASSWORD` and
  `composer config [--global] http-basic.HOST USER PASSWORD`, and Bundler's
  `bundle config [set] [--global] HOST USER:PASSWORD` (a host with a dot: `path vendor` is
  a setting);
- Composer's auth.json, whose token lies under a host inside a member named for the kind of
  credential (`"github-oauth": {"github.com": "…"}`, `"gitlab-token"`, `"bearer"`);
- MinIO's `mc alias set NAME URL ACCESS_KEY SECRET_KEY` (and the older `mc config host add`);
- `mosquitto_passwd -b FILE USER PASSWORD`; `jenkins-cli.jar … -auth USER:TOKEN` (`-auth
  @file` names a file);
- a value flag after a name flag that names a secret (`aws ssm put-parameter --name
  /prod/db/password … --value …`): the name says what the value is;
- a CLI's login given its token by position (`vault login TOKEN`, `wandb login KEY`; round
  34), also after a bare flag when it is a generated key (`wandb login --relogin KEY`; round
  35);
- a mail or FTP URL whose user is an email address (`smtp://alerts@corp.io:…@smtp.host`): the
  password sits between the address and the last `@`, where the URL rules read an address.

The caller passes the literal judge, so a value here is judged as in an assignment
(references, placeholders and masks pass).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]
Judge = Callable[[str, str], bool]  # (kind, value) -> is a literal secret
KeyKind = Callable[[str], "str | None"]

_ARG = r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})'|(?P<bare>[^\s\"'`;|&<>]{1,200}))"
_FLAGS = r"(?:[ \t]+--?[\w\-]+)*"

# (pattern, needles, kind)
_RULES = (
    (
        re.compile(
            r"\b(?:poetry|composer)[ \t]+config" + _FLAGS + r"[ \t]+http-basic\.[\w.\-]+"
            r"[ \t]+[^\s\"'$<>{}]+[ \t]+" + _ARG
        ),
        needles("http-basic."),
        "password",
    ),
    (
        re.compile(
            r"\bbundle[ \t]+config(?:[ \t]+set)?"
            + _FLAGS
            + r"[ \t]+(?:https?://)?[a-z0-9\-]+(?:\.[a-z0-9\-]+)+(?:/[\w.\-]+)*/?[ \t]+[^\s:\"'$]+:"
            + _ARG
        ),
        needles("bundle_config"),
        "password",
    ),
    (
        re.compile(
            r"\"(?:github-oauth|gitlab-oauth|gitlab-token|bitbucket-oauth|bearer)\"[ \t]*:"
            r"[ \t]*\{\s*\"[a-z0-9\-]+(?:\.[a-z0-9\-]+)+\"[ \t]*:[ \t]*\"(?P<dq>[^\"\n]{1,200})\""
        ),
        needles('github-oauth gitlab-oauth gitlab-token bitbucket-oauth "bearer"'),
        "secret",
    ),
    (
        re.compile(
            r"\bmc[ \t]+(?:alias[ \t]+set|config[ \t]+host[ \t]+add)[ \t]+\S+[ \t]+\S+[ \t]+"
            r"[^\s\"'$]+[ \t]+" + _ARG
        ),
        needles("mc_alias mc_config"),
        "secret",
    ),
    # round 34: Backblaze's `b2 account authorize KEY_ID APP_KEY` (also `authorize-account`),
    # and macOS's `security add-generic-password … -w PASSWORD` (the keychain item's password)
    (
        re.compile(
            r"\bb2[ \t]+(?:account[ \t]+authorize|authorize[\-_]account)[ \t]+[0-9a-f]{12,40}"
            r"[ \t]+" + _ARG
        ),
        needles("b2_account b2_authorize"),
        "secret",
    ),
    (
        re.compile(
            r"\bsecurity[ \t]+add-(?:generic|internet)-password\b[^\n|;&]{0,200}?[ \t]-w[ \t]+"
            + _ARG
        ),
        needles("add-generic-password add-internet-password"),
        "password",
    ),
    (
        re.compile(r"\bmosquitto_passwd\b" + _FLAGS + r"[ \t]+-b[ \t]+\S+[ \t]+\S+[ \t]+" + _ARG),
        needles("mosquitto"),  # ("_" in a needle reads as a space)
        "password",
    ),
    (
        re.compile(r"\bjenkins-cli\b[^\n]{0,200}?[ \t]-auth[ \t]+[^\s:@\"']+:" + _ARG),
        needles("jenkins-cli"),
        "secret",
    ),
    (
        re.compile(
            r"\b(?:smtps?|submission|imaps?|pop3s?|s?ftps?)(?:\+(?:tls|ssl|starttls))?://[\w.+\-]+@[a-z0-9\-]+(?:\.[a-z0-9\-]+)+:"
            r"(?P<bare>[^\s/@\"'<>]{4,200})@[a-z0-9\-]+(?:\.[a-z0-9\-]+)+"
        ),
        needles("smtp imap pop3 ftp submission"),
        "password",
    ),
)
# Each rule's needle groups, in _RULES' order (short_presence.rules_for).
_RULE_GROUPS = tuple(words for _, words, _ in _RULES)
# round 34: a CLI's login that takes its token by position (`vault login TOKEN`, `wandb login
# KEY`, `snyk auth TOKEN`, `ngrok authtoken TOKEN`), the command at a line's or a shell
# clause's start. Options written `--name=value` before the token are skipped; after a bare
# `--name` the next word may be its value (`az login --tenant ID`, `ibmcloud login --apikey
# @file`), so only _LOGIN_AFTER_FLAG reads one; `K=V` pairs (vault's auth method parameters)
# are not a token
_LOGIN = re.compile(
    r"(?:login|auth|authtoken|add-authtoken)(?:[ \t]+--?[\w\-]+=[^\s\"']+)*"
    r"[ \t]+(?P<bare>[A-Za-z0-9][\w.\-+/]{7,199})[ \t]*(?:$|[`;|&)])",
    re.MULTILINE,
)
# (read backwards from the verb: the pattern above starts with a word the engine skips to)
_LOGIN_TOOL = re.compile(
    r"(?:^|[`;&|(])[ \t]*(?:\$[ \t]+)?[a-z][\w.\-]{1,30}(?:[ \t]+(?:auth|config))?[ \t]+\Z",
    re.MULTILINE,
)
_LOGIN_NEEDLES = needles("_login_ _auth_ _authtoken_ _add-authtoken_")  # (not "authentication")
# round 35: the last word after options (`wandb login --relogin KEY`, `ngrok config
# add-authtoken --config FILE KEY`) may be a bare flag's value (`az login --tenant ID`,
# `docker login -u ci HOST`): only a generated-looking key, no dots (a host), no UUID (a
# tenant or an account id), ending the command, counts
_LOGIN_AFTER_FLAG = re.compile(
    r"(?:login|auth|authtoken|add-authtoken)"
    # options, each with its value or none (`--config ngrok.yml`, `--relogin`)
    r"(?:[ \t]+--?[\w\-]+(?:=[^\s\"']+|[ \t]+[^\s\-\"'`;|&$][^\s\"'`;|&]{0,200})?)+?"
    r"[ \t]+(?P<bare>[A-Za-z0-9][\w\-+/]{19,199})[ \t]*(?:$|[`;|&)])",
    re.MULTILINE,
)
_UUID = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
# `--name X … --value V` on one command line; the name is judged like a key
_NAMED_VALUE = re.compile(
    r"(?<![\w\-])--name[ \t=]+[\"']?(?P<key>[\w./\-]{1,120})[\"']?[^\n|;&]{0,160}?"
    r"(?<![\w\-])--value[ \t=]+" + _ARG
)
_NAMED_VALUE_NEEDLES = needles("--value + --name")


def _value(m: re.Match[str]) -> tuple[str, int]:
    for group in ("dq", "sq", "bare"):
        value = m.groupdict().get(group)
        if value is not None:
            return value, m.start(group)
    return "", m.end()


def positional_hits(text: str, judge: Judge, key_kind: KeyKind) -> Iterator[Hit]:
    """Secrets by position or under a host (see the module docstring)."""
    for pattern, words, kind in rules_for(_RULES, _RULE_GROUPS, text):  # what it may hold
        for m in find_near(pattern, text, words, reach=400):
            value, vstart = _value(m)
            if judge(kind, value):
                yield m.start(), vstart + len(value), f"{kind}_assignment"
    for m in find_near(_LOGIN, text, _LOGIN_NEEDLES, reach=300):
        if _LOGIN_TOOL.search(text, max(0, m.start() - 60), m.start()) and judge(
            "secret", m.group("bare")
        ):
            yield m.start("bare"), m.end("bare"), "secret_assignment"
    for m in find_near(_LOGIN_AFTER_FLAG, text, _LOGIN_NEEDLES, reach=300):
        value = m.group("bare")
        if (
            not _UUID.fullmatch(value)
            and _LOGIN_TOOL.search(text, max(0, m.start() - 60), m.start())
            and judge("secret", value)
        ):
            yield m.start("bare"), m.end("bare"), "secret_assignment"
    for m in find_near(_NAMED_VALUE, text, _NAMED_VALUE_NEEDLES, reach=300):
        named = key_kind(m.group("key").rsplit("/", 1)[-1])
        value, vstart = _value(m)
        if named and judge(named, value):
            yield m.start(), vstart + len(value), f"{named}_assignment"


__all__ = ["positional_hits"]
