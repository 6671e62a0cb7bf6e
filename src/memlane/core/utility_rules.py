"""Explicit feedback on recalled memories, and honest utility reports built from it.

An observation says, for one task and one memory that rode in a recall or brief receipt,
whether it helped, how the task went, and whether that outcome can be attributed to it. They
are immutable and count once per task and memory. Only *isolated* attributions with a *known*
outcome are scored; confounded evidence is never scored (it takes precedence), then unknown
attribution or outcome. Every rate has its own denominator and is None, never a made-up
number, when that denominator is zero.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memlane.errors import InvalidInput

FEEDBACK: tuple[str, ...] = ("helpful", "unhelpful")
OUTCOMES: tuple[str, ...] = ("improved", "unchanged", "worsened", "unknown")
ATTRIBUTIONS: tuple[str, ...] = ("isolated", "confounded", "unknown")
KNOWN_OUTCOMES: tuple[str, ...] = ("improved", "unchanged", "worsened")
EVIDENCE_MAX_CHARS = 1000
TASK_MAX_CHARS = 200


@dataclass(frozen=True)
class Observation:
    record_id: str
    task: str
    receipt_id: str
    content_hash: str | None
    feedback: str
    outcome: str
    attribution: str
    evidence: str
    observed_at: datetime

    def same_assessment(self, other: Observation) -> bool:
        """An identical retry — the same judgement, through this or another receipt of the
        same task: nothing new to record (a task counts once per memory)."""
        return (self.feedback, self.outcome, self.attribution, self.evidence) == (
            other.feedback,
            other.outcome,
            other.attribution,
            other.evidence,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "record_id": self.record_id,
            "task": self.task,
            "receipt": self.receipt_id,
            "content_hash": self.content_hash,
            "feedback": self.feedback,
            "outcome": self.outcome,
            "attribution": self.attribution,
            "evidence": self.evidence,
            "observed_at": self.observed_at.isoformat(),
        }


def _choice(name: str, value: str, options: Sequence[str]) -> str:
    if value not in options:
        raise InvalidInput(
            f"unknown {name} {value!r}", remedy=f"use --{name} {'|'.join(options)}", field=name
        )
    return value


def check_assessment(feedback: str, outcome: str, attribution: str, evidence: str) -> str:
    """Validate the judgement; returns the evidence whitespace-collapsed."""
    _choice("feedback", feedback, FEEDBACK)
    _choice("outcome", outcome, OUTCOMES)
    _choice("attribution", attribution, ATTRIBUTIONS)
    text = " ".join(evidence.split())
    if not text:
        raise InvalidInput(
            "an observation needs evidence",
            remedy='pass --evidence "the baseline you compared with and any confounders"',
        )
    if len(text) > EVIDENCE_MAX_CHARS:
        raise InvalidInput(
            f"evidence is {len(text)} characters; the limit is {EVIDENCE_MAX_CHARS}",
            remedy="summarize the evidence",
        )
    return text


def check_task(task: str) -> str:
    text = task.strip()
    if not text or len(text) > TASK_MAX_CHARS or any(ord(c) < 32 for c in text):
        raise InvalidInput(
            "a task id is 1-200 printable characters", remedy="pass --task <issue or task id>"
        )
    return text


def unscored_reason(obs: Observation) -> str | None:
    """Why an observation is not scored (``confounded`` first, then ``unknown``), or None."""
    if obs.attribution == "confounded":
        return "confounded"
    if obs.attribution == "unknown" or obs.outcome not in KNOWN_OUTCOMES:
        return "unknown"
    return None


def _rate(part: int, whole: int) -> float | None:
    return None if whole == 0 else round(part / whole, 4)


def cohort(exposures: Sequence[str], observations: Sequence[Observation]) -> dict[str, Any]:
    """Counts for one cohort: ``exposures`` are receipt ids (one per exposure), the
    observations those exposures received."""
    observed_receipts = {o.receipt_id for o in observations}
    observed = sum(1 for e in exposures if e in observed_receipts)
    feedback = {f: sum(1 for o in observations if o.feedback == f) for f in FEEDBACK}
    attribution = {a: sum(1 for o in observations if o.attribution == a) for a in ATTRIBUTIONS}
    outcome = {x: sum(1 for o in observations if o.outcome == x) for x in OUTCOMES}
    reasons = [unscored_reason(o) for o in observations]
    scored = [o for o, why in zip(observations, reasons, strict=True) if why is None]
    by_feedback: dict[str, dict[str, Any]] = {}
    for f in FEEDBACK:
        mine = [o for o in scored if o.feedback == f]
        counts = {x: sum(1 for o in mine if o.outcome == x) for x in KNOWN_OUTCOMES}
        by_feedback[f] = {
            "scored": len(mine),
            **counts,
            "improved_rate": _rate(counts["improved"], len(mine)),
            "worsened_rate": _rate(counts["worsened"], len(mine)),
        }
    return {
        "exposures": len(exposures),
        "observed_exposures": observed,
        "unobserved_exposures": len(exposures) - observed,
        "observations": len(observations),
        "tasks": len({o.task for o in observations}),
        "feedback": feedback,
        "helpful_rate": _rate(feedback["helpful"], len(observations)),
        "attribution": attribution,
        "outcome": outcome,
        "scored": len(scored),
        "unscored": {
            "confounded": sum(1 for r in reasons if r == "confounded"),
            "unknown": sum(1 for r in reasons if r == "unknown"),
        },
        "by_feedback": by_feedback,
    }


__all__ = [
    "ATTRIBUTIONS",
    "EVIDENCE_MAX_CHARS",
    "FEEDBACK",
    "KNOWN_OUTCOMES",
    "OUTCOMES",
    "Observation",
    "check_assessment",
    "check_task",
    "cohort",
    "unscored_reason",
]
