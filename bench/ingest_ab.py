"""Interleaved A/B of the write rates on one store: remember() one call at a time and
Memory.import_, between a baseline git revision and the working tree.

Each run is a fresh process with one version's src/ first on the path; it copies the store
(the store itself is never written), opens it (a newer version migrates its copy), and writes
the synthetic records that follow the store's own (bench/synth.py, seed 7, the records after
the first ``--after``: what latency.py writes after its largest size). Versions alternate run
by run, so both see the same load; the figures are medians over the rounds, in CPU time per
record (the machine is shared) and in wall-clock records per second, with the load average.

    .venv/bin/python bench/ingest_ab.py --store /tmp/h100k --build 100000 --baseline main
    .venv/bin/python bench/ingest_ab.py --store /tmp/h100k --verb import --records 2000
    .venv/bin/python bench/ingest_ab.py --store /tmp/lexical100k --embedder none --baseline HEAD~1

``--build N`` first makes the store, if the folder does not exist, from the first N synthetic
records with Memory.import_ (about two minutes for 100k). A store built by an older version is
fine: each version migrates its own copy, outside the timed part.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

# In a child process, PYTHONPATH puts the version under test first: these import it.
import memlane  # noqa: E402
import synth  # noqa: E402
from memlane.errors import NearDuplicate  # noqa: E402
from memlane.services.write import gate  # noqa: E402
from revision import export_src  # noqa: E402

SCALE_EMBEDDER = "hash:384"
SEED = 7


def build(store: Path, size: int, scope: str, embedder: str = SCALE_EMBEDDER) -> None:
    """A store of the first ``size`` synthetic records, as latency.py builds its own."""
    records = list(synth.generate(size, SEED, {"api": scope}))
    with memlane.open(store, embedder=embedder, scope=scope) as mem:
        mem.import_(synth.to_corpus(records, datetime.now(UTC)))


def child(
    store: Path, verb: str, records: int, after: int, scope: str, embedder: str = SCALE_EMBEDDER
) -> dict[str, float]:
    """One measured run in this process (its memlane comes from PYTHONPATH): CPU per record,
    records per wall-clock second, and (remember) the 95th and 99th percentile of a call's
    wall-clock time, where the long-fact tail shows."""
    todo = list(synth.generate(after + records, SEED, {"api": scope}))[after:]
    now = datetime.now(UTC)
    with tempfile.TemporaryDirectory(prefix="memlane-ingest-ab-") as tmp:
        home = Path(tmp) / "home"
        shutil.copytree(store, home)
        with memlane.open(home, embedder=embedder, scope=scope) as mem:
            mem.recall("warm up")  # the vector index loaded, as in a running server
            # The write gate's rules load on a process's first write (~0.5 s): a running
            # server has paid that, and in a 300-record run it was ~1.8 ms of each record.
            gate({"body": "warm up the write gate"}, allow_email=False)
            calls: list[float] = []
            call_cpu: list[float] = []
            cpu_start, started = time.process_time(), time.perf_counter()
            if verb == "import":
                mem.import_(synth.to_corpus(todo, now))
            else:
                for r in todo:
                    began, began_cpu = time.perf_counter(), time.process_time()
                    try:
                        mem.remember(r.text, **r.remember_kwargs(now))
                    except NearDuplicate:  # as latency.py: the refusal is timed, then forced
                        mem.remember(r.text, **r.remember_kwargs(now, force_new=True))
                    calls.append(time.perf_counter() - began)
                    call_cpu.append(time.process_time() - began_cpu)
            cpu, wall = time.process_time() - cpu_start, time.perf_counter() - started
    out = {"cpu_ms": cpu / records * 1000, "per_s": records / wall, "load": os.getloadavg()[0]}
    if calls:
        cuts = statistics.quantiles(calls, n=100)
        cpu_cuts = statistics.quantiles(call_cpu, n=100)
        out |= {"p95_ms": cuts[94] * 1000, "p99_ms": cuts[98] * 1000}
        out |= {"cpu_p95_ms": cpu_cuts[94] * 1000, "cpu_p99_ms": cpu_cuts[98] * 1000}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--store", type=Path, required=True, help="a memlane home to copy")
    parser.add_argument("--baseline", default="main", help="git revision to compare against")
    parser.add_argument("--verb", choices=("remember", "import"), default="remember")
    parser.add_argument("--records", type=int, default=300, help="records written per run")
    parser.add_argument(
        "--after", type=int, help="synthetic records the store holds (default: --build, or 100000)"
    )
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--build", type=int, help="first build the store of this many records")
    parser.add_argument(
        "--scope",
        default=synth.DEFAULT_SCOPES["api"],
        help="the store's project scope (synth's 'api' scope; latency.py uses its project dir)",
    )
    parser.add_argument(
        "--embedder", default=SCALE_EMBEDDER, help="hash:384 (latency.py's), none (lexical), …"
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.after is None:
        args.after = args.build or 100_000
    if args.child:
        out = child(args.store, args.verb, args.records, args.after, args.scope, args.embedder)
        print(json.dumps(out))
        return 0
    if args.build and not args.store.exists():
        build(args.store, args.build, args.scope, args.embedder)
    with tempfile.TemporaryDirectory() as tmp:
        trees = {args.baseline: export_src(args.baseline, Path(tmp)), "working tree": ROOT / "src"}
        runs: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
        cmd = [sys.executable, __file__, "--child", "--store", str(args.store)]
        cmd += ["--verb", args.verb, "--records", str(args.records), "--after", str(args.after)]
        cmd += ["--scope", args.scope, "--embedder", args.embedder]
        for r in range(args.rounds):
            # A B, B A, …: a run pays for the one before it (the page cache the previous
            # copy of the store filled and the writeback of its deletion), so neither tree
            # always goes second.
            order = list(trees.items())
            for name, src in order if r % 2 == 0 else reversed(order):
                env = {**os.environ, "PYTHONPATH": str(src)}
                done = subprocess.run(cmd, env=env, check=True, capture_output=True, text=True)
                runs[name].append(json.loads(done.stdout.strip().splitlines()[-1]))
    print(
        f"{args.verb}, {args.records} records a run, {args.rounds} rounds, store {args.store}, "
        f"embedder {args.embedder}"
    )
    for name, got in runs.items():
        cpu = statistics.median(r["cpu_ms"] for r in got)
        tail = (
            f", a call's p95 / p99 wall {statistics.median(r['p95_ms'] for r in got):.2f} / "
            f"{statistics.median(r['p99_ms'] for r in got):.2f} ms, CPU "
            f"{statistics.median(r['cpu_p95_ms'] for r in got):.2f} / "
            f"{statistics.median(r['cpu_p99_ms'] for r in got):.2f} ms"
            if all("p95_ms" in r for r in got)
            else ""
        )
        print(
            f"{name:14s} CPU {cpu:.2f} ms a record ({1000 / cpu:.0f} per CPU-second), "
            f"wall {statistics.median(r['per_s'] for r in got):.0f}/s{tail}, "
            f"load {statistics.fmean(r['load'] for r in got):.1f}; "
            f"CPU runs {[round(r['cpu_ms'], 2) for r in got]}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
