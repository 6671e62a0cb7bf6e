"""Cursor project rules: ``.cursor/rules/**/*.mdc``, one memory per rule file.

As documented (cursor.com/docs/context/rules): an ``.mdc`` file is Markdown with a small
frontmatter whose three fields pick how the rule activates — ``alwaysApply: true`` (always in
context), ``globs`` (attached when matching files are in context; a comma-separated string or
a list), ``description`` (the agent decides from it); none of them means manual (``@rule``).
The frontmatter is "not strictly YAML": unquoted globs such as ``**/*.ts`` are read as written.
Paths are relative to the rules folder, which is where ``export --to cursor`` writes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from posixpath import basename, splitext
from typing import Any

from memlane.core.interop_formats.model import Decoded, FormatError, ParsedFile, SourceText, Unit
from memlane.core.interop_formats.text import (
    canonical_slug,
    first_heading,
    memory_fields,
    meta_text,
    read_header,
    render_fields,
    title_of,
    wiki_links,
    yaml_scalar,
)

RULES_ROOT = ".cursor/rules"
EXTENSION = ".mdc"


def select_cursor(paths: Iterable[str]) -> list[str]:
    return sorted(p for p in paths if p.endswith(EXTENSION))


def _always(value: Any, path: str) -> bool:
    if value is None or value == "":
        return False
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    raise FormatError(path, f"alwaysApply must be true or false, not {value!r}", 1)


def globs_list(value: Any) -> list[str]:
    """Cursor's globs, whether written as a comma-separated string or a YAML list."""
    if value is None:
        return []
    items = value if isinstance(value, list) else str(value).split(",")
    return [str(g).strip() for g in items if str(g).strip()]


def parse_cursor(src: SourceText, decoded: Decoded) -> ParsedFile:
    header = read_header(src.path, decoded.text)
    meta = header.meta
    description = meta_text(meta, "description")
    always = _always(meta.get("alwaysApply"), src.path)
    globs = globs_list(meta.get("globs"))
    content = decoded.text[header.body_start :]
    fields = memory_fields(content)
    stem = splitext(basename(src.path))[0]
    title = title_of(description, first_heading(fields.body), stem)
    unit = Unit(
        key="",
        start=0,
        end=len(decoded.text),
        slug=canonical_slug(stem) or "rule",
        title=title,
        body=fields.body or title,
        type="project",
        why=fields.why,
        how=fields.how,
        # An always-applied rule is what a pin means to memlane: first in every brief.
        pinned=always,
        aliases=(stem,),
        links=wiki_links(content),
        meta={"description": description, "globs": globs, "alwaysApply": always},
    )
    return ParsedFile("cursor", src.path, decoded, (unit,))


def render_cursor(
    *,
    description: str,
    globs: Sequence[str],
    always: bool,
    body: str,
    why: str | None,
    how: str | None,
) -> str:
    """A rule file as Cursor writes one: globs comma-separated and unquoted."""
    lines = [
        "---",
        f"description: {yaml_scalar(description)}",
        f"globs: {','.join(globs)}".rstrip(),
        f"alwaysApply: {'true' if always else 'false'}",
        "---",
        "",
        render_fields(body, why, how),
        "",
    ]
    return "\n".join(lines)


__all__ = [
    "EXTENSION",
    "RULES_ROOT",
    "globs_list",
    "parse_cursor",
    "render_cursor",
    "select_cursor",
]
