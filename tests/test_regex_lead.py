"""A pattern compiled to skip to its first characters finds exactly what the original finds."""

from __future__ import annotations

import importlib
import pkgutil
import re
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import memlane.core
from memlane.core.regex_lead import lead_compiled

SHAPES = [
    r"\bignore",
    r"\bignore all\b",
    r"\b(?:ignore|disregard|forget) (?:everything|all)",
    r"\b(?:iwr|irm|invoke)\b",  # a prefix the parser factors out of the branch
    r"\b(?:é|ü)\w+",  # non-ASCII word characters
    r"\b_x",  # "_" is a word character
    r"\bab\ncd",  # a newline inside the literal run
    r"\b(?:a|b)(c)(?P<tail>d+)?",  # groups keep their numbers and names
    r"\b(?:a|b)|\bc",  # a top-level alternation
    r"(?:\.ssh\b|(?:all|every) (?:of )?keys|(?:all |the )?\.(?:pem|key) files?\b)",
    r"(?<![^\W\d_])(?:é\w|x_)(?![^\W\d_])",  # a look-behind first
    r"(?<=[ \n])(?:ab|c)",  # a positive one
    r"\b(?:the )?(?:correct|a)(?: answer)?",  # optional parts first
    r"[<(\n]x|[\"']a",  # classes of a few characters
    r"\b(?:(?:ab|a)x|c(d))e",  # a nested branch whose tail is copied; a group in an arm
    r"\b(?:a|b)(x)?c",  # a group after the branch: not copied
    r"(?:a|)b",  # an empty arm: the tail copied into both
    r"(?m)(?:^|[.:]|\bab)\s*x",  # a line start among the arms
    r"(?:^|, )x|\Ay",  # a string start
    r"={2,}\s*(?:ab|x)",  # a repeated character first
    r"\b(?:(?:a|the|x)[ .]+){0,2}(?:ab|a) x",  # a repeated group first
    r"(?:a|)(d)",  # an empty arm and a group in the tail: kept as it is
    r"\b\d+",  # not a literal: kept as it is
    r"(?i)\bignore",  # case-insensitive throughout: its first letters spelled in both cases
    r"(?<![/\w])(?i:log ?in|user(?:name)?)[ :]",  # a case-insensitive group first
    r"(?i)\b(?:pin|pin code)(?: is)? (?P<v>\d+)",  # a group after a case-insensitive branch
    r"(?i)(?:k|s|i)x",  # letters with more than two cases (Kelvin sign, long s, dotless i)
]


# Every module of both gates, new ones included, by name
_GATE_MODULES = ("privacy", "prompt_injection", "injection_phrases")


def _rule_patterns() -> list[re.Pattern[str]]:
    """Both gates' compiled patterns, from their modules' globals (lists of rules too)."""
    modules: list[ModuleType] = [
        importlib.import_module(info.name)
        for info in pkgutil.iter_modules(memlane.core.__path__, "memlane.core.")
        if info.name.rsplit(".", 1)[1].startswith(_GATE_MODULES)
    ]
    found: dict[int, re.Pattern[str]] = {}

    def walk(value: object, depth: int) -> None:
        if isinstance(value, re.Pattern):
            if isinstance(value.pattern, str):
                found[id(value)] = value
        elif depth < 3 and isinstance(value, list | tuple):
            for item in value:
                walk(item, depth + 1)

    for module in modules:
        for value in vars(module).values():
            walk(value, 0)
    return list(found.values())


RULES = _rule_patterns()
WORDS = ["ignore", "all", "previous", "instructions", "system", "prompt", "curl", ".env", "you"]
WORDS += ["the ", "correct", " answer", ".ssh", "every ", "keys", ".pem files", "ab"]
WORDS += ["login", "User", "PIN code is 4821", "password", "token"]
TEXT = st.lists(
    st.sampled_from(WORDS) | st.text(alphabet="abcdeéi_x1 \n.:*'\"-/|><(KkSſıİI", max_size=4),
    max_size=30,
).map("".join)


def _matches(pattern: re.Pattern[str], text: str, lo: int, hi: int) -> list[object]:
    return [(m.span(), m.groups(), m.groupdict()) for m in pattern.finditer(text, lo, hi)]


def test_the_rule_patterns_are_found_and_most_are_rewritten() -> None:
    assert len(RULES) > 100
    rewritten = [p for p in RULES if lead_compiled(p) is not p]
    assert len(rewritten) > len(RULES) // 3


@pytest.mark.parametrize("source", SHAPES)
@settings(max_examples=150, deadline=None)
@given(text=TEXT, cut=st.tuples(st.integers(0, 200), st.integers(0, 200)))
def test_shapes_find_the_same_matches(source: str, text: str, cut: tuple[int, int]) -> None:
    pattern = re.compile(source)
    lo, hi = sorted(cut)
    assert _matches(lead_compiled(pattern), text, lo, hi) == _matches(pattern, text, lo, hi)


@settings(max_examples=300, deadline=None)
@given(text=TEXT, index=st.integers(0, 10_000), cut=st.integers(0, 200))
def test_rule_patterns_find_the_same_matches(text: str, index: int, cut: int) -> None:
    # a window that starts inside the text: \b must still see the character before it
    pattern = RULES[index % len(RULES)]
    assert _matches(lead_compiled(pattern), text, cut, len(text)) == _matches(
        pattern, text, cut, len(text)
    )


def test_rewrites_keep_their_meaning_on_examples() -> None:
    pattern = re.compile(r"\b(?:ignore|forget) all")
    fast = lead_compiled(pattern)
    assert fast is not pattern
    assert fast.search("please ignore all of it").span() == (7, 17)  # type: ignore[union-attr]
    assert fast.search("xignore all") is None
    assert fast.search("aignore all", 1) is None  # pos inside a word: no boundary before it
    assert fast.search("a ignore all", 1) is not None
    kept = re.compile(r"\b\d+")
    assert lead_compiled(kept) is kept
