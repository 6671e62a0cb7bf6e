"""Write gate: passwords that programs take on their own command lines and print back
(round 30).

- a login pair by flags (in either order, round 31): a user flag (`-u`, `-U`, `--user`,
  `--username`, `/u:`, `/user:`, `/RU`) and, on the same line, a password flag (`-p`, `-P`,
  `--pw`, `/p:`, `/pass:`, `/RP`, SNMPv3's `-A`/`-X`) with a typed-looking value (letters
  with digits or symbols: `-p 2222` is a port, `-X POST` a method);
- a flag that can only mean a password or passphrase (`-passwd`, `--pw`, `ssh-keygen -N`),
  a subcommand that sets one (`set-initial-password …`, `reset-admin-password …`), a
  Wi-Fi key set by nmcli (`wifi-sec.psk …`);
- Oracle's `user/password@db` given to sqlplus, expdp, impdp, sqlldr or rman (`rman target
  sys/…@prod`), and SQL*Plus's `connect user/password[@db]` (round 31);
- a database's own user grammar: Redis `ACL SETUSER name … >password`, MySQL's
  `PASSWORD('…')`;
- what a reset prints: Elasticsearch's "New value: …" and "PASSWORD elastic = …", Jenkins's
  initialAdminPassword printed on the line after the file's name;
- a client built with an (id, secret) tuple (`api_key=('id', 'secret')`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]
Judge = Callable[[str, str], bool]  # (kind, value) -> is a literal secret

_VALUE = (
    r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})'|(?P<bare>(?!-)[^\s\"'`;|&]{1,200}))"
)
_TIGHT = r"(?:[ \t]+|(?<=:))"  # `-p value`, `/p:value`

_PAIR = re.compile(
    r"(?<![\w\-/])(?:-u|-U|--user|--username|-user|/u:|/user:|/RU)" + _TIGHT + r"[^\s\-/]\S*"
    r"[^\n|;&]{0,200}?(?<![\w\-/])(?:-p|-P|--pw|-pw|/p:|/pass:|/password:|/RP|-A|-X)"
    + _TIGHT
    + _VALUE
)
_PAIR_NEEDLES = needles("-u_ -U_ --user /u: /user: /RU_")  # "-u" alone is in "follow-up"
# The same pair written password first (`psexec \\\\host -p … -u CORP\\svc`): only the short
# flags, whose order no program fixes.
_PAIR_REVERSED = re.compile(
    r"(?<![\w\-/])(?:-p|-P)[ \t]+" + _VALUE + r"[ \t]+(?:-u|-U)[ \t]+[^\s\-/]"
)
# (pattern, needles): each flag by its own needles ("passwd" and "-password" are in every
# note about /etc/passwd or --password-stdin)
_ALONE = (
    (re.compile(r"(?<![\w\-])(?:-{1,2}passwd|--pw|-rfbauth)[ \t=]+" + _VALUE),
     needles("-passwd --pw -rfbauth")),
    (re.compile(r"\bssh-keygen\b[^\n|;&]{0,200}?\s-N[ \t]+" + _VALUE), needles("ssh-keygen")),
    (re.compile(r"(?<![\w\-])(?:set|reset|change)-[a-z]+-password[ \t]+" + _VALUE),
     needles("-password_")),
    (re.compile(r"\bwifi-sec\.psk[ \t]+" + _VALUE), needles("wifi-sec.psk")),
    # Junos's `authentication plain-text-password-value …` (round 31)
    (re.compile(r"\bplain-text-password-value[ \t]+" + _VALUE),
     needles("plain-text-password-value")),
)  # fmt: skip
# Every rule of a typed password, and each one's needle groups (short_presence.rules_for).
_TYPED = ((_PAIR, _PAIR_NEEDLES), (_PAIR_REVERSED, _PAIR_NEEDLES), *_ALONE)
_TYPED_GROUPS = tuple(words for _, words in _TYPED)
_ORACLE = re.compile(
    r"\b(?:sqlplus|expdp|impdp|sqlldr|rman|exp|imp|dgmgrl)"
    r"(?:[ \t]+(?:-\w+|target|catalog|auxiliary))*[ \t]+"
    r"(?:userid=)?[A-Za-z_][\w$#]{0,29}/(?P<bare>[^\s/\"']{4,60})@"  # to the last "@"
)
# SQL*Plus's own CONNECT at a line's start (after its `SQL> ` prompt): `connect hr/…@pdb`,
# `CONN system/…`. The "@db" is optional there, so a value without one must look typed.
_CONNECT = re.compile(
    r"^[ \t]*(?:SQL>[ \t]*)?(?i:conn(?:ect)?)[ \t]+[A-Za-z_][\w$#]{0,29}/"
    r"(?P<bare>[^\s/\"'@;]{4,60})(?P<at>@)?",
    re.MULTILINE,
)
_CONNECT_NEEDLES = needles("connect_ conn_ CONNECT_ CONN_ Connect_ Conn_")  # not "connection"
# the commands alone ("exp " and "imp ", not "export"): "@" is in every address and decorator
_ORACLE_NEEDLES = needles("sqlplus expdp impdp sqlldr rman_ exp_ imp_ dgmgrl")
_DB_GRAMMAR = re.compile(
    r"\bACL[ \t]+SETUSER[ \t]+\S+[^\n]{0,200}?[ \t]>(?P<bare>[^\s]{4,200})"
    r"|(?i:\bpassword)\([ \t]*(?:'(?P<sq>[^'\n]{4,200})'|\"(?P<dq>[^\"\n]{4,200})\")[ \t]*\)"
)
_DB_NEEDLES = needles("SETUSER PASSWORD( password( Password(")
_PRINTED = re.compile(
    r"(?:reset-password|successfully reset)[^\n]*\n(?:[^\n]*\n){0,2}?[ \t]*New value:[ \t]*"
    r"(?P<bare>\S{6,200})"
    r"|^PASSWORD[ \t]+[\w.\-]+[ \t]+=[ \t]+(?P<bare2>\S{6,200})[ \t]*$"
    r"|initialAdminPassword\S*[ \t]*\r?\n[ \t]*(?P<hex>[0-9a-f]{32})\b",
    re.MULTILINE,
)
_PRINTED_NEEDLES = (("New value:", "\nPASSWORD ", "initialAdminPassword"),)  # not DB_PASSWORD
_TUPLE = re.compile(
    r"\b(?:api_key|http_auth|basic_auth|client_credentials)[ \t]*=[ \t]*\("
    r"[ \t]*[\"'][^\"'\n]{1,100}[\"'][ \t]*,[ \t]*"
    r"(?:\"(?P<dq>[^\"\n]{6,200})\"|'(?P<sq>[^'\n]{6,200})')"
)
# a tuple after the name ("api_key" alone is in every client's docs); "_" would read as a space
_TUPLE_NEEDLES = (
    (
        "api_key=(",
        "api_key = (",
        "http_auth",
        "basic_auth=(",
        "basic_auth = (",
        "client_credentials",
    ),
)


def _value(m: re.Match[str]) -> tuple[str, int]:
    for group, value in m.groupdict().items():
        if value is not None:
            return value, m.start(group)
    return "", m.end()


def _typed(value: str) -> bool:
    """Typed or generated: six or more characters, letters with digits or symbols."""
    return (
        len(value) >= 6 and any(c.isalpha() for c in value) and any(not c.isalpha() for c in value)
    )


# The other rules, in the order they are read, with their needle groups (rules_for too)
_OTHERS = (
    (_ORACLE, _ORACLE_NEEDLES),
    (_CONNECT, _CONNECT_NEEDLES),
    (_DB_GRAMMAR, _DB_NEEDLES),
    (_PRINTED, _PRINTED_NEEDLES),
    (_TUPLE, _TUPLE_NEEDLES),
)
_OTHER_GROUPS = tuple(words for _, words in _OTHERS)


def login_hits(text: str, judge: Judge) -> Iterator[Hit]:
    """Passwords on command lines and in programs' output (see the module docstring)."""
    # (a command line: 200 characters each side do; on a memory, only the rules whose
    # needles it may hold: short_presence.rules_for)
    for pattern, words in rules_for(_TYPED, _TYPED_GROUPS, text):
        for m in find_near(pattern, text, words, reach=250):
            value, vstart = _value(m)
            if _typed(value) and judge("password", value):
                yield m.start(), vstart + len(value), "password_assignment"
    for pattern, words in rules_for(_OTHERS, _OTHER_GROUPS, text):
        if pattern is _ORACLE or pattern is _CONNECT:
            # user/password@db says what the middle is: a word ("tiger") is a password there
            for m in find_near(pattern, text, words, reach=250):
                value = m.group("bare")
                at = pattern is _ORACLE or m.group("at") is not None
                if (at or _typed(value)) and judge("password", value):
                    yield m.start(), m.end("bare"), "password_assignment"
        elif pattern is _TUPLE:
            for m in find_near(pattern, text, words, reach=400):
                value, vstart = _value(m)
                if judge("secret", value):
                    yield m.start(), vstart + len(value), "secret_assignment"
        else:
            for m in find_near(pattern, text, words, reach=250):
                value, vstart = _value(m)
                if judge("password", value):
                    yield m.start(), vstart + len(value), "password_assignment"


__all__ = ["login_hits"]
