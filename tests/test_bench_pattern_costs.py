"""bench/pattern_costs.py's counting proxy: the same matches as the pattern it wraps, counted."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import pattern_costs


def test_the_proxy_finds_what_the_pattern_finds_and_counts_it() -> None:
    real = re.compile(r"\bab+c")
    counted = pattern_costs.Counted(real, "here")
    text = "x abbc abc yabc abbbc"
    pattern_costs.STATS.clear()
    pattern_costs._ON[0] = True
    try:
        assert [m.span() for m in counted.finditer(text)] == [m.span() for m in real.finditer(text)]
        assert counted.search(text, 3).span() == real.search(text, 3).span()  # type: ignore[union-attr]
        assert counted.sub("-", text) == real.sub("-", text)
        assert counted.pattern == real.pattern
        # re's module functions take the proxy once installed
        assert pattern_costs._internal(counted, 0) is real
    finally:
        pattern_costs._ON[0] = False
    assert pattern_costs.STATS["finditer here"].calls == 1
    assert pattern_costs.STATS["finditer here"].chars == len(text)
    assert pattern_costs.STATS["search here"].chars == len(text) - 3
    assert pattern_costs.STATS["sub here"].calls == 1
