"""The near-duplicate guard: a new fact whose normalized title+body token set is nearly the
same as an existing fact's in the same scope is refused (the write path raises NearDuplicate
naming the existing slug).

Candidates come from the store's signature index (core/duplicate_signatures.py): it returns
every fact of the scope whose Jaccard with the text can reach the threshold (and a few more),
each of which is then compared exactly, so no near duplicate is missed however common its
words are.
"""

from __future__ import annotations

from memlane.core.records import NEAR_DUPLICATE_JACCARD, Record, duplicate_tokens, jaccard
from memlane.store.protocol import Store


def find_near_duplicate(
    store: Store,
    scope: str,
    title: str,
    body: str,
    *,
    exclude_id: str | None = None,
) -> tuple[Record, float] | None:
    """The most similar fact in ``scope`` at or above the threshold, with its similarity (the
    smallest id among equally similar ones)."""
    mine = duplicate_tokens(f"{title} {body}")
    candidates = store.near_duplicate_candidates(scope, mine)
    best: tuple[str, float] | None = None
    for rid in sorted(candidates):
        if rid == exclude_id:
            continue
        sim = jaccard(mine, candidates[rid])
        if sim >= NEAR_DUPLICATE_JACCARD and (best is None or sim > best[1]):
            best = (rid, sim)
    if best is None:
        return None
    rec = store.maybe_get(best[0])
    return None if rec is None else (rec, best[1])


__all__ = ["NEAR_DUPLICATE_JACCARD", "find_near_duplicate"]
