"""Learning: distil patterns from a scope's recent memory, and rerate them by outcomes.

A refresh writes the new patterns first and only then archives the unpinned learned patterns
they replace (nothing lost; an empty or failed distillation replaces nothing). Pinned patterns
always survive. Outcomes move confidence asymmetrically (+0.05 done, −0.10 failed) and are
recorded once per receipt, in the same transaction as the rerating.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import partial
from typing import Any

from memlane.core.extractive import distill_patterns
from memlane.core.llm_output import PatternCaps, PatternDraft, clean_line, parse_patterns
from memlane.core.prompt_injection import scan_injection
from memlane.core.prompts import distill_patterns_prompt
from memlane.core.records import EVENT_TYPES, Record, clamp_confidence, slugify
from memlane.core.scope import read_key
from memlane.core.timestamps import format_timestamp, maybe_timestamp, utcnow
from memlane.core.write_rules import Draft, title_from_text
from memlane.errors import InvalidInput, MemlaneError
from memlane.services.llm import ActivityLog, AuxLLM
from memlane.services.write import Writer
from memlane.store.protocol import ListFilter, Store

CORPUS_ITEMS = 10
CONFIDENCE_BUMP = 0.05
CONFIDENCE_DECAY = 0.10
OUTCOMES = ("done", "failed", "cancelled")
REFRESH_META = "learn_refreshed_at:"  # + scope key -> time of the last refresh
_SCAN = 200  # newest records read per kind when picking the corpus or counting summaries


@dataclass(frozen=True)
class LearnResult:
    scope: str
    method: str  # "llm" | "extractive" | "none" (no material)
    items: int
    added: list[dict[str, Any]] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # ids of existing patterns re-found
    archived: list[str] = field(default_factory=list)  # ids of replaced learned patterns
    pinned: int = 0
    skipped: list[dict[str, Any]] = field(default_factory=list)
    llm: dict[str, Any] | None = None  # the model attempt when it failed (status, reason)

    def to_dict(self) -> dict[str, Any]:
        return {
            "scope": self.scope,
            "method": self.method,
            "items": self.items,
            "added": self.added,
            "kept": self.kept,
            "archived": self.archived,
            "pinned": self.pinned,
            "skipped": self.skipped,
            "llm": self.llm,
        }


def _norm(text: str) -> str:
    return clean_line(text).casefold()


def item_text(rec: Record) -> str | None:
    """The text a record contributes to the distillation corpus (None: not material)."""
    p = rec.payload
    if rec.kind == "fact":
        return rec.body + (f"\nWhy: {rec.why}" if rec.why else "")
    if rec.type == "session_completed":
        summary = p.get("summary")
        if not isinstance(summary, str) or not summary.strip():
            return None
        lines = [summary]
        lines += [f"Decision: {d}" for d in p.get("decisions") or [] if isinstance(d, str)]
        lines += [str(x) for x in p.get("lessons") or [] if isinstance(x, str)]
        return "\n".join(lines)
    if rec.type in ("run_completed", "manual_note"):
        return rec.body
    return None


def corpus(store: Store, scope: str) -> list[str]:
    """The newest ``CORPUS_ITEMS`` items of exactly this scope, oldest first."""
    recs, _ = store.list_records(ListFilter(scopes=[scope], kinds=["fact", "event"], limit=_SCAN))
    texts = [t for t in (item_text(r) for r in recs) if t]
    return list(reversed(texts[:CORPUS_ITEMS]))


def scope_patterns(
    store: Store, scopes: Sequence[str], *, include_archived: bool = False
) -> list[Record]:
    """Patterns of ``scopes``: pinned first, then by confidence, then newest."""
    recs = list(
        store.iter_records(
            ListFilter(scopes=list(scopes), kinds=["pattern"], include_archived=include_archived)
        )
    )
    recs.sort(key=lambda r: (not r.pinned, -(r.confidence or 0.0), -r.created_at.timestamp(), r.id))
    return recs


def last_refresh(store: Store, scope: str) -> datetime | None:
    """The newest refresh marker, else the newest learned pattern's time, else None."""
    marker = maybe_timestamp(store.meta(REFRESH_META + scope))
    if marker is not None:
        return marker
    learned = [
        r.created_at
        for r in scope_patterns(store, [scope], include_archived=True)
        if r.provenance.trigger == "learn"
    ]
    return max(learned) if learned else None


def summaries_since_refresh(store: Store, scope: str) -> int:
    """Captured session summaries since the last refresh, rebuilt from stored data so a
    restart never resets the automatic-refresh counter."""
    recs, _ = store.list_records(
        ListFilter(
            scopes=[scope],
            kinds=["event"],
            types=["session_completed"],
            since=last_refresh(store, scope),
            limit=_SCAN,
        )
    )
    return sum(1 for r in recs if (r.payload.get("enrichment") or {}).get("status") == "ok")


class Learner:
    def __init__(
        self,
        store: Store,
        writer: Writer,
        llm: AuxLLM,
        log: ActivityLog,
        *,
        allow_email: bool = False,
    ) -> None:
        self.store = store
        self.writer = writer
        self.llm = llm
        self.log = log
        self.allow_email = allow_email

    # -- distillation ------------------------------------------------------------------

    def learn(self, scope: str) -> LearnResult:
        scope = read_key(scope)
        items = corpus(self.store, scope)
        existing = scope_patterns(self.store, [scope], include_archived=True)
        pinned = [p for p in existing if p.pinned and not p.archived]
        if not items:
            self.store.set_meta(REFRESH_META + scope, format_timestamp(utcnow()))
            return LearnResult(scope, "none", 0, pinned=len(pinned))
        known = [p.body for p in pinned]
        drafts, method, failure = self._distill(items, known, scope)
        added, kept, skipped = self._write(drafts, existing, scope)
        archived: list[str] = []
        if added or kept:
            # Only now that the new set is stored: retire the learned patterns it replaces.
            survivors = {a["id"] for a in added} | set(kept)
            archived = self._retire(existing, survivors)
        self.store.set_meta(REFRESH_META + scope, format_timestamp(utcnow()))
        return LearnResult(
            scope, method, len(items), added, kept, archived, len(pinned), skipped, failure
        )

    def _distill(
        self, items: list[str], known: list[str], scope: str
    ) -> tuple[tuple[PatternDraft, ...], str, dict[str, Any] | None]:
        prompt = distill_patterns_prompt(items, known=known)
        answer = self.llm.ask("distill", prompt, parse_patterns, context={"scope": scope})
        if answer.ok and answer.value is not None:
            return answer.value, "llm", None
        failure = answer.describe() if answer.status != "no_model" else None
        return distill_patterns(items, known=known), "extractive", failure

    def _write(
        self, drafts: Sequence[PatternDraft], existing: list[Record], scope: str
    ) -> tuple[list[dict[str, Any]], list[str], list[dict[str, Any]]]:
        caps = PatternCaps()
        by_text = {_norm(p.body): p for p in existing}
        added: list[dict[str, Any]] = []
        kept: list[str] = []
        skipped: list[dict[str, Any]] = []
        for i, d in enumerate(drafts[: caps.max_items]):
            if d.confidence < caps.min_confidence:
                skipped.append({"index": i, "reason": "low confidence"})
                continue
            cls = scan_injection(d.text)
            if cls:
                # Model output shaped like an instruction never becomes a standing pattern.
                skipped.append({"index": i, "reason": f"injection: {cls}"})
                self.log.append("pattern", "skipped", reason=f"injection: {cls}", scope=scope)
                continue
            same = by_text.get(_norm(d.text))
            if same is not None and not same.archived:
                kept.append(same.id)  # keeps its own (outcome-rerated) confidence
                continue
            if same is not None and same.provenance.trigger != "learn":
                skipped.append({"index": i, "reason": "archived by hand"})
                continue
            try:
                if same is not None:  # a refresh retired it; it comes back, newly rated
                    rec = self.writer.edit(
                        same.id,
                        {"archived": False, "confidence": d.confidence},
                        allow_email=self.allow_email,
                    )
                    rid, slug = rec.id, rec.slug
                else:
                    # force_new with a free slug: insert, never revise another pattern.
                    receipt = self.writer.remember(
                        Draft(
                            text=d.text,
                            scope=scope,
                            kind="pattern",
                            category=d.category,
                            confidence=d.confidence,
                            trigger="learn",
                            source=f"learn:{d.method}",
                            slug=self._free_slug(scope, d.text),
                            force_new=True,
                            allow_email=self.allow_email,
                        ),
                    )
                    rid, slug = receipt.id, receipt.slug
            except MemlaneError as exc:
                skipped.append({"index": i, "reason": exc.code})
                self.log.append(
                    "pattern", "skipped", reason=f"{exc.code}: {exc.message}", scope=scope
                )
                continue
            added.append(
                {
                    "id": rid,
                    "slug": slug,
                    "text": d.text,
                    "category": d.category,
                    "confidence": d.confidence,
                    "method": d.method,
                }
            )
        return added, kept, skipped

    def _free_slug(self, scope: str, text: str) -> str:
        """``pattern-<words>``: a pattern distilled from a fact must not share the fact's slug
        (a handle that names two memories is ambiguous)."""
        base = f"pattern-{slugify(title_from_text(text), limit=48) or 'learned'}"
        slug, n = base, 2
        while self.store.by_slug(slug, scopes=[scope], kind="pattern"):
            slug, n = f"{base}-{n}", n + 1
        return slug

    def _retire(self, existing: list[Record], survivors: set[str]) -> list[str]:
        now = utcnow()
        retired: list[str] = []
        with self.store.transaction():
            for p in existing:
                if p.pinned or p.archived or p.id in survivors or p.provenance.trigger != "learn":
                    continue
                self.writer.revise(
                    p.id,
                    lambda r: r.with_changes(archived=True, updated_at=now),
                    reason="learn: replaced by a refresh",
                )
                retired.append(p.id)
        return retired

    # -- outcomes ----------------------------------------------------------------------

    def outcome(
        self,
        receipt_id: str,
        outcome: str,
        *,
        by: str = "person",
        evidence: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """Record ``outcome`` for a brief or packet receipt and rerate its patterns, once.

        ``by`` says who settled it (``person``, ``agent``, ``tests``, ``session``) and
        ``evidence`` what it was settled on; both are stored with the receipt and named in the
        history reason of every confidence it moved, so `memlane why` can show them."""
        if outcome not in OUTCOMES:
            raise InvalidInput(
                f"unknown outcome {outcome!r}", remedy=f"use one of {', '.join(OUTCOMES)}"
            )
        delta = {"done": CONFIDENCE_BUMP, "failed": -CONFIDENCE_DECAY}.get(outcome, 0.0)
        rerated: list[dict[str, Any]] = []
        now = utcnow()
        summary = (evidence or {}).get("summary")
        why = f"{by}: {summary}" if summary else by
        # One transaction: the outcome is recorded together with its rerating, or neither.
        with self.store.transaction():
            receipt = self.store.receipt(receipt_id)
            if not self.store.set_receipt_outcome(
                receipt_id, outcome, now, by=by, evidence=evidence
            ):
                return {
                    "receipt": receipt_id,
                    "outcome": receipt["outcome"],
                    "by": receipt["outcome_by"],
                    "rerated": [],
                    "recorded": False,
                    "message": f"outcome already recorded as {receipt['outcome']!r}; "
                    "nothing rerated",
                }
            if delta:
                records = self.store.get_many(receipt["record_ids"])
                for rid in receipt["record_ids"]:
                    rec = records.get(rid)
                    if rec is None or rec.kind != "pattern":
                        continue
                    old = rec.confidence if rec.confidence is not None else 1.0
                    new = clamp_confidence(old + delta)
                    if new != old:
                        self.writer.revise(
                            rec.id,
                            partial(_with_confidence, confidence=new, at=now),
                            reason=f"outcome {outcome} ({receipt_id}; {why})",
                        )
                    rerated.append({"id": rec.id, "old": old, "new": new})
        return {
            "receipt": receipt_id,
            "outcome": outcome,
            "by": by,
            "evidence": evidence,
            "rerated": rerated,
            "recorded": True,
        }


def _with_confidence(rec: Record, *, confidence: float, at: datetime) -> Record:
    return rec.with_changes(confidence=confidence, updated_at=at)


__all__ = [
    "CONFIDENCE_BUMP",
    "CONFIDENCE_DECAY",
    "CORPUS_ITEMS",
    "OUTCOMES",
    "LearnResult",
    "Learner",
    "corpus",
    "item_text",
    "last_refresh",
    "scope_patterns",
    "summaries_since_refresh",
]


def digest(store: Store, scopes: list[str], *, days: int = 30) -> dict[str, Any]:
    """The rolling digest: events by type, project notes written, new and top patterns,
    recent lessons."""
    if days < 1:
        raise InvalidInput("days must be at least 1", remedy="pass days >= 1")
    since = utcnow() - timedelta(days=days)
    events = {
        t: store.list_records(
            ListFilter(scopes=scopes, kinds=["event"], types=[t], since=since, limit=1)
        )[1]
        for t in EVENT_TYPES
    }
    top = scope_patterns(store, scopes)
    new = sorted(
        (p for p in top if p.created_at >= since),
        key=lambda p: (-p.created_at.timestamp(), p.id),
    )
    lessons, _ = store.list_records(
        ListFilter(scopes=scopes, kinds=["lesson"], since=since, limit=5)
    )
    # Project notes are files, not events: counted apart, so the rail's "Notes 0" (manual-note
    # events) no longer stood beside three project notes unexplained (the s45 newcomer trial).
    notes = store.list_records(ListFilter(scopes=scopes, kinds=["note"], since=since, limit=1))[1]
    return {
        "days": days,
        "events_by_type": events,
        "project_notes": notes,
        "new_patterns": [p.to_dict() for p in new[:5]],
        "top_patterns": [p.to_dict() for p in top[:5]],
        "recent_lessons": [r.to_dict() for r in lessons],
    }
