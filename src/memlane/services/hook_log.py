"""The hook log and event names, importable without numpy, typer or the store.

Hooks run on every prompt; the warm path (a running ``memlane serve`` answers) must not pay
for loading the library, so everything it needs besides the standard library lives here. It
takes the home as a string or a Path and writes with ``os``: pathlib and datetime cost the
fast lane ~7 ms of CPU per call, and it logs only when something went wrong.
"""

from __future__ import annotations

import os

from memlane import fast_json
from memlane.errors import MemlaneError
from memlane.home import ERRORS_LOG, HOOKS_LOG

# Not `from typing import ...`: typing costs the hook fast lane ~8 ms of CPU on every call,
# and these names serve annotations only (mypy reads TYPE_CHECKING blocks all the same).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

EVENTS: tuple[str, ...] = (
    "session-start",
    "prompt",
    "pre-tool",
    "post-tool",
    "pre-compact",
    "stop",
    "session-end",
)
# The harnesses whose hook payloads and outputs memlane speaks (`memlane hook <event> --agent`).
AGENTS: tuple[str, ...] = ("claude-code", "codex", "cursor")
# Injection events: what a paused session (MEMLANE_PAUSE=1 in the harness's environment) skips.
INJECTING: frozenset[str] = frozenset({"session-start", "prompt", "pre-tool"})
PAUSE_ENV = "MEMLANE_PAUSE"
# The payload key under which the hook client forwards the project folder the harness names in
# its environment (CLAUDE_PROJECT_DIR, CURSOR_PROJECT_DIR).
PROJECT_DIR_KEY = "memlane_project_dir"
# The log rolls over to hooks.log.1 past this size: hooks run on every prompt, for months.
LOG_MAX_BYTES = 1024 * 1024


def _now() -> str:
    from datetime import UTC, datetime  # only a hook that logs pays for it (see the docstring)

    return datetime.now(UTC).isoformat()


def log_hook_event(
    home: str | os.PathLike[str], event: str, message: str, *, error: BaseException | None = None
) -> None:
    """Append one JSON line to hooks.log (never the payload: prompts can hold secrets)."""
    entry: dict[str, Any] = {"at": _now(), "event": event, "message": message}
    if error is not None:
        entry["error"] = type(error).__name__
        if not isinstance(error, MemlaneError):
            import traceback  # only a failing hook pays for it: this module is on the fast lane

            frames = traceback.extract_tb(error.__traceback__)[-3:]
            entry["where"] = [f"{os.path.basename(f.filename)}:{f.lineno} {f.name}" for f in frames]
    path = os.path.join(home, HOOKS_LOG)
    try:
        os.makedirs(home, exist_ok=True)
        if os.path.exists(path) and os.path.getsize(path) > LOG_MAX_BYTES:
            os.replace(path, path + ".1")
        # O_APPEND keeps lines whole when hooks of parallel sessions log at once.
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            os.write(fd, (fast_json.dumps(entry, ensure_ascii=False) + "\n").encode("utf-8"))
        finally:
            os.close(fd)
    except OSError:
        # The log is the last resort: with the home folder unwritable there is nowhere left to
        # report to, and a hook must still answer.
        return


def log_unexpected(home: Path, exc: BaseException) -> Path | None:
    """Append an unexpected error's traceback to ``errors.log`` (0600); the path written, or
    None when the home cannot take it. The person sees one line; the details wait here."""
    import traceback  # see log_hook_event: kept off the hook fast lane

    path = home / ERRORS_LOG
    text = "".join(traceback.format_exception(exc))
    entry = fast_json.dumps({"at": _now(), "traceback": text})
    try:
        home.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            os.write(fd, (entry + "\n").encode("utf-8", "backslashreplace"))
        finally:
            os.close(fd)
    except OSError:
        return None
    return path


def last_problem(home: Path) -> dict[str, Any] | None:
    """The newest hooks.log entry (every entry is a problem a hook swallowed to keep the
    agent running), so ``stats``, ``doctor`` and the web UI can show it."""
    path = home / HOOKS_LOG
    try:
        with path.open("rb") as fh:
            fh.seek(max(0, path.stat().st_size - 16_384))
            lines = fh.read().decode("utf-8", "replace").splitlines()
    except OSError:
        return None
    for line in reversed(lines):
        try:
            entry = fast_json.loads(line)
        except ValueError:
            continue
        if isinstance(entry, dict) and "at" in entry:
            return entry
    return None
