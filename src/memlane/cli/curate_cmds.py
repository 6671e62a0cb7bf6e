"""edit, pin, unpin: a person curating what is remembered."""

from __future__ import annotations

from typing import Annotated

import typer

from memlane.cli import render
from memlane.cli.app import STATE, GlobalOpt, JsonOpt, ScopeOpt, app, pick_scope


@app.command()
def edit(
    handle: Annotated[str, typer.Argument(help="Record id or slug.")],
    title: Annotated[str | None, typer.Option(help="New title.")] = None,
    body: Annotated[str | None, typer.Option(help="New text.")] = None,
    why: Annotated[str | None, typer.Option(help="New rationale.")] = None,
    how: Annotated[str | None, typer.Option(help="New application guidance.")] = None,
    tag: Annotated[
        list[str] | None, typer.Option("--tag", help="Replace the tags (repeatable).")
    ] = None,
    importance: Annotated[float | None, typer.Option(help="0..1.")] = None,
    category: Annotated[str | None, typer.Option(help="Pattern category.")] = None,
    archive: Annotated[
        bool | None, typer.Option("--archive/--unarchive", help="Archive or restore.")
    ] = None,
    allow_email: Annotated[bool, typer.Option("--allow-email")] = False,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Edit a memory in place (history kept; a pattern edit resets confidence to 100 %).

    Example: memlane edit release-gates --body "Run all three release gates"
    """
    rec = STATE.memory().edit(
        handle,
        scope=pick_scope(scope, use_global),
        allow_email=allow_email or None,
        title=title,
        body=body,
        why=why,
        how=how,
        tags=tag,
        importance=importance,
        category=category,
        archived=archive,
    )
    if as_json:
        render.emit_json(rec.to_dict())
    else:
        render.emit_text(f"updated {rec.handle}")


def _set_pin(handle: str, pinned: bool, scope: str | None, use_global: bool, as_json: bool) -> None:
    rec = STATE.memory().pin(handle, pinned, scope=pick_scope(scope, use_global))
    if as_json:
        render.emit_json({"id": rec.id, "slug": rec.slug, "pinned": rec.pinned})
    else:
        render.emit_text(f"{'pinned' if pinned else 'unpinned'} {rec.handle}")


@app.command()
def pin(
    handle: Annotated[str, typer.Argument(help="Record id or slug.")],
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Pin a memory: first in every brief, past the confidence gate.

    Example: memlane pin release-gates
    """
    _set_pin(handle, True, scope, use_global, as_json)


@app.command()
def unpin(
    handle: Annotated[str, typer.Argument(help="Record id or slug.")],
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Remove a pin.

    Example: memlane unpin release-gates
    """
    _set_pin(handle, False, scope, use_global, as_json)
