"""capture session|run, learn, patterns …, outcome: how memlane learns from finished work."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from memlane.cli import render
from memlane.cli.app import STATE, GlobalOpt, JsonOpt, ScopeOpt, app, pick_scope
from memlane.core.records import Record
from memlane.core.scope import GLOBAL
from memlane.core.wording import counted
from memlane.errors import InvalidInput

capture_app = typer.Typer(
    help="Capture finished work: agent sessions and multi-step runs.", no_args_is_help=True
)
patterns_app = typer.Typer(
    help="Learned patterns: list, pin, unpin, edit, delete.", no_args_is_help=True
)
app.add_typer(capture_app, name="capture")
app.add_typer(patterns_app, name="patterns")

HandleArg = Annotated[str, typer.Argument(help="Pattern id or slug.")]


def _enrichment_line(info: dict[str, Any] | None) -> str:
    if not info:
        return "summary: none"
    if info.get("status") == "ok":
        via = info.get("provider") or info.get("method")
        return f"summary: added ({via})"
    return f"summary: {info.get('status')} — {info.get('reason')} (the bare event is kept)"


@capture_app.command("session")
def capture_session(
    transcript: Annotated[
        Path,
        typer.Option(
            "--transcript",
            help="The session log (JSONL) of Claude Code, Codex or plain role/content.",
        ),
    ],
    fmt: Annotated[
        str, typer.Option("--format", help="auto (detect), claude, codex or plain.")
    ] = "auto",
    session_id: Annotated[
        str | None, typer.Option("--session-id", help="Override the session id read from the log.")
    ] = None,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Capture a finished agent session: an event first, then lessons, a summary, facts
    (when enabled) and, every few sessions, a pattern refresh. Capturing one session id
    twice adds nothing; sessions under capture_min_seconds are skipped.

    Example: memlane capture session --transcript ~/.claude/projects/app/3f6c.jsonl
    """
    chosen = GLOBAL if use_global else scope  # None: the session's own directory decides
    result = STATE.memory(chosen).capture_session(
        transcript, fmt=fmt, scope=chosen, session_id=session_id
    )
    if as_json:
        render.emit_json(result.to_dict())
        return
    if result.status == "skipped":
        render.emit_text(f"skipped: {result.reason}")
        return
    if result.status == "duplicate":
        render.emit_text(
            f"already captured: session {result.session_id} is {result.slug} ({result.event_id})"
        )
        return
    verb = "updated" if result.status == "updated" else "captured"
    lines = [
        f"{verb} session {result.session_id} as {result.slug} ({result.event_id}) "
        f"in {result.scope}",
        _enrichment_line(result.enrichment),
        f"lessons: {len(result.lessons)}",
    ]
    if result.facts or result.facts_skipped:
        lines.append(f"facts: {len(result.facts)} stored, {len(result.facts_skipped)} skipped")
    if result.learned:
        lines.append(
            f"patterns refreshed: {len(result.learned['added'])} new ({result.learned['method']})"
        )
    render.emit_text("\n".join(lines))


@capture_app.command("run")
def capture_run(
    summary: Annotated[
        str, typer.Option("--summary", help="What the run set out to do and what it achieved.")
    ],
    worked: Annotated[
        list[str] | None, typer.Option("--worked", help="What worked (repeatable).")
    ] = None,
    failed: Annotated[
        list[str] | None, typer.Option("--failed", help="What failed (repeatable).")
    ] = None,
    improve: Annotated[
        list[str] | None, typer.Option("--improve", help="A suggested improvement (repeatable).")
    ] = None,
    status: Annotated[
        str,
        typer.Option("--status", help="done, failed or cancelled; only done runs are captured."),
    ] = "done",
    session_id: Annotated[
        str | None,
        typer.Option("--session-id", help="The run's id: capturing it twice adds nothing."),
    ] = None,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Record a finished multi-step run as a run_completed event (its retrospective).

    Example: memlane capture run --summary "Migrated the CI" --worked "caching" --status done
    """
    result = STATE.memory().capture_run(
        summary=summary,
        worked=worked or (),
        failed=failed or (),
        improvements=improve or (),
        status=status,
        scope=pick_scope(scope, use_global),
        session_id=session_id,
    )
    if result is None:
        message = f"not captured: status {status}"
        if as_json:
            render.emit_json({"captured": False, "status": status, "message": message})
        else:
            render.emit_text(message)
        return
    if as_json:
        render.emit_json({"captured": result.status == "captured", **result.to_dict()})
    elif result.status == "duplicate":
        render.emit_text(f"already captured: run {result.session_id} is {result.event_id}")
    else:
        render.emit_text(f"captured run as event {result.event_id} in {result.scope}")


@app.command()
def learn(scope: ScopeOpt = None, use_global: GlobalOpt = False, as_json: JsonOpt = False) -> None:
    """Refresh the scope's learned patterns from its last 10 items (summaries, notes, run
    retrospectives, facts). Pinned patterns always survive; replaced ones are archived.

    Example: memlane learn --json
    """
    result = STATE.memory().learn(scope=pick_scope(scope, use_global))
    if as_json:
        render.emit_json(result.to_dict())
        return
    if result.method == "none":
        render.emit_text("nothing to learn from yet: capture sessions or remember facts first")
        return
    lines = [
        f"learned {counted(len(result.added), 'new pattern')} ({result.method}) from "
        f"{counted(result.items, 'item')}; kept {len(result.kept)}, "
        f"archived {len(result.archived)}, "
        f"pinned {result.pinned}"
    ]
    lines += [
        f"  [{a['category']}] {a['text']} ({round(a['confidence'] * 100)}%)" for a in result.added
    ]
    if result.llm:
        lines.append(
            f"model: {result.llm.get('status')} — {result.llm.get('reason')}; "
            "used the extractive fallback"
        )
    render.emit_text("\n".join(lines))


def _pattern(handle: str, scope: str) -> Record:
    return STATE.memory().get(handle, scope=scope, kind="pattern")


def _pattern_line(r: Record) -> str:
    pin = "📌 " if r.pinned else ""
    archived = "  (archived)" if r.archived else ""
    return (
        f"{pin}{r.handle}  [{r.category}] {round((r.confidence or 0) * 100)}%  {r.body}{archived}"
    )


@patterns_app.command("list")
def patterns_list(
    archived: Annotated[
        bool, typer.Option("--archived", help="Include archived (replaced) patterns.")
    ] = False,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """List patterns: pinned first, then by confidence.

    Example: memlane patterns list --json
    """
    recs = STATE.memory().patterns(scope=pick_scope(scope, use_global), include_archived=archived)
    if as_json:
        render.emit_json({"records": [r.to_dict() for r in recs], "total": len(recs)})
    else:
        render.emit_text(
            "\n".join(_pattern_line(r) for r in recs)
            or "no patterns yet — `memlane learn` distils them"
        )


def _pin(handle: str, pinned: bool, scope: str | None, use_global: bool, as_json: bool) -> None:
    key = pick_scope(scope, use_global)
    rec = STATE.memory().pin(_pattern(handle, key).id, pinned, scope=key)
    if as_json:
        render.emit_json({"id": rec.id, "slug": rec.slug, "pinned": rec.pinned})
    else:
        render.emit_text(f"{'pinned' if pinned else 'unpinned'} {rec.handle}")


@patterns_app.command("pin")
def patterns_pin(
    handle: HandleArg,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Pin a pattern: always in briefs, never replaced by a refresh.

    Example: memlane patterns pin prefer-small-prs
    """
    _pin(handle, True, scope, use_global, as_json)


@patterns_app.command("unpin")
def patterns_unpin(
    handle: HandleArg,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Unpin a pattern (a later refresh may replace it).

    Example: memlane patterns unpin prefer-small-prs
    """
    _pin(handle, False, scope, use_global, as_json)


@patterns_app.command("edit")
def patterns_edit(
    handle: HandleArg,
    text: Annotated[str | None, typer.Option("--text", help="The new statement.")] = None,
    category: Annotated[
        str | None,
        typer.Option("--category", help="architecture, convention, preference or pitfall."),
    ] = None,
    title: Annotated[str | None, typer.Option("--title", help="A new title.")] = None,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Edit a pattern by hand (history kept); a hand edit resets its confidence to 100 %.

    Example: memlane patterns edit prefer-small-prs --text "Keep PRs under 300 lines"
    """
    if text is None and category is None and title is None:
        raise InvalidInput("nothing to change", remedy="pass --text, --category or --title")
    key = pick_scope(scope, use_global)
    rec = STATE.memory().edit(
        _pattern(handle, key).id, scope=key, body=text, category=category, title=title
    )
    if as_json:
        render.emit_json(rec.to_dict())
    else:
        render.emit_text(f"updated {rec.handle} (confidence {round((rec.confidence or 0) * 100)}%)")


@patterns_app.command("delete")
def patterns_delete(
    handle: HandleArg,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Delete a pattern (its versions stay in history). Asks first unless --yes.

    Example: memlane patterns delete prefer-small-prs --yes
    """
    key = pick_scope(scope, use_global)
    rec = _pattern(handle, key)
    if not yes:
        if as_json:
            raise InvalidInput("deleting needs confirmation", remedy="pass --yes")
        typer.confirm(f"delete pattern {rec.handle!r}: {rec.body}?", abort=True)
    gone = STATE.memory().forget(rec.id, scope=key)
    if as_json:
        render.emit_json({"deleted": gone.id, "slug": gone.slug})
    else:
        render.emit_text(f"deleted {gone.handle}")


@app.command()
def outcome(
    receipt: Annotated[str, typer.Argument(help="The receipt id printed by brief or recall.")],
    result: Annotated[
        str,
        typer.Argument(metavar="done|failed|cancelled", help="How the work that used it ended."),
    ],
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Report how work ended: patterns that rode in that brief or packet gain 5 % (done) or
    lose 10 % (failed); cancelled changes nothing. Recorded once per receipt.

    Example: memlane outcome b_01J9Z8X4W3V2T1S0R9Q8P7N6M5 done
    """
    chosen = pick_scope(scope, use_global) if scope or use_global else None
    info = STATE.memory().outcome(receipt, result, scope=chosen, by="person")
    if as_json:
        render.emit_json(info)
    elif not info["recorded"]:
        render.emit_text(info.get("message") or "outcome already recorded; nothing rerated")
    else:
        lines = [
            f"recorded {result} for {receipt}; rerated {counted(len(info['rerated']), 'pattern')}"
        ]
        lines += [
            f"  {r['id']}: {round(r['old'] * 100)}% → {round(r['new'] * 100)}%"
            for r in info["rerated"]
        ]
        render.emit_text("\n".join(lines))
