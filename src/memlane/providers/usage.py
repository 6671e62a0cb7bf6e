"""The LLM usage log: one JSON line per auxiliary model call, appended, never rewritten.

A line records when, which task, which provider and model, the token counts, the latency and
the outcome (ok, error, timeout). It never records a prompt, an answer or a key. Writing the
log must not break the call it records: an unwritable log is remembered, not raised.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

Outcome = Literal["ok", "error", "timeout"]
OUTCOMES: tuple[str, ...] = ("ok", "error", "timeout")


@dataclass(frozen=True)
class UsageRecord:
    time: str  # ISO-8601 UTC
    task: str
    provider: str
    model: str
    tokens_in: int
    tokens_out: int
    latency_ms: int
    outcome: str
    attempts: int = 1
    error: str | None = None  # a short error kind ("http_500", "connect"), never a body

    def to_json(self) -> str:
        return json.dumps(asdict(self), separators=(",", ":"), sort_keys=True)

    @staticmethod
    def from_dict(data: dict[str, Any]) -> UsageRecord:
        return UsageRecord(
            time=str(data["time"]),
            task=str(data["task"]),
            provider=str(data["provider"]),
            model=str(data["model"]),
            tokens_in=int(data.get("tokens_in") or 0),
            tokens_out=int(data.get("tokens_out") or 0),
            latency_ms=int(data.get("latency_ms") or 0),
            outcome=str(data["outcome"]),
            attempts=int(data.get("attempts") or 1),
            error=data.get("error") if isinstance(data.get("error"), str) else None,
        )


def utc_timestamp(now: datetime | None = None) -> str:
    return (now or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="milliseconds")


class UsageLog:
    """Appends ``UsageRecord`` lines to ``path`` (normally ``$MEMLANE_HOME/usage.jsonl``)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.last_error: OSError | None = None

    def append(self, record: UsageRecord) -> bool:
        """Append one line; False (and ``last_error`` set) when the log cannot be written."""
        line = (record.to_json() + "\n").encode("utf-8")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # One write() on an O_APPEND descriptor: concurrent writers never interleave lines.
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            try:
                os.write(fd, line)
            finally:
                os.close(fd)
        except OSError as e:
            self.last_error = e
            return False
        return True

    def read(self) -> list[UsageRecord]:
        """Every well-formed line, oldest first; malformed lines are skipped."""
        return list(self.iter_records())

    def iter_records(self) -> Iterator[UsageRecord]:
        try:
            text = self.path.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return
        for line in text.splitlines():
            try:
                data = json.loads(line)
                if isinstance(data, dict):
                    yield UsageRecord.from_dict(data)
            except (ValueError, KeyError, TypeError):
                continue


__all__ = ["OUTCOMES", "Outcome", "UsageLog", "UsageRecord", "utc_timestamp"]
