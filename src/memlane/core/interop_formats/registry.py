"""The registry of agent-memory formats: for a format, which files of a folder it reads
(:func:`select`), where its files live inside a project (:data:`NATIVE_ROOTS`), whether a
folder is a format's memory folder itself (:func:`is_memory_folder`) and how one file parses
(:func:`parse`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from memlane.core.interop_formats.agents import parse_agents_md, select_agents_md
from memlane.core.interop_formats.basic_memory import (
    DEFAULT_FOLDER as BASIC_MEMORY_FOLDER,
)
from memlane.core.interop_formats.basic_memory import (
    parse_basic_memory,
    select_basic_memory,
)
from memlane.core.interop_formats.claude import (
    INDEX_NAME,
    parse_claude_code,
    parse_claude_md,
    select_claude_code,
    select_claude_md,
)
from memlane.core.interop_formats.cursor import RULES_ROOT, parse_cursor, select_cursor
from memlane.core.interop_formats.json_exports import (
    LETTA_EXTENSION,
    parse_letta,
    parse_mem0,
    select_json,
    select_letta,
)
from memlane.core.interop_formats.model import (
    IMPORT_FORMATS,
    Decoded,
    FormatError,
    ParsedFile,
    SourceText,
    decode_source,
)
from memlane.core.interop_formats.others import (
    parse_cline,
    parse_codex,
    parse_serena,
    select_codex,
    select_markdown,
)

Parser = Callable[[SourceText, Decoded], ParsedFile]
_PARSERS: Mapping[str, tuple[Callable[[Iterable[str]], list[str]], Parser]] = {
    "claude-code": (select_claude_code, parse_claude_code),
    "claude-md": (select_claude_md, parse_claude_md),
    "agents-md": (select_agents_md, parse_agents_md),
    "cursor": (select_cursor, parse_cursor),
    "codex": (select_codex, parse_codex),
    "cline": (select_markdown, parse_cline),
    "serena": (select_markdown, parse_serena),
    "basic-memory": (select_basic_memory, parse_basic_memory),
    "mem0": (select_json, parse_mem0),
    "letta": (select_letta, parse_letta),
}
# Where a format keeps its files inside a project folder: importing the project folder reads
# this subfolder, and stored paths are relative to it (so export writes the same layout).
NATIVE_ROOTS: Mapping[str, str] = {
    "cursor": RULES_ROOT,
    "cline": "memory-bank",
    "serena": ".serena/memories",
}
assert set(_PARSERS) == set(IMPORT_FORMATS)
# Formats that read every Markdown file of their folder. A folder is taken for their memory
# folder only when it is one: its path ends with the format's own folder, or it holds the
# file the format's documentation puts first (Claude Code's MEMORY.md index, Cline's
# projectbrief.md). Otherwise `import . --from cline` in a project without a memory bank
# stored the project's README and docs as memories (the s43 newcomer trial).
MARKDOWN_FOLDERS: Mapping[str, tuple[tuple[str, ...], frozenset[str]]] = {
    # format: (the folder's trailing path parts, "*" for any one part; its marker files)
    "claude-code": (("projects", "*", "memory"), frozenset({INDEX_NAME})),
    "cline": (("memory-bank",), frozenset({"projectbrief.md"})),
    "serena": ((".serena", "memories"), frozenset()),
}


def is_memory_folder(fmt: str, parts: Sequence[str], names: Iterable[str]) -> bool:
    """Whether a folder (its absolute path ``parts``, the file ``names`` it holds) is
    ``fmt``'s memory folder itself; True for formats that pick their files by shape."""
    if fmt not in MARKDOWN_FOLDERS:
        return True
    tail, markers = MARKDOWN_FOLDERS[fmt]
    ends = len(parts) >= len(tail) and all(
        want in ("*", got) for want, got in zip(tail, parts[-len(tail) :], strict=True)
    )
    return ends or not markers.isdisjoint(names)


def select(fmt: str, paths: Iterable[str]) -> list[str]:
    """The relative paths (POSIX) among ``paths`` that ``fmt`` reads, sorted."""
    return _PARSERS[fmt][0](paths)


def parse(fmt: str, src: SourceText) -> ParsedFile:
    """One file as ``fmt``; raises FormatError naming the file (and line) when it cannot."""
    decoded = decode_source(src.path, src.data)
    return _PARSERS[fmt][1](src, decoded)


def detect(paths: Iterable[str]) -> list[str]:
    """The formats a folder with these relative paths looks like, most specific first."""
    names = set(paths)
    found: list[str] = []
    if any(p.startswith(RULES_ROOT + "/") or p.endswith(".mdc") for p in names):
        found.append("cursor")
    if "memory_summary.md" in names or any(p.startswith("rollout_summaries/") for p in names):
        found.append("codex")
    elif "MEMORY.md" in names:
        found.append("claude-code")
    if any(p.startswith("memory-bank/") for p in names) or "projectbrief.md" in names:
        found.append("cline")
    if any(p.startswith(".serena/memories/") for p in names):
        found.append("serena")
    if select_agents_md(names):
        found.append("agents-md")
    if any(p.split("/")[-1] in ("CLAUDE.md", "CLAUDE.local.md") for p in names):
        found.append("claude-md")
    if any(p.endswith(LETTA_EXTENSION) for p in names):
        found.append("letta")
    return found


def detect_folder(name: str) -> str | None:
    """The format a folder holds by its own name alone (basic-memory's ``~/basic-memory``)."""
    return "basic-memory" if name == BASIC_MEMORY_FOLDER else None


__all__ = [
    "MARKDOWN_FOLDERS",
    "NATIVE_ROOTS",
    "FormatError",
    "detect",
    "detect_folder",
    "is_memory_folder",
    "parse",
    "select",
]
