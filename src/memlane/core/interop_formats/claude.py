"""Claude Code's memory: the auto-memory folder and CLAUDE.md / ``.claude/rules`` files.

Formats, as documented (code.claude.com/docs/en/memory, "How Claude remembers your project"):

- **Auto memory** (``--from claude-code``): ``~/.claude/projects/<project>/memory/`` holds one
  Markdown file per memory with YAML frontmatter ``name`` (a kebab-case key), ``description``
  (one line, used to decide relevance) and ``metadata.type`` (older files: top-level ``type``)
  — one of user, feedback, project, reference — then the body, whose ``**Why:**`` and
  ``**How to apply:**`` lines carry the rationale; ``[[name]]`` links other memories.
  ``MEMORY.md`` is the index Claude loads at session start (``- [Title](file.md) — hook``
  lines): memlane keeps it as an export artifact, never as a memory.
- **CLAUDE.md** (``--from claude-md``): ``./CLAUDE.md``, ``./.claude/CLAUDE.md``,
  ``CLAUDE.local.md`` and nested ``CLAUDE.md`` files are plain Markdown; each section is one
  memory. ``.claude/rules/**/*.md`` are modular rules, one memory per file, optionally
  scoped by a ``paths`` frontmatter list of globs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from posixpath import basename, dirname, splitext

from memlane.core.interop_formats.model import Decoded, FormatError, ParsedFile, SourceText, Unit
from memlane.core.interop_formats.sections import section_units
from memlane.core.interop_formats.text import (
    canonical_slug,
    meta_text,
    read_header,
    title_of,
    yaml_scalar,
)
from memlane.core.interop_formats.whole_file import (
    read_whole_file,
    render_whole_file,
    whole_file_unit,
)
from memlane.core.records import FACT_TYPES

INDEX_NAME = "MEMORY.md"
CLAUDE_FILES = ("CLAUDE.md", "CLAUDE.local.md")
RULES_DIR = ".claude/rules/"
_INDEX_LINK = re.compile(r"\]\(\s*<?([^)>\s]+\.md)>?\s*\)")


# -- auto memory ---------------------------------------------------------------------------


def select_claude_code(paths: Iterable[str]) -> list[str]:
    return sorted(p for p in paths if p.endswith(".md"))


def parse_claude_code(src: SourceText, decoded: Decoded) -> ParsedFile:
    if src.path == INDEX_NAME:
        return ParsedFile("claude-code", src.path, decoded, (), "artifact")
    doc = read_whole_file(src.path, decoded)
    meta = doc.meta
    metadata = meta.get("metadata")
    kind = metadata.get("type") if isinstance(metadata, Mapping) else None
    kind = kind if kind is not None else meta.get("type")
    if kind is not None and kind not in FACT_TYPES:
        raise FormatError(
            src.path, f"memory type {kind!r} is not one of {', '.join(FACT_TYPES)}", 1
        )
    stem = splitext(basename(src.path))[0]
    name = meta_text(meta, "name")
    description = meta_text(meta, "description")
    slug = canonical_slug(name) or canonical_slug(stem) or "memory"
    unit = whole_file_unit(
        doc,
        slug=slug,
        title=title_of(description, doc.heading, name, stem),
        type=str(kind) if kind is not None else "project",
        aliases=tuple(dict.fromkeys(a for a in (stem, name) if a and a != slug)),
        meta={"name": name, "description": description},
    )
    return ParsedFile("claude-code", src.path, decoded, (unit,))


def render_claude_code(
    *, name: str, description: str, type: str | None, body: str, why: str | None, how: str | None
) -> str:
    """A memory file as Claude Code writes one (``\\n`` endings)."""
    frontmatter = [
        f"name: {yaml_scalar(name)}",
        f"description: {yaml_scalar(description)}",
        "metadata:",
        f"  type: {type if type in FACT_TYPES else 'project'}",
    ]
    return render_whole_file(frontmatter, body, why, how)


def index_targets(text: str) -> list[str]:
    """The memory files a MEMORY.md index links, in order."""
    return list(dict.fromkeys(m.group(1) for m in _INDEX_LINK.finditer(text)))


def index_notes(text: str) -> list[int]:
    """The lines (1-based) of a MEMORY.md index that hold a note of their own rather than a
    link to a topic file: Claude may write short notes straight into the index."""
    notes: list[int] = []
    for n, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", "<!--", "---")):
            continue
        if _INDEX_LINK.search(stripped) is None:
            notes.append(n)
    return notes


def render_index(entries: Sequence[tuple[str, str, str]]) -> str:
    """MEMORY.md for (file, title, description) entries: one line per memory."""
    lines = ["# Memory Index", ""]
    for file, title, description in entries:
        hook = f" — {' '.join(description.split())}" if description and description != title else ""
        lines.append(f"- [{' '.join(title.split())}]({file}){hook}")
    return "\n".join(lines) + "\n"


# -- CLAUDE.md and rules -------------------------------------------------------------------


def _is_rule(path: str) -> bool:
    return path.startswith(RULES_DIR) or f"/{RULES_DIR}" in f"/{path}"


def select_claude_md(paths: Iterable[str]) -> list[str]:
    """CLAUDE.md / CLAUDE.local.md at any depth and rules under ``.claude/rules``; a folder
    holding neither (the rules folder itself) is all rules."""
    md = [p for p in paths if p.endswith(".md")]
    chosen = [p for p in md if basename(p) in CLAUDE_FILES or _is_rule(p)]
    return sorted(chosen) if chosen else sorted(md)


def parse_claude_md(src: SourceText, decoded: Decoded) -> ParsedFile:
    name = basename(src.path)
    if name in CLAUDE_FILES and not _is_rule(src.path):
        header = read_header(src.path, decoded.text)
        # Sections of nested (and local) files are named by their folder: two "Testing"
        # sections of two packages stay two memories with readable keys.
        folder = dirname(src.path).removesuffix(".claude").strip("/")
        words = [*folder.split("/"), "local" if name == "CLAUDE.local.md" else ""]
        units = section_units(
            decoded,
            start=header.body_start,
            slug_prefix="-".join(w for w in words if w),
            file_title=src.path,
            title_prefix=folder,
        )
        return ParsedFile("claude-md", src.path, decoded, units)
    return ParsedFile("claude-md", src.path, decoded, (_rule_unit(src, decoded),))


def _rule_unit(src: SourceText, decoded: Decoded) -> Unit:
    doc = read_whole_file(src.path, decoded)
    paths = doc.meta.get("paths", doc.meta.get("globs"))
    stem = splitext(basename(src.path))[0]
    description = meta_text(doc.meta, "description")
    return whole_file_unit(
        doc,
        slug=canonical_slug(f"rule-{stem}") or "rule",
        title=title_of(doc.heading, description, stem),
        aliases=(stem,),
        meta={"paths": paths, "description": description},
    )


__all__ = [
    "INDEX_NAME",
    "index_notes",
    "index_targets",
    "parse_claude_code",
    "parse_claude_md",
    "render_claude_code",
    "render_index",
    "select_claude_code",
    "select_claude_md",
]
