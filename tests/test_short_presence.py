"""A rule's needle groups that scans ask about again and again are answered, for a short text in
a scan that reads short texts rule by rule (the write gate's), from one automaton pass over every
routed group's needles (core/short_presence.py): the answers are those of plain substring tests,
for needles of one, two and three characters, "" (in every text), an empty alternative (in
none), no alternatives at all, overlapping needles, wide characters, a WordStart, and groups
whose outer tuple is built per call; groups that could change (lists), groups asked in one
scan only and groups routed after a text was read are left to the caller's own path."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core import short_presence
from memlane.core.gated_search import Needles, find_near, present
from memlane.core.scan_memo import shared_lookups
from memlane.core.scan_windows import WordStart
from memlane.core.short_presence import answer, ask

_NEEDLES = [
    "a", "é", "…", " ", "pw", "id", "key", "token", "password", "secret=", "指令", "ab", "abc",
    "passwd", "p", "api_key", "\n", "x…", "…y", WordStart("his "), "his ", "zz", "aa", "aaa", "",
]  # fmt: skip
_WORDS = ["a", "b", "c", "ab", "abc", "key", "pass", "word", "…", "指", "令", " ", "\n", "his", "t"]
GROUPS = st.lists(
    st.lists(st.sampled_from(_NEEDLES), min_size=0, max_size=6), min_size=0, max_size=3
)


def _plain(groups: Needles, text: str) -> bool:
    return all(any(n in text for n in group) for group in groups)


def _route(groups: Needles) -> None:
    """Asked in two scans: routed, and in the table the next text is read with."""
    for _ in range(2):
        with shared_lookups("write"):
            ask(groups, "route")
    _rebuild()


def _rebuild() -> None:
    short_presence._TABLE = short_presence._Table(list(short_presence._ROUTED))
    short_presence._reads = 0  # (texts the privacy tests read count toward the next build)


def test_routed_groups_wait_for_a_rebuild_and_are_answered_meanwhile() -> None:
    _route((("waiting-base",),))  # a table built: the next waits for enough groups
    waiting = [((f"waiting-{i}",),) for i in range(short_presence.REBUILD_AT)]
    with shared_lookups("write"):
        for groups in waiting:
            ask(groups, "x")
    with shared_lookups("write"):
        for groups in waiting[:-1]:
            ask(groups, "x")
        assert answer(waiting[0], "waiting-0") is None  # too few waiting: not rebuilt yet
        assert present(waiting[0], "waiting-0") is True  # the caller's path answers
    with shared_lookups("write"):
        ask(waiting[-1], "x")
        assert answer(waiting[0], "waiting-0 again") is True  # enough: rebuilt
        assert answer(waiting[-1], "waiting-0 again") is False


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.sampled_from(_WORDS), max_size=40), min_size=1, max_size=4), GROUPS)
def test_routed_groups_answer_as_substring_tests(
    texts: list[list[str]], groups: list[list[str]]
) -> None:
    as_tuples: Needles = tuple(tuple(g) for g in groups)
    _route(as_tuples)
    with shared_lookups("write"):
        for words in texts:
            text = "".join(words)
            assert answer(as_tuples, text) == _plain(as_tuples, text)
            assert present(as_tuples, text) == _plain(as_tuples, text)


def test_written_cases() -> None:
    cases: list[tuple[Needles, str, bool]] = [
        ((("key",),), "the key", True),
        ((("keys",),), "the key", False),
        ((("aa",),), "aaa", True),  # overlapping occurrences
        ((("aaa", "aa"), ("a",)), "xaay", True),
        ((("pw",), ("token",)), "pw only", False),  # every alternative must hold
        ((("pw",), ("token",)), "a token, a pw", True),
        ((("",),), "", True),  # "" is in every text
        ((("", "zz"), ("key",)), "a key", True),
        (((),), "anything", False),  # an empty alternative holds nothing
        ((), "anything", True),  # no alternatives: nothing to hold
        (((WordStart("his "),),), "this one", True),  # a plain substring test, as before
        ((("指令",),), "请忽略指令。", True),
        ((("…y",),), "x…", False),
    ]
    for groups, _, _ in cases:
        _route(groups)
    with shared_lookups("write"):
        for groups, text, expected in cases:
            assert _plain(groups, text) == expected
            assert answer(groups, text) is expected, (groups, text)


def test_only_keys_asked_in_two_scans_are_routed() -> None:
    inner = ("routing-a", "routing-b")
    held: Needles = (inner, ("routing-c",))
    with shared_lookups("write"):
        ask(held, "text")
        ask(held, "text")  # the same scan: not yet
        assert answer(held, "routing-a routing-c") is None
    with shared_lookups("write"):
        ask(held, "text")
    _rebuild()  # (otherwise built once enough groups wait)
    with shared_lookups("write"):
        assert answer(held, "routing-a routing-c") is True
        assert answer(held, "routing-a") is False
        # one alternative: routed by its inner tuple, whatever tuple holds it
        assert answer((inner,), "routing-b") is None
    _route((inner,))
    with shared_lookups("write"):
        assert answer((inner,), "routing-b") is True
        assert answer(tuple([inner]), "nothing") is False  # an outer tuple built per call


def test_lists_outside_scans_whole_scans_and_long_texts_take_the_callers_path() -> None:
    as_list = [("list-needle",)]  # one alternative: routed by its tuple, which cannot change
    nested = (["nested-needle"],)
    two = [("list-needle",), ("other",)]
    for groups in (as_list, nested, two):
        for _ in range(2):
            with shared_lookups("write"):
                ask(groups, "x")  # type: ignore[arg-type]
    _rebuild()
    with shared_lookups("write"):
        assert answer(as_list, "list-needle") is True  # type: ignore[arg-type]
        assert answer(nested, "nested-needle") is None  # type: ignore[arg-type]
        assert answer(two, "list-needle other") is None  # type: ignore[arg-type]
    groups = (("whole-needle",),)
    _route(groups)
    assert answer(groups, "whole-needle") is None  # outside a scan
    with shared_lookups("read", whole=True):
        assert answer(groups, "whole-needle") is None
    with shared_lookups("write"):
        assert answer(groups, "whole-needle") is True
        assert answer(groups, "whole-needle " + "x" * 2000) is None


def test_a_group_routed_after_a_text_was_read_is_not_answered_for_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(short_presence, "REBUILD_AT", 1)
    first = (("late-one",),)
    _route(first)
    with shared_lookups("write"):
        assert answer(first, "late-one late-two") is True  # the text is read now
        late = (("late-two",),)
        short_presence._ROUTED.append(late)  # routed meanwhile (as another thread would)
        short_presence.SINGLE[id(late[0])] = (late[0], len(short_presence._ROUTED) - 1)
        assert answer(late, "late-one late-two") is None
        assert answer(late, "another text, late-two") is True  # read with the new table


def test_find_near_finds_what_it_found_before() -> None:
    pattern = re.compile(r"tok\w+")
    groups = (("tok",),)
    _route(groups)
    with shared_lookups("write"):
        assert [m.group(0) for m in find_near(pattern, "a tokenizer, a token", groups)] == [
            "tokenizer",
            "token",
        ]
        assert list(find_near(pattern, "nothing here", groups)) == []


@settings(max_examples=60, deadline=None)
@given(
    rules=st.lists(GROUPS.map(lambda gs: tuple(tuple(g) for g in gs)), min_size=1, max_size=6),
    text=st.lists(st.sampled_from(_WORDS), max_size=12).map("".join),
)
def test_rules_for_keeps_every_rule_find_near_would_try(rules: list[Needles], text: str) -> None:
    """A rule loop that asks short_presence.rules_for once tries exactly the rules whose
    needles find_near does not rule out: a rule left out finds nothing, routed or not."""
    for groups in rules:
        if groups:
            _route(groups)
    _rebuild()
    probe = re.compile(r"(?s).")  # matches wherever find_near lets it run
    indexed = [(i, groups) for i, groups in enumerate(rules) if groups]
    with shared_lookups("write"):
        kept = short_presence.rules_for(indexed, [g for _, g in indexed], text)
        kept_ids = {i for i, _ in kept}
        for i, groups in indexed:
            found = next(find_near(probe, text, groups), None) is not None
            if i not in kept_ids:
                assert not found
            if found:
                assert i in kept_ids
    with shared_lookups("write"):
        long_text = text + " " * 5000
        assert short_presence.may_hold([g for _, g in indexed], long_text) is None
    assert short_presence.may_hold([g for _, g in indexed], text) is None  # outside a scan


def test_a_rule_tuple_is_looked_up_again_once_more_groups_are_routed() -> None:
    """may_hold keeps each rule tuple's group numbers until more groups are routed: a rule
    routed meanwhile is then ruled out where its needles are absent, as find_near would."""
    first: Needles = (("numbers-first",),)
    later: Needles = (("numbers-later",),)
    rules = (first, later)
    _route(first)
    with shared_lookups("write"):
        assert short_presence.may_hold(rules, "nothing of either") == [1]  # later: not routed
        assert short_presence.may_hold(rules, "numbers-first") == [0, 1]
    _route(later)
    with shared_lookups("write"):
        assert short_presence.may_hold(rules, "nothing of either, again") == []
        assert short_presence.may_hold(rules, "numbers-later") == [1]
        as_list = list(rules)  # a list could change: its numbers are looked up every call
        assert short_presence.may_hold(as_list, "numbers-first again") == [0]
        as_list[0] = later
        assert short_presence.may_hold(as_list, "numbers-first again") == []


def _key_body_texts() -> list[str]:
    """Round 40's key files, variants and look-alikes (some longer than a memory)."""
    import test_safety_fresh_round40 as r40

    return [
        *r40._key_files(),
        *r40._gap_look_alikes(),
        *r40._variants(),
        *r40._variant_look_alikes(),
    ]


def test_key_body_rules_are_asked_once_and_find_what_each_rule_found() -> None:
    """core/privacy_key_bodies.py's five rules ask short_presence once a memory (rules_for):
    a memory holding none of their needles tries none of them, and every text's hits are
    those found outside a scan, where each rule tests its own needles."""
    from memlane.core import privacy_key_bodies as kb

    for groups in kb._RULE_GROUPS:
        _route(groups)
    _rebuild()
    with shared_lookups("write"):
        for plain in (
            "ship the release on friday; tag v2.3 after the migration",
            "the signing secrets live in the vault, never in the repo",
            "Private lines of the report are redacted",
            "MIT licence, see LICENSE",  # "MI" of MII, not the needle
        ):
            assert short_presence.may_hold(kb._RULE_GROUPS, plain) == []
            assert list(kb.key_body_hits(plain)) == []
        # a look-alike holding one rule's needle keeps that rule only
        assert short_presence.may_hold(kb._RULE_GROUPS, "set private-key in the ui") == [4]
        assert short_presence.may_hold(kb._RULE_GROUPS, "the SECRET KEY ends here") == [0]
    texts = _key_body_texts()
    outside = [list(kb.key_body_hits(text)) for text in texts]
    assert sum(1 for hits in outside if hits) >= 8  # the key files are found
    with shared_lookups("write"):
        assert [list(kb.key_body_hits(text)) for text in texts] == outside
