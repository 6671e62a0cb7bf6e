"""Memory's agent-session verbs: pausing and resuming what hooks inject.

A pause names a workspace (every session in it) or one agent session; while it holds, hooks
inject nothing there (no brief, packet, re-search or failure hint) and still log and capture.
The harness's environment can pause a session on its own (``MEMLANE_PAUSE=1``), without any
state here: the hook client answers injection events with nothing before they leave it.
"""

from __future__ import annotations

import builtins
from typing import Any

from memlane.core.timestamps import utcnow
from memlane.errors import InvalidInput
from memlane.services.memory_base import MemoryBase

SCOPE_TARGET = "scope:"
SESSION_TARGET = "session:"


class AgentVerbs(MemoryBase):
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
        fresh = self.store.pause(target, utcnow())
        return {"paused": target, "changed": fresh}

    def resume(self, *, scope: str | None = None, session_id: str | None = None) -> dict[str, Any]:
        """Lift a pause set with :meth:`pause`."""
        target = self._pause_target(scope, session_id)
        return {"resumed": target, "changed": self.store.resume(target)}

    def pauses(self) -> builtins.list[dict[str, Any]]:
        """Every pause in force, oldest first."""
        return [
            {"target": p["target"], "at": p["at"].isoformat() if p["at"] else None}
            for p in self.store.paused_targets()
        ]

    def injection_paused(self, *, scope: str, session_id: str | None) -> bool:
        """Whether hooks must inject nothing for this workspace and session."""
        targets = [SCOPE_TARGET + self.scope_for(scope)]
        if session_id:
            targets.append(SESSION_TARGET + session_id)
        return bool(self.store.paused(targets))
