"""The migrations that cut the pages a remember() writes (store/migrations_pages.py, m022-m027):
a store written before them answers as before once they ran, and the tables they leave keep
their promises (the vector change log only grows, the model list and the per-scope counts
follow every write, the long-fact size lookup uses its partial index)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
import pytest

from memlane.core.duplicate_signatures import SIGNED_MAX, probes, size_range
from memlane.providers.embedders import HashEmbedder
from memlane.store.duplicate_tables import index_rows
from memlane.store.migrations import MIGRATIONS
from memlane.store.migrations_pages import FULL_TEXT_AUTOMERGE, LONG_FACT_TOKENS
from memlane.store.sqlite import SqliteStore
from stores import insert_on_old_schema, make_record

PAGES = [
    "m022_vector_changes_append_only",
    "m023_embedding_models",
    "m024_long_fact_sizes",
    "m025_scope_counts_in_counters",
    "m026_vector_log_on_vectors",
    "m027_full_text_automerge",
]
LONG_BODY = " ".join(f"word{i}" for i in range(260))


def _old_store(path: Path) -> SqliteStore:
    """A store at m021, with facts in two scopes (one long), an event and vectors of two
    models, written as that schema's write path wrote them."""
    names = [fn.__name__ for fn in MIGRATIONS]
    old = SqliteStore(path, migrations=MIGRATIONS[: names.index(PAGES[0])])
    recs = [
        make_record(title="deploy", body="blue green deploys with a canary"),
        make_record(title="long", body=LONG_BODY),
        make_record(title="q", body="the billing worker retries", scope="/q"),
        make_record(kind="event", type="manual_note", title="e", body="ran the suite"),
    ]
    for rec in recs:
        insert_on_old_schema(old, rec)
        with old.transaction():
            (rowid,) = old._db.execute(
                "SELECT rowid FROM records WHERE id = ?", (rec.id,)
            ).fetchone()
            for _, tokens, n, sigs in index_rows([rec]) if rec.kind == "fact" else []:
                old._db.execute(
                    "INSERT INTO fact_tokens(record_rowid, tokens, n) VALUES (?, ?, ?)",
                    (rowid, tokens, n),
                )
                old._db.executemany(
                    "INSERT INTO fact_signatures(sig, record_rowid, n) VALUES (?, ?, ?)",
                    [(sig, rowid, n) for sig in sigs],
                )
    for model, dim in (("a-model", 32), ("b-model", 48)):
        vecs = HashEmbedder(dim).embed([r.embed_text for r in recs])
        old.put_embeddings(model, [(r.content_hash, vecs[i]) for i, r in enumerate(recs)])
    return old


def test_an_old_store_answers_as_before_after_the_page_migrations(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    old = _old_store(path)
    # Read as the m021 schema holds them (today's readers ask the tables the migrations add).
    scopes = dict(old._db.execute("SELECT scope, n FROM record_scopes").fetchall())
    models = dict(old._db.execute("SELECT DISTINCT model_id, dim FROM embeddings").fetchall())
    log = old._db.execute("SELECT seq, record_rowid, nonce FROM vector_changes").fetchall()
    records = old._db.execute("SELECT * FROM records ORDER BY rowid").fetchall()
    old.close()
    new = SqliteStore(path)
    try:
        assert new.applied_migrations == PAGES
        assert new.scopes() == scopes == {"/p": 3, "/q": 1}
        assert new.embedding_models() == models == {"a-model": 32, "b-model": 48}
        assert new._db.execute("SELECT * FROM records ORDER BY rowid").fetchall() == records
        assert new._db.execute(
            "SELECT seq, record_rowid, nonce FROM vector_changes"
        ).fetchall() == (log)
        gone = {"vector_changes", "embeddings_model", "fact_tokens_size", "record_scopes"}
        names = {r[0] for r in new._db.execute("SELECT name FROM sqlite_master")}
        assert gone - names == gone - {"vector_changes"}
        assert not new._db.execute(
            "SELECT 1 FROM sqlite_sequence WHERE name = 'vector_changes'"
        ).fetchone()
    finally:
        new.close()


def test_the_vector_change_log_only_grows(tmp_path: Path) -> None:
    # Readers replay the entries past the last sequence number they saw (store/vectors.py):
    # without AUTOINCREMENT a number is reused only if the newest entries go, so none may.
    store = SqliteStore(tmp_path / "m.db")
    try:
        seen = [0]
        for i in range(3):
            rec = make_record(title=f"r{i}", body=f"logged body {i}")
            store.insert(rec)
            store.delete(rec.id)  # the newest record goes; its log entries stay
            rows = store._db.execute(
                "SELECT seq, nonce FROM vector_changes ORDER BY seq"
            ).fetchall()
            assert rows[0][0] > 0 and all(nonce is not None for _, nonce in rows)
            assert [s for s, _ in rows] == sorted({s for s, _ in rows})
            assert rows[-1][0] > seen[-1]
            seen.append(rows[-1][0])
        with pytest.raises(sqlite3.IntegrityError, match="append-only"), store.transaction():
            store._db.execute("DELETE FROM vector_changes WHERE seq = ?", (seen[-1],))
        assert store._db.execute("SELECT MAX(seq) FROM vector_changes").fetchone()[0] == seen[-1]
        assert not store._db.execute(
            "SELECT 1 FROM sqlite_sequence WHERE name = 'vector_changes'"
        ).fetchone()
    finally:
        store.close()


def test_a_new_record_is_logged_when_its_text_has_a_vector(tmp_path: Path) -> None:
    # m026: a record's insert reaches the vector index through its vector's own log entry,
    # or its own when the text was embedded before (the same text stored twice).
    store = SqliteStore(tmp_path / "m.db")
    embedder = HashEmbedder(32)

    def logged() -> int:
        return int(store._db.execute("SELECT COUNT(*) FROM vector_changes").fetchone()[0])

    try:
        first = make_record(title="same", body="a text stored twice")
        store.insert(first)
        assert logged() == 0  # no vector for it: nothing for an index to read
        query = embedder.embed([first.embed_text])[0]
        store.put_embeddings("m", [(first.content_hash, query)])
        assert logged() == 1
        assert [i for i, _ in store.vector_search("m", 32, query, None, 5)] == [first.id]
        again = make_record(title="same", body="a text stored twice", scope="/other")
        assert again.content_hash == first.content_hash
        store.insert(again)
        assert logged() == 2
        hits = store.vector_search("m", 32, query, None, 5)
        assert sorted(i for i, _ in hits) == sorted([first.id, again.id])
        store.insert(make_record(title="new", body="a text never embedded"))
        assert logged() == 2
        store.delete(again.id)  # deletes and updates are logged as before
        assert logged() == 3
        assert [i for i, _ in store.vector_search("m", 32, query, None, 5)] == [first.id]
    finally:
        store.close()


def test_the_model_list_follows_vectors_written_and_dropped(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "m.db")
    try:
        recs = [make_record(title=f"m{i}", body=f"model body {i}") for i in range(3)]
        for r in recs:
            store.insert(r)
        assert store.embedding_models() == {}
        for model, dim in (("a-model", 32), ("b-model", 48), ("a-model", 32)):
            vecs = HashEmbedder(dim).embed([r.embed_text for r in recs])
            store.put_embeddings(model, [(r.content_hash, vecs[i]) for i, r in enumerate(recs)])
        assert store.embedding_models() == {"a-model": 32, "b-model": 48}
        rows = store._db.execute("SELECT model_id, dim FROM embedding_models").fetchall()
        assert sorted(rows) == [("a-model", 32), ("b-model", 48)]  # one row a model
        assert store.drop_embeddings(keep_model="b-model") == 3
        assert store.embedding_models() == {"b-model": 48}
        # A failed drop leaves the list as it was.
        with pytest.raises(RuntimeError), store.transaction():
            store.drop_embeddings(keep_model=None)
            raise RuntimeError("abandon")
        assert store.embedding_models() == {"b-model": 48}
        assert store.drop_embeddings(keep_model=None) == 3
        assert store.embedding_models() == {}
        vec = np.ones(16, dtype=np.float32)
        store.put_embeddings("c-model", [(recs[0].content_hash, vec)])
        assert store.embedding_models() == {"c-model": 16}
    finally:
        store.close()


def test_scope_counts_follow_inserts_moves_and_deletes(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "m.db")
    try:
        # Scope keys that sort next to the counters' other names and their prefix's bound.
        keys = ["/a", "global", "ssh:box:/srv/app", "records", "scope;x", ":", "/home/zoë/app"]
        recs = [make_record(scope=k, title=f"s{i}", body=f"scoped {i}") for i, k in enumerate(keys)]
        for r in recs:
            store.insert(r)
        assert store.scopes() == dict.fromkeys(sorted(keys), 1)
        store.update(recs[0].with_changes(scope="global"), reason="moved")
        store.update(recs[1].with_changes(title="retitled"), reason="edit")
        assert store.scopes() == {k: 2 if k == "global" else 1 for k in sorted(keys[1:])}
        store.delete(recs[1].id)
        store.delete(recs[0].id)
        assert store.scopes() == dict.fromkeys(sorted(keys[2:]), 1)
        total = store._db.execute("SELECT COUNT(*) FROM records").fetchone()[0]
        assert sum(store.scopes().values()) == total == 5
        # The counters' other rows are untouched by scope names that look like them.
        names = {r[0] for r in store._db.execute("SELECT name FROM store_counters")}
        assert {"records", "substring_upto"} <= names
    finally:
        store.close()


def test_every_size_lookup_starts_inside_the_partial_index() -> None:
    # The guard looks facts up by size only when its near duplicates may be longer than the
    # signatures cover; every such range must start at LONG_FACT_TOKENS or above, or the
    # lookup scans (still exact, no longer indexed).
    looked_up = [n for n in range(1, 4 * SIGNED_MAX) if size_range(n)[1] > SIGNED_MAX]
    assert looked_up
    for n in looked_up:
        assert size_range(n)[0] >= LONG_FACT_TOKENS, n
    tokens = frozenset(f"w{i}" for i in range(looked_up[0]))
    assert probes("/p", tokens) is None
    assert probes("/p", frozenset(list(tokens)[: looked_up[0] - 1])) is not None


def test_a_long_fact_is_found_through_the_partial_index(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "m.db")
    try:
        long = make_record(title="long", body=LONG_BODY)
        short = make_record(title="short", body="a short fact about deploys")
        for r in (long, short):
            store.insert(r)
        tokens = frozenset(LONG_BODY.split()) | {"long", "extra"}
        assert list(store.near_duplicate_candidates("/p", tokens)) == [long.id]
        plan = " ".join(
            r[-1]
            for r in store._db.execute(
                "EXPLAIN QUERY PLAN SELECT record_rowid FROM fact_tokens t "
                f"WHERE t.n >= {LONG_FACT_TOKENS} AND t.n BETWEEN 200 AND 300"
            )
        )
        assert "fact_tokens_long" in plan, plan
    finally:
        store.close()


def _automerge(store: SqliteStore) -> int | None:
    row = store._db.execute("SELECT v FROM records_fts_config WHERE k = 'automerge'").fetchone()
    return None if row is None else int(row[0])


def test_the_full_text_index_merges_levels_of_eight(tmp_path: Path) -> None:
    # m027: a store written before it keeps its index and answers as before; the setting is
    # the index's own (a second connection, a new process, reads it), and a new store has it.
    path = tmp_path / "old.db"
    old = _old_store(path)
    assert _automerge(old) is None  # FTS5's default, 4
    terms = ["deploy", "billing", "suite"]
    before = old.fts(terms, scopes=None, kinds=None, limit=10)
    old.close()
    new = SqliteStore(path)
    other = SqliteStore(path)
    fresh = SqliteStore(tmp_path / "fresh.db")
    try:
        assert _automerge(new) == _automerge(other) == _automerge(fresh) == FULL_TEXT_AUTOMERGE
        assert new.fts(terms, scopes=None, kinds=None, limit=10) == before
        # Single writes pile up segments until a level holds eight; the index stays whole
        # and finds every one of them.
        written = [make_record(title=f"n{i}", body=f"canary rollout note {i}") for i in range(40)]
        for rec in written:
            new.insert(rec)
        new._db.execute("INSERT INTO records_fts(records_fts) VALUES ('integrity-check')")
        hits = {rid for rid, _ in other.fts(["rollout"], scopes=None, kinds=None, limit=99)}
        assert hits == {r.id for r in written}
    finally:
        for store in (new, other, fresh):
            store.close()
