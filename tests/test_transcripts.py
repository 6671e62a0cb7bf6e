"""Transcript parsing: Claude Code, Codex CLI (both tool styles) and plain JSONL, from real-shaped
fixture files in tests/data/transcripts/."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memlane.core.commands import pair_failures
from memlane.core.timestamps import maybe_timestamp
from memlane.core.transcripts import (
    MESSAGE_MAX,
    OUTPUT_EXCERPT_MAX,
    detect_format,
    parse_transcript,
)
from memlane.errors import InvalidInput

DATA = Path(__file__).parent / "data" / "transcripts"
CLAUDE = DATA / "claude_session.jsonl"
CODEX = DATA / "rollout-2025-10-02T14-00-00-0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.jsonl"
CODEX_EXEC = DATA / "codex_exec_command.jsonl"
PLAIN = DATA / "plain_chat.jsonl"


def load(path: Path, fmt: str = "auto"):  # type: ignore[no-untyped-def]
    return parse_transcript(path.read_text(encoding="utf-8"), format=fmt, source_name=path.name)


def test_claude_code_session() -> None:
    t = load(CLAUDE)
    assert t.format == "claude"
    assert t.session_id == "3f6c2a9e-8d41-4b7a-9c55-1e2f3a4b5c6d"
    assert t.cwd == "/home/ana/app"
    assert t.title == "Fix failing test suite and adopt httpx"
    assert t.started_at == datetime(2025, 9, 14, 9, 0, tzinfo=UTC)
    assert t.ended_at == datetime(2025, 9, 14, 9, 0, 35, tzinfo=UTC)
    assert t.skipped_lines == 2  # one broken line, one JSON array
    # Meta lines, thinking blocks, system reminders and tool results are not conversation.
    assert [m.role for m in t.messages] == ["user", "assistant", "assistant"]
    assert t.opening_request.startswith("The test suite fails on a clean checkout.")
    assert t.final_answer.startswith("All 12 tests pass now.")
    assert all("system-reminder" not in m.text and "/clear" not in m.text for m in t.messages)
    assert t.commands == ("uv run pytest -q", "uv add httpx", "uv run pytest -q")
    first = t.tool_calls[0]
    assert first.tool == "Bash" and first.shell and first.errored and first.has_result
    assert "ModuleNotFoundError" in first.output_excerpt
    assert first.at == datetime(2025, 9, 14, 9, 0, 5, tzinfo=UTC)
    assert [c.errored for c in t.tool_calls] == [True, False, False, False, False]
    # Edits and writes are the files touched, relative to the session's directory.
    assert t.files_touched == ("src/app/client.py", "docs/http.md")
    lessons = pair_failures(t.tool_calls)
    assert [(lesson.command, lesson.fix) for lesson in lessons] == [
        ("uv run pytest -q", "uv add httpx")
    ]


def test_codex_rollout_with_shell_tool() -> None:
    t = load(CODEX)
    assert t.format == "codex"
    assert t.session_id == "0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"
    assert t.cwd == "/home/ana/engine"
    assert t.skipped_lines == 1
    # The injected <environment_context> message and reasoning items are not conversation;
    # event_msg copies of messages are not counted twice.
    assert [m.role for m in t.messages] == ["user", "assistant", "assistant"]
    assert t.opening_request.startswith("cargo test is broken")
    assert t.commands == ("cargo test", "cargo add serde --features derive", "cargo test")
    assert [c.errored for c in t.tool_calls] == [True, False, False, False]
    assert t.tool_calls[0].output_excerpt.startswith("Compiling engine")
    patch = t.tool_calls[2]
    assert patch.tool == "apply_patch" and not patch.shell
    assert t.files_touched == ("src/lib.rs", "tests/roundtrip.rs")
    (lesson,) = pair_failures(t.tool_calls)
    assert lesson.command == "cargo test"
    assert lesson.fix == "cargo add serde --features derive"
    assert lesson.error == "error[E0432]: unresolved import `serde`"


def test_codex_rollout_with_exec_command_tool() -> None:
    t = load(CODEX_EXEC)
    assert t.format == "codex"
    # AGENTS.md / environment bundles and developer messages are skipped.
    assert [m.text for m in t.messages if m.role == "user"] == ["Build the site."]
    # Leading env assignments are normalized away; exit codes come from the output header
    # and from exec_command_end events.
    assert t.commands == ("npm run build", "pnpm build", "pnpm test")
    assert [c.errored for c in t.tool_calls] == [True, False, False]
    assert [c.has_result for c in t.tool_calls] == [True, True, False]
    (lesson,) = pair_failures(t.tool_calls)
    assert (lesson.command, lesson.fix) == ("npm run build", "pnpm build")
    assert "Missing script" in lesson.error


def test_plain_role_content_jsonl() -> None:
    t = load(PLAIN)
    assert t.format == "plain"
    assert t.session_id == "plain_chat"  # from the file name when the log carries none
    assert t.skipped_lines == 1
    assert [m.role for m in t.messages] == ["user", "assistant", "assistant"]
    assert t.commands == ("make lint", "ruff check --fix config")
    (lesson,) = pair_failures(t.tool_calls)
    assert lesson.fix == "ruff check --fix config"


@pytest.mark.parametrize(("path", "fmt"), [(CLAUDE, "claude"), (CODEX, "codex"), (PLAIN, "plain")])
def test_auto_detection_matches_explicit_format(path: Path, fmt: str) -> None:
    assert load(path) == load(path, fmt)


def test_format_override_and_errors() -> None:
    # Forcing the wrong format yields an empty transcript rather than garbage.
    assert load(CLAUDE, "codex").is_empty
    with pytest.raises(InvalidInput) as info:
        parse_transcript("{}", format="cursor")
    assert "claude" in info.value.remedy
    with pytest.raises(InvalidInput):
        parse_transcript('not json\n{"x": 1}\n')
    empty = parse_transcript("")
    assert empty.is_empty and empty.skipped_lines == 0
    assert parse_transcript("\n\n", format="claude").is_empty


def test_detect_format() -> None:
    assert detect_format([{"type": "session_meta", "payload": {}}]) == "codex"
    assert detect_format([{"type": "summary", "summary": "x"}]) == "claude"
    assert detect_format([{"role": "user", "content": "x"}]) == "plain"
    assert detect_format([{"type": "user"}, {"foo": 1}]) is None


def test_long_content_is_bounded() -> None:
    huge = "y" * (MESSAGE_MAX * 2)
    tool_use = {"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "x"}}
    result = {
        "type": "tool_result",
        "tool_use_id": "t1",
        "is_error": True,
        "content": "start " + "z" * 5000 + " Error: tail",
    }
    lines = [
        {"type": "user", "sessionId": "s", "message": {"role": "user", "content": huge}},
        {"type": "assistant", "message": {"role": "assistant", "content": [tool_use]}},
        {"type": "user", "message": {"role": "user", "content": [result]}},
    ]
    t = parse_transcript("\n".join(json.dumps(x) for x in lines))
    assert len(t.messages[0].text) <= MESSAGE_MAX
    excerpt = t.tool_calls[0].output_excerpt
    # A failure keeps its tail, where the error is.
    assert len(excerpt) <= OUTPUT_EXCERPT_MAX + 1 and excerpt.endswith("Error: tail")


def test_a_failed_edit_touches_no_file() -> None:
    edit = {"type": "tool_use", "id": "e1", "name": "Edit", "input": {"file_path": "/p/a.py"}}
    write = {"type": "tool_use", "id": "e2", "name": "Write", "input": {"file_path": "/p/b.py"}}
    failed = {"type": "tool_result", "tool_use_id": "e1", "is_error": True, "content": "no match"}
    lines = [
        {"type": "assistant", "cwd": "/p", "message": {"role": "assistant", "content": [edit]}},
        {"type": "user", "message": {"role": "user", "content": [failed]}},
        {"type": "assistant", "message": {"role": "assistant", "content": [write]}},
    ]
    t = parse_transcript("\n".join(json.dumps(x) for x in lines))
    # The Write never answered: still counted (the session may have ended mid-write).
    assert t.files_touched == ("b.py",)


def test_unknown_tool_result_ids_and_odd_shapes_are_tolerated() -> None:
    orphan = {"type": "tool_result", "tool_use_id": "nope"}
    lines = [
        {"type": "user", "message": {"role": "user", "content": [orphan]}},
        {"type": "assistant", "message": "not a dict"},
        {
            "type": "assistant",
            "message": {"role": "assistant", "content": [1, None, {"type": "x"}]},
        },
        {"type": "response_item", "payload": "string payload"},
    ]
    t = parse_transcript("\n".join(json.dumps(x) for x in lines), format="claude")
    assert t.is_empty


SCALARS = st.one_of(st.none(), st.integers(), st.text(max_size=20))
LINES = st.lists(
    st.one_of(st.text(max_size=60), st.dictionaries(st.text(max_size=8), SCALARS, max_size=4)),
    max_size=8,
)


@given(LINES)
def test_parser_never_crashes_on_arbitrary_lines(lines: list[object]) -> None:
    text = "\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines)
    for fmt in ("claude", "codex", "plain"):
        t = parse_transcript(text, format=fmt)
        assert t.skipped_lines >= 0


def test_parse_timestamp() -> None:
    assert maybe_timestamp("2025-01-02T03:04:05Z") == datetime(2025, 1, 2, 3, 4, 5, tzinfo=UTC)
    assert maybe_timestamp("2025-01-02T03:04:05") == datetime(2025, 1, 2, 3, 4, 5, tzinfo=UTC)
    assert maybe_timestamp(1_700_000_000) == maybe_timestamp(1_700_000_000_000)
    assert maybe_timestamp("yesterday") is None
    assert maybe_timestamp(True) is None
    assert maybe_timestamp(None) is None
