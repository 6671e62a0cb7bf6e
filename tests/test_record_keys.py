"""The filter columns the full-text and substring joins read (record_keys, m017) stay equal to
the records' own, through every kind of write, and the migration fills them for a store
written before it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memlane.store.migrations import MIGRATIONS
from memlane.store.sqlite import SqliteStore
from stores import insert_on_old_schema, make_record

SCOPES = ("/p", "/q", "global")


def mirrored(store: SqliteStore) -> bool:
    keys = store._db.execute(
        "SELECT rowid, id, scope, kind, archived FROM record_keys ORDER BY rowid"
    ).fetchall()
    rows = store._db.execute(
        "SELECT rowid, id, scope, kind, archived FROM records ORDER BY rowid"
    ).fetchall()
    return keys == rows


OPS = st.lists(
    st.tuples(
        st.sampled_from(["insert", "move", "archive", "restore", "delete"]),
        st.integers(min_value=0, max_value=7),
        st.sampled_from(SCOPES),
    ),
    min_size=1,
    max_size=25,
)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(ops=OPS)
def test_the_keys_mirror_the_records_through_any_writes(tmp_path: Path, ops: list) -> None:
    store = SqliteStore(tmp_path / f"k{abs(hash(tuple(ops)))}.db")
    try:
        ids: list[str] = []
        for op, pick, scope in ops:
            if op == "insert" or not ids:
                rec = make_record(scope=scope, title=f"note {len(ids)}", body="the deploy gate")
                store.insert(rec)
                ids.append(rec.id)
                continue
            rid = ids[pick % len(ids)]
            current = store.get(rid)
            if op == "move":
                store.update(replace(current, scope=scope), reason="test")
            elif op in ("archive", "restore"):
                store.update(replace(current, archived=op == "archive"), reason="test")
            else:
                store.delete(rid)
                ids.remove(rid)
            assert mirrored(store)
        live = {
            r[0]
            for r in store._db.execute("SELECT id FROM records WHERE archived = 0 AND scope = '/p'")
        }
        found = store.fts(["deploy"], scopes=["/p"], kinds=None, limit=50)
        assert {rid for rid, _ in found} == live
    finally:
        store.close()


def test_the_migration_fills_the_keys_of_records_already_stored(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    names = [fn.__name__ for fn in MIGRATIONS]
    old = SqliteStore(path, migrations=MIGRATIONS[: names.index("m017_record_keys")])
    kept = make_record(title="Release gates", body="both gates green before a tag")
    gone = make_record(title="Old release gates", body="one gate before a tag", archived=True)
    for rec in (kept, gone):
        insert_on_old_schema(old, rec)
    old.close()
    new = SqliteStore(path)
    try:
        assert new.applied_migrations[0] == "m017_record_keys"
        assert mirrored(new)
        assert [rid for rid, _ in new.fts(["gates"], scopes=["/p"], kinds=None, limit=5)] == [
            kept.id
        ]
    finally:
        new.close()
