"""Letters written one by one with a wide separator, joined back into the words they spell."""

from __future__ import annotations

import pytest

from memlane.core.letter_spacing import join_widely_spaced, widely_spaced_runs
from memlane.core.text_normalize import variants


@pytest.mark.parametrize(
    ("text", "joined"),
    [
        ("i, g, n, o, r, e   a, l, l", "ignore all"),
        ("i\ng\nn\no\nr\ne\n\na\nl\nl", "ignore all"),
        ("i  g  n  o  r  e    a  l  l", "ignore all"),
        ("i   g   n   o   r   e      a   l   l", "ignore all"),
        ("i. g. n. o. r. e.  a. l. l.", "ignore all."),
        ("i\r\ng\r\nn\r\no\r\nr\r\ne", "ignore"),
        ("i | g | n | o | r | e", "ignore"),
        ("i\tg\tn\to\tr\te\t\ta\tl\tl", "ignore all"),
    ],
)
def test_wide_separators_are_joined(text: str, joined: str) -> None:
    assert widely_spaced_runs(text)
    assert join_widely_spaced(text) == joined


@pytest.mark.parametrize(
    "text",
    [
        "red, green, blue, cyan, magenta",
        "1, 2, 3, 4, 5, 6",
        "x  = 1\ny  = 2",
        "options a, b and c",
        "a single  double space",
        "Initials: J. R. R. T. and C. S. L.",
    ],
)
def test_lists_numbers_and_prose_are_no_runs(text: str) -> None:
    assert widely_spaced_runs(text) == []
    assert join_widely_spaced(text) is None


def test_variants_read_a_vertical_word_across() -> None:
    assert any(
        "ignore all previous" in v
        for v in variants("i\ng\nn\no\nr\ne\n\na\nl\nl\n\np\nr\ne\nv\ni\no\nu\ns")
    )
