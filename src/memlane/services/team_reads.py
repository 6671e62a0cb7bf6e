"""Reads that span this machine's store and team servers: one ranking, one budget.

Recall asks each server for its gated candidates (``/v1/rank``) and packs them with the local
ones in one packet; search merges the hit lists by score; the brief gives the servers' briefs
half of the budget and the local brief the rest. A server that cannot be asked adds a
one-line notice instead of its part; the local part is always there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from memlane.core.brief_rules import BRIEF_MIN_CHARS, Brief, clamp_brief_chars
from memlane.core.records import Record
from memlane.core.scope import MatchMode
from memlane.core.timestamps import parse_timestamp
from memlane.errors import NotFound
from memlane.services.brief import BriefResult
from memlane.services.curate import text_changes
from memlane.services.lookup import Page
from memlane.services.ranking import Scored
from memlane.services.remotes import READ_FALLBACK, Remotes, Route, unreachable_notice
from memlane.services.search import SearchHit, SearchResult
from memlane.services.write import gate


def localized(route: Route, rec: Record) -> Record:
    """A server's record as this machine files it: under the local key of its scope (so the
    scope checks of every surface here see it where the user works)."""
    return rec.with_changes(scope=route.local) if rec.scope == route.scope else rec


def remote_candidates(
    remotes: Remotes,
    query: str,
    *,
    read_scope: str,
    mode: MatchMode,
    level: str,
    kinds: Sequence[str] | None,
    limit: int,
) -> tuple[list[Scored], str | None]:
    """Candidates from every server serving a scope this read may see, and the notice for
    those that could not be asked."""
    found: list[Scored] = []
    failed: list[str] = []
    for route in remotes.for_read(read_scope, mode):
        try:
            rows = route.remote.rank(
                query, scope=route.scope, level=level, kinds=kinds, limit=limit
            )
        except READ_FALLBACK:
            failed.append(route.name)
            continue
        found.extend(
            Scored(localized(route, rec), score, rel, cos, lex)
            for rec, score, rel, cos, lex in rows
        )
    return found, unreachable_notice(failed) if failed else None


def _hit(raw: dict[str, Any]) -> SearchHit:
    """A server's search hit (the fields ``SearchHit.to_dict`` sends) as a local hit."""
    rec = Record(
        id=str(raw["id"]),
        kind=str(raw["kind"]),
        scope=str(raw["scope"]),
        title=str(raw["title"]),
        body=str(raw.get("body") or ""),
        slug=raw.get("slug"),
        type=raw.get("type"),
        pinned=bool(raw.get("pinned")),
        confidence=raw.get("confidence"),
        created_at=parse_timestamp(raw["created_at"]),
    )
    matched = tuple(str(m) for m in raw.get("matched") or ())
    return SearchHit(rec, float(raw["score"]), float(raw["relevance"]), matched)


def merged_search(
    local: SearchResult,
    remotes: Remotes,
    *,
    read_scope: str,
    mode: MatchMode,
    limit: int,
    kinds: Sequence[str] | None,
    include_archived: bool,
) -> SearchResult:
    """The local result and every serving server's hits in one list, best score first."""
    hits = list(local.hits)
    total = local.total
    failed: list[str] = []
    for route in remotes.for_read(read_scope, mode):
        try:
            answer = route.remote.search(
                local.query,
                scope=route.scope,
                limit=limit,
                kinds=kinds,
                include_archived=include_archived,
            )
        except READ_FALLBACK:
            failed.append(route.name)
            continue
        total += int(answer.get("total", 0))
        for raw in answer.get("hits", []):
            hit = _hit(raw)
            hits.append(replace(hit, record=localized(route, hit.record)))
    seen: set[str] = set()
    merged = []
    for h in sorted(hits, key=lambda h: (-round(h.score, 9), h.record.id)):
        if h.record.id not in seen:
            seen.add(h.record.id)
            merged.append(h)
    notice = unreachable_notice(failed) if failed else None
    return replace(local, total=total, hits=merged[:limit], notice=notice)


def remote_briefs(
    remotes: Remotes,
    *,
    read_scope: str,
    mode: MatchMode,
    task: str | None,
    budget_chars: int,
) -> tuple[list[dict[str, Any]], str | None]:
    """Each serving server's brief (within half the budget), and the unreachable notice."""
    routes = remotes.for_read(read_scope, mode)
    if not routes:
        return [], None
    share = max(BRIEF_MIN_CHARS, clamp_brief_chars(budget_chars) // (2 * len(routes)))
    briefs: list[dict[str, Any]] = []
    failed: list[str] = []
    for route in routes:
        try:
            answer = route.remote.brief(scope=route.scope, task=task, budget_chars=share)
        except READ_FALLBACK:
            failed.append(route.name)
            continue
        if str(answer.get("text") or "").strip():
            briefs.append(answer)
    return briefs, unreachable_notice(failed) if failed else None


def local_budget(budget_chars: int, remote: Sequence[dict[str, Any]], notice: str | None) -> int:
    """What the local brief may use of the budget after the servers' part and the notice
    (0 when less than the smallest brief is left)."""
    used = sum(len(str(b.get("text", ""))) + 1 for b in remote)
    used += len(notice) + 1 if notice else 0
    left = clamp_brief_chars(budget_chars) - used
    return left if left >= BRIEF_MIN_CHARS else 0


def team_brief(
    remotes: Remotes,
    compose: Callable[..., BriefResult],
    *,
    read_scope: str,
    mode: MatchMode,
    task: str | None,
    budget: int,
) -> BriefResult:
    """The brief: the local one alone when no team server serves this read; otherwise the
    servers' briefs (half the budget), then the local brief in what is left."""
    remote, notice = remote_briefs(
        remotes, read_scope=read_scope, mode=mode, task=task, budget_chars=budget
    )
    if not remote and notice is None:
        return compose(budget_chars=budget)
    left = local_budget(budget, remote, notice)
    local = compose(budget_chars=left) if left else None
    return combine_briefs(local, remote, notice, read_scope)


def combine_briefs(
    local: BriefResult | None, remote: Sequence[dict[str, Any]], notice: str | None, scope: str
) -> BriefResult:
    """The servers' briefs first (team knowledge), then the local brief, then nothing else."""
    parts = [str(b["text"]).rstrip() for b in remote]
    if local is not None and local.text.strip():
        parts.append(local.text.rstrip())
    if notice:
        parts.insert(0, notice)
    text = "\n\n".join(parts)
    counts: dict[str, int] = dict(local.brief.counts) if local is not None else {}
    for b in remote:
        for key, n in dict(b.get("counts") or {}).items():
            counts[key] = counts.get(key, 0) + int(n)
    ids = [str(i) for b in remote for i in b.get("item_ids") or ()]
    brief = Brief(
        text=text,
        truncated=any(bool(b.get("truncated")) for b in remote)
        or (local is not None and local.brief.truncated),
        counts=counts,
        chars=len(text),
        token_estimate=sum(int(b.get("token_estimate") or 0) for b in remote)
        + (local.brief.token_estimate if local is not None else 0),
        item_ids=ids + (local.brief.item_ids if local is not None else []),
    )
    return BriefResult(
        brief=brief,
        receipt=local.receipt if local is not None else None,
        scope=scope,
        blocked=dict(local.blocked) if local is not None else {},
    )


def routed_get(route: Route, handle: str, kind: str | None, local: Callable[[], Record]) -> Record:
    """A memory by handle from the server serving its scope; a handle the server does not
    know is looked up locally, and so is every handle while the server cannot be reached
    (the server's error stands if the local store lacks it too)."""
    try:
        rec = route.remote.get(handle, scope=route.scope)
        if kind is None or rec.kind == kind:
            return localized(route, rec)
    except NotFound:
        pass
    except READ_FALLBACK as exc:
        try:
            return local()
        except NotFound:
            raise exc from None
    return local()


def routed_edit(
    route: Route | None, handle: str, changes: dict[str, Any], *, allow_email: bool
) -> Record | None:
    """Edit a memory on the server serving its scope, after the privacy gate ran here (a
    credential never leaves this machine); None as for :func:`routed_forget`."""
    if route is None:
        return None
    gate(text_changes(changes), allow_email=allow_email)
    try:
        return localized(route, route.remote.edit(handle, scope=route.scope, changes=changes))
    except NotFound:
        return None


def routed_forget(route: Route | None, handle: str) -> Record | None:
    """Forget a memory on the server serving its scope; None when there is no such server
    or the server does not know the handle (then it is a memory kept on this machine).
    An unreachable server is an error: a forget is a write."""
    if route is None:
        return None
    try:
        return localized(route, route.remote.forget(handle, scope=route.scope))
    except NotFound:
        return None


def routed_list(route: Route, filters: dict[str, Any], local: Callable[[], Page]) -> Page:
    """A served scope's listing from its server (the local store while it is unreachable);
    ``filters`` are ``lookup.list_records``'s keyword arguments."""
    since = filters.get("since")
    params = {
        "kind": filters.get("kinds") or [],
        "type": filters.get("types") or [],
        "tag": filters.get("tag"),
        "since": since.isoformat() if since else None,
        "archived": filters.get("include_archived"),
        "pinned": filters.get("pinned"),
    }
    try:
        records, total = route.remote.list_records(
            scope=route.scope, params=params, limit=filters["limit"], offset=filters["offset"]
        )
    except READ_FALLBACK:
        return local()
    return Page([localized(route, r) for r in records], total)


__all__ = [
    "combine_briefs",
    "local_budget",
    "merged_search",
    "remote_briefs",
    "remote_candidates",
    "routed_edit",
    "routed_forget",
    "routed_get",
    "routed_list",
    "team_brief",
]
