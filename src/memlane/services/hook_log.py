"""The hook log and event names, importable without numpy, typer or the store.

Hooks run on every prompt; the warm path (a running ``memlane serve`` answers) must not pay
for loading the library, so everything it needs besides the standard library lives here.
"""

from __future__ import annotations

import json
import os
import traceback
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from memlane.errors import MemlaneError
from memlane.home import HOOKS_LOG

EVENTS: tuple[str, ...] = ("session-start", "prompt", "post-tool", "pre-compact", "session-end")
# The log rolls over to hooks.log.1 past this size: hooks run on every prompt, for months.
LOG_MAX_BYTES = 1024 * 1024
# How much of the log's end health reads: the last failures, not months of them.
HEALTH_TAIL_BYTES = 64 * 1024
HEALTH_WINDOW = timedelta(hours=24)


def log_hook_event(
    home: Path, event: str, message: str, *, error: BaseException | None = None
) -> None:
    """Append one JSON line to hooks.log (never the payload: prompts can hold secrets)."""
    entry: dict[str, Any] = {
        "at": datetime.now(UTC).isoformat(),
        "event": event,
        "message": message,
    }
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


def hook_health(home: Path, *, now: datetime | None = None) -> dict[str, Any]:
    """The last hook failure and the count in the past day, read from hooks.log's end.

    Every hook failure lands in hooks.log (in-process, through a running server, or in the
    console script before the store opens), so reading it here shows a person in ``memlane
    stats`` and the web UI what would otherwise pass silently (issue 22).
    """
    path = home / HOOKS_LOG
    entries: list[dict[str, Any]] = []
    try:
        with path.open("rb") as fh:
            fh.seek(max(0, path.stat().st_size - HEALTH_TAIL_BYTES))
            tail = fh.read().decode("utf-8", "replace")
    except OSError:
        tail = ""
    for line in tail.splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue  # the first line of a tail read mid-way, or a torn write
        if isinstance(entry, dict) and isinstance(entry.get("at"), str):
            entries.append(entry)
    since = (now or datetime.now(UTC)) - HEALTH_WINDOW
    recent = 0
    for entry in entries:
        try:
            recent += datetime.fromisoformat(entry["at"]) >= since
        except ValueError:
            continue
    last = entries[-1] if entries else None
    return {
        "hook_failures_24h": recent,
        "hook_last_failure": (
            f"{last.get('event')}: {last.get('error', 'error')}: {last.get('message')}"
            if last
            else None
        ),
        "hook_last_failure_at": last.get("at") if last else None,
        "hook_log": str(path),
    }
