"""A blanked copy's needle places, taken from its text's automaton pass, are the copy's own."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core.gated_search import blank, needles, occurring, positions, present, shared_lookups

_WORDS = ["ignore", "the user", "my ", "ai", '"', "'", "`", "«", "»", " ", "\n", "x" * 30, "curl"]
_NEEDLES = ("ignore", "the user", "my ", "ai", "curl", "user", "gnore")
needles(" ".join(n.replace(" ", "_") for n in _NEEDLES))  # the automaton knows them
_QUOTED = re.compile(r"\"[^\"\n]{1,300}\"|`[^`\n]{3,300}`|«[^»\n]{1,300}»")


def _find_all(text: str, needle: str) -> list[int]:
    return [m.start() for m in re.finditer(f"(?={re.escape(needle)})", text)]


@settings(max_examples=150, deadline=None)
@given(parts=st.lists(st.sampled_from(_WORDS), min_size=1, max_size=300))
def test_a_blanked_copy_holds_exactly_its_own_needles(parts: list[str]) -> None:
    text = "".join(parts) + "\n" + "y" * 1100  # long: the scan remembers it
    spans = [(m.start() + 1, m.end() - 1) for m in _QUOTED.finditer(text)]
    with shared_lookups("test"):
        for needle in _NEEDLES:
            positions(text, needle)  # the text is passed first, as the read gate does
        copy = blank(text, spans)
        for needle in _NEEDLES:
            assert positions(copy, needle) == _find_all(copy, needle)
            assert present(((needle,),), copy) == (needle in copy)
        assert occurring(copy, _NEEDLES) == [n for n in _NEEDLES if n in copy]


def test_spans_not_between_quote_marks_are_blanked_too() -> None:
    text = "abc" + "x" * 1100 + " my"
    with shared_lookups("test"):
        positions(text, "my ")
        copy = blank(text, [(0, 2)])  # "  c…": not between quote marks
        assert copy.startswith("  c")
        assert positions(copy, " c") == [1]
