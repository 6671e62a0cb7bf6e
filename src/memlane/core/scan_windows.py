"""Windows around many anchor places, merged in numpy.

A gated search (:mod:`memlane.core.gated_search`) runs a rule only in windows around its anchor
words: each anchor place widened to its line, or by a reach either side, and overlapping
windows merged. A long text gives a rule hundreds of places; sorting and merging them in
array operations gives the same windows as the loop over places, at a fraction of the cost.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any


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


__all__ = ["merged_windows"]
