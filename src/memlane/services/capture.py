"""Session capture: a finished agent session becomes an event, lessons, facts and (every few
sessions) a pattern refresh. Runs are captured by ``services.runs``.

Two phases, on purpose: the ``session_completed`` event (duration, status, files, commands) is
written and committed before any model is called; the summary is added afterwards as an update
of that event (history kept). A model that is missing, slow or wrong leaves the bare event with
the reason in ``payload.enrichment`` — capture itself always returns normally. Everything a
model returns is validated and capped, and every record goes through remember() (write gate).
One session id is captured once: its event carries the slug ``session-<session id>``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from memlane.config import Settings
from memlane.core import bounds
from memlane.core.commands import clip
from memlane.core.extractive import extractive_summary
from memlane.core.llm_output import SummaryDraft, clean_line, parse_summary
from memlane.core.prompts import summarize_prompt
from memlane.core.records import Record
from memlane.core.scope import read_key
from memlane.core.timestamps import utcnow
from memlane.core.transcripts import Transcript, parse_transcript
from memlane.core.wording import counted
from memlane.core.write_rules import Draft
from memlane.errors import InvalidInput, MemlaneError, NotFound, PayloadTooLarge, PrivacyRefused
from memlane.services.dream import dreamer_for
from memlane.services.embedding import EmbeddingService
from memlane.services.extraction import FactExtractor
from memlane.services.failures import session_lessons, store_lessons, withheld
from memlane.services.keyed_events import (
    CaptureResult,
    clean_session_id,
    event_slug,
    logged_session_id,
    write_keyed_event,
)
from memlane.services.learn import Learner, summaries_since_refresh
from memlane.services.llm import ActivityLog, Answer, AuxLLM
from memlane.services.workspace import workspace_scope
from memlane.services.write import Writer, gate
from memlane.store.protocol import Store

# The summarizer reads the end of the session: that is where its outcome is.
SUMMARY_TRANSCRIPT_CHARS = 4_000
MAX_TRANSCRIPT_BYTES = 256 * 1024 * 1024
EVENT_LIST_ITEMS = 50
LAST_FAILURE_META = "capture_last_failure"


def scope_from_cwd(cwd: str | None) -> str | None:
    """The project a session ran in: the git root of its working directory when that
    directory exists here, else the directory as recorded."""
    if not cwd or not cwd.startswith("/"):
        return None
    return workspace_scope(cwd)


def read_transcript(path: Path) -> str:
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise NotFound(f"no transcript at {path}", remedy="check the --transcript path") from None
    except OSError as exc:
        raise InvalidInput(
            f"cannot read {path}: {exc.strerror}", remedy="check the --transcript path"
        ) from exc
    if size > MAX_TRANSCRIPT_BYTES:
        raise PayloadTooLarge(
            f"transcript {path} is {size:,} bytes",
            remedy=f"capture a transcript under {MAX_TRANSCRIPT_BYTES:,} bytes",
        )
    try:
        # The log is read-only to memlane; a stray invalid byte costs one junk line, no more.
        return path.read_bytes().decode("utf-8", errors="replace")
    except OSError as exc:
        raise InvalidInput(
            f"cannot read {path}: {exc.strerror}", remedy="check the --transcript path"
        ) from exc


def _grew(event: Record, t: Transcript) -> bool:
    """True when the log now holds more messages or tool calls than the event recorded."""
    p = event.payload
    return len(t.messages) > int(p.get("messages") or 0) or len(t.tool_calls) > int(
        p.get("tool_calls") or 0
    )


def session_status(t: Transcript) -> str:
    """completed | interrupted (the last tool never answered) | failed (the last command
    failed)."""
    if t.tool_calls and not t.tool_calls[-1].has_result:
        return "interrupted"
    shell = [c for c in t.tool_calls if c.shell and c.has_result]
    return "failed" if shell and shell[-1].errored else "completed"


class Capturer:
    def __init__(
        self,
        store: Store,
        embeddings: EmbeddingService,
        writer: Writer,
        llm: AuxLLM,
        log: ActivityLog,
        settings: Settings,
    ) -> None:
        self.store = store
        self.embeddings = embeddings
        self.writer = writer
        self.llm = llm
        self.log = log
        self.settings = settings
        self.allow_email = settings.allow_email
        self.learner = Learner(store, writer, llm, log, allow_email=settings.allow_email)
        self.extractor = FactExtractor(
            store, embeddings, writer, llm, log, allow_email=settings.allow_email
        )

    @property
    def extract_enabled(self) -> bool:
        s = self.settings
        return (
            s.extract_facts if s.extract_facts is not None else s.aggressiveness in ("high", "max")
        )

    def _clean(self, text: str, limit: int) -> str:
        return withheld(clip(clean_line(text), limit), allow_email=self.allow_email)

    # -- sessions ----------------------------------------------------------------------

    def session(
        self,
        path: Path,
        *,
        fmt: str | None,
        scope: str | None,
        fallback_scope: str,
        session_id: str | None,
    ) -> CaptureResult:
        t = parse_transcript(read_transcript(path), format=fmt or "auto", source_name=path.name)
        sid = clean_session_id(session_id) or logged_session_id(t.session_id or path.stem)
        scope_key = read_key(scope or scope_from_cwd(t.cwd) or fallback_scope)
        duration = (
            (t.ended_at - t.started_at).total_seconds() if t.started_at and t.ended_at else None
        )
        skip = None
        if t.is_empty:
            skip = "empty transcript: no messages or tool calls"
        elif duration is not None and duration < self.settings.capture_min_seconds:
            floor = self.settings.capture_min_seconds
            skip = (
                f"session lasted {duration:g} s, under the {floor:g} s minimum "
                "(capture_min_seconds)"
            )
        if skip:
            self.log.append("capture", "skipped", reason=skip, session_id=sid, scope=scope_key)
            return CaptureResult("skipped", "session", scope_key, sid, reason=skip)

        slug = event_slug("session", sid)
        draft = self._session_draft(t, path, sid, scope_key, duration)
        event, fresh = write_keyed_event(self.store, self.writer, slug, draft, bare_fallback=True)
        status = "captured"
        if not fresh:
            # The same session again (a pre-compact capture, then the session end): nothing
            # new unless its log grew, in which case the one event is brought up to date.
            if not (_grew(event, t) and self._refresh(event, draft)):
                return CaptureResult(
                    "duplicate",
                    "session",
                    event.scope,
                    sid,
                    event.id,
                    slug,
                    reason="this session id was captured before",
                    enrichment=event.payload.get("enrichment"),
                )
            status = "updated"
        # Everything below runs after the event is committed; each step fails on its own.
        lessons = self._lessons(t, sid, scope_key)
        summary = self._enrich(event, t, sid)
        facts: list[dict[str, Any]] = []
        skipped: list[dict[str, Any]] = []
        if self.extract_enabled:
            facts, skipped = self.extractor.extract(
                t, sid=sid, scope=scope_key, use_model=not summary.unreachable
            )
        learned = (
            self._maybe_learn(scope_key, sid) if summary.status in ("ok", "no_model") else None
        )
        enrichment = self.store.get(event.id).payload.get("enrichment")
        # The opt-in dream consolidates once enough time and sessions have passed; it logs
        # its own failures and never fails the capture.
        dreamer_for(
            self.store, self.writer, self.embeddings, self.llm, self.log, self.settings
        ).maybe_run(scope_key)
        return CaptureResult(
            status,
            "session",
            scope_key,
            sid,
            event.id,
            slug,
            enrichment=enrichment,
            facts=facts,
            facts_skipped=skipped,
            lessons=lessons,
            learned=learned,
        )

    def _session_draft(
        self, t: Transcript, path: Path, sid: str, scope: str, duration: float | None
    ) -> Draft:
        status = session_status(t)
        files = [self._clean(f, 300) for f in t.files_touched[:EVENT_LIST_ITEMS]]
        shell = [c for c in t.tool_calls if c.shell]
        commands = [self._clean(c.command, 300) for c in shell][-EVENT_LIST_ITEMS:]
        failed = sum(1 for c in shell if c.errored)
        title = self._clean(t.title, 120) if t.title else ""
        if not title or title.startswith("[withheld:"):
            title = f"Session {sid[:12]}"
        took = f"{duration:g} s" if duration is not None else "unknown duration"
        lines = [
            f"Session {sid} ({t.format}) {status}: {took}, {counted(len(shell), 'command')} "
            f"({failed} failed), {counted(len(t.files_touched), 'file')} touched."
        ]
        if files:
            lines.append("Files: " + ", ".join(files[:20]))
        if commands:
            lines.append("Commands: " + "; ".join(clip(c, 120) for c in commands[-20:]))
        payload = {
            "session_id": sid,
            "format": t.format,
            "status": status,
            "duration_s": duration,
            "started_at": t.started_at.isoformat() if t.started_at else None,
            "ended_at": t.ended_at.isoformat() if t.ended_at else None,
            "cwd": self._clean(t.cwd, 500) if t.cwd else None,
            "files_touched": files,
            "commands": commands,
            "commands_failed": failed,
            "tool_calls": len(t.tool_calls),
            "messages": len(t.messages),
            "skipped_lines": t.skipped_lines,
            "transcript": str(path),
            "enrichment": {"status": "pending"},
        }
        return Draft(
            text="\n".join(lines),
            scope=scope,
            kind="event",
            type="session_completed",
            title=title,
            payload=payload,
            trigger="capture",
            session_id=sid,
            source=f"transcript:{t.format}",
            allow_email=self.allow_email,
        )

    # -- after the commit --------------------------------------------------------------

    def _lessons(self, t: Transcript, sid: str, scope: str) -> list[dict[str, Any]]:
        try:
            drafts = session_lessons(t.tool_calls, self.store.tool_calls(sid))
            return store_lessons(
                self.store,
                self.writer,
                self.log,
                drafts,
                scope=scope,
                session_id=sid,
                allow_email=self.allow_email,
            )
        except MemlaneError as exc:
            self.log.append(
                "lesson", "failed", reason=f"{exc.code}: {exc.message}", session_id=sid, scope=scope
            )
            return []

    def _enrich(self, event: Record, t: Transcript, sid: str) -> Answer[SummaryDraft]:
        """Add the summary to the event (model, else the extractive fallback when no model
        is routed); a failure is recorded in the event's payload instead."""
        context = {"session_id": sid, "scope": event.scope}
        answer = self.llm.ask(
            "summarize",
            summarize_prompt(t, max_chars=SUMMARY_TRANSCRIPT_CHARS),
            parse_summary,
            context=context,
        )
        if answer.status == "no_model":
            draft, method = extractive_summary(t), "extractive"
        elif answer.ok and answer.value is not None:
            draft, method = answer.value, "llm"
        else:
            self._record_failure(event, answer.describe(), sid)
            return answer
        summary = {
            "summary": draft.summary,
            "decisions": list(draft.decisions),
            "lessons": list(draft.lessons),
            "files": self._files(event, draft.files),
        }
        try:
            gate(summary, allow_email=self.allow_email)
            body = draft.summary + (
                "\n\nDecisions:\n" + "\n".join(f"- {d}" for d in draft.decisions)
                if draft.decisions
                else ""
            )
            bounds.check_text_field("body", body, max_bytes=bounds.MAX_BODY_BYTES)
            self._update_event(
                event.id,
                body=body,
                payload={
                    **summary,
                    "enrichment": {
                        "status": "ok",
                        "method": method,
                        "provider": answer.provider,
                        "model": answer.model,
                        "at": utcnow().isoformat(),
                    },
                },
            )
        except MemlaneError as exc:
            self._record_failure(
                event,
                {
                    "status": "refused",
                    "reason": f"{exc.code}: {exc.message}",
                    "provider": answer.provider,
                    "model": answer.model,
                },
                sid,
            )
            # The model answered; only its words were refused. Facts may still ask it.
            return Answer("invalid", reason=exc.message)
        return answer

    def _files(self, event: Record, proposed: Sequence[str]) -> list[str]:
        """The files touched as parsed, plus the model's additions that are plain relative
        paths (model output may not point outside the project)."""
        files = list(event.payload.get("files_touched") or [])
        for f in proposed:
            if f not in files and not f.startswith(("/", "~")) and ".." not in f.split("/"):
                files.append(f)
        return files[:EVENT_LIST_ITEMS]

    def _refresh(self, event: Record, draft: Draft) -> bool:
        """Bring an event up to date with a longer log of its session (history kept)."""
        try:
            self._update_event(
                event.id,
                title=draft.title,
                body=draft.text,
                payload=dict(draft.payload),
                reason="capture: the session grew",
            )
        except PrivacyRefused:
            return False
        return True

    def _update_event(
        self,
        event_id: str,
        *,
        title: str | None = None,
        body: str | None = None,
        payload: dict[str, Any],
        reason: str = "capture: enrichment",
    ) -> None:
        self.writer.revise(
            event_id,
            # Applied to the version read under the write lock: a pin or tag set meanwhile
            # is kept, and payload keys merge.
            lambda latest: latest.with_changes(
                title=title or latest.title,
                body=body or latest.body,
                updated_at=utcnow(),
                payload={**latest.payload, **payload},
            ),
            reason=reason,
            allow_email=self.allow_email,
        )

    def _record_failure(self, event: Record, failure: dict[str, Any], sid: str) -> None:
        """The bare event stays; why it has no summary goes into its payload and stats."""
        status = "refused" if failure.get("status") == "refused" else "failed"
        enrichment = {**failure, "status": status, "at": utcnow().isoformat()}
        try:
            self._update_event(event.id, payload={"enrichment": enrichment})
            self.store.set_meta(
                LAST_FAILURE_META,
                json.dumps(
                    {
                        "at": enrichment["at"],
                        "reason": enrichment.get("reason"),
                        "event_id": event.id,
                        "session_id": sid,
                    }
                ),
            )
        except MemlaneError as exc:
            self.log.append(
                "summarize", "failed", reason=f"{exc.code}: {exc.message}", session_id=sid
            )
        self.log.append(
            "capture",
            "bare event",
            reason=enrichment.get("reason"),
            session_id=sid,
            event_id=event.id,
        )

    # -- patterns ----------------------------------------------------------------------

    def _maybe_learn(self, scope: str, sid: str) -> dict[str, Any] | None:
        every = self.settings.pattern_refresh_every
        try:
            if every <= 0 or summaries_since_refresh(self.store, scope) < every:
                return None
            return self.learner.learn(scope).to_dict()
        except MemlaneError as exc:
            self.log.append(
                "learn", "failed", reason=f"{exc.code}: {exc.message}", session_id=sid, scope=scope
            )
            return None


def last_failure(store: Store) -> dict[str, Any] | None:
    raw = store.meta(LAST_FAILURE_META)
    if not raw:
        return None
    try:
        value = json.loads(raw)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


__all__ = [
    "SUMMARY_TRANSCRIPT_CHARS",
    "CaptureResult",
    "Capturer",
    "event_slug",
    "last_failure",
    "read_transcript",
    "scope_from_cwd",
]
