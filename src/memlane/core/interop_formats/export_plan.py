"""Plan an export: which files, with which bytes, for the memories of one scope (pure).

For a format that memlane also imports, each imported file is replayed from its stored bytes:
a memory whose content hash is still the one it was imported with, and whose wiki links still
resolve to exported memories, keeps its exact span; a revised memory is regenerated in place
(same BOM and line endings); an archived or deleted one is dropped. Memories that came from
anywhere else are generated in the target format. Links resolve only to exported memories
(by slug, then by unambiguous alias); anything else becomes plain text.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from posixpath import basename, splitext
from typing import Any

from memlane.core.interop_formats import agents, claude, cursor
from memlane.core.interop_formats.model import (
    PRESERVING_EXPORTS,
    Decoded,
    SourceFile,
    UnitRef,
    decode_source,
)
from memlane.core.interop_formats.sections import (
    Replacement,
    new_section,
    regenerate_section,
    splice,
)
from memlane.core.interop_formats.text import rewrite_wiki_links, to_newline, wiki_links
from memlane.core.records import Record
from memlane.core.write_rules import title_from_text

INTEROP_KEY = "interop"
KIND_ORDER = ("fact", "pattern", "lesson")


@dataclass(frozen=True)
class PlannedFile:
    path: str
    data: bytes
    preserved: bool


@dataclass
class ExportPlan:
    files: list[PlannedFile] = field(default_factory=list)
    memories: int = 0
    byte_preserved: int = 0  # files whose bytes are the imported ones
    # Memories whose text comes back byte for byte as imported: with ``regenerated`` and
    # ``generated`` they add up to ``memories`` (``byte_preserved`` counts files, and an
    # AGENTS.md holds many memories: "0 byte-identical … 3 new" read as a loss).
    memories_preserved: int = 0
    regenerated: int = 0
    generated: int = 0
    dropped: int = 0
    links_repaired: int = 0

    def counts(self) -> dict[str, int]:
        return {
            "files": len(self.files),
            "memories": self.memories,
            "byte_preserved": self.byte_preserved,
            "memories_preserved": self.memories_preserved,
            "regenerated": self.regenerated,
            "generated": self.generated,
            "dropped": self.dropped,
            "links_repaired": self.links_repaired,
        }


def interop_meta(rec: Record) -> Mapping[str, Any]:
    meta = rec.payload.get(INTEROP_KEY)
    return meta if isinstance(meta, Mapping) else {}


@dataclass(frozen=True)
class _Emitted:
    rec: Record
    link_name: str
    keys: tuple[str, ...]


class _Links:
    """Resolve a wiki-link target among emitted memories: slug first, then alias; a target
    two memories answer to is ambiguous and stays unresolved."""

    def __init__(self, emitted: Iterable[_Emitted]) -> None:
        self.by_slug: dict[str, list[str]] = defaultdict(list)
        self.by_alias: dict[str, list[str]] = defaultdict(list)
        for e in emitted:
            self.by_slug[(e.rec.slug or "").lower()].append(e.link_name)
            for key in e.keys:
                self.by_alias[key.lower()].append(e.link_name)

    def resolve(self, target: str) -> str | None:
        key = target.strip().lower()
        for table in (self.by_slug, self.by_alias):
            names = sorted(set(table.get(key, [])))
            if len(names) == 1:
                return names[0]
            if names:
                return None
        return None

    def all_resolve(self, text: str) -> bool:
        return all(self.resolve(t) is not None for t in wiki_links(text))


def plan_export(fmt: str, records: Sequence[Record], sources: Sequence[SourceFile]) -> ExportPlan:
    """Files for ``records`` (already filtered to what may be exported) in ``fmt``;
    ``sources`` are the files imported in that same format for the same scope."""
    if fmt not in PRESERVING_EXPORTS:
        raise ValueError(f"{fmt} is not an agent format")
    plan = ExportPlan()
    by_id = {r.id: r for r in records}
    claimed: dict[str, tuple[SourceFile, UnitRef]] = {}
    for src in sources:
        for ref in src.units:
            if ref.record_id in by_id and ref.record_id not in claimed:
                claimed[ref.record_id] = (src, ref)
    fresh = sorted(
        (r for r in records if r.id not in claimed),
        key=lambda r: (
            KIND_ORDER.index(r.kind) if r.kind in KIND_ORDER else 9,
            not r.pinned,
            r.handle,
        ),
    )
    used_paths = {s.path for s in sources}
    new_paths: dict[str, str] = {}
    ext = cursor.EXTENSION if fmt == "cursor" else ".md"
    if fmt != "agents-md":
        for rec in fresh:
            new_paths[rec.id] = _free_path(f"{rec.slug or rec.id}{ext}", used_paths)
    emitted = [_emitted(r, claimed, new_paths, fmt) for r in records]
    links = _Links(emitted)
    memory_files: list[tuple[str, Record]] = []
    for src in sources:
        if src.role != "memories":
            continue
        out = _replay(fmt, src, by_id, links, plan)
        if out is not None:
            plan.files.append(out)
            memory_files.extend(
                (src.path, by_id[ref.record_id]) for ref in src.units if ref.record_id in by_id
            )
    if fmt == "agents-md":
        _append_agents(fresh, sources, links, plan)
    else:
        for rec in fresh:
            text = _generate(fmt, rec, links, plan)
            plan.files.append(PlannedFile(new_paths[rec.id], text.encode("utf-8"), False))
            memory_files.append((new_paths[rec.id], rec))
            plan.generated += 1
    plan.memories = len(records)
    if fmt == "claude-code":
        _index(sources, memory_files, plan)
    plan.files.sort(key=lambda f: f.path)
    return plan


def _free_path(path: str, used: set[str]) -> str:
    stem, ext = splitext(path)
    candidate, n = path, 2
    while candidate in used:
        candidate = f"{stem}-{n}{ext}"
        n += 1
    used.add(candidate)
    return candidate


def _emitted(
    rec: Record,
    claimed: Mapping[str, tuple[SourceFile, UnitRef]],
    new_paths: Mapping[str, str],
    fmt: str,
) -> _Emitted:
    meta = interop_meta(rec)
    aliases = [str(a) for a in meta.get("aliases", []) if isinstance(a, str)]
    if rec.id in claimed and fmt != "agents-md":
        stem = splitext(basename(claimed[rec.id][0].path))[0]
    elif rec.id in new_paths:
        stem = splitext(basename(new_paths[rec.id]))[0]
    else:
        stem = rec.slug or rec.id
    link_name = str(meta.get("name") or stem) if rec.id in claimed else stem
    return _Emitted(rec, link_name, tuple(dict.fromkeys([stem, link_name, *aliases])))


# -- replaying imported files --------------------------------------------------------------


def _replay(
    fmt: str, src: SourceFile, by_id: Mapping[str, Record], links: _Links, plan: ExportPlan
) -> PlannedFile | None:
    decoded = decode_source(src.path, src.content)
    replacements: list[Replacement] = []
    kept = 0
    for ref in src.units:
        rec = by_id.get(ref.record_id)
        span = decoded.text[ref.start : ref.end]
        if rec is None:
            plan.dropped += 1
            replacements.append(Replacement(ref.start, ref.end, None))
        elif rec.content_hash == ref.content_hash and links.all_resolve(span):
            kept += 1
            replacements.append(Replacement(ref.start, ref.end, span))
        else:
            if rec.content_hash == ref.content_hash:
                plan.links_repaired += 1
            plan.regenerated += 1
            text = _regenerate(fmt, rec, span, decoded, links)
            replacements.append(Replacement(ref.start, ref.end, text))
    if kept == 0 and not any(r.text for r in replacements):
        return None
    plan.memories_preserved += kept
    text = splice(decoded, replacements)
    if text == decoded.text:
        plan.byte_preserved += 1
        return PlannedFile(src.path, src.content, True)
    return PlannedFile(src.path, decoded.encode(text), False)


def _fields(rec: Record, links: _Links) -> tuple[str, str | None, str | None]:
    def fix(text: str | None) -> str | None:
        return rewrite_wiki_links(text, links.resolve) if text else text

    return fix(rec.body) or rec.title, fix(rec.why), fix(rec.how)


def _regenerate(fmt: str, rec: Record, span: str, decoded: Decoded, links: _Links) -> str:
    meta = interop_meta(rec)
    if fmt == "agents-md":
        body, why, how = _fields(rec, links)
        original_title = str(meta.get("title") or "")
        return regenerate_section(
            span,
            meta,
            title=rec.title,
            original_title=original_title or rec.title,
            body=body,
            why=why,
            how=how,
            newline=decoded.newline,
        )
    return to_newline(_generate(fmt, rec, links, None), decoded.newline)


# -- generating ----------------------------------------------------------------------------


def _description(rec: Record) -> str:
    meta = interop_meta(rec)
    original = meta.get("description")
    # The imported description while the title it became is unchanged; else the new title.
    if isinstance(original, str) and original and " ".join(original.split())[:200] == rec.title:
        return original
    return rec.title


def _generate(fmt: str, rec: Record, links: _Links, plan: ExportPlan | None) -> str:
    body, why, how = _fields(rec, links)
    meta = interop_meta(rec)
    if fmt == "claude-code":
        name = meta.get("name") if meta.get("format") == "claude-code" else None
        return claude.render_claude_code(
            name=str(name or rec.slug or rec.id),
            description=_description(rec),
            type=rec.type if rec.kind == "fact" else "feedback",
            body=body,
            why=why,
            how=how,
        )
    globs = meta.get("globs") if meta.get("format") == "cursor" else None
    return cursor.render_cursor(
        description=_description(rec),
        globs=[str(g) for g in globs] if isinstance(globs, list) else [],
        always=rec.pinned,
        body=body,
        why=why,
        how=how,
    )


def full_title(rec: Record) -> str:
    """The title a heading shows: a title memlane cut from the text's first line
    (``title_from_text``, ending in "…") is that whole line again; a given title as it is."""
    if rec.title.endswith("…") and title_from_text(rec.body) == rec.title:
        return " ".join(rec.body.strip().splitlines()[0].split())
    return rec.title


def _append_agents(
    fresh: Sequence[Record], sources: Sequence[SourceFile], links: _Links, plan: ExportPlan
) -> None:
    if not fresh:
        return
    sections = []
    for rec in fresh:
        body, why, how = _fields(rec, links)
        sections.append(new_section(full_title(rec), body, why, how))
    plan.generated += len(fresh)
    appended = "\n".join(sections)
    existing = next((i for i, f in enumerate(plan.files) if f.path == agents.ROOT_FILE), None)
    if existing is None:
        text = "# AGENTS.md\n\n" + appended
        plan.files.append(PlannedFile(agents.ROOT_FILE, text.encode("utf-8"), False))
        return
    old = plan.files[existing]
    decoded = decode_source(old.path, old.data)
    if old.preserved:
        plan.byte_preserved -= 1
    plan.files[existing] = PlannedFile(
        old.path, decoded.encode(splice(decoded, [], appended)), False
    )


def _index(
    sources: Sequence[SourceFile], memory_files: Sequence[tuple[str, Record]], plan: ExportPlan
) -> None:
    """MEMORY.md: the imported index while it lists exactly the exported files, else a fresh
    one (imported order first, then the new files)."""
    if not memory_files:
        return
    original = next(
        (s for s in sources if s.path == claude.INDEX_NAME and s.role == "artifact"), None
    )
    paths = [p for p, _ in memory_files]
    if original is not None:
        targets = claude.index_targets(decode_source(original.path, original.content).text)
        if set(targets) == set(paths):
            plan.files.append(PlannedFile(original.path, original.content, True))
            plan.byte_preserved += 1
            return
        order = {p: i for i, p in enumerate(targets)}
        memory_files = sorted(memory_files, key=lambda pr: (order.get(pr[0], len(order)), pr[0]))
    entries = [(p, r.title, _description(r)) for p, r in memory_files]
    plan.files.append(PlannedFile(claude.INDEX_NAME, claude.render_index(entries).encode(), False))


__all__ = [
    "INTEROP_KEY",
    "ExportPlan",
    "PlannedFile",
    "full_title",
    "interop_meta",
    "plan_export",
]
