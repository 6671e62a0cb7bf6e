"""Literal words every match of a regular expression holds, read off the parsed pattern.

A gated search (:mod:`memlane.core.gated_search`) runs a rule's pattern in windows around its
anchor words. In a long document the anchors ("log", "send", "file") open windows in most
paragraphs, and the engine then tries the pattern at nearly every position of them. Yet most
patterns cannot match without some rarer word of their own: "… and don't mention it" needs
"don't", "dont", "not" or "never". :func:`required_factors` finds such a set of literals (the
"factors": every match contains one of them, whole, inside its span), so a window holding none
of them is skipped without running the engine there — the same matches, found for less.

The set is read from the parsed pattern (``re._parser``, as :mod:`memlane.core.regex_lead`
does): a literal run gives its text, an alternation the union of its arms' sets, a repeat of
at least one its part's set, a short optional or alternated part is spelled out into the runs
around it (``don'?t`` gives "don't" and "dont"). Look-arounds and line or word boundaries
consume nothing and are read as empty: leaving out a test only widens what could match, so a
factor of the wider pattern is one of the narrower. Anything else (a class, a wildcard, a
back-reference, a part read case-insensitively) ends a run. Of the sets a sequence offers, the
one whose words are least likely in prose is kept; a pattern whose best set holds a word of
fewer than :data:`MIN_FACTOR` characters gets none (it would skip no window).
"""

from __future__ import annotations

import re
from typing import Any

try:  # private standard-library modules: see memlane.core.regex_lead
    from re import _constants, _parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - a Python whose re internals moved
    _constants = _parser = None

MIN_FACTOR = 3  # a factor of one or two characters is in nearly every window
_MAX_SPELLED = 64  # strings a run is spelled out into before it is cut
_MAX_FACTORS = 24  # a set this large costs more look-ups per window than it saves
_MAX_LENGTH = 24  # longer runs add nothing to how rare they are

# (id of a pattern) -> (the pattern, its factors or None); keyed by id as in regex_lead
_CACHE: dict[int, tuple[re.Pattern[str], tuple[tuple[str, ...], ...] | None]] = {}
MAX_SETS = 3  # sets tested per window: each is one more look-up, and the rarest does most


def required_factors(pattern: re.Pattern[str]) -> tuple[tuple[str, ...], ...] | None:
    """Sets of literals such that every match of ``pattern`` contains one of each set within
    its span (at most :data:`MAX_SETS`, the rarest first), or None when the pattern offers no
    such set worth testing (see the module doc)."""
    known = _CACHE.get(id(pattern))
    if known is not None and known[0] is pattern:
        return known[1]
    try:
        found = _factors_of(pattern)
    except Exception:  # any surprise, in the pattern or the private API: no factors
        found = None
    _CACHE[id(pattern)] = (pattern, found)
    return found


def _factors_of(pattern: re.Pattern[str]) -> tuple[tuple[str, ...], ...] | None:
    if _parser is None or not isinstance(pattern.pattern, str):
        return None
    if pattern.flags & (re.IGNORECASE | re.LOCALE):
        return None  # a literal would match in other cases
    tree = _parser.parse(pattern.pattern, pattern.flags)
    candidates: list[frozenset[str]] = []
    _sequence(list(tree.data), candidates)
    usable = sorted(
        {
            found
            for found in candidates
            if len(found) <= _MAX_FACTORS and min(len(f) for f in found) >= MIN_FACTOR
        },
        key=lambda found: (_likelihood(found), sorted(found)),
    )
    return tuple(_shortest(found) for found in usable[:MAX_SETS]) or None


def _shortest(found: frozenset[str]) -> tuple[str, ...]:
    """The set without the words that hold another of its words (that one is then there too)."""
    return tuple(sorted(w for w in found if not any(o != w and o in w for o in found)))


# What a part of a pattern is, for this purpose: the strings it matches when it is short and
# plain enough to spell out (else None), and a set of factors every match of it holds (or None).
_Info = tuple[frozenset[str] | None, frozenset[str] | None]
_EMPTY: _Info = (frozenset({""}), None)
_OPAQUE: _Info = (None, None)


def _sequence(items: list[Any], candidates: list[frozenset[str]] | None = None) -> _Info:
    """A concatenation: runs of spelled-out parts joined into longer strings (a run cut where a
    part cannot be spelled or the strings grow too many), each run and each part's own set a
    candidate (collected in ``candidates``); the rarest candidate is the sequence's set."""
    if candidates is None:
        candidates = []
    run: frozenset[str] | None = frozenset({""})
    whole = True  # every part spelled out: the sequence is spelled by its single run
    for node in items:
        spelled, factors = _node(node)
        if factors is not None:
            candidates.append(factors)
        if spelled is not None and run is not None:
            joined = frozenset(a + b for a in run for b in spelled)
            if len(joined) <= _MAX_SPELLED and all(len(s) <= 4 * _MAX_LENGTH for s in joined):
                run = joined
                continue
        # the run ends here: it is a candidate if every string of it is a word
        whole = False
        _close(run, candidates)
        run = spelled if spelled is not None and len(spelled) <= _MAX_SPELLED else frozenset({""})
    _close(run, candidates)
    best = min(candidates, key=_likelihood, default=None)
    return (run if whole else None), best


def _close(run: frozenset[str] | None, candidates: list[frozenset[str]]) -> None:
    if run and "" not in run:
        candidates.append(frozenset(s[:_MAX_LENGTH] for s in run))


def _node(node: tuple[Any, Any]) -> _Info:
    c = _constants
    op, av = node
    if op is c.LITERAL:
        return frozenset({chr(av)}), frozenset({chr(av)})
    if op is c.AT or op in (c.ASSERT, c.ASSERT_NOT):
        # consumes nothing: read as empty (dropping a test only widens what can match)
        return _EMPTY
    if op is c.IN:
        chars = [v for o, v in av if o is c.LITERAL]
        if len(chars) == len(av) and len(chars) <= 8:
            return frozenset(chr(ch) for ch in chars), None
        return _OPAQUE
    if op is c.SUBPATTERN:
        _group, add_flags, _del_flags, sub = av
        if add_flags & (re.IGNORECASE | re.LOCALE):
            return _OPAQUE  # its literals may match in other cases
        return _sequence(list(sub.data))
    if op is c.ATOMIC_GROUP:
        return _sequence(list(av.data))
    if op is c.BRANCH:
        arms = [_sequence(list(arm.data)) for arm in av[1]]
        spelled: frozenset[str] | None = None
        if all(s is not None for s, _ in arms):
            spelled = frozenset().union(*(s for s, _ in arms if s is not None))
        # each arm's own set, or its spelled strings when it has none (a short arm)
        union: set[str] = set()
        for arm_spelled, arm_factors in arms:
            own = arm_factors if arm_factors is not None else arm_spelled
            if own is None or "" in own:
                return spelled, None  # an arm that holds no word of its own
            union |= own
        return spelled, frozenset(union)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        lo, hi, sub = av
        spelled, factors = _sequence(list(sub.data))
        if lo == 0:
            if hi == 1 and spelled is not None:
                return spelled | {""}, None
            return (frozenset({""}) if hi == 0 else None), None
        if spelled is not None and lo == hi and lo <= 4:
            out = frozenset({""})
            for _ in range(lo):
                out = frozenset(a + b for a in out for b in spelled)
            return (out if len(out) <= _MAX_SPELLED else None), factors
        if factors is None and spelled is not None and "" not in spelled:
            factors = spelled  # at least one copy: one of its strings is in every match
        return None, factors
    return _OPAQUE


# How often a character stands at a given place in English prose or code, roughly: the
# likelihood of a factor set is the sum over its words of the product over their characters.
_COMMON = frozenset(" \n\teaotinsrhl")


def _likelihood(factors: frozenset[str]) -> float:
    total = 0.0
    for word in factors:
        p = 1.0
        for ch in word:
            p *= 0.12 if ch in _COMMON else 0.05 if ch.isalpha() else 0.03
        total += p
    return total


__all__ = ["MIN_FACTOR", "required_factors"]
