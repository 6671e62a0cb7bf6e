"""Write gate: keys written as literals where a program takes its key, with no name saying
"secret" next to them (round 30).

- the key argument of a signing, MAC or cipher call: `jwt.sign(payload, '…')`,
  `jwt.encode(payload, "…", …)`, `hmac.new(b'…', …)`, `crypto.createHmac('sha256', '…')`,
  `hash_hmac('sha256', $data, '…')`, `new SecretKeySpec("…".getBytes(), …)`,
  `new SymmetricSecurityKey(Encoding.UTF8.GetBytes("…"))`, `Fernet(b'…')`,
  `AES.new(b'…', …)`: the first string literal in the call long enough to be a key (an
  algorithm's name, 'sha256' or 'HS256', is shorter) that looks generated;
- a literal wrapped in a conversion under a key's name (`jwtKey = []byte("…")`,
  `secret_key = b'…'`), which the assignment rules read as a call;
- a cluster's gossip key (Consul's and Nomad's `encrypt`, 16 or 32 bytes in base64);
- a NATS nkey seed ("S", the key's type letter, 56 base32 characters; "Seeds are private
  keys") where the text names NATS, an nkey or a seed: two capitals are in every upper-case
  word, so a seed alone would cost a scan of every such word;
- a Consul or Nomad ACL token's secret id (`Secret ID = <uuid>` beside its accessor id,
  `"SecretID": "<uuid>"`): the accessor id alone is public.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_token_checks import token_mixed
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]
Judge = Callable[[str, str], bool]  # (kind, value) -> is a literal secret
KeyKind = Callable[[str], "str | None"]

_CALL = re.compile(
    r"(?:\b(?:jwt|JWT|jose|Jwts|JsonWebToken|jsonwebtoken)\.(?:sign|encode)"
    r"|\bhmac\.new|\bHMAC(?:\.new|\.digest|\.hexdigest)?|\bcreateHmac|\bhash_hmac|\bhmacShaKeyFor"
    r"|\bSecretKeySpec|\bSymmetricSecurityKey|\bFernet|\bcreateCipheriv"
    r"|\b(?:AES|DES3|ChaCha20(?:_Poly1305)?|Blowfish|ARC4|Salsa20)\.new)"
    r"[ \t]*\((?P<args>[^;\n]{0,240})"
)
_CALL_NEEDLES = needles(
    "jwt. JWT. jose. Jwts. JsonWebToken. jsonwebtoken. hmac HMAC createHmac "
    "SecretKeySpec SymmetricSecurityKey Fernet createCipheriv .new("
)
_LITERAL = re.compile(r"(?<![\w.])b?(?:\"(?P<dq>[^\"\n]{12,200})\"|'(?P<sq>[^'\n]{12,200})')")
_WRAPPED = re.compile(
    r"(?P<key>[A-Za-z_][\w.]{0,60})[ \t]*(?::=|=)[ \t]*(?:\[\]byte\(|b)"
    r"(?:\"(?P<dq>[^\"\n]{8,200})\"|'(?P<sq>[^'\n]{8,200})')"
)
_WRAPPED_NEEDLES = needles('[]byte(" =_b\' =_b" =b\' =b"')
_GOSSIP = re.compile(
    r"(?<![\w\-])(?:-encrypt=|\"?encrypt\"?[ \t]*[=:][ \t]*)[\"']?"
    r"(?P<bare>[A-Za-z0-9+/]{22}==|[A-Za-z0-9+/]{43}=)(?![A-Za-z0-9+/=])"
)
# the key's own spellings: "encrypt" alone is in every note about encryption
_GOSSIP_NEEDLES = (("-encrypt=", "encrypt =", "encrypt=", 'encrypt":', 'encrypt" :', "encrypt:"),)
_NKEY_SEED = re.compile(r"(?<![A-Za-z0-9_])S[UAONCX][A-Z2-7]{56}(?![A-Za-z0-9_])")
_NKEY_NEEDLES = (
    ("nkey", "NKEY", "Nkey", ".nk", "NATS", "nats", "seed:", "Seed:", "SEED:", "seed=", "seed ="),
)  # not "seed" alone: every random seed in ML docs
_UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_SECRET_ID = re.compile(
    r"(?:\bSecret ID[ \t]*=[ \t]*|\"SecretID\"[ \t]*:[ \t]*\""
    # round 42: Vault AppRole's secret_id beside its role_id (the pair logs in)
    r"|(?<![\w.\-])secret_id[\"']?[ \t]*[=:][ \t]*[\"']?)(?P<bare>" + _UUID + ")"
)
_SECRET_ID_NEEDLES = needles("Secret_ID SecretID secret\\_id")


def _value(m: re.Match[str]) -> tuple[str, int]:
    for group in ("dq", "sq", "bare"):
        if m.groupdict().get(group) is not None:
            return m.group(group), m.start(group)
    return "", m.end()


# The rules read here and their needle groups: on a memory, only those whose needles it may
# hold are tried (short_presence.rules_for: one look-up for them all)
_RULES = (
    (_CALL, _CALL_NEEDLES),
    (_WRAPPED, _WRAPPED_NEEDLES),
    (_NKEY_SEED, _NKEY_NEEDLES),
    (_GOSSIP, _GOSSIP_NEEDLES),
)
_RULE_GROUPS = tuple(groups for _, groups in _RULES)


def key_literal_hits(text: str, judge: Judge, key_kind: KeyKind) -> Iterator[Hit]:
    """Keys written where a program takes them (see the module docstring)."""
    held = [pattern for pattern, _ in rules_for(_RULES, _RULE_GROUPS, text)]
    if _CALL in held:
        for m in find_near(_CALL, text, _CALL_NEEDLES, reach=400):
            for lit in _LITERAL.finditer(m.group("args")):
                value, vstart = _value(lit)
                if judge("secret", value):
                    start = m.start("args") + vstart
                    yield m.start(), start + len(value), "secret_assignment"
                    break
    if _WRAPPED in held:
        for m in find_near(_WRAPPED, text, _WRAPPED_NEEDLES, reach=300):
            kind = key_kind(m.group("key").rsplit(".", 1)[-1])
            value, vstart = _value(m)
            if kind and judge(kind, value):
                yield m.start(), vstart + len(value), f"{kind}_assignment"
    if _NKEY_SEED in held:
        for m in find_near(_NKEY_SEED, text, _NKEY_NEEDLES, reach=300):
            if token_mixed(m.group()):
                yield m.start(), m.end(), "private_key"
    if _GOSSIP in held:
        for m in find_near(_GOSSIP, text, _GOSSIP_NEEDLES, reach=200):
            yield m.start(), m.end(), "secret_assignment"
    if "Accessor ID" in text or "SecretID" in text or "role_id" in text:
        for m in find_near(_SECRET_ID, text, _SECRET_ID_NEEDLES, reach=200):
            yield m.start(), m.end(), "secret_assignment"


__all__ = ["key_literal_hits"]
