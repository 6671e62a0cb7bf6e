"""Write gate: secrets in tools' own conventions, where no `name = value` stands (round 44).

- a CI workflow command that carries a value: GitHub Actions' `::add-mask::<value>` (a value
  masked is a secret by definition; a log line that prints one shows it) and
  `::set-output name=NAME::<value>` / `::set-env name=NAME::<value>` (the name judged like a
  key);
- a literal written into a file named for a secret (`echo '…' > ~/.ansible/vault_pass.txt`,
  `printf '%s' '…' > api.token`): the file's last name says what the literal is;
- Windows' `setx NAME value` (the name judged like a key);
- a `login` subcommand given its password by a flag (`conan remote login acme ana -p …`,
  `cf login -u ana -p …`, `skopeo login -p …`): whatever the tool, the flag after "login"
  takes the password;
- PHP's `var_dump` of an array, the value a line below its key (`["password"]=>` then
  `string(16) "…"`);
- a tool's key file that pairs a login's name with its key (Kaggle's kaggle.json: `{"username":
  …, "key": …}`): a bare `key` beside a `username` in one object is that user's key;
- Bundler's per-host credentials (`BUNDLE_GEMS__CONTRIBSYS__COM: "user:pass"`, the host's
  dots written "__"), and a list of tokens each before the host it opens (Deno's
  `DENO_AUTH_TOKENS=<token>@<host>;…`).

Each value is judged by the caller's literal judge (placeholders, references and words pass).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_values import machine_like, password_like
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]
Judge = Callable[[str, str], bool]  # (kind, value) -> is a literal secret
KeyKind = Callable[[str], "str | None"]

_V = r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})'|(?P<bare>(?!--)[^\s\"'`;,)]{1,200}))"
_QUOTED = r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})')"
# a file's last name that says it holds a secret (vault_pass.txt, .pgpass, api.token, secret)
_SECRET_FILE = r"(?:[\w.~\-]*/)*[\w.\-]*(?i:pass|secret|token|apikey|api_key|api-key)[\w.\-]*"

# (needles, kind or None to read the key, pattern)
# fmt: off
_RULES: tuple[tuple[tuple[str, ...], str | None, re.Pattern[str]], ...] = (
    (("::add-mask::",), "secret", re.compile(r"::add-mask::(?P<bare>[^\s\"'`]{8,400})")),
    (("::set-output", "::set-env"), None, re.compile(
        r"::set-(?:output|env)[ \t]+name=(?P<key>[A-Za-z_][\w\-]{0,80})::"
        r"(?P<bare>[^\s\"'`]{8,400})")),
    (("echo", "printf"), "secret", re.compile(
        r"\b(?:echo(?:[ \t]+-[neE]+)?|printf(?:[ \t]+(?:'%s'|\"%s\"|%s))?)[ \t]+" + _V
        + r"[ \t]*(?:>>?|\|[ \t]*(?:sudo[ \t]+)?tee(?:[ \t]+-a)?)[ \t]*(?P<file>" + _SECRET_FILE
        + r")[ \t]*$", re.MULTILINE)),
    (("setx", "SETX"), None, re.compile(
        r"^[ \t]*(?i:setx)(?:\.exe)?[ \t]+(?P<key>[A-Za-z_][\w.]{0,60})[ \t]+" + _V
        + r"(?:[ \t]+/[mM])?[ \t]*$", re.MULTILINE)),
    (("login",), "password", re.compile(
        r"\blogin(?=[ \t])[^\n|;&]{0,160}?[ \t](?:-p|--password)(?:[ \t]+|=)" + _V)),
    (('"]=>',), None, re.compile(
        r"\[\"(?P<key>[^\"\n]{1,60})\"\]=>[ \t]*\r?\n?[ \t]*string\(\d{1,4}\)[ \t]*"
        r"\"(?P<dq>[^\"\n]{1,200})\"")),
    (("BUNDLE_",), "password", re.compile(
        r"\bBUNDLE_[A-Z0-9_]*__[A-Z0-9]+[\"']?[ \t]*[:=][ \t]*[\"']?[^\s:\"'@]{1,80}:"
        r"(?P<bare>[^\s\"'@]{4,200})")),
    (("TOKENS=", "TOKENS:", "TOKENS ="), "secret", re.compile(
        r"\b[A-Z][A-Z0-9_]*TOKENS[\"']?[ \t]*[:=][ \t]*[\"']?(?P<bare>[^\s\"'@;:]{8,200})"
        r"@[A-Za-z0-9][\w.\-]*(?::\d{1,5})?")),
)
# fmt: on
_RULE_GROUPS = tuple((words,) for words, _, _ in _RULES)

# A `key` member and a `username` member of one flat object, in either order.
_KEY_BESIDE_USER = re.compile(
    r"\{[^{}]{0,300}?[\"'](?:username|user|login)[\"'][ \t]*:[^{}]{0,300}?"
    r"[\"']key[\"'][ \t]*:[ \t]*" + _QUOTED + r"[^{}]{0,300}?\}"
    r"|\{[^{}]{0,300}?[\"']key[\"'][ \t]*:[ \t]*"
    + _QUOTED.replace("dq", "dq2").replace("sq", "sq2")
    + r"[^{}]{0,300}?[\"'](?:username|user|login)[\"'][ \t]*:[^{}]{0,300}?\}"
)
_KEY_BESIDE_USER_NEEDLES = needles("\"key\" 'key' + user login")


def _value(m: re.Match[str]) -> tuple[str, int]:
    for group in ("dq", "sq", "bare", "dq2", "sq2"):
        if m.groupdict().get(group) is not None:
            return m.group(group), m.start(group)
    return "", m.end()


# /etc/passwd is the account database, which every user reads (its hashes live in shadow)
_ACCOUNT_DATABASES = frozenset({"passwd", "passwd-", "group"})
# a value a login's flag takes: six characters or more, not a word ("gh auth login -p https":
# its -p is the git protocol)
_TOKEN_VALUE = re.compile(r"[A-Za-z0-9_\-.]{16,200}")


def _file_kind(path: str) -> str | None:
    name = path.rsplit("/", 1)[-1].lower()
    if name in _ACCOUNT_DATABASES:
        return None
    return "password" if "pass" in name else "secret"


def tool_secret_hits(text: str, judge: Judge, key_kind: KeyKind) -> Iterator[Hit]:
    """Secrets in the conventions listed in the module docstring."""
    for words, fixed, pattern in rules_for(_RULES, _RULE_GROUPS, text):
        for m in find_near(pattern, text, (words,), reach=400):
            groups = m.groupdict()
            if groups.get("file") is not None:
                kind: str | None = _file_kind(groups["file"])
            else:
                kind = fixed or key_kind(groups["key"])
            value, vstart = _value(m)
            if words == ("login",) and not (len(value) >= 6 and password_like(value)):
                continue
            if kind and value and judge(kind, value):
                yield m.start(), vstart + len(value), f"{kind}_assignment"
    for m in find_near(_KEY_BESIDE_USER, text, _KEY_BESIDE_USER_NEEDLES, reach=700):
        value, vstart = _value(m)
        # a key file's key is a generated token (an SSH fingerprint's "SHA256:…" is not one)
        if not (_TOKEN_VALUE.fullmatch(value) and machine_like(value, min_len=16)):
            continue
        if judge("secret", value):
            yield m.start(), vstart + len(value), "secret_assignment"


__all__ = ["tool_secret_hits"]
