"""The human-readable Markdown digest (``export --to markdown``): every memory, grouped by
scope and then by kind, newest first within a kind. Deterministic for a given store."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import datetime

from memlane.core.interop_formats.text import render_fields
from memlane.core.records import Record
from memlane.core.scope import label

DIGEST_FILE = "memlane-export.md"
KIND_HEADINGS = (
    ("fact", "Facts"),
    ("pattern", "Patterns"),
    ("lesson", "Lessons"),
    ("note", "Project notes"),
    ("event", "Events"),
)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _meta(rec: Record) -> str:
    bits = [f"`{rec.handle}`"]
    if rec.type:
        bits.append(rec.type)
    if rec.category:
        bits.append(rec.category)
    if rec.confidence is not None:
        bits.append(f"confidence {round(rec.confidence * 100)} %")
    if rec.pinned:
        bits.append("pinned")
    if rec.tags:
        bits.append("tags: " + ", ".join(rec.tags))
    if rec.provenance.source:
        bits.append(f"source: {_one_line(rec.provenance.source)}")
    bits.append(f"updated {rec.updated_at:%Y-%m-%d}")
    return " · ".join(bits)


def render_digest(records: Sequence[Record], *, exported_at: datetime) -> str:
    """The digest text (``\\n`` endings, one final newline)."""
    by_scope: dict[str, list[Record]] = defaultdict(list)
    for rec in records:
        by_scope[rec.scope].append(rec)
    out = [
        "# memlane export",
        "",
        f"{len(records)} memories in {len(by_scope)} scope"
        f"{'' if len(by_scope) == 1 else 's'}, exported {exported_at:%Y-%m-%d %H:%M} UTC.",
    ]
    for scope in sorted(by_scope):
        out += ["", f"## {label(scope)}", "", f"Scope `{scope}`"]
        group = by_scope[scope]
        for kind, heading in KIND_HEADINGS:
            recs = sorted(
                (r for r in group if r.kind == kind),
                key=lambda r: (not r.pinned, -r.updated_at.timestamp(), r.id),
            )
            if not recs:
                continue
            out += ["", f"### {heading} ({len(recs)})"]
            for rec in recs:
                out += ["", f"#### {_one_line(rec.title)}", "", _meta(rec), ""]
                out.append(render_fields(rec.body, rec.why, rec.how))
    return "\n".join(out) + "\n"


__all__ = ["DIGEST_FILE", "render_digest"]
