"""The index of a scope (``memlane index``, the MCP ``memory_index`` tool and resource, the
session-start hook at aggressiveness high): every eligible memory as one compact line.

It is injected text, so it keeps the injection path's rules: archived and low-confidence
memories stay out, and so (``--validity exclude``, the default) do superseded, stale,
scheduled, expired and needs-renewal ones (``services.validity``); a codebase scan never
enters, project notes only reach a local scope, and every title passes the read gate (a hit
reads ``[BLOCKED: <class>]``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from memlane.core import ranking_rules as rules
from memlane.core.index_packing import INDEX_KINDS, IndexEntry, IndexFormat, pack_index
from memlane.core.records import Record
from memlane.core.scope import MatchMode, is_remote
from memlane.core.timestamps import utcnow
from memlane.core.validity_rules import ValidityMode
from memlane.services.ranking import visible_scopes
from memlane.services.read_gate import ReadGate
from memlane.services.validity import standing
from memlane.store.protocol import ListFilter, Store


@dataclass(frozen=True)
class MemoryIndex:
    scope: str
    rendered: str
    data: dict[str, Any]
    omitted: int
    estimated_tokens: int
    blocked: dict[str, str]

    def to_dict(self) -> dict[str, Any]:
        return self.data


def indexable(rec: Record, now: datetime, *, local: bool) -> bool:
    if not rules.may_reach_prompt(rec):
        return False
    if rec.kind == "note":
        return local and not is_remote(rec.scope)
    return rec.kind in INDEX_KINDS


def build_index(
    store: Store,
    gate: ReadGate,
    *,
    read_scope: str,
    mode: MatchMode,
    budget: int,
    fmt: IndexFormat = "text",
    surface: str = "index",
    validity: ValidityMode = "exclude",
) -> MemoryIndex:
    now = utcnow()
    scopes = visible_scopes(store, read_scope, mode)
    records = (
        store.iter_records(ListFilter(scopes=scopes, kinds=list(INDEX_KINDS))) if scopes else []
    )
    local = not is_remote(read_scope)
    by_id: dict[str, Record] = {}
    entries: list[IndexEntry] = []
    candidates = [rec for rec in records if indexable(rec, now, local=local)]
    kept, labels = standing(store, candidates, now, validity)
    for rec in kept:
        by_id[rec.id] = rec
        entries.append(
            IndexEntry(
                id=rec.id,
                slug=rec.handle,
                kind=rec.kind,
                type=rec.type if rec.kind == "fact" else rec.category,
                pinned=rec.pinned,
                title=rec.title,
                updated_at=rec.updated_at,
                status=labels.get(rec.id),
            )
        )
    blocked: dict[str, str] = {}

    def guard(entry: IndexEntry) -> IndexEntry:
        screened = gate.screen(by_id[entry.id], surface=surface)
        if screened.marker is None:
            return entry
        if screened.withheld and screened.cls:
            blocked[entry.id] = screened.cls
        return replace(entry, title=screened.text(entry.title))

    packed = pack_index(entries, scope=read_scope, budget_tokens=budget, fmt=fmt, guard=guard)
    return MemoryIndex(
        read_scope, packed.rendered, packed.data, packed.omitted, packed.estimated_tokens, blocked
    )


__all__ = ["MemoryIndex", "build_index", "indexable"]
