"""The shared case harness of a write-gate sweep round (tests/test_safety_fresh_round41.py on):
its public lists (CREDENTIALS and LOOK_ALIKES, dicts of lists by kind; VARIANTS and
VARIANT_LOOK_ALIKES), its private lists _<NAME>_MISSED / _<NAME>_FLAGGED (run as strict xfails
with the reason XFAIL_REASONS gives), the public cases a round has not met yet (PENDING: a
case's id and why, a strict xfail until a fix meets it), and the values the rounds draw (one
seeded generator a round, so a failure can be read back and nothing credential-shaped is
committed)."""

from __future__ import annotations

import base64
import json
import string
from collections.abc import Mapping

import pytest

from credentials import Drawn
from memlane.core.privacy import find_credentials

UP = string.ascii_uppercase + string.digits
LOW = string.ascii_lowercase + string.digits
B64 = string.ascii_letters + string.digits + "+/"
URLSAFE = string.ascii_letters + string.digits + "-_"


class RoundValues(Drawn):
    """A round's generator, with the shapes several rounds draw."""

    def b64(self, n: int) -> str:
        """``n`` random bytes in base64."""
        return base64.b64encode(bytes(self.rng.randrange(256) for _ in range(n))).decode()

    def key(self) -> str:
        """A generated API key: 32 letters and digits."""
        return self.chars(32)

    def jwt(self, payload: dict[str, object]) -> str:
        def part(obj: dict[str, object]) -> str:
            return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

        return (
            part({"alg": "HS256", "typ": "JWT"})
            + "."
            + part(payload)
            + "."
            + self.chars(43, URLSAFE)
        )

    def pem_b64(self, label: str) -> str:
        """A PEM block of ``label`` (its body random), base64-encoded whole as kubeconfig keeps
        it."""
        body = self.b64(600)
        lines = [body[i : i + 64] for i in range(0, len(body), 64)]
        pem = f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----\n"
        return base64.b64encode(pem.encode()).decode()


def secret_classes(text: str) -> set[str]:
    """The classes found, an e-mail address aside (a login's name is not its secret)."""
    return {f.cls for f in find_credentials(text)} - {"email"}


def _flat(value: object, name: str) -> list[str]:
    texts = [t for ts in value.values() for t in ts] if isinstance(value, dict) else value
    assert isinstance(texts, list) and all(isinstance(t, str) for t in texts), name
    return texts


def credential_cases(namespace: Mapping[str, object]) -> list[object]:
    """The credentials of CREDENTIALS and VARIANTS (each a case named by its list and index),
    then the private lists ending in _MISSED as strict xfails."""
    return _cases(namespace, ("CREDENTIALS", "VARIANTS"), "_MISSED")


def look_alike_cases(namespace: Mapping[str, object]) -> list[object]:
    """The look-alikes of LOOK_ALIKES and VARIANT_LOOK_ALIKES, then the private lists ending
    in _FLAGGED as strict xfails."""
    return _cases(namespace, ("LOOK_ALIKES", "VARIANT_LOOK_ALIKES"), "_FLAGGED")


def _cases(namespace: Mapping[str, object], public: tuple[str, ...], suffix: str) -> list[object]:
    out: list[object] = []
    # a round's cases not yet met, by id (a strict xfail until the fix that meets them)
    pending = namespace.get("PENDING", {})
    assert isinstance(pending, dict)
    for name in public:
        if name in namespace:
            for i, text in enumerate(_flat(namespace[name], name)):
                case = f"{name}-{i}"
                marks = (
                    [pytest.mark.xfail(reason=pending[case], strict=True)]
                    if case in pending
                    else []
                )
                out.append(pytest.param(text, id=case, marks=marks))
    reasons = namespace.get("XFAIL_REASONS", {})
    assert isinstance(reasons, dict)
    for name, value in namespace.items():
        if name.startswith("_") and name.endswith(suffix) and isinstance(value, (list, dict)):
            mark = pytest.mark.xfail(reason=reasons[name], strict=True)
            out += [
                pytest.param(text, id=f"{name.strip('_')}-{i}", marks=mark)
                for i, text in enumerate(_flat(value, name))
            ]
    return out
