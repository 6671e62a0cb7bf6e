"""A shared server's users and per-token rate limit, over the store (so every server process
on one database agrees on both)."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from datetime import datetime, timedelta

from memlane.core.access import User, check_name, check_role, grant_scopes, hash_token, new_token
from memlane.core.timestamps import utcnow
from memlane.errors import RateLimited
from memlane.store.protocol import Store

RATE_WINDOW = timedelta(minutes=1)
SESSION_SECRET_KEY = "session_secret"


def window_start(now: datetime) -> datetime:
    """The fixed one-minute window ``now`` falls in."""
    return now.replace(second=0, microsecond=0)


class AccessService:
    def __init__(self, store: Store) -> None:
        self.store = store

    def add(self, name: str, role: str, scopes: Sequence[str] = ()) -> tuple[User, str]:
        """Create a user; returns it and its token (shown once: only the hash is stored)."""
        token = new_token()
        user = User(
            name=check_name(name),
            role=check_role(role),
            scopes=grant_scopes(scopes),
            token_hash=hash_token(token),
            created_at=utcnow(),
        )
        self.store.add_user(user)
        return user, token

    def list(self) -> list[User]:
        return self.store.users()

    def remove(self, name: str) -> User:
        return self.store.remove_user(name)

    def authenticate(self, token: str) -> User | None:
        return self.store.user_by_token(hash_token(token)) if token else None

    def session_secret(self) -> str:
        """The key browser sessions are signed with, created once per store (under the write
        lock, so two servers starting together agree on it)."""
        found = self.store.meta(SESSION_SECRET_KEY)
        if found:
            return found
        with self.store.transaction():
            found = self.store.meta(SESSION_SECRET_KEY)
            if not found:
                found = secrets.token_hex(32)
                self.store.set_meta(SESSION_SECRET_KEY, found)
        return found

    def admit(self, key: str, limit: int, now: datetime | None = None) -> None:
        """Count a request for ``key`` (a user); RateLimited past ``limit`` a minute (0: no
        limit). The count lives in the store, so it holds across server processes."""
        if limit <= 0:
            return
        count = self.store.count_request(key, window_start(now or utcnow()))
        if count > limit:
            raise RateLimited(
                f"{key} sent more than {limit} requests this minute",
                remedy="wait until the next minute, or ask an admin to raise rate_limit",
                limit=limit,
            )
