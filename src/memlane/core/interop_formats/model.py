"""Value types for the agent-memory formats memlane imports and exports (pure, no I/O).

A source file is kept whole — its bytes plus a *layout*: the spans of its text that became
memories, each with the content hash its memory had when imported. Export re-emits a span byte
for byte while its memory still has that hash, and regenerates only what changed, so an
unchanged import exports identical (BOM, line endings, frontmatter order, final newline).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

IMPORT_FORMATS: tuple[str, ...] = (
    "claude-code",
    "claude-md",
    "agents-md",
    "cursor",
    "codex",
    "cline",
    "serena",
    "basic-memory",
    "mem0",
    "letta",
)
EXPORT_FORMATS: tuple[str, ...] = ("claude-code", "agents-md", "cursor", "markdown")
# The import format whose files an export can hand back unchanged.
PRESERVING_EXPORTS: Mapping[str, str] = {
    "claude-code": "claude-code",
    "agents-md": "agents-md",
    "cursor": "cursor",
}
BOM = "\ufeff"
FileRole = Literal["memories", "artifact"]


class FormatError(ValueError):
    """A source file memlane cannot read as its format; ``line`` is 1-based when known."""

    def __init__(self, path: str, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.path = path
        self.message = message
        self.line = line

    def describe(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class SourceText:
    """One file as read from disk: a relative POSIX path (from the format's root) and bytes."""

    path: str
    data: bytes
    mtime: datetime | None = None


@dataclass(frozen=True)
class Decoded:
    """A file's text without its BOM; ``newline`` is the file's dominant line ending."""

    text: str
    bom: bool
    newline: str

    def encode(self, text: str | None = None) -> bytes:
        body = self.text if text is None else text
        return ((BOM if self.bom else "") + body).encode("utf-8")


def decode_source(path: str, data: bytes) -> Decoded:
    """UTF-8 (an optional BOM kept aside), or FormatError naming the first bad byte's line."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise FormatError(path, "is not valid UTF-8 text", line) from exc
    bom = text.startswith(BOM)
    if bom:
        text = text[1:]
    crlf = text.count("\r\n")
    newline = "\r\n" if crlf and crlf * 2 >= text.count("\n") else "\n"
    return Decoded(text, bom, newline)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass(frozen=True)
class Unit:
    """One memory found in a file: its span of the decoded text and the fields it maps to.

    ``key`` is stable while the file is edited (the heading path of a section, the name of a
    block; "" for a whole-file memory), so a re-import finds the same memory again.
    ``meta`` holds what only the format knows (description, globs, heading level and line).
    """

    key: str
    start: int
    end: int
    slug: str
    title: str
    body: str
    type: str | None = None
    why: str | None = None
    how: str | None = None
    tags: tuple[str, ...] = ()
    pinned: bool = False
    aliases: tuple[str, ...] = ()
    links: tuple[str, ...] = ()
    meta: Mapping[str, Any] = field(default_factory=dict)
    # When the source says the memory was first written (a JSON export's ``created_at``);
    # None: the file's modification time stands for it.
    created: datetime | None = None


@dataclass(frozen=True)
class ParsedFile:
    """A file read as its format: its memories (in order), or an artifact (an index such as
    MEMORY.md) kept only so export can hand it back."""

    format: str
    path: str
    decoded: Decoded
    units: tuple[Unit, ...] = ()
    role: FileRole = "memories"


@dataclass(frozen=True)
class UnitRef:
    """Where a stored memory sits in its source file, and its content hash at import."""

    key: str
    record_id: str
    start: int
    end: int
    content_hash: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "record_id": self.record_id,
            "start": self.start,
            "end": self.end,
            "content_hash": self.content_hash,
        }

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> UnitRef:
        return cls(
            key=str(raw["key"]),
            record_id=str(raw["record_id"]),
            start=int(raw["start"]),
            end=int(raw["end"]),
            content_hash=str(raw["content_hash"]),
        )


@dataclass(frozen=True)
class SourceFile:
    """An imported file as persisted: its exact bytes and the layout of its memories."""

    scope: str
    format: str
    path: str
    sha256: str
    content: bytes
    role: FileRole
    units: tuple[UnitRef, ...]
    imported_at: datetime

    def layout_json(self) -> str:
        return json.dumps(
            {"role": self.role, "units": [u.to_dict() for u in self.units]},
            ensure_ascii=False,
            separators=(",", ":"),
        )

    @staticmethod
    def parse_layout(raw: str) -> tuple[FileRole, tuple[UnitRef, ...]]:
        data = json.loads(raw)
        role: FileRole = "artifact" if data.get("role") == "artifact" else "memories"
        return role, tuple(UnitRef.from_dict(u) for u in data.get("units", []))


__all__ = [
    "BOM",
    "EXPORT_FORMATS",
    "IMPORT_FORMATS",
    "PRESERVING_EXPORTS",
    "Decoded",
    "FileRole",
    "FormatError",
    "ParsedFile",
    "SourceFile",
    "SourceText",
    "Unit",
    "UnitRef",
    "decode_source",
    "sha256",
]
