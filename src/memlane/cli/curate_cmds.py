"""edit, pin, unpin, export, import: a person curating what is remembered."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from memlane.atomic import write_atomic
from memlane.cli import render
from memlane.cli.app import STATE, GlobalOpt, JsonOpt, ScopeOpt, app, pick_scope
from memlane.core.bounds import decode_utf8
from memlane.errors import InvalidInput, MemlaneError


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


@app.command("export")
def export_(
    output: Annotated[
        Path | None,
        typer.Option("--output", "-o", help="Write to this file (default: standard output)."),
    ] = None,
    this_scope: Annotated[
        bool, typer.Option("--this-scope", help="Only the current scope.")
    ] = False,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Export the JSON corpus (every record, archived included).

    Example: memlane export -o memlane-memory.json
    """
    if output is not None:
        _check_output(output)
    data = STATE.memory().export(scope=pick_scope(scope, use_global), all_scopes=not this_scope)
    text = render.dump(data)
    if output is None:
        render.emit_text(text)
        return
    try:
        # Atomic: a full disk or a kill leaves the previous file (an earlier backup) whole.
        write_atomic(output, text + "\n")
    except OSError as exc:
        raise MemlaneError(
            f"cannot write {output}: {exc.strerror or exc}",
            remedy="free disk space or pick another -o path; nothing was changed",
        ) from exc
    summary = {"written": str(output), "records": len(data["records"])}
    if as_json:
        render.emit_json(summary)
    else:
        render.emit_text(f"exported {summary['records']} records to {output}")


def _check_output(output: Path) -> None:
    if output.is_dir():
        raise InvalidInput(
            f"{output} is a directory", remedy="pass a file path, e.g. -o memlane-memory.json"
        )
    if not output.parent.is_dir():
        raise InvalidInput(
            f"the folder {output.parent} does not exist",
            remedy="create it first or pick another -o path",
        )


@app.command("import")
def import_(
    path: Annotated[Path, typer.Argument(help="A file written by `memlane export`.")],
    allow_email: Annotated[bool, typer.Option("--allow-email")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Merge a JSON corpus by id (existing records win; re-importing adds nothing).

    Example: memlane import memlane-memory.json
    """
    try:
        raw = decode_utf8(path.read_bytes(), name=str(path))
        data = json.loads(raw)
    except OSError as exc:
        raise InvalidInput(f"cannot read {path}: {exc.strerror}", remedy="check the path") from exc
    except json.JSONDecodeError as exc:
        raise InvalidInput(
            f"{path} is not JSON: {exc.msg} (line {exc.lineno})",
            remedy="pass a file written by `memlane export`",
        ) from exc
    except RecursionError as exc:
        raise InvalidInput(
            f"{path} is nested too deeply to be a memlane export",
            remedy="pass a file written by `memlane export`",
        ) from exc
    if not isinstance(data, dict):
        raise InvalidInput(f"{path} is not a memlane export", remedy="check the file")
    counts = STATE.memory().import_(data, allow_email=allow_email or None)
    if as_json:
        render.emit_json(counts)
    else:
        render.emit_text(", ".join(f"{k} {v}" for k, v in counts.items()))
