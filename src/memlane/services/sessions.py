"""Session search: agents' transcripts on disk → an incremental index → ranked hits.

Transcripts are read, never written. Before every search the index catches up with the roots:
a file whose inode, mtime and size match its row is not opened; a grown file is parsed from
where the last parse stopped; a replaced, truncated or rotated file (another inode, a shorter
size or different first bytes) is parsed again from the start; a file gone from disk leaves
the index. Credential values are withheld before anything is stored.

Visibility: hits come from the asking workspace's project unless every project is asked for; a
remote (``ssh:``) workspace never sees this machine's transcripts; the current session is left
out — named by the caller, or recognized by the search call it is making right now (a tool
call still waiting for its result). Hits for an agent pass the read gate.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import BinaryIO

from memlane.core.commands import clip
from memlane.core.prompt_injection import blocked_placeholder
from memlane.core.scope import is_remote, label, read_key, write_key
from memlane.core.session_model import (
    FORMAT_PENDING,
    FORMAT_UNRECOGNIZED,
    ContextLine,
    FileState,
    IndexReport,
    SessionExcerpt,
    SessionHit,
    SessionInfo,
    SessionSearchResult,
    UnitCandidate,
)
from memlane.core.session_query import (
    drop_common,
    final_score,
    has_phrase,
    match_expression,
    query_terms,
    snippet,
)
from memlane.core.session_units import KINDS, ROLES, TITLE_CHARS, Chunk, parse_chunk
from memlane.core.timestamps import utcnow
from memlane.errors import InvalidInput, NotFound
from memlane.services.read_gate import ReadGate
from memlane.services.workspace import workspace_scope
from memlane.store.session_index import ChunkMeta, FileStat, SearchFilter, SessionIndex

Progress = Callable[[int, int], None]

SUFFIX = ".jsonl"
HEAD_BYTES = 4096
BLOCK_BYTES = 8 * 1024 * 1024
MAX_LINE_BYTES = 64 * 1024 * 1024
CANDIDATES = 200
PER_SESSION = 3  # hits per session in one result list, so one long session cannot fill it
CONTEXT_CHARS = 200
# Below this many units every query term is kept (counting documents would cost more than
# the terms it could drop).
COMMON_CHECK_UNITS = 5_000
# The search a session is making right now: its own call to session search, still waiting.
IN_FLIGHT = timedelta(minutes=15)
IN_FLIGHT_TOOLS = ("session_search", "session_show")
IN_FLIGHT_COMMANDS = ("memlane sessions search", "memlane sessions show")
SURFACE = "sessions"


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
        return write_key(workspace_scope(cwd))
    except (OSError, ValueError, InvalidInput):
        return None


class SessionService:
    def __init__(
        self,
        index: SessionIndex,
        gate: ReadGate,
        *,
        roots: Sequence[Path],
        allow_email: bool = False,
    ) -> None:
        self.index = index
        self.gate = gate
        self.roots = tuple(roots)
        self.allow_email = allow_email

    # -- indexing ------------------------------------------------------------------------

    def refresh(
        self,
        *,
        roots: Sequence[Path] | None = None,
        prune_other_roots: bool = False,
        progress: Progress | None = None,
    ) -> IndexReport:
        """Bring the index up to date with the transcript files under ``roots``."""
        scan = tuple(roots) if roots is not None else self.roots
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

    # -- reading -------------------------------------------------------------------------

    def _projects(
        self, read_scope: str, project: str | None, all_projects: bool
    ) -> tuple[str, ...] | None:
        if all_projects:
            return None
        return (read_key(project) if project else read_scope,)

    def current_sessions(self, explicit: Sequence[str] = ()) -> tuple[str, ...]:
        """The sessions to leave out: those named, and any whose own session-search call is
        in flight right now (the asking agent's session)."""
        live = self.index.in_flight(
            since=utcnow() - IN_FLIGHT, tools=IN_FLIGHT_TOOLS, commands=IN_FLIGHT_COMMANDS
        )
        return tuple(dict.fromkeys([*(s for s in explicit if s), *live]))

    def search(
        self,
        query: str,
        *,
        read_scope: str,
        project: str | None = None,
        all_projects: bool = False,
        since: datetime | None = None,
        role: str | None = None,
        limit: int = 10,
        exclude_sessions: Sequence[str] = (),
        roots: Sequence[Path] | None = None,
        for_agent: bool = False,
        progress: Progress | None = None,
    ) -> SessionSearchResult:
        terms = query_terms(query)
        if not terms:
            raise InvalidInput(
                "the query has no words to search for",
                remedy="search for words or identifiers, e.g. `flaky deploy`",
            )
        if role is not None and role not in ROLES:
            raise InvalidInput(f"unknown role {role!r}", remedy=f"use one of: {', '.join(ROLES)}")
        if not 1 <= limit <= 100:
            raise InvalidInput("limit must be between 1 and 100", remedy="pass --limit 1..100")
        projects = self._projects(read_scope, project, all_projects)
        if is_remote(read_scope) or (projects and any(is_remote(p) for p in projects)):
            return SessionSearchResult(
                query,
                (),
                projects,
                notice="a remote (ssh:) workspace never sees this machine's transcripts",
            )
        report = self.refresh(roots=roots, progress=progress)
        excluded = self.current_sessions(exclude_sessions)
        total = report.units
        if total > COMMON_CHECK_UNITS and len(terms) > 1:
            terms = drop_common(terms, self.index.doc_counts(terms), total)
        where = SearchFilter(
            projects=projects,
            since=since,
            roles=[role] if role else None,
            exclude_sessions=excluded,
            roots=self._root_keys(roots),
        )
        candidates = self.index.search(match_expression(terms), where, limit=CANDIDATES)
        chosen, more = self._rank(candidates, query, limit)
        sessions = self.index.sessions(c.unit.file_id for c, _ in chosen)
        hits = tuple(
            self._hit(c, score, sessions[c.unit.file_id], terms, for_agent) for c, score in chosen
        )
        return SessionSearchResult(query, hits, projects, excluded, more, index=report)

    def _root_keys(self, roots: Sequence[Path] | None) -> list[str]:
        return [str(r.resolve()) for r in (roots if roots is not None else self.roots)]

    def _rank(
        self, candidates: Sequence[UnitCandidate], query: str, limit: int
    ) -> tuple[list[tuple[UnitCandidate, float]], bool]:
        now = utcnow()
        scored = [
            (c, final_score(c.bm25, phrase=has_phrase(c.unit.text, query), at=c.unit.at, now=now))
            for c in candidates
        ]
        latest = datetime.min.replace(tzinfo=now.tzinfo)
        # Best first; ties: the newer unit, then the lower id (stable across runs).
        scored.sort(key=lambda p: (-p[1], -(p[0].unit.at or latest).timestamp(), p[0].unit.id))
        per_session: dict[int, int] = {}
        chosen: list[tuple[UnitCandidate, float]] = []
        more = False
        for c, score in scored:
            seen = per_session.get(c.unit.file_id, 0)
            if seen >= PER_SESSION:
                continue
            if len(chosen) == limit:
                more = True
                break
            per_session[c.unit.file_id] = seen + 1
            chosen.append((c, score))
        return chosen, more

    def _hit(
        self,
        c: UnitCandidate,
        score: float,
        session: SessionInfo,
        terms: Sequence[str],
        for_agent: bool,
    ) -> SessionHit:
        unit = c.unit
        near = self.index.units_between(unit.file_id, unit.position - 1, unit.position + 1)
        lines = {
            u.position: ContextLine(
                u.position, u.role, u.kind, snippet(u.text, (), CONTEXT_CHARS).text
            )
            for u in near
            if u.position != unit.position
        }
        before = tuple(lines[p] for p in sorted(lines) if p < unit.position)
        after = tuple(lines[p] for p in sorted(lines) if p > unit.position)
        cut = snippet(unit.text, terms)
        hit = SessionHit(session, unit, score, cut.text, cut.matched, before, after)
        texts = (cut.text, session.title, *(x.text for x in before + after))
        record_id = f"session:{session.session_id}#{unit.position}"
        if not for_agent:
            return replace(hit, blocked=ReadGate.peek(*texts))
        cls = self.gate.scan(record_id, *texts, surface=SURFACE)
        if cls is None:
            return hit
        placeholder = blocked_placeholder(cls)
        return replace(
            hit,
            session=replace(session, title=None),
            snippet=placeholder,
            matched=(),
            before=tuple(replace(x, text=placeholder) for x in before),
            after=tuple(replace(x, text=placeholder) for x in after),
            blocked=cls,
        )

    def resolve(self, handle: str) -> SessionInfo:
        """A session by id, or by a prefix of at least four characters that names one."""
        handle = handle.strip()
        if not handle:
            raise InvalidInput("no session given", remedy="pass a session id from the search")
        found = self.index.find_sessions(handle)
        if len(found) == 1 and (found[0].session_id == handle or len(handle) >= 4):
            return found[0]
        if len(found) > 1 and found[0].session_id != handle:
            names = ", ".join(s.session_id for s in found[:5])
            raise InvalidInput(
                f"{handle!r} names {len(found)} sessions ({names}…)",
                remedy="pass more of the session id",
            )
        if found:
            return found[0]
        raise NotFound(
            f"no indexed session {handle!r}",
            remedy="find it with `memlane sessions search`, or run `memlane sessions index`",
        )

    def show(
        self,
        handle: str,
        *,
        read_scope: str,
        all_projects: bool = False,
        around: int | None = None,
        context: int = 5,
        limit: int = 50,
        for_agent: bool = False,
    ) -> SessionExcerpt:
        if is_remote(read_scope):
            raise NotFound(
                "a remote (ssh:) workspace never sees this machine's transcripts",
                remedy="run session search on the machine that holds the transcripts",
            )
        self.refresh()
        session = self.resolve(handle)
        if not all_projects and session.project != read_scope:
            where = label(session.project) if session.project else "no project"
            raise NotFound(
                f"session {session.session_id} belongs to {where}, not this workspace",
                remedy="pass --all-projects to read another project's sessions",
            )
        if around is None:
            first, last = 0, max(0, limit - 1)
        else:
            first, last = max(0, around - context), around + context
        units = tuple(self.index.units_between(session.file_id, first, last))
        if around is not None and not any(u.position == around for u in units):
            raise NotFound(
                f"session {session.session_id} has no message {around}",
                remedy=f"pick a position between 0 and {max(0, session.units - 1)}",
            )
        blocked: dict[int, str] = {}
        texts = []
        for u in units:
            cls = (
                self.gate.scan(
                    f"session:{session.session_id}#{u.position}", u.text, surface=SURFACE
                )
                if for_agent
                else ReadGate.peek(u.text)
            )
            if cls is not None:
                blocked[u.position] = cls
            texts.append(replace(u, text=blocked_placeholder(cls)) if cls and for_agent else u)
        if for_agent and ReadGate.peek(session.title):
            session = replace(session, title=None)
        return SessionExcerpt(session, tuple(texts), around, blocked)

    def forget(self, handle: str) -> tuple[SessionInfo, int]:
        """Drop a session from the index for good (the transcript file is not touched)."""
        session = self.resolve(handle)
        return session, self.index.forget(session.file_id, session.session_id)


__all__ = ["KINDS", "ROLES", "SessionService", "project_of", "walk"]
