"""The near-duplicate guard: a new fact whose normalized title+body token set is nearly the
same as an existing fact's in the same scope is refused (the write path raises NearDuplicate
naming the existing slug)."""

from __future__ import annotations

from memlane.core.records import NEAR_DUPLICATE_JACCARD, Record, duplicate_tokens, jaccard
from memlane.store.protocol import Store

# How many full-text neighbours the guard compares; a true near duplicate shares almost every
# token, so it ranks at the very top of an any-term query over those tokens.
DUPLICATE_CANDIDATES = 50


def rare_tokens(store: Store, mine: frozenset[str]) -> list[str]:
    """The rarest tokens a near duplicate must share at least one of.

    A duplicate D of a text with token set M has |M∩D| >= J·|M∪D|, so at most (1−J)/J·|M|
    of M's tokens are missing from D: any floor((1−J)/J·|M|) + 1 of M's tokens include one D
    contains. Querying the rarest ones instead of all of M keeps the guard from scanning
    half the index for common words (27 ms → a few ms per remember at 50k records).
    """
    _, freq = store.document_frequencies(sorted(mine))
    present = sorted((t for t in mine if freq.get(t, 0) > 0), key=lambda t: (freq[t], t))
    if not present:
        return []  # a duplicate's tokens are all indexed; none of these is
    ratio = (1 - NEAR_DUPLICATE_JACCARD) / NEAR_DUPLICATE_JACCARD
    needed = int(len(mine) * ratio) + 1
    return present[:needed]


def find_near_duplicate(
    store: Store, scope: str, title: str, body: str, *, exclude_id: str | None = None
) -> tuple[Record, float] | None:
    """The most similar fact in ``scope`` at or above the threshold, with its similarity."""
    mine = duplicate_tokens(f"{title} {body}")
    rare = rare_tokens(store, mine)
    if not rare:
        return None
    hits = store.fts(rare, scopes=[scope], kinds=["fact"], limit=DUPLICATE_CANDIDATES)
    records = store.get_many(h[0] for h in hits)
    best: tuple[Record, float] | None = None
    for rid, _ in hits:
        rec = records.get(rid)
        if rec is None or rec.id == exclude_id:
            continue
        sim = jaccard(mine, duplicate_tokens(f"{rec.title} {rec.body}"))
        if sim >= NEAR_DUPLICATE_JACCARD and (best is None or sim > best[1]):
            best = (rec, sim)
    return best


__all__ = ["DUPLICATE_CANDIDATES", "NEAR_DUPLICATE_JACCARD", "find_near_duplicate", "rare_tokens"]
