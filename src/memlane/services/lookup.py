"""Reading, listing and forgetting records by handle (id or slug) within a read scope."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memlane.core.records import Record
from memlane.core.scope import MatchMode, matches
from memlane.core.timestamps import utcnow
from memlane.errors import Conflict, NotFound
from memlane.services.ranking import visible_scopes
from memlane.services.slug_hints import close_slugs, did_you_mean
from memlane.services.validity import describe
from memlane.store.protocol import ListFilter, Store


def resolve(
    store: Store,
    handle: str,
    *,
    read_scope: str | None,
    mode: MatchMode,
    kind: str | None = None,
) -> Record:
    """A record by id or slug, among the scopes visible from ``read_scope`` (None: every
    scope — a person's all-scopes view).

    A record outside the visible scopes is not found, whatever the handle: an id is global
    by construction, so it is checked against the read scope like a slug (isolation,
    DESIGN invariant 3). A slug is only unique within a scope, so an ambiguous slug is a
    conflict naming the ids to use instead. ``kind`` narrows the lookup to one kind.
    """
    rec = store.maybe_get(handle)
    if rec is not None and (read_scope is None or matches(read_scope, rec.scope, mode)):
        found = [rec]
    else:
        scopes = visible_scopes(store, read_scope, mode) if read_scope else None
        found = store.by_slug(handle, scopes=scopes)
    if kind is not None:
        others = [r for r in found if r.kind != kind]
        found = [r for r in found if r.kind == kind]
        if not found and others:
            raise NotFound(
                f"{handle!r} is a {others[0].kind}, not a {kind}",
                remedy=f"pass the id or slug of a {kind}",
            )
    if not found:
        scopes = visible_scopes(store, read_scope, mode) if read_scope else None
        hint = did_you_mean(close_slugs(store, handle, scopes=scopes))
        raise NotFound(
            f"no memory with id or slug {handle!r} in this scope",
            remedy=f"{hint}find it with `memlane list` or `memlane search`, or pass --scope",
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
    store: Store,
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


def provenance(store: Store, rec: Record) -> dict[str, Any]:
    """Where a record came from, its revisions, how often it reached a model, and whether
    it still stands (verdict, validity window, supersession, merges)."""
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
                # When this version was written, and when (and why) the next one replaced it.
                "written_at": h["version"].get("updated_at"),
                "replaced_at": h["replaced_at"],
                "reason": h["reason"],
                "title": h["version"].get("title"),
            }
            for h in history
        ],
        "exposures": store.exposure_counts([rec.id]).get(rec.id, 0),
        "lifecycle": describe(store, rec),
        "outcomes": outcomes(store, rec, history),
        "checked_at": utcnow().isoformat(),
    }


def outcomes(store: Store, rec: Record, history: list[dict[str, Any]]) -> list[dict[str, Any]]:
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
