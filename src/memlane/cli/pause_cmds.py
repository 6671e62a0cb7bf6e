"""pause, resume: keep memory out of a workspace or one agent session, and let it back in.

A pause stops what hooks inject (brief, recall packets, re-search, failure hints); hooks still
log calls and capture sessions. For one run of an agent without any state, start the agent
with ``MEMLANE_PAUSE=1`` in its environment instead.
"""

from __future__ import annotations

from typing import Annotated

import typer

from memlane.cli import render
from memlane.cli.app import STATE, GlobalOpt, JsonOpt, ScopeOpt, app, pick_scope

SessionOpt = Annotated[
    str | None,
    typer.Option(
        "--session",
        help="One agent session id (as the harness names it: session_id, Cursor's "
        "conversation_id) instead of the whole workspace.",
    ),
]


@app.command()
def pause(
    session: SessionOpt = None,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Stop hooks injecting memory into this workspace (or one --session) until `resume`.

    Capture and logging go on; only what would reach the agent's context stops. Per run of an
    agent, MEMLANE_PAUSE=1 in its environment does the same without a pause to lift.
    Example: memlane pause
    """
    chosen = None if session else pick_scope(scope, use_global)
    info = STATE.memory(chosen).pause(scope=chosen, session_id=session)
    if as_json:
        render.emit_json(info)
        return
    state = "paused" if info["changed"] else "already paused"
    render.emit_text(f"{state}: {info['paused']} (memlane resume lifts it)")


@app.command()
def resume(
    session: SessionOpt = None,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    list_pauses: Annotated[
        bool, typer.Option("--list", help="Only list the pauses in force.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Let hooks inject memory again into this workspace (or one --session).

    Example: memlane resume --list
    """
    mem = STATE.memory()
    if list_pauses:
        pauses = mem.pauses()
        if as_json:
            render.emit_json({"pauses": pauses})
        else:
            lines = [f"{p['target']} (since {p['at']})" for p in pauses]
            render.emit_text("\n".join(lines) if lines else "nothing is paused")
        return
    chosen = None if session else pick_scope(scope, use_global)
    info = mem.resume(scope=chosen, session_id=session)
    if as_json:
        render.emit_json(info)
        return
    state = "resumed" if info["changed"] else "was not paused"
    render.emit_text(f"{state}: {info['resumed']}")
