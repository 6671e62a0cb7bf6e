"""The session index's values (pure): indexed files, sessions, units, hits and excerpts.

A *session* here is one transcript file: its id is the agent's session id (or the file name when
the log carries none). A *unit* is one searchable piece of it (see ``core.session_units``),
addressed by its ``position`` within the session.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memlane.core.scope import label

# A file's format before any line was recognized, and after none could be.
FORMAT_PENDING = "auto"
FORMAT_UNRECOGNIZED = "unrecognized"


def _iso(at: datetime | None) -> str | None:
    return at.isoformat() if at else None


@dataclass(frozen=True)
class FileState:
    """What the index knows about one transcript file on disk (keyed by path)."""

    id: int
    path: str
    root: str
    inode: int
    mtime_ns: int
    size: int
    head_len: int  # how many leading bytes ``head`` hashes
    head: str  # sha256 of the first ``head_len`` bytes: a replaced file reads differently
    parsed_to: int
    resume_at: int
    format: str
    session_id: str | None
    forgotten: bool

    def unchanged(self, inode: int, mtime_ns: int, size: int) -> bool:
        return (self.inode, self.mtime_ns, self.size) == (inode, mtime_ns, size)


@dataclass(frozen=True)
class SessionInfo:
    file_id: int
    session_id: str
    path: str
    format: str
    project: str | None
    cwd: str | None
    title: str | None
    started_at: datetime | None
    ended_at: datetime | None
    units: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "path": self.path,
            "format": self.format,
            "project": self.project,
            "project_label": label(self.project) if self.project else None,
            "cwd": self.cwd,
            "title": self.title,
            "started_at": _iso(self.started_at),
            "ended_at": _iso(self.ended_at),
            "units": self.units,
        }


@dataclass(frozen=True)
class IndexedUnit:
    id: int
    file_id: int
    position: int
    role: str
    kind: str
    text: str
    at: datetime | None
    tool: str | None = None
    errored: bool = False
    pending: bool = False

    def to_dict(self, *, text: str | None = None) -> dict[str, Any]:
        return {
            "position": self.position,
            "role": self.role,
            "kind": self.kind,
            "tool": self.tool,
            "at": _iso(self.at),
            "errored": self.errored,
            "pending": self.pending,
            "text": self.text if text is None else text,
        }


@dataclass(frozen=True)
class UnitCandidate:
    unit: IndexedUnit
    bm25: float  # FTS5's score: more negative is better


@dataclass(frozen=True)
class ContextLine:
    position: int
    role: str
    kind: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {"position": self.position, "role": self.role, "kind": self.kind, "text": self.text}


@dataclass(frozen=True)
class SessionHit:
    session: SessionInfo
    unit: IndexedUnit
    score: float
    snippet: str
    matched: tuple[str, ...] = ()
    before: tuple[ContextLine, ...] = ()
    after: tuple[ContextLine, ...] = ()
    blocked: str | None = None  # the prompt-injection class found in this hit, if any

    def to_dict(self) -> dict[str, Any]:
        s = self.session
        return {
            "session_id": s.session_id,
            "project": s.project,
            "project_label": label(s.project) if s.project else None,
            "title": s.title,
            "format": s.format,
            "at": _iso(self.unit.at),
            "position": self.unit.position,
            "role": self.unit.role,
            "kind": self.unit.kind,
            "tool": self.unit.tool,
            "errored": self.unit.errored,
            "score": round(self.score, 4),
            "snippet": self.snippet,
            "matched": list(self.matched),
            "before": [c.to_dict() for c in self.before],
            "after": [c.to_dict() for c in self.after],
            "blocked": self.blocked,
        }


@dataclass(frozen=True)
class IndexReport:
    """What one refresh of the index did."""

    files: int = 0  # transcript files found under the roots
    parsed: int = 0  # files (re)parsed because they were new, grown or replaced
    units_added: int = 0
    removed: int = 0  # files gone from disk (or from the roots) and dropped from the index
    unrecognized: int = 0
    withheld: int = 0  # credential values withheld while parsing
    roots: tuple[str, ...] = ()
    missing_roots: tuple[str, ...] = ()
    sessions: int = 0  # sessions in the index after the refresh
    units: int = 0  # units in the index after the refresh

    def to_dict(self) -> dict[str, Any]:
        return {
            "files": self.files,
            "parsed": self.parsed,
            "units_added": self.units_added,
            "removed": self.removed,
            "unrecognized": self.unrecognized,
            "withheld": self.withheld,
            "roots": list(self.roots),
            "missing_roots": list(self.missing_roots),
            "sessions": self.sessions,
            "units": self.units,
        }


@dataclass(frozen=True)
class SessionSearchResult:
    query: str
    hits: tuple[SessionHit, ...]
    projects: tuple[str, ...] | None  # None: every local project
    excluded: tuple[str, ...] = ()  # session ids left out (the current session)
    more: bool = False  # more hits than shown
    notice: str | None = None
    index: IndexReport = field(default_factory=IndexReport)

    def to_dict(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "projects": list(self.projects) if self.projects is not None else None,
            "excluded": list(self.excluded),
            "shown": len(self.hits),
            "more": self.more,
            "notice": self.notice,
            "hits": [h.to_dict() for h in self.hits],
            "index": self.index.to_dict(),
        }


@dataclass(frozen=True)
class SessionExcerpt:
    session: SessionInfo
    units: tuple[IndexedUnit, ...]
    around: int | None = None
    blocked: dict[int, str] = field(default_factory=dict)  # position -> injection class

    def to_dict(self) -> dict[str, Any]:
        return {
            "session": self.session.to_dict(),
            "around": self.around,
            "units": [{**u.to_dict(), "blocked": self.blocked.get(u.position)} for u in self.units],
        }
