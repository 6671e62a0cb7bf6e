"""In a scan that does not read short texts whole (the write gate's), a short text's needle tests
look each needle's first three characters up in the text's three-character substrings before
searching for it: the answers are those of plain substring tests, for needles of one, two and
three characters, a needle that ends the text or is the whole text, wide characters (an
ellipsis, CJK), an anchor that must start a word (a WordStart), and groups built per call."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core.gated_search import Needles, present
from memlane.core.scan_memo import shared_lookups, short_trigrams
from memlane.core.scan_windows import WordStart

_NEEDLES = [
    "a", "é", "…", " ", "pw", "id", "key", "token", "password", "secret=", "指令", "ab", "abc",
    "passwd", "p", "api_key", "\n", "x…", "…y", WordStart("his "), "his ", "zz",
]  # fmt: skip
_WORDS = ["a", "b", "c", "ab", "abc", "key", "pass", "word", "…", "指", "令", " ", "\n", "his", "t"]
GROUPS = st.lists(
    st.lists(st.sampled_from(_NEEDLES), min_size=1, max_size=6), min_size=1, max_size=3
)


def _plain(groups: Needles, text: str) -> bool:
    return all(any(n in text for n in group) for group in groups)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=40), GROUPS)
def test_trigram_lookups_answer_as_substring_tests(
    words: list[str], groups: list[list[str]]
) -> None:
    text = "".join(words)
    as_tuples: Needles = tuple(tuple(g) for g in groups)
    with shared_lookups("write"):
        assert short_trigrams(text) is not None
        assert present(as_tuples, text) == _plain(as_tuples, text)


def test_a_needle_at_the_end_or_the_whole_text_is_found() -> None:
    with shared_lookups("write"):
        for text in ("key", "the key", "ke", "k", "a…", "…"):
            needle = text[-3:]
            assert present(((needle,),), text)
            assert present(((text,),), text)
            assert not present((("keys",),), text)


def test_outside_a_scan_or_in_a_whole_reading_scan_no_trigrams_are_made() -> None:
    assert short_trigrams("some text") is None
    with shared_lookups("read", whole=True):
        assert short_trigrams("some text") is None
    with shared_lookups("write"):
        assert short_trigrams("x" * 2000) is None  # a long text has its memo instead
