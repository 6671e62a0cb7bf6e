"""Read-gate verdicts kept across processes: a SQLite file of their own, beside any store.

``$MEMLANE_HOME/cache/read-verdicts.db`` maps (the gate's digest, a digest of the texts
judged) to the verdict, an opaque short text the read gate encodes (services/read_gate.py).
Keys are content digests, not record ids, so the file serves the SQLite store, the PostgreSQL
store and records read from a team server alike, and nothing in it can describe a text or a
rule set other than the ones it was computed from. It is derived data: deleting it costs one
scan per record on the next recalls. A verdict kept by a process whose gate no longer exists
is dropped when a process with another digest first writes.

Keeping a verdict is best-effort: a writer that would wait for another process's lock skips
the write (short busy timeout), so a hook never waits on the cache.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Sequence
from pathlib import Path

from memlane.errors import StoreUnavailable
from memlane.store.connection import FILE_MODE, Connection, translating_errors
from memlane.store.migration_runner import Migration
from memlane.store.sql_script import exec_script

# A write that finds the file locked gives up after this long: the verdict is kept next time.
WRITE_WAIT_MS = 50
# Digests looked up per query (well under SQLite's limit of bound parameters).
LOOKUP_SLICE = 500


def m001_verdicts(db: sqlite3.Connection) -> None:
    exec_script(
        db,
        """
        CREATE TABLE verdicts (
            gate BLOB NOT NULL,
            texts BLOB NOT NULL,
            verdict TEXT NOT NULL,
            PRIMARY KEY (gate, texts)
        ) WITHOUT ROWID;
        CREATE TABLE verdict_gates (gate BLOB PRIMARY KEY) WITHOUT ROWID;
        """,
    )


VERDICT_MIGRATIONS: tuple[Migration, ...] = (m001_verdicts,)


@translating_errors
class VerdictFile(Connection):
    def __init__(self, path: Path) -> None:
        with contextlib.suppress(FileNotFoundError):
            os.chmod(path, FILE_MODE)  # verdicts say which memories were withheld
        super().__init__(path, VERDICT_MIGRATIONS)
        # Readers never wait (WAL); writers wait briefly (see the module docstring).
        self._db.execute(f"PRAGMA busy_timeout = {WRITE_WAIT_MS}")
        self._known_gates: set[bytes] = set()

    def verdict(self, gate: bytes, texts: bytes) -> str | None:
        """The verdict kept for ``texts`` under ``gate``, or None when none is."""
        with self._lock:
            row = self._db.execute(
                "SELECT verdict FROM verdicts WHERE gate = ? AND texts = ?", (gate, texts)
            ).fetchone()
        return row[0] if row else None

    def kept_among(self, gate: bytes, texts: Sequence[bytes]) -> set[bytes]:
        """Which of ``texts`` have a verdict kept under ``gate`` (one query a slice: the
        read gate's judging ahead checks every record of a store)."""
        found: set[bytes] = set()
        for start in range(0, len(texts), LOOKUP_SLICE):
            part = texts[start : start + LOOKUP_SLICE]
            marks = ",".join("?" * len(part))
            with self._lock:
                rows = self._db.execute(
                    f"SELECT texts FROM verdicts WHERE gate = ? AND texts IN ({marks})",
                    (gate, *part),
                ).fetchall()
            found.update(bytes(r[0]) for r in rows)
        return found

    def keep(self, gate: bytes, texts: bytes, verdict: str) -> bool:
        """Keep ``verdict`` for ``texts`` under ``gate``; False when another process held the
        file's write lock (nothing was written)."""
        return self.keep_many(gate, [(texts, verdict)])

    def keep_many(self, gate: bytes, items: Sequence[tuple[bytes, str]]) -> bool:
        """Keep each (texts, verdict) under ``gate`` in one transaction; False when another
        process held the file's write lock (nothing was written)."""
        try:
            with self.transaction():
                if gate not in self._known_gates:
                    self._adopt(gate)
                self._db.executemany(
                    "INSERT INTO verdicts(gate, texts, verdict) VALUES (?, ?, ?) "
                    "ON CONFLICT(gate, texts) DO UPDATE SET verdict = excluded.verdict",
                    [(gate, texts, verdict) for texts, verdict in items],
                )
        except StoreUnavailable as exc:
            if exc.details.get("reason") == "busy":
                return False
            raise
        return True

    def _adopt(self, gate: bytes) -> None:
        """A gate not seen before replaces the others: their verdicts belong to code that is
        no longer installed here (or is, in another venv sharing the home: it keeps again)."""
        row = self._db.execute("SELECT 1 FROM verdict_gates WHERE gate = ?", (gate,)).fetchone()
        if row is None:
            self._db.execute("DELETE FROM verdicts WHERE gate <> ?", (gate,))
            self._db.execute("DELETE FROM verdict_gates")
            self._db.execute("INSERT INTO verdict_gates(gate) VALUES (?)", (gate,))
        self._known_gates.add(gate)


__all__ = ["VERDICT_MIGRATIONS", "WRITE_WAIT_MS", "VerdictFile"]
