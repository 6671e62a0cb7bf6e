"""The ``/v1`` HTTP API: parse, call Memory, serialize. It holds no memory rules of its own.

Bodies and parameters are validated by the models in :mod:`memlane.http.models`; every refusal
Memory raises becomes ``{code, message, remedy}`` in the app's one exception handler.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Path, Query, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from memlane import __version__
from memlane.core.access import Action
from memlane.core.records import Record
from memlane.core.scope import label
from memlane.errors import InvalidInput
from memlane.http import models as m
from memlane.http.auth import request_memory
from memlane.services.hooks import handle_hook
from memlane.services.memory import Memory

WHEN_DELTA = {"24h": timedelta(hours=24), "7d": timedelta(days=7), "30d": timedelta(days=30)}
# The timeline keeps every plain substring hit among this many newest events.
HookEvent = Literal[
    "session-start", "prompt", "pre-tool", "post-tool", "pre-compact", "stop", "session-end"
]
HookAgent = Literal["claude-code", "codex", "cursor"]
ScopeQ = Annotated[
    m.ScopeKey | None,
    Query(
        max_length=1024,
        description="Scope key: a project path, ssh:<server>:<path> or "
        "global (default: the scope the server was started for)",
    ),
]
Handle = Annotated[str, Path(min_length=1, max_length=200, description="Record id or slug")]
ERRORS: dict[int | str, dict[str, Any]] = {
    status: {"model": m.ErrorOut, "description": text}
    for status, text in (
        (400, "Refused (privacy gate, host)"),
        (401, "Access token missing"),
        (403, "Cross-site, CSRF or non-local refusal"),
        (404, "Not found"),
        (409, "Conflict or near duplicate"),
        (413, "Payload too large"),
        (429, "Rate limited (per token, per minute)"),
        (422, "Invalid input"),
    )
}
router = APIRouter(prefix="/v1", tags=["memory"], responses=ERRORS)


def memory(request: Request, need: Action = "read") -> Memory:
    """The Memory this request may use (see :func:`memlane.http.auth.request_memory`)."""
    return request_memory(request, need)


def record_out(rec: Record) -> dict[str, Any]:
    return {**rec.to_dict(), "scope_label": label(rec.scope)}


def page_out(records: list[Record], total: int) -> dict[str, Any]:
    return {"total": total, "records": [record_out(r) for r in records]}


def changes_of(patch: BaseModel) -> dict[str, Any]:
    changes = patch.model_dump(exclude_unset=True)
    if not changes:
        raise InvalidInput("nothing to change", remedy="name at least one field to change")
    return changes


def forgotten(rec: Record) -> dict[str, Any]:
    return {"forgotten": rec.id, "slug": rec.slug, "kind": rec.kind}


# -- health, stats, settings -------------------------------------------------------------


@router.get("/health", response_model=m.Open, summary="Liveness and the served scope")
def health(request: Request) -> dict[str, Any]:
    mem = memory(request)
    return {
        "status": "ok",
        "version": __version__,
        "scope": mem.default_scope,
        "scope_label": label(mem.default_scope),
        "token_required": request.app.state.security.required,
        "user": _whoami(request),
    }


def _whoami(request: Request) -> dict[str, Any] | None:
    user = getattr(request.state, "user", None)
    return None if user is None else user.to_dict()


@router.get("/stats", response_model=m.Open, summary="Counts, scopes, embedder, store size")
def stats(request: Request) -> dict[str, Any]:
    info = memory(request).stats()
    info["scope_labels"] = {s: label(s) for s in info.get("scopes", [])}
    judge = getattr(request.app.state, "idle_judge", None)
    if judge is not None:  # `memlane serve` judging records ahead between requests
        info["judge_ahead"] = judge.status()
    return info


@router.get("/settings", response_model=m.Open, summary="The effective settings (live)")
def get_settings(request: Request) -> dict[str, Any]:
    return memory(request).settings_view()


@router.patch("/settings", response_model=m.Open, summary="Change only the named settings")
def patch_settings(request: Request, patch: m.SettingsPatch) -> dict[str, Any]:
    mem = memory(request, "admin")
    mem.update_settings(changes_of(patch))
    return mem.settings_view()


# -- the verbs ---------------------------------------------------------------------------


@router.post(
    "/remember",
    status_code=201,
    response_model=m.ReceiptOut,
    summary="Remember a fact, event, pattern or lesson",
)
def remember(request: Request, item: m.RememberIn) -> dict[str, Any]:
    fields = item.model_dump()
    return memory(request, "write").remember(fields.pop("text"), **fields).to_dict()


@router.post("/recall", response_model=m.Open, summary="The token-budgeted injection packet")
def recall(request: Request, ask: m.RecallIn) -> dict[str, Any]:
    fields = ask.model_dump()
    packet = memory(request).recall(fields.pop("query"), **fields)
    return {
        "receipt": packet.receipt,
        "query": packet.query,
        "scope": packet.scope,
        "level": packet.level,
        "rendered": packet.rendered,
        "data": packet.data,
        "omitted": packet.omitted,
        "estimated_tokens": packet.estimated_tokens,
        "hits": [h.to_dict() for h in packet.hits],
        "blocked": packet.blocked,
    }


@router.post(
    "/rank",
    response_model=m.Open,
    summary="Gated recall candidates, unpacked (what a team client merges with its own)",
)
def rank(request: Request, ask: m.RankIn) -> dict[str, Any]:
    fields = ask.model_dump()
    scored = memory(request).candidates(fields.pop("query"), **fields)
    return {
        "candidates": [
            {
                "record": record_out(s.record),
                "score": s.score,
                "relevance": s.relevance,
                "cosine": s.cosine,
                "lexical": s.lexical,
            }
            for s in scored
        ]
    }


@router.get("/search", response_model=m.Open, summary="The wide search (Ask)")
def search(
    request: Request,
    q: Annotated[str, Query(max_length=2000)],
    scope: ScopeQ = None,
    all_projects: bool = False,
    source: Literal["all", "store", "notes"] = "all",
    kind: Annotated[list[m.Kind] | None, Query()] = None,
    archived: bool = False,
    limit: Annotated[int, Query(ge=1, le=50)] = 50,
) -> dict[str, Any]:
    out = (
        memory(request)
        .search(
            q,
            scope=scope,
            all_projects=all_projects,
            limit=limit,
            kinds=kind,
            source=source,
            include_archived=archived,
        )
        .to_dict()
    )
    for hit in out["hits"]:
        hit["scope_label"] = label(hit["scope"])
    return out


@router.get("/brief", response_model=m.Open, summary="The session-start brief with its stats")
def brief(
    request: Request,
    scope: ScopeQ = None,
    task: Annotated[str | None, Query(max_length=2000)] = None,
    budget_chars: Annotated[int | None, Query(ge=1, le=1_000_000)] = None,
    preview: bool = False,
    validity: m.Validity = "exclude",
) -> dict[str, Any]:
    return (
        memory(request)
        .brief(
            scope=scope, task=task, budget_chars=budget_chars, preview=preview, validity=validity
        )
        .to_dict()
    )


@router.get("/index", response_model=m.Open, summary="Every memory as one line, in a budget")
def memory_index(
    request: Request,
    scope: ScopeQ = None,
    budget: Annotated[int, Query(ge=1, le=1_000_000)] = 1500,
    validity: m.Validity = "exclude",
) -> dict[str, Any]:
    return (
        memory(request).index(scope=scope, budget=budget, fmt="json", validity=validity).to_dict()
    )


@router.post(
    "/codebase-scan",
    response_model=m.Open,
    summary="Scan the served project and store (or replace) its codebase-scan note",
)
def codebase_scan(request: Request) -> dict[str, Any]:
    # The served workspace only: a request never names a folder for the server to walk.
    return memory(request).scan_codebase().to_dict()


# -- records -----------------------------------------------------------------------------


@router.get("/records", response_model=m.PageOut, summary="List memories, newest first")
def list_records(
    request: Request,
    scope: ScopeQ = None,
    all_scopes: bool = False,
    kind: Annotated[list[m.Kind] | None, Query()] = None,
    type: Annotated[list[str] | None, Query(max_length=40)] = None,
    tag: Annotated[str | None, Query(max_length=64)] = None,
    since: m.Stamp | None = None,
    archived: bool = False,
    pinned: bool | None = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> dict[str, Any]:
    page = memory(request).list(
        scope=scope,
        all_scopes=all_scopes,
        kinds=kind,
        types=type,
        tag=tag,
        since=since,
        include_archived=archived,
        pinned=pinned,
        limit=limit,
        offset=offset,
    )
    return page_out(page.records, page.total)


@router.get("/records/{handle}", response_model=m.RecordOut, summary="One memory by id or slug")
def get_record(request: Request, handle: Handle, scope: ScopeQ = None) -> dict[str, Any]:
    return record_out(memory(request).get(handle, scope=scope))


@router.get("/records/{handle}/why", response_model=m.Open, summary="Provenance and history")
def why(request: Request, handle: Handle, scope: ScopeQ = None) -> dict[str, Any]:
    return memory(request).why(handle, scope=scope)


@router.patch("/records/{handle}", response_model=m.RecordOut, summary="Edit fields in place")
def update_record(
    request: Request, handle: Handle, patch: m.RecordPatch, scope: ScopeQ = None
) -> dict[str, Any]:
    return record_out(memory(request, "write").edit(handle, scope=scope, **changes_of(patch)))


@router.post("/records/{handle}/pin", response_model=m.RecordOut, summary="Pin or unpin")
def pin_record(
    request: Request, handle: Handle, body: m.PinIn, scope: ScopeQ = None
) -> dict[str, Any]:
    return record_out(memory(request, "write").pin(handle, body.pinned, scope=scope))


@router.delete("/records/{handle}", response_model=m.Open, summary="Forget a memory")
def forget(request: Request, handle: Handle, scope: ScopeQ = None) -> dict[str, Any]:
    return forgotten(memory(request, "write").forget(handle, scope=scope))


@router.post("/records/{record_id}/restore", response_model=m.RecordOut, summary="Undo a forget")
def restore_record(request: Request, record_id: Handle, scope: ScopeQ = None) -> dict[str, Any]:
    return record_out(memory(request, "write").restore(record_id, scope=scope))


# -- timeline, patterns, digest ----------------------------------------------------------


def timeline(
    mem: Memory,
    *,
    scope: str | None,
    all_scopes: bool,
    types: Sequence[str] | None,
    when: str,
    q: str | None,
    limit: int,
    offset: int,
) -> dict[str, Any]:
    """Events newest first with per-type counts (see Memory.timeline)."""
    since = datetime.now(UTC) - WHEN_DELTA[when] if when in WHEN_DELTA else None
    result = mem.timeline(
        scope=scope,
        all_scopes=all_scopes,
        types=types,
        since=since,
        query=q if q and q.strip() else None,
        limit=limit,
        offset=offset,
    )
    return {
        **page_out(result.records, result.total),
        "counts": result.counts,
        "query": result.query,
    }


@router.get("/events", response_model=m.TimelineOut, summary="The event timeline")
def events(
    request: Request,
    scope: ScopeQ = None,
    all_scopes: bool = False,
    type: Annotated[list[m.EventType] | None, Query()] = None,
    when: m.When = "all",
    q: Annotated[str | None, Query(max_length=2000)] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> dict[str, Any]:
    return timeline(
        memory(request),
        scope=scope,
        all_scopes=all_scopes,
        types=type,
        when=when,
        q=q,
        limit=limit,
        offset=offset,
    )


def pattern_id(mem: Memory, handle: str, scope: str | None) -> str:
    return mem.get(handle, scope=scope, kind="pattern").id


@router.get("/patterns", response_model=m.PageOut, summary="Learned patterns, pinned first")
def list_patterns(request: Request, scope: ScopeQ = None) -> dict[str, Any]:
    recs = memory(request).patterns(scope=scope)
    return page_out(recs, len(recs))


@router.patch(
    "/patterns/{handle}",
    response_model=m.RecordOut,
    summary="Edit a pattern (a text edit resets confidence to 100 %)",
)
def edit_pattern(
    request: Request, handle: Handle, patch: m.PatternPatch, scope: ScopeQ = None
) -> dict[str, Any]:
    mem = memory(request, "write")
    return record_out(mem.edit(pattern_id(mem, handle, scope), **changes_of(patch)))


@router.post("/patterns/{handle}/pin", response_model=m.RecordOut, summary="Pin or unpin")
def pin_pattern(
    request: Request, handle: Handle, body: m.PinIn, scope: ScopeQ = None
) -> dict[str, Any]:
    mem = memory(request, "write")
    return record_out(mem.pin(pattern_id(mem, handle, scope), body.pinned))


@router.delete("/patterns/{handle}", response_model=m.Open, summary="Delete a pattern")
def delete_pattern(request: Request, handle: Handle, scope: ScopeQ = None) -> dict[str, Any]:
    mem = memory(request, "write")
    return forgotten(mem.forget(pattern_id(mem, handle, scope)))


@router.get(
    "/digest", response_model=m.Open, summary="Events by type, new and top patterns, recent lessons"
)
def digest(
    request: Request, scope: ScopeQ = None, days: Annotated[int, Query(ge=1, le=3650)] = 30
) -> dict[str, Any]:
    return memory(request).digest(scope=scope, days=days)


# -- the corpus and agent hooks ----------------------------------------------------------


@router.get("/export", response_model=m.Open, summary="The JSON corpus (every record)")
def export(request: Request, scope: ScopeQ = None, all_scopes: bool = True) -> dict[str, Any]:
    return memory(request, "admin").export(scope=scope, all_scopes=all_scopes)


@router.post("/import", response_model=m.Open, summary="Merge a JSON corpus (existing ids win)")
def import_corpus(
    request: Request, corpus: Annotated[m.CorpusIn, Body()], allow_email: bool | None = None
) -> dict[str, Any]:
    data = corpus.model_dump(mode="json")
    return memory(request, "admin").import_(data, allow_email=allow_email)


@router.post(
    "/outcomes",
    response_model=m.Open,
    summary="Report how the work that used a receipt ended (once per receipt)",
)
def report_outcome(request: Request, report: m.OutcomeIn) -> dict[str, Any]:
    return memory(request, "write").outcome(report.receipt, report.outcome, by=report.by)


# The agent hooks' route has a router of its own, which the app matches first: a hook runs on
# every prompt and tool call, and behind the ~50 other routes the router's matching alone was
# ~1 ms of each call's CPU.
hook_router = APIRouter(prefix="/v1", tags=["memory"], responses=ERRORS)


@hook_router.post(
    "/hooks/{event}",
    response_model=m.Open,
    summary="Run an agent hook event in this warm process (clients on this machine only)",
)
def hook(
    request: Request,
    event: HookEvent,
    payload: Annotated[dict[str, Any], Body()],
    agent: Annotated[HookAgent | None, Query(description="The harness that sent it")] = None,
) -> JSONResponse:
    # A response, not a dict: the answer is plain JSON already, and FastAPI would validate and
    # re-encode it through the Open model (~1 ms of every hook, which runs on every prompt).
    return JSONResponse(handle_hook(memory(request, "write"), event, payload, agent=agent))
