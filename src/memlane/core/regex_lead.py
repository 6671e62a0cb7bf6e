"""The same regular expression, compiled so the engine can skip to where a match could start.

Python's regex engine scans a long text fast only when the pattern tells it which characters a
match starts with: a literal prefix, or an alternation whose every branch starts with a literal
character. A pattern that opens with ``\\b`` ("\\b(?:ignore|disregard|forget) …", the shape of
nearly every safety rule), a look-behind, an optional word or a nested group tells it nothing,
so the whole matcher runs at every position: three to ten times slower.

:func:`lead_compiled` rewrites the parsed pattern into alternatives that each start with a
literal character, keeping their order (so the same alternative wins at the same place):

- ``\\bX`` and a look-behind ``(?<!Y)X`` become ``x(?<!\\wx)…`` and ``x(?<!Yx)…`` once ``X``
  starts with the literal ``x`` (or the literal run ``x``): the test moves behind it;
- ``(?:a|b)R`` becomes ``aR|bR``; ``(?:a)?R`` becomes ``aR|R`` (greedy: with ``a`` first);
- a class of a few literal characters, ``[<(]R``, becomes ``<R|(R``.

Every match, span and group stays the same; a rewrite that would copy a capturing group, or
grow past a few hundred branches, is not made. Patterns of other shapes are returned as they
are.

The rewrite works on the parsed pattern (``re._parser``, ``re._compiler``: private modules of
the standard library, stable since 3.11 but not promised). Should they change, the original
pattern is used, which is slower and finds the same matches.
"""

from __future__ import annotations

import re
from typing import Any

try:  # private standard-library modules: see the module docstring
    from re import _compiler, _constants, _parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - a Python whose re internals moved
    _compiler = _constants = _parser = None

_WORD_CHAR = re.compile(r"\w")
# keyed by id: a Pattern hashes its whole compiled code on every look-up. Holding the pattern
# keeps its id from being reused.
_CACHE: dict[int, tuple[re.Pattern[str], re.Pattern[str]]] = {}
_MAX_BRANCHES = 300  # beyond this the copied tails cost more to compile than they save
_MAX_CLASS = 8  # literal characters of a leading class spelled out as branches

Node = tuple[Any, Any]  # (opcode, argument) of re's parser
Seq = list[Node]


class _Unsupported(Exception):
    """The pattern has a shape this rewrite does not handle."""


def lead_compiled(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern``, or an equivalent one whose first characters the engine can skip to."""
    known = _CACHE.get(id(pattern))
    if known is not None and known[0] is pattern:
        return known[1]
    try:
        fast = _rewrite(pattern)
    except Exception:  # any surprise, in the pattern or the private API: keep the original
        fast = None
    fast = fast if fast is not None else pattern
    _CACHE[id(pattern)] = (pattern, fast)
    return fast


def _rewrite(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    if _parser is None or not isinstance(pattern.pattern, str):
        return None
    flags = pattern.flags
    if flags & (re.ASCII | re.LOCALE):
        return None  # other case and word rules; keep it simple
    tree = _parser.parse(pattern.pattern, flags)
    if flags & re.IGNORECASE:
        # (?i)X is (?i:X): the first characters are spelled out in their cases (_uncased), the
        # rest is read case-insensitively as before
        flags &= ~re.IGNORECASE
        tree.state.flags &= ~re.IGNORECASE
        whole = _parser.SubPattern(_parser.State(), list(tree.data))
        tree.data = [(_constants.SUBPATTERN, (None, re.IGNORECASE, 0, whole))]
    elif _is_led(tree.data):
        return None  # the engine already skips
    try:
        tree.data = _grouped(_led(list(tree.data), flags))
    except _Unsupported:
        return None
    return _compiler.compile(tree, flags)


def _grouped(led: Seq) -> Seq:
    """Leading arms grouped by their first character, in their order within each group: at a
    place where a match could start, the engine tries one group, not every arm. Arms that start
    with different characters never match at the same place, so their order does not matter."""
    op, av = led[0]
    if op is not _constants.BRANCH:
        return led
    groups: dict[int, list[Seq]] = {}
    for arm in av[1]:
        groups.setdefault(arm.data[0][1], []).append(list(arm.data))
    if len(groups) == len(av[1]):
        return led
    arms = [
        same[0] if len(same) == 1 else [same[0][0], _branch([a[1:] for a in same])]
        for same in groups.values()
    ]
    return [_branch(arms), *led[1:]]


def _is_led(seq: Seq) -> bool:
    """Whether ``seq`` starts with a literal, or with branches that each do."""
    if not seq:
        return False
    op, av = seq[0]
    if op is _constants.LITERAL:
        return True
    return op is _constants.BRANCH and all(
        item.data and item.data[0][0] is _constants.LITERAL for item in av[1]
    )


def _led(seq: Seq, flags: int) -> Seq:
    """``seq``, equivalent, starting with a literal or with branches that each start with one."""
    if not seq:
        raise _Unsupported("an empty alternative")
    c = _constants
    op, av = seq[0]
    rest = seq[1:]
    if op is c.LITERAL:
        return seq
    if op is c.AT and av in (c.AT_BEGINNING, c.AT_BEGINNING_STRING):
        # ^ (a line start under MULTILINE) and \\A: nothing but a newline, or nothing, before
        multiline = av is c.AT_BEGINNING and flags & re.MULTILINE
        before = _parser.parse(r"[^\n]" if multiline else r"[\s\S]").data
        return _guarded(_led(rest, flags), before, negative=True, word=False)
    if op is c.AT and av is c.AT_BOUNDARY:
        # before a word character, \b holds when the character before is not one
        return _guarded(_led(rest, flags), _parser.parse(r"\w").data, negative=True, word=True)
    if op in (c.ASSERT_NOT, c.ASSERT):
        direction, sub = av
        lo, hi = sub.getwidth()
        if direction != -1 or lo != hi:
            raise _Unsupported("a look-ahead or a look-behind of variable width first")
        return _guarded(_led(rest, flags), list(sub.data), negative=op is c.ASSERT_NOT, word=False)
    if op is c.BRANCH:
        items: list[Seq] = []
        try:
            for item in av[1]:
                items += _branches(_led(list(item.data), flags))
            return [_branch(_capped(items)), *rest]
        except _Unsupported:
            # an arm that cannot lead alone ("(?:^|, )please"): the tail copied into each arm
            if not rest or _has_group(rest):
                raise
        items = []
        for item in av[1]:
            items += _branches(_led(list(item.data) + rest, flags))
        return [_branch(_capped(items))]
    if op is c.SUBPATTERN:
        group, add_flags, del_flags, sub = av
        if group is None and add_flags == re.IGNORECASE and not del_flags:
            return [*_uncased(_led(list(sub.data), flags | re.IGNORECASE)), *rest]
        if group is not None or add_flags or del_flags:
            raise _Unsupported("a capturing group or local flags first")
        return _led(list(sub.data) + rest, flags)
    if op is c.MAX_REPEAT and av[0] >= 1 and _single_character(av[2]):
        # "={2,}" is "=" then "={1,}": one copy of a one-character repeat peeled off
        lo, hi, sub = av
        more = hi - 1 if hi != c.MAXREPEAT else hi
        return _led([*sub.data, (c.MAX_REPEAT, (lo - 1, more, sub)), *rest], flags)
    if op is c.MAX_REPEAT and av[0] == 0 and 2 <= av[1] <= 3 and not _has_group(av[2].data):
        # "(?:X){0,2}" is "(?:X(?:X){0,1})?": greedy either way, with the most copies first
        lo, hi, sub = av
        inner = _parser.SubPattern(_parser.State(), [*sub.data, (c.MAX_REPEAT, (0, hi - 1, sub))])
        return _led([(c.MAX_REPEAT, (0, 1, inner)), *rest], flags)
    if op is c.MAX_REPEAT:
        lo, hi, sub = av
        if (lo, hi) != (0, 1) or sub.getwidth()[0] < 1 or _has_group(rest):
            raise _Unsupported("a repeat other than an optional part")
        # greedy: with the optional part first, then without it
        return _led([_branch([list(sub.data) + rest, rest])], flags)
    if op is c.IN:
        chars = [v for o, v in av if o is c.LITERAL]
        if len(chars) != len(av) or len(chars) > _MAX_CLASS:
            raise _Unsupported("a class that is not a few literal characters")
        return [_branch([[(c.LITERAL, ch)] for ch in chars]), *rest]
    raise _Unsupported(f"{op} first")


# The characters other than its two cases that an ASCII letter matches case-insensitively
# (Unicode simple case folding, and re's own extra cases): "K" is also the Kelvin sign.
_OTHER_CASES = {"i": "\u0130\u0131", "k": "\u212a", "s": "\u017f"}


def _cases(code: int) -> list[int]:
    """Every character the ASCII character ``code`` matches under IGNORECASE."""
    ch = chr(code)
    if not ch.isascii():
        raise _Unsupported("a case-insensitive non-ASCII character first")
    found = dict.fromkeys([ch, ch.lower(), ch.upper(), *_OTHER_CASES.get(ch.lower(), "")])
    return [ord(x) for x in found]


def _uncased(led: Seq) -> Seq:
    """A led case-insensitive group, ``(?i:lo|xy)R``, as branches that each start with one
    case of an arm's first character and read the rest of the arm case-insensitively, then the
    rest: ``(?:l(?i:o)|L(?i:o)|x(?i:y)|X(?i:y))(?i:R)``. The arms keep their order, so the same
    one wins where several match, and the tail stays after them (its groups are not copied)."""
    op, av = led[0]
    arms = [[led[0]]] if op is _constants.LITERAL else [list(item.data) for item in av[1]]
    out: list[Seq] = []
    for arm in arms:
        first, tail = arm[0], arm[1:]
        if first[0] is not _constants.LITERAL:
            raise _Unsupported("an arm without a first character")
        cases = _cases(first[1])
        if len(cases) > 1 and _has_group(tail):
            raise _Unsupported("a capturing group in a copied tail")
        out += [[(_constants.LITERAL, case), *_case_insensitive(tail)] for case in cases]
    return [_branch(_capped(out)), *_case_insensitive(led[1:])]


def _case_insensitive(seq: Seq) -> Seq:
    """``seq`` in a (?i:…) group (nothing for an empty one)."""
    if not seq:
        return []
    inner = _parser.SubPattern(_parser.State(), seq)
    return [(_constants.SUBPATTERN, (None, re.IGNORECASE, 0, inner))]


def _single_character(sub: Any) -> bool:
    return len(sub.data) == 1 and sub.data[0][0] in (_constants.LITERAL, _constants.IN)


def _branches(led: Seq) -> list[Seq]:
    """A led alternative as branches that each start with a literal (a leading branch is
    spread, its tail copied into each of its arms)."""
    op, av = led[0]
    if op is _constants.LITERAL:
        return [led]
    tail = led[1:]
    if tail and _has_group(tail):
        raise _Unsupported("a capturing group in a copied tail")
    return [list(item.data) + tail for item in av[1]]


def _branch(arms: list[Seq]) -> Node:
    return (_constants.BRANCH, (None, [_parser.SubPattern(_parser.State(), arm) for arm in arms]))


def _guarded(led: Seq, behind: Seq, *, negative: bool, word: bool) -> Seq:
    """A look-behind ``(?<!Y)`` that stood before ``led``, moved behind its first character in
    every arm: ``(?<!Y)xR`` → ``x(?<!Yx)R``. For ``\b``, every first character must be a word
    character."""
    op, av = led[0]
    if op is _constants.BRANCH:
        arms = [_guarded(list(item.data), behind, negative=negative, word=word) for item in av[1]]
        return [_branch(arms), *led[1:]]
    if word and not _WORD_CHAR.match(chr(av)):
        raise _Unsupported("\\b before a character that is not a word character")
    # behind the whole literal run: the engine then searches for all of it at once
    run = 1
    while run < len(led) and led[run][0] is _constants.LITERAL:
        run += 1
    test = _constants.ASSERT_NOT if negative else _constants.ASSERT
    sub = _parser.SubPattern(_parser.State(), [*behind, *led[:run]])
    return [*led[:run], (test, (-1, sub)), *led[run:]]


def _capped(branches: list[Seq]) -> list[Seq]:
    if len(branches) > _MAX_BRANCHES:
        raise _Unsupported("too many branches")
    return branches


def _has_group(seq: Seq) -> bool:
    """Whether ``seq`` holds a capturing group or a back-reference (a copy would give the group
    two places)."""
    for op, av in seq:
        if op is _constants.SUBPATTERN and av[0] is not None:
            return True
        if op in (_constants.GROUPREF, _constants.GROUPREF_EXISTS):
            return True
        parts = av if isinstance(av, tuple | list) else ()
        for part in parts:
            subs = part if isinstance(part, list) else [part]
            if any(isinstance(p, _parser.SubPattern) and _has_group(p.data) for p in subs):
                return True
    return False


# --- where a pattern that cannot lead may start ------------------------------------------------

_PLANS: dict[int, tuple[re.Pattern[str], tuple[tuple[str, int], ...] | None]] = {}
_MIN_ANCHOR = 2  # a one-character literal would make a candidate of nearly every line


def anchored_starts(pattern: re.Pattern[str]) -> tuple[tuple[str, int], ...] | None:
    """``(literal, offset)`` pairs such that every match of ``pattern`` starts ``offset``
    characters before an occurrence of one of the literals, or None.

    For a pattern the engine must try at every position because a class comes first (a
    vendor token ``[A-Za-z0-9]{14}\\.atlasv1\\.…``, a key ``[a-f0-9]{32}-us\\d``) and no
    rewrite leads it with a literal: each of its alternatives holds a literal run after a part
    of fixed width, so the places a match can start are those literals' places, moved back.
    """
    known = _PLANS.get(id(pattern))
    if known is not None and known[0] is pattern:
        return known[1]
    try:
        plan = _plan(pattern)
    except Exception:  # any surprise, in the pattern or the private API: no plan
        plan = None
    _PLANS[id(pattern)] = (pattern, plan)
    return plan


def _plan(pattern: re.Pattern[str]) -> tuple[tuple[str, int], ...] | None:
    if _parser is None or not isinstance(pattern.pattern, str):
        return None
    if pattern.flags & (re.IGNORECASE | re.ASCII | re.LOCALE):
        return None  # a literal would match in other cases
    tree = _parser.parse(pattern.pattern, pattern.flags)
    if _is_led(tree.data):
        return None  # the engine skips to its first characters already
    if tree.getwidth()[0] < 1:
        return None  # an empty match: finditer's rules for those are not reproduced
    try:
        found = _anchors(list(tree.data), 0)
    except _Unsupported:
        return None
    return tuple(dict.fromkeys(found))


_LED_PLANS: dict[int, tuple[re.Pattern[str], tuple[tuple[str, int], ...] | None]] = {}


def led_starts(pattern: re.Pattern[str]) -> tuple[tuple[str, int], ...] | None:
    """:func:`anchored_starts` for a pattern the engine can skip to (or :func:`lead_compiled`
    makes so): per alternative of its led form, the longest literal run at a fixed offset
    (``\\b(?:send|forward) …`` gives ``("send", 0), ("forward", 0)``), or None.

    Every match starts ``offset`` characters before a place of one of the runs. The engine
    skips to the first characters only, and a word's first letter is common; a caller that
    knows the runs' places (the scan's needle pass) can try the pattern there alone."""
    known = _LED_PLANS.get(id(pattern))
    if known is not None and known[0] is pattern:
        return known[1]
    try:
        plan = _led_plan(pattern)
    except Exception:  # any surprise, in the pattern or the private API: no plan
        plan = None
    _LED_PLANS[id(pattern)] = (pattern, plan)
    return plan


def _led_plan(pattern: re.Pattern[str]) -> tuple[tuple[str, int], ...] | None:
    if _parser is None or not isinstance(pattern.pattern, str):
        return None
    if pattern.flags & (re.IGNORECASE | re.ASCII | re.LOCALE):
        return None  # a literal would match in other cases
    tree = _parser.parse(pattern.pattern, pattern.flags)
    if tree.getwidth()[0] < 1:
        return None  # an empty match: finditer's rules for those are not reproduced
    try:
        # the led form, its arms not grouped by first character: each arm's whole first word
        led = list(tree.data) if _is_led(tree.data) else _led(list(tree.data), pattern.flags)
        found = _anchors(led, 0)
    except _Unsupported:
        return None
    return tuple(dict.fromkeys(found))


def _anchors(seq: Seq, offset: int) -> list[tuple[str, int]]:
    """The longest literal run of ``seq`` that only parts of fixed width precede (with its
    offset), or, at an alternation reached first, one such run per alternative."""
    c = _constants
    best: tuple[str, int] | None = None
    run: list[str] = []
    i = 0
    while i < len(seq):
        op, av = seq[i]
        if op is c.LITERAL:
            run.append(chr(av))
            i += 1
            continue
        if _optional(op, av) and _longer(best, "".join(run), offset) is None:
            # nothing rare enough before an optional part ("e-?mail"): each way of reading it
            # is an alternative of its own, as if the pattern were written "email|e-mail"
            head = [(c.LITERAL, ord(ch)) for ch in run]
            rest = seq[i + 1 :]
            ways = _anchors([*head, *av[2].data, *rest], offset)
            ways += _anchors([*head, *rest], offset)
            if len(ways) > _MAX_ARMS:
                raise _Unsupported("too many ways to read the optional parts")
            return ways
        if run:
            best = _longer(best, "".join(run), offset)
            offset += len(run)
            run = []
        if op is c.SUBPATTERN and not av[1] and not av[2]:
            seq = [*seq[:i], *av[3].data, *seq[i + 1 :]]  # its parts, in place
            continue
        if op is c.BRANCH:
            if best is not None:
                break
            arms: list[tuple[str, int]] = []
            for arm in av[1]:
                arms += _anchors([*arm.data, *seq[i + 1 :]], offset)
            return arms
        lo, hi = _parser.SubPattern(_parser.State(), [seq[i]]).getwidth()
        if lo != hi:
            break
        offset += lo
        i += 1
    if run:
        best = _longer(best, "".join(run), offset)
    if best is None:
        raise _Unsupported("an alternative without a literal at a fixed offset")
    return [best]


_MAX_ARMS = 64  # runs a plan may list: each is one more look-up of its places


def _optional(op: Any, av: Any) -> bool:
    """Whether the node is a part that occurs once or not at all (``x?``, ``(?:…)??``)."""
    c = _constants
    return (op is c.MAX_REPEAT or op is c.MIN_REPEAT) and av[0] == 0 and av[1] == 1


def _longer(best: tuple[str, int] | None, run: str, at: int) -> tuple[str, int] | None:
    """``run`` (at offset ``at``) when it is longer than ``best``: rarer in a text."""
    if len(run) < _MIN_ANCHOR or (best is not None and len(best[0]) >= len(run)):
        return best
    return run, at


__all__ = ["anchored_starts", "lead_compiled", "led_starts"]
