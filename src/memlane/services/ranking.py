"""Hybrid candidate ranking for recall: full text ∪ vectors within the matched scopes.

This is the injection path's ranker. Its lexical evidence is FTS5 over exact tokens (no stems,
no prefixes), so it stays as narrow as the injection scorer; the wide search scorer is never
called from here (DESIGN invariant 1).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from memlane.core import ranking_rules as rules
from memlane.core.injection_scorer import relevance_tokens
from memlane.core.query_expansion import expand_for_embedding
from memlane.core.query_text import QueryText, condense_query
from memlane.core.records import Record
from memlane.core.scope import GLOBAL, MatchMode, matches
from memlane.core.time_phrases import in_window, time_window
from memlane.core.timestamps import utcnow
from memlane.services.embedding import EmbeddingService
from memlane.store.protocol import Store

Ranker = Literal["hybrid", "lexical", "vector"]


@dataclass(frozen=True)
class Scored:
    record: Record
    score: float
    relevance: float
    cosine: float
    lexical: float
    # False when the vector arm was on but this record has no vector from the embedder (an
    # interrupted reindex, records written with embedder none): ranked by its words alone.
    has_vector: bool = True

    def to_dict(self) -> dict[str, float | str | None]:
        return {
            "id": self.record.id,
            "slug": self.record.slug,
            "score": round(self.score, 4),
            "relevance": round(self.relevance, 4),
            "cosine": round(self.cosine, 4),
            "lexical": round(self.lexical, 4),
        }


def scoring_time(now: datetime | None) -> datetime:
    """The clock recency is scored against, truncated to the minute: the same store and
    query give the same order on every call, not an order that drifts with the microseconds
    between two calls (near-ties used to flip)."""
    return (now or utcnow()).replace(second=0, microsecond=0)


def visible_scopes(store: Store, read_scope: str, mode: MatchMode) -> list[str]:
    """Every scope key in the store that a read from ``read_scope`` may see."""
    return [s for s in store.scopes() if matches(read_scope, s, mode)]


def fts_terms(query: str) -> list[str]:
    """The query's exact tokens (the injection scorer's), at most 32, for the full-text arm."""
    return list(dict.fromkeys(relevance_tokens(query)))[:32]


def source_weight(read_scope: str, record_scope: str) -> float:
    if record_scope == read_scope:
        return rules.SOURCE_WEIGHT_OWN
    if record_scope == GLOBAL:
        return rules.SOURCE_WEIGHT_GLOBAL
    return rules.SOURCE_WEIGHT_PARENT


def rank(
    store: Store,
    embeddings: EmbeddingService,
    query: str,
    *,
    read_scope: str,
    mode: MatchMode,
    kinds: Sequence[str] | None = None,
    ranker: Ranker = "hybrid",
    floor: float | None = None,
    pool: int = 1,
    now: datetime | None = None,
) -> list[Scored]:
    """Candidates above the relevance floor, best first; ties break by id (deterministic).

    ``floor=None`` uses the calibrated floor of the configured embedder; pass 0 to keep every
    candidate (benchmarks do, to measure the whole ranking).

    When nothing clears the floor, the vector side is asked once more with the query's team
    synonyms added (:mod:`memlane.core.query_expansion`): "before shipping" then meets a
    memory about the release. Only then: on the fixtures, expanding every query moved
    answered queries' embeddings off their answers more often than it helped.
    """
    focus = condense_query(query)
    if ranker != "lexical":
        # The model embeds the query while this thread finds the scopes and the full-text
        # candidates (a no-op for an embedder that holds the GIL, or none).
        embeddings.prefetch(focus.vector_text)
    args = (store, embeddings, focus, read_scope, mode, kinds, ranker, floor, pool, now or utcnow())
    try:
        found = _ranked(*args, focus.vector_text)
    finally:
        embeddings.settle()  # a ranking with no scope to read never asked for the vector
    if found or ranker == "lexical" or not embeddings.enabled:
        return found
    expanded = expand_for_embedding(focus.vector_text)
    return _ranked(*args, expanded) if expanded != focus.vector_text else found


def _ranked(
    store: Store,
    embeddings: EmbeddingService,
    focus: QueryText,
    read_scope: str,
    mode: MatchMode,
    kinds: Sequence[str] | None,
    ranker: Ranker,
    floor: float | None,
    pool: int,
    now: datetime,
    vector_query: str,
) -> list[Scored]:
    scored_at = scoring_time(now)
    query = focus.text
    scopes = visible_scopes(store, read_scope, mode)
    if not scopes:
        return []
    use_vectors = ranker != "lexical" and embeddings.enabled
    use_lexical = ranker != "vector" or not embeddings.enabled

    lexical: dict[str, float] = {}
    terms = fts_terms(query) if use_lexical else []
    if terms:
        for rid, bm25 in store.fts(
            terms,
            scopes=scopes,
            kinds=kinds,
            limit=rules.FTS_CANDIDATES * pool,
            budget=rules.FTS_SCAN_BUDGET,
        ):
            lexical[rid] = max(0.0, bm25)
    wanted = frozenset(kinds) if kinds else None
    # The lexical side needs no query vector: its records, the terms' IDF and each hit's
    # coverage are worked out before the KNN below waits for the vector, while the model may
    # still be embedding the query on the prefetch thread (issue 21: with MiniLM the main
    # thread used to wait there, then do all of this after).
    q_terms = list(dict.fromkeys(relevance_tokens(query)))
    doc_count, freq = store.document_frequencies(q_terms) if lexical else (0, {})
    typed = set(relevance_tokens(focus.typed))
    idf = {
        t: rules.term_idf(doc_count, freq.get(t, 0))
        * (rules.PASTED_TERM_WEIGHT if typed and t not in typed else 1.0)
        for t in q_terms
    }
    records = _of_kinds(store.get_many(lexical), wanted) if lexical else {}
    best_lex = max(lexical.values(), default=0.0)
    lex_norm: dict[str, float] = {}
    if best_lex > 0:
        for rid, rec in records.items():
            covered = rules.query_coverage(q_terms, _record_tokens(rec), idf)
            lex_norm[rid] = lexical[rid] / best_lex * covered
    cosines: dict[str, float] = {}
    if use_vectors:
        for rid, cos in embeddings.knn(
            vector_query, set(scopes), rules.VECTOR_CANDIDATES * pool * 2
        ):
            cosines[rid] = cos
    if not lexical and not cosines:
        return []
    model = embeddings.embedder.model_id if embeddings.embedder is not None else None
    threshold = rules.floor_for(model if use_vectors else None) if floor is None else floor

    def relevance(cos: float, lex: float) -> float:
        if ranker == "vector" and use_vectors:
            return max(0.0, cos)
        return rules.relevance(cos, lex, vectors=use_vectors)

    # A candidate only the vectors found holds all its evidence already (no words matched):
    # one below the floor is not read from the store, the loop below would drop it.
    others = [
        rid
        for rid, cos in cosines.items()
        if rid not in lexical and relevance(cos, 0.0) >= threshold
    ]
    if others:
        records.update(_of_kinds(store.get_many(others), wanted))
    if use_vectors and len(cosines) >= rules.VECTOR_CANDIDATES * pool * 2:
        # Lexical hits outside the vector top-N still need their true cosine. (Below that
        # count the KNN returned every vector in scope: a hit without one has none.)
        missing = [rid for rid in records if rid not in cosines]
        if missing:
            cosines.update(embeddings.similarities(vector_query, [records[m] for m in missing]))
    window = time_window(focus.typed or query, now) if ranker == "hybrid" else None
    out: list[Scored] = []
    for rid, rec in records.items():
        lex = lex_norm.get(rid, 0.0)
        cos = cosines.get(rid, 0.0)
        rel = relevance(cos, lex)
        if rel < threshold:  # validity is gated by services.validity.standing
            continue
        priors = rules.Priors(
            source_weight=source_weight(read_scope, rec.scope),
            # A query that names its time has said how old the answer is: no recency decay.
            recency=rules.recency_factor(
                _age_days(scored_at, rec), decays=rec.scope != GLOBAL and window is None
            ),
            importance=rec.importance,
        )
        score = rules.final_score(rel, priors) if ranker == "hybrid" else rel
        if window is not None and in_window(_age_days(scored_at, rec), window):
            score *= rules.TIME_MATCH_BOOST
        out.append(Scored(rec, score, rel, cos, lex, has_vector=not use_vectors or rid in cosines))
    out.sort(key=lambda s: (-round(s.score, 9), s.record.id))
    return out


def _age_days(at: datetime, rec: Record) -> float:
    return (at - rec.created_at).total_seconds() / 86400


def _of_kinds(records: dict[str, Record], wanted: frozenset[str] | None) -> dict[str, Record]:
    if wanted is None:
        return records
    return {k: r for k, r in records.items() if r.kind in wanted}


def _lexical_text(rec: Record) -> str:
    """The fields the full-text index holds, so coverage and BM25 see the same words."""
    return " ".join((rec.title, rec.body, " ".join(rec.tags), rec.why or "", rec.how or ""))


# The same records come back as lexical candidates query after query: their token sets are
# looked up by text (the text is the key, so an edited record is tokenized afresh).
@functools.lru_cache(maxsize=4096)
def _lexical_tokens(text: str) -> frozenset[str]:
    return frozenset(relevance_tokens(text))


# The store hands back the same Record object for a record it kept (store/sqlite.py
# get_many): its tokens are found by that object, without joining its fields into a text and
# hashing it for the cache above on every query (an edited record is another object).
_TOKENS_BY_RECORD: dict[str, tuple[Record, frozenset[str]]] = {}
_TOKENS_BY_RECORD_MAX = 4096


def _record_tokens(rec: Record) -> frozenset[str]:
    kept = _TOKENS_BY_RECORD.get(rec.id)
    if kept is not None and kept[0] is rec:
        return kept[1]
    tokens = _lexical_tokens(_lexical_text(rec))
    if len(_TOKENS_BY_RECORD) >= _TOKENS_BY_RECORD_MAX:
        _TOKENS_BY_RECORD.clear()
    _TOKENS_BY_RECORD[rec.id] = (rec, tokens)
    return tokens
