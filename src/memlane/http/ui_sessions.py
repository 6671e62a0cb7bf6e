"""The web UI's session pages: agent transcripts searched and read, through the same Memory the
``/v1/sessions`` API serves. Read-only, like every page.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Query, Request
from fastapi import Path as PathParam
from fastapi.responses import Response

from memlane.http import api
from memlane.http import models as m
from memlane.http.ui import ScopeQ, page_memory, render

SESSION_ROLES = (("", "Everyone"), ("user", "User"), ("assistant", "Assistant"), ("tool", "Tools"))

router = APIRouter(include_in_schema=False)


def _marked(text: str, words: Sequence[str]) -> list[tuple[str, bool]]:
    """``text`` cut into (part, matched) pieces, so the template marks the matched words
    while Jinja still escapes every piece."""
    if not words:
        return [(text, False)]
    pattern = re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)), re.I)
    pieces: list[tuple[str, bool]] = []
    last = 0
    for hit in pattern.finditer(text):
        pieces += [(text[last : hit.start()], False), (hit.group(0), True)]
        last = hit.end()
    return [*pieces, (text[last:], False)]


@router.get("/sessions")
def sessions_page(
    request: Request,
    scope: ScopeQ = None,
    q: Annotated[str | None, Query(max_length=2000)] = None,
    when: m.When = "all",
    role: Literal["", "user", "assistant", "tool"] = "",
    all_projects: bool = False,
) -> Response:
    mem = page_memory(request)
    result = None
    if q and q.strip():
        since = datetime.now(UTC) - api.WHEN_DELTA[when] if when in api.WHEN_DELTA else None
        result = mem.session_search(
            q, scope=scope, all_projects=all_projects, since=since, role=role or None, limit=30
        )
    return render(
        request,
        "sessions.html",
        "sessions",
        scope,
        {
            "q": q or "",
            "when": when,
            "role": role,
            "all_projects": all_projects,
            "result": result,
            "roles": SESSION_ROLES,
            "whens": (("all", "All time"), ("24h", "24 h"), ("7d", "7 d"), ("30d", "30 d")),
            "marked": _marked,
        },
    )


@router.get("/sessions/{session_id}")
def session_page(
    request: Request,
    session_id: Annotated[str, PathParam(min_length=1, max_length=300)],
    scope: ScopeQ = None,
    around: Annotated[int | None, Query(ge=0, le=10_000_000)] = None,
    all_projects: bool = False,
) -> Response:
    excerpt = page_memory(request).session_show(
        session_id, scope=scope, all_projects=all_projects, around=around, context=8, limit=200
    )
    return render(
        request,
        "session.html",
        "sessions",
        scope,
        {"excerpt": excerpt, "all_projects": all_projects},
    )


__all__ = ["SESSION_ROLES", "router"]
