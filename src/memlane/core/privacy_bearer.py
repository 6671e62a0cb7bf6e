"""Write gate: bearer material that is not written as a key or a password (round 22).

Whoever holds these is let in, with no other credential:

- a session cookie (``Cookie: session=…``, ``Set-Cookie: sid=…``, ``connect.sid=s%3A…``,
  ``JSESSIONID=…``): a header's name=value pairs, or a session cookie's well-known name;
- a raw private key: 64 hexadecimal digits after "private key" (Ethereum and other
  secp256k1 wallets print them that way) or handed to a wallet built from it (ethers' `new
  Wallet("0x…")`, viem's `privateKeyToAccount`, web3.py's `Account.from_key`; round 43), or
  its bytes as a JSON array of 32 or 64 numbers after "keypair", "private key", "secret key"
  or the file Solana's CLI writes it to (`id.json`; rounds 28, 43);
- a Bitcoin key in Wallet Import Format (base58check of 0x80 or testnet's 0xEF, the 32-byte
  key, an optional 0x01; round 43), its checksum telling it from any base58 run, looked for
  near a word for a wallet, a key or a coin;
- a session cookie in a Netscape cookies.txt line (tab-separated: domain, subdomains, path,
  secure, expiry, name, value; round 43), its name a session's.

A wallet's seed phrase is read in :mod:`memlane.core.privacy_seed_phrase`. Each value must
look generated (:func:`memlane.core.privacy_values.machine_like`), so a cookie
named in prose or a placeholder passes.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterator
from urllib.parse import unquote

from memlane.core.gated_search import Needles, find_near, needles
from memlane.core.privacy_values import base64_text, is_placeholder, is_reference, machine_like
from memlane.core.short_presence import rules_for

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
    r"(?i:keypair|key pair|private[ _\-]?key|secret[ _\-]?key|\bid\.json)[^\n\[]{0,20}"
    r"(?:\r?\n[ \t]*)?\[(?P<bytes>[ \t]*\d{1,3}(?:[ \t]*,[ \t]*\d{1,3}){31,63})[ \t]*\]"
)
_BYTE_KEY_NEEDLES = needles("key Key KEY id.json + [")
_WALLET_CALL = re.compile(
    r"(?:\bWallet|\bprivateKeyToAccount|\bfrom_key|\bfromPrivateKey|\bSigningKey)[ \t]*\("
    r"[ \t]*[\"'](?:0x)?(?P<value>[0-9a-fA-F]{64})[\"']"
)
_WALLET_CALL_NEEDLES = needles("Wallet privateKeyToAccount from\\_key fromPrivateKey SigningKey")
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B58_INDEX = {c: i for i, c in enumerate(_B58)}
_WIF = re.compile(r"(?<![A-Za-z0-9])[5KL9c][1-9A-HJ-NP-Za-km-z]{50,51}(?![A-Za-z0-9])")
_WIF_NEEDLES = needles(
    "wif WIF privkey private_key Private_key PRIVATE_KEY bitcoin Bitcoin BTC btc wallet Wallet "
    "electrum Electrum"
)
# Netscape cookies.txt: domain, subdomains, path, secure, expiry, name, value
_COOKIES_TXT = re.compile(
    r"^[^\s#]\S*\t(?:TRUE|FALSE)\t\S+\t(?:TRUE|FALSE)\t\d+\t(?P<name>[^\t\n]{1,120})\t"
    r"(?P<value>[^\t\n]{1,4000})$",
    re.MULTILINE,
)
_COOKIES_TXT_NEEDLES = needles("\tTRUE\t \tFALSE\t")
# a cookie's name that says it holds a session or a sign-in (GitHub's `user_session`,
# `remember_token`), not an anti-forgery token
_SESSION_NAME = re.compile(r"(?i)sess|(?:^|[_.\-])sid$|auth|token|remember")
_ANTI_FORGERY = re.compile(r"(?i)csrf|xsrf")


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


def _wif(value: str) -> bool:
    """Whether ``value`` is a private key in Wallet Import Format (its checksum holds)."""
    n = 0
    for c in value:
        n = n * 58 + _B58_INDEX[c]
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    payload, check = raw[:-4], raw[-4:]
    if hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] != check:
        return False
    return payload[:1] in (b"\x80", b"\xef") and (
        len(payload) == 33 or (len(payload) == 34 and payload[-1] == 1)
    )


def _cookie_header(m: re.Match[str]) -> Iterator[Hit]:
    for pair in _PAIR.finditer(m.group("pairs")):
        name = pair.group("name")
        if name.lower() in _ATTRIBUTES or _ANALYTICS.match(name) or _ANTI_FORGERY.search(name):
            continue  # (round 44: an anti-forgery token lets no one in without the session)
        if _generated(unquote(pair.group("value"))):
            at = m.start("pairs")
            yield at + pair.start(), at + pair.end(), "session_cookie"


def _hex_key(m: re.Match[str]) -> Iterator[Hit]:
    if len(set(m.group("value").lower())) >= 10:  # not 64 zeros or a repeated pattern
        yield m.start(), m.end(), "private_key"


def _byte_key(m: re.Match[str]) -> Iterator[Hit]:
    numbers = [int(n) for n in m.group("bytes").split(",")]
    if len(numbers) in (32, 64) and max(numbers) <= 255 and len(set(numbers)) >= 16:
        yield m.start(), m.end(), "private_key"


def _wif_key(m: re.Match[str]) -> Iterator[Hit]:
    if _wif(m.group(0)):
        yield m.start(), m.end(), "private_key"


def _cookies_txt(m: re.Match[str]) -> Iterator[Hit]:
    value = unquote(m.group("value"))
    name = m.group("name")
    if _SESSION_NAME.search(name) and not _ANTI_FORGERY.search(name) and _generated(value):
        yield m.start(), m.end(), "session_cookie"


_Judge = Callable[[re.Match[str]], Iterator[Hit]]
# The rules read on the text as written, each with its needle groups, its reach and its judge;
# on a memory, only those whose needles it may hold (short_presence.rules_for: one look-up
# for all of them instead of a needle test each; the session cookie's needles are looked for
# in lower case, so that rule is asked on its own)
_RULES: tuple[tuple[re.Pattern[str], Needles, int | None, _Judge], ...] = (
    (_COOKIE_HEADER, _COOKIE_NEEDLES, None, _cookie_header),
    (_HEX_PRIVATE_KEY, _HEX_KEY_NEEDLES, None, _hex_key),
    (_BYTE_KEY, _BYTE_KEY_NEEDLES, None, _byte_key),
    (_WALLET_CALL, _WALLET_CALL_NEEDLES, None, _hex_key),
    (_WIF, _WIF_NEEDLES, None, _wif_key),
    (_COOKIES_TXT, _COOKIES_TXT_NEEDLES, 400, _cookies_txt),
)
_RULE_GROUPS = tuple(groups for _, groups, _, _ in _RULES)


def bearer_hits(text: str) -> Iterator[Hit]:
    rules = rules_for(_RULES, _RULE_GROUPS, text)
    if rules:
        pattern, groups, reach, judge = rules[0]
        if pattern is _COOKIE_HEADER:
            for m in find_near(pattern, text, groups, reach=reach):
                yield from judge(m)
            rules = rules[1:]
    for m in find_near(_SESSION_COOKIE, text, _SESSION_NEEDLES, haystack=text.lower()):
        value = unquote(m.group("value"))
        if _generated(value) and not _WINDOWS_SID.match(value):
            yield m.start(), m.end(), "session_cookie"
    for pattern, groups, reach, judge in rules:
        for m in find_near(pattern, text, groups, reach=reach):
            yield from judge(m)


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
