"""Project notes inside memlane: the files are the truth, the store only indexes them.

Notes belong to a local project folder, so a remote (``ssh:``) or ``global`` scope never loads
them. The index is refreshed when the folder's fingerprint changes, so briefs and search stay
current without rescanning on every call.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memlane.core.records import Provenance, Record
from memlane.core.scope import GLOBAL, is_remote, read_key
from memlane.core.write_rules import normalize_tags
from memlane.errors import InvalidInput, MemlaneError
from memlane.notes.model import MEMORY_DIR, LinkGraph, Note, NoteHit, NoteWarning
from memlane.services.write import Writer, gate
from memlane.store.protocol import ListFilter, Store

if TYPE_CHECKING:
    from memlane.notes.repository import ProjectNotes

NOTES_SOURCE = "project notes"


@dataclass(frozen=True)
class NotesListing:
    notes: list[Note]
    warnings: list[NoteWarning]
    indexed: int = 0
    skipped: list[dict[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "notes": [n.to_dict() for n in self.notes],
            "warnings": [w.to_dict() for w in self.warnings],
            "skipped": self.skipped,
        }


def note_record_id(scope: str, note_id: str) -> str:
    """Record ids are global; note ids (``md:<path>``) are only unique within one project."""
    return "note_" + hashlib.sha256(f"{scope}\x1f{note_id}".encode()).hexdigest()[:24]


def _note_tags(tags: Sequence[str]) -> tuple[str, ...]:
    """A note's tags as record tags (single words); tags a record cannot hold are left to
    the file, which stays the source of truth."""
    try:
        return normalize_tags(tags)
    except MemlaneError:
        return ()


def _fingerprint(folder: Path) -> str:
    """Cheap change detector: names, sizes and mtimes of every entry under the folder."""
    h = hashlib.sha256()
    if not folder.is_dir():
        return "absent"
    for dirpath, dirnames, filenames in os.walk(folder, followlinks=False):
        dirnames.sort()
        for name in sorted(filenames):
            try:
                st = os.lstat(os.path.join(dirpath, name))
            except OSError:
                continue
            h.update(f"{dirpath}/{name}:{st.st_size}:{st.st_mtime_ns}\n".encode())
    return h.hexdigest()


class NotesService:
    def __init__(self, store: Store, writer: Writer) -> None:
        self.store = store
        self.writer = writer

    # -- where notes live ----------------------------------------------------------------

    @staticmethod
    def project_dir(scope: str, hint: Path | None) -> Path:
        if is_remote(scope) or scope == GLOBAL:
            raise InvalidInput(
                "project notes live in a local project folder; this scope has none",
                remedy="run this from the project folder or pass --scope <local project path>",
            )
        if hint is not None and read_key(str(hint)) == scope:
            return hint
        path = Path(scope)
        try:
            is_dir = path.is_absolute() and path.is_dir()
        except OSError:  # e.g. a name too long for the filesystem
            is_dir = False
        if not is_dir:
            raise InvalidInput(
                f"no project folder at {scope}",
                remedy="run from inside the project or pass its path",
            )
        return path

    def repo(self, scope: str, hint: Path | None) -> ProjectNotes:
        # Imported here for cold start: the repository's YAML reader is no part of a recall.
        from memlane.notes.repository import ProjectNotes

        return ProjectNotes(self.project_dir(scope, hint), privacy_gate=gate)

    # -- the index -----------------------------------------------------------------------

    def sync(self, scope: str, hint: Path | None, *, force: bool = False) -> NotesListing:
        """Scan the files and bring the store's note rows in line with them."""
        repo = self.repo(scope, hint)
        key = f"notes_fingerprint:{scope}"
        fp = _fingerprint(repo.project_root.joinpath(*MEMORY_DIR))
        result = repo.scan()
        if not force and self.store.meta(key) == fp:
            return NotesListing(list(result.notes), list(result.warnings))
        indexed, skipped = self._index(scope, result.notes)
        self.store.set_meta(key, fp)
        return NotesListing(list(result.notes), list(result.warnings), indexed, skipped)

    def refresh_if_local(self, scope: str, hint: Path | None) -> None:
        """Keep the index current for reads: rescans only when the folder changed and no
        other process is writing, and does nothing for scopes that have no notes (remote,
        global, no such folder)."""
        if is_remote(scope) or scope == GLOBAL:
            return
        try:
            root = self.project_dir(scope, hint)
        except InvalidInput:
            return
        if self.store.meta(f"notes_fingerprint:{scope}") == _fingerprint(
            root.joinpath(*MEMORY_DIR)
        ):
            return
        if self.store.writer_active():
            # Another process writes (a long import): the read answers from the index as it
            # stands instead of waiting up to a minute for the lock; the next read refreshes.
            return
        self.sync(scope, hint)

    def _index(self, scope: str, notes: Sequence[Note]) -> tuple[int, list[dict[str, str]]]:
        existing = {
            r.slug: r
            for r in self.store.iter_records(
                ListFilter(scopes=[scope], kinds=["note"], include_archived=True)
            )
        }
        records: list[Record] = []
        sources: list[str] = []
        for note in notes:
            old = existing.pop(note.id, None)
            if old is not None and old.payload.get("revision") == note.revision:
                continue
            title = note.title or note.relative_path
            records.append(
                Record(
                    id=old.id if old else note_record_id(scope, note.id),
                    kind="note",
                    scope=scope,
                    title=title,
                    body=note.body if note.body.strip() else title,
                    tags=_note_tags(note.tags),
                    archived=note.archived,
                    created_at=note.created_at,
                    updated_at=note.updated_at,
                    slug=note.id,
                    provenance=Provenance(trigger="notes", source=note.relative_path),
                    payload={
                        "relative_path": note.relative_path,
                        "revision": note.revision,
                        "managed": note.managed,
                        "provenance_ids": list(note.provenance_ids),
                    },
                )
            )
            sources.append(note.relative_path)
        # A hand-edited file may hold a credential (or break a bound): it is never copied
        # into the store, and the listing names it.
        result = self.writer.put(records, reason="notes", sources=sources, skip_refused=True)
        with self.store.transaction():
            for gone in existing.values():
                self.writer.delete(gone.id)
        skipped = [
            {
                "relative_path": str(rec.payload["relative_path"]),
                "code": exc.code,
                "message": exc.message,
            }
            for rec, exc in result.refused
        ]
        return result.inserted + result.updated, skipped

    # -- verbs ---------------------------------------------------------------------------

    def create(
        self,
        scope: str,
        hint: Path | None,
        title: str,
        body: str,
        tags: Sequence[str],
        allow_email: bool,
    ) -> Note:
        note = self.repo(scope, hint).create(title, body, tags=tuple(tags), allow_email=allow_email)
        self.sync(scope, hint)
        return note

    def edit(
        self,
        scope: str,
        hint: Path | None,
        note_id: str,
        *,
        revision: str,
        title: str | None,
        body: str | None,
        tags: Sequence[str] | None,
        allow_email: bool,
    ) -> Note:
        note = self.repo(scope, hint).edit(
            note_id,
            revision=revision,
            title=title,
            body=body,
            tags=tuple(tags) if tags is not None else None,
            allow_email=allow_email,
        )
        self.sync(scope, hint)
        return note

    def archive(
        self,
        scope: str,
        hint: Path | None,
        note_id: str,
        revision: str | None,
        *,
        restore: bool = False,
    ) -> Note:
        repo = self.repo(scope, hint)
        note = (
            repo.unarchive(note_id, revision=revision)
            if restore
            else repo.archive(note_id, revision=revision)
        )
        self.sync(scope, hint)
        return note

    def promote(self, scope: str, hint: Path | None, rec: Record, allow_email: bool) -> Note:
        note = self.repo(scope, hint).promote(
            rec.title, rec.body, provenance_id=rec.id, tags=rec.tags, allow_email=allow_email
        )
        self.sync(scope, hint)
        return note

    def read(self, scope: str, hint: Path | None, note_id: str) -> Note:
        return self.repo(scope, hint).read(note_id)

    def links(self, scope: str, hint: Path | None) -> LinkGraph:
        return self.repo(scope, hint).links()

    def search(
        self, scope: str, hint: Path | None, query: str, include_archived: bool, limit: int
    ) -> list[NoteHit]:
        return self.repo(scope, hint).search(query, include_archived=include_archived, limit=limit)
