"""Recall packets: the per-turn, token-budgeted injection of the few most relevant memories.

Eligibility gates decide what may enter (scope, validity, archive, confidence, freshness,
the level's count and floor); relevance only orders. Every emitted row passes the read gate
and counts an exposure under the packet's receipt.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

from memlane.core import ranking_rules as rules
from memlane.core.packing import PacketCandidate, pack_packet
from memlane.core.query_text import condense_query
from memlane.core.records import Record, new_id
from memlane.core.scope import MatchMode
from memlane.core.text_cuts import estimate_tokens
from memlane.core.timestamps import utcnow
from memlane.core.validity_rules import ValidityMode
from memlane.errors import InvalidInput
from memlane.services.embedding import EmbeddingService
from memlane.services.ranking import Scored, rank
from memlane.services.read_gate import ReadGate
from memlane.services.validity import standing
from memlane.store.protocol import Store

INJECTABLE_KINDS = ("fact", "pattern", "lesson", "note", "event")
# Candidates judged by the gates at a time (at least four times the packet's count).
GATE_SLICE = 16
# The JSON key, quotes and separators a notice adds around its text.
NOTICE_OVERHEAD_TOKENS = 6


@dataclass(frozen=True)
class RecallPacket:
    receipt: str
    query: str
    scope: str
    level: str
    hits: list[Scored]
    rendered: str
    data: dict[str, Any]
    omitted: int
    estimated_tokens: int
    blocked: dict[str, str]

    def to_dict(self) -> dict[str, Any]:
        return self.data


def injectable(rec: Record, now: datetime, level: rules.Level) -> bool:
    """The injection gates for one record (relevance plays no part here). Validity —
    windows, verdicts, supersession — is decided by ``services.validity.standing``."""
    if not rules.may_reach_prompt(rec, level.pattern_min_confidence):
        return False
    if rec.kind == "event":
        if rec.type == "manual_note":
            return True
        return now - rec.created_at <= timedelta(days=rules.EVENT_RECALL_WINDOW_DAYS)
    return True


def level_limit(level: str) -> int:
    """How many memories a packet at this aggressiveness may hold."""
    if level not in rules.LEVELS:
        raise InvalidInput(
            f"unknown aggressiveness {level!r}", remedy=f"use one of {', '.join(rules.LEVELS)}"
        )
    return rules.LEVELS[level].limit


def recall_candidates(
    store: Store,
    embeddings: EmbeddingService,
    query: str,
    **options: Any,
) -> list[Scored]:
    """The gated, ranked candidates a packet is packed from (best first, at most the level's
    count, only what stands now unless ``validity="label"``): what a team server answers a
    client's recall with, for it to pack. ``options`` as for :func:`recall_packet`."""
    return _candidates(store, embeddings, query, **options)[0]


def _candidates(
    store: Store,
    embeddings: EmbeddingService,
    query: str,
    *,
    read_scope: str,
    mode: MatchMode,
    level: str,
    limit: int | None = None,
    floor: float | None = None,
    kinds: Sequence[str] | None = None,
    now: datetime | None = None,
    validity: ValidityMode = "exclude",
) -> tuple[list[Scored], int]:
    """(the candidates, how many ranked candidates had no vector yet)."""
    if level not in rules.LEVELS:
        raise InvalidInput(
            f"unknown aggressiveness {level!r}", remedy=f"use one of {', '.join(rules.LEVELS)}"
        )
    if not query.strip():
        raise InvalidInput("the recall query is empty", remedy="pass what the agent is doing")
    lvl = rules.LEVELS[level]
    now = now or utcnow()
    if floor is None:
        model = embeddings.embedder.model_id if embeddings.embedder is not None else None
        floor = rules.floor_for(model) * lvl.floor_factor
    scored = rank(
        store,
        embeddings,
        query,  # rank condenses it the same way
        read_scope=read_scope,
        mode=mode,
        kinds=list(kinds or INJECTABLE_KINDS),
        floor=floor,
        pool=lvl.pool,
        now=now,
    )
    # The gates judge each record on its own, so the best ``want`` that pass them come from
    # the head of the ranking: it is judged a slice at a time until they are found (a query
    # at 10k records ranks ~130 candidates for a packet of three).
    want = limit or lvl.limit
    chosen: list[Scored] = []
    step = max(GATE_SLICE, 4 * want)
    for start in range(0, len(scored), step):
        part = [s for s in scored[start : start + step] if injectable(s.record, now, lvl)]
        kept = {r.id for r in standing(store, [s.record for s in part], now, validity)[0]}
        chosen += [s for s in part if s.record.id in kept]
        if len(chosen) >= want:
            break
    return chosen[:want], sum(1 for s in scored if not s.has_vector)


def standing_labels(
    store: Store, records: Sequence[Record], now: datetime, validity: ValidityMode
) -> dict[str, str]:
    """The validity label of each record that has one (records from a team server have
    none here: its own gates already ran). Only ``label`` mode labels anything, so the
    other modes read no marks."""
    if validity != "label":
        return {}
    _, labels = standing(store, list(records), now, validity)
    return labels


def merge_candidates(own: Sequence[Scored], other: Sequence[Scored], limit: int) -> list[Scored]:
    """One ranking of two candidate lists (this store's and a team server's): best score
    first, a record id once, ties broken by id (deterministic)."""
    seen: set[str] = set()
    out: list[Scored] = []
    for s in sorted([*own, *other], key=lambda s: (-round(s.score, 9), s.record.id)):
        if s.record.id not in seen:
            seen.add(s.record.id)
            out.append(s)
    return out[:limit]


def recall_packet(
    store: Store,
    embeddings: EmbeddingService,
    gate: ReadGate,
    query: str,
    *,
    read_scope: str,
    mode: MatchMode,
    level: str,
    limit: int | None = None,
    floor: float | None = None,
    budget: int = 800,
    fmt: Literal["json", "text"] = "json",
    kinds: Sequence[str] | None = None,
    now: datetime | None = None,
    validity: ValidityMode = "exclude",
    remote: Sequence[Scored] = (),
    notice: str | None = None,
) -> RecallPacket:
    """The packet: this store's candidates and any a team server sent (``remote``) in one
    ranking and one budget; ``notice`` (a remote that could not be asked) leads the text."""
    now = now or utcnow()
    focus = condense_query(query)
    own, words_only = _candidates(
        store,
        embeddings,
        query,
        read_scope=read_scope,
        mode=mode,
        level=level,
        limit=limit,
        floor=floor,
        kinds=kinds,
        now=now,
        validity=validity,
    )
    chosen = merge_candidates(own, remote, limit or rules.LEVELS[level].limit)
    labels = standing_labels(store, [s.record for s in chosen], now, validity)
    blocked: dict[str, str] = {}
    candidates = []
    for s in chosen:
        r = s.record
        screened = gate.screen(r, surface="recall")
        title, body = screened.text(r.title), r.body
        if screened.withheld and screened.cls:
            blocked[r.id] = screened.cls
            body = ""
        candidates.append(
            PacketCandidate(
                id=r.id,
                slug=r.handle,
                kind=r.kind,
                pinned=r.pinned,
                title=title,
                score=s.score,
                body=body,
                status=labels.get(r.id),
            )
        )
    receipt = f"r_{new_id()}"
    # The notice rides inside the same budget as the rows.
    spare = estimate_tokens(notice) + NOTICE_OVERHEAD_TOKENS if notice else 0
    packed = pack_packet(
        candidates,
        query=query,
        budget_tokens=max(1, budget - spare),
        receipt=receipt,
        fmt=fmt,
        condensed=focus.condensed,
        highlight=focus.text,
        words_only=words_only,
    )
    # The receipt keeps what was ranked by: a pasted 64k log is not worth storing per turn.
    store.add_receipt(
        receipt,
        kind="packet",
        scope=read_scope,
        query=focus.text,
        record_ids=packed.emitted_ids,
        at=now,
    )
    emitted = set(packed.emitted_ids)
    rendered, data = packed.rendered, packed.data
    if notice:
        data = {"notice": notice, **data}
        if fmt == "json":
            rendered = json.dumps(
                {"notice": notice, **json.loads(rendered)},
                ensure_ascii=False,
                separators=(",", ":"),
            )
        else:
            rendered = f"{notice}\n{rendered}"
    return RecallPacket(
        receipt=receipt,
        query=query,
        scope=read_scope,
        level=level,
        hits=[s for s in chosen if s.record.id in emitted],
        rendered=rendered,
        data=data,
        omitted=packed.omitted,
        estimated_tokens=packed.estimated_tokens + spare,
        blocked=blocked,
    )
