"""Where a write's CPU goes: Memory.import_ or remember() of synthetic records, split into the
model, tokenizing, the write gate, the near-duplicate lookup (its probes, query and exact
comparisons), the slug look-up, SQLite and index upkeep.

Each stage is a function wrapped for the run; a stage's time excludes the stages it calls (the
model inside the embedder, an insert inside the near-duplicate guard's transaction), so the
stages and "other" add up to the whole. CPU time (the machine is shared), per record, with the
load average. No profiler: cProfile's per-call cost inflated the gate (many small calls) about
threefold next to the model (a few long calls). Beside the CPU, the commits' wall-clock time:
those over 5 ms (the ones that copied the write-ahead log into the database and synced it)
apart from the rest, since a checkpoint's wait on the disk shows in no CPU figure.

    .venv/bin/python bench/ingest_split.py                        # import_ of 1,000, MiniLM
    .venv/bin/python bench/ingest_split.py --verb remember --embedder none --store /tmp/h100k \
        --after 100000

``--store`` copies a memlane home first (never writes it); ``--after`` skips that many
synthetic records, so the records written follow the store's own (bench/ingest_ab.py's
convention). A near duplicate is forced as latency.py does (its refusal is timed too).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from datetime import UTC, datetime
from functools import wraps
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import memlane  # noqa: E402
import synth  # noqa: E402
from memlane.core import privacy  # noqa: E402
from memlane.errors import NearDuplicate  # noqa: E402
from memlane.providers import onnx_embedder  # noqa: E402
from memlane.services import duplicates, embedding, memory, write  # noqa: E402
from memlane.store import connection, duplicate_tables, sqlite  # noqa: E402

SEED = 7


class Stages:
    """Exclusive CPU time per stage: a wrapped call's time less that of wrapped calls inside."""

    def __init__(self) -> None:
        self.cpu: defaultdict[str, float] = defaultdict(float)
        self._inner: list[float] = []

    def wrap(self, owner: Any, name: str, stage: str) -> None:
        func: Callable[..., Any] = getattr(owner, name)

        @wraps(func)
        def timed(*args: Any, **kwargs: Any) -> Any:
            self._inner.append(0.0)
            start = time.process_time()
            try:
                return func(*args, **kwargs)
            finally:
                spent = time.process_time() - start
                inner = self._inner.pop()
                self.cpu[stage] += spent - inner
                if self._inner:
                    self._inner[-1] += spent

        setattr(owner, name, timed)


# A commit slower than this (wall-clock) is one that copied the write-ahead log into the
# database and synced it (a checkpoint): CPU time does not show that wait.
SLOW_COMMIT_S = 0.005


class CommitWaits:
    """Wall-clock time of the writer's commits, the slow ones (checkpoints) apart."""

    def __init__(self) -> None:
        self.slow: list[float] = []
        self.rest = 0.0

    def wrap(
        self, owner: Any = connection.Connection, name: str = "_execute_control"
    ) -> Callable[[], None]:
        """Time the commits from now on; returns what undoes it."""
        func: Callable[..., None] = getattr(owner, name)

        @wraps(func)
        def timed(conn: Any, sql: str, **kwargs: Any) -> None:
            start = time.perf_counter()
            try:
                func(conn, sql, **kwargs)
            finally:
                if sql == "COMMIT":
                    spent = time.perf_counter() - start
                    if spent > SLOW_COMMIT_S:
                        self.slow.append(spent)
                    else:
                        self.rest += spent

        setattr(owner, name, timed)
        return lambda: setattr(owner, name, func)


def instrument(stages: Stages) -> None:
    import onnxruntime

    stages.wrap(onnxruntime.InferenceSession, "run", "model (onnxruntime)")
    stages.wrap(onnx_embedder.OnnxRunner, "embed", "tokenize, pad, pool")
    stages.wrap(embedding.EmbeddingService, "vectors_for", "embedding cache lookup")
    # The gate's entry points: gate() and put() import them from the module at each call.
    stages.wrap(privacy, "check_privacy", "write gate")
    stages.wrap(privacy, "check_privacy_many", "write gate")
    stages.wrap(write, "find_near_duplicate", "near-duplicate lookup")
    # The guard's parts (a fact's lookup at 100k: its probes, the signature query with the
    # candidates' token lists, the exact comparison of each candidate).
    stages.wrap(duplicate_tables, "probes", "near-duplicate probes")
    stages.wrap(
        duplicate_tables.DuplicateTables, "near_duplicate_candidates", "near-duplicate query"
    )
    stages.wrap(duplicates, "jaccard", "near-duplicate compare")
    # What a new record costs besides its row: its drafting and checks, the slug look-up,
    # the guard's signature index and the trigram index's tail (every ~100 records).
    stages.wrap(memory.Memory, "_draft", "draft and checks")
    stages.wrap(write.Writer, "_prepare", "draft and checks")
    stages.wrap(write.Writer, "_resolve_target", "slug look-up")
    stages.wrap(duplicate_tables.DuplicateTables, "_index_signatures", "signature index upkeep")
    stages.wrap(sqlite.SqliteStore, "_index_substring_tail", "trigram index tail")
    for name in ("insert", "insert_many", "update", "put_embeddings", "by_slug", "get_many"):
        stages.wrap(sqlite.SqliteStore, name, "SQLite statements")
    stages.wrap(connection.Connection, "_execute_control", "SQLite begin/commit")
    stages.wrap(embedding.EmbeddingService, "prepare_index", "vector index upkeep")


def run(args: argparse.Namespace) -> dict[str, Any]:
    todo = list(synth.generate(args.after + args.records, SEED, {"api": args.scope}))[args.after :]
    now = datetime.now(UTC)
    stages = Stages()
    with tempfile.TemporaryDirectory(prefix="memlane-ingest-split-") as tmp:
        home = Path(tmp) / "home"
        if args.store is not None:
            shutil.copytree(args.store, home)
        with memlane.open(home, embedder=args.embedder, scope=args.scope) as mem:
            mem.recall("warm up")  # the model and the vector index loaded, as in a server
            write.gate({"body": "warm up the write gate"}, allow_email=False)
            corpus = synth.to_corpus(todo, now) if args.verb == "import" else None
            instrument(stages)
            commits = CommitWaits()
            unwrap = commits.wrap()  # around the stage's wrapper (its µs fall in "other")
            load = os.getloadavg()[0]
            cpu_start, started = time.process_time(), time.perf_counter()
            if corpus is not None:
                mem.import_(corpus)
            else:
                for r in todo:
                    try:
                        mem.remember(r.text, **r.remember_kwargs(now))
                    except NearDuplicate:
                        mem.remember(r.text, **r.remember_kwargs(now, force_new=True))
            cpu, wall = time.process_time() - cpu_start, time.perf_counter() - started
            unwrap()
    per_record = {k: v / args.records * 1000 for k, v in sorted(stages.cpu.items())}
    per_record["other"] = cpu / args.records * 1000 - sum(per_record.values())
    return {
        "verb": args.verb,
        "embedder": args.embedder,
        "records": args.records,
        "cpu_ms_per_record": round(cpu / args.records * 1000, 3),
        "wall_per_s": round(args.records / wall, 1),
        "load": round(load, 1),
        "stages_ms_per_record": {k: round(v, 3) for k, v in per_record.items()},
        "commit_wall_ms_per_record": {
            "slow (checkpoints)": round(sum(commits.slow) / args.records * 1000, 3),
            "slow commits": len(commits.slow),
            "the others": round(commits.rest / args.records * 1000, 3),
        },
    }


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--verb", choices=("import", "remember"), default="import")
    parser.add_argument("--embedder", default="minilm", help="minilm, hash:384, none, …")
    parser.add_argument("--records", type=int, default=1000)
    parser.add_argument("--store", type=Path, help="a memlane home to copy first")
    parser.add_argument("--after", type=int, default=0, help="synthetic records to skip")
    parser.add_argument("--scope", default=synth.DEFAULT_SCOPES["api"])
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result = run(args)
    if args.json:
        print(json.dumps(result))
        return 0
    total = result["cpu_ms_per_record"]
    print(
        f"{args.verb} of {args.records} records, {args.embedder}: {total:.2f} ms CPU a record "
        f"({1000 / total:.0f} per CPU-second), wall {result['wall_per_s']}/s, "
        f"load {result['load']}"
    )
    waits = result["commit_wall_ms_per_record"]
    print(
        f"  commits, wall: {waits['slow commits']} over {SLOW_COMMIT_S * 1000:.0f} ms "
        f"(checkpoints) {waits['slow (checkpoints)']:.3f} ms a record, the others "
        f"{waits['the others']:.3f} ms a record"
    )
    for stage, ms in sorted(result["stages_ms_per_record"].items(), key=lambda kv: -kv[1]):
        print(f"  {stage:24s} {ms:8.3f} ms  {100 * ms / total:5.1f} %")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
