"""A short text's needle tests answered from one pass of every registered needle.

A memory is read whole, not in windows, and the read gate asks ~600 rules' needle groups of it
(~13 needles each): one Aho-Corasick pass of every needle the rules registered tells which it
holds, and each group becomes one set test. Only a scan that asks for it takes the pass
(``shared_lookups(whole=True)``, the read gate's): the write gate's few dozen tests cost less
than a pass over thousands of needles.
"""

from __future__ import annotations

from typing import Any, TypeVar

import ahocorasick

from memlane.core.needle_automaton import registered_automaton
from memlane.core.scan_memo import SHORT, scan_under_way

Needles = tuple[tuple[str, ...], ...]
_MAX_SPLITS = 2048


def present_whole(groups: Needles, text: str) -> bool:
    """Whether ``text`` (a memory, read whole) holds a needle of every group: each group tested
    against the registered needles the text holds, found in one pass shared by every rule."""
    # (read_whole's look-up inlined: ~700 tests a memory)
    held = _WHOLE_FOUND.get(text)
    known, found = held if held is not None else read_whole(text)
    split = _WHOLE_SPLITS.get(id(groups))
    if split is None or split[0] is not groups or split[1] is not known:
        split = _whole_split(groups, known)
    for members, unknown in split[2]:
        if found.isdisjoint(members):
            for n in unknown:  # a needle of one character, or one not registered
                if n in text:
                    break
            else:
                return False
    return True


def held_whole(rules: tuple[_R, ...], text: str) -> tuple[_R, ...] | list[_R]:
    """The rules of ``rules`` (tuples whose first item is the rule's needles, as ``find_near``
    takes them) for which :func:`present_whole` holds, in their order, when ``text`` is a memory
    read whole (``shared_lookups(whole=True)``); all of them otherwise. A loop over rules asks
    this once instead of a needle test per rule through ``find_near`` (the phrase rules' ~8 a
    call, ~40 calls a memory): none when no rule's first group has a needle in the text (one
    set test), else each rule's groups tested inline."""
    if len(text) > SHORT:
        return rules
    scan = scan_under_way()
    if scan is None or not scan.whole:
        return rules
    held = _WHOLE_FOUND.get(text)
    known, found = held if held is not None else read_whole(text)
    plan = _PLANS.get(id(rules))
    if plan is None or plan[0] is not rules or plan[1] is not known:
        plan = _plan(rules, known)
    # (a needle of one character, or one not registered, is looked for with ``in``)
    if found.isdisjoint(plan[2]) and not any(n in text for n in plan[3]):
        return ()
    out = []
    for rule, halves in zip(rules, plan[4], strict=True):
        for members, unknown in halves:
            if found.isdisjoint(members) and not any(n in text for n in unknown):
                break
        else:
            out.append(rule)
    return out


_R = TypeVar("_R", bound=tuple[Any, ...])
# id of a tuple of rules -> (it, the registered needles, its rules' first groups' registered
# needles, their other needles, each rule's groups split as present_whole splits them)
_Plan = tuple[object, frozenset[str], frozenset[str], tuple[str, ...], tuple["_Halves", ...]]
_PLANS: dict[int, _Plan] = {}


def _plan(rules: tuple[tuple[Any, ...], ...], known: frozenset[str]) -> _Plan:
    halves = tuple(
        tuple(
            (frozenset(n for n in g if n in known), tuple(n for n in g if n not in known))
            for g in rule[0]
        )
        for rule in rules
    )
    if any(not rule[0] for rule in rules):  # a rule without needles is always present
        firsts: tuple[frozenset[str], tuple[str, ...]] = (frozenset(), ("",))
    else:
        first = dict.fromkeys(n for rule in rules for n in rule[0][0])
        firsts = (
            frozenset(n for n in first if n in known),
            tuple(n for n in first if n not in known),
        )
    plan = (rules, known, *firsts, halves)
    if len(_PLANS) >= _MAX_SPLITS:
        _PLANS.clear()
    _PLANS[id(rules)] = plan  # held: the id is not reused
    return plan


# a short text -> (the registered needles when it was read, those of them it holds): a needle
# registered later is tested as one not registered, with ``in``
_WHOLE_FOUND: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
_Halves = tuple[tuple[frozenset[str], tuple[str, ...]], ...]
# id of the needles -> (the needles, the registered needles, each group's registered needles
# and the others)
_WHOLE_SPLITS: dict[int, tuple[Needles, frozenset[str], _Halves]] = {}


def read_whole(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The registered needles, and those ``text`` holds, from one pass (kept for the texts of
    the scan under way)."""
    held = _WHOLE_FOUND.get(text)
    if held is not None:
        return held
    automaton, known = registered_automaton()
    found = (
        frozenset([word for _, (word, _) in automaton.iter(text)])
        if automaton is not None and automaton.kind != ahocorasick.EMPTY
        else frozenset()
    )
    if len(_WHOLE_FOUND) >= 256:  # a scan reads a few spellings of one text: forget the rest
        _WHOLE_FOUND.clear()
    held = _WHOLE_FOUND[text] = (known, found)
    return held


# the needles by value -> (the registered needles, the halves): a caller that builds its groups
# per call ("(anchors,)" around a rule's tuple, the write gate's ~60 token rules asked about
# each URL query the read gate judges) misses the look-up by id every time
_BY_VALUE: dict[Needles, tuple[frozenset[str], _Halves]] = {}


def _whole_split(groups: Needles, known: frozenset[str]) -> tuple[Needles, frozenset[str], _Halves]:
    try:
        same = _BY_VALUE.get(groups)
    except TypeError:  # groups given as lists: split each time
        same = None
    if same is not None and same[0] is known:
        halves = same[1]
    else:
        halves = tuple(
            (frozenset(n for n in g if n in known), tuple(n for n in g if n not in known))
            for g in groups
        )
        if isinstance(groups, tuple) and all(isinstance(g, tuple) for g in groups):
            if len(_BY_VALUE) >= _MAX_SPLITS:  # needles built from text: forget, split again
                _BY_VALUE.clear()
            _BY_VALUE[groups] = (known, halves)
    if len(_WHOLE_SPLITS) >= _MAX_SPLITS:  # needles built per call: forget, split again
        _WHOLE_SPLITS.clear()
    held = _WHOLE_SPLITS[id(groups)] = (groups, known, halves)  # held: the id is not reused
    return held


__all__ = ["held_whole", "present_whole", "read_whole"]
