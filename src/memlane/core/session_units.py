"""A transcript's bytes → searchable units, one JSONL line at a time, secrets withheld.

A unit is one user prompt, one assistant text, one tool call (its command) or the head of one
tool result. Units keep the byte offset of the line they came from, so an index can parse only
what a file gained since last time and re-parse from a line when it must.

Parsing reuses :func:`memlane.core.transcripts.parse_transcript` twice over a chunk: once whole
(it pairs each tool call with its result, which usually sits on a later line) and once per
line (which gives the order and each unit's line). A call still waiting for its result is
marked ``pending``; :attr:`Chunk.resume` points at the earliest such line so the next parse
starts there and pairs it. Pure: bytes in, values out.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from memlane.core.commands import clip
from memlane.core.transcript_model import ToolCall, Transcript
from memlane.core.transcripts import parse_transcript
from memlane.core.withholding import Withheld, withhold_credentials

RESULT_HEAD_CHARS = 800
TITLE_CHARS = 120
# A call waiting this far (in bytes) behind the end of the file is given up on: the next parse
# starts after it instead of re-reading the whole tail on every refresh.
RESUME_REACH = 1_048_576
SEEN_MAX = 4096  # distinct texts remembered per chunk by the withholder

ROLES = ("user", "assistant", "tool")
KINDS = ("prompt", "text", "call", "result")


@dataclass(frozen=True)
class Unit:
    line_offset: int  # byte offset of the JSONL line this unit came from
    role: str  # user | assistant | tool
    kind: str  # prompt | text | call | result
    text: str  # credential values already withheld
    at: datetime | None = None
    tool: str | None = None
    errored: bool = False
    pending: bool = False  # a tool call whose result has not been written yet


@dataclass(frozen=True)
class Chunk:
    format: str
    units: tuple[Unit, ...]
    end: int  # offset just past the last line parsed
    resume: int  # where the next parse of this file must start
    session_id: str | None = None
    cwd: str | None = None
    title: str | None = None
    skipped_lines: int = 0
    withheld: int = 0  # how many credential values were withheld


def complete_lines(data: bytes) -> int:
    """How many leading bytes of ``data`` form whole lines.

    A writer appends a line at a time, so a trailing fragment is usually a line still being
    written and waits for the next parse — unless it already is a whole JSON object (a file
    that simply does not end with a newline).
    """
    cut = data.rfind(b"\n") + 1
    tail = data[cut:]
    if tail.strip():
        try:
            whole = isinstance(json.loads(tail), dict)
        except ValueError:
            whole = False
        if whole:
            return len(data)
    return cut


def _lines(data: bytes, base: int) -> list[tuple[int, str]]:
    out = []
    pos = 0
    for raw in data.split(b"\n"):
        if raw.strip():
            out.append((base + pos, raw.decode("utf-8", errors="replace")))
        pos += len(raw) + 1
    return out


class _Withholder:
    """Withholds per text, once: sessions repeat their commands and outputs (the same test
    run, the same `git status`), and the detector is the costliest step of a parse."""

    def __init__(self, allow_email: bool) -> None:
        self.allow_email = allow_email
        self.count = 0
        self._seen: dict[str, Withheld] = {}

    def __call__(self, text: str) -> str:
        kept = self._seen.get(text)
        if kept is None:
            kept = withhold_credentials(text, allow_email=self.allow_email)
            if len(self._seen) < SEEN_MAX:
                self._seen[text] = kept
        self.count += len(kept.classes)
        return kept.text


def _call_units(
    offset: int, call: ToolCall, paired: ToolCall | None, clean: _Withholder
) -> list[Unit]:
    result = call if call.has_result else paired
    units = [
        Unit(
            offset,
            "tool",
            "call",
            clean(call.command),
            call.at,
            call.tool,
            errored=bool(result and result.errored),
            pending=result is None or not result.has_result,
        )
    ]
    if result is not None and result.output_excerpt.strip():
        head = clip(result.output_excerpt.strip(), RESULT_HEAD_CHARS)
        units.append(
            Unit(
                offset,
                "tool",
                "result",
                clean(head),
                result.at or call.at,
                call.tool,
                errored=result.errored,
            )
        )
    return units


def parse_chunk(
    data: bytes,
    *,
    base: int,
    format: str = "auto",
    source_name: str | None = None,
    allow_email: bool = False,
) -> Chunk:
    """Units from ``data`` (the file's bytes from offset ``base``; only whole lines are read).

    ``format`` is ``auto`` for the first chunk of a file and the detected format afterwards.
    Raises ``InvalidInput`` when ``auto`` recognizes no line.
    """
    size = complete_lines(data)
    body = data[:size]
    if not body.strip():
        # Nothing to detect a format from yet (a new file, a line still being written).
        return Chunk(format=format, units=(), end=base + size, resume=base + size)
    whole: Transcript = parse_transcript(
        body.decode("utf-8", errors="replace"), format=format, source_name=source_name
    )
    fmt = whole.format
    by_id = {c.call_id: c for c in whole.tool_calls if c.call_id and c.has_result}
    clean = _Withholder(allow_email)
    units: list[Unit] = []
    for offset, line in _lines(body, base):
        part = parse_transcript(line, format=fmt)
        # An assistant line holds its text before the tool calls it makes.
        for msg in part.messages:
            kind = "prompt" if msg.role == "user" else "text"
            units.append(Unit(offset, msg.role, kind, clean(msg.text), msg.at))
        for call in part.tool_calls:
            paired = by_id.get(call.call_id) if call.call_id else None
            units.extend(_call_units(offset, call, paired, clean))
    end = base + size
    waiting = [u.line_offset for u in units if u.pending and end - u.line_offset <= RESUME_REACH]
    title = clean(clip(whole.title, TITLE_CHARS)) if whole.title else None
    return Chunk(
        format=fmt,
        units=tuple(units),
        end=end,
        resume=min(waiting, default=end),
        session_id=whole.session_id,
        cwd=whole.cwd,
        title=title,
        skipped_lines=whole.skipped_lines,
        withheld=clean.count,
    )


__all__ = ["KINDS", "ROLES", "Chunk", "Unit", "complete_lines", "parse_chunk"]
