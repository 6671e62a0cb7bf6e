"""Files that hold one memory per Markdown section (AGENTS.md, CLAUDE.md), read and re-spliced.

Every heading of level 1–3 outside code starts a section; its memory keeps the heading path
("Testing › Unit tests") as title. Text that is not a memory — blank lines, a heading with no
text of its own, memlane's own installer block — stays in the file as it was. Export splices:
unchanged sections come back byte for byte, revised ones are regenerated in place, dropped
ones disappear, new ones are appended.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from memlane.core.interop_formats.model import Decoded, Unit
from memlane.core.interop_formats.text import (
    canonical_slug,
    lf,
    memory_fields,
    render_fields,
    split_sections,
    title_of,
    to_newline,
    wiki_links,
)

# The block `memlane install` writes into AGENTS.md (services.install_formats uses the same
# markers; a test pins them equal). memlane's own guidance is never imported as a memory.
MANAGED_BEGIN = "<!-- memlane:begin -->"
MANAGED_END = "<!-- memlane:end -->"
_MANAGED = re.compile(
    re.escape(MANAGED_BEGIN) + r".*?" + re.escape(MANAGED_END) + r"[^\n]*\n?", re.S
)
PATH_JOIN = " › "
INTRO_KEY = "(intro)"


def _cuts(text: str, start: int) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _MANAGED.finditer(text, start)]


def section_units(
    decoded: Decoded,
    *,
    start: int = 0,
    slug_prefix: str = "",
    type: str = "project",
    file_title: str,
    title_prefix: str = "",
) -> tuple[Unit, ...]:
    """One unit per section with text of its own; the text before the first heading is an
    ``(intro)`` unit when it says anything. The installer block is never a unit. Titles are
    heading paths, after ``title_prefix`` (a nested file's folder) when there is one."""
    # Headings inside memlane's block are not sections: split the text around the block.
    text = decoded.text
    blocks = _cuts(text, start)
    masked = text
    for a, b in blocks:
        masked = masked[:a] + _blank(masked[a:b]) + masked[b:]
    units: list[Unit] = []
    seen: dict[str, int] = {}
    spans = _spans(masked, start)
    for span_start, span_end, level, heading_line, path, levels in spans:
        # A block inside a span ends the span's memory there; the rest stays as written.
        for a, _b in blocks:
            if span_start <= a < span_end:
                span_end = a
        raw = text[span_start:span_end]
        content = raw if level == 0 else raw[len(heading_line) :]
        fields = memory_fields(content)
        if not fields.body and not fields.why and not fields.how:
            continue
        key = INTRO_KEY if level == 0 else "\x1f".join(path)
        n = seen.get(key, 0)
        seen[key] = n + 1
        if n:
            key = f"{key}#{n + 1}"
        title = file_title if level == 0 else PATH_JOIN.join([*filter(None, [title_prefix]), *path])
        # A document title (the one H1 over everything) would prefix every key: leave it out.
        named = path[1:] if len(path) > 1 and levels[0] == 1 else path
        slug_words = [slug_prefix, *(["intro"] if level == 0 else list(named))]
        units.append(
            Unit(
                key=key,
                start=span_start,
                end=span_end,
                slug=canonical_slug("-".join(w for w in slug_words if w)) or "section",
                title=title_of(title),
                body=fields.body or title_of(title),
                type=type,
                why=fields.why,
                how=fields.how,
                links=wiki_links(content),
                meta={
                    "title": title_of(title),
                    "heading": heading_line.rstrip("\r\n"),
                    "level": level,
                    "path": list(path),
                },
            )
        )
    return tuple(units)


def _blank(text: str) -> str:
    """Same length, no headings: offsets outside the block stay valid."""
    return re.sub(r"[^\n]", " ", text)


_Span = tuple[int, int, int, str, tuple[str, ...], tuple[int, ...]]


def _spans(text: str, start: int) -> list[_Span]:
    """(start, end, level, heading line, heading path, levels); level 0 is the intro."""
    sections = split_sections(text, start, max_level=3)
    out: list[_Span] = []
    first = sections[0].start if sections else len(text)
    if text[start:first].strip():
        out.append((start, first, 0, "", (), ()))
    for s in sections:
        line = text[s.start : s.content_start]
        out.append((s.start, s.end, s.level, line, s.path, s.levels))
    return out


# -- export --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Replacement:
    """What becomes of one unit's span: ``None`` text drops it."""

    start: int
    end: int
    text: str | None


def splice(decoded: Decoded, replacements: Sequence[Replacement], appended: str = "") -> str:
    """The file's text with each unit span replaced (gaps kept verbatim) and ``appended``
    added at the end, separated by one blank line."""
    out: list[str] = []
    pos = 0
    for r in sorted(replacements, key=lambda r: r.start):
        out.append(decoded.text[pos : r.start])
        if r.text is not None:
            out.append(r.text)
        pos = r.end
    out.append(decoded.text[pos:])
    text = "".join(out)
    if appended:
        nl = decoded.newline
        if text and not text.endswith(nl + nl):
            text = text.rstrip("\r\n") + nl + nl if text.strip() else ""
        text += to_newline(appended, nl)
    return text


def regenerate_section(
    original: str,
    meta: Mapping[str, object],
    *,
    title: str,
    original_title: str,
    body: str,
    why: str | None,
    how: str | None,
    newline: str,
) -> str:
    """A revised section in its old place: the old heading line while the title is unchanged,
    the same heading level and the same blank lines around it."""
    level = int(str(meta.get("level", 2)))
    heading = str(meta.get("heading") or "")
    if body == title_of(title) and body not in lf(original)[len(lf(heading)) :]:
        # a section without a body reads its title as the body: writing it out would add a
        # line the section never had (and a title such as "```" would open a code fence)
        body = ""
    content = render_fields(body, why, how)
    if level == 0:
        text = content + "\n"
    else:
        if title != original_title or not heading:
            heading = "#" * max(level, 1) + " " + title.split(PATH_JOIN)[-1]
        rest = lf(original)[len(lf(heading)) + 1 :]
        lead = "\n" if rest.startswith("\n") else ""
        text = f"{heading}\n{lead}{content}\n"
    tail = len(lf(original)) - len(lf(original).rstrip("\n"))
    text += "\n" * max(0, tail - 1)
    return to_newline(text, newline)


def new_section(title: str, body: str, why: str | None, how: str | None) -> str:
    """A memory as an appended ``##`` section (``\\n`` endings, ends with a newline)."""
    return f"## {title.split(PATH_JOIN)[-1]}\n\n{render_fields(body, why, how)}\n"


__all__ = [
    "INTRO_KEY",
    "MANAGED_BEGIN",
    "MANAGED_END",
    "PATH_JOIN",
    "Replacement",
    "new_section",
    "regenerate_section",
    "section_units",
    "splice",
]
