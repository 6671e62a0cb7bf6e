"""The memlane home: where its files live, and the ``server.json`` handshake with hooks.

Standard library only. Agent hooks run on every prompt and read this module on their fast lane
(before numpy, onnxruntime or typer could load), so the home layout and the format of
``server.json`` are defined here once: written by ``memlane serve``, read by hooks and
``memlane stats``. Nothing here reads the process environment; callers pass it in.

The fast lanes' side (:func:`home_folder`, :func:`read_server_info`) works on plain strings:
pathlib (with the urllib.parse and ipaddress it loads) costs each hook ~5 ms of CPU, and json
(with the re it loads) ~12 ms: server.json is read with :mod:`memlane.fast_json`.
"""

from __future__ import annotations

import os

import memlane.fast_json as fast_json
from memlane.atomic import write_atomic

# Not `from typing import ...` nor a dataclass: hooks read server.json through this module on
# every call, and typing (~8 ms of CPU) or dataclasses with inspect (~5 ms) would be most of
# what they pay for; mypy reads the TYPE_CHECKING block all the same.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path
    from typing import Any

HOME_ENV = "MEMLANE_HOME"
DEFAULT_HOME_NAME = ".memlane"

CONFIG_FILE = "config.toml"
DB_FILE = "memory.db"
SESSIONS_DB_FILE = "sessions.db"  # the transcript index: separate, 0600, rebuildable
USAGE_LOG_FILE = "usage.jsonl"
SERVER_FILE = "server.json"
BLOCKED_LOG = "blocked.log"
HOOKS_LOG = "hooks.log"
CAPTURE_LOG = "capture.log"
# Held while consolidation applies changes (a person's --apply or the dream).
CONSOLIDATE_LOCK = "consolidate.lock"
ERRORS_LOG = "errors.log"
# Derived files (compiled patterns and dataclass methods, kept read-gate verdicts): safe to
# delete at any time.
CACHE_DIR = "cache"
VERDICTS_DB_FILE = "read-verdicts.db"  # in CACHE_DIR: store/verdict_file.py


def home_folder(explicit: str | os.PathLike[str] | None, env: Mapping[str, str]) -> str:
    """``explicit`` (a ``--home`` flag or argument), else ``$MEMLANE_HOME``, else
    ``~/.memlane`` — the one rule every entry point uses (``config.home_path`` makes it a
    Path)."""
    raw = explicit if explicit not in (None, "") else env.get(HOME_ENV)
    if raw:
        return os.path.expanduser(os.fspath(raw))
    return os.path.join(os.path.expanduser("~"), DEFAULT_HOME_NAME)


class ServerInfo:
    """What a running ``memlane serve`` announces in ``$MEMLANE_HOME/server.json``: an
    immutable value (compared by its fields)."""

    __slots__ = ("config_only", "host", "pid", "port", "started_at", "token_required", "url")
    # file order
    _FIELDS = ("pid", "host", "port", "url", "token_required", "started_at", "config_only")
    pid: int
    host: str
    port: int
    url: str
    token_required: bool
    started_at: str
    # True when the server's settings come from the home's config file alone (no --embedder,
    # --store or MEMLANE_* setting): a client reading the same file would answer the same.
    config_only: bool

    def __init__(
        self,
        *,
        pid: int,
        host: str,
        port: int,
        url: str,
        token_required: bool,
        started_at: str,
        config_only: bool = False,
    ) -> None:
        values = (pid, host, port, url, token_required, started_at, config_only)
        for name, value in zip(self._FIELDS, values, strict=True):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"ServerInfo is immutable ({name})")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ServerInfo) and self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash(tuple(self.to_dict().values()))

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in self.to_dict().items())
        return f"ServerInfo({fields})"

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self._FIELDS}

    def to_json(self) -> str:
        import json  # here: the hooks' fast lane reads the file with fast_json, not json

        return json.dumps(self.to_dict(), indent=2) + "\n"

    @classmethod
    def from_mapping(cls, data: Any) -> ServerInfo | None:
        """None unless ``data`` is a well-formed announcement (a stale or hand-edited file
        must read as "no server", never crash a hook)."""
        if not isinstance(data, dict):
            return None
        pid, port = data.get("pid"), data.get("port")
        if not isinstance(pid, int) or isinstance(pid, bool):
            return None
        if not isinstance(port, int) or isinstance(port, bool) or not 0 < port < 65536:
            return None
        return cls(
            pid=pid,
            host=str(data.get("host") or ""),
            port=port,
            url=str(data.get("url") or ""),
            token_required=bool(data.get("token_required")),
            started_at=str(data.get("started_at") or ""),
            config_only=data.get("config_only") is True,
        )


def server_file(home: Path) -> Path:
    return home / SERVER_FILE


def read_server_info(home: str | os.PathLike[str]) -> ServerInfo | None:
    try:
        with open(os.path.join(home, SERVER_FILE), encoding="utf-8") as fh:
            data = fast_json.loads(fh.read())
    except (OSError, ValueError):
        return None
    return ServerInfo.from_mapping(data)


def write_server_info(home: Path, info: ServerInfo) -> None:
    """Atomically: a hook reading server.json never sees half a file."""
    write_atomic(server_file(home), info.to_json())


def remove_server_info(home: Path, pid: int) -> None:
    """Remove the announcement only while it still describes ``pid`` (a newer server may
    own it by now)."""
    current = read_server_info(home)
    if current is not None and current.pid == pid:
        server_file(home).unlink(missing_ok=True)


__all__ = [
    "BLOCKED_LOG",
    "CACHE_DIR",
    "CAPTURE_LOG",
    "CONFIG_FILE",
    "CONSOLIDATE_LOCK",
    "DB_FILE",
    "ERRORS_LOG",
    "HOME_ENV",
    "HOOKS_LOG",
    "SERVER_FILE",
    "SESSIONS_DB_FILE",
    "USAGE_LOG_FILE",
    "VERDICTS_DB_FILE",
    "ServerInfo",
    "home_folder",
    "read_server_info",
    "remove_server_info",
    "server_file",
    "write_server_info",
]
