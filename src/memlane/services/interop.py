"""Import agent memory from the formats agents and memory tools already keep (CLAUDE.md,
AGENTS.md, Cursor rules, Claude Code / Codex / Cline / Serena memory folders, basic-memory
notes, mem0 and Letta exports) through the one write path; the files are found by
:mod:`memlane.services.interop_sources`.

Everything is read and parsed before anything is written: a file memlane cannot read, a
memory edited in memlane since its source was imported, or a credential anywhere refuses the
whole import naming every file (and line) at fault. Re-importing unchanged bytes writes
nothing; a changed file revises its memories (history kept, archived ones reopened) and
archives the memories of sections it no longer has. Each file's bytes are stored with the
memories so ``export`` can hand unchanged files back byte for byte.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memlane.core.interop_formats import registry as formats
from memlane.core.interop_formats.claude import INDEX_NAME, index_notes
from memlane.core.interop_formats.import_records import (
    IMPORT_KIND,
    new_record,
    record_id_for,
    revised_record,
    source_label,
)
from memlane.core.interop_formats.model import (
    IMPORT_FORMATS,
    FormatError,
    ParsedFile,
    SourceFile,
    SourceText,
    Unit,
    UnitRef,
    sha256,
)
from memlane.core.records import Record, content_hash
from memlane.core.timestamps import utcnow
from memlane.core.write_rules import check_record
from memlane.errors import Conflict, InvalidInput, MemlaneError
from memlane.services.embedding import Progress
from memlane.services.interop_sources import (
    MAX_LISTED_PROBLEMS,
    detect_format,
    read_sources,
    refuse_problems,
)
from memlane.services.write import Writer
from memlane.store.protocol import ListFilter, Store


@dataclass
class ImportReport:
    format: str
    root: str
    scope: str
    dry_run: bool
    files: int = 0
    unchanged_files: int = 0
    artifacts: int = 0
    imported: int = 0
    updated: int = 0
    reopened: int = 0
    unchanged: int = 0
    archived: int = 0
    unresolved_links: int = 0
    skipped: list[dict[str, str]] = field(default_factory=list)
    memories: list[dict[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "root": self.root,
            "scope": self.scope,
            "dry_run": self.dry_run,
            "files": self.files,
            "unchanged_files": self.unchanged_files,
            "artifacts": self.artifacts,
            "imported": self.imported,
            "updated": self.updated,
            "reopened": self.reopened,
            "unchanged": self.unchanged,
            "archived": self.archived,
            "unresolved_links": self.unresolved_links,
            "skipped": self.skipped,
            "memories": self.memories,
        }


# -- the import ----------------------------------------------------------------------------


class Importer:
    def __init__(self, store: Store, writer: Writer) -> None:
        self.store = store
        self.writer = writer

    def run(
        self,
        path: Path,
        *,
        fmt: str | None,
        scope: str,
        dry_run: bool = False,
        allow_email: bool = False,
        replace_edited: bool = False,
        user_home: Path | None = None,
        progress: Progress | None = None,
    ) -> ImportReport:
        if "\x00" in str(path):
            raise InvalidInput("the path contains a NUL character", remedy="check the path")
        if fmt is not None and fmt not in IMPORT_FORMATS:
            raise InvalidInput(
                f"unknown import format {fmt!r}", remedy=f"use one of: {', '.join(IMPORT_FORMATS)}"
            )
        fmt = fmt or detect_format(path)
        report = ImportReport(fmt, str(path), scope, dry_run)
        root, texts = read_sources(path, fmt, report.skipped, user_home)
        # One file imported: name it, not its folder (the s48 trial read "from mem0 at ..").
        report.root = str(path if path.is_file() else root)
        parsed, problems = [], []
        for src in texts:
            try:
                parsed.append((src, formats.parse(fmt, src)))
            except FormatError as exc:
                problems.append(exc)
        refuse_problems(problems)
        for _, pf in parsed:
            _report_index_notes(pf, report)
        plan = _Plan(self.store, scope, fmt, report, replace_edited)
        for src, pf in parsed:
            plan.add(src, pf)
        plan.finish()
        report.files = len(parsed)
        # A dry run gates everything too (and writes nothing): it refuses what the import would.
        if dry_run or plan.records or plan.files:
            self.writer.put(
                plan.records,
                reason="import",
                sources=plan.labels,
                files=plan.files,
                allow_email=allow_email,
                dry_run=dry_run,
                progress=progress,
            )
        return report


def _report_index_notes(pf: ParsedFile, report: ImportReport) -> None:
    """MEMORY.md is kept as the index, not as memories: notes written straight into it are
    named rather than left behind without a word (the s48 newcomer trial lost two)."""
    if pf.format != "claude-code" or pf.path != INDEX_NAME:
        return
    lines = index_notes(pf.decoded.text)
    if lines:
        shown = ", ".join(map(str, lines[:MAX_LISTED_PROBLEMS]))
        report.skipped.append(
            {
                "path": pf.path,
                "reason": f"line(s) {shown} are notes, not links to topic files: kept in the "
                "index (export hands it back) but not imported as memories; move each into "
                "a topic file to import it",
            }
        )


class _Plan:
    """The records and source files one import writes, decided before any write."""

    def __init__(
        self, store: Store, scope: str, fmt: str, report: ImportReport, replace_edited: bool
    ) -> None:
        self.store = store
        self.scope = scope
        self.fmt = fmt
        self.report = report
        self.replace_edited = replace_edited
        self.now = utcnow()
        self.previous = {s.path: s for s in store.import_sources(scope, fmt)}
        self.records: list[Record] = []
        self.labels: list[str] = []
        self.files: list[SourceFile] = []
        self.taken: set[str] = set()
        self.conflicts: list[str] = []
        self.problems: list[FormatError] = []
        self.links: list[str] = []
        self.names: set[str] = set()

    def add(self, src: SourceText, pf: ParsedFile) -> None:
        digest = sha256(src.data)
        old = self.previous.get(pf.path)
        if pf.role == "artifact":
            self.report.artifacts += 1
        for unit in pf.units:
            self.names.update(n.lower() for n in (unit.slug, *unit.aliases))
            self.links.extend(unit.links)
        if old is not None and old.sha256 == digest:
            self.report.unchanged_files += 1
            self.report.unchanged += len(old.units)
            return
        ids = [record_id_for(self.scope, self.fmt, pf.path, u.key) for u in pf.units]
        current = self.store.get_many(ids)
        old_refs = {r.key: r for r in old.units} if old else {}
        refs: list[UnitRef] = []
        for unit, rid in zip(pf.units, ids, strict=True):
            imported = self._unit(pf, unit, rid, current.get(rid), old_refs.get(unit.key), src)
            refs.append(UnitRef(unit.key, rid, unit.start, unit.end, imported))
        gone = [r.record_id for k, r in old_refs.items() if k not in {u.key for u in pf.units}]
        for rec in self.store.get_many(gone).values():
            if not rec.archived:
                self._write(rec.with_changes(archived=True, updated_at=self.now), pf.path)
                self.report.archived += 1
        role = pf.role
        self.files.append(
            SourceFile(self.scope, self.fmt, pf.path, digest, src.data, role, tuple(refs), self.now)
        )

    def _unit(
        self,
        pf: ParsedFile,
        unit: Unit,
        rid: str,
        current: Record | None,
        ref: UnitRef | None,
        src: SourceText,
    ) -> str:
        """Decide one memory of a changed file; returns the content hash the source gives it
        (what a later export compares the memory against)."""
        source_hash = content_hash(unit.title, unit.body, " ".join(unit.tags), unit.why, unit.how)
        entry = {"slug": current.handle if current else "", "path": pf.path, "action": "unchanged"}
        self.report.memories.append(entry)
        if ref is not None and ref.content_hash == source_hash:
            # The source left this memory alone (another part of the file changed): whatever
            # memlane did to it since — an edit, an archive, a forget — stands.
            self.report.unchanged += 1
            return source_hash
        if current is None:
            slug = self._free_slug(unit.slug)
            rec = new_record(
                pf, unit, record_id=rid, scope=self.scope, slug=slug, now=self.now,
                created=unit.created or src.mtime,
            )  # fmt: skip
            self._check(rec, pf.path)
            self._write(rec, source_label(self.fmt, pf.path, unit.key))
            self.report.imported += 1
            entry.update(slug=slug, action="imported")
            return source_hash
        edited = ref is not None and current.content_hash != ref.content_hash
        if edited and not self.replace_edited:
            self.conflicts.append(f"{current.handle} ({pf.path})")
        rec = revised_record(current, pf, unit, now=self.now)
        if rec is current:
            self.report.unchanged += 1
            return source_hash
        self._check(rec, pf.path)
        self._write(rec, source_label(self.fmt, pf.path, unit.key))
        self.report.updated += 1
        self.report.reopened += int(current.archived)
        entry["action"] = "reopened" if current.archived else "updated"
        return source_hash

    def _write(self, rec: Record, label: str) -> None:
        self.records.append(rec)
        self.labels.append(label)

    def _check(self, rec: Record, path: str) -> None:
        try:
            check_record(rec)
        except MemlaneError as exc:
            self.problems.append(FormatError(path, exc.message))

    def _free_slug(self, base: str) -> str:
        candidate, n = base, 2
        while candidate in self.taken or self.store.by_slug(
            candidate, scopes=[self.scope], kind=IMPORT_KIND
        ):
            candidate = f"{base[:56]}-{n}"
            n += 1
        self.taken.add(candidate)
        return candidate

    def finish(self) -> None:
        refuse_problems(self.problems)
        if self.conflicts:
            shown = ", ".join(self.conflicts[:MAX_LISTED_PROBLEMS])
            raise Conflict(
                f"edited in memlane since they were imported, and changed at the source too: "
                f"{shown}",
                remedy="export them first to keep the memlane edits, or pass --replace-edited "
                "to take the source's version",
                memories=self.conflicts,
            )
        known = self.names | {
            (r.slug or "").lower()
            for r in self.store.iter_records(ListFilter(scopes=[self.scope], kinds=[IMPORT_KIND]))
        }
        self.report.unresolved_links = sum(1 for t in self.links if t.lower() not in known)


__all__ = ["IMPORT_FORMATS", "ImportReport", "Importer"]
