"""The PostgreSQL store's connections: a pool, the nestable transaction, store metadata.

Each thread gets its own pooled connection, so a server's request threads read in parallel.
A thread inside ``transaction()`` keeps one connection until the outermost level ends, and its
reads use it (they see the transaction's own writes). The outermost level takes the store's
write lock (a transaction-scoped advisory lock) before anything else: writers on every server
process take turns exactly as SQLite's ``BEGIN IMMEDIATE`` makes them, so a slug check or the
near-duplicate guard and the write that follows it can never interleave with another writer.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
from pgvector.psycopg import register_vector
from psycopg_pool import ConnectionPool

from memlane.errors import InvalidInput
from memlane.store.postgres.migrations import WRITE_LOCK, apply_migrations

POOL_MAX = 8
CONNECT_TIMEOUT_S = 10


def _configure(conn: psycopg.Connection) -> None:
    register_vector(conn)


def _describe(url: str) -> str:
    """The URL without its password, for messages."""
    info = psycopg.conninfo.conninfo_to_dict(url)
    host = info.get("host") or "localhost"
    return f"{info.get('user') or ''}@{host}:{info.get('port') or 5432}/{info.get('dbname') or ''}"


class PgConnection:
    def __init__(self, url: str, *, pool_max: int = POOL_MAX) -> None:
        self.url = url
        try:
            with psycopg.connect(url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S) as db:
                self.applied_migrations = apply_migrations(db)
        except psycopg.OperationalError as exc:
            raise InvalidInput(
                f"cannot connect to PostgreSQL at {_describe(url)}: {str(exc).strip()}",
                remedy="check the store URL, that the server is up, and the password "
                "(from the URL's environment variable or ~/.pgpass)",
            ) from exc
        self._pool = ConnectionPool(
            url,
            min_size=1,
            max_size=pool_max,
            kwargs={"autocommit": True, "connect_timeout": CONNECT_TIMEOUT_S},
            configure=_configure,
            open=True,
            name="memlane",
        )
        self._local = threading.local()

    def close(self) -> None:
        self._pool.close()

    def footprint(self) -> tuple[str, int]:
        """The server and database (no password) and the database's size on disk."""
        with self._conn() as db:
            row = db.execute("SELECT pg_database_size(current_database())").fetchone()
        return f"postgresql://{_describe(self.url)}", int(row[0]) if row else 0

    # -- connections and transactions ----------------------------------------------------

    @contextmanager
    def _conn(self) -> Iterator[psycopg.Connection]:
        """The thread's transaction connection, or a pooled one for a single statement."""
        held: psycopg.Connection | None = getattr(self._local, "conn", None)
        if held is not None:
            yield held
            return
        with self._pool.connection() as conn:
            yield conn

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Nestable: the outermost level begins a transaction and takes the write lock,
        inner levels are savepoints (psycopg nests ``Connection.transaction`` that way)."""
        held: psycopg.Connection | None = getattr(self._local, "conn", None)
        if held is not None:
            with held.transaction():
                yield
            return
        with self._pool.connection() as conn:
            self._local.conn = conn
            try:
                with conn.transaction():
                    conn.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
                    yield
            finally:
                self._local.conn = None

    # -- store metadata ------------------------------------------------------------------

    def meta(self, key: str) -> str | None:
        with self._conn() as db:
            row = db.execute("SELECT value FROM store_meta WHERE key = %s", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction(), self._conn() as db:
            db.execute(
                "INSERT INTO store_meta(key, value) VALUES (%s, %s) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )
