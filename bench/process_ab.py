"""Interleaved A/B of whole processes between two source trees: a cold ``memlane recall``, a
cold ``memlane hook prompt`` (no server), and the warm prompt hook (a fresh ``memlane serve``
per tree). Each tree gets its own copy of the store's home; the calls alternate between the
trees (A B, then B A), and the figure per row is the median CPU time (user + system) of the
calling process, which a shared machine's load moves far less than wall time, plus for the
warm hook the server's CPU per call (from /proc) and the wall p50 / p95.

    .venv/bin/python bench/process_ab.py --home HOME --scope SCOPE --base OLD/src
        [--new NEW/src] [--queries 10] [--rounds 2] [--warm-runs 20] [--out FILE.md]

As in bench/hooks.py, every query first runs once in each tree (and the warm cell after the
cold ones), so what an earlier process keeps in the home (compiled patterns, read-gate
verdicts) is there, as on a machine where memlane runs all day. ``--scope`` is a folder whose
git root is the store's scope (the hook reads its scope from the payload's ``cwd``); the
queries are bench/latency.py's (``synth.queries``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import synth

BENCH_DIR = Path(__file__).resolve().parent
SCRIPT = Path(sys.executable).with_name("memlane")
# Left in the copied homes' place: a server's announcement and what earlier runs derived.
_SKIP = shutil.ignore_patterns("server.json", "cache", "hooks.log", "blocked.log")


class Tree:
    def __init__(self, name: str, src: Path, home: Path) -> None:
        self.name, self.src, self.home = name, src, home

    def env(self) -> dict[str, str]:
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith("MEMLANE_") and k != "PYTHONDONTWRITEBYTECODE"
        }
        env["PYTHONPATH"] = str(self.src)
        env["MEMLANE_HOME"] = str(self.home)
        return env

    def run(self, argv: list[str], stdin: bytes, cwd: str) -> tuple[float, float]:
        """(CPU ms, wall ms) of one process, which must succeed."""
        where = cwd if os.path.isdir(cwd) else tempfile.gettempdir()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(argv, input=stdin, env=self.env(), capture_output=True, cwd=where)
        wall = (time.perf_counter() - start) * 1000
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode != 0:
            raise RuntimeError(f"{self.name}: {argv[1:3]} failed: {done.stderr[-1500:]!r}")
        cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
        return cpu, wall


def _cmd() -> list[str]:
    return [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "memlane.cli.entry"]


def _recall(tree: Tree, query: str, scope: str) -> tuple[float, float]:
    return tree.run([*_cmd(), "recall", query, "--scope", scope], b"", scope)


def _hook(tree: Tree, query: str, scope: str) -> tuple[float, float]:
    payload = {"session_id": "ab", "cwd": scope, "hook_event_name": "UserPromptSubmit",
               "prompt": query}  # fmt: skip
    argv = [*_cmd(), "hook", "prompt", "--agent", "claude-code"]
    return tree.run(argv, json.dumps(payload).encode(), scope)


def _server_cpu_ms(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def _serve(tree: Tree) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "memlane.cli.main", "serve", "--port", "0"],
        env=tree.env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while not (tree.home / "server.json").exists():
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            raise RuntimeError(f"{tree.name}: memlane serve did not start")
        time.sleep(0.1)
    return proc


def _alternating(r: int, i: int, trees: Sequence[Tree]) -> Sequence[Tree]:
    return trees if (r + i) % 2 == 0 else list(reversed(trees))


def compare(args: argparse.Namespace, work: Path) -> dict[str, Any]:
    trees = [
        Tree("base", args.base.resolve(), work / "base"),
        Tree("new", args.new.resolve(), work / "new"),
    ]
    for tree in trees:
        shutil.copytree(args.home, tree.home, ignore=_SKIP)
    queries = synth.queries(40, args.seed)[: args.queries]
    loads = [os.getloadavg()[0]]
    for tree in trees:  # once each: what earlier processes keep in the home is there
        for q in queries:
            _recall(tree, q, args.scope)
            _hook(tree, q, args.scope)
    cpu: dict[tuple[str, str], list[float]] = {}
    for r in range(args.rounds):
        for i, q in enumerate(queries):
            for tree in _alternating(r, i, trees):
                for cell, call in (("recall", _recall), ("hook", _hook)):
                    cpu.setdefault((tree.name, cell), []).append(call(tree, q, args.scope)[0])
        loads.append(os.getloadavg()[0])
    warm: dict[str, dict[str, Any]] = {
        t.name: {"cpu": [], "wall": [], "server": 0.0} for t in trees
    }
    servers = {t.name: _serve(t) for t in trees}
    try:
        for tree in trees:
            _hook(tree, queries[0], args.scope)  # the server's first call is not timed
        before = {name: _server_cpu_ms(p.pid) for name, p in servers.items()}
        for i in range(args.warm_runs):
            for tree in _alternating(0, i, trees):
                c, w = _hook(tree, queries[i % len(queries)], args.scope)
                warm[tree.name]["cpu"].append(c)
                warm[tree.name]["wall"].append(w)
        for name, proc in servers.items():
            warm[name]["server"] = (_server_cpu_ms(proc.pid) - before[name]) / args.warm_runs
    finally:
        for proc in servers.values():
            proc.terminate()
            proc.wait(timeout=30)
    loads.append(os.getloadavg()[0])
    rows: dict[str, dict[str, float]] = {}
    for tree in trees:
        walls = sorted(warm[tree.name]["wall"])
        rows[tree.name] = {
            "cold_recall_cpu_p50_ms": statistics.median(cpu[(tree.name, "recall")]),
            "cold_hook_cpu_p50_ms": statistics.median(cpu[(tree.name, "hook")]),
            "warm_hook_client_cpu_p50_ms": statistics.median(warm[tree.name]["cpu"]),
            "warm_hook_server_cpu_ms": warm[tree.name]["server"],
            "warm_hook_wall_p50_ms": statistics.median(walls),
            "warm_hook_wall_p95_ms": walls[max(0, round(0.95 * len(walls)) - 1)],
        }
    return {"config": {"home": str(args.home), "scope": args.scope, "queries": len(queries),
                       "rounds": args.rounds, "warm_runs": args.warm_runs,
                       "base": str(trees[0].src), "new": str(trees[1].src)},
            "load_1min": [min(loads), max(loads)], "rows": rows}  # fmt: skip


_LABELS = {
    "cold_recall_cpu_p50_ms": "cold `memlane recall`, CPU p50",
    "cold_hook_cpu_p50_ms": "cold `memlane hook prompt` (no server), CPU p50",
    "warm_hook_client_cpu_p50_ms": "warm prompt hook, client CPU p50",
    "warm_hook_server_cpu_ms": "warm prompt hook, server CPU per call",
    "warm_hook_wall_p50_ms": "warm prompt hook, wall p50",
    "warm_hook_wall_p95_ms": "warm prompt hook, wall p95",
}


def markdown(report: dict[str, Any]) -> str:
    cfg = report["config"]
    lo, hi = report["load_1min"]
    base, new = report["rows"]["base"], report["rows"]["new"]
    lines = [
        f"Process A/B on {cfg['home']} (scope {cfg['scope']}): {cfg['queries']} queries × "
        f"{cfg['rounds']} rounds per tree for the cold rows, {cfg['warm_runs']} warm calls per "
        f"tree; 1-minute load {lo:.1f}-{hi:.1f}. base = {cfg['base']}, new = {cfg['new']}.",
        "",
        "| row | base | new | new ÷ base |",
        "|---|---:|---:|---:|",
    ]
    for key, label in _LABELS.items():
        b, n = base[key], new[key]
        lines.append(f"| {label} | {b:.1f} ms | {n:.1f} ms | {n / b:.2f} |")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True, help="the store's home folder")
    parser.add_argument("--scope", required=True, help="a folder in the store's scope")
    parser.add_argument("--base", type=Path, required=True, help="the old tree's src folder")
    parser.add_argument("--new", type=Path, default=BENCH_DIR.parent / "src")
    parser.add_argument("--queries", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--warm-runs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, help="also write the table to this Markdown file")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="memlane-process-ab-") as work:
        text = markdown(compare(args, Path(work)))
    print(text, end="")
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
