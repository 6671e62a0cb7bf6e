"""Write gate: secrets in config languages' and programs' own grammar, where no `key = value`
stands (round 29).

- a header set to a literal by a server directive or a client flag (nginx's
  `proxy_set_header X-Api-Key "…"`, Apache's `RequestHeader set …`, curl's `-H 'x-auth: …'`):
  the header's name is judged like a key, and a name ending in "auth" names a secret;
- a tuple naming its secret (Erlang's `{default_pass, <<"…">>}`) and Make's conditional
  assignment (`DB_PASS ?= …`);
- a line of a password file whose fields have no names: ~/.pgpass
  (`host:port:database:user:…`), Postfix's sasl_passwd
  (`[smtp.host]:587 user:…`, also a Google app password in its four groups), HAProxy's
  `user … insecure-password …`;
- Go's MySQL DSN, which writes the pair before `@tcp(`; Windows' `net use … /user:X …` and
  smbclient's `-U user%…`; a user created or changed with its password as the next argument
  (`rabbitmqctl add_user NAME …`, `net user NAME … /add`);
- a password passed by position to a database connection (`DBI->connect($dsn, "app", "…")`,
  `new PDO($dsn, "shop", "…")`, `DriverManager.getConnection(url, "app", "…")`) or alone to an
  `auth` method (Redis clients' `red:auth("…")`; only a typed-looking value there);
- a variable set by a directive with no operator (Dockerfile's `ENV NAME value`, `setenv`,
  fish's `set -gx`, `SetEnv`, `fastcgi_param`; round 34): the name is judged like a key.

The caller (:mod:`memlane.core.privacy_syntax`) passes its key classifier and literal judge.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_devices import device_hits
from memlane.core.privacy_key_literals import key_literal_hits
from memlane.core.privacy_logins import login_hits
from memlane.core.privacy_positional import positional_hits
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]
Judge = Callable[[str, str], bool]  # (kind, value) -> is a literal secret
KeyKind = Callable[[str], "str | None"]

_V = r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})'|(?P<bare>[^\s\"'`;,)<]{1,200}))"
_QUOTED = r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})')"

_HEADER = re.compile(
    r"(?:\b(?:proxy_set_header|grpc_set_header|add_header|more_set_headers"
    r"|(?:Request)?Header[ \t]+(?:always[ \t]+)?(?:set|add|append))[ \t]+[\"']?"
    r"|(?<![\w\-])(?:-H|--header)[ \t]+[\"'])"
    r"(?P<key>[A-Za-z][\w\-]{1,60}):?[\"']?[ \t]+" + _V
)
_HEADER_NEEDLES = needles("header Header -H")
_AUTH_NAME = re.compile(r"(?i)(?:\A|[\-_])auth\Z")

# (needles, kind or None to read the key, pattern)
_RULES: tuple[tuple[tuple[str, ...], str | None, re.Pattern[str]], ...] = (
    (("{",), None, re.compile(
        r"\{[ \t]*(?P<key>[a-z][a-z0-9_]{1,60})[ \t]*,[ \t]*(?:<<)?"
        + _QUOTED + r"(?:>>)?[ \t]*\}")),
    (("?=",), None, re.compile(
        r"^[ \t]*(?:export[ \t]+|override[ \t]+)?(?P<key>[A-Za-z_][\w.]{0,60})[ \t]*\?=[ \t]*"
        + _V + r"[ \t]*$", re.MULTILINE)),
    (("]:",), "password", re.compile(
        # (a Google app password as Google shows it: four groups of four letters)
        r"^[ \t]*\[[\w.\-]+\](?::\d{2,5})?[ \t]+[^\s:]{1,80}:"
        r"(?P<bare>[a-z]{4}(?: [a-z]{4}){3}|\S{4,200})[ \t]*$",
        re.MULTILINE)),
    # a Java system property, a Maven or compiler define: `-Dspring.datasource.password=…`
    (("-D",), None, re.compile(r"(?<![\w\-])-D(?P<key>[A-Za-z_][\w.\-]{0,80})=" + _V)),
    (("insecure-password",), "password", re.compile(r"\binsecure-password[ \t]+" + _V)),
    # round 34: a variable set by a directive, its name and value apart with no operator:
    # Dockerfile's `ENV NAME value`, csh's `setenv`, fish's `set -gx`, Apache's `SetEnv`,
    # nginx's `fastcgi_param`
    (("ENV", "setenv", "SetEnv", "set -", "fastcgi_param"), None, re.compile(
        r"^[ \t]*(?:ENV|setenv|SetEnv|set[ \t]+-[a-zA-Z]*x[a-zA-Z]*|fastcgi_param)[ \t]+"
        r"(?P<key>[A-Za-z_][\w.]{0,60})[ \t]+" + _V + r"[ \t]*;?[ \t]*$", re.MULTILINE)),
    (("@tcp(", "@unix(", "@udp("), "password", re.compile(
        r"(?<![\w/:<])[\w.\-]{1,60}:(?P<bare>[^\s\"'`/<>]{1,200}?)@(?:tcp|unix|udp)\(")),
    (("rabbitmqctl",), "password", re.compile(
        r"\brabbitmqctl(?:\.bat)?[ \t]+(?:add_user|change_password)[ \t]+(?![\"']?-)"
        r"[\"']?(?P<user>[^\s\"']+)[\"']?[ \t]+" + _V)),
    (("net user",), "password", re.compile(r"\bnet[ \t]+user[ \t]+(?!/)\S+[ \t]+(?!/)" + _V)),
    # (a backtick closes a code span: "`smbclient … -U nutzer%passwort`"; round 45)
    (("smbclient", "/user:"), "password", re.compile(
        r"\bsmbclient\b[^\n]{0,200}?\s-U\s+[^\s%]+%(?P<bare>[^\s\"'`]{4,})"
        r"|\bnet\s+use\b[^\n]{0,200}?/user:\S+\s+(?:\"(?P<dq>[^\"\n]{4,200})\""
        r"|(?P<sq>[^\s/\"']{4,200}))")),
    # round 43: `net use \\host\share <password> /user:NAME`: the password written before
    # the user, right after the share (`*` asks for it)
    (("net use",), "password", re.compile(
        r"\bnet[ \t]+use[ \t]+(?:[A-Za-z]:[ \t]+)?\\\\\S+[ \t]+(?![/*])"
        r"(?:\"(?P<dq>[^\"\n]{4,200})\"|(?P<bare>[^\s\"']{4,200}))(?=[^\n]*/user:)")),
    (("connect", "PDO", "getConnection"), "password", re.compile(
        r"(?:\bDBI->connect|\bnew[ \t]+PDO|\b(?:mysqli|mysql|sqlsrv|oci)_connect|\bnew[ \t]+mysqli"
        r"|DriverManager\.getConnection)[ \t]*\([^,\n]{1,200},[ \t]*[\"'][^\"'\n]{1,80}[\"'][ \t]*,"
        r"[ \t]*" + _QUOTED)),
)  # fmt: skip
# Each rule's needle groups, in _RULES' order (short_presence.rules_for).
_RULE_GROUPS = tuple((words,) for words, _, _ in _RULES)
# pgpass: host:port:database:user:password (one per line)
_PGPASS = re.compile(
    r"^[ \t]*(?:[\w.\-*\[\]]+):(?:\d{2,5}|\*):[\w.\-*]+:[\w.\-@*]+:(?P<bare>[^\s:]{4,})[ \t]*$",
    re.MULTILINE,
)
# A tool's two-column output: PowerShell's `Get-ChildItem Env:`, `vault kv get`, a header
# "Name  Value" or "Key  Value" (an underline row may follow), then a name and a value a line.
_TABLE_HEAD = re.compile(
    r"^[ \t]*(?:Name|Key|KEY|NAME)[ \t]{2,}(?:Value|VALUE)[ \t]*$", re.MULTILINE
)
_TABLE_NEEDLES = needles("__Value __VALUE")  # (two spaces before: "Return Value" is prose)
_TABLE_ROW = re.compile(r"[ \t]*(?P<key>[A-Za-z_][\w.\-]{0,80})[ \t]{2,}(?P<bare>\S{1,200})[ \t]*")
_SPACED_APP_PASSWORD = re.compile(r"[a-z]{4}(?: [a-z]{4}){3}")
# A password alone in an `auth` call: `red:auth("…")`, `client.auth("…")`.
_AUTH_CALL = re.compile(r"[\w\])][:.]auth[ \t]*\([ \t]*" + _QUOTED + r"[ \t]*\)")
_AUTH_CALL_NEEDLES = needles(":auth( .auth(")


def _value(m: re.Match[str]) -> tuple[str, int]:
    for group in ("dq", "sq", "bare"):
        if m.groupdict().get(group) is not None:
            return m.group(group), m.start(group)
    return "", m.end()


def _typed(value: str) -> bool:
    """A password someone typed or generated: letters and digits, eight or more, no space."""
    return (
        len(value) >= 8
        and " " not in value
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
    )


def _table_hits(text: str, judge: Judge, key_kind: KeyKind) -> Iterator[Hit]:
    for head in find_near(_TABLE_HEAD, text, _TABLE_NEEDLES, reach=200):
        pos = head.end() + 1
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            line = text[pos:end]
            if not line.strip():
                break
            row = _TABLE_ROW.fullmatch(line)
            kind = key_kind(row.group("key")) if row else None
            if kind and judge(kind, row.group("bare")):  # type: ignore[union-attr]
                yield pos, end, f"{kind}_assignment"
            pos = end + 1


def dialect_hits(text: str, judge: Judge, key_kind: KeyKind) -> Iterator[Hit]:
    """Credentials written in the grammars listed in the module docstring."""
    for m in find_near(_HEADER, text, _HEADER_NEEDLES, reach=400):
        name = m.group("key")
        kind = key_kind(name) or ("secret" if _AUTH_NAME.search(name) else None)
        value, vstart = _value(m)
        if kind and judge(kind, value):
            yield m.start(), vstart + len(value), f"{kind}_assignment"
    for words, fixed, pattern in rules_for(_RULES, _RULE_GROUPS, text):  # what it may hold
        for m in find_near(pattern, text, (words,), reach=400):
            kind = fixed or key_kind(m.group("key"))
            value, vstart = _value(m)
            end = vstart + len(value)
            if _SPACED_APP_PASSWORD.fullmatch(value):
                value = value.replace(" ", "")  # judged as the one word it is
            if value == m.groupdict().get("user"):
                continue  # `add_user mqtt-test mqtt-test`: a test account, its name as password
            if kind and value and judge(kind, value):
                yield m.start(), end, f"{kind}_assignment"
    if text.count(":") >= 4:
        for m in _PGPASS.finditer(text):
            if judge("password", m.group("bare")):
                yield m.start(), m.end(), "password_assignment"
    yield from _table_hits(text, judge, key_kind)
    for m in find_near(_AUTH_CALL, text, _AUTH_CALL_NEEDLES):
        value, vstart = _value(m)
        if _typed(value) and judge("password", value):
            yield m.start(), vstart + len(value), "password_assignment"
    # round 30: programs' own flags and output, keys where a program takes them, devices
    yield from login_hits(text, judge)
    yield from key_literal_hits(text, judge, key_kind)
    yield from device_hits(text, judge)
    yield from positional_hits(text, judge, key_kind)  # round 31


__all__ = ["dialect_hits"]
