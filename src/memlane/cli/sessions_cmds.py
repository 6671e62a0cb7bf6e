"""memlane sessions …: search what was said and done in past agent sessions (transcripts)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from memlane.cli import render
from memlane.cli.app import STATE, JsonOpt, ScopeOpt, app
from memlane.cli.records_cmds import since_option
from memlane.core.scope import GLOBAL, SSH_PREFIX, label
from memlane.core.wording import counted
from memlane.services.workspace import workspace_scope

if TYPE_CHECKING:  # annotations only: the session models load with the session verbs
    from memlane.core.session_model import (
        IndexedUnit,
        IndexReport,
        SessionExcerpt,
        SessionHit,
        SessionSearchResult,
    )

sessions_app = typer.Typer(
    help="Search past agent sessions: Claude Code, Codex and plain JSONL transcripts, indexed "
    "incrementally into $MEMLANE_HOME/sessions.db (credentials withheld).",
    no_args_is_help=True,
)
app.add_typer(sessions_app, name="sessions")

RootOpt = Annotated[
    list[Path] | None,
    typer.Option(
        "--root",
        help="A transcript folder to use instead of the session_roots setting (repeatable).",
    ),
]
AllProjectsOpt = Annotated[
    bool, typer.Option("--all-projects", help="Sessions of every local project, not just this one.")
]
SessionArg = Annotated[str, typer.Argument(help="Session id (or a unique prefix of 4+ chars).")]
# Only a long first index is worth a bar; a warm refresh parses a file or two.
BAR_FROM_FILES = 20


@contextmanager
def _progress(enabled: bool) -> Iterator[Callable[[int, int], None]]:
    with render.progress_bar(
        "indexing transcripts", enabled=enabled, show_from=BAR_FROM_FILES
    ) as update:
        yield update


def _roots(root: list[Path] | None) -> list[Path] | None:
    return [r.expanduser().resolve() for r in root] if root else None


def _project(project: str | None) -> str | None:
    """A project folder (its git root is the project) or a scope key as given."""
    if project is None or project.startswith(SSH_PREFIX) or project == GLOBAL:
        return project
    return workspace_scope(Path(project).expanduser())


def _report_text(r: IndexReport) -> str:
    lines = [
        f"{counted(r.sessions, 'session')}, {counted(r.units, 'message')} indexed "
        f"({counted(r.parsed, 'file')} read, {counted(r.units_added, 'message')} added, "
        f"{r.removed} removed)"
    ]
    if r.withheld:
        lines.append(f"{r.withheld} credential values withheld")
    if r.unrecognized:
        lines.append(f"{counted(r.unrecognized, 'file')} not recognized as transcripts")
    lines += [f"missing root: {m}" for m in r.missing_roots]
    return "\n".join(lines)


def _when(unit: IndexedUnit) -> str:
    return unit.at.strftime("%Y-%m-%d %H:%M") if unit.at else "(no time)"


def _speaker(role: str, kind: str) -> str:
    return {"call": "tool call", "result": "tool result"}.get(kind, role)


def _hit_text(i: int, h: SessionHit) -> list[str]:
    s, u = h.session, h.unit
    where = label(s.project) if s.project else "no project"
    flag = f"  ⚠ looks like prompt injection ({h.blocked})" if h.blocked else ""
    lines = [
        f"{i}. {_when(u)}  {where} · {s.session_id[:8]}  {_speaker(u.role, u.kind)}"
        f"{' ✗' if u.errored else ''}{flag}",
        f"   {h.snippet}",
    ]
    lines += [f"   ↑ {_speaker(c.role, c.kind)}: {c.text}" for c in h.before]
    lines += [f"   ↓ {_speaker(c.role, c.kind)}: {c.text}" for c in h.after]
    lines.append(f"   memlane sessions show {s.session_id} --around {u.position}")
    return lines


def _search_text(result: SessionSearchResult) -> str:
    if result.notice:
        return result.notice
    head = counted(len(result.hits), "hit") + (" (more: raise --limit)" if result.more else "")
    if result.excluded:
        head += f" · current session excluded: {', '.join(s[:8] for s in result.excluded)}"
    if not result.hits and not result.index.sessions:
        looked = ", ".join(result.index.roots) or "no folders"
        return (
            f"no transcripts indexed yet (looked in: {looked}); set session_roots with "
            "`memlane config set session_roots <folders>` or pass --root"
        )
    if not result.hits:
        where = "any project" if result.projects is None else "this project"
        return f"no matches in {where}'s sessions ({result.index.sessions} indexed)" + (
            "" if result.projects is None else " — try --all-projects"
        )
    lines = [head]
    for i, h in enumerate(result.hits, 1):
        lines += _hit_text(i, h)
    return "\n".join(lines)


def _excerpt_text(ex: SessionExcerpt) -> str:
    s = ex.session
    span = " → ".join(
        t.strftime("%Y-%m-%d %H:%M") for t in (s.started_at, s.ended_at) if t is not None
    )
    lines = [
        f"# {s.title or s.session_id}",
        f"session {s.session_id} · {label(s.project) if s.project else 'no project'} · "
        f"{s.format} · {span or 'no times'} · {counted(s.units, 'message')}",
        f"file: {s.path}",
        "",
    ]
    for u in ex.units:
        mark = "▶" if u.position == ex.around else " "
        flag = (
            f"  ⚠ prompt injection ({ex.blocked[u.position]})" if u.position in ex.blocked else ""
        )
        lines.append(
            f"{mark}[{u.position}] {_when(u)} {_speaker(u.role, u.kind)}"
            f"{' ✗' if u.errored else ''}{' (waiting)' if u.pending else ''}{flag}"
        )
        lines += [f"    {line}" for line in u.text.splitlines() or [""]]
    return "\n".join(lines)


@sessions_app.command("index")
def sessions_index(root: RootOpt = None, as_json: JsonOpt = False) -> None:
    """Index new and grown transcripts (search does this too, before every query).

    Only files whose size, mtime or inode changed are read, and only from where the last
    parse stopped. Without --root, files of folders no longer configured leave the index.
    Example: memlane sessions index
    """
    with _progress(not as_json) as progress:
        report = STATE.memory().session_index(roots=_roots(root), progress=progress)
    render.emit_json(report.to_dict()) if as_json else render.emit_text(_report_text(report))


@sessions_app.command("search")
def sessions_search(
    query: Annotated[str, typer.Argument(help="Words, identifiers or a phrase.")],
    project: Annotated[
        str | None, typer.Option(help="Another project's folder (default: this one).")
    ] = None,
    all_projects: AllProjectsOpt = False,
    since: Annotated[str | None, typer.Option(help="7d, 24h or an ISO date.")] = None,
    role: Annotated[str | None, typer.Option(help="user, assistant or tool.")] = None,
    limit: Annotated[int, typer.Option(min=1, max=100, help="At most this many hits.")] = 10,
    exclude_session: Annotated[
        list[str] | None,
        typer.Option("--exclude-session", help="Leave this session out (repeatable)."),
    ] = None,
    root: RootOpt = None,
    scope: ScopeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Search past sessions of this project: ranked hits with time, session and context.

    The session running this command from an agent's shell is left out by itself.
    Example: memlane sessions search "flaky deploy" --since 7d
    """
    with _progress(not as_json) as progress:
        result = STATE.memory().session_search(
            query,
            scope=scope,
            project=_project(project),
            all_projects=all_projects,
            since=since_option(since),
            role=role,
            limit=limit,
            exclude_sessions=exclude_session or (),
            roots=_roots(root),
            progress=progress,
        )
    render.emit_json(result.to_dict()) if as_json else render.emit_text(_search_text(result))


@sessions_app.command("show")
def sessions_show(
    session: SessionArg,
    around: Annotated[
        int | None, typer.Option(min=0, help="Centre on this message (a hit's position).")
    ] = None,
    context: Annotated[int, typer.Option(min=0, max=200, help="Messages either side.")] = 5,
    limit: Annotated[
        int, typer.Option(min=1, max=1000, help="Without --around: the first N messages.")
    ] = 50,
    all_projects: AllProjectsOpt = False,
    scope: ScopeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Print a readable excerpt of one session (credentials stay withheld).

    Example: memlane sessions show 3f6c2a9e --around 12
    """
    excerpt = STATE.memory().session_show(
        session,
        scope=scope,
        all_projects=all_projects,
        around=around,
        context=context,
        limit=limit,
    )
    render.emit_json(excerpt.to_dict()) if as_json else render.emit_text(_excerpt_text(excerpt))


@sessions_app.command("forget")
def sessions_forget(session: SessionArg, as_json: JsonOpt = False) -> None:
    """Remove a session from the index for good (the transcript file is not touched).

    Example: memlane sessions forget 3f6c2a9e
    """
    out = STATE.memory().session_forget(session)
    if as_json:
        render.emit_json(out)
    else:
        render.emit_text(
            f"forgot session {out['forgotten']} ({counted(out['units_removed'], 'message')}); "
            f"{out['path']} stays on disk and will not be indexed again"
        )
