"""mcp, hook, install, uninstall: the commands that connect memlane to coding agents.

``hook`` runs on every prompt and tool call, so it stays lean: it answers through a running
``memlane serve`` when one is up (no store to open, no model to load) and in-process otherwise,
and it exits 0 whatever happens — a failure is logged to ``$MEMLANE_HOME/hooks.log``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from memlane.cli import render
from memlane.cli.app import STATE, GlobalOpt, JsonOpt, ScopeOpt, app, pick_scope
from memlane.cli.hook_client import MAX_HOOK_INPUT, decode_hook_json, warm_answer
from memlane.cli.interop_cmds import offer_imports
from memlane.config import home_path
from memlane.errors import InvalidInput
from memlane.services import install as installer
from memlane.services.hook_log import EVENTS, log_hook_event
from memlane.services.hooks import handle_hook

# -- mcp -----------------------------------------------------------------------------------


@app.command()
def mcp(
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    allow_writes: Annotated[
        bool,
        typer.Option(
            "--allow-writes",
            help="Also offer create/update/archive_project_memory (they write "
            "files under .agents/memory). remember and forget are always available.",
        ),
    ] = False,
    http: Annotated[
        int | None,
        typer.Option(
            "--http",
            min=1,
            max=65535,
            metavar="PORT",
            help="Serve streamable HTTP at http://HOST:PORT/mcp instead of stdio.",
        ),
    ] = None,
    host: Annotated[
        str, typer.Option(help="Interface for --http (default loopback only).")
    ] = "127.0.0.1",
) -> None:
    """Serve this workspace's memory to agents over MCP (stdio, or streamable HTTP).

    The workspace is fixed at start (--scope, else the git root of the current folder); no
    tool accepts a path. Results pass the prompt-injection scan; writes pass the privacy gate.
    Example: memlane mcp --allow-writes
    """
    # The MCP SDK takes ~0.6 s to import; only this command pays for it.
    from memlane.mcp.server import build_server, serve_http, serve_stdio

    chosen = pick_scope(scope, use_global)
    server = build_server(STATE.memory(chosen), scope=chosen, allow_writes=allow_writes)
    if http is None:
        serve_stdio(server)
        return
    if host not in ("127.0.0.1", "localhost", "::1"):
        render.err.print(
            f"warning: serving MCP on {host} exposes this memory to the network "
            "without authentication",
            markup=False,
        )
    render.err.print(f"memlane MCP at http://{host}:{http}/mcp (scope {chosen})", markup=False)
    serve_http(server, host=host, port=http)


# -- hook ----------------------------------------------------------------------------------


def _home() -> Path:
    try:
        return STATE.settings().home
    except InvalidInput:  # a broken config file must not stop the hook from logging
        return home_path(STATE.home)


def run_hook(event: str, raw: bytes) -> dict[str, Any]:
    """The JSON object a hook prints ({} prints nothing). Never raises."""
    home: Path | None = None
    try:
        home = _home()
        if event not in EVENTS:
            raise InvalidInput(
                f"unknown hook event {event!r}", remedy=f"use one of: {', '.join(EVENTS)}"
            )
        payload = decode_hook_json(raw)
        if payload is None:
            raise InvalidInput(
                "the hook input is not a JSON object",
                remedy="check the hook registration (memlane install)",
            )
        answer = warm_answer(home, event, payload)
        if answer is not None:
            return answer
        return handle_hook(STATE.memory(), event, payload)
    except Exception as exc:  # the hook contract: log it, exit 0, never break the agent
        log_hook_event(home or home_path(STATE.home), event, str(exc), error=exc)
        return {}


@app.command()
def hook(
    event: Annotated[
        str, typer.Argument(help="session-start, prompt, post-tool, pre-compact or session-end.")
    ],
) -> None:
    """Answer one agent hook: read the harness's hook JSON on stdin, print what it injects.

    session-start injects the brief, prompt a recall packet for the prompt, post-tool logs the
    call for failure memory (and hints when a command failed before); pre-compact and
    session-end capture the session. Always exits 0; errors go to $MEMLANE_HOME/hooks.log.
    Example: echo '{"cwd": "/work/app", "prompt": "fix the deploy"}' | memlane hook prompt
    """
    try:
        raw = sys.stdin.buffer.read(MAX_HOOK_INPUT)
    except OSError:
        raw = b""
    answer = run_hook(event, raw)
    if answer:
        try:
            sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
            sys.stdout.flush()
        except OSError as exc:  # the harness stopped listening (timeout): nothing to break
            log_hook_event(_home(), event, f"could not print the answer: {exc}", error=exc)


# -- install / uninstall -------------------------------------------------------------------

TargetArg = Annotated[str, typer.Argument(help="claude-code, codex or cursor.")]
ProjectOpt = Annotated[
    bool, typer.Option("--project", help="This project's files (committed with the repository).")
]
UserOpt = Annotated[bool, typer.Option("--user", help="Your user-level files (the default).")]
ProjectDirOpt = Annotated[
    Path | None,
    typer.Option("--project-dir", help="The project folder (default: the current folder)."),
]
DryRunOpt = Annotated[bool, typer.Option("--dry-run", help="Show the diff; write nothing.")]
ImportOpt = Annotated[
    bool,
    typer.Option(
        "--import",
        help="Then import the agent memory found for this project and for you (CLAUDE.md, "
        "AGENTS.md, Cursor rules, Claude Code / Codex / Cline / Serena memory folders).",
    ),
]


def _files(
    target: str, project: bool, user: bool, project_dir: Path | None
) -> list[installer.ConfigFile]:
    if project and user:
        raise InvalidInput("--project and --user exclude each other", remedy="pick one")
    return installer.config_files(
        target,
        "project" if project else "user",
        home=Path.home(),
        project=(project_dir or Path.cwd()).resolve(),
        argv=installer.launcher(),
    )


def _report(changes: list[installer.Change], *, dry_run: bool, as_json: bool) -> None:
    if as_json:
        render.emit_json({"dry_run": dry_run, "changes": [c.to_dict() for c in changes]})
        return
    lines = []
    for c in changes:
        if dry_run and c.action != "unchanged":
            lines.append(c.diff().rstrip("\n"))
        verb = {
            "create": "created",
            "update": "updated",
            "restore": "restored",
            "delete": "removed",
            "unchanged": "unchanged",
        }[c.action]
        note = f" (previous version kept as {c.backup.name})" if c.write_backup else ""
        lines.append(
            f"{'would be ' if dry_run and c.action != 'unchanged' else ''}{verb}: "
            f"{c.path} — {c.label}{note}"
        )
    render.emit_text("\n".join(lines) if lines else "nothing to do")


@app.command()
def install(
    target: TargetArg,
    project: ProjectOpt = False,
    user: UserOpt = False,
    project_dir: ProjectDirOpt = None,
    dry_run: DryRunOpt = False,
    import_found: ImportOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Register the MCP server and the hooks with an agent (merging, never clobbering).

    Claude Code: settings.json hooks + .mcp.json (project) or ~/.claude.json (user). Codex:
    config.toml [mcp_servers.memlane], hooks.json and an AGENTS.md section. Cursor: mcp.json.
    A changed file's previous version is kept as <file>.memlane-backup; running twice changes
    nothing.
    Example: memlane install claude-code --project --dry-run
    """
    changes = installer.plan_install(_files(target, project, user, project_dir))
    if not dry_run:
        installer.apply(changes)
    if not import_found:
        _report(changes, dry_run=dry_run, as_json=as_json)
        return
    if not as_json:
        _report(changes, dry_run=dry_run, as_json=False)
    folder = (project_dir or Path.cwd()).resolve()
    imports, failed = offer_imports(folder, dry_run=dry_run, as_json=as_json)
    if as_json:
        render.emit_json(
            {"dry_run": dry_run, "changes": [c.to_dict() for c in changes], "imports": imports}
        )
    if failed is not None:
        raise typer.Exit(failed.exit_code)


@app.command()
def uninstall(
    target: TargetArg,
    project: ProjectOpt = False,
    user: UserOpt = False,
    project_dir: ProjectDirOpt = None,
    dry_run: DryRunOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Remove exactly what `memlane install` added (the original bytes come back).

    Example: memlane uninstall codex --user
    """
    changes = installer.plan_uninstall(_files(target, project, user, project_dir))
    if not dry_run:
        installer.apply(changes)
    _report(changes, dry_run=dry_run, as_json=as_json)
