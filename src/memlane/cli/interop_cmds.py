"""import, export, index, scan-codebase: memory in and out of the formats agents keep.

``import``/``export`` keep their JSON-corpus behaviour (a ``.json`` file, ``-o FILE``) and add
the agent formats behind ``--from`` / ``--to``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Annotated, Any

import typer

from memlane.atomic import write_atomic
from memlane.cli import render
from memlane.cli.app import STATE, GlobalOpt, JsonOpt, ScopeOpt, ValidityOpt, app, pick_scope
from memlane.core.bounds import decode_utf8
from memlane.core.interop_formats.model import EXPORT_FORMATS, IMPORT_FORMATS
from memlane.core.wording import counted
from memlane.errors import InvalidInput, MemlaneError
from memlane.services.workspace import workspace_scope

CORPUS = "memlane"


def _read_json(path: Path) -> Any:
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
    return data


def _import_summary(report: dict[str, Any]) -> str:
    verb = "would import" if report["dry_run"] else "imported"
    lines = [
        f"{verb} from {report['format']} at {report['root']} into {report['scope']}: "
        f"{report['imported']} new, {report['updated']} updated "
        f"({report['reopened']} reopened), {report['unchanged']} unchanged, "
        f"{report['archived']} archived; {counted(report['files'], 'file')} "
        f"({report['unchanged_files']} unchanged, {report['artifacts']} kept as index)"
    ]
    if report["unresolved_links"]:
        lines.append(f"{report['unresolved_links']} [[links]] point at no known memory")
    for s in report["skipped"]:
        lines.append(f"skipped {s['path']}: {s['reason']}")
    return "\n".join(lines)


# An import with this many texts to embed shows a bar on a terminal (MiniLM embeds ~50 a
# second on two cores: a 30,000-record corpus is ten minutes of it).
_BAR_FROM = 100


def _embedding_bar(as_json: bool) -> AbstractContextManager[Callable[[int, int], None]]:
    return render.progress_bar("embedding", enabled=not as_json, show_from=_BAR_FROM)


@app.command("import")
def import_(
    path: Annotated[
        Path,
        typer.Argument(
            help="A JSON file written by `memlane export`, or an agent's memory folder or file."
        ),
    ],
    from_: Annotated[
        str | None,
        typer.Option(
            "--from",
            help=f"Format: {', '.join((*IMPORT_FORMATS, CORPUS))}. Default: memlane for a .json "
            "file, else detected from the folder.",
        ),
    ] = None,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Read, check and report; write nothing.")
    ] = False,
    replace_edited: Annotated[
        bool,
        typer.Option(
            "--replace-edited",
            help="Take the source's version of memories edited in memlane since their import.",
        ),
    ] = False,
    allow_email: Annotated[bool, typer.Option("--allow-email")] = False,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Import memory: a memlane JSON corpus, or what agents already keep.

    Agent formats: claude-code (the ~/.claude/projects/<project>/memory folder; MEMORY.md is
    kept as an index, not a memory), claude-md (CLAUDE.md sections and .claude/rules), agents-md
    (AGENTS.md sections), cursor (.cursor/rules/*.mdc and .cursorrules), codex
    (~/.codex/memories), cline (memory-bank/), serena (.serena/memories), basic-memory (a
    folder of notes: tags, observation categories and relations kept), mem0 (a get_all JSON
    export), letta (an agent file .af: its memory blocks). Re-importing unchanged files writes
    nothing; a credential anywhere refuses the whole import, naming every file and line.
    Example: memlane import ~/.claude/projects/-home-ana-app/memory --from claude-code
    """
    fmt = from_ or (CORPUS if path.suffix.lower() == ".json" and path.is_file() else None)
    data = _read_json(path) if fmt == CORPUS else None
    if fmt == CORPUS and from_ is None:
        # A mem0 or Letta export is JSON too: its shape says which (the s48 newcomer trial's
        # mem0 export was refused as "not a memlane corpus export").
        from memlane.core.interop_formats.json_exports import json_format  # cold start

        fmt = json_format(data) or CORPUS
    if fmt == CORPUS:
        if not isinstance(data, dict) or "format" not in data:
            raise InvalidInput(
                f"{path} is not a memlane export, nor a mem0 or Letta one",
                remedy="pass a file written by `memlane export`, or name its format with "
                f"--from (one of: {', '.join(IMPORT_FORMATS)})",
            )
        if dry_run or replace_edited:
            raise InvalidInput(
                "--dry-run and --replace-edited apply to agent formats, not a JSON corpus",
                remedy="drop the option (a corpus import never overwrites existing ids)",
            )
        mem = STATE.memory()
        with _embedding_bar(as_json) as embedding:
            counts = mem.import_(data, allow_email=allow_email or None, progress=embedding)
        if as_json:
            render.emit_json(counts)
        else:
            render.emit_text(
                f"added {counted(counts['added'], 'record')}; {counts['existing']} already here "
                f"(same id); {counts['slug_conflicts']} skipped (slug taken in its scope)"
            )
        return
    mem = STATE.memory()
    if fmt in (None, "claude-code") and not (scope or use_global) and is_claude_projects(path):
        _import_claude_projects(mem, path, dry_run, replace_edited, allow_email, as_json)
        return
    # Without --scope/--global, a project's files go to their project.
    where = pick_scope(scope, use_global) if scope or use_global else mem.import_scope(path, fmt)
    with _embedding_bar(as_json) as embedding:
        report = mem.import_files(
            path,
            fmt=fmt,
            scope=where,
            dry_run=dry_run,
            allow_email=allow_email or None,
            replace_edited=replace_edited,
            progress=embedding,
        )
    if as_json:
        render.emit_json(report.to_dict())
    else:
        render.emit_text(_import_summary(report.to_dict()))


def is_claude_projects(path: Path) -> bool:
    """Claude Code's ``~/.claude/projects``: one auto-memory folder per project."""
    from memlane.services.interop_discovery import claude_projects_folder  # cold start

    return path.is_dir() and claude_projects_folder(path.expanduser().absolute())


def _import_claude_projects(
    mem: Any, path: Path, dry_run: bool, replace_edited: bool, allow_email: bool, as_json: bool
) -> None:
    """Every project's Claude Code memory, each into its own project: a line each."""
    with _embedding_bar(as_json) as embedding:
        entries, failed = mem.import_claude_projects(
            path, dry_run=dry_run, allow_email=allow_email or None,
            replace_edited=replace_edited, progress=embedding,
        )  # fmt: skip
    if as_json:
        render.emit_json({"imports": entries})
    elif not entries:
        render.emit_text(f"no project under {path} has a memory folder")
    for entry in [] if as_json else entries:
        if "report" in entry:
            render.emit_text(_import_summary(entry["report"]))
        else:
            err = entry["error"]
            render.emit_text(f"not imported {entry['path']}: {err['message']} "
                             f"(remedy: {err['remedy']})")  # fmt: skip
    if failed is not None:
        raise typer.Exit(failed.exit_code)


@app.command("export")
def export_(
    destination: Annotated[
        Path | None,
        typer.Argument(help="With --to: the folder to write (absent or empty)."),
    ] = None,
    to: Annotated[
        str | None,
        typer.Option("--to", help=f"Write files in this format: {', '.join(EXPORT_FORMATS)}."),
    ] = None,
    output: Annotated[
        Path | None,
        typer.Option("--output", "-o", help="JSON corpus: write to this file (default stdout)."),
    ] = None,
    this_scope: Annotated[
        bool, typer.Option("--this-scope", help="JSON corpus: only the current scope.")
    ] = False,
    all_scopes: Annotated[
        bool, typer.Option("--all-scopes", help="--to markdown: every scope in one digest.")
    ] = False,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Export memory: the JSON corpus, or files agents load natively.

    Without --to: the JSON corpus of every record (archived included), to stdout or -o FILE.
    With --to claude-code|agents-md|cursor: this scope's facts, patterns and lessons as that
    agent's files; files imported from that format and unchanged come back byte for byte.
    --to markdown: a readable digest grouped by scope and kind. The folder must be absent or
    empty (or already hold exactly this export); files appear all at once or not at all.
    Example: memlane export ./claude-memory --to claude-code
    """
    if to is None:
        if destination is not None:
            raise InvalidInput(
                f"a destination folder needs --to ({', '.join(EXPORT_FORMATS)})",
                remedy="add --to <format>, or use -o FILE for the JSON corpus",
            )
        _export_corpus(output, this_scope, scope, use_global, as_json)
        return
    if destination is None or output is not None:
        raise InvalidInput(
            "--to writes a folder: pass it as the argument (and no -o)",
            remedy=f"memlane export ./out --to {to}",
        )
    report = STATE.memory().export_files(
        destination, fmt=to, scope=pick_scope(scope, use_global), all_scopes=all_scopes
    )
    data = report.to_dict()
    if as_json:
        render.emit_json(data)
        return
    verb = "already up to date" if data["status"] == "unchanged" else "wrote"
    # Each count is of memories (they add up to the total): a file holds many in AGENTS.md.
    lines = [
        f"{verb}: {counted(data['files'], 'file')} for {counted(data['memories'], 'memory')} "
        f"in {data['destination']} "
        f"({data['memories_preserved']} byte-identical, {data['regenerated']} regenerated, "
        f"{data['generated']} new)"
    ]
    if data["skipped_bounded"]:
        lines.append(
            "left out (a validity window the format cannot carry): "
            + ", ".join(data["skipped_bounded"])
        )
    render.emit_text("\n".join(lines))


def _export_corpus(
    output: Path | None, this_scope: bool, scope: str | None, use_global: bool, as_json: bool
) -> None:
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
        render.emit_text(f"exported {counted(len(data['records']), 'record')} to {output}")


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


@app.command()
def index(
    budget: Annotated[
        int, typer.Option("--budget", min=1, help="Token budget (default 1500).")
    ] = 1500,
    validity: ValidityOpt = "exclude",
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """The whole scope at a glance: one compact line per memory inside a token budget.

    Pinned first, then by kind (fact, pattern, lesson, note), then most recent; the receipt
    says how many were omitted and the estimated tokens (measured like recall packets).
    Example: memlane index --budget 800
    """
    result = STATE.memory().index(
        scope=pick_scope(scope, use_global),
        budget=budget,
        fmt="json" if as_json else "text",
        validity=validity,
    )
    if as_json:
        render.emit_json(result.to_dict())
    else:
        render.emit_text(result.rendered)


@app.command("scan-codebase")
def scan_codebase(
    scope: ScopeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Describe this project in one note: languages, entry points, layout, README, tests.

    Walks the project under hard bounds (depth, entries, files, excerpt bytes, 10 s), skipping
    symlinks, hidden and vendored folders, secret-shaped names and binary files; with an LLM
    configured for the `scan` task one bounded turn adds per-file summaries. Stored as a note
    with source codebase-scan: searchable and in the Timeline, never injected into briefs or
    recall. Re-running replaces it; a cut walk is labelled partial. Local projects only.
    Example: memlane scan-codebase
    """
    result = STATE.memory().scan_codebase(scope=pick_scope(scope, False))
    if as_json:
        render.emit_json(result.to_dict())
        return
    verb = "replaced" if result.receipt.updated else "stored"
    render.emit_text(f"{verb} {result.title} ({result.method})\n\n{result.body}")


def offer_imports(
    project: Path, *, dry_run: bool, as_json: bool
) -> tuple[list[dict[str, Any]], MemlaneError | None]:
    """`memlane install … --import`: import the agent memory found for ``project`` and for
    the user (the user's into the global scope). On a terminal it asks first; every source is
    tried, and a refused one (a credential, a bad file) is reported with its remedy. Returns
    the per-source results and the first refusal (text mode has printed them already)."""
    mem = STATE.memory()
    found = mem.discover_imports(project=project, home=Path.home())
    if not as_json:
        if not found:
            render.emit_text("no agent memory found to import")
            return [], None
        listing = "\n".join(f"  {f.format:<12} {f.path} ({f.level})" for f in found)
        render.emit_text(f"found agent memory:\n{listing}")
        if sys.stdin.isatty() and not dry_run and not typer.confirm("Import it?", default=True):
            return [], None
    results: list[dict[str, Any]] = []
    failed: MemlaneError | None = None
    for f in found:
        entry: dict[str, Any] = f.to_dict()
        try:
            report = mem.import_files(
                f.path,
                fmt=f.format,
                scope=f.scope or workspace_scope(str(project)),
                dry_run=dry_run,
            )
            entry["report"] = report.to_dict()
            if not as_json:
                render.emit_text(_import_summary(entry["report"]))
        except MemlaneError as exc:
            failed = failed or exc
            entry["error"] = exc.to_dict()
            if not as_json:
                render.emit_text(f"not imported {f.path}: {exc.message} (remedy: {exc.remedy})")
        results.append(entry)
    return results, failed
