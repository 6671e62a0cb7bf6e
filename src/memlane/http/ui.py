"""The web UI: server-rendered pages over the same Memory the API serves.

Pages only read; every change goes through the ``/v1`` API from the page's script, carrying
the CSRF token rendered into the page. Static assets come from a fixed table, so no request
path ever names a file.
"""

from __future__ import annotations

import secrets
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal
from urllib.parse import urlencode

from fastapi import APIRouter, Form, Query, Request
from fastapi.responses import RedirectResponse, Response
from fastapi.templating import Jinja2Templates

from memlane.core.codebase_scan import SCAN_SLUG
from memlane.core.records import EVENT_TYPES
from memlane.core.scope import GLOBAL, is_remote, label
from memlane.errors import InvalidInput, NotFound
from memlane.http import api
from memlane.http import models as m
from memlane.http.auth import request_memory
from memlane.services.memory import Memory

HERE = Path(__file__).resolve().parent
TEMPLATES_DIR = HERE / "templates"
SESSION_COOKIE = "memlane_session"
CSRF_COOKIE = "memlane_csrf"
CSRF_HEADER = "x-csrf-token"
# Name → (file, media type). The table is the whole static surface: no listing, no paths.
ASSETS = {
    "app.css": ("static/app.css", "text/css; charset=utf-8"),
    "app.js": ("static/app.js", "text/javascript; charset=utf-8"),
}
EVENT_LABELS = {
    "session_completed": "Sessions",
    "run_completed": "Runs",
    # "Notes" alone read as the project notes (Markdown files) the rail counts apart.
    "manual_note": "Manual notes",
    "task_completed": "Tasks (legacy)",
}
TABS = (
    ("timeline", "/", "Timeline"),
    ("memories", "/memories", "Facts & patterns"),
    ("ask", "/ask", "Ask"),
    ("notes", "/notes", "Project notes"),
    ("lifecycle", "/lifecycle", "Lifecycle"),
    ("sessions", "/sessions", "Sessions"),
)

router = APIRouter(include_in_schema=False)


def set_cookie(response: Response, name: str, value: str) -> None:
    response.set_cookie(name, value, httponly=True, samesite="lax", path="/")


def _ago(value: str | datetime) -> str:
    when = datetime.fromisoformat(value) if isinstance(value, str) else value
    seconds = max(0, int((datetime.now(UTC) - when).total_seconds()))
    for size, unit in ((86400 * 30, "mo"), (86400, "d"), (3600, "h"), (60, "min")):
        if seconds >= size:
            return f"{seconds // size} {unit} ago"
    return "just now"


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{round(value * 100)} %"


def _templates() -> Jinja2Templates:
    templates = Jinja2Templates(directory=str(TEMPLATES_DIR))
    env = templates.env
    env.filters.update(label=label, ago=_ago, pct=_pct)
    env.globals.update(event_labels=EVENT_LABELS, tabs=TABS)
    return templates


TEMPLATES = _templates()


def page_memory(request: Request) -> Memory:
    return request_memory(request)


def _link(path: str, **params: Any) -> str:
    """``path`` with the non-empty params as a query string (lists repeat, True is "true")."""
    pairs = [(k, v) for k, v in params.items() if v not in (None, "", False)]
    flat = [
        (k, "true" if x is True else x)
        for k, v in pairs
        for x in (v if isinstance(v, list) else [v])
    ]
    return path + (f"?{urlencode(flat)}" if flat else "")


def _chart(counts: dict[str, int]) -> dict[str, Any]:
    """Bar geometry for the inline SVG chart (computed here so the template stays simple)."""
    top = max(counts.values(), default=0) or 1
    rows = [
        {
            "type": t,
            "label": EVENT_LABELS.get(t, t),
            "count": n,
            "width": round(170 * n / top, 1),
            "y": i * 30,
        }
        for i, (t, n) in enumerate(counts.items())
    ]
    return {"rows": rows, "height": max(30, len(rows) * 30), "total": sum(counts.values())}


def render(
    request: Request,
    template: str,
    tab: str,
    scope: str | None,
    context: dict[str, Any],
    status: int = 200,
) -> Response:
    """A page with the shared frame: scope chips, the digest rail and the brief preview."""
    mem = page_memory(request)
    current = mem.scope_for(scope)
    stats = mem.stats(count_verdicts=False)
    scopes = sorted(set(stats["scopes"]) | {current, mem.default_scope})
    # The brief refreshes the project notes' index first, so the digest counts them as they are.
    preview = mem.brief(scope=current, preview=True)
    digest = mem.digest(scope=current)
    csrf = request.cookies.get(CSRF_COOKIE) or secrets.token_urlsafe(32)
    base = {t: p for t, p, _ in TABS}[tab]
    page = {
        "request": request,
        "tab": tab,
        "scope": current,
        "scope_label": label(current),
        "default_scope": mem.default_scope,
        "csrf": csrf,
        "link": _link,
        "scope_chips": [
            {
                "key": s,
                "label": label(s),
                "href": _link(base, scope=s),
                "remote": is_remote(s),
                "current": s == current,
            }
            for s in scopes
        ],
        "digest": digest,
        "chart": _chart(digest["events_by_type"]),
        "brief": {"text": preview.text, **preview.stats()},
        "hook_problem": stats["last_hook_problem"],
        **context,
    }
    response = TEMPLATES.TemplateResponse(request, template, page, status_code=status)
    if request.cookies.get(CSRF_COOKIE) != csrf:
        set_cookie(response, CSRF_COOKIE, csrf)
    return response


ScopeQ = Annotated[str | None, Query(max_length=1024)]


@router.get("/")
def timeline_page(
    request: Request,
    scope: ScopeQ = None,
    all: bool = False,
    type: Annotated[list[m.EventType] | None, Query()] = None,
    when: m.When = "all",
    q: Annotated[str | None, Query(max_length=500)] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
) -> Response:
    mem = page_memory(request)
    data = api.timeline(
        mem, scope=scope, all_scopes=all, types=type, when=when, q=q, limit=limit, offset=0
    )
    current = mem.scope_for(scope)

    def here(**change: Any) -> str:
        params: dict[str, Any] = {"scope": scope, "all": all, "type": type, "when": when, "q": q}
        params.update(change)
        if params["when"] == "all":
            params["when"] = None
        return _link("/", **params)

    chips = [
        {
            "label": "All",
            "count": sum(data["counts"].values()),
            "href": here(type=None),
            "current": not type,
        }
    ]
    chips += [
        {
            "label": EVENT_LABELS[t],
            "count": data["counts"][t],
            "href": here(type=[t]),
            "current": type == [t],
        }
        for t in (*EVENT_TYPES, "task_completed")
        if t != "task_completed" or data["counts"][t]
    ]
    whens = [
        {"label": text, "href": here(when=w), "current": when == w}
        for w, text in (("24h", "24 h"), ("7d", "7 d"), ("30d", "30 d"), ("all", "All time"))
    ]
    projects = [
        {
            "label": "All projects",
            "href": _link("/", all=True, q=q, when=when if when != "all" else None),
            "current": all,
        }
    ]
    projects += [
        {
            "label": label(s),
            "title": s,
            "href": _link("/", scope=s, q=q),
            "current": not all and s == current,
        }
        for s in sorted(set(mem.stats(count_verdicts=False)["scopes"]) | {current})
    ]
    more = here(limit=limit + 50) if data["total"] > len(data["records"]) else None
    scan = _scan_button(mem, current)
    return render(
        request,
        "timeline.html",
        "timeline",
        scope,
        {
            "data": data,
            "type_chips": chips,
            "whens": whens,
            "projects": projects,
            "q": q or "",
            "all_scopes": all,
            "when": when,
            "types": type or [],
            "more": more,
            "scan": scan,
        },
    )


def _scan_button(mem: Memory, current: str) -> dict[str, Any]:
    """The Timeline's "Scan codebase" button: it scans the served workspace's folder, so it
    is off for a remote or global scope and for another project's page."""
    try:
        mem.get(SCAN_SLUG, scope=mem.default_scope, mode="exact", kind="event")
        text = "Re-scan codebase"
    except NotFound:
        text = "Scan codebase"
    reason = None
    if is_remote(current) or current == GLOBAL:
        reason = "A scan reads this machine's files: local projects only"
    elif current != mem.default_scope:
        reason = "Scans the project this server was started for; open it to scan"
    return {"label": text, "disabled": reason is not None, "reason": reason}


@router.get("/memories")
def memories_page(request: Request, scope: ScopeQ = None) -> Response:
    mem = page_memory(request)
    facts = mem.list(scope=scope, kinds=["fact"], limit=200)
    lessons = mem.list(scope=scope, kinds=["lesson"], limit=50)
    patterns = mem.patterns(scope=scope)
    return render(
        request,
        "memories.html",
        "memories",
        scope,
        {
            "patterns": patterns,
            "lifecycle": mem.lifecycle_labels([*facts.records, *patterns]),
            "facts": facts.records,
            "facts_total": facts.total,
            "lessons": lessons.records,
            "categories": ("architecture", "convention", "preference", "pitfall"),
            "fact_types": ("user", "feedback", "project", "reference"),
        },
    )


@router.get("/lifecycle")
def lifecycle_page(request: Request, scope: ScopeQ = None) -> Response:
    mem = page_memory(request)
    current = mem.scope_for(scope)
    verdicts = mem.verdicts(scope=scope)
    counts = {v: sum(1 for d in verdicts if d["verdict"] == v) for v in ("stale", "unknown")}
    counts["verified"] = len(verdicts) - counts["stale"] - counts["unknown"]
    # The page never calls a model: model merges appear once someone asked for them
    # (`memlane consolidate`, or the button that posts use_model=true).
    proposals = mem.consolidate(scope=scope, use_model=False).proposals
    return render(
        request,
        "lifecycle.html",
        "lifecycle",
        scope,
        {
            "verdicts": [d for d in verdicts if d["verdict"] != "verified"],
            "verdict_counts": counts,
            "proposals": [p.to_dict() for p in proposals],
            "runs": mem.consolidation_history(scope=scope, limit=10),
            "can_verify": mem.has_project_folder(current),
        },
    )


@router.get("/ask")
def ask_page(
    request: Request,
    scope: ScopeQ = None,
    q: Annotated[str | None, Query(max_length=2000)] = None,
    source: Literal["all", "store", "notes"] = "all",
    all_projects: bool = False,
) -> Response:
    mem = page_memory(request)
    result = None
    if q and q.strip():
        result = mem.search(q, scope=scope, all_projects=all_projects, source=source)
    sources = (("all", "All"), ("store", "Memory store"), ("notes", "Project notes"))
    return render(
        request,
        "ask.html",
        "ask",
        scope,
        {
            "q": q or "",
            "source": source,
            "all_projects": all_projects,
            "result": result,
            "sources": sources,
        },
    )


def _notes_or_notice(mem: Memory, scope: str | None, archived: bool) -> tuple[Any, str | None]:
    """The listing, or the reason this scope has none (remote and global scopes have no
    local folder: the page says so instead of showing another project's notes)."""
    try:
        return mem.notes_list(scope=scope, include_archived=archived), None
    except InvalidInput as exc:
        return None, f"{exc.message} — {exc.remedy}"


@router.get("/notes")
def notes_page(
    request: Request,
    scope: ScopeQ = None,
    archived: bool = False,
    id: Annotated[str | None, Query(max_length=1024)] = None,
    new: bool = False,
) -> Response:
    mem = page_memory(request)
    listing, notice = _notes_or_notice(mem, scope, archived)
    note = mem.notes_read(id, scope=scope) if id and listing is not None else None
    return render(
        request,
        "notes.html",
        "notes",
        scope,
        {
            "listing": listing,
            "notice": notice,
            "note": note,
            "archived": archived,
            "creating": new and listing is not None,
            "selected": id,
        },
    )


@router.get("/notes/graph")
def graph_page(request: Request, scope: ScopeQ = None) -> Response:
    mem = page_memory(request)
    listing, notice = _notes_or_notice(mem, scope, True)
    graph = mem.notes_links(scope=scope) if listing is not None else None
    titles = {n.id: n.title for n in listing.notes} if listing is not None else {}
    return render(
        request,
        "graph.html",
        "notes",
        scope,
        {"graph": graph, "titles": titles, "notice": notice, "listing": listing},
    )


@router.get("/login")
def login_page(
    request: Request, failed: bool = False, next: Annotated[str, Query(max_length=500)] = "/"
) -> Response:
    return TEMPLATES.TemplateResponse(
        request, "login.html", {"failed": failed, "next": next}, status_code=401 if failed else 200
    )


def _safe_next(target: str) -> str:
    # Only a path on this server: "//evil.example" or "https://…" would be an open redirect.
    return target if target.startswith("/") and not target.startswith("//") else "/"


@router.post("/login")
def login(
    request: Request,
    token: Annotated[str, Form(max_length=1000)],
    next: Annotated[str, Form(max_length=500)] = "/",
) -> Response:
    auth = request.app.state.security.auth
    user = auth.from_token(token)
    if user is None:
        return TEMPLATES.TemplateResponse(
            request, "login.html", {"failed": True, "next": _safe_next(next)}, status_code=401
        )
    response = RedirectResponse(_safe_next(next), status_code=303)
    set_cookie(response, SESSION_COOKIE, auth.open_session(user))
    return response


def _asset(name: str) -> Response:
    file, media = ASSETS[name]
    return Response(
        (HERE / file).read_bytes(), media_type=media, headers={"cache-control": "no-cache"}
    )


@router.get("/static/app.css")
def css() -> Response:
    return _asset("app.css")


@router.get("/static/app.js")
def js() -> Response:
    return _asset("app.js")
