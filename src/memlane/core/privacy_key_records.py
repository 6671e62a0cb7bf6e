"""Write gate: key material kept as records, with no armour and no secret's name (round 44).

- a TLS key log line (the NSS key log format that SSLKEYLOGFILE makes browsers, curl and
  OpenSSL write): a label (`CLIENT_RANDOM`, TLS 1.3's `*_TRAFFIC_SECRET_*`,
  `EXPORTER_SECRET`, …), the connection's 32-byte client random in hexadecimal, then the
  secret in hexadecimal; whoever holds the line decrypts that captured session;
- a cleartext Tink keyset: a key's `value` whose `keyMaterialType` says it is symmetric or a
  private key (a public keyset says `ASYMMETRIC_PUBLIC`; an encrypted one has
  `encryptedKeyset` and no key values);
- a macaroon (LND's admin.macaroon, any service's bearer macaroon) in hexadecimal or base64
  next to its name: version 2's first byte is 2, then a field's type, 1 (location) or
  2 (identifier).
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles

Hit = tuple[int, int, str]

_KEY_LOG = re.compile(
    r"^[ \t]*(?:CLIENT_RANDOM|(?:CLIENT|SERVER)_(?:EARLY_|HANDSHAKE_)?TRAFFIC_SECRET(?:_\d+)?"
    r"|(?:EARLY_)?EXPORTER_SECRET)[ \t]+[0-9a-fA-F]{64}[ \t]+(?P<secret>[0-9a-fA-F]{32,})[ \t]*$",
    re.MULTILINE,
)
_KEY_LOG_NEEDLES = needles("CLIENT\\_RANDOM \\_SECRET")

_TINK_KEY = re.compile(
    r"[\"']value[\"'][ \t]*:[ \t]*[\"'](?P<value>[A-Za-z0-9+/_\-]{24,}={0,2})[\"'][ \t]*,\s*"
    r"[\"']keyMaterialType[\"'][ \t]*:[ \t]*[\"'](?:SYMMETRIC|ASYMMETRIC_PRIVATE)[\"']"
    r"|[\"']keyMaterialType[\"'][ \t]*:[ \t]*[\"'](?:SYMMETRIC|ASYMMETRIC_PRIVATE)[\"'][ \t]*,\s*"
    r"[\"']value[\"'][ \t]*:[ \t]*[\"'](?P<value2>[A-Za-z0-9+/_\-]{24,}={0,2})[\"']"
)
_TINK_NEEDLES = needles("keyMaterialType")

_MACAROON = re.compile(
    r"(?i:macaroon)[\w\-]{0,20}[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<value>[0-9a-fA-F]{64,}|[A-Za-z0-9+/_\-]{64,}={0,2})(?![\w+/=\-])"
)
_MACAROON_NEEDLES = needles("macaroon Macaroon MACAROON")


def _varied(hexits: str) -> bool:
    return len(set(hexits.lower())) >= 10  # not zeros or a repeated pattern


def _macaroon_bytes(value: str) -> bool:
    """Whether ``value`` decodes (hexadecimal, then base64) to a version 2 macaroon's start."""
    raw: bytes | None = None
    if len(value) % 2 == 0 and all(c in "0123456789abcdefABCDEF" for c in value):
        raw = bytes.fromhex(value)
    else:
        try:
            padded = value + "=" * (-len(value) % 4)
            raw = base64.b64decode(padded.replace("-", "+").replace("_", "/"), validate=True)
        except (binascii.Error, ValueError):
            return False
    return len(raw) >= 32 and raw[0] == 2 and raw[1] in (1, 2) and len(set(raw)) >= 16


def key_record_hits(text: str) -> Iterator[Hit]:
    """Key material in the records listed in the module docstring."""
    for m in find_near(_KEY_LOG, text, _KEY_LOG_NEEDLES, reach=400):
        if _varied(m.group("secret")):
            yield m.start(), m.end(), "private_key"
    for m in find_near(_TINK_KEY, text, _TINK_NEEDLES, reach=600):
        value = m.group("value") or m.group("value2")
        if len(set(value)) >= 12:
            yield m.start(), m.end(), "private_key"
    for m in find_near(_MACAROON, text, _MACAROON_NEEDLES, reach=200):
        if _macaroon_bytes(m.group("value")):
            yield m.start(), m.end(), "secret_assignment"


__all__ = ["key_record_hits"]
