"""What an agent is handed outside the brief and packets (MCP tools and resources): records
and notes with every text through the read gate.

A hit replaces the offending fields with ``[BLOCKED: <class>]`` in the returned copy (and logs
it to blocked.log); the stored record or note file is never touched. Bodies in list results are
cut to an excerpt so one long memory cannot flood the caller's context; ``record`` returns it
whole. What a model sees of a record is decided by ``ReadGate.screen`` alone.
"""

from __future__ import annotations

from typing import Any

from memlane.core.records import Record
from memlane.core.text_cuts import cap_text
from memlane.notes.model import Note, NoteHit
from memlane.services.read_gate import ReadGate, blocked_placeholder
from memlane.services.search import SearchHit

LIST_BODY_CHARS = 400


class AgentViews:
    def __init__(self, gate: ReadGate, *, surface: str = "mcp") -> None:
        self._gate = gate
        self._surface = surface

    def record(self, rec: Record, *, body_chars: int | None = None) -> dict[str, Any]:
        """A record as a model may see it: gated, without internal hashes."""
        out = rec.to_dict()
        out.pop("content_hash", None)
        screened = self._gate.screen(rec, surface=self._surface)
        out["title"] = screened.text(rec.title)
        if screened.withheld:
            out.update(body="", why=None, how=None, payload={}, blocked=screened.cls)
        elif body_chars is not None:
            out["body"] = cap_text(rec.body, body_chars)
        return out

    def hit(self, hit: SearchHit) -> dict[str, Any]:
        r = hit.record
        screened = self._gate.screen(r, surface=self._surface)
        view: dict[str, Any] = {
            "id": r.id,
            "slug": r.slug,
            "kind": r.kind,
            "type": r.type,
            "scope": r.scope,
            "title": screened.text(r.title),
            "excerpt": cap_text(r.body, LIST_BODY_CHARS),
            "score": round(hit.score, 4),
            "pinned": r.pinned,
            "confidence": r.confidence,
            "created_at": r.created_at.isoformat(),
        }
        if screened.withheld:
            view.update(excerpt="", blocked=screened.cls)
        return view

    def provenance(self, info: dict[str, Any]) -> dict[str, Any]:
        """``Memory.why`` output with each revision's title, each outcome's evidence (it names
        commands the agent ran: credential-withheld, still text for a model) and the renewal
        evidence gated."""
        out = dict(info)
        for key, field in (("history", "title"), ("outcomes", "evidence")):
            gated = []
            for item in info.get(key, []):
                entry = dict(item)
                text = entry.get(field)
                if isinstance(text, str):
                    entry[field] = self._gate.guard(
                        str(info.get("id")), text, surface=self._surface
                    ).text
                gated.append(entry)
            out[key] = gated
        lifecycle = info.get("lifecycle")
        if isinstance(lifecycle, dict) and isinstance(lifecycle.get("window"), dict):
            # Renewal evidence is free text a person or agent wrote: gated like any other.
            window = dict(lifecycle["window"])
            window["evidence"] = self.text(str(info.get("id")), window.get("evidence"))
            out["lifecycle"] = {**lifecycle, "window": window}
        return out

    def text(self, item_id: str, text: str | None) -> str | None:
        """Free text shown to a model outside a record (a proposal's merged text, an
        observation's evidence, a verdict's reason), gated."""
        if text is None:
            return None
        return self._gate.guard(item_id, text, surface=self._surface).text

    def note(self, note: Note, *, full: bool) -> dict[str, Any]:
        """A project note as a model may see it (``full=False``: the body cut to an excerpt)."""
        data = note.to_dict()
        cls = self._gate.scan(note.id, note.title, note.body, surface=self._surface)
        if not full:
            data["body"] = cap_text(note.body, LIST_BODY_CHARS)
        if cls:
            data.update(title=blocked_placeholder(cls), body="", blocked=cls)
        return data

    def note_hit(self, hit: NoteHit) -> dict[str, Any]:
        """A project-note search hit: title and excerpt gated."""
        data = hit.to_dict()
        cls = self._gate.scan(hit.id, hit.title, hit.excerpt, surface=self._surface)
        if cls:
            data.update(title=blocked_placeholder(cls), excerpt="", blocked=cls)
        return data

    def pattern_line(self, rec: Record) -> str:
        text = self._gate.screen(rec, surface=self._surface).text(" ".join(rec.body.split()))
        pct = round((rec.confidence or 0.0) * 100)
        pin = "pinned, " if rec.pinned else ""
        return f"- [{rec.category or 'pattern'}] {text} ({pin}{pct}% confidence, id {rec.id})"
