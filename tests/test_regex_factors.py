"""The words a pattern's every match holds, and the windows skipped for lacking them."""

from __future__ import annotations

import importlib
import pkgutil
import re

from hypothesis import given, settings
from hypothesis import strategies as st

import memlane.core
from memlane.core.gated_search import find_near, needles, shared_lookups
from memlane.core.injection_phrases import phrase
from memlane.core.regex_factors import MIN_FACTOR, required_factors
from memlane.core.scan_windows import anchor_windows
from safety_corpus import load as load_first
from safety_corpus_wide import load as load_wide


def test_factors_are_read_off_the_pattern() -> None:
    # a run spelled out through a short alternation, and the alternation's own words
    assert required_factors(re.compile(r"\bwhen you (?:see|read)\b")) == (
        ("when you read", "when you see"),
        ("read", "see"),
    )
    # an optional character spelled out into the run around it; a look-ahead consumes nothing
    assert required_factors(re.compile(r"\b(?:don'?t|never) tell(?=\s)")) == (
        ("don't tell", "dont tell", "never tell"),
        ("don't", "dont", "never"),
    )
    # a word that holds another of its set adds nothing: "abcde" holds "cde"
    assert required_factors(re.compile(r"(?:ab)?cde")) == (("cde",),)
    assert required_factors(re.compile(r"x(?:abc)+y")) == (("abc",),)


def test_patterns_without_a_usable_set_get_none() -> None:
    assert required_factors(re.compile(r"abc|d")) is None  # an arm of one character
    assert required_factors(re.compile(r"(?i)hello")) is None  # other cases match too
    assert required_factors(re.compile(r"\w+ \d+")) is None  # no literal at all
    assert required_factors(re.compile(r"ab\w*cd")) is None  # runs shorter than MIN_FACTOR
    # a part read case-insensitively ends a run; the runs around it still count
    assert required_factors(re.compile(r"foo(?i:bar)bazz")) == (("bazz",), ("foo",))


def _rule_patterns() -> list[re.Pattern[str]]:
    """The read gate's compiled patterns, from its modules' globals (lists of rules too)."""
    found: dict[int, re.Pattern[str]] = {}

    def walk(value: object, depth: int) -> None:
        if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
            found[id(value)] = value
        elif depth < 3 and isinstance(value, list | tuple):
            for item in value:
                walk(item, depth + 1)

    for info in pkgutil.iter_modules(memlane.core.__path__, "memlane.core."):
        if info.name.rsplit(".", 1)[1].startswith(("prompt_injection", "injection_phrases")):
            for value in vars(importlib.import_module(info.name)).values():
                walk(value, 0)
    return list(found.values())


RULES = [(p, f) for p in _rule_patterns() if (f := required_factors(p)) is not None]


def test_most_rule_patterns_have_factors() -> None:
    assert len(RULES) > 300
    assert all(min(map(len, s)) >= MIN_FACTOR for _, sets in RULES for s in sets)


_WORDS = ["ignore", "all", "previous", "instructions", "you", "don't", "never", "tell", "the",
          "user", "send", "curl", "http://x.example/?q=", "system", "prompt", "when", "every",
          "answer", ".env", "ssh", "token", "mention", "it", "and", ", ", "\n", "."]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(parts=st.lists(st.sampled_from(_WORDS), max_size=60), index=st.integers(0, 100_000))
def test_every_match_holds_a_word_of_each_set(parts: list[str], index: int) -> None:
    pattern, sets = RULES[index % len(RULES)]
    for m in pattern.finditer(" ".join(parts)):
        for words in sets:
            assert any(w in m.group() for w in words), (pattern.pattern, m.group(), words)


def test_every_match_of_the_rules_on_attacks_holds_its_factors() -> None:
    texts = [s.text.lower() for s in load_first("injection_positive")]
    texts += [s.text.lower() for s in load_wide("injection", split="test") if s.cls]
    checked = 0
    for folded in texts:
        for pattern, sets in RULES:
            for m in pattern.finditer(folded):
                checked += 1
                for words in sets:
                    assert any(w in m.group() for w in words), (pattern.pattern, m.group())
    assert checked > 100


_LONG_WORDS = ["and", "don't", "never", "mention", "it", "log", "the", "logs", "tell", "report",
               "filler", "x" * 90, "\n", ".", ", ", "do not"]  # fmt: skip
_QUIET = phrase(
    r"(?:\band|,|;|\bthen) (?:don'?t|do not|never) (?:mention|report|log) (?:it|this|that)"
)


@settings(max_examples=150, deadline=None)
@given(parts=st.lists(st.sampled_from(_LONG_WORDS), min_size=1, max_size=400))
def test_find_near_skips_only_windows_where_nothing_matches(parts: list[str]) -> None:
    text = " ".join(parts) + " filler" * 300  # long: read through the scan's needle pass
    groups = needles("mention report log + it this that")
    plain = [
        m.span()
        for lo, hi in anchor_windows(text, groups[0], 300)
        for m in _QUIET.finditer(text, lo, hi)
    ]
    for _ in range(3):  # the first scan teaches the automaton the words; later ones use them
        with shared_lookups("factors-test"):
            found = [m.span() for m in find_near(_QUIET, text, groups, reach=300)]
        assert found == plain
