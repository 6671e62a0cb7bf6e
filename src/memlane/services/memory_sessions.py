"""Memory's session-search verbs: index, search, show and forget past agent sessions.

Each call builds its service from the settings of the moment (roots, allow_email), so a config
change reaches a running server without a restart. ``roots`` overrides the configured
transcript folders for one call.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memlane.core import bounds
from memlane.errors import InvalidInput
from memlane.services.memory_base import MemoryBase

# The transcript index and its models are imported inside the verbs that use them, for cold
# start: a recall never needs them (issue 21).
if TYPE_CHECKING:
    from memlane.core.session_model import IndexReport, SessionExcerpt, SessionSearchResult
    from memlane.services.sessions import SessionService

Roots = Sequence[str | os.PathLike[str]] | None


def _roots(roots: Roots) -> tuple[Path, ...] | None:
    if roots is None:
        return None
    paths = tuple(dict.fromkeys(Path(os.fspath(r)).expanduser() for r in roots))
    for root in paths:
        if not root.is_absolute():
            raise InvalidInput(
                f"transcript root {str(root)!r} is not an absolute folder",
                remedy="pass --root with an absolute path (or ~/…)",
            )
    return paths


class SessionVerbs(MemoryBase):
    def _sessions(self) -> SessionService:
        s = self.settings
        from memlane.services.sessions import SessionService  # cold start

        return SessionService(
            self._sessions_index(),
            self._gate,
            roots=s.session_root_paths,
            allow_email=s.allow_email,
        )

    def session_index(
        self, *, roots: Roots = None, progress: Callable[[int, int], None] | None = None
    ) -> IndexReport:
        """Catch the index up with the transcript folders (only new or grown files are read).

        Without ``roots`` the configured folders are indexed and files of folders no longer
        configured leave the index."""
        chosen = _roots(roots)
        return self._sessions().refresh(
            roots=chosen, prune_other_roots=chosen is None, progress=progress
        )

    def session_search(
        self,
        query: str,
        *,
        scope: str | None = None,
        project: str | None = None,
        all_projects: bool = False,
        since: datetime | None = None,
        role: str | None = None,
        limit: int = 10,
        exclude_sessions: Sequence[str] = (),
        roots: Roots = None,
        agent: str | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> SessionSearchResult:
        """Ranked transcript units for ``query`` from this workspace's project (or
        ``project``, or every local project); the current session is left out.

        ``agent`` names the agent surface the hits are for (``"mcp"``): their text then passes
        the read gate (a hit becomes ``[BLOCKED: <class>]``, logged under that surface).
        Without it they are for a person, who sees the text with the gate's verdict."""
        bounds.check_query(query)
        bounds.check_count("limit", limit, high=100)
        from memlane.core.session_units import ROLES  # cold start

        bounds.check_choices("role", [role] if role is not None else None, ROLES)
        for sid in exclude_sessions:
            bounds.check_query(sid, name="session id")
        return self._sessions().search(
            query,
            read_scope=self.scope_for(scope),
            project=project,
            all_projects=all_projects,
            since=since,
            role=role,
            limit=limit,
            exclude_sessions=exclude_sessions,
            roots=_roots(roots),
            agent=agent,
            progress=progress,
        )

    def session_show(
        self,
        session: str,
        *,
        scope: str | None = None,
        all_projects: bool = False,
        around: int | None = None,
        context: int = 5,
        limit: int = 50,
        agent: str | None = None,
    ) -> SessionExcerpt:
        """A readable excerpt of one session: ``context`` units either side of ``around``, or
        its first ``limit`` units."""
        bounds.check_query(session, name="session id")
        if around is not None:
            bounds.check_count("around", around, low=0, high=10_000_000)
        bounds.check_count("context", context, low=0, high=1000)
        bounds.check_count("limit", limit, high=10_000)
        return self._sessions().show(
            session,
            read_scope=self.scope_for(scope),
            all_projects=all_projects,
            around=around,
            context=context,
            limit=limit,
            agent=agent,
        )

    def session_forget(self, session: str) -> dict[str, Any]:
        """Remove a session from the index for good; the transcript file stays on disk."""
        bounds.check_query(session, name="session id")
        info, removed = self._sessions().forget(session)
        return {"forgotten": info.session_id, "path": info.path, "units_removed": removed}
