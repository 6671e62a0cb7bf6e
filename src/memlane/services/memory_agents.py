"""Memory's agent-session verbs: what hooks know of a session, and pausing what they inject.

Hooks record per session its workspace, the task of its latest prompt and whether its context
was just compacted (for the re-search), and link every brief and packet they inject to it (for
the outcome its end settles). A pause names a workspace (every session in it) or one agent
session; while it holds, hooks inject nothing there (no brief, packet, re-search or failure
hint) and still log and capture.
The harness's environment can pause a session on its own (``MEMLANE_PAUSE=1``), without any
state here: the hook client answers injection events with nothing before they leave it.
"""

from __future__ import annotations

import builtins
from datetime import datetime
from typing import Any

from memlane.core.pause_targets import SCOPE_TARGET, SESSION_TARGET
from memlane.core.timestamps import utcnow
from memlane.errors import InvalidInput
from memlane.services.memory_base import MemoryBase

_KEEP: Any = object()  # "leave this field as it is" (None clears it)


class AgentVerbs(MemoryBase):
    # -- what hooks know of a session ------------------------------------------------------

    def session_state(self, session_id: str) -> dict[str, Any] | None:
        """A hooked agent session: scope, agent, task, compacted_at (None before its first
        hook)."""
        return self._store.agent_session(session_id)

    def note_session(
        self,
        session_id: str,
        *,
        scope: str,
        agent: str | None,
        task: str | None = _KEEP,
        compacted_at: datetime | None = _KEEP,
    ) -> None:
        """Record what a hook saw of a session; fields left out keep their value."""
        fields: dict[str, Any] = {}
        if task is not _KEEP:
            fields["task"] = task
        if compacted_at is not _KEEP:
            fields["compacted_at"] = compacted_at
        self._store.touch_agent_session(
            session_id, scope=self.scope_for(scope), agent=agent, at=utcnow(), **fields
        )

    def link_receipt(self, session_id: str, receipt_id: str) -> None:
        """Note that a brief or packet (its receipt) was injected into a session."""
        self._store.link_receipt(session_id, receipt_id, utcnow())

    def session_receipts(self, session_id: str) -> builtins.list[dict[str, Any]]:
        """The receipts injected into a session, oldest first, with their outcomes so far."""
        return self._store.session_receipts(session_id)

    def receipt(self, receipt_id: str) -> dict[str, Any]:
        """One receipt: its kind, scope, query, outcome (and who settled it) and records."""
        return self._store.receipt(receipt_id)

    # -- pausing injection -----------------------------------------------------------------

    def _pause_target(self, scope: str | None, session_id: str | None) -> str:
        if session_id is not None:
            if scope is not None:
                raise InvalidInput(
                    "name a workspace or a session, not both",
                    remedy="drop --scope to pause one session, or --session to pause a workspace",
                )
            if not session_id.strip():
                raise InvalidInput("the session id is empty", remedy="pass --session <id>")
            return SESSION_TARGET + session_id.strip()
        return SCOPE_TARGET + self.scope_for(scope)

    def pause(self, *, scope: str | None = None, session_id: str | None = None) -> dict[str, Any]:
        """Stop hooks injecting memory into a workspace (default: this one) or one session."""
        target = self._pause_target(scope, session_id)
        fresh = self._store.pause(target, utcnow())
        return {"paused": target, "changed": fresh}

    def resume(self, *, scope: str | None = None, session_id: str | None = None) -> dict[str, Any]:
        """Lift a pause set with :meth:`pause`."""
        target = self._pause_target(scope, session_id)
        return {"resumed": target, "changed": self._store.resume(target)}

    def pauses(self) -> builtins.list[dict[str, Any]]:
        """Every pause in force, oldest first."""
        return [
            {"target": p["target"], "at": p["at"].isoformat() if p["at"] else None}
            for p in self._store.paused_targets()
        ]

    def injection_paused(self, *, scope: str, session_id: str | None) -> bool:
        """Whether hooks must inject nothing for this workspace and session."""
        targets = [SCOPE_TARGET + self.scope_for(scope)]
        if session_id:
            targets.append(SESSION_TARGET + session_id)
        return bool(self._store.paused(targets))
