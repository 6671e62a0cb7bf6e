"""Codex memories, Cline's memory bank and Serena's memories: read-only formats for import.

- **Codex** (developers.openai.com/codex/memories; the consolidation prompt in openai/codex):
  ``~/.codex/memories/`` holds ``MEMORY.md`` — handbook blocks, each a ``---`` header
  (``description``, ``keywords``, ``rollout_summary_files``) over bullet entries, one memory
  per block — plus ``rollout_summaries/*.md`` (one recap per past thread) and
  ``skills/<name>/SKILL.md`` (frontmatter ``name``/``description``), one memory each.
  ``memory_summary.md`` (the routing map Codex always loads) and ``raw_memories.md`` (phase-1
  evidence) are artifacts, kept but never memories.
- **Cline** (docs.cline.bot, "Memory Bank"): ``memory-bank/`` holds plain Markdown files —
  projectbrief, productContext, activeContext, systemPatterns, techContext, progress and any
  extra context files; one memory each.
- **Serena** (oraios.github.io/serena, "Memories & Onboarding"): ``.serena/memories/`` holds
  plain Markdown files whose name (``/`` separates topics) is the memory name; one each.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from posixpath import basename, splitext
from typing import Any

import yaml

from memlane.core.interop_formats.model import Decoded, ParsedFile, SourceText, Unit
from memlane.core.interop_formats.sections import section_units
from memlane.core.interop_formats.text import (
    canonical_slug,
    first_heading,
    memory_fields,
    meta_text,
    title_of,
    wiki_links,
)
from memlane.core.interop_formats.whole_file import read_whole_file, whole_file_unit

CODEX_HANDBOOK = "MEMORY.md"
CODEX_ARTIFACTS = ("memory_summary.md", "raw_memories.md")
_RULE = re.compile(r"^---[ \t]*\r?$", re.M)
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_BLOCK_KEYS = ("description", "keywords", "rollout_summary_files")


def words_of(stem: str) -> str:
    """``activeContext`` → ``active Context``; ``tech_stack`` → ``tech stack``."""
    return " ".join(_CAMEL.sub(" ", stem).replace("_", " ").replace("-", " ").split())


def _plain_unit(
    src: SourceText, decoded: Decoded, *, slug: str, name: str, fallback_title: str
) -> Unit:
    doc = read_whole_file(src.path, decoded)
    description = meta_text(doc.meta, "description")
    return whole_file_unit(
        doc,
        slug=canonical_slug(slug) or "memory",
        title=title_of(description, doc.heading, fallback_title),
        aliases=tuple(dict.fromkeys(a for a in (name, splitext(basename(src.path))[0]) if a)),
        meta={"description": description, "name": meta_text(doc.meta, "name") or name},
    )


# -- Codex ---------------------------------------------------------------------------------


def _codex_file(path: str) -> bool:
    parts = path.split("/")
    return (
        path in (CODEX_HANDBOOK, *CODEX_ARTIFACTS)
        or (len(parts) == 2 and parts[0] == "rollout_summaries" and path.endswith(".md"))
        or (len(parts) == 3 and parts[0] == "skills" and parts[2] == "SKILL.md")
    )


def select_codex(paths: Iterable[str]) -> list[str]:
    return sorted(p for p in paths if _codex_file(p))


def parse_codex(src: SourceText, decoded: Decoded) -> ParsedFile:
    if src.path in CODEX_ARTIFACTS:
        return ParsedFile("codex", src.path, decoded, (), "artifact")
    if src.path == CODEX_HANDBOOK:
        units = _handbook_blocks(decoded) or section_units(
            decoded, slug_prefix="codex", file_title="Codex memory"
        )
        return ParsedFile("codex", src.path, decoded, units)
    parts = src.path.split("/")
    if parts[0] == "skills":
        unit = _plain_unit(
            src, decoded, slug=f"skill-{parts[1]}", name=parts[1], fallback_title=parts[1]
        )
    else:
        stem = splitext(parts[1])[0]
        unit = _plain_unit(src, decoded, slug=f"rollout-{stem}", name=stem, fallback_title=stem)
    return ParsedFile("codex", src.path, decoded, (unit,))


def _handbook_header(text: str) -> dict[str, Any] | None:
    try:
        loaded = yaml.safe_load(text)
    except yaml.YAMLError:
        return None
    if isinstance(loaded, dict) and any(k in loaded for k in _BLOCK_KEYS):
        return loaded
    return None


def _handbook_blocks(decoded: Decoded) -> tuple[Unit, ...]:
    """One unit per ``---`` header block; () when the handbook has no such blocks."""
    text = decoded.text
    rules = [(m.start(), m.end()) for m in _RULE.finditer(text)]
    starts: list[tuple[int, int, dict[str, Any]]] = []  # (block start, body start, header)
    i = 0
    while i + 1 < len(rules):
        head = _handbook_header(text[rules[i][1] : rules[i + 1][0]])
        if head is not None:
            body_start = rules[i + 1][1] + (
                1 if text[rules[i + 1][1] : rules[i + 1][1] + 1] == "\n" else 0
            )
            starts.append((rules[i][0], body_start, head))
            i += 2
        else:
            i += 1
    units: list[Unit] = []
    for n, (start, body_start, head) in enumerate(starts):
        end = starts[n + 1][0] if n + 1 < len(starts) else len(text)
        content = text[body_start:end]
        fields = memory_fields(content)
        description = meta_text(head, "description")
        keywords = head.get("keywords")
        title = title_of(description, first_heading(fields.body), f"Codex memory {n + 1}")
        units.append(
            Unit(
                key=f"block:{canonical_slug(description or '') or n + 1}",
                start=start,
                end=end,
                slug=canonical_slug(f"codex-{description or n + 1}") or f"codex-{n + 1}",
                title=title,
                body=fields.body or title,
                type="project",
                why=fields.why,
                how=fields.how,
                links=wiki_links(content),
                meta={
                    "description": description,
                    "keywords": str(keywords) if keywords is not None else None,
                },
            )
        )
    return tuple(units)


# -- Cline and Serena ----------------------------------------------------------------------


def select_markdown(paths: Iterable[str]) -> list[str]:
    return sorted(p for p in paths if p.endswith(".md"))


def parse_cline(src: SourceText, decoded: Decoded) -> ParsedFile:
    stem = splitext(src.path)[0]
    unit = _plain_unit(
        src,
        decoded,
        slug=f"cline-{words_of(stem)}",
        name=stem,
        fallback_title=words_of(stem).capitalize(),
    )
    return ParsedFile("cline", src.path, decoded, (unit,))


def parse_serena(src: SourceText, decoded: Decoded) -> ParsedFile:
    name = splitext(src.path)[0]
    unit = _plain_unit(
        src, decoded, slug=words_of(name.replace("/", " ")), name=name, fallback_title=name
    )
    return ParsedFile("serena", src.path, decoded, (unit,))


__all__ = [
    "parse_cline",
    "parse_codex",
    "parse_serena",
    "select_codex",
    "select_markdown",
    "words_of",
]
