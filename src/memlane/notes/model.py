"""Value types of the project-notes layer and its hard limits.

Every value is immutable and JSON-ready through ``to_dict``; a ``Note`` always carries the
``revision`` (SHA-256 of the file's raw bytes) that a later save must present.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memlane.core.timestamps import format_timestamp

MEMORY_DIR = (".agents", "memory")
MAX_NOTES = 2_000
MAX_NOTE_BYTES = 256 * 1024
MAX_QUERY_BYTES = 4 * 1024
MAX_SEARCH_RESULTS = 20
EXCERPT_CHARS = 600
UNMANAGED_TAG = "unmanaged"
BACKUP_SUFFIX = ".memlane-backup"
TEMP_SUFFIX = ".memlane-tmp"

WARNING_CODES: tuple[str, ...] = (
    "unreadable",
    "symlink_rejected",
    "oversized",
    "binary_rejected",
    "empty",
    "invalid_utf8",
    "malformed_frontmatter",
    "unsupported_schema",
    "invalid_metadata",
    "orphaned_backup",
    "count_limit",
    "duplicate_id",
    "ambiguous_link",
)


@dataclass(frozen=True)
class Note:
    """One note file. ``relative_path`` is POSIX-style, relative to ``.agents/memory``.

    ``managed`` is False for a plain Markdown file (id ``md:<relative_path>``, tag
    ``unmanaged``); saving it through memlane gives it frontmatter and a uuid id.
    ``extra`` holds frontmatter keys memlane does not own; they survive every rewrite.
    """

    id: str
    title: str
    body: str
    tags: tuple[str, ...]
    created_at: datetime
    updated_at: datetime
    archived: bool
    provenance_ids: tuple[str, ...]
    relative_path: str
    revision: str
    managed: bool
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "body": self.body,
            "tags": list(self.tags),
            "created_at": format_timestamp(self.created_at),
            "updated_at": format_timestamp(self.updated_at),
            "archived": self.archived,
            "provenance_ids": list(self.provenance_ids),
            "relative_path": self.relative_path,
            "revision": self.revision,
            "managed": self.managed,
        }


@dataclass(frozen=True)
class NoteWarning:
    """A problem a scan found and skipped instead of failing; ``code`` is in WARNING_CODES."""

    relative_path: str
    code: str
    message: str

    def to_dict(self) -> dict[str, str]:
        return {"relative_path": self.relative_path, "code": self.code, "message": self.message}


@dataclass(frozen=True)
class ScanResult:
    """Every readable note (sorted by relative path) and every warning, in one pass."""

    notes: tuple[Note, ...] = ()
    warnings: tuple[NoteWarning, ...] = ()

    def by_id(self) -> dict[str, Note]:
        return {note.id: note for note in self.notes}

    def to_dict(self) -> dict[str, Any]:
        return {
            "notes": [n.to_dict() for n in self.notes],
            "warnings": [w.to_dict() for w in self.warnings],
        }


@dataclass(frozen=True)
class NoteLinks:
    """One note's place in the link graph. ``broken_links`` and ``ambiguous_links`` hold the
    link targets as written; ``orphaned`` means no resolved link in either direction."""

    note_id: str
    outbound_ids: tuple[str, ...] = ()
    backlink_ids: tuple[str, ...] = ()
    broken_links: tuple[str, ...] = ()
    ambiguous_links: tuple[str, ...] = ()

    @property
    def orphaned(self) -> bool:
        return not self.outbound_ids and not self.backlink_ids

    def to_dict(self) -> dict[str, Any]:
        return {
            "note_id": self.note_id,
            "outbound_ids": list(self.outbound_ids),
            "backlink_ids": list(self.backlink_ids),
            "broken_links": list(self.broken_links),
            "ambiguous_links": list(self.ambiguous_links),
            "orphaned": self.orphaned,
        }


@dataclass(frozen=True)
class LinkGraph:
    """Links between notes, keyed by note id, with ``ambiguous_link`` warnings."""

    nodes: Mapping[str, NoteLinks] = field(default_factory=dict)
    warnings: tuple[NoteWarning, ...] = ()

    @property
    def orphans(self) -> tuple[str, ...]:
        return tuple(note_id for note_id, node in self.nodes.items() if node.orphaned)

    @property
    def broken(self) -> tuple[tuple[str, str], ...]:
        """``(note_id, target)`` for every link that resolves to no note."""
        return tuple(
            (note_id, target)
            for note_id, node in self.nodes.items()
            for target in node.broken_links
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "nodes": [node.to_dict() for node in self.nodes.values()],
            "orphans": list(self.orphans),
            "warnings": [w.to_dict() for w in self.warnings],
        }


@dataclass(frozen=True)
class NoteHit:
    """One search result: ``excerpt`` is at most 600 characters, centred on the first hit."""

    id: str
    title: str
    relative_path: str
    score: float
    excerpt: str
    archived: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "relative_path": self.relative_path,
            "score": round(self.score, 6),
            "excerpt": self.excerpt,
            "archived": self.archived,
        }


__all__ = [
    "BACKUP_SUFFIX",
    "EXCERPT_CHARS",
    "MAX_NOTES",
    "MAX_NOTE_BYTES",
    "MAX_QUERY_BYTES",
    "MAX_SEARCH_RESULTS",
    "MEMORY_DIR",
    "TEMP_SUFFIX",
    "UNMANAGED_TAG",
    "WARNING_CODES",
    "LinkGraph",
    "Note",
    "NoteHit",
    "NoteLinks",
    "NoteWarning",
    "ScanResult",
]
