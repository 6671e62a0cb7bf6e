"""Credential-shaped fixtures, assembled at test time and never committed as literal tokens
(hosting secret scanners would flag the repository)."""

from __future__ import annotations

import secrets

ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def random_chars(n: int, alphabet: str = ALNUM) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(n))


def github_token() -> str:
    return "ghp_" + random_chars(36)
