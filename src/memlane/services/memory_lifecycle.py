"""Memory's lifecycle verbs: verify, consolidate (and the dream), renew, observe, utility,
clean — what keeps memory true after it is written."""

from __future__ import annotations

import builtins
import os
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memlane.core import bounds, validity_rules
from memlane.core.consolidation_rules import DEFAULT_MIN_AGE_DAYS, PROPOSAL_KINDS
from memlane.core.records import Record
from memlane.core.timestamps import utcnow
from memlane.errors import Conflict, InvalidInput, Locked
from memlane.services import validity
from memlane.services.memory_base import MemoryBase

# Verify, consolidation, the dream and the LLM clients are imported inside the verbs that use
# them, for cold start: a recall never needs them (issue 21).
if TYPE_CHECKING:
    from memlane.services.consolidate import ConsolidationResult
    from memlane.services.llm import AuxLLM
    from memlane.services.verify import VerifyReport


class LifecycleVerbs(MemoryBase):
    def _aux_llm(self) -> AuxLLM:
        from memlane.services.llm import ActivityLog, AuxLLM  # cold start

        return AuxLLM(self.settings.llm_settings(), self._llm_env, ActivityLog(self.settings.home))

    def _project_root(self, scope_key: str) -> Path | None:
        """The project folder a scope's memories talk about, when it is on this machine."""
        if scope_key == self.default_scope and self.project_dir is not None:
            return self.project_dir
        folder = Path(scope_key)
        return folder if folder.is_absolute() and folder.is_dir() else None

    def has_project_folder(self, scope: str | None = None) -> bool:
        """Whether the scope's project folder is on this machine (verify's default root)."""
        return self._project_root(self.scope_for(scope)) is not None

    # -- verify --------------------------------------------------------------------------

    def verify(
        self,
        *,
        roots: Sequence[str | Path] | None = None,
        handles: Sequence[str] = (),
        scope: str | None = None,
        network: bool = False,
    ) -> VerifyReport:
        """Check the scope's memories (or ``handles``) against the project tree: verified,
        stale (a claim confidently absent, with the reason) or unknown. Incremental: an
        unchanged memory over unchanged files is not checked again. ``network`` also checks
        URLs and package versions online (off by default)."""
        scope_key = self.scope_for(scope)
        _check_texts("handles", handles)
        if roots:
            if isinstance(roots, str | bytes) or not all(
                isinstance(r, str | os.PathLike) for r in roots
            ):
                raise InvalidInput("roots must be a list of paths", remedy="pass --root DIR")
            folders = [Path(r).expanduser() for r in roots]
        else:
            default = self._project_root(scope_key)
            if default is None:
                raise InvalidInput(
                    f"scope {scope_key} has no project folder on this machine",
                    remedy="pass --root DIR (repeatable) with the tree to check against",
                )
            folders = [default]
        for folder in folders:
            if not folder.is_dir():
                raise InvalidInput(f"{folder} is not a directory", remedy="pass an existing --root")
        ids = [self.get(h, scope=scope).id for h in handles] if handles else None
        from memlane.services.verify import Verifier
        from memlane.services.verify_network import NetworkChecker  # cold start

        checker = NetworkChecker() if network else None
        try:
            return Verifier(self._store, home=str(Path.home())).run(
                scope_key, folders, record_ids=ids, network=network, checker=checker
            )
        finally:
            if checker is not None:
                checker.close()

    def verdicts(self, *, scope: str | None = None) -> builtins.list[dict[str, Any]]:
        """The stored verdicts of the scope's memories, stale first (for review screens)."""
        scope_key = self.scope_for(scope)
        stored = self._store.verdicts(scope=scope_key)
        records = self._store.get_many(stored)
        order = {"stale": 0, "unknown": 1, "verified": 2}
        out = []
        for rid, v in stored.items():
            rec = records.get(rid)
            if rec is None or rec.archived:
                continue
            out.append(
                {
                    **v.to_dict(),
                    "slug": rec.handle,
                    "title": rec.title,
                    "kind": rec.kind,
                    "current": v.content_hash == rec.content_hash,
                }
            )
        out.sort(key=lambda d: (order.get(d["verdict"], 3), d["slug"]))
        return out

    # -- consolidate and dream ------------------------------------------------------------

    def consolidate(
        self,
        *,
        scope: str | None = None,
        apply: bool = False,
        proposal_ids: Sequence[str] = (),
        kinds: Sequence[str] = (),
        min_age_days: int = DEFAULT_MIN_AGE_DAYS,
        semantic: bool = True,
        use_model: bool = True,
    ) -> ConsolidationResult:
        """Proposals for the scope (duplicates, semantic pairs, supersessions, archives,
        retention; the model's merges when one is routed): read-only unless ``apply``.
        Applying takes the consolidation lock (Locked if another pass holds it) and applies
        every applicable proposal, or only ``proposal_ids`` / ``kinds``."""
        _check_texts("proposal_ids", proposal_ids)
        _check_texts("kinds", kinds)
        bounds.check_choices("kinds", list(kinds), PROPOSAL_KINDS)
        bounds.check_count("min_age_days", min_age_days, low=0, high=36_500)
        from memlane.services.consolidate import ConsolidationResult
        from memlane.services.dream import consolidation_lock, consolidator_for  # cold start

        scope_key = self.scope_for(scope)
        s = self.settings
        consolidator = consolidator_for(
            self._store, self._writer, self._embeddings, self._aux_llm(), s
        )
        if not apply:
            found, model = consolidator.propose(
                scope_key, min_age_days=min_age_days, semantic=semantic, use_model=use_model
            )
            chosen = [p for p in found if not kinds or p.kind in kinds]
            return ConsolidationResult(
                scope_key, chosen, model=model, semantic_total=consolidator.semantic_total
            )
        lock = consolidation_lock(s)
        with lock.held() as acquired:
            if not acquired:
                owner = lock.owner()
                raise Locked(
                    "another consolidation is applying changes"
                    + (f" (pid {owner.pid} since {owner.at})" if owner else ""),
                    remedy="wait for it to finish, or run `memlane clean` if it was abandoned",
                )
            found, _ = consolidator.propose(
                scope_key,
                min_age_days=min_age_days,
                semantic=bool(proposal_ids),
                use_model=False,
            )
            by_id = {p.id: p for p in found}
            missing = [pid for pid in proposal_ids if pid not in by_id]
            if missing:
                raise Conflict(
                    f"proposal {missing[0]} no longer applies (its memories changed)",
                    remedy="preview again with `memlane consolidate` and apply what it shows",
                )
            chosen = [by_id[pid] for pid in proposal_ids] if proposal_ids else found
            chosen = [p for p in chosen if not kinds or p.kind in kinds]
            actions, run_id = consolidator.apply(scope_key, chosen, trigger="manual")
        skipped = [
            {"id": p.id, "kind": p.kind, "status": "skipped", "detail": p.note or "preview only"}
            for p in chosen
            if not p.applicable
        ]
        return ConsolidationResult(
            scope_key, chosen, applied=actions + skipped, run_id=run_id, apply=True
        )

    def consolidation_history(
        self, *, scope: str | None = None, all_scopes: bool = False, limit: int = 20
    ) -> builtins.list[dict[str, Any]]:
        """What consolidation passes (a person's --apply, the dream) did, newest first."""
        bounds.check_count("limit", limit, high=500)
        return self._store.consolidation_runs(
            scope=None if all_scopes else self.scope_for(scope), limit=limit
        )

    def dream(self, *, scope: str | None = None, force: bool = False) -> dict[str, Any]:
        """Run the dream for the scope now if it is due (``force``: ignore its time and
        session gates, never the lock). Returns what it did, or why it did not run."""
        from memlane.services.dream import dreamer_for
        from memlane.services.llm import ActivityLog  # cold start

        s = self.settings
        dreamer = dreamer_for(
            self._store,
            self._writer,
            self._embeddings,
            self._aux_llm(),
            ActivityLog(s.home),
            s,
        )
        return dreamer.run(self.scope_for(scope), force=force)

    # -- validity ------------------------------------------------------------------------

    def renew(
        self,
        handle: str,
        *,
        valid_from: datetime | None,
        valid_until: datetime | None,
        evidence: str,
        scope: str | None = None,
        allow_email: bool | None = None,
    ) -> Record:
        """Renew a pinned memory's validity window with evidence (privacy-checked); each
        renewal is a revision, its evidence kept in history."""
        if not isinstance(evidence, str):
            raise InvalidInput("evidence must be text", remedy="pass the evidence as a string")
        for name, value in (("valid_from", valid_from), ("valid_until", valid_until)):
            if value is not None and not isinstance(value, datetime):
                raise InvalidInput(f"{name} must be a datetime", remedy=f"pass {name} in UTC")
        rec = self.get(handle, scope=scope)
        return validity.renew(
            self._store,
            self._writer,
            rec,
            valid_from=valid_from,
            valid_until=valid_until,
            evidence=evidence,
            allow_email=self._email(allow_email),
        )

    def lifecycle(self, handle: str, *, scope: str | None = None) -> dict[str, Any]:
        """Verdict, validity window, supersession and merges of one memory."""
        return validity.describe(self._store, self.get(handle, scope=scope))

    def lifecycle_labels(self, records: Iterable[Record]) -> dict[str, dict[str, Any]]:
        """For listings: each record's verdict, window state and why it may not stand."""
        recs = list(records)
        marks = self._store.lifecycle_marks([r.id for r in recs]) if recs else {}
        now = utcnow()
        return {r.id: validity_rules.describe(r, marks.get(r.id), now) for r in recs}

    # -- feedback ------------------------------------------------------------------------

    def observe(
        self,
        receipt: str,
        *,
        feedback: str,
        outcome: str,
        attribution: str,
        evidence: str,
        task: str | None = None,
        handles: Sequence[str] = (),
        scope: str | None = None,
    ) -> dict[str, Any]:
        """Record immutable feedback on memories that rode in ``receipt`` (all of them, or
        ``handles``): one observation per task and memory; ``task`` defaults to the receipt."""
        bounds.check_query(receipt, name="receipt")
        _check_texts("handles", handles)
        for name, value in (("task", task), ("evidence", evidence)):
            if value is not None and not isinstance(value, str):
                raise InvalidInput(f"{name} must be text", remedy=f"pass {name} as a string")
        shown = self._store.receipt(receipt)
        if handles:
            records = [self.get(h, scope=scope) for h in handles]
        else:
            found = self._store.get_many(shown["record_ids"])
            records = [self.get(rid, scope=scope) for rid in shown["record_ids"] if rid in found]
        if not records:
            raise InvalidInput(
                f"receipt {receipt} carried no memory that still exists",
                remedy="observe a receipt whose memories are still stored",
            )
        # Imported here for cold start: outcome records and file housekeeping are no part of
        # a recall or a hook (issue 21).
        from memlane.services import observe as observe_service

        results = observe_service.observe(
            self._store,
            receipt,
            records,
            task=task,
            feedback=feedback,
            outcome=outcome,
            attribution=attribution,
            evidence=evidence,
            allow_email=self.settings.allow_email,
        )
        return {"receipt": receipt, "observations": results}

    def utility(self, handle: str, *, scope: str | None = None) -> dict[str, Any]:
        """Exposures and observed outcomes of one memory, lifetime and for its current
        content, with honest denominators (no rate for an empty cohort)."""
        from memlane.services import observe as observe_service  # cold start: see observe()

        return observe_service.utility(self._store, self.get(handle, scope=scope))

    # -- housekeeping --------------------------------------------------------------------

    def clean(self, *, dry_run: bool = False) -> dict[str, Any]:
        """Remove abandoned lock and temp files (home and this project's notes folder)."""
        from memlane.services import clean as clean_service  # cold start: see observe()

        projects = [self.project_dir] if self.project_dir is not None else []
        return clean_service.clean(
            self.settings.home, project_dirs=projects, dry_run=dry_run
        ).to_dict()


def _check_texts(name: str, values: object) -> None:
    """A list of strings (a bare string is the usual slip: it would iterate by character)."""
    if (
        isinstance(values, str | bytes)
        or not isinstance(values, Iterable)
        or not all(isinstance(v, str) for v in values)
    ):
        raise InvalidInput(f"{name} must be a list of strings", remedy=f"pass {name} as a list")


__all__ = ["LifecycleVerbs"]
