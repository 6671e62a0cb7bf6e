"""Once enough ASCII text has been passed, an ASCII text is passed with the automaton of the
ASCII needles only (no other needle can occur in it): the places found are those the full
automaton finds, and those a substring search per needle finds."""

from __future__ import annotations

import ahocorasick
from hypothesis import given, settings
from hypothesis import strategies as st

import memlane.core.prompt_injection  # noqa: F401  (registers the read gate's needles)
from memlane.core import needle_automaton
from memlane.core.needle_automaton import ASCII_AFTER, build_automaton, for_ascii, presence
from memlane.core.scan_memo import find_all
from memlane.core.whole_pass import read_whole

_RULE_NEEDLES = sorted(needle_automaton._REGISTERED)[::23]  # a spread of the rules' own
_OTHERS = ["ai", "é", "über", "指令", "ignore", "system", "the ", "--", "зап", "naïve", "ﬁ"]
_NEEDLES = sorted({*_RULE_NEEDLES, *_OTHERS})
_WORDS = [*_NEEDLES, "x", " ", ".", "\n", "prev", "ious", "e", "u"]


def _plain(text: str, words: list[str]) -> dict[str, list[int]]:
    return {w: find_all(text, w) for w in words if w in text}


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=80), st.booleans())
def test_a_pass_finds_every_place_of_every_needle(words: list[str], spaced: bool) -> None:
    text = (" " if spaced else "").join(words)
    full = build_automaton(set(_NEEDLES))
    found = presence(text, full)
    assert found == _plain(text, _NEEDLES)
    ascii_only = for_ascii(full, ASCII_AFTER)
    if text.isascii():
        assert presence(text, ascii_only) == found
    assert set(found) <= set(_NEEDLES)


def test_the_ascii_automaton_holds_the_ascii_needles_and_is_kept() -> None:
    full = build_automaton(set(_NEEDLES))
    assert for_ascii(full, ASCII_AFTER // 2) is full  # a few memories: not built yet
    ascii_only = for_ascii(full, ASCII_AFTER // 2)  # that much text passed: built now
    assert ascii_only is not full
    assert {w for w, _ in ascii_only.items()} == {n for n in _NEEDLES if n.isascii()}
    assert for_ascii(full, 1) is ascii_only  # made once per automaton
    plain = build_automaton({"deploy", "cache"})
    assert for_ascii(plain, ASCII_AFTER) is plain  # nothing to leave out
    assert for_ascii(build_automaton({"指令"}), ASCII_AFTER).kind == ahocorasick.EMPTY
    assert presence("deploy the cache", build_automaton({"指令"})) == {}


def test_a_non_ascii_text_is_passed_with_every_needle() -> None:
    full = build_automaton({"über", "ignore", "指令"})
    assert presence("ignore über 指令", full) == {"ignore": [0], "über": [7], "指令": [12]}


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=60))
def test_a_short_text_read_whole_holds_what_substring_tests_find(words: list[str]) -> None:
    text = " ".join(words)
    known, found = read_whole(text)
    assert found == {n for n in known if n in text}
