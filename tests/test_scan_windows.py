"""The windows merged in numpy are those of the loop over anchor places they replace."""

from __future__ import annotations

import random
import re

import pytest

from memlane.core.gated_search import SHORT, find_near, needles, shared_lookups, windows
from memlane.core.scan_memo import find_all
from memlane.core.scan_windows import WordStart, merged_spans, merged_windows


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


def test_a_word_start_anchor_opens_windows_only_where_it_starts_a_word() -> None:
    pattern = re.compile(r"\bhis (\w+)")
    filler = "x" * 400 + " "
    inside = filler + "this one " + filler + "this two " + filler
    spaced = inside + "his inbox " + filler + "(his notes) " + filler
    anywhere, as_word = needles("his_"), needles(r"\bhis_")
    assert isinstance(as_word[0][0], WordStart) and as_word[0][0] == "his "
    with shared_lookups():
        # "his " only inside "this ": the plain anchor's windows find the pattern's no match
        # either, a word-start anchor opens none
        assert windows(inside, as_word, reach=30) == []
        assert windows(inside, anywhere, reach=30) != []
        found = [m.group(1) for m in find_near(pattern, spaced, as_word, reach=30)]
        assert found == ["inbox", "notes"]
        assert found == [m.group(1) for m in find_near(pattern, spaced, anywhere, reach=30)]
        # the same words anchored anywhere keep their own windows within the scan
        assert len(windows(spaced, anywhere, reach=30)) == 4
        assert len(windows(spaced, as_word, reach=30)) == 2
    # outside a scan the same windows
    assert len(windows(spaced, as_word, reach=30)) == 2
    assert windows(inside, as_word, reach=30) == []


@pytest.mark.parametrize("seed", range(30))
def test_word_start_windows_are_those_of_the_places_at_word_starts(seed: int) -> None:
    rng = random.Random(seed)
    words = ["his ", "this ", "her ", "other ", "\n", " ", "x" * rng.randint(1, 300), "(", "_"]
    text = "".join(rng.choice(words) for _ in range(rng.randint(60, 400)))
    groups = needles(r"\bhis_ \bher_ " + "x" * 5)
    at_word = re.compile(r"(?<![^\W_])(?:his |her )")
    places = {a: [m.start() for m in at_word.finditer(text) if m.group() == a] for a in groups[0]}
    places["x" * 5] = find_all(text, "x" * 5)
    counts = {a: len(found) for a, found in places.items()}
    for reach in (None, 20, 200):
        want = list(merged_spans(text, groups[0], reach, counts, places.__getitem__))
        if len(text) <= SHORT:
            want = [(0, len(text))]
        with shared_lookups():
            assert windows(text, groups, reach=reach) == want, reach
        assert windows(text, groups, reach=reach) == want, reach
