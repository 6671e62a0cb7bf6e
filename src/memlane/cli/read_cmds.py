"""recall, brief, search: the two read paths (injection vs wide search)."""

from __future__ import annotations

from typing import Annotated

import typer

from memlane.cli import render
from memlane.cli.app import STATE, GlobalOpt, JsonOpt, ScopeOpt, ValidityOpt, app, pick_scope
from memlane.cli.recall_local import recall_output
from memlane.core.scope import label


@app.command()
def recall(
    query: Annotated[str, typer.Argument(help="What the agent is working on or asking.")],
    level: Annotated[
        str | None,
        typer.Option(help="low, default, high or max (default: the aggressiveness setting)."),
    ] = None,
    limit: Annotated[
        int | None, typer.Option(min=1, max=50, help="Override the level's row count.")
    ] = None,
    budget: Annotated[int | None, typer.Option(min=1, help="Token budget (default 800).")] = None,
    text: Annotated[bool, typer.Option("--text", help="Render the packet as prompt text.")] = False,
    validity: ValidityOpt = "exclude",
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Recall the few memories relevant to a query, packed into a token budget.

    This is the injection path: gated, budgeted and scanned for prompt injection.
    Example: memlane recall "what must pass before we ship" --budget 400
    """
    packet = STATE.memory().recall(
        query,
        scope=pick_scope(scope, use_global),
        level=level,
        limit=limit,
        budget=budget,
        fmt="text" if text and not as_json else "json",
        validity=validity,
    )
    # --json, --text: exactly the budgeted serialization, what a hook would inject.
    render.emit_text(recall_output(packet, raw=as_json or text))


@app.command()
def brief(
    task: Annotated[str | None, typer.Option(help="Reorder by relevance to this task.")] = None,
    budget: Annotated[
        int | None, typer.Option(help="Characters, clamped to 400–4000 (default 1800).")
    ] = None,
    show_stats: Annotated[
        bool, typer.Option("--stats", help="Print counts per group and the token estimate.")
    ] = False,
    preview: Annotated[
        bool, typer.Option("--preview", help="Compose without recording a receipt.")
    ] = False,
    validity: ValidityOpt = "exclude",
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """The session-start brief: patterns, facts, lessons, sessions, project notes.

    Example: memlane brief --task "fix the flaky deploy" --stats
    """
    result = STATE.memory().brief(
        scope=pick_scope(scope, use_global),
        task=task,
        budget_chars=budget,
        preview=preview,
        validity=validity,
    )
    if as_json:
        render.emit_json(result.to_dict())
        return
    if result.text:
        render.emit_text(result.text)
    elif not show_stats:
        render.emit_text("(no memory to brief yet)")
    if show_stats:
        st = result.stats()
        counts = ", ".join(f"{k} {v}" for k, v in st["counts"].items())
        render.err.print(
            f"{counts or 'empty'} · {st['chars']} chars · "
            f"~{st['token_estimate']} tokens" + (" · truncated" if st["truncated"] else ""),
            markup=False,
        )


@app.command()
def search(
    query: Annotated[str, typer.Argument(help="Words, identifiers or a phrase.")],
    all_projects: Annotated[
        bool,
        typer.Option(
            "--all-projects", help="Search every local project (remote scopes stay exact)."
        ),
    ] = False,
    kind: Annotated[list[str] | None, typer.Option("--kind", help="Only these kinds.")] = None,
    source: Annotated[str, typer.Option(help="all, store or notes.")] = "all",
    archived: Annotated[bool, typer.Option("--archived", help="Include archived.")] = False,
    limit: Annotated[int, typer.Option(min=1, max=50)] = 50,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Search everything in scope (wide: stems, prefixes, camelCase, substrings; no gates).

    Example: memlane search SshConfig --all-projects
    """
    result = STATE.memory().search(
        query,
        scope=pick_scope(scope, use_global),
        all_projects=all_projects,
        limit=limit,
        kinds=kind,
        source=source,
        include_archived=archived,
    )
    if as_json:
        render.emit_json(result.to_dict())
        return
    if not result.hits:
        render.emit_text("no matches")
        return
    lines = [
        f"{result.total} matched"
        + (f", showing {len(result.hits)}" if result.total > len(result.hits) else "")
    ]
    for h in result.hits:
        r = h.record
        lines.append(f"{h.score:.2f}  {r.slug or r.id}  [{r.kind}]  {r.title}  · {label(r.scope)}")
    render.emit_text("\n".join(lines))
