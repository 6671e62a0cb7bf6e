"""Memory's project-notes verbs: the .agents/memory files of the workspace, indexed."""

from __future__ import annotations

import builtins
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from memlane.services.memory_base import MemoryBase
from memlane.services.notes import NotesListing

if TYPE_CHECKING:
    from memlane.notes import LinkGraph, Note, NoteHit


class NotesVerbs(MemoryBase):
    def notes_list(
        self, *, scope: str | None = None, include_archived: bool = False
    ) -> NotesListing:
        """Every note (and scan warning) of the project; refreshes the store's index."""
        listing = self._notes.sync(self.scope_for(scope), self.project_dir)
        if include_archived:
            return listing
        return NotesListing(
            [n for n in listing.notes if not n.archived],
            listing.warnings,
            listing.indexed,
            listing.skipped,
        )

    def notes_read(self, note_id: str, *, scope: str | None = None) -> Note:
        """One project note by id, with its revision (pass it back to ``notes_edit``)."""
        return self._notes.read(self.scope_for(scope), self.project_dir, note_id)

    def notes_create(
        self,
        title: str,
        body: str,
        *,
        tags: Sequence[str] = (),
        scope: str | None = None,
        allow_email: bool | None = None,
    ) -> Note:
        """Write a new project note (``.agents/memory/<slug>-<id>.md``) and index it."""
        return self._notes.create(
            self.scope_for(scope), self.project_dir, title, body, tags, self._email(allow_email)
        )

    def notes_edit(
        self,
        note_id: str,
        *,
        revision: str,
        title: str | None = None,
        body: str | None = None,
        tags: Sequence[str] | None = None,
        scope: str | None = None,
        allow_email: bool | None = None,
    ) -> Note:
        """Save a note if it is still at ``revision`` (else Conflict: reload first)."""
        return self._notes.edit(
            self.scope_for(scope),
            self.project_dir,
            note_id,
            revision=revision,
            title=title,
            body=body,
            tags=tags,
            allow_email=self._email(allow_email),
        )

    def notes_archive(
        self,
        note_id: str,
        *,
        revision: str | None = None,
        scope: str | None = None,
        restore: bool = False,
    ) -> Note:
        """Set ``archived: true`` on a note (the file is never deleted); ``restore``
        undoes it."""
        return self._notes.archive(
            self.scope_for(scope), self.project_dir, note_id, revision, restore=restore
        )

    def notes_links(self, *, scope: str | None = None) -> LinkGraph:
        """The notes' link graph: outbound links, backlinks, broken links and orphans."""
        return self._notes.links(self.scope_for(scope), self.project_dir)

    def notes_search(
        self,
        query: str,
        *,
        scope: str | None = None,
        include_archived: bool = False,
        limit: int = 20,
    ) -> builtins.list[NoteHit]:
        """TF-IDF search over the project's notes (at most ``limit`` hits)."""
        return self._notes.search(
            self.scope_for(scope), self.project_dir, query, include_archived, limit
        )

    def notes_watch(
        self,
        stop_event: Any,
        *,
        scope: str | None = None,
        on_change: Callable[[NotesListing], None] | None = None,
    ) -> bool:
        """Keep the index current until ``stop_event`` is set; False if no watcher could start
        (notes still load, refresh is manual)."""
        read_scope = self.scope_for(scope)
        root = self._notes.project_dir(read_scope, self.project_dir)

        def refresh(_paths: tuple[str, ...]) -> None:
            listing = self._notes.sync(read_scope, self.project_dir)
            if on_change is not None:
                on_change(listing)

        # Imported here for cold start: the watcher (and the notes files module) serve only a
        # long-running process, never a recall or a hook (issue 21).
        from memlane.notes import watch_notes

        return watch_notes(root, refresh, stop_event)

    def notes_promote(
        self, handle: str, *, scope: str | None = None, allow_email: bool | None = None
    ) -> Note:
        """Turn a stored event or fact into a durable note carrying its provenance id."""
        rec = self.get(handle, scope=scope)
        return self._notes.promote(
            self.scope_for(scope), self.project_dir, rec, self._email(allow_email)
        )
