"""The read gate: stored text entering a model's context is scanned, never modified.

A hit replaces that record's text with ``[BLOCKED: <class>]`` in the output and appends one
JSON line (time, record id, class — no raw text) to ``$MEMLANE_HOME/blocked.log``.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from memlane.core.prompt_injection import blocked_placeholder, scan_injection
from memlane.core.timestamps import utcnow
from memlane.home import BLOCKED_LOG


@dataclass(frozen=True)
class Guarded:
    text: str
    blocked: str | None


class ReadGate:
    def __init__(self, home: Path) -> None:
        self.log_path = home / BLOCKED_LOG

    def scan(self, record_id: str, *texts: str | None, surface: str) -> str | None:
        """The class of the first hit in any of ``texts`` (logged), or None."""
        for text in texts:
            if not text:
                continue
            cls = scan_injection(text)
            if cls is not None:
                self._log(record_id, cls, surface)
                return cls
        return None

    @staticmethod
    def peek(*texts: str | None) -> str | None:
        """The verdict without logging (previews that inject nothing)."""
        for text in texts:
            if text:
                cls = scan_injection(text)
                if cls is not None:
                    return cls
        return None

    def guard(self, record_id: str, text: str, *, surface: str) -> Guarded:
        cls = self.scan(record_id, text, surface=surface)
        return Guarded(blocked_placeholder(cls), cls) if cls else Guarded(text, None)

    def _log(self, record_id: str, cls: str, surface: str) -> None:
        line = json.dumps(
            {"at": utcnow().isoformat(), "record_id": record_id, "class": cls, "surface": surface}
        )
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        # O_APPEND keeps concurrent writers' lines whole.
        fd = os.open(self.log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            os.write(fd, (line + "\n").encode("utf-8"))
        finally:
            os.close(fd)
