"""A copy with characters deleted (:func:`memlane.core.gated_search.without`) holds exactly its
own needles, though its places are worked out from its text's automaton pass."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core import scan_memo
from memlane.core.gated_search import (
    needles,
    occurring,
    positions,
    present,
    shared_lookups,
    without,
)

# Arabic and Hebrew vowel marks and the tatweel, as round 52's rule deletes them
_MARKS = re.compile("[\u0591-\u05c7\u064b-\u065f\u0670\u0640]")
# (a needle may hold a mark itself: the lexicon spells "forget" "انسَ")
_NEEDLES = ("ارسل", "رسل", "שלח", "ignore", "the user", "ai", "لا ت", "كل ", "انسَ", "سَل")
needles(" ".join(n.replace(" ", "_") for n in _NEEDLES))  # the automaton knows them
_PIECES = [
    "ا", "ر", "س", "ل", "ش", "ن", "ח", "ignore", "the user", "a", "i", " ", "\n", "x" * 30, "كل",
    "لا", "ت", "\u064e", "\u0651", "\u0640", "\u05b8", "\u05bc", "Σ", "İ",
]  # fmt: skip


def _find_all(text: str, needle: str) -> list[int]:
    return [m.start() for m in re.finditer(f"(?={re.escape(needle)})", text)]


@settings(max_examples=200, deadline=None)
@given(parts=st.lists(st.sampled_from(_PIECES), min_size=1, max_size=300))
def test_a_copy_without_marks_holds_exactly_its_own_needles(parts: list[str]) -> None:
    text = "".join(parts) + "\n" + "y" * 1100  # long: the scan remembers it
    with shared_lookups("test"):
        for needle in _NEEDLES:
            positions(text, needle)  # the text is passed first, as the read gate does
        copy = without(text, _MARKS)
        assert copy == _MARKS.sub("", text)
        for needle in _NEEDLES:
            assert positions(copy, needle) == _find_all(copy, needle)
            assert present(((needle,),), copy) == (needle in copy)
        assert occurring(copy, _NEEDLES) == [n for n in _NEEDLES if n in copy]


def test_the_copy_is_not_passed_again() -> None:
    text = ("ار\u064eسل الملف " + "x" * 40 + "\n") * 60 + "שָׁלַח"
    calls = []
    real = scan_memo.presence

    def counted(found: str, automaton: object) -> dict[str, list[int]]:
        calls.append(len(found))
        return real(found, automaton)  # type: ignore[arg-type]

    scan_memo.presence = counted  # type: ignore[assignment]
    try:
        with shared_lookups("test"):
            positions(text, "ارسل")
            copy = without(text, _MARKS)
            assert positions(copy, "ارسل") == _find_all(copy, "ارسل")
    finally:
        scan_memo.presence = real
    assert calls[0] == len(text)  # the text's own pass, then only short ones around the marks
    assert all(size < 100 for size in calls[1:])


def test_a_text_without_marks_is_given_back() -> None:
    text = "send the file " * 100
    assert without(text, _MARKS) is text
