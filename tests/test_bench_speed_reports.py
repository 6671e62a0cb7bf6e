"""The side-by-side and before/after speed reports compute their ratios right, say why a peer
did not run, and tie every figure to its run's physical floor."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import memlane
from memlane.home import CACHE_DIR, VERDICTS_DB_FILE

BENCH_DIR = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH_DIR))

import latency_ab  # noqa: E402 - importable only once the bench dir is on sys.path
import latency_compare  # noqa: E402
import peers  # noqa: E402
import process_ab  # noqa: E402


def system(p50: dict[str, float], cold: float, rate: float) -> dict[str, Any]:
    return {
        "version": "1.0",
        "setup": "how it ran",
        "cold_first_answer_ms": cold,
        "ingest": {"records_per_s": rate},
        "latency": {v: {"p50_ms": ms, "p95_ms": ms * 2, "mean_hits": 3.0} for v, ms in p50.items()},
    }


def test_peer_ratios_divide_by_memlane_and_name_a_peer_that_did_not_run() -> None:
    systems = {
        "memlane": system({"recall": 10.0, "search": 20.0}, cold=300.0, rate=60.0),
        "mem0": system({"search": 40.0}, cold=900.0, rate=20.0),
        "basic-memory": {"not_run": "no interpreter at /x: basic-memory needs Python 3.12+"},
    }
    ratios = peers.ratios(systems)
    assert ratios == {
        "mem0": {
            "p50 ÷ memlane recall": 4.0,
            "p50 ÷ memlane search": 2.0,
            "cold ÷ memlane": 3.0,
            "memlane ingest ÷ peer": 3.0,
        }
    }
    report = {
        "machine": {"cpu_model": "cpu", "logical_cores": 2, "git": {"commit": "c", "dirty": False}},
        "records": 2000,
        "queries": 60,
        "systems": systems,
        "ratios": ratios,
    }
    text = peers.markdown(report)
    assert "| basic-memory | – | not run: no interpreter at /x" in text
    assert "| mem0 | ×4 | ×2 | ×3 | ×3 |" in text


def stage(size: int, recall: float, floor: float) -> dict[str, Any]:
    return {
        "size": size,
        "embedder": "hash:384",
        "queries": {
            "warm": {v: {"p50_ms": recall} for v in ("recall", "search", "brief")},
            "floor": {"floor_p50_ms": floor},
        },
    }


def test_before_after_normalizes_by_each_runs_floor() -> None:
    before = {"stores": [stage(1000, 30.0, 2.0)], "minilm": {**stage(1000, 50.0, 10.0)}}
    after = {"stores": [stage(1000, 20.0, 4.0)], "minilm": {**stage(1000, 25.0, 10.0)}}
    after["minilm"]["embedder"] = before["minilm"]["embedder"] = "minilm"
    lines = latency_compare.table(before, after)
    recall = next(line for line in lines if line.startswith("| 1k (hash:384) | recall p50"))
    # 20 ms is x0.67 of 30 ms; against floors of 4 and 2 ms it is a third of the work.
    assert recall == "| 1k (hash:384) | recall p50 | 30.0 (×15.0) | 20.0 (×5.0) | ×0.67 | ×0.33 |"


def test_ab_table_gives_each_verb_base_then_new() -> None:
    def side(wall: float, cpu: float, floor: float) -> dict[str, float]:
        return {"wall_p50_ms": wall, "cpu_p50_ms": cpu, "floor_multiple": floor}

    report = {
        "config": {"home": "/s", "embedder": "hash:384", "scope": "/p", "queries": 40,
                   "rounds": 4},
        "load_1min": [1.5, 2.25],
        "rows": {"search": {"base": side(24.4, 22.0, 7.6), "new": side(19.5, 18.25, 6.1)}},
    }  # fmt: skip
    text = latency_ab.markdown(report)
    assert "40 queries, 4 rounds per tree, 1-minute load 1.5-2.2" in text
    assert "| search | 24.4 → 19.5 ms | 22.0 → 18.2 ms | ×7.60 → ×6.10 |" in text
    assert "A/B on /s (hash:384" in text
    # Two stores under one tree (--base-home): the table says which arm read which.
    report["config"] = {**report["config"], "base_home": "/old-store"}
    assert "A/B on /old-store (base) and /s (new)" in latency_ab.markdown(report)
    assert "read-gate verdicts judged on first sight" in text
    report["config"] = {**report["config"], "kept_verdicts": True}
    assert "read-gate verdicts kept" in latency_ab.markdown(report)


def test_ab_workers_judge_on_first_sight_after_the_kept_verdicts_are_removed(
    tmp_path: Path,
) -> None:
    # Each worker must judge its records as latency.py's fresh stores do: verdicts kept by
    # the previous worker (of either tree) are removed, and the store itself is untouched.
    home = tmp_path / "store"
    with memlane.open(home, embedder="hash:384", scope=str(tmp_path)) as mem:
        mem.remember("Deploys to staging run the smoke tests before the canary step.")
        assert mem.recall("smoke tests before the canary").hits
    kept = home / CACHE_DIR / VERDICTS_DB_FILE
    assert kept.is_file()
    latency_ab.forget_verdicts(home)
    latency_ab.forget_verdicts(home)  # nothing left to remove is no error
    assert not list(kept.parent.glob(VERDICTS_DB_FILE + "*"))
    assert (home / "memory.db").is_file()
    with memlane.open(home, embedder="hash:384", scope=str(tmp_path)) as mem:
        assert mem.recall("smoke tests before the canary").hits


def test_process_ab_table_gives_each_row_base_new_and_ratio() -> None:
    keys = tuple(process_ab._LABELS)
    base = dict.fromkeys(keys, 40.0) | {"cold_recall_cpu_p50_ms": 400.0}
    new = dict.fromkeys(keys, 30.0) | {"cold_recall_cpu_p50_ms": 300.0}
    report = {
        "config": {"home": "/h", "scope": "/p", "queries": 10, "rounds": 2, "warm_runs": 20,
                   "base": "/old/src", "new": "/new/src"},
        "load_1min": [1.0, 2.0],
        "rows": {"base": base, "new": new},
    }  # fmt: skip
    text = process_ab.markdown(report)
    assert "10 queries × 2 rounds per tree" in text and "base = /old/src, new = /new/src" in text
    assert "| cold `memlane recall`, CPU p50 | 400.0 ms | 300.0 ms | 0.75 |" in text
    assert "| warm prompt hook, server CPU per call | 40.0 ms | 30.0 ms | 0.75 |" in text
