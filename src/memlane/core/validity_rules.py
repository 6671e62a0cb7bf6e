"""Whether a memory still stands: validity windows, renewals, verdicts and supersession.

One predicate decides what may reach an agent on the injection path (the brief and recall
packets): a memory superseded by another, one whose claims were verified stale, one outside
its validity window (scheduled or expired) and one whose content or pin changed since its
window was last renewed (needs-renewal) is left out by default (``exclude``) or shown with its
label (``label``, for audits). Memories without a window keep their previous behaviour.

A window records when the *current* content is supported: start inclusive, end exclusive. The
renewal stamp (``payload["validity"]``) keeps a digest of the content it vouched for and
whether the memory was pinned; changed content or a removed pin means needs-renewal. Verdicts
count only while the content they checked is still the content (same hash).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from memlane.core.records import Record
from memlane.errors import ValidityInvalid

ValidityMode = Literal["exclude", "label"]
VALIDITY_MODES: tuple[str, ...] = ("exclude", "label")
WindowState = Literal["none", "current", "scheduled", "expired", "needs-renewal"]
STAMP_KEY = "validity"
EVIDENCE_MAX_CHARS = 1000


def check_mode(mode: str) -> ValidityMode:
    if mode not in VALIDITY_MODES:
        raise ValidityInvalid(
            f"unknown validity mode {mode!r}", remedy="use --validity exclude or --validity label"
        )
    return mode  # type: ignore[return-value]


def digest(rec: Record) -> str:
    """What a renewal vouches for: kind, title, body, rationale, guidance and tags."""
    return hashlib.sha256(f"{rec.kind}\x1f{rec.content_hash}".encode()).hexdigest()


def stamp(rec: Record, *, at: datetime, evidence: str | None = None) -> Record:
    """The record with its window's renewal stamp (the content and pin it vouches for)."""
    payload = dict(rec.payload)
    payload[STAMP_KEY] = {
        "digest": digest(rec),
        "pinned": rec.pinned,
        "evidence": evidence,
        "renewed_at": at.isoformat(),
    }
    return rec.with_changes(payload=payload)


def renewal_stamp(rec: Record) -> Mapping[str, Any] | None:
    value = rec.payload.get(STAMP_KEY)
    return value if isinstance(value, Mapping) else None


def has_window(rec: Record) -> bool:
    return rec.valid_from is not None or rec.valid_until is not None


def window_state(rec: Record, now: datetime) -> WindowState:
    """``none`` (no window), ``current``, ``scheduled``, ``expired`` or ``needs-renewal``."""
    stamp_ = renewal_stamp(rec)
    if not has_window(rec) and stamp_ is None:
        return "none"
    if stamp_ is not None and (
        stamp_.get("digest") != digest(rec) or (stamp_.get("pinned") and not rec.pinned)
    ):
        return "needs-renewal"
    if rec.valid_from is not None and now < rec.valid_from:
        return "scheduled"
    if rec.valid_until is not None and now >= rec.valid_until:
        return "expired"
    return "current"


@dataclass(frozen=True)
class Mark:
    """What the lifecycle tables say about one record: its latest verdict (and the content
    hash it checked) and the record that supersedes it, if any."""

    verdict: str | None = None
    verdict_hash: str | None = None
    verdict_reason: str | None = None
    superseded_by: str | None = None


def label(rec: Record, mark: Mark | None, now: datetime) -> str | None:
    """Why the record may not stand as guidance now (``superseded``, ``stale``,
    ``needs-renewal``, ``scheduled``, ``expired``), or None when it may."""
    if mark is not None and mark.superseded_by:
        return "superseded"
    if mark is not None and mark.verdict == "stale" and mark.verdict_hash == rec.content_hash:
        return "stale"
    state = window_state(rec, now)
    return None if state in ("none", "current") else state


def admits(rec: Record, mark: Mark | None, now: datetime, mode: ValidityMode) -> bool:
    """The injection-path gate: in ``exclude`` mode only standing memories pass."""
    return mode == "label" or label(rec, mark, now) is None


def shown_label(rec: Record, mark: Mark | None, now: datetime) -> str | None:
    """The label a ``--validity label`` row carries: the reason it may not stand, else the
    window's state with both bounds for a windowed memory, else None."""
    why = label(rec, mark, now)
    if why is None and not has_window(rec):
        return None
    state = why or "current"
    if has_window(rec):
        start = rec.valid_from.isoformat() if rec.valid_from else "…"
        end = rec.valid_until.isoformat() if rec.valid_until else "…"
        return f"{state} [{start} → {end})"
    return state


def check_window(valid_from: datetime | None, valid_until: datetime | None) -> None:
    if valid_from is None or valid_until is None:
        raise ValidityInvalid(
            "a renewal needs both bounds", remedy="pass --valid-from and --valid-until"
        )
    if valid_from.tzinfo is None or valid_until.tzinfo is None:
        raise ValidityInvalid(
            "bounds need a UTC offset", remedy="write times like 2026-11-01T00:00Z"
        )
    if valid_until <= valid_from:
        raise ValidityInvalid(
            "valid_until must be after valid_from (the end is exclusive)",
            remedy="pass an end after the start",
        )


def check_evidence(evidence: str) -> str:
    text = " ".join(evidence.split())
    if not text:
        raise ValidityInvalid(
            "a renewal needs evidence", remedy='pass --evidence "what you checked, and where"'
        )
    if len(text) > EVIDENCE_MAX_CHARS:
        raise ValidityInvalid(
            f"evidence is {len(text)} characters; the limit is {EVIDENCE_MAX_CHARS}",
            remedy="summarize the evidence and link to the details",
        )
    return text


def describe(rec: Record, mark: Mark | None, now: datetime) -> dict[str, Any]:
    """The lifecycle view of one record for get/why and the web UI."""
    stamp_ = renewal_stamp(rec)
    verdict = None
    if mark is not None and mark.verdict is not None:
        verdict = {
            "verdict": mark.verdict,
            "reason": mark.verdict_reason,
            "current": mark.verdict_hash == rec.content_hash,
        }
    return {
        "label": label(rec, mark, now),
        "window": {
            "state": window_state(rec, now),
            "valid_from": rec.valid_from.isoformat() if rec.valid_from else None,
            "valid_until": rec.valid_until.isoformat() if rec.valid_until else None,
            "evidence": stamp_.get("evidence") if stamp_ else None,
            "renewed_at": stamp_.get("renewed_at") if stamp_ else None,
        },
        "verdict": verdict,
        "superseded_by": mark.superseded_by if mark is not None else None,
    }


__all__ = [
    "EVIDENCE_MAX_CHARS",
    "STAMP_KEY",
    "VALIDITY_MODES",
    "Mark",
    "ValidityMode",
    "WindowState",
    "admits",
    "check_evidence",
    "check_mode",
    "check_window",
    "describe",
    "digest",
    "has_window",
    "label",
    "renewal_stamp",
    "shown_label",
    "stamp",
    "window_state",
]
