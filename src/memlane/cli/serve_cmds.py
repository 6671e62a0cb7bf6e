"""serve: the HTTP API and web UI over this memory (loopback by default)."""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer

from memlane.cli import render
from memlane.cli.app import STATE, GlobalOpt, JsonOpt, ScopeOpt, StoreOpt, app, pick_scope
from memlane.environ import environment, settings_overrides


@app.command()
def serve(
    host: Annotated[
        str | None,
        typer.Option(
            help="Address to bind (default: the server_host setting, 127.0.0.1). Any address "
            "but loopback needs --token."
        ),
    ] = None,
    port: Annotated[
        int | None,
        typer.Option(
            min=0,
            max=65535,
            help="Port (default: the server_port setting, 8765; 0 picks a free port).",
        ),
    ] = None,
    token: Annotated[
        str | None,
        typer.Option(
            envvar="MEMLANE_SERVER_TOKEN",
            show_envvar=True,
            help="Access token every request must carry (Authorization: Bearer <token>; the "
            "browser signs in once via /?token=<token>). At least 16 characters.",
        ),
    ] = None,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    store: StoreOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Serve the HTTP API (/v1) and the web UI until Ctrl+C.

    With --store postgresql://… several servers may share one database (a team behind any
    load balancer); users added with `memlane users add` then sign in with their own tokens.

    While it runs, $MEMLANE_HOME/server.json names its pid, url and port so agent hooks can
    reach a warm process. Settings changed with `memlane config set` apply without a restart.

    Example: memlane serve --port 8765
    """
    # Imported here so that every other command starts without loading FastAPI and uvicorn.
    from memlane.http import server

    STATE.store = store
    settings = STATE.settings()
    bind_host = host or settings.server_host
    bind_port = settings.server_port if port is None else port
    server.check_bind(bind_host, token, users=True)  # the token's length, before the store
    mem = STATE.memory(scope=pick_scope(scope, use_global), quiet=True)
    # A public bind needs the token or users with tokens (now that the store can tell).
    server.check_bind(bind_host, token, users=bool(mem.users_list()))

    def announce(info: dict[str, Any]) -> None:
        if as_json:
            render.emit_json({**info, "scope": mem.default_scope})
            sys.stdout.flush()  # the process keeps running: a piped reader needs it now
        else:
            render.err.print(
                f"memlane serving {info['url']}/ (scope {mem.default_scope})"
                f"{' — token required' if info['token_required'] else ''}; "
                "Ctrl+C to stop",
                markup=False,
            )

    try:
        server.run(
            mem,
            host=bind_host,
            port=bind_port,
            token=token,
            on_started=announce,
            # `memlane recall` may be answered by this server only if it reads the same settings
            config_only=STATE.embedder is None
            and store is None
            and not settings_overrides(environment()),
        )
    except KeyboardInterrupt:
        # Ctrl+C is how a foreground server is meant to stop: a clean exit, not an abort.
        render.err.print("memlane server stopped", markup=False)
