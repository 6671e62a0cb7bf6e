"""The store's connection: one SQLite file in WAL mode, a lock, and the transaction helper.

Every public method of the store holds the lock, so one store may be shared by the threads of a
server; processes coordinate through SQLite's own locking (``BEGIN IMMEDIATE`` plus a generous
busy timeout).
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from memlane.store.migrations import apply_migrations

BUSY_TIMEOUT_MS = 60_000


class Connection:
    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        self._depth = 0
        self._db = sqlite3.connect(
            str(path), isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000
        )
        self._db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        mode = self._db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise sqlite3.OperationalError(f"could not enable WAL on {path} (got {mode})")
        self._db.execute("PRAGMA synchronous = NORMAL")
        self._db.execute("PRAGMA foreign_keys = ON")
        self.applied_migrations = apply_migrations(self._db)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def footprint(self) -> tuple[str, int]:
        """The database file and its size, write-ahead log included."""
        files = self.path.parent.glob(self.path.name + "*")
        return str(self.path), sum(p.stat().st_size for p in files if p.is_file())

    # -- transactions --------------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Nestable: the outermost level is ``BEGIN IMMEDIATE`` (take the write lock up front,
        so two writers never deadlock upgrading), inner levels are SAVEPOINTs."""
        with self._lock:
            depth = self._depth
            name = f"sp{depth}"
            self._db.execute("BEGIN IMMEDIATE" if depth == 0 else f"SAVEPOINT {name}")
            self._depth += 1
            try:
                yield
            except BaseException:
                self._depth -= 1
                if depth == 0:
                    self._db.execute("ROLLBACK")
                else:
                    self._db.execute(f"ROLLBACK TO {name}")
                    self._db.execute(f"RELEASE {name}")
                raise
            self._depth -= 1
            self._db.execute("COMMIT" if depth == 0 else f"RELEASE {name}")

    # -- store metadata ------------------------------------------------------------------

    def meta(self, key: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT value FROM store_meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction():
            self._db.execute(
                "INSERT INTO store_meta(key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, value),
            )
