"""The Store protocol, on both backends: every test here runs against SQLite and against a real
PostgreSQL with pgvector (the ``backend`` fixture). Backend-specific details (SQLite's WAL and
old schemas, PostgreSQL's concurrent migrations and HNSW plan) follow at the end."""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest

from memlane.core.records import Provenance
from memlane.errors import Conflict, NotFound
from memlane.providers.embedders import HashEmbedder
from memlane.store import postgres as pg_store
from memlane.store.migrations import MIGRATIONS
from memlane.store.postgres import PostgresStore
from memlane.store.postgres.migrations import MIGRATIONS as PG_MIGRATIONS
from memlane.store.protocol import ListFilter, Store
from memlane.store.sqlite import SqliteStore
from stores import T0, make_record, open_store

# -- lifecycle and transactions ----------------------------------------------------------


def test_blank_schema_gets_every_migration(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    names = [fn.__name__ for fn in (MIGRATIONS if backend == "sqlite" else PG_MIGRATIONS)]
    target = str(tmp_path / "m.db") if backend == "sqlite" else request.getfixturevalue("pg_url")
    # One linear list: numbered 1, 2, 3 … in order, each number once.
    assert [int(n[1:4]) for n in names] == list(range(1, len(names) + 1))
    first = open_store(target)
    assert first.applied_migrations == names  # type: ignore[attr-defined]
    first.close()
    again = open_store(target)
    assert again.applied_migrations == []  # type: ignore[attr-defined]
    again.close()


def test_nested_transaction_rolls_back_inner_only(store: Store) -> None:
    a, b = make_record(title="alpha"), make_record(title="beta")
    with store.transaction():
        store.insert(a)
        with pytest.raises(RuntimeError), store.transaction():
            store.insert(b)
            raise RuntimeError("inner fails")
    assert store.maybe_get(a.id) is not None
    assert store.maybe_get(b.id) is None


def test_outer_failure_rolls_back_everything(store: Store) -> None:
    a = make_record()
    with pytest.raises(RuntimeError), store.transaction():
        store.insert(a)
        raise RuntimeError("crash")
    assert store.maybe_get(a.id) is None


def test_a_conflict_inside_a_transaction_leaves_it_usable(store: Store) -> None:
    a = make_record(slug="same")
    store.insert(a)
    b = make_record(slug="same")
    c = make_record(slug="other")
    with store.transaction():
        with pytest.raises(Conflict):
            store.insert(b)
        store.insert(c)  # PostgreSQL would refuse this if the failed insert had no savepoint
    assert store.maybe_get(c.id) is not None


def test_meta_round_trip(store: Store) -> None:
    assert store.meta("k") is None
    store.set_meta("k", "v1")
    store.set_meta("k", "v2")
    assert store.meta("k") == "v2"


def test_footprint_names_the_store(store: Store, backend: str) -> None:
    where, size = store.footprint()
    assert size > 0
    assert ("store.db" in where) if backend == "sqlite" else where.startswith("postgresql://")


# -- records -----------------------------------------------------------------------------


def test_every_field_round_trips(store: Store) -> None:
    rec = make_record(
        kind="pattern",
        slug="use-uv",
        type="project",
        title="Use uv — not pip",
        body="Always `uv pip install`; café naïve ✓",
        why="faster",
        how="uv sync",
        tags=("tooling", "python"),
        importance=0.75,
        pinned=True,
        category="convention",
        confidence=0.6,
        payload={"n": 1, "nested": {"x": [1.5, "y"]}},
        created_at=T0,
        updated_at=T0 + timedelta(seconds=1, microseconds=7),
        valid_from=T0,
        valid_until=T0 + timedelta(days=30),
        provenance=Provenance(
            trigger="capture", session_id="s1", at=T0, source="transcript", author="ana"
        ),
    )
    store.insert(rec)
    assert store.get(rec.id) == rec


def test_duplicate_slug_in_one_scope_is_a_conflict(store: Store) -> None:
    store.insert(make_record(slug="x"))
    with pytest.raises(Conflict):
        store.insert(make_record(slug="x"))
    store.insert(make_record(slug="x", scope="/other"))  # another scope is fine
    store.insert(make_record(slug="x", kind="pattern"))  # and another kind


def test_update_keeps_history_and_fts_follows(store: Store) -> None:
    rec = make_record(title="deploy", body="deploy with helm")
    store.insert(rec)
    old = store.update(rec.with_changes(body="deploy with argo"), reason="remember")
    assert old.body == "deploy with helm"
    hist = store.history(rec.id)
    assert [h["version"]["body"] for h in hist] == ["deploy with helm"]
    assert hist[0]["reason"] == "remember"
    assert store.fts(["argo"], scopes=None, kinds=None, limit=5)[0][0] == rec.id
    assert store.fts(["helm"], scopes=None, kinds=None, limit=5) == []
    assert store.fts_integrity()


def test_delete_keeps_the_last_version(store: Store) -> None:
    rec = make_record(body="gone soon")
    store.insert(rec)
    assert store.delete(rec.id) == rec
    assert store.maybe_get(rec.id) is None
    with pytest.raises(NotFound):
        store.get(rec.id)
    assert store.history(rec.id)[-1]["reason"] == "forget"
    assert store.fts(["soon"], scopes=None, kinds=None, limit=5) == []
    with pytest.raises(NotFound):
        store.delete(rec.id)


def test_get_many_and_by_slug(store: Store) -> None:
    a = make_record(slug="a", scope="/p")
    b = make_record(slug="a", scope="/q")
    c = make_record(slug="a", scope="/p", kind="pattern")
    for r in (a, b, c):
        store.insert(r)
    assert set(store.get_many([a.id, b.id, "missing", a.id])) == {a.id, b.id}
    assert store.get_many([]) == {}
    assert {r.id for r in store.by_slug("a")} == {a.id, b.id, c.id}
    assert [r.id for r in store.by_slug("a", scopes=["/p"], kind="fact")] == [a.id]
    assert store.by_slug("a", scopes=[]) == []


def test_get_many_sees_every_change_to_a_record_it_read_before(store: Store) -> None:
    # SQLite remembers decoded rows; a changed row (even one whose updated_at stays) is new.
    rec = make_record(body="first text")
    store.insert(rec)
    assert store.get_many([rec.id])[rec.id].body == "first text"
    store.update(replace(rec, body="second text"), reason="edit")
    assert store.get_many([rec.id])[rec.id].body == "second text"
    store.update(replace(rec, body="second text", archived=True), reason="archive")
    again = store.get_many([rec.id])[rec.id]
    assert (again.body, again.archived, again.updated_at) == ("second text", True, rec.updated_at)


def test_search_rows_hold_the_records_fields(store: Store) -> None:
    # Search scores candidates by their rows and shows whole records: the two must agree on
    # every field search reads, the vector key (the stored content hash) included.
    recs = [
        make_record(title="Deploy", body="ship it", tags=("ops", "ci"), why="w", how="h"),
        make_record(
            kind="event",
            type="session_completed",
            title="Session",
            body="did things",
            payload={"summary": "fixed the build", "lessons": ["pin deps", 3], "other": "x"},
            created_at=T0 - timedelta(days=3),
        ),
        make_record(kind="pattern", title="P", body="b", confidence=0.4, pinned=True),
        make_record(title="gone", body="archived one", archived=True, scope="/q"),
    ]
    for r in recs:
        store.insert(r)
    ids = [recs[2].id, "missing", recs[0].id, recs[3].id, recs[1].id, recs[0].id]
    rows = store.search_rows(ids)
    assert list(rows) == [recs[2].id, recs[0].id, recs[3].id, recs[1].id]
    for r in recs:
        row = rows[r.id]
        got = (row.kind, row.scope, row.archived, row.title, row.body, row.search_text)
        assert got == (r.kind, r.scope, r.archived, r.title, r.body, r.search_text)
        assert row.content_hash == r.content_hash
        assert (row.created_at, row.pinned) == (r.created_at, r.pinned)
        assert row.confidence == r.confidence
    assert "pin deps\n3" in rows[recs[1].id].search_text
    assert store.search_rows([]) == {}
    # A row read before is read again once its record changes (SQLite keeps rows by id).
    store.update(replace(recs[0], body="shipped", archived=True), reason="edit")
    again = store.search_rows([recs[0].id])[recs[0].id]
    assert (again.body, again.archived) == ("shipped", True)
    assert again.content_hash == replace(recs[0], body="shipped").content_hash
    store.delete(recs[2].id)
    assert list(store.search_rows(ids)) == [recs[0].id, recs[3].id, recs[1].id]


def test_list_filters_and_order(store: Store) -> None:
    ids = []
    for i in range(5):
        r = make_record(
            title=f"n{i}",
            tags=("ops",) if i % 2 else ("ops_x",),
            created_at=T0 + timedelta(minutes=i),
            pinned=i == 4,
            type="user" if i < 2 else "project",
        )
        store.insert(r)
        ids.append(r.id)
    recs, total = store.list_records(ListFilter(limit=3))
    assert total == 5 and [r.id for r in recs] == ids[::-1][:3]
    page, _ = store.list_records(ListFilter(limit=2, offset=3))
    assert [r.id for r in page] == ids[::-1][3:]
    tagged, n = store.list_records(ListFilter(tag="ops"))
    assert n == 2 and all("ops" in r.tags for r in tagged)
    assert store.list_records(ListFilter(tag="ops_"))[1] == 0  # _ is literal, not a wildcard
    assert store.list_records(ListFilter(since=T0 + timedelta(minutes=3)))[1] == 2
    assert store.list_records(ListFilter(pinned=True))[1] == 1
    assert store.list_records(ListFilter(types=["user"]))[1] == 2
    assert store.list_records(ListFilter(scopes=[]))[1] == 0
    assert store.list_records(ListFilter(scopes=["/elsewhere"]))[1] == 0
    assert [r.id for r in store.iter_records(ListFilter(limit=1))] == ids


def test_archived_records_are_listed_only_when_asked(store: Store) -> None:
    live, gone = make_record(body="kept words"), make_record(body="archived words", archived=True)
    store.insert(live)
    store.insert(gone)
    assert store.list_records(ListFilter())[1] == 1
    assert store.list_records(ListFilter(include_archived=True))[1] == 2
    assert [h[0] for h in store.fts(["words"], scopes=None, kinds=None, limit=5)] == [live.id]


def test_scopes_and_counts(store: Store) -> None:
    store.insert(make_record(scope="/a"))
    store.insert(make_record(scope="/a", kind="event", type="manual_note"))
    store.insert(make_record(scope="/b", archived=True))
    moved = make_record(scope="/c")
    store.insert(moved)
    store.update(moved.with_changes(scope="/b"), reason="edit")
    assert store.scopes() == {"/a": 2, "/b": 2}
    assert store.counts() == {"fact": {"fact": 2}, "event": {"manual_note": 1}}
    assert store.counts(scopes=["/a"]) == {"fact": {"fact": 1}, "event": {"manual_note": 1}}
    store.delete(moved.id)
    assert store.scopes() == {"/a": 2, "/b": 1}


# -- full text -----------------------------------------------------------------------------


def test_fts_scores_title_above_body_and_filters(store: Store) -> None:
    in_title = make_record(title="kubernetes rollout", body="notes")
    in_body = make_record(title="notes", body="the kubernetes rollout failed twice")
    elsewhere = make_record(title="kubernetes", scope="/q")
    a_pattern = make_record(title="kubernetes", kind="pattern")
    for r in (in_title, in_body, elsewhere, a_pattern):
        store.insert(r)
    hits = store.fts(["kubernetes"], scopes=["/p"], kinds=["fact"], limit=10)
    assert [h[0] for h in hits] == [in_title.id, in_body.id]
    assert hits[0][1] > hits[1][1] > 0
    assert store.fts(["kubernetes"], scopes=[], kinds=None, limit=10) == []
    assert len(store.fts(["kubernetes"], scopes=None, kinds=None, limit=2)) == 2


def test_fts_rare_terms_outweigh_common_ones(store: Store) -> None:
    for i in range(8):
        store.insert(make_record(title=f"deploy step {i}", body="deploy"))
    rare = make_record(title="zeppelin", body="zeppelin")
    common = make_record(title="deploy", body="deploy")
    store.insert(rare)
    store.insert(common)
    scores = dict(store.fts(["deploy", "zeppelin"], scopes=None, kinds=None, limit=20))
    assert scores[rare.id] > scores[common.id]


def test_fts_tokens_split_like_the_sqlite_tokenizer(store: Store) -> None:
    rec = make_record(title="Run app.py", body="CAFÉ déjà-vu in src/main_loop.rs", tags=("ci",))
    store.insert(rec)
    for term in ("app", "py", "cafe", "deja", "vu", "main", "loop", "rs", "ci", "app.py"):
        assert [h[0] for h in store.fts([term], scopes=None, kinds=None, limit=5)] == [rec.id], term
    assert store.fts(["ap"], scopes=None, kinds=None, limit=5) == []
    assert [h[0] for h in store.fts(["ap"], prefix=True, scopes=None, kinds=None, limit=5)] == [
        rec.id
    ]
    # Operators and quotes in a term are literal text, never query syntax.
    for hostile in ('"', "a OR b", "x'); DROP TABLE records; --", "*", "NEAR(", "!", "<->"):
        store.fts([hostile], scopes=None, kinds=None, limit=5)
        store.fts([hostile], prefix=True, scopes=None, kinds=None, limit=5)
    assert store.fts([], scopes=None, kinds=None, limit=5) == []
    assert store.fts(["  "], scopes=None, kinds=None, limit=5) == []


def test_document_frequencies(store: Store) -> None:
    store.insert(make_record(title="alpha beta", body="beta"))
    store.insert(make_record(title="beta gamma", body="x"))
    gone = make_record(title="alpha", body="y")
    store.insert(gone)
    store.delete(gone.id)
    total, freq = store.document_frequencies(["alpha", "beta", "gamma", "delta"])
    assert total == 2
    assert freq == {"alpha": 1, "beta": 2, "gamma": 1}


def test_fts_budget_queries_the_rarest_terms_that_fit(store: Store) -> None:
    common = [make_record(title=f"deploy step {i}", body="deploy") for i in range(4)]
    rare = make_record(title="deploy zeppelin", body="airship")
    for rec in [*common, rare]:
        store.insert(rec)
    full = store.fts(["deploy", "zeppelin"], scopes=None, kinds=None, limit=10)
    assert len(full) == 5
    # 5 rows hold "deploy", 1 holds "zeppelin": a budget of 3 keeps only the rare word.
    kept = store.fts(["deploy", "zeppelin"], scopes=None, kinds=None, limit=10, budget=3)
    assert [h[0] for h in kept] == [rare.id]
    # Terms that all fit are answered exactly as without a budget; the rarest always runs.
    assert store.fts(["deploy", "zeppelin"], scopes=None, kinds=None, limit=10, budget=6) == full
    only = store.fts(["deploy", "step"], scopes=None, kinds=None, limit=10, budget=1)
    assert {h[0] for h in only} == {r.id for r in common}


def test_accented_terms_are_counted_and_kept_under_a_budget(store: Store) -> None:
    cafe = make_record(title="Café opening hours", body="the café deploy runs at noon")
    others = [make_record(title=f"deploy step {i}", body="deploy") for i in range(3)]
    for rec in [cafe, *others]:
        store.insert(rec)
    # The tokenizer files "Café" under "cafe"; asked either way, the count is the same.
    assert store.document_frequencies(["café", "Cafe"])[1] == {"café": 1, "Cafe": 1}
    # The rare accented word stays in a budgeted query instead of counting as absent.
    kept = store.fts(["café", "deploy"], scopes=None, kinds=None, limit=10, budget=1)
    assert [h[0] for h in kept] == [cafe.id]


def test_substring_ids(store: Store) -> None:
    a = make_record(title="Percent 100% sure", body="x")
    b = make_record(title="y", body="under_score here")
    c = make_record(title="z", body="MixedCase Term", tags=("ops",))
    d = make_record(title="w", body="mixedcase archived", archived=True)
    for r in (a, b, c, d):
        store.insert(r)
    find = store.substring_ids
    assert find(["100%"], scopes=["/p"], kinds=None, limit=10) == [a.id]
    assert find(["r_s"], scopes=["/p"], kinds=None, limit=10) == [b.id]
    assert find(["0%"], scopes=["/p"], kinds=None, limit=10) == [a.id]
    assert find(["mixedcase"], scopes=["/p"], kinds=None, limit=10) == [c.id]
    got = find(["mixedcase"], scopes=["/p"], kinds=None, limit=10, include_archived=True)
    assert set(got) == {c.id, d.id}
    assert find(["mixedcase"], scopes=[], kinds=None, limit=10) == []
    assert find(["x", "ops"], scopes=["/p"], kinds=["fact"], limit=10) == [c.id, a.id]


# -- vectors -------------------------------------------------------------------------------


def _embed(texts: list[str]) -> np.ndarray:
    return HashEmbedder(64).embed(texts)


def test_vectors_round_trip_and_model_identity(store: Store) -> None:
    recs = [make_record(title=f"t{i}", body=f"vector body {i}") for i in range(3)]
    for r in recs:
        store.insert(r)
    vecs = _embed([r.embed_text for r in recs])
    store.put_embeddings("hash-64", [(r.content_hash, vecs[i]) for i, r in enumerate(recs[:2])])
    store.put_embeddings("hash-64", [(recs[0].content_hash, vecs[0])])  # idempotent
    assert store.embedding_models() == {"hash-64": 64}
    assert store.cached_hashes([r.content_hash for r in recs], "hash-64") == {
        recs[0].content_hash,
        recs[1].content_hash,
    }
    assert store.cached_hashes([recs[0].content_hash], "other") == set()
    got = store.vectors_by_hash([recs[1].content_hash], "hash-64")
    assert got[recs[1].content_hash].dtype == np.float32
    assert np.allclose(got[recs[1].content_hash], vecs[1])
    assert [r.id for r in store.unembedded("hash-64")] == [recs[2].id]
    assert store.drop_embeddings(keep_model="hash-64") == 0
    assert store.drop_embeddings(keep_model=None) == 2
    assert store.embedding_models() == {}


def test_embedding_models_names_every_model_held(store: Store) -> None:
    # Three models, each with several vectors: the loose index scan must step past every
    # vector of one model to the next (it once sought on the model alone).
    recs = [make_record(title=f"m{i}", body=f"models body {i}") for i in range(6)]
    for r in recs:
        store.insert(r)
    for model, dim, part in (("a-model", 32, recs[:2]), ("b-model", 48, recs[2:4])):
        vecs = HashEmbedder(dim).embed([r.embed_text for r in part])
        store.put_embeddings(model, [(r.content_hash, vecs[i]) for i, r in enumerate(part)])
    vecs = _embed([r.embed_text for r in recs[4:]])
    store.put_embeddings("c-model", [(r.content_hash, vecs[i]) for i, r in enumerate(recs[4:])])
    assert store.embedding_models() == {"a-model": 32, "b-model": 48, "c-model": 64}


def test_vectors_by_hash_follows_a_drop_by_another_handle(store: Store, store_target: str) -> None:
    # SQLite remembers vectors it read; a drop from another process must still be seen.
    rec = make_record(title="kept", body="a vector read twice")
    store.insert(rec)
    store.put_embeddings("hash-64", [(rec.content_hash, _embed([rec.embed_text])[0])])
    assert set(store.vectors_by_hash([rec.content_hash], "hash-64")) == {rec.content_hash}
    other = open_store(store_target)
    try:
        assert other.drop_embeddings(keep_model=None) == 1
    finally:
        other.close()
    assert store.vectors_by_hash([rec.content_hash], "hash-64") == {}


def test_vector_search_orders_filters_and_follows_writes(store: Store) -> None:
    texts = ["redis cache eviction", "postgres vacuum", "redis cluster failover", "css grid"]
    recs = [
        make_record(title=t, body=t, scope="/p" if i < 3 else "/q") for i, t in enumerate(texts)
    ]
    for r in recs:
        store.insert(r)
    vecs = _embed(texts)
    store.put_embeddings("hash-64", [(r.content_hash, vecs[i]) for i, r in enumerate(recs)])
    query = _embed(["redis cache eviction"])[0]
    hits = store.vector_search("hash-64", 64, query, {"/p"}, 2)
    assert hits[0][0] == recs[0].id and hits[0][1] == pytest.approx(1.0, abs=1e-5)
    assert len(hits) == 2 and hits[0][1] >= hits[1][1]
    assert {h[0] for h in store.vector_search("hash-64", 64, query, None, 10)} == {
        r.id for r in recs
    }
    assert [h[0] for h in store.vector_search("hash-64", 64, query, {"/q"}, 10)] == [recs[3].id]
    assert store.vector_search("hash-64", 64, query, set(), 10) == []
    assert store.vector_search("hash-64", 64, query, {"/p"}, 0) == []
    # Archiving takes a record out at once; an edit is searched under its new text.
    store.update(recs[0].with_changes(archived=True), reason="archive")
    assert recs[0].id not in {h[0] for h in store.vector_search("hash-64", 64, query, None, 10)}


def test_vector_search_ties_break_by_id(store: Store) -> None:
    twins = sorted(
        [make_record(title="same", body="same text") for _ in range(3)], key=lambda r: r.id
    )
    for r in twins:
        store.insert(r)
    vec = _embed(["same\nsame text"])[0]
    store.put_embeddings("hash-64", [(twins[0].content_hash, vec)])
    hits = store.vector_search("hash-64", 64, vec, None, 3)
    assert [h[0] for h in hits] == [r.id for r in twins]


# -- backend specifics -----------------------------------------------------------------------


def test_sqlite_old_schema_is_migrated_forward(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT)")
    MIGRATIONS[0](db)
    db.execute("INSERT INTO schema_migrations VALUES ('m001_initial', 'then')")
    db.close()
    store = SqliteStore(path)
    assert store.applied_migrations == [fn.__name__ for fn in MIGRATIONS[1:]]
    store.close()


def test_sqlite_wal(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "w.db")
    db = sqlite3.connect(tmp_path / "w.db")
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()
    store.close()


def test_postgres_servers_starting_at_once_migrate_once(pg_url: str) -> None:
    opened: list[PostgresStore] = []
    errors: list[BaseException] = []

    def start() -> None:
        try:
            opened.append(PostgresStore(pg_url, pool_max=2))
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=start) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    applied = sorted((s.applied_migrations for s in opened), key=len)
    assert applied[:3] == [[], [], []]
    assert applied[3] == [fn.__name__ for fn in PG_MIGRATIONS]
    for s in opened:
        s.close()


def test_postgres_hnsw_answers_like_the_exact_scan(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = PostgresStore(pg_url)
    texts = [f"topic {i % 17} item {i} words {i * 7 % 13}" for i in range(300)]
    recs = [
        make_record(title=t, body=t, scope="/p" if i % 3 else "/q") for i, t in enumerate(texts)
    ]
    with store.transaction():
        for r in recs:
            store.insert(r)
    vecs = _embed(texts)
    store.put_embeddings("hash-64", [(r.content_hash, vecs[i]) for i, r in enumerate(recs)])
    store.build_vector_index(64)
    query = _embed(["topic 5 item words 3"])[0]
    exact = store.vector_search("hash-64", 64, query, {"/p"}, 10)
    monkeypatch.setattr(pg_store.vectors, "EXACT_MAX", 10)
    approx = store.vector_search("hash-64", 64, query, {"/p"}, 10)
    # HNSW is approximate: most of the exact top 10 must come back, in the same order of score.
    assert len(approx) == 10
    assert len({h[0] for h in approx} & {h[0] for h in exact}) >= 8
    assert [h[1] for h in approx] == sorted((h[1] for h in approx), reverse=True)
    with store._conn() as db, db.transaction():
        # At 300 rows a sort is cheaper than the index; the plan must still be able to use it.
        db.execute("SET LOCAL enable_seqscan = off")
        db.execute("SET LOCAL enable_bitmapscan = off")
        plan = "\n".join(
            r[0]
            for r in db.execute(
                "EXPLAIN SELECT content_hash FROM embeddings WHERE dim = 64 "
                "ORDER BY (vector::vector(64)) <#> (%s::vector(64)) LIMIT 5",
                (query,),
            )
        )
    assert "embeddings_hnsw_64" in plan
    store.close()


def test_health_for_the_doctor(store: Store) -> None:
    rec = make_record(body="checked by the doctor")
    store.insert(rec)
    store.insert(make_record(body="archived", archived=True))
    health = store.health("hash-64")
    assert health["integrity"] == [] and health["fts_ok"]
    assert health["pending_migrations"] == [] and health["unknown_migrations"] == []
    assert health["records"] == health["fts_rows"] == 2
    assert health["missing_vectors"] == store.missing_vectors("hash-64") == 1
    store.put_embeddings("hash-64", [(rec.content_hash, _embed([rec.embed_text])[0])])
    assert store.missing_vectors("hash-64") == 0


def test_insert_many_counts_like_single_inserts(store: Store) -> None:
    batch = [
        make_record(title=f"bulk {i}", body="shared words here", scope=f"/s{i % 2}")
        for i in range(6)
    ]
    store.insert_many(batch)
    store.insert_many([])
    assert store.scopes() == {"/s0": 3, "/s1": 3}
    total, freq = store.document_frequencies(["shared", "bulk", "0"])
    assert (total, freq) == (6, {"shared": 6, "bulk": 6, "0": 1})
    assert store.fts_integrity()
    single = make_record(title="one more", body="shared")
    store.insert(single)  # the row triggers are on again after a batch
    assert store.document_frequencies(["shared"]) == (7, {"shared": 7})
    clash = [make_record(slug="dup"), make_record(slug="dup")]
    with pytest.raises(Conflict):
        store.insert_many(clash)
    assert store.maybe_get(clash[0].id) is None  # a refused batch adds none of its records
    assert store.document_frequencies(["shared"]) == (7, {"shared": 7})


def test_postgres_builds_the_hnsw_index_once_the_store_outgrows_the_exact_scan(
    pg_clean_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = PostgresStore(pg_clean_url)
    monkeypatch.setattr(pg_store.vectors, "EXACT_MAX", 5)
    recs = [make_record(title=f"r{i}", body=f"body {i}") for i in range(4)]
    store.insert_many(recs)
    vecs = _embed([r.embed_text for r in recs])
    store.put_embeddings("hash-64", [(r.content_hash, vecs[i]) for i, r in enumerate(recs)])

    def has_index() -> bool:
        with store._conn() as db:
            found = db.execute(
                "SELECT 1 FROM pg_indexes WHERE indexname = 'embeddings_hnsw_64'"
            ).fetchone()
        return found is not None

    assert not has_index()
    more = [make_record(title=f"m{i}", body=f"more {i}") for i in range(4)]
    store.insert_many(more)
    mvecs = _embed([r.embed_text for r in more])
    store.put_embeddings("hash-64", [(r.content_hash, mvecs[i]) for i, r in enumerate(more)])
    assert has_index()
    store.close()
