"""What the MCP surface hands a model: records and notes with every text through the read gate.

A hit replaces the offending fields with ``[BLOCKED: <class>]`` in the returned copy (and logs
it to blocked.log); the stored record or note file is never touched. Bodies in list results are
cut to an excerpt so one long memory cannot flood the caller's context; ``get`` returns it whole.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from memlane.core.packing import cap_text
from memlane.core.prompt_injection import blocked_placeholder
from memlane.core.records import Record
from memlane.notes.model import Note, NoteHit
from memlane.services.read_gate import ReadGate
from memlane.services.search import SearchHit

SURFACE = "mcp"
LIST_BODY_CHARS = 400


def _payload_texts(payload: Mapping[str, Any]) -> str:
    # Event payloads carry model-written text (summaries, decisions, lessons): scan it all.
    return json.dumps(payload, ensure_ascii=False, default=str) if payload else ""


def record_view(gate: ReadGate, rec: Record, *, body_chars: int | None = None) -> dict[str, Any]:
    """A record as a model may see it: gated, without internal hashes."""
    out = rec.to_dict()
    out.pop("content_hash", None)
    cls = gate.scan(
        rec.id, rec.title, rec.body, rec.why, rec.how, _payload_texts(rec.payload), surface=SURFACE
    )
    if cls:
        out.update(
            title=blocked_placeholder(cls), body="", why=None, how=None, payload={}, blocked=cls
        )
    elif body_chars is not None:
        out["body"] = cap_text(rec.body, body_chars)
    return out


def hit_view(gate: ReadGate, hit: SearchHit) -> dict[str, Any]:
    r = hit.record
    cls = gate.scan(r.id, r.title, r.body, r.why, r.how, surface=SURFACE)
    view: dict[str, Any] = {
        "id": r.id,
        "slug": r.slug,
        "kind": r.kind,
        "type": r.type,
        "scope": r.scope,
        "title": r.title,
        "excerpt": cap_text(r.body, LIST_BODY_CHARS),
        "score": round(hit.score, 4),
        "pinned": r.pinned,
        "confidence": r.confidence,
        "created_at": r.created_at.isoformat(),
    }
    if cls:
        view.update(title=blocked_placeholder(cls), excerpt="", blocked=cls)
    return view


def provenance_view(gate: ReadGate, info: dict[str, Any]) -> dict[str, Any]:
    """``Memory.why`` output with each revision's title gated."""
    out = dict(info)
    history = []
    for item in info.get("history", []):
        entry = dict(item)
        title = entry.get("title")
        if isinstance(title, str):
            entry["title"] = gate.guard(str(info.get("id")), title, surface=SURFACE).text
        history.append(entry)
    out["history"] = history
    # Outcome evidence names commands the agent ran (already credential-withheld): still text
    # that reaches a model, so it passes the read gate like the rest.
    outcomes = []
    for item in info.get("outcomes", []):
        entry = dict(item)
        said = entry.get("evidence")
        if isinstance(said, str):
            entry["evidence"] = gate.guard(str(info.get("id")), said, surface=SURFACE).text
        outcomes.append(entry)
    out["outcomes"] = outcomes
    return out


def note_view(gate: ReadGate, note: Note, *, full: bool) -> dict[str, Any]:
    """A project note as a model may see it (``full=False``: the body cut to an excerpt)."""
    data = note.to_dict()
    cls = gate.scan(note.id, note.title, note.body, surface=SURFACE)
    if not full:
        data["body"] = cap_text(note.body, LIST_BODY_CHARS)
    if cls:
        data.update(title=blocked_placeholder(cls), body="", blocked=cls)
    return data


def note_hit_view(gate: ReadGate, hit: NoteHit) -> dict[str, Any]:
    """A project-note search hit: title and excerpt gated."""
    data = hit.to_dict()
    cls = gate.scan(hit.id, hit.title, hit.excerpt, surface=SURFACE)
    if cls:
        data.update(title=blocked_placeholder(cls), excerpt="", blocked=cls)
    return data


def pattern_line(gate: ReadGate, rec: Record) -> str:
    cls = gate.scan(rec.id, rec.title, rec.body, surface=SURFACE)
    text = blocked_placeholder(cls) if cls else " ".join(rec.body.split())
    pct = round((rec.confidence or 0.0) * 100)
    pin = "pinned, " if rec.pinned else ""
    return f"- [{rec.category or 'pattern'}] {text} ({pin}{pct}% confidence, id {rec.id})"
