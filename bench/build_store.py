"""Build the stores bench/latency.py measures, and keep them: one store grown in place the way
latency.py grows it (Memory.import_ up to each size; latency.py times remember() on a copy, so
its records never reach the store), a copy of its folder saved after each size.
bench/latency_ab.py and profiling runs need a store that outlives latency.py's temporary folder.

    .venv/bin/python bench/build_store.py --out DIR [--sizes 10000,100000] [--embedder hash:384]

Each size lands in DIR/<size> (memory.db and its files); the scope to query is printed and
written to DIR/scope.txt.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import memlane
import synth


def build(out: Path, sizes: Sequence[int], embedder: str, seed: int, project: Path) -> str:
    (project / ".git").mkdir(parents=True, exist_ok=True)
    scope = str(project)
    now = datetime.now(UTC)
    records = list(synth.generate(max(sizes), seed, {"api": scope}))
    home = out / "grow"
    done = 0
    for size in sizes:
        started = time.perf_counter()
        with memlane.open(home, embedder=embedder, scope=scope) as mem:
            mem.import_(synth.to_corpus(records[done:size], now))
            done = size
        shutil.copytree(home, out / str(size), dirs_exist_ok=False)
        print(f"{size:,} records in {time.perf_counter() - started:.0f} s", flush=True)
    shutil.rmtree(home)
    (out / "scope.txt").write_text(scope + "\n", encoding="utf-8")
    return scope


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="a new or empty folder")
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--embedder", default="hash:384")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--project",
        type=Path,
        help="the project folder whose scope the records get (default OUT/acme-billing-api); "
        "two stores to compare need the same one",
    )
    args = parser.parse_args(argv)
    sizes = sorted(int(s) for s in args.sizes.split(","))
    out = args.out.resolve()
    project = (args.project or out / "acme-billing-api").resolve()
    print(build(out, sizes, args.embedder, args.seed, project))
    return 0


if __name__ == "__main__":
    sys.exit(main())
