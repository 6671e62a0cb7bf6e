"""Write gate: bearer material that is not written as a key or a password (round 22).

Whoever holds these is let in, with no other credential:

- a session cookie (``Cookie: session=…``, ``Set-Cookie: sid=…``, ``connect.sid=s%3A…``,
  ``JSESSIONID=…``): a header's name=value pairs, or a session cookie's well-known name;
- a raw private key: 64 hexadecimal digits after "private key" (Ethereum and other
  secp256k1 wallets print them that way), or its bytes as a JSON array of 32 or 64 numbers
  after "keypair", "private key" or "secret key" (Solana's keypair file, round 28).

A wallet's seed phrase is read in :mod:`memlane.core.privacy_seed_phrase`. Each value must
look generated (:func:`memlane.core.privacy_values.machine_like`), so a cookie
named in prose or a placeholder passes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import unquote

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_values import base64_text, is_placeholder, is_reference, machine_like

Hit = tuple[int, int, str]

_COOKIE_HEADER = re.compile(r"(?i:\b(?:set-)?cookie)[\"']?[ \t]*:[ \t]*(?P<pairs>[^\n]{1,2000})")
# A cookie value has no backslash, comma, semicolon, quote or space (RFC 6265 cookie-octet).
_PAIR = re.compile(r"(?P<name>[\w.\-]{1,60})=(?P<value>[^;\s\"',\\]{1,1000})")
# Cookies whose name says they hold a session, wherever they are written.
_SESSION_COOKIE = re.compile(
    r"(?<![\w.\-])(?i:jsessionid|phpsessid|connect\.sid|laravel_session|asp\.net_sessionid"
    r"|sessionid|session_id|session_token|_session|sid)=(?P<value>[^;\s\"'&,]{16,1000})"
)
_SESSION_NEEDLES = needles("session sessid connect.sid sid=")  # looked for in lower case
_COOKIE_NEEDLES = needles("ookie OOKIE")
_ATTRIBUTES = frozenset({"path", "domain", "expires", "max-age", "samesite", "priority"})
# Analytics and consent cookies count visits, they do not log anyone in.
_ANALYTICS = re.compile(
    r"(?i:_ga|_gid|_gat|_gcl|__utm|_fbp|_fbc|_hj|ajs_|_clck|_clsk|_uet|mp_|amplitude|_pk_|__cf_bm"
    r"|optimizely|cookieconsent|consent)"
)
_WINDOWS_SID = re.compile(r"S-1-\d+(?:-\d+)+")

_HEX_PRIVATE_KEY = re.compile(
    r"(?i:private[ _\-]?key|priv[ _\-]?key|secret[ _\-]?key)\b[^\n0-9a-fA-F]{0,12}?"
    r"(?:0x)?(?P<value>[0-9a-fA-F]{64})(?![0-9a-fA-F])"
)
_HEX_KEY_NEEDLES = needles("key Key KEY")
_BYTE_KEY = re.compile(
    r"(?i:keypair|key pair|private[ _\-]?key|secret[ _\-]?key)[^\n\[]{0,20}\["
    r"(?P<bytes>[ \t]*\d{1,3}(?:[ \t]*,[ \t]*\d{1,3}){31,63})[ \t]*\]"
)
_BYTE_KEY_NEEDLES = needles("key Key KEY + [")


def _generated(value: str) -> bool:
    # "?session_id={CHECKOUT_SESSION_ID}": a template the server fills in
    return (
        machine_like(value, min_len=16)
        and not is_placeholder(value)
        and not is_reference(value, literal=True)
    )


def session_cookie(name: str, value: str) -> bool:
    """Whether a cookie written as a name and a value apart (a HAR file's ``{"name": …,
    "value": …}``) is a session cookie holding a generated value."""
    pair = _SESSION_COOKIE.fullmatch(f"{name}={value}")
    return pair is not None and _generated(unquote(value)) and not _WINDOWS_SID.match(value)


def bearer_hits(text: str) -> Iterator[Hit]:
    for m in find_near(_COOKIE_HEADER, text, _COOKIE_NEEDLES):
        for pair in _PAIR.finditer(m.group("pairs")):
            name = pair.group("name")
            if name.lower() in _ATTRIBUTES or _ANALYTICS.match(name):
                continue
            if _generated(unquote(pair.group("value"))):
                at = m.start("pairs")
                yield at + pair.start(), at + pair.end(), "session_cookie"
    for m in find_near(_SESSION_COOKIE, text, _SESSION_NEEDLES, haystack=text.lower()):
        value = unquote(m.group("value"))
        if _generated(value) and not _WINDOWS_SID.match(value):
            yield m.start(), m.end(), "session_cookie"
    for m in find_near(_HEX_PRIVATE_KEY, text, _HEX_KEY_NEEDLES):
        value = m.group("value")
        if len(set(value.lower())) >= 10:  # not 64 zeros or a repeated pattern
            yield m.start(), m.end(), "private_key"
    for m in find_near(_BYTE_KEY, text, _BYTE_KEY_NEEDLES):
        numbers = [int(n) for n in m.group("bytes").split(",")]
        if len(numbers) in (32, 64) and max(numbers) <= 255 and len(set(numbers)) >= 16:
            yield m.start(), m.end(), "private_key"


_BASE64_CHARS = re.compile(r"[A-Za-z0-9+/]+={0,2}")


def sample_basic(header: re.Match[str]) -> bool:
    """A Basic Authorization header (its value in group ``bare``) whose base64 pair holds a
    placeholder password (``username:password``, ``admin:changeme``): a documentation sample
    (round 37). The user's half is a name whatever it is."""
    if not header.group(0).lower().rpartition(" ")[0].rstrip(" \t").endswith("basic"):
        return False
    bare = header.group("bare")
    decoded = base64_text(bare) if _BASE64_CHARS.fullmatch(bare) else None
    if decoded is None:
        return False
    user, colon, password = decoded.partition(":")
    return bool(colon and user) and is_placeholder(password)


__all__ = ["bearer_hits", "sample_basic", "session_cookie"]
