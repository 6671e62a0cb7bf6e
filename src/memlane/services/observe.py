"""``memlane observe`` and ``memlane utility``: explicit feedback on recalled memories.

An observation links a receipt (a recall packet or brief that reached a model), one task and
one memory that rode in that receipt. It is immutable: an identical retry records nothing, a
different judgement for the same task and memory is a conflict. The evidence is written text,
so it passes the privacy gate. The utility report never writes and never moves ranking or
confidence (``memlane outcome`` does that for patterns); it only counts, with its
denominators, for the memory's whole life and for its current content.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from memlane.core import utility_rules as rules
from memlane.core.records import Record
from memlane.core.timestamps import parse_timestamp, utcnow
from memlane.errors import Conflict, InvalidInput
from memlane.services.write import gate
from memlane.store.protocol import Store


def hash_at(store: Store, rec: Record, when: datetime) -> str:
    """The content hash ``rec`` had at ``when`` (history holds each replaced version with
    the time it was replaced)."""
    for entry in store.history(rec.id):
        replaced = parse_timestamp(entry["replaced_at"])
        if replaced > when:
            return str(entry["version"].get("content_hash") or rec.content_hash)
    return rec.content_hash


def observe(
    store: Store,
    receipt_id: str,
    records: Sequence[Record],
    *,
    task: str | None,
    feedback: str,
    outcome: str,
    attribution: str,
    evidence: str,
    allow_email: bool,
    now: datetime | None = None,
) -> list[dict[str, Any]]:
    """Record one observation per memory (each must have ridden in the receipt)."""
    receipt = store.receipt(receipt_id)
    text = rules.check_assessment(feedback, outcome, attribution, evidence)
    task_id = rules.check_task(task if task is not None else receipt_id)
    gate({"evidence": text, "task": task_id}, allow_email=allow_email)
    exposed = set(receipt["record_ids"])
    stray = [r.handle for r in records if r.id not in exposed]
    if stray:
        raise InvalidInput(
            f"{', '.join(stray)} did not ride in receipt {receipt_id}",
            remedy="observe only memories the receipt shows (`memlane utility` lists exposures)",
        )
    shown_at = parse_timestamp(receipt["created_at"])
    now = now or utcnow()
    out: list[dict[str, Any]] = []
    for rec in records:
        obs = rules.Observation(
            record_id=rec.id,
            task=task_id,
            receipt_id=receipt_id,
            content_hash=hash_at(store, rec, shown_at),
            feedback=feedback,
            outcome=outcome,
            attribution=attribution,
            evidence=text,
            observed_at=now,
        )
        before = store.observations(record_id=rec.id, task=task_id)
        if before:
            if before[0].same_assessment(obs):
                out.append({"id": rec.id, "slug": rec.handle, "task": task_id, "recorded": False})
                continue
            raise Conflict(
                f"task {task_id!r} already recorded a different observation of {rec.handle}",
                remedy="observations are immutable: keep a correction in the task's notes, or "
                "observe under the task that produced it",
            )
        store.add_observation(obs)
        out.append({"id": rec.id, "slug": rec.handle, "task": task_id, "recorded": True})
    return out


def utility(store: Store, rec: Record) -> dict[str, Any]:
    """The utility report of one memory (archived ones included)."""
    exposures = store.exposures_of(rec.id)
    history = store.history(rec.id)
    hashes: list[tuple[str, str]] = []
    for receipt_id, when in exposures:
        digest = rec.content_hash
        for entry in history:
            if parse_timestamp(entry["replaced_at"]) > when:
                digest = str(entry["version"].get("content_hash") or rec.content_hash)
                break
        hashes.append((receipt_id, digest))
    observations = store.observations(record_id=rec.id)
    current = rec.content_hash
    return {
        "id": rec.id,
        "slug": rec.slug,
        "archived": rec.archived,
        "content_hash": current,
        "recalls": len(exposures),
        "lifetime": rules.cohort([r for r, _ in hashes], observations),
        "current": rules.cohort(
            [r for r, h in hashes if h == current],
            [o for o in observations if o.content_hash == current],
        ),
        "observations": [o.to_dict() for o in observations],
    }


__all__ = ["hash_at", "observe", "utility"]
