"""The MCP lifecycle tools: verify, consolidate (preview only), renew, observe, utility.

A mixin of :class:`memlane.mcp.tools.MemoryTools`: the same workspace binding, lock and read
gate. Verify checks the workspace's own project folder (no tool takes a path). Consolidation
is offered read-only: applying merges is a person's call (CLI, web UI) or the dream's.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import Field

from memlane.core.records import Record
from memlane.core.timestamps import parse_timestamp
from memlane.errors import InvalidInput
from memlane.services.agent_views import AgentViews
from memlane.services.memory import Memory

_Handle = Annotated[
    str, Field(description="The memory's id or slug (as returned by recall, search or remember).")
]
_When = Annotated[str, Field(description="An ISO-8601 time in UTC, e.g. 2026-11-01T00:00:00Z.")]
# How many unverified memories a verify answer lists (the counts cover all of them).
VERIFY_LIST = 30


def when(value: str, name: str) -> datetime:
    """An ISO-8601 argument as an aware datetime (InvalidInput names the argument)."""
    try:
        return parse_timestamp(value)
    except ValueError as exc:
        raise InvalidInput(f"cannot read {name} {value!r}", remedy="pass an ISO-8601 time") from exc


class LifecycleTools:
    # Provided by MemoryTools, which this class is a mixin of.
    memory: Memory
    scope: str
    views: AgentViews
    _lock: threading.Lock
    _own: Callable[[str], Record]

    def verify(
        self,
        memories: Annotated[
            list[str] | None,
            Field(description="Only these memories (ids or slugs); default: the workspace's."),
        ] = None,
    ) -> dict[str, Any]:
        with self._lock:
            ids = [self._own(h).id for h in memories or []]
            report = self.memory.verify(handles=ids, scope=self.scope)
            listed = [m for m in report.memories if m["verdict"] != "verified"][:VERIFY_LIST]
            return {
                "files": report.files,
                "complete": report.complete,
                **report.counts,
                "checked": report.checked,
                "unchanged": report.reused,
                "not_verified": [
                    {
                        "slug": m["slug"],
                        "verdict": m["verdict"],
                        "reason": self.views.text(m["id"], m["reason"]),
                    }
                    for m in listed
                ],
            }

    def consolidate(
        self,
        kinds: Annotated[
            list[Literal["duplicate", "semantic", "merge", "supersession", "archive", "retention"]]
            | None,
            Field(description="Only these proposal kinds."),
        ] = None,
    ) -> dict[str, Any]:
        with self._lock:
            result = self.memory.consolidate(scope=self.scope, kinds=kinds or (), use_model=False)
            proposals = []
            for p in result.proposals:
                view = p.to_dict()
                view.pop("hashes", None)
                view["text"] = self.views.text(p.members[0], p.text)
                proposals.append(view)
            return {"read_only": True, "proposals": proposals}

    def renew(
        self,
        handle: _Handle,
        valid_from: _When,
        valid_until: _When,
        evidence: Annotated[
            str, Field(description="What you checked and where (never a credential).")
        ],
    ) -> dict[str, Any]:
        with self._lock:
            rec = self._own(handle)
            renewed = self.memory.renew(
                rec.id,
                valid_from=when(valid_from, "valid_from"),
                valid_until=when(valid_until, "valid_until"),
                evidence=evidence,
                scope=self.scope,
            )
            info = self.memory.lifecycle(renewed.id, scope=self.scope)
            window = dict(info["window"])
            window["evidence"] = self.views.text(renewed.id, window.get("evidence"))
            return {"id": renewed.id, "slug": renewed.slug, "window": window}

    def observe(
        self,
        receipt: Annotated[str, Field(description="The receipt a recall packet or brief named.")],
        feedback: Literal["helpful", "unhelpful"],
        outcome: Literal["improved", "unchanged", "worsened", "unknown"],
        attribution: Literal["isolated", "confounded", "unknown"],
        evidence: Annotated[
            str, Field(description="The baseline you compared with, and any confounders.")
        ],
        task: Annotated[
            str | None, Field(description="The task assessed (default: the receipt).")
        ] = None,
        memories: Annotated[
            list[str] | None, Field(description="Only these memories of the receipt.")
        ] = None,
    ) -> dict[str, Any]:
        with self._lock:
            ids = [self._own(h).id for h in memories or []]
            return self.memory.observe(
                receipt,
                feedback=feedback,
                outcome=outcome,
                attribution=attribution,
                evidence=evidence,
                task=task,
                handles=ids,
                scope=self.scope,
            )

    def utility(self, handle: _Handle) -> dict[str, Any]:
        with self._lock:
            report = self.memory.utility(self._own(handle).id, scope=self.scope)
            report["observations"] = [
                {**o, "evidence": self.views.text(o["record_id"], o["evidence"])}
                for o in report["observations"]
            ]
            return report


__all__ = ["LifecycleTools", "when"]
