"""The ``/v1`` lifecycle routes: verify, verdicts, consolidate (+ history), renew, lifecycle,
observe, utility. Parse, call Memory, serialize — no rules of their own.

Verify reads the project folder the scope names on the server; no route takes a path.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from memlane.http import api
from memlane.http import models as m
from memlane.http.api import ERRORS, Handle, ScopeQ

router = APIRouter(prefix="/v1", tags=["lifecycle"], responses=ERRORS)


@router.post("/verify", response_model=m.Open, summary="Check memories' claims against the tree")
def verify(request: Request, body: m.VerifyIn) -> dict[str, Any]:
    report = api.memory(request).verify(
        handles=body.memories, scope=body.scope, network=body.network
    )
    return report.to_dict()


@router.get("/verdicts", response_model=m.Open, summary="Stored verdicts, stale first")
def verdicts(request: Request, scope: ScopeQ = None) -> dict[str, Any]:
    return {"verdicts": api.memory(request).verdicts(scope=scope)}


@router.post(
    "/consolidate",
    response_model=m.Open,
    summary="Consolidation proposals (read-only), or apply them with apply=true",
)
def consolidate(request: Request, body: m.ConsolidateIn) -> dict[str, Any]:
    result = api.memory(request).consolidate(
        scope=body.scope,
        apply=body.apply,
        proposal_ids=body.proposals,
        kinds=body.kinds,
        min_age_days=body.min_age_days,
        use_model=body.use_model,
    )
    return result.to_dict()


@router.get(
    "/consolidate/history", response_model=m.Open, summary="What past passes and the dream did"
)
def history(
    request: Request,
    scope: ScopeQ = None,
    all_scopes: bool = False,
    limit: Annotated[int, Query(ge=1, le=500)] = 20,
) -> dict[str, Any]:
    mem = api.memory(request)
    return {"runs": mem.consolidation_history(scope=scope, all_scopes=all_scopes, limit=limit)}


@router.post(
    "/records/{handle}/renew",
    response_model=m.Open,
    summary="Renew a pinned memory's validity window with evidence",
)
def renew(
    request: Request, handle: Handle, body: m.RenewIn, scope: ScopeQ = None
) -> dict[str, Any]:
    mem = api.memory(request)
    rec = mem.renew(
        handle,
        valid_from=body.valid_from,
        valid_until=body.valid_until,
        evidence=body.evidence,
        scope=scope,
    )
    return {**api.record_out(rec), "lifecycle": mem.lifecycle(rec.id, scope=scope)}


@router.get(
    "/records/{handle}/lifecycle",
    response_model=m.Open,
    summary="Verdict, validity window, supersession and merges of a memory",
)
def lifecycle(request: Request, handle: Handle, scope: ScopeQ = None) -> dict[str, Any]:
    return api.memory(request).lifecycle(handle, scope=scope)


@router.post(
    "/observe",
    status_code=201,
    response_model=m.Open,
    summary="Immutable feedback on memories a receipt delivered",
)
def observe(request: Request, body: m.ObserveIn) -> dict[str, Any]:
    return api.memory(request).observe(
        body.receipt,
        feedback=body.feedback,
        outcome=body.outcome,
        attribution=body.attribution,
        evidence=body.evidence,
        task=body.task,
        handles=body.memories,
        scope=body.scope,
    )


@router.get(
    "/records/{handle}/utility",
    response_model=m.Open,
    summary="Recalls and observed outcomes of a memory, with denominators",
)
def utility(request: Request, handle: Handle, scope: ScopeQ = None) -> dict[str, Any]:
    return api.memory(request).utility(handle, scope=scope)
