"""How the read gate cuts a long text before its rules run: encoded blobs blanked, then
overlapping segments, each folded once (the model reads the segments' folds joined)."""

from __future__ import annotations

import functools
import itertools
import re
from typing import NamedTuple

from memlane.core.text_normalize import fold

# A run of hundreds of base64 or hex characters (an inlined image, a key blob, minified data)
# holds no words, yet short anchors ("nc", "iex", "sh") occur in it by chance and wake rules up
# all over it. Its head stays (a secret-named query value is still judged); the rest is blanked.
_BLOB = re.compile(r"[A-Za-z0-9+/=_\-]{256,}")
_BLOB_HEAD = 64


def _blank_blob(m: re.Match[str]) -> str:
    run = m.group(0)
    if not any(c.isdigit() for c in run):  # letters only: spaceless words, not an encoding
        return run
    return run[:_BLOB_HEAD] + " " * (len(run) - _BLOB_HEAD)


def without_blobs(text: str) -> str:
    if len(text) < 256 or not may_hold_run(text, 256):
        return text
    return _BLOB.sub(_blank_blob, text)


# A pattern tried at every character of a long text costs more than splitting it into tokens
# (C loops): the longest token says when no run of a class without spaces can be long enough.
_TOKENS_FIRST = 1024


def may_hold_run(text: str, length: int) -> bool:
    """False when ``text`` cannot hold ``length`` non-space characters in a row (told by its
    tokens, for a long text); True otherwise."""
    return len(text) <= _TOKENS_FIRST or _longest_token(text) >= length


def long_tokens(text: str, length: int) -> frozenset[str] | None:
    """The distinct whitespace-separated tokens of ``text`` at least ``length`` characters long
    (every run of non-space characters that long lies in one of them); None for a text of
    _TOKENS_FIRST characters or fewer, which is not split."""
    if len(text) <= _TOKENS_FIRST:
        return None
    tokens = _tokens(text)
    return frozenset(itertools.compress(tokens, map(length.__le__, map(len, tokens))))


@functools.lru_cache(maxsize=4)
def _longest_token(text: str) -> int:
    # remembered for the last few texts: a scan asks about one body more than once
    return max(map(len, _tokens(text)), default=0)


@functools.lru_cache(maxsize=1)
def _tokens(text: str) -> list[str]:
    # the last text's tokens: asked for its longest, then for its long ones
    return text.split()


# Long bodies are scanned in overlapping segments: every rule is local (a sentence, a command
# line), and a segment without emoji or other wide characters stays on Python's fast path.
SEGMENT = 32000
OVERLAP = 400


def _pieces(text: str) -> list[tuple[int, int]]:
    """Consecutive spans of at most SEGMENT characters, cut before a newline where one is near
    (fold works line by line, so folding the pieces one by one folds the whole text)."""
    if len(text) <= SEGMENT + OVERLAP:
        return [(0, len(text))]
    out = []
    start = 0
    while start < len(text):
        end = min(len(text), start + SEGMENT)
        if end < len(text):
            cut = text.rfind("\n", start + SEGMENT // 2, end)
            end = cut if cut > 0 else end
        out.append((start, end))
        start = end
    return out


class Segment(NamedTuple):
    raw: str
    folded: str  # fold(raw)
    core: str  # the fold of the piece alone, without the lead-in from the piece before


def long_text_segments(text: str) -> list[Segment]:
    """Each piece with the OVERLAP characters before it, so a sentence cut by a piece boundary
    is whole in one segment; the cores joined are the fold of the whole text."""
    out = []
    for start, end in _pieces(text):
        lead, core = fold(text[max(0, start - OVERLAP) : start]), fold(text[start:end])
        out.append(Segment(text[max(0, start - OVERLAP) : end], lead + core, core))
    return out


__all__ = [
    "OVERLAP",
    "SEGMENT",
    "Segment",
    "long_text_segments",
    "long_tokens",
    "may_hold_run",
    "without_blobs",
]
