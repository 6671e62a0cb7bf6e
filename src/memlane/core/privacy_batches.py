"""Which fields of a write the privacy gate may scan together, as one text.

A scan costs ~70 µs however short its text (a few hundred rules each test their anchor
words), and a record has up to six short fields (title, body, why, how, tags, slug): scanning
them one by one was most of a bulk import's time. So the gate first scans short fields
joined by :data:`SEPARATOR` (a record's, and an import's next records' while the run stays
short); only when that finds something are those fields scanned one by one, and those
per-field findings are the ones reported. A clean record costs one
scan and a refusal is exactly what a per-field scan finds (class, field, line, column).

That holds because a joined scan finds something whenever a field alone would:

- every field of a batch, and the batch, stay within ``gated_search.SHORT``, so each
  rule searches the whole text in both cases (no anchor windows, which cut matches);
- only fields whose lower case keeps their length are joined (``"İ".lower()`` is two
  characters, and a rule then looks for its anchors in the original case instead);
- the separator puts a line break at each field's edge, so a line-bound rule, a look-around
  and a line-start test see the same edge as at the start or end of a text, and a NUL between
  the breaks, which no rule's value, key or keyword accepts, so a match does not run on from
  one field into the next; a rule that did would add a finding, which only sends the record
  to the per-field scan.

``bench/safety_equivalence.py`` compares the gate's findings on records assembled from its
corpora (fields split inside credentials included) against the per-field scan.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TypeVar

from memlane.core.gated_search import SHORT

SEPARATOR = "\n\x00\n"
_K = TypeVar("_K")


def joinable(text: str) -> bool:
    return len(text) <= SHORT and len(text.lower()) == len(text)


def batches(named: Sequence[tuple[_K, str]]) -> Iterator[list[tuple[_K, str]]]:
    """``named`` (a field's name, its text) cut into runs, in order: a run of several texts may be
    scanned joined by :data:`SEPARATOR` (at most ``SHORT`` characters in all); a text that
    may not is a run of its own."""
    run: list[tuple[_K, str]] = []
    size = 0
    for item in named:
        text = item[1]
        if not joinable(text):
            if run:
                yield run
                run, size = [], 0
            yield [item]
            continue
        grown = size + len(SEPARATOR) + len(text) if run else len(text)
        if run and grown > SHORT:
            yield run
            run, grown = [], len(text)
        run.append(item)
        size = grown
    if run:
        yield run


__all__ = ["SEPARATOR", "batches", "joinable"]
