"""Reading the ``.agents/memory`` folder: one note from a file's bytes, every note of a folder
with a warning per file that cannot be used (empty, binary, not UTF-8, bad frontmatter, a
symlink, an interrupted save's backup, a duplicate id, past the count limit).
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import Any

from memlane.core.frontmatter import (
    KNOWN_KEYS,
    UNMANAGED_PREFIX,
    MetaError,
    NoteMeta,
    clean_tags,
    clean_title,
    derived_title,
    parse_meta,
    split_frontmatter,
)
from memlane.notes.files import ReadProblem, read_note_file, walk
from memlane.notes.model import MAX_NOTES, UNMANAGED_TAG, Note, NoteWarning, ScanResult

ROOT_PATH = "."


def _file_time(seconds: float) -> datetime:
    # Whole seconds, like the timestamps memlane writes: sub-second mtime is noise in a header.
    return datetime.fromtimestamp(int(seconds), UTC)


def revision_of(data: bytes) -> str:
    """A note's revision: SHA-256 hex of its raw bytes."""
    return hashlib.sha256(data).hexdigest()


def parse_note(data: bytes, relative_path: str, *, mtime: float, birthtime: float) -> Note:
    """One note from a file's raw bytes; raises ``ReadProblem`` with the warning code."""
    empty = ReadProblem("empty", "the file is empty (an editor may be mid-save)")
    if not data.strip():
        # Regression guard: a truncate-then-write editor leaves a zero-length file for a moment;
        # it used to become a titled ghost note that displaced the real one.
        raise empty
    if b"\x00" in data:
        raise ReadProblem("binary_rejected", "the file contains NUL bytes; notes are text")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ReadProblem("invalid_utf8", f"not valid UTF-8 at byte {exc.start}") from exc
    if not text.lstrip("\ufeff").strip():
        raise empty
    meta, body, error = split_frontmatter(text)
    if error is not None:
        raise ReadProblem("malformed_frontmatter", error)
    revision = revision_of(data)
    if meta is None or "schemaVersion" not in meta:
        # A person's own header (title, tags, description) without memlane's schemaVersion is
        # a plain note too: it was skipped as "unsupported_schema" while the same file with no
        # header at all was read (the s45 newcomer trial). Its fields are kept for an edit.
        own = meta or {}
        stem = PurePosixPath(relative_path).stem
        return Note(
            id=f"{UNMANAGED_PREFIX}{relative_path}",
            title=_own_title(own.get("title")) or derived_title(body, stem),
            body=body,
            tags=(UNMANAGED_TAG, *_own_tags(own.get("tags"))),
            created_at=_file_time(min(birthtime, mtime)),
            updated_at=_file_time(mtime),
            archived=False,
            provenance_ids=(),
            relative_path=relative_path,
            revision=revision,
            managed=False,
            extra={k: v for k, v in own.items() if k not in KNOWN_KEYS},
        )
    try:
        header = parse_meta(meta, fallback_time=_file_time(mtime))
    except MetaError as exc:
        raise ReadProblem(exc.code, exc.message) from exc
    return note_from_meta(header, body, relative_path, revision)


def _own_title(value: Any) -> str | None:
    """A plain note's header title when it is one usable line, else None (the heading or the
    file name stands in)."""
    try:
        return clean_title(value) if isinstance(value, str) else None
    except ValueError:
        return None


def _own_tags(value: Any) -> tuple[str, ...]:
    """A plain note's header tags (a list or one word) that are usable tags; others dropped."""
    values = [value] if isinstance(value, str) else value if isinstance(value, list) else []
    try:
        tags = clean_tags(v for v in values if isinstance(v, str))
    except ValueError:
        return ()
    return tuple(t for t in tags if t != UNMANAGED_TAG)


def scan_folder(root: Path) -> ScanResult:
    """Every note under the canonical memory folder ``root``, and a warning per skipped file."""
    candidates, unreadable_folders = walk(root)
    warnings = [
        NoteWarning(rel, "unreadable", "cannot list this folder") for rel in unreadable_folders
    ]
    notes: list[Note] = []
    attempted = 0
    skipped = 0
    for candidate in candidates:
        rel = candidate.relative_path
        if candidate.kind == "backup":
            warnings.append(
                NoteWarning(
                    rel,
                    "orphaned_backup",
                    "an interrupted save left this backup; compare it with the note, then"
                    " delete it or rename it back",
                )
            )
            continue
        if candidate.kind == "symlink":
            warnings.append(
                NoteWarning(rel, "symlink_rejected", "symlinks are not followed in notes")
            )
            continue
        if attempted >= MAX_NOTES:
            skipped += 1
            continue
        attempted += 1
        try:
            raw = read_note_file(root / rel)
            notes.append(parse_note(raw.data, rel, mtime=raw.mtime, birthtime=raw.birthtime))
        except ReadProblem as problem:
            warnings.append(NoteWarning(rel, problem.code, problem.message))
    if skipped:
        warnings.append(
            NoteWarning(
                ROOT_PATH,
                "count_limit",
                f"only the first {MAX_NOTES} notes are read; {skipped} more were skipped",
            )
        )
    unique: dict[str, Note] = {}
    for note in notes:
        first = unique.get(note.id)
        if first is None:
            unique[note.id] = note
            continue
        warnings.append(
            NoteWarning(
                note.relative_path,
                "duplicate_id",
                f"id {note.id} is already used by {first.relative_path}; this file is skipped"
                " until one of them gets a new id",
            )
        )
    return ScanResult(notes=tuple(unique.values()), warnings=tuple(warnings))


def note_from_meta(meta: NoteMeta, body: str, relative_path: str, revision: str) -> Note:
    return Note(
        id=meta.id,
        title=meta.title,
        body=body,
        tags=meta.tags,
        created_at=meta.created_at,
        updated_at=meta.updated_at,
        archived=meta.archived,
        provenance_ids=meta.provenance_ids,
        relative_path=relative_path,
        revision=revision,
        managed=True,
        extra=meta.extra,
    )


__all__ = ["ROOT_PATH", "note_from_meta", "parse_note", "revision_of", "scan_folder"]
