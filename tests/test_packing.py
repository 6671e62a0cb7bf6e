"""Recall packet packing: the final serialized packet never exceeds its token budget."""

from __future__ import annotations

import json
import re
import unicodedata

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from memlane.core.packing import (
    MIN_GUARANTEED_BUDGET,
    QUERY_ECHO_CHARS,
    PacketCandidate,
    cap_text,
    estimate_tokens,
    excerpt_around,
    is_cluster_boundary,
    pack_packet,
    safe_cut,
)
from memlane.errors import BudgetTooSmall, InvalidInput

LOREM = "lorem ipsum dolor sit amet " * 40


def cand(
    i: int, *, body: str = "", title: str | None = None, slug: str | None = None
) -> PacketCandidate:
    return PacketCandidate(
        id=f"id-{i}",
        slug=slug or f"slug-{i}",
        kind="fact",
        pinned=i == 0,
        title=title if title is not None else f"Title {i}",
        score=round(1 - i / 100, 3),
        body=body,
    )


def compact_json(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


# --- estimate and cuts --------------------------------------------------------------------


def test_estimate_is_ceil_of_utf8_bytes_over_four() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("abcd") == 1
    assert estimate_tokens("abcde") == 2
    assert estimate_tokens("日") == 1  # 3 bytes
    assert estimate_tokens("👩\u200d💻") == 3  # 4 + 3 + 4 bytes


def test_safe_cut_keeps_clusters_whole() -> None:
    assert safe_cut("abc", 10) == "abc"
    assert safe_cut("ae\u0301b", 2) == "a"  # never strands the e's accent
    assert safe_cut("x👩\u200d💻", 3) == "x"  # never ends inside a ZWJ sequence
    assert safe_cut("🇫🇷🇩🇪", 3) == "🇫🇷"  # flags are pairs of regional indicators
    assert safe_cut("👍🏽!", 1) == ""
    assert is_cluster_boundary("🇫🇷🇩🇪", 2)
    assert not is_cluster_boundary("🇫🇷🇩🇪", 1)


def test_cap_text_counts_the_ellipsis() -> None:
    assert cap_text("short", 10) == "short"
    assert cap_text("abcdefghij", 5) == "abcd…"
    assert cap_text("abcdefghij", 0) == ""


# --- excerpts -----------------------------------------------------------------------------


def test_excerpt_of_short_body_is_the_whole_collapsed_body() -> None:
    assert excerpt_around("a  b\n\nc", ["zzz"], 100) == ("a b c", False)


def test_excerpt_is_centred_on_the_first_whole_word_hit() -> None:
    body = LOREM + " The Release gates must be green. " + LOREM
    text, cut = excerpt_around(body, ["gates"], 120)
    assert cut is True
    assert len(text) <= 120
    assert "Release gates must be green" in text
    assert text.startswith("…")
    # "gatesy" is not the word "gates"; case is ignored.
    text2, _ = excerpt_around("gatesy " + LOREM + " GATES here " + LOREM, ["gates"], 60)
    assert "GATES here" in text2


def test_excerpt_without_a_hit_starts_at_the_beginning() -> None:
    text, cut = excerpt_around(LOREM, ["zebra"], 50)
    assert cut is True
    assert text.startswith("lorem ipsum")
    assert len(text) <= 50


def test_excerpt_near_the_end_keeps_the_tail() -> None:
    body = LOREM + " final marker"
    text, cut = excerpt_around(body, ["marker"], 40)
    assert cut and text.startswith("…") and text.endswith("final marker")
    assert len(text) <= 40


def test_excerpt_never_splits_a_cluster() -> None:
    body = ("e\u0301" * 50) + " key " + ("👩\u200d💻" * 50)
    for width in range(2, 80):
        text, _ = excerpt_around(body, ["key"], width)
        assert len(text) <= width
        core = text.removeprefix("…")
        if core:
            assert not unicodedata.combining(core[0]) and core[0] != "\u200d"
            assert core[-1] != "\u200d"


# --- packing ------------------------------------------------------------------------------


def test_json_packet_shape_and_exact_serialization() -> None:
    packed = pack_packet(
        [cand(0, body="Ship only when release gates are green."), cand(1)],
        query="release gates",
        receipt="r_01TEST",
    )
    assert packed.rendered == compact_json(packed.data)
    assert json.loads(packed.rendered) == packed.data
    assert packed.data == {
        "receipt": "r_01TEST",
        "query": "release gates",
        "rows": [
            {
                "slug": "slug-0",
                "kind": "fact",
                "pinned": True,
                "title": "Title 0",
                "score": 1.0,
                "excerpt": "Ship only when release gates are green.",
            },
            {"slug": "slug-1", "kind": "fact", "pinned": False, "title": "Title 1", "score": 0.99},
        ],
        "omitted": 0,
        "complete": True,
        "estimated_tokens": estimate_tokens(packed.rendered),
    }
    assert packed.emitted_ids == ["id-0", "id-1"]
    assert packed.omitted == 0
    assert packed.estimated_tokens == estimate_tokens(packed.rendered)


def test_text_packet_rendering() -> None:
    packed = pack_packet(
        [cand(0, body="Ship only when release gates are green."), cand(1)],
        query="release\ngates",
        receipt="r_01TEST",
        fmt="text",
    )
    tokens = estimate_tokens(packed.rendered)
    assert packed.rendered == (
        "## memlane recall (receipt r_01TEST)\n"
        "query: release gates\n"
        "1. [fact] slug-0 — Title 0 (1.00) · pinned\n"
        "   Ship only when release gates are green.\n"
        "2. [fact] slug-1 — Title 1 (0.99)\n"
        f"omitted: 0 · complete: true · estimated_tokens: {tokens}"
    )
    assert packed.data["estimated_tokens"] == tokens


def test_an_excerpt_does_not_repeat_the_title_it_starts_with() -> None:
    line = "Deploys go through make deploy; never push to prod by hand"
    packed = pack_packet(
        [
            cand(0, title=line, body=line),
            cand(
                1, title="Release gates", body="Release gates: run both before tagging.\nThen push."
            ),
            cand(2, title="JSON", body="JSONL files hold one record a line."),
            cand(3, title="B" * 200, body="B" * 200),
        ],
        query="deploy",
        receipt="r",
    )
    rows = packed.data["rows"]
    assert "excerpt" not in rows[0]  # the whole body is the title: nothing left to show
    assert rows[1]["excerpt"] == "run both before tagging. Then push."
    assert rows[2]["excerpt"] == "JSONL files hold one record a line."  # a word's start only
    assert rows[3]["title"].endswith("…") and rows[3]["excerpt"] == "B" * 200  # cut title


def test_truncated_excerpt_points_at_the_full_record() -> None:
    body = LOREM + " the release gates are green " + LOREM
    packed = pack_packet([cand(0, body=body)], query="gates", receipt="r", budget_tokens=800)
    excerpt = packed.data["rows"][0]["excerpt"]
    assert excerpt.endswith("… (memlane get slug-0)")
    assert "release gates are green" in excerpt


def test_packing_stops_at_the_first_row_that_does_not_fit() -> None:
    big = cand(1, title="B" * 150)
    small = cand(2, title="s")
    base = pack_packet([cand(0)], query="q", receipt="r", budget_tokens=10_000)
    budget = base.estimated_tokens + 25  # room for the small row, not the big one
    packed = pack_packet([cand(0), big, small], query="q", receipt="r", budget_tokens=budget)
    assert packed.emitted_ids == ["id-0"]
    assert packed.omitted == 2
    assert packed.data["complete"] is False
    assert packed.estimated_tokens <= budget


def test_rows_come_before_excerpts() -> None:
    candidates = [cand(i, body=LOREM) for i in range(6)]
    packed = pack_packet(candidates, query="lorem", receipt="r", budget_tokens=200)
    assert packed.emitted_ids == [c.id for c in candidates]
    assert packed.estimated_tokens <= 200
    # The spare budget went to the top row's excerpt first.
    assert "excerpt" in packed.data["rows"][0]


def test_budget_too_small_names_the_minimum() -> None:
    candidates = [cand(0, slug="x" * 60, title="T" * 160), cand(1)]
    with pytest.raises(BudgetTooSmall) as err:
        pack_packet(
            candidates, query="release", receipt="r_01J0000000000000000000000", budget_tokens=20
        )
    minimum = err.value.details["minimum_tokens"]
    assert str(minimum) in err.value.remedy
    assert err.value.code == "budget_too_small"
    packed = pack_packet(
        candidates, query="release", receipt="r_01J0000000000000000000000", budget_tokens=minimum
    )
    assert packed.emitted_ids == ["id-0"]
    assert packed.estimated_tokens == minimum


def test_empty_candidate_list_still_carries_the_receipt() -> None:
    packed = pack_packet([], query="nothing", receipt="r_1", budget_tokens=100)
    assert packed.data["rows"] == []
    assert packed.data["complete"] is True
    assert packed.rendered == compact_json(packed.data)
    with pytest.raises(BudgetTooSmall):
        pack_packet([], query="nothing", receipt="r_1", budget_tokens=5)


def test_estimated_tokens_is_a_fixed_point_across_digit_boundaries() -> None:
    candidates = [cand(i, body=LOREM) for i in range(30)]
    for budget in range(20, 140):
        for fmt in ("json", "text"):
            try:
                packed = pack_packet(
                    candidates, query="dolor", receipt="r", budget_tokens=budget, fmt=fmt
                )
            except BudgetTooSmall:
                continue
            assert packed.estimated_tokens == estimate_tokens(packed.rendered) <= budget


def test_long_titles_are_capped_and_lone_surrogates_replaced() -> None:
    packed = pack_packet(
        [cand(0, title="t" * 500 + "\ud800", body="x\udfff")], query="q\ud83d", receipt="r"
    )
    row = packed.data["rows"][0]
    assert len(row["title"]) == 160 and row["title"].endswith("…")
    packed.rendered.encode("utf-8")  # strict: no lone surrogate survives
    assert "\ufffd" in packed.data["query"]


def test_unknown_format_is_refused() -> None:
    with pytest.raises(InvalidInput):
        pack_packet([], query="q", receipt="r", fmt="yaml")  # type: ignore[arg-type]


# --- randomized Unicode budgets -----------------------------------------------------------

_PIECES = [
    "release",
    "gates",
    "Release",
    " ",
    "\n",
    '"',
    "\\",
    "日本語",
    "한국어",
    "👩\u200d💻",
    "🇫🇷",
    "👍🏽",
    "e\u0301",
    "a\u0308\u0323",
    "\u200d",
    "\ufe0f",
    "…",
    "\x00",
]
unicode_text = st.lists(st.one_of(st.sampled_from(_PIECES), st.text(max_size=10)), max_size=60).map(
    "".join
)
candidate = st.builds(
    PacketCandidate,
    id=st.uuids().map(str),
    slug=st.from_regex(r"[a-z0-9][a-z0-9-]{0,59}", fullmatch=True),
    kind=st.sampled_from(["fact", "event", "pattern", "lesson", "note"]),
    pinned=st.booleans(),
    title=unicode_text,
    score=st.floats(min_value=0, max_value=1),
    body=unicode_text,
)


@settings(deadline=None, max_examples=300)
@given(
    candidates=st.lists(candidate, max_size=20),
    query=st.one_of(st.sampled_from(["release gates", "gates", ""]), unicode_text),
    receipt=st.from_regex(r"r_[0-9A-Z]{0,26}", fullmatch=True),
    budget=st.one_of(
        st.integers(min_value=1, max_value=80),
        st.integers(min_value=80, max_value=300),
        st.integers(min_value=300, max_value=2000),
    ),
    fmt=st.sampled_from(["json", "text"]),
    excerpt_chars=st.one_of(
        st.integers(min_value=0, max_value=80), st.integers(min_value=0, max_value=700)
    ),
)
def test_packet_never_exceeds_its_budget(
    candidates: list[PacketCandidate],
    query: str,
    receipt: str,
    budget: int,
    fmt: str,
    excerpt_chars: int,
) -> None:
    try:
        packed = pack_packet(
            candidates,
            query=query,
            receipt=receipt,
            budget_tokens=budget,
            fmt=fmt,  # type: ignore[arg-type]
            excerpt_chars=excerpt_chars,
        )
    except BudgetTooSmall as err:
        event("refused")
        minimum = err.details["minimum_tokens"]
        assert minimum > budget
        # The named minimum is honest: at that budget the packet packs.
        packed = pack_packet(
            candidates,
            query=query,
            receipt=receipt,
            budget_tokens=minimum,
            fmt=fmt,  # type: ignore[arg-type]
            excerpt_chars=excerpt_chars,
        )
        assert packed.estimated_tokens <= minimum
        assert packed.emitted_ids[:1] == [c.id for c in candidates[:1]]
        return
    assert packed.estimated_tokens == estimate_tokens(packed.rendered) <= budget
    assert packed.data["estimated_tokens"] == packed.estimated_tokens
    # Emitted rows are a rank-order prefix: a higher row is never dropped for a lower one.
    k = len(packed.emitted_ids)
    assert packed.emitted_ids == [c.id for c in candidates[:k]]
    assert packed.omitted == packed.data["omitted"] == len(candidates) - k
    assert packed.data["complete"] == (packed.omitted == 0)
    if candidates:
        assert k >= 1
    event("rows omitted" if packed.omitted else "all rows")
    if fmt == "json":
        assert packed.rendered == compact_json(packed.data)
    for row in packed.data["rows"]:
        excerpt = row.get("excerpt", "")
        assert "\n" not in excerpt
        if excerpt.endswith(f"(memlane get {row['slug']})"):
            event("excerpt cut")
            assert re.search(r" … \(memlane get [a-z0-9-]+\)$", excerpt)
    assert (
        pack_packet(
            candidates,
            query=query,
            receipt=receipt,
            budget_tokens=budget,
            fmt=fmt,  # type: ignore[arg-type]
            excerpt_chars=excerpt_chars,
        )
        == packed
    )


# --- the query echo (issue 22) ------------------------------------------------------------


def test_a_long_query_is_echoed_bounded_and_says_so() -> None:
    query = "why does the deploy fail " + "x" * 5000
    packed = pack_packet([cand(0)], query=query, receipt="r", condensed=True)
    assert len(packed.data["query"]) == QUERY_ECHO_CHARS and packed.data["query"].endswith("…")
    assert packed.data["query_chars"] == len(query) and packed.data["condensed"] is True
    text = pack_packet([cand(0)], query=query, receipt="r", fmt="text", condensed=True)
    assert f"(condensed from {len(query):,} chars)" in text.rendered.splitlines()[1]
    short = pack_packet([cand(0)], query="release gates", receipt="r")
    assert "query_chars" not in short.data and "condensed" not in short.data


@pytest.mark.parametrize("fmt", ["json", "text"])
def test_the_guaranteed_budget_keeps_the_top_row_of_a_maximum_length_slug(fmt: str) -> None:
    worst = cand(0, slug="s" * 200, title="界" * 300, body="界" * 900)
    packed = pack_packet(
        [worst, cand(1)],
        query="界" * 3000,
        receipt="r_01J0000000000000000000000",
        budget_tokens=MIN_GUARANTEED_BUDGET,
        fmt=fmt,  # type: ignore[arg-type]
    )
    assert packed.emitted_ids[0] == "id-0"
    assert packed.estimated_tokens == estimate_tokens(packed.rendered) <= MIN_GUARANTEED_BUDGET
    assert "s" * 200 in packed.rendered  # the handle is never cut
