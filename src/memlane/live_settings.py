"""Settings that follow their sources while a process runs: the config file (re-read when its
mtime or size changes) and, for a team store, the settings kept in the database, so a change
made through any server takes effect on every server at its next request."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from typing import Any, Protocol

from memlane.config import PROCESS_SETTINGS, Settings, coerce, load_settings, write_settings


class SharedSettings(Protocol):
    """Settings kept in a team store, so every server process on it behaves alike.

    ``read`` returns their JSON text (None if never set); ``merge`` validates nothing and
    applies a patch atomically (read-modify-write under the store's write lock).
    """

    def read(self) -> str | None: ...

    def merge(self, patch: Mapping[str, Any]) -> None: ...


class LiveSettings:
    """Settings that follow the config file: re-resolved when its mtime or size changes.

    With a team store (``shared``), the settings a person changes live in the database
    instead, and every ``get`` compares them with what this process last read: a change
    made through any server takes effect on every server at its next request.
    Explicit overrides stay on top, so a flag passed at start keeps winning.
    """

    def __init__(
        self,
        settings: Settings,
        *,
        env: Mapping[str, str] | None = None,
        overrides: Mapping[str, Any] | None = None,
        shared: SharedSettings | None = None,
    ) -> None:
        self._settings = settings
        # The home never changes (a reload reads the same one): its config file's path once.
        self._config_file = os.fspath(settings.config_path)
        self._env = dict(os.environ if env is None else env)
        self._overrides = {k: v for k, v in (overrides or {}).items() if v is not None}
        self._stamp = self._file_stamp()
        self._shared: SharedSettings | None = None
        self._shared_text: str | None = None
        if shared is not None:
            self.attach(shared)

    def attach(self, shared: SharedSettings) -> Settings:
        """Follow a team store's shared settings from now on; returns the settings with them."""
        self._shared = shared
        self._shared_text = shared.read()
        self._settings = self._load()
        return self._settings

    def _file_stamp(self) -> tuple[int, int] | None:
        # Every settings read (one per remember(), more per recall) stats the file. A home
        # without config.toml is the usual case, and the OSError a stat of a missing file
        # raises was most of the read (~14 of ~16 us): ask whether it exists first, which
        # answers False without raising (and for a home that is not a folder, as stat did).
        if not os.access(self._config_file, os.F_OK):
            return None
        try:
            st = os.stat(self._config_file)
        except OSError:  # removed in between, or a home that is not a folder (the store says so)
            return None
        return (st.st_mtime_ns, st.st_size)

    def _load(self) -> Settings:
        shared = json.loads(self._shared_text) if self._shared_text else None
        return load_settings(self._settings.home, env=self._env, shared=shared, **self._overrides)

    def get(self) -> Settings:
        stamp = self._file_stamp()
        text = self._shared.read() if self._shared is not None else None
        if stamp != self._stamp or text != self._shared_text:
            self._shared_text = text
            self._settings = self._load()
            self._stamp = stamp
        return self._settings

    def update(self, patch: Mapping[str, Any]) -> Settings:
        local = dict(patch)
        if self._shared is not None:
            team = {k: coerce(k, v) for k, v in patch.items() if k not in PROCESS_SETTINGS}
            local = {k: v for k, v in patch.items() if k in PROCESS_SETTINGS}
            if team:
                self._shared.merge(team)
        if local:
            write_settings(self._settings.home, local)
        # An explicit value named in the patch replaces a start-time override of the same key.
        for key in patch:
            self._overrides.pop(key, None)
        self._stamp = None
        return self.get()
