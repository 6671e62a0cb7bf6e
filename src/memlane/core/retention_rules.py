"""Retention: which old or surplus records consolidation may archive (never delete).

Pinned records, facts and project notes are never touched: retention only thins what piles up
by itself — captured session and run events past their age, then, when a scope holds more
than its cap, its oldest unpinned events, lessons and patterns.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from memlane.core.records import Record

DEFAULT_MAX_RECORDS = 50_000
DEFAULT_EVENT_DAYS = 365
AGED_EVENT_TYPES: tuple[str, ...] = ("session_completed", "run_completed")
# Surplus goes in this order: events first, then lessons, then patterns.
_SURPLUS_ORDER = {"event": 0, "lesson": 1, "pattern": 2}


def retention_candidates(
    records: Sequence[Record], *, max_records: int, event_days: int, now: datetime
) -> list[tuple[Record, str]]:
    """(record, reason) for every active record of one scope that retention would archive.
    ``max_records`` or ``event_days`` of 0 switch that rule off."""
    active = [r for r in records if not r.archived]
    chosen: dict[str, tuple[Record, str]] = {}
    if event_days > 0:
        cutoff = now - timedelta(days=event_days)
        for r in active:
            if (
                r.kind == "event"
                and r.type in AGED_EVENT_TYPES
                and not r.pinned
                and r.created_at < cutoff
            ):
                chosen[r.id] = (r, f"{r.type} event older than {event_days} days")
    surplus = len(active) - len(chosen) - max_records
    if max_records > 0 and surplus > 0:
        pool = sorted(
            (r for r in active if r.id not in chosen and r.kind in _SURPLUS_ORDER and not r.pinned),
            key=lambda r: (_SURPLUS_ORDER[r.kind], r.created_at, r.id),
        )
        for r in pool[:surplus]:
            chosen[r.id] = (r, f"the scope holds more than {max_records:,} records")
    return sorted(chosen.values(), key=lambda item: (item[0].created_at, item[0].id))


__all__ = [
    "AGED_EVENT_TYPES",
    "DEFAULT_EVENT_DAYS",
    "DEFAULT_MAX_RECORDS",
    "retention_candidates",
]
