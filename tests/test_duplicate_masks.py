"""The near-duplicate guard's token masks (core/duplicate_signatures.MaskBound, m021): a fact
the masks rule out is under the threshold exactly, so the guard's verdicts are those of its
definition (every live fact of the scope compared exactly); stores written before the masks
get theirs on open and answer as before."""

from __future__ import annotations

import random
import zlib
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

import bench_store
import guard_equivalence
from memlane.core.duplicate_signatures import (
    MASK_BITS_PER_TOKEN,
    MaskBound,
    mask_bits,
    stored_tokens,
    token_mask,
)
from memlane.core.records import NEAR_DUPLICATE_JACCARD, duplicate_tokens, jaccard
from memlane.store.duplicate_tables import index_rows
from memlane.store.migrations import MIGRATIONS
from memlane.store.sqlite import SqliteStore
from stores import insert_on_old_schema, make_record

WORDS = [f"w{i}" for i in range(300)]


@st.composite
def near_pairs(draw: st.DrawFn) -> tuple[frozenset[str], frozenset[str]]:
    # B drawn close to A (a few tokens dropped, a few added): many pairs sit either side of
    # the threshold, at mask widths from 64 to 4,096 bits.
    a = draw(st.frozensets(st.sampled_from(WORDS), min_size=1, max_size=300))
    dropped = draw(st.frozensets(st.sampled_from(sorted(a)), max_size=max(1, len(a) // 4)))
    added = draw(st.frozensets(st.sampled_from(WORDS), max_size=max(1, len(a) // 4)))
    return a, (a - dropped) | added


@settings(max_examples=600, deadline=None)
@given(near_pairs())
def test_the_mask_bound_never_rules_out_a_near_duplicate(
    pair: tuple[frozenset[str], frozenset[str]],
) -> None:
    a, b = pair
    if not b:
        return
    reachable = MaskBound(a).may_reach(len(b), token_mask(sorted(b)))
    if jaccard(a, b) >= NEAR_DUPLICATE_JACCARD:
        assert reachable
    # The bound is an upper bound at every threshold, not only the guard's.
    for threshold in (0.3, 0.5, 0.9, 1.0):
        if jaccard(a, b) >= threshold:
            assert MaskBound(a, threshold).may_reach(len(b), token_mask(sorted(b)))


def test_the_mask_bound_rules_out_most_facts_that_share_a_template() -> None:
    rng = random.Random(3)
    template = [f"t{i}" for i in range(90)]
    mine = frozenset([*template, *(f"x{i}" for i in range(20))])
    others = [
        frozenset([*rng.sample(template, 85), *(f"y{i}{j}" for j in range(20))]) for i in range(200)
    ]
    assert all(jaccard(mine, o) < NEAR_DUPLICATE_JACCARD for o in others)
    bound = MaskBound(mine)
    kept = sum(bound.may_reach(len(o), token_mask(sorted(o))) for o in others)
    assert kept <= 10


def test_a_missing_or_foreign_mask_is_compared() -> None:
    bound = MaskBound(frozenset({"a", "b", "c"}))
    assert bound.may_reach(3, None)
    assert bound.may_reach(3, b"\x00" * 3)  # 24 bits: not a width this module writes
    assert bound.may_reach(3, b"\x00" * 12)  # 96 bits: not a power of two
    assert not bound.may_reach(3, b"\x00" * 8)  # an empty 64-bit mask: no token shared


def _documented_mask(tokens: frozenset[str]) -> bytes:
    # The formula stored masks were computed with since m021: bit crc32(token) mod width, the
    # width a power of two of at least eight bits a token, 64 to 4,096, little-endian bytes.
    width = 64
    while width < MASK_BITS_PER_TOKEN * len(tokens) and width < 4096:
        width *= 2
    value = 0
    for token in tokens:
        value |= 1 << (zlib.crc32(token.encode()) % width)
    return value.to_bytes(width // 8, "little")


@settings(max_examples=200, deadline=None)
@given(
    st.frozensets(
        st.text("abcdefghijklmnopqrstuvwxyz0123456789", min_size=1, max_size=6), max_size=700
    )
)
def test_masks_are_the_documented_bytes(tokens: frozenset[str]) -> None:
    assert token_mask(tokens) == _documented_mask(tokens)
    assert len(token_mask(tokens)) * 8 == mask_bits(len(tokens))


def test_the_guard_gives_its_definitions_verdicts(tmp_path: Path) -> None:
    # A synthetic store (templated short facts and long notes) and texts that are its next
    # facts or edits of its facts, many near the threshold: the guard through the index and
    # the masks refuses exactly what comparing every fact would.
    home, _ = bench_store.synthetic_home(tmp_path, size=1500)
    judged = guard_equivalence.texts(home, after=1500, records=400, variants=600)
    db = home / "memory.db"
    base = guard_equivalence.reference(db, judged)
    assert 100 < sum(v is not None for v in base) < len(judged) - 100
    assert guard_equivalence.differences(judged, base, guard_equivalence.verdicts(db, judged)) == []
    changed = [*base]
    i = next(i for i, v in enumerate(base) if v is not None)
    changed[i] = None
    assert len(guard_equivalence.differences(judged, base, changed)) == 1


TEXT = "the billing worker retries failed invoices twice then pages the oncall engineer"


def test_the_mask_migration_fills_every_row_and_keeps_every_answer(tmp_path: Path) -> None:
    # A store written before m021 holds token rows without masks, as the write path then
    # wrote them; after it every row has its mask and the guard answers as before (a fact
    # written afterwards found beside the old ones).
    path = tmp_path / "old.db"
    names = [fn.__name__ for fn in MIGRATIONS]
    old = SqliteStore(path, migrations=MIGRATIONS[: names.index("m021_fact_token_masks")])
    words = [f"word{i}" for i in range(400)]
    recs = [
        make_record(title="t", body=TEXT + " daily"),
        make_record(title="t", body="the billing worker retries failed invoices run 1"),
        make_record(title="t", body=TEXT, scope="/q"),
        make_record(title="t", body=" ".join(words)),
    ]
    for rec in recs:
        insert_on_old_schema(old, rec)
        with old.transaction():
            (rowid,) = old._db.execute(
                "SELECT rowid FROM records WHERE id = ?", (rec.id,)
            ).fetchone()
            for _, tokens, n, sigs in index_rows([rec]):
                old._db.execute(
                    "INSERT INTO fact_tokens(record_rowid, tokens, n) VALUES (?, ?, ?)",
                    (rowid, tokens, n),
                )
                old._db.executemany(
                    "INSERT INTO fact_signatures(sig, record_rowid, n) VALUES (?, ?, ?)",
                    [(sig, rowid, n) for sig in sigs],
                )
    before = old._db.execute("SELECT * FROM records ORDER BY rowid").fetchall()
    old.close()
    new = SqliteStore(path)
    assert new.applied_migrations == names[names.index("m021_fact_token_masks") :]
    assert new._db.execute("SELECT * FROM records ORDER BY rowid").fetchall() == before
    rows = new._db.execute("SELECT tokens, mask FROM fact_tokens").fetchall()
    assert len(rows) == len(recs)
    assert all(mask == token_mask(stored_tokens(tokens)) for tokens, mask in rows)

    def found(text: str, scope: str = "/p") -> set[str]:
        return set(new.near_duplicate_candidates(scope, duplicate_tokens(f"t {text}")))

    twin, _, elsewhere, long_fact = recs
    assert found(TEXT) == {twin.id}
    assert found(TEXT, "/q") == {elsewhere.id}
    assert long_fact.id in found(" ".join([*words[:-20], "extra"]))
    later = make_record(title="t", body=TEXT + " weekly")
    new.insert(later)
    assert found(TEXT) == {twin.id, later.id}
    (mask,) = new._db.execute(
        "SELECT t.mask FROM fact_tokens t JOIN records r ON r.rowid = t.record_rowid "
        "WHERE r.id = ?",
        (later.id,),
    ).fetchone()
    assert mask == token_mask(duplicate_tokens(f"t {later.body}"))
    new.close()
