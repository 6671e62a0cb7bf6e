"""``memlane consolidate``: proposals (read-only) and applying them, one scope at a time.

Proposals come from ``core.consolidation_rules`` (duplicates, supersessions, archives),
``core.retention_rules`` (retention), vector similarity (semantic pairs, preview only) and,
when a model is routed for the ``consolidate`` task, the model's merge clusters — untrusted
output, parsed and capped by ``core.llm_output.parse_merges`` and kept from the preview, so
``--apply`` applies what a person reviewed rather than a fresh answer.

Proposals stay inside one scope; applying them is ``services.consolidate_apply``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np

from memlane.core import consolidation_rules as rules
from memlane.core import supersession_rules
from memlane.core.llm_output import parse_merges
from memlane.core.prompts import consolidate_prompt
from memlane.core.records import NEAR_DUPLICATE_JACCARD, Record
from memlane.core.retention_rules import retention_candidates
from memlane.core.timestamps import utcnow
from memlane.core.validity_rules import has_window, renewal_stamp
from memlane.services.consolidate_apply import Applier
from memlane.services.embedding import EmbeddingService
from memlane.services.llm import AuxLLM
from memlane.services.write import Writer
from memlane.store.protocol import ListFilter, Store

# Semantic pairs are a preview for a person to read: the strongest this many are listed.
SEMANTIC_SHOWN = 200
# The model sees at most this many facts per call, chosen among likely near duplicates.
MODEL_FACTS = 60
MODEL_CANDIDATE_JACCARD = 0.4
MODEL_CANDIDATE_COSINE = 0.8
_CHUNK = 500


@dataclass(frozen=True)
class RetentionPolicy:
    max_records: int
    event_days: int


@dataclass
class ConsolidationResult:
    scope: str
    proposals: list[rules.Proposal]
    applied: list[dict[str, Any]] = field(default_factory=list)
    model: dict[str, Any] | None = None
    run_id: int | None = None
    apply: bool = False
    semantic_total: int = 0

    def to_dict(self) -> dict[str, Any]:
        counts: dict[str, int] = {k: 0 for k in rules.PROPOSAL_KINDS}
        for p in self.proposals:
            counts[p.kind] += 1
        return {
            "scope": self.scope,
            "apply": self.apply,
            "counts": counts,
            "proposals": [p.to_dict() for p in self.proposals],
            "applied": self.applied,
            "model": self.model,
            "run_id": self.run_id,
            "semantic_pairs": self.semantic_total,
        }


def _chunked(ids: Sequence[str]) -> Iterable[Sequence[str]]:
    for i in range(0, len(ids), _CHUNK):
        yield ids[i : i + _CHUNK]


class Consolidator:
    def __init__(
        self,
        store: Store,
        writer: Writer,
        embeddings: EmbeddingService,
        llm: AuxLLM | None,
        *,
        retention: RetentionPolicy,
        allow_email: bool = False,
    ) -> None:
        self._store = store
        self._writer = writer
        self._embeddings = embeddings
        self._llm = llm
        self._retention = retention
        self._applier = Applier(store, writer, allow_email=allow_email)
        self.semantic_total = 0

    # -- proposals -----------------------------------------------------------------------

    def propose(
        self,
        scope: str,
        *,
        min_age_days: int = rules.DEFAULT_MIN_AGE_DAYS,
        semantic: bool = True,
        use_model: bool = False,
        keep_model_proposals: bool = True,
        now: datetime | None = None,
    ) -> tuple[list[rules.Proposal], dict[str, Any] | None]:
        """Every proposal for ``scope`` (nothing is written, except that the model's
        proposals are kept for a later apply when ``keep_model_proposals``), and what the
        model said. Semantic pairs are capped at the strongest :data:`SEMANTIC_SHOWN`
        (:attr:`semantic_total` says how many there were)."""
        now = now or utcnow()
        everything = list(self._store.iter_records(ListFilter(scopes=[scope])))
        records = [r for r in everything if r.kind in rules.CONSOLIDATED_KINDS]
        ids = [r.id for r in records]
        exposures: dict[str, int] = {}
        changed: dict[str, datetime] = {}
        for chunk in _chunked(ids):
            exposures.update(self._store.exposure_counts(chunk))
        changed = self._store.content_changed_at(ids)
        changed_at = {r.id: changed.get(r.id, r.created_at) for r in records}
        recorded = {
            frozenset((link.src_id, link.dst_id))
            for link in self._store.links_of(ids)
            if link.kind == rules.LINK_SUPERSEDES
        }
        out: list[rules.Proposal] = []
        dup_pairs: set[frozenset[str]] = set()
        signals = {r.id: supersession_rules.memory_signals(r) for r in records}
        for kind in rules.CONSOLIDATED_KINDS:
            group = [r for r in records if r.kind == kind]
            out += self._duplicates(group, exposures, changed_at, signals, dup_pairs)
        if semantic:
            out += self._semantic(records, dup_pairs)
        for newer, older, reason in supersession_rules.supersession_pairs(
            records, changed_at, signals
        ):
            if frozenset((newer.id, older.id)) in recorded:
                continue
            out.append(rules.proposal("supersession", [newer, older], reason))
        out += self._archives(records, exposures, changed_at, now, min_age_days)
        for rec, reason in retention_candidates(
            everything,
            max_records=self._retention.max_records,
            event_days=self._retention.event_days,
            now=now,
        ):
            out.append(rules.proposal("retention", [rec], reason))
        model: dict[str, Any] | None = None
        routed = use_model and self._llm is not None and self._llm.model_for("consolidate")[0]
        if routed:
            used = {m for p in out if p.kind == "duplicate" for m in p.members}
            merges, model = self._model_merges(records, exposures, changed_at, used)
            out += merges
            if keep_model_proposals and model.get("status") == "ok":
                self._store.put_proposals(
                    scope, [(p.id, json.dumps(p.to_dict())) for p in merges], now
                )
        elif keep_model_proposals:
            out += self._kept_model_proposals(scope, {r.id: r for r in records})
        return out, model

    def _duplicates(
        self,
        group: Sequence[Record],
        exposures: dict[str, int],
        changed_at: dict[str, datetime],
        signals: dict[str, list[supersession_rules.Signal]],
        dup_pairs: set[frozenset[str]],
    ) -> list[rules.Proposal]:
        sets = [rules.duplicate_text(r) for r in group]
        pairs = rules.similar_pairs(sets, NEAR_DUPLICATE_JACCARD)
        out = []
        for members, weakest in rules.group_pairs(pairs):
            recs = [group[i] for i in members]
            if any(
                supersession_rules.conflict(signals[a.id], signals[b.id])
                for i, a in enumerate(recs)
                for b in recs[i + 1 :]
            ):
                continue  # opposite guidance is a supersession, never a merge
            recs.sort(
                key=lambda r: rules.survivor_order(r, exposures.get(r.id, 0), changed_at[r.id])
            )
            for i, a in enumerate(recs):
                for b in recs[i + 1 :]:
                    dup_pairs.add(frozenset((a.id, b.id)))
            text = rules.merged_body(recs[0], recs[1:])
            bounded = [r.handle for r in recs if has_window(r) or renewal_stamp(r)]
            out.append(
                rules.proposal(
                    "duplicate",
                    recs,
                    f"{len(recs)} near-duplicate {recs[0].kind}s (token Jaccard ≥ {weakest:.2f})",
                    similarity=weakest,
                    text=text,
                    applicable=not bounded,
                    note=(
                        f"{', '.join(bounded)} carries a validity window: revise the policy "
                        "and renew it instead"
                    )
                    if bounded
                    else None,
                )
            )
        return out

    def _vectors(self, records: Sequence[Record]) -> tuple[list[Record], np.ndarray] | None:
        if self._embeddings.embedder is None or len(records) < 2:
            return None
        found = self._embeddings.vectors_by_hash([r.content_hash for r in records])
        kept = [r for r in records if r.content_hash in found]
        if len(kept) < 2:
            return None
        matrix = np.stack([found[r.content_hash] for r in kept]).astype(np.float32)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return kept, matrix / norms

    def _cosine_pairs(
        self, records: Sequence[Record], floor: float
    ) -> list[tuple[Record, Record, float]]:
        """Same-kind pairs at or above ``floor`` cosine, computed a block at a time."""
        out: list[tuple[Record, Record, float]] = []
        for kind in rules.CONSOLIDATED_KINDS:
            loaded = self._vectors([r for r in records if r.kind == kind])
            if loaded is None:
                continue
            kept, unit = loaded
            for start in range(0, len(kept), 1024):
                # Only the upper triangle: each pair once, half the multiplications.
                block = unit[start : start + 1024] @ unit[start:].T
                rows, cols = np.nonzero(block >= floor)
                for r, c in zip(rows.tolist(), cols.tolist(), strict=True):
                    if c > r:
                        out.append((kept[start + r], kept[start + c], float(block[r, c])))
        return out

    def _semantic(
        self, records: Sequence[Record], dup_pairs: set[frozenset[str]]
    ) -> list[rules.Proposal]:
        out = []
        pairs = [
            (a, b, cos)
            for a, b, cos in self._cosine_pairs(records, rules.SEMANTIC_COSINE)
            if frozenset((a.id, b.id)) not in dup_pairs
        ]
        self.semantic_total = len(pairs)
        pairs.sort(key=lambda t: (-t[2], t[0].id, t[1].id))
        for a, b, cos in pairs[:SEMANTIC_SHOWN]:
            out.append(
                rules.proposal(
                    "semantic",
                    [a, b],
                    f"paraphrase candidates (cosine {cos:.2f})",
                    similarity=cos,
                    applicable=False,
                    note="preview only: similar wording does not prove the same guidance",
                )
            )
        return out

    def _archives(
        self,
        records: Sequence[Record],
        exposures: dict[str, int],
        changed_at: dict[str, datetime],
        now: datetime,
        min_age_days: int,
    ) -> list[rules.Proposal]:
        verdicts = self._store.verdicts(record_ids=[r.id for r in records], with_claims=False)
        out = []
        for rec in records:
            v = verdicts.get(rec.id)
            reason = rules.archive_reason(
                rec,
                verdict=v.verdict if v else None,
                verdict_hash=v.content_hash if v else None,
                verdict_reason=v.reason if v else None,
                exposures=exposures.get(rec.id, 0),
                changed_at=changed_at[rec.id],
                now=now,
                min_age_days=min_age_days,
            )
            if reason:
                out.append(rules.proposal("archive", [rec], reason))
        return out

    def _model_merges(
        self,
        records: Sequence[Record],
        exposures: dict[str, int],
        changed_at: dict[str, datetime],
        used: set[str],
    ) -> tuple[list[rules.Proposal], dict[str, Any]]:
        assert self._llm is not None
        facts = [r for r in records if r.kind == "fact" and r.id not in used]
        candidates = self._model_candidates(facts)
        if len(candidates) < 2:
            return [], {"status": "skipped", "reason": "fewer than two candidate facts"}
        answer = self._llm.ask(
            "consolidate",
            consolidate_prompt([f"{r.title}: {r.body}" for r in candidates]),
            lambda text: parse_merges(text, len(candidates)),
            context={"scope": candidates[0].scope},
        )
        info = {**answer.describe(), "facts_shown": len(candidates), "dropped": answer.dropped}
        if not answer.ok or answer.value is None:
            return [], info
        out = []
        for draft in answer.value:
            members = [candidates[i] for i in draft.members]
            members.sort(
                key=lambda r: rules.survivor_order(r, exposures.get(r.id, 0), changed_at[r.id])
            )
            bounded = [r.handle for r in members if has_window(r) or renewal_stamp(r)]
            out.append(
                rules.proposal(
                    "merge",
                    members,
                    f"the model merges {len(members)} facts"
                    + (f" under “{draft.heading}”" if draft.heading else ""),
                    text=draft.text,
                    heading=draft.heading,
                    applicable=not bounded,
                    note=f"{', '.join(bounded)} carries a validity window" if bounded else None,
                )
            )
        return out, info

    def _model_candidates(self, facts: Sequence[Record]) -> list[Record]:
        """The facts most likely to merge: in lexical or vector near pairs, strongest first."""
        scored: dict[str, float] = {}
        sets = [rules.duplicate_text(r) for r in facts]
        for i, j, sim in rules.similar_pairs(sets, MODEL_CANDIDATE_JACCARD):
            for k in (i, j):
                scored[facts[k].id] = max(scored.get(facts[k].id, 0.0), sim)
        for a, b, cos in self._cosine_pairs(facts, MODEL_CANDIDATE_COSINE):
            for r in (a, b):
                scored[r.id] = max(scored.get(r.id, 0.0), cos)
        by_id = {r.id: r for r in facts}
        order = sorted(scored, key=lambda rid: (-scored[rid], rid))[:MODEL_FACTS]
        return sorted((by_id[rid] for rid in order), key=lambda r: r.id)

    def _kept_model_proposals(self, scope: str, current: dict[str, Record]) -> list[rules.Proposal]:
        """The model's proposals from the last preview whose members are all unchanged."""
        out = []
        for raw in self._store.proposals(scope).values():
            p = rules.Proposal.from_dict(json.loads(raw))
            if all(
                m in current and current[m].content_hash == h
                for m, h in zip(p.members, p.hashes, strict=True)
            ):
                out.append(p)
        return out

    def apply(
        self,
        scope: str,
        proposals: Sequence[rules.Proposal],
        *,
        trigger: str,
        started: datetime | None = None,
        note: str | None = None,
    ) -> tuple[list[dict[str, Any]], int]:
        """Apply the applicable proposals and log the run (see ``services.consolidate_apply``)."""
        return self._applier.apply(scope, proposals, trigger=trigger, started=started, note=note)


__all__ = ["ConsolidationResult", "Consolidator", "RetentionPolicy"]
