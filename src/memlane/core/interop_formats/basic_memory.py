"""basic-memory notes: a folder of Markdown files, one memory each (read-only, for import).

As documented (basicmachines-co/basic-memory, NOTE-FORMAT.md, "Knowledge Format"): a note is
Markdown with an optional frontmatter — ``title`` (default: the file name), ``type`` (entity
type, default ``note``; ``Person``, ``Meeting`` …), ``tags`` (a list or a comma-separated
string), ``permalink`` (its stable key) and any custom field. Anywhere in the body,
*observations* are list items ``- [category] text #tag (context)`` and *relations* are list
items ``- relation_type [[Target]] (context)``; ``- [ ]`` / ``- [x]`` are task items, not
observations. Notes link each other by title (``[[Coffee Bean Origins]]``).

Here a note's title, tags, observation categories and ``#tags`` become the memory's title and
tags; its relations stay wiki links (resolved against the other notes' titles and
permalinks) with their relation types kept beside them; the text is kept as written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from posixpath import basename, splitext
from typing import Any

from memlane.core.interop_formats.model import Decoded, ParsedFile, SourceText
from memlane.core.interop_formats.text import canonical_slug, import_tags, meta_text, title_of
from memlane.core.interop_formats.whole_file import read_whole_file, whole_file_unit

FORMAT = "basic-memory"
# The folder basic-memory creates for its default project (``~/basic-memory``).
DEFAULT_FOLDER = "basic-memory"
_FENCE = re.compile(r"^ {0,3}(```|~~~)")
_OBSERVATION = re.compile(r"^[ \t]*[-*][ \t]+\[([^\[\]\n]+)\][ \t]+(\S.*)$")
_TASK_MARK = re.compile(r"\A[ xX]\Z")
_RELATION = re.compile(r"^[ \t]*[-*][ \t]+([A-Za-z_][\w -]*?)[ \t]+\[\[([^\[\]\n|#]+)")
_HASHTAG = re.compile(r"(?<![\w#&/])#([A-Za-z][\w-]*)")


def select_basic_memory(paths: Iterable[str]) -> list[str]:
    return sorted(p for p in paths if p.endswith(".md"))


def _body_lines(text: str) -> Iterator[str]:
    """The lines outside fenced code blocks (an example in a code block is not a fact)."""
    fence: str | None = None
    for line in text.splitlines():
        m = _FENCE.match(line)
        if m:
            fence = None if fence == m.group(1) else (fence or m.group(1))
            continue
        if fence is None:
            yield line


def _frontmatter_tags(value: Any) -> list[str]:
    if value is None:
        return []
    items = value if isinstance(value, list) else str(value).split(",")
    return [str(t).strip().lstrip("#") for t in items if str(t).strip()]


def parse_basic_memory(src: SourceText, decoded: Decoded) -> ParsedFile:
    doc = read_whole_file(src.path, decoded)
    stem = splitext(basename(src.path))[0]
    title = title_of(meta_text(doc.meta, "title"), stem)
    permalink = meta_text(doc.meta, "permalink")
    entity_type = meta_text(doc.meta, "type") or "note"
    categories: list[str] = []
    hashtags: list[str] = []
    relations: list[dict[str, str]] = []
    for line in _body_lines(doc.content):
        obs = _OBSERVATION.match(line)
        if obs and not _TASK_MARK.match(obs.group(1)):
            categories.append(obs.group(1).strip())
            hashtags.extend(_HASHTAG.findall(obs.group(2)))
            continue
        rel = _RELATION.match(line)
        if rel:
            relations.append({"type": rel.group(1).strip(), "target": rel.group(2).strip()})
    tags = _frontmatter_tags(doc.meta.get("tags")) + categories + hashtags
    if entity_type.lower() != "note":
        tags.insert(0, entity_type)
    unit = whole_file_unit(
        doc,
        slug=canonical_slug(basename(permalink or "") or title) or "note",
        title=title,
        # Notes link each other by title, and tools by permalink: both find this memory.
        aliases=tuple(dict.fromkeys(a for a in (title, permalink, stem) if a)),
        tags=import_tags(tags),
        meta={
            "permalink": permalink,
            "entity_type": entity_type,
            "relations": relations,
        },
    )
    return ParsedFile(FORMAT, src.path, decoded, (unit,))


__all__ = [
    "DEFAULT_FOLDER",
    "FORMAT",
    "parse_basic_memory",
    "select_basic_memory",
]
