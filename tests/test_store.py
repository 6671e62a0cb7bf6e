"""The SQLite store: migrations, transactions, history and the full-text index."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from memlane.core.records import Record, new_id
from memlane.store.migrations import MIGRATIONS
from memlane.store.sqlite import ListFilter, SqliteStore


def _record(**kw: object) -> Record:
    base: dict[str, object] = {
        "id": new_id(),
        "kind": "fact",
        "scope": "/p",
        "title": "t",
        "body": "b",
    }
    base.update(kw)
    return Record(**base)  # type: ignore[arg-type]


def test_blank_schema_gets_every_migration(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "m.db")
    assert store.applied_migrations == [fn.__name__ for fn in MIGRATIONS]
    store.close()
    again = SqliteStore(tmp_path / "m.db")
    assert again.applied_migrations == []
    again.close()


def test_old_schema_is_migrated_forward(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT)")
    MIGRATIONS[0](db)
    db.execute("INSERT INTO schema_migrations VALUES ('m001_initial', 'then')")
    db.close()
    store = SqliteStore(path)
    assert store.applied_migrations == [fn.__name__ for fn in MIGRATIONS[1:]]
    store.close()


def test_wal_and_busy_timeout(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "w.db")
    db = sqlite3.connect(tmp_path / "w.db")
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()
    store.close()


def test_nested_transaction_rolls_back_inner_only(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "t.db")
    a, b = _record(title="alpha"), _record(title="beta")
    with store.transaction():
        store.insert(a)
        with pytest.raises(RuntimeError), store.transaction():
            store.insert(b)
            raise RuntimeError("inner fails")
    assert store.maybe_get(a.id) is not None
    assert store.maybe_get(b.id) is None
    store.close()


def test_outer_failure_rolls_back_everything(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "t.db")
    a = _record()
    with pytest.raises(RuntimeError), store.transaction():
        store.insert(a)
        raise RuntimeError("crash")
    assert store.maybe_get(a.id) is None
    store.close()


def test_update_keeps_history_and_fts_follows(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "h.db")
    rec = _record(title="deploy", body="deploy with helm")
    store.insert(rec)
    store.update(rec.with_changes(body="deploy with argo"), reason="remember")
    hist = store.history(rec.id)
    assert [h["version"]["body"] for h in hist] == ["deploy with helm"]
    assert store.fts(["argo"], scopes=None, kinds=None, limit=5)[0][0] == rec.id
    assert store.fts(["helm"], scopes=None, kinds=None, limit=5) == []
    assert store.fts_integrity()
    store.close()


def test_list_filters_and_order(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "l.db")
    ids = []
    for i in range(5):
        r = _record(title=f"n{i}", tags=("ops",) if i % 2 else ())
        store.insert(r)
        ids.append(r.id)
    recs, total = store.list_records(ListFilter(limit=3))
    assert total == 5 and [r.id for r in recs] == ids[::-1][:3]
    tagged, n = store.list_records(ListFilter(tag="ops"))
    assert n == 2 and all("ops" in r.tags for r in tagged)
    store.close()
