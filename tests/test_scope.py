"""Scope keys and the read matcher (DESIGN invariants 2 and 3)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memlane.core.scope import GLOBAL, label, matches, normalize_path, write_key
from memlane.errors import ScopeInvalid


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ("C:\\foo", "c:/foo"),
        ("c:/foo/", "c:/foo"),
        ("/home/ana//app///", "/home/ana/app"),
        ("/", "/"),
        ("///", "/"),
        ("/Home/Ana/App", "/home/ana/app"),
        ("global", GLOBAL),
        ("GLOBAL", GLOBAL),
        ("ssh:build-box:/srv/App/", "ssh:build-box:/srv/app"),
    ],
)
def test_write_key_normalizes(raw: str, key: str) -> None:
    assert write_key(raw) == key


def test_windows_spellings_are_one_scope() -> None:
    assert write_key("C:\\foo") == write_key("c:/foo/")


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "   ",
        "ssh:",
        "ssh:box",
        "ssh::/srv/app",
        "ssh:box:",
        "/a\x00b",
        "x" * 1025,
        "/tmp/\x07bell",
    ],
)
def test_invalid_scopes_are_refused(bad: str) -> None:
    with pytest.raises(ScopeInvalid):
        write_key(bad)


def test_scope_at_length_limit_is_accepted() -> None:
    key = "/" + "a" * 1023
    assert write_key(key) == key


def test_exact_mode() -> None:
    assert matches("/a/b", "/a/b", "exact")
    assert not matches("/a/b", "/a", "exact")
    assert matches("/a/b", GLOBAL, "exact")


def test_parent_mode_includes_ancestors_only() -> None:
    assert matches("/a/b/c", "/a/b", "parent")
    assert matches("/a/b/c", "/", "parent")
    assert not matches("/a/b", "/a/b/c", "parent")


def test_parent_prefix_collision() -> None:
    # /a/b is not an ancestor of /a/bc even though it is a string prefix.
    assert not matches("/a/bc", "/a/b", "parent")
    assert not matches("/a/b", "/a/bc", "parent")


def test_global_mode_sees_every_local_scope() -> None:
    assert matches("/a/b", "/x/y", "global")
    assert matches(GLOBAL, "/x/y", "global")
    assert not matches(GLOBAL, "/x/y", "exact")


REMOTE = "ssh:build-box:/srv/app"


@pytest.mark.parametrize("mode", ["exact", "parent", "global"])
def test_local_never_matches_remote(mode: str) -> None:
    assert not matches("/srv/app", REMOTE, mode)  # type: ignore[arg-type]
    assert not matches("/", REMOTE, mode)  # type: ignore[arg-type]
    assert not matches(GLOBAL, REMOTE, mode)  # type: ignore[arg-type]


@pytest.mark.parametrize("mode", ["exact", "parent", "global"])
def test_remote_matches_only_its_exact_key(mode: str) -> None:
    assert matches(REMOTE, REMOTE, mode)  # type: ignore[arg-type]
    assert not matches(REMOTE, "ssh:other-box:/srv/app", mode)  # type: ignore[arg-type]
    assert not matches(REMOTE, "ssh:build-box:/srv", mode)  # type: ignore[arg-type]
    assert not matches(REMOTE, "/srv/app", mode)  # type: ignore[arg-type]
    assert not matches(REMOTE, GLOBAL, mode)  # type: ignore[arg-type]


def test_labels_are_readable() -> None:
    assert label(REMOTE) == "build-box · app"
    assert label("/home/ana/app") == "app"
    assert label(GLOBAL) == "global"


@given(st.text(min_size=1, max_size=60))
def test_normalize_is_idempotent(path: str) -> None:
    once = normalize_path(path)
    assert normalize_path(once) == once
