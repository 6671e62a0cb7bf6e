"""Keeping the session index in step with the transcript files on disk.

Transcripts are read, never written. A file whose inode, mtime and size match its row is not
opened; a grown file is parsed from where the last parse stopped (or from a tool call that was
still waiting for its result, so the call pairs with it); a replaced, truncated or rotated file
(another inode, a shorter size or different first bytes) is parsed again from the start; a file
gone from disk leaves the index. Files are read in blocks that end on a line boundary, so a
transcript of any size costs one block of memory. Credential values are withheld while parsing
(``core.session_units``), before anything is stored.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from memlane.core.commands import clip
from memlane.core.scope import read_key
from memlane.core.session_model import FORMAT_PENDING, FORMAT_UNRECOGNIZED, FileState, IndexReport
from memlane.core.session_units import TITLE_CHARS, Chunk, parse_chunk
from memlane.errors import InvalidInput
from memlane.services.workspace import workspace_scope
from memlane.store.session_index import ChunkMeta, FileStat, SessionIndex

Progress = Callable[[int, int], None]

SUFFIX = ".jsonl"
HEAD_BYTES = 4096
BLOCK_BYTES = 8 * 1024 * 1024
MAX_LINE_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class Found:
    """A transcript file found under a root."""

    path: str
    root: str
    stat: os.stat_result


def walk(roots: Sequence[Path]) -> tuple[list[Found], list[str]]:
    """Every ``*.jsonl`` file under ``roots`` (symlinks not followed) and the roots missing."""
    found: list[Found] = []
    missing: list[str] = []
    seen: set[str] = set()
    for root in roots:
        if not root.is_dir():
            missing.append(str(root))
            continue
        base = str(root.resolve())
        stack = [base]
        while stack:
            folder = stack.pop()
            try:
                entries = list(os.scandir(folder))
            except OSError:
                continue  # unreadable folder: nothing to index there
            for entry in entries:
                try:
                    if entry.is_dir(follow_symlinks=False):
                        stack.append(entry.path)
                    elif (
                        entry.name.endswith(SUFFIX)
                        and entry.is_file(follow_symlinks=False)
                        and entry.path not in seen
                    ):
                        seen.add(entry.path)
                        found.append(Found(entry.path, base, entry.stat(follow_symlinks=False)))
                except OSError:
                    continue  # vanished between listing and stat
    found.sort(key=lambda f: f.path)
    return found, missing


def _head(fh: BinaryIO, length: int) -> str:
    fh.seek(0)
    return hashlib.sha256(fh.read(length)).hexdigest()


def _newline_after(fh: BinaryIO, pos: int) -> int | None:
    fh.seek(pos)
    while block := fh.read(BLOCK_BYTES):
        cut = block.find(b"\n")
        if cut >= 0:
            return pos + cut
        pos += len(block)
    return None


def _read_block(fh: BinaryIO, pos: int) -> tuple[int, bytes] | None:
    """(offset, bytes) from ``pos``: a block that ends on a line boundary unless the file
    ends first. A line longer than MAX_LINE_BYTES is skipped (no transcript line is that
    long, and holding it would cost that much memory)."""
    while True:
        fh.seek(pos)
        data = fh.read(BLOCK_BYTES)
        if not data:
            return None
        while b"\n" not in data and len(data) < MAX_LINE_BYTES:
            more = fh.read(BLOCK_BYTES)
            if not more:
                return pos, data
            data += more
        if b"\n" in data:
            return pos, data
        end = _newline_after(fh, pos + len(data))
        if end is None:
            return None
        pos = end + 1


def _title(chunk: Chunk) -> str | None:
    """The log's own title (Claude Code's summary line), else the opening prompt."""
    if chunk.title:
        return chunk.title
    prompt = next((u.text for u in chunk.units if u.kind == "prompt"), None)
    return clip(" ".join(prompt.split()), TITLE_CHARS) if prompt else None


def project_of(cwd: str | None) -> str | None:
    """The project a session worked in: the git root of its cwd, as a scope key."""
    if not cwd:
        return None
    try:
        return read_key(workspace_scope(cwd))
    except (OSError, ValueError, InvalidInput):
        return None


class SessionIndexer:
    def __init__(self, index: SessionIndex, *, allow_email: bool = False) -> None:
        self.index = index
        self.allow_email = allow_email

    def refresh(
        self,
        roots: Sequence[Path],
        *,
        prune_other_roots: bool = False,
        progress: Progress | None = None,
    ) -> IndexReport:
        """Bring the index up to date with the transcript files under ``roots``; files of
        other roots stay unless ``prune_other_roots``."""
        scan = tuple(roots)
        found, missing = walk(scan)
        scanned = {str(r.resolve()) for r in scan if r.is_dir()}
        known = self.index.files()
        on_disk = {f.path for f in found}
        gone = [
            p
            for p, state in known.items()
            if p not in on_disk and (state.root in scanned or prune_other_roots)
        ]
        removed = self.index.drop_files(gone) if gone else 0
        work = [
            f
            for f in found
            if (state := known.get(f.path)) is None
            or not state.unchanged(f.stat.st_ino, f.stat.st_mtime_ns, f.stat.st_size)
        ]
        forgotten = self.index.forgotten_sessions() if work else set()
        added = withheld = unrecognized = 0
        if progress:
            progress(0, len(work))
        for i, f in enumerate(work, 1):
            try:
                units, kept_back, recognized = self._index_file(f, known.get(f.path), forgotten)
            except OSError:
                continue  # vanished or unreadable since the walk: the next refresh retries
            added += units
            withheld += kept_back
            unrecognized += not recognized
            if progress:
                progress(i, len(work))
        sessions, total_units = self.index.counts()
        return IndexReport(
            files=len(found),
            parsed=len(work),
            units_added=added,
            removed=removed,
            unrecognized=unrecognized,
            withheld=withheld,
            roots=tuple(str(r) for r in scan),
            missing_roots=tuple(missing),
            sessions=sessions,
            units=total_units,
        )

    def _index_file(
        self, f: Found, known: FileState | None, forgotten: set[str]
    ) -> tuple[int, int, bool]:
        """(units added, values withheld, format recognized) for one new or changed file."""
        st = f.stat
        with open(f.path, "rb") as fh:
            fresh = (
                known is None
                or known.inode != st.st_ino
                or st.st_size < known.parsed_to
                or _head(fh, known.head_len) != known.head
                or known.format in (FORMAT_PENDING, FORMAT_UNRECOGNIZED)
            )
            if fresh and known is not None:
                # Replaced, truncated, rotated or never understood: start over from byte 0.
                self.index.drop_files([f.path])
                known = None
            head_len = min(st.st_size, HEAD_BYTES)
            stat = FileStat(
                f.path, f.root, st.st_ino, st.st_mtime_ns, st.st_size, head_len, _head(fh, head_len)
            )
            if known is not None and known.forgotten:
                # Forgotten for good: note the new size, read nothing.
                self._store_empty(stat, known, known.format, st.st_size, forgotten=True)
                return 0, 0, True
            return self._parse_file(fh, stat, known, forgotten)

    def _store_empty(
        self, stat: FileStat, known: FileState | None, fmt: str, to: int, *, forgotten: bool
    ) -> None:
        self.index.store_chunk(
            stat,
            expected=known,
            start=to,
            meta=ChunkMeta(fmt, None, None, None, None),
            units=(),
            parsed_to=to,
            resume_at=to,
            forgotten=forgotten,
        )

    def _parse_file(
        self, fh: BinaryIO, stat: FileStat, known: FileState | None, forgotten: set[str]
    ) -> tuple[int, int, bool]:
        fmt = FORMAT_PENDING if known is None else known.format
        pos = 0 if known is None else known.resume_at
        state = known
        added = withheld = 0
        eof = fh.seek(0, os.SEEK_END)
        while (block := _read_block(fh, pos)) is not None:
            offset, data = block
            try:
                chunk = parse_chunk(
                    data,
                    base=offset,
                    format=fmt,
                    source_name=os.path.basename(stat.path),
                    allow_email=self.allow_email,
                )
            except InvalidInput:
                self._store_empty(stat, state, FORMAT_UNRECOGNIZED, stat.size, forgotten=False)
                return added, withheld, False
            if chunk.end == offset and state is not None:
                break  # only a line still being written
            first = state is None or state.session_id is None
            session_id = chunk.session_id if first else None
            gone = bool(session_id and session_id in forgotten)
            state = self.index.store_chunk(
                stat,
                expected=state,
                start=offset,
                meta=ChunkMeta(
                    chunk.format, session_id, chunk.cwd, project_of(chunk.cwd), _title(chunk)
                ),
                units=chunk.units,
                parsed_to=chunk.end,
                resume_at=chunk.resume,
                forgotten=gone,
            )
            if state is None:
                return added, withheld, True  # another process indexed this file meanwhile
            if gone:
                return 0, 0, True
            added += len(chunk.units)
            withheld += chunk.withheld
            fmt = chunk.format
            if offset + len(data) >= eof:
                break
            # More follows: go on from a call still waiting for its result, so it pairs with
            # its result in the next block (always forward: a call that never answers must not
            # stall the file).
            pos = chunk.resume if offset < chunk.resume < chunk.end else chunk.end
            if pos <= offset:
                break
        if state is None:
            # Nothing but part of a first line yet: remember the file as seen.
            self._store_empty(stat, None, FORMAT_PENDING, 0, forgotten=False)
        return added, withheld, True


__all__ = ["Progress", "SessionIndexer", "project_of", "walk"]
