"""Row encoding for the PostgreSQL store: records to columns (with their tsvector) and back."""

from __future__ import annotations

import json
from typing import Any

from psycopg import sql

from memlane.core.records import Record
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
