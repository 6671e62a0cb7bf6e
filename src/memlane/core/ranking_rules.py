"""Every recall-ranking constant, with its reason, and the pure hybrid score.

Recall relevance = 0.7 · max(0, cosine) + 0.3 · lexical, where lexical is BM25 / max BM25 in the
candidate set scaled by the IDF-weighted share of the query the memory covers. The
floor is applied to that relevance alone; priors (source, recency, importance) only order what
cleared it, so an old but exactly relevant fact is never dropped for being old.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass

from memlane.core.records import Record, is_codebase_scan

# Hybrid blend, from the vector-memory reference design: meaning first, exact words second.
VECTOR_WEIGHT = 0.7
LEXICAL_WEIGHT = 0.3

# Source weights: the project's own memory edges out an ancestor's, which edges out global.
SOURCE_WEIGHT_OWN = 1.0
SOURCE_WEIGHT_PARENT = 0.92
SOURCE_WEIGHT_GLOBAL = 0.85

# Recency: a 7-day half-life on project-scoped records (global records never decay). Only this
# share of the score decays, so a months-old convention keeps 70 % of its weight rather than ~0.
RECENCY_HALF_LIFE_DAYS = 7.0
RECENCY_SHARE = 0.3

# A query that names a time ("yesterday", "two weeks ago", "in May": core.time_phrases)
# orders the records created then ahead of equally relevant ones from other times, and turns
# recency decay off (the question said how old its answer is); it admits and drops nothing
# (the floor sees relevance alone).
TIME_MATCH_BOOST = 1.3

# Importance nudge k · (importance − 0.5): neutral importance adds exactly 0.
IMPORTANCE_BONUS = 0.1

# In a condensed long prompt, a word only the pasted part has (an error line, an identifier)
# counts half as much towards query coverage as a word the person typed: the paste says what
# they are looking at, their sentence what they want (long-prompt bench, issue 22).
PASTED_TERM_WEIGHT = 0.5

# Candidate pools: full-text top-N and vector top-N, unioned.
FTS_CANDIDATES = 50
VECTOR_CANDIDATES = 50
# The full-text arm scores at most about this many matching rows: the query's rarest terms
# are kept until their rows add up to it (exact below it, so every store of a few thousand
# records ranks as before). Words common enough to fall outside it carry little IDF weight,
# and the vector arm still sees every record (issue 21: at 100k records FTS5's BM25 over
# every row holding a common word was over half of a recall).
FTS_SCAN_BUDGET = 5_000

# Relevance floors per embedder family. The reference used 0.35 with an embedder whose
# cosines run higher than MiniLM's. Calibrated on 14 hand-written paraphrase pairs and 14
# unrelated software pairs (bench/embedder_speed.py prints them): MiniLM paraphrases sharing no
# word with the memory score cosine 0.18–0.72 (relevance 0.7·cos ≥ 0.128), unrelated pairs
# −0.09–0.09 (relevance ≤ 0.061). 0.11 sits between the two with margin on both sides.
RECALL_FLOOR_MINILM = 0.11
# The hash test embedder only sees shared words and trigrams; its floor keeps exact-word hits.
RECALL_FLOOR_HASH = 0.2
# Lexical-only mode: relevance is BM25 relative to the best candidate.
RECALL_FLOOR_LEXICAL = 0.3
# Generic local ONNX models (onnx:<dir>) are uncalibrated; start from the MiniLM value.
RECALL_FLOOR_DEFAULT = RECALL_FLOOR_MINILM
# The "max" aggressiveness level lowers the floor by this factor and widens the pool.
MAX_LEVEL_FLOOR_FACTOR = 0.8
MAX_LEVEL_POOL_FACTOR = 3


def within_scan_budget(frequencies: Mapping[str, int], budget: int) -> list[str]:
    """The terms the full-text arm queries under ``FTS_SCAN_BUDGET``-style ``budget``: rarest
    first (ties by term) while their rows add up to at most ``budget``, always at least the
    rarest; terms no record holds are left out (both stores pick the same way)."""
    kept: list[str] = []
    rows = 0
    for term in sorted((t for t, n in frequencies.items() if n), key=lambda t: (frequencies[t], t)):
        if kept and rows + frequencies[term] > budget:
            break
        kept.append(term)
        rows += frequencies[term]
    return kept


def floor_for(model_id: str | None) -> float:
    if model_id is None:
        return RECALL_FLOOR_LEXICAL
    if model_id.startswith("hash"):
        return RECALL_FLOOR_HASH
    if "minilm" in model_id.lower():
        return RECALL_FLOOR_MINILM
    return RECALL_FLOOR_DEFAULT


def query_coverage(
    query_terms: Sequence[str], doc_terms: Set[str], idf: Mapping[str, float]
) -> float:
    """The IDF-weighted share of the query's terms a memory contains, in [0, 1].

    BM25 divided by the best BM25 in the candidate set says how a memory compares with the
    others, not how much of the query it answers: alone, one incidental shared word earned the
    full lexical weight and buried true paraphrases (the recall benchmark showed hybrid
    paraphrase recall@1 at 0 % against 52 % for vectors alone). Scaling by coverage fixes that.
    """
    total = sum(idf[t] for t in query_terms)
    if total <= 0:
        return 0.0
    return sum(idf[t] for t in query_terms if t in doc_terms) / total


def term_idf(doc_count: int, frequency: int) -> float:
    return math.log(1.0 + doc_count / (frequency + 1.0))


def relevance(cosine: float, lexical_norm: float, *, vectors: bool) -> float:
    """Relevance evidence in [0, 1]; without vectors, the lexical share is the whole score."""
    if not vectors:
        return lexical_norm
    return VECTOR_WEIGHT * max(0.0, cosine) + LEXICAL_WEIGHT * lexical_norm


def recency_factor(age_days: float, *, decays: bool) -> float:
    if not decays:
        return 1.0
    decay = math.pow(0.5, max(0.0, age_days) / RECENCY_HALF_LIFE_DAYS)
    return (1.0 - RECENCY_SHARE) + RECENCY_SHARE * decay


@dataclass(frozen=True)
class Priors:
    source_weight: float
    recency: float
    importance: float


def final_score(rel: float, priors: Priors) -> float:
    return rel * priors.source_weight * priors.recency + IMPORTANCE_BONUS * (
        priors.importance - 0.5
    )


@dataclass(frozen=True)
class Level:
    """How much automatic recall an aggressiveness level allows per turn."""

    limit: int
    floor_factor: float
    pool: int
    pattern_min_confidence: float


# From the vector-memory reference: low injects one high-confidence note; default up to three
# above the floor; high five; max eight from a wider pool with a lower floor.
LEVELS: dict[str, Level] = {
    "low": Level(limit=1, floor_factor=1.4, pool=1, pattern_min_confidence=0.8),
    "default": Level(limit=3, floor_factor=1.0, pool=1, pattern_min_confidence=0.6),
    "high": Level(limit=5, floor_factor=1.0, pool=1, pattern_min_confidence=0.6),
    "max": Level(
        limit=8,
        floor_factor=MAX_LEVEL_FLOOR_FACTOR,
        pool=MAX_LEVEL_POOL_FACTOR,
        pattern_min_confidence=0.6,
    ),
}

# Injection gates shared by the brief and recall packets.
PATTERN_MIN_CONFIDENCE = 0.6
BRIEF_MAX_PATTERNS = 10
BRIEF_MAX_FACTS = 20
BRIEF_MAX_NOTES = 10
LESSON_WINDOW_DAYS = 7.0
SESSION_WINDOW_HOURS = 48.0
# Run and session events reach a per-turn packet only while this fresh.
EVENT_RECALL_WINDOW_DAYS = 7.0
BRIEF_PATTERN_RELEVANCE_WEIGHT = 0.6
BRIEF_PATTERN_CONFIDENCE_WEIGHT = 0.4

# Search (the wide, ungated path): 70 % relevance plus small priors.
SEARCH_RELEVANCE_WEIGHT = 0.7
SEARCH_KIND_WEIGHT = 0.1
SEARCH_RECENCY_WEIGHT = 0.1
SEARCH_TRUST_WEIGHT = 0.1
SEARCH_RECENCY_HALF_LIFE_DAYS = 60.0
SEARCH_LEXICAL_SHARE = 0.6  # of relevance; the rest is vector similarity
SEARCH_CAP = 50
SEARCH_KIND_PRIOR: dict[str, float] = {
    "fact": 1.0,
    "pattern": 0.9,
    "note": 0.9,
    "lesson": 0.8,
    "event": 0.6,
}


def may_reach_prompt(rec: Record, pattern_min_confidence: float = PATTERN_MIN_CONFIDENCE) -> bool:
    """The gate every injected view (brief, recall packet, memory index) applies before its
    own: archived records never, a codebase scan never (searchable context only), a pattern
    only when pinned or confident enough. Validity is services.validity's to decide."""
    if rec.archived or is_codebase_scan(rec):
        return False
    if rec.kind == "pattern":
        return rec.pinned or (rec.confidence or 0.0) >= pattern_min_confidence
    return True
