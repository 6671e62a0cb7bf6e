"""What the recall floor admits, on the labelled pairs of both recall fixtures.

The recall packet admits a memory when its hybrid relevance (0.7 · cosine + 0.3 · lexical, what
``Memory.rank`` reports as ``relevance``) reaches the embedder's floor. This bench measures that
decision on labelled evidence instead of a handful of hand-picked pairs:

- on-topic: every (query, gold memory) pair of ``bench/data/recall_fixture.json`` and
  ``bench/data/faq_fixture.json``, each fixture loaded into its own store;
- off-topic: every (query, memory) pair of one fixture's queries against the *other* fixture's
  store (different projects and subjects: nothing there answers the query).

For a range of floors it prints the share of gold pairs admitted, the share of off-topic pairs
admitted, and the share of off-topic queries that would get a non-empty packet; then where the
shipped floor sits, and the relevance of the paraphrase pair of issue 20.

    .venv/bin/python bench/floor_calibration.py [--embedder minilm|hash]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import check_fixture
import memlane
import recall_quality
from machine import machine_info
from memlane.core import ranking_rules

BENCH = Path(__file__).resolve().parent
RESULTS = BENCH / "results"
FIXTURES = {
    "recall": BENCH / "data" / "recall_fixture.json",
    "faq": BENCH / "data" / "faq_fixture.json",
}
FLOORS = (0.03, 0.05, 0.07, 0.09, 0.11, 0.13, 0.15, 0.17, 0.20, 0.25, 0.30)
# Issue 20's person-sized example: a memory and a question that shares none of its words.
EXAMPLE = (
    "The release needs both CI gates green before we tag a version",
    "what has to pass before shipping",
)
DEPTH = 10_000  # deeper than either store: every memory gets its relevance


@contextmanager
def _store(fixture: Mapping[str, Any], embedder: str) -> Iterator[tuple[Any, dict[str, str]]]:
    with tempfile.TemporaryDirectory(prefix="memlane-floor-") as home:
        memory = memlane.open(home=home, embedder=embedder)
        try:
            yield memory, recall_quality.load_fixture(memory, fixture, datetime.now(UTC))
        finally:
            memory.close()


def _relevances(memory: Any, query: str, key_of: Mapping[str, str]) -> dict[str, float]:
    scored = memory.rank(
        query, scope=recall_quality.QUERY_SCOPE, ranker="hybrid", floor=0.0, limit=DEPTH
    )
    return {key_of.get(str(s.record.id), str(s.record.id)): s.relevance for s in scored}


def measure(embedder: str) -> dict[str, Any]:
    fixtures = {name: check_fixture.load(path) for name, path in FIXTURES.items()}
    gold: list[float] = []
    off_pairs: list[float] = []
    off_best: list[float] = []  # per off-topic query: its best relevance in the other store
    off_total = 0
    off_shipped = 0
    for name, fixture in fixtures.items():
        other = fixtures["faq" if name == "recall" else "recall"]
        with _store(fixture, embedder) as (memory, key_of):
            for q in fixture["queries"]:
                if q.get("gold"):
                    rel = _relevances(memory, q["query"], key_of)
                    gold += [rel.get(k, 0.0) for k in q["gold"]]
            for q in other["queries"]:
                rel = _relevances(memory, q["query"], key_of)
                off_pairs += rel.values()
                off_best.append(max(rel.values(), default=0.0))
                off_total += len(fixture["memories"])
                # the shipped path: the floor, then the synonym retry when nothing clears it
                shipped = memory.rank(q["query"], scope=recall_quality.QUERY_SCOPE, limit=1)
                off_shipped += bool(shipped)
    with tempfile.TemporaryDirectory(prefix="memlane-floor-") as home:
        memory = memlane.open(home=home, embedder=embedder)
        try:
            memory.remember(EXAMPLE[0], scope=recall_quality.QUERY_SCOPE)
            example = max(_relevances(memory, EXAMPLE[1], {}).values(), default=0.0)
            shipped = memory.rank(EXAMPLE[1], scope=recall_quality.QUERY_SCOPE, limit=1)
            example_shipped = shipped[0].relevance if shipped else None
            model = memory.embedder_info["model_id"]
        finally:
            memory.close()
    rows = [
        {
            "floor": floor,
            "gold_admitted": sum(r >= floor for r in gold) / len(gold),
            "off_topic_pairs_admitted": sum(r >= floor for r in off_pairs) / off_total,
            "off_topic_queries_with_a_packet": sum(r >= floor for r in off_best) / len(off_best),
        }
        for floor in FLOORS
    ]
    return {
        "command": f".venv/bin/python bench/floor_calibration.py --embedder {embedder}",
        "machine": machine_info(),
        "model": model,
        "shipped_floor": ranking_rules.floor_for(model),
        "gold_pairs": len(gold),
        "off_topic_pairs": off_total,
        "off_topic_queries": len(off_best),
        "gold_percentiles": _percentiles(gold, (1, 5, 10, 25, 50)),
        "example": {
            "memory": EXAMPLE[0],
            "query": EXAMPLE[1],
            "relevance": example,
            "shipped_relevance": example_shipped,
        },
        "example_gold_rank": sum(r < example for r in gold) / len(gold),
        "rows": rows,
        "off_topic_queries_with_a_packet_shipped": off_shipped / len(off_best),
    }


def _percentiles(values: Sequence[float], points: Sequence[int]) -> dict[str, float]:
    ordered = sorted(values)
    return {f"p{p}": ordered[min(len(ordered) - 1, len(ordered) * p // 100)] for p in points}


def markdown(report: Mapping[str, Any]) -> str:
    ex = report["example"]
    lines = [
        "# Recall floor calibration",
        "",
        f"Produced by `{report['command']}` ({report['model']}; shipped floor "
        f"{report['shipped_floor']}). {report['gold_pairs']} gold (query, memory) pairs of both "
        f"fixtures; {report['off_topic_pairs']:,} off-topic pairs ({report['off_topic_queries']} "
        "queries of one fixture against the other fixture's store). Relevance is recall's hybrid "
        "relevance, what the floor is compared with.",
        "",
        "| floor | gold pairs admitted | off-topic pairs admitted "
        "| off-topic queries with a packet |",
        "|---:|---:|---:|---:|",
    ]
    for row in report["rows"]:
        mark = " (shipped)" if abs(row["floor"] - report["shipped_floor"]) < 1e-9 else ""
        lines.append(
            f"| {row['floor']:.2f}{mark} | {row['gold_admitted']:.1%} | "
            f"{row['off_topic_pairs_admitted']:.2%} | "
            f"{row['off_topic_queries_with_a_packet']:.1%} |"
        )
    pct = ", ".join(f"{k} {v:.3f}" for k, v in report["gold_percentiles"].items())
    lines += [
        "",
        f"Gold relevance percentiles: {pct}.",
        "",
        f'Issue 20\'s example ("{ex["query"]}" against "{ex["memory"]}"): relevance '
        f"{ex['relevance']:.3f}; {report['example_gold_rank']:.1%} of the gold pairs score lower. "
        "On the shipped path, where nothing clears the floor and the vector side is asked again "
        "with the query's team synonyms (`core/query_expansion.py`): "
        + (
            f"relevance {ex['shipped_relevance']:.3f}, returned."
            if ex["shipped_relevance"] is not None
            else "nothing returned."
        ),
        "",
        "Off-topic queries that get a packet on the shipped path (floor, then the synonym retry): "
        f"{report['off_topic_queries_with_a_packet_shipped']:.1%}.",
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="minilm", choices=("minilm", "hash"))
    args = parser.parse_args(argv)
    report = measure(args.embedder)
    RESULTS.mkdir(parents=True, exist_ok=True)
    suffix = "" if args.embedder == "minilm" else f"_{args.embedder}"
    (RESULTS / f"floor_calibration{suffix}.json").write_text(
        json.dumps(report, indent=2) + "\n", encoding="utf-8"
    )
    text = markdown(report)
    (RESULTS / f"floor_calibration{suffix}.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
