"""Regex search that only runs where a literal anchor says a match could be.

Python's regex engine tries a pattern at every position of the text; fifty patterns over a
256 KiB body cost seconds. Every safety pattern contains one of a few literal words ("curl",
"ignore", "system"), so :func:`search_near` finds those with ``str.find`` (C speed) and runs
the pattern only on the line — or the few hundred characters — around each occurrence.

A scan runs dozens of rules over one long text, sharing anchor words and window sizes: inside
:func:`shared_lookups`, which needles occur and which windows exist are worked out once per text.
Which of the several hundred needles a long text holds is found in one Aho-Corasick pass
(:mod:`memlane.core.needle_automaton`) instead of a substring search per needle.
"""

from __future__ import annotations

import bisect
import contextlib
import itertools
import re
from collections.abc import Callable, Iterator
from contextvars import ContextVar

from memlane.core.needle_automaton import (
    Automaton,
    NeedleSet,
    learn_everywhere,
    needle_set,
    presence,
)
from memlane.core.regex_lead import anchored_starts, lead_compiled

Needles = tuple[tuple[str, ...], ...]


def needles(spec: str) -> Needles:
    """ "a b + c d": (a or b) and (c or d) must occur for the pattern to be worth running;
    "_" stands for a space inside one needle ("the_user"). The first group anchors windows."""
    groups = tuple(tuple(n.replace("_", " ") for n in group.split()) for group in spec.split(" + "))
    learn_everywhere(n for group in groups for n in group)
    return groups


SHORT = 1024  # texts up to this length are searched whole: windows would cost more than they save


class _TextMemo:
    """What the rules of one scan have asked about one long text."""

    __slots__ = (
        "base", "counts", "found", "has", "known", "needle_set", "positions", "spans", "starts",
        "text", "tokens", "vocab",
    )  # fmt: skip

    def __init__(self, text: str, scan: _Scan) -> None:
        # the automaton's pass gives the long needles' positions (and counts) for free
        self.needle_set = scan.needle_set
        if scan.automaton is None:  # one automaton per scan: needles learned wait for the next
            scan.automaton = self.needle_set.current()
        automaton, known = scan.automaton
        self.text = text
        # The pass reads the text's lower case, shared by the text and its lower-case copy
        # (the write gate reads both): a needle's places in the text are those of its lower
        # case where the text spells the needle.
        self.base: dict[str, list[int]] | None = None
        self.found: frozenset[str] | None
        low = text.lower()
        if len(low) != len(text):  # offsets would shift: the text itself is read, as written
            cased, self.known = self.needle_set.cased()
            self.positions = presence(text, cased)
            self.found = frozenset(self.positions)
        else:
            self.known = known
            found = scan.passes.get(low)
            if found is None:
                found = scan.passes[low] = presence(low, automaton)
            if low == text:  # a needle with a capital letter cannot occur in it
                self.positions = dict(found)
                self.found = frozenset(self.positions)
            else:
                self.positions, self.found, self.base = {}, None, found
        self.has: dict[str, bool] = {}
        self.counts: dict[str, int] = {}
        self.vocab: frozenset[str] | None = None
        self.tokens: frozenset[str] | None = None
        self.spans: dict[tuple[tuple[str, ...], int | None], tuple[tuple[int, int], ...]] = {}
        self.starts: dict[tuple[tuple[str, int], ...], list[int]] = {}

    def derived(self, needle: str) -> list[int]:
        """The places of a known needle not among :attr:`positions`: none, or for a text read
        through its lower case, those of the needle's lower case where the text spells it."""
        if self.base is None:
            return []
        text = self.text
        return [at for at in self.base.get(needle.lower(), ()) if text.startswith(needle, at)]


class _Scan:
    """One scan's memos, and the needle set of its kind."""

    __slots__ = ("automaton", "memos", "needle_set", "objects", "passes")

    def __init__(self, needle_set: NeedleSet) -> None:
        self.memos: dict[str, _TextMemo] = {}
        self.objects: dict[int, tuple[str, _TextMemo]] = {}
        self.passes: dict[str, dict[str, list[int]]] = {}  # lower-case text -> needle places
        self.needle_set = needle_set
        self.automaton: Automaton | None = None


_SCAN: ContextVar[_Scan | None] = ContextVar("gated_search_scan", default=None)


@contextlib.contextmanager
def shared_lookups(kind: str = "") -> Iterator[None]:
    """Within this block, rules searching the same long text share its anchor look-ups.
    ``kind`` names the rules' family ("read", "write"): each keeps the needles its own scans
    ask about (see :class:`NeedleSet`)."""
    scan = _Scan(needle_set(kind))
    token = _SCAN.set(scan)
    try:
        yield
    finally:
        _SCAN.reset(token)
        if scan.memos:
            scan.needle_set.prune()


def _memo(text: str) -> _TextMemo | None:
    if len(text) <= SHORT:
        return None
    scan = _SCAN.get()
    if scan is None:
        return None
    # by the object first: a look-up by value hashes once per string, but compares all of it
    # with the key when they are different objects (each ``text.lower()`` makes a new one)
    held = scan.objects.get(id(text))
    if held is not None and held[0] is text:
        return held[1]
    memo = scan.memos.get(text)
    if memo is None:
        memo = scan.memos[text] = _TextMemo(text, scan)
    scan.objects[id(text)] = (text, memo)  # the text is held, so its id is not reused
    return memo


_WORD = re.compile(r"[^\W_]+")


def remembered(text: str) -> bool:
    """Whether look-ups on ``text`` are shared within a scan (a long text inside
    :func:`shared_lookups`): then :func:`positions` and :func:`occurring` answer from one
    needle pass."""
    return _memo(text) is not None


def distinct_tokens(text: str) -> frozenset[str]:
    """The distinct whitespace-separated tokens of ``text`` (worked out once per scan: the
    vocabulary, the lexicon and the joined-word spelling all start from them)."""
    memo = _memo(text)
    if memo is None:
        return frozenset(text.split())
    if memo.tokens is None:
        memo.tokens = frozenset(text.split())
    return memo.tokens


def vocabulary(text: str) -> frozenset[str]:
    """The words of ``text`` (runs of letters and digits), worked out once per scan."""
    memo = _memo(text)
    if memo is not None and memo.vocab is not None:
        return memo.vocab
    tokens = distinct_tokens(text)
    if memo is None:
        words: set[str] = set()
        for token in tokens:
            if token.isalnum():
                words.add(token)
            else:
                words.update(_WORD.findall(token))
        return frozenset(words)
    # a long text's thousands of tokens in C loops: the other tokens' words found in one pass
    # over them joined by spaces (which no word spans)
    others = " ".join(itertools.filterfalse(str.isalnum, tokens))
    memo.vocab = frozenset(itertools.chain(filter(str.isalnum, tokens), _WORD.findall(others)))
    return memo.vocab


def has_word(words: frozenset[str], text: str) -> bool:
    """Whether one of ``words`` stands in ``text`` as a whole word: a tighter gate than a
    substring for short words ("ai" is in "email" and "waits")."""
    return not vocabulary(text).isdisjoint(words)


def _present_in(groups: Needles, text: str) -> bool:
    # plain loops: this runs for every rule on every memory, where generator frames cost more
    # than the substring tests themselves
    for group in groups:
        for n in group:
            if n in text:
                break
        else:
            return False
    return True


def register(found: tuple[str, ...]) -> None:
    """Needles a caller will ask :func:`occurring` about: the automaton learns them up front."""
    learn_everywhere(found)


def occurring(text: str, candidates: tuple[str, ...]) -> list[str]:
    """The candidates ``text`` holds: from the scan's automaton pass for a long text, by plain
    substring tests for a short one (where those are cheapest)."""
    memo = _memo(text)
    if memo is None:
        return [c for c in candidates if c in text]
    # a comprehension, not a loop with a dict look-up each: the lexicon asks about ~2,000
    # names per text, nearly all of them known to the automaton
    found, known = memo.found, memo.known
    memo.needle_set.learn_group(candidates)
    if found is None:  # read through its lower case
        return [
            c for c in candidates if (_holds(memo, c) if c in known else _short_in(memo, c, text))
        ]
    return [c for c in candidates if c in found or (c not in known and _short_in(memo, c, text))]


def _holds(memo: _TextMemo, needle: str) -> bool:
    """Whether the text of ``memo`` holds a needle the automaton knows."""
    if needle not in memo.known:
        return False
    if memo.found is not None:
        return needle in memo.found
    found = memo.positions.get(needle)
    if found is None:
        found = memo.positions[needle] = memo.derived(needle)
    return bool(found)


def _short_in(memo: _TextMemo, needle: str, text: str) -> bool:
    """Whether ``text`` holds a needle the automaton does not know (remembered)."""
    held = memo.has.get(needle)
    if held is None:
        held = memo.has[needle] = needle in text
    return held


def present(groups: Needles, text: str) -> bool:
    memo = _memo(text)
    if memo is None:
        return _present_in(groups, text)
    has = memo.has
    asked: list[str] = []
    try:
        return _present_memo(groups, has, memo, text, asked)
    finally:
        if asked:
            memo.needle_set.learn(asked)


def _present_memo(
    groups: Needles, has: dict[str, bool], memo: _TextMemo, text: str, asked: list[str]
) -> bool:
    for group in groups:
        for n in group:
            found = has.get(n)
            if found is None:
                # a short needle, or one the automaton has not met yet, is searched for
                found = _holds(memo, n) if n in memo.known else n in text
                has[n] = found
                asked.append(n)
            if found:
                break
        else:
            return False
    return True


def _windows(text: str, anchors: tuple[str, ...], reach: int | None) -> tuple[tuple[int, int], ...]:
    memo = _memo(text)
    if memo is None:
        counts = {a: text.count(a) for a in anchors}
        return tuple(_spans(text, anchors, reach, counts, lambda a: _find_all(text, a)))
    spans = memo.spans.get((anchors, reach))
    if spans is None:
        counts = _counts(memo, text, anchors, reach)

        def positions(anchor: str) -> list[int]:
            found = memo.positions.get(anchor)
            if found is None:
                found = memo.positions[anchor] = (
                    memo.derived(anchor) if anchor in memo.known else _find_all(text, anchor)
                )
            return found

        spans = memo.spans[(anchors, reach)] = tuple(
            _spans(text, anchors, reach, counts, positions)
        )
    return spans


def _counts(
    memo: _TextMemo, text: str, anchors: tuple[str, ...], reach: int | None
) -> dict[str, int]:
    """How often each anchor occurs, as :func:`_spans` needs it: the automaton's counts first
    (free), then the short anchors', each a pass over the text, only until their sum already
    gives the whole text (the counts left out would not change that)."""
    counts: dict[str, int] = {}
    total = 0
    short = []
    for a in anchors:
        n = memo.counts.get(a)
        if n is None and a in memo.known:
            found = memo.positions.get(a)
            if found is None:
                found = memo.positions[a] = memo.derived(a)
            n = memo.counts[a] = len(found)
        if n is None:
            short.append(a)
        else:
            counts[a] = n
            total += n
    # anchors the automaton has not met yet join it (a needle is learned when a rule asks
    # whether it occurs, and a group stops asking at its first present needle): the next
    # text's pass counts them for free, where each count here reads the whole text
    memo.needle_set.learn(anchors)
    enough = _whole_at(len(text), reach)
    for a in short:
        if total >= enough:
            break
        n = memo.counts[a] = text.count(a) if memo.has.get(a, True) else 0
        counts[a] = n
        total += n
    return counts


def _whole_at(length: int, reach: int | None) -> int:
    """The anchor count from which :func:`_spans` searches the whole text."""
    width = 2 * (reach if reach is not None else 80)
    if width <= 0:  # no window is wider than its anchor: whole only for a text of one character
        return 0 if length // 2 <= 0 else 1 << 62
    return -(-(length // 2) // width)  # the least n with n * width >= length // 2


def _find_all(text: str, needle: str) -> list[int]:
    out = []
    at = text.find(needle)
    while at >= 0:
        out.append(at)
        at = text.find(needle, at + 1)
    return out


def _spans(
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
    points = [(at, at + len(a)) for a in anchors if counts[a] for at in positions(a)]
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


def windows(
    text: str, groups: Needles, *, reach: int | None = None, haystack: str | None = None
) -> list[tuple[int, int]]:
    """The spans :func:`find_near` would search (none when a group is absent)."""
    where = text if haystack is None or len(haystack) != len(text) else haystack
    if not present(groups, where):
        return []
    if len(text) <= SHORT:
        return [(0, len(text))]
    return list(_windows(where, groups[0], reach))


def find_near(
    pattern: re.Pattern[str],
    text: str,
    groups: Needles,
    *,
    reach: int | None = None,
    haystack: str | None = None,
) -> Iterator[re.Match[str]]:
    """Matches of ``pattern`` near the first group's anchors, when every group is present.

    ``haystack`` (same length as ``text``, e.g. its lower case) is where the anchors are
    looked for. Short texts are searched whole: the windows would cost more than they save.
    A pattern given a head (:func:`headed`) is only tried where its head matches.
    """
    where = text if haystack is None or len(haystack) != len(text) else haystack
    if not present(groups, where):
        return
    known = _HEADS.get(id(pattern))
    head = lead_compiled(known[1]) if known is not None and known[0] is pattern else None
    fast = lead_compiled(pattern)  # the same matches, found faster
    if len(text) <= SHORT:  # searched whole: the windows would cost more than they save
        whole = len(text)
        yield from fast.finditer(text) if head is None else _headed(fast, head, text, 0, whole)
        return
    # a pattern no rewrite leads is tried where its literals say a match can start
    plan = anchored_starts(pattern) if head is None and fast is pattern else None
    starts = _planned_starts(text, plan) if plan is not None else None
    for lo, hi in _windows(where, groups[0], reach):
        if starts is not None:
            yield from _matches_from(pattern, text, starts, lo, hi)
        elif head is None:
            yield from fast.finditer(text, lo, hi)
        else:
            yield from _headed(fast, head, text, lo, hi)


def _planned_starts(text: str, plan: tuple[tuple[str, int], ...]) -> list[int]:
    """Where a match of a pattern with this :func:`anchored_starts` plan can start, in order
    (remembered within a scan)."""
    memo = _memo(text)
    found = memo.starts.get(plan) if memo is not None else None
    if found is None:
        found = sorted({at - offset for lit, offset in plan for at in positions(text, lit)})
        if memo is not None:
            memo.starts[plan] = found
    return found


def _matches_from(
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


# pattern id -> (pattern, its head); keyed by id as in regex_lead (the pattern is held)
_HEADS: dict[int, tuple[re.Pattern[str], re.Pattern[str]]] = {}


def headed(pattern: re.Pattern[str], head: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern``, which :func:`find_near` will try only at the start of the text being read
    and where ``head`` matches. For a pattern the engine cannot skip through (its first part
    is a line start, a class or a group repeated: not a literal) whose every match starts with
    a match of ``head`` (its first words, which can be skipped to), or at the very start of
    the text. The matches are the same; ``pattern`` must not match the empty string."""
    _HEADS[id(pattern)] = (pattern, head)
    return pattern


def _headed(
    pattern: re.Pattern[str], head: re.Pattern[str], text: str, lo: int, hi: int
) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text, lo, hi)``, trying ``pattern`` only at the text's start and where
    ``head`` matches: a search finds the first place at or after its start where a match
    begins, and no other place can be one."""
    pos = lo
    while pos <= hi:
        start = None if pos == 0 else head.search(text, pos, hi)
        at = 0 if pos == 0 else (start.start() if start is not None else -1)
        if at < 0:
            return
        m = pattern.match(text, at, hi)
        if m is None:
            pos = at + 1
            continue
        if m.end() == at:
            raise ValueError("a headed pattern must not match the empty string")
        yield m
        pos = m.end()


def positions(text: str, needle: str) -> list[int]:
    """Every start of ``needle`` in ``text`` (remembered within a scan)."""
    memo = _memo(text)
    if memo is None:
        return _find_all(text, needle) if needle in text else []
    memo.needle_set.learn((needle,))
    found = memo.positions.get(needle)
    if found is None:
        if needle in memo.known:
            found = memo.derived(needle)
        else:
            found = _find_all(text, needle) if present(((needle,),), text) else []
        memo.positions[needle] = found
    return found


def matches_at(
    pattern: re.Pattern[str], text: str, anchors: tuple[str, ...]
) -> Iterator[re.Match[str]]:
    """What ``pattern.finditer`` finds, for a pattern whose every match starts with one of
    ``anchors``: the pattern is only tried where an anchor starts, not at every position of
    the text (a pattern that begins with an alternation of words and look-arounds is slow to
    scan for)."""
    starts = sorted({at for a in anchors for at in positions(text, a)})
    end = 0
    for at in starts:
        if at < end:
            continue
        m = pattern.match(text, at)
        if m is not None:
            end = max(m.end(), at + 1)
            yield m


def search_near(
    pattern: re.Pattern[str], text: str, groups: Needles, *, reach: int | None = None
) -> bool:
    if len(text) <= SHORT:  # the common case, a memory: no windows, no generator
        return _present_in(groups, text) and lead_compiled(pattern).search(text) is not None
    return next(find_near(pattern, text, groups, reach=reach), None) is not None


__all__ = [
    "Needles",
    "distinct_tokens",
    "find_near",
    "has_word",
    "headed",
    "matches_at",
    "needles",
    "occurring",
    "positions",
    "present",
    "register",
    "remembered",
    "search_near",
    "shared_lookups",
    "vocabulary",
    "windows",
]
