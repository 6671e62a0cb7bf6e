"""Row encoding shared by the store's tables: fixed-width UTC timestamps and records."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from memlane.core.records import Provenance, Record, search_text
from memlane.core.timestamps import parse_timestamp
from memlane.core.utility_rules import Observation
from memlane.core.verify_rules import ClaimResult, VerdictRow
from memlane.store.protocol import SearchRow

COLUMNS = (
    "id, kind, scope, slug, type, title, body, why, how, tags, importance, pinned, archived, "
    "category, confidence, payload, created_at, updated_at, valid_from, valid_until, "
    "content_hash, trigger, session_id, prov_at, source, author"
)
PLACEHOLDERS = ",".join("?" * len(COLUMNS.split(",")))
# A receipt as both stores return it (times as the fixed-width UTC text, evidence parsed).
RECEIPT_COLUMNS = (
    "id, kind, scope, query, created_at, outcome, outcome_at, outcome_by, outcome_evidence"
)


def ts(value: datetime | None) -> str | None:
    """Fixed-width UTC text so that string order is time order."""
    if value is None:
        return None
    dt = value.astimezone(UTC)
    # Each field formatted by hand: strftime("%Y") does not zero-pad years below 1000, which
    # would break the fixed width, and strftime was most of the cost of writing a record's times.
    return (
        f"{dt.year:04d}-{dt.month:02d}-{dt.day:02d}T{dt.hour:02d}:{dt.minute:02d}:"
        f"{dt.second:02d}.{dt.microsecond:06d}Z"
    )


def parse_ts(value: str | datetime | None) -> datetime | None:
    """A stored time as an aware UTC datetime: SQLite keeps text, psycopg returns timestamptz
    in the session's time zone."""
    if not value:
        return None
    if isinstance(value, datetime):
        return value.astimezone(UTC)
    try:
        # What ts() writes; the general parser (~15x slower) takes anything older.
        return datetime.fromisoformat(value)
    except ValueError:
        return parse_timestamp(value)


def receipt_row(row: Sequence[Any], record_ids: list[str] | None) -> dict[str, Any]:
    """A receipts row (RECEIPT_COLUMNS) as a dict, with its records when given."""
    out = dict(zip((c.strip() for c in RECEIPT_COLUMNS.split(",")), row, strict=True))
    for key in ("created_at", "outcome_at"):
        if isinstance(out[key], datetime):  # PostgreSQL's TIMESTAMPTZ
            out[key] = ts(out[key])
    raw = out["outcome_evidence"]
    out["outcome_evidence"] = json.loads(raw) if raw else None
    if record_ids is not None:
        out["record_ids"] = record_ids
    return out


def row_to_record(row: sqlite3.Row | tuple[Any, ...]) -> Record:
    (
        rid,
        kind,
        scope,
        slug,
        rtype,
        title,
        body,
        why,
        how,
        tags,
        importance,
        pinned,
        archived,
        category,
        confidence,
        payload,
        created,
        updated,
        vfrom,
        vuntil,
        _hash,
        trigger,
        session,
        prov_at,
        source,
        author,
    ) = tuple(row)
    created_at = parse_ts(created)
    updated_at = parse_ts(updated)
    assert created_at is not None and updated_at is not None
    return Record(
        id=rid,
        kind=kind,
        scope=scope,
        slug=slug,
        type=rtype,
        title=title,
        body=body,
        why=why,
        how=how,
        tags=tuple(t for t in tags.split(" ") if t),
        importance=float(importance),
        pinned=bool(pinned),
        archived=bool(archived),
        category=category,
        confidence=None if confidence is None else float(confidence),
        payload=json.loads(payload) if payload else {},
        created_at=created_at,
        updated_at=updated_at,
        valid_from=parse_ts(vfrom),
        valid_until=parse_ts(vuntil),
        provenance=Provenance(
            trigger=trigger,
            session_id=session,
            at=parse_ts(prov_at),
            source=source,
            author=author,
        ),
    )


# The columns of a SearchRow, as both stores select them.
SEARCH_COLUMNS = (
    "id, kind, scope, archived, title, body, tags, why, how, payload, content_hash, "
    "created_at, pinned, confidence"
)


def row_to_search_row(row: Sequence[Any]) -> SearchRow:
    """A SEARCH_COLUMNS row as search reads it (what ``row_to_record`` would give, for
    these fields)."""
    rid, kind, scope, archived, title, body, tags, why, how, payload, chash, created = row[:12]
    created_at = parse_ts(created)
    assert created_at is not None
    # An empty payload is stored as "{}": no parse for it (most records, at ~1 µs each).
    fields = json.loads(payload) if payload and payload != "{}" else {}
    text = search_text(title, body, " ".join(filter(None, tags.split(" "))), why, how, fields)
    confidence = row[13]
    return SearchRow(
        rid,
        kind,
        scope,
        bool(archived),
        title,
        body,
        text,
        chash,
        created_at,
        bool(row[12]),
        None if confidence is None else float(confidence),
    )


def record_params(r: Record) -> tuple[Any, ...]:
    return (
        r.id,
        r.kind,
        r.scope,
        r.slug,
        r.type,
        r.title,
        r.body,
        r.why,
        r.how,
        " ".join(r.tags),
        float(r.importance),
        int(r.pinned),
        int(r.archived),
        r.category,
        r.confidence,
        json.dumps(r.payload, ensure_ascii=False, sort_keys=True),
        ts(r.created_at),
        ts(r.updated_at),
        ts(r.valid_from),
        ts(r.valid_until),
        r.content_hash,
        r.provenance.trigger,
        r.provenance.session_id,
        ts(r.provenance.at),
        r.provenance.source,
        r.provenance.author,
    )


def verdict_row(row: Sequence[Any], with_claims: bool = True) -> VerdictRow:
    """A verdicts row (both stores select the same columns)."""
    rid, scope, chash, verdict, reason, claims, deps, roots, network, checked = row
    checked_at = parse_ts(checked)
    assert checked_at is not None
    return VerdictRow(
        record_id=rid,
        scope=scope,
        content_hash=chash,
        verdict=verdict,
        reason=reason,
        claims=tuple(ClaimResult.from_dict(c) for c in json.loads(claims)) if with_claims else (),
        deps=json.loads(deps) if with_claims else {},
        roots=roots,
        network=bool(network),
        checked_at=checked_at,
    )


def observation_row(row: Sequence[Any]) -> Observation:
    """An observations row (both stores select the same columns)."""
    rid, task, receipt, chash, feedback, outcome, attribution, evidence, at = row
    observed_at = parse_ts(at)
    assert observed_at is not None
    return Observation(
        rid, task, receipt, chash, feedback, outcome, attribution, evidence, observed_at
    )
