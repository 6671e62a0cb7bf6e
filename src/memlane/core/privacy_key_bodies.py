"""Write gate: a private key's body pasted without its envelope's first line (round 40).

core/privacy_keys.py finds a key by its envelope's opening ("-----BEGIN … PRIVATE KEY-----",
"PuTTY-User-Key-File-3:"). A paste cut short at the top keeps the body, and the body says what
it is by itself:

- the closing line of a private key's armour ("-----END RSA PRIVATE KEY-----", "-----END PGP
  PRIVATE KEY BLOCK-----") after a base64 body, with no opening line;
- a PuTTY .ppk's ``Private-Lines: N`` over its base64 lines (the file's private half);
- OpenSSH's key container, whose base64 always starts with "openssh-key-v1" encoded
  (``b3BlbnNzaC1rZXktdjE``): the format holds private keys only (a public key is one
  ``ssh-ed25519 AAAA…`` line);
- a DER private key in base64 (PKCS#1 RSA, PKCS#8, SEC1 EC): a SEQUENCE whose first member
  is a version number, 0 or 1, followed by the modulus (PKCS#1), an algorithm (PKCS#8) or the
  key's octets (SEC1). Certificates, public keys (SubjectPublicKeyInfo, PKCS#1 public),
  requests and signed data open with another SEQUENCE, an OID or a long INTEGER, and pass;
- a private or pre-shared key named and given with a space, not a sign, between (``wg set wg0
  private-key <(echo …)``, nmcli's ``wireguard.private-key …``): a key's base64, 32 bytes.

On a memory the five rules ask core/short_presence.py once which of them it may hold
(``rules_for``), as the token and syntax loops do, not one needle test each: one memory's
write-gate cost 1.469 -> 1.454 M instructions (-1.0 %; bench/safety_instructions.py
--baseline 6764aac --gates privacy --bodies memories), the 256 KiB bodies unchanged.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import Needles, find_near, needles
from memlane.core.needle_automaton import learn_everywhere
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]

_END = re.compile(r"-{4,5} ?END (?:[A-Z0-9]+ ){0,3}(?:PRIVATE|SECRET) KEY(?: BLOCK)? ?-{4,5}")
_END_NEEDLES = needles("PRIVATE_KEY SECRET_KEY")
_BEGIN = re.compile(r"-{4,5} ?BEGIN ")
_BODY_LINE = re.compile(r"[A-Za-z0-9+/]{40,}={0,2}[ \t]*\r?\n")
_BODY_REACH = 3000  # an RSA-4096 key's body

_PPK_PRIVATE = re.compile(
    r"(?m)^Private-Lines:[ \t]*\d+[ \t]*\r?\n(?P<body>[A-Za-z0-9+/]{16,}={0,2})"
)
_PPK_NEEDLES = needles("Private-Lines:")

_OPENSSH = re.compile(r"(?<![A-Za-z0-9+/])b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/]{32,}")
_OPENSSH_NEEDLES = needles("b3BlbnNzaC1rZXktdjE")

# The base64 of a DER SEQUENCE's first bytes: 30 82 (long), 30 81, 30 77 / 30 74 (SEC1 EC
# P-256 / secp256k1), 30 2e / 30 47 / 30 51 / 30 53 (PKCS#8 Ed25519, Ed448, with public key)
_DER = re.compile(r"(?<![A-Za-z0-9+/])(?:MII|MIG|MHcC|MHQC|MC4C|MEcC|MFEC|MFMC)[A-Za-z0-9+/]{44,}")
_DER_NEEDLES = needles("MII MIG MHcC MHQC MC4C MEcC MFEC MFMC")

_NAMED_KEY = re.compile(
    r"(?i:(?:private|pre-?shared)[-_]?key)(?:[ \t]+|[ \t]*<\([ \t]*echo[ \t]+)[\"']?"
    r"(?P<value>[A-Za-z0-9+/]{43}=)(?![A-Za-z0-9+/=])"
)
# needles() reads "_" as a space, so the snake-case spellings are added as written (round 41:
# `wg set wg0 private_key <(echo …)` and `PRIVATE_KEY …` found no anchor)
_SNAKE_NAMES = ("private_key", "PRIVATE_KEY", "Private_Key", "preshared_key", "PRESHARED_KEY")
learn_everywhere(_SNAKE_NAMES)
_NAMED_KEY_NEEDLES = (
    needles(
        "private-key privatekey PrivateKey Private-Key preshared PreShared Preshared pre-shared "
        "PRESHARED"
    )[0]
    + _SNAKE_NAMES,
)


def private_der(run: str) -> bool:
    """Whether a base64 run opens a DER private key (PKCS#1, PKCS#8 or SEC1)."""
    try:
        head = base64.b64decode(run[:16], validate=True)
    except (binascii.Error, ValueError):
        return False
    if len(head) < 12 or head[0] != 0x30:
        return False
    i = 2 + (head[1] & 0x7F) if head[1] & 0x80 else 2
    if i + 4 > len(head) or head[i : i + 2] != b"\x02\x01" or head[i + 2] not in (0, 1):
        return False
    follows = head[i + 3]
    # PKCS#1: version 0, the modulus; PKCS#8: version 0 or 1, the algorithm; SEC1: 1, octets
    return (
        (follows == 0x02 and head[i + 2] == 0)
        or follows == 0x30
        or (follows == 0x04 and head[i + 2] == 1)
    )


_OPENING = re.compile(r"-{4,5} ?BEGIN |PuTTY-User-Key-File-")
_OPENING_REACH = 4000


def _before(text: str, at: int, reach: int) -> str:
    """The text before ``at`` within ``reach``, from the field ``at`` is in: fields scanned
    joined are apart by a NUL line (core/privacy_batches.py), and an opening in one field
    does not envelop a body in the next."""
    before = text[max(0, at - reach) : at]
    return before[before.rfind("\x00") + 1 :]


def _enveloped(text: str, at: int) -> bool:
    """Whether the body at ``at`` lies in an envelope whose opening is there (the envelope's
    rule reports that key: core/privacy_keys.py)."""
    before = _before(text, at, _OPENING_REACH)
    last = max((m.end() for m in _OPENING.finditer(before)), default=-1)
    return last >= 0 and "-----END" not in before[last:]


def _closing(text: str, m: re.Match[str]) -> Hit | None:
    """An armour's closing line after a base64 body, its opening line cut off."""
    before = _before(text, m.start(), _BODY_REACH)
    if _BEGIN.search(before) is None and _BODY_LINE.search(before):
        return m.start(), m.end(), "private_key"
    return None


def _ppk(text: str, m: re.Match[str]) -> Hit | None:
    """A .ppk's private lines outside the file's own envelope."""
    if not _enveloped(text, m.start()):
        return m.start("body"), m.end("body"), "private_key"
    return None


def _openssh(text: str, m: re.Match[str]) -> Hit | None:
    """OpenSSH's key container outside an envelope."""
    if not _enveloped(text, m.start()):
        return m.start(), m.end(), "private_key"
    return None


def _der(text: str, m: re.Match[str]) -> Hit | None:
    """A DER private key's base64 outside an envelope."""
    if private_der(m.group(0)) and not _enveloped(text, m.start()):
        return m.start(), m.end(), "private_key"
    return None


def _named(text: str, m: re.Match[str]) -> Hit | None:
    """A key's base64 after its name and a space."""
    value = m.group("value")
    if len(set(value)) >= 16:  # not "AAAA…=" filler
        return m.start("value"), m.end("value"), "private_key"
    return None


# (pattern, needle groups, what a match is), in the order the hits are given
_RULES: tuple[tuple[re.Pattern[str], Needles, Callable[[str, re.Match[str]], Hit | None]], ...] = (
    (_END, _END_NEEDLES, _closing),
    (_PPK_PRIVATE, _PPK_NEEDLES, _ppk),
    (_OPENSSH, _OPENSSH_NEEDLES, _openssh),
    (_DER, _DER_NEEDLES, _der),
    (_NAMED_KEY, _NAMED_KEY_NEEDLES, _named),
)
# Each rule's needle groups, in _RULES' order (short_presence.rules_for).
_RULE_GROUPS = tuple(groups for _, groups, _ in _RULES)


def key_body_hits(text: str) -> Iterator[Hit]:
    """Private keys whose envelope's first line is missing, as (start, end, "private_key")."""
    # (on a memory, only the rules whose needles it may hold, asked once: short_presence)
    for pattern, groups, judge in rules_for(_RULES, _RULE_GROUPS, text):
        for m in find_near(pattern, text, groups):
            hit = judge(text, m)
            if hit is not None:
                yield hit


__all__ = ["key_body_hits", "private_der"]
