"""A long text's whole words told by the needle places (scan_words.has_word): its vocabulary's."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core import gated_search
from memlane.core.gated_search import has_word, positions, shared_lookups

_WORD = re.compile(r"[^\W_]+")
# words a rule asks about, and look-alikes around them: inside a longer word ("email",
# "ncat" in "syncat"), after an underscore or a digit, beside punctuation, in other scripts
_PARTS = ["ai", "AI", "email", "_ai", "ai_", "ai2", "2ai", "(ai)", "ai.", "nc", "sync",
          "ncat", "netcat", "é", "aï", "ai中", "中", "١", "ⅷ", " ", "\n", "-", "'", '"',
          "x" * 40]  # fmt: skip
_ASKED = ["ai", "nc", "ncat", "netcat", "email", "ai2", "a-i", "", "中", "ⅷ", "aï"]


def _vocabulary_says(words: frozenset[str], text: str) -> bool:
    return not frozenset(_WORD.findall(text)).isdisjoint(words)


@settings(max_examples=300, deadline=None)
@given(
    parts=st.lists(st.sampled_from(_PARTS), max_size=200),
    words=st.frozensets(st.sampled_from(_ASKED), max_size=4),
    asked_first=st.booleans(),
)
def test_a_long_texts_whole_words_are_its_vocabularys(
    parts: list[str], words: frozenset[str], asked_first: bool
) -> None:
    text = "".join(parts) + " filler" * 200  # long: the scan's memo answers
    gated_search.register(("ai", "nc", "email"))  # some of the words known to the automaton
    with shared_lookups("test"):
        if asked_first:  # a word's places already asked by a rule
            positions(text, "ai")
        assert has_word(words, text) == _vocabulary_says(words, text)
        # the vocabulary, once built, answers the same
        gated_search.vocabulary(text)
        assert has_word(words, text) == _vocabulary_says(words, text)
    assert has_word(words, text) == _vocabulary_says(words, text)  # outside a scan


@settings(max_examples=100, deadline=None)
@given(parts=st.lists(st.sampled_from(_PARTS), max_size=200))
def test_a_text_read_through_its_lower_case_tells_the_same(parts: list[str]) -> None:
    text = "".join(parts).upper() + " Filler" * 200  # capitals: read through its lower case
    words = frozenset({"AI", "ai", "NC", "EMAIL"})
    with shared_lookups("test"):
        assert has_word(words, text) == _vocabulary_says(words, text)


def test_a_word_character_is_a_letter_or_digit_as_isalnum_says() -> None:
    # what has_word reads beside a place is what the vocabulary's pattern calls a word's
    # character, for every code point
    word = re.compile(r"[^\W_]")
    assert all((word.match(chr(c)) is not None) == chr(c).isalnum() for c in range(0x110000))
