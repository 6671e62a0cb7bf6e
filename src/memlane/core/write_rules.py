"""What may be written: the draft a writer hands in, and the validator every record passes.

The pure half of the write path (``services.write`` is the other): no store, no I/O. A
:class:`Draft` is what a person, an agent or a capture wants remembered; :func:`check_draft`
refuses a draft that cannot become a record; :func:`check_record` refuses a complete record —
an imported one, a revision, an indexed note — that breaks a bound. Both raise ``InvalidInput``
(``PayloadTooLarge`` for sizes) naming the field and leave the store untouched.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memlane.core import bounds
from memlane.core.records import (
    EVENT_TYPES,
    FACT_TYPES,
    KINDS,
    LEGACY_EVENT_TYPES,
    PATTERN_CATEGORIES,
    TRIGGERS,
    WRITABLE_KINDS,
    Record,
    slugify,
)
from memlane.errors import InvalidInput, PayloadTooLarge

TITLE_FROM_TEXT_CHARS = 80
# Record ids: ULIDs, note_<hash>, or ids from another memlane export. Never a path.
_RECORD_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}")
MAX_PAYLOAD_DEPTH = 16


@dataclass(frozen=True)
class Draft:
    """A memory to be written. Only ``text`` and ``scope`` are required; the write path
    derives the rest (title from the first line, slug from the title, id from the time)."""

    text: str
    scope: str
    kind: str = "fact"
    title: str | None = None
    slug: str | None = None
    type: str | None = None
    why: str | None = None
    how: str | None = None
    tags: Sequence[str] = ()
    importance: float = 0.5
    pinned: bool = False
    category: str | None = None
    confidence: float | None = None
    payload: dict[str, Any] = field(default_factory=dict)
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    trigger: str = "manual"
    session_id: str | None = None
    source: str | None = None
    at: datetime | None = None
    update: str | None = None
    force_new: bool = False
    allow_email: bool = False


@dataclass(frozen=True)
class Receipt:
    """What a write answers: the record's id and slug, and whether it revised one."""

    id: str
    slug: str | None
    updated: bool
    kind: str
    scope: str
    unchanged: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "slug": self.slug,
            "updated": self.updated,
            "kind": self.kind,
            "scope": self.scope,
            "unchanged": self.unchanged,
        }


def title_from_text(text: str) -> str:
    """The first line, whitespace-collapsed, cut at a word near 80 characters."""
    first = " ".join(text.strip().splitlines()[0].split()) if text.strip() else ""
    if len(first) <= TITLE_FROM_TEXT_CHARS:
        return first
    cut = first[:TITLE_FROM_TEXT_CHARS].rsplit(" ", 1)[0]
    return (cut or first[:TITLE_FROM_TEXT_CHARS]) + "…"


def normalize_tags(tags: Sequence[str]) -> tuple[str, ...]:
    """Checked tags as stored: single words (inner whitespace becomes a dash), no repeats."""
    return tuple(dict.fromkeys("-".join(t.split()) for t in bounds.check_tags(tags)))


def _unit_interval(name: str, value: Any, remedy: str) -> None:
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not math.isfinite(value)
        or not 0.0 <= value <= 1.0
    ):
        raise InvalidInput(f"{name} must be a number between 0 and 1", remedy=remedy, field=name)


def check_slug(slug: str) -> None:
    bounds.check_text_field("slug", slug, max_chars=bounds.MAX_TITLE_CHARS, metadata=True)
    if not slug or slugify(slug) != slug:
        raise InvalidInput(
            f"slug {slug!r} is not in canonical form",
            remedy="use lowercase words joined by dashes, e.g. "
            f"{slugify(slug) or 'release-policy'}",
            field="slug",
        )


def check_draft(d: Draft) -> None:
    """Refuse a draft that cannot become a record (before anything is gated or written)."""
    if d.kind not in WRITABLE_KINDS:
        raise InvalidInput(
            f"unknown kind {d.kind!r}", remedy=f"use one of {', '.join(WRITABLE_KINDS)}"
        )
    if not isinstance(d.text, str) or not d.text.strip():
        raise InvalidInput("the memory text is empty", remedy="pass the text to remember")
    if d.kind == "fact" and d.type is not None and d.type not in FACT_TYPES:
        raise InvalidInput(
            f"unknown fact type {d.type!r}", remedy=f"use one of {', '.join(FACT_TYPES)}"
        )
    if d.kind == "event" and (d.type or "manual_note") not in EVENT_TYPES:
        raise InvalidInput(
            f"event type {d.type!r} cannot be written",
            remedy=f"use one of {', '.join(EVENT_TYPES)} (task_completed is read-only legacy)",
        )
    if d.kind == "pattern" and (d.category or "convention") not in PATTERN_CATEGORIES:
        raise InvalidInput(
            f"unknown pattern category {d.category!r}",
            remedy=f"use one of {', '.join(PATTERN_CATEGORIES)}",
        )
    _unit_interval("importance", d.importance, "pass --importance 0..1")
    if d.confidence is not None:
        _unit_interval("confidence", d.confidence, "pass a value in [0, 1]")
    if d.valid_from and d.valid_until and d.valid_until <= d.valid_from:
        raise InvalidInput("valid_until must be after valid_from", remedy="fix the validity window")
    bounds.check_text_field("body", d.text, max_bytes=bounds.MAX_BODY_BYTES)
    for name, value in (("why", d.why), ("how", d.how)):
        if value:
            bounds.check_text_field(name, value, max_bytes=bounds.MAX_BODY_BYTES)
    if d.title is not None:
        bounds.check_text_field("title", d.title, max_chars=bounds.MAX_TITLE_CHARS, metadata=True)
    for value in (d.slug, d.update):
        if value is not None:
            check_slug(value)
    _check_provenance(d.trigger, d.session_id, d.source)
    check_payload(d.payload)


def check_record(rec: Record) -> None:
    """Refuse a complete record that breaks a bound: the one validator for imported,
    revised and indexed records (drafts pass :func:`check_draft` first)."""
    if not isinstance(rec.id, str) or not _RECORD_ID.fullmatch(rec.id) or ".." in rec.id:
        raise InvalidInput(
            f"record id {str(rec.id)[:40]!r} is not a valid id",
            remedy="ids are letters, digits and _.:- (at most 128); drop or fix the record",
            field="id",
        )
    if rec.kind not in KINDS:
        raise InvalidInput(f"unknown kind {rec.kind!r}", remedy=f"use one of {', '.join(KINDS)}")
    bounds.check_text_field("title", rec.title, max_chars=bounds.MAX_TITLE_CHARS, metadata=True)
    legacy = rec.kind == "event" and rec.type in LEGACY_EVENT_TYPES
    if not isinstance(rec.body, str) or (not rec.body.strip() and not legacy):
        raise InvalidInput(f"record {rec.id!r} has an empty body", remedy="drop the record")
    bounds.check_text_field("body", rec.body, max_bytes=bounds.MAX_BODY_BYTES)
    for name, value in (("why", rec.why), ("how", rec.how)):
        if value is not None:
            bounds.check_text_field(name, value, max_bytes=bounds.MAX_BODY_BYTES)
    if rec.slug is not None:
        if rec.kind == "note":  # a note's slug is its file id (md:<path> or a ULID)
            bounds.check_text_field(
                "slug", rec.slug, max_chars=bounds.MAX_SCOPE_CHARS, metadata=True
            )
        else:
            check_slug(rec.slug)
    for name, value in (("type", rec.type), ("category", rec.category)):
        if value is not None:
            bounds.check_text_field(name, value, max_chars=64, metadata=True)
    if rec.category is not None and rec.category not in PATTERN_CATEGORIES:
        raise InvalidInput(
            f"unknown category {rec.category!r}",
            remedy=f"use one of {', '.join(PATTERN_CATEGORIES)}",
        )
    if normalize_tags(rec.tags) != tuple(rec.tags):
        raise InvalidInput("tags are not normalized", remedy="pass tags as single words")
    _unit_interval("importance", rec.importance, "use an importance between 0 and 1")
    if rec.confidence is not None:
        _unit_interval("confidence", rec.confidence, "use a confidence between 0 and 1")
    if rec.valid_from and rec.valid_until and rec.valid_until <= rec.valid_from:
        raise InvalidInput("valid_until must be after valid_from", remedy="fix the validity window")
    p = rec.provenance
    _check_provenance(p.trigger, p.session_id, p.source)
    check_payload(rec.payload)


def _check_provenance(trigger: str, session_id: str | None, source: str | None) -> None:
    if trigger not in TRIGGERS:
        raise InvalidInput(
            f"unknown trigger {str(trigger)[:40]!r}",
            remedy=f"use one of {', '.join(TRIGGERS)}",
            field="trigger",
        )
    if session_id is not None:
        bounds.check_text_field("session_id", session_id, max_chars=200, metadata=True)
    if source is not None:
        bounds.check_text_field(
            "source", source, max_chars=bounds.MAX_SCOPE_CHARS * 2, metadata=True
        )


def check_payload(payload: Any) -> None:
    """A JSON object of standard JSON values: no NaN/Infinity, at most 64 KiB serialized,
    nested at most 16 levels (the store keeps it as text; readers parse it back)."""
    if not isinstance(payload, dict):
        raise InvalidInput(
            "payload must be a JSON object", remedy="pass an object", field="payload"
        )
    _check_depth(payload, 0)
    try:
        text = json.dumps(payload, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InvalidInput(
            f"payload is not plain JSON: {exc}",
            remedy="use strings, finite numbers, booleans, null, lists and objects only",
            field="payload",
        ) from exc
    size = len(text.encode("utf-8"))
    if size > bounds.MAX_PAYLOAD_BYTES:
        raise PayloadTooLarge(
            f"payload is {size} bytes; the limit is {bounds.MAX_PAYLOAD_BYTES} bytes",
            field="payload",
            limit=bounds.MAX_PAYLOAD_BYTES,
            size=size,
        )


def _check_depth(value: Any, depth: int) -> None:
    if depth > MAX_PAYLOAD_DEPTH:
        raise InvalidInput(
            f"payload is nested deeper than {MAX_PAYLOAD_DEPTH} levels",
            remedy="flatten the payload",
            field="payload",
        )
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise InvalidInput("payload keys must be strings", remedy="use string keys")
            _check_depth(item, depth + 1)
    elif isinstance(value, list | tuple):
        for item in value:
            _check_depth(item, depth + 1)


__all__ = [
    "TITLE_FROM_TEXT_CHARS",
    "Draft",
    "Receipt",
    "check_draft",
    "check_payload",
    "check_record",
    "check_slug",
    "normalize_tags",
    "title_from_text",
]
