"""Agent hooks: one harness event in, the JSON object the harness expects out, never a failure.

``handle_hook`` is best-effort by contract: any error is appended to ``$MEMLANE_HOME/hooks.log``
(class and message, never the payload) and the hook answers ``{}`` (print nothing), so memory
trouble can never block an agent's turn. The scope comes from the payload — the project folder
the harness names (``CLAUDE_PROJECT_DIR``/``CURSOR_PROJECT_DIR``, forwarded by the hook client),
else ``cwd`` (its git root) — never from whatever the serving process happens to have open.

The loop, event by event (payload and output shapes: :mod:`memlane.services.hook_payload`,
:mod:`memlane.services.hook_output`):

* ``session-start`` injects the brief; after a compaction (Claude Code ``source: compact``) it
  also re-runs recall for the task in progress when aggressiveness is ``high`` or ``max``.
* ``prompt`` records the session's task and injects a recall packet; the first prompt after a
  ``pre-compact`` the harness did not follow with a compact session start gets the re-search.
* ``pre-tool`` (Bash only) tells the agent the last fix of a command that failed here before,
  before it runs (``failure_hints``: ``context``, ``ask`` or ``off``); it never denies.
* ``post-tool`` logs the shell call for failure memory and outcome evidence.
* ``stop`` (a turn ended) and ``session-end`` settle the session's receipts from evidence;
  ``pre-compact``, ``session-end`` and, for harnesses without a session end (Codex, Cursor),
  ``stop`` capture the session — from its transcript, else from what its hooks logged.

Every brief and packet injected is linked to the session, and carries its receipt.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import Any

from memlane.core import bounds
from memlane.core.commands import clip
from memlane.core.outcome_rules import classify_tests, harness_status
from memlane.core.timestamps import utcnow
from memlane.errors import InvalidInput
from memlane.services.failures import WITHHELD, withheld
from memlane.services.hook_log import EVENTS, log_hook_event
from memlane.services.hook_output import (
    can_receive_context,
    context_output,
    pretool_output,
    pretool_speaks,
)
from memlane.services.hook_payload import (
    STATUS_UNKNOWN,
    HookInput,
    hook_input,
    status_known,
    tool_command,
    tool_failure,
)
from memlane.services.memory import Memory
from memlane.services.workspace import workspace_scope

# Recall condenses a long prompt to the person's sentences, error lines and identifiers
# (core.query_text), which may sit at either end of a paste; this bound only keeps a
# multi-megabyte paste from costing the turn more than it is worth (and under the query bound
# even at four bytes a character), and keeps both ends.
PROMPT_QUERY_CHARS = bounds.MAX_QUERY_BYTES // 4 - 1
# Every harness sends a session id; without one, all such calls share this one.
UNKNOWN_SESSION = "unknown-session"
# At these aggressiveness levels the session starts with the index too: every memory's line.
INDEX_LEVELS = frozenset({"high", "max"})
# A session's task is kept to re-search it after a compaction: the head of its latest prompt.
TASK_CHARS = 4000
# Aggressiveness levels at which a compaction triggers a re-search.
RESEARCH_LEVELS = frozenset({"high", "max"})
RESEARCH_NOTE = "(memlane: re-injected after context compaction, for the task in progress)"


def scope_from_cwd(cwd: str | None) -> str:
    """The workspace scope of ``cwd``: its git root, or the folder itself."""
    return workspace_scope(cwd)


def _sid(hook: HookInput) -> str:
    return hook.session_id or UNKNOWN_SESSION


def _touch(memory: Memory, hook: HookInput, scope: str, **fields: Any) -> None:
    memory.note_session(_sid(hook), scope=scope, agent=hook.agent, **fields)


def _injection_on(memory: Memory, hook: HookInput, scope: str) -> bool:
    return memory.settings.recall_enabled and not memory.injection_paused(
        scope=scope, session_id=hook.session_id
    )


def _link(memory: Memory, hook: HookInput, receipt: str | None) -> None:
    if receipt:
        memory.link_receipt(_sid(hook), receipt)


def _packet(memory: Memory, hook: HookInput, scope: str, query: str) -> str:
    """A recall packet for ``query`` linked to the session, or '' when nothing is relevant (a
    packet with no rows is only a receipt: injecting it would spend tokens on nothing)."""
    packet = memory.recall(query[:PROMPT_QUERY_CHARS], scope=scope, fmt="text")
    if not packet.hits:
        return ""
    _link(memory, hook, packet.receipt)
    return packet.rendered


def _research(memory: Memory, hook: HookInput, scope: str, task: str | None) -> str:
    """The post-compaction re-search for the task in progress ('' when off or nothing)."""
    if memory.settings.aggressiveness not in RESEARCH_LEVELS:
        return ""
    if not task or task.startswith(WITHHELD):  # a withheld prompt is no query
        return ""
    rendered = _packet(memory, hook, scope, task)
    return f"{RESEARCH_NOTE}\n{rendered}" if rendered else ""


def _join(*parts: str) -> str:
    return "\n\n".join(p for p in parts if p.strip())


# -- the events ----------------------------------------------------------------------------


def _session_start(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    state = memory.session_state(_sid(hook))
    _touch(memory, hook, scope, compacted_at=None)
    if not _injection_on(memory, hook, scope):
        return {}
    brief = memory.brief(scope=scope)
    _link(memory, hook, brief.receipt)
    text = brief.text
    if memory.settings.aggressiveness in INDEX_LEVELS:
        index = memory.index(scope=scope, surface="hook")
        if index.data["rows"]:
            text = _join(text, index.rendered)
    if hook.source == "compact":
        text = _join(text, _research(memory, hook, scope, state["task"] if state else None))
    return context_output(hook.agent, hook.event, text, hook.harness_event)


def _prompt(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    query = hook.prompt.strip()
    if len(query) > PROMPT_QUERY_CHARS:
        half = PROMPT_QUERY_CHARS // 2
        query = f"{query[:half]}\n{query[-half:]}"
    if not query:
        return {}
    state = memory.session_state(_sid(hook))
    settings = memory.settings
    task = withheld(clip(query, TASK_CHARS), allow_email=settings.allow_email)
    # The task serves the re-search and the capture of a session without a transcript; with
    # both switched off, the prompt is not kept at all.
    keep = {"task": task} if settings.recall_enabled or settings.capture_enabled else {}
    _touch(memory, hook, scope, compacted_at=None, **keep)
    if not can_receive_context(hook.agent, hook.event, hook.harness_event):
        return {}  # e.g. Cursor's beforeSubmitPrompt: nothing printed reaches the model
    if not _injection_on(memory, hook, scope):
        return {}
    again = ""
    if state and state["compacted_at"] is not None and state["task"] != task:
        again = _research(memory, hook, scope, state["task"])
    text = _join(again, _packet(memory, hook, scope, query))
    return context_output(hook.agent, hook.event, text, hook.harness_event)


def _pre_tool(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    mode = memory.settings.failure_hints
    if mode == "off" or not hook.shell or not pretool_speaks(hook.agent, ask=mode == "ask"):
        return {}  # (a hint nobody can receive must not use up its once-per-session showing)
    if not _injection_on(memory, hook, scope):
        return {}
    hint = memory.failure_hint(
        session_id=_sid(hook), command=tool_command(hook.tool_name, hook.tool_input), scope=scope
    )
    return pretool_output(hook.agent, hint or "", ask=mode == "ask")


def _post_tool(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    if not (hook.tool_name or hook.tool_input) or not memory.settings.capture_enabled:
        return {}
    errored, error = tool_failure(hook)
    command = tool_command(hook.tool_name, hook.tool_input)
    test_run = classify_tests(command) if hook.shell else None
    if not errored and not status_known(hook):  # it ran, but how it ended is not known
        error = STATUS_UNKNOWN
        test_run = False if test_run else test_run  # tests without a status: no evidence
    hint = memory.log_tool_call(
        session_id=_sid(hook),
        tool=hook.tool_name or "tool",
        command=command,
        errored=errored,
        error=error,
        scope=scope,
        test_run=test_run,
    )
    if not hint or not _injection_on(memory, hook, scope):
        return {}
    return context_output(hook.agent, hook.event, hint, hook.harness_event)


def _capture(memory: Memory, hook: HookInput, scope: str) -> None:
    """Capture the session: from its transcript when the harness names one that exists, else
    from what its hooks logged (the task of its latest prompt, its shell calls and their
    lessons). Claude Code names the file it will write: a session that ends before its first
    message, or whose file was cleaned up, has none yet."""
    if hook.transcript_path and os.path.isfile(os.path.expanduser(hook.transcript_path)):
        memory.capture_session(hook.transcript_path, scope=scope, session_id=hook.session_id)
    elif hook.session_id:
        state = memory.session_state(hook.session_id)
        memory.capture_logged_session(
            hook.session_id, scope=scope, agent=hook.agent, task=state["task"] if state else None
        )


def _pre_compact(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    # Marked whatever capture does: the next prompt (or compact start) re-searches.
    _touch(memory, hook, scope, compacted_at=utcnow())
    if memory.settings.capture_enabled:
        _capture(memory, hook, scope)
    return {}


def _settle(memory: Memory, hook: HookInput) -> None:
    if hook.session_id:
        memory.settle_session_outcomes(hook.session_id, status=harness_status(hook.status))


def _stop(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    # Never an output: a Stop answer can keep the agent going, which is not memory's call.
    if not memory.settings.capture_enabled:
        return {}
    _settle(memory, hook)
    if hook.agent != "claude-code":  # Codex and Cursor have no session-end event
        _capture(memory, hook, scope)
    return {}


def _session_end(memory: Memory, hook: HookInput, scope: str) -> dict[str, Any]:
    if memory.settings.capture_enabled:
        _settle(memory, hook)
        _capture(memory, hook, scope)
    return {}


_HANDLERS: dict[str, Callable[[Memory, HookInput, str], dict[str, Any]]] = {
    "session-start": _session_start,
    "prompt": _prompt,
    "pre-tool": _pre_tool,
    "post-tool": _post_tool,
    "pre-compact": _pre_compact,
    "stop": _stop,
    "session-end": _session_end,
}


def handle_hook(
    memory: Memory,
    event: str,
    payload: Mapping[str, Any],
    *,
    agent: str | None = None,
    scope_of: Callable[[str | None], str] = scope_from_cwd,
) -> dict[str, Any]:
    """Run one hook event and return the JSON object to print ({} means print nothing).

    ``event`` is one of :data:`EVENTS`; anything else is an ``InvalidInput`` (a caller bug, not
    a harness condition). ``agent`` names the harness (else it is recognised from the payload).
    Every failure past that point is logged and answered with ``{}``.
    """
    if event not in EVENTS:
        raise InvalidInput(
            f"unknown hook event {event!r}", remedy=f"use one of: {', '.join(EVENTS)}"
        )
    try:
        hook = hook_input(event, payload, agent)
        return _HANDLERS[event](memory, hook, scope_of(hook.project_dir or hook.cwd))
    except Exception as exc:  # the hook contract: log it, never break the agent
        log_hook_event(memory.settings.home, event, str(exc), error=exc)
        return {}


__all__ = [
    "PROMPT_QUERY_CHARS",
    "RESEARCH_LEVELS",
    "UNKNOWN_SESSION",
    "handle_hook",
    "scope_from_cwd",
]
