"""Memory's curating verbs: forget, restore, edit, pin and the JSON corpus export/import —
a person changing what is stored (services.curate holds the rules)."""

from __future__ import annotations

from typing import Any

from memlane.core.records import Record
from memlane.services import curate
from memlane.services.memory_base import MemoryBase
from memlane.services.team_reads import routed_edit, routed_forget


class CurateVerbs(MemoryBase):
    def forget(self, handle: str, *, scope: str | None = None) -> Record:
        """Delete a memory (its versions stay in history)."""
        remote = routed_forget(self._remotes.for_scope(self.scope_for(scope)), handle)
        if remote is not None:
            return remote
        rec = self.get(handle, scope=scope)
        return self._writer.delete(rec.id)

    def restore(self, handle: str, *, scope: str | None = None) -> Record:
        """Bring back a forgotten memory as it was: by the id `forget` returned, or by its
        slug (the memory last forgotten under it that the scope sees)."""
        read, mode = self.scope_for(scope), self._mode(None)
        return curate.restore(self._store, self._writer, handle, read_scope=read, mode=mode)

    def edit(
        self,
        handle: str,
        *,
        scope: str | None = None,
        allow_email: bool | None = None,
        **changes: Any,
    ) -> Record:
        """Edit fields of a memory in place (history kept); a pattern's text edit resets its
        confidence to 1.0."""
        email = self.settings.allow_email if allow_email is None else allow_email
        route = self._remotes.for_scope(self.scope_for(scope))
        remote = routed_edit(route, handle, changes, allow_email=email)
        if remote is not None:
            return remote
        return curate.edit(self._writer, self.get(handle, scope=scope), changes, allow_email=email)

    def pin(self, handle: str, pinned: bool = True, *, scope: str | None = None) -> Record:
        """Pin (or unpin) a memory: pinned memories come first in every brief."""
        return self.edit(handle, scope=scope, pinned=pinned)

    def export(self, *, scope: str | None = None, all_scopes: bool = True) -> dict[str, Any]:
        """The JSON corpus (every record, archived included); one scope unless all_scopes."""
        scopes = None if all_scopes else [self.scope_for(scope)]
        return curate.export_corpus(self._store, scopes=scopes)

    def import_(self, data: dict[str, Any], *, allow_email: bool | None = None) -> dict[str, int]:
        """Merge a JSON corpus by id: existing records win; re-importing adds nothing. The
        read gate judges the new records later (a server when idle, reindex, or their first
        recall): judging them here cost an import ~4 ms a record, more than embedding them."""
        email = self.settings.allow_email if allow_email is None else allow_email
        return curate.import_corpus(self._store, self._writer, data, allow_email=email)
