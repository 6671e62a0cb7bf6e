"""Interleaved A/B of the warm query rows of bench/latency.py on an existing store: fresh
query workers (``latency.py --worker``: recall, search and brief interleaved per query after
one untimed call each, then the physical floor) alternate between two source trees, A B B A
…, and the p50s of each verb are compared as medians over the rounds: wall time, this
process's CPU time (which a shared machine's load moves less), and the multiple of the floor.

    .venv/bin/python bench/latency_ab.py --home STORE --scope SCOPE --base OLD/src
        [--new NEW/src] [--base-home OTHER_STORE] [--embedder hash:384] [--queries 40]
        [--rounds 4] [--out FILE.md]

``--base-home`` runs the base arm on another store (the same records built another way, e.g.
by an older write path) so one tree can compare two store layouts: pass the same tree as
``--base`` and ``--new``.

Build the store once (bench/latency.py builds them in a temporary folder; bench/synth.py
generates the same records) and copy it: recall writes a receipt per call.

The store's kept read-gate verdicts (``cache/read-verdicts.db``) are removed before every
worker, so each one judges its records on first sight as latency.py's fresh stores do
(``--keep-verdicts`` measures the kept case). Kept across workers, they made the arms unequal:
two trees whose gate differs (any edit under ``memlane/core``) have different gate digests,
and each arm's first verdict kept drops the other's, so in A B B A order an arm's second run
in a row found its verdicts kept and its first did not (judging a recall's three records on
first sight is ~10 ms of its ~20 ms CPU at 10k records).

The queries are latency.py's (``synth.queries(40, seed 7)``, the first ``--queries``: 40 at
10k, 15 at 100k).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import synth
from latency import forget_verdicts

BENCH_DIR = Path(__file__).resolve().parent
VERBS = ("recall", "search", "brief")


def run_worker(src: Path, cfg: Mapping[str, Any], unused_home: Path) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMLANE_")}
    env["PYTHONPATH"] = str(src)
    env["MEMLANE_HOME"] = str(unused_home)
    run = subprocess.run(
        [sys.executable, str(BENCH_DIR / "latency.py"), "--worker", json.dumps(cfg)],
        env=env,
        cwd=BENCH_DIR,
        capture_output=True,
        text=True,
        check=False,
    )
    if run.returncode != 0:
        raise RuntimeError(f"worker on {src} failed: {run.stderr[-2000:]}")
    out: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    return out


def compare(args: argparse.Namespace) -> dict[str, Any]:
    queries = synth.queries(40, args.seed)[: args.queries]
    cfg = {"home": str(args.home), "embedder": args.embedder, "scope": args.scope,
           "queries": queries}  # fmt: skip
    trees = {"base": args.base.resolve(), "new": args.new.resolve()}
    cfgs = {"base": {**cfg, "home": str(args.base_home or args.home)}, "new": cfg}
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in trees}
    loads: list[float] = []
    with tempfile.TemporaryDirectory(prefix="memlane-latency-ab-") as unused_home:
        for r in range(args.rounds):
            for name in ("base", "new") if r % 2 == 0 else ("new", "base"):
                if not args.keep_verdicts:
                    forget_verdicts(Path(cfgs[name]["home"]))
                runs[name].append(run_worker(trees[name], cfgs[name], Path(unused_home)))
                loads.append(os.getloadavg()[0])
    rows: dict[str, dict[str, dict[str, float]]] = {}
    for verb in VERBS:
        rows[verb] = {
            name: {
                "wall_p50_ms": statistics.median(w["warm"][verb]["p50_ms"] for w in done),
                "cpu_p50_ms": statistics.median(w["warm_cpu"][verb]["p50_ms"] for w in done),
                "floor_multiple": statistics.median(w["floor_multiple"][verb] for w in done),
            }
            for name, done in runs.items()
        }
    return {"config": {**cfg, "queries": len(queries), "rounds": args.rounds,
                       "kept_verdicts": args.keep_verdicts,
                       "base": str(trees["base"]), "new": str(trees["new"]),
                       "base_home": cfgs["base"]["home"]},
            "load_1min": [min(loads), max(loads)], "rows": rows}  # fmt: skip


def markdown(report: Mapping[str, Any]) -> str:
    cfg = report["config"]
    lo, hi = report["load_1min"]
    where = cfg["home"]
    if cfg.get("base_home", where) != where:
        where = f"{cfg['base_home']} (base) and {where} (new)"
    lines = [
        f"A/B on {where} ({cfg['embedder']}, scope {cfg['scope']}), {cfg['queries']} "
        f"queries, {cfg['rounds']} rounds per tree, 1-minute load {lo:.1f}-{hi:.1f}, "
        f"read-gate verdicts {'kept' if cfg.get('kept_verdicts') else 'judged on first sight'}.",
        "",
        "| verb | wall p50 base → new | CPU p50 base → new | × floor base → new |",
        "|---|---|---|---|",
    ]
    for verb, row in report["rows"].items():
        b, n = row["base"], row["new"]
        lines.append(
            f"| {verb} | {b['wall_p50_ms']:.1f} → {n['wall_p50_ms']:.1f} ms "
            f"| {b['cpu_p50_ms']:.1f} → {n['cpu_p50_ms']:.1f} ms "
            f"| ×{b['floor_multiple']:.2f} → ×{n['floor_multiple']:.2f} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True, help="the store's folder")
    parser.add_argument("--scope", required=True, help="the scope the queries read from")
    parser.add_argument("--base", type=Path, required=True, help="the old tree's src folder")
    parser.add_argument("--new", type=Path, default=BENCH_DIR.parent / "src")
    parser.add_argument(
        "--base-home", type=Path, help="the base arm's store, if not --home (a layout A/B)"
    )
    parser.add_argument("--embedder", default="hash:384")
    parser.add_argument("--queries", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--keep-verdicts",
        action="store_true",
        help="keep the store's read-gate verdicts between workers (default: each worker "
        "judges its records on first sight)",
    )
    parser.add_argument("--out", type=Path, help="also write the table to this Markdown file")
    args = parser.parse_args(argv)
    text = markdown(compare(args))
    print(text, end="")
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
