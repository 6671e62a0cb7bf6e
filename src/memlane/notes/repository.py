"""``ProjectNotes``: the notes of one project, read from and written to ``.agents/memory``.

The files are the source of truth: every call re-reads them (:mod:`memlane.notes.reading`),
ids are resolved by scanning (callers never pass a path), and a scan reports each unusable file
as a warning instead of failing. Every write re-checks the revision under a folder lock, passes
the privacy gate for the text it introduces, and lands atomically.
"""

from __future__ import annotations

import builtins
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from memlane.core.frontmatter import (
    NoteMeta,
    clean_tags,
    clean_title,
    meta_mapping,
    note_filename,
    render_note,
)
from memlane.core.privacy import PrivacyFields
from memlane.errors import (
    AmbiguousHandle,
    Conflict,
    InvalidInput,
    NotFound,
    PayloadTooLarge,
    WritesDisabled,
)
from memlane.notes.files import (
    ReadProblem,
    ensure_memory_root,
    folder_lock,
    memory_root,
    note_path,
    read_note_file,
    write_atomic,
)
from memlane.notes.links import build_link_graph
from memlane.notes.model import (
    MAX_NOTE_BYTES,
    UNMANAGED_TAG,
    LinkGraph,
    Note,
    NoteHit,
    NoteWarning,
    ScanResult,
)
from memlane.notes.note_search import NoteIndex
from memlane.notes.reading import ROOT_PATH, note_from_meta, revision_of, scan_folder

CONFLICT_MESSAGE = "the note changed on disk; reload before saving"
# Like git: a note is named by its id or by a unique prefix this long (a shorter one would
# name notes by accident), and a revision by the first 12 characters `notes edit` prints.
MIN_ID_PREFIX = 4
MIN_REVISION_PREFIX = 12
MAX_PROVENANCE_IDS = 100


def _now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


class PrivacyGate(Protocol):
    """The write gate, handed in by the services layer (``services.write.gate``)."""

    def __call__(
        self, fields: PrivacyFields, *, allow_email: bool, source: str | None = None
    ) -> None: ...


class ProjectNotes:
    """The ``.agents/memory`` notes of one local project, addressed by note id.

    Reading needs nothing; writing needs the privacy gate (``privacy_gate``), which the
    services layer passes in so that one module owns every write of memory text.
    """

    def __init__(
        self,
        project_root: Path,
        *,
        clock: Callable[[], datetime] | None = None,
        privacy_gate: PrivacyGate | None = None,
    ) -> None:
        self.project_root = Path(project_root)
        self._clock = clock or _now
        self._gate = privacy_gate

    # -- reading -------------------------------------------------------------------------

    def scan(self) -> ScanResult:
        """All notes and warnings; never raises for anything found on disk."""
        try:
            root = memory_root(self.project_root)
        except NotFound as exc:
            return ScanResult(warnings=(NoteWarning(ROOT_PATH, "unreadable", exc.message),))
        except InvalidInput as exc:
            return ScanResult(warnings=(NoteWarning(ROOT_PATH, "symlink_rejected", exc.message),))
        if not root.exists():
            return ScanResult()
        if not root.is_dir():
            message = ".agents/memory is a file, not a folder"
            return ScanResult(warnings=(NoteWarning(ROOT_PATH, "unreadable", message),))
        return scan_folder(root)

    def list(self, include_archived: bool = False) -> builtins.list[Note]:
        """Notes, most recently updated first (archived ones only when asked)."""
        notes = [n for n in self.scan().notes if include_archived or not n.archived]
        return sorted(notes, key=lambda n: (-n.updated_at.timestamp(), n.title.casefold(), n.id))

    def read(self, note_id: str) -> Note:
        """The note with ``note_id``; ``NotFound`` if no readable note has it."""
        return self._find(self.scan(), note_id)

    def links(self) -> LinkGraph:
        """The link graph over every note, archived ones included (a link to an archived
        note is not broken)."""
        return build_link_graph(self.scan().notes)

    def search(
        self, query: str, include_archived: bool = False, limit: int = 20
    ) -> builtins.list[NoteHit]:
        """TF-IDF search; at most 20 hits with excerpts of at most 600 characters."""
        notes = [n for n in self.scan().notes if include_archived or not n.archived]
        return NoteIndex(notes).search(query, limit=limit)

    def find_by_provenance(self, provenance_id: str) -> Note | None:
        """The first note (archived or not) carrying ``provenance_id``, if any."""
        return next((n for n in self.scan().notes if provenance_id in n.provenance_ids), None)

    # -- writing -------------------------------------------------------------------------

    def create(
        self,
        title: str,
        body: str,
        tags: Iterable[str] = (),
        provenance_ids: Iterable[str] = (),
        allow_email: bool = False,
    ) -> Note:
        """Write a new managed note ``<slug(title)>-<id[:8]>.md``."""
        root = ensure_memory_root(self.project_root)
        with folder_lock(root):
            return self._create(root, title, body, tags, provenance_ids, allow_email)

    def promote(
        self,
        title: str,
        body: str,
        *,
        provenance_id: str,
        tags: Iterable[str] = (),
        allow_email: bool = False,
    ) -> Note:
        """Create a note from a memory record, refusing (``Conflict``) when a note already
        carries ``provenance_id`` so the same record is never promoted twice."""
        if not isinstance(provenance_id, str) or not provenance_id.strip():
            raise InvalidInput("provenance_id is empty", remedy="pass the id of the record")
        provenance_id = provenance_id.strip()
        root = ensure_memory_root(self.project_root)
        with folder_lock(root):
            existing = next(
                (n for n in scan_folder(root).notes if provenance_id in n.provenance_ids), None
            )
            if existing is not None:
                raise Conflict(
                    f"{provenance_id} is already promoted as note {existing.id}",
                    remedy=f"open it with `memlane notes read {existing.id}`",
                    note_id=existing.id,
                )
            return self._create(root, title, body, tags, [provenance_id], allow_email)

    def edit(
        self,
        note_id: str,
        *,
        revision: str,
        title: str | None = None,
        body: str | None = None,
        tags: Iterable[str] | None = None,
        allow_email: bool = False,
    ) -> Note:
        """Rewrite a note if ``revision`` is still current (else ``Conflict``). A plain
        Markdown note gains frontmatter and a uuid id and keeps its file path."""
        root = self._existing_root(note_id)
        with folder_lock(root):
            current = self._current(root, note_id, revision)
            new_title = _title(title) if title is not None else current.title
            new_body = body if body is not None else current.body
            new_tags = _tags(tags) if tags is not None else _kept_tags(current)
            changed = {
                "title": new_title if new_title != current.title else None,
                "body": new_body if new_body != current.body else None,
                "tags": " ".join(new_tags) if new_tags != current.tags else None,
            }
            if current.managed and not any(v is not None for v in changed.values()):
                return current
            meta = _meta_for(current, self._clock(), title=new_title, tags=new_tags)
            return self._save(root, current.relative_path, meta, new_body, changed, allow_email)

    def archive(self, note_id: str, *, revision: str | None = None) -> Note:
        """Set ``archived: true``; the file stays. Archiving an archived note is a no-op."""
        return self._set_archived(note_id, revision, archived=True)

    def unarchive(self, note_id: str, *, revision: str | None = None) -> Note:
        """Set ``archived: false`` again; a note that is not archived is returned as is."""
        return self._set_archived(note_id, revision, archived=False)

    # -- internals -----------------------------------------------------------------------

    def _set_archived(self, note_id: str, revision: str | None, *, archived: bool) -> Note:
        root = self._existing_root(note_id)
        with folder_lock(root):
            current = self._current(root, note_id, revision)
            if current.archived == archived:
                return current
            meta = replace(
                _meta_for(current, self._clock(), title=current.title, tags=_kept_tags(current)),
                archived=archived,
            )
            # The flag introduces no text, so the privacy gate has nothing new to check.
            return self._save(root, current.relative_path, meta, current.body, {}, False)

    def _create(
        self,
        root: Path,
        title: str,
        body: str,
        tags: Iterable[str],
        provenance_ids: Iterable[str],
        allow_email: bool,
    ) -> Note:
        clean = _title(title)
        clean_tag_list = _tags(tags)
        now = self._clock()
        meta = NoteMeta(
            id=str(uuid.uuid4()),
            title=clean,
            created_at=now,
            updated_at=now,
            tags=clean_tag_list,
            provenance_ids=_provenance(provenance_ids),
        )
        rel = note_filename(clean, meta.id)
        if (root / rel).exists() or (root / rel).is_symlink():
            raise Conflict(f"{rel} already exists", remedy="retry; a fresh id is drawn each time")
        fields = {"title": clean, "body": body, "tags": " ".join(clean_tag_list)}
        return self._save(root, rel, meta, body, fields, allow_email)

    def _current(self, root: Path, note_id: str, revision: str | None) -> Note:
        current = self._find(scan_folder(root), note_id)
        if revision is None:
            return current
        # Re-read just this file: the scan above may have taken a while on a large folder.
        try:
            data = read_note_file(note_path(root, current.relative_path)).data
        except ReadProblem as problem:
            raise Conflict(CONFLICT_MESSAGE, remedy=problem.message, note_id=note_id) from None
        if not _same_revision(revision, revision_of(data), current.revision):
            raise Conflict(
                CONFLICT_MESSAGE,
                remedy=f"reload with `memlane notes read {note_id}` and reapply your edit",
                note_id=note_id,
            )
        return current

    def _save(
        self,
        root: Path,
        relative_path: str,
        meta: NoteMeta,
        body: str,
        changed: Mapping[str, str | None],
        allow_email: bool,
    ) -> Note:
        _check_text(body)
        data = render_note(meta_mapping(meta), body).encode("utf-8")
        if len(data) > MAX_NOTE_BYTES:
            raise PayloadTooLarge(
                f"the note would be {len(data)} bytes; notes are limited to 256 KiB",
                remedy="shorten the note or split it into several notes",
            )
        if self._gate is None:
            raise WritesDisabled(
                "these project notes were opened read-only",
                remedy="write notes through memlane (memlane notes create/edit, Memory.notes_*)",
            )
        if any(v is not None for v in changed.values()):
            self._gate(changed, allow_email=allow_email, source=relative_path)
        write_atomic(note_path(root, relative_path), data)
        return note_from_meta(meta, body, relative_path, revision_of(data))

    def _existing_root(self, note_id: str) -> Path:
        root = memory_root(self.project_root)
        if not root.is_dir():
            raise NotFound(
                f"no note with id {note_id}: the project has no .agents/memory folder",
                remedy="create a note first with `memlane notes create`",
            )
        return root

    @staticmethod
    def _find(result: ScanResult, note_id: str) -> Note:
        """The note whose id is ``note_id``, else the one note whose id starts with it (at
        least MIN_ID_PREFIX characters); several such notes are ``AmbiguousHandle``."""
        for note in result.notes:
            if note.id == note_id:
                return note
        found = [n for n in result.notes if n.id.startswith(note_id)]
        if len(note_id) >= MIN_ID_PREFIX and len(found) == 1:
            return found[0]
        if len(note_id) >= MIN_ID_PREFIX and found:
            ids = sorted(n.id for n in found)
            raise AmbiguousHandle(
                f"{note_id!r} starts {len(found)} note ids: {', '.join(ids[:5])}",
                remedy="pass more characters of the note id",
                candidates=ids,
            )
        raise NotFound(f"no note with id {note_id}", remedy="list notes with `memlane notes list`")


def _same_revision(given: str, *current: str) -> bool:
    """Whether ``given`` names the current revision: all of it, or its first
    MIN_REVISION_PREFIX or more characters (what `notes edit` prints). Anything shorter, or
    not hexadecimal, is refused as input rather than reported as a stale revision."""
    given = given.strip().lower()
    if len(given) < MIN_REVISION_PREFIX or any(c not in "0123456789abcdef" for c in given):
        raise InvalidInput(
            f"{given!r} is not a note revision: it is {MIN_REVISION_PREFIX} to 64 hex characters",
            remedy="pass the revision `memlane notes read <id>` prints (its first "
            f"{MIN_REVISION_PREFIX} characters are enough), or leave --revision out",
        )
    return all(rev.startswith(given) for rev in current)


def _meta_for(current: Note, now: datetime, *, title: str, tags: tuple[str, ...]) -> NoteMeta:
    """The header for rewriting ``current``: a plain file gets a fresh uuid here."""
    return NoteMeta(
        id=current.id if current.managed else str(uuid.uuid4()),
        title=title,
        created_at=current.created_at,
        updated_at=max(now, current.updated_at),
        archived=current.archived,
        tags=tags,
        provenance_ids=current.provenance_ids,
        extra=dict(current.extra),
    )


def _kept_tags(note: Note) -> tuple[str, ...]:
    # "unmanaged" describes the file, not the content; it goes once the file gets frontmatter.
    return note.tags if note.managed else tuple(t for t in note.tags if t != UNMANAGED_TAG)


def _title(title: str) -> str:
    if not isinstance(title, str):
        raise InvalidInput("title must be text")
    try:
        return clean_title(title)
    except ValueError as exc:
        raise InvalidInput(str(exc), remedy="pass a one-line title") from exc


def _tags(tags: Iterable[str]) -> tuple[str, ...]:
    if isinstance(tags, str):
        tags = [tags]
    try:
        return clean_tags(tags)
    except ValueError as exc:
        raise InvalidInput(str(exc), remedy="pass short one-line tags") from exc


def _provenance(ids: Iterable[str]) -> tuple[str, ...]:
    if isinstance(ids, str):
        ids = [ids]
    out = tuple(dict.fromkeys(i.strip() for i in ids if isinstance(i, str) and i.strip()))
    if len(out) > MAX_PROVENANCE_IDS:
        raise InvalidInput(f"a note holds at most {MAX_PROVENANCE_IDS} provenance ids")
    return out


def _check_text(body: str) -> None:
    if not isinstance(body, str):
        raise InvalidInput("body must be text")
    if "\x00" in body:
        raise InvalidInput(
            "the body contains NUL bytes; notes hold text, not binary data",
            remedy="store binary files elsewhere and link to them",
        )
    try:
        body.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInput(
            "the body is not encodable as UTF-8", remedy="remove stray surrogate characters"
        ) from exc


__all__ = [
    "CONFLICT_MESSAGE",
    "ProjectNotes",
]
