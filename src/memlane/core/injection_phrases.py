"""How the read gate writes its English phrase rules: words separated by whitespace or Markdown
emphasis, each rule gated by the literal words its matches contain (:mod:`gated_search`)."""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, needles, search_near

# Words may be separated by whitespace or Markdown emphasis/quoting (`**ignore** previous …`).
SEP = r"[\s*_~`\"'>]+"


def phrase(pattern: str) -> re.Pattern[str]:
    """A phrase pattern whose spaces also match Markdown emphasis and quoting."""
    # Patterns run on folded (lower-case) text: no IGNORECASE needed.
    return re.compile(pattern.replace(" ", SEP))


Gated = tuple[Needles, re.Pattern[str]]


def phrase_rule(spec: str, pattern: str) -> Gated:
    """A pattern with the literal fragments its matches contain ("a b + c": a or b, and c): a
    text without them skips the pattern at the cost of a few substring searches."""
    return needles(spec), phrase(pattern)


PHRASE_REACH = 300  # characters around an anchor word that a phrase pattern may span


def any_phrase(rules: tuple[Gated, ...] | list[Gated], text: str) -> bool:
    """Whether any rule matches ``text`` (each only near its needles)."""
    return any(search_near(p, text, groups, reach=PHRASE_REACH) for groups, p in rules)


__all__ = ["PHRASE_REACH", "SEP", "Gated", "any_phrase", "phrase", "phrase_rule"]
