"""A led pattern tried only where the needle pass found its alternatives' first words finds what
the engine's own search through the window finds."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core import scan_starts
from memlane.core.gated_search import find_near, needles, shared_lookups
from memlane.core.needle_automaton import needle_set
from memlane.core.prompt_injection_hijack import _FIXED_REPLY
from memlane.core.regex_lead import led_starts
from memlane.core.scan_windows import anchor_windows

_PATTERNS = [
    re.compile(r"\b(?:act|pretend|play)\w*\s+as\s+(\w+)"),
    re.compile(r"(?:^|, )please (?:do|send)\b"),
    re.compile(r"\b(?:ab|x?cd)e"),
    re.compile(r"(?<![\w.])(?:send|forward) (?:it|them)(?: now)?"),
    # an optional part inside a word: read both ways ("email", "e-mail")
    re.compile(r"\b(?:send|e-?mail|r(?:e-)??send) (?:it|them)"),
    *(pattern for _, pattern in _FIXED_REPLY if led_starts(pattern) is not None),
]
_WORDS = ["act", "acts", "pretend", "play", "played", "as", "please", "do", "send", "forward",
          "it", "them", "now", "abe", "cde", "xcde", "say", "reply", "only", "just", "with",
          "'x'", "nothing else", "instead of", "summarizing", "your reply", "must", "start",
          "x", ", ", " ", "\n", ".", "_", "redo", "resend", "email", "e-mail", "mail", "e-",
          "rsend", "re-send", "e"]  # fmt: skip
TEXT = st.lists(st.sampled_from(_WORDS), max_size=300)


def _spans(matches: object) -> list[object]:
    return [(m.span(), m.groups()) for m in matches]  # type: ignore[attr-defined]


def test_led_patterns_name_each_alternatives_first_word() -> None:
    assert led_starts(_PATTERNS[0]) == (("act", 0), ("pretend", 0), ("play", 0))
    assert led_starts(_PATTERNS[1]) == (("please ", 0), (", please ", 0))
    assert led_starts(_PATTERNS[2]) == (("ab", 0), ("xcd", 0), ("cd", 0))
    assert led_starts(_PATTERNS[4]) == (
        ("send", 0),
        ("-mail ", 1),
        ("mail ", 1),
        ("e-send ", 1),
        ("send ", 1),
    )
    assert led_starts(re.compile(r"e-?mail")) == (("e-mail", 0), ("email", 0))
    assert led_starts(re.compile(r"(?i)\bsend")) is None  # other cases would match too
    assert led_starts(re.compile(r"\w+ as")) is None  # no literal at a fixed offset
    assert led_starts(re.compile(r"x?")) is None  # may match the empty string


def test_a_run_is_read_through_its_longest_known_part() -> None:
    known = frozenset({"please", "ease", "do"})
    assert scan_starts._known_part(", please ", known) == ("please", 2)
    assert scan_starts._known_part("xdox", known) == ("do", 1)
    assert scan_starts._known_part("abc", known) is None


@settings(max_examples=300, deadline=None)
@given(parts=TEXT, index=st.integers(0, 100), cut=st.tuples(st.integers(0, 4000), st.integers()))
def test_patterns_tried_at_their_words_find_the_same_matches(
    parts: list[str], index: int, cut: tuple[int, int]
) -> None:
    text = " ".join(parts) + " filler" * 200  # long: read through the scan's needle pass
    pattern = _PATTERNS[index % len(_PATTERNS)]
    plan = led_starts(pattern)
    assert plan is not None
    needle_set("starts-test").learn([run for run, _ in plan])  # the automaton knows every run
    lo = min(cut[0], len(text))
    hi = lo + abs(cut[1]) % (len(text) - lo + 1)
    cost = scan_starts._START_COST
    scan_starts._START_COST = 0  # always from the words' places
    try:
        with shared_lookups("starts-test"):
            starts = scan_starts.needle_starts(pattern, text, ((0, len(text)),))
            assert starts is not None
            fast = scan_starts.matches_from(pattern, text, starts, lo, hi)
            assert _spans(fast) == _spans(pattern.finditer(text, lo, hi))
    finally:
        scan_starts._START_COST = cost


@settings(max_examples=100, deadline=None)
@given(parts=TEXT, index=st.integers(0, 100))
def test_find_near_finds_in_its_windows_what_the_engine_finds(parts: list[str], index: int) -> None:
    text = " ".join(parts) + " filler" * 200
    pattern = _PATTERNS[index % len(_PATTERNS)]
    groups = needles("act pretend play please send forward abe cde say reply")
    plain = [
        m for lo, hi in anchor_windows(text, groups[0], 300) for m in pattern.finditer(text, lo, hi)
    ]
    for _ in range(3):  # the first scan teaches the automaton the words; later ones use them
        with shared_lookups("starts-test"):
            found = list(find_near(pattern, text, groups, reach=300))
        assert _spans(found) == _spans(plain)
