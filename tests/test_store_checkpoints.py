"""The write-ahead log is copied into the database on a thread of the store's own
(store/checkpoints.py): it starts before the writer's own threshold, leaves every commit as
it was, reads the log's frame counts as SQLite reports them, and is gone once the store
closes."""

from __future__ import annotations

import gc
import os
import sqlite3
import threading
from pathlib import Path

import pytest

from memlane.store import connection
from memlane.store.checkpoints import START_FRACTION, BackgroundCheckpoints
from memlane.store.sqlite import SqliteStore
from stores import make_record


def _checkpoint_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("memlane-checkpoint")]


def test_pending_frames_are_the_log_frames_sqlite_reports(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "store.db")
    store._db.execute("PRAGMA wal_checkpoint(PASSIVE)")  # the next commit starts a new log
    for i in range(5):
        store.insert(make_record(title=f"fact {i}", body="word " * 30))
    pending = store._checkpoints.pending_frames()
    busy, log, copied = store._db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    assert busy == 0 and pending == log > 0
    assert copied == log
    assert store._checkpoints.pending_frames() == 0  # all copied now
    store.close()


def test_a_missing_log_index_reads_as_nothing_pending(tmp_path: Path) -> None:
    checkpoints = BackgroundCheckpoints(tmp_path / "none.db", threshold=10, synchronous="NORMAL")
    assert checkpoints.pending_frames() == 0
    checkpoints.after_commit()  # nothing to copy: no thread
    checkpoints.close()
    assert checkpoints.runs == 0


@pytest.mark.parametrize("durability", ["normal", "full"])
def test_the_thread_copies_the_log_before_the_writers_threshold(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, durability: str
) -> None:
    threshold = 200  # frames; a small store's commit writes ~10-30
    monkeypatch.setattr(connection, "WAL_AUTOCHECKPOINT_PAGES", threshold)
    folder = tmp_path / "a store #1 %20?"  # the thread opens it by URI: all of it escaped
    store = SqliteStore(folder / "store.db", durability=durability)
    before = store._checkpoints.runs
    written = []
    for i in range(120):
        rec = make_record(title=f"fact number {i}", body=f"word{i} " * 40)
        with store.transaction(small=True):
            store.insert(rec)
        written.append(rec.id)
    store._checkpoints.close()  # waits for a checkpoint under way
    assert store._checkpoints.runs > before
    assert store._checkpoints.errors == []
    assert not _checkpoint_threads()
    assert int(threshold * START_FRACTION) > 0
    # Every commit is there, and the indexes agree with the rows.
    store._db.execute("INSERT INTO records_fts(records_fts) VALUES ('integrity-check')")
    assert set(store.get_many(written)) == set(written)
    store.close()
    reopened = sqlite3.connect(folder / "store.db")
    assert reopened.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert reopened.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 120
    reopened.close()


def test_closing_the_store_stops_the_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(connection, "WAL_AUTOCHECKPOINT_PAGES", 40)
    store = SqliteStore(tmp_path / "store.db")
    for i in range(30):
        store.insert(make_record(title=f"fact {i}", body=f"text{i} " * 40))
    assert store._checkpoints.runs > 0 or _checkpoint_threads()
    store.close()
    assert not _checkpoint_threads()
    store._checkpoints.close()  # a second close is harmless


def test_a_reader_holding_old_frames_does_not_keep_the_thread_copying(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(connection, "WAL_AUTOCHECKPOINT_PAGES", 200)
    store = SqliteStore(tmp_path / "store.db")
    store.insert(make_record(title="first", body="before the reader"))
    reader = sqlite3.connect(tmp_path / "store.db", isolation_level=None)
    reader.execute("BEGIN")
    assert reader.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 1  # snapshot held
    commits = 80
    for i in range(commits):
        store.insert(make_record(title=f"fact {i}", body=f"word{i} " * 40))
    store._checkpoints.close()
    # At most one checkpoint a wake-up that can gain nothing, never a spin.
    assert 0 < store._checkpoints.runs <= 2 * commits
    assert reader.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 1
    reader.execute("COMMIT")
    reader.close()
    assert store._db.execute("SELECT COUNT(*) FROM records").fetchone()[0] == commits + 1
    store.close()


def test_two_writers_of_one_file_each_with_a_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two connections (as two processes would) write in turn: only one checkpoint runs at a
    time (SQLite's checkpoint lock), the other's attempt gives way, and nothing is lost."""
    monkeypatch.setattr(connection, "WAL_AUTOCHECKPOINT_PAGES", 200)
    first = SqliteStore(tmp_path / "store.db")
    second = SqliteStore(tmp_path / "store.db")
    for i in range(100):
        (first if i % 2 else second).insert(make_record(title=f"f {i}", body=f"w{i} " * 40))
    first.close()
    second._checkpoints.close()
    assert first._checkpoints.runs + second._checkpoints.runs > 0
    assert second._db.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 100
    second._db.execute("INSERT INTO records_fts(records_fts) VALUES ('integrity-check')")
    second.close()


def test_the_log_index_is_closed_when_a_store_nobody_closed_is_collected(
    tmp_path: Path,
) -> None:
    store = SqliteStore(tmp_path / "store.db")
    store.insert(make_record(title="one", body="two"))
    checkpoints = BackgroundCheckpoints(
        tmp_path / "store.db", threshold=10**6, synchronous="NORMAL"
    )
    assert checkpoints.pending_frames() > 0  # opened the -shm file
    fd = checkpoints._shm[0]
    del checkpoints
    gc.collect()
    with pytest.raises(OSError):
        os.fstat(fd)
    store.close()
