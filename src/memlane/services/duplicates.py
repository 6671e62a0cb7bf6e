"""The near-duplicate guard: a new fact whose normalized title+body token set is nearly the
same as an existing fact's in the same scope is refused (the write path raises NearDuplicate
naming the existing slug).

Candidates come from the store's signature index (core/duplicate_signatures.py): it returns
every fact of the scope whose Jaccard with the text can reach the threshold (and a few more),
each of which is then compared exactly, so no near duplicate is missed however common its
words are. A batch being written (services/write_batch.py) adds the facts it holds but has
not written yet, so a fact is compared with the ones before it in the same batch.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Protocol

from memlane.core.records import NEAR_DUPLICATE_JACCARD, Record, duplicate_tokens, jaccard
from memlane.store.protocol import Store


class UnwrittenFacts(Protocol):
    """Facts a write transaction holds in memory, not yet in the store."""

    def candidates(self, scope: str, tokens: frozenset[str]) -> Mapping[str, Collection[str]]:
        """As the store's ``near_duplicate_candidates``, over these facts."""
        ...

    def get(self, record_id: str) -> Record | None: ...


def find_near_duplicate(
    store: Store,
    scope: str,
    title: str,
    body: str,
    *,
    exclude_id: str | None = None,
    unwritten: UnwrittenFacts | None = None,
) -> tuple[Record, float] | None:
    """The most similar fact in ``scope`` at or above the threshold, with its similarity (the
    smallest id among equally similar ones)."""
    mine = duplicate_tokens(f"{title} {body}")
    candidates = store.near_duplicate_candidates(scope, mine)
    if unwritten is not None:
        candidates = {**candidates, **unwritten.candidates(scope, mine)}
    best: tuple[str, float] | None = None
    for rid in sorted(candidates):
        if rid == exclude_id:
            continue
        sim = jaccard(mine, candidates[rid])
        if sim >= NEAR_DUPLICATE_JACCARD and (best is None or sim > best[1]):
            best = (rid, sim)
    if best is None:
        return None
    rec = unwritten.get(best[0]) if unwritten is not None else None
    if rec is None:
        rec = store.maybe_get(best[0])
    return None if rec is None else (rec, best[1])


__all__ = ["NEAR_DUPLICATE_JACCARD", "UnwrittenFacts", "find_near_duplicate"]
