"""A short text's needle tests answered from one pass of every registered needle give what plain
substring tests give: the rules' own needles, needles of one character, needles never
registered, and needles registered after the pass was built. Only a scan that reads texts whole
(the read gate's) takes the pass: the write gate's few dozen tests per memory cost less alone."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import memlane.core.prompt_injection  # noqa: F401  (registers the read gate's needles)
from memlane.core import needle_automaton, whole_pass
from memlane.core.gated_search import SHORT, Needles, needles, occurring, present
from memlane.core.scan_memo import shared_lookups
from memlane.core.whole_pass import present_whole

_RULE_NEEDLES = sorted(needle_automaton._REGISTERED)[::37]  # a spread of the rules' own
_OTHERS = ["a", "é", "ü", " ", "zqxv", "Ignore", "SYSTEM", "não", "指令", "the user", "his "]
_WORDS = [*_RULE_NEEDLES, *_OTHERS, "x", ".", "\n", "ignore", "system", "prev", "ious"]
NEEDLE = st.sampled_from([*_RULE_NEEDLES, *_OTHERS])
GROUPS = st.lists(st.lists(NEEDLE, min_size=1, max_size=6), min_size=1, max_size=3)


def _plain(groups: Needles, text: str) -> bool:
    return all(any(n in text for n in group) for group in groups)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=60), GROUPS, st.booleans())
def test_the_shared_pass_answers_as_substring_tests(
    words: list[str], groups: list[list[str]], spaced: bool
) -> None:
    text = (" " if spaced else "").join(words)[:SHORT]
    held = tuple(tuple(group) for group in groups)
    assert present_whole(held, text) is _plain(held, text)
    with shared_lookups("read", whole=True):
        assert present(held, text) is _plain(held, text)


def test_a_needle_registered_after_the_pass_was_built_is_found() -> None:
    text = "a note on the qwzzyx setting"
    with shared_lookups("read", whole=True):
        assert present((("deploy",),), text) is False  # the pass is built and this text read
        fresh = needles("qwzzyx")  # registered now: tested with `in` against the text read before
        assert present(fresh, text) is True
        assert fresh[0][0] in needle_automaton.registered_automaton()[1]  # rebuilt with it
        assert present(fresh, text + ".") is True  # a new text: read with the rebuilt pass
        assert present(needles("qwzzyy"), text) is False


def test_word_start_needles_are_plain_substrings_in_a_short_text() -> None:
    groups = needles(r"\bhis_")
    with shared_lookups("read", whole=True):
        assert present(groups, "send this file") is True  # as `in` tells: windows tell more
        assert present(groups, "send that file") is False


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=60), st.lists(NEEDLE, max_size=30))
def test_a_short_texts_candidates_are_those_it_holds(words: list[str], picked: list[str]) -> None:
    text = " ".join(words)[:SHORT]
    registered = tuple(n for n in picked if n in needle_automaton.registered_automaton()[1])
    with shared_lookups("read", whole=True):
        for candidates in (tuple(picked), registered, (*registered, *_OTHERS)):
            assert occurring(text, candidates) == [c for c in candidates if c in text]


def test_only_a_scan_that_reads_texts_whole_takes_the_pass() -> None:
    text = "deploy notes for the write gate, 7781"
    for scan in (shared_lookups("write"), shared_lookups()):
        with scan:
            assert present((("deploy",),), text) is True
        assert text not in whole_pass._WHOLE_FOUND
    assert present((("deploy",),), text) is True  # outside any scan
    assert text not in whole_pass._WHOLE_FOUND
    with shared_lookups("read", whole=True):
        assert present((("deploy",),), text) is True
    assert text in whole_pass._WHOLE_FOUND


def test_needles_built_per_call_are_split_once_by_value() -> None:
    """A rule that wraps its tuple per call ("(anchors,)": the write gate's token rules, asked
    about every URL query the read gate judges) reuses the split made for an equal tuple, and
    a split made before a needle was registered is made again."""
    anchors = ("deploy", "zz")
    text = "deploy notes, zz top"
    assert present_whole((anchors,), text) is True
    again = (tuple(anchors),)
    assert present_whole(again, text) is True
    assert whole_pass._WHOLE_SPLITS[id(again)][2] is whole_pass._BY_VALUE[again][1]
    fresh = ("qwzzyq",)
    assert present_whole((fresh,), text) is False
    needles("qwzzyq")  # registered now: the split kept by value was made without it
    assert present_whole((("qwzzyq",),), text + " qwzzyq") is True
    assert present_whole((("qwzzyq",),), text) is False


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(_WORDS), max_size=60),
    st.lists(GROUPS, min_size=1, max_size=8),
    st.booleans(),
)
def test_a_rule_loop_tries_the_rules_whose_needles_a_memory_holds(
    words: list[str], rules: list[list[list[str]]], whole: bool
) -> None:
    """held_whole (one pass's answer for a loop over rules: core/injection_phrases, the
    exfiltration, abuse, aside and agent-act loops) keeps, in order, the rules whose every
    group has a needle in the text; outside a scan that reads the text whole, or for a long
    text, every rule."""
    text = " ".join(words)[:SHORT]
    held = tuple((tuple(tuple(group) for group in groups), i) for i, groups in enumerate(rules))
    with shared_lookups("read", whole=whole):
        kept = list(whole_pass.held_whole(held, text))
        assert kept == ([r for r in held if _plain(r[0], text)] if whole else list(held))
        assert list(whole_pass.held_whole(held, text + " " * (SHORT + 1))) == list(held)


def test_a_rule_with_a_one_character_unregistered_or_no_needle_is_tried() -> None:
    rules = ((((".",),), 0), ((("qzqzqz-unregistered",),), 1), ((("deploy",), ("zz",)), 2))
    with shared_lookups("read", whole=True):
        assert whole_pass.held_whole(rules, "nothing here") == ()
        assert whole_pass.held_whole(rules, "one sentence.") == [rules[0]]  # "." holds
        assert whole_pass.held_whole(rules, "a qzqzqz-unregistered word") == [rules[1]]
        assert whole_pass.held_whole(rules, "deploy, no second needle") == []
        assert whole_pass.held_whole(rules, "deploy zz.") == [rules[0], rules[2]]
        no_needles = (((), 0),)  # no groups: always present, as present_whole says
        assert whole_pass.held_whole(no_needles, "nothing here") == [no_needles[0]]
