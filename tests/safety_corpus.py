"""Labelled safety corpora under tests/data/, expanded at load time.

Credential-shaped fixtures are never committed whole (secret scanners would flag the repo):
the JSONL files hold templates with ``§name§`` slots, and :func:`expand` fills each slot from
a generator below that assembles a fresh token from its prefix and random characters. A seeded
``random.Random`` keeps every expansion reproducible. Shared by tests and ``bench/safety.py``.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"
CORPORA = ("privacy_positive", "privacy_benign", "injection_positive", "injection_benign")
SLOT = re.compile(r"§([a-z0-9_]+)§")

_ALNUM = string.ascii_letters + string.digits
_B64URL = _ALNUM + "-_"
_B64 = _ALNUM + "+/"
_UPPER_DIGITS = string.ascii_uppercase + string.digits
_HEX = "0123456789abcdef"


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _mixed(rng: random.Random, alphabet: str, n: int) -> str:
    """Random text from ``alphabet`` that contains at least one digit and one letter."""
    while True:
        s = _pick(rng, alphabet, n)
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s


def _random_case_letters(rng: random.Random, n: int) -> str:
    while True:
        s = _pick(rng, string.ascii_letters, n)
        uppers = sum(c.isupper() for c in s)
        if 0.3 <= uppers / n <= 0.7:
            return s


def _password(rng: random.Random) -> str:
    body = _pick(rng, _ALNUM + "!#%*-_+=.", rng.randint(8, 14))
    return rng.choice(string.ascii_letters) + body + rng.choice(string.digits)


def _b64url_json(obj: dict[str, object]) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _jwt(rng: random.Random) -> str:
    header = _b64url_json({"alg": "HS256", "typ": "JWT"})
    payload = _b64url_json({"sub": _pick(rng, string.digits, 10), "iat": 1700000000})
    return f"{header}.{payload}.{_pick(rng, _B64URL, 43)}"


def _pem_header(kind: str) -> str:
    # Assembled from pieces so this source file itself carries no private-key marker.
    return "-----" + "BEGIN " + kind + "PRIVATE" + " KEY-----"


def _pem_footer(kind: str) -> str:
    return "-----" + "END " + kind + "PRIVATE" + " KEY-----"


def _pem(rng: random.Random, kind: str, first: str = "MII") -> str:
    lines = [first + _pick(rng, _B64, 64 - len(first))]
    lines += [_pick(rng, _B64, 64) for _ in range(rng.randint(3, 6))]
    lines.append(_pick(rng, _B64, 20) + "==")
    return "\n".join([_pem_header(kind), *lines, _pem_footer(kind)])


Generator = Callable[[random.Random], str]
GENERATORS: dict[str, Generator] = {
    # provider tokens
    "aws_akid": lambda r: "AKIA" + _mixed(r, _UPPER_DIGITS, 16),
    "aws_asia": lambda r: "ASIA" + _mixed(r, _UPPER_DIGITS, 16),
    "aws_secret": lambda r: _mixed(r, _B64, 40),
    "aws_example": lambda r: "AKIA" + "IOSFODNN7" + "EXAMPLE",
    "ghp": lambda r: "ghp_" + _mixed(r, _ALNUM, 36),
    "gho": lambda r: "gho_" + _mixed(r, _ALNUM, 36),
    "ghs": lambda r: "ghs_" + _mixed(r, _ALNUM, 36),
    "ghu": lambda r: "ghu_" + _mixed(r, _ALNUM, 36),
    "github_pat": lambda r: "github_pat_" + _pick(r, _ALNUM, 22) + "_" + _mixed(r, _ALNUM, 59),
    "glpat": lambda r: "glpat-" + _mixed(r, _ALNUM + "-_", 20),
    "gldt": lambda r: "gldt-" + _mixed(r, _ALNUM, 20),
    "openai_legacy": lambda r: "sk-" + _mixed(r, _ALNUM, 48),
    "openai_proj": lambda r: "sk-proj-" + _mixed(r, _B64URL, 120),
    "openai_svc": lambda r: "sk-svcacct-" + _mixed(r, _B64URL, 100),
    "anthropic": lambda r: "sk-ant-api03-" + _mixed(r, _B64URL, 93) + "AA",
    "anthropic_admin": lambda r: "sk-ant-admin01-" + _mixed(r, _B64URL, 93) + "AA",
    "slack_bot": lambda r: (
        "xoxb-"
        + _pick(r, string.digits, 12)
        + "-"
        + _pick(r, string.digits, 13)
        + "-"
        + _mixed(r, _ALNUM, 24)
    ),
    "slack_user": lambda r: (
        "xoxp-"
        + _pick(r, string.digits, 12)
        + "-"
        + _pick(r, string.digits, 12)
        + "-"
        + _pick(r, string.digits, 13)
        + "-"
        + _pick(r, _HEX, 32)
    ),
    "slack_webhook": lambda r: (
        "https://hooks.slack.com/services/T"
        + _pick(r, _UPPER_DIGITS, 10)
        + "/B"
        + _pick(r, _UPPER_DIGITS, 10)
        + "/"
        + _mixed(r, _ALNUM, 24)
    ),
    "stripe_live": lambda r: "sk_live_" + _mixed(r, _ALNUM, 48),
    "stripe_test": lambda r: "sk_test_" + _mixed(r, _ALNUM, 48),
    "stripe_restricted": lambda r: "rk_live_" + _mixed(r, _ALNUM, 48),
    "stripe_whsec": lambda r: "whsec_" + _mixed(r, _ALNUM, 32),
    "google_api": lambda r: "AIza" + _mixed(r, _B64URL, 35),
    "google_oauth": lambda r: "ya29." + _mixed(r, _B64URL, 80),
    "google_client_secret": lambda r: "GOCSPX-" + _mixed(r, _B64URL, 28),
    "npm": lambda r: "npm_" + _mixed(r, _ALNUM, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + _mixed(r, _B64URL, 120),
    "hf": lambda r: "hf_" + _random_case_letters(r, 34),
    "sendgrid": lambda r: "SG." + _mixed(r, _B64URL, 22) + "." + _mixed(r, _B64URL, 43),
    "twilio": lambda r: "SK" + _mixed(r, _HEX, 32),
    "mailgun": lambda r: "key-" + _mixed(r, string.ascii_lowercase + string.digits, 32),
    "digitalocean": lambda r: "dop_v1_" + _pick(r, _HEX, 64),
    "shopify": lambda r: "shpat_" + _pick(r, _HEX, 32),
    "databricks": lambda r: "dapi" + _mixed(r, _HEX, 32),
    "vault": lambda r: "hvs." + _mixed(r, _B64URL, 90),
    "groq": lambda r: "gsk_" + _mixed(r, _ALNUM, 52),
    "replicate": lambda r: "r8_" + _mixed(r, _ALNUM, 37),
    "telegram": lambda r: (
        _pick(r, "123456789", 1) + _pick(r, string.digits, 9) + ":AA" + _mixed(r, _B64URL, 33)
    ),
    "discord_webhook": lambda r: (
        "https://discord.com/api/webhooks/"
        + _pick(r, string.digits, 18)
        + "/"
        + _mixed(r, _B64URL, 68)
    ),
    "jwt": _jwt,
    # private keys
    "pem_rsa": lambda r: _pem(r, "RSA "),
    "pem_pkcs8": lambda r: _pem(r, ""),
    "pem_ec": lambda r: _pem(r, "EC ", first="MHc"),
    "pem_encrypted": lambda r: _pem(r, "ENCRYPTED "),
    "openssh_key": lambda r: _pem(r, "OPENSSH ", first="b3BlbnNzaC1rZXktdjEAAAAA"),
    "ghp_placeholder": lambda r: "ghp_" + "X" * 36,
    "openai_placeholder": lambda r: "sk-" + "x" * 40,
    "pem_header_rsa": lambda r: _pem_header("RSA "),
    "pem_header_openssh": lambda r: _pem_header("OPENSSH "),
    "pem_footer_rsa": lambda r: _pem_footer("RSA "),
    # generic secrets
    "pw": _password,
    "pw_url": lambda r: _mixed(r, _ALNUM, r.randint(10, 16)),
    "secret32": lambda r: _mixed(r, _ALNUM, 32),
    "secret48": lambda r: _mixed(r, _B64URL, 48),
    "b64_40": lambda r: _mixed(r, _B64, 40),
    "hex32": lambda r: _mixed(r, _HEX, 32),
    "hex64": lambda r: _mixed(r, _HEX, 64),
    # benign look-alikes
    "sha1": lambda r: _mixed(r, _HEX, 40),
    "sha256": lambda r: _mixed(r, _HEX, 64),
    "short_sha": lambda r: _mixed(r, _HEX, 7),
    "uuid": lambda r: "-".join(_pick(r, _HEX, n) for n in (8, 4, 4, 4, 12)),
    "ulid": lambda r: _pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26),
    "sri": lambda r: "sha512-" + _pick(r, _B64, 86) + "==",
    "b64_blob": lambda r: _pick(r, _B64, 120) + "=",
}


def expand(template: str, rng: random.Random) -> str:
    """Fill every ``§name§`` slot; an unknown name raises KeyError."""
    return SLOT.sub(lambda m: GENERATORS[m.group(1)](rng), template)


@dataclass(frozen=True)
class Sample:
    corpus: str
    line: int
    cls: str | None
    template: str
    text: str


def load(corpus: str, *, seed: int = 0) -> list[Sample]:
    """Samples of one corpus (see CORPORA), expanded with a per-line seeded generator."""
    path = DATA_DIR / f"{corpus}.jsonl"
    out: list[Sample] = []
    for lineno, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip():
            continue
        row = json.loads(raw)
        rng = random.Random(f"{corpus}:{lineno}:{seed}")
        template = row["template"]
        out.append(Sample(corpus, lineno, row.get("cls"), template, expand(template, rng)))
    return out
