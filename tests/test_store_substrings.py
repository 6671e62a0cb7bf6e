"""SQLite's substring lookup through the trigram index (m015) answers exactly what a scan with
``LIKE '%term%'`` answers: the oracle here is that scan, run by a plain sqlite3 connection on
the same file, over texts built from the characters where the two could part (ASCII case,
characters the trigram tokenizer would fold to ASCII, accented capitals, NUL, LIKE's own
wildcards and escape)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memlane.core.records import Record
from memlane.errors import Conflict
from memlane.store.migrations import MIGRATIONS
from memlane.store.sqlite import SqliteStore
from memlane.store.substring_tables import TAIL_MAX
from stores import insert_on_old_schema, make_record

# Kelvin sign and long s fold to k and s in FTS5; À/à, İ/ı and ß differ from ASCII only by
# Unicode case rules, which LIKE ignores.
ALPHABET = "aAkKsSiI\u212a\u017f\u00c0\u00e0\u0130\u0131\u00df%_\\\" '\x00\u00e9"
SCOPES = ["/p", "/q"]


def like_oracle(db: sqlite3.Connection, terms: Sequence[str], scopes: Sequence[str]) -> list[str]:
    """The scan the index replaces, verbatim."""
    likes, params = [], []
    for term in dict.fromkeys(t for t in terms if t):
        esc = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        likes.append(
            "title LIKE ? ESCAPE '\\' OR body LIKE ? ESCAPE '\\' OR tags LIKE ? ESCAPE '\\'"
        )
        params.extend([f"%{esc}%"] * 3)
    if not likes:
        return []
    sql = (
        f"SELECT id FROM records WHERE ({' OR '.join(likes)}) "
        f"AND scope IN ({','.join('?' * len(scopes))}) AND archived = 0 ORDER BY rowid DESC"
    )
    return [r[0] for r in db.execute(sql, [*params, *scopes])]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SqliteStore]:
    s = SqliteStore(tmp_path / "m.db")
    yield s
    s.close()


@pytest.fixture
def oracle(store: SqliteStore) -> Iterator[sqlite3.Connection]:
    db = sqlite3.connect(store.path)
    yield db
    db.close()


def _find(store: SqliteStore, terms: Sequence[str]) -> list[str]:
    return store.substring_ids(terms, scopes=SCOPES, kinds=None, limit=10_000)


texts = st.text(alphabet=ALPHABET, max_size=14)
tags = st.lists(st.text(alphabet=ALPHABET.replace(" ", ""), min_size=1, max_size=5), max_size=2)
docs = st.lists(st.tuples(texts, texts, tags, st.booleans()), min_size=1, max_size=8)
# How a term taken from a stored text is changed before it is looked up.
CHANGES = (str, str.swapcase, str.upper, str.lower, str.casefold)


@st.composite
def probes(draw: st.DrawFn, docs: list[tuple[str, str, list[str], bool]]) -> list[str]:
    """Up to three terms of 3+ characters: random ones, and pieces of the stored texts in
    another case (where LIKE and a case-folding index would disagree)."""
    out = draw(st.lists(st.text(alphabet=ALPHABET, min_size=3, max_size=5), max_size=2))
    for _ in range(draw(st.integers(1, 2))):
        title, body, tag_list, _ = draw(st.sampled_from(docs))
        text = draw(st.sampled_from([title, body, " ".join(tag_list)]))
        start = draw(st.integers(0, max(0, len(text) - 3)))
        stop = start + draw(st.integers(3, 5))
        piece = draw(st.sampled_from(CHANGES))(text[start:stop])
        if len(piece) >= 3:
            out.append(piece)
            # A longer piece around it: one term holding another (the store drops the one
            # that holds, which must not change the answer).
            wider = text[max(0, start - draw(st.integers(0, 3))) : stop + draw(st.integers(0, 3))]
            out.append(draw(st.sampled_from(CHANGES))(wider))
    return out or ["aaa"]


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(docs=docs, edits=texts, data=st.data())
def test_indexed_lookup_equals_the_like_scan(
    store: SqliteStore,
    oracle: sqlite3.Connection,
    docs: list[tuple[str, str, list[str], bool]],
    edits: str,
    data: st.DataObject,
) -> None:
    assert store._has_trigram_index()
    for rid in oracle.execute("SELECT id FROM records").fetchall():
        store.delete(rid[0])  # the index forgets deleted rows (its delete trigger)
    recs = [
        make_record(title=t, body=b, tags=tuple(g), scope=SCOPES[i % 2], archived=archived)
        for i, (t, b, g, archived) in enumerate(docs)
    ]
    store.insert_many(recs)
    store.update(replace(recs[0], body=edits), reason="edit")  # and follows edits
    terms = data.draw(probes(docs))
    assert _find(store, terms) == like_oracle(oracle, terms, SCOPES)
    for term in terms:
        assert _find(store, [term]) == like_oracle(oracle, [term], SCOPES), term


@pytest.mark.parametrize(
    ("text", "term", "found"),
    [
        ("Deploy the CAMPING site", "camping", True),
        ("deploy", "DEPLOY", True),
        ("\u212aelvin scale", "kelvin", False),  # FTS5 would fold the Kelvin sign to k
        ("mi\u017f\u017fion", "mission", False),  # and the long s to s
        ("TOM\u00c1S wrote it", "tom\u00e1s", False),  # LIKE ignores ASCII case only
        ("tom\u00e1s wrote it", "TOM\u00e1S", True),
        ("visible\x00hidden", "hidden", False),  # LIKE stops reading at a NUL
        ("100% sure", "00%", True),
        ("100 sure", "0_s", False),  # _ is a literal, not LIKE's one-character wildcard
        ("path a\\b here", "a\\b", True),
        ('say "hi" now', '"hi"', True),
    ],
)
def test_indexed_lookup_table(
    store: SqliteStore, oracle: sqlite3.Connection, text: str, term: str, found: bool
) -> None:
    assert store._has_trigram_index()
    rec = make_record(body=text)
    store.insert(rec)
    assert _find(store, [term]) == ([rec.id] if found else [])
    assert like_oracle(oracle, [term], SCOPES) == _find(store, [term])


def test_short_terms_and_filters_keep_the_scan_semantics(store: SqliteStore) -> None:
    a = make_record(title="ab deploy", kind="fact")
    b = make_record(title="ab deploy", kind="event", scope="/q")
    c = make_record(title="ab deploy archived", archived=True)
    store.insert_many([a, b, c])
    find = store.substring_ids
    assert find(["ab", "deploy"], scopes=SCOPES, kinds=None, limit=10) == [b.id, a.id]
    # "AB DEPLOY ARCH" holds "ab": the scan answers for "ab" alone, as for both.
    assert find(["AB DEPLOY ARCH", "ab"], scopes=SCOPES, kinds=None, limit=10) == [b.id, a.id]
    assert find(["deploy"], scopes=["/p"], kinds=None, limit=10) == [a.id]
    assert find(["deploy"], scopes=SCOPES, kinds=["event"], limit=10) == [b.id]
    assert find(["deploy"], scopes=SCOPES, kinds=None, limit=1) == [b.id]
    got = find(["deploy"], scopes=["/p"], kinds=None, limit=10, include_archived=True)
    assert got == sorted([a.id, c.id], reverse=True)


def test_the_migration_indexes_records_already_stored(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    names = [fn.__name__ for fn in MIGRATIONS]
    old = SqliteStore(path, migrations=MIGRATIONS[: names.index("m015_substring_index")])
    rec = make_record(title="Written before the index", tags=("Legacy",))
    insert_on_old_schema(old, rec)
    old.close()
    new = SqliteStore(path)
    assert new.applied_migrations[0] == "m015_substring_index"
    assert new._has_trigram_index()
    assert new.substring_ids(["BEFORE", "legacy"], scopes=["/p"], kinds=None, limit=5) == [rec.id]
    new.close()


def test_a_bulk_insert_is_indexed_batch_by_batch_and_refused_whole(
    store: SqliteStore, oracle: sqlite3.Connection
) -> None:
    # More records than one INSERT statement carries (store/sqlite.py _INSERT_ROWS).
    recs = [make_record(title=f"Bulk record {i:04d}", body=f"n{i % 7}x") for i in range(1_100)]
    store.insert_many(recs)
    for term in ("record 0007", "RECORD 1099", "n3x"):
        assert _find(store, [term]) == like_oracle(oracle, [term], SCOPES) != []
    clash = [make_record(body="late clash"), *[make_record() for _ in range(700)]]
    clash.append(make_record(id=recs[5].id, body="late clash"))  # an id already stored
    with pytest.raises(Conflict):
        store.insert_many(clash)
    assert _find(store, ["late clash"]) == []
    assert store.maybe_get(clash[0].id) is None


def test_matches_are_paged_newest_first_past_the_ones_filtered_out(
    store: SqliteStore, oracle: sqlite3.Connection
) -> None:
    # The index is read a page at a time, newest rowid first, and a page's rows outside the
    # scopes (or archived) are dropped: more hidden matches than a page still leave the
    # visible ones found, in the same order as the LIKE scan.
    old = [make_record(title=f"deploy old {i}") for i in range(3)]
    hidden = [make_record(title=f"deploy hidden {i}", scope="/elsewhere") for i in range(700)]
    archived = [make_record(title=f"deploy gone {i}", archived=True) for i in range(300)]
    new = [make_record(title=f"deploy new {i}") for i in range(2)]
    store.insert_many([*old, *hidden, *archived, *new])
    find = store.substring_ids
    want = [r.id for r in reversed([*old, *new])]
    assert find(["deploy"], scopes=["/p"], kinds=None, limit=10) == want
    assert find(["deploy"], scopes=["/p"], kinds=None, limit=3) == want[:3]
    assert like_oracle(oracle, ["deploy"], ["/p"]) == want


def _upto(store: SqliteStore) -> int:
    return int(
        store._db.execute(
            "SELECT value FROM store_counters WHERE name = 'substring_upto'"
        ).fetchone()[0]
    )


def _top(store: SqliteStore) -> int:
    return int(store._db.execute("SELECT COALESCE(MAX(rowid), 0) FROM records").fetchone()[0])


# Each step: insert a record holding a word, delete the n-th live record, or rewrite its body.
WORDS = st.sampled_from(["alpha", "bravo", "ALPHA bravo", "charlie"])
steps = st.lists(
    st.tuples(st.sampled_from(["insert", "insert", "delete", "edit"]), st.integers(0, 999), WORDS),
    max_size=2 * TAIL_MAX,
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(prefill=st.integers(0, 2 * TAIL_MAX), steps=steps)
def test_the_unindexed_tail_and_the_index_answer_as_the_scan(
    store: SqliteStore,
    oracle: sqlite3.Connection,
    prefill: int,
    steps: list[tuple[str, int, str]],
) -> None:
    # Records wait in a tail until TAIL_MAX of them are indexed together (m019); deletes and
    # edits on either side of the mark, and rowids a delete freed below it, must leave every
    # lookup equal to the LIKE scan.
    for rid in oracle.execute("SELECT id FROM records").fetchall():
        store.delete(rid[0])
    live: list[Record] = []
    for i in range(prefill):
        live.append(make_record(body=f"{'alpha' if i % 2 else 'bravo'} {i}"))
        store.insert(live[-1])
    for action, n, word in steps:
        if action == "insert":
            live.append(make_record(body=f"{word} {len(live)}"))
            store.insert(live[-1])
        elif live and action == "delete":
            store.delete(live.pop(n % len(live)).id)
        elif live:
            live[n % len(live)] = replace(live[n % len(live)], body=word)
            store.update(live[n % len(live)], reason="edit")
        assert _top(store) - _upto(store) < TAIL_MAX
    for term in ("alpha", "bravo", "charlie", "pha bra"):
        assert _find(store, [term]) == like_oracle(oracle, [term], SCOPES), term
    assert _find(store, ["alpha", "charlie"]) == like_oracle(oracle, ["alpha", "charlie"], SCOPES)


def test_the_tail_is_indexed_when_it_is_full_and_lookups_page_past_it(
    store: SqliteStore, oracle: sqlite3.Connection
) -> None:
    first = [make_record(title=f"deploy {i}") for i in range(TAIL_MAX - 1)]
    for rec in first:
        store.insert(rec)
    assert _upto(store) == 0  # all of them wait in the tail
    last = make_record(title="deploy last")
    store.insert(last)  # the TAIL_MAX-th: the whole tail is indexed in one statement
    assert _upto(store) == _top(store)
    newer = make_record(title="deploy newer")
    store.insert(newer)
    want = [r.id for r in reversed([*first, last, newer])]
    assert _find(store, ["deploy"]) == want == like_oracle(oracle, ["deploy"], SCOPES)
    find = store.substring_ids
    assert find(["deploy"], scopes=SCOPES, kinds=None, limit=3) == want[:3]
    # A rowid at or below the mark that a delete freed is indexed at once when reused.
    store.delete(newer.id)
    store.delete(last.id)
    again = make_record(title="deploy again")
    store.insert(again)
    assert _top(store) <= _upto(store)
    assert _find(store, ["deploy again"]) == [again.id]


def test_the_tail_migration_marks_every_stored_record_indexed(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    names = [fn.__name__ for fn in MIGRATIONS]
    old = SqliteStore(path, migrations=MIGRATIONS[: names.index("m019_substring_tail")])
    before = [make_record(title=f"stored before {i}") for i in range(3)]
    for rec in before:  # as that schema's write path did (later ones fill more tables)
        insert_on_old_schema(old, rec)
    old.close()
    new = SqliteStore(path)
    assert new.applied_migrations[0] == "m019_substring_tail"
    assert _upto(new) == _top(new)
    after = make_record(title="stored after")
    new.insert(after)
    assert _upto(new) < _top(new)
    got = new.substring_ids(["stored"], scopes=["/p"], kinds=None, limit=10)
    assert got == [after.id, *(r.id for r in reversed(before))]
    new.close()
