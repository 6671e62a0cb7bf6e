"""The brief composer: fixed group order, whole-text budget, drop-not-squeeze truncation."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core.brief_rules import (
    BRIEF_DEFAULT_CHARS,
    BRIEF_LINE_CAP,
    BRIEF_MAX_CHARS,
    BRIEF_MIN_CHARS,
    GROUP_ORDER,
    Brief,
    BriefLine,
    brief_line,
    clamp_brief_chars,
    compose_brief,
)
from memlane.core.packing import estimate_tokens
from memlane.errors import InvalidInput

HEADER = (
    "## memlane memory brief\n"
    "Use this project memory when relevant. Prefer current repository files over stale notes."
)


def lines(group: str, *texts: str) -> list[BriefLine]:
    return [BriefLine(f"{group}-{i}", t) for i, t in enumerate(texts)]


def test_constants_and_group_order() -> None:
    assert (BRIEF_DEFAULT_CHARS, BRIEF_MIN_CHARS, BRIEF_MAX_CHARS, BRIEF_LINE_CAP) == (
        1800,
        400,
        4000,
        260,
    )
    assert GROUP_ORDER == ("patterns", "facts", "lessons", "sessions", "project notes")


@pytest.mark.parametrize(
    ("given_chars", "expected"),
    [(None, 1800), (0, 400), (-5, 400), (399, 400), (400, 400), (2500, 2500), (4001, 4000)],
)
def test_clamp_brief_chars(given_chars: int | None, expected: int) -> None:
    assert clamp_brief_chars(given_chars) == expected


def test_groups_come_in_fixed_order_with_headings() -> None:
    groups = {
        "project notes": lines("n", "Deploy checklist lives in docs/deploy.md"),
        "sessions": lines("s", "Fixed the flaky login test"),
        "patterns": lines("p", "Prefer   small\n\tcommits", "Run ruff before pushing"),
        "facts": lines("f", "The API listens on 8080"),
    }
    brief = compose_brief(groups)
    assert brief.text == (
        f"{HEADER}\n"
        "\n### patterns\n- Prefer small commits\n- Run ruff before pushing\n"
        "\n### facts\n- The API listens on 8080\n"
        "\n### sessions\n- Fixed the flaky login test\n"
        "\n### project notes\n- Deploy checklist lives in docs/deploy.md"
    )
    assert brief.item_ids == ["p-0", "p-1", "f-0", "s-0", "n-0"]
    assert brief.counts == {
        "patterns": 2,
        "facts": 1,
        "lessons": 0,
        "sessions": 1,
        "project notes": 1,
    }
    assert brief.truncated is False
    assert brief.chars == len(brief.text)
    assert brief.token_estimate == estimate_tokens(brief.text)


def test_nothing_to_say_gives_an_empty_brief() -> None:
    brief = compose_brief({"patterns": lines("p", "   ", "\n")})
    assert brief == Brief(
        text="",
        truncated=False,
        counts=dict.fromkeys(GROUP_ORDER, 0),
        chars=0,
        token_estimate=0,
        item_ids=[],
    )


def test_overflow_stops_and_later_groups_are_dropped_not_squeezed() -> None:
    long_line = "x" * 250
    groups = {
        "patterns": lines("p", long_line),
        "facts": lines("f", long_line),  # does not fit in 400 with the header + patterns
        "sessions": lines("s", "tiny"),  # would fit, but must not be squeezed in
    }
    brief = compose_brief(groups, 400)
    assert brief.truncated is True
    assert brief.item_ids == ["p-0"]
    assert "### facts" not in brief.text
    assert "tiny" not in brief.text
    assert brief.counts["sessions"] == 0
    assert len(brief.text) <= 400


def test_heading_only_emitted_with_its_first_line() -> None:
    patterns = "\n\n### patterns\n- " + "p" * 250 + "\n- " + "q" * 100
    # 20 spare characters: room for "\n\n### facts" (11) alone, not with its first line.
    budget = len(HEADER) + len(patterns) + 20
    groups = {"patterns": lines("p", "p" * 250, "q" * 100), "facts": lines("f", "f" * 40)}
    brief = compose_brief(groups, budget)
    assert brief.text == HEADER + patterns
    assert "### facts" not in brief.text
    assert brief.truncated is True


def test_line_is_collapsed_and_capped_at_260_with_ellipsis() -> None:
    line = brief_line("word " * 200)
    assert len(line) == BRIEF_LINE_CAP
    assert line.startswith("- word word")
    assert line.endswith("…")
    assert brief_line("a\n\n b\t c") == "- a b c"
    exact = "y" * (BRIEF_LINE_CAP - 2)
    assert brief_line(exact) == "- " + exact


def test_line_cap_never_splits_a_grapheme() -> None:
    text = "e\u0301" * 300  # e + combining acute: each cluster is two code points
    line = brief_line(text)
    assert len(line) <= BRIEF_LINE_CAP
    body = line[2:-1]
    assert not unicodedata.combining(body[0])
    assert body.endswith("\u0301")  # the last kept cluster is whole
    family = "👩\u200d💻" * 200
    capped = brief_line(family)[2:-1]
    assert capped and capped.endswith("💻")


def test_unknown_group_is_refused() -> None:
    with pytest.raises(InvalidInput) as err:
        compose_brief({"notes": lines("n", "x")})
    assert "project notes" in err.value.remedy


def test_token_estimate_is_the_packet_estimate() -> None:
    # One token estimate for every budgeted output: ceil(UTF-8 bytes / 4), so the brief's
    # figure never understates what a multi-byte brief costs.
    brief = compose_brief({"facts": lines("f", "zé日")})
    assert brief.token_estimate == estimate_tokens(brief.text) > round(brief.chars / 4)


_UNICODE_PIECES = [
    "release",
    "gates",
    " ",
    "\n",
    "\t",
    "日本語",
    "한국어",
    "👩\u200d💻",
    "🇫🇷",
    "👍🏽",
    "e\u0301",
    "a\u0308\u0323",
    "Ω",
    "\u200d",
    "\ufe0f",
    "…",
]
unicode_text = st.lists(
    st.one_of(st.sampled_from(_UNICODE_PIECES), st.text(max_size=8)), max_size=120
).map("".join)


@settings(deadline=None, max_examples=200)
@given(
    groups=st.dictionaries(
        st.sampled_from(GROUP_ORDER), st.lists(unicode_text, max_size=12), max_size=5
    ),
    budget=st.one_of(st.none(), st.integers(min_value=-100, max_value=5000)),
)
def test_brief_never_exceeds_its_budget(groups: dict[str, list[str]], budget: int | None) -> None:
    given_lines = {g: lines(g, *texts) for g, texts in groups.items()}
    brief = compose_brief(given_lines, budget)
    assert brief.chars == len(brief.text) <= clamp_brief_chars(budget)
    assert brief.token_estimate == estimate_tokens(brief.text)
    if brief.text:
        assert brief.text.startswith(HEADER)
        for line in brief.text.split("\n"):
            assert len(line) <= BRIEF_LINE_CAP
    # Emitted ids are exactly the first k eligible lines in group order: nothing skipped.
    eligible = [
        item.id for g in GROUP_ORDER for item in given_lines.get(g, []) if item.text.strip()
    ]
    k = len(brief.item_ids)
    assert brief.item_ids == eligible[:k]
    assert brief.truncated == (k < len(eligible))
    assert sum(brief.counts.values()) == k
    assert compose_brief(given_lines, budget) == brief
