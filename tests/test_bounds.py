"""Input bounds: sizes, control characters, tags and UTF-8 decoding refuse with typed errors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core.bounds import (
    MAX_BODY_BYTES,
    MAX_SCOPE_CHARS,
    MAX_TAG_CHARS,
    MAX_TAGS,
    MAX_TITLE_CHARS,
    check_tags,
    check_text_field,
    decode_utf8,
)
from memlane.errors import InvalidInput, PayloadTooLarge


def test_limits_match_the_issue() -> None:
    assert MAX_BODY_BYTES == 256 * 1024
    assert (MAX_TITLE_CHARS, MAX_TAGS, MAX_TAG_CHARS, MAX_SCOPE_CHARS) == (200, 32, 64, 1024)


def test_body_at_the_byte_limit_passes_and_one_more_byte_is_too_large() -> None:
    check_text_field("body", "a" * MAX_BODY_BYTES, max_bytes=MAX_BODY_BYTES)
    with pytest.raises(PayloadTooLarge) as info:
        check_text_field("body", "a" * (MAX_BODY_BYTES + 1), max_bytes=MAX_BODY_BYTES)
    assert info.value.exit_code == 2
    assert info.value.code == "payload_too_large"
    assert info.value.details == {
        "field": "body",
        "limit": MAX_BODY_BYTES,
        "size": MAX_BODY_BYTES + 1,
    }


def test_body_size_counts_utf8_bytes_not_characters() -> None:
    body = "é" * (MAX_BODY_BYTES // 2)
    check_text_field("body", body, max_bytes=MAX_BODY_BYTES)
    with pytest.raises(PayloadTooLarge):
        check_text_field("body", body + "é", max_bytes=MAX_BODY_BYTES)


@pytest.mark.parametrize(
    ("name", "limit"), [("title", MAX_TITLE_CHARS), ("scope", MAX_SCOPE_CHARS)]
)
def test_character_limits(name: str, limit: int) -> None:
    check_text_field(name, "é" * limit, max_chars=limit, metadata=True)
    with pytest.raises(InvalidInput) as info:
        check_text_field(name, "é" * (limit + 1), max_chars=limit, metadata=True)
    assert info.value.exit_code == 2
    assert str(limit) in info.value.message


@pytest.mark.parametrize("ch", ["\x00", "\x01", "\x1b", "\x7f", "\x85", "\n", "\t", "\r"])
def test_metadata_refuses_every_control_character(ch: str) -> None:
    with pytest.raises(InvalidInput) as info:
        check_text_field("title", f"a{ch}b", metadata=True)
    assert info.value.details["position"] == 1


@pytest.mark.parametrize("ch", ["\n", "\t", "\r"])
def test_body_allows_tab_newline_and_carriage_return(ch: str) -> None:
    check_text_field("body", f"line one{ch}line two")


@pytest.mark.parametrize("ch", ["\x00", "\x07", "\x0b", "\x0c", "\x1b", "\x1f"])
def test_body_refuses_nul_and_other_c0_controls(ch: str) -> None:
    with pytest.raises(InvalidInput) as info:
        check_text_field("body", f"ok{ch}")
    assert "control character" in info.value.message
    assert info.value.remedy


def test_nul_is_named() -> None:
    with pytest.raises(InvalidInput, match="NUL"):
        check_text_field("body", "a\x00b")


def test_lone_surrogate_is_invalid_unicode() -> None:
    with pytest.raises(InvalidInput, match="not valid Unicode"):
        check_text_field("body", "a\ud800b")


def test_non_text_is_refused() -> None:
    with pytest.raises(InvalidInput, match="must be text"):
        check_text_field("body", b"bytes")  # type: ignore[arg-type]


def test_tags_are_stripped_deduplicated_in_order_and_keep_case() -> None:
    assert check_tags([" Ops ", "python", "ops", "Python", "ci"]) == ("Ops", "python", "ci")


def test_tag_limits() -> None:
    check_tags([f"t{i}" for i in range(MAX_TAGS)])
    with pytest.raises(InvalidInput, match="limit is 32"):
        check_tags([f"t{i}" for i in range(MAX_TAGS + 1)])
    check_tags(["x" * MAX_TAG_CHARS])
    with pytest.raises(InvalidInput):
        check_tags(["x" * (MAX_TAG_CHARS + 1)])


def test_duplicates_do_not_count_against_the_tag_limit() -> None:
    assert len(check_tags(["same"] * 100)) == 1


@pytest.mark.parametrize("bad", ["", "   ", "a\nb", "a\x00", "tab\there"])
def test_bad_tags_are_refused(bad: str) -> None:
    with pytest.raises(InvalidInput):
        check_tags(["ok", bad])


def test_a_single_string_is_not_a_tag_list() -> None:
    with pytest.raises(InvalidInput, match="list of strings"):
        check_tags("ops")


def test_decode_utf8_accepts_text_and_keeps_the_bom() -> None:
    assert decode_utf8("héllo\n".encode(), name="a.md") == "héllo\n"
    assert decode_utf8(b"\xef\xbb\xbfhi", name="a.md") == "\ufeffhi"


def test_decode_utf8_refuses_binary() -> None:
    with pytest.raises(InvalidInput, match="binary") as info:
        decode_utf8(b"\x89PNG\r\n\x1a\n\x00\x00", name="img.png")
    assert info.value.details == {"field": "img.png", "offset": 8}


def test_decode_utf8_refuses_invalid_utf8_with_offset() -> None:
    with pytest.raises(InvalidInput, match="not valid UTF-8") as info:
        decode_utf8(b"ok \xff\xfe", name="latin1.txt")
    assert info.value.details["offset"] == 3
    assert info.value.exit_code == 2


@settings(max_examples=300, deadline=None)
@given(st.text(), st.booleans())
def test_check_text_field_raises_only_invalid_input(value: str, metadata: bool) -> None:
    try:
        check_text_field("f", value, max_chars=50, max_bytes=100, metadata=metadata)
    except InvalidInput:
        pass
    else:
        assert len(value) <= 50


@settings(max_examples=300, deadline=None)
@given(st.binary())
def test_decode_utf8_returns_text_or_raises_invalid_input(data: bytes) -> None:
    try:
        text = decode_utf8(data, name="f")
    except InvalidInput:
        assert b"\x00" in data or not _valid_utf8(data)
    else:
        assert text.encode("utf-8") == data


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(max_size=80), max_size=40))
def test_check_tags_raises_only_invalid_input(tags: list[str]) -> None:
    try:
        out = check_tags(tags)
    except InvalidInput:
        return
    assert len(out) <= MAX_TAGS
    assert all(t == t.strip() and 0 < len(t) <= MAX_TAG_CHARS for t in out)
    assert len({t.casefold() for t in out}) == len(out)


def _valid_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
