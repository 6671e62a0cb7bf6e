"""Multi-statement SQL scripts run inside the caller's transaction (SQLite)."""

from __future__ import annotations

import sqlite3


def exec_script(db: sqlite3.Connection, script: str) -> None:
    """Run a multi-statement script inside the caller's transaction.

    ``executescript`` would COMMIT first and break the one-transaction-per-migration rule, so
    statements are split with ``sqlite3.complete_statement`` (which understands trigger bodies).
    """
    buf = ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                db.execute(buf)
            buf = ""
    if buf.strip() and not buf.strip().startswith("--"):
        db.execute(buf)


__all__ = ["exec_script"]
