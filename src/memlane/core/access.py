"""Who may do what on a shared server: users, roles and scope grants (pure rules).

A user holds a role and a set of granted scope keys (``*`` grants every scope). Reads are
limited to granted scopes; writes also need the writer role; admin adds settings, imports and
every scope's export. Tokens are random and shown once: the store keeps only their SHA-256
(a fast hash is enough for 256 random bits, and lets a request find its user by index).
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from memlane.core.scope import read_key
from memlane.errors import InvalidInput

Role = Literal["reader", "writer", "admin"]
ROLES: tuple[Role, ...] = ("reader", "writer", "admin")
ALL_SCOPES = "*"
# The holder of a server's --token signs in under this name; no user may take it.
OWNER = "owner"
TOKEN_PREFIX = "mlt_"
_NAME = re.compile(r"^[a-z0-9][a-z0-9._-]{0,63}$")
# What each role may do; a higher role includes the lower ones.
_RANK = {"reader": 0, "writer": 1, "admin": 2}
Action = Literal["read", "write", "admin"]
_NEEDS: dict[str, int] = {"read": 0, "write": 1, "admin": 2}


@dataclass(frozen=True)
class User:
    name: str
    role: Role
    scopes: tuple[str, ...]
    token_hash: str
    created_at: datetime

    @property
    def all_scopes(self) -> bool:
        return ALL_SCOPES in self.scopes

    def may(self, action: Action) -> bool:
        return _RANK[self.role] >= _NEEDS[action]

    def grants(self, scope: str) -> bool:
        return self.all_scopes or scope in self.scopes

    def to_dict(self) -> dict[str, object]:
        """What may be shown about a user: never the token hash."""
        return {
            "name": self.name,
            "role": self.role,
            "scopes": list(self.scopes),
            "created_at": self.created_at.isoformat(),
        }


def check_name(name: str) -> str:
    if name == OWNER:
        raise InvalidInput(
            f"{OWNER!r} is the name of the server token's holder", remedy="pick another name"
        )
    if not _NAME.match(name):
        raise InvalidInput(
            f"invalid user name {name!r}",
            remedy="use 1-64 lowercase letters, digits, '.', '_' or '-', starting with a "
            "letter or digit",
        )
    return name


def check_role(role: str) -> Role:
    if role not in ROLES:
        raise InvalidInput(f"unknown role {role!r}", remedy=f"use one of: {', '.join(ROLES)}")
    return role


def grant_scopes(scopes: Iterable[str]) -> tuple[str, ...]:
    """Granted scope keys, canonical (the same spelling records are stamped with); ``*`` or
    nothing grants every scope."""
    keys: list[str] = []
    for raw in scopes:
        for part in raw.split(","):
            part = part.strip()
            if not part:
                continue
            keys.append(ALL_SCOPES if part == ALL_SCOPES else read_key(part))
    if not keys or ALL_SCOPES in keys:
        return (ALL_SCOPES,)
    return tuple(dict.fromkeys(keys))


def new_token() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


__all__ = [
    "ALL_SCOPES",
    "OWNER",
    "ROLES",
    "Action",
    "Role",
    "User",
    "check_name",
    "check_role",
    "grant_scopes",
    "hash_token",
    "new_token",
]
