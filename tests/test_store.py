"""The Store protocol, on both backends: every test here runs against SQLite and against a real
PostgreSQL with pgvector (the ``backend`` fixture). Backend-specific details (SQLite's WAL and
old schemas, PostgreSQL's concurrent migrations and HNSW plan) follow at the end."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from memlane.core.access import User, hash_token, new_token
from memlane.core.consolidation_rules import LINK_SUPERSEDES
from memlane.core.interop_formats.model import SourceFile, UnitRef
from memlane.core.records import Provenance, Record, new_id
from memlane.core.utility_rules import Observation
from memlane.core.verify_rules import VerdictRow
from memlane.errors import Conflict, NotFound
from memlane.providers.embedders import HashEmbedder
from memlane.store import postgres as pg_store
from memlane.store.migrations import MIGRATIONS
from memlane.store.postgres import PostgresStore
from memlane.store.postgres.migrations import MIGRATIONS as PG_MIGRATIONS
from memlane.store.protocol import ListFilter, Store
from memlane.store.sqlite import SqliteStore

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


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


def open_store(target: str) -> Store:
    return (
        PostgresStore(target) if target.startswith("postgresql://") else SqliteStore(Path(target))
    )


@pytest.fixture
def store(store_target: str) -> Iterator[Store]:
    s = open_store(store_target)
    yield s
    s.close()


# -- lifecycle and transactions ----------------------------------------------------------


def test_blank_schema_gets_every_migration(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    names = [fn.__name__ for fn in (MIGRATIONS if backend == "sqlite" else PG_MIGRATIONS)]
    target = str(tmp_path / "m.db") if backend == "sqlite" else request.getfixturevalue("pg_url")
    first = open_store(target)
    assert first.applied_migrations == names  # type: ignore[attr-defined]
    first.close()
    again = open_store(target)
    assert again.applied_migrations == []  # type: ignore[attr-defined]
    again.close()


def test_nested_transaction_rolls_back_inner_only(store: Store) -> None:
    a, b = _record(title="alpha"), _record(title="beta")
    with store.transaction():
        store.insert(a)
        with pytest.raises(RuntimeError), store.transaction():
            store.insert(b)
            raise RuntimeError("inner fails")
    assert store.maybe_get(a.id) is not None
    assert store.maybe_get(b.id) is None


def test_outer_failure_rolls_back_everything(store: Store) -> None:
    a = _record()
    with pytest.raises(RuntimeError), store.transaction():
        store.insert(a)
        raise RuntimeError("crash")
    assert store.maybe_get(a.id) is None


def test_a_conflict_inside_a_transaction_leaves_it_usable(store: Store) -> None:
    a = _record(slug="same")
    store.insert(a)
    b = _record(slug="same")
    c = _record(slug="other")
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
    rec = _record(
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
    store.insert(_record(slug="x"))
    with pytest.raises(Conflict):
        store.insert(_record(slug="x"))
    store.insert(_record(slug="x", scope="/other"))  # another scope is fine
    store.insert(_record(slug="x", kind="pattern"))  # and another kind


def test_update_keeps_history_and_fts_follows(store: Store) -> None:
    rec = _record(title="deploy", body="deploy with helm")
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
    rec = _record(body="gone soon")
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
    a = _record(slug="a", scope="/p")
    b = _record(slug="a", scope="/q")
    c = _record(slug="a", scope="/p", kind="pattern")
    for r in (a, b, c):
        store.insert(r)
    assert set(store.get_many([a.id, b.id, "missing", a.id])) == {a.id, b.id}
    assert store.get_many([]) == {}
    assert {r.id for r in store.by_slug("a")} == {a.id, b.id, c.id}
    assert [r.id for r in store.by_slug("a", scopes=["/p"], kind="fact")] == [a.id]
    assert store.by_slug("a", scopes=[]) == []


def test_list_filters_and_order(store: Store) -> None:
    ids = []
    for i in range(5):
        r = _record(
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
    live, gone = _record(body="kept words"), _record(body="archived words", archived=True)
    store.insert(live)
    store.insert(gone)
    assert store.list_records(ListFilter())[1] == 1
    assert store.list_records(ListFilter(include_archived=True))[1] == 2
    assert [h[0] for h in store.fts(["words"], scopes=None, kinds=None, limit=5)] == [live.id]


def test_scopes_and_counts(store: Store) -> None:
    store.insert(_record(scope="/a"))
    store.insert(_record(scope="/a", kind="event", type="manual_note"))
    store.insert(_record(scope="/b", archived=True))
    moved = _record(scope="/c")
    store.insert(moved)
    store.update(moved.with_changes(scope="/b"), reason="edit")
    assert store.scopes() == {"/a": 2, "/b": 2}
    assert store.counts() == {"fact": {"fact": 2}, "event": {"manual_note": 1}}
    assert store.counts(scopes=["/a"]) == {"fact": {"fact": 1}, "event": {"manual_note": 1}}
    store.delete(moved.id)
    assert store.scopes() == {"/a": 2, "/b": 1}


# -- full text -----------------------------------------------------------------------------


def test_fts_scores_title_above_body_and_filters(store: Store) -> None:
    in_title = _record(title="kubernetes rollout", body="notes")
    in_body = _record(title="notes", body="the kubernetes rollout failed twice")
    elsewhere = _record(title="kubernetes", scope="/q")
    a_pattern = _record(title="kubernetes", kind="pattern")
    for r in (in_title, in_body, elsewhere, a_pattern):
        store.insert(r)
    hits = store.fts(["kubernetes"], scopes=["/p"], kinds=["fact"], limit=10)
    assert [h[0] for h in hits] == [in_title.id, in_body.id]
    assert hits[0][1] > hits[1][1] > 0
    assert store.fts(["kubernetes"], scopes=[], kinds=None, limit=10) == []
    assert len(store.fts(["kubernetes"], scopes=None, kinds=None, limit=2)) == 2


def test_fts_rare_terms_outweigh_common_ones(store: Store) -> None:
    for i in range(8):
        store.insert(_record(title=f"deploy step {i}", body="deploy"))
    rare = _record(title="zeppelin", body="zeppelin")
    common = _record(title="deploy", body="deploy")
    store.insert(rare)
    store.insert(common)
    scores = dict(store.fts(["deploy", "zeppelin"], scopes=None, kinds=None, limit=20))
    assert scores[rare.id] > scores[common.id]


def test_fts_tokens_split_like_the_sqlite_tokenizer(store: Store) -> None:
    rec = _record(title="Run app.py", body="CAFÉ déjà-vu in src/main_loop.rs", tags=("ci",))
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
    store.insert(_record(title="alpha beta", body="beta"))
    store.insert(_record(title="beta gamma", body="x"))
    gone = _record(title="alpha", body="y")
    store.insert(gone)
    store.delete(gone.id)
    total, freq = store.document_frequencies(["alpha", "beta", "gamma", "delta"])
    assert total == 2
    assert freq == {"alpha": 1, "beta": 2, "gamma": 1}


def test_substring_ids(store: Store) -> None:
    a = _record(title="Percent 100% sure", body="x")
    b = _record(title="y", body="under_score here")
    c = _record(title="z", body="MixedCase Term", tags=("ops",))
    d = _record(title="w", body="mixedcase archived", archived=True)
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
    recs = [_record(title=f"t{i}", body=f"vector body {i}") for i in range(3)]
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


def test_vector_search_orders_filters_and_follows_writes(store: Store) -> None:
    texts = ["redis cache eviction", "postgres vacuum", "redis cluster failover", "css grid"]
    recs = [_record(title=t, body=t, scope="/p" if i < 3 else "/q") for i, t in enumerate(texts)]
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
    twins = sorted([_record(title="same", body="same text") for _ in range(3)], key=lambda r: r.id)
    for r in twins:
        store.insert(r)
    vec = _embed(["same\nsame text"])[0]
    store.put_embeddings("hash-64", [(twins[0].content_hash, vec)])
    hits = store.vector_search("hash-64", 64, vec, None, 3)
    assert [h[0] for h in hits] == [r.id for r in twins]


# -- activity ------------------------------------------------------------------------------


def test_receipts_exposures_and_outcomes(store: Store) -> None:
    store.add_receipt("r1", kind="packet", scope="/p", query="q", record_ids=["a", "b"], at=T0)
    store.add_receipt("r2", kind="brief", scope="/p", query=None, record_ids=["a"], at=T0)
    got = store.receipt("r1")
    assert got["record_ids"] == ["a", "b"] and got["kind"] == "packet" and got["outcome"] is None
    assert got["created_at"].startswith("2026-03-01T12:00:00")
    assert store.exposure_counts(["a", "b", "c"]) == {"a": 2, "b": 1}
    assert store.exposure_counts([]) == {}
    evidence = {"tests": "3 passed", "session_id": "s"}
    assert store.set_receipt_outcome("r1", "done", T0, by="tests", evidence=evidence) is True
    assert store.set_receipt_outcome("r1", "failed", T0, by="person") is False
    got = store.receipt("r1")
    assert (got["outcome"], got["outcome_by"], got["outcome_evidence"]) == (
        "done",
        "tests",
        evidence,
    )
    assert got["outcome_at"].startswith("2026-03-01T12:00:00")
    assert store.receipt("r2")["outcome_by"] is None
    assert store.set_receipt_outcome("r2", "failed", T0 + timedelta(seconds=1)) is True
    settled = store.record_outcomes("a")
    assert [(r["id"], r["outcome"], r["outcome_by"]) for r in settled] == [
        ("r1", "done", "tests"),
        ("r2", "failed", None),
    ]
    assert "record_ids" not in settled[0] and settled[1]["outcome_evidence"] is None
    assert [r["id"] for r in store.record_outcomes("b")] == ["r1"]
    assert store.record_outcomes("c") == []
    with pytest.raises(NotFound):
        store.receipt("missing")


def test_tool_calls_and_hints(store: Store) -> None:
    for i, (errored, test_run) in enumerate(((True, True), (False, None))):
        store.add_tool_call(
            session_id="s",
            scope="/p",
            tool="Bash",
            command=f"make test{i}",
            command_hash=f"h{i}",
            errored=errored,
            error="boom" if errored else None,
            at=T0 + timedelta(seconds=i),
            test_run=test_run,
        )
    calls = store.tool_calls("s")
    assert [c["command"] for c in calls] == ["make test0", "make test1"]
    assert calls[0]["errored"] is True and calls[0]["error"] == "boom"
    assert [(c["scope"], c["test_run"]) for c in calls] == [("/p", True), ("/p", None)]
    assert calls[1]["at"] == T0 + timedelta(seconds=1)
    assert store.tool_calls("other") == []
    store.add_tool_call(
        session_id="s2",
        scope="/p",
        tool="Bash",
        command="make test0",
        command_hash="h0",
        errored=False,
        error=None,
        at=T0 + timedelta(seconds=5),
    )
    last = store.last_tool_call("/p", "h0")
    assert last is not None
    assert (last["session_id"], last["errored"], last["at"]) == (
        "s2",
        False,
        T0 + timedelta(seconds=5),
    )
    assert store.last_tool_call("/q", "h0") is None
    assert store.mark_hint_shown("s", "h0", T0) is True
    assert store.mark_hint_shown("s", "h0", T0) is False


def test_agent_sessions_and_pauses(store: Store) -> None:
    store.add_receipt("r2", kind="packet", scope="/p", query="q", record_ids=[], at=T0)
    store.add_receipt("r1", kind="brief", scope="/p", query=None, record_ids=[], at=T0)
    store.link_receipt("s", "r2", T0)
    store.link_receipt("s", "r1", T0)
    store.link_receipt("s", "r1", T0)  # linking twice is a no-op
    store.set_receipt_outcome("r2", "done", T0)
    linked = store.session_receipts("s")
    assert [(r["id"], r["scope"], r["outcome"]) for r in linked] == [
        ("r1", "/p", None),
        ("r2", "/p", "done"),
    ]
    assert linked[0]["created_at"] == T0 and store.session_receipts("other") == []

    assert store.agent_session("s") is None
    store.touch_agent_session("s", scope="/p", agent="claude-code", at=T0, task="fix the build")
    store.touch_agent_session("s", scope="/p", agent=None, at=T0 + timedelta(seconds=1))
    got = store.agent_session("s")
    assert got == {
        "session_id": "s",
        "scope": "/p",
        "agent": "claude-code",
        "task": "fix the build",
        "compacted_at": None,
        "updated_at": T0 + timedelta(seconds=1),
    }
    store.touch_agent_session("s", scope="/p", agent=None, at=T0, task=None, compacted_at=T0)
    got = store.agent_session("s")
    assert got is not None and (got["task"], got["compacted_at"]) == (None, T0)

    assert store.pause("scope:/p", T0) is True
    assert store.pause("scope:/p", T0) is False
    assert store.pause("session:s", T0 + timedelta(seconds=1)) is True
    assert store.paused(["session:s", "scope:/q", "scope:/p"]) == ["scope:/p", "session:s"]
    assert store.paused([]) == []
    assert store.paused_targets() == [
        {"target": "scope:/p", "at": T0},
        {"target": "session:s", "at": T0 + timedelta(seconds=1)},
    ]
    assert store.resume("scope:/p") is True
    assert store.resume("scope:/p") is False
    assert store.paused(["scope:/p", "session:s"]) == ["session:s"]


def test_users_and_request_windows(store: Store) -> None:
    token = new_token()
    ana = User("ana", "writer", ("/p", "global"), hash_token(token), T0)
    store.add_user(ana)
    with pytest.raises(Conflict):
        store.add_user(ana)
    assert store.user_by_token(hash_token(token)) == ana
    assert store.user_by_token(hash_token(token + "x")) is None
    assert [u.name for u in store.users()] == ["ana"]
    assert [store.count_request("ana", T0) for _ in range(3)] == [1, 2, 3]
    assert store.count_request("bob", T0) == 1
    assert store.count_request("ana", T0 + timedelta(minutes=1)) == 1
    assert store.remove_user("ana") == ana
    with pytest.raises(NotFound):
        store.remove_user("ana")


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
    recs = [_record(title=t, body=t, scope="/p" if i % 3 else "/q") for i, t in enumerate(texts)]
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
    rec = _record(body="checked by the doctor")
    store.insert(rec)
    store.insert(_record(body="archived", archived=True))
    health = store.health("hash-64")
    assert health["integrity"] == [] and health["fts_ok"]
    assert health["pending_migrations"] == [] and health["unknown_migrations"] == []
    assert health["records"] == health["fts_rows"] == 2
    assert health["missing_vectors"] == store.missing_vectors("hash-64") == 1
    store.put_embeddings("hash-64", [(rec.content_hash, _embed([rec.embed_text])[0])])
    assert store.missing_vectors("hash-64") == 0


def test_insert_many_counts_like_single_inserts(store: Store) -> None:
    batch = [
        _record(title=f"bulk {i}", body="shared words here", scope=f"/s{i % 2}") for i in range(6)
    ]
    store.insert_many(batch)
    store.insert_many([])
    assert store.scopes() == {"/s0": 3, "/s1": 3}
    total, freq = store.document_frequencies(["shared", "bulk", "0"])
    assert (total, freq) == (6, {"shared": 6, "bulk": 6, "0": 1})
    assert store.fts_integrity()
    single = _record(title="one more", body="shared")
    store.insert(single)  # the row triggers are on again after a batch
    assert store.document_frequencies(["shared"]) == (7, {"shared": 7})
    clash = [_record(slug="dup"), _record(slug="dup")]
    with pytest.raises(Conflict):
        store.insert_many(clash)
    assert store.maybe_get(clash[0].id) is None  # a refused batch adds none of its records
    assert store.document_frequencies(["shared"]) == (7, {"shared": 7})


def test_postgres_builds_the_hnsw_index_once_the_store_outgrows_the_exact_scan(
    pg_clean_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = PostgresStore(pg_clean_url)
    monkeypatch.setattr(pg_store.vectors, "EXACT_MAX", 5)
    recs = [_record(title=f"r{i}", body=f"body {i}") for i in range(4)]
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
    more = [_record(title=f"m{i}", body=f"more {i}") for i in range(4)]
    store.insert_many(more)
    mvecs = _embed([r.embed_text for r in more])
    store.put_embeddings("hash-64", [(r.content_hash, mvecs[i]) for i, r in enumerate(more)])
    assert has_index()
    store.close()


def test_import_sources_round_trip(store: Store) -> None:
    unit = UnitRef(key="k", record_id="r1", start=0, end=5, content_hash="h")
    first = SourceFile("/p", "claude-code", "a.md", "s1", b"hello\r\n", "memories", (unit,), T0)
    store.put_import_sources([first])
    store.put_import_sources([replace(first, sha256="s2", content=b"changed")])
    got = store.import_sources("/p", "claude-code")
    assert [(f.path, f.sha256, f.content, f.units) for f in got] == [
        ("a.md", "s2", b"changed", (unit,))
    ]
    assert got[0].imported_at == T0
    assert store.import_sources("/p", "codex") == []


def test_lifecycle_rows(store: Store) -> None:
    old, new = _record(title="old way", body="use make"), _record(title="new way", body="use just")
    store.insert(old)
    store.insert(new)
    row = VerdictRow(
        old.id, "/p", old.content_hash, "stale", "gone", (), {"a": [1, 2]}, "/r", False, T0
    )
    store.put_verdicts([row])
    store.put_verdicts([replace(row, verdict="verified", reason="fine")])
    got = store.verdicts(record_ids=[old.id])[old.id]
    assert (got.verdict, got.deps, got.checked_at) == ("verified", {"a": [1, 2]}, T0)
    assert list(store.verdicts(scope="/p", with_claims=False)) == [old.id]
    assert store.add_link(new.id, old.id, kind=LINK_SUPERSEDES, reason="newer", at=T0) is True
    assert store.add_link(new.id, old.id, kind=LINK_SUPERSEDES, reason="newer", at=T0) is False
    assert [(link.src_id, link.dst_id) for link in store.links_of([old.id])] == [(new.id, old.id)]
    mark = store.lifecycle_marks([old.id, new.id])
    assert mark[old.id].superseded_by == new.id and new.id not in mark
    store.put_merge_receipt(
        "k", scope="/p", survivor_id=new.id, member_ids=[old.id], state="written", at=T0
    )
    assert [m["key"] for m in store.pending_merges("/p")] == ["k"]
    store.put_merge_receipt(
        "k", scope="/p", survivor_id=new.id, member_ids=[old.id], state="done", at=T0
    )
    assert store.pending_merges("/p") == [] and store.merge_receipt("k")["member_ids"] == [old.id]  # type: ignore[index]
    run_id = store.add_consolidation_run(
        scope="/p", trigger="dream", started_at=T0, finished_at=T0, status="ok", actions=[{"a": 1}]
    )
    runs = store.consolidation_runs(scope="/p")
    assert runs[0]["id"] == run_id and runs[0]["actions"] == [{"a": 1}]
    store.put_proposals("/p", [("p1", "{}")], T0)
    assert store.proposals("/p") == {"p1": "{}"}
    obs = Observation(old.id, "t1", "r1", old.content_hash, "helpful", "done", "explicit", "e", T0)
    store.add_observation(obs)
    with pytest.raises(Conflict):
        store.add_observation(obs)
    assert store.observations(record_id=old.id) == [obs]
    store.add_receipt("r9", kind="packet", scope="/p", query="q", record_ids=[old.id], at=T0)
    assert store.exposures_of(old.id) == [("r9", T0)]
    store.update(old.with_changes(body="use make -j"), reason="edit")
    assert old.id in store.content_changed_at([old.id, new.id])
    heads = store.record_heads(ListFilter())
    assert [h.id for h in heads] == [old.id, new.id]
