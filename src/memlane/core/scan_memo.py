"""What one scan remembers about each long text it reads.

The read and write gates run dozens of rules over one text, and the read gate over its spellings
(folded, unquoted, respelled). Inside :func:`shared_lookups`, everything the rules ask about a
text longer than :data:`SHORT` — which needles it holds and where (one pass of the scan's
automaton, :mod:`memlane.core.needle_automaton`), its tokens and words — is worked out once. A
copy that only blanks parts of a text (:func:`blank`) takes its needle places from the text's.
"""

from __future__ import annotations

import bisect
import contextlib
import itertools
import re
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Any

from memlane.core.needle_automaton import (
    Automaton,
    NeedleSet,
    build_automaton,
    needle_set,
    presence,
)

SHORT = 1024  # texts up to this length are searched whole: windows would cost more than they save


class TextMemo:
    """What the rules of one scan have asked about one long text."""

    __slots__ = (
        "base", "counts", "factors", "found", "has", "known", "lows", "needle_set", "parent",
        "positions", "spans", "starts", "text", "tokens", "vocab", "word_starts",
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
        self.parent: TextMemo | None = None  # the text this one is a blanked copy of
        low = text.lower()
        if len(low) != len(text):  # offsets would shift: the text itself is read, as written
            cased, self.known = self.needle_set.cased()
            self.positions = presence(text, cased)
            self.found = frozenset(self.positions)
        else:
            self.known = known
            found = scan.passes.get(low)
            if found is None:
                found = _blanked_pass(text, low, scan, known)
                if found is not None:
                    self.parent = scan.memos.get(scan.blanked[id(text)][1])
                else:
                    found = _stripped_pass(text, low, scan, known)
                    if found is None:
                        found = presence(low, automaton)
                scan.passes[low] = found
            if low == text:  # a needle with a capital letter cannot occur in it
                self.positions = dict(found)
                self.found = frozenset(self.positions)
            else:
                self.positions, self.found, self.base = {}, None, found
        self.has: dict[str, bool] = {}
        self.lows: frozenset[str] | None = None
        self.counts: dict[str, int] = {}
        self.vocab: frozenset[str] | None = None
        self.tokens: frozenset[str] | None = None
        # (anchors, reach[, those that count at a word's start only]) -> windows (scan_windows)
        self.spans: dict[tuple[object, ...], tuple[tuple[int, int], ...]] = {}
        self.word_starts: dict[str, list[int]] = {}  # an anchor -> its places at a word start
        self.starts: dict[tuple[tuple[str, int], ...], list[int]] = {}
        # a set of words -> where they start and end in the text, in order (scan_windows)
        self.factors: dict[tuple[str, ...], tuple[list[int], list[int]]] = {}

    def lowered(self) -> frozenset[str]:
        """For a text read through its lower case, the known needles' lower cases it holds."""
        if self.lows is None:
            self.lows = frozenset(self.base or ())
        return self.lows

    def derived(self, needle: str) -> list[int]:
        """The places of a known needle not among :attr:`positions`: none, or for a text read
        through its lower case, those of the needle's lower case where the text spells it."""
        if self.base is None:
            return []
        text = self.text
        return [at for at in self.base.get(needle.lower(), ()) if text.startswith(needle, at)]


_SERIALS = itertools.count()


class _Scan:
    """One scan's memos, and the needle set of its kind."""

    __slots__ = (
        "answers", "automaton", "blanked", "memos", "needle_set", "objects", "passes", "serial",
        "stripped", "trigrams", "whole",
    )  # fmt: skip

    def __init__(self, needle_set: NeedleSet, whole: bool = False) -> None:
        self.whole = whole
        self.serial = next(_SERIALS)  # which scan this is (an id is reused once it is freed)
        self.memos: dict[str, TextMemo] = {}
        self.trigrams: dict[str, set[str]] = {}  # short text -> short_trigrams(text)
        # short text -> (how many groups were routed when it was read, the routed groups it
        # holds): core/short_presence.py
        self.answers: dict[str, tuple[int, frozenset[int]]] = {}
        self.blanked: dict[int, tuple[str, str]] = {}  # id of a copy -> (the copy, its text)
        # id of a copy made by without() -> (the copy, its text, the spans deleted, the pattern)
        self.stripped: dict[int, tuple[str, str, tuple[tuple[int, int], ...], re.Pattern[str]]] = {}
        self.objects: dict[int, tuple[str, TextMemo]] = {}
        self.passes: dict[str, dict[str, list[int]]] = {}  # lower-case text -> needle places
        self.needle_set = needle_set
        self.automaton: Automaton | None = None


_SCAN: ContextVar[_Scan | None] = ContextVar("gated_search_scan", default=None)


def blank(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with the characters of each span (in order, apart) replaced by spaces: the same
    length, the same offsets. Within a scan, the needle places of a long copy whose spans each
    lie between two quote marks (the read gate's quoted words) are worked out from those of
    ``text`` (:func:`_blanked_pass`) instead of a pass of its own."""
    parts: list[str] = []
    append = parts.append
    done = 0
    size = len(text)
    between_quotes = True
    # whether each span lies between two quote marks that no span blanks, tested in the loop
    # (no call per span: a transcript's 32 KB segment has ~1,900 quoted spans)
    for start, end in spans:
        if between_quotes:
            between_quotes = (
                done < start < end < size
                and text[start - 1] in _QUOTE_MARKS
                and text[end] in _QUOTE_MARKS
            )
        append(text[done:start])
        append(" " * (end - start))
        done = end
    append(text[done:])
    out = "".join(parts)
    scan = _SCAN.get()
    if scan is not None and out is not text and len(out) > SHORT and between_quotes:
        scan.blanked[id(out)] = (out, text)  # both held: the id is not reused
    return out


_QUOTE_MARKS = "\"“”«»`'"


# A needle with a space beside a quote mark, or only spaces, could start in a blanked copy where
# its text had none: a new place overlaps a blanked span, and so holds a space of it and the
# quote mark beside it, or only its spaces.
_ACROSS_BLANK = re.compile("[\"“”«»`'] | [\"“”«»`']|^ *$")
# id of the automaton's needles -> (them, the lower cases of those that could newly start in a
# blanked copy, an automaton of those alone)
_ACROSS: dict[int, tuple[frozenset[str], frozenset[str], Any]] = {}


def _across_blank(known: frozenset[str]) -> tuple[frozenset[str], Any]:
    """The needles (lower case, as the automaton holds them) that could newly start in a
    blanked copy, and an automaton of them alone (None when there are none)."""
    held = _ACROSS.get(id(known))
    if held is None or held[0] is not known:
        words = frozenset(n.lower() for n in known if _ACROSS_BLANK.search(n))
        automaton = build_automaton(words) if words else None
        if len(_ACROSS) >= 8:  # automata rebuilt as needles were learned: forget
            _ACROSS.clear()
        held = _ACROSS[id(known)] = (known, words, automaton)  # held: the id is not reused
    return held[1], held[2]


def _blanked_pass(
    text: str, low: str, scan: _Scan, known: frozenset[str]
) -> dict[str, list[int]] | None:
    """The needle places of a copy made by :func:`blank` from a text already passed: that
    text's places where the copy still spells the needle (a blank only removes letters), or
    None when ``text`` is no such copy. A needle that could newly start in the copy (a quote
    mark beside a space, round 100's ``" sure``) is found by a pass of an automaton of those
    needles alone over the copy: they are rare, so that pass costs a fraction of the full one
    that every blanked copy made while one such needle was known."""
    held = scan.blanked.get(id(text))
    if held is None or held[0] is not text:
        return None
    source = scan.passes.get(held[1])
    if source is None:
        return None
    across, automaton = _across_blank(known)
    found = {}
    for needle, places in source.items():
        if needle in across:
            continue
        kept = [at for at in places if text.startswith(needle, at)]
        if kept:
            found[needle] = kept
    if automaton is not None:
        # (as presence() reads a text: every place, overlapping ones included, in order)
        for end, (needle, back) in automaton.iter(low):
            starts = found.get(needle)
            if starts is None:
                found[needle] = [end - back]
            else:
                starts.append(end - back)
    return found


def without(text: str, pattern: re.Pattern[str]) -> str:
    """``text`` with every match of ``pattern`` deleted (``pattern.sub("", text)``). Within a
    scan, the needle places of a long copy are worked out from those of ``text``
    (:func:`_stripped_pass`) instead of a pass of its own: a rule that reads Arabic and Hebrew
    without their vowel marks made a 32 KB segment's second automaton pass (~10 ms each)."""
    cuts = tuple((m.start(), m.end()) for m in pattern.finditer(text))
    if not cuts:
        return text
    ends = [0, *(end for _, end in cuts)]
    starts = [*(start for start, _ in cuts), len(text)]
    out = "".join(text[a:b] for a, b in zip(ends, starts, strict=True))
    scan = _SCAN.get()
    if scan is not None and len(out) > SHORT:
        scan.stripped[id(out)] = (out, text, cuts, pattern)  # both held: the id is not reused
    return out


# id of the needles -> (them, the longest): how far around a join a new place may start
_LONGEST: dict[int, tuple[frozenset[str], int]] = {}


def _stripped_pass(
    text: str, low: str, scan: _Scan, known: frozenset[str]
) -> dict[str, list[int]] | None:
    """The needle places of a copy made by :func:`without` from a text already passed: that
    text's places that no deleted span touches (a needle holding a deleted character is gone
    there), moved left by what was deleted before them, and the places a pass finds around
    each point where something was deleted (a needle may span it now); None when ``text`` is
    no such copy."""
    held = scan.stripped.get(id(text))
    if held is None or held[0] is not text:
        return None
    _, source, cuts, _pattern = held
    if "Σ" in source:  # the lower case of a final sigma depends on the letter after it
        return None
    source_low = source.lower()
    places = scan.passes.get(source_low)
    if places is None or len(source_low) != len(source):
        return None
    longest = _LONGEST.get(id(known))
    if longest is None or longest[0] is not known:
        longest = _LONGEST[id(known)] = (known, max(map(len, known), default=1))
    automaton = scan.automaton[0] if scan.automaton is not None else None
    cut_starts = [start for start, _ in cuts]
    cut_ends = [end for _, end in cuts]
    removed = [0, *itertools.accumulate(end - start for start, end in cuts)]
    found: dict[str, list[int]] = {}
    for needle, at_list in places.items():
        size = len(needle)
        kept = []
        for at in at_list:
            i = bisect.bisect_right(cut_starts, at + size - 1)  # cuts starting before its end
            if i and cut_ends[i - 1] > at:  # a deleted span touches it
                continue
            kept.append(at - removed[i])
        if kept:
            found[needle] = kept
    # where the copy joins what a deletion parted: a needle spanning a join is new
    joins = sorted({start - removed[k] for k, start in enumerate(cut_starts)})
    new: set[tuple[str, int]] = set()
    lo_hi: list[list[int]] = []
    for q in joins:
        lo, hi = max(0, q - longest[1] + 1), min(len(low), q + longest[1] - 1)
        if lo_hi and lo <= lo_hi[-1][1]:
            lo_hi[-1][1] = hi
        else:
            lo_hi.append([lo, hi])
    for lo, hi in lo_hi:
        for needle, starts in presence(low[lo:hi], automaton).items():
            for at in starts:
                j = bisect.bisect_right(joins, lo + at)
                if j < len(joins) and joins[j] < lo + at + len(needle):
                    new.add((needle, lo + at))
    for needle, at in new:
        found.setdefault(needle, []).append(at)
    for needle in {needle for needle, _ in new}:
        found[needle].sort()
    return found


@contextlib.contextmanager
def shared_lookups(kind: str = "", *, whole: bool = False) -> Iterator[None]:
    """Within this block, rules searching the same long text share its anchor look-ups.
    ``kind`` names the rules' family ("read", "write"): each keeps the needles its own scans
    ask about (see :class:`NeedleSet`). With ``whole``, a short text's needle tests are
    answered from one pass of every registered needle (:func:`reads_whole`): worth it where
    ~600 rules ask about a memory (the read gate), not where a few dozen do (the write gate's
    time per memory doubled)."""
    scan = _Scan(needle_set(kind), whole)
    token = _SCAN.set(scan)
    try:
        yield
    finally:
        _SCAN.reset(token)
        if scan.memos:
            scan.needle_set.prune()


def reads_whole() -> bool:
    """Whether the scan under way answers a short text's needle tests from one pass."""
    scan = _SCAN.get()
    return scan is not None and scan.whole


# The scan under way, or None: the context variable's own getter, a C call with no Python frame
# for the write gate's ~100 routed needle tests a memory (core/short_presence.py's answer).
scan_under_way = _SCAN.get


def rule_scan() -> _Scan | None:
    """The scan under way when it reads short texts rule by rule (not whole), else None."""
    scan = _SCAN.get()
    return None if scan is None or scan.whole else scan


def short_trigrams(text: str) -> set[str] | None:
    """Within a scan that does not read short texts whole, the three-character substrings of
    a short ``text`` (with its shorter tail and ""), worked out once per text for the scan;
    None otherwise. A needle can only be in the text if its first three characters are in
    this set (all of a needle shorter than three: "" is in it), so the write gate's ~1,600
    needle tests a memory (~190 rules asking about ~300 characters, nearly all absent) each
    become a set look-up first and a substring search for the few that pass (~9 %)."""
    scan = _SCAN.get()
    if scan is None or scan.whole or len(text) > SHORT:
        return None
    held = scan.trigrams.get(text)
    if held is None:
        held = scan.trigrams[text] = {text[i : i + 3] for i in range(len(text))}
        held.add("")
    return held


def memo_of(text: str) -> TextMemo | None:
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
        memo = scan.memos[text] = TextMemo(text, scan)
    scan.objects[id(text)] = (text, memo)  # the text is held, so its id is not reused
    return memo


def remembered(text: str) -> bool:
    """Whether look-ups on ``text`` are shared within a scan (a long text inside
    :func:`shared_lookups`): then :func:`positions` and :func:`occurring` answer from one
    needle pass."""
    return memo_of(text) is not None


def holds(memo: TextMemo, needle: str) -> bool:
    """Whether the text of ``memo`` holds a needle the automaton knows."""
    if needle not in memo.known:
        return False
    if memo.found is not None:
        return needle in memo.found
    found = memo.positions.get(needle)
    if found is None:
        found = memo.positions[needle] = memo.derived(needle)
    return bool(found)


def short_in(memo: TextMemo, needle: str, text: str) -> bool:
    """Whether ``text`` holds a needle the automaton does not know (remembered)."""
    held = memo.has.get(needle)
    if held is None:
        held = memo.has[needle] = search_needle(memo, needle, text)
    return held


def search_needle(memo: TextMemo, needle: str, text: str) -> bool:
    """``needle in text``; for a blanked copy, only when its text holds the needle too (a
    blank removes occurrences, it adds none but of a needle with a space beside a quote mark):
    a needle absent from both is searched for once, not twice."""
    parent = memo.parent
    if parent is None or _ACROSS_BLANK.search(needle):
        return needle in text
    held = parent.has.get(needle)
    if held is None:
        held = parent.has[needle] = needle in parent.text
    return held and needle in text


def may_hold(memo: TextMemo, needle: str) -> bool:
    """False when ``needle`` is known not to be in the text of ``memo`` (or of its parent)."""
    if not memo.has.get(needle, True):
        return False
    parent = memo.parent
    if parent is None or _ACROSS_BLANK.search(needle):
        return True
    return parent.has.get(needle, True) and parent.counts.get(needle) != 0


def find_all(text: str, needle: str) -> list[int]:
    out = []
    at = text.find(needle)
    while at >= 0:
        out.append(at)
        at = text.find(needle, at + 1)
    return out


__all__ = [
    "SHORT",
    "TextMemo",
    "blank",
    "find_all",
    "holds",
    "may_hold",
    "memo_of",
    "reads_whole",
    "remembered",
    "rule_scan",
    "scan_under_way",
    "search_needle",
    "shared_lookups",
    "short_in",
    "short_trigrams",
    "without",
]
