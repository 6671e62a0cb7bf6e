"""``memlane hook <event>`` answered in this process, without the CLI framework.

When no ``memlane serve`` answers (cli/hook_client.py), the hook still runs on every prompt and
tool call: it need not load Typer, Rich and every command module, nor have Typer build all of
its commands (~300 ms of a cold hook). The console script answers the invocations
:func:`memlane.cli.hook_client.split_hook_argv` accepts here (:func:`answer_in_process`); the
``hook`` command (cli/agent_cmds.py) runs the same :func:`run_hook` and :func:`print_answer`,
so both print the same answer and log the same failures.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memlane.app import open_memory
from memlane.cli.hook_client import decode_hook_json, paused_by_env, warm_answer
from memlane.config import home_path, load_settings
from memlane.environ import environment
from memlane.errors import InvalidInput
from memlane.services.hook_log import AGENTS, EVENTS, log_hook_event
from memlane.services.memory import Memory


def hook_home(home: str | os.PathLike[str] | None, embedder: str | None = None) -> Path:
    """The home the hook logs to: the settings' home, or the plain one when the config file is
    broken (a broken config must not stop the hook from logging)."""
    explicit = None if home is None else Path(home)
    try:
        return load_settings(explicit, embedder=embedder, store=None).home
    except InvalidInput:
        return home_path(explicit)


def run_hook(
    event: str,
    raw: bytes,
    agent: str | None = None,
    *,
    home: str | os.PathLike[str] | None,
    embedder: str | None,
    memory: Callable[[], Memory],
) -> dict[str, Any]:
    """The JSON object a hook prints ({} prints nothing). Never raises.

    ``home`` and ``embedder`` are the global ``--home`` and ``--embedder`` options; ``memory``
    opens the memory they name (called only when no warm server answered)."""
    logs_to: Path | None = None
    try:
        logs_to = hook_home(home, embedder)
        if event not in EVENTS:
            raise InvalidInput(
                f"unknown hook event {event!r}", remedy=f"use one of: {', '.join(EVENTS)}"
            )
        if agent is not None and agent not in AGENTS:
            raise InvalidInput(
                f"unknown agent {agent!r}", remedy=f"use one of: {', '.join(AGENTS)}"
            )
        env = environment()
        if paused_by_env(event, env):
            return {}
        payload = decode_hook_json(raw, env)
        if payload is None:
            raise InvalidInput(
                "the hook input is not a JSON object",
                remedy="check the hook registration (memlane install)",
            )
        answer = warm_answer(logs_to, event, payload, agent)
        if answer is not None:
            return answer
        # Imported here for cold start: the hook services (failure log, LLM clients) are no
        # part of other commands' start, and cli/agent_cmds.py imports this module (issue 21).
        from memlane.services.hooks import handle_hook

        return handle_hook(memory(), event, payload, agent=agent)
    except Exception as exc:  # the hook contract: log it, exit 0, never break the agent
        log_hook_event(logs_to or home_path(home), event, str(exc), error=exc)
        return {}


def print_answer(
    event: str,
    answer: dict[str, Any],
    *,
    home: str | os.PathLike[str] | None = None,
    embedder: str | None = None,
) -> None:
    """Print a non-empty answer as one JSON line; a harness that stopped listening is logged
    (under :func:`hook_home`)."""
    if not answer:
        return
    try:
        sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    except OSError as exc:  # the harness stopped listening (timeout): nothing to break
        log_hook_event(
            hook_home(home, embedder), event, f"could not print the answer: {exc}", error=exc
        )


def answer_in_process(
    home: str | None,
    event: str,
    agent: str | None,
    raw: bytes,
    *,
    embedder: str | None,
    close_store: bool = True,
) -> None:
    """Print what ``memlane [--home H] [--embedder E] hook <event> [--agent A]`` prints for
    stdin ``raw`` (the parts :func:`memlane.cli.hook_client.split_hook_argv` and
    :func:`memlane.cli.loopback.split_embedder` read). ``close_store=False`` leaves the store
    open for a process that ends with ``os._exit`` (cli/entry.py)."""
    with contextlib.ExitStack() as opened:

        def memory() -> Memory:
            # As the CLI opens it (cli/app.py CliState.memory): no store override, no scope.
            mem = open_memory(home, embedder=embedder, store=None, scope=None)
            return opened.enter_context(mem) if close_store else mem

        answer = run_hook(event, raw, agent, home=home, embedder=embedder, memory=memory)
    print_answer(event, answer, home=home, embedder=embedder)


__all__ = ["answer_in_process", "hook_home", "print_answer", "run_hook"]
