"""The PostgreSQL store's connections: a pool, the nestable transaction, store metadata.

Each thread gets its own pooled connection, so a server's request threads read in parallel.
A thread inside ``transaction()`` keeps one connection until the outermost level ends, and its
reads use it (they see the transaction's own writes). The outermost level takes the store's
write lock (a transaction-scoped advisory lock) before anything else: writers on every server
process take turns exactly as SQLite's ``BEGIN IMMEDIATE`` makes them, so a slug check or the
near-duplicate guard and the write that follows it can never interleave with another writer.
"""

from __future__ import annotations

import functools
import inspect
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import psycopg
from pgvector.psycopg import register_vector
from psycopg_pool import ConnectionPool, PoolTimeout

from memlane.errors import Conflict, MemlaneError, StoreUnavailable
from memlane.store.migration_runner import MigrationProgress
from memlane.store.postgres.migrations import WRITE_LOCK, apply_migrations

POOL_MAX = 8
CONNECT_TIMEOUT_S = 10
_F = TypeVar("_F", bound=Callable[..., Any])


def pg_error(exc: BaseException, url: str) -> MemlaneError:
    """The typed error for a PostgreSQL failure (driver errors never leave this package)."""
    if isinstance(exc, MemlaneError):
        return exc
    if isinstance(exc, psycopg.errors.IntegrityError):
        return Conflict(f"the store refused the write: {exc}", remedy="check for a duplicate")
    where = _describe(url)
    if isinstance(exc, psycopg.errors.InsufficientPrivilege):
        reason, remedy = "permission", f"grant the user of {where} rights on memlane's tables"
    elif isinstance(exc, psycopg.errors.DiskFull):
        reason, remedy = "disk_full", "free disk space on the database server, then retry"
    elif isinstance(exc, psycopg.OperationalError | PoolTimeout):
        reason = "unreachable"
        remedy = "check that PostgreSQL is up and reachable, and the store URL and password"
    else:
        reason, remedy = "io", "see the PostgreSQL server log"
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return StoreUnavailable(
        f"the PostgreSQL store at {where} cannot be used: {text}",
        remedy=remedy,
        reason=reason,
        path=where,
    )


def translating_pg_errors(cls: type) -> type:
    """Wrap every public method of a store class so driver and pool errors surface as
    :func:`pg_error` types (store methods return lists, never lazy generators)."""
    for name, member in list(vars(cls).items()):
        if name.startswith("_") or name == "transaction" or not inspect.isfunction(member):
            continue
        setattr(cls, name, _translated(member))
    return cls


def _translated(fn: _F) -> _F:
    @functools.wraps(fn)
    def call(self: PgConnection, *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(self, *args, **kwargs)
        except (psycopg.Error, PoolTimeout) as exc:
            raise pg_error(exc, self.url) from exc

    return call  # type: ignore[return-value]


def _configure(conn: psycopg.Connection) -> None:
    register_vector(conn)


def _describe(url: str) -> str:
    """The URL without its password, for messages."""
    info = psycopg.conninfo.conninfo_to_dict(url)
    host = info.get("host") or "localhost"
    return f"{info.get('user') or ''}@{host}:{info.get('port') or 5432}/{info.get('dbname') or ''}"


@translating_pg_errors
class PgConnection:
    def __init__(
        self, url: str, *, pool_max: int = POOL_MAX, progress: MigrationProgress | None = None
    ) -> None:
        self.url = url
        try:
            with psycopg.connect(url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S) as db:
                self.applied_migrations = apply_migrations(db, progress)
        except psycopg.Error as exc:
            raise pg_error(exc, url) from exc
        self._pool = ConnectionPool(
            url,
            min_size=1,
            max_size=pool_max,
            kwargs={"autocommit": True, "connect_timeout": CONNECT_TIMEOUT_S},
            configure=_configure,
            open=True,
            name="memlane",
            timeout=CONNECT_TIMEOUT_S,
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
    def transaction(self, *, small: bool = False) -> Iterator[None]:
        """Nestable: the outermost level begins a transaction and takes the write lock,
        inner levels are savepoints (psycopg nests ``Connection.transaction`` that way).
        ``small`` changes nothing here (SQLite's journals, store/connection.py)."""
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

    def writer_active(self) -> bool:
        """The write lock tried without waiting (``pg_try_advisory_xact_lock``), released
        with the probe's transaction. Inside this thread's own transaction the lock is ours."""
        if getattr(self._local, "conn", None) is not None:
            return False
        with self._pool.connection() as conn, conn.transaction():
            row = conn.execute("SELECT pg_try_advisory_xact_lock(%s)", (WRITE_LOCK,)).fetchone()
        return not (row and row[0])

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
