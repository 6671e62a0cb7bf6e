"""The dream: opt-in consolidation that runs by itself after session capture.

On when ``dream = true`` (by default at aggressiveness ``high`` and ``max``). It runs for the
captured session's scope once at least ``min_hours`` and ``min_sessions`` have passed since
its last run there (4 h and 3 sessions; 1 h and 1 session at ``max``), under the
consolidation lock (30-minute stale takeover: two passes never overlap and a crashed one
self-heals). It applies only what needs no judgement call — duplicate merges, the model's
validated merges, and supersessions of unpinned guidance — and logs every pass, which
``memlane consolidate --history`` shows. It never raises into capture.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from memlane.config import Settings
from memlane.core.consolidation_rules import Proposal
from memlane.core.timestamps import parse_timestamp, utcnow
from memlane.errors import MemlaneError
from memlane.home import CONSOLIDATE_LOCK
from memlane.lockfile import LockFile
from memlane.services.consolidate import Consolidator, RetentionPolicy
from memlane.services.embedding import EmbeddingService
from memlane.services.llm import ActivityLog, AuxLLM
from memlane.services.write import Writer
from memlane.store.protocol import ListFilter, Store

DREAM_TRIGGER = "dream"
DREAM_KINDS = frozenset({"duplicate", "merge", "supersession"})


@dataclass(frozen=True)
class DreamGates:
    enabled: bool
    min_hours: float
    min_sessions: int


def dream_gates(settings: Settings) -> DreamGates:
    enabled = (
        settings.dream if settings.dream is not None else settings.aggressiveness in ("high", "max")
    )
    if settings.aggressiveness == "max":
        return DreamGates(enabled, 1.0, 1)
    return DreamGates(enabled, 4.0, 3)


def dreamable(p: Proposal, pinned: set[str]) -> bool:
    """What the dream may apply unattended: merges, and supersessions of unpinned memories."""
    if p.kind not in DREAM_KINDS or not p.applicable:
        return False
    return not (p.kind == "supersession" and p.members[1] in pinned)


class Dreamer:
    def __init__(
        self,
        store: Store,
        consolidator: Consolidator,
        lock: LockFile,
        log: ActivityLog,
        gates: DreamGates,
    ) -> None:
        self._store = store
        self._consolidator = consolidator
        self._lock = lock
        self._log = log
        self._gates = gates

    def due(self, scope: str, now: datetime) -> tuple[bool, str]:
        """Whether both gates are open for ``scope``, and why (not)."""
        last = self._store.consolidation_runs(scope=scope, trigger=DREAM_TRIGGER, limit=1)
        since: datetime | None = parse_timestamp(last[0]["started_at"]) if last else None
        if since is not None and now - since < timedelta(hours=self._gates.min_hours):
            return False, f"last dream {now - since} ago (gate: {self._gates.min_hours:g} h)"
        _, sessions = self._store.list_records(
            ListFilter(
                scopes=[scope], kinds=["event"], types=["session_completed"], since=since, limit=1
            )
        )
        if sessions < self._gates.min_sessions:
            return (
                False,
                f"{sessions} session(s) since the last dream (gate: {self._gates.min_sessions})",
            )
        return True, f"{sessions} session(s) since the last dream"

    def run(
        self, scope: str, *, force: bool = False, now: datetime | None = None
    ) -> dict[str, Any]:
        """One pass for ``scope`` (``force`` ignores the gates, not the lock)."""
        now = now or utcnow()
        if not force:
            ok, why = self.due(scope, now)
            if not ok:
                return {"status": "not_due", "reason": why, "scope": scope}
        with self._lock.held(now) as acquired:
            if not acquired:
                owner = self._lock.owner()
                return {
                    "status": "locked",
                    "reason": f"another consolidation holds {self._lock.path.name}"
                    + (f" (pid {owner.pid} since {owner.at})" if owner else ""),
                    "scope": scope,
                }
            proposals, model = self._consolidator.propose(
                scope, semantic=False, use_model=True, keep_model_proposals=False, now=now
            )
            older = self._store.get_many(
                p.members[1] for p in proposals if p.kind == "supersession"
            )
            pinned = {rid for rid, rec in older.items() if rec.pinned}
            chosen = [p for p in proposals if dreamable(p, pinned)]
            actions, run_id = self._consolidator.apply(
                scope, chosen, trigger=DREAM_TRIGGER, started=now, note=_model_note(model)
            )
        return {
            "status": "ran",
            "scope": scope,
            "run_id": run_id,
            "applied": sum(1 for a in actions if a["status"] == "applied"),
            "actions": actions,
            "model": model,
        }

    def maybe_run(self, scope: str) -> dict[str, Any] | None:
        """After a capture: run when enabled and due; log a failure, never raise it."""
        if not self._gates.enabled:
            return None
        try:
            result = self.run(scope)
        except (MemlaneError, OSError) as exc:
            self._log.append("dream", "failed", reason=str(exc)[:300], scope=scope)
            return {"status": "failed", "reason": str(exc), "scope": scope}
        if result["status"] == "locked":
            self._log.append("dream", "skipped", reason=result["reason"], scope=scope)
        return result


def consolidation_lock(settings: Settings) -> LockFile:
    """The one lock every applying consolidation (a person's or the dream's) holds."""
    return LockFile(settings.home / CONSOLIDATE_LOCK, purpose="consolidate")


def consolidator_for(
    store: Store, writer: Writer, embeddings: EmbeddingService, llm: AuxLLM, settings: Settings
) -> Consolidator:
    return Consolidator(
        store,
        writer,
        embeddings,
        llm,
        retention=RetentionPolicy(settings.retention_max_records, settings.retention_event_days),
        allow_email=settings.allow_email,
    )


def dreamer_for(
    store: Store,
    writer: Writer,
    embeddings: EmbeddingService,
    llm: AuxLLM,
    log: ActivityLog,
    settings: Settings,
) -> Dreamer:
    return Dreamer(
        store,
        consolidator_for(store, writer, embeddings, llm, settings),
        consolidation_lock(settings),
        log,
        dream_gates(settings),
    )


def _model_note(model: dict[str, Any] | None) -> str | None:
    if not model:
        return None
    return f"model: {model.get('status')}" + (
        f" ({model['reason']})" if model.get("reason") else ""
    )


__all__ = [
    "DREAM_KINDS",
    "DREAM_TRIGGER",
    "DreamGates",
    "Dreamer",
    "consolidation_lock",
    "consolidator_for",
    "dream_gates",
    "dreamable",
    "dreamer_for",
]
