"""Session search's query side, pure: terms, the full-text expression, final order, snippets.

The index's full-text engine (FTS5, porter stemming) finds and scores candidates with BM25 over
any query term; this module turns a person's question into those terms and orders what comes
back: BM25 × a whole-phrase bonus × a small recency nudge, ties broken by time and then id, so
the same index and query always give the same order (DESIGN invariant 9).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

# Words that carry no topic in a question about past work ("what did we try last week for
# the flaky deploy"). Dropped unless nothing else is left.
_STOPWORD_BLOCK = """
    a an and are as at be been but by can could did do does done for from had has have how i
    if in into is it its me my of on or our so than that the their them then there these they
    this those to too us was we were what when where which who why will with would you your
    """
STOPWORDS: frozenset[str] = frozenset(_STOPWORD_BLOCK.split())
# FTS5's unicode61 tokenizer splits on everything that is not a letter or digit (underscore
# included), so query terms are cut the same way.
_TERM = re.compile(r"[^\W_]+")
MAX_TERMS = 16
PHRASE_BONUS = 0.5
RECENCY_WEIGHT = 0.1
RECENCY_HALF_LIFE_DAYS = 30.0
SNIPPET_CHARS = 240
# A term the index holds in more than this share of its units says nothing about a session.
COMMON_SHARE = 0.3


def query_terms(query: str) -> list[str]:
    """Lowercased distinct terms of at least two characters, stopwords dropped when others
    remain, in query order."""
    words = list(dict.fromkeys(w for w in _TERM.findall(query.lower()) if len(w) >= 2))
    kept = [w for w in words if w not in STOPWORDS]
    return (kept or words)[:MAX_TERMS]


def drop_common(terms: Sequence[str], doc_counts: Sequence[int], total: int) -> list[str]:
    """``terms`` without those in more than :data:`COMMON_SHARE` of ``total`` units; the
    rarest term stays when every term is common."""
    if total <= 0 or not terms:
        return list(terms)
    kept = [t for t, n in zip(terms, doc_counts, strict=True) if n <= COMMON_SHARE * total]
    if kept:
        return kept
    rarest = min(range(len(terms)), key=lambda i: (doc_counts[i], i))
    return [terms[rarest]]


def match_expression(terms: Sequence[str]) -> str:
    """An FTS5 query matching any term (each quoted: terms are letters and digits only)."""
    return " OR ".join(f'"{t}"' for t in terms)


def has_phrase(text: str, query: str) -> bool:
    """Whether the query's words (two or more) occur in ``text`` in order, adjacent."""
    words = _TERM.findall(query.lower())
    if len(words) < 2:
        return False
    pattern = r"(?<![^\W_])" + r"[\W_]+".join(re.escape(w) for w in words) + r"(?![^\W_])"
    return re.search(pattern, text.lower()) is not None


def recency(at: datetime | None, now: datetime) -> float:
    """1 for now, halving every :data:`RECENCY_HALF_LIFE_DAYS`; 0 when the time is unknown."""
    if at is None:
        return 0.0
    days = max(0.0, (now - at).total_seconds() / 86400)
    return math.pow(0.5, days / RECENCY_HALF_LIFE_DAYS)


def final_score(bm25: float, *, phrase: bool, at: datetime | None, now: datetime) -> float:
    """``bm25`` is FTS5's (more negative = better); the result is higher = better."""
    relevance = max(0.0, -bm25)
    return relevance * (1 + PHRASE_BONUS * phrase) * (1 + RECENCY_WEIGHT * recency(at, now))


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


@dataclass(frozen=True)
class Snippet:
    text: str
    matched: tuple[str, ...]  # the words of ``text`` that matched a query term


def snippet(text: str, terms: Sequence[str], limit: int = SNIPPET_CHARS) -> Snippet:
    """At most ``limit`` characters of ``text`` (whitespace collapsed) around the first word
    that starts like a query term (a crude stem: FTS5 matched on porter stems)."""
    flat = " ".join(text.split())
    stems = [_stem(t) for t in terms]
    first: int | None = None
    matched: list[str] = []
    for m in _TERM.finditer(flat):
        word = m.group(0).lower()
        if any(word.startswith(s) for s in stems):
            if first is None:
                first = m.start()
            if word not in matched:
                matched.append(word)
    if len(flat) <= limit:
        return Snippet(flat, tuple(matched))
    start = 0 if first is None else max(0, first - limit // 3)
    start = min(start, len(flat) - limit)
    cut = flat[start : start + limit]
    prefix = "…" if start > 0 else ""
    suffix = "…" if start + limit < len(flat) else ""
    return Snippet(f"{prefix}{cut.strip()}{suffix}", tuple(matched))


__all__ = [
    "STOPWORDS",
    "Snippet",
    "drop_common",
    "final_score",
    "has_phrase",
    "match_expression",
    "query_terms",
    "recency",
    "snippet",
]
