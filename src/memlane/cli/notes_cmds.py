"""memlane notes …: the project's .agents/memory Markdown notes, addressed by id."""

from __future__ import annotations

import signal
import threading
from typing import Annotated

import typer

from memlane.cli import render
from memlane.cli.app import STATE, JsonOpt, ScopeOpt, app, pick_scope
from memlane.cli.records_cmds import read_text_arg
from memlane.core.wording import counted
from memlane.notes import Note

notes_app = typer.Typer(
    help="Project notes: Markdown files in <project>/.agents/memory that "
    "you review and commit like code.",
    no_args_is_help=True,
)
app.add_typer(notes_app, name="notes")

ArchivedOpt = Annotated[bool, typer.Option("--archived", help="Include archived notes.")]
EmailOpt = Annotated[bool, typer.Option("--allow-email", help="Permit email addresses.")]


def _scope(scope: str | None) -> str:
    return pick_scope(scope, False)


def _as_file_text(body: str) -> str:
    """A body given on the command line ends the file with a newline, as an editor would:
    a shell argument has none, and git showed every CLI-made note as "No newline at end of
    file" (the s43 newcomer trial)."""
    return body if not body or body.endswith("\n") else body + "\n"


def _note_text(note: Note) -> str:
    tags = f"  tags: {', '.join(note.tags)}" if note.tags else ""
    head = (
        f"# {note.title}\n\nid: {note.id}\nrevision: {note.revision}\n"
        f"file: .agents/memory/{note.relative_path}{tags}"
    )
    return f"{head}{'  (archived)' if note.archived else ''}\n\n{note.body.rstrip()}"


@notes_app.command("list")
def notes_list(
    archived: ArchivedOpt = False, scope: ScopeOpt = None, as_json: JsonOpt = False
) -> None:
    """List the project's notes and any scan warnings.

    Example: memlane notes list --archived
    """
    listing = STATE.memory().notes_list(scope=_scope(scope), include_archived=archived)
    if as_json:
        render.emit_json(listing.to_dict())
        return
    lines = [
        f"{n.id}  {n.title}"
        + ("  (archived)" if n.archived else "")
        + ("  [unmanaged]" if not n.managed else "")
        for n in listing.notes
    ]
    if not lines:
        lines.append("no notes yet — create one with `memlane notes create TITLE BODY`")
    lines += [f"warning: {w.relative_path}: {w.code} — {w.message}" for w in listing.warnings]
    lines += [f"not indexed: {s['relative_path']}: {s['message']}" for s in listing.skipped]
    render.emit_text("\n".join(lines))


@notes_app.command("read")
def notes_read(
    note_id: Annotated[str, typer.Argument(help="Note id, or a unique prefix of 4+ characters.")],
    scope: ScopeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show one note with its revision (pass it to `notes edit --revision`).

    Example: memlane notes read 9f2c8a1e-...
    """
    note = STATE.memory().notes_read(note_id, scope=_scope(scope))
    render.emit_json(note.to_dict()) if as_json else render.emit_text(_note_text(note))


@notes_app.command("create")
def notes_create(
    title: Annotated[str, typer.Argument(help="Note title.")],
    body: Annotated[str, typer.Argument(help="Markdown body ('-' reads standard input).")],
    tag: Annotated[list[str] | None, typer.Option("--tag", help="A tag (repeatable).")] = None,
    allow_email: EmailOpt = False,
    scope: ScopeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Create a managed note (YAML frontmatter + Markdown) in .agents/memory.

    Example: memlane notes create "Deploy checklist" "1. Tag 2. Wait for both gates"
    """
    note = STATE.memory().notes_create(
        title,
        _as_file_text(read_text_arg(body)),
        tags=tag or (),
        scope=_scope(scope),
        allow_email=allow_email or None,
    )
    if as_json:
        render.emit_json(note.to_dict())
    else:
        render.emit_text(f"created {note.id} (.agents/memory/{note.relative_path})")


@notes_app.command("edit")
def notes_edit(
    note_id: Annotated[str, typer.Argument(help="Note id, or a unique prefix of 4+ characters.")],
    revision: Annotated[
        str | None,
        typer.Option(
            help="The revision you read (all of it, or its first 12 characters); a stale "
            "one is refused (exit 3). Default: current."
        ),
    ] = None,
    title: Annotated[str | None, typer.Option(help="New title.")] = None,
    body: Annotated[str | None, typer.Option(help="New body ('-' reads stdin).")] = None,
    tag: Annotated[list[str] | None, typer.Option("--tag", help="Replace tags.")] = None,
    allow_email: EmailOpt = False,
    scope: ScopeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Edit a note; refused if it changed on disk since the revision you read.

    Example: memlane notes edit 9f2c8a1e-... --revision 3b1f... --body "new text"
    """
    mem = STATE.memory()
    rev = revision or mem.notes_read(note_id, scope=_scope(scope)).revision
    note = mem.notes_edit(
        note_id,
        revision=rev,
        title=title,
        body=_as_file_text(read_text_arg(body)) if body is not None else None,
        tags=tag,
        scope=_scope(scope),
        allow_email=allow_email or None,
    )
    render.emit_json(note.to_dict()) if as_json else render.emit_text(
        f"saved {note.id} (revision {note.revision[:12]})"
    )


@notes_app.command("archive")
def notes_archive(
    note_id: Annotated[str, typer.Argument(help="Note id, or a unique prefix of 4+ characters.")],
    revision: Annotated[str | None, typer.Option(help="Refuse if the note changed.")] = None,
    restore: Annotated[bool, typer.Option("--restore", help="Un-archive instead.")] = False,
    scope: ScopeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Archive a note (sets archived: true; the file is never deleted).

    Example: memlane notes archive 9f2c8a1e-...
    """
    note = STATE.memory().notes_archive(
        note_id, revision=revision, scope=_scope(scope), restore=restore
    )
    render.emit_json(note.to_dict()) if as_json else render.emit_text(
        f"{'restored' if restore else 'archived'} {note.id}"
    )


@notes_app.command("links")
def notes_links(scope: ScopeOpt = None, as_json: JsonOpt = False) -> None:
    """The link graph: outbound links, backlinks, broken links and orphans.

    Example: memlane notes links --json
    """
    graph = STATE.memory().notes_links(scope=_scope(scope))
    if as_json:
        render.emit_json(graph.to_dict())
        return
    data = graph.to_dict()
    lines = []
    for node in data["nodes"]:
        lines.append(
            f"{node['note_id']}: out {len(node['outbound_ids'])}, "
            f"back {len(node['backlink_ids'])}"
            + (f", broken {', '.join(node['broken_links'])}" if node["broken_links"] else "")
            + (" (orphan)" if node["orphaned"] else "")
        )
    lines += [f"warning: {w['relative_path']}: {w['code']}" for w in data["warnings"]]
    render.emit_text("\n".join(lines) or "no notes")


@notes_app.command("search")
def notes_search(
    query: Annotated[str, typer.Argument(help="Words to look for.")],
    archived: ArchivedOpt = False,
    limit: Annotated[int, typer.Option(min=1, max=20)] = 20,
    scope: ScopeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """TF-IDF search over the project's notes.

    Example: memlane notes search "deploy checklist"
    """
    hits = STATE.memory().notes_search(
        query, scope=_scope(scope), include_archived=archived, limit=limit
    )
    if as_json:
        render.emit_json([h.to_dict() for h in hits])
        return
    render.emit_text("\n".join(f"{h.score:.3f}  {h.id}  {h.title}" for h in hits) or "no matches")


@notes_app.command("promote")
def notes_promote(
    handle: Annotated[str, typer.Argument(help="Id or slug of a stored event or fact.")],
    allow_email: EmailOpt = False,
    scope: ScopeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Turn a stored event or fact into a durable note (never the same record twice).

    Example: memlane notes promote release-gates
    """
    note = STATE.memory().notes_promote(
        handle, scope=_scope(scope), allow_email=allow_email or None
    )
    render.emit_json(note.to_dict()) if as_json else render.emit_text(
        f"promoted to {note.id} (.agents/memory/{note.relative_path})"
    )


@notes_app.command("watch")
def notes_watch(scope: ScopeOpt = None) -> None:
    """Keep the index current while you edit notes (Ctrl-C stops).

    Example: memlane notes watch
    """
    mem = STATE.memory()
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    render.err.print("watching .agents/memory (Ctrl-C to stop)")
    try:
        ok = mem.notes_watch(
            stop,
            scope=_scope(scope),
            on_change=lambda listing: render.err.print(
                f"re-indexed: {counted(len(listing.notes), 'note')}, "
                f"{counted(len(listing.warnings), 'warning')}"
            ),
        )
    except KeyboardInterrupt:
        stop.set()
        ok = True
    if not ok:
        render.err.print(
            "the watcher could not start; notes still load, refresh is manual "
            "(`memlane notes list`)"
        )
