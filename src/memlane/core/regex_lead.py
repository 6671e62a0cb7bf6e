"""The same regular expression, compiled so the engine can skip to where a match could start.

Python's regex engine scans a long text fast only when the pattern tells it which characters a
match starts with: a literal prefix or a set of first characters. A pattern that opens with
``\\b`` ("\\b(?:ignore|disregard|forget) …", the shape of nearly every safety rule) tells it
nothing, so the whole matcher runs at every position — three to four times slower than the
same pattern without the ``\\b``.

:func:`lead_compiled` moves that boundary behind the first literal character(s): "\\bignore"
becomes "ignore(?<!\\w.{6})", "\\b(?:ignore|forget)" becomes "(?:i(?<!\\w.)gnore|f(?<!\\w.)orget)".
Before a word character, ``\\b`` holds exactly when the character before it is not a word
character (or there is none), which is what the look-behind tests once that first character is
consumed; so every match, span and group is the same. Patterns of another shape are returned
as they are.

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
_CACHE: dict[re.Pattern[str], re.Pattern[str]] = {}


def lead_compiled(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern``, or an equivalent one whose first characters the engine can skip to."""
    fast = _CACHE.get(pattern)
    if fast is None:
        try:
            fast = _rewrite(pattern)
        except Exception:  # any surprise in the private API: keep the original
            fast = None
        fast = _CACHE[pattern] = fast if fast is not None else pattern
    return fast


def _lookbehind(width: int, flags: int) -> Any:
    """The parsed node of ``(?<!\\w.{width})``, under the pattern's own flags."""
    return _parser.parse(rf"(?<!\w.{{{width}}})", flags).data[0]


def _is_literal(node: Any, *, word: bool) -> bool:
    op, av = node
    if op is not _constants.LITERAL:
        return False
    char = chr(av)
    return bool(_WORD_CHAR.match(char)) if word else char != "\n"


def _rewrite(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    if _parser is None or not isinstance(pattern.pattern, str):
        return None
    flags = pattern.flags
    if flags & (re.IGNORECASE | re.ASCII | re.LOCALE):
        return None  # cased first characters give the engine no skip; keep it simple
    tree = _parser.parse(pattern.pattern, flags)
    data = tree.data
    if len(data) < 2 or data[0] != (_constants.AT, _constants.AT_BOUNDARY):
        return None
    op, av = data[1]
    if op is _constants.LITERAL:
        if not _is_literal(data[1], word=True):
            return None
        run = 1  # the literal prefix stays whole: the engine searches for all of it
        while 1 + run < len(data) and _is_literal(data[1 + run], word=False):
            run += 1
        data.insert(1 + run, _lookbehind(run, flags))
    elif op is _constants.BRANCH:
        items = av[1]
        if not all(item.data and _is_literal(item.data[0], word=True) for item in items):
            return None
        for item in items:
            item.data.insert(1, _lookbehind(1, flags))
    else:
        return None
    del data[0]
    return _compiler.compile(tree, flags)


__all__ = ["lead_compiled"]
