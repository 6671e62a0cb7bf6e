"""Captured events keyed by their session or run id: one id, one event, however often the
boundary fires (an exit path and an unmount path racing still produce exactly one entry)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace
from typing import Any

from memlane.core import bounds
from memlane.core.llm_output import clean_line
from memlane.core.records import Record, slugify
from memlane.core.write_rules import Draft
from memlane.errors import InvalidInput, PrivacyRefused
from memlane.services.write import Writer
from memlane.store.protocol import Store

SESSION_ID_CHARS = 200


@dataclass(frozen=True)
class CaptureResult:
    status: str  # "captured" | "updated" (the session's log grew) | "duplicate" | "skipped"
    kind: str  # "session" | "run"
    scope: str
    session_id: str | None
    event_id: str | None = None
    slug: str | None = None
    reason: str | None = None  # why it was skipped
    enrichment: dict[str, Any] | None = None
    facts: list[dict[str, Any]] = field(default_factory=list)
    facts_skipped: list[dict[str, Any]] = field(default_factory=list)
    lessons: list[dict[str, Any]] = field(default_factory=list)
    learned: dict[str, Any] | None = None  # the automatic pattern refresh, when it ran

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "kind": self.kind,
            "scope": self.scope,
            "session_id": self.session_id,
            "event_id": self.event_id,
            "slug": self.slug,
            "reason": self.reason,
            "enrichment": self.enrichment,
            "facts": self.facts,
            "facts_skipped": self.facts_skipped,
            "lessons": self.lessons,
            "learned": self.learned,
        }


def event_slug(prefix: str, session_id: str) -> str:
    """``<prefix>-<session id>`` when the id is already slug-shaped (UUIDs are), else a
    readable prefix of it plus a short hash so distinct ids never share a slug."""
    slug = slugify(session_id, limit=200)
    if slug == session_id.lower() and len(slug) <= 50:
        return f"{prefix}-{slug}"
    digest = hashlib.sha256(session_id.encode("utf-8")).hexdigest()[:10]
    return f"{prefix}-{slugify(session_id, limit=36) or 'id'}-{digest}"


def clean_session_id(raw: str | None) -> str | None:
    if raw is None:
        return None
    sid = clean_line(raw)
    if not sid:
        raise InvalidInput("the session id is empty", remedy="pass --session-id <id>")
    bounds.check_text_field("session id", sid, max_chars=SESSION_ID_CHARS, metadata=True)
    return sid


def logged_session_id(raw: str) -> str:
    """The id a log names, or a stable stand-in when it is unusable (too long, control
    characters): a hook must not lose a session over its id's spelling."""
    try:
        return clean_session_id(raw) or ""
    except InvalidInput:
        return "sid-" + hashlib.sha256(raw.encode("utf-8", "replace")).hexdigest()[:16]


def write_keyed_event(
    store: Store,
    writer: Writer,
    slug: str,
    draft: Draft,
    *,
    bare_fallback: bool = False,
) -> tuple[Record, bool]:
    """(the event, True) once per slug; (the existing event, False) after that. The
    lookup, the insert and the slug share one IMMEDIATE transaction, so two captures of
    one session racing in two processes still write one event."""
    keyed = replace(draft, slug=slug)
    with store.transaction():
        existing = store.by_slug(slug, kind="event")
        if existing:
            return existing[0], False
        try:
            receipt = writer.remember(keyed)
        except PrivacyRefused:
            if not bare_fallback:
                raise
            # A session event must exist: fall back to the counts, which hold no user text.
            first = draft.text.splitlines()[0]
            bare = {
                k: v
                for k, v in draft.payload.items()
                if k not in ("files_touched", "commands", "cwd")
            }
            receipt = writer.remember(
                Draft(
                    text=first,
                    scope=draft.scope,
                    kind="event",
                    type=draft.type,
                    title=f"Session {(draft.session_id or '')[:12]}",
                    payload=bare,
                    trigger="capture",
                    session_id=draft.session_id,
                    source=draft.source,
                    slug=slug,
                ),
            )
        event = store.get(receipt.id)
    return event, True
