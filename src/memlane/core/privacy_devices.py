"""Write gate: secrets in network devices' and VPN daemons' own configuration (round 30).

- Cisco-style lines: `username NAME [privilege N] password [0|7] …` and `enable password …`
  (type 0 is clear text, type 7 a reversible encoding; `secret 5|8|9 …` are hashes and pass),
  an SNMP community with its access (`snmp-server community … RO|RW`), a TACACS+ or RADIUS
  server key and a key chain's `key-string`;
- pppd's chap-secrets and pap-secrets (client, server, secret, addresses: no names, so the
  file must be named in the text) and strongSwan's ipsec.secrets (`: PSK "…"`,
  `: XAUTH "…"`, `: EAP "…"`; `: RSA <file>` names a key file).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import find_near, needles

Hit = tuple[int, int, str]
Judge = Callable[[str, str], bool]  # (kind, value) -> is a literal secret

_V = r"(?:\"(?P<dq>[^\"\n]{1,200})\"|(?P<bare>[^\s\"]{1,200}))"
# (pattern, needles): a user's or the enable password (its type, if written, before it)
_CISCO_USER = re.compile(
    r"^[ \t]*(?:username[ \t]+\S+[ \t]+(?:privilege[ \t]+\d+[ \t]+)?|enable[ \t]+)"
    r"password[ \t]+(?:(?P<type>[07])[ \t]+)?" + _V + r"[ \t]*$",
    re.MULTILINE,
)
# ("username" and "password" are in every login form's docs: the line's rarer words anchor)
_CISCO_USER_NEEDLES = needles("privilege enable_password password_0 password_7")
_CISCO_KEYS = re.compile(
    r"^[ \t]*snmp-server[ \t]+community[ \t]+"
    + _V
    + r"(?:[ \t]+(?:view[ \t]+\S+[ \t]+)?(?:RO|RW|ro|rw))"
    r"|^[ \t]*(?:tacacs-server|radius-server)\b[^\n]{0,120}?[ \t]key[ \t]+(?:[07][ \t]+)?"
    + _V.replace("P<", "P<t")
    + r"|^[ \t]*key-string[ \t]+(?:[07][ \t]+)?"
    + _V.replace("P<", "P<k"),
    re.MULTILINE,
)
_CISCO_KEYS_NEEDLES = needles("snmp-server tacacs-server radius-server key-string")
_IPSEC = re.compile(r":[ \t]*(?:PSK|XAUTH|EAP|NTLM)[ \t]+\"(?P<dq>[^\"\n]{1,200})\"")
_IPSEC_NEEDLES = ((" PSK ", ":PSK ", " XAUTH ", ":XAUTH ", " EAP ", ":EAP ", " NTLM ", ":NTLM "),)
_PPP_LINE = re.compile(
    r"^[ \t]*(?!#)(?:\"[^\"\n]+\"|\S+)[ \t]+(?:\"[^\"\n]*\"|\S+)[ \t]+"
    r"(?:\"(?P<dq>[^\"\n]{1,200})\"|(?P<bare>[^\s\"]{1,200}))(?:[ \t]+\S+)*[ \t]*$",
    re.MULTILINE,
)


_HEX = re.compile(r"[0-9A-Fa-f]+")


def _value(m: re.Match[str]) -> tuple[str, int]:
    for group, value in m.groupdict().items():
        if value is not None and group != "type":
            return value, m.start(group)
    return "", m.end()


def _typed(value: str) -> bool:
    return (
        len(value) >= 6 and any(c.isalpha() for c in value) and any(not c.isalpha() for c in value)
    )


def _device_lines(
    text: str, judge: Judge, pattern: re.Pattern[str], words: tuple[tuple[str, ...], ...]
) -> Iterator[Hit]:
    for m in find_near(pattern, text, words, reach=300):
        value, vstart = _value(m)
        if m.groupdict().get("type") == "7":  # type 7 is a reversible encoding in hex
            ok = len(value) >= 4 and len(value) % 2 == 0 and _HEX.fullmatch(value) is not None
        else:
            ok = _typed(value) and judge("password", value)
        if ok:
            yield m.start(), vstart + len(value), "password_assignment"


def device_hits(text: str, judge: Judge) -> Iterator[Hit]:
    """Secrets in the device and VPN files listed in the module docstring."""
    for pattern, words in ((_CISCO_USER, _CISCO_USER_NEEDLES), (_CISCO_KEYS, _CISCO_KEYS_NEEDLES)):
        yield from _device_lines(text, judge, pattern, words)
    for m in find_near(_IPSEC, text, _IPSEC_NEEDLES, reach=200):
        value, vstart = _value(m)
        if judge("password", value):
            yield m.start(), vstart + len(value), "password_assignment"
    if "chap-secrets" in text or "pap-secrets" in text:  # the file's lines have no names
        for m in _PPP_LINE.finditer(text):
            value, vstart = _value(m)
            if value != "*" and _typed(value) and judge("password", value):
                yield m.start(), vstart + len(value), "password_assignment"


__all__ = ["device_hits"]
