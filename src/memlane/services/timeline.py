"""The Timeline: events newest first, or for a query the ranked hits followed by every other
event containing the query verbatim — a plain substring search never finds more."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memlane.core.records import EVENT_TYPES, LEGACY_EVENT_TYPES, Record
from memlane.core.scope import MatchMode
from memlane.services.embedding import EmbeddingService
from memlane.services.ranking import visible_scopes
from memlane.services.search import search
from memlane.store.protocol import ListFilter, Store

# How many newest events the substring pass reads when a query is given.
SUBSTRING_SCAN = 2000


@dataclass(frozen=True)
class Timeline:
    records: list[Record]
    total: int
    counts: dict[str, int]
    query: str | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "records": [r.to_dict() for r in self.records],
            "counts": self.counts,
            "query": self.query,
        }


def timeline(
    store: Store,
    embeddings: EmbeddingService,
    *,
    read_scope: str | None,
    mode: MatchMode,
    types: Sequence[str] | None,
    since: datetime | None,
    query: str | None,
    limit: int,
    offset: int,
) -> Timeline:
    scopes = visible_scopes(store, read_scope, mode) if read_scope else None
    counts = {
        t: store.list_records(
            ListFilter(scopes=scopes, kinds=["event"], types=[t], since=since, limit=1)
        )[1]
        for t in (*EVENT_TYPES, *LEGACY_EVENT_TYPES)
    }
    base = ListFilter(
        scopes=scopes,
        kinds=["event"],
        types=list(types) if types else None,
        since=since,
        limit=limit,
        offset=offset,
    )
    if not query or not query.strip():
        page, total = store.list_records(base)
        return Timeline(page, total, counts, None)
    ranked: list[Record] = []
    if read_scope:
        ranked = [
            h.record
            for h in search(
                store, embeddings, query, read_scope=read_scope, mode=mode, kinds=["event"]
            ).hits
        ]
    scanned, _ = store.list_records(
        ListFilter(
            scopes=scopes, kinds=["event"], types=base.types, since=since, limit=SUBSTRING_SCAN
        )
    )
    needle = query.strip().casefold()
    seen = {r.id for r in ranked}
    plain = [
        r
        for r in scanned
        if r.id not in seen
        and needle in f"{r.title}\n{r.body}\n{r.payload.get('summary', '')}".casefold()
    ]
    wanted = set(types or ())
    merged = [
        r
        for r in ranked + plain
        if (not wanted or r.type in wanted) and (since is None or r.created_at >= since)
    ]
    return Timeline(merged[offset : offset + limit], len(merged), counts, query)
