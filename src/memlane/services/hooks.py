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
import os
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memlane.core.commands import clip, normalize_command
from memlane.core.records import utcnow
from memlane.core.workspace import project_root
from memlane.errors import InvalidInput, MemlaneError
from memlane.services.memory import Memory

EVENTS: tuple[str, ...] = ("session-start", "prompt", "post-tool", "pre-compact", "session-end")
# memlane's event name → the harness event name its output must carry.
HARNESS_EVENTS: dict[str, str] = {
    "session-start": "SessionStart",
    "prompt": "UserPromptSubmit",
    "post-tool": "PostToolUse",
    "pre-compact": "PreCompact",
    "session-end": "SessionEnd",
}
HOOKS_LOG = "hooks.log"
# The log rolls over to hooks.log.1 past this size: hooks run on every prompt, for months.
LOG_MAX_BYTES = 1024 * 1024
# A prompt is a recall query, not a document: its head carries what the turn is about.
PROMPT_QUERY_CHARS = 4000
TOOL_COMMAND_CHARS = 500
ERROR_CHARS = 240


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


def parse_payload(event: str, payload: Mapping[str, Any]) -> HookInput:
    """Normalize Claude Code, Codex and Cursor payload spellings into one shape."""
    cwd = _text(payload.get("cwd"))
    roots = payload.get("workspace_roots")  # Cursor sends roots instead of cwd
    if cwd is None and isinstance(roots, list) and roots and isinstance(roots[0], str):
        cwd = roots[0]
    session_id = (_text(payload.get("session_id")) or _text(payload.get("conversation_id"))
                  or _text(payload.get("thread-id")))
    name = _text(payload.get("hook_event_name"))
    harness_event = name if name in {*HARNESS_EVENTS.values(), "PostToolUseFailure"} else (
        HARNESS_EVENTS.get(event, event))
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
    path = Path(cwd or os.getcwd()).resolve()
    return str(project_root(path, lambda p: (Path(p) / ".git").exists()))


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
            return clip(cmd.strip(), TOOL_COMMAND_CHARS * 4)
        if isinstance(cmd, list) and cmd and all(isinstance(p, str) for p in cmd):
            return normalize_command(cmd)
    try:
        compact = json.dumps(tool_input, sort_keys=True, separators=(",", ":"),
                             ensure_ascii=False, default=str)
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
            resp.get("is_error") is True or resp.get("isError") is True
            or resp.get("interrupted") is True or resp.get("success") is False
            or any(_nonzero(resp.get(k)) for k in ("exit_code", "exitCode", "returncode",
                                                   "return_code", "status_code"))
            or bool(_text(resp.get("error")))
        )
        if failed:
            detail = (_text(resp.get("error")) or _text(resp.get("stderr"))
                      or ("interrupted" if resp.get("interrupted") is True else None)
                      or "tool call failed")
            return True, clip(" ".join(detail.split()), ERROR_CHARS)
    if hook.error:
        return True, clip(hook.error, ERROR_CHARS)
    return False, None


# -- the log -------------------------------------------------------------------------------


def log_hook_event(home: Path, event: str, message: str, *, error: BaseException | None = None
                   ) -> None:
    """Append one JSON line to hooks.log (never the payload: prompts can hold secrets)."""
    entry: dict[str, Any] = {"at": utcnow().isoformat(), "event": event, "message": message}
    if error is not None:
        entry["error"] = type(error).__name__
        if not isinstance(error, MemlaneError):
            frames = traceback.extract_tb(error.__traceback__)[-3:]
            entry["where"] = [f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in frames]
    path = home / HOOKS_LOG
    try:
        home.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > LOG_MAX_BYTES:
            os.replace(path, path.with_name(HOOKS_LOG + ".1"))
        # O_APPEND keeps lines whole when hooks of parallel sessions log at once.
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            os.write(fd, (json.dumps(entry, ensure_ascii=False) + "\n").encode("utf-8"))
        finally:
            os.close(fd)
    except OSError:
        # The log is the last resort: with the home folder unwritable there is nowhere left to
        # report to, and a hook must still answer.
        return


_reported_missing: set[str] = set()


def _optional(memory: Memory, name: str) -> Callable[..., Any] | None:
    """A Memory method a hook needs that this build may not have yet (reported once)."""
    method = getattr(memory, name, None)
    if callable(method):
        return method  # type: ignore[no-any-return]
    if name not in _reported_missing:
        _reported_missing.add(name)
        log_hook_event(memory.settings.home, "hook", f"Memory.{name} is not available; "
                       "this hook does nothing until it is")
    return None


# -- the events ----------------------------------------------------------------------------


def _session_start(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    return context_output(hook.harness_event, memory.brief(scope=scope).text)


def _prompt(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    query = hook.prompt.strip()[:PROMPT_QUERY_CHARS]
    if not query:
        return {}
    packet = memory.recall(query, scope=scope, fmt="text")
    # A packet with no rows is only a receipt: injecting it would spend tokens on nothing.
    return context_output(hook.harness_event, packet.rendered) if packet.hits else {}


def _post_tool(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    log_call = _optional(memory, "log_tool_call")
    if log_call is None or not (hook.tool_name or hook.tool_input):
        return {}
    errored, error = tool_failure(hook)
    hint = log_call(session_id=hook.session_id, tool=hook.tool_name or "tool",
                    command=tool_command(hook.tool_name, hook.tool_input), errored=errored,
                    error=error, scope=scope)
    return context_output(hook.harness_event, hint) if isinstance(hint, str) else {}


def _capture(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    capture = _optional(memory, "capture_session")
    if capture is None or not hook.transcript_path:
        return {}
    capture(hook.transcript_path, scope=scope, session_id=hook.session_id)
    return {}


_HANDLERS: dict[str, Callable[[Memory, HookInput, str], dict[str, Any]]] = {
    "session-start": _session_start,
    "prompt": _prompt,
    "post-tool": _post_tool,
    "pre-compact": _capture,
    "session-end": _capture,
}


def handle_hook(memory: Memory, event: str, payload: Mapping[str, Any], *,
                scope_of: Callable[[str | None], str] = scope_from_cwd) -> dict[str, Any]:
    """Run one hook event and return the JSON object to print ({} means print nothing).

    ``event`` is one of :data:`EVENTS`; anything else is an ``InvalidInput`` (a caller bug, not
    a harness condition). Every failure past that point is logged and answered with ``{}``.
    """
    if event not in EVENTS:
        raise InvalidInput(f"unknown hook event {event!r}",
                           remedy=f"use one of: {', '.join(EVENTS)}")
    try:
        hook = parse_payload(event, payload)
        return _HANDLERS[event](memory, hook, scope_of(hook.cwd))
    except Exception as exc:  # noqa: BLE001 - the hook contract: log it, never break the agent
        log_hook_event(memory.settings.home, event, str(exc), error=exc)
        return {}
