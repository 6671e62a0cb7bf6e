"""stats, reindex and config: looking after the store itself."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from memlane.app import doctor as run_doctor
from memlane.cli import render
from memlane.cli.app import STATE, JsonOpt, app
from memlane.config import EDITABLE, write_settings
from memlane.core.wording import counted
from memlane.environ import environment
from memlane.errors import StoreUnavailable
from memlane.services.workspace import workspace_scope

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
    if info["missing_vectors"]:
        lines.append(
            f"missing vectors: {info['missing_vectors']} (recall finds them by words only; "
            "run `memlane reindex`)"
        )
    lines.append(
        f"awaiting a read-gate verdict: {info['awaiting_verdict']}"
        + (
            " (judged by `memlane reindex`, by a running `memlane serve` when idle, "
            "else by their first recall)"
            if info["awaiting_verdict"]
            else ""
        )
    )
    problem = info["last_hook_problem"]
    if problem:
        lines.append(
            f"last hook problem: {problem.get('at')} {problem.get('event')}: "
            f"{str(problem.get('message'))[:160]} (see hooks.log)"
        )
    for key, value in info.items():
        if key.startswith("capture_") and value:
            lines.append(f"{key.replace('_', ' ')}: {value}")
    render.emit_text("\n".join(lines))


@app.command()
def doctor(as_json: JsonOpt = False) -> None:
    """Check this memory: home and file permissions, config, store integrity, schema,
    full-text and vector coverage, temp files left by interrupted writes, the warm server
    and hook problems. Changes nothing. Exits 6 when something must be fixed.

    Example: memlane doctor --json
    """
    report = run_doctor(
        STATE.home, project_dir=_project_dir(), embedder=STATE.embedder, store=STATE.store
    )
    if as_json:
        render.emit_json(report.to_dict())
    else:
        marks = {"ok": "ok  ", "warn": "WARN", "fail": "FAIL"}
        lines = []
        for f in report.findings:
            lines.append(f"{marks[f.status]}  {f.check}: {f.detail}")
            if f.remedy and f.status != "ok":
                lines.append(f"      remedy: {f.remedy}")
        lines.append(f"overall: {report.status}")
        render.emit_text("\n".join(lines))
    if report.status == "fail":
        raise typer.Exit(StoreUnavailable.exit_code)


def _project_dir() -> Path | None:
    folder = Path(workspace_scope())
    return folder if folder.is_dir() else None


@app.command()
def reindex(as_json: JsonOpt = False) -> None:
    """Re-embed every memory with the configured embedder (after changing models), then judge
    ahead: the read gate judges every memory it keeps no verdict for, so no recall does it on
    a prompt's path. Resumes if interrupted.

    Example: memlane reindex
    """
    mem = STATE.memory()
    phases = ["embedding", "judging ahead"]
    with render.progress_bars(phases, enabled=not as_json) as (embedding, judging):
        result = mem.reindex(embedding, judging=judging)
    if as_json:
        render.emit_json(result)
        return
    lines = [
        f"re-embedded {counted(result['embedded'], 'memory')} "
        f"(dropped {counted(result['dropped'], 'old vector')})",
        f"judged ahead {counted(result['judged'], 'memory')} "
        f"({result['already_judged']} already had a kept verdict)",
    ]
    if result["awaiting_verdict"]:  # not kept: the verdicts file was locked or unwritable
        lines.append(
            f"{result['awaiting_verdict']} still await a verdict (their first recall judges them)"
        )
    render.emit_text("\n".join(lines))


@config_app.command("show")
def config_show(as_json: JsonOpt = False) -> None:
    """Print the effective settings.

    Example: memlane config show
    """
    # Imported here for cold start: the LLM clients are no part of a recall (issue 21).
    from memlane.services.llm import settings_view

    settings = STATE.settings()
    # With a team store the effective values include the settings kept in the database.
    values = (
        STATE.memory().settings_view() if settings.store else settings_view(settings, environment())
    )
    if as_json:
        render.emit_json(values)
    else:
        render.emit_text(render.toml_text(values))


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
        render.emit_text(render.toml_text({key: fresh.get(key)}))
