"""Cutting text for a budget without breaking it: token estimates (ceil(UTF-8 bytes / 4)),
cuts that never split a grapheme cluster (combining marks, ZWJ sequences, regional-indicator
pairs, surrogates), one-line and capped forms, and excerpts centred on a query's tokens."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from memlane.core.token_finder import TokenFinder

# How far a window edge may move to land on a space instead of mid-word.
_WORD_SNAP = 16
ELLIPSIS = "…"

_ZWJ = "\u200d"
_SURROGATES = re.compile("[\ud800-\udfff]")


def estimate_tokens(s: str) -> int:
    """ceil(UTF-8 bytes / 4): the one token estimate every budgeted output is measured with."""
    return -(-len(s.encode("utf-8", "surrogatepass")) // 4)


def _extends_previous(ch: str) -> bool:
    """True for characters that never start a grapheme cluster (marks, joiners, modifiers)."""
    cp = ord(ch)
    return (
        unicodedata.category(ch) in ("Mn", "Me", "Mc")
        or ch == _ZWJ
        or 0xFE00 <= cp <= 0xFE0F  # variation selectors
        or 0x1F3FB <= cp <= 0x1F3FF  # emoji skin-tone modifiers
        or 0xE0020 <= cp <= 0xE007F  # emoji tag sequences (subdivision flags)
        or 0xE0100 <= cp <= 0xE01EF  # variation selectors supplement
        or 0x1160 <= cp <= 0x11FF  # conjoining Hangul vowels and finals
    )


def _is_regional_indicator(ch: str) -> bool:
    return 0x1F1E6 <= ord(ch) <= 0x1F1FF


def is_cluster_boundary(text: str, i: int) -> bool:
    """Whether cutting ``text`` at index ``i`` keeps every user-perceived character whole.

    An approximation of UAX #29 that covers what budget cuts meet in practice: combining
    marks, ZWJ emoji sequences, skin tones, variation selectors and flag pairs.
    """
    if i <= 0 or i >= len(text):
        return True
    ch, prev = text[i], text[i - 1]
    if _extends_previous(ch) or prev == _ZWJ:
        return False
    if _is_regional_indicator(ch) and _is_regional_indicator(prev):
        k = i - 1
        while k >= 0 and _is_regional_indicator(text[k]):
            k -= 1
        return (i - 1 - k) % 2 == 0  # an even run before i means i starts a new flag
    return True


def safe_cut(text: str, limit: int) -> str:
    """The longest prefix of at most ``limit`` characters that splits no grapheme cluster."""
    if limit >= len(text):
        return text
    i = max(0, limit)
    while i > 0 and not is_cluster_boundary(text, i):
        i -= 1
    return text[:i]


def clean_text(text: str) -> str:
    """Replace lone surrogates (e.g. from JSON ``\\ud800``) so the output encodes as UTF-8."""
    if not _SURROGATES.search(text):
        return text
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


def one_line(text: str) -> str:
    return " ".join(clean_text(text).split())


def cap_text(text: str, limit: int) -> str:
    """``text`` if it fits in ``limit`` characters, else a safe cut ending with "…" (counted)."""
    if len(text) <= limit:
        return text
    if limit <= 0:
        return ""
    return safe_cut(text, limit - 1).rstrip() + ELLIPSIS


def excerpt_around(body: str, query_tokens: Sequence[str], width: int) -> tuple[str, bool]:
    """A whitespace-collapsed window of at most ``width`` characters around the first hit.

    The window starts a quarter-width before the first whole-word occurrence of any query
    token (case-insensitive), or at the start when none occurs. A cut at the front is marked
    with a leading "…" (counted in ``width``); the flag says whether anything was cut, so the
    caller can point at the full record. Cuts never split a grapheme cluster.
    """
    return excerpt_window(one_line(body), TokenFinder(query_tokens), width)


def excerpt_window(collapsed: str, finder: TokenFinder, width: int) -> tuple[str, bool]:
    """A window of at most ``width`` characters of one-line ``collapsed`` around the first of
    ``finder``'s tokens, and whether it was cut."""
    size = len(collapsed)
    if size <= width:
        return collapsed, False
    if width <= 1:
        return "", True
    hit = finder.first(collapsed)
    pos = hit if hit is not None else 0
    start = max(0, pos - width // 4)
    end = min(size, start + (width - 1 if start > 0 else width))
    if end == size:
        start = size - (width - 1)
    if start > 0:
        space = collapsed.find(" ", start, min(end, start + _WORD_SNAP))
        if space != -1:
            start = space + 1
        while start < end and not is_cluster_boundary(collapsed, start):
            start += 1
    if end < size:
        space = collapsed.rfind(" ", max(start, end - _WORD_SNAP), end)
        if space > start:
            end = space
        while end > start and not is_cluster_boundary(collapsed, end):
            end -= 1
    text = collapsed[start:end].strip()
    if start > 0:
        text = ELLIPSIS + text
    return text, start > 0 or end < size
