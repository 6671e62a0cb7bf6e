"""What the store tests share (tests/test_store*.py, test_granted_store.py): opening a store of
either backend from the ``store_target`` fixture's path or URL, a fixed clock and a record
factory. The ``store`` fixture itself lives in conftest.py."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from memlane.core.records import Record, new_id
from memlane.store.postgres import PostgresStore
from memlane.store.protocol import Store
from memlane.store.rows import COLUMNS, PLACEHOLDERS, record_params
from memlane.store.sqlite import SqliteStore

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def open_store(target: str) -> Store:
    """The SQLite file at ``target``, or the PostgreSQL database its URL names."""
    return (
        PostgresStore(target) if target.startswith("postgresql://") else SqliteStore(Path(target))
    )


def make_record(**kw: object) -> Record:
    """A fact in ``/p`` with fresh id; keywords replace any field."""
    base: dict[str, object] = {
        "id": new_id(),
        "kind": "fact",
        "scope": "/p",
        "title": "t",
        "body": "b",
    }
    base.update(kw)
    return Record(**base)  # type: ignore[arg-type]


def insert_on_old_schema(store: SqliteStore, record: Record) -> None:
    """Insert a row as a store at an older migration did: the current write path also fills
    tables the old schema lacks."""
    with store.transaction():
        store._db.execute(
            f"INSERT INTO records ({COLUMNS}) VALUES ({PLACEHOLDERS})", record_params(record)
        )
