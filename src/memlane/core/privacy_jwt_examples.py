"""JSON Web Tokens that hold nothing secret (round 45): an unsigned token and a documentation
example.

A JWT is a bearer credential because its signature proves who issued it. Two kinds prove
nothing a reader could reuse:
- unsigned (`alg: none`, the third segment empty): anyone can write one; a server that accepts
  it is broken whatever the memory says;
- an example whose identifying claims are all example values: a subject that is a counting
  run (`"sub": "1234567890"`), a conventional placeholder person (`John Doe`), an address at a
  documentation domain (RFC 2606's example.com). Documentation and tutorials print such
  tokens (jwt.io's debugger opens on one); an issuer's real token names a real subject (a
  UUID, a database id, a login). A token with any claim that is not an example (a UUID
  subject, an e-mail at a real domain, a role) stays a secret.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

_JWT = re.compile(
    r"(?P<head>eyJ[A-Za-z0-9_\-]+)\.(?P<payload>eyJ[A-Za-z0-9_\-]+)\.(?P<sig>[A-Za-z0-9_\-]*)"
)
# the claims that say whom a token is for; a token naming none of them is not an example
_SUBJECT_CLAIMS = ("sub", "name", "email", "user_id", "userId", "uid", "username")
# claims that carry no identity (times, the token's own id and type, its audience's name)
_NEUTRAL_CLAIMS = frozenset(
    ("iat", "exp", "nbf", "iss", "aud", "jti", "typ", "admin", "given_name", "family_name")
)
# the placeholder people documentation writes (English, German, French, Spanish)
_EXAMPLE_PEOPLE = frozenset(
    ("john doe", "jane doe", "john smith", "jane smith", "max mustermann", "erika mustermann",
     "jean dupont", "juan perez", "alice", "bob")
)  # fmt: skip
_EXAMPLE_DOMAINS = (".example", "example.com", "example.org", "example.net")
_COUNTING = "12345678901234567890"


def _decode(segment: str) -> object:
    try:
        return json.loads(base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4)))
    except (binascii.Error, ValueError):
        return None


def _example_value(claim: str, value: object) -> bool:
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        return False
    low = value.strip().lower()
    if low.isdigit():
        return len(low) >= 3 and low in _COUNTING  # "1234567890", "123", "234567"
    if "@" in low:
        return low.rsplit("@", 1)[1].endswith(_EXAMPLE_DOMAINS)
    return low in _EXAMPLE_PEOPLE


def _example_claims(claims: object) -> bool:
    if not isinstance(claims, dict):
        return False
    named = [c for c in _SUBJECT_CLAIMS if c in claims]
    if not named or any(c not in _NEUTRAL_CLAIMS and c not in _SUBJECT_CLAIMS for c in claims):
        return False
    return all(_example_value(c, claims[c]) for c in named)


def holds_no_secret(token: str) -> bool:
    """Whether the JWT ``token`` is unsigned, or a documentation example (see the module
    docstring)."""
    m = _JWT.fullmatch(token)
    if m is None:
        return False
    if not m["sig"]:
        head = _decode(m["head"])
        return isinstance(head, dict) and str(head.get("alg", "")).lower() == "none"
    return _example_claims(_decode(m["payload"]))


def holds_no_secret_at(text: str, start: int) -> bool:
    """Whether the JWT starting at ``start`` in ``text`` holds no secret (a value a rule cut
    short is read whole here)."""
    m = _JWT.match(text, start)
    return m is not None and holds_no_secret(m.group(0))


__all__ = ["holds_no_secret", "holds_no_secret_at"]
