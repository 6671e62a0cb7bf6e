"""The one write path for records: validate, gate, de-duplicate, store, embed.

Every writer (CLI, API, MCP, import, capture, learning) builds a :class:`Draft` and calls
:func:`remember`, so the write key, the privacy gate and the input bounds cannot be skipped.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memlane.core import bounds
from memlane.core.privacy import check_privacy
from memlane.core.records import (
    EVENT_TYPES,
    FACT_TYPES,
    PATTERN_CATEGORIES,
    WRITABLE_KINDS,
    Provenance,
    Record,
    clamp_confidence,
    duplicate_tokens,
    jaccard,
    new_id,
    new_id_at,
    slugify,
)
from memlane.core.scope import write_key
from memlane.core.timestamps import utcnow
from memlane.errors import Conflict, InvalidInput, NearDuplicate, NotFound
from memlane.services.embedding import EmbeddingService
from memlane.store.sqlite import SqliteStore

# Near-duplicate guard: normalized title+body token Jaccard at or above this refuses a new fact.
NEAR_DUPLICATE_JACCARD = 0.82
# How many full-text neighbours the guard compares; a true near duplicate shares almost every
# token, so it ranks at the very top of an OR query over those tokens.
DUPLICATE_CANDIDATES = 50
TITLE_FROM_TEXT_CHARS = 80


@dataclass(frozen=True)
class Draft:
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
    first = " ".join(text.strip().splitlines()[0].split()) if text.strip() else ""
    if len(first) <= TITLE_FROM_TEXT_CHARS:
        return first
    cut = first[:TITLE_FROM_TEXT_CHARS].rsplit(" ", 1)[0]
    return (cut or first[:TITLE_FROM_TEXT_CHARS]) + "…"


def _validate(d: Draft) -> None:
    if d.kind not in WRITABLE_KINDS:
        raise InvalidInput(
            f"unknown kind {d.kind!r}", remedy=f"use one of {', '.join(WRITABLE_KINDS)}"
        )
    if not d.text or not d.text.strip():
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
    if not 0.0 <= d.importance <= 1.0:
        raise InvalidInput("importance must be between 0 and 1", remedy="pass --importance 0..1")
    if d.confidence is not None and not 0.0 <= d.confidence <= 1.0:
        raise InvalidInput("confidence must be between 0 and 1", remedy="pass a value in [0, 1]")
    if d.valid_from and d.valid_until and d.valid_until <= d.valid_from:
        raise InvalidInput("valid_until must be after valid_from", remedy="fix the validity window")
    bounds.check_text_field("body", d.text, max_bytes=bounds.MAX_BODY_BYTES)
    for name, value in (("why", d.why), ("how", d.how)):
        if value:
            bounds.check_text_field(name, value, max_bytes=bounds.MAX_BODY_BYTES)
    if d.title is not None:
        bounds.check_text_field("title", d.title, max_chars=bounds.MAX_TITLE_CHARS, metadata=True)
    if d.slug is not None:
        bounds.check_text_field("slug", d.slug, max_chars=bounds.MAX_TITLE_CHARS, metadata=True)
        if slugify(d.slug) != d.slug:
            raise InvalidInput(
                f"slug {d.slug!r} is not in canonical form",
                remedy="use lowercase words joined by dashes, e.g. "
                f"{slugify(d.slug) or 'release-policy'}",
            )


def _lesson_slug(payload: dict[str, Any], text: str) -> str:
    digest = payload.get("command_hash") or hashlib.sha256(text.encode()).hexdigest()
    return f"lesson-{str(digest)[:16]}"


def _rare_token_match(store: SqliteStore, mine: frozenset[str]) -> str | None:
    """An OR query over the rarest tokens a near duplicate must share.

    A duplicate D of a text with token set M has |M∩D| >= J·|M∪D|, so at most (1−J)/J·|M|
    of M's tokens are missing from D: any floor((1−J)/J·|M|) + 1 of M's tokens include one D
    contains. Querying the rarest ones instead of all of M keeps the guard from scanning
    half the index for common words (27 ms → a few ms per remember at 50k records).
    """
    _, freq = store.document_frequencies(sorted(mine))
    present = sorted((t for t in mine if freq.get(t, 0) > 0), key=lambda t: (freq[t], t))
    if not present:
        return None  # a duplicate's tokens are all indexed; none of these is
    ratio = (1 - NEAR_DUPLICATE_JACCARD) / NEAR_DUPLICATE_JACCARD
    needed = int(len(mine) * ratio) + 1
    return " OR ".join(f'"{t}"' for t in present[:needed])


def find_near_duplicate(
    store: SqliteStore, scope: str, title: str, body: str, *, exclude_id: str | None = None
) -> tuple[Record, float] | None:
    mine = duplicate_tokens(f"{title} {body}")
    match = _rare_token_match(store, mine)
    if match is None:
        return None
    hits = store.fts(match, scopes=[scope], kinds=["fact"], limit=DUPLICATE_CANDIDATES)
    records = store.get_many(h[0] for h in hits)
    best: tuple[Record, float] | None = None
    for rid, _ in hits:
        rec = records.get(rid)
        if rec is None or rec.id == exclude_id:
            continue
        sim = jaccard(mine, duplicate_tokens(f"{rec.title} {rec.body}"))
        if sim >= NEAR_DUPLICATE_JACCARD and (best is None or sim > best[1]):
            best = (rec, sim)
    return best


def remember(store: SqliteStore, embeddings: EmbeddingService, d: Draft) -> Receipt:
    _validate(d)
    scope = write_key(d.scope)
    # Tags are single words in storage and full text: inner whitespace becomes a dash.
    tags = tuple(dict.fromkeys("-".join(t.split()) for t in bounds.check_tags(list(d.tags))))
    title = d.title if d.title is not None and d.title.strip() else title_from_text(d.text)
    bounds.check_text_field("title", title, max_chars=bounds.MAX_TITLE_CHARS, metadata=True)
    check_privacy(
        {
            "title": title,
            "body": d.text,
            "why": d.why,
            "how": d.how,
            "tags": " ".join(tags),
            "slug": d.slug,
        },
        allow_email=d.allow_email,
    )
    now = utcnow()
    at = d.at or now
    payload = dict(d.payload)

    slug: str | None = d.slug
    explicit_slug = d.slug is not None or d.update is not None
    if d.update is not None:
        slug = d.update
    if d.kind == "lesson":
        slug = slug or _lesson_slug(payload, d.text)
        explicit_slug = True
    elif d.kind in ("fact", "pattern") and slug is None:
        slug = slugify(title) or slugify(d.text) or "memory"
    elif d.kind == "event":
        slug = None

    base = Record(
        id=new_id_at(at) if d.at else new_id(),
        kind=d.kind,
        scope=scope,
        title=title,
        body=d.text,
        tags=tags,
        importance=d.importance,
        pinned=d.pinned,
        created_at=at,
        updated_at=now,
        provenance=Provenance(trigger=d.trigger, session_id=d.session_id, at=at, source=d.source),
        slug=slug,
        type=d.type if d.type is not None else _default_type(d.kind),
        why=d.why,
        how=d.how,
        category=(d.category or "convention") if d.kind == "pattern" else None,
        confidence=clamp_confidence(d.confidence if d.confidence is not None else 1.0)
        if d.kind == "pattern"
        else None,
        payload=payload,
        valid_from=d.valid_from,
        valid_until=d.valid_until,
    )
    # Embed before taking the write lock: the model is the slow part and needs no lock.
    vectors = embeddings.vectors_for([base])
    # Slug lookup, duplicate guard and write share one IMMEDIATE transaction, so two writers
    # racing on the same slug or the same text serialize instead of both passing the checks.
    with store.transaction():
        record, current = _resolve_target(store, d, base, explicit_slug)
        if record is None:
            assert current is not None
            return Receipt(current.id, current.slug, False, current.kind, scope, unchanged=True)
        if d.kind == "fact" and not d.force_new:
            dup = find_near_duplicate(
                store, scope, title, d.text, exclude_id=current.id if current else None
            )
            if dup is not None:
                rec, sim = dup
                raise NearDuplicate(
                    f"near duplicate of {rec.slug!r} (similarity {sim:.2f})",
                    remedy=f"use --update {rec.slug} or --force-new --slug <new-key>",
                    existing_slug=rec.slug,
                    existing_id=rec.id,
                    similarity=round(sim, 4),
                )
        if current is None:
            store.insert(record)
        else:
            store.update(record, reason="remember")
        embeddings.store_vectors(vectors)
    return Receipt(record.id, record.slug, current is not None, record.kind, scope)


def _resolve_target(
    store: SqliteStore, d: Draft, base: Record, explicit_slug: bool
) -> tuple[Record | None, Record | None]:
    """(record to write, the existing record it replaces). (None, existing) means the same
    text was remembered again under a derived slug: nothing to write."""
    if base.slug is None:
        return base, None
    existing = store.by_slug(base.slug, scopes=[base.scope], kind=base.kind)
    current = existing[0] if existing else None
    if d.update is not None and current is None:
        raise NotFound(
            f"no {d.kind} with slug {d.update!r} in scope {base.scope}",
            remedy="drop --update to create it, or check the slug with `memlane list`",
        )
    if current is None:
        return base, None
    if d.force_new:
        raise Conflict(
            f"slug {base.slug!r} already exists in this scope",
            remedy="pick a distinct --slug with --force-new, or use --update to revise it",
        )
    if not explicit_slug:
        if current.content_hash == base.content_hash:
            return None, current
        # A derived slug collided with different content: keep both, never overwrite.
        return base.with_changes(slug=_free_slug(store, base.scope, base.kind, base.slug)), None
    # An explicit slug revises in place: same id and creation time, previous version to history.
    return base.with_changes(
        id=current.id, created_at=current.created_at, pinned=d.pinned or current.pinned
    ), current


def _default_type(kind: str) -> str | None:
    return {"fact": "project", "event": "manual_note"}.get(kind)


def _free_slug(store: SqliteStore, scope: str, kind: str, base: str) -> str:
    n = 2
    while True:
        candidate = f"{base[:56]}-{n}"
        if not store.by_slug(candidate, scopes=[scope], kind=kind):
            return candidate
        n += 1
