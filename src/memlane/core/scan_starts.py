"""Where a pattern can start in a long text, so a gated search tries it there alone.

The engine skips through a window to a possible first letter of a pattern and tries it there;
in lower-case prose nearly every word starts with one. A pattern whose every alternative starts
at a fixed offset before a literal run (:func:`memlane.core.regex_lead.led_starts`: "send",
"e-mail") can instead be tried at the places of those runs: free from the scan's needle pass
(:mod:`memlane.core.scan_memo`) for the runs it knows, counted and found with ``str`` methods
for the others. :func:`matches_from` then finds what ``finditer`` would.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator

from memlane.core.needle_automaton import AUTOMATON_MIN
from memlane.core.regex_lead import led_starts
from memlane.core.scan_memo import TextMemo, find_all, memo_of


def needle_starts(
    pattern: re.Pattern[str], text: str, spans: tuple[tuple[int, int], ...]
) -> list[int] | None:
    """Where a match of ``pattern`` can start in ``text``, from the places of its alternatives'
    first words (:func:`led_starts`), or None.

    The engine skips through a window to a possible first letter of the pattern and tries it
    there; in lower-case prose nearly every word starts with one, and the attempts were most
    of a 256 KiB body's read-gate scan. The pattern is tried at those words' places alone:
    found for free by the scan's needle pass where it knows a word (or a part of it), else
    counted and found with ``str`` methods (a short word, "my" or "her", which the pass is
    not taught: see :func:`_known_plan`). Not when those places are many for the characters
    the windows hold: a try from Python costs what the engine's reading of some
    ``_START_COST`` characters does."""
    memo = memo_of(text)
    if memo is None or memo.found is None:  # the places are free in a lower-case text only
        return None
    led = led_starts(pattern)
    if led is None:
        return None
    plan = _known_plan(led, memo)
    found = memo.starts.get(plan)
    if found is None:
        if not _few_starts(plan, memo, text, sum(hi - lo for lo, hi in spans)):
            return None
        found = memo.starts[plan] = sorted(
            {at - offset for lit, offset in plan for at in _run_places(memo, text, lit)}
        )
    elif len(found) * _START_COST > sum(hi - lo for lo, hi in spans):
        return None
    return found


def _few_starts(plan: tuple[tuple[str, int], ...], memo: TextMemo, text: str, width: int) -> bool:
    """Whether the runs of ``plan`` occur few enough times in the text of ``memo`` for trying
    the pattern at each to cost less than the engine's reading of ``width`` characters. The
    needle pass's counts come first (free); a run it does not know is counted with
    ``str.count``, a pass over the whole text, only while those passes cost less than the
    engine's reading would (``_COUNT_COST``), and no further once the places are too many."""
    count = 0
    unknown = []
    known, places = memo.known, memo.positions
    for run, _ in plan:
        if run in known:
            count += len(places.get(run, ()))
        else:
            unknown.append(run)
    if count * _START_COST > width or len(unknown) * len(text) > width * _COUNT_COST:
        return False
    for run in unknown:
        count += _run_count(memo, text, run)
        if count * _START_COST > width:
            return False
    return True


def _run_count(memo: TextMemo, text: str, run: str) -> int:
    """How often ``run`` (a part of a :func:`_known_plan`) occurs in the text of ``memo``."""
    if run in memo.known:
        return len(memo.positions.get(run, ()))
    n = memo.counts.get(run)
    if n is None:
        held = memo.positions.get(run)
        n = memo.counts[run] = len(held) if held is not None else text.count(run)
    return n


def _run_places(memo: TextMemo, text: str, run: str) -> list[int]:
    """Where ``run`` (a part of a :func:`_known_plan`) starts in the text of ``memo``."""
    if run in memo.known:
        return memo.positions.get(run, [])
    held = memo.positions.get(run)
    if held is None:
        held = memo.positions[run] = find_all(text, run) if memo.counts.get(run) != 0 else []
    return held


# A try of a pattern at one place from Python (a call, a bisect step) costs about what the
# engine's skipping and trying through this many characters of a window does.
_START_COST = 16
# The engine's reading of a window costs about this many times what a ``str.count`` pass over
# as many characters does.
_COUNT_COST = 4
_RARE_RUN = 4

# (id of a led plan, id of the automaton's needles) -> (both, the plan in needles it knows)
_KNOWN_PLANS: dict[
    tuple[int, int],
    tuple[tuple[tuple[str, int], ...], frozenset[str], tuple[tuple[str, int], ...]],
] = {}


def _known_plan(plan: tuple[tuple[str, int], ...], memo: TextMemo) -> tuple[tuple[str, int], ...]:
    """``plan`` with each literal run replaced by its longest part the automaton knows (at its
    offset within the run); a run it knows no part of stays as it is, to be found with
    ``str`` methods. Those long enough to be rare are taught to it: from the next scan on,
    their places are free (a short one, "de" or "the", would cost the pass a step at nearly
    every other word)."""
    known = memo.known
    held = _KNOWN_PLANS.get((id(plan), id(known)))
    if held is not None and held[0] is plan and held[1] is known:
        return held[2]
    out: list[tuple[str, int]] = []
    missing: list[str] = []
    parts: list[str] = []
    for run, offset in plan:
        part = _known_part(run, known)
        if part is None:
            missing.append(run)
            out.append((run, offset))
        else:
            parts.append(part[0])
            out.append((part[0], offset + part[1]))
    chosen = tuple(dict.fromkeys(out))
    # the parts used are asked about: a set pruned after its first scan keeps them (one dropped
    # was learned back a scan later, and the automaton rebuilt the scan after that)
    memo.needle_set.learn(parts)
    # each long run is taught, though a short one beside it is not: one a later scan's plan
    # no longer shares with a short run was taught then, and the automaton rebuilt for it
    memo.needle_set.learn([run for run in missing if len(run) >= _RARE_RUN])
    if len(_KNOWN_PLANS) >= _MAX_PLANS:  # plans built per call: forget, choose again
        _KNOWN_PLANS.clear()
    _KNOWN_PLANS[(id(plan), id(known))] = (plan, known, chosen)  # both held: no id is reused
    return chosen


def _known_part(run: str, known: frozenset[str]) -> tuple[str, int] | None:
    """The longest part of ``run`` the automaton knows (the first of those as long), and
    where it starts in ``run``."""
    for size in range(len(run), AUTOMATON_MIN - 1, -1):
        for at in range(len(run) - size + 1):
            if run[at : at + size] in known:
                return run[at : at + size], at
    return None


def matches_from(
    pattern: re.Pattern[str], text: str, starts: list[int], lo: int, hi: int
) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text, lo, hi)`` for a pattern whose every match begins at one of
    ``starts`` (and is never empty): tried there only, each after the last match's end."""
    end = lo
    for at in starts[bisect.bisect_left(starts, lo) :]:
        if at >= hi:
            return
        if at < end:
            continue
        m = pattern.match(text, at, hi)
        if m is not None:
            yield m
            end = m.end()


_MAX_PLANS = 8192  # plans remembered before the cache is cleared (plans built per call)

__all__ = ["matches_from", "needle_starts"]
