"""Capturing a session from what its hooks logged, when the harness names no transcript.

Cursor sends ``transcript_path: null`` unless transcripts are on, and a hook payload may lack
one; the session still happened. Its event (slug ``session-<id>``, the key a transcript capture
uses, so one session is one event whichever way it was captured) says what it was about — the
task of its latest prompt, credential-shaped text already withheld — how many shell commands it
ran and how many failed, and its last commands; the lessons of its failed-then-fixed commands
are stored with it. A later capture of the same session brings the one event up to date when
more calls were logged. Everything is written through the write path (the write gate).
"""

from __future__ import annotations

from typing import Any

from memlane.core.commands import clip
from memlane.core.timestamps import utcnow
from memlane.core.wording import counted
from memlane.core.write_rules import Draft
from memlane.errors import MemlaneError
from memlane.services.failures import WITHHELD, session_lessons, store_lessons
from memlane.services.hook_payload import SHELL_TOOL_NAMES
from memlane.services.keyed_events import event_slug, logged_session_id, write_keyed_event
from memlane.services.llm import ActivityLog
from memlane.services.write import Writer
from memlane.store.protocol import Store

FORMAT = "hooks"
EVENT_COMMANDS = 20
TITLE_CHARS = 120


def _draft(
    sid: str,
    scope: str,
    agent: str | None,
    task: str | None,
    calls: list[dict[str, Any]],
    allow_email: bool,
) -> Draft:
    shell = [c for c in calls if c["tool"] in SHELL_TOOL_NAMES]
    failed = sum(1 for c in shell if c["errored"])
    status = "failed" if shell and shell[-1]["errored"] else "completed"
    commands = [str(c["command"]) for c in shell][-EVENT_COMMANDS:]
    lines = [
        f"Session {sid} ({agent or 'agent'}, from hook logs) {status}: "
        f"{counted(len(shell), 'command')} "
        f"({failed} failed)."
    ]
    if task and not task.startswith(WITHHELD):
        lines.append(f"Task: {clip(' '.join(task.split()), 300)}")
    if commands:
        lines.append("Commands: " + "; ".join(clip(c, 120) for c in commands))
    title = clip(" ".join(task.split()), TITLE_CHARS) if task else ""
    if not title or title.startswith(WITHHELD):
        title = f"Session {sid[:12]}"
    return Draft(
        text="\n".join(lines),
        scope=scope,
        kind="event",
        type="session_completed",
        title=title,
        payload={
            "session_id": sid,
            "format": FORMAT,
            "agent": agent,
            "status": status,
            "commands": commands,
            "commands_failed": failed,
            "tool_calls": len(calls),
            "task": task,
        },
        trigger="capture",
        session_id=sid,
        source=f"hooks:{agent or 'agent'}",
        allow_email=allow_email,
    )


def capture_logged_session(
    store: Store,
    writer: Writer,
    log: ActivityLog,
    *,
    session_id: str,
    scope: str,
    agent: str | None,
    task: str | None,
    allow_email: bool,
) -> dict[str, Any]:
    """Store the session's lessons and its event; what was written (``status``: captured,
    updated, unchanged or skipped)."""
    calls = store.tool_calls(session_id)
    lessons = store_lessons(
        store,
        writer,
        log,
        session_lessons((), calls),
        scope=scope,
        session_id=session_id,
        allow_email=allow_email,
    )
    sid = logged_session_id(session_id)
    if not calls and not task:
        return {"status": "skipped", "reason": "nothing logged", "lessons": lessons}
    draft = _draft(sid, scope, agent, task, calls, allow_email)
    try:
        event, fresh = write_keyed_event(
            store, writer, event_slug("session", sid), draft, bare_fallback=True
        )
        status = "captured" if fresh else "unchanged"
        grew = int(event.payload.get("tool_calls") or 0) < len(calls)
        if not fresh and event.payload.get("format") == FORMAT and grew:
            writer.revise(
                event.id,
                lambda latest: latest.with_changes(
                    title=draft.title or latest.title,
                    body=draft.text,
                    updated_at=utcnow(),
                    payload={**latest.payload, **draft.payload},
                ),
                reason="capture: the session grew",
                allow_email=allow_email,
            )
            status = "updated"
    except MemlaneError as exc:
        log.append("capture", "failed", reason=f"{exc.code}: {exc.message}", session_id=sid)
        return {"status": "failed", "reason": exc.code, "lessons": lessons}
    return {"status": status, "event_id": event.id, "lessons": lessons}


__all__ = ["FORMAT", "capture_logged_session"]
