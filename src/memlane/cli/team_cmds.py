"""users: who may use a shared server (tokens shown once, stored hashed)."""

from __future__ import annotations

from typing import Annotated

import typer

from memlane.cli import render
from memlane.cli.app import STATE, JsonOpt, StoreOpt, app

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
