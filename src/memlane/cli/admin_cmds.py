"""stats, reindex and config: looking after the store itself."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from memlane.cli import render
from memlane.cli.app import STATE, JsonOpt, app
from memlane.config import EDITABLE, environment, write_settings
from memlane.services.llm import settings_view

config_app = typer.Typer(
    help="Show or change settings ($MEMLANE_HOME/config.toml).", no_args_is_help=True
)
app.add_typer(config_app, name="config")


@app.command()
def stats(as_json: JsonOpt = False) -> None:
    """Counts per kind and type, scopes, embedder and store size.

    Example: memlane stats --json
    """
    info = STATE.memory().stats()
    if as_json:
        render.emit_json(info)
        return
    lines = [
        f"home: {info['home']}",
        f"store: {info['db']} ({info['db_bytes']:,} bytes)",
        f"embedder: {info['embedder']}",
    ]
    for kind, types in sorted(info["counts"].items()):
        detail = ", ".join(f"{t} {n}" for t, n in sorted(types.items()))
        lines.append(f"{kind}: {sum(types.values())} ({detail})")
    lines.append(f"scopes: {len(info['scopes'])}")
    for key, value in info.items():
        if key.startswith("capture_") and value:
            lines.append(f"{key.replace('_', ' ')}: {value}")
    render.emit_text("\n".join(lines))


@app.command()
def reindex(as_json: JsonOpt = False) -> None:
    """Re-embed every memory with the configured embedder (after changing models).

    Example: memlane reindex
    """
    mem = STATE.memory()
    with Progress(
        TextColumn("embedding"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=render.err,
        transient=True,
        disable=as_json,
    ) as bar:
        task = bar.add_task("embed", total=None)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        result = mem.reindex(progress)
    if as_json:
        render.emit_json(result)
    else:
        render.emit_text(
            f"re-embedded {result['embedded']} memories (dropped {result['dropped']} old vectors)"
        )


@config_app.command("show")
def config_show(as_json: JsonOpt = False) -> None:
    """Print the effective settings.

    Example: memlane config show
    """
    settings = STATE.settings()
    # With a team store the effective values include the settings kept in the database.
    values = (
        STATE.memory().settings_view() if settings.store else settings_view(settings, environment())
    )
    if as_json:
        render.emit_json(values)
    else:
        render.emit_text("\n".join(f"{k} = {v}" for k, v in values.items()))


@config_app.command("set")
def config_set(
    key: Annotated[str, typer.Argument(help=f"One of: {', '.join(sorted(EDITABLE))}.")],
    value: Annotated[str, typer.Argument(help="The new value.")],
    as_json: JsonOpt = False,
) -> None:
    """Change one setting; a running server picks it up without a restart.

    Example: memlane config set aggressiveness high
    """
    settings = STATE.settings()
    if settings.store:
        # A team store keeps the shared settings in the database, for every server on it.
        fresh = STATE.memory().update_settings({key: value}).public()
    else:
        write_settings(settings.home, {key: value})
        fresh = STATE.settings().public()
    if as_json:
        render.emit_json({key: fresh.get(key)})
    else:
        render.emit_text(f"{key} = {fresh.get(key)}")
