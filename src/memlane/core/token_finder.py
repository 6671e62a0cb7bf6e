"""Where a packet's excerpt window starts: the first whole-word occurrence of a query token.

The answer is defined by one regular expression per query: the tokens as an alternation,
not preceded or followed by an ASCII letter or digit, case ignored. Compiling it was ~0.4 ms
of every recall (each prompt is a new alternation, so ``re``'s cache never hits), and most
bodies are short enough to need no window at all. In an ASCII text with ASCII alphanumeric
tokens (what ``injection_scorer.relevance_tokens`` gives) that occurrence is found with
``str.find`` on the lowered text instead; any other text or token compiles the expression,
once, because case-insensitive matching also folds non-ASCII letters (the Kelvin sign is a
``k``). tests/test_token_finder.py compares the two on random texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence


def token_pattern(tokens: Sequence[str]) -> re.Pattern[str] | None:
    """The defining expression: any of ``tokens`` as a whole word, case ignored."""
    words = sorted({t for t in tokens if t}, key=lambda t: (-len(t), t))
    if not words:
        return None
    alternation = "|".join(re.escape(w) for w in words)
    return re.compile(rf"(?<![A-Za-z0-9])(?:{alternation})(?![A-Za-z0-9])", re.IGNORECASE)


class TokenFinder:
    """The start of the first whole-word occurrence of any of ``tokens`` in a text, or None.

    Answers are kept per text: a packet tries several excerpt widths on the same body."""

    def __init__(self, tokens: Sequence[str]) -> None:
        self._tokens = tuple(tokens)
        self._words = tuple(dict.fromkeys(t.lower() for t in tokens if t))
        # str.find on lowered text agrees with the expression only for such words.
        self._plain = all(w.isascii() and w.isalnum() for w in self._words)
        self._pattern: re.Pattern[str] | None = None
        self._compiled = False
        self._found: dict[str, int | None] = {}

    def first(self, text: str) -> int | None:
        if text in self._found:
            return self._found[text]
        if not self._words:
            found = None
        elif self._plain and text.isascii():
            found = self._first_ascii(text.lower())
        else:
            found = self._first_matched(text)
        self._found[text] = found
        return found

    def _first_ascii(self, lowered: str) -> int | None:
        best: int | None = None
        size = len(lowered)
        for word in self._words:
            start = lowered.find(word)
            while start != -1 and (best is None or start < best):
                end = start + len(word)
                if (start == 0 or not lowered[start - 1].isalnum()) and (
                    end == size or not lowered[end].isalnum()
                ):
                    best = start
                    break
                start = lowered.find(word, start + 1)
        return best

    def _first_matched(self, text: str) -> int | None:
        if not self._compiled:
            self._pattern = token_pattern(self._tokens)
            self._compiled = True
        hit = self._pattern.search(text) if self._pattern is not None else None
        return hit.start() if hit is not None else None
