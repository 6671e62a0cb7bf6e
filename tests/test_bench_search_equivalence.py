"""bench/search_equivalence.py: one version searching the same store twice answers the same,
and a changed answer is reported."""

from __future__ import annotations

from pathlib import Path

import bench_store
import search_equivalence


def test_the_same_version_answers_the_same_and_a_change_is_reported(tmp_path: Path) -> None:
    home, scope = bench_store.synthetic_home(tmp_path)
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
