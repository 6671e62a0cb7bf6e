"""Runs of byte codes that decode to prose: what a model asked to decode them reads (round 93).

An order written as hex ("49 67 6e 6f …", "\\x49\\x67…", "0x49, 0x67"), decimal or octal
character codes, quoted-printable ("=49=67=6E…"), percent-encoding ("%49%67…"), base32, or
base64 cut into groups or wrapped onto lines holds no word a rule reads; a model decodes it at
sight or when told to. Each notation is decoded where its shape stands, and a decoding counts
only when it reads as prose (UTF-8, mostly letters, three words or more): hashes, keys, hex
dumps, colour lists and binary decode to noise and are left out. The read gate judges what is
left as it judges any text.

Texts up to a memory's size are decoded (a long document is read as written: its hashes and
dumps would be decoded for nothing). The base64 runs the read gate decoded before this module
(one unbroken run) are :func:`memlane.core.prompt_injection_carriers.decoded_payloads`'s.
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

# Each notation: a run of its codes (twelve or more, one separator repeated at most) ...
_HEX = re.compile(
    r"(?<![\w\\])(?:(?:\\x|0x)?[0-9a-fA-F]{2}(?:[ ,:;\-]{1,2}|(?=\\x|0x))?){12,}(?![0-9a-fA-F])"
)
_DECIMAL = re.compile(r"(?<![\w.])(?:\d{2,3}[ ,;]{1,2}){11,}\d{2,3}(?![\w.])")
_OCTAL = re.compile(r"(?:\\[0-3][0-7]{2}){12,}")
# (quoted-printable: the lines that hold its codes, soft line breaks included)
_QUOTED_PRINTABLE = re.compile(r"(?:[^\n]*=[0-9A-F]{2}){12,}[^\n]*(?:(?<==)\n[^\n]*)*")
# (percent-encoding: the codes with the characters a URL keeps as they are between them)
_PERCENT = re.compile(r"[\w.~+\-]*(?:%[0-9A-Fa-f]{2}[\w.~+\-]*){12,}")
# (base32 in either case, one case a run: "jftw433s…" is decoded as "JFTW433S…")
_BASE32 = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z2-7]{16,}|[a-z2-7]{16,})={0,6}(?![A-Za-z0-9=])")
# base64 in groups ("SWdu b3Jl IGFs …") or wrapped onto lines of a fixed width
_BASE64_BROKEN = re.compile(
    r"(?<![A-Za-z0-9+/])(?:[A-Za-z0-9+/]{4})+(?:(?:[ \t]|[ \t]*\n)(?:[A-Za-z0-9+/]{4})+){2,}"
    r"(?:[A-Za-z0-9+/]{2,3}={1,2})?(?![A-Za-z0-9+/=])"
)
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


# (each with the character its run holds at least twelve of: a text with fewer is not searched)
_NOTATIONS = (
    ("", _HEX, _hex),
    ("", _DECIMAL, _decimal),
    ("\\", _OCTAL, _octal),
    ("=", _QUOTED_PRINTABLE, _quoted_printable),
    ("%", _PERCENT, _percent),
    ("", _BASE32, _base32),
    ("", _BASE64_BROKEN, _base64),
)


def decoded_runs(text: str) -> list[str]:
    """The prose the byte-code runs of ``text`` decode to, in the order found."""
    # every notation of an ASCII sentence holds digits (a base64 or base32 run of 24 letters
    # without one is rare; it is decoded when the text has digits elsewhere)
    if len(text) > _LIMIT or sum(map(text.count, _DIGITS)) < _MIN_BYTES // 2:
        return []
    out = []
    for mark, pattern, decode in _NOTATIONS:
        if mark and text.count(mark) < _MIN_BYTES:
            continue
        for m in pattern.finditer(text):
            data = decode(m.group())
            if data is not None and len(data) >= _MIN_BYTES:
                decoded = _text(data)
                if decoded is not None:
                    out.append(decoded)
    return out


__all__ = ["decoded_runs", "reads_as_prose"]
