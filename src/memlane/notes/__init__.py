"""Project notes: Markdown files under ``<project>/.agents/memory`` are the source of truth.

This package reads, writes, links, searches and watches them; the store only indexes what
:meth:`ProjectNotes.scan` returns. Callers address notes by id, never by path.

The names below load with the submodule that defines them, on first use: the repository
brings the YAML frontmatter reader (~20 ms), which a recall never needs and every command
paid at start (cold start, issue 21).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from memlane.notes.links import build_link_graph, extract_links
    from memlane.notes.model import (
        MAX_NOTE_BYTES,
        MAX_NOTES,
        MAX_QUERY_BYTES,
        MAX_SEARCH_RESULTS,
        UNMANAGED_TAG,
        WARNING_CODES,
        LinkGraph,
        Note,
        NoteHit,
        NoteLinks,
        NoteWarning,
        ScanResult,
    )
    from memlane.notes.note_search import NoteIndex
    from memlane.notes.reading import revision_of
    from memlane.notes.repository import CONFLICT_MESSAGE, ProjectNotes
    from memlane.notes.watch import Debouncer, watch_notes

_DEFINED_IN = {
    **dict.fromkeys(("build_link_graph", "extract_links"), "links"),
    **dict.fromkeys(
        (
            "MAX_NOTE_BYTES",
            "MAX_NOTES",
            "MAX_QUERY_BYTES",
            "MAX_SEARCH_RESULTS",
            "UNMANAGED_TAG",
            "WARNING_CODES",
            "LinkGraph",
            "Note",
            "NoteHit",
            "NoteLinks",
            "NoteWarning",
            "ScanResult",
        ),
        "model",
    ),
    "NoteIndex": "note_search",
    **dict.fromkeys(("CONFLICT_MESSAGE", "ProjectNotes"), "repository"),
    "revision_of": "reading",
    **dict.fromkeys(("Debouncer", "watch_notes"), "watch"),
}


def __getattr__(name: str) -> Any:
    module = _DEFINED_IN.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{module}"), name)


__all__ = [
    "CONFLICT_MESSAGE",
    "MAX_NOTES",
    "MAX_NOTE_BYTES",
    "MAX_QUERY_BYTES",
    "MAX_SEARCH_RESULTS",
    "UNMANAGED_TAG",
    "WARNING_CODES",
    "Debouncer",
    "LinkGraph",
    "Note",
    "NoteHit",
    "NoteIndex",
    "NoteLinks",
    "NoteWarning",
    "ProjectNotes",
    "ScanResult",
    "build_link_graph",
    "extract_links",
    "revision_of",
    "watch_notes",
]
