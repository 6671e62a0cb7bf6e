"""Failure memory: deterministic failure→fix lessons and the recurrence hint. No LLM.

A lesson is keyed by the SHA-256 of the normalized failing command (slug ``lesson-<hash16>``),
so a recurrence is one slug lookup. A hint is returned at most once per command per session,
passes the read gate (it enters a model's context) and never blocks the call it describes.
Command text that looks like a credential is never written, not even to the call log.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from memlane.core.commands import (
    ERROR_MAX,
    LessonDraft,
    clip,
    command_hash,
    error_summary,
    lesson_text,
    normalize_command,
    pair_failures,
)
from memlane.core.privacy import find_credentials
from memlane.core.records import Record
from memlane.core.scope import MatchMode, read_key
from memlane.core.timestamps import utcnow
from memlane.core.transcripts import ToolCall
from memlane.core.write_rules import Draft
from memlane.errors import MemlaneError
from memlane.services.ranking import visible_scopes
from memlane.services.read_gate import ReadGate
from memlane.services.write import Writer
from memlane.store.protocol import Store

if TYPE_CHECKING:
    # For annotations only: the LLM services (routing, providers, output checks) are no part
    # of a hook that answers a prompt or a tool call (cold start, issue 21).
    from memlane.services.llm import ActivityLog

HINT_COMMAND_CHARS = 160
WITHHELD = "[withheld:"


@dataclass(frozen=True)
class LoggedCall:
    """A tool call from the call log, in the shape pairing needs (``ToolCallLike``)."""

    tool: str
    command: str
    errored: bool
    output_excerpt: str
    has_result: bool = True


def withheld(text: str, *, allow_email: bool) -> str:
    """``text``, or a placeholder naming the credential class it holds (never the text)."""
    found = find_credentials(text, allow_email=allow_email)
    return f"{WITHHELD} {found[0].cls}]" if found else text


def log_tool_call(
    store: Store,
    gate: ReadGate,
    *,
    session_id: str,
    scope: str,
    tool: str,
    command: str | Sequence[str],
    errored: bool,
    error: str | None,
    mode: MatchMode,
    allow_email: bool = False,
    at: datetime | None = None,
    test_run: bool | None = None,
) -> str | None:
    """Log one call; return the hint when this exact command failed in an earlier session
    and has a stored fix (once per command per session), else None. ``command`` may be a
    command line or an argv list (a ``bash -lc`` wrapper is unwrapped); ``test_run`` says
    whether it ran tests with a trustworthy exit status (the outcome rules read it)."""
    normalized = normalize_command(command)
    if not normalized or not session_id.strip():
        return None
    key = command_hash(normalized)
    scope_key = read_key(scope)
    now = at or utcnow()
    err = clip(error_summary(error) or error.strip(), ERROR_MAX) if error else None
    store.add_tool_call(
        session_id=session_id,
        scope=scope_key,
        tool=tool,
        command=withheld(normalized, allow_email=allow_email),
        command_hash=key,
        errored=errored,
        error=withheld(err, allow_email=allow_email) if err else None,
        at=now,
        test_run=test_run,
    )
    lesson = find_lesson(store, key, read_scope=scope_key, mode=mode)
    if lesson is None or lesson.provenance.session_id == session_id:
        return None
    if not store.mark_hint_shown(session_id, key, now):
        return None
    return gate.guard(lesson.id, hint_text(lesson), surface="hint").text


def pretool_hint(
    store: Store,
    gate: ReadGate,
    *,
    session_id: str,
    scope: str,
    command: str | Sequence[str],
    mode: MatchMode,
    at: datetime | None = None,
) -> str | None:
    """The hint for a command about to run: only when this exact command failed before (a
    stored lesson from another session knows its fix) and its latest run in this scope did
    not succeed since; once per command per session. Logs nothing: the call has not run."""
    normalized = normalize_command(command)
    if not normalized or not session_id.strip():
        return None
    key = command_hash(normalized)
    scope_key = read_key(scope)
    lesson = find_lesson(store, key, read_scope=scope_key, mode=mode)
    if lesson is None or lesson.provenance.session_id == session_id:
        return None
    latest = store.last_tool_call(scope_key, key)
    if latest is not None and not latest["errored"]:
        return None  # it has worked here since it failed: the lesson no longer applies
    if not store.mark_hint_shown(session_id, key, at or utcnow()):
        return None
    return gate.guard(lesson.id, hint_text(lesson), surface="hint").text


def find_lesson(store: Store, key: str, *, read_scope: str, mode: MatchMode) -> Record | None:
    """The live lesson for a command hash visible from ``read_scope`` (own scope first)."""
    scopes = visible_scopes(store, read_scope, mode)
    found = [
        r
        for r in store.by_slug(f"lesson-{key[:16]}", scopes=scopes, kind="lesson")
        if not r.archived and r.payload.get("command_hash") == key
    ]
    found.sort(key=lambda r: (r.scope != read_scope, -r.updated_at.timestamp(), r.id))
    return found[0] if found else None


def hint_text(lesson: Record) -> str:
    p = lesson.payload
    command = clip(str(p.get("command") or lesson.title), HINT_COMMAND_CHARS)
    text = f"this repeats `{command}`, which failed before ({p.get('error') or 'error'})"
    fix = p.get("fix")
    return text + (f"; last time `{clip(str(fix), HINT_COMMAND_CHARS)}` worked" if fix else "")


def session_lessons(
    transcript_calls: Sequence[ToolCall], logged: Iterable[dict[str, Any]]
) -> list[LessonDraft]:
    """Failure→fix pairs from the transcript's shell calls, then from the calls hooks logged
    for the session. Each source is paired on its own — their orders cannot be interleaved
    reliably — and a command already paired by the transcript is not paired again."""
    lessons = pair_failures([c for c in transcript_calls if c.shell])
    seen = {lesson.command_hash for lesson in lessons}
    hook_calls = [
        LoggedCall(str(c["tool"]), str(c["command"]), bool(c["errored"]), str(c.get("error") or ""))
        for c in logged
        if not str(c["command"]).startswith(WITHHELD)
    ]
    lessons += [lesson for lesson in pair_failures(hook_calls) if lesson.command_hash not in seen]
    return lessons


def store_lessons(
    store: Store,
    writer: Writer,
    log: ActivityLog,
    lessons: Sequence[LessonDraft],
    *,
    scope: str,
    session_id: str | None,
    allow_email: bool,
) -> list[dict[str, Any]]:
    """Write each lesson through the write path (the write gate); a refused one is logged and
    skipped. A lesson already stored with the same error and fix is left as it is."""
    stored: list[dict[str, Any]] = []
    for lesson in lessons:
        payload = {
            "command": lesson.command,
            "command_hash": lesson.command_hash,
            "error": lesson.error,
            "fix": lesson.fix,
            "tool": lesson.tool,
        }
        slug = f"lesson-{lesson.command_hash[:16]}"
        existing = store.by_slug(slug, scopes=[read_key(scope)], kind="lesson")
        if (
            existing
            and not existing[0].archived
            and all(existing[0].payload.get(k) == v for k, v in payload.items())
        ):
            stored.append(
                {"id": existing[0].id, "slug": slug, "command": lesson.command, "status": "known"}
            )
            continue
        try:
            receipt = writer.remember(
                Draft(
                    text=lesson_text(lesson),
                    scope=scope,
                    kind="lesson",
                    payload=payload,
                    trigger="capture",
                    session_id=session_id,
                    source="failure-memory",
                    allow_email=allow_email,
                ),
            )
        except MemlaneError as exc:
            log.append(
                "lesson",
                "skipped",
                reason=f"{exc.code}: {exc.message}",
                session_id=session_id,
                scope=scope,
                command_hash=lesson.command_hash,
            )
            continue
        stored.append(
            {
                "id": receipt.id,
                "slug": receipt.slug,
                "command": lesson.command,
                "status": "updated" if receipt.updated else "new",
            }
        )
    return stored


__all__ = [
    "LoggedCall",
    "find_lesson",
    "hint_text",
    "log_tool_call",
    "pretool_hint",
    "session_lessons",
    "store_lessons",
    "withheld",
]
