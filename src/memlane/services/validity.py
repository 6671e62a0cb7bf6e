"""Validity on the injection path, renewals, and the lifecycle view of one memory.

The brief and recall packets ask :func:`standing` which records may stand as guidance now
(``core.validity_rules`` decides; this module reads the verdicts and supersession links it
needs in one store call). A renewal is a revision through the write path: the window and the
evidence land on the record, the previous version (with its evidence) stays in history.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from memlane.core import validity_rules as rules
from memlane.core.consolidation_rules import LINK_MERGED_INTO, LINK_SUPERSEDES
from memlane.core.records import Record
from memlane.core.timestamps import utcnow
from memlane.errors import ValidityInvalid
from memlane.services.write import Writer, gate
from memlane.store.protocol import Store


def standing(
    store: Store, records: Sequence[Record], now: datetime, mode: rules.ValidityMode
) -> tuple[list[Record], dict[str, str]]:
    """(the records that may reach the agent in ``mode``, in order; the label of each one
    that carries one). In ``exclude`` mode nothing that is superseded, stale, scheduled,
    expired or needs renewal passes; ``label`` passes everything and says which is which."""
    marks = store.lifecycle_marks([r.id for r in records]) if records else {}
    kept: list[Record] = []
    labels: dict[str, str] = {}
    for rec in records:
        mark = marks.get(rec.id)
        if not rules.admits(rec, mark, now, mode):
            continue
        kept.append(rec)
        if mode == "label":
            shown = rules.shown_label(rec, mark, now)
            if shown:
                labels[rec.id] = shown
    return kept, labels


def renew(
    store: Store,
    writer: Writer,
    rec: Record,
    *,
    valid_from: datetime | None,
    valid_until: datetime | None,
    evidence: str,
    allow_email: bool,
    now: datetime | None = None,
) -> Record:
    """Renew a pinned memory's window with evidence (a revision; earlier evidence stays in
    history). The last renewal wins, and may deliberately shorten a window."""
    rules.check_window(valid_from, valid_until)
    text = rules.check_evidence(evidence)
    gate({"evidence": text}, allow_email=allow_email)
    at = now or utcnow()

    def change(latest: Record) -> Record:
        if latest.archived or not latest.pinned:
            raise ValidityInvalid(
                f"{latest.handle} is not an active pinned memory",
                remedy=f"pin it first (`memlane pin {latest.handle}`); only standing guidance "
                "is renewed",
            )
        windowed = latest.with_changes(valid_from=valid_from, valid_until=valid_until)
        return rules.stamp(windowed, at=at, evidence=text).with_changes(updated_at=at)

    if rec.archived or not rec.pinned:
        change(rec)  # refuse before any write, with the same message
    return writer.revise(rec.id, change, reason="renew", allow_email=allow_email)


def describe(store: Store, rec: Record, now: datetime | None = None) -> dict[str, Any]:
    """Verdict, window, supersession and merges of one record (for get, why and the UI)."""
    now = now or utcnow()
    mark = store.lifecycle_marks([rec.id]).get(rec.id)
    out = rules.describe(rec, mark, now)
    verdict = store.verdicts(record_ids=[rec.id]).get(rec.id)
    if out["verdict"] is not None and verdict is not None:
        out["verdict"]["checked_at"] = verdict.checked_at.isoformat()
        out["verdict"]["claims"] = [c.to_dict() for c in verdict.claims]
    links = store.links_of([rec.id])
    others = store.get_many({link.src_id for link in links} | {link.dst_id for link in links})

    def refs(kind: str, *, outgoing: bool) -> list[dict[str, Any]]:
        """The links of ``kind`` that leave this record (``outgoing``) or reach it, each named
        by its other end."""
        found = []
        for k in links:
            near, far = (k.src_id, k.dst_id) if outgoing else (k.dst_id, k.src_id)
            if k.kind != kind or near != rec.id:
                continue
            other = others.get(far)
            found.append(
                {
                    "id": far,
                    "slug": other.handle if other else None,
                    "reason": k.reason,
                    "at": k.created_at.isoformat(),
                }
            )
        return found

    out["supersedes"] = refs(LINK_SUPERSEDES, outgoing=True)
    out["superseded_by_links"] = refs(LINK_SUPERSEDES, outgoing=False)
    out["merged_into"] = refs(LINK_MERGED_INTO, outgoing=True)
    out["merged_from"] = refs(LINK_MERGED_INTO, outgoing=False)
    return out


__all__ = ["describe", "renew", "standing"]
