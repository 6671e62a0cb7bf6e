"""Reading, listing and forgetting records by handle (id or slug) within a read scope."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memlane.core.records import Record
from memlane.core.scope import MatchMode
from memlane.core.timestamps import utcnow
from memlane.errors import Conflict, NotFound
from memlane.services.ranking import visible_scopes
from memlane.store.sqlite import ListFilter, SqliteStore


def resolve(store: SqliteStore, handle: str, *, read_scope: str | None, mode: MatchMode) -> Record:
    """A record by id, or by slug among the scopes visible from ``read_scope``.

    An id is global by construction; a slug is only unique within a scope, so an ambiguous slug
    is a conflict naming the ids to use instead.
    """
    rec = store.maybe_get(handle)
    if rec is not None:
        return rec
    scopes = visible_scopes(store, read_scope, mode) if read_scope else None
    found = store.by_slug(handle, scopes=scopes)
    if not found:
        raise NotFound(
            f"no memory with id or slug {handle!r} in this scope",
            remedy="find it with `memlane list` or `memlane search`, or pass --scope",
        )
    if len(found) > 1:
        own = [r for r in found if r.scope == read_scope]
        if len(own) == 1:
            return own[0]
        ids = ", ".join(f"{r.id} ({r.kind}, {r.scope})" for r in found)
        raise Conflict(
            f"slug {handle!r} matches several memories: {ids}",
            remedy="pass the id instead of the slug",
        )
    return found[0]


@dataclass(frozen=True)
class Page:
    records: list[Record]
    total: int

    def to_dict(self) -> dict[str, Any]:
        return {"total": self.total, "records": [r.to_dict() for r in self.records]}


def list_records(
    store: SqliteStore,
    *,
    read_scope: str | None,
    mode: MatchMode,
    kinds: list[str] | None = None,
    types: list[str] | None = None,
    tag: str | None = None,
    since: datetime | None = None,
    include_archived: bool = False,
    pinned: bool | None = None,
    limit: int = 50,
    offset: int = 0,
) -> Page:
    scopes = visible_scopes(store, read_scope, mode) if read_scope else None
    recs, total = store.list_records(
        ListFilter(
            scopes=scopes,
            kinds=kinds,
            types=types,
            tag=tag,
            since=since,
            include_archived=include_archived,
            pinned=pinned,
            limit=limit,
            offset=offset,
        )
    )
    return Page(recs, total)


def provenance(store: SqliteStore, rec: Record) -> dict[str, Any]:
    """Where a record came from, its revisions, and how often it reached a model."""
    history = store.history(rec.id)
    return {
        "id": rec.id,
        "slug": rec.slug,
        "kind": rec.kind,
        "scope": rec.scope,
        "provenance": rec.provenance.to_dict(),
        "created_at": rec.created_at.isoformat(),
        "updated_at": rec.updated_at.isoformat(),
        "revisions": len(history),
        "history": [
            {
                "replaced_at": h["replaced_at"],
                "reason": h["reason"],
                "title": h["version"].get("title"),
            }
            for h in history
        ],
        "exposures": store.exposure_counts([rec.id]).get(rec.id, 0),
        "outcomes": outcomes(store, rec, history),
        "checked_at": utcnow().isoformat(),
    }


def outcomes(
    store: SqliteStore, rec: Record, history: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The settled receipts this record rode in, oldest first: who settled each, on what
    evidence, and the confidence it moved (``None`` when it moved nothing)."""
    versions = [h["version"] for h in history] + [rec.to_dict()]
    out = []
    for r in store.record_outcomes(rec.id):
        moved = None
        for i, h in enumerate(history):
            if f"({r['id']};" in str(h["reason"] or "") or f"({r['id']})" in str(h["reason"]):
                moved = {
                    "from": versions[i].get("confidence"),
                    "to": versions[i + 1].get("confidence"),
                }
                break
        evidence = r["outcome_evidence"] or {}
        out.append(
            {
                "receipt": r["id"],
                "outcome": r["outcome"],
                "by": r["outcome_by"] or "person",
                "evidence": evidence.get("summary"),
                "at": r["outcome_at"],
                "confidence": moved,
            }
        )
    return out
