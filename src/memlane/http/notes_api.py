"""The ``/v1/notes`` routes: project notes (``.agents/memory/*.md``) read, searched, linked,
created, archived and saved at a revision. Parse, call Memory, serialize."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Request

from memlane.http import models as m
from memlane.http.api import ERRORS, ScopeQ, memory

router = APIRouter(prefix="/v1", tags=["memory"], responses=ERRORS)
NoteId = Annotated[str, Path(min_length=1, max_length=1024)]


@router.get("/notes", response_model=m.Open, summary="Project notes (archived only when asked)")
def list_notes(request: Request, scope: ScopeQ = None, archived: bool = False) -> dict[str, Any]:
    return memory(request).notes_list(scope=scope, include_archived=archived).to_dict()


@router.get("/notes/search", response_model=m.Open, summary="Search project notes")
def search_notes(
    request: Request,
    q: Annotated[str, Query(max_length=2000)],
    scope: ScopeQ = None,
    archived: bool = False,
    limit: Annotated[int, Query(ge=1, le=20)] = 20,
) -> dict[str, Any]:
    hits = memory(request).notes_search(q, scope=scope, include_archived=archived, limit=limit)
    return {"query": q, "hits": [h.to_dict() for h in hits]}


@router.get("/notes/graph", response_model=m.Open, summary="Links, backlinks, orphans, broken")
def note_graph(request: Request, scope: ScopeQ = None) -> dict[str, Any]:
    graph = memory(request).notes_links(scope=scope)
    return {**graph.to_dict(), "broken": [{"note_id": n, "target": t} for n, t in graph.broken]}


@router.post("/notes", status_code=201, response_model=m.Open, summary="Create a note")
def create_note(request: Request, note: m.NoteIn, scope: ScopeQ = None) -> dict[str, Any]:
    mem = memory(request, "write")
    return mem.notes_create(note.title, note.body, tags=note.tags, scope=scope).to_dict()


@router.post("/notes/archive", response_model=m.Open, summary="Archive (or restore) a note")
def archive_note(request: Request, body: m.ArchiveIn, scope: ScopeQ = None) -> dict[str, Any]:
    return (
        memory(request, "write")
        .notes_archive(body.id, revision=body.revision, scope=scope, restore=body.restore)
        .to_dict()
    )


@router.get("/notes/{note_id:path}", response_model=m.Open, summary="Read one note")
def read_note(request: Request, note_id: NoteId, scope: ScopeQ = None) -> dict[str, Any]:
    return memory(request).notes_read(note_id, scope=scope).to_dict()


@router.patch(
    "/notes/{note_id:path}",
    response_model=m.Open,
    summary="Save a note at the revision you read (409 if it changed since)",
)
def update_note(
    request: Request, note_id: NoteId, patch: m.NotePatch, scope: ScopeQ = None
) -> dict[str, Any]:
    fields = patch.model_dump(exclude_unset=True)
    return memory(request, "write").notes_edit(note_id, scope=scope, **fields).to_dict()
