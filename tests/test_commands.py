"""Command normalization, hashing and deterministic failure→fix pairing."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memlane.core.commands import (
    COMMAND_MAX,
    command_hash,
    command_key,
    error_summary,
    lesson_text,
    normalize_command,
    pair_failures,
)
from memlane.core.transcripts import ToolCall


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("  pytest   -q\n  tests/ ", "pytest -q tests/"),
        (["bash", "-lc", "cargo  test"], "cargo test"),
        (["/bin/zsh", "-c", "make lint"], "make lint"),
        (["git", "commit", "-m", "two words"], "git commit -m 'two words'"),
        ("FOO=1 BAR='a b' npm run build", "npm run build"),
        ("pytest -q 2>&1 | tail -20", "pytest -q"),
        ("pytest -q 2>&1 | head -n 50", "pytest -q"),
        ("make test; echo exit=$?", "make test"),
        ("make test && echo done", "make test"),
        ("make test || echo failed;", "make test"),
        ("cd /srv/app && pytest", "cd /srv/app && pytest"),
        ("Pytest -Q", "Pytest -Q"),
        ("X=1 && y", "X=1 && y"),
        ("FOO=1", "FOO=1"),
        ("echo hi", "echo hi"),
    ],
)
def test_normalize_command(raw: str | list[str], expected: str) -> None:
    assert normalize_command(raw) == expected


@given(st.text(max_size=200))
def test_normalize_is_idempotent(raw: str) -> None:
    once = normalize_command(raw)
    assert normalize_command(once) == once


@given(st.lists(st.text(min_size=1, max_size=20), min_size=1, max_size=6))
def test_normalize_argv_is_idempotent(argv: list[str]) -> None:
    once = normalize_command(argv)
    assert normalize_command(once) == once


def test_command_hash_is_sha256_of_normalized_text() -> None:
    normalized = normalize_command("pytest   -q")
    assert command_hash(normalized) == hashlib.sha256(b"pytest -q").hexdigest()
    assert command_key(["bash", "-lc", "pytest -q 2>&1"]) == command_key("  pytest -q ")
    assert command_key("pytest -q") != command_key("pytest -x")


def test_env_secrets_never_reach_the_key() -> None:
    secret = "sk" + "-" + "x" * 24
    assert secret not in normalize_command(f"OPENAI_API_KEY={secret} python run.py")


def test_error_summary_prefers_the_named_error() -> None:
    out = "collected 3\nE   ModuleNotFoundError: No module named 'httpx'\n1 error in 0.31s"
    assert error_summary(out) == "ModuleNotFoundError: No module named 'httpx'"
    cargo = "Compiling x\nerror[E0432]: unresolved import `serde`\nerror: could not compile `x`"
    assert error_summary(cargo) == "error[E0432]: unresolved import `serde`"
    assert error_summary("\x1b[31mbuild failed\x1b[0m\nsee log") == "build failed"
    assert error_summary("just output") == "just output"
    assert error_summary("") == ""
    assert len(error_summary("Error: " + "x" * 1000)) <= 240


def call(
    tool: str, command: str, errored: bool, output: str = "", has_result: bool = True
) -> ToolCall:
    return ToolCall(tool, command, errored, output, shell=True, has_result=has_result)


def test_each_failure_pairs_with_the_next_success_of_the_same_tool() -> None:
    calls = [
        call("Bash", "pytest", True, "ImportError: no module named x"),
        call("Edit", "Edit a.py", False),
        call("Bash", "pytest -k slow", True, "AssertionError: boom"),
        call("Bash", "uv sync", False, "ok"),
        call("Bash", "pytest", False, "3 passed"),
    ]
    lessons = pair_failures(calls)
    assert [(lesson.command, lesson.fix) for lesson in lessons] == [
        ("pytest", "uv sync"),
        ("pytest -k slow", "uv sync"),
    ]
    assert lessons[0].error == "ImportError: no module named x"
    assert lessons[0].command_hash == command_key("pytest")
    assert lessons[0].tool == "Bash"
    assert "fixed by `uv sync`" in lesson_text(lessons[0])


def test_pairing_edge_cases() -> None:
    # No later success: no lesson. A call without a result is neither failure nor fix.
    assert pair_failures([call("Bash", "make", True, "Error: x")]) == []
    assert (
        pair_failures(
            [call("Bash", "make", True, "Error: x"), call("Bash", "make", False, has_result=False)]
        )
        == []
    )
    # A different tool's success does not count as the fix.
    assert pair_failures([call("Bash", "make", True), call("Edit", "Edit Makefile", False)]) == []
    # The same failing command twice yields one lesson; a retry that works is its own fix.
    lessons = pair_failures(
        [
            call("Bash", "make", True, "Error: a"),
            call("Bash", "make ", True),
            call("Bash", "make", False),
        ]
    )
    assert len(lessons) == 1 and lessons[0].fix == "make"
    assert lessons[0].error == "Error: a"
    # An errored call with no output still makes a lesson, with a placeholder error.
    assert pair_failures([call("Bash", "x", True), call("Bash", "y", False)])[0].error


def test_pairing_tool_filter_and_caps() -> None:
    calls = [call("Edit", "Edit a.py", True, "Error: no match"), call("Edit", "Edit a.py", False)]
    assert len(pair_failures(calls)) == 1
    assert pair_failures(calls, tools={"Bash"}) == []
    long = "echo " + "y" * 2000
    lesson = pair_failures([call("Bash", long, True), call("Bash", "true", False)])[0]
    assert len(lesson.command) <= COMMAND_MAX
    assert lesson.command_hash == command_key(long)


@dataclass(frozen=True)
class PlainCall:
    """Pairing takes anything with the right fields; no inheritance needed."""

    tool: str
    command: str
    errored: bool
    has_result: bool = True
    output_excerpt: str = ""


def test_pairing_accepts_any_tool_call_shape() -> None:
    lessons = pair_failures([PlainCall("sh", "a", True), PlainCall("sh", "b", False)])
    assert lessons[0].fix == "b"
