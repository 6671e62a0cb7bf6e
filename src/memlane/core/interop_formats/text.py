"""Markdown pieces every agent format shares: frontmatter, sections, Why/How lines, wiki links.

Offsets are indexes into the decoded text (BOM removed), so a span can be re-emitted exactly.
Memory fields are normalized to ``\\n`` line endings; the file's own endings come back through
:func:`to_newline` when a span is regenerated.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import yaml

from memlane.core.bounds import MAX_TAG_CHARS, MAX_TAGS
from memlane.core.frontmatter import slugify, split_frontmatter
from memlane.core.interop_formats.model import FormatError
from memlane.core.text_cuts import cap_text

TITLE_CHARS = 200
SLUG_CHARS = 60

_OPEN = re.compile(r"\A---[ \t]*\r?\n")
_CLOSE = re.compile(r"^---[ \t]*(?:\r?\n|\Z)", re.M)
_FENCE = re.compile(r"^ {0,3}(```|~~~)")
_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.+?)[ \t]*(?:[ \t]#+)?[ \t]*$")
_LABEL = re.compile(r"^\*\*(Why|How to apply)(?::\*\*|\*\*:)[ \t]*(.*)$")
_WIKI = re.compile(r"\[\[([^\[\]\n|#]*)(#[^\[\]\n|]*)?(?:\|([^\[\]\n]*))?\]\]")
_CODE_BLOCK = re.compile(r"^ {0,3}(```|~~~)[^\n]*\n.*?(?:^ {0,3}\1[^\n]*$|\Z)", re.M | re.S)
_INLINE_CODE = re.compile(r"(`+)[^\n]*?\1")
_KEBAB = re.compile(r"\A[a-z0-9]+(?:-[a-z0-9]+)*\Z")
_LENIENT_KEY = re.compile(r"^([A-Za-z_][\w.-]*):(?:[ \t]+(.*?))?[ \t]*$")
_LENIENT_ITEM = re.compile(r"^[ \t]+-[ \t]+(.*?)[ \t]*$")
_LENIENT_NESTED = re.compile(r"^[ \t]+([A-Za-z_][\w.-]*):(?:[ \t]+(.*?))?[ \t]*$")


# -- frontmatter ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Header:
    """A file's frontmatter (``meta`` is {} without one) and where its body starts."""

    meta: dict[str, Any]
    body_start: int
    present: bool


def read_header(path: str, text: str) -> Header:
    """Parse the ``---`` frontmatter of ``text`` (no BOM). Plain ``key: value`` lines whose
    unquoted value holds a colon are read as written (YAML refuses them); anything else that
    is not YAML is a FormatError, so a broken header is reported, never silently dropped."""
    opening = _OPEN.match(text)
    if opening is None:
        return Header({}, 0, False)
    closing = _CLOSE.search(text, opening.end())
    if closing is None:
        raise FormatError(path, "frontmatter starts with '---' but never closes", 1)
    meta, _body, error = split_frontmatter(text)
    if error is not None:
        lenient = _lenient_header(text[opening.end() : closing.start()])
        if lenient is None:
            raise FormatError(path, error, 1)
        meta = lenient
    assert meta is not None
    return Header(_json_safe(meta), closing.end(), True)


def _lenient_header(header: str) -> dict[str, Any] | None:
    """``key: value`` lines, one level of ``  key: value`` nesting and ``  - item`` lists,
    values kept verbatim; None when the header has any other shape."""
    out: dict[str, Any] = {}
    current: str | None = None
    for line in header.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        top = _LENIENT_KEY.match(line)
        if top and not line[0].isspace():
            current = top.group(1)
            out[current] = _unquote(top.group(2)) if top.group(2) else None
            continue
        if current is None:
            return None
        item = _LENIENT_ITEM.match(line)
        nested = _LENIENT_NESTED.match(line)
        if item and (out[current] is None or isinstance(out[current], list)):
            out[current] = [*(out[current] or []), _unquote(item.group(1))]
        elif nested and (out[current] is None or isinstance(out[current], dict)):
            value = _unquote(nested.group(2)) if nested.group(2) else None
            out[current] = {**(out[current] or {}), nested.group(1): value}
        else:
            return None
    return out


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


def _json_safe(value: Any) -> Any:
    """Frontmatter as JSON can hold it (YAML dates become ISO strings)."""
    return json.loads(json.dumps(value, default=str))


def meta_text(meta: Mapping[str, Any], key: str) -> str | None:
    """A frontmatter value as one stripped line of text (numbers read as text), or None."""
    value = meta.get(key)
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float | str):
        text = " ".join(str(value).split())
        return text or None
    return None


def yaml_scalar(value: str) -> str:
    """``value`` as a one-line YAML scalar: plain when YAML reads it back unchanged (checked,
    not guessed: YAML 1.1 has too many special plain words), else a double-quoted string."""
    plain = (
        value
        and value == value.strip()
        and not re.search(r":(\s|$)|\s#|[\n\r\t\x85\u2028\u2029]", value)
        and value[0] not in "!&*?|>'\"%@`{}[],#-:="
        and _reads_back(value)
    )
    return value if plain else json.dumps(value, ensure_ascii=False)


def _reads_back(value: str) -> bool:
    try:
        return bool(yaml.safe_load(f"k: {value}\n") == {"k": value})
    except yaml.YAMLError:
        return False


# -- sections ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Section:
    """A heading (level ≤ the split level) and everything up to the next such heading."""

    start: int
    end: int
    level: int
    heading: str
    path: tuple[str, ...]
    content_start: int
    levels: tuple[int, ...] = ()


def lines_with_offsets(text: str, start: int = 0) -> Iterator[tuple[int, str]]:
    pos = start
    for line in text[start:].splitlines(keepends=True):
        yield pos, line
        pos += len(line)


def split_sections(text: str, start: int = 0, *, max_level: int = 3) -> list[Section]:
    """ATX headings of level ≤ ``max_level`` outside code fences, each with its span."""
    found: list[tuple[int, int, str, int]] = []
    fence: str | None = None
    for pos, line in lines_with_offsets(text, start):
        stripped = line.rstrip("\r\n")
        marker = _FENCE.match(stripped)
        if marker:
            if fence is None:
                fence = marker.group(1)
            elif marker.group(1) == fence:
                fence = None
            continue
        if fence is not None:
            continue
        m = _HEADING.match(stripped)
        if m and len(m.group(1)) <= max_level:
            found.append((pos, len(m.group(1)), m.group(2).strip(), pos + len(line)))
    sections: list[Section] = []
    stack: list[tuple[int, str]] = []
    for i, (pos, level, heading, content_start) in enumerate(found):
        end = found[i + 1][0] if i + 1 < len(found) else len(text)
        while stack and stack[-1][0] >= level:
            stack.pop()
        stack.append((level, heading))
        path = tuple(h for _, h in stack)
        levels = tuple(lv for lv, _ in stack)
        sections.append(Section(pos, end, level, heading, path, content_start, levels))
    return sections


# -- memory fields -------------------------------------------------------------------------


@dataclass(frozen=True)
class Fields:
    body: str
    why: str | None
    how: str | None


def lf(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


def to_newline(text: str, newline: str) -> str:
    """``text`` (``\\n`` endings) with the file's line ending."""
    return text.replace("\n", newline) if newline != "\n" else text


def memory_fields(text: str) -> Fields:
    """Split ``**Why:**`` and ``**How to apply:**`` paragraphs out of a Markdown body; the rest
    is the body, trimmed of surrounding blank lines."""
    body: list[str] = []
    parts: dict[str, list[str]] = {}
    current: str | None = None
    fence = False
    for line in lf(text).split("\n"):
        if _FENCE.match(line):
            fence = not fence
        m = None if fence else _LABEL.match(line)
        if m:
            current = "why" if m.group(1) == "Why" else "how"
            parts[current] = [m.group(2).strip()]
            continue
        if current is not None and line.strip() and not _HEADING.match(line):
            parts[current].append(line.strip())
            continue
        current = None
        body.append(line)
    why = " ".join(p for p in parts.get("why", []) if p).strip() or None
    how = " ".join(p for p in parts.get("how", []) if p).strip() or None
    return Fields("\n".join(body).strip("\n").rstrip(), why, how)


def render_fields(body: str, why: str | None, how: str | None) -> str:
    """The body followed by its Why/How lines (``\\n`` endings, no trailing newline)."""
    out = body.strip("\n")
    extra = []
    if why:
        extra.append(f"**Why:** {why}")
    if how:
        extra.append(f"**How to apply:** {how}")
    if extra:
        out = (out + "\n\n" if out else "") + "\n".join(extra)
    return out


def first_heading(text: str) -> str | None:
    for section in split_sections(text, max_level=6):
        return section.heading
    return None


def without_title(body: str, title: str) -> str:
    """``body`` without a first line that is a heading naming ``title``: a memory's text
    need not say its title again (every brief line read "Python style: # Python style …")."""
    first, _, rest = body.partition("\n")
    m = _HEADING.match(first)
    if m is None or " ".join(m.group(2).split()).casefold() != title.casefold():
        return body
    return rest.strip()


def title_of(*candidates: str | None) -> str:
    """The first non-empty candidate as a one-line title within the record bound."""
    for value in candidates:
        if value and value.strip():
            return cap_text(" ".join(value.split()), TITLE_CHARS)
    return "untitled"


def import_tags(candidates: Sequence[str]) -> tuple[str, ...]:
    """Tags as memlane stores them: single words, no repeats (case-insensitive), within the
    record's bounds (the first ones kept)."""
    out: dict[str, str] = {}
    for raw in candidates:
        tag = "-".join(raw.split())[:MAX_TAG_CHARS]
        if tag and tag.casefold() not in out:
            out[tag.casefold()] = tag
    return tuple(out.values())[:MAX_TAGS]


def canonical_slug(name: str | None) -> str | None:
    """A valid kebab-case key as is, any other name slugified; None when nothing is left."""
    if not name:
        return None
    name = name.strip()
    if _KEBAB.match(name) and len(name) <= SLUG_CHARS:
        return name
    return slugify(name) or None


# -- wiki links ----------------------------------------------------------------------------


def _code_spans(text: str) -> list[tuple[int, int]]:
    spans = [(m.start(), m.end()) for m in _CODE_BLOCK.finditer(text)]
    spans += [(m.start(), m.end()) for m in _INLINE_CODE.finditer(text)]
    return spans


def _outside_code(text: str) -> Iterator[re.Match[str]]:
    spans = _code_spans(text)
    for m in _WIKI.finditer(text):
        if not any(a <= m.start() < b for a, b in spans) and m.group(1).strip():
            yield m


def wiki_links(text: str) -> tuple[str, ...]:
    """The targets of ``[[target]]``, ``[[target|label]]`` and ``[[target#part]]`` links
    outside code, in order, without repeats."""
    return tuple(dict.fromkeys(m.group(1).strip() for m in _outside_code(text)))


def rewrite_wiki_links(text: str, resolve: Callable[[str], str | None]) -> str:
    """Each link whose target ``resolve`` maps to a name points at that name; a link it cannot
    resolve becomes its plain label (a link to nothing would mislead the agent)."""
    out: list[str] = []
    last = 0
    for m in _outside_code(text):
        target = m.group(1).strip()
        name = resolve(target)
        if name is None:
            replacement = (m.group(3) or target).strip()
        else:
            replacement = f"[[{name}{m.group(2) or ''}{'|' + m.group(3) if m.group(3) else ''}]]"
        out.append(text[last : m.start()])
        out.append(replacement)
        last = m.end()
    out.append(text[last:])
    return "".join(out)


__all__ = [
    "Fields",
    "Header",
    "Section",
    "canonical_slug",
    "first_heading",
    "import_tags",
    "lf",
    "memory_fields",
    "meta_text",
    "read_header",
    "render_fields",
    "rewrite_wiki_links",
    "split_sections",
    "title_of",
    "to_newline",
    "wiki_links",
    "without_title",
    "yaml_scalar",
]
