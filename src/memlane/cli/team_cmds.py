"""users and remote: who may use a shared server (tokens shown once, stored hashed), and the
team servers this machine uses."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from memlane.cli import render
from memlane.cli.app import STATE, JsonOpt, StoreOpt, app
from memlane.environ import environment
from memlane.errors import InvalidInput
from memlane.services.remotes import register_remote, unregister_remote

users_app = typer.Typer(
    help="Users of a shared `memlane serve`: each gets a role, scope grants and a token.",
    no_args_is_help=True,
)
app.add_typer(users_app, name="users")


@users_app.callback()
def _users_root(store: StoreOpt = None) -> None:
    STATE.store = store


@users_app.command("add")
def users_add(
    name: Annotated[str, typer.Argument(help="Lowercase name, e.g. ana.")],
    role: Annotated[
        str,
        typer.Option(
            help="reader (recall, search, list), writer (also remember, edit, forget) "
            "or admin (also settings, import, export)."
        ),
    ] = "writer",
    scopes: Annotated[
        list[str] | None,
        typer.Option(
            "--scopes",
            help="Scope keys this user may read (and, as writer, write); repeat or separate "
            "with commas. Default: every scope.",
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Add a user and print its token once (only a hash is stored).

    Example: memlane users add ana --role writer --scopes global,/srv/app
    """
    user, token = STATE.memory().users_add(name, role=role, scopes=scopes or ())
    if as_json:
        render.emit_json({**user.to_dict(), "token": token})
        return
    render.emit_text(
        f"added {user.name} ({user.role}; scopes: {', '.join(user.scopes)})\n"
        f"token (shown once, keep it secret): {token}"
    )


@users_app.command("list")
def users_list(as_json: JsonOpt = False) -> None:
    """List users with their roles and grants (never their tokens).

    Example: memlane users list --json
    """
    users = STATE.memory().users_list()
    if as_json:
        render.emit_json([u.to_dict() for u in users])
        return
    lines = [f"{u.name}  {u.role}  {', '.join(u.scopes)}" for u in users]
    render.emit_text("\n".join(lines) if lines else "no users: the server takes its --token only")


@users_app.command("remove")
def users_remove(
    name: Annotated[str, typer.Argument(help="The user to remove.")],
    as_json: JsonOpt = False,
) -> None:
    """Remove a user: its token stops working at once on every server of the store.

    Example: memlane users remove ana
    """
    user = STATE.memory().users_remove(name)
    if as_json:
        render.emit_json({"removed": user.name})
    else:
        render.emit_text(f"removed {user.name}")


remote_app = typer.Typer(
    help="Team servers this machine reads and writes through for the scopes they serve.",
    no_args_is_help=True,
)
app.add_typer(remote_app, name="remote")


@remote_app.command("add")
def remote_add(
    name: Annotated[str, typer.Argument(help="A short name for the server, e.g. team.")],
    url: Annotated[str, typer.Argument(help="The server's address, e.g. https://mem.example.com")],
    scopes: Annotated[
        list[str] | None,
        typer.Option(
            "--scope",
            help="A scope the server serves: KEY (the same key here and there, e.g. global) or "
            "LOCAL=REMOTE (this checkout's path = the team's key for it). Repeatable. "
            "Default: the scopes the server grants your token.",
        ),
    ] = None,
    token_env: Annotated[
        str | None,
        typer.Option(
            help="Read the token from this environment variable on every use (nothing is "
            "saved); without it the token is read once from stdin and kept in "
            "$MEMLANE_HOME/credentials.json (mode 0600)."
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Use a team's `memlane serve` for the scopes it serves (recall merges it with local).

    Example: echo "$TOKEN" | memlane remote add team https://mem.example.com --scope global
    """
    env = environment()
    if token_env is not None:
        token = env.get(token_env, "")
        if not token:
            raise InvalidInput(
                f"${token_env} is empty", remedy=f"export {token_env}=<your token> and retry"
            )
    else:
        token = sys.stdin.readline().strip()
        if not token:
            raise InvalidInput(
                "no token on stdin", remedy="pipe it in (echo $TOKEN | …) or pass --token-env VAR"
            )
    settings = STATE.settings()
    remote, user = register_remote(
        settings.home,
        settings.remotes,
        name=name,
        url=url,
        scopes=scopes or (),
        token=token,
        token_env=token_env,
    )
    info = {**remote.to_table(), "user": user}
    if as_json:
        render.emit_json(info)
        return
    who = f" as {user['name']} ({user['role']})" if user else ""
    served = ", ".join(loc if loc == r else f"{loc}={r}" for loc, r in remote.scopes)
    render.emit_text(f"remote {remote.name} → {remote.url}{who}; serves: {served}")


@remote_app.command("list")
def remote_list(as_json: JsonOpt = False) -> None:
    """List the team servers and the scopes each serves.

    Example: memlane remote list
    """
    remotes = STATE.settings().remotes
    if as_json:
        render.emit_json([r.to_table() for r in remotes])
        return
    lines = [
        f"{r.name}  {r.url}  " + ", ".join(loc if loc == k else f"{loc}={k}" for loc, k in r.scopes)
        for r in remotes
    ]
    render.emit_text("\n".join(lines) if lines else "no remotes: all memory is local")


@remote_app.command("remove")
def remote_remove(
    name: Annotated[str, typer.Argument(help="The remote to stop using.")],
    as_json: JsonOpt = False,
) -> None:
    """Stop using a team server (its saved token is deleted; its memories stay on it).

    Example: memlane remote remove team
    """
    settings = STATE.settings()
    gone = unregister_remote(settings.home, settings.remotes, name)
    if as_json:
        render.emit_json({"removed": gone.name})
    else:
        render.emit_text(f"removed remote {gone.name}")
