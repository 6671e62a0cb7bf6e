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

from memlane.core.interop_formats.model import Decoded, FormatError, ParsedFile, SourceText
from memlane.core.interop_formats.text import (
    canonical_slug,
    meta_text,
    title_of,
    yaml_scalar,
)
from memlane.core.interop_formats.whole_file import (
    read_whole_file,
    render_whole_file,
    whole_file_unit,
)

RULES_ROOT = ".cursor/rules"
EXTENSION = ".mdc"
# The project-root rules file of older Cursor releases, still applied: plain text, no
# frontmatter, one memory.
LEGACY_RULES = ".cursorrules"
_LEGACY_TITLE = "Cursor project rules (.cursorrules)"


def select_cursor(paths: Iterable[str]) -> list[str]:
    return sorted(p for p in paths if p.endswith(EXTENSION) or p == LEGACY_RULES)


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
    doc = read_whole_file(src.path, decoded)
    description = meta_text(doc.meta, "description")
    always = _always(doc.meta.get("alwaysApply"), src.path)
    globs = globs_list(doc.meta.get("globs"))
    stem = splitext(basename(src.path))[0]
    legacy = basename(src.path) == LEGACY_RULES
    unit = whole_file_unit(
        doc,
        slug=canonical_slug(stem) or "rule",
        title=title_of(description, doc.heading, _LEGACY_TITLE if legacy else stem),
        # An always-applied rule is what a pin means to memlane: first in every brief.
        pinned=always,
        aliases=(stem,),
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
    frontmatter = [
        f"description: {yaml_scalar(description)}",
        f"globs: {','.join(globs)}".rstrip(),
        f"alwaysApply: {'true' if always else 'false'}",
    ]
    return render_whole_file(frontmatter, body, why, how)


__all__ = [
    "EXTENSION",
    "LEGACY_RULES",
    "RULES_ROOT",
    "globs_list",
    "parse_cursor",
    "render_cursor",
    "select_cursor",
]
