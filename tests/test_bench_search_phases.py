"""bench/search_phases.py splits warm searches into stages on a real store and leaves the
modules it timed as it found them."""

from __future__ import annotations

from pathlib import Path

import bench_store
import search_phases
import synth
from memlane.core import search_scorer
from memlane.services import search as search_service


def test_stages_of_warm_searches(tmp_path: Path) -> None:
    home, scope = bench_store.synthetic_home(tmp_path)
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
