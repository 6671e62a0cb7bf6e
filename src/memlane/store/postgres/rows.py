"""Row encoding for the PostgreSQL store: records to columns (with their tsvector) and back."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from psycopg import sql

from memlane.core.records import Provenance, Record
from memlane.store.postgres.fulltext import tsvector_text

NAMES = (
    "id",
    "kind",
    "scope",
    "slug",
    "type",
    "title",
    "body",
    "why",
    "how",
    "tags",
    "importance",
    "pinned",
    "archived",
    "category",
    "confidence",
    "payload",
    "created_at",
    "updated_at",
    "valid_from",
    "valid_until",
    "content_hash",
    "trigger",
    "session_id",
    "prov_at",
    "source",
    "author",
)
COLUMNS = sql.SQL(", ").join(sql.Identifier(n) for n in NAMES)
# Written columns: every record column plus the full-text document.
WRITE_NAMES = (*NAMES, "tsv")


def qualified(alias: str) -> sql.Composed:
    return sql.SQL(", ").join(sql.Identifier(alias, n) for n in NAMES)


def document(r: Record) -> str:
    """The record's full-text document: title (A), tags (B), body, why and how (D)."""
    return tsvector_text(
        [(r.title, "A"), (" ".join(r.tags), "B"), (r.body, "D"), (r.why, "D"), (r.how, "D")]
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
        bool(r.pinned),
        bool(r.archived),
        r.category,
        r.confidence,
        json.dumps(r.payload, ensure_ascii=False, sort_keys=True),
        r.created_at,
        r.updated_at,
        r.valid_from,
        r.valid_until,
        r.content_hash,
        r.provenance.trigger,
        r.provenance.session_id,
        r.provenance.at,
        r.provenance.source,
        r.provenance.author,
        document(r),
    )


def row_to_record(row: Sequence[Any]) -> Record:
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
        created_at=_utc(created),
        updated_at=_utc(updated),
        valid_from=_maybe_utc(vfrom),
        valid_until=_maybe_utc(vuntil),
        provenance=Provenance(
            trigger=trigger,
            session_id=session,
            at=_maybe_utc(prov_at),
            source=source,
            author=author,
        ),
    )


def _utc(value: datetime) -> datetime:
    # psycopg returns timestamptz in the session's time zone; records carry UTC.
    return value.astimezone(UTC)


def _maybe_utc(value: datetime | None) -> datetime | None:
    return None if value is None else value.astimezone(UTC)
