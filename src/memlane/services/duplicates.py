"""The near-duplicate guard: a new fact whose normalized title+body token set is nearly the
same as an existing fact's in the same scope is refused (the write path raises NearDuplicate
naming the existing slug)."""

from __future__ import annotations

from collections.abc import Iterable

from memlane.core.records import NEAR_DUPLICATE_JACCARD, Record, duplicate_tokens, jaccard
from memlane.store.protocol import Store

# How many full-text neighbours the guard compares; a true near duplicate shares almost every
# token, so it ranks at the very top of an any-term query over those tokens.
DUPLICATE_CANDIDATES = 50


class TokenRarity:
    """Document counts per token, remembered for this process, to rank a text's tokens by
    rarity. They go stale as the store changes (counting afresh walks each token's postings,
    ~1 ms for a common word at 100k records, on every write); any subset of the bound's size
    is sound (see :func:`rare_tokens`), so staleness costs speed, never a missed duplicate."""

    MAX_TOKENS = 200_000

    def __init__(self, store: Store) -> None:
        self._store = store
        self._counts: dict[str, int] = {}

    def counts(self, tokens: Iterable[str]) -> dict[str, int]:
        tokens = sorted(set(tokens))
        missing = [t for t in tokens if t not in self._counts]
        if missing:
            if len(self._counts) > self.MAX_TOKENS:
                self._counts.clear()
            _, found = self._store.document_frequencies(missing)
            self._counts.update((t, found.get(t, 0)) for t in missing)
        return {t: self._counts.get(t, 0) for t in tokens}


def rare_tokens(store: Store, mine: frozenset[str], rarity: TokenRarity | None = None) -> list[str]:
    """The rarest tokens a near duplicate must share at least one of.

    A duplicate D of a text with token set M has |M∩D| >= J·|M∪D|, so at most (1−J)/J·|M|
    of M's tokens are missing from D: any floor((1−J)/J·|M|) + 1 of M's tokens include one D
    contains. Querying the rarest ones instead of all of M keeps the guard from scanning
    half the index for common words (27 ms → a few ms per remember at 50k records).
    Any such subset is sound, so the counts only decide which tokens are cheapest to query:
    they may be read before the write transaction (and be stale by then). A subset is never
    smaller than that bound: tokens the index did not hold when counted fill it up, so a
    duplicate written meanwhile by another process is still found.
    """
    freq = rarity.counts(mine) if rarity else store.document_frequencies(sorted(mine))[1]
    ratio = (1 - NEAR_DUPLICATE_JACCARD) / NEAR_DUPLICATE_JACCARD
    needed = int(len(mine) * ratio) + 1
    present = sorted((t for t in mine if freq.get(t, 0) > 0), key=lambda t: (freq[t], t))
    absent = sorted(t for t in mine if freq.get(t, 0) == 0)
    return (present + absent)[:needed]


def find_near_duplicate(
    store: Store,
    scope: str,
    title: str,
    body: str,
    *,
    exclude_id: str | None = None,
    rare: list[str] | None = None,
) -> tuple[Record, float] | None:
    """The most similar fact in ``scope`` at or above the threshold, with its similarity.
    ``rare``: :func:`probe_tokens` of the text, taken before the write transaction."""
    mine = duplicate_tokens(f"{title} {body}")
    if rare is None:
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


def probe_tokens(store: Store, title: str, body: str, rarity: TokenRarity) -> list[str]:
    """The tokens the guard will query for this text (see :func:`rare_tokens`)."""
    return rare_tokens(store, duplicate_tokens(f"{title} {body}"), rarity)


__all__ = [
    "DUPLICATE_CANDIDATES",
    "NEAR_DUPLICATE_JACCARD",
    "TokenRarity",
    "find_near_duplicate",
    "probe_tokens",
    "rare_tokens",
]
