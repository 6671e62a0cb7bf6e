"""A bulk write finishes the FTS5 merges it started (store/full_text_upkeep.py): the index it
leaves has no merge under way and no level automerge would merge, and answers as before."""

from __future__ import annotations

from pathlib import Path

from memlane.store.full_text_upkeep import SETTLE_MIN_RECORDS
from memlane.store.sqlite import SqliteStore
from stores import make_record

TABLES = ("records_fts", "records_substr")


def _merge_work_left(store: SqliteStore, table: str) -> bool:
    """Whether one FTS5 'merge' step still finds segments to merge (it changes >= 2 rows)."""
    db = store._db
    db.execute("BEGIN")
    before = db.total_changes
    db.execute(f'INSERT INTO "{table}"("{table}", rank) VALUES (?, ?)', ("merge", 50))
    worked = db.total_changes - before >= 2
    db.execute("ROLLBACK")
    return worked


def _body(i: int) -> str:
    words = " ".join(f"w{(i * 7 + j) % 5000}" for j in range(30))
    return f"deploy note {i} the canary rolls back when latency spikes {words}"


def test_a_bulk_write_leaves_no_merge_work(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "m.db")
    # Batches under the threshold, then single writes, until both indexes have merges left
    # for later writes to do (what an import left to the remember() calls after it).
    written = 0
    for _ in range(12):
        store.insert_many([make_record(body=_body(written + k)) for k in range(900)])
        written += 900
        for _ in range(50):
            store.insert(make_record(body=_body(written)))
            written += 1
        if all(_merge_work_left(store, t) for t in TABLES):
            break
    assert all(_merge_work_left(store, t) for t in TABLES)
    store.insert_many([make_record(body=_body(written + k)) for k in range(SETTLE_MIN_RECORDS)])
    written += SETTLE_MIN_RECORDS
    assert not any(_merge_work_left(store, t) for t in TABLES)
    for table in TABLES:
        store._db.execute(f'INSERT INTO "{table}"("{table}") VALUES (?)', ("integrity-check",))
    assert len(store.substring_ids(["canary"], scopes=["/p"], kinds=None, limit=99_999)) == written
    assert len(store.fts(["latency"], scopes=["/p"], kinds=None, limit=99_999)) == written
    store.close()
