"""The ``/v1/sessions`` routes: search, index, show and forget past agent sessions
(transcripts). Parse, call Memory, serialize."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Path, Query, Request

from memlane.http import models as m
from memlane.http.api import ERRORS, ScopeQ, memory

router = APIRouter(prefix="/v1", tags=["memory"], responses=ERRORS)

SessionId = Annotated[str, Path(min_length=1, max_length=300, description="Session id or prefix")]


@router.get("/sessions/search", response_model=m.Open, summary="Search past agent sessions")
def search_sessions(
    request: Request,
    q: Annotated[str, Query(min_length=1, max_length=2000)],
    scope: ScopeQ = None,
    project: Annotated[str | None, Query(max_length=1024, description="Another project")] = None,
    all_projects: bool = False,
    since: m.Stamp | None = None,
    role: Literal["user", "assistant", "tool"] | None = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 10,
    exclude_session: Annotated[list[str] | None, Query(max_length=300)] = None,
) -> dict[str, Any]:
    return (
        memory(request)
        .session_search(
            q,
            scope=scope,
            project=project,
            all_projects=all_projects,
            since=since,
            role=role,
            limit=limit,
            exclude_sessions=exclude_session or (),
        )
        .to_dict()
    )


@router.post("/sessions/index", response_model=m.Open, summary="Index new and grown transcripts")
def index_sessions(request: Request) -> dict[str, Any]:
    return memory(request).session_index().to_dict()


@router.get("/sessions/{session_id}", response_model=m.Open, summary="An excerpt of one session")
def show_session(
    request: Request,
    session_id: SessionId,
    scope: ScopeQ = None,
    all_projects: bool = False,
    around: Annotated[int | None, Query(ge=0, le=10_000_000)] = None,
    context: Annotated[int, Query(ge=0, le=200)] = 5,
    limit: Annotated[int, Query(ge=1, le=1000)] = 50,
) -> dict[str, Any]:
    excerpt = memory(request).session_show(
        session_id,
        scope=scope,
        all_projects=all_projects,
        around=around,
        context=context,
        limit=limit,
    )
    return excerpt.to_dict()


@router.delete("/sessions/{session_id}", response_model=m.Open, summary="Forget a session")
def forget_session(request: Request, session_id: SessionId) -> dict[str, Any]:
    return memory(request).session_forget(session_id)
