"""The windows merged in numpy are those of the loop over anchor places they replace."""

from __future__ import annotations

import random

import pytest

from memlane.core.scan_windows import merged_windows


def _loop(
    text: str, found: list[tuple[list[int], int]], reach: int | None
) -> list[tuple[int, int]]:
    points = sorted((at, at + size) for places, size in found for at in places)
    out = []
    lo = hi = -1
    for start, end in points:
        if reach is None:
            s = text.rfind("\n", 0, start) + 1
            e = text.find("\n", end)
            e = len(text) if e < 0 else e
        else:
            s, e = max(0, start - reach), min(len(text), end + reach)
        if s <= hi:
            hi = max(hi, e)
            continue
        if hi >= 0:
            out.append((lo, hi))
        lo, hi = s, e
    if hi >= 0:
        out.append((lo, hi))
    return out


@pytest.mark.parametrize("seed", range(60))
def test_merged_windows_are_the_loops_windows(seed: int) -> None:
    rng = random.Random(seed)
    words = ["ignore", "curl", "the", "\n", "\n\n", " ", "x" * rng.randint(1, 400), "ai"]
    text = "".join(rng.choice(words) for _ in range(rng.randint(1, 400)))
    found = []
    for needle in ("ignore", "curl", "the", "ai", "\n"):
        places = []
        at = text.find(needle)
        while at >= 0:
            places.append(at)
            at = text.find(needle, at + 1)
        if places:
            found.append((places, len(needle)))
    if not found:
        return
    for reach in (None, 0, 1, 40, 300, 5000):
        assert list(merged_windows(text, found, reach)) == _loop(text, found, reach)


def test_a_text_without_newlines_is_one_line() -> None:
    text = "a" * 50 + "curl" + "b" * 50 + "curl"
    found = [([50, 104], 4)]
    assert list(merged_windows(text, found, None)) == [(0, len(text))]
    assert list(merged_windows(text, found, 10)) == [(40, 64), (94, 108)]
