"""Ranking-quality metrics for labelled recall benchmarks, as pure functions of ranked keys.

Every metric sees a ranking with repeated keys collapsed to their first position, so a ranker
cannot earn credit twice for one memory; gold ranks are 1-based and ``None`` means not ranked.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

DEFAULT_KS = (1, 5, 10)
DEFAULT_NDCG_K = 10


@dataclass(frozen=True)
class QueryResult:
    """One query's ranking: its id, query type, labelled gold keys and ranked keys (best first)."""

    id: str
    type: str
    gold: Sequence[str]
    ranked: Sequence[str]
    extra: Mapping[str, Any] = field(default_factory=dict)


def _dedupe(ranked_keys: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    for key in ranked_keys:
        if key not in seen:
            seen.add(key)
            out.append(key)
    return out


def _gold_set(gold: Iterable[str]) -> set[str]:
    gold_set = set(gold)
    if not gold_set:
        raise ValueError("a query needs at least one gold key")
    return gold_set


def _check_k(k: int) -> None:
    if k < 1:
        raise ValueError(f"k must be at least 1, got {k}")


def gold_ranks(ranked_keys: Sequence[str], gold: Iterable[str]) -> dict[str, int | None]:
    """The 1-based rank of each gold key in the ranking, or None when it was not returned."""
    position = {key: i for i, key in enumerate(_dedupe(ranked_keys), start=1)}
    return {key: position.get(key) for key in sorted(_gold_set(gold))}


def recall_at_k(ranked_keys: Sequence[str], gold: Iterable[str], k: int) -> float:
    """Fraction of the gold keys found in the first k positions."""
    _check_k(k)
    gold_set = _gold_set(gold)
    return len(gold_set.intersection(_dedupe(ranked_keys)[:k])) / len(gold_set)


def reciprocal_rank(ranked_keys: Sequence[str], gold: Iterable[str]) -> float:
    """1 / rank of the first gold key; 0.0 when no gold key was returned."""
    gold_set = _gold_set(gold)
    for i, key in enumerate(_dedupe(ranked_keys), start=1):
        if key in gold_set:
            return 1.0 / i
    return 0.0


def ndcg_at_k(ranked_keys: Sequence[str], gold: Iterable[str], k: int) -> float:
    """Normalised discounted cumulative gain at k with binary relevance (gold = 1, else 0)."""
    _check_k(k)
    gold_set = _gold_set(gold)
    dcg = sum(
        1.0 / math.log2(i + 1)
        for i, key in enumerate(_dedupe(ranked_keys)[:k], start=1)
        if key in gold_set
    )
    ideal = sum(1.0 / math.log2(i + 1) for i in range(1, min(len(gold_set), k) + 1))
    return dcg / ideal


def score_query(
    result: QueryResult, ks: Sequence[int] = DEFAULT_KS, ndcg_k: int = DEFAULT_NDCG_K
) -> dict[str, Any]:
    """Every metric for one query, plus the rank of each gold key."""
    ranks = gold_ranks(result.ranked, result.gold)
    found = [rank for rank in ranks.values() if rank is not None]
    row: dict[str, Any] = {
        "id": result.id,
        "type": result.type,
        "gold": list(result.gold),
        "gold_ranks": ranks,
        "first_gold_rank": min(found) if found else None,
        "returned": len(_dedupe(result.ranked)),
    }
    for k in ks:
        row[f"recall@{k}"] = recall_at_k(result.ranked, result.gold, k)
    row["mrr"] = reciprocal_rank(result.ranked, result.gold)
    row[f"ndcg@{ndcg_k}"] = ndcg_at_k(result.ranked, result.gold, ndcg_k)
    row.update(result.extra)
    return row


def _aggregate(rows: Sequence[Mapping[str, Any]], metric_names: Sequence[str]) -> dict[str, Any]:
    out: dict[str, Any] = {"queries": len(rows)}
    for name in metric_names:
        out[name] = sum(float(row[name]) for row in rows) / len(rows) if rows else 0.0
    out["misses"] = sum(1 for row in rows if row["first_gold_rank"] is None)
    return out


def summarize(
    per_query_results: Iterable[QueryResult],
    ks: Sequence[int] = DEFAULT_KS,
    ndcg_k: int = DEFAULT_NDCG_K,
) -> dict[str, Any]:
    """Mean metrics overall and per query type, with every query's row (and gold ranks) kept.

    Returns ``{"overall": {...}, "by_type": {type: {...}}, "queries": [row, ...]}`` where each
    aggregate holds ``queries``, ``recall@k`` for each k, ``mrr``, ``ndcg@<ndcg_k>`` and
    ``misses`` (queries with no gold key returned at all). Query order is preserved.
    """
    for k in (*ks, ndcg_k):
        _check_k(k)
    rows = [score_query(result, ks, ndcg_k) for result in per_query_results]
    metric_names = [*(f"recall@{k}" for k in ks), "mrr", f"ndcg@{ndcg_k}"]
    by_type: dict[str, list[Mapping[str, Any]]] = {}
    for row in rows:
        by_type.setdefault(str(row["type"]), []).append(row)
    return {
        "overall": _aggregate(rows, metric_names),
        "by_type": {
            qtype: _aggregate(type_rows, metric_names)
            for qtype, type_rows in sorted(by_type.items())
        },
        "queries": rows,
    }
