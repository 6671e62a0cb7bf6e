"""Hook payload fixtures (tests/data/hooks, written from each harness's hook reference) and the
documented output shapes a hook's answer must have.

Sources: Claude Code https://code.claude.com/docs/en/hooks; Codex
https://developers.openai.com/codex/hooks and the output schemas in openai/codex
(codex-rs/hooks/schema/generated/*.command.output.schema.json); Cursor
https://cursor.com/docs/agent/hooks.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA = Path(__file__).parent / "data" / "hooks"
TRANSCRIPTS = Path(__file__).parent / "data" / "transcripts"

# fixture → (memlane event, agent)
FIXTURES: dict[str, tuple[str, str]] = {
    "claude_session_start.json": ("session-start", "claude-code"),
    "claude_session_start_compact.json": ("session-start", "claude-code"),
    "claude_user_prompt_submit.json": ("prompt", "claude-code"),
    "claude_pre_tool_use_bash.json": ("pre-tool", "claude-code"),
    "claude_post_tool_use_bash.json": ("post-tool", "claude-code"),
    "claude_post_tool_use_failure_bash.json": ("post-tool", "claude-code"),
    "claude_pre_compact.json": ("pre-compact", "claude-code"),
    "claude_stop.json": ("stop", "claude-code"),
    "claude_session_end.json": ("session-end", "claude-code"),
    "codex_session_start.json": ("session-start", "codex"),
    "codex_user_prompt_submit.json": ("prompt", "codex"),
    "codex_pre_tool_use.json": ("pre-tool", "codex"),
    "codex_post_tool_use.json": ("post-tool", "codex"),
    "codex_pre_compact.json": ("pre-compact", "codex"),
    "codex_stop.json": ("stop", "codex"),
    "cursor_session_start.json": ("session-start", "cursor"),
    "cursor_before_submit_prompt.json": ("prompt", "cursor"),
    "cursor_before_shell_execution.json": ("pre-tool", "cursor"),
    "cursor_post_tool_use_shell.json": ("post-tool", "cursor"),
    "cursor_post_tool_use_failure_shell.json": ("post-tool", "cursor"),
    "cursor_pre_compact.json": ("pre-compact", "cursor"),
    "cursor_stop.json": ("stop", "cursor"),
}


def payload(name: str, **values: str) -> dict[str, Any]:
    """A recorded payload with its ``{placeholders}`` filled in."""

    def fill(node: Any) -> Any:
        if isinstance(node, str):
            for key, value in values.items():
                node = node.replace("{" + key + "}", value)
            return node
        if isinstance(node, list):
            return [fill(n) for n in node]
        if isinstance(node, dict):
            return {k: fill(v) for k, v in node.items()}
        return node

    values.setdefault("transcript", str(TRANSCRIPTS / "claude_session.jsonl"))
    values.setdefault("command", "pytest -q")
    values.setdefault("prompt", "how do deploys work")
    values.setdefault("status", "completed")
    return fill(json.loads((DATA / name).read_text("utf-8")))  # type: ignore[no-any-return]


# Claude Code / Codex: hookSpecificOutput fields each event documents.
_SPECIFIC = {
    "SessionStart": {"hookEventName", "additionalContext"},
    "UserPromptSubmit": {"hookEventName", "additionalContext"},
    "PreToolUse": {
        "hookEventName",
        "additionalContext",
        "permissionDecision",
        "permissionDecisionReason",
        "updatedInput",
    },
    "PostToolUse": {"hookEventName", "additionalContext"},
    "PostToolUseFailure": {"hookEventName", "additionalContext"},
}
# Cursor: the output keys each event documents.
_CURSOR = {
    "sessionStart": {"additional_context", "env"},
    "beforeSubmitPrompt": {"continue", "user_message"},
    "beforeShellExecution": {"permission", "user_message", "agent_message"},
    "postToolUse": {"additional_context", "updated_mcp_tool_output"},
    "postToolUseFailure": set(),
    "preCompact": {"user_message"},
    "stop": {"followup_message"},
}


def assert_documented_shape(agent: str, harness_event: str, out: dict[str, Any]) -> None:
    """``out`` is an answer the harness documents for ``harness_event`` ({} always is)."""
    if not out:
        return
    if agent == "cursor":
        assert set(out) <= _CURSOR[harness_event], (harness_event, out)
        if "permission" in out:
            assert out["permission"] == "ask"  # memlane never grants nor denies
        for key in ("additional_context", "user_message", "agent_message"):
            if key in out:
                assert isinstance(out[key], str) and out[key].strip()
        return
    assert set(out) == {"hookSpecificOutput"}, out  # never a decision, continue or stop
    spec = out["hookSpecificOutput"]
    assert spec["hookEventName"] == harness_event
    assert set(spec) <= _SPECIFIC[harness_event], spec
    assert isinstance(spec["additionalContext"], str) and spec["additionalContext"].strip()
    decision = spec.get("permissionDecision")
    assert decision in (None, "ask")
    if agent == "codex":
        assert decision is None  # Codex rejects "ask" as unsupported and runs the call
    if decision == "ask":
        assert spec["permissionDecisionReason"].strip()


def context_of(out: dict[str, Any], event: str) -> str:
    spec = out["hookSpecificOutput"]
    assert spec["hookEventName"] == event
    assert isinstance(spec["additionalContext"], str)
    return spec["additionalContext"]  # type: ignore[no-any-return]
