"""mcp, hook: the commands coding agents run (install, uninstall: ``cli.install_cmds``).

``hook`` runs on every prompt and tool call, so it stays lean: it answers through a running
``memlane serve`` when one is up (no store to open, no model to load) and in-process otherwise,
and it exits 0 whatever happens — a failure is logged to ``$MEMLANE_HOME/hooks.log``.
"""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer

from memlane.cli import hook_local, render
from memlane.cli.app import STATE, GlobalOpt, ScopeOpt, app, pick_scope
from memlane.cli.hook_client import MAX_HOOK_INPUT
from memlane.services.hook_log import EVENTS

# -- mcp -----------------------------------------------------------------------------------


@app.command()
def mcp(
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    allow_writes: Annotated[
        bool,
        typer.Option(
            "--allow-writes",
            help="Also offer create_project_memory, edit_project_memory and "
            "archive_project_memory (they write files under .agents/memory). remember and "
            "forget are always available.",
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
    server = build_server(STATE.memory(chosen, quiet=True), scope=chosen, allow_writes=allow_writes)
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


def run_hook(event: str, raw: bytes, agent: str | None = None) -> dict[str, Any]:
    """The JSON object a hook prints ({} prints nothing), for this invocation's options and
    memory (the console script answers plain hooks in cli/hook_local.py the same way)."""
    return hook_local.run_hook(
        event,
        raw,
        agent,
        home=STATE.home,
        embedder=STATE.embedder,
        memory=lambda: STATE.memory(quiet=True),
    )


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
    hook_local.print_answer(event, answer, home=STATE.home, embedder=STATE.embedder)
