"""The windows a gated search reads: around its anchors' places, merged (in numpy when many).

A gated search (:mod:`memlane.core.gated_search`) runs a rule only in windows around its anchor
words: each anchor place widened to its line, or by a reach either side, and overlapping
windows merged. A long text gives a rule hundreds of places; sorting and merging them in
array operations gives the same windows as the loop over places, at a fraction of the cost.
Within a scan, a text's windows per anchors and reach are worked out once
(:func:`anchor_windows`), from the needle places its memo holds (:mod:`memlane.core.scan_memo`).
"""

from __future__ import annotations

import bisect
import functools
from collections.abc import Callable, Iterator
from typing import Any

from memlane.core.scan_memo import TextMemo, find_all, may_hold, memo_of


def merged_windows(
    text: str, found: list[tuple[list[int], int]], reach: int | None
) -> Iterator[tuple[int, int]]:
    """The merged windows of the anchor places in ``found`` (each anchor's starts and its
    length), in order: around each place (start, start + length), its line (``reach`` None:
    from after the newline before it to the newline after it) or ``reach`` characters either
    side, within the text. Windows that overlap or touch are one."""
    # numpy is imported here, not at the top: the write gate (the CLI's remember, the hooks)
    # otherwise loads without it; only a long text with many anchor places needs it
    import numpy as np

    starts = np.concatenate([np.asarray(places, dtype=np.int64) for places, _ in found])
    ends = starts + np.repeat(
        np.asarray([size for _, size in found], dtype=np.int64), [len(p) for p, _ in found]
    )
    order = np.lexsort((ends, starts))  # by start, then end: as (start, end) pairs sort
    starts, ends = starts[order], ends[order]
    if reach is None:
        lo, hi = _lines(np, text, starts, ends)
    else:
        lo = np.maximum(starts - reach, 0)
        hi = np.minimum(ends + reach, len(text))
    # a window closes where the next one starts after every window end so far
    reached = np.maximum.accumulate(hi)
    breaks = np.flatnonzero(lo[1:] > reached[:-1]) + 1
    first = np.concatenate(([0], breaks))
    last = np.concatenate((breaks - 1, [len(lo) - 1]))
    yield from zip(lo[first].tolist(), reached[last].tolist(), strict=True)


def _lines(np: Any, text: str, starts: Any, ends: Any) -> tuple[Any, Any]:
    """For each place, where its line starts (after the last newline before ``start``) and
    ends (the first newline at or after ``end``, or the text's end)."""
    newlines = np.asarray(_newlines(text), dtype=np.int64)
    if not len(newlines):
        return np.zeros_like(starts), np.full_like(ends, len(text))
    before = np.searchsorted(newlines, starts, side="left") - 1
    lo = np.where(before >= 0, newlines[np.maximum(before, 0)] + 1, 0)
    after = np.searchsorted(newlines, ends, side="left")
    hi = np.where(after < len(newlines), newlines[np.minimum(after, len(newlines) - 1)], len(text))
    return lo, hi


@functools.lru_cache(maxsize=8)
def _newlines(text: str) -> list[int]:
    """Where the newlines of ``text`` are (remembered: a scan asks about one text many times)."""
    out = []
    at = text.find("\n")
    while at >= 0:
        out.append(at)
        at = text.find("\n", at + 1)
    return out


class WordStart(str):
    """An anchor whose windows are only around the places where it starts a word (not after a
    letter or a digit): "his " in "send his inbox", not in "this ". For a rule whose matches
    hold the word after a ``\\b``. As a needle (is it in the text?) it is the plain string;
    :func:`memlane.core.gated_search.needles` makes one of a needle written ``\\bhis_``."""

    __slots__ = ()


def anchor_windows(
    text: str, anchors: tuple[str, ...], reach: int | None
) -> tuple[tuple[int, int], ...]:
    """The merged windows around every place of ``anchors`` in ``text`` (:func:`merged_spans`),
    worked out once per text and anchors within a scan."""
    starting = _word_anchors(anchors)
    memo = memo_of(text)
    if memo is None:

        def places(anchor: str) -> list[int]:
            found = find_all(text, anchor)
            return _at_word_starts(text, found) if anchor in starting else found

        counts = {a: len(places(a)) if a in starting else text.count(a) for a in anchors}
        return tuple(merged_spans(text, anchors, reach, counts, places))
    # a WordStart equals its plain string: the key tells a rule's anchors from the same words
    # anchored anywhere
    key = (anchors, reach) if not starting else (anchors, reach, starting)
    spans = memo.spans.get(key)
    if spans is None:
        counts = _counts(memo, text, anchors, reach, starting)

        def positions(anchor: str) -> list[int]:
            if anchor in starting:
                return _word_places_of(memo, text, anchor)
            found = memo.positions.get(anchor)
            if found is None:
                found = memo.positions[anchor] = (
                    memo.derived(anchor) if anchor in memo.known else find_all(text, anchor)
                )
            return found

        # the anchors counted: an uncounted one only where the counts already give the whole
        spans = memo.spans[key] = tuple(merged_spans(text, tuple(counts), reach, counts, positions))
    return spans


# id of a rule's anchors -> (the anchors, those of them that are WordStart anchors)
_WORD_ANCHORS: dict[int, tuple[tuple[str, ...], frozenset[str]]] = {}


def _word_anchors(anchors: tuple[str, ...]) -> frozenset[str]:
    """The :class:`WordStart` anchors among ``anchors`` (looked at once per tuple)."""
    held = _WORD_ANCHORS.get(id(anchors))
    if held is None or held[0] is not anchors:
        if len(_WORD_ANCHORS) >= _MAX_ANCHOR_SPLITS:  # anchors built per call: look again
            _WORD_ANCHORS.clear()
        marked = frozenset(str(a) for a in anchors if isinstance(a, WordStart))
        held = _WORD_ANCHORS[id(anchors)] = (anchors, marked)  # held: the id is not reused
    return held[1]


def _at_word_starts(text: str, places: list[int]) -> list[int]:
    """The places not after a letter or a digit (``[^\\W_]``: what ``str.isalnum`` tells)."""
    return [at for at in places if at == 0 or not text[at - 1].isalnum()]


def _word_places_of(memo: TextMemo, text: str, anchor: str) -> list[int]:
    """Where a :class:`WordStart` anchor starts a word in the text of ``memo`` (remembered)."""
    found = memo.word_starts.get(anchor)
    if found is None:
        places = memo.positions.get(anchor)
        if places is None:
            if anchor in memo.known:
                places = memo.derived(anchor)
            else:
                places = find_all(text, anchor) if may_hold(memo, anchor) else []
            memo.positions[anchor] = places
        found = memo.word_starts[anchor] = _at_word_starts(text, places)
    return found


def _counts(
    memo: TextMemo,
    text: str,
    anchors: tuple[str, ...],
    reach: int | None,
    starting: frozenset[str],
) -> dict[str, int]:
    """How often each anchor occurs, as :func:`merged_spans` needs it: the automaton's counts first
    (free), then the short anchors', each a pass over the text, only until their sum already
    gives the whole text (the counts left out would not change that). A :class:`WordStart`
    anchor counts its places at a word's start, first of all."""
    counts: dict[str, int] = {a: len(_word_places_of(memo, text, a)) for a in starting}
    total = sum(counts.values())
    short: tuple[str, ...] | list[str]
    if memo.found is not None:
        # The pass's set of needles gives the known anchors present in one C-speed
        # intersection: a loop over a rule's dozens of anchors cost ~40 ms per 256 KiB body.
        # (Those absent are left out of the counts: _spans skips an anchor counted 0.)
        known, short = _anchor_split(anchors, memo.known)
        places = memo.positions
        for a in memo.found.intersection(known):
            if a not in starting:
                counts[a] = len(places[a])
        total = sum(counts.values())
        if starting:
            short = [a for a in short if a not in starting]
    else:
        pending: list[str] = []
        short = pending
        for a in dict.fromkeys(anchors):  # a repeated anchor counts once
            if a in starting:
                continue
            n = memo.counts.get(a)
            if n is None and a in memo.known:
                found = memo.positions.get(a)
                if found is None:
                    found = memo.positions[a] = memo.derived(a)
                n = memo.counts[a] = len(found)
            if n is None:
                pending.append(a)
            else:
                counts[a] = n
                total += n
    # anchors the automaton has not met yet join it (a needle is learned when a rule asks
    # whether it occurs, and a group stops asking at its first present needle): the next
    # text's pass counts them for free, where each count here reads the whole text
    memo.needle_set.learn_group(anchors)
    enough = _whole_at(len(text), reach)
    for a in short:
        if total >= enough:
            break
        n = memo.counts[a] = text.count(a) if may_hold(memo, a) else 0
        counts[a] = n
        total += n
    return counts


# (id of the anchors, id of the automaton's needles) -> (both, the anchors it knows, the others)
_ANCHOR_SPLITS: dict[
    tuple[int, int], tuple[tuple[str, ...], frozenset[str], frozenset[str], tuple[str, ...]]
] = {}


def _anchor_split(
    anchors: tuple[str, ...], known: frozenset[str]
) -> tuple[frozenset[str], tuple[str, ...]]:
    """The anchors the automaton knows, and the others (each once, in order)."""
    held = _ANCHOR_SPLITS.get((id(anchors), id(known)))
    if held is not None and held[0] is anchors and held[1] is known:
        return held[2], held[3]
    unique = tuple(dict.fromkeys(anchors))
    inside = frozenset(a for a in unique if a in known)
    outside = tuple(a for a in unique if a not in known)
    if len(_ANCHOR_SPLITS) >= 4 * _MAX_ANCHOR_SPLITS:  # anchors built per call: forget, split again
        _ANCHOR_SPLITS.clear()
    _ANCHOR_SPLITS[(id(anchors), id(known))] = (anchors, known, inside, outside)  # both held
    return inside, outside


_MAX_ANCHOR_SPLITS = 2048


def _whole_at(length: int, reach: int | None) -> int:
    """The anchor count from which :func:`merged_spans` searches the whole text."""
    width = 2 * (reach if reach is not None else 80)
    if width <= 0:  # no window is wider than its anchor: whole only for a text of one character
        return 0 if length // 2 <= 0 else 1 << 62
    return -(-(length // 2) // width)  # the least n with n * width >= length // 2


def merged_spans(
    text: str,
    anchors: tuple[str, ...],
    reach: int | None,
    counts: dict[str, int],
    positions: Callable[[str], list[int]],
) -> Iterator[tuple[int, int]]:
    """Merged windows around every anchor occurrence (``counts`` per anchor, ``positions``
    where they are): its line (``reach`` None) or ``reach`` characters either side. Anchors so
    frequent that their windows would cover most of the text give the whole text at once
    (cheaper than building the windows)."""
    if sum(counts.values()) >= _whole_at(len(text), reach):
        yield 0, len(text)
        return
    # an anchor left uncounted is looked for (never skipped: a missed window is a missed rule)
    found = [(positions(a), len(a)) for a in anchors if counts.get(a, 1)]
    if sum(len(places) for places, _ in found) >= _VECTOR_POINTS:
        yield from merged_windows(text, found, reach)
        return
    points = [(at, at + size) for places, size in found for at in places]
    points.sort()
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
            yield lo, hi
        lo, hi = s, e
    if hi >= 0:
        yield lo, hi


# From this many anchor places on, the windows are merged in numpy (scan_windows.py): a loop
# of a few Python steps per place cost ~8 % of a 256 KiB body's read-gate scan.
_VECTOR_POINTS = 64


def _word_places(memo: TextMemo, text: str, word: str) -> list[int]:
    """Where ``word`` starts in the text of ``memo``: from the scan's needle pass when it knows
    the word, else searched once (and taught to it: from the next scan on it is free)."""
    # asked for even when the automaton knows it: the set keeps only the needles asked about
    # once its first scan prunes it, and one dropped there was learned back in the next scan,
    # rebuilding the automaton in the scan after that (~10 ms per 256 KiB body)
    memo.needle_set.learn_one(word)
    found = memo.positions.get(word)
    if found is None:
        # (a known word: none, for a text the pass read as it is)
        found = memo.derived(word) if word in memo.known else find_all(text, word)
        memo.positions[word] = found
    return found


def factor_spans(
    text: str, spans: tuple[tuple[int, int], ...], factor_sets: tuple[tuple[str, ...], ...]
) -> tuple[tuple[int, int], ...]:
    """The windows of ``spans`` that hold, whole, a word of every set of ``factor_sets``: where
    a pattern every match of which holds one (:func:`memlane.core.regex_factors
    .required_factors`) can match at all. All of them for a text a scan does not remember, or
    when they are too few characters for the engine's reading of them to cost more than this."""
    memo = memo_of(text)
    # a text read through its lower case gets a needle's places word by word: not worth it;
    # nor are a few narrow windows, which the engine reads for less than the look-ups cost
    if memo is None or memo.found is None or not _wide(spans):
        return spans
    for factors in factor_sets:
        places = [(_word_places(memo, text, word), len(word)) for word in factors]
        places = [(found, size) for found, size in places if found]
        if not places:
            return ()
        kept = []
        for lo, hi in spans:
            for found, size in places:
                at = bisect.bisect_left(found, lo)
                if at < len(found) and found[at] + size <= hi:
                    kept.append((lo, hi))
                    break
        if len(kept) < len(spans):
            spans = tuple(kept)
            if not spans or not _wide(spans):
                break
    return spans


def _wide(spans: tuple[tuple[int, int], ...]) -> bool:
    """Whether the windows hold enough characters for the filter to pay."""
    size = sum(hi - lo for lo, hi in spans)
    return size >= _FILTERED_FROM


# Windows of fewer characters than this in all are read as they are: the engine skips through
# them for less than the look-ups that could spare it that.
_FILTERED_FROM = 2048


__all__ = ["WordStart", "anchor_windows", "factor_spans", "merged_spans", "merged_windows"]
