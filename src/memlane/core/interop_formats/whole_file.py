"""Files that hold one memory each (Claude Code auto memory and rules, Cursor rules, Codex
skills and recaps, Cline, Serena): read as frontmatter over a body, written back the same way.

The memory spans the whole file (key ""), so a re-import finds it by path alone; its body is
the file's text after the frontmatter with the ``**Why:**`` / ``**How to apply:**`` lines
split out (and a first heading that only repeats the title left out), and its links are the
body's wiki links.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from memlane.core.interop_formats.model import Decoded, Unit
from memlane.core.interop_formats.text import (
    Fields,
    first_heading,
    memory_fields,
    read_header,
    render_fields,
    wiki_links,
    without_title,
)


@dataclass(frozen=True)
class WholeFile:
    """A file read as one memory: its frontmatter, the text after it, and that text's fields."""

    decoded: Decoded
    meta: dict[str, Any]
    content: str
    fields: Fields

    @property
    def heading(self) -> str | None:
        """The body's first heading, a title candidate."""
        return first_heading(self.fields.body)


def read_whole_file(path: str, decoded: Decoded) -> WholeFile:
    """Raises FormatError (naming ``path``) when the frontmatter is broken."""
    header = read_header(path, decoded.text)
    content = decoded.text[header.body_start :]
    return WholeFile(decoded, header.meta, content, memory_fields(content))


def whole_file_unit(
    doc: WholeFile,
    *,
    slug: str,
    title: str,
    type: str = "project",
    pinned: bool = False,
    aliases: tuple[str, ...] = (),
    tags: tuple[str, ...] = (),
    meta: Mapping[str, Any],
) -> Unit:
    """The file's one memory; an empty body falls back to the title."""
    return Unit(
        key="",
        start=0,
        end=len(doc.decoded.text),
        slug=slug,
        title=title,
        body=without_title(doc.fields.body, title) or title,
        type=type,
        why=doc.fields.why,
        how=doc.fields.how,
        tags=tags,
        pinned=pinned,
        aliases=aliases,
        links=wiki_links(doc.content),
        meta=meta,
    )


def render_whole_file(
    frontmatter: Sequence[str], body: str, why: str | None, how: str | None
) -> str:
    """A memory file: ``frontmatter`` lines between ``---`` rules, then the body and its
    Why/How lines (``\\n`` endings)."""
    return "\n".join(["---", *frontmatter, "---", "", render_fields(body, why, how), ""])


__all__ = ["WholeFile", "read_whole_file", "render_whole_file", "whole_file_unit"]
