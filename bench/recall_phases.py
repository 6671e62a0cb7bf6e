"""Where a warm recall's time goes, by phase, on an existing store: the query embedding (CPU
on whichever thread embeds it: the prefetch thread for MiniLM), the full-text candidates, the
records read, the vector scan, the ranking, the gates, packing and the receipt, as this
process's main-thread CPU per call; and the critical path a quiet 2-core machine runs.

    .venv/bin/python bench/recall_phases.py --home STORE --scope SCOPE [--embedder minilm]
        [--queries 40]

The queries are latency.py's (``synth.queries(40, seed 7)``), each recalled once after one
untimed recall, search and brief, with a search and a brief after each (as latency.py's worker
interleaves them). Recall writes a receipt per call: point it at a copy of the store
(bench/build_store.py builds one). Wall time on a shared machine says little; ``before`` is the
main thread's CPU until the vector scan asks for the query vector (it runs beside the
embedding), ``after`` the rest, so ``max(before, embedding) + after`` is what a quiet machine
with a free second core would take.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import memlane
import synth
from memlane.services import memory as memory_service
from memlane.services import ranking
from memlane.services import recall as recall_service

# (what is timed, the object that holds it, the attribute): the phase a call counts for.
Target = tuple[str, Any, str]


class Phases:
    """Main-thread CPU per phase, exclusive of the timed phases it calls."""

    def __init__(self) -> None:
        self.cpu: dict[str, float] = {}
        self.on = False  # counting (the search and brief between recalls share the store)
        self._stack: list[float] = []

    def wrap(self, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            if not self.on:
                return fn(*args, **kwargs)
            start = time.thread_time()
            self._stack.append(0.0)
            try:
                return fn(*args, **kwargs)
            finally:
                inner = self._stack.pop()
                spent = time.thread_time() - start
                self.cpu[name] = self.cpu.get(name, 0.0) + spent - inner
                if self._stack:
                    self._stack[-1] += spent

        return timed


def measure(home: Path, embedder: str, scope: str, queries: Sequence[str]) -> dict[str, Any]:
    mem = memlane.open(home, embedder=embedder, scope=scope)
    store, embeddings, gate = mem._store, mem._embeddings, mem._gate
    phases = Phases()
    marks: dict[str, float] = {}
    model = embeddings.embedder
    if model is not None:
        embed = model.embed

        def embed_timed(texts: Sequence[str]) -> Any:
            start = time.thread_time()  # the thread that embeds: the prefetch thread or this
            try:
                return embed(texts)
            finally:
                marks["embedding"] = marks.get("embedding", 0.0) + time.thread_time() - start

        setattr(model, "embed", embed_timed)  # noqa: B010 (an instance attribute over a method)
    knn = embeddings.knn

    def knn_marked(*args: Any, **kwargs: Any) -> Any:
        if "start" in marks and "before" not in marks:
            marks["before"] = time.thread_time() - marks["start"]
        return knn(*args, **kwargs)

    setattr(embeddings, "knn", knn_marked)  # noqa: B010
    targets: list[Target] = [
        ("lexical: full-text query", store, "fts"),
        ("lexical: document frequencies", store, "document_frequencies"),
        ("lexical: scopes", store, "scopes"),
        ("lexical: tokens", ranking, "relevance_tokens"),
        ("lexical: coverage", ranking.rules, "query_coverage"),
        ("records read (get_many)", store, "get_many"),
        ("vector scan", store, "vector_search"),
        ("stored vectors of text-only hits", store, "vectors_by_hash"),
        ("waiting for the query vector", embeddings, "query_vector"),
        ("gates: validity", recall_service, "standing"),
        ("gates: read gate", gate, "screen"),
        ("packing", recall_service, "pack_packet"),
        ("receipt", store, "add_receipt"),
        ("ranking (the rest of _ranked)", ranking, "_ranked"),
        ("recall (the rest)", memory_service, "recall_packet"),
    ]
    originals = [(holder, attr, getattr(holder, attr)) for _, holder, attr in targets]
    for name, holder, attr in targets:
        setattr(holder, attr, phases.wrap(name, getattr(holder, attr)))
    mem.recall(queries[0])
    mem.search(queries[0])
    mem.brief()
    calls: list[dict[str, float]] = []
    for q in queries:
        marks.clear()
        marks["start"], process = time.thread_time(), time.process_time()
        phases.on = True
        mem.recall(q)
        phases.on = False
        main = time.thread_time() - marks["start"]
        before = marks.get("before", main)
        calls.append(
            {
                "before": before,
                "after": main - before,
                "embedding": marks.get("embedding", 0.0),
                "process": time.process_time() - process,
            }
        )
        mem.search(q)
        mem.brief()
    mem.close()
    for holder, attr, original in originals:  # the modules outlive this measurement
        setattr(holder, attr, original)
    n = len(calls)

    def median_ms(key: str) -> float:
        return round(statistics.median(c[key] for c in calls) * 1000, 2)

    quiet = statistics.median(max(c["before"], c["embedding"]) + c["after"] for c in calls)
    return {
        "queries": n,
        "phases_ms": {k: round(v / n * 1000, 3) for k, v in sorted(phases.cpu.items())},
        "before_ms": median_ms("before"),
        "after_ms": median_ms("after"),
        "embedding_ms": median_ms("embedding"),
        "process_cpu_ms": median_ms("process"),
        "quiet_wall_ms": round(quiet * 1000, 2),
    }


def markdown(report: dict[str, Any]) -> str:
    lines = ["| phase | main-thread CPU per recall (mean) |", "|---|---|"]
    lines += [f"| {k} | {v:.3f} ms |" for k, v in report["phases_ms"].items()]
    lines += [
        "",
        f"Medians over {report['queries']} recalls: main thread {report['before_ms']} ms before "
        f"the vector scan asks for the query vector, {report['after_ms']} ms after; the "
        f"embedding {report['embedding_ms']} ms; max(before, embedding) + after "
        f"{report['quiet_wall_ms']} ms; process CPU {report['process_cpu_ms']} ms.",
    ]
    return "\n".join(lines) + "\n"


Measure = Callable[[Path, str, str, Sequence[str]], dict[str, Any]]


def run_cli(
    doc: str,
    measure: Measure,
    markdown: Callable[[dict[str, Any]], str],
    embedder: str,
    argv: Sequence[str] | None,
) -> int:
    """A phases bench's command line: a store copy, a scope, latency.py's queries; the table."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True, help="a copy of the store's folder")
    parser.add_argument("--scope", required=True, help="the scope the queries read from")
    parser.add_argument("--embedder", default=embedder)
    parser.add_argument("--queries", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    queries = synth.queries(40, args.seed)[: args.queries]
    print(markdown(measure(args.home, args.embedder, args.scope, queries)), end="")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return run_cli(__doc__, measure, markdown, "minilm", argv)


if __name__ == "__main__":
    sys.exit(main())
