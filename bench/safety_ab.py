"""Interleaved A/B of the safety gates' cost: a git revision against the working tree, on the
bodies and memories bench/safety.py times. For changes meant to make the gates faster on a
machine shared with other work, where two runs minutes apart are not comparable.

    .venv/bin/python bench/safety_ab.py --baseline main [--rounds 5] [--gates injection,privacy]

Both versions run in child processes (the baseline's src/ exported with ``git archive``, as
bench/safety_equivalence.py does), each warmed up once; then every body is timed in one
child, then in the other, alternating which goes first, round after round. A figure is the
best CPU time (time.process_time) over all rounds: the load of the moment adds to a run, it
never takes away. Memories: the median over the corpora's benign texts, best round.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests")]

# In the child processes, PYTHONPATH puts the version under test first: these import it.
import safety  # noqa: E402
from memlane.core.privacy import find_credentials  # noqa: E402
from memlane.core.prompt_injection import assess_injection  # noqa: E402
from revision import export_src  # noqa: E402

BODIES = (
    "documentation",
    "transcript",
    "look-alike notes",
    "prose",
    "code",
    "base64 blob",
    "cyrillic prose",
    "cjk prose",
)


def _child() -> None:
    """Read "gate|body" lines, answer each with the CPU milliseconds of one timing."""
    texts, bodies = safety.benign_bodies()
    scans: dict[str, Callable[[str], object]] = {
        "privacy": find_credentials,
        "injection": assess_injection,
    }
    for scan in scans.values():
        for text in texts[:50]:
            scan(text)
        for body in bodies.values():
            scan(body)
    print("ready", flush=True)
    for line in sys.stdin:
        gate, name = line.strip().split("|")
        scan = scans[gate]
        if name == "memory":
            per = []
            for text in texts:
                c = time.process_time()
                scan(text)
                per.append(time.process_time() - c)
            print(statistics.median(per) * 1000, flush=True)
        else:
            c = time.process_time()
            scan(bodies[name])
            print((time.process_time() - c) * 1000, flush=True)


def _spawn(src: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(src), "PYTHONHASHSEED": "0"}
    child = subprocess.Popen(
        [sys.executable, __file__, "--child"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert child.stdout is not None and child.stdout.readline().startswith("ready")
    return child


def _ask(child: subprocess.Popen[str], request: str) -> float:
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(request + "\n")
    child.stdin.flush()
    return float(child.stdout.readline())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", default="main", help="git revision to compare against")
    parser.add_argument("--rounds", type=int, default=5, help="timings per body and version")
    parser.add_argument(
        "--gates", default="injection,privacy", help="comma-separated: injection, privacy"
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child()
        return 0
    gates = args.gates.split(",")
    unknown = sorted(set(gates) - {"injection", "privacy"})
    if unknown:
        parser.error(f"unknown gate(s) {', '.join(unknown)}: choose from injection, privacy")
    with tempfile.TemporaryDirectory() as tmp:
        children = {
            args.baseline: _spawn(export_src(args.baseline, Path(tmp))),
            "working tree": _spawn(ROOT / "src"),
        }
        best: dict[tuple[str, str, str], float] = {}
        for round_ in range(args.rounds):
            order = list(children) if round_ % 2 == 0 else list(children)[::-1]
            for gate in gates:
                for name in ("memory", *BODIES):
                    for version in order:
                        ms = _ask(children[version], f"{gate}|{name}")
                        key = (gate, name, version)
                        best[key] = min(best.get(key, ms), ms)
        for child in children.values():
            assert child.stdin is not None
            child.stdin.close()
            child.wait()
    print(f"load average {os.getloadavg()[0]:.1f}; best CPU ms of {args.rounds} interleaved rounds")
    print(f"| gate | text | {args.baseline} | working tree | change |")
    print("|---|---|---:|---:|---:|")
    for gate in gates:
        for name in ("memory", *BODIES):
            old, new = best[(gate, name, args.baseline)], best[(gate, name, "working tree")]
            label = "one memory, median" if name == "memory" else f"256 KiB {name}"
            digits = 2 if name == "memory" else 0
            print(
                f"| {gate} | {label} | {old:.{digits}f} | {new:.{digits}f} "
                f"| {100 * (new - old) / old:+.0f} % |"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
