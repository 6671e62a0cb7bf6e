"""Which of the rules' needle words a long text holds, found in one Aho-Corasick pass.

A gated search (:mod:`memlane.core.gated_search`) asks, for every rule, whether its literal
words occur in a text and where. A substring search per needle reads the text once per needle;
the automaton of one kind of scan ("read", "write") reads it once for all of that kind's
needles (pyahocorasick) and reports every place each of them starts.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import ahocorasick


class NeedleSet:
    """The needles one kind of scan uses, and an automaton that finds which of them a text
    holds in one pass. Needles first met in a scan join it; the automaton is rebuilt when it
    lags.

    A set starts with every needle the rules registered, of both gates. The pass costs per
    character and per needle found, so after its first scan a set keeps only the needles that
    scan asked about (:meth:`prune`): the write gate's pass then skips the read gate's
    thousands of words, and the other way round. A needle pruned and asked later is searched
    directly (the same answer) and joins again."""

    def __init__(self, seed: set[str] | None = None) -> None:
        self._known: set[str] = set(seed or ())
        self._asked: set[str] = set()
        self._groups: dict[int, tuple[str, ...] | frozenset[str]] = {}
        self._pruned = False
        self._stale = True
        self._automaton: ahocorasick.Automaton | None = None
        self._snapshot: Automaton = (None, frozenset())
        self._cased: Automaton | None = None
        self._lock = threading.Lock()

    def learn(self, found: Iterator[str] | tuple[str, ...] | list[str] | frozenset[str]) -> None:
        # A one-character needle would be reported at every other word; from two characters on
        # a needle goes into the automaton (see AUTOMATON_MIN).
        new = [n for n in found if n not in self._asked and len(n) >= AUTOMATON_MIN]
        if not new:
            return
        with self._lock:
            self._asked.update(new)
            if not self._known.issuperset(new):
                self._known.update(new)
                self._stale = True

    def learn_one(self, needle: str) -> None:
        """:meth:`learn` for one needle (asked on every look-up of its places)."""
        if needle not in self._asked:
            self.learn((needle,))

    def learn_group(self, group: tuple[str, ...] | frozenset[str]) -> None:
        """:meth:`learn` for a tuple (or set) a rule asks about again and again (looked at
        once)."""
        if self._groups.get(id(group)) is not group:
            self.learn(group)
            if len(self._groups) >= _MAX_GROUPS:  # tuples built per call: forget, learn again
                self._groups.clear()
            self._groups[id(group)] = group  # held, so its id is not reused

    def offer(self, found: Iterator[str] | tuple[str, ...]) -> None:
        """Needles registered by the rules: held until the set is pruned."""
        with self._lock:
            new = {n for n in found if len(n) >= AUTOMATON_MIN} - self._known
            if new and not self._pruned:
                self._known |= new
                self._stale = True

    @property
    def pruned(self) -> bool:
        """Whether the set keeps only the needles asked about (:meth:`prune` has run)."""
        return self._pruned

    def prune(self) -> None:
        """Keep only the needles asked about so far (once, after the set's first scan)."""
        with self._lock:
            if self._pruned:
                return
            self._pruned = True
            if self._known != self._asked:
                self._known = set(self._asked)
                self._stale = True

    def current(self) -> Automaton:
        """The automaton of the needles' lower cases and the needles it answers for (a needle
        whose lower case is longer, "İ", is left to direct searches)."""
        with self._lock:
            if self._automaton is None or self._stale:
                kept = frozenset(n for n in self._known if len(n.lower()) == len(n))
                automaton = build_automaton({n.lower() for n in kept})
                self._automaton, self._stale, self._cased = automaton, False, None
                self._snapshot = (automaton, kept)
            return self._snapshot

    def cased(self) -> tuple[ahocorasick.Automaton | None, frozenset[str]]:
        """The automaton of the needles as written, for a text whose lower case is longer than
        it (made when such a text first comes)."""
        with self._lock:
            if self._cased is None:
                known = frozenset(self._known)
                self._cased = (build_automaton(known), known)
            return self._cased


# (an automaton, the needles it answers for)
Automaton = tuple[ahocorasick.Automaton | None, frozenset[str]]


def build_automaton(words: set[str] | frozenset[str]) -> ahocorasick.Automaton:
    automaton = ahocorasick.Automaton()
    for word in words:
        # each word with how far its start lies before its last character: the pass does a
        # step of Python per occurrence (~4,000 per 32 KB of prose), one call fewer each
        automaton.add_word(word, (word, len(word) - 1))
    if words:
        automaton.make_automaton()
    return automaton


def presence(text: str, automaton: ahocorasick.Automaton | None) -> dict[str, list[int]]:
    """Where in ``text`` each needle of ``automaton`` it holds starts (every occurrence,
    overlapping ones included, as :func:`_find_all` finds them)."""
    found: dict[str, list[int]] = {}
    if automaton is not None and text.isascii():
        automaton = for_ascii(automaton, len(text))
    if automaton is None or automaton.kind == ahocorasick.EMPTY:
        return found
    for end, (needle, back) in automaton.iter(text):
        starts = found.get(needle)
        if starts is None:
            found[needle] = [end - back]
        else:
            starts.append(end - back)
    return found


def for_ascii(automaton: ahocorasick.Automaton, size: int) -> ahocorasick.Automaton:
    """The automaton to pass an ASCII text of ``size`` characters with: that of the ASCII
    needles of ``automaton`` (no other needle can occur there), found faster. pyahocorasick
    looks a letter up among a node's children one by one, and the rules' needles in 71
    languages give the root ~600 of them against ~50 for the ASCII ones: a JSON transcript's
    pass took twice as long. Building it (~9 ms) costs about what it saves on ~256 KiB, so it
    is built once half that much ASCII text has been passed with ``automaton``: a process that
    reads a few notes never builds it (built at the first ASCII text, a fresh process's first
    scan of a memory took ~17 ms longer), one that reads long bodies builds it within one."""
    held = _ASCII.get(id(automaton))
    if held is None or held[0] is not automaton:
        if len(_ASCII) >= _MAX_ASCII:  # automata rebuilt as needles were learned: forget
            _ASCII.clear()
        held = _ASCII[id(automaton)] = [automaton, None, 0]  # held: its id is not reused
    if held[1] is not None:
        return held[1]
    held[2] += size
    if held[2] < ASCII_AFTER:
        return automaton
    words = (
        {w for w, _ in automaton.items() if w.isascii()}
        if automaton.kind != ahocorasick.EMPTY
        else set()
    )
    held[1] = automaton if len(words) == len(automaton) else build_automaton(words)
    return held[1]


ASCII_AFTER = 128 * 1024  # ASCII characters passed before the automaton of ASCII needles is built
# id of an automaton -> [it, the automaton of its ASCII needles once built, characters passed]
_ASCII: dict[int, list[Any]] = {}
_MAX_ASCII = 8


# Needles of two and three characters ("ai", "my ", "ssh", "pin", "</") were once left out, to be
# searched with ``in`` and counted with ``str.count``: each absent one read the whole text, once
# per text and per copy, and a present one was counted in full. In the pass they cost a Python
# step per occurrence, which is less: 256 KiB bodies 10-35 % faster in both gates (safety_ab).
AUTOMATON_MIN = 2
_MAX_GROUPS = 512
_REGISTERED: set[str] = set()  # every needle the rules registered, for sets made later
_SETS: dict[str, NeedleSet] = {}
_SETS_LOCK = threading.Lock()


def learn_everywhere(found: Iterator[str] | tuple[str, ...]) -> None:
    names = tuple(found)
    with _SETS_LOCK:
        _REGISTERED.update(n for n in names if len(n) >= AUTOMATON_MIN)
        sets = list(_SETS.values())
    for needle_set in sets:
        needle_set.offer(names)


# every registered needle as written (case kept), and an automaton of them (see whole_pass)
_WHOLE: Automaton = (None, frozenset())


def registered_automaton() -> Automaton:
    """An automaton of every needle the rules registered, as written, and those needles: for a
    short text, read whole, where one pass answers every rule's needle test at once. Rebuilt
    when a needle has been registered since (the rules register theirs when imported)."""
    global _WHOLE
    held = _WHOLE
    if len(held[1]) != len(_REGISTERED):  # the set only grows
        with _SETS_LOCK:
            known = frozenset(_REGISTERED)
            held = _WHOLE = (build_automaton(known), known)
    return held


def needle_set(kind: str) -> NeedleSet:
    with _SETS_LOCK:
        found = _SETS.get(kind)
        if found is None:
            found = _SETS[kind] = NeedleSet(_REGISTERED)
        return found


__all__ = [
    "ASCII_AFTER",
    "AUTOMATON_MIN",
    "Automaton",
    "NeedleSet",
    "build_automaton",
    "for_ascii",
    "learn_everywhere",
    "needle_set",
    "presence",
    "registered_automaton",
]
