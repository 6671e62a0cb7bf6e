"""Memory's curating verbs: forget, restore, edit, pin — a person changing what is stored
(services.curate holds the rules; the JSON corpus export/import is in services.memory_interop)."""

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
