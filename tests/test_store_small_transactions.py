"""A small transaction (one remember()) keeps SQLite's statement and savepoint journals in
memory (store/connection.py ``_TEMP_STORE``): it rolls back exactly as a transaction with
journals in a file does, the setting is restored after it whatever happens, and remember()
and a revision of one record (edit, pin, archive) ask for it."""

from __future__ import annotations

from pathlib import Path

import pytest

import memlane
from memlane.errors import Conflict
from memlane.store.sqlite import SqliteStore
from stores import make_record

MEMORY, DEFAULT = 2, 0  # what PRAGMA temp_store answers


def _temp_store(store: SqliteStore) -> int:
    return int(store._db.execute("PRAGMA temp_store").fetchone()[0])


def _rows(store: SqliteStore) -> int:
    return int(store._db.execute("SELECT COUNT(*) FROM records").fetchone()[0])


def _full_text_intact(store: SqliteStore) -> None:
    """FTS5 raises if its index disagrees with the records table (a half-undone write)."""
    store._db.execute("INSERT INTO records_fts(records_fts) VALUES ('integrity-check')")


@pytest.fixture
def sqlite_store(tmp_path: Path) -> SqliteStore:
    store = SqliteStore(tmp_path / "store.db")
    # Enough rows that a batch changes pages that existed before it (what a journal keeps):
    # past SQLite's 64 KiB in-memory limit for a journal that would go to a file.
    store.insert_many([make_record(title=f"seed {i}", body="word " * 40) for i in range(400)])
    return store


def test_memory_inside_a_small_transaction_default_after(sqlite_store: SqliteStore) -> None:
    assert _temp_store(sqlite_store) == DEFAULT
    with sqlite_store.transaction(small=True):
        assert _temp_store(sqlite_store) == MEMORY
        with sqlite_store.transaction():  # an inner level runs as its outermost one
            assert _temp_store(sqlite_store) == MEMORY
    assert _temp_store(sqlite_store) == DEFAULT
    with pytest.raises(RuntimeError), sqlite_store.transaction(small=True):
        raise RuntimeError("fails")
    assert _temp_store(sqlite_store) == DEFAULT
    with sqlite_store.transaction():
        assert _temp_store(sqlite_store) == DEFAULT
    sqlite_store.close()


@pytest.mark.parametrize("small", [False, True])
def test_a_small_transaction_rolls_back_as_any(sqlite_store: SqliteStore, small: bool) -> None:
    kept = make_record(title="kept")
    taken = make_record(slug="taken", title="taken")
    sqlite_store.insert(taken)
    before = _rows(sqlite_store)
    with sqlite_store.transaction(small=small):
        sqlite_store.insert(kept)
        # A batch of 200 whose last record's slug is taken: the multi-row INSERT fails at its
        # end and its statement journal (far past 64 KiB) undoes the rows it wrote, then the
        # records go one at a time and the last raises; its savepoint undoes that level.
        batch = [make_record(title=f"batch {i}", body="other " * 40) for i in range(199)]
        batch.append(make_record(slug="taken", title="again"))
        with pytest.raises(Conflict), sqlite_store.transaction():
            sqlite_store.insert_many(batch)
    assert sqlite_store.maybe_get(kept.id) is not None
    assert all(sqlite_store.maybe_get(r.id) is None for r in batch)
    assert _rows(sqlite_store) == before + 1
    _full_text_intact(sqlite_store)
    assert _temp_store(sqlite_store) == DEFAULT
    sqlite_store.close()


def test_remember_and_a_revision_write_in_small_transactions(tmp_path: Path) -> None:
    with memlane.open(tmp_path / "home", embedder="none", scope="/p") as mem:
        store = mem._store
        assert isinstance(store, SqliteStore)
        for write in (
            lambda: mem.remember("Deploys go out on Tuesdays after the freeze lifts."),
            lambda: mem.pin("deploys-go-out-on-tuesdays-after-the-freeze-lifts"),
        ):
            statements: list[str] = []
            store._db.set_trace_callback(statements.append)
            write()
            store._db.set_trace_callback(None)
            assert "PRAGMA temp_store = MEMORY" in statements
            begin = statements.index("BEGIN IMMEDIATE")
            assert statements.index("PRAGMA temp_store = MEMORY") < begin
            assert statements[-1] == "PRAGMA temp_store = DEFAULT"
            assert _temp_store(store) == DEFAULT
