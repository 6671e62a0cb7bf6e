"""Search (Ask): the wide, ungated lookup a person or agent runs on purpose.

Every kind in scope, no confidence gate, no caps per source, no recency windows. Relevance is
the wide search scorer plus vector similarity; nothing here is ever injected on its own, and
nothing on the injection path calls this module (DESIGN invariant 1).

A hit is either a ``lexical`` match (every query term found, by any of the scorer's rules, or
the whole phrase) or a ``semantic`` neighbour (cosine at or above the embedder's calibrated
recall floor / 0.7, the similarity a paraphrase needs to be recalled). Texts that share only
some words and are no neighbour are not matches, so a query for something the store does not
hold answers "no matches". A one-identifier query (``SshConfig``) matches only where its words
stand together, and has no semantic matches: a sentence embedder places unrelated identifiers
at cosines of 0.2-0.4 (measured on both recall fixtures), so only its words are evidence.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memlane.core import ranking_rules as rules
from memlane.core.query_text import condense_query
from memlane.core.records import Record
from memlane.core.scope import MatchMode
from memlane.core.search_scorer import (
    CorpusScores,
    corpus_tokens,
    identifier_pattern,
    is_identifier,
)
from memlane.core.search_stem import stem
from memlane.errors import InvalidInput
from memlane.services.embedding import EmbeddingService
from memlane.services.ranking import scoring_time, visible_scopes
from memlane.store.protocol import SearchRow, Store

FTS_POOL = 400
# A stem shorter than this is a prefix of too many words to pool by.
STEM_PREFIX_MIN = 4
VECTOR_POOL = 100
SUBSTRING_POOL = 200
# How many records may hold the query words the substring pool is drawn by (rarest words
# first, and always one), and the prefix pool's (which SQLite ranks by BM25, every record
# it draws; none when even the rarest word is over).
SCAN_BUDGET = 1_000
PREFIX_BUDGET = 1_000
# Records drawn by any query word, common ones included (newest first), when the other
# pools are drawn by only some.
COMMON_POOL = 400
SOURCES = ("all", "store", "notes")
# The vector index's cosines and a stored vector's dot product may differ in the last float32
# bits; a bound on one is applied to the other with this much room.
_COSINE_SLACK = 1e-4


@dataclass(frozen=True)
class SearchHit:
    record: Record
    score: float
    relevance: float
    matched: tuple[str, ...]
    match: str = "lexical"  # or "semantic": found as a neighbour in meaning, not by its words

    def to_dict(self) -> dict[str, Any]:
        r = self.record
        return {
            "id": r.id,
            "slug": r.slug,
            "kind": r.kind,
            "type": r.type,
            "scope": r.scope,
            "title": r.title,
            "body": r.body,
            "score": round(self.score, 4),
            "relevance": round(self.relevance, 4),
            "matched": list(self.matched),
            "match": self.match,
            "pinned": r.pinned,
            "confidence": r.confidence,
            "created_at": r.created_at.isoformat(),
        }


@dataclass(frozen=True)
class SearchResult:
    query: str
    total: int
    hits: list[SearchHit]
    # Set when a team server serving part of this search could not be asked.
    notice: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out = {
            "query": self.query,
            "total": self.total,
            "shown": len(self.hits),
            "hits": [h.to_dict() for h in self.hits],
        }
        if self.notice:
            out["notice"] = self.notice
        return out


def _rarest_words(
    words: Sequence[str], frequencies: dict[str, int], budget: int, *, at_least_one: bool
) -> list[str]:
    """``words`` (in their order) rarest first while the records holding them add up to
    ``budget``; ``at_least_one`` keeps the rarest word some record holds even when it
    alone is over. A word no record holds as a token costs nothing and stays (a longer word
    or its stem may be there)."""
    kept = {w for w in words if not frequencies.get(w)}
    rows = 0
    for word in sorted(frequencies, key=lambda w: (frequencies[w], w)):
        if rows + frequencies[word] > budget and (rows or not at_least_one):
            break
        kept.add(word)
        rows += frequencies[word]
    return [w for w in words if w in kept]


def _fts_prefix_terms(words: Sequence[str]) -> list[str]:
    """Prefix terms for each query word and for its stem, so "camped" also pools "camping"
    (the stem ``camp`` is a prefix of both; the word itself is not)."""
    words = [w for w in words if w.isalnum()]
    stems = [s for s in (stem(w) for w in words) if len(s) >= STEM_PREFIX_MIN]
    return list(dict.fromkeys([*words, *stems]))


def _kinds_for(source: str, kinds: Sequence[str] | None) -> list[str] | None:
    if source == "notes":
        return ["note"]
    if source == "store":
        base = [k for k in (kinds or ("fact", "event", "pattern", "lesson")) if k != "note"]
        return base
    return list(kinds) if kinds else None


def search(
    store: Store,
    embeddings: EmbeddingService,
    query: str,
    *,
    read_scope: str,
    mode: MatchMode,
    limit: int = rules.SEARCH_CAP,
    kinds: Sequence[str] | None = None,
    source: str = "all",
    include_archived: bool = False,
    now: datetime | None = None,
) -> SearchResult:
    if not 1 <= limit <= rules.SEARCH_CAP:
        raise InvalidInput(
            f"search shows at most {rules.SEARCH_CAP} hits, not {limit}",
            remedy=f"pass a limit from 1 to {rules.SEARCH_CAP} (total says how many matched)",
        )
    now = scoring_time(now)
    q = condense_query(query).text
    scopes = visible_scopes(store, read_scope, mode)
    if not q or not scopes:
        return SearchResult(query, 0, [])
    kind_filter = _kinds_for(source, kinds)
    # The model embeds the query on another thread while this one draws the word pools (a
    # no-op for an embedder that holds the GIL, or for the query recall just embedded).
    embeddings.prefetch(q)
    try:
        return _search(
            store, embeddings, query, q, scopes, kind_filter, limit, include_archived, now
        )
    finally:
        embeddings.settle()  # an error before the vector search never asked for the vector


def _search(
    store: Store,
    embeddings: EmbeddingService,
    query: str,
    q: str,
    scopes: list[str],
    kind_filter: list[str] | None,
    limit: int,
    include_archived: bool,
    now: datetime,
) -> SearchResult:
    pool: set[str] = set()
    # The word pools are drawn by the query's rarer words only. A lexical match holds every
    # query word (by one rule or another), so it holds the rarest ones too; the common ones
    # mostly add records that match a part of the query, which are no match. At 100k records
    # the common words drew ~2,500 candidates, each one tokenized and scored, and made
    # SQLite rank ~40,000 rows by BM25 for the prefix pool.
    query_words = list(dict.fromkeys(corpus_tokens(q)))[:32]
    _, frequencies = store.document_frequencies(query_words)
    # A 2-character word is a substring of too many words to pool by (see search_scorer).
    long_words = [w for w in query_words if len(w) >= 3]
    substring_words = _rarest_words(long_words, frequencies, SCAN_BUDGET, at_least_one=True)
    prefix_terms = _fts_prefix_terms(
        _rarest_words(query_words, frequencies, PREFIX_BUDGET, at_least_one=False)
    )
    all_prefix_terms = _fts_prefix_terms(query_words)
    if prefix_terms:
        pool.update(
            rid
            for rid, _ in store.fts(
                prefix_terms, prefix=True, scopes=scopes, kinds=kind_filter, limit=FTS_POOL
            )
        )
    terms = [q, *sorted(substring_words)]
    pool.update(
        store.substring_ids(
            terms,
            scopes=scopes,
            kinds=kind_filter,
            limit=SUBSTRING_POOL * len(terms),
            include_archived=include_archived,
        )
    )
    # Drawn by only some of the query's words, the pool holds those words far more often
    # than the store does: their document frequencies are counted over the records drawn
    # by any word (the newest) and the vector neighbours instead, or a rare word would
    # weigh as little as a common one.
    sample: set[str] | None = None
    if len(substring_words) < len(long_words) or len(prefix_terms) < len(all_prefix_terms):
        sample = set(
            store.substring_ids(
                long_words,
                scopes=scopes,
                kinds=kind_filter,
                limit=COMMON_POOL,
                include_archived=include_archived,
            )
        )
        pool.update(sample)
    cosines: dict[str, float] = {}
    if embeddings.enabled:
        cosines = dict(embeddings.knn(q, set(scopes), VECTOR_POOL))
        pool.update(cosines)
        if sample is not None:
            sample.update(cosines)
    if not pool:
        return SearchResult(query, 0, [])
    records = [
        r
        for r in store.search_rows(pool).values()
        if (include_archived or not r.archived) and (kind_filter is None or r.kind in kind_filter)
    ]
    model = embeddings.embedder.model_id if embeddings.embedder is not None else None
    vector_min = rules.floor_for(model) / rules.VECTOR_WEIGHT
    # One identifier exists in a text only where its words stand together (see the docstring).
    together = identifier_pattern(q) if is_identifier(q) else None
    texts = [r.search_text for r in records]
    lexical = CorpusScores(
        q,
        texts,
        idf_weighted=True,
        idf_sample=None if sample is None else [r.id in sample for r in records],
    )
    whole = q.lower()
    substring = [whole in _lower(text) for text in texts]
    by_words = [
        sub or (complete and (together is None or together.search(text) is not None))
        for sub, complete, text in zip(substring, lexical.complete, texts, strict=True)
    ]
    # Candidates found by their words but outside the vector top-N get their true cosine,
    # not 0 (the held-out diagnosis measured -0.03 recall@10 from that gap). The others can
    # only match as neighbours, which none can be when the N-th neighbour is already below
    # the neighbour floor (a candidate outside the top N is no closer than it).
    if embeddings.enabled:
        beyond_may_match = together is None and (
            len(cosines) < VECTOR_POOL or min(cosines.values()) >= vector_min - _COSINE_SLACK
        )
        missing = [
            r
            for r, found in zip(records, by_words, strict=True)
            if r.id not in cosines and (found or beyond_may_match)
        ]
        if missing:
            cosines.update(_similarities(embeddings, q, missing))

    # Every match is scored and counted, but only the shown ones become SearchHits (with the
    # terms they matched): at 10k records ~1,600 candidates match a common query.
    matches: list[tuple[SearchRow, float, float, int, str]] = []
    order: list[tuple[float, str, int]] = []
    for i, rec in enumerate(records):
        cos = max(0.0, cosines.get(rec.id, 0.0))
        if by_words[i]:
            match = "lexical"
        elif together is None and cos >= vector_min:
            match = "semantic"
        else:
            continue  # some shared words, no neighbour: not a match
        rel = (
            rules.SEARCH_LEXICAL_SHARE * max(lexical.score(i), 0.5 if substring[i] else 0.0)
            + (1 - rules.SEARCH_LEXICAL_SHARE) * cos
        )
        recency = _recency(now, rec.created_at)
        trust = 1.0 if rec.pinned else (rec.confidence if rec.confidence is not None else 0.7)
        score = (
            rules.SEARCH_RELEVANCE_WEIGHT * rel
            + rules.SEARCH_KIND_WEIGHT * rules.SEARCH_KIND_PRIOR.get(rec.kind, 0.5)
            + rules.SEARCH_RECENCY_WEIGHT * recency
            + rules.SEARCH_TRUST_WEIGHT * trust
        )
        # Best score first, ties by id (ids are unique, so the index never decides).
        order.append((-round(score, 9), rec.id, len(matches)))
        matches.append((rec, score, rel, i, match))
    order.sort()

    # The same text stored twice (a note and the fact promoted from it) shows once; distinct
    # memories that merely start alike (derived titles are the first 80 characters) do not
    # hide each other.
    seen: set[tuple[str, str]] = set()
    distinct: list[int] = []
    for _, _, i in order:
        row = matches[i][0]
        key = (_collapsed(row.title), _collapsed(row.body))
        if key not in seen:
            seen.add(key)
            distinct.append(i)
    shown: list[SearchHit] = []
    # Only the hits shown are read as whole records. One deleted since its row was read is
    # left out, and the next one shown in its place.
    for start in range(0, len(distinct), limit):
        if len(shown) >= limit:
            break
        part = [matches[i] for i in distinct[start : start + limit]]
        full = store.get_many(row.id for row, *_ in part)
        for row, score, rel, index, match in part:
            record = full.get(row.id)
            if record is not None and len(shown) < limit:
                shown.append(SearchHit(record, score, rel, lexical.match(index).matched, match))
    return SearchResult(query, len(seen), shown)


def _similarities(
    embeddings: EmbeddingService, query: str, rows: Sequence[SearchRow]
) -> dict[str, float]:
    """``EmbeddingService.similarities`` for search rows: the cosine of ``query`` with each
    row's stored vector (rows without one left out), by the same float32 dot product."""
    vec = embeddings.query_vector(query)
    if vec is None:
        return {}
    stored = embeddings.vectors_by_hash([r.content_hash for r in rows])
    return {r.id: float(stored[r.content_hash].dot(vec)) for r in rows if r.content_hash in stored}


# A record's recency against the scoring clock (truncated to the minute, so the same
# candidates recur with the same clock query after query).
@functools.lru_cache(maxsize=20_000)
def _recency(now: datetime, created_at: datetime) -> float:
    age_days = max(0.0, (now - created_at).total_seconds() / 86400)
    return math.pow(0.5, age_days / rules.SEARCH_RECENCY_HALF_LIFE_DAYS)


# Titles and bodies of the same records recur query after query (and SQLite hands back the
# same string objects, whose hashes are kept): their collapsed forms are looked up, not rebuilt.
@functools.lru_cache(maxsize=20_000)
def _collapsed(text: str) -> str:
    return " ".join(text.lower().split())


@functools.lru_cache(maxsize=10_000)
def _lower(text: str) -> str:
    return text.lower()
