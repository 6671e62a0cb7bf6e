"""Reading a harness's hook payload: one ``HookInput`` whatever Claude Code, Codex or Cursor sent.

The spellings follow each harness's hook reference:

* Claude Code (https://code.claude.com/docs/en/hooks): common fields ``session_id``,
  ``transcript_path``, ``cwd``, ``permission_mode``, ``hook_event_name``; ``SessionStart`` adds
  ``source`` (``startup``/``resume``/``clear``/``compact``); ``PreToolUse`` and ``PostToolUse``
  carry ``tool_name``/``tool_input`` (and ``tool_response``); ``PostToolUseFailure`` carries
  ``error`` and ``is_interrupt``; ``PreCompact`` a ``trigger``; ``SessionEnd`` a ``reason``.
* Codex (https://developers.openai.com/codex/hooks): the same snake_case fields plus
  ``turn_id`` and ``model``; shell calls reach hooks as ``tool_name`` ``"Bash"`` with
  ``tool_input.command``.
* Cursor (https://cursor.com/docs/agent/hooks): camelCase event names, ``conversation_id`` and
  ``generation_id`` instead of a session id, ``workspace_roots`` instead of ``cwd`` (shell
  events add ``cwd``), ``beforeShellExecution`` a top-level ``command``, ``postToolUse`` /
  ``postToolUseFailure`` a ``tool_name`` (``"Shell"``), ``stop`` a ``status``
  (``completed``/``aborted``/``error``), and an optional ``transcript_path``.

The harness is named by the installed command (``memlane hook <event> --agent <name>``); an
older registration without the flag is recognised from the payload's own shape.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from memlane.core.commands import clip, normalize_command
from memlane.core.transcripts import SHELL_TOOLS
from memlane.services.hook_log import AGENTS, PROJECT_DIR_KEY

# Cursor names its shell tool "Shell" in the generic tool events.
SHELL_TOOL_NAMES: frozenset[str] = SHELL_TOOLS | {"Shell"}
TOOL_COMMAND_CHARS = 500
ERROR_CHARS = 240
# memlane's event name → the Claude Code / Codex event name its output must carry.
HARNESS_EVENTS: dict[str, str] = {
    "session-start": "SessionStart",
    "prompt": "UserPromptSubmit",
    "pre-tool": "PreToolUse",
    "post-tool": "PostToolUse",
    "pre-compact": "PreCompact",
    "stop": "Stop",
    "session-end": "SessionEnd",
}
_FAILURE_EVENTS = frozenset({"PostToolUseFailure", "postToolUseFailure"})
# Cursor's hook event names (its hooks reference); recognising one names the harness.
CURSOR_EVENTS = frozenset(
    {
        "sessionStart",
        "sessionEnd",
        "beforeSubmitPrompt",
        "preToolUse",
        "postToolUse",
        "postToolUseFailure",
        "beforeShellExecution",
        "afterShellExecution",
        "beforeMCPExecution",
        "afterMCPExecution",
        "beforeReadFile",
        "afterFileEdit",
        "subagentStart",
        "subagentStop",
        "preCompact",
        "stop",
        "afterAgentResponse",
        "afterAgentThought",
    }
)


@dataclass(frozen=True)
class HookInput:
    """The fields memlane reads from a hook payload, whatever harness sent it."""

    event: str
    agent: str
    harness_event: str
    session_id: str | None
    cwd: str | None
    project_dir: str | None
    transcript_path: str | None
    prompt: str
    tool_name: str
    tool_input: Any
    tool_response: Any
    error: str | None
    interrupted: bool
    source: str | None  # SessionStart: startup, resume, clear, compact
    status: str | None  # Cursor stop: completed, aborted, error

    @property
    def shell(self) -> bool:
        return self.tool_name in SHELL_TOOL_NAMES


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def detect_agent(payload: Mapping[str, Any], named: str | None = None) -> str:
    """The harness that sent ``payload``: ``named`` when it is one memlane knows, else Cursor
    for one of its event names or ids, Codex for a ``turn_id``, else Claude Code."""
    if named in AGENTS:
        return named
    event = _text(payload.get("hook_event_name")) or ""
    if event in CURSOR_EVENTS or "conversation_id" in payload or "cursor_version" in payload:
        return "cursor"
    if "turn_id" in payload:
        return "codex"
    return "claude-code"


def hook_input(event: str, payload: Mapping[str, Any], agent: str | None = None) -> HookInput:
    """Normalize Claude Code, Codex and Cursor payload spellings into one shape."""
    cwd = _text(payload.get("cwd"))
    roots = payload.get("workspace_roots")  # Cursor sends roots instead of cwd
    if cwd is None and isinstance(roots, list) and roots and isinstance(roots[0], str):
        cwd = roots[0]
    # Cursor's conversation_id is on every event; its newer session_id only on some, so the
    # conversation is the one key that ties a Cursor session's events together.
    session_id = (
        _text(payload.get("conversation_id"))
        or _text(payload.get("session_id"))
        or _text(payload.get("thread-id"))
    )
    name = _text(payload.get("hook_event_name"))
    tool_input: Any = payload.get("tool_input")
    if isinstance(tool_input, str):  # Cursor's MCP events send a JSON string
        try:
            tool_input = json.loads(tool_input)
        except ValueError:
            tool_input = {"input": tool_input}
    if tool_input is None and _text(payload.get("command")):  # Cursor shell events
        tool_input = {"command": payload["command"]}
    response = payload.get("tool_response", payload.get("tool_output"))
    if response is None and "command" in payload:  # Cursor: output and status at the top
        response = {k: payload[k] for k in ("output", "exit_code", "exitCode") if k in payload}
    return HookInput(
        event=event,
        agent=detect_agent(payload, agent),
        harness_event=name or HARNESS_EVENTS.get(event, event),
        session_id=session_id,
        cwd=cwd,
        project_dir=_text(payload.get(PROJECT_DIR_KEY)),
        transcript_path=_text(payload.get("transcript_path")),
        prompt=_text(payload.get("prompt")) or "",
        tool_name=_text(payload.get("tool_name")) or ("Bash" if payload.get("command") else ""),
        tool_input=tool_input,
        tool_response=response,
        error=_text(payload.get("error")) or _text(payload.get("error_message")),
        interrupted=payload.get("is_interrupt") is True,
        source=_text(payload.get("source")),
        status=_text(payload.get("status")),
    )


# -- tool calls ----------------------------------------------------------------------------


def tool_command(tool_name: str, tool_input: Any) -> str:
    """The command a tool call ran: a shell command line as typed, else the tool name and a
    compact JSON of its input (sorted keys, so the same call always reads the same)."""
    if isinstance(tool_input, Mapping):
        cmd = tool_input.get("command", tool_input.get("cmd"))
        if isinstance(cmd, str) and cmd.strip():
            return cmd.strip()  # failure memory normalizes (and bounds) it
        if isinstance(cmd, list) and cmd and all(isinstance(p, str) for p in cmd):
            return normalize_command(cmd)
    try:
        compact = json.dumps(
            tool_input, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str
        )
    except (TypeError, ValueError):
        compact = repr(tool_input)
    return clip(f"{tool_name or 'tool'} {compact}", TOOL_COMMAND_CHARS)


def _nonzero(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value != 0


_EXIT_KEYS = ("exit_code", "exitCode", "returncode", "return_code", "status_code")
# The error logged with a call whose harness did not say how it ended (see status_known):
# the outcome rules read it as no evidence, like an interrupted call.
STATUS_UNKNOWN = "exit status not reported"


def status_known(hook: HookInput) -> bool:
    """Whether a call that did not fail is known to have succeeded. Claude Code and Cursor
    send a failed call as its own event (``PostToolUseFailure``), so their ``PostToolUse`` is a
    success; Codex sends every finished shell call as ``PostToolUse`` with its output as a bare
    string, without the exit status — unless the response states one, its status is unknown."""
    if hook.agent != "codex":
        return True
    resp = hook.tool_response
    return isinstance(resp, Mapping) and any(
        isinstance(resp.get(k), int) and not isinstance(resp.get(k), bool) for k in _EXIT_KEYS
    )


def tool_failure(hook: HookInput) -> tuple[bool, str | None]:
    """Whether the tool call failed, and a short error text when one is known."""
    if hook.harness_event in _FAILURE_EVENTS:
        return True, clip(hook.error or "tool call failed", ERROR_CHARS)
    if hook.interrupted:
        return True, "interrupted"
    resp = hook.tool_response
    if isinstance(resp, Mapping):
        failed = (
            resp.get("is_error") is True
            or resp.get("isError") is True
            or resp.get("interrupted") is True
            or resp.get("success") is False
            or any(_nonzero(resp.get(k)) for k in _EXIT_KEYS)
            or bool(_text(resp.get("error")))
        )
        if failed:
            detail = (
                _text(resp.get("error"))
                or _text(resp.get("stderr"))
                or ("interrupted" if resp.get("interrupted") is True else None)
                or "tool call failed"
            )
            return True, clip(" ".join(detail.split()), ERROR_CHARS)
    if hook.error:
        return True, clip(hook.error, ERROR_CHARS)
    return False, None


__all__ = [
    "HARNESS_EVENTS",
    "PROJECT_DIR_KEY",
    "SHELL_TOOL_NAMES",
    "STATUS_UNKNOWN",
    "HookInput",
    "detect_agent",
    "hook_input",
    "status_known",
    "tool_command",
    "tool_failure",
]
