"""Memory's capture and learning verbs: sessions, runs, patterns, outcomes, failure hints.

Each builds its service from the settings of the moment, so a config change reaches a running
server without a restart.
"""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memlane.core.records import Record
from memlane.core.scope import matches
from memlane.errors import InvalidInput, NotFound
from memlane.services.memory_base import MemoryBase
from memlane.services.ranking import visible_scopes

# Capture, learning, the failure log and the LLM clients are imported inside the verbs that
# use them, for cold start: a recall never needs them (issue 21).
if TYPE_CHECKING:
    from memlane.services.capture import Capturer
    from memlane.services.keyed_events import CaptureResult
    from memlane.services.learn import Learner, LearnResult
    from memlane.services.llm import ActivityLog, AuxLLM


class LearningVerbs(MemoryBase):
    def _activity_log(self) -> ActivityLog:
        from memlane.services.llm import ActivityLog  # cold start

        return ActivityLog(self.settings.home)

    def _llm(self) -> AuxLLM:
        from memlane.services.llm import AuxLLM  # cold start

        return AuxLLM(self.settings.llm_settings(), self._llm_env, self._activity_log())

    def _learner(self) -> Learner:
        from memlane.services.learn import Learner  # cold start

        return Learner(
            self._store,
            self._writer,
            self._llm(),
            self._activity_log(),
            allow_email=self.settings.allow_email,
        )

    def _capturer(self) -> Capturer:
        from memlane.services.capture import Capturer  # cold start

        return Capturer(
            self._store,
            self._embeddings,
            self._writer,
            self._llm(),
            self._activity_log(),
            self.settings,
        )

    def capture_session(
        self,
        transcript_path: str | Path,
        *,
        fmt: str | None = None,
        scope: str | None = None,
        session_id: str | None = None,
    ) -> CaptureResult:
        """Capture a finished agent session from its transcript (JSONL): the event first,
        then lessons, the summary, facts (when enabled) and, every few summaries, patterns.
        Without ``scope`` the session's own working directory decides, else this workspace."""
        return self._capturer().session(
            Path(transcript_path).expanduser().absolute(),
            fmt=fmt,
            scope=self.scope_for(scope) if scope else None,
            fallback_scope=self.default_scope,
            session_id=session_id,
        )

    def capture_run(
        self,
        *,
        summary: str,
        worked: Sequence[str] = (),
        failed: Sequence[str] = (),
        improvements: Sequence[str] = (),
        status: str = "done",
        scope: str | None = None,
        session_id: str | None = None,
    ) -> CaptureResult | None:
        """Record a finished multi-step run; only ``done`` runs are captured (else None)."""
        from memlane.services.runs import capture_run  # cold start

        return capture_run(
            self._store,
            self._writer,
            summary=summary,
            worked=worked,
            failed=failed,
            improvements=improvements,
            status=status,
            scope=self.scope_for(scope),
            session_id=session_id,
            allow_email=self.settings.allow_email,
        )

    def learn(self, *, scope: str | None = None) -> LearnResult:
        """Refresh the scope's learned patterns from its last 10 items (pinned ones stay)."""
        return self._learner().learn(self.scope_for(scope))

    def patterns(
        self, *, scope: str | None = None, include_archived: bool = False
    ) -> builtins.list[Record]:  # `list` here is the method above
        """Patterns visible from the scope: pinned first, then by confidence."""
        scopes = visible_scopes(self._store, self.scope_for(scope), self._mode(None))
        from memlane.services.learn import scope_patterns  # cold start

        return scope_patterns(self._store, scopes, include_archived=include_archived)

    def outcome(
        self,
        receipt_id: str,
        outcome: str,
        *,
        scope: str | None = None,
        by: str = "person",
        evidence: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """done / failed / cancelled for a brief or packet receipt: rerates the patterns that
        rode in it (+0.05 / −0.10 / none), once per receipt. With ``scope`` (an agent's
        workspace), a receipt issued for a scope it cannot see is not found, like a record;
        without it the receipt id alone is enough (a person pasting what they were shown).
        ``by`` and ``evidence`` say who settled it and on what (shown by `memlane why`)."""
        from memlane.services.learn import OUTCOMES  # cold start

        if outcome not in OUTCOMES:
            raise InvalidInput(
                f"unknown outcome {outcome!r}", remedy=f"use one of {', '.join(OUTCOMES)}"
            )
        receipt = self._store.receipt(receipt_id)
        if scope is not None and not matches(
            self.scope_for(scope), receipt["scope"], self._mode(None)
        ):
            raise NotFound(
                f"no receipt {receipt_id!r} in this scope",
                remedy="pass the receipt printed by recall or brief in this workspace",
            )
        return self._learner().outcome(receipt_id, outcome, by=by, evidence=evidence)

    def settle_session_outcomes(
        self, session_id: str, *, status: str | None = None
    ) -> builtins.list[dict[str, Any]]:
        """Settle the open receipts of an agent session from the evidence it logged (test
        runs, how the session ended); a receipt without evidence stays open."""
        from memlane.services.outcomes import settle_session  # cold start

        return settle_session(self._store, self._learner(), session_id, status=status)

    def log_tool_call(
        self,
        *,
        session_id: str,
        tool: str,
        command: str | Sequence[str],
        errored: bool,
        error: str | None = None,
        scope: str | None = None,
        test_run: bool | None = None,
    ) -> str | None:
        """Log one tool call; returns a one-line hint when this exact command failed in an
        earlier session (once per command per session), else None. Never blocks."""
        s = self.settings
        from memlane.services.failures import log_tool_call  # cold start

        return log_tool_call(
            self._store,
            self._gate,
            session_id=session_id,
            scope=self.scope_for(scope),
            tool=tool,
            command=command,
            errored=errored,
            error=error,
            mode=self._mode(None),
            allow_email=s.allow_email,
            test_run=test_run,
        )

    def failure_hint(
        self, *, session_id: str, command: str | Sequence[str], scope: str | None = None
    ) -> str | None:
        """Before a command runs: the one-line hint when it failed before here and has a known
        fix (and has not worked here since), once per command per session, else None."""
        from memlane.services.failures import pretool_hint  # cold start

        return pretool_hint(
            self._store,
            self._gate,
            session_id=session_id,
            scope=self.scope_for(scope),
            command=command,
            mode=self._mode(None),
        )

    def capture_logged_session(
        self,
        session_id: str,
        *,
        scope: str | None = None,
        agent: str | None = None,
        task: str | None = None,
    ) -> dict[str, Any]:
        """Capture a session whose harness names no transcript from the calls its hooks
        logged: its lessons, and one session event (task, commands, failures)."""
        from memlane.services.logged_capture import capture_logged_session  # cold start

        return capture_logged_session(
            self._store,
            self._writer,
            self._activity_log(),
            session_id=session_id,
            scope=self.scope_for(scope),
            agent=agent,
            task=task,
            allow_email=self.settings.allow_email,
        )

    def store_session_lessons(
        self, session_id: str, *, scope: str | None = None
    ) -> builtins.list[dict[str, Any]]:
        """Pair the failed and fixed shell calls hooks logged for a session into lessons and
        store them (through the write gate) — capture without a transcript."""
        from memlane.services.failures import session_lessons, store_lessons  # cold start

        return store_lessons(
            self._store,
            self._writer,
            self._activity_log(),
            session_lessons((), self._store.tool_calls(session_id)),
            scope=self.scope_for(scope),
            session_id=session_id,
            allow_email=self.settings.allow_email,
        )

    def digest(self, *, scope: str | None = None, days: int = 30) -> dict[str, Any]:
        """The rolling digest (web UI right rail): events by type, new and top patterns,
        recent lessons of the last ``days`` days."""
        scopes = visible_scopes(self._store, self.scope_for(scope), self._mode(None))
        from memlane.services.learn import digest  # cold start

        return digest(self._store, scopes, days=days)

    def _capture_stats(self) -> dict[str, Any]:
        """``capture_*`` keys for stats: the last enrichment failure and the pattern counter."""
        from memlane.services.capture import last_failure
        from memlane.services.learn import summaries_since_refresh  # cold start

        failure = last_failure(self._store) or {}
        counts = self._store.counts()
        every = self.settings.pattern_refresh_every
        since = summaries_since_refresh(self._store, self.default_scope)
        return {
            "capture_sessions": counts.get("event", {}).get("session_completed", 0),
            "capture_runs": counts.get("event", {}).get("run_completed", 0),
            "capture_lessons": sum(counts.get("lesson", {}).values()),
            "capture_patterns": sum(counts.get("pattern", {}).values()),
            "capture_last_failure": failure.get("reason"),
            "capture_last_failure_at": failure.get("at"),
            "capture_last_failure_event": failure.get("event_id"),
            "capture_summaries_since_learn": since,
            "capture_next_learn_in": max(0, every - since) if every > 0 else None,
            "capture_log": str(self._activity_log().path),
        }
