"""Credential-shaped fixtures, assembled at test time and never committed as literal tokens
(hosting secret scanners would flag the repository)."""

from __future__ import annotations

import base64
import random
import secrets
import string

ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
HEX = "0123456789abcdef"


def random_chars(n: int, alphabet: str = ALNUM) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(n))


def github_token() -> str:
    return "ghp_" + random_chars(36)


class Drawn:
    """Fixture values drawn from one seeded generator: a round's cases are the same in every run
    (a failure can be read back) and none is committed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def chars(self, n: int, alphabet: str = ALNUM) -> str:
        """``n`` characters of ``alphabet``, with a letter and a digit when it has both (a
        generated key always mixes them; an all-letter draw would read as a word)."""
        mixed = any(a.isdigit() for a in alphabet) and any(a.isalpha() for a in alphabet)
        while True:
            v = "".join(self.rng.choice(alphabet) for _ in range(n))
            if not mixed or (any(c.isdigit() for c in v) and any(c.isalpha() for c in v)):
                return v

    def hex(self, n: int) -> str:
        return self.chars(n, HEX)

    def digits(self, n: int) -> str:
        return self.chars(n, string.digits)

    def uuid(self) -> str:
        """A version-4 UUID."""
        return f"{self.hex(8)}-{self.hex(4)}-4{self.hex(3)}-a{self.hex(3)}-{self.hex(12)}"

    def password(self) -> str:
        """A password a person or a generator might pick."""
        kind = self.rng.randrange(3)
        if kind == 0:
            return self.rng.choice(string.ascii_letters) + self.chars(15, ALNUM + "#%*+-=?@^_")
        if kind == 1:
            return (
                self.rng.choice(["Marlin", "Copper", "Juniper", "Falcon"])
                + self.digits(2)
                + self.rng.choice("#%*+")
                + self.chars(3)
            )
        return self.chars(20)

    def cisco_type7(self) -> str:
        """A Cisco type 7 string: two decimal digits of salt, then hexadecimal (reversible)."""
        return "0" + str(self.rng.randrange(0, 10)) + self.chars(18, "0123456789ABCDEF")

    def plate_de(self) -> str:
        """A German car plate."""
        return (
            f"{self.rng.choice(['B', 'M', 'HH', 'K'])}-{self.chars(2, string.ascii_uppercase)} "
            f"{self.rng.randrange(100, 9999)}"
        )


def b64(data: str | bytes) -> str:
    return base64.b64encode(data.encode() if isinstance(data, str) else data).decode()


def luhn_complete(prefix: str) -> str:
    """``prefix`` and the check digit that makes it pass the Luhn test (cards, IMEIs, SINs)."""
    for last in range(10):
        s = prefix + str(last)
        total = 0
        for i, c in enumerate(reversed(s)):
            v = int(c) * (2 if i % 2 else 1)
            total += v - 9 if v > 9 else v
        if total % 10 == 0:
            return s
    raise AssertionError(prefix)
