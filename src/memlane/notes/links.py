"""The link graph between notes: ``[[Title]]`` wiki links and ``[label](other-note.md)`` links.

A link resolves by id, then title (case-insensitive), then file stem; the first rule that
matches anything decides, and if it matches two notes the link stays unresolved with an
``ambiguous_link`` warning — a guess would silently point at the wrong note. Lookups are
dictionaries built once per graph, so the graph is linear in notes plus links.
"""

from __future__ import annotations

import posixpath
import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import unquote

from memlane.notes.model import LinkGraph, Note, NoteLinks, NoteWarning

_FENCED = re.compile(r"^[ \t]*(```|~~~)[^\n]*\n.*?(?:^[ \t]*\1[^\n]*$|\Z)", re.M | re.S)
_INLINE_CODE = re.compile(r"(`+)[^\n]*?\1")
_WIKI = re.compile(r"\[\[([^\[\]\n|#]*)(?:#[^\[\]\n|]*)?(?:\|[^\[\]\n]*)?\]\]")
_MARKDOWN = re.compile(r"(?<!!)\[[^\]\n]*\]\(\s*(<[^>\n]+>|[^)\s]+)(?:\s+\"[^\"\n]*\")?\s*\)")
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


@dataclass(frozen=True)
class Link:
    """A link as written in a note: ``kind`` is ``wiki`` or ``path``."""

    target: str
    kind: str


def extract_links(body: str) -> list[Link]:
    """Wiki and Markdown links to ``.md`` files, in order, ignoring code blocks, code spans,
    images and external URLs."""
    text = _INLINE_CODE.sub(" ", _FENCED.sub("\n", body))
    found: list[tuple[int, Link]] = []
    for m in _WIKI.finditer(text):
        target = m.group(1).strip()
        if target:
            found.append((m.start(), Link(target, "wiki")))
    for m in _MARKDOWN.finditer(text):
        raw = m.group(1).strip("<>").strip()
        if not raw or raw.startswith("#") or _SCHEME.match(raw):
            continue
        path = unquote(raw.split("#", 1)[0].split("?", 1)[0])
        if path.lower().endswith(".md"):
            found.append((m.start(), Link(path, "path")))
    found.sort(key=lambda item: item[0])
    return [link for _, link in found]


class _Resolver:
    """Lookup tables over one set of notes."""

    def __init__(self, notes: Sequence[Note]) -> None:
        self.ids = {note.id for note in notes}
        self.paths = {note.relative_path: note.id for note in notes}
        self.titles: dict[str, list[str]] = defaultdict(list)
        self.stems: dict[str, list[str]] = defaultdict(list)
        for note in notes:
            self.titles[note.title.casefold()].append(note.id)
            stem = posixpath.splitext(note.relative_path)[0]
            self.stems[posixpath.basename(stem).casefold()].append(note.id)
            if "/" in stem:
                self.stems[stem.casefold()].append(note.id)

    def by_name(self, name: str) -> tuple[str | None, list[str]]:
        """``(id, [])`` when resolved, ``(None, candidates)`` when ambiguous or missing."""
        if name in self.ids:
            return name, []
        key = name.casefold()
        for table, lookup in ((self.titles, key), (self.stems, _strip_md(key))):
            matches = list(dict.fromkeys(table.get(lookup, ())))
            if len(matches) == 1:
                return matches[0], []
            if matches:
                return None, matches
        return None, []

    def by_path(self, source: Note, target: str) -> tuple[str | None, list[str], bool]:
        """``(id, ambiguous candidates, inside)``; ``inside`` is False for a link that leaves
        the memory folder (it points at a repository file, not at a note)."""
        base = posixpath.dirname(source.relative_path)
        joined = target.lstrip("/") if target.startswith("/") else posixpath.join(base, target)
        normalized = posixpath.normpath(joined)
        if normalized.startswith("../") or normalized == "..":
            return None, [], False
        if normalized in self.paths:
            return self.paths[normalized], [], True
        stem = posixpath.splitext(posixpath.basename(normalized))[0]
        found, candidates = self.by_name(stem)
        return found, candidates, True


def build_link_graph(notes: Sequence[Note]) -> LinkGraph:
    """Outbound links, backlinks, broken and ambiguous links for every note in ``notes``."""
    resolver = _Resolver(notes)
    paths_by_id = {note.id: note.relative_path for note in notes}
    outbound: dict[str, list[str]] = {}
    broken: dict[str, list[str]] = {}
    ambiguous: dict[str, list[str]] = {}
    backlinks: dict[str, list[str]] = defaultdict(list)
    warnings: list[NoteWarning] = []
    for note in notes:
        out: list[str] = []
        bad: list[str] = []
        unsure: list[str] = []
        for link in extract_links(note.body):
            if link.kind == "wiki":
                target, candidates = resolver.by_name(link.target)
            else:
                target, candidates, inside = resolver.by_path(note, link.target)
                if not inside:
                    continue
            if target is not None:
                if target != note.id and target not in out:
                    out.append(target)
            elif candidates:
                if link.target not in unsure:
                    unsure.append(link.target)
                    paths = ", ".join(sorted(paths_by_id[c] for c in candidates))
                    warnings.append(
                        NoteWarning(
                            note.relative_path,
                            "ambiguous_link",
                            f"link {link.target!r} matches {len(candidates)} notes ({paths});"
                            " link by id or file name instead",
                        )
                    )
            elif link.target not in bad:
                bad.append(link.target)
        outbound[note.id] = out
        broken[note.id] = bad
        ambiguous[note.id] = unsure
        for target in out:
            backlinks[target].append(note.id)
    nodes = {
        note.id: NoteLinks(
            note_id=note.id,
            outbound_ids=tuple(outbound[note.id]),
            backlink_ids=tuple(backlinks.get(note.id, ())),
            broken_links=tuple(broken[note.id]),
            ambiguous_links=tuple(ambiguous[note.id]),
        )
        for note in notes
    }
    return LinkGraph(nodes=nodes, warnings=tuple(warnings))


def _strip_md(name: str) -> str:
    return name[:-3] if name.endswith(".md") else name


__all__ = ["Link", "build_link_graph", "extract_links"]
