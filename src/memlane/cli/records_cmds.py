"""remember, get, forget, why, list: the record verbs."""

from __future__ import annotations

import sys
from datetime import datetime
from typing import Annotated

import typer

from memlane.cli import render
from memlane.cli.app import STATE, GlobalOpt, JsonOpt, ScopeOpt, app, pick_scope
from memlane.core.bounds import decode_utf8
from memlane.core.timestamps import parse_since, parse_timestamp, utcnow
from memlane.errors import InvalidInput
from memlane.services.workspace import missing_folder


def read_text_arg(text: str) -> str:
    """``-`` reads the text from standard input (refusing binary and invalid UTF-8)."""
    if text != "-":
        return text
    return decode_utf8(sys.stdin.buffer.read(), name="stdin")


def parse_when(value: str | None, option: str) -> datetime | None:
    """An ISO date or time for ``option`` (UTC unless it names an offset)."""
    if value is None:
        return None
    try:
        return parse_timestamp(value)
    except ValueError as exc:
        raise InvalidInput(
            f"cannot read {option} {value!r}",
            remedy=f"write {option} as an ISO time like 2026-11-01T00:00:00Z",
        ) from exc


def since_option(value: str | None) -> datetime | None:
    """``7d``, ``24h``, ``30m`` or an ISO date/time."""
    if not value:
        return None
    try:
        return parse_since(value, utcnow())
    except ValueError as exc:
        raise InvalidInput(
            f"cannot read --since {value[:40]!r}",
            remedy="use 7d, 24h, 30m, 2w or an ISO date like 2026-11-01",
        ) from exc


@app.command()
def remember(
    text: Annotated[str, typer.Argument(help="What to remember ('-' reads standard input).")],
    title: Annotated[str | None, typer.Option(help="Short title (default: first line).")] = None,
    slug: Annotated[
        str | None,
        typer.Option(help="Stable key; an existing slug is revised in place with history kept."),
    ] = None,
    kind: Annotated[str, typer.Option(help="fact, event, pattern or lesson.")] = "fact",
    type_: Annotated[
        str | None,
        typer.Option(
            "--type", help="fact: user|feedback|project|reference; event: manual_note|..."
        ),
    ] = None,
    why: Annotated[str | None, typer.Option(help="Why this holds (rationale).")] = None,
    how: Annotated[str | None, typer.Option(help="How to apply it.")] = None,
    tag: Annotated[list[str] | None, typer.Option("--tag", help="A tag (repeatable).")] = None,
    importance: Annotated[float, typer.Option(help="0..1, default 0.5 (neutral).")] = 0.5,
    pin: Annotated[bool, typer.Option("--pin", help="Pin: always first in briefs.")] = False,
    category: Annotated[str | None, typer.Option(help="Pattern category.")] = None,
    confidence: Annotated[float | None, typer.Option(help="Pattern confidence 0..1.")] = None,
    update: Annotated[
        str | None,
        typer.Option("--update", help="Revise this existing slug (fails if it does not exist)."),
    ] = None,
    force_new: Annotated[
        bool, typer.Option("--force-new", help="Store even if a near duplicate exists.")
    ] = False,
    allow_email: Annotated[
        bool, typer.Option("--allow-email", help="Permit email addresses in the text.")
    ] = False,
    valid_from: Annotated[
        str | None,
        typer.Option("--valid-from", help="Guidance holds from this UTC time (inclusive)."),
    ] = None,
    valid_until: Annotated[
        str | None,
        typer.Option("--valid-until", help="Guidance holds until this UTC time (exclusive)."),
    ] = None,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Remember a fact (or event, pattern, lesson).

    Example: memlane remember "Run both release gates before tagging" --slug release-gates
    """
    receipt = STATE.memory().remember(
        read_text_arg(text),
        scope=pick_scope(scope, use_global),
        kind=kind,
        title=title,
        slug=slug,
        type=type_,
        why=why,
        how=how,
        tags=tag or (),
        importance=importance,
        pinned=pin,
        category=category,
        confidence=confidence,
        update=update,
        force_new=force_new,
        allow_email=allow_email or None,
        valid_from=parse_when(valid_from, "--valid-from"),
        valid_until=parse_when(valid_until, "--valid-until"),
    )
    if as_json:
        render.emit_json(receipt.to_dict())
    else:
        verb = (
            "unchanged" if receipt.unchanged else ("updated" if receipt.updated else "remembered")
        )
        render.emit_text(f"{verb} {receipt.slug or receipt.id} ({receipt.kind}, id {receipt.id})")
    folder = missing_folder(scope) if scope and not use_global else None
    if folder:
        # A typo'd --scope stored the memory where no project will ever read it, without a
        # word (the s45 newcomer trial); it is kept (a team's path, a moved checkout) but said.
        render.err.print(
            f"note: {folder} is not a folder on this machine; the memory is stored in that "
            f"scope (a typo? `memlane forget {receipt.id} --scope {scope}` removes it)",
            markup=False,
            soft_wrap=True,
        )


@app.command()
def get(
    handle: Annotated[str, typer.Argument(help="Record id or slug.")],
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Show one memory in full (raw text, for a person to inspect), with its verdict,
    validity window and supersession.

    Example: memlane get release-gates
    """
    mem = STATE.memory()
    where = pick_scope(scope, use_global)
    rec = mem.get(handle, scope=where)
    lifecycle = mem.lifecycle(rec.id, scope=where)
    if as_json:
        render.emit_json({**rec.to_dict(), "lifecycle": lifecycle})
    else:
        render.emit_text(render.record_detail(rec) + render.lifecycle_lines(lifecycle))


@app.command()
def forget(
    handle: Annotated[str, typer.Argument(help="Record id or slug.")],
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Delete a memory (its versions stay in history).

    Example: memlane forget release-gates
    """
    rec = STATE.memory().forget(handle, scope=pick_scope(scope, use_global))
    if as_json:
        render.emit_json({"forgotten": rec.id, "slug": rec.slug})
    else:
        # The id is the only handle left once the slug is free again: say how to undo.
        pinned = ", pinned" if rec.pinned else ""
        render.emit_text(
            f"forgot {rec.slug or rec.id} ({rec.kind}{pinned}, id {rec.id}); "
            f"undo with `memlane restore {rec.id}`"
        )


@app.command()
def restore(
    handle: Annotated[
        str,
        typer.Argument(
            help="The id `memlane forget` printed, or the slug (its last forgotten memory)."
        ),
    ],
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Bring back a forgotten memory as it was (same id, slug and pin).

    Example: memlane restore release-gates
    """
    rec = STATE.memory().restore(handle, scope=pick_scope(scope, use_global))
    if as_json:
        render.emit_json(rec.to_dict())
    else:
        render.emit_text(f"restored {rec.slug or rec.id} ({rec.kind}, id {rec.id})")


@app.command()
def why(
    handle: Annotated[str, typer.Argument(help="Record id or slug.")],
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Where a memory came from: trigger, session, time, revisions, exposures, and each
    outcome that moved its confidence (who settled it and on what evidence).

    Example: memlane why release-gates
    """
    info = STATE.memory().why(handle, scope=pick_scope(scope, use_global))
    if as_json:
        render.emit_json(info)
        return
    prov = info["provenance"]
    # Each version by the time it was written: a single "at:" showed the latest version's
    # time, whichever version a person was reading about (the s45 newcomer trial).
    lines = [
        f"{info['slug'] or info['id']} ({info['kind']}, scope {info['scope']})",
        f"trigger: {prov['trigger']}",
        f"session: {prov['session_id'] or '-'}",
        f"created: {render.when(info['created_at'])}",
        *([f"this version: {render.when(info['updated_at'])}"] if info["revisions"] else []),
        f"source: {prov['source'] or '-'}",
        f"revisions: {info['revisions']}",
        # Each earlier version: when it was written, then when and why it was replaced
        # ("history kept" was a count a person could not read; `why --json` has the list).
        *(
            f"  {render.when(h['written_at'])} {h['title']} "
            f"(replaced {render.when(h['replaced_at'])} by {h['reason']})"
            for h in info["history"]
        ),
        f"exposures: {info['exposures']}",
    ]
    for o in info["outcomes"]:
        moved = o["confidence"]
        change = (
            f"confidence {round(moved['from'] * 100)}% → {round(moved['to'] * 100)}%"
            if moved and moved["from"] is not None and moved["to"] is not None
            else "confidence unchanged"
        )
        said = f" — {o['evidence']}" if o["evidence"] else ""
        lines.append(f"outcome {o['outcome']} ({o['receipt']}) by {o['by']}{said}: {change}")
    render.emit_text("\n".join(lines) + render.lifecycle_lines(info["lifecycle"]))


@app.command("list")
def list_(
    kind: Annotated[
        list[str] | None, typer.Option("--kind", help="Filter by kind (repeatable).")
    ] = None,
    type_: Annotated[list[str] | None, typer.Option("--type", help="Filter by type.")] = None,
    tag: Annotated[str | None, typer.Option(help="Only records with this tag.")] = None,
    since: Annotated[str | None, typer.Option(help="7d, 24h or an ISO date.")] = None,
    archived: Annotated[bool, typer.Option("--archived", help="Include archived.")] = False,
    all_scopes: Annotated[bool, typer.Option("--all-scopes", help="Every scope.")] = False,
    limit: Annotated[int, typer.Option(min=1, max=1000)] = 50,
    offset: Annotated[int, typer.Option(min=0)] = 0,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """List memories, newest first.

    Example: memlane list --kind fact --since 7d
    """
    page = STATE.memory().list(
        scope=pick_scope(scope, use_global),
        all_scopes=all_scopes,
        kinds=kind,
        types=type_,
        tag=tag,
        since=since_option(since),
        include_archived=archived,
        limit=limit,
        offset=offset,
    )
    folder = missing_folder(scope) if scope and not (use_global or all_scopes) else None
    if folder:
        # A typo'd --scope listed nothing and said only "no memories match" (the s45
        # newcomer trial), as remember's does since s45.
        render.err.print(
            f"note: {folder} is not a folder on this machine (a typo?); listing what is "
            "stored under that scope",
            markup=False,
            soft_wrap=True,
        )
    if as_json:
        render.emit_json(page.to_dict())
        return
    if not page.records:
        render.emit_text("no memories match")
        return
    render.records_table(page.records, title=f"{len(page.records)} of {page.total}")
