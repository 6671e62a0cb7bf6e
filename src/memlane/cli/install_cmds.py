"""install, uninstall (and install --check): connecting memlane to Claude Code, Codex, Cursor."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from memlane.cli import render
from memlane.cli.app import STATE, JsonOpt, app
from memlane.cli.interop_cmds import offer_imports
from memlane.config import home_path
from memlane.core.wording import counted
from memlane.errors import InvalidInput

# The installer and its file formats (tomlkit) load with the install commands, for cold start:
# they were ~25 ms of every command's start (issue 21).
if TYPE_CHECKING:
    from memlane.services.install import Change, ConfigFile

TargetArg = Annotated[str, typer.Argument(help="claude-code, codex or cursor.")]
ProjectOpt = Annotated[
    bool,
    typer.Option(
        "--project",
        help="This project's files, committed with the repository: only portable commands "
        "(`memlane` on PATH, no absolute paths); this machine's parts go to its own files.",
    ),
]
UserOpt = Annotated[bool, typer.Option("--user", help="Your user-level files (the default).")]
ProjectDirOpt = Annotated[
    Path | None,
    typer.Option("--project-dir", help="The project folder (default: the current folder)."),
]
DryRunOpt = Annotated[bool, typer.Option("--dry-run", help="Show the diff; write nothing.")]
ImportOpt = Annotated[
    bool,
    typer.Option(
        "--import",
        help="Then import the agent memory found for this project and for you (CLAUDE.md, "
        "AGENTS.md, Cursor rules, Claude Code / Codex / Cline / Serena memory folders).",
    ),
]


def _home() -> Path:
    try:
        return STATE.settings().home
    except InvalidInput:  # a broken config file must not stop an install
        return home_path(STATE.home)


def _files(
    target: str, project: bool, user: bool, project_dir: Path | None, *, removing: bool = False
) -> list[ConfigFile]:
    if project and user:
        raise InvalidInput("--project and --user exclude each other", remedy="pick one")
    from memlane.services import install as installer  # cold start

    which = installer.uninstall_files_for if removing else installer.files_for
    return which(
        target,
        "project" if project else "user",
        home=Path.home(),
        project=(project_dir or Path.cwd()).resolve(),
    )


def _path_note(changes: list[Change], *, project: bool) -> str | None:
    """What the install did about this machine's paths, said only when it is true: a
    project install sends the absolute-path parts to this machine's files only when
    `memlane` is not on PATH; a user install always runs memlane by its absolute path."""
    from memlane.services import install as installer  # cold start

    if not any(not c.portable and c.action in ("create", "update") for c in changes):
        return None
    if project:
        shared = any(c.portable and c.action in ("create", "update") for c in changes)
        return (
            "note: `memlane` is not on this machine's PATH, so the parts that need its absolute "
            "path went to this machine's own files"
            + ("; the project files stay portable." if shared else ", none to the project's.")
        )
    command = " ".join(installer.launcher())
    note = (
        f"note: the hooks and the MCP server run memlane as `{command}`; "
        "run this install again if that path changes (a new virtualenv or reinstall)."
    )
    folder = Path(installer.launcher()[0]).parent
    if not installer.on_path() and (folder / "memlane").exists():
        note += f" `memlane` is not on your PATH: add {folder} to it to type `memlane` in a shell."
    return note


_NAMES = {"claude-code": "Claude Code", "codex": "Codex", "cursor": "Cursor"}


def _twice_note(
    target: str, changes: list[Change], project_dir: Path | None, *, project: bool
) -> str | None:
    """A warning when memlane's hooks are registered at the other level too: the harness runs
    every file's hooks, so each event would reach memlane twice."""
    from memlane.services.install_check import hooks_elsewhere  # cold start

    folder = (project_dir or Path.cwd()).resolve()
    others = hooks_elsewhere(
        target,
        home=Path.home(),
        project=folder,
        installing={c.path: c.new or "" for c in changes if c.path.suffix == ".json"},
    )
    if not others:
        return None
    theirs = "--project" if others[0].absolute().is_relative_to(folder) else "--user"
    if project and theirs == "--project":  # the project's shared files, which run `memlane`
        remedy = (
            "the project's files run `memlane` from PATH: put it on this machine's PATH and "
            f"run `memlane uninstall {target} --project` then `memlane install {target} --project`"
        )
    else:
        remedy = f"keep one: `memlane uninstall {target} {theirs}`"
    return (
        f"warning: memlane's hooks are also registered in {', '.join(map(str, others))}; "
        f"{_NAMES.get(target, target)} runs both files' hooks, so each event reaches memlane "
        f"twice (commands logged twice, context injected twice); {remedy}."
    )


def _join(*notes: str | None) -> str | None:
    return "\n".join(n for n in notes if n) or None


def _report(
    changes: list[Change], *, dry_run: bool, as_json: bool, note: str | None = None
) -> None:
    if as_json:
        render.emit_json({"dry_run": dry_run, "changes": [c.to_dict() for c in changes]})
        return
    lines = []
    for c in changes:
        if dry_run and c.action != "unchanged":
            lines.append(c.diff().rstrip("\n"))
        verb = {
            "create": "created",
            "update": "updated",
            "restore": "restored",
            "delete": "removed",
            "unchanged": "unchanged",
        }[c.action]
        kept = f" (previous version kept in {c.backup})" if c.write_backup else ""
        local = "" if c.portable else " [this machine only]"
        lines.append(
            f"{'would be ' if dry_run and c.action != 'unchanged' else ''}{verb}: "
            f"{c.path} — {c.label}{local}{kept}"
        )
    if note:
        lines.append(note)
    render.emit_text("\n".join(lines) if lines else "nothing to do")


def _check_text(report: dict[str, Any]) -> str:
    server = report["server"]
    lines = [
        "warm server: "
        + (
            f"running at {server['url']} (pid {server['pid']})"
            if server["running"]
            else f"not running ({server.get('reason')})"
        )
    ]
    for target, r in report["harnesses"].items():
        hooks, mcp, latency = r["hooks"], r["mcp"], r["latency"]
        if hooks["installed"]:
            state = f"hooks {counted(len(hooks['events']), 'event')} in {', '.join(hooks['files'])}"
            if hooks["missing"]:
                state += f"; missing {', '.join(hooks['missing'])}"
            if hooks["commands_found"] is False:
                state += "; hook command NOT FOUND on this machine"
            if hooks.get("enabled") is False:
                state += "; hooks switched off in [features]"
            if hooks["duplicated"]:
                state += (
                    f"; memlane runs TWICE for {counted(len(hooks['duplicated']), 'event')} "
                    f"(keep one: `memlane uninstall {target} --user` or `--project`)"
                )
        else:
            state = "hooks not installed"
        state += "; MCP " + ("installed" if mcp["installed"] else "not installed")
        if latency is None:
            state += "; latency not measured"
        elif latency["ok"]:
            lane = "warm" if latency["warm"] else "in-process"
            state += f"; pre-tool hook {latency['median_ms']:.0f} ms now ({lane})"
        else:
            state += f"; pre-tool hook failed: {latency['error']}"
        lines.append(f"{target}: {state}")
    return "\n".join(lines)


@app.command()
def install(
    target: Annotated[
        str | None, typer.Argument(help="claude-code, codex or cursor (--check: all).")
    ] = None,
    project: ProjectOpt = False,
    user: UserOpt = False,
    project_dir: ProjectDirOpt = None,
    dry_run: DryRunOpt = False,
    import_found: ImportOpt = False,
    check: Annotated[
        bool,
        typer.Option(
            "--check",
            help="Change nothing: report, per harness, the hooks and MCP server registered, "
            "whether `memlane serve` is up for the warm lane, and the pre-tool hook's latency "
            "measured now.",
        ),
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Register the MCP server and the hooks with an agent (merging, never clobbering).

    Claude Code: settings.json hooks + .mcp.json (project) or ~/.claude.json (user). Codex:
    config.toml ([mcp_servers.memlane], the hooks feature flag), hooks.json and an AGENTS.md
    section. Cursor: hooks.json, mcp.json and (project) a rule file. A changed file's previous
    version is kept under $MEMLANE_HOME/backups/; running twice changes nothing.
    Example: memlane install claude-code --project --dry-run
    """
    if check:
        from memlane.services.install_targets import TARGETS  # cold start

        targets = list(TARGETS) if target is None else [target]
        if target is not None and target not in TARGETS:
            raise InvalidInput(
                f"unknown target {target!r}", remedy=f"use one of: {', '.join(TARGETS)}"
            )
        # Imported here for cold start: the checks' readers (tomlkit, http.client) were ~60 ms
        # of every command's start (issue 21).
        from memlane.services.install_check import check_install

        report = check_install(
            home=Path.home(),
            project=(project_dir or Path.cwd()).resolve(),
            memlane_home=_home(),
            targets=targets,
        )
        if as_json:
            render.emit_json(report)
        else:
            render.emit_text(_check_text(report))
        return
    if target is None:
        raise InvalidInput(
            "name the agent to install for", remedy="pass claude-code, codex or cursor"
        )
    from memlane.services import install as installer  # cold start

    backups = _home() / installer.BACKUPS_DIR
    changes = installer.plan_install(_files(target, project, user, project_dir), backups)
    if project and installer.on_path():  # off PATH before: this machine's files let go
        stale = installer.other_placement(
            target, "project", home=Path.home(), project=(project_dir or Path.cwd()).resolve()
        )
        changes += [c for c in installer.plan_uninstall(stale, backups) if c.action != "unchanged"]
    if not dry_run:
        installer.apply(changes)
    note = _join(
        _path_note(changes, project=project),
        _twice_note(target, changes, project_dir, project=project),
    )
    if not import_found:
        _report(changes, dry_run=dry_run, as_json=as_json, note=note)
        return
    if not as_json:
        _report(changes, dry_run=dry_run, as_json=False, note=note)
    folder = (project_dir or Path.cwd()).resolve()
    imports, failed = offer_imports(folder, dry_run=dry_run, as_json=as_json)
    if as_json:
        render.emit_json(
            {"dry_run": dry_run, "changes": [c.to_dict() for c in changes], "imports": imports}
        )
    if failed is not None:
        raise typer.Exit(failed.exit_code)


@app.command()
def uninstall(
    target: TargetArg,
    project: ProjectOpt = False,
    user: UserOpt = False,
    project_dir: ProjectDirOpt = None,
    dry_run: DryRunOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Remove exactly what `memlane install` added (the original bytes come back).

    Example: memlane uninstall codex --user
    """
    from memlane.services import install as installer  # cold start

    changes = installer.plan_uninstall(
        _files(target, project, user, project_dir, removing=True),
        _home() / installer.BACKUPS_DIR,
    )
    if not dry_run:
        installer.apply(changes)
    _report(changes, dry_run=dry_run, as_json=as_json)
