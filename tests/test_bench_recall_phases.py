"""bench/recall_phases.py splits warm recalls into phases on a real store and leaves the
services it timed as it found them."""

from __future__ import annotations

from pathlib import Path

import bench_store
import recall_phases
import synth
from memlane.services import ranking


def test_phases_of_warm_recalls(tmp_path: Path) -> None:
    home, scope = bench_store.synthetic_home(tmp_path)
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
