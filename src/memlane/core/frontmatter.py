"""Project-note text format: YAML frontmatter + Markdown body, parsed and rendered without I/O.

``parse_meta(split_frontmatter(render_note(meta_mapping(m), body)))`` gives back ``m`` and
``body`` exactly; anything a person wrote that fails validation comes back as a
:class:`MetaError` carrying a warning code, never as an exception escaping to the caller.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import yaml

from memlane.core.records import slugify as _record_slugify
from memlane.core.timestamps import format_timestamp, parse_timestamp

SCHEMA_VERSION = 1
SLUG_MAX = 60
TITLE_MAX = 300
TAG_MAX = 64
TAGS_MAX = 50
ID_MAX = 128
UNMANAGED_PREFIX = "md:"

# Keys memlane owns, in the order they are written. Anything else in a person's frontmatter
# is kept and written back after these, so an edit through memlane never drops their fields.
KNOWN_KEYS: tuple[str, ...] = (
    "schemaVersion",
    "id",
    "title",
    "createdAt",
    "updatedAt",
    "archived",
    "tags",
    "provenanceIds",
)

_OPEN = re.compile(r"\A\ufeff?---[ \t]*\r?\n")
_CLOSE = re.compile(r"^(?:---|\.\.\.)[ \t]*(?:\r?\n|\Z)", re.MULTILINE)
_ID_OK = re.compile(r"\A[A-Za-z0-9][A-Za-z0-9._:-]*\Z")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_LINE_BREAK = re.compile(r"[\r\n\x85\u2028\u2029]")
_HEADING = re.compile(r"^#[ \t]+(.+?)[ \t]*#*[ \t]*$", re.MULTILINE)
_FENCE = re.compile(r"^[ \t]*(```|~~~)")
# Epoch values above this are milliseconds: 1e11 seconds is the year 5138.


class MetaError(ValueError):
    """Frontmatter that parsed as YAML but is not a valid note header; ``code`` is the warning."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class NoteMeta:
    """The validated header of a managed note. ``extra`` holds keys memlane does not own."""

    id: str
    title: str
    created_at: datetime
    updated_at: datetime
    archived: bool = False
    tags: tuple[str, ...] = ()
    provenance_ids: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)


def split_frontmatter(text: str) -> tuple[dict[str, Any] | None, str, str | None]:
    """Split ``text`` into ``(meta, body, error)``.

    No opening ``---`` line: ``(None, text, None)`` (a plain Markdown note). An opening line
    without a closing one, YAML that does not parse, a header that is not a mapping, or one
    using aliases: ``(None, text, message)``. The body is everything after the closing line,
    byte for byte.
    """
    opening = _OPEN.match(text)
    if opening is None:
        return None, text.removeprefix("\ufeff"), None
    closing = _CLOSE.search(text, opening.end())
    if closing is None:
        return None, text, "frontmatter starts with '---' but has no closing '---' line"
    header = text[opening.end() : closing.start()]
    body = text[closing.end() :]
    try:
        loaded = yaml.load(header, Loader=_Loader)  # _Loader is a (C)SafeLoader
    except yaml.YAMLError as exc:
        return None, body, f"frontmatter is not valid YAML: {_one_line(str(exc))}"
    if loaded is None:
        loaded = {}
    if not isinstance(loaded, dict):
        return None, body, "frontmatter must be a YAML mapping of keys to values"
    if _has_shared_nodes(loaded):
        # Aliases let a few hundred bytes expand exponentially once serialized (e.g. to JSON).
        return None, body, "frontmatter uses YAML anchors/aliases, which notes do not support"
    if not all(isinstance(k, str) for k in loaded):
        return None, body, "frontmatter keys must be strings"
    return loaded, body, None


def render_note(meta: Mapping[str, Any], body: str) -> str:
    """Frontmatter (known keys first, in schema order, then extra keys) followed by ``body``."""
    ordered: dict[str, Any] = {k: meta[k] for k in KNOWN_KEYS if k in meta}
    ordered.update({k: v for k, v in meta.items() if k not in ordered})
    header = yaml.dump(
        ordered,
        Dumper=_Dumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=1_000_000,
    )
    return f"---\n{header}---\n{body}"


def meta_mapping(meta: NoteMeta) -> dict[str, Any]:
    """The frontmatter mapping for ``meta``: timestamps as ISO-8601 UTC strings."""
    out: dict[str, Any] = {
        "schemaVersion": SCHEMA_VERSION,
        "id": meta.id,
        "title": meta.title,
        "createdAt": format_timestamp(meta.created_at),
        "updatedAt": format_timestamp(meta.updated_at),
        "archived": meta.archived,
        "tags": list(meta.tags),
        "provenanceIds": list(meta.provenance_ids),
    }
    out.update({k: v for k, v in meta.extra.items() if k not in out})
    return out


def parse_meta(meta: Mapping[str, Any], *, fallback_time: datetime) -> NoteMeta:
    """Validate a frontmatter mapping. Raises :class:`MetaError` with code
    ``unsupported_schema`` or ``invalid_metadata``. Missing timestamps take ``fallback_time``
    (the caller passes the file's modification time)."""
    version = meta.get("schemaVersion")
    if version is None:
        raise MetaError("unsupported_schema", "frontmatter has no schemaVersion (expected 1)")
    if isinstance(version, bool) or version not in (SCHEMA_VERSION, str(SCHEMA_VERSION)):
        raise MetaError(
            "unsupported_schema", f"schemaVersion {version!r} is not supported (expected 1)"
        )
    note_id = meta.get("id")
    if not isinstance(note_id, str) or not note_id.strip():
        raise MetaError("invalid_metadata", "id is missing or not a string")
    note_id = note_id.strip()
    if len(note_id) > ID_MAX or not _ID_OK.match(note_id):
        raise MetaError("invalid_metadata", f"id {note_id[:40]!r} has characters ids cannot hold")
    if note_id.startswith(UNMANAGED_PREFIX):
        raise MetaError("invalid_metadata", "ids starting with 'md:' are reserved for plain files")
    try:
        title = clean_title(_scalar_text(meta.get("title"), "title"))
        created = _timestamp(meta.get("createdAt"), fallback_time, "createdAt")
        updated = _timestamp(meta.get("updatedAt"), fallback_time, "updatedAt")
        tags = clean_tags(_text_list(meta.get("tags"), "tags"))
        provenance = tuple(dict.fromkeys(_text_list(meta.get("provenanceIds"), "provenanceIds")))
    except ValueError as exc:
        raise MetaError("invalid_metadata", str(exc)) from exc
    archived = meta.get("archived", False)
    if archived is None:
        archived = False
    if not isinstance(archived, bool):
        raise MetaError("invalid_metadata", f"archived must be true or false, not {archived!r}")
    extra = {k: v for k, v in meta.items() if k not in KNOWN_KEYS}
    return NoteMeta(note_id, title, created, updated, archived, tags, provenance, extra)


def clean_title(title: str) -> str:
    """A title is one non-empty line of at most 300 characters, surrounding space removed."""
    title = title.strip()
    if not title:
        raise ValueError("title is empty")
    if _LINE_BREAK.search(title) or _CONTROL.search(title):
        raise ValueError("title must be a single line without control characters")
    if len(title) > TITLE_MAX:
        raise ValueError(f"title is longer than {TITLE_MAX} characters")
    return title


def clean_tags(tags: Iterable[Any]) -> tuple[str, ...]:
    """Strip each tag, drop empty ones and repeats; at most 50 tags of 64 characters."""
    out: list[str] = []
    for raw in tags:
        if not isinstance(raw, str):
            raise ValueError(f"tag {raw!r} is not text")
        tag = raw.strip()
        if not tag or tag in out:
            continue
        if _LINE_BREAK.search(tag) or _CONTROL.search(tag):
            raise ValueError(f"tag {tag[:40]!r} contains a line break or control character")
        if len(tag) > TAG_MAX:
            raise ValueError(f"tag {tag[:40]!r}… is longer than {TAG_MAX} characters")
        out.append(tag)
    if len(out) > TAGS_MAX:
        raise ValueError(f"a note holds at most {TAGS_MAX} tags")
    return tuple(out)


def slugify(title: str) -> str:
    """Lowercase ASCII alphanumerics joined by single dashes, at most 60 characters.

    Accents are folded first (``Déploiement`` → ``deploiement``) so a non-English title still
    gives a readable file name; the word splitting is :func:`memlane.core.records.slugify`.
    """
    folded = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode("ascii")
    return _record_slugify(folded, limit=SLUG_MAX)[:SLUG_MAX].strip("-")


def note_filename(title: str, note_id: str) -> str:
    """``<slug(title)>-<id[:8]>.md``; a title with no ASCII letters gives ``note-<id[:8]>.md``."""
    short = re.sub(r"[^a-z0-9]", "", note_id.lower())[:8] or "note"
    return f"{slugify(title) or 'note'}-{short}.md"


def derived_title(body: str, stem: str) -> str:
    """The title of a plain Markdown file: its first ``# `` heading outside code, else the stem."""
    in_fence = False
    for line in body.splitlines():
        if _FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        match = _HEADING.match(line)
        if match:
            try:
                return clean_title(match.group(1))
            except ValueError:
                break
    try:
        return clean_title(stem)
    except ValueError:
        return stem[:TITLE_MAX] or "untitled"


def _scalar_text(value: Any, name: str) -> str:
    # YAML reads `title: 2024` as an int; a number is still a usable title.
    if isinstance(value, str):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    if value is None:
        raise ValueError(f"{name} is missing")
    raise ValueError(f"{name} must be text, not {type(value).__name__}")


def _text_list(value: Any, name: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list")
    out: list[str] = []
    for item in value:
        if isinstance(item, int | float) and not isinstance(item, bool):
            item = str(item)
        if not isinstance(item, str):
            raise ValueError(f"{name} entries must be text, not {type(item).__name__}")
        out.append(item)
    return out


def _timestamp(value: Any, fallback: datetime, name: str) -> datetime:
    if value is None:
        return fallback
    try:
        return parse_timestamp(value)
    except ValueError as exc:
        raise ValueError(f"{name}: {exc}") from exc


def _has_shared_nodes(value: Any) -> bool:
    """True when a container appears twice in the loaded tree — only an alias does that."""
    seen: set[int] = set()
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict | list):
            if id(item) in seen:
                return True
            seen.add(id(item))
            stack.extend(item.values() if isinstance(item, dict) else item)
    return False


def _one_line(text: str) -> str:
    return " ".join(text.split())[:300]


# The C-accelerated loader when available: a scan parses up to 2,000 headers.
_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_Dumper: Any = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


__all__ = [
    "KNOWN_KEYS",
    "SCHEMA_VERSION",
    "SLUG_MAX",
    "UNMANAGED_PREFIX",
    "MetaError",
    "NoteMeta",
    "clean_tags",
    "clean_title",
    "derived_title",
    "meta_mapping",
    "note_filename",
    "parse_meta",
    "render_note",
    "slugify",
    "split_frontmatter",
]
