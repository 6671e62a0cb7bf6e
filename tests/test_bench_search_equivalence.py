"""bench/search_equivalence.py: one version searching the same store twice answers the same,
and a changed answer is reported."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

import memlane

BENCH_DIR = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH_DIR))

import search_equivalence  # noqa: E402 - importable only once the bench dir is on sys.path
import synth  # noqa: E402


def test_the_same_version_answers_the_same_and_a_change_is_reported(tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    scope = str(project)
    home = tmp_path / "home"
    records = list(synth.generate(300, seed=7, scopes={"api": scope}))
    with memlane.open(home, embedder="hash:384", scope=scope) as mem:
        mem.import_(synth.to_corpus(records, datetime.now(UTC)))
    first = search_equivalence.answers(home, "hash:384", scope)
    second = search_equivalence.answers(home, "hash:384", scope)
    assert len(first) == len(search_equivalence.queries()) * len(search_equivalence.VARIANTS)
    assert sum(total for total, _ in first.values()) > 0
    assert search_equivalence.differences(first, second) == []
    key = next(k for k, (total, hits) in first.items() if hits)
    total, hits = second[key]
    second[key] = [total, [[*hits[0][:1], "0.0", *hits[0][2:]], *hits[1:]]]
    reported = search_equivalence.differences(first, second)
    assert len(reported) == 1 and reported[0].startswith(f"{key}: ")
