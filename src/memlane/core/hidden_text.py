"""Whether a text hides or disguises words from its reader: the read gate's unicode obfuscation.

Bidi overrides, invisible characters inside words, look-alike letters mixed into a Latin word,
Unicode tag characters and styled letters. The normal forms the detectors read are made in
:mod:`memlane.core.text_normalize`; this module only asks whether the raw text needed them.
"""

from __future__ import annotations

import re

from memlane.core.text_normalize import BIDI, INVISIBLE

# Characters that hide or disguise text from a reader: what the read gate calls unicode
# obfuscation.

_LATIN = r"A-Za-z\u00c0-\u024f"
_GREEK_LOOKALIKE = "αοιεκνρτυχΑΒΕΖΗΙΚΜΝΟΡΤΥΧօսոհցզ"
# Any character one of the patterns below needs: most non-Latin text has none of them.
_SUSPICIOUS = re.compile(
    f"[{BIDI[:9]}{INVISIBLE[:-3]}\u034f\ufe00-\ufe0f\U000e0000-\U000e01ef"
    "\U0001d400-\U0001d7ff\uff21-\uff5a]"
)
# (a backslash escape before a Cyrillic word is not a mixed word: echo -e "Столбец 1\tСтолбец")
_MIXED_SCRIPT = re.compile(  # from the rarer side, as _MIXED_PAIR
    f"[\u0400-\u04ff{_GREEK_LOOKALIKE}](?:(?<=[A-Za-z].)(?<!\\\\[A-Za-z].)|(?=[A-Za-z]))"
)
_SELECTORS = "\ufe00-\ufe0f\U000e0100-\U000e01ef"
_HIDDEN = f"{INVISIBLE[:-3]}\u034f"
# Only searched, never matched for a span: each is written to start with its rare character, so
# the engine skips to those (one that starts with a look-behind, a repeat or [A-Za-z] is tried
# at every position or every letter). Each with the class of its first character.
_UNICODE_FIRST = [
    (f"[{BIDI[:9]}]", ""),
    # Zero-width characters between two letters split a word to dodge filters ("ig\u200bnore").
    # Between emoji (ZWJ sequences) or in Indic/Arabic script (ZWNJ/ZWJ shaping) they pass.
    (f"[{_HIDDEN}]", f"(?<=[{_LATIN}\u0400-\u04ff].)[{_HIDDEN}]*(?=[{_LATIN}\u0400-\u04ff])"),
    (f"[{INVISIBLE[:-3]}]", f"[{INVISIBLE[:-3]}]{{2,}}"),  # three or more
    (f"[{_SELECTORS}]", f"[{_SELECTORS}]"),  # two or more
    # A variation selector after an ASCII letter or digit decorates nothing: a hidden marker.
    (f"[{_SELECTORS}]", "(?<=[A-Za-z].)"),
]
_UNICODE = [re.compile(first + rest) for first, rest in _UNICODE_FIRST]
_FLAG_TAGS = re.compile("\U0001f3f4[\U000e0020-\U000e007e]{1,8}\U000e007f")
_TAG_CHAR = re.compile("[\U000e0000-\U000e007f]")


# Which pattern may match is told by the suspicious characters a text holds, found in one
# pass: each was a pass of its own over a text with any (an emoji's variation selector is one),
# ~1 ms per 32 KB of emoji-bearing text each. (tests/test_gated_pass_skips.py: every character
# each first class holds is among those enumerated here.)
_POINTS = (*map(ord, f"{BIDI[:9]}{_HIDDEN}"), *range(0xFE00, 0xFE10), *range(0xE0000, 0xE01F0))
_UNICODE_LED = [
    (frozenset(filter(re.compile(first).fullmatch, map(chr, _POINTS))), pattern)
    for (first, _), pattern in zip(_UNICODE_FIRST, _UNICODE, strict=True)
]
_TAG_FIRST = frozenset(map(chr, range(0xE0000, 0xE0080)))


def hides_text(text: str) -> bool:
    """Whether ``text`` uses characters to hide or disguise words: bidi overrides, invisibles
    inside words, look-alike letters mixed into a Latin word, tag characters, styled letters."""
    if text.isascii():
        return False
    # Latin letters mixed inside one word with Cyrillic ones or with the Greek and Armenian
    # letters that look Latin (units such as "μs" and "Δt" are ordinary).
    if _MIXED_SCRIPT.search(text):
        return True
    held = set(_SUSPICIOUS.findall(text))
    if not held:
        return False
    if any(not held.isdisjoint(first) and p.search(text) for first, p in _UNICODE_LED):
        return True
    # Unicode tag characters smuggle invisible ASCII; subdivision flags (🏴 + tags) are emoji.
    return not held.isdisjoint(_TAG_FIRST) and bool(_TAG_CHAR.search(_FLAG_TAGS.sub("", text)))


__all__ = ["hides_text"]
