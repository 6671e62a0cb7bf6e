"""Import agent memory from the formats agents already keep (CLAUDE.md, AGENTS.md, Cursor
rules, Claude Code / Codex / Cline / Serena memory folders) through the one write path.

Everything is read and parsed before anything is written: a file memlane cannot read, a
memory edited in memlane since its source was imported, or a credential anywhere refuses the
whole import naming every file (and line) at fault. Re-importing unchanged bytes writes
nothing; a changed file revises its memories (history kept, archived ones reopened) and
archives the memories of sections it no longer has. Each file's bytes are stored with the
memories so ``export`` can hand unchanged files back byte for byte.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memlane.core.interop_formats import registry as formats
from memlane.core.interop_formats.claude import INDEX_NAME
from memlane.core.interop_formats.cursor import LEGACY_RULES
from memlane.core.interop_formats.import_records import (
    IMPORT_KIND,
    new_record,
    record_id_for,
    revised_record,
    source_label,
)
from memlane.core.interop_formats.json_exports import LETTA_EXTENSION
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
from memlane.services.interop_discovery import claude_project_folder, claude_project_of
from memlane.services.workspace import fs_text, project_root
from memlane.services.write import Writer
from memlane.store.protocol import ListFilter, Store

MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_WALK_ENTRIES = 50_000
MAX_LISTED_PROBLEMS = 10
# Folders no agent keeps memory in; walking them would only cost time.
SKIP_DIRS = frozenset(
    {
        ".git",
        ".hg",
        ".svn",
        "node_modules",
        ".venv",
        "venv",
        "__pycache__",
        "dist",
        "build",
        "target",
        "vendor",
        ".tox",
        ".mypy_cache",
        ".pytest_cache",
        ".ruff_cache",
        ".next",
    }
)
# Hidden folders that do hold agent memory.
AGENT_DIRS = frozenset({".claude", ".cursor", ".serena"})


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


# -- finding the files ---------------------------------------------------------------------


def _walk(root: Path, report: ImportReport) -> list[str]:
    """Relative POSIX paths of the regular files under ``root`` (symlinks are skipped and
    reported, never followed), bounded so a huge tree refuses instead of hanging."""
    out: list[str] = []
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        rel_dir = os.path.relpath(dirpath, root)
        keep = []
        for d in sorted(dirnames):
            full = os.path.join(dirpath, d)
            if os.path.islink(full):
                report.skipped.append({"path": _rel(rel_dir, d), "reason": "symlink"})
            elif d not in SKIP_DIRS and (not d.startswith(".") or d in AGENT_DIRS):
                keep.append(d)
        dirnames[:] = keep
        for name in sorted(filenames):
            seen += 1
            if seen > MAX_WALK_ENTRIES:
                raise InvalidInput(
                    f"{root} holds more than {MAX_WALK_ENTRIES} files",
                    remedy="point the import at the memory folder itself",
                )
            rel = _rel(rel_dir, name)
            if os.path.islink(os.path.join(dirpath, name)):
                report.skipped.append({"path": rel, "reason": "symlink"})
            else:
                out.append(rel)
    return out


def _rel(rel_dir: str, name: str) -> str:
    return name if rel_dir == "." else f"{Path(rel_dir).as_posix()}/{name}"


def resolve_root(path: Path, fmt: str, user_home: Path | None = None) -> Path:
    """The folder a format's paths are relative to: its native subfolder of a project
    (``.cursor/rules``, ``memory-bank``, ``.serena/memories``) when there is one; for
    ``claude-code``, a project folder stands for its auto-memory folder under ``user_home``.
    A folder that is neither the format's memory folder nor holds one is refused naming the
    paths looked for, rather than read as one (it would store a project's every .md file)."""
    sub = formats.NATIVE_ROOTS.get(fmt)
    if sub and (path / sub).is_dir() and not (path / sub).is_symlink():
        return path / sub
    try:
        names = [p.name for p in path.iterdir() if p.is_file()]
    except OSError as exc:
        raise InvalidInput(f"cannot read {path}: {exc.strerror}", remedy="check the path") from exc
    where = path.resolve()
    if formats.is_memory_folder(fmt, where.parts, names):
        return path
    looked = [where / sub] if sub else [where / INDEX_NAME]
    if fmt == "claude-code" and user_home is not None:
        auto = claude_project_folder(user_home, where) / "memory"
        if auto.is_dir() and not auto.is_symlink():
            return auto
        looked = [auto, where / INDEX_NAME]
    raise InvalidInput(
        f"no {fmt} memory at {where}: looked for {' and '.join(map(str, looked))}",
        remedy=f"point the import at the {fmt} memory folder itself, or pass the right --from",
        looked_for=[str(p) for p in looked],
    )


def detect_format(path: Path) -> str:
    """The one format ``path`` holds, or InvalidInput naming the candidates."""
    if not path.exists():
        # A mistyped file name was told "found no agent memory in it, pass --from" (the s45
        # newcomer trial): the path itself is what is missing.
        raise InvalidInput(
            f"no file or folder at {path}",
            remedy="check the path: import reads a `memlane export` .json file, or an "
            "agent's memory folder or file",
        )
    if path.is_file():
        name = path.name
        guess = {"AGENTS.md": "agents-md", "AGENTS.override.md": "agents-md"}.get(name)
        if name in ("CLAUDE.md", "CLAUDE.local.md"):
            guess = "claude-md"
        elif name.endswith(".mdc") or name == LEGACY_RULES:
            guess = "cursor"
        elif name.endswith(LETTA_EXTENSION):
            guess = "letta"
        if guess:
            return guess
        raise InvalidInput(
            f"cannot tell which agent format {name} is",
            remedy=f"pass --from one of: {', '.join(IMPORT_FORMATS)}",
        )
    found = formats.detect(_walk(path, ImportReport("", "", "", True)))
    named = formats.detect_folder(path.resolve().name)
    if named and not found:
        return named
    if len(found) == 1:
        return found[0]
    if not found:
        raise InvalidInput(
            f"found no agent memory in {path}",
            remedy=f"pass --from one of: {', '.join(IMPORT_FORMATS)}, or point at the folder",
        )
    raise InvalidInput(
        f"{path} holds several formats: {', '.join(found)}",
        remedy="pass --from to pick one (import them one at a time)",
        candidates=found,
    )


# Formats whose files live inside a project: an import of one from another folder belongs
# to that project, not to the current directory's (the s48 newcomer trial, run from ``api``,
# stored ``../app``'s CLAUDE.md and Cursor rules in ``api``).
PROJECT_FORMATS = frozenset({"claude-code", "claude-md", "agents-md", "cursor", "cline", "serena"})


def project_scope(path: Path, fmt: str | None) -> str | None:
    """The project an import of ``path`` belongs to: the git work tree it lies in, for a
    format kept inside projects; None (the caller's workspace) otherwise."""
    where = path.expanduser().resolve()
    fmt = fmt or detect_format(path)
    if fmt not in PROJECT_FORMATS:
        return None
    if fmt == "claude-code":
        # Claude Code's own folder is named after its project (~/.claude/projects/-home-ana-app).
        named = claude_project_of(where)
        if named is not None:
            return fs_text(project_root(named))
    root = project_root(where if where.is_dir() else where.parent)
    return fs_text(root) if (root / ".git").exists() else None


def read_sources(
    path: Path, fmt: str, report: ImportReport, user_home: Path | None = None
) -> tuple[Path, list[SourceText]]:
    """The files ``fmt`` reads at ``path`` (a folder or one file), as bytes."""
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        raise InvalidInput(f"cannot read {path}: {exc.strerror}", remedy="check the path") from exc
    extra: dict[str, Path] = {}
    if stat.S_ISDIR(mode):
        legacy = path / LEGACY_RULES
        if fmt == "cursor" and legacy.is_file() and not legacy.is_symlink():
            # Cursor still applies a project's legacy .cursorrules beside .cursor/rules; a
            # user switching expects it too (the s48 newcomer trial found it left behind).
            # It is stored as ".cursorrules" whichever folder the rules are read from.
            extra[LEGACY_RULES] = legacy
        root = resolve_root(path, fmt, user_home)
        chosen = formats.select(fmt, _walk(root, report))
        sub = formats.NATIVE_ROOTS.get(fmt)
        if not chosen and not extra and sub and root == path:
            # Nothing of the format here, nor its folder: say where it was looked for (as
            # for the formats that read every .md) rather than report "0 new".
            looked = path.resolve() / sub
            raise InvalidInput(
                f"no {fmt} memory at {path.resolve()}: looked for {looked}",
                remedy=f"point the import at the {fmt} memory folder itself, "
                "or pass the right --from",
                looked_for=[str(looked)],
            )
    elif stat.S_ISREG(mode):
        root, chosen = path.parent, [path.name]
    else:
        raise InvalidInput(f"{path} is not a regular file or folder", remedy="check the path")
    texts: list[SourceText] = []
    problems: list[FormatError] = []
    wanted = {rel: root / rel for rel in chosen if rel not in extra} | extra
    for rel, full in sorted(wanted.items()):
        try:
            st = full.lstat()
            if not stat.S_ISREG(st.st_mode):
                report.skipped.append({"path": rel, "reason": "not a regular file"})
                continue
            if st.st_size > MAX_FILE_BYTES:
                problems.append(FormatError(rel, f"is larger than {MAX_FILE_BYTES} bytes"))
                continue
            data = full.read_bytes()
        except OSError as exc:
            problems.append(FormatError(rel, f"cannot be read: {exc.strerror}"))
            continue
        texts.append(SourceText(rel, data, datetime.fromtimestamp(st.st_mtime, UTC)))
    _refuse_problems(problems)
    return root, texts


def _refuse_problems(problems: Sequence[FormatError]) -> None:
    if not problems:
        return
    shown = "; ".join(p.describe() for p in problems[:MAX_LISTED_PROBLEMS])
    more = len(problems) - MAX_LISTED_PROBLEMS
    raise InvalidInput(
        f"cannot import: {shown}" + (f"; and {more} more" if more > 0 else ""),
        remedy="fix or remove the files listed; nothing was imported",
        problems=[{"path": p.path, "line": p.line, "message": p.message} for p in problems],
    )


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
        root, texts = read_sources(path, fmt, report, user_home)
        # One file imported: name it, not its folder (the s48 trial read "from mem0 at ..").
        report.root = str(path if path.is_file() else root)
        parsed, problems = [], []
        for src in texts:
            try:
                parsed.append((src, formats.parse(fmt, src)))
            except FormatError as exc:
                problems.append(exc)
        _refuse_problems(problems)
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
        _refuse_problems(self.problems)
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


__all__ = [
    "IMPORT_FORMATS",
    "PROJECT_FORMATS",
    "ImportReport",
    "Importer",
    "detect_format",
    "project_scope",
    "resolve_root",
]
