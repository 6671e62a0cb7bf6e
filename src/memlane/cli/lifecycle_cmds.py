"""verify, consolidate, renew, observe, utility, clean: keeping memory true."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from memlane.cli import render
from memlane.cli.app import STATE, GlobalOpt, JsonOpt, ScopeOpt, app, pick_scope
from memlane.cli.records_cmds import parse_when
from memlane.core.consolidation_rules import DEFAULT_MIN_AGE_DAYS
from memlane.core.wording import counted


@app.command()
def verify(
    handles: Annotated[
        list[str] | None, typer.Argument(help="Only these memories (default: the whole scope).")
    ] = None,
    root: Annotated[
        list[Path] | None,
        typer.Option(
            "--root", help="A tree to check against (repeatable; default: the project folder)."
        ),
    ] = None,
    network: Annotated[
        bool,
        typer.Option("--network", help="Also check URLs and package versions online (off)."),
    ] = False,
    show_all: Annotated[
        bool, typer.Option("--all", help="List every memory, not only stale and unknown ones.")
    ] = False,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Check the paths, fn() calls, --flags, pkg@version and URLs each memory cites.

    Verdicts: verified (every claim found), stale (one claim confidently absent, with the
    reason), unknown (no claims, or evidence incomplete). Stale memories leave the brief and
    recall packets. Incremental: unchanged memories over unchanged files are not re-checked.
    Example: memlane verify --root . --root ../shared
    """
    report = STATE.memory().verify(
        roots=root or None,
        handles=handles or (),
        scope=pick_scope(scope, use_global),
        network=network,
    )
    if as_json:
        render.emit_json(report.to_dict())
        return
    lines = [
        f"{counted(report.files, 'file')} in {', '.join(report.roots)}"
        + ("" if report.complete else f" (incomplete: {report.bound})"),
        f"verified {report.counts['verified']} · stale {report.counts['stale']} · "
        f"unknown {report.counts['unknown']} · checked {report.checked} · "
        f"unchanged {report.reused} · {report.took_ms:.0f} ms",
    ]
    for item in report.memories:
        if show_all or item["verdict"] != "verified":
            lines.append(f"{item['verdict']:8}  {item['slug']}  — {item['reason']}")
    if report.skipped:
        lines.append(f"skipped (changed meanwhile): {', '.join(report.skipped)}")
    render.emit_text("\n".join(lines))


def _proposal_line(p: dict[str, Any]) -> str:
    names = ", ".join(s or m for s, m in zip(p["slugs"], p["members"], strict=True))
    flag = "" if p["applicable"] else f"  [{p['note']}]"
    return f"{p['id']}  {p['kind']:12} {names}  — {p['reason']}{flag}"


@app.command()
def consolidate(
    apply: Annotated[
        bool, typer.Option("--apply", help="Apply the proposals (default: show them only).")
    ] = False,
    proposal: Annotated[
        list[str] | None,
        typer.Option("--proposal", help="With --apply: only this proposal id (repeatable)."),
    ] = None,
    only: Annotated[
        list[str] | None,
        typer.Option(
            "--only",
            help="Only this kind: duplicate, semantic, merge, supersession, archive, retention.",
        ),
    ] = None,
    min_age_days: Annotated[
        int,
        typer.Option(
            "--min-age-days", min=0, help="Archive stale memories unchanged this long (30)."
        ),
    ] = DEFAULT_MIN_AGE_DAYS,
    no_model: Annotated[
        bool, typer.Option("--no-model", help="Do not ask a configured LLM for merges.")
    ] = False,
    history: Annotated[
        bool, typer.Option("--history", help="Show what past passes (and the dream) did.")
    ] = False,
    limit: Annotated[int, typer.Option(min=1, max=500, help="With --history.")] = 20,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Propose duplicate merges, supersessions and archives; --apply applies them.

    Read-only without --apply. Applying writes the merged memory before archiving the
    originals (linked, kept in history; nothing is deleted) and never crosses scopes.
    Example: memlane consolidate            # review
             memlane consolidate --apply    # then apply
    """
    mem = STATE.memory()
    where = pick_scope(scope, use_global)
    if history:
        runs = mem.consolidation_history(scope=where, limit=limit)
        if as_json:
            render.emit_json({"runs": runs})
            return
        if not runs:
            render.emit_text("no consolidation has run in this scope")
            return
        lines = []
        for run in runs:
            applied = sum(1 for a in run["actions"] if a.get("status") == "applied")
            lines.append(
                f"#{run['id']} {run['started_at']} {run['trigger']}: {run['status']}, "
                f"{applied} applied" + (f" ({run['note']})" if run["note"] else "")
            )
            for action in run["actions"]:
                lines.append(
                    f"    {action.get('status')}: {action.get('kind')} — {action.get('detail')}"
                )
        render.emit_text("\n".join(lines))
        return
    result = mem.consolidate(
        scope=where,
        apply=apply,
        proposal_ids=proposal or (),
        kinds=only or (),
        min_age_days=min_age_days,
        use_model=not no_model,
    )
    data = result.to_dict()
    if as_json:
        render.emit_json(data)
        return
    if apply:
        lines = [f"run #{data['run_id']}: {len(data['applied'])} action(s)"]
        lines += [f"{a['status']:8} {a['kind']:12} {a['detail']}" for a in data["applied"]]
        render.emit_text("\n".join(lines))
        return
    if not data["proposals"]:
        render.emit_text("nothing to consolidate")
        return
    counts = ", ".join(f"{k} {v}" for k, v in data["counts"].items() if v)
    lines = [f"{counts} (read-only; apply with --apply)"]
    lines += [_proposal_line(p) for p in data["proposals"]]
    shown = data["counts"]["semantic"]
    if data["semantic_pairs"] > shown:
        lines.append(f"(the {shown} strongest of {data['semantic_pairs']:,} semantic pairs shown)")
    if data["model"]:
        lines.append(f"model: {data['model'].get('status')} {data['model'].get('reason') or ''}")
    render.emit_text("\n".join(lines))


@app.command()
def renew(
    handle: Annotated[str, typer.Argument(help="The pinned memory's id or slug.")],
    valid_from: Annotated[
        str, typer.Option("--valid-from", help="Start (inclusive), an ISO time in UTC.")
    ],
    valid_until: Annotated[
        str, typer.Option("--valid-until", help="End (exclusive), an ISO time in UTC.")
    ],
    evidence: Annotated[
        str, typer.Option("--evidence", help="What was checked, and where (privacy-checked).")
    ],
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Renew a pinned memory's validity window with evidence (a revision; history kept).

    Changed content or a removed pin later means needs-renewal: the memory leaves the
    brief and packets until it is renewed again.
    Example: memlane renew release-policy --valid-from 2026-10-21T00:00Z
             --valid-until 2026-11-21T00:00Z --evidence "checklist reviewed"
    """
    mem = STATE.memory()
    where = pick_scope(scope, use_global)
    rec = mem.renew(
        handle,
        valid_from=parse_when(valid_from, "--valid-from"),
        valid_until=parse_when(valid_until, "--valid-until"),
        evidence=evidence,
        scope=where,
    )
    info = mem.lifecycle(rec.id, scope=where)
    if as_json:
        render.emit_json({**rec.to_dict(), "lifecycle": info})
    else:
        window = info["window"]
        render.emit_text(
            f"renewed {rec.handle}: {window['state']} "
            f"[{window['valid_from']} → {window['valid_until']})"
        )


@app.command()
def observe(
    receipt: Annotated[str, typer.Argument(help="The receipt printed by recall or brief.")],
    feedback: Annotated[str, typer.Option("--feedback", help="helpful or unhelpful.")],
    outcome: Annotated[
        str, typer.Option("--outcome", help="improved, unchanged, worsened or unknown.")
    ],
    attribution: Annotated[
        str, typer.Option("--attribution", help="isolated, confounded or unknown.")
    ],
    evidence: Annotated[
        str, typer.Option("--evidence", help="Baseline compared with, and any confounders.")
    ],
    task: Annotated[
        str | None,
        typer.Option("--task", help="The task this assesses (default: the receipt)."),
    ] = None,
    memory: Annotated[
        list[str] | None,
        typer.Option("--memory", help="Only this memory of the receipt (repeatable)."),
    ] = None,
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Record immutable feedback on memories a receipt delivered (once per task and memory).

    Only isolated attributions with a known outcome are scored by `memlane utility`.
    Example: memlane observe r_01J… --feedback helpful --outcome improved
             --attribution isolated --evidence "same fixture; 3 fewer failures"
    """
    result = STATE.memory().observe(
        receipt,
        feedback=feedback,
        outcome=outcome,
        attribution=attribution,
        evidence=evidence,
        task=task,
        handles=memory or (),
        scope=pick_scope(scope, use_global),
    )
    if as_json:
        render.emit_json(result)
        return
    lines = [
        f"{'recorded' if o['recorded'] else 'already recorded'}: {o['slug']} (task {o['task']})"
        for o in result["observations"]
    ]
    render.emit_text("\n".join(lines))


def _cohort_line(name: str, c: dict[str, Any]) -> str:
    rate = "–" if c["helpful_rate"] is None else f"{c['helpful_rate']:.0%}"
    return (
        f"{name}: {c['exposures']} exposures ({c['observed_exposures']} observed) · "
        f"{c['observations']} observations · helpful {c['feedback']['helpful']}/"
        f"{c['observations']} ({rate}) · scored {c['scored']} · unscored confounded "
        f"{c['unscored']['confounded']}, unknown {c['unscored']['unknown']}"
    )


@app.command()
def utility(
    handle: Annotated[str, typer.Argument(help="Record id or slug (archived ones too).")],
    scope: ScopeOpt = None,
    use_global: GlobalOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """How often a memory was recalled and what observations say, with denominators.

    No rate is shown for an empty cohort; the current cohort counts only exposures of the
    memory's current content. Makes no writes.
    Example: memlane utility release-gates
    """
    report = STATE.memory().utility(handle, scope=pick_scope(scope, use_global))
    if as_json:
        render.emit_json(report)
        return
    lines = [
        f"{report['slug'] or report['id']}: recalled {report['recalls']} time(s)",
        _cohort_line("lifetime", report["lifetime"]),
        _cohort_line("current", report["current"]),
    ]
    for f, row in report["current"]["by_feedback"].items():
        if row["scored"]:
            lines.append(
                f"  {f}: {row['improved']} improved, {row['unchanged']} unchanged, "
                f"{row['worsened']} worsened of {row['scored']} scored"
            )
    render.emit_text("\n".join(lines))


@app.command()
def clean(
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Show what would be removed; remove nothing.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Remove abandoned lock and temp files left by interrupted writers.

    Covers the memlane home and this project's .agents/memory folder. Note backups
    (*.memlane-backup) are listed, never removed.
    Example: memlane clean --dry-run
    """
    report = STATE.memory().clean(dry_run=dry_run)
    if as_json:
        render.emit_json(report)
        return
    verb = "would remove" if dry_run else "removed"
    lines = [f"{verb}: {r['path']} — {r['why']}" for r in report["removed"]]
    lines += [f"kept: {r['path']} — {r['why']}" for r in report["kept"]]
    render.emit_text("\n".join(lines) or "nothing to clean")
