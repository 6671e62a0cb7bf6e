"""SQLite's get_many keeps decoded records by id while the records version stands still: every
write (from this handle, another connection or another process) must show at the next call,
and a write transaction that rolls back must leave nothing kept behind."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from memlane.core.records import Record
from memlane.store import sqlite as sqlite_store
from memlane.store.sqlite import SqliteStore
from stores import make_record


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "m.db"


@pytest.fixture
def reader(db: Path) -> Iterator[SqliteStore]:
    store = SqliteStore(db)
    yield store
    store.close()


@pytest.fixture
def writer(db: Path, reader: SqliteStore) -> Iterator[SqliteStore]:
    store = SqliteStore(db)  # after the reader: the file and its schema exist
    yield store
    store.close()


def _bodies(store: SqliteStore, recs: list[Record]) -> list[str]:
    got = store.get_many(r.id for r in recs)
    return [got[r.id].body for r in recs if r.id in got]


def test_a_write_by_another_connection_shows_at_the_next_call(
    reader: SqliteStore, writer: SqliteStore
) -> None:
    recs = [make_record(body=f"body {i}") for i in range(3)]
    writer.insert_many(recs)
    assert _bodies(reader, recs) == ["body 0", "body 1", "body 2"]
    assert _bodies(reader, recs) == ["body 0", "body 1", "body 2"]  # now kept
    writer.update(replace(recs[1], body="edited elsewhere"), reason="edit")
    assert _bodies(reader, recs) == ["body 0", "edited elsewhere", "body 2"]
    writer.delete(recs[2].id)
    assert _bodies(reader, recs) == ["body 0", "edited elsewhere"]
    late = make_record(body="inserted later")
    writer.insert(late)
    assert _bodies(reader, [*recs, late]) == ["body 0", "edited elsewhere", "inserted later"]


@pytest.mark.slow
def test_a_write_by_another_process_shows_at_the_next_call(reader: SqliteStore, db: Path) -> None:
    rec = make_record(body="before")
    reader.insert(rec)
    assert _bodies(reader, [rec]) == ["before"]
    script = (
        "import sys; from dataclasses import replace; from pathlib import Path; "
        "from memlane.store.sqlite import "
        "SqliteStore; s = SqliteStore(Path(sys.argv[1])); r = s.get(sys.argv[2]); "
        "s.update(replace(r, body='written by another process'), reason='edit'); s.close()"
    )
    subprocess.run([sys.executable, "-c", script, str(db), rec.id], check=True, timeout=60)
    assert _bodies(reader, [rec]) == ["written by another process"]


def test_nothing_read_inside_a_rolled_back_write_is_kept(
    reader: SqliteStore, writer: SqliteStore
) -> None:
    rec = make_record(body="committed")
    reader.insert(rec)
    with pytest.raises(RuntimeError), reader.transaction():
        reader.update(replace(rec, body="rolled back"), reason="edit")
        assert _bodies(reader, [rec]) == ["rolled back"]
        raise RuntimeError("abandon")
    # Another writer now takes the version number the rolled-back write had used.
    writer.update(replace(rec, body="the other writer's"), reason="edit")
    assert _bodies(reader, [rec]) == ["the other writer's"]


def test_records_come_back_in_the_order_asked_cold_or_kept(reader: SqliteStore) -> None:
    recs = [make_record(body=f"r{i}") for i in range(6)]
    reader.insert_many(recs)
    ids = [recs[i].id for i in (4, 0, 5, 2)]
    assert list(reader.get_many(ids)) == ids
    assert list(reader.get_many([recs[1].id, *ids, "missing"])) == [recs[1].id, *ids]


def test_what_is_kept_stays_bounded(reader: SqliteStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sqlite_store, "_DECODED_MAX", 4)
    recs = [make_record(body=f"r{i}") for i in range(10)]
    reader.insert_many(recs)
    for start in range(0, 10, 3):
        chunk = recs[start : start + 3]
        assert _bodies(reader, chunk) == [r.body for r in chunk]
        assert len(reader._by_id or {}) <= 4
    assert _bodies(reader, recs) == [r.body for r in recs]
