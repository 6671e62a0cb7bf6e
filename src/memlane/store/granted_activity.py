"""A shared server's per-user store view on activity rows: receipts, tool calls, agent
sessions and pauses follow the same grant rules as records (a receipt belongs to the scope it
was issued for, a session to its workspace's scope, a pause to the scope it names), and only
an admin manages users."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from memlane.core.access import User
from memlane.core.pause_targets import SCOPE_TARGET, SESSION_TARGET
from memlane.store.granted_rules import GrantRules

# "Leave this field as it is" for touch_agent_session (None clears it).
_UNSET: Any = object()


class GrantedActivity(GrantRules):
    # -- activity ------------------------------------------------------------------------

    def add_receipt(
        self,
        receipt_id: str,
        *,
        kind: str,
        scope: str,
        query: str | None,
        record_ids: Sequence[str],
        at: datetime,
    ) -> None:
        self._require("read", scope)
        self._inner.add_receipt(
            receipt_id, kind=kind, scope=scope, query=query, record_ids=record_ids, at=at
        )

    def set_receipt_outcome(
        self,
        receipt_id: str,
        outcome: str,
        at: datetime,
        *,
        by: str | None = None,
        evidence: dict[str, Any] | None = None,
    ) -> bool:
        self._require("write", str(self.receipt(receipt_id)["scope"]))
        return self._inner.set_receipt_outcome(receipt_id, outcome, at, by=by, evidence=evidence)

    def record_outcomes(self, record_id: str) -> list[dict[str, Any]]:
        if self.maybe_get(record_id) is None:
            return []
        return [
            r for r in self._inner.record_outcomes(record_id) if self._readable(str(r["scope"]))
        ]

    def exposure_counts(self, record_ids: Sequence[str]) -> dict[str, int]:
        return self._inner.exposure_counts(record_ids)

    def add_tool_call(
        self,
        *,
        session_id: str,
        scope: str,
        tool: str,
        command: str,
        command_hash: str,
        errored: bool,
        error: str | None,
        at: datetime,
        test_run: bool | None = None,
    ) -> None:
        self._require("write", scope)
        self._inner.add_tool_call(
            session_id=session_id,
            scope=scope,
            tool=tool,
            command=command,
            command_hash=command_hash,
            errored=errored,
            error=error,
            at=at,
            test_run=test_run,
        )

    def tool_calls(self, session_id: str) -> list[dict[str, Any]]:
        return [c for c in self._inner.tool_calls(session_id) if self._readable(str(c["scope"]))]

    def last_tool_call(self, scope: str, command_hash: str) -> dict[str, Any] | None:
        self._require("read", scope)
        return self._inner.last_tool_call(scope, command_hash)

    def mark_hint_shown(self, session_id: str, command_hash: str, at: datetime) -> bool:
        self._require("write")
        return self._inner.mark_hint_shown(session_id, command_hash, at)

    # -- agent sessions: injected receipts, state, pauses ----------------------------------
    # A session belongs to the scope of its workspace, a receipt to the scope it was issued
    # for, a pause to the scope it names (or its session's): the same rules as records.

    def _session_scope(self, session_id: str) -> str | None:
        found = self._inner.agent_session(session_id)
        return None if found is None else str(found["scope"])

    def _target_scope(self, target: str) -> str | None:
        """The scope a pause target governs; None for a session no hook has seen yet."""
        if target.startswith(SCOPE_TARGET):
            return target[len(SCOPE_TARGET) :]
        if target.startswith(SESSION_TARGET):
            return self._session_scope(target[len(SESSION_TARGET) :])
        return None

    def _target_visible(self, target: str) -> bool:
        scope = self._target_scope(target)
        return scope is None or self._readable(scope)

    def link_receipt(self, session_id: str, receipt_id: str, at: datetime) -> None:
        self._require("write", str(self.receipt(receipt_id)["scope"]))
        self._require("write", self._session_scope(session_id))
        self._inner.link_receipt(session_id, receipt_id, at)

    def session_receipts(self, session_id: str) -> list[dict[str, Any]]:
        found = self._inner.session_receipts(session_id)
        return [r for r in found if self._readable(str(r["scope"]))]

    def agent_session(self, session_id: str) -> dict[str, Any] | None:
        found = self._inner.agent_session(session_id)
        return found if found is None or self._readable(str(found["scope"])) else None

    def touch_agent_session(
        self,
        session_id: str,
        *,
        scope: str,
        agent: str | None,
        at: datetime,
        task: str | None = _UNSET,
        compacted_at: datetime | None = _UNSET,
    ) -> None:
        self._require("write", scope)
        self._require("write", self._session_scope(session_id))
        fields: dict[str, Any] = {}
        if task is not _UNSET:
            fields["task"] = task
        if compacted_at is not _UNSET:
            fields["compacted_at"] = compacted_at
        self._inner.touch_agent_session(session_id, scope=scope, agent=agent, at=at, **fields)

    def pause(self, target: str, at: datetime) -> bool:
        self._require("write", self._target_scope(target))
        return self._inner.pause(target, at)

    def resume(self, target: str) -> bool:
        self._require("write", self._target_scope(target))
        return self._inner.resume(target)

    def paused(self, targets: list[str]) -> list[str]:
        return self._inner.paused([t for t in targets if self._target_visible(t)])

    def paused_targets(self) -> list[dict[str, Any]]:
        return [p for p in self._inner.paused_targets() if self._target_visible(str(p["target"]))]

    # -- access ----------------------------------------------------------------------------

    def add_user(self, user: User) -> None:
        self._require("admin")
        self._inner.add_user(user)

    def users(self) -> list[User]:
        self._require("admin")
        return self._inner.users()

    def user_by_token(self, token_hash: str) -> User | None:
        self._require("admin")
        return self._inner.user_by_token(token_hash)

    def remove_user(self, name: str) -> User:
        self._require("admin")
        return self._inner.remove_user(name)

    def count_request(self, key: str, window_start: datetime) -> int:
        return self._inner.count_request(key, window_start)


__all__ = ["GrantedActivity"]
