"""Run every benchmark, each as its own process with this interpreter; print each one's wall
time; write bench/results/summary.md from the tables they wrote; exit 1 if any failed.

A result file counts only if the bench wrote it during this run and exited 0, so the summary
never shows a stale table next to a failure.

    .venv/bin/python bench/run_all.py [--only latency,hooks]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from latency_report import write_atomic
from machine import machine_info

BENCH_DIR = Path(__file__).resolve().parent
REPO_ROOT = BENCH_DIR.parent
RESULTS = BENCH_DIR / "results"
BUDGET_S = 15 * 60
BENCH_TIMEOUT_S = 20 * 60


@dataclass(frozen=True)
class Bench:
    name: str
    args: tuple[str, ...] = ()
    optional: bool = False  # a bench another change has not landed yet is skipped, not failed
    program: str | None = None  # the script, when one script writes several results

    @property
    def script(self) -> Path:
        return BENCH_DIR / f"{self.program or self.name}.py"


BENCHES = (
    Bench("recall_quality"),
    Bench("recall_quality_faq", ("--fixture", "faq"), program="recall_quality"),
    Bench("floor_calibration"),
    Bench("latency"),
    Bench("safety", optional=True),
    Bench("embedder_speed"),
    Bench("chaos", ("--kills", "50")),
    # 10 runs per cell (not the bench's default 30) keeps the whole run inside its budget.
    Bench("hooks", ("--runs", "10"), optional=True),
    Bench("lifecycle"),
    Bench("sessions"),
    # One run per embedder: MiniLM embedding 1,000 memories is most of its time.
    Bench("interop", ("--runs", "1")),
)


@dataclass
class Outcome:
    bench: Bench
    status: str  # ok, failed, timeout, skipped
    seconds: float = 0.0
    detail: str = ""


def run_bench(bench: Bench) -> Outcome:
    if not bench.script.exists():
        if bench.optional:
            return Outcome(bench, "skipped", detail=f"{bench.script.name} is not there")
        return Outcome(bench, "failed", detail=f"{bench.script.name} is missing")
    print(f"\n== {bench.name} {' '.join(bench.args)}".rstrip(), flush=True)
    started = time.perf_counter()
    try:
        done = subprocess.run(
            [sys.executable, str(bench.script), *bench.args],
            cwd=REPO_ROOT,
            timeout=BENCH_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return Outcome(
            bench, "timeout", time.perf_counter() - started, f"stopped after {BENCH_TIMEOUT_S} s"
        )
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        return Outcome(bench, "failed", seconds, f"exit code {done.returncode}")
    return Outcome(bench, "ok", seconds)


# -- summary.md ------------------------------------------------------------------------------


def _fresh(path: Path, since: float) -> bool:
    return path.exists() and path.stat().st_mtime >= since


def _demote(markdown: str) -> str:
    """One heading level down, so each bench's title nests under the summary's."""
    return "\n".join(
        f"#{line}" if line.startswith("#") else line for line in markdown.strip().splitlines()
    )


def _embedder_speed(data: Mapping[str, Any]) -> str:
    return "\n".join([
        "## Embedder speed",
        "",
        "| Embedder | Threads | Batch throughput | Query p50 / p95 | First embed (incl. load) |",
        "|---|---|---|---|---|",
        f"| {data['spec']} (`{data['model_id']}`, dim {data['dim']}) | {data['threads']} | "
        f"{data['batch_sentences_per_s_median']:.0f} sentences/s | "
        f"{data['query_latency_ms_p50']:.1f} / {data['query_latency_ms_p95']:.1f} ms | "
        f"{data['first_embed_ms_including_load']:.0f} ms |",
        "",
        "Produced by `bench/embedder_speed.py`; details in `embedder_speed.json`.",
    ])  # fmt: skip


def _hooks(data: Mapping[str, Any]) -> str:
    lines = [
        "## Agent hooks",
        "",
        f"Store of {data['records']:,} records; {data['runs_per_cell']} runs per cell; "
        "whole `memlane hook <event>` processes, p50 / p95 ms.",
        "",
    ]
    for emb, result in data["embedders"].items():
        events = [
            e for e in result.get("in_process", {}) if isinstance(result["in_process"][e], dict)
        ]
        lines += [f"| {emb} | {' | '.join(events)} |", f"|---|{'---|' * len(events)}"]
        for path in ("in_process", "warm", "handle_hook_only"):
            cells = result.get(path, {})
            row = [
                f"{cells[e]['p50_ms']:.0f} / {cells[e]['p95_ms']:.0f}"
                if isinstance(cells.get(e), dict)
                else "–"
                for e in events
            ]
            lines.append(f"| {path.replace('_', ' ')} | {' | '.join(row)} |")
        lines.append("")
    lines.append("Produced by `bench/hooks.py`; details in `hooks.json`.")
    return "\n".join(lines)


JSON_RENDERERS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "embedder_speed": _embedder_speed,
    "hooks": _hooks,
}


def section(outcome: Outcome, since: float) -> str:
    name = outcome.bench.name
    if outcome.status != "ok":
        return f"## {name}\n\n{outcome.status}: {outcome.detail or 'see the console output'}"
    md, js = RESULTS / f"{name}.md", RESULTS / f"{name}.json"
    if _fresh(md, since):
        return _demote(md.read_text("utf-8"))
    if _fresh(js, since) and name in JSON_RENDERERS:
        try:
            return JSON_RENDERERS[name](json.loads(js.read_text("utf-8")))
        except (KeyError, TypeError, ValueError) as exc:  # a changed JSON shape: say so
            return f"## {name}\n\nfinished; `{js.name}` could not be summarized ({exc!r})."
    return f"## {name}\n\nfinished, but wrote no result table during this run."


def summary_markdown(outcomes: Sequence[Outcome], since: float, total_s: float) -> str:
    m = machine_info()
    lines = [
        "# memlane benchmarks",
        "",
        f"Run {m['timestamp']} on {m['cpu_model']}, {m['logical_cores']} logical cores, "
        f"Python {m['python']}; commit {m['git']['commit'] or 'uncommitted'}"
        + (" (dirty tree)" if m["git"]["dirty"] else "") + ". Reproduce: "
        "`.venv/bin/python bench/run_all.py`.",
        "",
        "| Bench | Status | Wall time |",
        "|---|---|---|",
        *(f"| {o.bench.name} | {o.status}{f' ({o.detail})' if o.detail else ''} | "
          f"{o.seconds:.0f} s |" for o in outcomes),
        f"| **total** | | **{total_s:.0f} s** (budget {BUDGET_S // 60} min) |",
        "",
    ]  # fmt: skip
    for outcome in outcomes:
        lines += [_demote(section(outcome, since)), ""]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated bench names (default: all)")
    args = parser.parse_args(argv)
    chosen = list(BENCHES)
    if args.only:
        wanted = {n.strip() for n in args.only.split(",") if n.strip()}
        unknown = wanted - {b.name for b in BENCHES}
        if unknown:
            parser.error(f"unknown benches {sorted(unknown)}")
        chosen = [b for b in BENCHES if b.name in wanted]
    since = time.time()
    started = time.perf_counter()
    outcomes = [run_bench(b) for b in chosen]
    total = time.perf_counter() - started
    print("\n== summary")
    for o in outcomes:
        print(f"{o.bench.name:15s} {o.status:8s} {o.seconds:7.1f} s  {o.detail}")
    print(f"{'total':15s} {'':8s} {total:7.1f} s  (budget {BUDGET_S} s)")
    write_atomic(RESULTS / "summary.md", summary_markdown(outcomes, since, total))
    print(f"wrote {RESULTS / 'summary.md'}")
    failed = [o for o in outcomes if o.status in ("failed", "timeout")]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
