"""Transcript lines in the three real formats, for tests that write session logs to disk.

Shapes follow Claude Code's ``~/.claude/projects/*/<session>.jsonl`` (one JSON object per
message line, tool calls as ``tool_use`` blocks answered by ``tool_result`` blocks), Codex's
``~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`` (``session_meta`` then ``response_item``
payloads) and plain ``{role, content}`` JSONL.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def at(minutes: float, base: datetime = T0) -> str:
    return (base + timedelta(minutes=minutes)).isoformat().replace("+00:00", "Z")


# -- Claude Code -----------------------------------------------------------------------------


def _claude(sid: str, cwd: str, kind: str, message: dict[str, Any], when: str) -> dict[str, Any]:
    return {
        "parentUuid": None,
        "sessionId": sid,
        "cwd": cwd,
        "version": "2.0.14",
        "isSidechain": False,
        "type": kind,
        "message": message,
        "uuid": f"{sid[:8]}-{when}",
        "timestamp": when,
    }


def claude_user(sid: str, cwd: str, text: str, when: str) -> dict[str, Any]:
    return _claude(sid, cwd, "user", {"role": "user", "content": text}, when)


def claude_text(sid: str, cwd: str, text: str, when: str) -> dict[str, Any]:
    content = [{"type": "text", "text": text}]
    return _claude(sid, cwd, "assistant", {"role": "assistant", "content": content}, when)


def claude_tool(
    sid: str, cwd: str, tool_id: str, name: str, tool_input: dict[str, Any], when: str
) -> dict[str, Any]:
    block = {"type": "tool_use", "id": tool_id, "name": name, "input": tool_input}
    return _claude(sid, cwd, "assistant", {"role": "assistant", "content": [block]}, when)


def claude_result(
    sid: str, cwd: str, tool_id: str, output: str, when: str, *, error: bool = False
) -> dict[str, Any]:
    block = {"type": "tool_result", "tool_use_id": tool_id, "content": output, "is_error": error}
    return _claude(sid, cwd, "user", {"role": "user", "content": [block]}, when)


# -- Codex CLI -------------------------------------------------------------------------------


def codex_meta(sid: str, cwd: str, when: str) -> dict[str, Any]:
    payload = {"id": sid, "timestamp": when, "cwd": cwd, "originator": "codex_cli_rs"}
    return {"timestamp": when, "type": "session_meta", "payload": payload}


def _item(payload: dict[str, Any], when: str) -> dict[str, Any]:
    return {"timestamp": when, "type": "response_item", "payload": payload}


def codex_user(text: str, when: str) -> dict[str, Any]:
    content = [{"type": "input_text", "text": text}]
    return _item({"type": "message", "role": "user", "content": content}, when)


def codex_text(text: str, when: str) -> dict[str, Any]:
    content = [{"type": "output_text", "text": text}]
    return _item({"type": "message", "role": "assistant", "content": content}, when)


def codex_call(call_id: str, command: str, when: str, *, name: str = "shell") -> dict[str, Any]:
    args = json.dumps({"command": ["bash", "-lc", command]})
    payload = {"type": "function_call", "name": name, "arguments": args, "call_id": call_id}
    return _item(payload, when)


def codex_mcp_call(call_id: str, name: str, args: dict[str, Any], when: str) -> dict[str, Any]:
    payload = {
        "type": "function_call",
        "name": name,
        "arguments": json.dumps(args),
        "call_id": call_id,
    }
    return _item(payload, when)


def codex_output(call_id: str, output: str, exit_code: int, when: str) -> dict[str, Any]:
    wrapped = json.dumps({"output": output, "metadata": {"exit_code": exit_code}})
    return _item({"type": "function_call_output", "call_id": call_id, "output": wrapped}, when)


# -- plain -----------------------------------------------------------------------------------


def plain(role: str, content: str, when: str, **extra: Any) -> dict[str, Any]:
    return {"role": role, "content": content, "timestamp": when, **extra}


# -- files -----------------------------------------------------------------------------------


def lines(records: Iterable[dict[str, Any]]) -> str:
    return "".join(json.dumps(r) + "\n" for r in records)


def write(path: Path, records: Iterable[dict[str, Any]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(lines(records), encoding="utf-8")
    return path


def append(path: Path, records: Iterable[dict[str, Any]]) -> Path:
    with path.open("a", encoding="utf-8") as fh:
        fh.write(lines(records))
    return path
