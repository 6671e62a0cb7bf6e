"""The pure consolidation rules: duplicate pairs, grouping, merged text, opposite guidance."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core.consolidation_rules import group_pairs, merged_body, similar_pairs
from memlane.core.records import Record, jaccard
from memlane.core.supersession_rules import conflict, memory_signals

WORDS = st.sampled_from([f"w{i}" for i in range(14)])


@settings(max_examples=200, deadline=None)
@given(
    sets=st.lists(st.frozensets(WORDS, min_size=1, max_size=9), max_size=30),
    threshold=st.sampled_from([0.4, 0.6, 0.82, 0.9, 1.0]),
)
def test_similar_pairs_finds_exactly_the_brute_force_pairs(
    sets: list[frozenset[str]], threshold: float
) -> None:
    brute = [
        (i, j)
        for i, j in itertools.combinations(range(len(sets)), 2)
        if jaccard(sets[i], sets[j]) >= threshold
    ]
    found = similar_pairs(sets, threshold)
    assert [(i, j) for i, j, _ in found] == brute
    assert all(abs(s - jaccard(sets[i], sets[j])) < 1e-12 for i, j, s in found)


def test_groups_are_complete_linkage_and_capped() -> None:
    # 0~1, 1~2 but not 0~2: a chain never merges its ends.
    assert group_pairs([(0, 1, 0.9), (1, 2, 0.85)]) == [([0, 1], 0.9)]
    everything = [(i, j, 0.95) for i, j in itertools.combinations(range(10), 2)]
    (first, *_rest) = group_pairs(everything, max_members=8)
    assert len(first[0]) == 8


def rec(text: str, rid: str = "a", body: str | None = None) -> Record:
    return Record(id=rid, kind="fact", scope="/p", title=text, body=body or text)


def test_merged_body_adds_only_what_the_survivor_does_not_say() -> None:
    survivor = rec("Gates", body="Run both release gates. Red gates block the tag.")
    other = rec("Gates", "b", "Run both release gates. Ask ops.")
    assert merged_body(survivor, [other]) == (
        "Run both release gates. Red gates block the tag. Ask ops."
    )
    assert merged_body(survivor, [survivor]) == survivor.body


def opposite(a: str, b: str) -> bool:
    return conflict(memory_signals(rec(a)), memory_signals(rec(b, "b"))) is not None


def test_opposite_guidance_needs_the_same_subject_and_exclusive_sides() -> None:
    assert opposite("Use npm for installs", "Use pnpm for installs, never npm")
    assert opposite("Don't use the legacy client", "Use the legacy client for uploads")
    assert opposite("Always run the linter before pushing", "Never run the linter before pushing")
    assert opposite("Enable strict mode in tsconfig", "Strict mode is disabled in tsconfig")
    assert opposite("Signed commits are required", "Signed commits are forbidden")
    assert not opposite("Always squash merge", "Never rebase shared branches")
    assert not opposite("Use npm ci in CI", "Never use npm link for local packages")
    assert not opposite("Use pnpm for installs", "Use pnpm, never npm")
    # Both sides in one memory: not an exclusive contradiction.
    assert not opposite("Enable the cache", "Enable the cache in CI but disable the cache locally")
