"""mcp, hook: the commands coding agents run (install, uninstall: ``cli.install_cmds``).

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
from memlane.cli.app import STATE, GlobalOpt, ScopeOpt, app, pick_scope
from memlane.cli.hook_client import MAX_HOOK_INPUT, decode_hook_json, paused_by_env, warm_answer
from memlane.config import home_path
from memlane.environ import environment
from memlane.errors import InvalidInput
from memlane.services.hook_log import AGENTS, EVENTS, log_hook_event

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


def run_hook(event: str, raw: bytes, agent: str | None = None) -> dict[str, Any]:
    """The JSON object a hook prints ({} prints nothing). Never raises."""
    home: Path | None = None
    try:
        home = _home()
        if event not in EVENTS:
            raise InvalidInput(
                f"unknown hook event {event!r}", remedy=f"use one of: {', '.join(EVENTS)}"
            )
        if agent is not None and agent not in AGENTS:
            raise InvalidInput(
                f"unknown agent {agent!r}", remedy=f"use one of: {', '.join(AGENTS)}"
            )
        env = environment()
        if paused_by_env(event, env):
            return {}
        payload = decode_hook_json(raw, env)
        if payload is None:
            raise InvalidInput(
                "the hook input is not a JSON object",
                remedy="check the hook registration (memlane install)",
            )
        answer = warm_answer(home, event, payload, agent)
        if answer is not None:
            return answer
        # Imported here for cold start: the hook services (failure log, LLM clients) are no
        # part of other commands' start (issue 21).
        from memlane.services.hooks import handle_hook

        return handle_hook(STATE.memory(), event, payload, agent=agent)
    except Exception as exc:  # the hook contract: log it, exit 0, never break the agent
        log_hook_event(home or home_path(STATE.home), event, str(exc), error=exc)
        return {}


@app.command()
def hook(
    event: Annotated[str, typer.Argument(help=f"One of: {', '.join(EVENTS)}.")],
    agent: Annotated[
        str | None,
        typer.Option(
            "--agent",
            help="The harness: claude-code, codex or cursor (default: recognised from the "
            "payload). It decides the output shape.",
        ),
    ] = None,
) -> None:
    """Answer one agent hook: read the harness's hook JSON on stdin, print what it injects.

    session-start injects the brief (and, after a compaction, re-searches the task), prompt a
    recall packet, pre-tool the last fix of a command that failed here before, post-tool logs
    the call; stop and session-end settle outcomes from evidence, pre-compact and session-end
    capture the session. Always exits 0; errors go to $MEMLANE_HOME/hooks.log. Set
    MEMLANE_PAUSE=1 in the agent's environment to keep memory out of that session.
    Example: echo '{"cwd": "/work/app", "prompt": "fix the deploy"}' | memlane hook prompt
    """
    try:
        raw = sys.stdin.buffer.read(MAX_HOOK_INPUT)
    except OSError:
        raw = b""
    answer = run_hook(event, raw, agent)
    if answer:
        try:
            sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
            sys.stdout.flush()
        except OSError as exc:  # the harness stopped listening (timeout): nothing to break
            log_hook_event(_home(), event, f"could not print the answer: {exc}", error=exc)
