"""Project notes: Markdown files under ``<project>/.agents/memory`` are the source of truth.

This package reads, writes, links, searches and watches them; the store only indexes what
:meth:`ProjectNotes.scan` returns. Callers address notes by id, never by path.
"""

from __future__ import annotations

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
from memlane.notes.repository import CONFLICT_MESSAGE, ProjectNotes, revision_of
from memlane.notes.watch import Debouncer, watch_notes

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
