"""A blanked copy's needle places, taken from its text's automaton pass, are the copy's own."""

from __future__ import annotations

import itertools
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core import scan_memo
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


def _registered_as_quoted(text: str, spans: list[tuple[int, int]]) -> bool:
    """The rule :func:`blank` applies: every span between two quote marks no span blanks."""
    done = 0
    for start, end in spans:
        if not (
            done < start < end < len(text)
            and text[start - 1] in "\"“”«»`'"
            and text[end] in "\"“”«»`'"
        ):
            return False
        done = end
    return True


@settings(max_examples=150, deadline=None)
@given(
    parts=st.lists(st.sampled_from(_WORDS), min_size=1, max_size=300),
    cuts=st.lists(st.integers(0, 1500), max_size=12),
)
def test_a_copy_is_registered_as_quoted_only_when_every_span_is(
    parts: list[str], cuts: list[int]
) -> None:
    text = "".join(parts) + "\n" + "y" * 1100
    quoted = [(m.start() + 1, m.end() - 1) for m in _QUOTED.finditer(text)]
    points = sorted({min(c, len(text)) for c in cuts})
    others = [(a, b) for a, b in zip(points[::2], points[1::2], strict=False) if a < b]
    for spans in (quoted, others, sorted(quoted + others[:1])):
        if any(b > c for (_, b), (c, _) in itertools.pairwise(spans)):
            continue  # spans overlap: not what blank is given
        with shared_lookups("test"):
            copy = blank(text, spans)
            scan = scan_memo._SCAN.get()
            assert scan is not None
            registered = id(copy) in scan.blanked and copy is not text
            assert registered == (_registered_as_quoted(text, spans) and copy is not text)
        expected = list(text)
        for a, b in spans:
            expected[a:b] = " " * (b - a)
        assert copy == "".join(expected)


# Needles with a quote mark beside a space (round 100's quoted assents, '" sure') could newly
# start in a blanked copy: found there by a pass of their own, the others from the text's pass.
_ACROSS_WORDS = [*_WORDS, '" sure', "' ", " '", "sure", "« ", "  "]
_ACROSS_NEEDLES = ('" sure', "' ", " '", '" ', " »", "sure", "ignore", "user", "  ")
needles(" ".join(n.replace(" ", "_") for n in _ACROSS_NEEDLES))
_QUOTED_ALL = re.compile(r"\"[^\"\n]{1,300}\"|`[^`\n]{3,300}`|«[^»\n]{1,300}»|'[^'\n]{1,300}'")


@settings(max_examples=150, deadline=None)
@given(parts=st.lists(st.sampled_from(_ACROSS_WORDS), min_size=1, max_size=300))
def test_a_blanked_copy_holds_exactly_its_own_needles_beside_quote_marks(
    parts: list[str],
) -> None:
    text = "".join(parts) + "\n" + "y" * 1100
    spans = [(m.start() + 1, m.end() - 1) for m in _QUOTED_ALL.finditer(text)]
    with shared_lookups("test-across"):
        for needle in _ACROSS_NEEDLES:
            positions(text, needle)
        copy = blank(text, spans)
        for needle in _ACROSS_NEEDLES:
            assert positions(copy, needle) == _find_all(copy, needle)
            assert present(((needle,),), copy) == (needle in copy)
        assert occurring(copy, _ACROSS_NEEDLES) == [n for n in _ACROSS_NEEDLES if n in copy]
