"""Drawn letters or written words: whether a value made only of letters is a generated token
that happens to hold no digit (about 1 in 750 of 40 random letters and digits) or a name
people wrote (camelCase, a constant, words run together).

English letter pairs are the cue: of the 676 pairs of letters, 441 occur in the English words
the package ships (the BIP-39 list and the thesaurus, with their inflections: -s, -ed, -ing,
…); a random draw lands on one of the other 235 ("qz", "xk", "vw") about one pair in three,
while a name made of words lands there only at an acronym or a brand ("Json", "Wp"). Pairs
are read inside each camelCase part, lower-cased, so a part's boundary ("...TokenXml") is
not counted. A value needs enough pairs to be judged: sixteen letters or more.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from functools import cache
from importlib import resources

WORD_PART = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")  # camelCase / ACRONYM / digits
_WORD_FILES = ("bip39_english.txt", "dev_thesaurus.txt")
_INFLECTIONS = ("", "s", "ed", "ing", "er", "ly", "able", "ment", "ness", "ful")
_LETTERS = re.compile(r"[A-Za-z]+")
_MIN_LETTERS = 16
# A generated draw: at least this many pairs outside English, and this share of its pairs
# (random letters: about 0.35 of pairs; names written by people in site-packages: see the
# round 43 note in tests/test_safety_fresh_round43.py)
_MIN_FOREIGN = 3
_MIN_SHARE = 0.2


@cache
def english_pairs() -> frozenset[str]:
    """The letter pairs of the shipped English words and their inflections."""
    words: set[str] = set()
    for name in _WORD_FILES:
        text = resources.files("memlane.core").joinpath("data", name).read_text(encoding="utf-8")
        lines = (line for line in text.lower().splitlines() if not line.startswith("#"))
        words.update(w for line in lines for w in _LETTERS.findall(line))
    return frozenset(
        a + b for word in words for suffix in _INFLECTIONS for a, b in _pairs(word + suffix)
    )


def _pairs(word: str) -> Iterator[tuple[str, str]]:
    return itertools.pairwise(word)


def drawn_letters(value: str) -> bool:
    """Whether ``value`` (ASCII letters only) reads as drawn at random, not written."""
    if len(value) < _MIN_LETTERS or not value.isascii() or not value.isalpha():
        return False
    english = english_pairs()
    total = foreign = 0
    for part in WORD_PART.findall(value):
        low = part.lower()
        for a, b in _pairs(low):
            total += 1
            foreign += a + b not in english
    return foreign >= _MIN_FOREIGN and foreign >= _MIN_SHARE * total


def written_words(value: str) -> bool:
    """Whether the letters of ``value`` (16 or more, between any punctuation) read as words
    run together, not drawn: Unleash's documented `*:*.unleash-insecure-api-token`."""
    letters = "".join(_LETTERS.findall(value))
    return len(letters) >= _MIN_LETTERS and not drawn_letters(letters)


# A Google app password as Google shows it: four groups of four lower-case letters
_GROUPED = re.compile(r"[a-z]{4}(?: [a-z]{4}){3}")


def grouped_letters(value: str) -> bool:
    """An app password shown in groups of four letters ("abcd efgh ijkl mnop"), drawn."""
    return _GROUPED.fullmatch(value) is not None and drawn_letters(value.replace(" ", ""))


__all__ = ["WORD_PART", "drawn_letters", "english_pairs", "grouped_letters", "written_words"]
