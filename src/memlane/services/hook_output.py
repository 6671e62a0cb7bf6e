"""What a hook prints, in each harness's documented output shape ({} prints nothing).

* Claude Code (https://code.claude.com/docs/en/hooks): context goes in
  ``{"hookSpecificOutput": {"hookEventName": <event>, "additionalContext": <text>}}`` for
  ``SessionStart``, ``UserPromptSubmit``, ``PreToolUse``, ``PostToolUse`` and
  ``PostToolUseFailure``. ``PreToolUse`` may add ``"permissionDecision": "ask"`` with a
  ``permissionDecisionReason`` (shown to the person, not the model), which makes Claude Code
  ask before the command runs; its ``additionalContext`` reaches the model with the call.
* Codex (https://developers.openai.com/codex/hooks): the same ``hookSpecificOutput`` shape;
  its ``PreToolUse`` honours ``additionalContext`` and ``deny`` but not ``ask`` (Codex reports
  it unsupported and runs the call), so an "ask" hint degrades to context there.
* Cursor (https://cursor.com/docs/agent/hooks): ``sessionStart`` and ``postToolUse`` take
  ``{"additional_context": <text>}``; ``beforeShellExecution`` answers with a ``permission``
  (``allow``/``deny``/``ask``) plus ``user_message``/``agent_message``, so memlane speaks
  there only to ask (it never grants a permission on the person's behalf);
  ``beforeSubmitPrompt`` can only continue or block, so it receives no context at all.
"""

from __future__ import annotations

from typing import Any

# Events whose Claude Code / Codex output may carry additionalContext.
_CONTEXT_EVENTS = frozenset(
    {"SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure"}
)
# Cursor events documented to take additional_context (postToolUseFailure has no output).
_CURSOR_CONTEXT_EVENTS = frozenset({"sessionStart", "postToolUse"})
# memlane event → the Claude Code / Codex event it answers when the payload named none.
_DEFAULT_EVENT = {
    "session-start": "SessionStart",
    "prompt": "UserPromptSubmit",
    "pre-tool": "PreToolUse",
    "post-tool": "PostToolUse",
}
# memlane event → the Cursor event it answers when the payload named none.
_CURSOR_DEFAULT_EVENT = {
    "session-start": "sessionStart",
    "prompt": "beforeSubmitPrompt",
    "pre-tool": "beforeShellExecution",
    "post-tool": "postToolUse",
}


def can_receive_context(agent: str, event: str, harness_event: str | None = None) -> bool:
    """Whether text memlane prints for ``event`` reaches the model in this harness (so work
    like a recall for a Cursor prompt, which nothing could receive, is skipped)."""
    if agent == "cursor":
        return _cursor_event(event, harness_event) in _CURSOR_CONTEXT_EVENTS
    return _claude_event(event, harness_event) in _CONTEXT_EVENTS


def _claude_event(event: str, harness_event: str | None) -> str:
    if harness_event in _CONTEXT_EVENTS:
        return harness_event
    return _DEFAULT_EVENT.get(event, "")


def _cursor_event(event: str, harness_event: str | None) -> str:
    if harness_event and harness_event[:1].islower():
        return harness_event
    return _CURSOR_DEFAULT_EVENT.get(event, "")


def context_output(
    agent: str, event: str, text: str, harness_event: str | None = None
) -> dict[str, Any]:
    """The documented output that adds ``text`` to the model's context ({} when empty or when
    this harness's event cannot carry context)."""
    if not text.strip() or not can_receive_context(agent, event, harness_event):
        return {}
    if agent == "cursor":
        return {"additional_context": text}
    name = _claude_event(event, harness_event)
    return {"hookSpecificOutput": {"hookEventName": name, "additionalContext": text}}


def pretool_speaks(agent: str, *, ask: bool) -> bool:
    """Whether a pre-command hint can reach anyone in this harness (Cursor: only by asking)."""
    return agent != "cursor" or ask


def pretool_output(agent: str, hint: str, *, ask: bool) -> dict[str, Any]:
    """The answer to a command about to run that failed before. ``ask`` (setting
    ``failure_hints = "ask"``) asks the person to confirm where the harness supports asking;
    otherwise the hint is added to the model's context. Never a denial."""
    if not hint.strip():
        return {}
    if agent == "cursor":
        if not ask:
            return {}  # Cursor's shell hook speaks only through a permission verdict
        return {"permission": "ask", "user_message": hint, "agent_message": hint}
    out: dict[str, Any] = {"hookEventName": "PreToolUse", "additionalContext": hint}
    if ask and agent == "claude-code":
        out["permissionDecision"] = "ask"
        out["permissionDecisionReason"] = f"memlane: {hint}"
    return {"hookSpecificOutput": out}


__all__ = ["can_receive_context", "context_output", "pretool_output", "pretool_speaks"]
