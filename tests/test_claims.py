"""Claim extraction: what in a memory's text can be checked against a tree (pure)."""

from __future__ import annotations

from memlane.core.claims import extract_claims


def kinds(text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.value) for c in extract_claims(text)]


def test_a_command_line_in_backticks_yields_its_path_and_flags() -> None:
    assert kinds("Run `python scripts/release.py --fast --tag=v2` first") == [
        ("path", "scripts/release.py"),
        ("flag", "--fast"),
        ("flag", "--tag"),
    ]


def test_delimited_calls_paths_packages_urls_and_flags() -> None:
    text = (
        "Call `load_settings()` from `src/memlane/config.py`; `mem.recall(query)` returns a "
        "packet; pin `react@18.2.0`; docs at `https://example.org/guide`; use `--dry-run`."
    )
    assert kinds(text) == [
        ("symbol", "load_settings"),
        ("path", "src/memlane/config.py"),
        ("symbol", "mem.recall"),
        ("package", "react@18.2.0"),
        ("url", "https://example.org/guide"),
        ("flag", "--dry-run"),
    ]


def test_prose_needs_an_unambiguous_shape() -> None:
    assert (
        kinds("Use pnpm, never npm. Node.js and Vue.js are fine; read/write and/or TCP/IP.") == []
    )
    assert kinds("The entry point is src/app/main.py and the config is pyproject.toml") == [
        ("path", "src/app/main.py"),
        ("path", "pyproject.toml"),
    ]
    assert kinds("Python 3.11 and v1.2 work; so does parse_config() with --json") == [
        ("flag", "--json"),
        ("symbol", "parse_config"),
    ]


def test_placeholders_globs_examples_and_hosts_are_not_claims() -> None:
    text = (
        "Edit `path/to/file.py`, `src/*.py`, `<name>.toml`, `$HOME/.bashrc`; the API is "
        "/api/v1/users and the repo github.com/org/repo."
    )
    assert kinds(text) == []


def test_runtime_globals_are_skipped_and_fenced_code_is_an_example() -> None:
    text = "Never print() secrets or call `console.log()`.\n```\npython x/y.py --bad\n```\n"
    assert kinds(text) == []


def test_each_claim_once_and_a_bare_directory_needs_two_segments() -> None:
    text = "See src/memlane/store/ and src/memlane/store/ again; tests/ alone is too weak"
    assert kinds(text) == [("path", "src/memlane/store/")]
