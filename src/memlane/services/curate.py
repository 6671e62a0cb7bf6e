"""Curating what is stored: edit, pin, archive, and the JSON corpus export/import.

Edits go through the same bounds and privacy gate as new memories and keep the previous
version in history. A hand edit of a pattern is authoritative: its confidence resets to 1.0.
Import merges by id (existing records win), gates everything before writing anything, and is
idempotent.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from memlane.core import bounds
from memlane.core.privacy import check_privacy, check_privacy_many
from memlane.core.records import (
    CONFIDENCE_MAX,
    KINDS,
    LEGACY_EVENT_TYPES,
    PATTERN_CATEGORIES,
    Provenance,
    Record,
    clamp_confidence,
)
from memlane.core.scope import write_key
from memlane.core.timestamps import utcnow
from memlane.errors import InvalidInput
from memlane.services.embedding import EmbeddingService
from memlane.store.sqlite import ListFilter, SqliteStore, parse_ts

EXPORT_FORMAT = "memlane-corpus"
EXPORT_VERSION = 1
EDITABLE_FIELDS = (
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
    "type",
)


def edit(
    store: SqliteStore,
    embeddings: EmbeddingService,
    rec: Record,
    changes: Mapping[str, Any],
    *,
    allow_email: bool = False,
) -> Record:
    unknown = set(changes) - set(EDITABLE_FIELDS)
    if unknown:
        raise InvalidInput(
            f"cannot edit {', '.join(sorted(unknown))}",
            remedy=f"editable fields: {', '.join(EDITABLE_FIELDS)}",
        )
    values: dict[str, Any] = {k: v for k, v in changes.items() if v is not None}
    if "title" in values:
        bounds.check_text_field(
            "title", values["title"], max_chars=bounds.MAX_TITLE_CHARS, metadata=True
        )
        if not values["title"].strip():
            raise InvalidInput("title cannot be empty", remedy="pass a title")
    if "body" in values:
        if not values["body"].strip():
            raise InvalidInput("body cannot be empty", remedy="pass the new text")
        bounds.check_text_field("body", values["body"], max_bytes=bounds.MAX_BODY_BYTES)
    for name in ("why", "how"):
        if name in values:
            bounds.check_text_field(name, values[name], max_bytes=bounds.MAX_BODY_BYTES)
    if "tags" in values:
        values["tags"] = tuple(
            dict.fromkeys("-".join(t.split()) for t in bounds.check_tags(list(values["tags"])))
        )
    if "importance" in values and not 0.0 <= float(values["importance"]) <= 1.0:
        raise InvalidInput("importance must be between 0 and 1", remedy="pass 0..1")
    if "category" in values and values["category"] not in PATTERN_CATEGORIES:
        raise InvalidInput(
            f"unknown category {values['category']!r}",
            remedy=f"use one of {', '.join(PATTERN_CATEGORIES)}",
        )
    if "confidence" in values:
        values["confidence"] = clamp_confidence(float(values["confidence"]))
    text_changed = any(k in values for k in ("title", "body", "why", "how", "category"))
    if rec.kind == "pattern" and text_changed and "confidence" not in changes:
        # A person's edit is authoritative: it resets trust to 100 %.
        values["confidence"] = CONFIDENCE_MAX
    check_privacy(
        {k: values.get(k) for k in ("title", "body", "why", "how")}
        | {"tags": " ".join(values.get("tags", ()))},
        allow_email=allow_email,
    )
    updated = rec.with_changes(**values, updated_at=utcnow())
    vectors = embeddings.vectors_for([updated]) if not updated.archived else []
    with store.transaction():
        store.update(updated, reason="edit")
        embeddings.store_vectors(vectors)
    return updated


def export_corpus(store: SqliteStore, *, scopes: list[str] | None = None) -> dict[str, Any]:
    records = list(store.iter_records(ListFilter(scopes=scopes, include_archived=True)))
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "exported_at": utcnow().isoformat(),
        "records": [r.to_dict() for r in records],
    }


def _record_from_dict(raw: Mapping[str, Any]) -> Record:
    try:
        kind = str(raw["kind"])
        if kind not in KINDS:
            raise ValueError(f"unknown kind {kind!r}")
        created = parse_ts(raw.get("created_at"))
        updated = parse_ts(raw.get("updated_at")) or created
        if created is None or updated is None:
            raise ValueError("created_at is missing")
        prov = raw.get("provenance") or {}
        tags = raw.get("tags") or []
        if not isinstance(tags, list):
            raise ValueError("tags must be a list")
        payload = raw.get("payload") or {}
        if not isinstance(payload, dict):
            raise ValueError("payload must be an object")
        rec = Record(
            id=str(raw["id"]),
            kind=kind,
            scope=write_key(str(raw["scope"])),
            title=str(raw["title"]),
            body=str(raw["body"]),
            tags=tuple("-".join(str(t).split()) for t in tags),
            importance=float(raw.get("importance", 0.5)),
            pinned=bool(raw.get("pinned")),
            archived=bool(raw.get("archived")),
            created_at=created,
            updated_at=updated,
            provenance=Provenance(
                trigger="import",
                session_id=prov.get("session_id"),
                at=parse_ts(prov.get("at")),
                source=prov.get("source"),
            ),
            slug=raw.get("slug"),
            type=raw.get("type"),
            why=raw.get("why"),
            how=raw.get("how"),
            category=raw.get("category"),
            confidence=None if raw.get("confidence") is None else float(raw["confidence"]),
            payload=payload,
            valid_from=parse_ts(raw.get("valid_from")),
            valid_until=parse_ts(raw.get("valid_until")),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidInput(
            f"record {raw.get('id', '?')!r} is invalid: {exc}",
            remedy="fix the record in the file or drop it",
        ) from exc
    if rec.kind == "event" and rec.type in LEGACY_EVENT_TYPES:
        return rec  # legacy events are readable history: kept as they were
    if not rec.body.strip():
        raise InvalidInput(f"record {rec.id!r} has an empty body", remedy="drop the record")
    bounds.check_text_field("title", rec.title, max_chars=bounds.MAX_TITLE_CHARS, metadata=True)
    bounds.check_text_field("body", rec.body, max_bytes=bounds.MAX_BODY_BYTES)
    return rec


def import_corpus(
    store: SqliteStore,
    embeddings: EmbeddingService,
    data: Mapping[str, Any],
    *,
    allow_email: bool = False,
) -> dict[str, int]:
    """Merge an export by id: existing records win, invalid ones are dropped and counted."""
    if data.get("format") != EXPORT_FORMAT or data.get("version") != EXPORT_VERSION:
        raise InvalidInput(
            "not a memlane corpus export (format/version missing)",
            remedy="pass a file written by `memlane export`",
        )
    raw_records = data.get("records")
    if not isinstance(raw_records, list):
        raise InvalidInput("the export has no records list", remedy="check the file")
    parsed: list[Record] = []
    dropped = 0
    for raw in raw_records:
        if not isinstance(raw, dict):
            dropped += 1
            continue
        try:
            parsed.append(_record_from_dict(raw))
        except InvalidInput:
            dropped += 1
    # Every record is gated before any is written: one credential refuses the whole import.
    check_privacy_many(
        [
            (
                f"record {r.id}",
                {
                    "title": r.title,
                    "body": r.body,
                    "why": r.why,
                    "how": r.how,
                    "tags": " ".join(r.tags),
                },
            )
            for r in parsed
        ],
        allow_email=allow_email,
    )
    existing = store.get_many(r.id for r in parsed)
    fresh = [r for r in parsed if r.id not in existing]
    taken = _taken_slugs(store, fresh)
    added = skipped_slug = 0
    vectors = embeddings.vectors_for([r for r in fresh if not r.archived])
    with store.transaction():
        for r in fresh:
            if r.slug and (r.scope, r.kind, r.slug) in taken:
                skipped_slug += 1
                continue
            store.insert(r)
            if r.slug:
                taken.add((r.scope, r.kind, r.slug))
            added += 1
        embeddings.store_vectors(vectors)
    return {
        "added": added,
        "existing": len(parsed) - len(fresh),
        "dropped": dropped,
        "slug_conflicts": skipped_slug,
    }


def _taken_slugs(store: SqliteStore, records: Iterable[Record]) -> set[tuple[str, str, str]]:
    taken: set[tuple[str, str, str]] = set()
    for r in records:
        if r.slug:
            for other in store.by_slug(r.slug, scopes=[r.scope], kind=r.kind):
                taken.add((other.scope, other.kind, other.slug or ""))
    return taken
