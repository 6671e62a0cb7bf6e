"""The read gate: stored text entering a model's context is scanned, never modified.

:meth:`ReadGate.record_class` is the one decision of what a model may see of a record — its
title, body, why, how and the text of its payload (model-written summaries, decisions,
lessons) — so the brief, recall packets, hooks and MCP views cannot disagree about it. A hit
replaces that record's text with ``[BLOCKED: <class>]`` in the output and appends one JSON line
(time, record id, class, surface — no raw text) to ``$MEMLANE_HOME/blocked.log``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memlane.core.prompt_injection import blocked_placeholder, scan_injection
from memlane.core.records import Record
from memlane.core.timestamps import utcnow
from memlane.home import BLOCKED_LOG


@dataclass(frozen=True)
class Guarded:
    text: str
    blocked: str | None


def payload_text(payload: Mapping[str, Any]) -> str:
    """Every string a payload holds, as one text (event payloads carry model output)."""
    return json.dumps(payload, ensure_ascii=False, default=str) if payload else ""


def record_texts(rec: Record) -> tuple[str | None, ...]:
    """What of a record can reach a model, in the order it is scanned."""
    return (rec.title, rec.body, rec.why, rec.how, payload_text(rec.payload))


class ReadGate:
    def __init__(self, home: Path) -> None:
        self.log_path = home / BLOCKED_LOG

    def record_class(self, rec: Record, *, surface: str, log: bool = True) -> str | None:
        """The class of the first hit in anything a model could be shown of ``rec``, or
        None. ``log=False`` is for previews that inject nothing."""
        texts = record_texts(rec)
        return self.scan(rec.id, *texts, surface=surface) if log else self.peek(*texts)

    def scan(self, item_id: str, *texts: str | None, surface: str) -> str | None:
        """The class of the first hit in any of ``texts`` (logged), or None."""
        cls = self.peek(*texts)
        if cls is not None:
            self._log(item_id, cls, surface)
        return cls

    @staticmethod
    def peek(*texts: str | None) -> str | None:
        """The verdict without logging (previews that inject nothing)."""
        for text in texts:
            if text:
                cls = scan_injection(text)
                if cls is not None:
                    return cls
        return None

    def guard(self, item_id: str, text: str, *, surface: str) -> Guarded:
        cls = self.scan(item_id, text, surface=surface)
        return Guarded(blocked_placeholder(cls), cls) if cls else Guarded(text, None)

    def _log(self, item_id: str, cls: str, surface: str) -> None:
        line = json.dumps(
            {"at": utcnow().isoformat(), "record_id": item_id, "class": cls, "surface": surface}
        )
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        # O_APPEND keeps concurrent writers' lines whole.
        fd = os.open(self.log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            os.write(fd, (line + "\n").encode("utf-8"))
        finally:
            os.close(fd)


__all__ = ["Guarded", "ReadGate", "payload_text", "record_texts"]
