"""Run capture: a finished multi-step run becomes one ``run_completed`` event (its
retrospective: summary, what worked, what failed, what to improve).

Only runs that end ``done`` are captured. This is an explicit write: bad input and privacy
refusals raise. A run with a session id is captured once (slug ``run-<session id>``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memlane.core.llm_output import clean_line
from memlane.core.scope import read_key
from memlane.core.write_rules import Draft
from memlane.errors import InvalidInput
from memlane.services.keyed_events import (
    CaptureResult,
    clean_session_id,
    event_slug,
    write_keyed_event,
)
from memlane.services.write import Writer
from memlane.store.protocol import Store

RUN_STATUSES = ("done", "failed", "cancelled")
_SECTIONS = (
    ("what_worked", "What worked"),
    ("what_failed", "What failed"),
    ("improvements", "Improve next time"),
)


def capture_run(
    store: Store,
    writer: Writer,
    *,
    summary: str,
    worked: Sequence[str],
    failed: Sequence[str],
    improvements: Sequence[str],
    status: str,
    scope: str,
    session_id: str | None,
    allow_email: bool = False,
) -> CaptureResult | None:
    """The run's event, or None when the run did not end ``done``."""
    if status not in RUN_STATUSES:
        raise InvalidInput(
            f"unknown run status {status!r}", remedy=f"use one of {', '.join(RUN_STATUSES)}"
        )
    if status != "done":
        return None
    text = summary.strip()
    if not text:
        raise InvalidInput("the run summary is empty", remedy="pass --summary")
    lists = {"what_worked": worked, "what_failed": failed, "improvements": improvements}
    clean = {k: [clean_line(x) for x in v if clean_line(x)] for k, v in lists.items()}
    # Every payload string is also in the body, so the write gate sees all of it.
    body = [text] + [
        f"{heading}:\n" + "\n".join(f"- {x}" for x in clean[key])
        for key, heading in _SECTIONS
        if clean[key]
    ]
    payload: dict[str, Any] = {
        "summary": text,
        **clean,
        "status": status,
        # The brief's lessons group shows these next to the summary.
        "lessons": clean["improvements"] or clean["what_failed"],
    }
    sid = clean_session_id(session_id)
    scope_key = read_key(scope)
    draft = Draft(
        text="\n\n".join(body),
        scope=scope_key,
        kind="event",
        type="run_completed",
        payload=payload,
        trigger="capture",
        session_id=sid,
        source="run",
        allow_email=allow_email,
    )
    if sid is None:
        receipt = writer.remember(draft)
        return CaptureResult("captured", "run", scope_key, None, receipt.id)
    slug = event_slug("run", sid)
    event, fresh = write_keyed_event(store, writer, slug, draft)
    return CaptureResult(
        "captured" if fresh else "duplicate",
        "run",
        event.scope,
        sid,
        event.id,
        slug,
        reason=None if fresh else "this run's session id was captured before",
    )


__all__ = ["RUN_STATUSES", "capture_run"]
