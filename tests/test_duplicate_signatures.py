"""The near-duplicate guard's signature index (core/duplicate_signatures.py and both stores):
every fact of a scope whose token-set Jaccard with a text reaches the threshold is a
candidate, with its token set; nothing outside the scope's live facts is."""

from __future__ import annotations

import hashlib
import itertools
import sqlite3
import zlib
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core.duplicate_signatures import (
    MATCHED_PARTS,
    SIGNED_MAX,
    SignatureIndex,
    may_be_near,
    parts_for,
    probes,
    signatures,
    size_range,
)
from memlane.core.records import NEAR_DUPLICATE_JACCARD, Record, duplicate_tokens, jaccard
from memlane.store.duplicate_tables import index_rows
from memlane.store.migrations import MIGRATIONS
from memlane.store.protocol import Store
from memlane.store.sqlite import SqliteStore
from stores import insert_on_old_schema, make_record

WORDS = [f"w{i}" for i in range(40)]
token_sets = st.frozensets(st.sampled_from(WORDS), min_size=1, max_size=40)


def _agreeing(a: frozenset[str], b: frozenset[str], scope: str = "/p") -> int:
    return len(set(probes(scope, a) or ()) & set(signatures(scope, b)))


@settings(max_examples=400, deadline=None)
@given(token_sets, st.data())
def test_every_near_duplicate_agrees_on_enough_parts(
    a: frozenset[str], data: st.DataObject
) -> None:
    # B drawn close to A: a few tokens dropped and a few added, so many pairs reach 0.82.
    dropped = data.draw(st.frozensets(st.sampled_from(sorted(a)), max_size=4))
    added = data.draw(st.frozensets(st.sampled_from(WORDS), max_size=4))
    b = (a - dropped) | added
    if b and jaccard(a, b) >= NEAR_DUPLICATE_JACCARD:
        assert _agreeing(a, b) >= MATCHED_PARTS
        assert _agreeing(b, a) >= MATCHED_PARTS
        assert may_be_near(len(a), len(b), _agreeing(a, b))
        assert may_be_near(len(b), len(a), _agreeing(b, a))


def _documented_signature(scope: str, tokens: frozenset[str], parts: int) -> list[int]:
    # The formula stored signatures were computed with since m016: what a store already holds
    # must still be what a lookup probes (a faster computation must give the same integers).
    buckets: list[list[str]] = [[] for _ in range(parts)]
    for token in tokens:
        buckets[zlib.crc32(token.encode()) % parts].append(token)
    return [
        int.from_bytes(
            hashlib.blake2b(
                "\x00".join([scope, str(parts), str(i), *sorted(b)]).encode(), digest_size=8
            ).digest(),
            "big",
            signed=True,
        )
        for i, b in enumerate(buckets)
    ]


@settings(max_examples=300, deadline=None)
@given(token_sets, st.sampled_from(["/p", "global", "ssh:box:/srv/app", "/home/zoë/app"]))
def test_signatures_are_the_documented_hashes(tokens: frozenset[str], scope: str) -> None:
    assert signatures(scope, tokens) == _documented_signature(scope, tokens, parts_for(len(tokens)))
    low, high = size_range(len(tokens))
    cuts = sorted({parts_for(size) for size in range(low, high + 1)})
    expected = [h for parts in cuts for h in _documented_signature(scope, tokens, parts)]
    assert probes(scope, tokens) == list(dict.fromkeys(expected))


@settings(max_examples=200, deadline=None)
@given(token_sets, token_sets, st.sampled_from(["/p", "global"]))
def test_signatures_after_probes_are_the_documented_hashes(
    probed: frozenset[str], other: frozenset[str], scope: str
) -> None:
    """signatures() reuses the cut probes() just hashed (a remember() asks for both): the
    same answer for that set (an equal copy too), for another set or scope, and a caller
    changing the list it got changes no later answer."""
    own = _documented_signature(scope, probed, parts_for(len(probed)))
    probes(scope, probed)
    first = signatures(scope, probed)
    assert first == own
    first.append(0)
    assert signatures(scope, frozenset(set(probed))) == own
    assert signatures(scope, other) == _documented_signature(scope, other, parts_for(len(other)))
    assert signatures("/elsewhere", probed) == _documented_signature(
        "/elsewhere", probed, parts_for(len(probed))
    )


def test_exhaustively_on_small_sets() -> None:
    # Every pair of subsets of a 9-word vocabulary: the bound holds at each size and overlap.
    vocab = WORDS[:9]
    sets = [
        frozenset(c) for n in range(1, len(vocab) + 1) for c in itertools.combinations(vocab, n)
    ]
    near = 0
    for a in sets:
        for b in sets:
            if jaccard(a, b) >= NEAR_DUPLICATE_JACCARD:
                near += 1
                assert _agreeing(a, b) >= MATCHED_PARTS, (sorted(a), sorted(b))
                assert may_be_near(len(a), len(b), _agreeing(a, b)), (sorted(a), sorted(b))
    assert near > len(sets)  # not only identical pairs were checked


LONG_WORDS = [f"v{i}" for i in range(400)]


@settings(max_examples=300, deadline=None)
@given(st.frozensets(st.sampled_from(LONG_WORDS), min_size=20, max_size=150), st.data())
def test_the_size_aware_bound_keeps_every_near_duplicate(
    a: frozenset[str], data: st.DataObject
) -> None:
    # Longer sets, where may_be_near asks for more than MATCHED_PARTS agreeing parts.
    dropped = data.draw(st.frozensets(st.sampled_from(sorted(a)), max_size=len(a) // 8))
    added = data.draw(st.frozensets(st.sampled_from(LONG_WORDS), max_size=len(a) // 8))
    b = (a - dropped) | added
    if jaccard(a, b) >= NEAR_DUPLICATE_JACCARD:
        assert may_be_near(len(a), len(b), _agreeing(a, b))
        assert may_be_near(len(b), len(a), _agreeing(b, a))


@settings(max_examples=200, deadline=None)
@given(st.frozensets(st.sampled_from(LONG_WORDS), min_size=1, max_size=300), st.data())
def test_the_in_memory_index_finds_what_the_store_would(
    a: frozenset[str], data: st.DataObject
) -> None:
    # remember_many's batch compares each fact with the facts before it through this index.
    dropped = data.draw(st.frozensets(st.sampled_from(sorted(a)), max_size=len(a) // 6 + 1))
    added = data.draw(st.frozensets(st.sampled_from(LONG_WORDS), max_size=len(a) // 6 + 1))
    b = (a - dropped) | added
    index = SignatureIndex()
    index.add("b", "/p", b)
    index.add("elsewhere", "/q", b)
    found = index.candidates("/p", a)
    assert "elsewhere" not in found
    if b and jaccard(a, b) >= NEAR_DUPLICATE_JACCARD:
        assert found == {"b": b}


def test_the_size_aware_bound_prunes() -> None:
    # 40 tokens are cut into 10 parts; a near duplicate of 40 differs in at most 7 tokens,
    # so it agrees on at least 3 parts: two agreeing parts are not enough at this size.
    assert not may_be_near(40, 40, 2)
    assert may_be_near(40, 40, 3)
    assert not may_be_near(40, 60, 20)  # no set of 60 tokens is that close to one of 40
    assert may_be_near(3, 3, 2)  # small sets keep the MATCHED_PARTS floor


def test_long_texts_are_looked_up_by_size() -> None:
    # Past SIGNED_MAX a cut would hash too many parts: no signatures, the size range instead.
    huge = frozenset(f"x{i}" for i in range(30_000))
    assert signatures("/p", huge) == [] and probes("/p", huge) is None
    # The longest text probed by signatures: none of its near duplicates is past SIGNED_MAX.
    probed = max(m for m in range(1, SIGNED_MAX + 1) if size_range(m)[1] <= SIGNED_MAX)
    assert probes("/p", frozenset(f"x{i}" for i in range(probed)))
    assert probes("/p", frozenset(f"x{i}" for i in range(probed + 1))) is None
    assert signatures("/p", frozenset(f"x{i}" for i in range(SIGNED_MAX)))


def test_signatures_are_per_scope() -> None:
    tokens = frozenset(WORDS[:12])
    assert not set(probes("/a", tokens)) & set(signatures("/b", tokens))
    assert signatures("/a", frozenset()) == probes("/a", frozenset()) == []


def _candidates(store: Store, text: str, scope: str = "/p") -> dict[str, frozenset[str]]:
    found = store.near_duplicate_candidates(scope, duplicate_tokens(f"t {text}"))
    # Each candidate's tokens are distinct: jaccard counts |a ∪ b| from their number.
    assert all(len(set(tokens)) == len(tokens) for tokens in found.values())
    return {rid: frozenset(tokens) for rid, tokens in found.items()}


TEXT = "the billing worker retries failed invoices twice then pages the oncall engineer"


def test_the_store_finds_a_near_duplicate_among_facts_sharing_its_words(store: Store) -> None:
    # Fifty facts share most of the text's words (under the threshold); one is a near copy.
    others = [
        make_record(title="t", body=f"the billing worker retries failed invoices run {i} {i + 1}")
        for i in range(50)
    ]
    twin = make_record(title="t", body=TEXT + " daily")
    elsewhere = make_record(title="t", body=TEXT, scope="/q")
    event = make_record(title="t", body=TEXT, kind="event")
    archived = make_record(title="t", body=TEXT, archived=True)
    store.insert_many([*others, twin, elsewhere, event])
    store.insert(archived)
    found = _candidates(store, TEXT)
    assert twin.id in found
    assert found[twin.id] == duplicate_tokens(f"t {TEXT} daily")
    assert not {elsewhere.id, event.id, archived.id} & set(found)
    assert _candidates(store, TEXT, scope="/q").keys() == {elsewhere.id}


def test_long_facts_are_found_by_their_size(store: Store) -> None:
    words = [f"word{i}" for i in range(400)]
    long_fact = make_record(title="t", body=" ".join(words))
    shorter = make_record(title="t", body=" ".join(words[:150]))
    store.insert_many([long_fact, shorter])
    found = _candidates(store, " ".join([*words[:-20], "extra"]))
    assert long_fact.id in found and shorter.id not in found
    assert found[long_fact.id] == duplicate_tokens(f"t {long_fact.body}")


def test_the_index_follows_updates_and_deletes(store: Store) -> None:
    rec = make_record(title="t", body=TEXT)
    store.insert(rec)
    assert rec.id in _candidates(store, TEXT)
    other = "a completely different note about the staging database failover drill"
    store.update(rec.with_changes(body=other), reason="edit")
    assert rec.id not in _candidates(store, TEXT)
    assert rec.id in _candidates(store, other)
    store.update(rec.with_changes(body=other, archived=True), reason="archive")
    assert rec.id not in _candidates(store, other)
    store.update(rec.with_changes(body=other, archived=False), reason="restore")
    assert rec.id in _candidates(store, other)
    store.delete(rec.id)
    assert _candidates(store, other) == {}


def test_the_migration_indexes_facts_already_stored(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    names = [fn.__name__ for fn in MIGRATIONS]
    old = SqliteStore(path, migrations=MIGRATIONS[: names.index("m016_fact_signatures")])
    rec = make_record(title="t", body=TEXT)
    insert_on_old_schema(old, rec)
    old.close()
    new = SqliteStore(path)
    assert "m016_fact_signatures" in new.applied_migrations
    assert _candidates(new, TEXT) == {rec.id: duplicate_tokens(f"t {TEXT}")}
    new.close()


def test_sqlite_drops_a_replaced_versions_rows(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "m.db")
    rec = make_record(title="t", body=TEXT)
    store.insert(rec)
    # Rows are keyed by the record's rowid (m020), which outlives the record in this test.
    (rowid,) = store._db.execute("SELECT rowid FROM records WHERE id = ?", (rec.id,)).fetchone()

    def rows() -> int:
        return int(
            store._db.execute(
                "SELECT COUNT(*) FROM fact_signatures WHERE record_rowid = ?", (rowid,)
            ).fetchone()[0]
        )

    def token_rows() -> int:
        sql = "SELECT COUNT(*) FROM fact_tokens WHERE record_rowid = ?"
        return int(store._db.execute(sql, (rowid,)).fetchone()[0])

    first = rows()
    assert first == len(signatures("/p", duplicate_tokens(f"t {TEXT}")))
    edited = rec.with_changes(body="a shorter text now")
    store.update(edited, reason="edit")
    assert rows() == len(signatures("/p", duplicate_tokens("t a shorter text now"))) < first
    store.update(edited.with_changes(kind="event"), reason="edit")
    assert rows() == token_rows() == 0
    store.update(edited, reason="edit")
    assert token_rows() == 1
    store.delete(rec.id)
    assert rows() == token_rows() == 0
    store.close()


def test_the_signature_sizes_migration_fills_every_row(tmp_path: Path) -> None:
    # A store whose signature rows predate m018 carry no sizes; after it, each row holds its
    # fact's token count and the guard still finds the fact.
    path = tmp_path / "old.db"
    names = [fn.__name__ for fn in MIGRATIONS]
    old = SqliteStore(path, migrations=MIGRATIONS[: names.index("m016_fact_signatures")])
    recs = [make_record(title="t", body=TEXT), make_record(title="u", body="a shorter fact")]
    for rec in recs:
        insert_on_old_schema(old, rec)
    old.close()
    mid = SqliteStore(path, migrations=MIGRATIONS[: names.index("m018_signature_sizes")])
    mid.close()
    new = SqliteStore(path)
    assert new.applied_migrations[0] == "m018_signature_sizes"
    # (By rowid since m020: read back as ids through the records.)
    by_id = "JOIN records r ON r.rowid = x.record_rowid"
    sizes = dict(new._db.execute(f"SELECT r.id, x.n FROM fact_tokens x {by_id}"))
    rows = new._db.execute(f"SELECT r.id, x.n FROM fact_signatures x {by_id}").fetchall()
    assert {rid for rid, _ in rows} == {r.id for r in recs}
    assert all(n == sizes[rid] for rid, n in rows)
    assert _candidates(new, TEXT) == {recs[0].id: duplicate_tokens(f"t {TEXT}")}
    new.close()


def test_the_rowid_migration_keeps_every_answer(tmp_path: Path) -> None:
    # A store written before m020 named each signature's fact by its text id, as the write
    # path then did; after it, rows are keyed by rowid and the guard answers as before:
    # the near copy and the long fact found, other scopes, events and archived facts not,
    # and a fact written after the migration found beside them.
    path = tmp_path / "old.db"
    names = [fn.__name__ for fn in MIGRATIONS]
    old = SqliteStore(path, migrations=MIGRATIONS[: names.index("m020_signatures_by_rowid")])
    words = [f"word{i}" for i in range(400)]
    recs = [
        make_record(title="t", body=TEXT + " daily"),
        make_record(title="t", body=f"the billing worker retries failed invoices run {1}"),
        make_record(title="t", body=TEXT, scope="/q"),
        make_record(title="t", body=TEXT, kind="event"),
        make_record(title="t", body=TEXT, archived=True),
        make_record(title="t", body=" ".join(words)),
    ]
    for rec in recs:
        insert_on_old_schema(old, rec)
        with old.transaction():
            for rid, tokens, n, sigs in index_rows([rec]):
                old._db.execute(
                    "INSERT INTO fact_tokens(record_id, tokens, n) VALUES (?, ?, ?)",
                    (rid, tokens, n),
                )
                old._db.executemany(
                    "INSERT OR IGNORE INTO fact_signatures(sig, record_id, n) VALUES (?, ?, ?)",
                    [(sig, rid, n) for sig in sigs],
                )
    old.close()
    new = SqliteStore(path)
    assert new.applied_migrations == names[names.index("m020_signatures_by_rowid") :]
    twin, _, elsewhere, _, _, long_fact = recs
    assert _candidates(new, TEXT) == {twin.id: duplicate_tokens(f"t {twin.body}")}
    assert _candidates(new, TEXT, scope="/q").keys() == {elsewhere.id}
    assert long_fact.id in _candidates(new, " ".join([*words[:-20], "extra"]))
    later = make_record(title="t", body=TEXT + " weekly")
    new.insert(later)
    assert _candidates(new, TEXT).keys() == {twin.id, later.id}
    signed = sum(len(sigs) for *_, sigs in index_rows([*recs, later]))
    (count,) = new._db.execute("SELECT COUNT(*) FROM fact_signatures").fetchone()
    assert count == signed
    new.close()


def test_sqlite_answers_the_same_when_the_probes_need_several_statements(tmp_path: Path) -> None:
    # An SQLite built with few parameters a statement (999 before 3.32) counts the agreeing
    # signatures across statements; the answer is the one-statement lookup's.
    store = SqliteStore(tmp_path / "m.db")
    words = [f"v{i}" for i in range(120)]
    facts = [
        make_record(title="t", body=" ".join(words[i : i + 60] + [f"x{j}" for j in range(i)]))
        for i in range(0, 30, 3)
    ]
    store.insert_many(facts)
    texts = [" ".join(words[k : k + 60]) for k in range(0, 30, 2)]
    whole = [_candidates(store, text) for text in texts]
    # Near facts were found (each at or above the threshold, m021's masks leave out most
    # others), and every one of them.
    near = [
        {
            f.id
            for f in facts
            if jaccard(duplicate_tokens(f"t {text}"), _tokens(f)) >= NEAR_DUPLICATE_JACCARD
        }
        for text in texts
    ]
    assert sum(map(len, near)) > len(texts) // 2
    assert all(n <= found.keys() for n, found in zip(near, whole, strict=True))
    store._db.setlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER, 40)
    assert [_candidates(store, text) for text in texts] == whole
    store.close()


def _tokens(rec: Record) -> frozenset[str]:
    return duplicate_tokens(f"{rec.title} {rec.body}")
