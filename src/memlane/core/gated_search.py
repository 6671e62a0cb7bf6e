"""Regex search that only runs where a literal anchor says a match could be.

Python's regex engine tries a pattern at every position of the text; fifty patterns over a
256 KiB body cost seconds. Every safety pattern contains one of a few literal words ("curl",
"ignore", "system"), so :func:`search_near` finds those with ``str.find`` (C speed) and runs
the pattern only on the line — or the few hundred characters — around each occurrence.

A scan runs dozens of rules over one long text, sharing anchor words and window sizes: inside
:func:`shared_lookups`, which needles occur and which windows exist are worked out once per text
(:mod:`memlane.core.scan_memo`). Which of the several hundred needles a long text holds is found
in one Aho-Corasick pass (:mod:`memlane.core.needle_automaton`) instead of a substring search
per needle.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memlane.core.needle_automaton import learn_everywhere
from memlane.core.regex_factors import required_factors
from memlane.core.regex_lead import anchored_starts, lead_compiled
from memlane.core.scan_memo import (
    SHORT,
    TextMemo,
    blank,
    find_all,
    holds,
    memo_of,
    reads_whole,
    remembered,
    scan_under_way,
    search_needle,
    shared_lookups,
    short_in,
    short_trigrams,
    without,
)
from memlane.core.scan_starts import matches_from, needle_starts
from memlane.core.scan_windows import WordStart, anchor_windows, factor_spans
from memlane.core.scan_words import distinct_tokens, has_word, vocabulary
from memlane.core.short_presence import MULTI, SINGLE, answer, ask
from memlane.core.whole_pass import present_whole, read_whole

Needles = tuple[tuple[str, ...], ...]


def needles(spec: str) -> Needles:
    """ "a b + c d": (a or b) and (c or d) must occur for the pattern to be worth running;
    "_" stands for a space inside one needle ("the_user") and "\\_" for an underscore
    ("api\\_key": rules that wrote "api_key" never anchored; round 42). The first group
    anchors windows; an anchor written ``\\bhis_`` anchors them only where it starts a word (a
    :class:`WordStart`: "his " is in every "this ")."""
    # each group once per needle: a spec written with accents ("memória memoria") folds to
    # repeats, and a repeated anchor was counted twice (issue 19: a KeyError in _spans)
    groups = tuple(
        tuple(dict.fromkeys(_needle(_spaced(n)) for n in group.split()))
        for group in spec.split(" + ")
    )
    learn_everywhere(str(n) for group in groups for n in group)
    return groups


def _spaced(word: str) -> str:
    return word.replace("\\_", "\0").replace("_", " ").replace("\0", "_")


def _needle(word: str) -> str:
    return WordStart(word[2:]) if word.startswith("\\b") and len(word) > 2 else word


def _present_in(groups: Needles, text: str) -> bool:
    scan = scan_under_way()  # (reads_whole() inlined: ~700 tests a memory in the read gate)
    if scan is not None and scan.whole and len(text) <= SHORT:
        return present_whole(groups, text)
    grams = short_trigrams(text)
    if grams is not None:  # a short text in a scan: a rule's needles answered in one pass, or
        known = answer(groups, text)  # each needle's first three characters looked up first
        if known is not None:
            return known
        ask(groups, text)
        for keyed in _keyed(groups):
            for key, n in keyed:
                if key in grams and n in text:
                    break
            else:
                return False
        return True
    # plain loops: generator frames cost more than the substring tests themselves
    for group in groups:
        for n in group:
            if n in text:
                break
        else:
            return False
    return True


# needles -> each group's (first three characters or "", needle) pairs: by value, as groups
# are often built per call
_KEYED: dict[Needles, tuple[tuple[tuple[str, str], ...], ...]] = {}


def _keyed(groups: Needles) -> tuple[tuple[tuple[str, str], ...], ...]:
    try:
        keyed = _KEYED.get(groups)
    except TypeError:  # groups given as lists: keyed each time
        return _key(groups)
    if keyed is None:
        if len(_KEYED) >= 8192:  # needles built per call from text: forget, key again
            _KEYED.clear()
        keyed = _KEYED[groups] = _key(groups)
    return keyed


def _key(groups: Needles) -> tuple[tuple[tuple[str, str], ...], ...]:
    return tuple(tuple((n[:3] if len(n) >= 3 else "", n) for n in group) for group in groups)


def register(found: tuple[str, ...]) -> None:
    """Needles a caller will ask :func:`occurring` about: the automaton learns them up front."""
    learn_everywhere(found)


def occurring(text: str, candidates: tuple[str, ...]) -> list[str]:
    """The candidates ``text`` holds: from the scan's automaton pass for a long text, from the
    pass of every registered needle for a short one (:mod:`memlane.core.whole_pass`)."""
    memo = memo_of(text)
    if memo is None:
        if len(text) > SHORT or not reads_whole():  # outside a scan that reads texts whole
            return [c for c in candidates if c in text]
        whole, held = read_whole(text)
        if _all_known(candidates, whole):  # the filter runs in C: ~2,000 names per text
            return list(filter(held.__contains__, candidates))
        return [c for c in candidates if (c in held if c in whole else c in text)]
    # a comprehension, not a loop with a dict look-up each: the lexicon asks about ~2,000
    # names per text, nearly all of them known to the automaton
    found, known = memo.found, memo.known
    memo.needle_set.learn_group(candidates)
    if found is None:  # read through its lower case
        return [
            c for c in candidates if (holds(memo, c) if c in known else short_in(memo, c, text))
        ]
    if _all_known(candidates, known):  # the filter runs in C: ~2,000 names per text
        return list(filter(found.__contains__, candidates))
    return [c for c in candidates if c in found or (c not in known and short_in(memo, c, text))]


# (id of the candidates, id of the automaton's needles) -> (both, whether it knows them all)
_ALL_KNOWN: dict[tuple[int, int], tuple[tuple[str, ...], frozenset[str], bool]] = {}


def _all_known(candidates: tuple[str, ...], known: frozenset[str]) -> bool:
    held = _ALL_KNOWN.get((id(candidates), id(known)))
    if held is None or held[0] is not candidates or held[1] is not known:
        if len(_ALL_KNOWN) >= 512:  # tuples built per call: forget, look again
            _ALL_KNOWN.clear()
        held = (candidates, known, known.issuperset(candidates))
        _ALL_KNOWN[(id(candidates), id(known))] = held  # both held: no id is reused
    return held[2]


def present(groups: Needles, text: str) -> bool:
    memo = memo_of(text)
    if memo is None:
        return _present_in(groups, text)
    if memo.needle_set.pruned:
        return _present_found(groups, memo, text)
    has = memo.has
    asked: list[str] = []
    try:
        return _presentmemo_of(groups, has, memo, text, asked)
    finally:
        if asked:
            memo.needle_set.learn(asked)


# A group of needles as present() reads it against one automaton's needles: all of them, the
# lower cases of those the automaton knows, and those it does not know.
_Split = tuple[tuple[frozenset[str], frozenset[str], tuple[str, ...]], ...]
# (id of the needles, id of the automaton's needles) -> (the needles, those, the split)
_SPLITS: dict[tuple[int, int], tuple[Needles, frozenset[str], _Split]] = {}


def _split(groups: Needles, known: frozenset[str]) -> _Split:
    held = _SPLITS.get((id(groups), id(known)))
    if held is not None and held[0] is groups and held[1] is known:
        return held[2]
    split = tuple(
        (
            frozenset(g),
            frozenset(n.lower() for n in g if n in known),
            tuple(n for n in g if n not in known),
        )
        for g in groups
    )
    if len(_SPLITS) >= 4 * _MAX_SPLITS:  # needles built per call: forget, split again
        _SPLITS.clear()
    _SPLITS[(id(groups), id(known))] = (groups, known, split)  # both held: no id is reused
    return split


_MAX_SPLITS = 2048


def _present_found(groups: Needles, memo: TextMemo, text: str) -> bool:
    """:func:`present` with one C-speed set test per group where a loop over its dozens of
    needles cost ~50 ms per 256 KiB body. For a text whose automaton pass gave the set of
    needles it holds, a group shares a needle with that set or holds none the automaton knows;
    for a text read through its lower case, a group none of whose known needles' lower cases
    occur holds none of them (otherwise its needles are looked at one by one). Then the needles
    the automaton does not know are searched for. Used once the needle set is pruned, so the
    first scan still tells the set which needles the rules ask about."""
    found = memo.found
    split = _split(groups, memo.known)
    if found is not None:  # the common case, a lower-case text: a set test per group
        for members, _, unknown in split:
            if found.isdisjoint(members) and not (unknown and _unknown_held(unknown, memo, text)):
                return False
        return True
    lowered = memo.lowered()
    for group, (_, lows, unknown) in zip(groups, split, strict=True):
        if not lowered.isdisjoint(lows):
            if _any_held(group, memo, text):
                continue
            return False
        if not _unknown_held(unknown, memo, text):
            return False
    return True


def _unknown_held(unknown: tuple[str, ...], memo: TextMemo, text: str) -> bool:
    """Whether the text of ``memo`` holds one of needles the automaton does not know."""
    has = memo.has
    for n in unknown:
        held = has.get(n)
        if held is None:
            held = has[n] = search_needle(memo, n, text)
            memo.needle_set.learn_one(n)
        if held:
            return True
    return False


def _any_held(group: tuple[str, ...], memo: TextMemo, text: str) -> bool:
    asked: list[str] = []
    try:
        return _presentmemo_of((group,), memo.has, memo, text, asked)
    finally:
        if asked:
            memo.needle_set.learn(asked)


def _presentmemo_of(
    groups: Needles, has: dict[str, bool], memo: TextMemo, text: str, asked: list[str]
) -> bool:
    for group in groups:
        for n in group:
            found = has.get(n)
            if found is None:
                # a short needle, or one the automaton has not met yet, is searched for
                found = holds(memo, n) if n in memo.known else search_needle(memo, n, text)
                has[n] = found
                asked.append(n)
            if found:
                break
        else:
            return False
    return True


def windows(
    text: str, groups: Needles, *, reach: int | None = None, haystack: str | None = None
) -> list[tuple[int, int]]:
    """The spans :func:`find_near` would search (none when a group is absent)."""
    where = text if haystack is None or len(haystack) != len(text) else haystack
    if not present(groups, where):
        return []
    if len(text) <= SHORT:
        return [(0, len(text))]
    return list(anchor_windows(where, groups[0], reach))


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
    if len(where) <= SHORT:  # a memory: no memo (present() would ask memo_of for nothing)
        known = None
        # its rules' routed needles answered in one pass (core/short_presence.py)
        if id(groups[0]) in SINGLE if len(groups) == 1 else id(groups) in MULTI:
            known = answer(groups, where)
        if known is None:
            known = _present_in(groups, where)
        return _near(pattern, text, where, groups, reach) if known else _NOTHING
    if not present(groups, where):  # most rules on most texts: no generator made for them
        return _NOTHING
    return _near(pattern, text, where, groups, reach)


_NOTHING: Iterator[re.Match[str]] = iter(())  # exhausted: every caller gets an empty iterator


def _near(
    pattern: re.Pattern[str], text: str, where: str, groups: Needles, reach: int | None
) -> Iterator[re.Match[str]]:
    """:func:`find_near` once its needles are known to be present in ``where``."""
    _, fast, head, factors, plan = _ways(pattern)
    if len(text) <= SHORT:  # searched whole: the windows would cost more than they save
        whole = len(text)
        yield from fast.finditer(text) if head is None else _headed(fast, head, text, 0, whole)
        return
    # windows without a word every match holds are skipped: the engine never runs there
    spans = anchor_windows(where, groups[0], reach)
    if factors is not None:
        spans = factor_spans(text, spans, factors)
        if not spans:
            return
    # a pattern no rewrite leads is tried where its literals say a match can start
    starts = _planned_starts(text, plan) if plan is not None else None
    if starts is None and head is None:
        starts = needle_starts(pattern, text, spans)
    for lo, hi in spans:
        if starts is not None:
            yield from matches_from(pattern, text, starts, lo, hi)
        elif head is None:
            yield from fast.finditer(text, lo, hi)
        else:
            yield from _headed(fast, head, text, lo, hi)


# A pattern's head: its led form, and how many characters after a head's start a match starts.
Head = tuple[re.Pattern[str], int]
# pattern id -> (the pattern, its led form, its head or None, its required factors, its
# anchored-starts plan when no rewrite leads it): what find_near asks of a pattern on every
# call, looked up once (a scan makes thousands of calls, most of them finding nothing)
_WAYS: dict[
    int,
    tuple[
        re.Pattern[str],
        re.Pattern[str],
        Head | None,
        tuple[tuple[str, ...], ...] | None,
        tuple[tuple[str, int], ...] | None,
    ],
] = {}


def _ways(
    pattern: re.Pattern[str],
) -> tuple[
    re.Pattern[str],
    re.Pattern[str],
    Head | None,
    tuple[tuple[str, ...], ...] | None,
    tuple[tuple[str, int], ...] | None,
]:
    held = _WAYS.get(id(pattern))
    if held is not None and held[0] is pattern:
        return held
    known = _HEADS.get(id(pattern))
    head = (
        (lead_compiled(known[1]), known[2]) if known is not None and known[0] is pattern else None
    )
    fast = lead_compiled(pattern)  # the same matches, found faster
    plan = anchored_starts(pattern) if head is None and fast is pattern else None
    held = _WAYS[id(pattern)] = (pattern, fast, head, required_factors(pattern), plan)
    return held  # the pattern is held: its id is not reused


def _planned_starts(text: str, plan: tuple[tuple[str, int], ...]) -> list[int]:
    """Where a match of a pattern with this :func:`anchored_starts` plan can start, in order
    (remembered within a scan)."""
    memo = memo_of(text)
    found = memo.starts.get(plan) if memo is not None else None
    if found is None:
        found = sorted({at - offset for lit, offset in plan for at in positions(text, lit)})
        if memo is not None:
            memo.starts[plan] = found
    return found


# pattern id -> (pattern, its head, behind); keyed by id as in regex_lead (the pattern is held)
_HEADS: dict[int, tuple[re.Pattern[str], re.Pattern[str], int]] = {}


def headed(pattern: re.Pattern[str], head: re.Pattern[str], behind: int = 0) -> re.Pattern[str]:
    """``pattern``, which :func:`find_near` will try only at the start of the text being read
    and where ``head`` matches. For a pattern the engine cannot skip through (its first part
    is a line start, a class or a group repeated: not a literal) whose every match starts with
    a match of ``head`` (its first words, which can be skipped to), or at the very start of
    the text. With ``behind``, a match starts that many characters after a head's start: a
    head may begin with what stands before a match (the newline before a line start, the
    comma before a cell). The matches are the same; ``pattern`` must not match the empty
    string."""
    _HEADS[id(pattern)] = (pattern, head, behind)
    _WAYS.pop(id(pattern), None)  # (a pattern given its head after a search: looked up again)
    return pattern


def _headed(
    pattern: re.Pattern[str], head: Head, text: str, lo: int, hi: int
) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text, lo, hi)``, trying ``pattern`` only at the text's start and where
    ``head`` matches: a search finds the first place at or after its start where a match
    begins, and no other place can be one."""
    found, behind = head
    pos = lo
    while pos <= hi:
        # a head may start before the window (its newline just before it)
        start = None if pos == 0 else found.search(text, max(pos - behind, 0), hi)
        at = 0 if pos == 0 else (start.start() + behind if start is not None else -1)
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
    memo = memo_of(text)
    if memo is None:
        return find_all(text, needle) if needle in text else []
    memo.needle_set.learn_one(needle)
    found = memo.positions.get(needle)
    if found is None:
        if needle in memo.known:
            found = memo.derived(needle)
        else:
            found = find_all(text, needle) if present(((needle,),), text) else []
        memo.positions[needle] = found
    return found


def matches_at(
    pattern: re.Pattern[str], text: str, anchors: tuple[str, ...]
) -> Iterator[re.Match[str]]:
    """What ``pattern.finditer`` finds, for a pattern whose every match starts with one of
    ``anchors``: the pattern is only tried where an anchor starts, not at every position of
    the text (a pattern that begins with an alternation of words and look-arounds is slow to
    scan for)."""
    if memo_of(text) is None:
        # What positions() answers without a memo, asked once for the ~130 prose words
        # instead of once a word (those calls were ~30 % of the write gate on a short text).
        starts = sorted({at for a in anchors if a in text for at in find_all(text, a)})
    else:
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
    "SHORT",
    "Needles",
    "blank",
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
    "without",
]
