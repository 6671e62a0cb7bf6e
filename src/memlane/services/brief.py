"""The brief: the only producer of injected session-start text.

Each group is filtered by its eligibility gates first (confidence, windows, caps, validity,
scope); the optional task text only reorders what is already eligible. The result passes the
read gate, and its receipt records which items rode along (for outcome rerating).

A :class:`BriefCache` keeps each scope's eligible groups while the store's records version
stands still (it moves with every record, verdict and supersession link) and no window or
validity bound has passed since they were chosen, so a session-start hook costs a lookup; the
read gate, the budget and the receipt still run on every call.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from memlane.core import ranking_rules as rules
from memlane.core.brief_rules import Brief, BriefLine, clamp_brief_chars, compose_brief
from memlane.core.injection_scorer import relevance_scores
from memlane.core.records import Record, new_id
from memlane.core.scope import MatchMode, is_remote
from memlane.core.timestamps import utcnow
from memlane.core.validity_rules import ValidityMode
from memlane.services.ranking import visible_scopes
from memlane.services.read_gate import ReadGate
from memlane.services.validity import standing
from memlane.store.protocol import ListFilter, Store

# The brief reads at most this many newest records per kind before gating.
_SCAN_LIMIT = 2000
# A cached composition is re-derived at least this often, whatever else holds.
CACHE_TTL = timedelta(minutes=10)
_CACHE_ENTRIES = 64
Groups = dict[str, list[Record]]


@dataclass(frozen=True)
class BriefResult:
    brief: Brief
    receipt: str | None
    scope: str
    blocked: dict[str, str]

    @property
    def text(self) -> str:
        return self.brief.text

    def stats(self) -> dict[str, Any]:
        b = self.brief
        return {
            "counts": b.counts,
            "chars": b.chars,
            "token_estimate": b.token_estimate,
            "truncated": b.truncated,
            "blocked": len(self.blocked),
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.brief.text,
            "receipt": self.receipt,
            "scope": self.scope,
            "item_ids": self.brief.item_ids,
            **self.stats(),
        }


def _fetch(
    store: Store,
    scopes: list[str],
    kinds: Sequence[str],
    types: Sequence[str] | None = None,
    since: datetime | None = None,
) -> list[Record]:
    recs, _ = store.list_records(
        ListFilter(
            scopes=scopes,
            kinds=list(kinds),
            types=list(types) if types else None,
            since=since,
            limit=_SCAN_LIMIT,
        )
    )
    return recs


def _relevance(task: str | None, recs: Sequence[Record]) -> dict[str, float]:
    if not task or not recs:
        return {r.id: 0.0 for r in recs}
    scores = relevance_scores(task, [f"{r.title}\n{r.body}" for r in recs])
    return {r.id: s for r, s in zip(recs, scores, strict=True)}


def _line(rec: Record) -> str:
    if rec.kind == "pattern":
        return f"[{rec.category}] {rec.body} ({round((rec.confidence or 0) * 100)}%)"
    if rec.kind == "fact":
        text = (
            rec.title if rec.body.startswith(rec.title.rstrip("…")) else f"{rec.title}: {rec.body}"
        )
        return text + (f" — why: {rec.why}" if rec.why else "")
    if rec.kind == "event":
        summary = rec.payload.get("summary") or rec.body
        extra = rec.payload.get("lessons") or rec.payload.get("what_failed")
        if isinstance(extra, list):
            extra = "; ".join(map(str, extra))
        if extra and isinstance(extra, str):
            summary = f"{summary} Lessons: {extra}"
        return f"{rec.created_at:%Y-%m-%d} {summary}"
    if rec.kind == "lesson":
        fix = rec.payload.get("fix")
        cmd = rec.payload.get("command") or rec.title
        return f"`{cmd}` failed ({rec.payload.get('error', 'error')})" + (
            f"; `{fix}` worked" if fix else ""
        )
    return f"{rec.title}: {rec.body}"


@dataclass(frozen=True)
class _Entry:
    version: int
    composed_at: datetime
    until: datetime
    groups: Groups


class BriefCache:
    """Eligible groups per (scope, match mode, task, validity mode), valid while the store's
    records version is unchanged and ``now`` lies in [composed at, first eligibility change)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: dict[tuple[str, str, str | None, str], _Entry] = {}

    def groups(
        self,
        store: Store,
        *,
        read_scope: str,
        mode: MatchMode,
        task: str | None,
        now: datetime,
        validity: ValidityMode = "exclude",
    ) -> Groups:
        key = (read_scope, mode, task, validity)
        version = store.records_version()
        with self._lock:
            hit = self._entries.get(key)
        if hit is not None and hit.version == version and hit.composed_at <= now < hit.until:
            return hit.groups
        changes: list[datetime] = []
        groups = eligible_groups(
            store,
            read_scope=read_scope,
            mode=mode,
            task=task,
            now=now,
            validity=validity,
            changes=changes,
        )
        until = min([now + CACHE_TTL, *(c for c in changes if c > now)])
        with self._lock:
            if len(self._entries) >= _CACHE_ENTRIES:
                self._entries.clear()
            self._entries[key] = _Entry(version, now, until, groups)
        return groups


def _validity_changes(recs: Sequence[Record], now: datetime) -> list[datetime]:
    """The instants after ``now`` at which a record's window opens or closes."""
    return [at for r in recs for at in (r.valid_from, r.valid_until) if at is not None and at > now]


def eligible_groups(
    store: Store,
    *,
    read_scope: str,
    mode: MatchMode,
    task: str | None,
    now: datetime,
    validity: ValidityMode = "exclude",
    changes: list[datetime] | None = None,
) -> Groups:
    """The brief's groups, each gated and ordered; ``changes`` collects the later instants at
    which a window or validity bound would change what is eligible."""
    changes = [] if changes is None else changes
    scopes = visible_scopes(store, read_scope, mode)
    if not scopes:
        return {}

    def standing_only(recs: list[Record]) -> list[Record]:
        # Windows, verdicts and supersession: services.validity decides for every group.
        changes.extend(_validity_changes(recs, now))
        return standing(store, [r for r in recs if rules.may_reach_prompt(r)], now, validity)[0]

    patterns = standing_only(_fetch(store, scopes, ["pattern"]))
    rel = _relevance(task, patterns)
    patterns.sort(
        key=lambda p: (
            not p.pinned,
            -(
                rules.BRIEF_PATTERN_RELEVANCE_WEIGHT * rel[p.id]
                + rules.BRIEF_PATTERN_CONFIDENCE_WEIGHT * (p.confidence or 0.0)
            ),
            p.id,
        )
    )

    facts = standing_only(_fetch(store, scopes, ["fact"]))
    frel = _relevance(task, facts)
    facts.sort(key=lambda f: (not f.pinned, -frel[f.id], -f.importance, f.id[::-1]))

    lesson_window = timedelta(days=rules.LESSON_WINDOW_DAYS)
    lesson_since = now - lesson_window
    runs = _fetch(store, scopes, ["event"], ["run_completed"], lesson_since)
    lesson_recs = _fetch(store, scopes, ["lesson"])
    changes.extend(r.created_at + lesson_window for r in runs)
    changes.extend(r.updated_at + lesson_window for r in lesson_recs)
    lessons = standing_only(runs)
    lessons += [r for r in standing_only(lesson_recs) if r.updated_at >= lesson_since]
    lrel = _relevance(task, lessons)
    lessons.sort(key=lambda r: (-lrel[r.id], -r.updated_at.timestamp(), r.id))

    session_window = timedelta(hours=rules.SESSION_WINDOW_HOURS)
    recent = _fetch(store, scopes, ["event"], ["session_completed"], now - session_window)
    changes.extend(r.created_at + session_window for r in recent)
    sessions = standing_only(recent)
    sessions.sort(key=lambda r: (-r.created_at.timestamp(), r.id))

    # Project notes live on this machine's disk: a remote scope never gets them.
    notes: list[Record] = []
    if not is_remote(read_scope):
        notes = standing_only(_fetch(store, [s for s in scopes if not is_remote(s)], ["note"]))
        nrel = _relevance(task, notes)
        notes.sort(key=lambda n: (not n.pinned, -nrel[n.id], -n.updated_at.timestamp(), n.id))

    return {
        "patterns": patterns[: rules.BRIEF_MAX_PATTERNS],
        "facts": facts[: rules.BRIEF_MAX_FACTS],
        "lessons": lessons,
        "sessions": sessions,
        "project notes": notes[: rules.BRIEF_MAX_NOTES],
    }


def compose(
    store: Store,
    gate: ReadGate,
    *,
    read_scope: str,
    mode: MatchMode,
    task: str | None = None,
    budget_chars: int | None = None,
    record: bool = True,
    now: datetime | None = None,
    validity: ValidityMode = "exclude",
    cache: BriefCache | None = None,
) -> BriefResult:
    """Compose the brief; ``record=False`` is the preview (same text, no receipt written).
    ``validity="label"`` also shows what may not stand now, each line with its label."""
    now = now or utcnow()
    pick = eligible_groups if cache is None else cache.groups
    groups = pick(store, read_scope=read_scope, mode=mode, task=task, now=now, validity=validity)
    labels: dict[str, str] = {}
    if validity == "label":
        labels = standing(store, [r for recs in groups.values() for r in recs], now, "label")[1]
    blocked: dict[str, str] = {}
    lines: dict[str, list[BriefLine]] = {}
    for name, recs in groups.items():
        out = []
        for r in recs:
            text = _line(r) + (f" [{labels[r.id]}]" if r.id in labels else "")
            screened = gate.screen(r, surface="brief", log=record)
            if screened.withheld and screened.cls:
                blocked[r.id] = screened.cls
            text = screened.text(text)
            out.append(BriefLine(id=r.id, text=text))
        lines[name] = out
    # The id is drawn first so the brief's header can name it; it is stored only if used.
    receipt: str | None = f"b_{new_id()}" if record else None
    brief = compose_brief(lines, clamp_brief_chars(budget_chars), receipt=receipt)
    if not brief.item_ids:
        receipt = None
    if receipt is not None:
        store.add_receipt(
            receipt, kind="brief", scope=read_scope, query=task, record_ids=brief.item_ids, at=now
        )
    return BriefResult(brief=brief, receipt=receipt, scope=read_scope, blocked=blocked)
