"""Applying schema migrations to a SQLite file: each pending one in its own transaction with
its bookkeeping row, safe under concurrent opens, reporting its progress as it runs.

The memory store's migrations are listed in store/migrations.py; the verdict file and the
session index keep their own lists and run through the same :func:`apply_migrations`.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from memlane.core.timestamps import utcnow

Migration = Callable[[sqlite3.Connection], None]
# What opening a store reports while it migrates: (the migration running, migrations done,
# migrations pending in all) before each one and while it runs, then (None, total, total). A
# migration over every record takes seconds at 100k (m021: ~2 s) and more at 1M, so a
# command opening an old store says why it waits (cli/render.py MigrationProgress).
MigrationProgress = Callable[[str | None, int, int], None]
# SQLite virtual-machine steps between two reports while a migration's statements run.
PROGRESS_STEPS = 200_000
# Seconds between two reports while a migration runs where no progress handler exists
# (PostgreSQL: the server runs the statements).
HEARTBEAT_S = 0.25


def apply_migrations(
    db: sqlite3.Connection,
    migrations: Sequence[Migration],
    progress: MigrationProgress | None = None,
) -> list[str]:
    """Apply every pending migration of ``migrations`` in order; returns
    the names applied. Safe under concurrent opens. ``progress`` hears of each one as it
    runs (``MigrationProgress``); a store already up to date never calls it."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT)"
    )
    done = {row[0] for row in db.execute("SELECT name FROM schema_migrations")}
    pending = [fn for fn in migrations if fn.__name__ not in done]
    applied: list[str] = []
    for index, fn in enumerate(pending):
        name = fn.__name__
        db.execute("BEGIN IMMEDIATE")
        try:
            # Re-check under the write lock: another process may have applied it meanwhile.
            if db.execute("SELECT 1 FROM schema_migrations WHERE name = ?", (name,)).fetchone():
                db.execute("COMMIT")
                continue
            if progress is not None:
                progress(name, index, len(pending))
                db.set_progress_handler(
                    _reporter(progress, name, index, len(pending)), PROGRESS_STEPS
                )
            try:
                fn(db)
            finally:
                if progress is not None:
                    db.set_progress_handler(None, 0)
            db.execute(
                "INSERT INTO schema_migrations(name, applied_at) VALUES (?, ?)",
                (name, utcnow().isoformat()),
            )
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        applied.append(name)
    if progress is not None and pending:
        progress(None, len(pending), len(pending))
    return applied


def _reporter(progress: MigrationProgress, name: str, done: int, total: int) -> Callable[[], int]:
    """SQLite's progress handler for one migration: reports, and returns 0 (go on)."""

    def report() -> int:
        progress(name, done, total)
        return 0

    return report


@contextmanager
def heard_while_running(
    progress: MigrationProgress, name: str, done: int, total: int, every_s: float = HEARTBEAT_S
) -> Iterator[None]:
    """Report ``(name, done, total)`` now and every ``every_s`` seconds until the block ends,
    from a daemon thread: for a backend whose statements run where no handler can hear them.
    The thread is joined before the block exits, so reports never overlap the caller's."""
    progress(name, done, total)
    stop = threading.Event()

    def beat() -> None:
        while not stop.wait(every_s):
            progress(name, done, total)

    thread = threading.Thread(target=beat, name="memlane-migration-progress", daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()
