"""Where a warm search's time goes, by stage, on an existing store: the word pools (document
frequencies, the prefix pool's full-text query, the substring pool and the common-word sample
from the trigram index), the vector scan, the candidates' rows, the search scorer (its word
rules, and the tokens of texts new to the process), the cosines of word hits outside the
vector top, the shown hits' records, and search's own Python (filters, the scoring loop,
dedup, packing the hits), as this process's main-thread CPU per call.

    .venv/bin/python bench/search_phases.py --home STORE --scope SCOPE [--embedder hash:384]
        [--queries 40]

The queries are latency.py's (``synth.queries(40, seed 7)``), each searched once after one
untimed recall, search and brief, with a recall before each search and a brief after it (as
latency.py's worker interleaves them: the recall before a search embeds its query and reads
records the search then finds kept). Search is ungated: no read-gate stage. Recall writes a
receipt per call: point it at a copy of the store (bench/build_store.py builds one).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import memlane
from memlane.core import search_scorer
from memlane.services import search as search_service
from recall_phases import Phases, Target, run_cli


def measure(home: Path, embedder: str, scope: str, queries: Sequence[str]) -> dict[str, Any]:
    mem = memlane.open(home, embedder=embedder, scope=scope)
    store, embeddings = mem._store, mem._embeddings
    phases = Phases()
    sizes: dict[str, list[int]] = {"candidates": [], "matches": []}
    substring_calls = [0]
    substring_ids = store.substring_ids

    def substring_named(*args: Any, **kwargs: Any) -> Any:
        # The first lookup of a search draws the substring pool; a second, the sample of
        # records holding any query word (only when the pools were drawn by some words).
        substring_calls[0] += 1
        name = "substring pool" if substring_calls[0] == 1 else "common-word sample"
        return phases.wrap(f"pools: {name} (trigram index)", substring_ids)(*args, **kwargs)

    search_rows = store.search_rows

    def rows_counted(ids: Any) -> Any:
        found = search_rows(ids)
        if phases.on:
            sizes["candidates"].append(len(found))
        return found

    setattr(store, "search_rows", rows_counted)  # noqa: B010 (an instance attribute)
    targets: list[Target] = [
        ("scopes", store, "scopes"),
        ("pools: document frequencies", store, "document_frequencies"),
        ("pools: prefix pool (full-text query)", store, "fts"),
        ("vector scan", store, "vector_search"),
        ("query vector (embedding or wait)", embeddings, "query_vector"),
        ("candidate rows (search_rows)", store, "search_rows"),
        ("scorer: word rules", search_scorer, "_word_weights"),
        ("scorer: tokens of new texts, the rest", search_scorer.CorpusScores, "_score"),
        ("cosines of word hits: stored vectors", store, "vectors_by_hash"),
        ("cosines of word hits: the rest", search_service, "_similarities"),
        ("shown hits' records (get_many)", store, "get_many"),
        ("search's own Python (filters, scoring, dedup, hits)", search_service, "_search"),
    ]
    originals = [(holder, attr, getattr(holder, attr)) for _, holder, attr in targets]
    originals.append((store, "substring_ids", substring_ids))
    for name, holder, attr in targets:
        setattr(holder, attr, phases.wrap(name, getattr(holder, attr)))
    setattr(store, "substring_ids", substring_named)  # noqa: B010
    search: Callable[[str], Any] = phases.wrap("Memory.search (the rest)", mem.search)
    mem.recall(queries[0])
    mem.search(queries[0])
    mem.brief()
    process: list[float] = []
    for q in queries:
        mem.recall(q)
        substring_calls[0] = 0
        start = time.process_time()
        phases.on = True
        found = search(q)
        phases.on = False
        process.append(time.process_time() - start)
        sizes["matches"].append(found.total)
        mem.brief()
    mem.close()
    for holder, attr, original in originals:  # the modules outlive this measurement
        setattr(holder, attr, original)
    n = len(queries)
    return {
        "queries": n,
        "phases_ms": {k: round(v / n * 1000, 3) for k, v in phases.cpu.items()},
        "process_cpu_ms": round(statistics.median(process) * 1000, 2),
        "mean_candidates": round(statistics.fmean(sizes["candidates"] or [0]), 1),
        "mean_matches": round(statistics.fmean(sizes["matches"]), 1),
    }


def markdown(report: dict[str, Any]) -> str:
    total = sum(report["phases_ms"].values()) or 1.0
    lines = ["| stage | main-thread CPU per search (mean) | share |", "|---|---|---|"]
    lines += [
        f"| {k} | {v:.3f} ms | {v / total:.0%} |"
        for k, v in sorted(report["phases_ms"].items(), key=lambda kv: -kv[1])
    ]
    lines += [
        "",
        f"{report['queries']} searches: process CPU median {report['process_cpu_ms']} ms; "
        f"{report['mean_candidates']} candidates scored and {report['mean_matches']} matches "
        "a search (means).",
    ]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    return run_cli(__doc__, measure, markdown, "hash:384", argv)


if __name__ == "__main__":
    sys.exit(main())
