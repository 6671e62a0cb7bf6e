"""Runs of byte codes that decode to prose: what a model asked to decode them reads (round 93).

An order written as hex ("49 67 6e 6f …", "\\x49\\x67…", "0x49, 0x67"), decimal or octal
character codes, quoted-printable ("=49=67=6E…"), percent-encoding ("%49%67…"), base32, or
base64 cut into groups or wrapped onto lines holds no word a rule reads; a model decodes it at
sight or when told to. Each notation is decoded where its shape stands, and a decoding counts
only when it reads as prose (UTF-8, mostly letters, three words or more): hashes, keys, hex
dumps, colour lists and binary decode to noise and are left out. The read gate judges what is
left as it judges any text.

Texts up to 32 KiB are decoded (a long document is read as written: its hashes and dumps
would be decoded for nothing), each notation only where its shape stands. The base64 runs the
read gate decoded before this module (one unbroken run) are
:func:`memlane.core.prompt_injection_carriers.decoded_payloads`'s.
"""

from __future__ import annotations

import base64
import binascii
import quopri
import re
from urllib.parse import unquote_to_bytes

_LIMIT = 32 * 1024
_MIN_BYTES = 12
_DIGITS = "0123456789"
_WORDS = re.compile(r"[^\W\d_]{2,}")

# Where a run of codes may stand: twelve digits or more, at most three other characters between
# two (an ASCII character's hex, decimal, octal, quoted-printable or percent code holds a digit).
# Led by a digit, so the engine skips to digits; the notations are looked for there only.
_DENSE = re.compile(r"\d(?:[^\d\n]{0,3}\d){11,}")
_MARGIN = 4  # a run's characters before its first digit ("=", "\\x") and after its last

# Each notation: a run of its codes (twelve or more, one separator repeated at most) ...
_HEX = re.compile(
    r"(?<![\w\\])(?:(?:\\x|0x)?[0-9a-fA-F]{2}(?:[ ,:;\-]{1,2}|(?=\\x|0x))?){12,}(?![0-9a-fA-F])"
)
_DECIMAL = re.compile(r"(?<![\w.])(?:\d{2,3}[ ,;]{1,2}){11,}\d{2,3}(?![\w.])")
_OCTAL = re.compile(r"(?:\\[0-3][0-7]{2}){12,}")
# (quoted-printable and percent-encoding: codes with at most a few characters kept between)
_QUOTED_PRINTABLE = re.compile(r"=[0-9A-F]{2}(?:[^=\n]{0,3}=[0-9A-F]{2}){11,}")
_PERCENT = re.compile(r"%[0-9A-Fa-f]{2}(?:[\w.~+\-]{0,3}%[0-9A-Fa-f]{2}){11,}")
# Base32 (in either case, one case a run: "jftw433s…" is decoded as "JFTW433S…") and base64
# wrapped onto lines or cut into groups ("SWdu b3Jl IGFs …") hold few digits: base32 is looked
# for in the long tokens, base64 in a text with wrapped lines or a short one that names it.
_BASE32 = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z2-7]{16,}|[a-z2-7]{16,})={0,6}(?![A-Za-z0-9=])")
_BASE64_BROKEN = re.compile(
    r"(?<![A-Za-z0-9+/])(?:[A-Za-z0-9+/]{4})+(?:(?:[ \t]|[ \t]*\n)(?:[A-Za-z0-9+/]{4})+){2,}"
    r"(?:(?:[ \t]|[ \t]*\n)?[A-Za-z0-9+/]{2,3}={1,2})?(?![A-Za-z0-9+/=])"
)
_SHORT = 1024  # a text this short is searched for groups
_NAMED = re.compile(r"ecod|ase ?64|ASE ?64")
_LINE = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}[ \t]*")


def _wrapped(text: str) -> bool:
    """Whether two lines in a row are long base64 lines (a long text's wrapped base64)."""
    previous = False
    for line in text.split("\n"):
        current = len(line) >= 16 and _LINE.fullmatch(line) is not None
        if current and previous:
            return True
        previous = current
    return False


_NOT_HEX = re.compile(r"\\x|0x|[^0-9a-fA-F]")
_SPACES = re.compile(r"\s+")


def reads_as_prose(decoded: str) -> bool:
    """Whether decoded bytes read as words: three or more, letters most of the text."""
    words = _WORDS.findall(decoded)
    letters = sum(len(w) for w in words)
    return len(words) >= 3 and letters >= 0.6 * len(decoded) and decoded.count(" ") >= 2


def _text(data: bytes) -> str | None:
    try:
        decoded = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return decoded if reads_as_prose(decoded) else None


def _hex(run: str) -> bytes | None:
    digits = _NOT_HEX.sub("", run)
    return bytes.fromhex(digits) if len(digits) % 2 == 0 else None


def _decimal(run: str) -> bytes | None:
    codes = [int(c) for c in re.findall(r"\d+", run)]
    return bytes(codes) if all(9 <= c <= 255 for c in codes) else None


def _octal(run: str) -> bytes:
    return bytes(int(c, 8) for c in run.split("\\")[1:])


def _quoted_printable(run: str) -> bytes:
    return quopri.decodestring(run.encode("ascii", "replace"))


def _percent(run: str) -> bytes:
    return unquote_to_bytes(run.replace("+", " "))


def _base32(run: str) -> bytes | None:
    try:
        return base64.b32decode(run.upper() + "=" * (-len(run) % 8))
    except (binascii.Error, ValueError):
        return None


def _base64(run: str) -> bytes | None:
    joined = _SPACES.sub("", run)
    try:
        return base64.b64decode(joined + "=" * (-len(joined) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None


_CODES = (
    (_HEX, _hex),
    (_DECIMAL, _decimal),
    (_OCTAL, _octal),
    (_QUOTED_PRINTABLE, _quoted_printable),
    (_PERCENT, _percent),
)


def decoded_runs(text: str) -> list[str]:
    """The prose the byte-code runs of ``text`` decode to, in the order of the notations."""
    if len(text) > _LIMIT or len(text) < 2 * _MIN_BYTES:
        return []
    found: list[bytes | None] = []
    digits = sum(map(text.count, _DIGITS))  # (ten counts in C: most memories stop here)
    if digits >= _MIN_BYTES:
        for dense in _DENSE.finditer(text):
            lo, hi = max(0, dense.start() - _MARGIN), dense.end() + _MARGIN
            for pattern, decode in _CODES:
                found += [decode(m.group()) for m in pattern.finditer(text, lo, hi)]
    tokens = [t for t in text.split() if len(t) >= 16]
    found += [_base32(m.group()) for t in tokens for m in _BASE32.finditer(t)]
    # base64 wrapped (two long lines in a row), or cut into groups in a short text that names
    # base64 or decoding (a memory's words are as often four letters long as base64's groups)
    if (len(tokens) >= 2 and _wrapped(text)) or (len(text) <= _SHORT and _NAMED.search(text)):
        found += [_base64(m.group()) for m in _BASE64_BROKEN.finditer(text)]
    out = []
    for data in found:
        if data is not None and len(data) >= _MIN_BYTES:
            decoded = _text(data)
            if decoded is not None:
                out.append(decoded)
    return out


__all__ = ["decoded_runs", "reads_as_prose"]
