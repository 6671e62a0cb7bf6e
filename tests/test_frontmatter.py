"""The project-note text format: split, validate, render, slug and file name."""

from __future__ import annotations

import string
from datetime import UTC, date, datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core.frontmatter import (
    MetaError,
    NoteMeta,
    derived_title,
    meta_mapping,
    note_filename,
    parse_meta,
    render_note,
    slugify,
    split_frontmatter,
)
from memlane.core.timestamps import format_timestamp, parse_timestamp

FALLBACK = datetime(2020, 1, 1, tzinfo=UTC)
NOTE_ID = "9f2c8a1e-4f1a-4a44-9d0e-1b8b3f2c5a10"


def header(**fields: object) -> dict[str, object]:
    base: dict[str, object] = {"schemaVersion": 1, "id": NOTE_ID, "title": "Deploy checklist"}
    base.update(fields)
    return base


# -- split -------------------------------------------------------------------------------


def test_text_without_frontmatter_is_all_body() -> None:
    assert split_frontmatter("# Title\n\nbody\n") == (None, "# Title\n\nbody\n", None)


def test_frontmatter_and_body_are_split_exactly() -> None:
    meta, body, error = split_frontmatter("---\nschemaVersion: 1\ntitle: A\n---\n\nbody\n---\n")
    assert error is None
    assert meta == {"schemaVersion": 1, "title": "A"}
    assert body == "\nbody\n---\n"


def test_crlf_and_bom_are_accepted() -> None:
    meta, body, error = split_frontmatter("\ufeff---\r\ntitle: A\r\n---\r\nbody\r\n")
    assert (meta, body, error) == ({"title": "A"}, "body\r\n", None)


def test_empty_header_is_an_empty_mapping() -> None:
    assert split_frontmatter("---\n---\nbody") == ({}, "body", None)


@pytest.mark.parametrize(
    "text",
    [
        "---\ntitle: A\nno closing line\n",
        "---\ntitle: [unclosed\n---\nbody",
        "---\n- a list\n- not a mapping\n---\nbody",
        "---\nbase: &a [x, y]\nother: *a\n---\nbody",
        "---\n1: numeric key\n---\nbody",
    ],
    ids=["unterminated", "bad-yaml", "not-mapping", "alias", "non-string-key"],
)
def test_malformed_frontmatter_is_an_error_value_not_an_exception(text: str) -> None:
    meta, _body, error = split_frontmatter(text)
    assert meta is None
    assert error


# -- validate ----------------------------------------------------------------------------


def test_parse_meta_reads_every_field() -> None:
    meta = parse_meta(
        header(
            createdAt=1756400000,
            updatedAt="2025-08-29T10:00:00Z",
            archived=True,
            tags=["ops", " ops ", "", "release"],
            provenanceIds=["evt-1"],
            owner="ana",
        ),
        fallback_time=FALLBACK,
    )
    assert meta.id == NOTE_ID
    assert meta.title == "Deploy checklist"
    assert meta.created_at == datetime.fromtimestamp(1756400000, UTC)
    assert meta.updated_at == datetime(2025, 8, 29, 10, tzinfo=UTC)
    assert meta.archived is True
    assert meta.tags == ("ops", "release")
    assert meta.provenance_ids == ("evt-1",)
    assert meta.extra == {"owner": "ana"}


def test_missing_timestamps_take_the_fallback() -> None:
    meta = parse_meta(header(), fallback_time=FALLBACK)
    assert meta.created_at == meta.updated_at == FALLBACK
    assert meta.archived is False
    assert meta.tags == ()


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (1756400000, datetime.fromtimestamp(1756400000, UTC)),
        (1756400000123, datetime.fromtimestamp(1756400000.123, UTC)),
        ("1756400000", datetime.fromtimestamp(1756400000, UTC)),
        ("2025-08-28T16:53:20Z", datetime(2025, 8, 28, 16, 53, 20, tzinfo=UTC)),
        ("2025-08-28T18:53:20+02:00", datetime(2025, 8, 28, 16, 53, 20, tzinfo=UTC)),
        ("2025-08-28T16:53:20", datetime(2025, 8, 28, 16, 53, 20, tzinfo=UTC)),
        (datetime(2025, 8, 28, 16, 53, 20), datetime(2025, 8, 28, 16, 53, 20, tzinfo=UTC)),
        (date(2025, 8, 28), datetime(2025, 8, 28, tzinfo=UTC)),
    ],
)
def test_timestamps_accept_epoch_seconds_ms_and_iso(value: object, expected: datetime) -> None:
    assert parse_timestamp(value) == expected


def test_unquoted_yaml_timestamp_parses() -> None:
    meta, _body, _error = split_frontmatter(
        f"---\nschemaVersion: 1\nid: {NOTE_ID}\ntitle: A\ncreatedAt: 2025-08-28T16:53:20Z\n---\n"
    )
    assert meta is not None
    assert parse_meta(meta, fallback_time=FALLBACK).created_at == datetime(
        2025, 8, 28, 16, 53, 20, tzinfo=UTC
    )


def test_timestamps_are_written_as_iso_utc() -> None:
    paris_summer = timezone(timedelta(hours=2))
    assert format_timestamp(datetime(2025, 8, 28, 18, 53, 20, tzinfo=paris_summer)) == (
        "2025-08-28T16:53:20Z"
    )
    assert format_timestamp(datetime(2025, 1, 1, 0, 0, 0, 250000)) == "2025-01-01T00:00:00.250000Z"


@pytest.mark.parametrize(
    "fields",
    [{"schemaVersion": None}, {"schemaVersion": 2}, {"schemaVersion": True}],
)
def test_unsupported_schema(fields: dict[str, object]) -> None:
    with pytest.raises(MetaError) as info:
        parse_meta(header(**fields), fallback_time=FALLBACK)
    assert info.value.code == "unsupported_schema"


@pytest.mark.parametrize(
    "fields",
    [
        {"id": None},
        {"id": "has spaces in it"},
        {"id": "md:reserved.md"},
        {"title": None},
        {"title": "   "},
        {"title": ["a", "list"]},
        {"createdAt": "yesterday"},
        {"updatedAt": True},
        {"archived": "maybe"},
        {"tags": {"a": 1}},
        {"tags": [["nested"]]},
        {"tags": ["x" * 65]},
        {"provenanceIds": 7.5j},
    ],
)
def test_invalid_metadata(fields: dict[str, object]) -> None:
    with pytest.raises(MetaError) as info:
        parse_meta(header(**fields), fallback_time=FALLBACK)
    assert info.value.code == "invalid_metadata"


def test_numeric_title_is_text() -> None:
    assert parse_meta(header(title=2024), fallback_time=FALLBACK).title == "2024"


# -- render ------------------------------------------------------------------------------


def test_render_writes_known_keys_in_schema_order_then_extras() -> None:
    meta = NoteMeta(
        id=NOTE_ID,
        title="Deploy: checklist #1",
        created_at=datetime(2025, 8, 28, tzinfo=UTC),
        updated_at=datetime(2025, 8, 29, tzinfo=UTC),
        tags=("ops",),
        extra={"owner": "ana"},
    )
    text = render_note(meta_mapping(meta), "# Deploy\n")
    keys = [line.split(":")[0] for line in text.splitlines()[1:] if line[:1].isalpha()]
    assert keys == [
        "schemaVersion",
        "id",
        "title",
        "createdAt",
        "updatedAt",
        "archived",
        "tags",
        "provenanceIds",
        "owner",
    ]
    assert "createdAt: '2025-08-28T00:00:00Z'" in text
    assert text.endswith("---\n# Deploy\n")


# -- slug and file name ------------------------------------------------------------------


def test_slug_is_lowercase_alphanumeric_with_single_dashes() -> None:
    assert slugify("  Deploy -- Checklist: v2!! ") == "deploy-checklist-v2"
    assert slugify("Déploiement à Paris") == "deploiement-a-paris"


@given(st.text(max_size=200))
def test_slug_shape_holds_for_any_title(title: str) -> None:
    slug = slugify(title)
    assert len(slug) <= 60
    assert set(slug) <= set(string.ascii_lowercase + string.digits + "-")
    assert "--" not in slug
    assert not slug.startswith("-")
    assert not slug.endswith("-")


def test_note_filename() -> None:
    assert note_filename("Deploy checklist", NOTE_ID) == "deploy-checklist-9f2c8a1e.md"
    assert note_filename("デプロイ", NOTE_ID) == "note-9f2c8a1e.md"
    long_name = note_filename("word " * 40, NOTE_ID)
    assert len(long_name.removesuffix("-9f2c8a1e.md")) <= 60


def test_derived_title_skips_code_and_falls_back_to_stem() -> None:
    assert derived_title("intro\n# Real title #\n", "file") == "Real title"
    assert derived_title("```\n# not a title\n```\ntext", "file-stem") == "file-stem"
    assert derived_title("## only level two\n", "stem") == "stem"


# -- round trip --------------------------------------------------------------------------

_text = (
    st.text(
        alphabet=st.characters(
            blacklist_categories=("Cc", "Cs", "Zl", "Zp"), blacklist_characters="\x85"
        ),
        min_size=1,
        max_size=40,
    )
    .map(str.strip)
    .filter(bool)
)
_moment = st.datetimes(
    min_value=datetime(1971, 1, 1), max_value=datetime(2200, 1, 1), timezones=st.just(UTC)
)
_meta = st.builds(
    NoteMeta,
    id=st.uuids().map(str),
    title=_text,
    created_at=_moment,
    updated_at=_moment,
    archived=st.booleans(),
    tags=st.lists(_text.map(lambda t: t[:64].strip()).filter(bool), max_size=6, unique=True).map(
        tuple
    ),
    provenance_ids=st.lists(_text, max_size=4, unique=True).map(tuple),
    extra=st.dictionaries(
        st.sampled_from(["owner", "status", "notes"]),
        st.one_of(st.text(max_size=30), st.integers(), st.lists(st.text(max_size=10), max_size=3)),
        max_size=3,
    ),
)


@settings(max_examples=300)
@given(meta=_meta, body=st.text(max_size=300))
def test_render_then_parse_preserves_every_field(meta: NoteMeta, body: str) -> None:
    text = render_note(meta_mapping(meta), body)
    loaded, parsed_body, error = split_frontmatter(text)
    assert error is None
    assert loaded is not None
    assert parse_meta(loaded, fallback_time=FALLBACK) == meta
    assert parsed_body == body
    # Rendering what was parsed gives the same bytes: a save without edits changes nothing.
    assert render_note(loaded, parsed_body) == text
