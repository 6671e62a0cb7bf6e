"""The hook's warm path: hand the payload to a running ``memlane serve`` over loopback.

Standard library only (plus the lean hook log): a hook runs on every prompt and before every
shell command, and loading the library (numpy, onnxruntime, typer) costs ~450 ms the warm path
does not need. Even ``http.client`` is left out (its email parser and ssl cost ~15 ms of a
budget of 50): the one exchange it needs — a POST with ``Connection: close`` to a loopback
server, read to EOF — is a few lines over a socket. When no server answers, the full CLI runs
the hook in-process.
"""

from __future__ import annotations

import os

from memlane import fast_json
from memlane.cli.loopback import (
    CONNECT_TIMEOUT,
    connect,
    loopback_address,
    parse_response,
    post_request,
    read_all,
    split_home,
)
from memlane.home import home_folder, read_server_info
from memlane.services.hook_log import (
    AGENTS,
    EVENTS,
    INJECTING,
    PAUSE_ENV,
    PROJECT_DIR_KEY,
    log_hook_event,
)

# Not `from typing import ...`: typing costs the hook fast lane ~8 ms of CPU on every call,
# and these names serve annotations only (mypy reads TYPE_CHECKING blocks all the same).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

# Hook stdin above this is not a hook payload; reading it all would only cost the agent time.
MAX_HOOK_INPUT = 8 * 1024 * 1024
# Seconds to wait for a delivered request. A timeout means no context this turn (the request
# is never re-run in-process), so these sit well inside the harness's own hook timeout (10 s
# per-turn, 60 s capture, as installed) rather than at the typical answer time (~10-300 ms).
ANSWER_TIMEOUT = {
    "session-start": 5.0,
    "prompt": 3.0,
    "pre-tool": 2.0,
    "post-tool": 2.0,
    "pre-compact": 45.0,
    "stop": 45.0,
    "session-end": 45.0,
}
# The project folder each harness names in its hooks' environment (Claude Code documents
# CLAUDE_PROJECT_DIR; Cursor CURSOR_PROJECT_DIR and, for compatibility, CLAUDE_PROJECT_DIR).
PROJECT_DIR_ENV = ("CLAUDE_PROJECT_DIR", "CURSOR_PROJECT_DIR")
_TRUE = frozenset({"1", "true", "yes", "on"})


def decode_hook_json(raw: bytes, env: Mapping[str, str] | None = None) -> dict[str, Any] | None:
    """The hook JSON object, with ``cwd`` defaulted to where the harness ran us and the
    project folder the harness names in ``env`` added; None if the input is not a JSON object
    (the in-process path logs why)."""
    try:
        payload = fast_json.loads(raw.decode("utf-8")) if raw.strip() else {}
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(payload, dict):
        return None
    if not payload.get("cwd") and not payload.get("workspace_roots"):
        # Harnesses run hooks in the project folder; a warm server's folder is elsewhere.
        payload["cwd"] = os.getcwd()
    for name in PROJECT_DIR_ENV:
        folder = (env or {}).get(name)
        if folder and folder.startswith("/"):
            payload[PROJECT_DIR_KEY] = folder
            break
    return payload


def paused_by_env(event: str, env: Mapping[str, str]) -> bool:
    """``MEMLANE_PAUSE=1`` in the harness's environment: injection events answer nothing."""
    return event in INJECTING and env.get(PAUSE_ENV, "").strip().lower() in _TRUE


def warm_answer(
    home: str | os.PathLike[str], event: str, payload: dict[str, Any], agent: str | None = None
) -> dict[str, Any] | None:
    """The answer of a running ``memlane serve``, or None when none could be reached (then
    the request was never delivered and running it in-process cannot run it twice)."""
    info = read_server_info(home)
    if info is None or info.token_required:
        return None  # no server, or a token-protected one hooks do not send prompts to
    address = loopback_address(info)
    if address is None:
        return None
    try:
        sock = connect(address, CONNECT_TIMEOUT)
    except OSError:
        return None  # stale server.json: nobody is listening
    # `agent` is one of AGENTS (checked by the caller): safe in a query string as it is.
    path = f"/v1/hooks/{event}" + (f"?agent={agent}" if agent else "")
    body = fast_json.dumps(payload).encode("utf-8")
    try:
        sock.settimeout(ANSWER_TIMEOUT[event])
        sock.sendall(post_request(*address, path, body))
        raw = read_all(sock)
    except OSError as exc:
        # Delivered but unanswered (timeout): running it again in-process could log a tool
        # call twice, so this hook answers nothing.
        log_hook_event(home, event, f"warm server did not answer: {exc}", error=exc)
        return {}
    finally:
        sock.close()
    try:
        status, data = parse_response(raw)
    except ValueError as exc:
        log_hook_event(home, event, f"warm server answered something that is not HTTP: {exc}")
        return {}
    if status in (401, 403, 404, 405):
        return None  # refused before any work was done: a server without the hook route
    if status != 200:
        log_hook_event(home, event, f"warm server answered HTTP {status}")
        return {}
    try:
        answer = fast_json.loads(data.decode("utf-8")) if data.strip() else {}
    except ValueError:
        log_hook_event(home, event, "warm server answered something that is not JSON")
        return {}
    return answer if isinstance(answer, dict) else {}


def split_hook_argv(argv: list[str]) -> tuple[str | None, str, str | None] | None:
    """(``--home`` value, event, ``--agent`` value) for
    ``[--home H] hook <event> [--agent A]``; None for anything else (other commands, other
    options and an unknown agent take the full CLI, which explains the mistake)."""
    home, rest = split_home(argv)
    if len(rest) < 2 or rest[0] != "hook" or rest[1] not in EVENTS:
        return None
    tail = rest[2:]
    if not tail:
        return home, rest[1], None
    if len(tail) == 2 and tail[0] == "--agent" and tail[1] in AGENTS:
        return home, rest[1], tail[1]
    if len(tail) == 1 and tail[0].startswith("--agent=") and tail[0][8:] in AGENTS:
        return home, rest[1], tail[0][8:]
    return None


def try_warm(argv: list[str], raw: bytes, env: Mapping[str, str]) -> dict[str, Any] | None:
    """The warm answer for a hook invocation, or None to run it in-process."""
    parsed = split_hook_argv(argv)
    if parsed is None:
        return None
    home_arg, event, agent = parsed
    if paused_by_env(event, env):
        return {}
    payload = decode_hook_json(raw, env)
    if payload is None:
        return None
    home = home_folder(home_arg, env)
    try:
        return warm_answer(home, event, payload, agent)
    except Exception as exc:  # the hook contract: never break the agent; fall back in-process
        log_hook_event(home, event, f"warm path failed: {exc}", error=exc)
        return None
