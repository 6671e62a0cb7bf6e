"""Embedder speed: batch throughput (sentences/s) and single-query latency (p50/p95).

Runs the configured embedder (default: the bundled MiniLM, 1 thread) on a fixed synthetic
corpus of memory-like sentences and writes bench/results/embedder_speed.json.
Usage: python bench/embedder_speed.py [--spec minilm] [--threads 1] [--queries 200]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import time
from pathlib import Path

import numpy as np
import onnxruntime

from memlane.providers.embedders import resolve_embedder

RESULTS = Path(__file__).parent / "results" / "embedder_speed.json"

_SUBJECTS = [
    "the release",
    "the staging deploy",
    "the API",
    "our CI pipeline",
    "the on-call engineer",
    "database migrations",
    "the web UI",
    "the auth service",
    "nightly backups",
    "the test suite",
]
_VERBS = [
    "needs",
    "must run",
    "depends on",
    "is blocked by",
    "should use",
    "never touches",
    "always checks",
    "is documented in",
    "fails without",
    "was moved to",
]
_OBJECTS = [
    "both gates green",
    "alembic upgrade head",
    "pnpm instead of npm",
    "the vault for secrets",
    "ruff format with line length 100",
    "a green canary for thirty minutes",
    "the k8s/staging folder",
    "feature flags in config/flags.yaml",
    "pytest -x before pushing",
    "a 422 status for validation errors",
    "the shared Grafana dashboard",
]
_TAILS = [
    "",
    "because the last incident came from skipping it",
    "; see the runbook for the exact steps and who to page when it breaks",
    "unless the change only touches documentation",
    "— decided in the March retro after two broken releases and a long rollback that "
    "cost the team most of a day",
]


def corpus(n: int, seed: int = 7) -> list[str]:
    """Deterministic memory-like sentences, 6 to ~45 words."""
    rng = random.Random(seed)
    return [
        f"{rng.choice(_SUBJECTS)} {rng.choice(_VERBS)} {rng.choice(_OBJECTS)} "
        f"{rng.choice(_TAILS)}".strip()
        for _ in range(n)
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--spec", default="minilm")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--docs", type=int, default=512)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    embedder = resolve_embedder(args.spec, threads=args.threads)
    if embedder is None:
        raise SystemExit("spec 'none' has no embedder to measure")
    docs = corpus(args.docs)

    t0 = time.perf_counter()
    embedder.embed(["warm up: first call loads the model"])
    cold_ms = (time.perf_counter() - t0) * 1000

    batch_rates = []
    for _ in range(args.repeats):
        t0 = time.perf_counter()
        vectors = embedder.embed(docs)
        batch_rates.append(len(docs) / (time.perf_counter() - t0))
    assert vectors.shape == (len(docs), embedder.dim)

    queries = corpus(args.queries, seed=11)
    latencies = []
    for query in queries:
        t0 = time.perf_counter()
        embedder.embed([query])
        latencies.append((time.perf_counter() - t0) * 1000)
    latencies.sort()

    result = {
        "spec": args.spec,
        "model_id": embedder.model_id,
        "dim": embedder.dim,
        "threads": args.threads,
        "docs": len(docs),
        "mean_words_per_doc": round(statistics.mean(len(d.split()) for d in docs), 1),
        "first_embed_ms_including_load": round(cold_ms, 1),
        "batch_sentences_per_s_median": round(statistics.median(batch_rates), 1),
        "batch_sentences_per_s_all": [round(r, 1) for r in batch_rates],
        "query_latency_ms_p50": round(float(np.percentile(latencies, 50)), 2),
        "query_latency_ms_p95": round(float(np.percentile(latencies, 95)), 2),
        "queries": len(queries),
        "machine": {
            "python": platform.python_version(),
            "platform": platform.platform(),
            "processor": platform.processor() or platform.machine(),
            "cpu_count": os.cpu_count(),
            "onnxruntime": onnxruntime.__version__,
        },
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(
        f"{result['model_id']} threads={args.threads}: "
        f"{result['batch_sentences_per_s_median']} sentences/s (batch of {len(docs)}), "
        f"query p50 {result['query_latency_ms_p50']} ms, p95 {result['query_latency_ms_p95']} ms, "
        f"first embed {result['first_embed_ms_including_load']} ms -> {RESULTS}"
    )


if __name__ == "__main__":
    main()
