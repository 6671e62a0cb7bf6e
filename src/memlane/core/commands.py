"""Command normalization and deterministic failure→fix pairing for failure memory.

A normalized command is a stable key: the same command typed with different spacing, behind a
`bash -lc` wrapper, with different env assignments or output trimming hashes the same, so a
recurrence in a later session is found by one sha256 lookup and no LLM.

Normalization, in order (each step documented because the hash depends on it):

1. A list (argv) is unwrapped when it is a shell wrapper (``bash -lc SCRIPT``, ``sh -c SCRIPT``,
   ``zsh -lc``…), else joined with shell quoting (``shlex.join``).
2. Every whitespace run (newlines included) becomes one space; the ends are trimmed.
3. Leading environment assignments (``FOO=1 BAR=x cmd``) are dropped: they vary between runs
   and often carry secrets that must never become a lesson key.
4. Trailing output shaping is dropped, repeatedly: ``2>&1``, ``| head …``, ``| tail …``, a
   trailing ``; echo …`` / ``&& echo …`` / ``|| echo …`` status print, and trailing ``;``.
   Agents add these to trim output; they do not change what failed.

Case, quoting and ``cd dir &&`` prefixes are kept: they can change what the command does.
"""

from __future__ import annotations

import hashlib
import re
import shlex
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

# argv[0] basenames that run their -c argument as a script.
_SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh", "fish"})
_WS = re.compile(r"\s+")
_ENV_ASSIGN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=(?:'[^']*'|\"[^\"]*\"|\S*)\s+")
_TRAILING = (
    re.compile(r"\s*2>&1$"),
    re.compile(r"\s*\|\s*(?:head|tail)(?:\s+-[nc]?\s*\d+)?$"),
    re.compile(r"\s*(?:;|&&|\|\|)\s*echo\b[^;&|]*$"),
    re.compile(r"\s*;$"),
)
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
_ERROR_LINE = re.compile(
    r"(error|exception|failed|failure|fatal|not found|no such|denied|refused|"
    r"cannot|can't|unable|invalid|traceback|exit code|exited with)",
    re.IGNORECASE,
)

_NAMED_ERROR = re.compile(
    r"\b\w*(?:Error|Exception)\b:|^(?:E\s+)?(?:error|fatal|panic)(?:\[\w+\])?:", re.IGNORECASE
)

COMMAND_MAX = 500
ERROR_MAX = 240
# Cap on normalization input: a pasted 1 MB heredoc must not stall hashing or a lesson row.
_INPUT_MAX = 20_000


def _unwrap_argv(argv: Sequence[str]) -> str:
    parts = [str(p) for p in argv]
    if len(parts) >= 3:
        shell = parts[0].rsplit("/", 1)[-1]
        if shell in _SHELLS and parts[1] in ("-c", "-lc", "-cl", "-ic", "-ci"):
            return parts[2]
    return shlex.join(parts)


def normalize_command(cmd: str | Sequence[str]) -> str:
    """The stable form of a command (see the module docstring for each step). Idempotent."""
    text = cmd if isinstance(cmd, str) else _unwrap_argv(cmd)
    text = _WS.sub(" ", text[:_INPUT_MAX]).strip()
    while True:
        stripped = _ENV_ASSIGN.sub("", text, count=1)
        # "X=1 && y" is not an assignment prefix: stripping it would leave a dangling operator.
        if stripped == text or not stripped.strip() or stripped.startswith(("&", "|", ";")):
            break
        text = stripped
    changed = True
    while changed:
        changed = False
        for pattern in _TRAILING:
            stripped = pattern.sub("", text)
            if stripped != text and stripped.strip():
                text, changed = stripped, True
    return text.strip()


def command_hash(normalized: str) -> str:
    """sha256 hex of an already-normalized command (the failure-memory key)."""
    return hashlib.sha256(normalized.encode("utf-8")).hexdigest()


def command_key(cmd: str | Sequence[str]) -> str:
    """``command_hash(normalize_command(cmd))``: what a recurrence check looks up."""
    return command_hash(normalize_command(cmd))


def clip(text: str, limit: int) -> str:
    """Cut to ``limit`` characters, marking the cut with an ellipsis."""
    return text if len(text) <= limit else text[: max(0, limit - 1)].rstrip() + "…"


def error_summary(output: str, *, limit: int = ERROR_MAX) -> str:
    """A terse error line from tool output, ANSI colour codes removed: the first line that
    names an error (``FooError: …``, ``error[E0432]: …``, ``fatal: …``) — usually the root
    cause — else the last line that mentions failure, else the last non-empty line."""
    lines = [ln.strip() for ln in _ANSI.sub("", output).splitlines() if ln.strip()]
    if not lines:
        return ""
    strong = [ln for ln in lines if _NAMED_ERROR.search(ln)]
    if strong:
        # pytest prefixes assertion detail with "E   "; the prefix carries nothing.
        return clip(_WS.sub(" ", re.sub(r"^E\s+", "", strong[0])), limit)
    flagged = [ln for ln in lines if _ERROR_LINE.search(ln)]
    return clip(_WS.sub(" ", (flagged or lines)[-1]), limit)


class ToolCallLike(Protocol):
    """What pairing needs from a tool call (``core.transcripts.ToolCall`` satisfies it)."""

    @property
    def tool(self) -> str: ...
    @property
    def command(self) -> str: ...
    @property
    def errored(self) -> bool: ...
    @property
    def has_result(self) -> bool: ...
    @property
    def output_excerpt(self) -> str: ...


@dataclass(frozen=True)
class LessonDraft:
    """A failure→fix pair ready for the privacy gate and the lesson store."""

    command: str
    command_hash: str
    error: str
    fix: str
    tool: str


def pair_failures(
    tool_calls: Iterable[ToolCallLike], *, tools: Iterable[str] | None = None
) -> list[LessonDraft]:
    """Pair each failed call with the next successful call of the same tool.

    A call with no result (the session ended first) is neither a failure nor a fix. A failure
    with no later success yields nothing: a lesson without a fix teaches nothing. One lesson per
    failing command (the first pairing wins), in the order the failures happened. ``tools``
    restricts pairing to those tool names (e.g. shell tools only).
    """
    allowed = frozenset(tools) if tools is not None else None
    calls = [c for c in tool_calls if allowed is None or c.tool in allowed]
    lessons: list[LessonDraft] = []
    seen: set[str] = set()
    for i, call in enumerate(calls):
        if not (call.errored and call.has_result and call.command.strip()):
            continue
        normalized = normalize_command(call.command)
        key = command_hash(normalized)
        if key in seen:
            continue
        fix = next(
            (
                later
                for later in calls[i + 1 :]
                if later.tool == call.tool and later.has_result and not later.errored
            ),
            None,
        )
        if fix is None or not fix.command.strip():
            continue
        seen.add(key)
        lessons.append(
            LessonDraft(
                command=clip(normalized, COMMAND_MAX),
                command_hash=key,
                error=error_summary(call.output_excerpt) or "failed (no output)",
                fix=clip(normalize_command(fix.command), COMMAND_MAX),
                tool=call.tool,
            )
        )
    return lessons


def lesson_text(lesson: LessonDraft) -> str:
    """The terse, human-readable form a lesson is stored and shown as."""
    return f"`{lesson.command}` failed: {lesson.error} — fixed by `{lesson.fix}`"


__all__ = [
    "COMMAND_MAX",
    "ERROR_MAX",
    "LessonDraft",
    "ToolCallLike",
    "clip",
    "command_hash",
    "command_key",
    "error_summary",
    "lesson_text",
    "normalize_command",
    "pair_failures",
]
