"""The record model: one shape for facts, events, patterns, lessons and indexed notes.

Records are immutable values; a change is a new value written through the store, which keeps
the previous version in history. ``content_hash`` is the identity of the embedded text.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
import time
from collections.abc import Collection
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cached_property, lru_cache
from typing import Any, Literal

from memlane.core.timestamps import parse_timestamp, utcnow

Kind = Literal["fact", "event", "pattern", "lesson", "note"]
KINDS: tuple[str, ...] = ("fact", "event", "pattern", "lesson", "note")
WRITABLE_KINDS: tuple[str, ...] = ("fact", "event", "pattern", "lesson")

FACT_TYPES: tuple[str, ...] = ("user", "feedback", "project", "reference")
EVENT_TYPES: tuple[str, ...] = ("session_completed", "run_completed", "manual_note")
# task_completed is readable legacy: old stores may hold it, nothing writes it any more.
LEGACY_EVENT_TYPES: tuple[str, ...] = ("task_completed",)
PATTERN_CATEGORIES: tuple[str, ...] = ("architecture", "convention", "preference", "pitfall")
CONFIDENCE_MIN = 0.1
CONFIDENCE_MAX = 1.0

TRIGGERS: tuple[str, ...] = ("manual", "import", "capture", "learn", "consolidate", "notes", "api")

_SLUG_STRIP = re.compile(r"[^a-z0-9]+")
SLUG_MAX = 60


# ULIDs (https://github.com/ulid/spec): 48 bits of milliseconds, then 80 random bits, in
# Crockford base32. Made here rather than by python-ulid, whose import (it reads package
# metadata) was ~85 ms of every command's start (issue 21).
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_ulid_lock = threading.Lock()
_ulid_last = (-1, 0)


def _ulid(ms: int) -> str:
    """Monotonic within a millisecond: a second id in the same one is the first plus one."""
    global _ulid_last
    with _ulid_lock:
        last_ms, last_random = _ulid_last
        if ms == last_ms and last_random < (1 << 80) - 1:
            random = last_random + 1
        else:
            random = int.from_bytes(os.urandom(10), "big")
        _ulid_last = (ms, random)
    value = (ms & ((1 << 48) - 1)) << 80 | random
    return "".join(_CROCKFORD[(value >> shift) & 31] for shift in range(125, -1, -5))


def new_id() -> str:
    """A time-sortable id (ULID): newest-first listings can sort by id."""
    return _ulid(time.time_ns() // 1_000_000)


def new_id_at(at: datetime) -> str:
    return _ulid(int(at.timestamp() * 1000))


def slugify(text: str, *, limit: int = SLUG_MAX) -> str:
    """Lowercase alphanumeric words joined by single dashes, cut at a word boundary."""
    words = [w for w in _SLUG_STRIP.split(text.lower()) if w]
    out = ""
    for w in words:
        candidate = f"{out}-{w}" if out else w
        if len(candidate) > limit:
            break
        out = candidate
    if not out and words:
        out = words[0][:limit]
    return out


def content_hash(*parts: str | None) -> str:
    """SHA-256 over the fields that are embedded; a changed hash means re-embed."""
    h = hashlib.sha256()
    for p in parts:
        h.update((p or "").encode("utf-8"))
        h.update(b"\x1f")
    return h.hexdigest()


# Payload fields with text worth finding (sessions, runs, failure lessons), in this order.
_SEARCHED_PAYLOAD = (
    "summary",
    "what_worked",
    "what_failed",
    "improvements",
    "command",
    "error",
    "fix",
    "decisions",
    "lessons",
)


def search_text(
    title: str,
    body: str,
    tags: str,
    why: str | None,
    how: str | None,
    payload: dict[str, Any],
) -> str:
    """What search matches a record by (``Record.search_text``), from its fields: the store
    builds it for search's candidates without building the whole record."""
    parts = [title, body, tags, why or "", how or ""]
    if payload:  # most records have none: facts, patterns, notes
        for key in _SEARCHED_PAYLOAD:
            value = payload.get(key)
            if isinstance(value, str):
                parts.append(value)
            elif isinstance(value, list):
                parts.extend(str(v) for v in value)
    return "\n".join(filter(None, parts))


@dataclass(frozen=True)
class Provenance:
    """Where a record came from: ``trigger`` (manual, import, capture…), session and time,
    and on a shared server the ``author`` (the user whose token wrote it)."""

    trigger: str = "manual"
    session_id: str | None = None
    at: datetime | None = None
    source: str | None = None
    author: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "trigger": self.trigger,
            "session_id": self.session_id,
            "at": self.at.isoformat() if self.at else None,
            "source": self.source,
            "author": self.author,
        }


# The provenance source of the summary the codebase scan writes (core/codebase_scan.py). Here,
# beside the record, so the injection gates can tell a scan apart without loading the scan's
# parsers (~10 ms of every cold recall, issue 21).
CODEBASE_SCAN_SOURCE = "codebase-scan"


@dataclass(frozen=True)
class Record:
    id: str
    kind: str
    scope: str
    title: str
    body: str
    tags: tuple[str, ...] = ()
    importance: float = 0.5
    pinned: bool = False
    archived: bool = False
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime = field(default_factory=utcnow)
    provenance: Provenance = field(default_factory=Provenance)
    slug: str | None = None
    type: str | None = None
    why: str | None = None
    how: str | None = None
    category: str | None = None
    confidence: float | None = None
    payload: dict[str, Any] = field(default_factory=dict)
    valid_from: datetime | None = None
    valid_until: datetime | None = None

    @cached_property
    def content_hash(self) -> str:
        # Cached on the instance (records are immutable; a change is a new value): verify
        # and consolidate compare it for every record of a scope, several times.
        return content_hash(self.title, self.body, " ".join(self.tags), self.why, self.how)

    @cached_property
    def search_text(self) -> str:
        """The text search matches against: title, body, tags, rationale and the text fields
        a session, run or failure lesson keeps in its payload. Cached like the hash: search
        scores the same candidates query after query."""
        return search_text(
            self.title, self.body, " ".join(self.tags), self.why, self.how, self.payload
        )

    @property
    def embed_text(self) -> str:
        """The text the embedder sees: title, body and rationale, in that order."""
        parts = [self.title, self.body, self.why or "", self.how or ""]
        return "\n".join(p for p in parts if p)

    @property
    def handle(self) -> str:
        """What a person types to address it: the slug when there is one, else the id."""
        return self.slug or self.id

    def is_valid_at(self, when: datetime) -> bool:
        """Inside its validity window at ``when`` (the window alone; what may stand as
        guidance is ``core.validity_rules``)."""
        if self.valid_from and when < self.valid_from:
            return False
        return not (self.valid_until and when >= self.valid_until)

    def with_changes(self, **changes: Any) -> Record:
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "scope": self.scope,
            "slug": self.slug,
            "type": self.type,
            "title": self.title,
            "body": self.body,
            "why": self.why,
            "how": self.how,
            "tags": list(self.tags),
            "importance": self.importance,
            "pinned": self.pinned,
            "archived": self.archived,
            "category": self.category,
            "confidence": self.confidence,
            "payload": self.payload,
            "created_at": self.created_at.isoformat(),
            "updated_at": self.updated_at.isoformat(),
            "valid_from": self.valid_from.isoformat() if self.valid_from else None,
            "valid_until": self.valid_until.isoformat() if self.valid_until else None,
            "content_hash": self.content_hash,
            "provenance": self.provenance.to_dict(),
        }


def record_from_dict(data: dict[str, Any]) -> Record:
    """A record from :meth:`Record.to_dict` output (a team server's answer); fields it lacks
    take their defaults. Raises KeyError/ValueError/TypeError on a malformed value."""

    def when(key: str) -> datetime | None:
        raw = data.get(key)
        return parse_timestamp(raw) if raw else None

    prov = data.get("provenance") or {}
    created = when("created_at") or utcnow()
    return Record(
        id=str(data["id"]),
        kind=str(data["kind"]),
        scope=str(data["scope"]),
        title=str(data["title"]),
        body=str(data.get("body", "")),
        tags=tuple(str(t) for t in data.get("tags") or ()),
        importance=float(data.get("importance", 0.5)),
        pinned=bool(data.get("pinned", False)),
        archived=bool(data.get("archived", False)),
        created_at=created,
        updated_at=when("updated_at") or created,
        provenance=Provenance(
            trigger=str(prov.get("trigger") or "api"),
            session_id=prov.get("session_id"),
            at=parse_timestamp(prov["at"]) if prov.get("at") else None,
            source=prov.get("source"),
            author=prov.get("author"),
        ),
        slug=data.get("slug"),
        type=data.get("type"),
        why=data.get("why"),
        how=data.get("how"),
        category=data.get("category"),
        confidence=None if data.get("confidence") is None else float(data["confidence"]),
        payload=dict(data.get("payload") or {}),
        valid_from=when("valid_from"),
        valid_until=when("valid_until"),
    )


def is_codebase_scan(rec: Record) -> bool:
    """A scan is searchable and visible, but never injected into a brief, packet or index."""
    return rec.provenance.source == CODEBASE_SCAN_SOURCE


def clamp_confidence(value: float) -> float:
    return round(min(CONFIDENCE_MAX, max(CONFIDENCE_MIN, value)), 4)


_NORM_TOKEN = re.compile(r"[a-z0-9]+")
# Normalized title+body token Jaccard at or above this makes two facts near duplicates: the
# write path refuses a new one, consolidation proposes merging existing ones.
NEAR_DUPLICATE_JACCARD = 0.82


# A remember() asks for one text's set twice (the guard's lookup, then the signature index of
# the fact it writes): the second answer, the same object, also finds the signatures made for
# the first in core/duplicate_signatures.py's caches by identity.
@lru_cache(maxsize=16)
def duplicate_tokens(text: str) -> frozenset[str]:
    """The normalized token set the near-duplicate guard compares."""
    return frozenset(_NORM_TOKEN.findall(text.lower()))


def jaccard(a: frozenset[str], b: Collection[str]) -> float:
    """|a ∩ b| / |a ∪ b|. ``b`` may be any collection of distinct tokens (a stored token list):
    the near-duplicate guard compares ~20 stored lists a call, and building a set of each was
    half of its Python time at 100k records."""
    if not a and not b:
        return 1.0
    common = len(a.intersection(b))
    return common / (len(a) + len(b) - common)
