"""bench/search_phases.py splits warm searches into stages on a real store and leaves the
modules it timed as it found them."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

import memlane
from memlane.core import search_scorer
from memlane.services import search as search_service

BENCH_DIR = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH_DIR))

import search_phases  # noqa: E402 - importable only once the bench dir is on sys.path
import synth  # noqa: E402


def test_stages_of_warm_searches(tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    scope = str(project)
    home = tmp_path / "home"
    records = list(synth.generate(300, seed=7, scopes={"api": scope}))
    with memlane.open(home, embedder="hash:384", scope=scope) as mem:
        mem.import_(synth.to_corpus(records, datetime.now(UTC)))
    inner, score = search_service._search, search_scorer.CorpusScores._score
    report = search_phases.measure(home, "hash:384", scope, synth.queries(5, 7))
    assert report["queries"] == 5
    stages = report["phases_ms"]
    for stage in ("pools: substring pool (trigram index)", "vector scan",
                  "candidate rows (search_rows)", "scorer: word rules",
                  "search's own Python (filters, scoring, dedup, hits)"):  # fmt: skip
        assert stages[stage] > 0, stage
    assert report["process_cpu_ms"] > 0 and report["mean_candidates"] > 0
    # the wrappers are gone
    assert search_service._search is inner and search_scorer.CorpusScores._score is score
    assert "| vector scan |" in search_phases.markdown(report)
