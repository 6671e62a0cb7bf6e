"""The normalized shape every agent session log is parsed into (pure values)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class Message:
    role: str  # "user" | "assistant"
    text: str
    at: datetime | None = None


@dataclass(frozen=True)
class ToolCall:
    """One tool invocation. ``command`` is normalized for shell tools and ``"<Tool> <arg>"``
    otherwise; ``has_result`` is False when the session ended before the tool answered."""

    tool: str
    command: str
    errored: bool
    output_excerpt: str
    at: datetime | None = None
    shell: bool = False
    has_result: bool = True
    call_id: str | None = None


@dataclass(frozen=True)
class Transcript:
    format: str
    session_id: str | None
    started_at: datetime | None
    ended_at: datetime | None
    cwd: str | None
    messages: tuple[Message, ...] = ()
    tool_calls: tuple[ToolCall, ...] = ()
    files_touched: tuple[str, ...] = ()
    title: str | None = None
    skipped_lines: int = 0

    @property
    def opening_request(self) -> str:
        return next((m.text for m in self.messages if m.role == "user"), "")

    @property
    def final_answer(self) -> str:
        return next((m.text for m in reversed(self.messages) if m.role == "assistant"), "")

    @property
    def commands(self) -> tuple[str, ...]:
        return tuple(c.command for c in self.tool_calls if c.shell)

    @property
    def failed_calls(self) -> tuple[ToolCall, ...]:
        return tuple(c for c in self.tool_calls if c.errored)

    @property
    def is_empty(self) -> bool:
        return not self.messages and not self.tool_calls
