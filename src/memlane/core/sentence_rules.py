"""Rules read in an anchor's sentence, for the read gate's rounds in eighteen languages.

A rule is an anchor (the rare part: "this email" in Korean, "AGENTS.md", "la próxima vez que"),
its needles, and the ways its sentence completes it: each way a match of every other part ("a
verb that sends", "an outside address") and none of an "unless" (a negation, talk of attacks).
Word order differs between languages, so the parts may stand anywhere in the anchor's sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memlane.core.gated_search import Needles, find_near, present
from memlane.core.injection_phrases import PHRASE_REACH
from memlane.core.prompt_injection_processed_abroad_words import Lazy

# A sentence ends at a stop before a space or a line break, and at a CJK, Devanagari, Arabic
# or Urdu full stop, which need no space after them ("…总结。请…" is two sentences).
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。।॥؟۔！？]|\n")

# One way an anchor's sentence completes a rule: a match of each part (asked in order: the
# rarest first, "hook" is in every page about React), none of "unless".
Parts = tuple[tuple[Lazy, ...], Lazy | None]
Rule = tuple[Lazy, Needles, tuple[Parts, ...]]
# A match of an anchor that asserts nothing where it stands (the text, the anchor's match)
Skip = Callable[[Lazy, str, re.Match[str]], bool]


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around ``text[start:end]``, at most PHRASE_REACH either side (a rule's
    window reaches no further)."""
    lo = max(start - PHRASE_REACH, 0)
    ends = [e.end() for e in _SENTENCE_END.finditer(text, lo, start)]
    after = _SENTENCE_END.search(text, end, end + PHRASE_REACH)
    return (ends[-1] if ends else lo), (
        after.start() if after else min(end + PHRASE_REACH, len(text))
    )


def any_of(*patterns: Lazy) -> Lazy:
    """One part that any of ``patterns`` completes."""
    return Lazy("|".join(f"(?:{p.pattern})" for p in patterns))


def _ascii_only(groups: Needles) -> Needles:
    # the anchor's needles an ASCII text can hold: no Cyrillic, CJK, Arabic or Devanagari one
    return (tuple(n for n in groups[0] if n.isascii()), *groups[1:])


class SentenceRules:
    """A set of rules, each asked only when its anchor's needles occur. Every anchor's needles
    form one group too: a text holding none of them (nearly every text) is asked once, not once
    per rule, and an ASCII text only about the needles it can hold."""

    def __init__(self, rules: tuple[Rule, ...], *, skip: Skip | None = None) -> None:
        self.rules = rules
        self._skip = skip
        self._ascii = {id(rule[1]): _ascii_only(rule[1]) for rule in rules}
        self._any: Needles = (tuple(dict.fromkeys(n for rule in rules for n in rule[1][0])),)
        self._any_ascii = _ascii_only(self._any)

    def match(self, text: str) -> bool:
        """Whether an anchor match of a rule has a sentence that one of its ways completes."""
        is_ascii = text.isascii()
        if not present(self._any_ascii if is_ascii else self._any, text):
            return False
        return any(self._holds(rule, text, is_ascii) for rule in self.rules)

    def _holds(self, rule: Rule, text: str, is_ascii: bool) -> bool:
        anchor, groups, ways = rule
        if is_ascii:
            groups = self._ascii[id(groups)]
            if not groups[0]:
                return False
        if not present(groups, text):  # (before the anchor is compiled: see Lazy)
            return False
        for m in find_near(anchor.compiled, text, groups, reach=PHRASE_REACH):
            if self._skip is not None and self._skip(anchor, text, m):
                continue
            lo, hi = sentence_around(text, m.start(), m.end())
            for others, unless in ways:
                if unless is not None and unless.search(text, lo, hi):
                    continue
                if all(other.search(text, lo, hi) for other in others):
                    return True
        return False


__all__ = ["Parts", "Rule", "SentenceRules", "any_of", "sentence_around"]
