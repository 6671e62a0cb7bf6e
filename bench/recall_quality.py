"""Recall-quality benchmark: load the labelled fixture into a fresh memlane home, rank every query
with each arm, and report recall@k, MRR and nDCG overall and per query type.

Runs are all-or-nothing: a missing API, a refused memory or a failing arm stops the run before
any result file is written, so a report never mixes complete and partial evidence.

    .venv/bin/python bench/recall_quality.py [--fixture recall|faq|PATH]
        [--embedder minilm|hash|none] [--arms a,b]

``recall`` (the default) is the hand-labelled fixture and writes ``recall_quality.json``;
``faq`` is the public FAQ set converted by ``bench/faq_fixture.py`` and writes
``recall_quality_faq.json``.
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import ModuleType
from typing import Any, Literal

import check_fixture
from long_prompts import long_variant
from machine import machine_info
from metrics import DEFAULT_KS, DEFAULT_NDCG_K, QueryResult, summarize

memlane: ModuleType | None
try:
    import memlane  # the package under test; absent only when run outside the project venv
except ImportError:
    memlane = None

BENCH_DIR = Path(__file__).resolve().parent
DEFAULT_OUT_DIR = BENCH_DIR / "results"
QUERY_SCOPE = "/work/bench-project"
SCOPE_MAP = {"project": QUERY_SCOPE, "other-project": "/work/other-project", "global": "global"}
EMBEDDERS = ("minilm", "hash", "none")
FIXTURES = {"recall": check_fixture.FIXTURE, "faq": BENCH_DIR / "data" / "faq_fixture.json"}
RANK_LIMIT = 20
SEARCH_LIMIT = 50
NOT_TUNED = (
    "The fixture was not used to tune memlane's ranking weights or floors. It did expose one "
    "flaw, fixed once and not tuned: the hybrid's lexical evidence (BM25 over the best BM25 "
    "among the candidates) gave one incidental shared word the full lexical weight, so hybrid "
    "paraphrase recall@1 was 0 %; lexical evidence is now scaled by the IDF-weighted share of "
    "the query a memory covers. After a first run eight distractor queries were reworded, to "
    "make them harder. It is a small, invented, hand-labelled set: these figures describe the "
    "shipped rankers on it, not held-out or production retrieval quality."
)
API_SHAPE = (
    "memlane.open(home=..., embedder=...) returning a Memory with "
    "remember(text, *, scope, title, slug, kind, type, tags, importance, category, confidence, "
    "force_new, at), rank(query, *, scope, ranker, floor, limit), search(query, *, scope, "
    "limit) and recall(query, *, scope)"
)
# remember() keywords the fixture needs; lesson fields are passed only if remember accepts them.
REQUIRED_REMEMBER_KWARGS = (
    "scope", "title", "slug", "kind", "type", "tags", "importance", "category", "confidence",
    "force_new", "at",
)  # fmt: skip
LESSON_FIELDS = ("command", "error", "fix")
LessonStyle = Literal["payload", "kwargs", "text-only"]


class BenchError(Exception):
    """The run cannot produce trustworthy figures; the message says why and what to do."""

    exit_code = 1


class ApiMissing(BenchError):
    """The memlane Python API this benchmark drives is not there (yet)."""

    exit_code = 2


@dataclass(frozen=True)
class Arm:
    name: str
    description: str
    needs_vectors: bool
    rank: Callable[[Any, str], list[Any]]  # (memory, query) -> records, best first
    # Long-prompt arms rank each query inside a pasted log of 1-8k characters (issue 22).
    long_prompt: bool = False


def _ranker_arm(ranker: str) -> Callable[[Any, str], list[Any]]:
    # floor=0 keeps every candidate: the full ranking before gates and token packing.
    def rank(memory: Any, query: str) -> list[Any]:
        scored = memory.rank(query, scope=QUERY_SCOPE, ranker=ranker, floor=0.0, limit=RANK_LIMIT)
        return [s.record for s in scored]

    return rank


def _search(memory: Any, query: str) -> list[Any]:
    return [hit.record for hit in memory.search(query, scope=QUERY_SCOPE, limit=SEARCH_LIMIT).hits]


def _recall_packet(memory: Any, query: str) -> list[Any]:
    return [s.record for s in memory.recall(query, scope=QUERY_SCOPE).hits]


# Order matters: the recall packet records a receipt per query, so it runs after the
# read-only arms and cannot influence them.
ARMS: dict[str, Arm] = {
    arm.name: arm
    for arm in (
        Arm("lexical", "Memory.rank(ranker='lexical', floor=0): exact-token FTS only", False,
            _ranker_arm("lexical")),
        Arm("vector", "Memory.rank(ranker='vector', floor=0): cosine only", True,
            _ranker_arm("vector")),
        Arm("hybrid", "Memory.rank(ranker='hybrid', floor=0): shipped hybrid scorer with priors",
            False, _ranker_arm("hybrid")),
        Arm("search", "Memory.search: shipped wide, ungated search path", False, _search),
        Arm("recall", "Memory.recall: shipped injection packet (gates, floor, level limit, "
            "token budget)", False, _recall_packet),
        Arm("hybrid-long", "hybrid on the query inside a pasted log of 1-8k characters",
            False, _ranker_arm("hybrid"), long_prompt=True),
        Arm("recall-long", "recall packet on the query inside a pasted log of 1-8k "
            "characters", False, _recall_packet, long_prompt=True),
    )
}  # fmt: skip


def require_api() -> Callable[..., Any]:
    """memlane.open, or a BenchError naming the API this benchmark is written against."""
    if memlane is None:
        raise ApiMissing("cannot import memlane; run with the project venv: .venv/bin/python")
    opener = getattr(memlane, "open", None)
    memory_cls = getattr(memlane, "Memory", None)
    verbs = ("remember", "rank", "search", "recall")
    if not callable(opener) or not all(hasattr(memory_cls, verb) for verb in verbs):
        raise ApiMissing(
            "memlane's Python API is not available yet: this benchmark needs "
            f"{API_SHAPE}. Run it once the API has landed."
        )
    return opener


def _accepted_kwargs(func: Callable[..., Any]) -> tuple[set[str], bool]:
    params = inspect.signature(func).parameters.values()
    names = {p.name for p in params}
    return names, any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params)


def remember_kwargs(
    mem: Mapping[str, Any], at: datetime, lessons: LessonStyle = "payload"
) -> dict[str, Any]:
    """The keyword arguments that store one fixture memory exactly as labelled.

    A lesson's command, error and fix go where memlane keeps them (the record payload), so
    search sees them as it would for a captured lesson; its text carries them in prose too.
    """
    kwargs: dict[str, Any] = {
        "scope": SCOPE_MAP[mem["scope"]],
        "title": mem["title"],
        "slug": mem["key"],
        "kind": mem["kind"],
        "tags": list(mem["tags"]),
        "importance": mem["importance"],
        "force_new": True,
        "at": at,
    }
    for name in ("type", "category", "confidence"):
        if mem.get(name) is not None:
            kwargs[name] = mem[name]
    if mem["kind"] == "lesson" and lessons != "text-only":
        fields = {name: mem[name] for name in LESSON_FIELDS}
        kwargs.update({"payload": fields} if lessons == "payload" else fields)
    return kwargs


def load_fixture(memory: Any, fixture: Mapping[str, Any], now: datetime) -> dict[str, str]:
    """Remember every fixture memory; return record id -> fixture key (slugs map too)."""
    names, var_kw = _accepted_kwargs(memory.remember)
    missing = [name for name in REQUIRED_REMEMBER_KWARGS if name not in names and not var_kw]
    if missing:
        raise BenchError(f"Memory.remember does not accept {missing}; expected {API_SHAPE}")
    lessons: LessonStyle = "text-only"
    if "payload" in names:
        lessons = "payload"
    elif var_kw or all(name in names for name in LESSON_FIELDS):
        lessons = "kwargs"
    key_of: dict[str, str] = {}
    for mem in fixture["memories"]:
        at = now - timedelta(days=mem["age_days"])
        try:
            receipt = memory.remember(mem["text"], **remember_kwargs(mem, at, lessons))
        except Exception as exc:  # re-raised with the fixture key; nothing is swallowed
            raise BenchError(
                f"remembering fixture memory {mem['key']!r} failed: {exc!r}; fix the fixture "
                "(bench/check_fixture.py) or the write path, then rerun"
            ) from exc
        key_of[str(receipt.id)] = mem["key"]
        key_of[str(receipt.slug)] = mem["key"]
    return key_of


def _key(record: Any, key_of: Mapping[str, str]) -> str:
    for attr in ("id", "slug"):
        value = getattr(record, attr, None)
        if value is not None and str(value) in key_of:
            return key_of[str(value)]
    # Unknown records still occupy a rank, so they push gold keys down as they should.
    return f"?{getattr(record, 'id', record)!s}"


def run_arm(
    memory: Any, arm: Arm, queries: Sequence[Mapping[str, Any]], key_of: Mapping[str, str]
) -> dict[str, Any]:
    results: list[QueryResult] = []
    latencies: list[float] = []
    for index, q in enumerate(queries):
        text = long_variant(q["query"], q["id"], index) if arm.long_prompt else q["query"]
        started = time.perf_counter()
        try:
            records = arm.rank(memory, text)
        except Exception as exc:  # re-raised with the arm and query; the run stops
            raise BenchError(
                f"arm {arm.name!r} failed on {q['id']} ({q['query']!r}): {exc!r}"
            ) from exc
        latencies.append(time.perf_counter() - started)
        ranked = [_key(record, key_of) for record in records]
        results.append(
            QueryResult(
                q["id"], q["type"], q["gold"], ranked, {"query": q["query"], "top5": ranked[:5]}
            )
        )
    return {
        "description": arm.description,
        "seconds": round(sum(latencies), 3),
        "median_query_ms": round(statistics.median(latencies) * 1000, 2) if latencies else None,
        "summary": summarize(results, DEFAULT_KS, DEFAULT_NDCG_K),
    }


def describe_embedder(memory: Any, requested: str) -> dict[str, Any]:
    info = memory.embedder_info
    return {
        "requested": requested,
        "model_id": info["model_id"],
        "dim": info["dim"],
        "recall_level": memory.settings.aggressiveness,
        "recall_budget_tokens": memory.settings.recall_budget,
    }


def select_arms(names: str | None, embedder: str) -> tuple[list[Arm], dict[str, str]]:
    wanted = list(ARMS) if names is None else [n.strip() for n in names.split(",") if n.strip()]
    unknown = [n for n in wanted if n not in ARMS]
    if unknown or not wanted:
        raise BenchError(f"unknown arms {unknown or wanted}; choose from {', '.join(ARMS)}")
    skipped: dict[str, str] = {}
    arms: list[Arm] = []
    for name in wanted:
        if ARMS[name].needs_vectors and embedder == "none":
            if names is not None:
                raise BenchError(f"arm {name!r} needs vectors; pick --embedder minilm or hash")
            skipped[name] = "embedder 'none' produces no vectors"
        else:
            arms.append(ARMS[name])
    return arms, skipped


def run(fixture_path: Path, embedder: str, arm_names: str | None) -> dict[str, Any]:
    fixture = check_fixture.load(fixture_path)
    problems = check_fixture.validate(fixture)
    if problems:
        raise BenchError(f"fixture fails its checker ({problems[0]}; {len(problems)} in total)")
    arms, skipped = select_arms(arm_names, embedder)
    opener = require_api()
    report: dict[str, Any] = {
        "benchmark": "recall_quality",
        "note": fixture["description"] if check_fixture.is_converted(fixture) else NOT_TUNED,
        "fixture": {
            "path": str(fixture_path.relative_to(BENCH_DIR.parent))
            if fixture_path.is_relative_to(BENCH_DIR.parent)
            else str(fixture_path),
            "sha256": hashlib.sha256(fixture_path.read_bytes()).hexdigest(),
            "counts": check_fixture.counts(fixture),
        },
        "config": {
            "query_scope": QUERY_SCOPE,
            "scope_map": SCOPE_MAP,
            "rank_limit": RANK_LIMIT,
            "search_limit": SEARCH_LIMIT,
            "ks": list(DEFAULT_KS),
            "ndcg_k": DEFAULT_NDCG_K,
        },
        "machine": machine_info(),
        "arms": {},
        "skipped_arms": skipped,
    }
    with tempfile.TemporaryDirectory(prefix="memlane-recall-bench-") as home:
        memory = opener(home=home, embedder=embedder)
        try:
            now = datetime.now(UTC)
            started = time.perf_counter()
            key_of = load_fixture(memory, fixture, now)
            report["load"] = {
                "memories": len(fixture["memories"]),
                "seconds": round(time.perf_counter() - started, 3),
                "reference_time": now.isoformat(timespec="seconds"),
            }
            report["config"]["embedder"] = describe_embedder(memory, embedder)
            for arm in arms:
                report["arms"][arm.name] = run_arm(memory, arm, fixture["queries"], key_of)
        finally:
            close = getattr(memory, "close", None)
            if callable(close):
                close()
    return report


def _pct(value: float) -> str:
    return f"{value * 100:.1f}%"


def render_markdown(report: Mapping[str, Any]) -> str:
    """A readable table of the report: overall per arm, then per query type."""
    ks = report["config"]["ks"]
    ndcg = f"ndcg@{report['config']['ndcg_k']}"
    head = [*(f"recall@{k}" for k in ks), "MRR", f"nDCG@{report['config']['ndcg_k']}"]
    keys = [*(f"recall@{k}" for k in ks), "mrr", ndcg]

    def cells(agg: Mapping[str, Any]) -> str:
        values = [_pct(agg[k]) if k.startswith("recall") else f"{agg[k]:.3f}" for k in keys]
        return " | ".join(values)

    machine = report["machine"]
    embedder = report["config"].get("embedder", {})
    counts = report["fixture"]["counts"]
    lines = [
        "# memlane recall quality",
        "",
        report["note"],
        "",
        f"- Fixture: `{report['fixture']['path']}` (sha256 `{report['fixture']['sha256'][:16]}…`),"
        f" {counts['memories']} memories, {counts['queries']} queries "
        f"({', '.join(f'{t} {n}' for t, n in counts['queries_by_type'].items())}).",
        f"- Embedder: {embedder.get('requested')} (model `{embedder.get('model_id')}`,"
        f" dim {embedder.get('dim')}). Query scope `{report['config']['query_scope']}`;"
        f" rank limit {report['config']['rank_limit']}, search limit"
        f" {report['config']['search_limit']}; recall packet at level"
        f" `{embedder.get('recall_level')}`, budget {embedder.get('recall_budget_tokens')}"
        " tokens.",
        f"- Machine: {machine['cpu_model']}, {machine['logical_cores']} logical cores, Python"
        f" {machine['python']}; "
        + ", ".join(f"{k} {v}" for k, v in machine["packages"].items())
        + f"; commit {machine['git']['commit'] or 'uncommitted'}"
        + (" (dirty tree)" if machine["git"]["dirty"] else "")
        + ".",
        "- lexical, vector and hybrid rank the whole visible corpus (floor 0) before any gate"
        " or budget. The recall arm is what an agent receives: eligibility gates (pattern"
        " confidence, event recency window), the calibrated floor, the level's item limit and"
        " the token budget apply, so recall@5/@10 are capped by the packet size and a gated"
        " gold memory counts as a miss. search is the wide, ungated path.",
        "",
        "## Overall",
        "",
        f"| Arm | {' | '.join(head)} | misses | median query ms |",
        f"|---|{'---|' * len(head)}---|---|",
    ]
    for name, arm in report["arms"].items():
        overall = arm["summary"]["overall"]
        lines.append(
            f"| {name}: {arm['description']} | {cells(overall)} | {overall['misses']}/"
            f"{overall['queries']} | {arm['median_query_ms']} |"
        )
    for name, reason in report["skipped_arms"].items():
        lines.append(f"| {name}: skipped ({reason}) | {' | '.join('–' for _ in head)} | – | – |")
    lines += ["", "## Per query type", "", f"| Query type | Arm | {' | '.join(head)} | misses |"]
    lines.append(f"|---|---|{'---|' * len(head)}---|")
    types = sorted({t for arm in report["arms"].values() for t in arm["summary"]["by_type"]})
    for qtype in types:
        for name, arm in report["arms"].items():
            agg = arm["summary"]["by_type"].get(qtype)
            if agg:
                lines.append(
                    f"| {qtype} (n={agg['queries']}) | {name} | {cells(agg)} |"
                    f" {agg['misses']}/{agg['queries']} |"
                )
    lines += [
        "",
        "Per-query gold ranks for every arm are in `recall_quality.json`"
        " (`arms.<arm>.summary.queries[].gold_ranks`).",
        "",
    ]
    return "\n".join(lines)


def result_stem(fixture: Path) -> str:
    """``recall_quality`` for the hand-labelled fixture, ``recall_quality_<name>`` otherwise."""
    if fixture == check_fixture.FIXTURE:
        return "recall_quality"
    return f"recall_quality_{check_fixture.load(fixture).get('name') or fixture.stem}"


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--fixture", default="recall", help="recall, faq, or the path of a fixture file"
    )
    parser.add_argument("--out-dir", type=Path, default=DEFAULT_OUT_DIR)
    parser.add_argument("--embedder", choices=EMBEDDERS, default="minilm")
    parser.add_argument("--arms", help=f"comma-separated subset of {','.join(ARMS)} (default all)")
    args = parser.parse_args(argv)
    fixture = FIXTURES[args.fixture] if args.fixture in FIXTURES else Path(args.fixture).resolve()
    try:
        report = run(fixture, args.embedder, args.arms)
    except BenchError as exc:
        print(f"recall_quality: {exc}", file=sys.stderr)
        return exc.exit_code
    stem = result_stem(fixture)
    write_atomic(args.out_dir / f"{stem}.json", json.dumps(report, indent=2) + "\n")
    write_atomic(args.out_dir / f"{stem}.md", render_markdown(report))
    for name, arm in report["arms"].items():
        overall = arm["summary"]["overall"]
        print(
            f"{name:8s} recall@1 {_pct(overall['recall@1']):>6s}  recall@5"
            f" {_pct(overall['recall@5']):>6s}  MRR {overall['mrr']:.3f}"
        )
    print(f"wrote {args.out_dir / stem}.json and {stem}.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
