"""Session search over the index of agents' transcripts: ranked hits, excerpts, forgetting.

Every search first brings the index up to date (``services.session_indexer``). Visibility:
hits come from the asking workspace's project unless another or every project is asked for; a
remote (``ssh:``) workspace never sees this machine's transcripts; the current session is left
out — named by the caller, or recognized by the search call it is making right now (a tool call
still waiting for its result). Hits for an agent pass the read gate; people see the text with
the gate's verdict beside it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

from memlane.core.scope import is_remote, label, read_key
from memlane.core.session_model import (
    ContextLine,
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
from memlane.core.timestamps import utcnow
from memlane.errors import InvalidInput, NotFound
from memlane.services.read_gate import ReadGate, blocked_placeholder
from memlane.services.session_indexer import Progress, SessionIndexer
from memlane.store.session_index import SearchFilter, SessionIndex

# Units re-ranked per search (phrase, recency, the per-session cap): ten per hit asked for.
CANDIDATES = 100
PER_SESSION = 3  # hits per session in one result list, so one long session cannot fill it
CONTEXT_CHARS = 200
MIN_PREFIX = 4  # a shorter prefix would name sessions by accident
# Below this many units every query term is kept (counting documents would cost more than
# the terms it could drop).
COMMON_CHECK_UNITS = 5_000
# The search a session is making right now: its own call to session search, still waiting.
IN_FLIGHT = timedelta(minutes=15)
IN_FLIGHT_TOOLS = ("session_search", "session_show")
IN_FLIGHT_COMMANDS = ("memlane sessions search", "memlane sessions show")
# How the index names a second file claiming a session id (store.session_index).
_SECOND_FILE = re.compile(r"~[0-9a-f]{8}$")


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
        self.indexer = SessionIndexer(index, allow_email=allow_email)

    def refresh(
        self,
        *,
        roots: Sequence[Path] | None = None,
        prune_other_roots: bool = False,
        progress: Progress | None = None,
    ) -> IndexReport:
        """Bring the index up to date with the transcript files under ``roots`` (default: the
        configured ones)."""
        return self.indexer.refresh(
            tuple(roots) if roots is not None else self.roots,
            prune_other_roots=prune_other_roots,
            progress=progress,
        )

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
        # A call made from a second file of a session (a subagent's log) names the session.
        live = [_SECOND_FILE.sub("", sid) for sid in live]
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
        agent: str | None = None,
        progress: Progress | None = None,
    ) -> SessionSearchResult:
        terms = query_terms(query)
        if not terms:
            raise InvalidInput(
                "the query has no words to search for",
                remedy="search for words or identifiers, e.g. `flaky deploy`",
            )
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
        pool = max(CANDIDATES, limit * 10)
        candidates = self.index.search(match_expression(terms), where, limit=pool)
        chosen, more = self._rank(candidates, query, limit)
        sessions = self.index.sessions(c.unit.file_id for c, _ in chosen)
        hits = tuple(
            self._hit(c, score, sessions[c.unit.file_id], terms, agent) for c, score in chosen
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
        agent: str | None,
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
        if agent is None:
            return replace(hit, blocked=ReadGate.peek(*texts))
        cls = self.gate.scan(record_id, *texts, surface=agent)
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
        """A session by id, or by a prefix of at least MIN_PREFIX characters that names one."""
        handle = handle.strip()
        if not handle:
            raise InvalidInput("no session given", remedy="pass a session id from the search")
        found = self.index.find_sessions(handle)
        exact = [s for s in found if s.session_id == handle]
        if exact:
            return exact[0]
        if len(found) == 1 and len(handle) >= MIN_PREFIX:
            return found[0]
        if len(found) > 1 and len(handle) >= MIN_PREFIX:
            names = ", ".join(s.session_id for s in found[:5])
            raise InvalidInput(
                f"{handle!r} names {len(found)} sessions ({names}…)",
                remedy="pass more of the session id",
            )
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
        agent: str | None = None,
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
                self.gate.scan(f"session:{session.session_id}#{u.position}", u.text, surface=agent)
                if agent is not None
                else ReadGate.peek(u.text)
            )
            if cls is not None:
                blocked[u.position] = cls
            texts.append(replace(u, text=blocked_placeholder(cls)) if cls and agent else u)
        if agent is not None and ReadGate.peek(session.title):
            session = replace(session, title=None)
        return SessionExcerpt(session, tuple(texts), around, blocked)

    def forget(self, handle: str) -> tuple[SessionInfo, int]:
        """Drop a session from the index for good (the transcript file is not touched)."""
        session = self.resolve(handle)
        return session, self.index.forget(session.file_id, session.session_id)


__all__ = ["SessionService"]
