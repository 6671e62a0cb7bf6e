"""Write gate: credentials whose name and value stand apart.

- A block named for a secret that holds its value under a generic key: Terraform's
  ``variable "db_password" { default = "…" }``, a CloudFormation parameter ``DBPassword:`` with
  ``Default: …`` under it, a GitHub Actions input, an ARM parameters file's
  ``"adminPassword": {"value": "…"}``. The block's name says what the value is.
- A name and its value in members of their own: JSON's ``{"name": "DB_PASSWORD", "value":
  "…"}`` (ECS task definitions, HAR headers and cookies, where a session cookie's name is
  enough) and a property list's ``<key>ApiSecret</key>`` followed by its ``<string>…</string>``
  (Info.plist). A Java `.properties` value continued on the next line (`key = \\`, then
  the value).
- A command that prints a value named for a secret, with what it printed on the next line,
  as CI logs and terminal transcripts keep it (``echo "$CI_REGISTRY_PASSWORD"``, ``printenv
  API_TOKEN``, ``kubectl get secret … -o jsonpath='{.data.password}' | base64 -d``, a
  secret store's reader such as ``vault kv get -field=password …``): only a
  printed line that is one word and judged a literal of that kind counts, and a command
  whose output goes on to a pipe or a file prints nothing here. Under a shell prompt (`$`,
  `%`, `PS …>`) any command counts (round 35: `$ aws configure get aws_secret_access_key`),
  named by its last secret-naming word, unless a digest tool reads it or a field named after
  that word (`.data.accessor`) is what it prints.
- A question that asks for a password answered on the next line, as chats and support logs
  write it ("what's the staging db pass?" / "bob: Xk9…"): only a reply that is one
  password-like word counts.

- A token split into string literals joined across lines (Python's and C's adjacent
  literals, `+` in Java and JS, `.` in PHP, a trailing `\\`): the literals are joined and
  read for a vendor's format (:func:`joined_hits`; round 29's `"sk_live_"` / `"…"` / `"…"`).

- The other way round: a value under a parent named for encryption (a SealedSecret's
  `encryptedData:`) is ciphertext, whatever its own key says, and a value whose line goes on
  to say it is to be replaced (`password: "P@ssw0rd"  # Replace with …`) is a documented
  sample (:func:`plaintext`; a vendor token's format is not excused so, as a sample written in
  it is still a working token's shape). An ACME challenge's token and key authorization, on
  the line that names the challenge's type, are published by design.

The caller (:mod:`memlane.core.privacy`) passes its key classifier and literal judge, so a
value here is judged exactly as in an assignment.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from itertools import chain

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_bearer import session_cookie
from memlane.core.privacy_names import MAYBE_TOKEN
from memlane.core.privacy_prose import PROSE_WORDS, passwordish
from memlane.core.short_presence import rules_for
from memlane.core.text_normalize import fold

KeyKind = Callable[[str], "str | None"]
LiteralJudge = Callable[..., bool]
Hit = tuple[int, int, str]

# (a YAML comment starts after a space, so "#" inside a bare value belongs to it)
_VALUE = r"(?:\"(?P<dq>[^\"\n]*)\"|'(?P<sq>[^'\n]*)'|(?P<bare>[^\s\"',}]+))"
# HCL: a labelled block whose label is the name, `default = …` inside it.
_HCL_BLOCK = re.compile(
    r"\b(?:variable|input|param|parameter|arg)[ \t]+\"(?P<key>[\w.\-]{1,80})\"[ \t]*\{"
    r"[^{}]{0,400}?\bdefault[ \t]*=[ \t]*" + _VALUE
)
# YAML: the name on a line of its own, a `default:`/`value:` child deeper than it.
_YAML_BLOCK = re.compile(
    r"^(?P<indent>[ \t]*+)(?:-[ \t]++)?[\"']?(?P<key>[\w.\-]{1,80}+)[\"']?:[ \t]*+\r?\n"
    # siblings of the child, none opening a block of its own (the name is the nearest parent)
    r"(?:(?P=indent)[ \t]++[^\n]*+(?<![:\s])\n){0,8}?"
    r"(?P=indent)[ \t]++[\"']?(?i:default|value|defaultvalue)[\"']?:[ \t]*+" + _VALUE,
    re.MULTILINE,
)
# JSON: `"name": { … "value": "…" }` (flat). Round 43: Pulumi's secret exported in plain text
# (`"password": {"4dabf…": "1b47…", "plaintext": "\\"…\\""}`), its value a JSON string inside
# the string (read `" "…" "` once its escapes are: core/privacy_escapes.py).
_JSON_BLOCK = re.compile(
    r"[\"'](?P<key>[\w.\-]{1,80})[\"'][ \t]*:[ \t]*\{[^{}]{0,400}?[\"'](?i:default|value|"
    r"defaultvalue|plaintext)[\"'][ \t]*:[ \t]*(?:\"(?: \")?(?P<dq>[^\"\n]*)\"|'(?P<sq>[^'\n]*)')"
)
_BLOCK_RULES = (
    (_HCL_BLOCK, needles("default"), True),
    (_YAML_BLOCK, needles("default: Default: value: Value: DEFAULT: defaultValue:"), False),
    (_JSON_BLOCK, needles('default" Default" value" Value" defaultValue" plaintext"'), True),
)

# {"name": "…", "value": "…"} (either order of quotes; the members adjacent, name first)
_JSON_NAME_VALUE = re.compile(
    r"[\"'](?i:name|key)[\"'][ \t]*:[ \t]*[\"'](?P<key>[\w.\-]{1,80})[\"'][ \t]*,\s{0,40}"
    r"[\"'](?i:value)[\"'][ \t]*:[ \t]*(?:\"(?P<dq>[^\"\n]*)\"|'(?P<sq>[^'\n]*)')"
)
_PLIST_PAIR = re.compile(
    r"<key>(?P<key>[\w.\-]{1,80})</key>\s{0,40}<string>(?P<dq>[^<\n]{1,400})</string>"
)
# Java .properties: `key = \` and the value continued on the next line (round 35)
_CONTINUED = re.compile(
    r"^[ \t]*(?P<key>[A-Za-z_][\w.\-]{0,80})[ \t]*[=:][ \t]*\\\r?\n[ \t]+"
    r"(?P<bare>[^\s\\]{4,200})[ \t]*(?:\r?\n|\Z)",
    re.MULTILINE,
)
_PAIR_RULES = (
    (_JSON_NAME_VALUE, needles('value" Value" value\' Value\' VALUE"')),
    (_PLIST_PAIR, needles("<string>")),
    (_CONTINUED, (("\\\n", "\\\r"),)),
)
_BLOCK_GROUPS = tuple(groups for _, groups, _ in _BLOCK_RULES)
_PAIR_GROUPS = tuple(groups for _, groups in _PAIR_RULES)
# A printing verb; the command is the verb's line, and what it printed the line after. Only
# a verb whose line goes on to no pipe or redirection is the command's last step.
_PRINTED = re.compile(
    r"(?<![\w\-])(?:echo|printf|printenv|cat|Write-Output|Write-Host"
    r"|base64[ \t]+(?:-d|--decode|-D)|base64decode|b64dec|jq[ \t]+-r"
    # secret stores' readers: Vault, AWS, GCP, Azure, 1Password, macOS keychain, pass
    r"|-field(?==)|get-secret-value|secrets[ \t]+versions[ \t]+access"
    r"|keyvault[ \t]+secret[ \t]+show"
    r"|op[ \t]+read|find-generic-password|pass[ \t]+show)(?![\w\-])"
)
_TO_NEXT_STEP = re.compile(r"[|>]")
_PRINTED_NEEDLES = needles(
    "echo printf printenv cat_ Write- base64 b64dec jq_ -field= get-secret secrets_versions "
    "keyvault op_read find-generic pass_show"
)
# (a file's name with its extension: `cat config/master.key` prints a key)
_NAME = re.compile(r"[A-Za-z_][\w\-.]{2,80}")
# a shell prompt at a line's start (PowerShell's "PS C:\\>" too), the command, then its output
# alone on the next line (round 35). The leading newline is a literal the engine skips to: a
# pattern led by the prompts' character set scans a 256 KiB body ~4 times slower.
_PROMPTED = re.compile(
    r"\n[ \t]*(?:PS[ \t][^\n>]{0,80})?[$%>❯][ \t]+(?P<cmd>[^\n]{2,300})\n"
    r"[ \t]*(?P<bare>[^\s]{8,200})[ \t]*(?=\r?\n|\Z)"
)
# tools whose output is a hash of what they name, not the named thing
_DIGEST_TOOL = re.compile(r"(?:sha\d*|md5|b2|xxh\d*|ck)sum\b|\bopenssl[ \t]+(?:dgst|sha|md5)")
# a field printed instead of the secret the command also names (`jq -r .data.accessor`,
# `{.metadata.uid}`, `| grep arn`), or a listing of the secrets (`docker secret ls -q` prints
# their ids)
_OTHER_FIELD = re.compile(
    r"(?i)[._\-\s](?:accessor|\w*ids?|arn|names?|url|ttl|expir\w*|fingerprint|digest|hash"
    r"|sha\d*|md5|length|type|version\w*|policies|created\w*|ls|list|describe|metadata|history"
    r"|count)\b"
)


def _printed(text: str, key_kind: KeyKind, literal_is_secret: LiteralJudge) -> Iterator[Hit]:
    done = -1  # the end of the last line read (one verdict per command line)
    for m in find_near(_PRINTED, text, _PRINTED_NEEDLES, reach=200):
        if m.start() < done:
            continue
        end = text.find("\n", m.end())
        if end < 0:
            return
        done = end
        if _TO_NEXT_STEP.search(text, m.end(), end):
            continue
        reply_end = text.find("\n", end + 1) % (len(text) + 1)
        printed = text[end + 1 : reply_end].strip()
        if not printed or " " in printed or len(printed) > 200:
            continue  # (a prompt or an xtrace line has a space)
        command = text[text.rfind("\n", 0, m.start()) + 1 : end]
        kind = _printed_kind(command, key_kind)
        if kind is not None and literal_is_secret(kind, printed, strong=True, whole=True):
            at = text.index(printed, end + 1)
            yield at, at + len(printed), f"{kind}_assignment"


def _printed_kind(command: str, key_kind: KeyKind) -> str | None:
    """What a command prints, as the last name in it that names a secret says; None for a
    digest tool (it prints a hash of the named file) or a field named after that name
    (`.data.accessor`, `token_id`)."""
    if _DIGEST_TOOL.search(command):
        return None
    kind: str | None = None
    at = -1
    for m in _NAME.finditer(command):
        named = key_kind(m.group())
        if named is not None and named != MAYBE_TOKEN:  # `az login` prints its session JSON
            kind, at = named, m.end()
    if kind is None or _OTHER_FIELD.search(command, at):
        return None
    return kind


def _prompted(text: str, key_kind: KeyKind, literal_is_secret: LiteralJudge) -> Iterator[Hit]:
    """Any command under a shell prompt whose words name what it prints (round 35: `$ aws
    configure get aws_secret_access_key`, `$ heroku auth:token`): its one-word output."""
    first = text.find("\n")  # a prompt on the first line has no newline before it
    second = text.find("\n", first + 1) if first >= 0 else -1
    head = _PROMPTED.match("\n" + text[: second if second >= 0 else len(text)])
    for m in chain((head,) if head else (), _PROMPTED.finditer(text)):
        kind = _printed_kind(m.group("cmd"), key_kind)
        printed = m.group("bare")
        if kind is not None and literal_is_secret(kind, printed, strong=True, whole=True):
            at = m.start("bare") - (m is head)
            yield at, at + len(printed), f"{kind}_assignment"


# A line ending in a question mark, then the reply line ("bob: …", "<bob> …", "[09:15] …").
_QUESTION_REPLY = re.compile(
    r"^(?P<question>[^\n]{1,200}[?？])[ \t]*\r?\n(?P<reply>[^\n]{1,120})", re.MULTILINE
)
_QUESTION_NEEDLES = needles("? ？")
_SPEAKER = re.compile(
    r"(?:\[[^\]\n]{1,24}\][ \t]*)?(?:<[^>\n]{1,30}>|[\w.\-@]{1,30}:|[—–][ \t])?[ \t]*"
)
# Words that ask for a login secret in a chat, beyond the prose words ("pass", "creds").
_ASKING = frozenset(PROSE_WORDS) | {"pass", "creds", "login"}


def _value(m: re.Match[str]) -> tuple[str, bool, int]:
    for group, quoted in (("dq", True), ("sq", True), ("bare", False)):
        v = m.groupdict().get(group)
        if v is not None:
            return v, quoted, m.start(group)
    return "", False, m.end()


def _asks_for_secret(question: str) -> bool:
    folded = fold(question)
    words = set(re.findall(r"[^\W\d_]+", folded))
    if words & _ASKING:
        return True
    return any(" " in w and w in folded for w in PROSE_WORDS)


def split_hits(text: str, key_kind: KeyKind, literal_is_secret: LiteralJudge) -> Iterator[Hit]:
    """Credentials named in one place and written in another (see the module docstring)."""
    # (on a memory, only the rules whose needles it may hold: short_presence.rules_for)
    for pattern, groups, strong in rules_for(_BLOCK_RULES, _BLOCK_GROUPS, text):
        for m in find_near(pattern, text, groups, reach=800):
            kind = key_kind(m.group("key"))
            if kind is None:
                continue
            value, quoted, vstart = _value(m)
            if literal_is_secret(kind, value, strong=strong or quoted, quoted=quoted):
                yield m.start("key"), vstart + len(value), f"{kind}_assignment"
    for pattern, groups in rules_for(_PAIR_RULES, _PAIR_GROUPS, text):
        for m in find_near(pattern, text, groups, reach=600):
            key, (value, quoted, vstart) = m.group("key"), _value(m)
            kind = key_kind(key)
            if kind is not None and literal_is_secret(kind, value, strong=True, quoted=quoted):
                yield m.start(), vstart + len(value), f"{kind}_assignment"
            elif kind is None and session_cookie(key, value):
                yield m.start(), vstart + len(value), "session_cookie"
    yield from _printed(text, key_kind, literal_is_secret)
    yield from _prompted(text, key_kind, literal_is_secret)
    for m in find_near(_QUESTION_REPLY, text, _QUESTION_NEEDLES, reach=400):
        reply = m.group("reply")
        speaker = _SPEAKER.match(reply)
        answer = reply[speaker.end() if speaker else 0 :].strip()
        if " " in answer or not _asks_for_secret(m.group("question")):
            continue
        if passwordish(answer, said=True):
            yield m.start("reply"), m.end("reply"), "password_assignment"


_LITERAL = r"(?:\"[^\"\n]{1,200}\"|'[^'\n]{1,200}')"
_JOINED = re.compile(
    _LITERAL + r"(?:[ \t]*[+.\\]?[ \t]*\r?\n[ \t]*[+.]?[ \t]*" + _LITERAL + r"){1,12}"
)
_JOINED_NEEDLES = (('"\n', "'\n", '" +', "' +", '"+', "'+", '" .', "' .", '" \\', "' \\", '"\r'),)
_LITERAL_BODY = re.compile(r"\"([^\"\n]*)\"|'([^'\n]*)'")


def joined_hits(text: str, has_token: Callable[[str], bool]) -> Iterator[Hit]:
    """String literals continued over lines whose joined text ``has_token``."""
    for m in find_near(_JOINED, text, _JOINED_NEEDLES, reach=400):
        joined = "".join(a or b for a, b in _LITERAL_BODY.findall(m.group(0)))
        if has_token(joined):
            yield m.start(), m.end(), "split_token"


def _under_encrypted_parent(text: str, line_start: int) -> bool:
    """A YAML value under a parent named for encryption (a SealedSecret's `encryptedData:`,
    `encrypted_values:`) is ciphertext, safe to store; the parent is the nearest line above
    that is indented less."""
    line = text[line_start : text.find("\n", line_start) % (len(text) + 1)]
    indent = len(line) - len(line.lstrip(" \t"))
    if not indent:
        return False
    end = line_start - 1
    for _ in range(20):
        if end <= 0:
            return False
        start = text.rfind("\n", 0, end) + 1
        above = text[start:end]
        if above.strip() and len(above) - len(above.lstrip(" \t")) < indent:
            return "encrypt" in above.lower()
        end = start - 1
    return False


# A comment after the value that says it is to be replaced.
_REPLACE_ME = re.compile(
    r"[ \t]+(?:#|//|--|;)[ \t]*(?i:replace|change (?:me|this|it)|placeholder|example|dummy"
    r"|use your own|set your own|put your)\b"
)


# An ACME challenge as cert-manager's status lists it ("- Name: …, Type: DNS-01, Token: …, Key:
# …"): the token and its key authorization are published (at /.well-known/acme-challenge/ or
# in a TXT record) for the CA to read, which is what the challenge is.
_ACME_CHALLENGE = re.compile(r"\bType: (?:HTTP|DNS|TLS-ALPN)-01, Token: ")
_ACME_FIELD = re.compile(r"(?:Token|Key): ")


def plaintext(text: str, hits: Iterator[Hit]) -> Iterator[Hit]:
    """The hits not on a line under an encrypted parent nor marked as a sample, nor an ACME
    challenge's published fields (checked per hit: hits are rare)."""
    for hit in hits:
        end = hit[1] + (text[hit[1] : hit[1] + 1] in ("'", '"'))  # past a closing quote
        if _REPLACE_ME.match(text, end):
            continue
        line_start = text.rfind("\n", 0, hit[0]) + 1
        if _ACME_FIELD.match(text, hit[0]) and _ACME_CHALLENGE.search(
            text, line_start, text.find("\n", hit[0]) % (len(text) + 1)
        ):
            continue
        if _default_account(text, hit):
            continue
        if not _under_encrypted_parent(text, text.rfind("\n", 0, hit[0]) + 1):
            yield hit


# A local server's default account, its name as its password (`username: "guest", password:
# "guest"` next to `host: "localhost"`), as the URL rule excuses `postgres:postgres@localhost`.
_LAST_VALUE = re.compile(r"[^\s\"'=:,]+\Z")
_LOCAL_HOST = re.compile(r"\blocalhost\b|\b127\.0\.0\.1\b|\.example\.(?:com|org|net)\b")
_DEFAULT_REACH = 300
_NAMED_HOST = re.compile(r"(?i:host|server|endpoint|address|url|uri|dsn)|://|@[A-Za-z0-9]")


def _default_account(text: str, hit: Hit) -> bool:
    if not hit[2].startswith("password"):
        return False
    value = _LAST_VALUE.search(text[hit[0] : hit[1]].rstrip("\"') "))
    if value is None:
        return False
    lo, hi = max(0, hit[0] - _DEFAULT_REACH), hit[1] + _DEFAULT_REACH
    user = re.compile(
        r"(?i:user(?:name)?)[\"']?\)?[ \t]*[:=,][ \t]*[\"']" + re.escape(value[0]) + "[\"']"
    )
    named = user.search(text, lo, hi)
    if named is None:
        return False
    if _LOCAL_HOST.search(text, lo, hi):
        return True
    # round 45: or a word (admin, guest, demo) given as the user's name apart from the
    # password, and no server named at all (a fixture's `"username": "admin", "password":
    # "admin"`); a pair beside another host stays a login to it (round 29's mq.internal)
    apart = named.end() <= hit[0] or named.start() >= hit[1]
    return apart and value[0].isalpha() and not _NAMED_HOST.search(text, lo, hi)
