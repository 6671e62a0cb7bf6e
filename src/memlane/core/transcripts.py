"""Agent session logs (Claude Code, Codex CLI, plain role/content JSONL) → one normalized shape.

Parsing is pure and total: it takes the file's text, never raises on a bad line (junk lines are
skipped and counted), and reads nothing but what it is given. The transcript file itself is
read-only to memlane; callers read it and pass the text in.
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any, Literal

from memlane.core.commands import clip, normalize_command
from memlane.core.timestamps import maybe_timestamp
from memlane.core.transcript_model import Message, ToolCall, Transcript
from memlane.errors import InvalidInput

TranscriptFormat = Literal["claude", "codex", "plain"]
FORMATS: tuple[str, ...] = ("claude", "codex", "plain")

__all__ = ["FORMATS", "Message", "ToolCall", "Transcript", "detect_format", "parse_transcript"]

MESSAGE_MAX = 20_000
OUTPUT_EXCERPT_MAX = 1_000
DESCRIPTOR_MAX = 200

_CLAUDE_SHELL_TOOLS = frozenset({"Bash"})
_CLAUDE_EDIT_TOOLS = frozenset({"Edit", "MultiEdit", "Write", "NotebookEdit"})
_CODEX_SHELL_TOOLS = frozenset({"shell", "exec_command", "local_shell", "container.exec"})
# Tool names (any format) whose command is a shell command line.
SHELL_TOOLS: frozenset[str] = _CLAUDE_SHELL_TOOLS | _CODEX_SHELL_TOOLS
_CODEX_TYPES = frozenset(
    {"session_meta", "response_item", "event_msg", "turn_context", "compacted"}
)
_CLAUDE_TYPES = frozenset(
    {"user", "assistant", "summary", "system", "queue-operation", "file-history-snapshot"}
)
_PATCH_FILE = re.compile(r"^\*\*\* (?:Add|Update|Delete) File: (.+)$|^\*\*\* Move to: (.+)$", re.M)
_EXIT_CODE = re.compile(
    r"(?:process exited with code|exit code:?|exited with code)\s*(-?\d+)", re.I
)
_PATCH_FAILED = re.compile(r"^\s*(?:apply_patch verification failed|error:|failed to)", re.I)
_TEXT_BLOCKS = (None, "text", "input_text", "output_text")
_SYSTEM_REMINDER = re.compile(r"<system-reminder>.*?</system-reminder>", re.S)
# Codex injects its context (environment, AGENTS.md, instructions) as user-role text that opens
# with a tag or a known heading; the person's typed prompt never does.
_INJECTED = re.compile(r"^\s*(?:<[A-Za-z_][\w-]*>|# AGENTS\.md instructions)")
_CLAUDE_META_TEXT = re.compile(r"^\s*<(?:command-|local-command-)")


# --- shared helpers -----------------------------------------------------------------------


def _text_of(content: Any) -> str:
    """Text from a string or a list of content blocks (text / input_text / output_text)."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [
            b if isinstance(b, str) else b.get("text")
            for b in content
            if isinstance(b, str) or (isinstance(b, dict) and b.get("type") in _TEXT_BLOCKS)
        ]
        return "\n".join(p for p in parts if isinstance(p, str) and p)
    return ""


def _excerpt(output: str, errored: bool) -> str:
    # Errors explain themselves at the end (tracebacks, test summaries); successes at the start.
    output = output.strip()
    if len(output) <= OUTPUT_EXCERPT_MAX:
        return output
    return "…" + output[-OUTPUT_EXCERPT_MAX:] if errored else output[:OUTPUT_EXCERPT_MAX] + "…"


def _relative(path: str, cwd: str | None) -> str:
    path = path.strip()
    if cwd and posixpath.isabs(path):
        root = cwd.rstrip("/") + "/"
        if path.startswith(root):
            return path[len(root) :]
    return path


def _patch_files(patch: str) -> list[str]:
    return [(m.group(1) or m.group(2)).strip() for m in _PATCH_FILE.finditer(patch)]


def _descriptor(tool: str, args: Mapping[str, Any]) -> str:
    for key in ("file_path", "notebook_path", "path", "pattern", "url", "query", "description"):
        value = args.get(key)
        if isinstance(value, str) and value:
            return clip(f"{tool} {' '.join(value.split())}", DESCRIPTOR_MAX)
    return tool


class _Builder:
    """Mutable accumulator shared by the three format parsers."""

    def __init__(self, fmt: str) -> None:
        self.fmt = fmt
        self.session_id: str | None = None
        self.cwd: str | None = None
        self.title: str | None = None
        self.times: list[datetime] = []
        self.messages: list[Message] = []
        self.calls: list[dict[str, Any]] = []
        self.by_id: dict[str, int] = {}
        self.call_files: list[list[str]] = []  # paths each call edits, parallel to calls
        self.skipped = 0

    def stamp(self, value: Any) -> datetime | None:
        at = maybe_timestamp(value)
        if at is not None:
            self.times.append(at)
        return at

    def message(self, role: str, text: str, at: datetime | None) -> None:
        text = text.strip()
        if role in ("user", "assistant") and text:
            self.messages.append(Message(role, clip(text, MESSAGE_MAX), at))

    def call(
        self,
        tool: str,
        command: str | list[str],
        *,
        shell: bool,
        at: datetime | None,
        call_id: str | None,
        files: Iterable[str] = (),
    ) -> None:
        if shell:
            text = normalize_command(command)
        else:
            text = command if isinstance(command, str) else " ".join(command)
        entry = {
            "tool": tool,
            "command": text,
            "errored": False,
            "output_excerpt": "",
            "at": at,
            "shell": shell,
            "has_result": False,
            "call_id": call_id,
        }
        if call_id:
            self.by_id[call_id] = len(self.calls)
        self.calls.append(entry)
        self.call_files.append([f for f in files if f.strip()])

    def result(self, call_id: Any, output: str, errored: bool | None) -> None:
        index = self.by_id.get(call_id) if isinstance(call_id, str) else None
        if index is None:
            return
        entry = self.calls[index]
        if errored is not None:
            entry["errored"] = errored
        if output:
            entry["output_excerpt"] = _excerpt(output, bool(entry["errored"]))
        entry["has_result"] = True

    def build(self, source_name: str | None) -> Transcript:
        session_id = self.session_id
        if not session_id and source_name:
            session_id = posixpath.splitext(posixpath.basename(source_name))[0] or None
        files: list[str] = []
        for entry, paths in zip(self.calls, self.call_files, strict=True):
            if entry["errored"]:
                continue  # a failed edit or patch changed nothing
            for path in paths:
                rel = _relative(path, self.cwd)
                if rel not in files:
                    files.append(rel)
        return Transcript(
            format=self.fmt,
            session_id=session_id,
            started_at=min(self.times) if self.times else None,
            ended_at=max(self.times) if self.times else None,
            cwd=self.cwd,
            messages=tuple(self.messages),
            tool_calls=tuple(ToolCall(**c) for c in self.calls),
            files_touched=tuple(files),
            title=self.title,
            skipped_lines=self.skipped,
        )


# --- Claude Code ----------------------------------------------------------------------------


def _parse_claude(records: list[dict[str, Any]], b: _Builder) -> None:
    for r in records:
        kind = r.get("type")
        if kind == "summary" and isinstance(r.get("summary"), str) and b.title is None:
            b.title = r["summary"].strip() or None
        at = b.stamp(r.get("timestamp"))
        if isinstance(r.get("sessionId"), str) and not b.session_id:
            b.session_id = r["sessionId"]
        if isinstance(r.get("cwd"), str) and not b.cwd:
            b.cwd = r["cwd"]
        msg = r.get("message")
        if kind not in ("user", "assistant") or not isinstance(msg, dict):
            continue
        content = msg.get("content")
        texts: list[str] = []
        if isinstance(content, str):
            texts.append(content)
        elif isinstance(content, list):
            for block in content:
                if not isinstance(block, dict):
                    continue
                btype = block.get("type")
                if btype == "text" and isinstance(block.get("text"), str):
                    texts.append(block["text"])
                elif btype == "tool_use":
                    _claude_tool_use(block, at, b)
                elif btype == "tool_result":
                    output = _text_of(block.get("content"))
                    b.result(block.get("tool_use_id"), output, bool(block.get("is_error")))
        # Meta lines (slash-command echoes, caveats) and subagent sidechains are not the
        # conversation; their tool calls above still count for failure memory.
        if r.get("isMeta") or r.get("isSidechain"):
            continue
        text = _SYSTEM_REMINDER.sub("", "\n".join(texts)).strip()
        if text and not _CLAUDE_META_TEXT.match(text):
            b.message(str(msg.get("role") or kind), text, at)


def _claude_tool_use(block: dict[str, Any], at: datetime | None, b: _Builder) -> None:
    name = str(block.get("name") or "tool")
    raw_args = block.get("input")
    args: dict[str, Any] = raw_args if isinstance(raw_args, dict) else {}
    call_id = block.get("id") if isinstance(block.get("id"), str) else None
    if name in _CLAUDE_SHELL_TOOLS and isinstance(args.get("command"), str):
        b.call(name, args["command"], shell=True, at=at, call_id=call_id)
        return
    path = args.get("file_path") or args.get("notebook_path")
    files = [path] if name in _CLAUDE_EDIT_TOOLS and isinstance(path, str) else []
    b.call(name, _descriptor(name, args), shell=False, at=at, call_id=call_id, files=files)


# --- Codex CLI ------------------------------------------------------------------------------


def _json_arg(value: Any) -> dict[str, Any]:
    if isinstance(value, dict):
        return value
    if isinstance(value, str):
        try:
            parsed = json.loads(value)
        except ValueError:
            return {}
        return parsed if isinstance(parsed, dict) else {}
    return {}


def _codex_output(raw: Any) -> tuple[str, bool | None]:
    """(output text, errored or None when unknown) from a function_call_output payload."""
    text = _text_of(raw) if isinstance(raw, list) else raw if isinstance(raw, str) else ""
    wrapped = _json_arg(raw) if isinstance(raw, str | dict) else {}
    if wrapped:
        raw_meta = wrapped.get("metadata")
        meta: dict[str, Any] = raw_meta if isinstance(raw_meta, dict) else {}
        inner = wrapped.get("output")
        out = inner if isinstance(inner, str) else text
        code = meta.get("exit_code")
        if isinstance(code, int) and not isinstance(code, bool):
            return out, code != 0
        return out, None
    match = _EXIT_CODE.search(text[:300])
    if match:
        return text, int(match.group(1)) != 0
    if _PATCH_FAILED.match(text):
        return text, True
    return text, None


def _codex_call(p: dict[str, Any], at: datetime | None, b: _Builder) -> None:
    ptype = p.get("type")
    call_id = p.get("call_id") if isinstance(p.get("call_id"), str) else p.get("id")
    call_id = call_id if isinstance(call_id, str) else None
    name = str(p.get("name") or ("local_shell" if ptype == "local_shell_call" else "tool"))
    if ptype == "custom_tool_call":
        raw_input = p.get("input")
        raw_input = raw_input if isinstance(raw_input, str) else ""
        files = _patch_files(raw_input)
        descriptor = clip(" ".join([name, *files]), DESCRIPTOR_MAX)
        b.call(name, descriptor, shell=False, at=at, call_id=call_id, files=files)
        return
    args = _json_arg(p.get("action") if ptype == "local_shell_call" else p.get("arguments"))
    command = args.get("command", args.get("cmd"))
    if name in _CODEX_SHELL_TOOLS and isinstance(command, str | list) and command:
        argv_or_script = command if isinstance(command, str) else [str(c) for c in command]
        script = argv_or_script if isinstance(argv_or_script, str) else " ".join(argv_or_script)
        files = _patch_files(script)  # apply_patch run through the shell
        b.call(name, argv_or_script, shell=True, at=at, call_id=call_id, files=files)
        return
    patch = args.get("input") or args.get("patch")
    files = _patch_files(patch) if isinstance(patch, str) else []
    b.call(name, _descriptor(name, args), shell=False, at=at, call_id=call_id, files=files)


def _parse_codex(records: list[dict[str, Any]], b: _Builder) -> None:
    for r in records:
        p = r.get("payload")
        at = b.stamp(r.get("timestamp"))
        if not isinstance(p, dict):
            continue
        kind, ptype = r.get("type"), p.get("type")
        if kind in ("session_meta", "turn_context"):
            if kind == "session_meta" and isinstance(p.get("id"), str) and not b.session_id:
                b.session_id = p["id"]
                b.stamp(p.get("timestamp"))
            if isinstance(p.get("cwd"), str) and not b.cwd:
                b.cwd = p["cwd"]
        elif kind == "response_item":
            if ptype == "message":
                role = p.get("role")
                content = p.get("content")
                # One injected part condemns the whole bundled message.
                if (
                    role == "user"
                    and isinstance(content, list)
                    and any(_INJECTED.match(_text_of([part])) for part in content)
                ):
                    continue
                b.message(str(role), _text_of(content), at)
            elif ptype in ("function_call", "custom_tool_call", "local_shell_call"):
                _codex_call(p, at, b)
            elif ptype in ("function_call_output", "custom_tool_call_output"):
                output, errored = _codex_output(p.get("output"))
                b.result(p.get("call_id"), output, errored)
        elif kind == "event_msg" and ptype in ("exec_command_end", "patch_apply_end"):
            # The event stream knows the real exit status when the output string does not.
            code = p.get("exit_code")
            errored = (
                code != 0
                if isinstance(code, int) and not isinstance(code, bool)
                else (not p["success"] if isinstance(p.get("success"), bool) else None)
            )
            output = next((p[k] for k in ("aggregated_output", "stderr", "stdout") if p.get(k)), "")
            b.result(p.get("call_id"), output if isinstance(output, str) else "", errored)


# --- plain {role, content} ------------------------------------------------------------------


def _parse_plain(records: list[dict[str, Any]], b: _Builder) -> None:
    for r in records:
        at = b.stamp(r.get("timestamp", r.get("at", r.get("time"))))
        for key in ("session_id", "sessionId"):
            if isinstance(r.get(key), str) and not b.session_id:
                b.session_id = r[key]
        if isinstance(r.get("cwd"), str) and not b.cwd:
            b.cwd = r["cwd"]
        role = r.get("role")
        if role == "tool" and isinstance(r.get("command"), str | list):
            command = r["command"]
            code = r.get("exit_code")
            errored = bool(r.get("is_error") or r.get("errored")) or (
                isinstance(code, int) and not isinstance(code, bool) and code != 0
            )
            call_id = f"plain-{len(b.calls)}"
            tool = str(r.get("name") or "shell")
            b.call(tool, command, shell=True, at=at, call_id=call_id)
            b.result(call_id, _text_of(r.get("content")), errored)
        elif isinstance(role, str):
            b.message(role, _text_of(r.get("content")), at)


# --- entry points ---------------------------------------------------------------------------


def _records(text: str) -> tuple[list[dict[str, Any]], int]:
    records: list[dict[str, Any]] = []
    skipped = 0
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except ValueError:
            skipped += 1
            continue
        if isinstance(value, dict):
            records.append(value)
        else:
            skipped += 1
    return records, skipped


def detect_format(records: Iterable[Mapping[str, Any]]) -> str | None:
    """The first record that is unmistakably one format decides; None when nothing does."""
    for r in records:
        kind = r.get("type")
        if kind in _CODEX_TYPES and isinstance(r.get("payload"), dict):
            return "codex"
        if kind in _CLAUDE_TYPES and (
            isinstance(r.get("message"), dict) or "sessionId" in r or "summary" in r
        ):
            return "claude"
        if isinstance(r.get("role"), str) and "content" in r:
            return "plain"
    return None


def parse_transcript(
    text: str, *, format: str = "auto", source_name: str | None = None
) -> Transcript:
    """Parse a session log. ``format`` is ``auto`` (detect) or one of ``FORMATS``.

    ``source_name`` (the file name) supplies the session id when the log carries none.
    Raises ``InvalidInput`` only for an unknown ``format`` or when ``auto`` finds no line it
    recognizes in a non-empty log; junk lines are otherwise skipped and counted.
    """
    if format != "auto" and format not in FORMATS:
        raise InvalidInput(
            f"unknown transcript format {format!r}",
            remedy="use --format auto, claude, codex or plain",
            format=format,
        )
    records, skipped = _records(text)
    fmt = format if format != "auto" else detect_format(records)
    if fmt is None:
        if not records and not skipped:
            fmt = "plain"
        else:
            raise InvalidInput(
                "could not recognize the transcript format",
                remedy="pass --format claude, codex or plain",
                lines=len(records) + skipped,
            )
    builder = _Builder(fmt)
    builder.skipped = skipped
    {"claude": _parse_claude, "codex": _parse_codex, "plain": _parse_plain}[fmt](records, builder)
    return builder.build(source_name)


__all__ = [
    "FORMATS",
    "SHELL_TOOLS",
    "Message",
    "ToolCall",
    "Transcript",
    "TranscriptFormat",
    "detect_format",
    "parse_transcript",
]
