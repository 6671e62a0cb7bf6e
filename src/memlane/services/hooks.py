"""Agent hooks: one harness event in, the JSON object the harness expects out, never a failure.

``handle_hook`` is best-effort by contract: any error is appended to ``$MEMLANE_HOME/hooks.log``
(class and message, never the payload) and the hook answers ``{}`` (print nothing), so memory
trouble can never block an agent's turn. The scope always comes from the payload's ``cwd`` (its
git root), never from whatever the serving process happens to have open.

Output shapes are the documented Claude Code / Codex hook outputs: context is injected through
``{"hookSpecificOutput": {"hookEventName": <event>, "additionalContext": <text>}}``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from memlane.core import bounds
from memlane.core.commands import clip, normalize_command
from memlane.errors import InvalidInput
from memlane.services.hook_log import EVENTS, log_hook_event
from memlane.services.memory import Memory
from memlane.services.workspace import workspace_scope

# memlane's event name → the harness event name its output must carry.
HARNESS_EVENTS: dict[str, str] = {
    "session-start": "SessionStart",
    "prompt": "UserPromptSubmit",
    "post-tool": "PostToolUse",
    "pre-compact": "PreCompact",
    "session-end": "SessionEnd",
}
# Recall condenses a long prompt to the person's sentences, error lines and identifiers
# (core.query_text), which may sit at either end of a paste; this bound only keeps a
# multi-megabyte paste from costing the turn more than it is worth (and under the query bound
# even at four bytes a character), and keeps both ends.
PROMPT_QUERY_CHARS = bounds.MAX_QUERY_BYTES // 4 - 1
TOOL_COMMAND_CHARS = 500
ERROR_CHARS = 240
# Every harness sends a session id; without one, all such calls share this one.
UNKNOWN_SESSION = "unknown-session"


@dataclass(frozen=True)
class HookInput:
    """The fields memlane reads from a hook payload, whatever harness sent it."""

    event: str
    harness_event: str
    session_id: str | None
    cwd: str | None
    transcript_path: str | None
    prompt: str
    tool_name: str
    tool_input: Any
    tool_response: Any
    error: str | None
    interrupted: bool


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def hook_input(event: str, payload: Mapping[str, Any]) -> HookInput:
    """Normalize Claude Code, Codex and Cursor payload spellings into one shape."""
    cwd = _text(payload.get("cwd"))
    roots = payload.get("workspace_roots")  # Cursor sends roots instead of cwd
    if cwd is None and isinstance(roots, list) and roots and isinstance(roots[0], str):
        cwd = roots[0]
    session_id = (
        _text(payload.get("session_id"))
        or _text(payload.get("conversation_id"))
        or _text(payload.get("thread-id"))
    )
    name = _text(payload.get("hook_event_name"))
    harness_event = (
        name
        if name in {*HARNESS_EVENTS.values(), "PostToolUseFailure"}
        else (HARNESS_EVENTS.get(event, event))
    )
    tool_input: Any = payload.get("tool_input")
    if tool_input is None and _text(payload.get("command")):  # Cursor shell events
        tool_input = {"command": payload["command"]}
    return HookInput(
        event=event,
        harness_event=harness_event or HARNESS_EVENTS.get(event, event),
        session_id=session_id,
        cwd=cwd,
        transcript_path=_text(payload.get("transcript_path")),
        prompt=_text(payload.get("prompt")) or "",
        tool_name=_text(payload.get("tool_name")) or ("Bash" if payload.get("command") else ""),
        tool_input=tool_input,
        tool_response=payload.get("tool_response", payload.get("tool_output")),
        error=_text(payload.get("error")) or _text(payload.get("error_message")),
        interrupted=payload.get("is_interrupt") is True,
    )


def scope_from_cwd(cwd: str | None) -> str:
    """The workspace scope of ``cwd``: its git root, or the folder itself."""
    return workspace_scope(cwd)


def context_output(harness_event: str, text: str) -> dict[str, Any]:
    """The documented hook output that adds ``text`` to the model's context ({} when empty)."""
    if not text.strip():
        return {}
    return {"hookSpecificOutput": {"hookEventName": harness_event, "additionalContext": text}}


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


def tool_failure(hook: HookInput) -> tuple[bool, str | None]:
    """Whether the tool call failed, and a short error text when one is known."""
    if hook.harness_event == "PostToolUseFailure":
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
            or any(
                _nonzero(resp.get(k))
                for k in ("exit_code", "exitCode", "returncode", "return_code", "status_code")
            )
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


# -- the events ----------------------------------------------------------------------------


# At these aggressiveness levels the session starts with the index too: every memory's line.
INDEX_LEVELS = frozenset({"high", "max"})


def _session_start(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    text = memory.brief(scope=scope).text
    if memory.settings.aggressiveness in INDEX_LEVELS:
        index = memory.index(scope=scope, surface="hook")
        if index.data["rows"]:
            text = f"{text}\n\n{index.rendered}" if text else index.rendered
    return context_output(hook.harness_event, text)


def _prompt(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    query = hook.prompt.strip()
    if len(query) > PROMPT_QUERY_CHARS:
        half = PROMPT_QUERY_CHARS // 2
        query = f"{query[:half]}\n{query[-half:]}"
    if not query:
        return {}
    packet = memory.recall(query, scope=scope, fmt="text")
    # A packet with no rows is only a receipt: injecting it would spend tokens on nothing.
    return context_output(hook.harness_event, packet.rendered) if packet.hits else {}


def _post_tool(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    if not (hook.tool_name or hook.tool_input):
        return {}
    errored, error = tool_failure(hook)
    hint = memory.log_tool_call(
        session_id=hook.session_id or UNKNOWN_SESSION,
        tool=hook.tool_name or "tool",
        command=tool_command(hook.tool_name, hook.tool_input),
        errored=errored,
        error=error,
        scope=scope,
    )
    return context_output(hook.harness_event, hint) if hint else {}


def _capture(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    if hook.transcript_path:
        memory.capture_session(hook.transcript_path, scope=scope, session_id=hook.session_id)
    return {}


_HANDLERS: dict[str, Callable[[Memory, HookInput, str], dict[str, Any]]] = {
    "session-start": _session_start,
    "prompt": _prompt,
    "post-tool": _post_tool,
    "pre-compact": _capture,
    "session-end": _capture,
}


def handle_hook(
    memory: Memory,
    event: str,
    payload: Mapping[str, Any],
    *,
    scope_of: Callable[[str | None], str] = scope_from_cwd,
) -> dict[str, Any]:
    """Run one hook event and return the JSON object to print ({} means print nothing).

    ``event`` is one of :data:`EVENTS`; anything else is an ``InvalidInput`` (a caller bug, not
    a harness condition). Every failure past that point is logged and answered with ``{}``.
    """
    if event not in EVENTS:
        raise InvalidInput(
            f"unknown hook event {event!r}", remedy=f"use one of: {', '.join(EVENTS)}"
        )
    try:
        hook = hook_input(event, payload)
        return _HANDLERS[event](memory, hook, scope_of(hook.cwd))
    except Exception as exc:  # the hook contract: log it, never break the agent
        log_hook_event(memory.settings.home, event, str(exc), error=exc)
        return {}
