"""The vector index stays exact: scope blocks, the change tail, compaction and the cache file a
new process maps give the same top-k as a brute-force scan of the stored vectors."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import numpy as np

import memlane
from memlane.services.memory import Memory
from memlane.store.protocol import ListFilter
from memlane.store.vectors import cache_path, changed_rows_sql

SCOPES = ("/work/a", "/work/b", "global")
WORDS = (
    "deploy",
    "staging",
    "release",
    "gate",
    "cache",
    "token",
    "queue",
    "worker",
    "billing",
    "invoice",
    "search",
    "index",
    "migration",
    "schema",
    "rollout",
    "canary",
    "metrics",
    "alert",
    "pager",
    "login",
    "session",
    "retry",
    "backoff",
)


def fill(mem: Memory, n: int, seed: int = 1) -> list[str]:
    rng = np.random.default_rng(seed)
    items = [
        {
            "text": " ".join(rng.choice(WORDS, size=8)) + f" note {i}",
            "scope": SCOPES[i % len(SCOPES)],
            "slug": f"m{seed}-{i}",
            "force_new": True,
        }
        for i in range(n)
    ]
    return [r.id for r in mem.remember_many(items)]


def brute_force(mem: Memory, query: str, scopes: set[str], k: int) -> list[tuple[str, float]]:
    store, emb = mem._store, mem._embeddings
    vec = emb.query_vector(query)
    assert vec is not None
    assert emb.embedder is not None
    recs, _ = store.list_records(ListFilter(scopes=sorted(scopes), limit=100_000))
    vectors = store.vectors_by_hash([r.content_hash for r in recs], emb.embedder.model_id)
    hits = [(r.id, float(vectors[r.content_hash] @ vec)) for r in recs if r.content_hash in vectors]
    hits.sort(key=lambda h: (-round(h[1], 6), h[0]))
    return hits[:k]


def indexed(mem: Memory, query: str, scopes: set[str], k: int) -> list[tuple[str, float]]:
    return mem._embeddings.knn(query, scopes, k)


def same(a: list[tuple[str, float]], b: list[tuple[str, float]]) -> bool:
    return [i for i, _ in a] == [i for i, _ in b] and np.allclose(
        [s for _, s in a], [s for _, s in b]
    )


QUERIES = ("release gate billing", "cache token login", "schema migration rollout", "pager alert")


def check_all(mem: Memory) -> None:
    for scopes in ({"/work/a"}, {"/work/a", "global"}, set(SCOPES)):
        for q in QUERIES:
            assert same(indexed(mem, q, scopes, 7), brute_force(mem, q, scopes, 7)), (q, scopes)


def test_exact_through_inserts_edits_moves_archives_and_deletes(mem: Memory) -> None:
    ids = fill(mem, 120)
    check_all(mem)
    fill(mem, 30, seed=2)  # the tail: rows written after the index loaded
    mem.edit(ids[0], scope="/work/a", body="pager alert backoff retry for the billing worker")
    moved = mem._store.get(ids[1]).with_changes(scope="/work/b")
    mem._store.update(moved, reason="test")  # a scope move leaves its block
    mem._writer.revise(ids[2], lambda r: r.with_changes(archived=True), reason="archive")
    mem.forget(ids[3], scope="/work/a")
    check_all(mem)
    fill(mem, 200, seed=3)  # enough changes to compact into a new base
    check_all(mem)


def test_a_new_process_maps_the_cache_and_replays_what_changed_since(
    mem: Memory, home: Path
) -> None:
    fill(mem, 150)
    mem._embeddings.prepare_index()
    cache = cache_path(home / "memory.db", mem._embeddings.embedder.model_id)  # type: ignore[union-attr]
    assert cache.exists()
    assert cache.stat().st_mode & 0o777 == 0o600
    with memlane.open(home, embedder="hash", scope="/work/a") as other:
        added = fill(other, 20, seed=5)  # logged after the cache was written
        other.forget(added[0])
    with memlane.open(home, embedder="hash", scope="/work/a") as fresh:
        check_all(fresh)


def test_a_cache_from_another_store_or_a_broken_one_is_ignored(
    mem: Memory, home: Path, tmp_path: Path
) -> None:
    fill(mem, 60)
    other_home = tmp_path / "other"
    with memlane.open(other_home, embedder="hash", scope="/work/a") as other:
        fill(other, 90, seed=9)
        other._embeddings.prepare_index()
        model = other._embeddings.embedder.model_id  # type: ignore[union-attr]
    theirs, mine = (
        cache_path(other_home / "memory.db", model),
        cache_path(home / "memory.db", model),
    )
    shutil.copyfile(theirs, mine)
    with memlane.open(home, embedder="hash", scope="/work/a") as fresh:
        check_all(fresh)  # another store's uid: loaded from SQL instead
    mine.write_bytes(b"not a cache")
    with memlane.open(home, embedder="hash", scope="/work/a") as fresh:
        check_all(fresh)


def test_every_store_gets_its_own_identity(home: Path, tmp_path: Path) -> None:
    uids = set()
    for folder in (home, tmp_path / "second"):
        with memlane.open(folder, embedder="hash"):
            pass
        db = sqlite3.connect(folder / "memory.db")
        uids.add(db.execute("SELECT value FROM store_meta WHERE key = 'store_uid'").fetchone()[0])
        db.close()
    assert len(uids) == 2


def test_a_restored_copy_that_went_its_own_way_does_not_trust_the_cache(
    mem: Memory, home: Path, tmp_path: Path
) -> None:
    ids = fill(mem, 100)
    backup = tmp_path / "backup.db"
    src = sqlite3.connect(home / "memory.db")
    dst = sqlite3.connect(backup)
    src.backup(dst)
    src.close()
    dst.close()
    # After the backup, an edit the cache file then mirrors...
    mem.edit(ids[0], scope="/work/a", body="pager alert backoff retry for the billing worker")
    mem._embeddings.prepare_index()
    mem.close()
    for suffix in ("-wal", "-shm"):
        (home / f"memory.db{suffix}").unlink(missing_ok=True)
    shutil.copyfile(backup, home / "memory.db")  # ...then a restore from the backup, and
    with memlane.open(home, embedder="hash", scope="/work/a") as restored:
        # another edit of the same record: the same rowids at the same log numbers.
        restored.edit(ids[0], body="schema migration rollout for the search index canary")
    with memlane.open(home, embedder="hash", scope="/work/a") as fresh:
        check_all(fresh)


def test_catching_up_on_many_changes_looks_records_up_by_rowid(mem: Memory, home: Path) -> None:
    # Without statistics SQLite's planner walked every vector of the model for an IN list of
    # about 30 ids or more; at 100k records a process catching up on a bulk import took
    # 17 s per 500 changed records.
    fill(mem, 40)
    db = sqlite3.connect(home / "memory.db")
    try:
        for n in (1, 30, 500):
            plan = db.execute(
                f"EXPLAIN QUERY PLAN {changed_rows_sql(n)}", ("hash:384", *range(n))
            ).fetchall()
            steps = [row[3] for row in plan]
            assert steps[0].startswith("SEARCH r USING INTEGER PRIMARY KEY"), steps
            assert "embeddings_model" not in " ".join(steps), steps
    finally:
        db.close()


def test_ties_across_scope_blocks_break_by_id_at_the_cut(mem: Memory) -> None:
    # Each scope block keeps its own top k before the overall cut: rows tied with the k-th
    # best in another block must survive it, so the id tie-break sees them all.
    items = [
        {"text": "pager alert for the billing worker", "scope": SCOPES[i % 3], "slug": f"t{i}"}
        for i in range(18)
    ]
    mem.remember_many([{**item, "force_new": True} for item in items])
    fill(mem, 30, seed=4)
    for k in (1, 4, 7, 20):
        got = indexed(mem, "pager alert for the billing worker", set(SCOPES), k)
        assert same(got, brute_force(mem, "pager alert for the billing worker", set(SCOPES), k))


def test_a_vector_stored_for_a_new_record_reaches_the_records_that_lacked_it(home: Path) -> None:
    # The write path stores a new text's vector before its record (services/write.py): the
    # vector's change-log rows then name only the records stored before it, and the new
    # record logs itself. A record written without an embedder gets the vector too, in a
    # process whose index was loaded before either write.
    text = "pager alert backoff retry for the billing worker"
    with memlane.open(home, embedder="hash", scope="/work/a") as mem:
        fill(mem, 12)
        check_all(mem)  # the index is loaded
        with memlane.open(home, embedder="none", scope="/work/b") as bare:
            old = bare.remember(text).id
        assert [i for i, _ in indexed(mem, text, {"/work/b"}, 3)] == [
            i for i, _ in brute_force(mem, text, {"/work/b"}, 3)
        ]
        assert old not in [i for i, _ in indexed(mem, text, {"/work/b"}, 3)]
        new = mem.remember(text, scope="/work/a").id
        assert indexed(mem, text, {"/work/b"}, 1)[0][0] == old
        assert indexed(mem, text, {"/work/a"}, 1)[0][0] == new
        check_all(mem)


def test_rows_changed_before_the_rowid_map_exists_stay_exact_after_it_is_built(
    mem: Memory,
) -> None:
    ids = fill(mem, 120)
    check_all(mem)  # loaded: no rowid map yet
    # A few changes: looked up in the arrays, no map built.
    mem.edit(ids[0], scope="/work/a", body="pager alert backoff retry for the billing worker")
    mem.forget(ids[1], scope=SCOPES[1])
    mem.edit(ids[2], scope="/work/a", body="schema migration rollout canary")
    mem.edit(ids[2], scope="/work/a", body="schema migration rollout canary metrics")
    check_all(mem)
    index = mem._store._vectors  # type: ignore[attr-defined]
    assert index is not None and index._where is None
    # Many changes: the map is built now, over rows already moved to the tail or dead.
    more = fill(mem, 100, seed=4)
    check_all(mem)
    mem.edit(ids[0], scope="/work/a", body="cache token login session")
    mem.edit(ids[2], scope="/work/a", body="invoice billing queue")
    mem.forget(more[0], scope=SCOPES[0])
    check_all(mem)
