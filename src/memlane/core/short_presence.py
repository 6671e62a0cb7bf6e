"""A short text's needle tests, in a scan that does not read it whole (the write gate's),
answered for every rule at once.

The write gate asks ~200 rules' needle groups of a memory (~300 characters), nearly all of them
absent, one call chain per rule (~1.2 µs each, ~40 % of the gate's time). A group two scans
ask about (the same tuple object: a rule's module-level needles; for one alternative, its
tuple of needles, which rules often wrap per call as ``(needles,)``) is *routed*: it gets a
number, and its needles go into one Aho-Corasick automaton of every routed group's needles.
The first test of a text in a scan reads it once with that automaton; the needles it holds
give, in one loop over them, the numbers of every routed group whose every alternative has a
needle in the text. Each rule's test is then a set look-up. The answers are those of plain
substring tests (``all(any(n in text for n in group) for group in groups)``): the automaton
reports every occurrence of every needle, overlapping ones included.

Groups asked in one scan only (built per call), groups that could change (a list of
alternatives), and groups routed after a text was read are answered by the caller's own path
(:func:`answer` returns None); so is every test outside such a scan.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any, TypeVar

import ahocorasick

from memlane.core.scan_memo import SHORT, rule_scan, scan_under_way

Needles = tuple[tuple[str, ...], ...]
_R = TypeVar("_R")


class _Table:
    """The routed groups' needles in one automaton, and what each needle satisfies."""

    __slots__ = ("always", "automaton", "full", "satisfies", "size")

    def __init__(self, routed: list[Needles]) -> None:
        index: dict[str, int] = {}
        satisfies: list[list[tuple[int, int]]] = []
        full: list[int] = []
        always: set[int] = set()
        for gid, groups in enumerate(routed):
            need = 0
            for j, group in enumerate(groups):
                if "" in group:  # "" is in every text: the alternative always holds
                    continue
                need |= 1 << j
                for n in dict.fromkeys(str(n) for n in group):
                    i = index.get(n)
                    if i is None:
                        i = index[n] = len(satisfies)
                        satisfies.append([])
                    satisfies[i].append((gid, 1 << j))
            full.append(need)
            if not need:  # no alternatives, or each holds "": present in every text
                always.add(gid)
        self.size = len(routed)
        self.full = full
        self.always = frozenset(always)
        self.satisfies = tuple(tuple(pairs) for pairs in satisfies)
        self.automaton: ahocorasick.Automaton | None = None
        if index:
            self.automaton = ahocorasick.Automaton()
            for n, i in index.items():
                self.automaton.add_word(n, i)
            self.automaton.make_automaton()

    def present(self, text: str) -> frozenset[int]:
        """The numbers of the routed groups ``text`` satisfies."""
        if self.automaton is None:
            return self.always
        held = {i for _, i in self.automaton.iter(text)}
        masks: dict[int, int] = {}
        satisfies = self.satisfies
        for i in held:
            for gid, bit in satisfies[i]:
                masks[gid] = masks.get(gid, 0) | bit
        full = self.full
        return self.always.union([gid for gid, mask in masks.items() if mask == full[gid]])


_LOCK = threading.Lock()
# A routed group's key: for one alternative, its tuple of needles (rules often build the outer
# tuple per call, ``(needles,)``, around a tuple they hold); otherwise the groups' own tuple.
# id of the key -> (the key, the group's number). Keys are held and never dropped, so an id
# found here is the key's: callers test ``id(groups[0]) in SINGLE`` (one alternative) or
# ``id(groups) in MULTI`` before they call :func:`answer` (a call per rule costs the read
# gate, whose groups are never routed, ~7 % of its time on a memory).
SINGLE: dict[int, tuple[tuple[str, ...], int]] = {}
MULTI: dict[int, tuple[Needles, int]] = {}
_ROUTED: list[Needles] = []  # by number
# (twice the id of a key asked, not routed yet, plus 1 for one alternative's) -> (the key, the
# serial of the scan that asked)
_ASKED: dict[int, tuple[object, int]] = {}
_MAX_ASKED = 4096  # keys built per call are asked in one scan each: forgotten past this
_MAX_ROUTED = 4096  # a bound on the table, were keys built per call held and asked again
_TABLE: _Table = _Table([])


def answer(groups: Needles, text: str) -> bool | None:
    """Whether ``text`` (short, in a scan that reads short texts rule by rule) holds a needle of
    every group; None when the groups are not routed or the scan is not such a scan."""
    held = SINGLE.get(id(groups[0])) if len(groups) == 1 else MULTI.get(id(groups))
    if held is None:
        return None
    # _answers inlined: find_near calls this ~100 times a memory, and two Python frames
    # (_answers, rule_scan) were ~6 % of the write gate's instructions on one
    scan = scan_under_way()
    if scan is None or scan.whole or len(text) > SHORT:
        return None
    answers = scan.answers.get(text)
    if answers is None:
        answers = scan.answers[text] = _read(text)
    size, present = answers
    gid = held[1]
    if gid >= size:  # routed after this text was read
        return None
    return gid in present


def _answers(text: str) -> tuple[int, frozenset[int]] | None:
    """(the table's size, the routed groups ``text`` holds), read once per text and scan;
    None outside a scan that reads short texts rule by rule, or for a long text."""
    scan = rule_scan()
    if scan is None or len(text) > SHORT:
        return None
    answers = scan.answers.get(text)
    if answers is None:
        answers = scan.answers[text] = _read(text)
    return answers


def may_hold(rules: Sequence[Needles], text: str) -> list[int] | None:
    """The indices of ``rules`` (each a rule's needle groups, as ``find_near`` takes them)
    that :func:`answer` does not rule out for ``text``: every one not routed, or routed after
    the text was read, or held by it. None outside a scan that reads short texts rule by
    rule, or for a long text. A rule loop asks this once instead of calling :func:`answer`
    (through ``find_near``) for each of its rules, nearly all absent: ~1.4 µs a rule, and the
    write gate's loops ask ~100 on every memory."""
    answers = _answers(text)
    if answers is None:
        return None
    size, present = answers
    # each rule's group number (-1: not routed), looked up once per routing state
    return [i for i, gid in _numbers(rules) if gid < 0 or gid >= size or gid in present]


# id of a tuple of rules' needle groups -> (the tuple, how many groups were routed when its
# numbers were looked up, (index, group number or -1 when not routed) of each rule). A number
# never changes once given, so the pairs hold until more groups are routed.
_NUMBERS: dict[int, tuple[Sequence[Needles], int, tuple[tuple[int, int], ...]]] = {}
_MAX_NUMBERS = 256  # rule tuples are module-level (a handful): a bound, were some built per call


def _numbers(rules: Sequence[Needles]) -> tuple[tuple[int, int], ...]:
    """(index, routed group number or -1) of each of ``rules``: the SINGLE / MULTI look-ups of
    a loop over ~100 rules on every memory, done again only once more groups are routed."""
    routed = len(_ROUTED)  # read first: a group routed meanwhile makes the next call look again
    held = _NUMBERS.get(id(rules))
    if held is not None and held[0] is rules and held[1] == routed:
        return held[2]
    single, multi = SINGLE.get, MULTI.get
    pairs = []
    for i, groups in enumerate(rules):
        key = single(id(groups[0])) if len(groups) == 1 else multi(id(groups))
        pairs.append((i, -1 if key is None else key[1]))
    numbers = tuple(pairs)
    if type(rules) is tuple:  # a list could change: looked up on every call
        if len(_NUMBERS) >= _MAX_NUMBERS:
            _NUMBERS.clear()
        _NUMBERS[id(rules)] = (rules, routed, numbers)
    return numbers


def rules_for(rules: Sequence[_R], groups: Sequence[Needles], text: str) -> Sequence[_R]:
    """The ``rules`` a loop over them must try on ``text``: those :func:`may_hold` keeps
    (``groups[i]`` is the needle groups rule ``i`` gives ``find_near``), or all of them."""
    tried = may_hold(groups, text)
    return rules if tried is None else [rules[i] for i in tried]


def ask(groups: Needles, text: str) -> None:
    """Note that a scan that reads short texts rule by rule asks about ``groups``; route them
    when a second scan asks about the same key (one a rule holds, not one built per call:
    those are asked within one scan)."""
    scan = rule_scan()
    if scan is None or len(text) > SHORT:
        return
    single = len(groups) == 1
    key: object = groups[0] if single else groups
    if type(key) is not tuple:
        return  # a list could change after it is routed
    noted = 2 * id(key) + single  # one object can be both kinds of key (the empty tuple)
    asked = _ASKED.get(noted)
    if asked is None or asked[0] is not key:
        if len(_ASKED) >= _MAX_ASKED:
            _ASKED.clear()
        _ASKED[noted] = (key, scan.serial)
        return
    if asked[1] == scan.serial or len(_ROUTED) >= _MAX_ROUTED:
        return
    if not single and not all(type(group) is tuple for group in groups):
        return
    with _LOCK:
        routes: dict[int, tuple[Any, int]] = SINGLE if single else MULTI
        if id(key) not in routes:
            routes[id(key)] = (key, len(_ROUTED))
            _ROUTED.append((key,) if single else groups)
        _ASKED.pop(noted, None)


# A table is rebuilt (~3 ms for ~200 groups' ~1,000 needles) once this many groups wait, or
# once this many texts were read since the last build with some waiting (rules asked only on
# some texts are routed one by one, for a long while): meanwhile they take the caller's path.
REBUILD_AT = 16
REBUILD_AFTER = 512
_reads = 0  # texts read since the table was built


def _read(text: str) -> tuple[int, frozenset[int]]:
    """The current table (rebuilt first when due) and the routed groups ``text`` holds."""
    global _TABLE, _reads
    table = _TABLE
    _reads += 1
    waiting = len(_ROUTED) - table.size
    if waiting and (waiting >= REBUILD_AT or _reads >= REBUILD_AFTER or not table.size):
        with _LOCK:
            table = _TABLE
            if table.size != len(_ROUTED):
                table = _TABLE = _Table(list(_ROUTED))
                _reads = 0
    return table.size, table.present(text)


__all__ = ["MULTI", "SINGLE", "answer", "ask", "may_hold", "rules_for"]
