"""bench/recall_phases.py splits warm recalls into phases on a real store and leaves the
services it timed as it found them."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

import memlane
from memlane.services import ranking

BENCH_DIR = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH_DIR))

import recall_phases  # noqa: E402 - importable only once the bench dir is on sys.path
import synth  # noqa: E402


def test_phases_of_warm_recalls(tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    scope = str(project)
    home = tmp_path / "home"
    records = list(synth.generate(300, seed=7, scopes={"api": scope}))
    with memlane.open(home, embedder="hash:384", scope=scope) as mem:
        mem.import_(synth.to_corpus(records, datetime.now(UTC)))
    ranked = ranking._ranked
    report = recall_phases.measure(home, "hash:384", scope, synth.queries(5, 7))
    assert report["queries"] == 5
    phases = report["phases_ms"]
    for phase in ("lexical: full-text query", "records read (get_many)", "vector scan",
                  "gates: read gate", "packing", "receipt"):  # fmt: skip
        assert phases[phase] > 0, phase
    assert report["after_ms"] > 0 and report["process_cpu_ms"] > 0
    assert ranking._ranked is ranked  # the wrappers are gone
    assert "| vector scan |" in recall_phases.markdown(report)
