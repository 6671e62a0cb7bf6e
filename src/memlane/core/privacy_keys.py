"""Private keys in their envelopes, for the write gate.

A private key is refused whatever wraps it: a PEM block (RSA, EC, OpenSSH, PKCS#8, PGP's
"PRIVATE KEY BLOCK"), the four-dash envelope of SSH2/ssh.com keys, PuTTY's .ppk header, an
OpenVPN static key, the same PEM block written in base64 (a kubeconfig's `client-key-data`,
a Kubernetes TLS Secret's `tls.key`), a key file whose comment line says it holds a secret
key (minisign, signify), Tor's "ED25519-V3:<key>", and a JSON Web Key with its private
members ("d", RSA's "p"/"q", a symmetric key's "k"), in JSON or written as YAML/TOML lines
(`kty: OKP` and, a few lines away, `d: …`; round 38). Public keys, certificates and public
JWKs share every envelope but the word that says "private", and pass.

Each hit needs a key body after the envelope (a base64 or hex run), so a sentence that only
names the envelope ("paste your -----BEGIN PRIVATE KEY----- block here") passes.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]

# PEM and its relatives; ssh.com's SSH2 keys use four dashes and spaces ("---- BEGIN SSH2
# ENCRYPTED PRIVATE KEY ----"), older PGP tools wrote "SECRET KEY BLOCK".
_ENVELOPE = re.compile(
    r"-{4,5} ?BEGIN (?:[A-Z0-9]+ ){0,3}(?:PRIVATE|SECRET) KEY(?: BLOCK)? ?-{4,5}"
    r"|PuTTY-User-Key-File-\d+:|-----BEGIN OpenVPN Static key V\d-----"
    # Tor's control protocol writes an onion service's private key "KeyType:KeyBlob"
    r"|(?<![\w\-])(?:ED25519-V3|RSA1024):(?=[A-Za-z0-9+/]{40})"
)
_ENVELOPE_NEEDLES = needles(
    "PRIVATE_KEY SECRET_KEY PuTTY-User-Key-File- OpenVPN_Static_key ED25519-V3: RSA1024:"
)
# base64 lines, or the 32-hex-digit lines of an OpenVPN static key
_KEY_BODY = re.compile(r"[A-Za-z0-9+/=]{40,}|(?:[0-9a-fA-F]{32}\r?\n){2}")
_BODY_REACH = 600
# A body with "..." in it is an example cut short in documentation (base64 has no dots).
_ELIDED = re.compile(r"\.{3}|…")

# "-----BEGIN " in base64 starts "LS0tLS1CRUdJTi"; its header decodes from the first 60
# characters (a multiple of four, long enough for "-----BEGIN ENCRYPTED PRIVATE KEY-----").
_PEM_IN_BASE64 = re.compile(r"LS0tLS1CRUdJTi[A-Za-z0-9+/]{46,}={0,2}")
_PEM_IN_BASE64_NEEDLES = needles("LS0tLS1CRUdJTi")
_PRIVATE_HEADER = re.compile(r"-{5}BEGIN [A-Z0-9 ]{0,40}(?:PRIVATE|SECRET) KEY")

# minisign and signify key files: "untrusted comment: minisign encrypted secret key" over a
# base64 line (their public keys say "public key"; a signature file's comment names the key
# that made it, "signature from minisign secret key": round 44).
_KEY_FILE_COMMENT = re.compile(
    r"(?i:untrusted comment:)(?![ \t]*(?i:signature|verify)\b)[^\n]{0,80}?"
    r"\b(?i:secret|private) key[^\n]{0,40}\r?\n"
    r"(?P<body>[A-Za-z0-9+/]{40,}={0,2})"
)
_KEY_FILE_NEEDLES = needles("untrusted_comment: Untrusted_comment: UNTRUSTED_COMMENT:")

# A JSON Web Key object: flat, so its members lie between one pair of braces.
_JWK = re.compile(r"\{[^{}]{0,6000}?[\"']kty[\"'][^{}]{0,6000}\}")
_JWK_NEEDLES = needles("kty")
_JWK_PRIVATE = re.compile(r"[\"'](?:d|p|q|k)[\"'][ \t]*:[ \t]*[\"'][A-Za-z0-9_\-]{16,}={0,2}[\"']")
# The same key as YAML or TOML lines: a `kty` line naming a key type, and a private member's
# line among the lines around it (members come in any order).
_JWK_TYPE_LINE = re.compile(
    r"(?m)^[ \t]*(?:-[ \t]+)?[\"']?kty[\"']?[ \t]*[:=][ \t]*[\"']?(?:EC|RSA|OKP|oct)[\"']?[ \t]*$"
)
_JWK_MEMBER_LINE = re.compile(
    r"(?m)^[ \t]*(?:-[ \t]+)?[\"']?(?:d|p|q|k)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"[A-Za-z0-9_\-]{16,}={0,2}[\"']?[ \t]*$"
)
_JWK_LINES_REACH = 1200  # a key's other members (RSA's n runs ~350 characters)


def _pem_in_base64(run: str) -> bool:
    """Whether a base64 run starting with "-----BEGIN " (encoded) opens a private key."""
    head = run[:60]
    try:
        decoded = base64.b64decode(head, validate=True).decode("ascii", "replace")
    except (binascii.Error, ValueError):
        return False
    return bool(_PRIVATE_HEADER.match(decoded)) and len(run) >= 100


# The rules read here and their needle groups: on a memory, only those whose needles it may
# hold are tried (short_presence.rules_for: one look-up for them all)
_RULES = (
    (_ENVELOPE, _ENVELOPE_NEEDLES),
    (_PEM_IN_BASE64, _PEM_IN_BASE64_NEEDLES),
    (_KEY_FILE_COMMENT, _KEY_FILE_NEEDLES),
    (_JWK, _JWK_NEEDLES),
    (_JWK_TYPE_LINE, _JWK_NEEDLES),
)
_RULE_GROUPS = tuple(groups for _, groups in _RULES)


def key_block_hits(text: str) -> Iterator[Hit]:
    """Every private key in ``text``, in any envelope above, as (start, end, "private_key")."""
    held = [pattern for pattern, _ in rules_for(_RULES, _RULE_GROUPS, text)]
    if _ENVELOPE in held:
        for m in find_near(_ENVELOPE, text, _ENVELOPE_NEEDLES):
            body = text[m.end() : m.end() + _BODY_REACH]
            if _KEY_BODY.search(body) and not _ELIDED.search(body.split("-----END", 1)[0]):
                yield m.start(), m.end(), "private_key"
    if _PEM_IN_BASE64 in held:
        for m in find_near(_PEM_IN_BASE64, text, _PEM_IN_BASE64_NEEDLES):
            if _pem_in_base64(m.group(0)):
                yield m.start(), m.end(), "private_key"
    if _KEY_FILE_COMMENT in held:
        for m in find_near(_KEY_FILE_COMMENT, text, _KEY_FILE_NEEDLES, reach=200):
            yield m.start(), m.end(), "private_key"
    if _JWK in held:
        for m in find_near(_JWK, text, _JWK_NEEDLES, reach=6000):
            if _JWK_PRIVATE.search(m.group(0)):
                yield m.start(), m.end(), "private_key"
    if _JWK_TYPE_LINE in held:
        for m in find_near(_JWK_TYPE_LINE, text, _JWK_NEEDLES, reach=200):
            lo, hi = max(0, m.start() - _JWK_LINES_REACH), m.end() + _JWK_LINES_REACH
            if _JWK_MEMBER_LINE.search(text, lo, hi):
                yield m.start(), m.end(), "private_key"
