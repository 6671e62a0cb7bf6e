"""Side by side with peers: memlane, mem0 OSS and basic-memory on one corpus and one set of
queries, interleaved, on this machine, in one run.

Each system runs in its own worker process (bench/peer_workers.py) that times its own calls.
The run: every system ingests the same records (the latency bench's synthetic software-team
memories); each worker then exits, and a fresh one opens the stored memory and answers the
first query (cold start: spawn to answer, timed here); after one untimed warm-up query each,
the queries go round the systems in turn (memlane recall, memlane search, mem0, basic-memory,
then the next query), so load on a shared machine falls on every system alike. Reported:
p50/p95 per system and verb, ingest rate, cold start, peer ÷ memlane ratios, versions. A peer
that cannot run here is reported with the reason, and the others still run.

Install the peers with the optional extra (not part of the default install or CI):

    .venv/bin/pip install -e '.[peers]'     # mem0ai (basic-memory needs Python 3.12+)
    python3.12 -m venv .venv-peers312 && .venv-peers312/bin/pip install basic-memory
    .venv/bin/python bench/peers.py [--records 2000] [--queries 60] [--basic-memory-python P]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import synth
from machine import machine_info
from memlane.atomic import write_atomic

BENCH_DIR = Path(__file__).resolve().parent
WORKER = BENCH_DIR / "peer_workers.py"
RESULTS = BENCH_DIR / "results"
DEFAULT_BM_PYTHON = BENCH_DIR.parent / ".venv-peers312" / "bin" / "python"
# (system, verb) in the order each query goes round.
LANES = (("memlane", "recall"), ("memlane", "search"), ("mem0", "search"),
         ("basic-memory", "search"))  # fmt: skip
TIMEOUT_S = 1800


@dataclass
class Worker:
    system: str
    python: str
    home: Path
    proc: subprocess.Popen[str] | None = None
    error: str | None = None
    samples: dict[str, list[float]] = field(default_factory=dict)

    def start(self) -> dict[str, Any]:
        self.proc = subprocess.Popen(
            [self.python, str(WORKER), self.system, str(self.home)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        hello = self._read()
        if not hello.get("ready"):
            self.error = hello.get("error") or "the worker exited before it was ready"
            self.stop()
        return hello

    def call(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        answer = self._read()
        if "error" in answer:
            raise RuntimeError(f"{self.system}: {answer['error']}")
        return answer

    def _read(self) -> dict[str, Any]:
        assert self.proc is not None and self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            return {"ready": False, "error": f"worker exited ({self.proc.wait()})"}
        answer: dict[str, Any] = json.loads(line)
        return answer

    def stop(self) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None and self.proc.stdin is not None:
            self.proc.stdin.write(json.dumps({"op": "quit"}) + "\n")
            self.proc.stdin.flush()
        try:
            self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.proc = None


def summarize(ms: Sequence[float]) -> dict[str, Any]:
    if not ms:
        return {"n": 0}
    s = sorted(ms)
    return {
        "n": len(s),
        "p50_ms": round(statistics.median(s), 2),
        "p95_ms": round(s[max(0, math.ceil(0.95 * len(s)) - 1)], 2),
        "mean_ms": round(statistics.fmean(s), 2),
    }


def corpus(n: int, seed: int) -> list[dict[str, str]]:
    records = synth.generate(n, seed, {name: "project" for name in synth.DEFAULT_SCOPES})
    return [{"title": r.title or r.text[:60], "text": r.text, "slug": f"memory-{i:05d}"}
            for i, r in enumerate(records)]  # fmt: skip


def run(args: argparse.Namespace) -> dict[str, Any]:
    items = corpus(args.records, args.seed)
    queries = synth.queries(args.queries + 1, args.seed + 4)
    pythons = {"memlane": sys.executable, "mem0": sys.executable,
               "basic-memory": str(args.basic_memory_python)}  # fmt: skip
    report: dict[str, Any] = {
        "benchmark": "peers", "machine": machine_info(), "records": len(items),
        "queries": args.queries, "seed": args.seed, "systems": {},
    }  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="memlane-peers-") as tmp:
        workers: dict[str, Worker] = {}
        for system, python in pythons.items():
            home = Path(tmp) / system
            home.mkdir()
            info: dict[str, Any] = {}
            report["systems"][system] = info
            if not Path(python).exists():
                info["not_run"] = (
                    f"no interpreter at {python}: basic-memory needs Python 3.12+ "
                    "(pass --basic-memory-python)"
                )
                continue
            w = Worker(system, python, home)
            print(f"{system}: ingesting {len(items):,} records", flush=True)
            if not w.start().get("ready"):
                info["not_run"] = w.error
                print(f"  not run: {w.error}", flush=True)
                continue
            info.update(w.call({"op": "info"})["info"])
            started = time.perf_counter()
            done = w.call({"op": "ingest", "items": items})
            seconds = time.perf_counter() - started
            info["ingest"] = {"records": done["count"], "seconds": round(done["ms"] / 1000, 2),
                              "records_per_s": round(done["count"] / (done["ms"] / 1000), 1),
                              "wall_s": round(seconds, 2)}  # fmt: skip
            w.stop()
            workers[system] = w
        lanes = [(s, v) for s, v in LANES if s in workers]
        for system, w in workers.items():  # cold: a new process opens the memory and answers
            verb = next(v for s, v in lanes if s == system)
            t0 = time.perf_counter()
            w.start()
            w.call({"op": "query", "verb": verb, "q": queries[0]})
            report["systems"][system]["cold_first_answer_ms"] = round(
                (time.perf_counter() - t0) * 1000, 1
            )
        for system, verb in lanes:  # one untimed warm-up per lane
            workers[system].call({"op": "query", "verb": verb, "q": queries[0]})
        samples: dict[tuple[str, str], list[float]] = {lane: [] for lane in lanes}
        hits: dict[tuple[str, str], list[int]] = {lane: [] for lane in lanes}
        print(f"querying: {args.queries} queries x {len(lanes)} lanes, interleaved", flush=True)
        for q in queries[1:]:
            for lane in lanes:
                answer = workers[lane[0]].call({"op": "query", "verb": lane[1], "q": q})
                samples[lane].append(answer["ms"])
                hits[lane].append(answer["hits"])
        for w in workers.values():
            w.stop()
    for (system, verb), ms in samples.items():
        info = report["systems"][system]
        info.setdefault("latency", {})[verb] = {
            **summarize(ms),
            "mean_hits": round(statistics.fmean(hits[(system, verb)]), 2),
        }
    report["ratios"] = ratios(report["systems"])
    return report


def ratios(systems: dict[str, Any]) -> dict[str, Any]:
    """peer ÷ memlane for each peer: p50 latency against memlane recall and search, and
    memlane's ingest rate ÷ the peer's (above 1: memlane is faster)."""
    me = systems.get("memlane", {})
    mine = me.get("latency", {})
    out: dict[str, Any] = {}
    for peer in ("mem0", "basic-memory"):
        theirs = systems.get(peer, {}).get("latency", {}).get("search")
        if not theirs or not mine:
            continue
        row = {f"p50 ÷ memlane {verb}": round(theirs["p50_ms"] / mine[verb]["p50_ms"], 2)
               for verb in ("recall", "search") if verb in mine}  # fmt: skip
        row["cold ÷ memlane"] = round(
            systems[peer]["cold_first_answer_ms"] / me["cold_first_answer_ms"], 2
        )
        row["memlane ingest ÷ peer"] = round(
            me["ingest"]["records_per_s"] / systems[peer]["ingest"]["records_per_s"], 2
        )
        out[peer] = row
    return out


def markdown(report: dict[str, Any]) -> str:
    m = report["machine"]
    lines = [
        "# memlane side by side with peers",
        "",
        f"{report['records']:,} records (bench/synth.py), {report['queries']} queries, "
        f"interleaved; {m['cpu_model']}, {m['logical_cores']} logical cores; commit "
        f"{m['git']['commit'] or 'uncommitted'}{' (dirty tree)' if m['git']['dirty'] else ''}. "
        "Latencies are timed inside each system's own worker process (warm, after one "
        "warm-up query); cold = a new process opening the stored memory and answering one "
        "query, spawn to answer. Command: `.venv/bin/python bench/peers.py`.",
        "",
        "| system | version | query | p50 / p95 | mean hits | cold first answer | ingest |",
        "|---|---|---|---|---|---|---|",
    ]
    for system, info in report["systems"].items():
        if "not_run" in info:
            lines.append(f"| {system} | – | not run: {info['not_run']} | | | | |")
            continue
        for verb, lat in info.get("latency", {}).items():
            lines.append(
                f"| {system} | {info['version']} | {verb} | {lat['p50_ms']:.1f} / "
                f"{lat['p95_ms']:.1f} ms | {lat['mean_hits']:.1f} | "
                f"{info['cold_first_answer_ms']:,.0f} ms | "
                f"{info['ingest']['records_per_s']:,.1f}/s |"
            )
    lines += ["", "| peer | " + " | ".join(_ratio_keys(report)) + " |",
              "|---|" + "---|" * len(_ratio_keys(report))]  # fmt: skip
    for peer, row in report["ratios"].items():
        lines.append(f"| {peer} | " + " | ".join(f"×{row.get(k, 0):g}" for k in
                                                  _ratio_keys(report)) + " |")  # fmt: skip
    lines += ["", "What each system ran:", ""]
    lines += [f"- **{s}**: {i.get('setup') or i.get('not_run')}"
              for s, i in report["systems"].items()]  # fmt: skip
    return "\n".join(lines) + "\n"


def _ratio_keys(report: dict[str, Any]) -> list[str]:
    keys: list[str] = []
    for row in report["ratios"].values():
        keys += [k for k in row if k not in keys]
    return keys


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=2000)
    parser.add_argument("--queries", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--basic-memory-python", type=Path, default=DEFAULT_BM_PYTHON)
    parser.add_argument("--out-dir", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    report = run(args)
    report["wall_s"] = round(time.perf_counter() - started, 1)
    report["finished"] = datetime.now(UTC).isoformat()
    args.out_dir.mkdir(parents=True, exist_ok=True)
    write_atomic(args.out_dir / "peers.json", json.dumps(report, indent=2) + "\n", mode=0o644)
    text = markdown(report)
    write_atomic(args.out_dir / "peers.md", text, mode=0o644)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
