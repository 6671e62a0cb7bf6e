"""The server's users (token hashes only) and per-token request windows, in SQLite."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from memlane.core.access import User
from memlane.errors import Conflict, NotFound
from memlane.store.connection import Connection, translating_errors
from memlane.store.rows import parse_ts, ts

_USER_COLUMNS = "name, role, scopes, token_hash, created_at"


@translating_errors
class AccessTables(Connection):
    def add_user(self, user: User) -> None:
        with self.transaction():
            try:
                self._db.execute(
                    f"INSERT INTO users({_USER_COLUMNS}) VALUES (?, ?, ?, ?, ?)",
                    (
                        user.name,
                        user.role,
                        json.dumps(list(user.scopes)),
                        user.token_hash,
                        ts(user.created_at),
                    ),
                )
            except sqlite3.IntegrityError as exc:
                raise Conflict(
                    f"a user named {user.name!r} already exists",
                    remedy=f"pick another name, or `memlane users remove {user.name}` first",
                ) from exc

    def users(self) -> list[User]:
        with self._lock:
            rows = self._db.execute(f"SELECT {_USER_COLUMNS} FROM users ORDER BY name").fetchall()
        return [_user(r) for r in rows]

    def user_by_token(self, token_hash: str) -> User | None:
        with self._lock:
            row = self._db.execute(
                f"SELECT {_USER_COLUMNS} FROM users WHERE token_hash = ?", (token_hash,)
            ).fetchone()
        return _user(row) if row else None

    def remove_user(self, name: str) -> User:
        with self.transaction():
            row = self._db.execute(
                f"SELECT {_USER_COLUMNS} FROM users WHERE name = ?", (name,)
            ).fetchone()
            if row is None:
                raise NotFound(
                    f"no user named {name!r}", remedy="list them with `memlane users list`"
                )
            self._db.execute("DELETE FROM users WHERE name = ?", (name,))
        return _user(row)

    def count_request(self, key: str, window_start: datetime) -> int:
        """Count one request in ``key``'s window; returns the window's count so far."""
        start = ts(window_start)
        with self.transaction():
            row = self._db.execute(
                "INSERT INTO request_windows(key, window_start, n) VALUES (?, ?, 1) "
                "ON CONFLICT(key, window_start) DO UPDATE SET n = n + 1 RETURNING n",
                (key, start),
            ).fetchone()
            self._db.execute(
                "DELETE FROM request_windows WHERE key = ? AND window_start < ?", (key, start)
            )
        return int(row[0]) if row else 1


def _user(row: Sequence[Any]) -> User:
    name, role, scopes, token_hash, created = row
    created_at = parse_ts(created)
    assert created_at is not None
    return User(
        name=name,
        role=role,
        scopes=tuple(json.loads(scopes)),
        token_hash=token_hash,
        created_at=created_at,
    )
