"""Memory's verbs for a shared server: users (``memlane users``), authentication, the rate
limit, and a request's view of memory as one user."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Self

from memlane.core.access import User
from memlane.services.access import AccessService
from memlane.services.brief import BriefCache
from memlane.services.memory_base import MemoryBase
from memlane.services.notes import NotesService
from memlane.services.ranking import Scored
from memlane.services.recall import recall_candidates
from memlane.services.write import Writer
from memlane.store.granted import GrantedStore


class AccessVerbs(MemoryBase):
    def users_add(self, name: str, *, role: str, scopes: Sequence[str] = ()) -> tuple[User, str]:
        """Add a user with a role (reader, writer, admin) and scope grants (none: every
        scope); returns the user and its token, which is shown once and stored hashed."""
        return AccessService(self._store).add(name, role, scopes)

    def users_list(self) -> list[User]:
        """Every user of this store (names, roles, grants; never tokens)."""
        return AccessService(self._store).list()

    def users_remove(self, name: str) -> User:
        """Remove a user: its token stops working at once, on every server."""
        return AccessService(self._store).remove(name)

    def authenticate(self, token: str) -> User | None:
        """The user a token belongs to, or None."""
        return AccessService(self._store).authenticate(token)

    def session_secret(self) -> str:
        """The store's key for signing browser sessions (shared by every server on it)."""
        return AccessService(self._store).session_secret()

    def admit(self, user: User) -> None:
        """Count one request against the user's rate limit (RateLimited past it)."""
        AccessService(self._store).admit(user.name, self.settings.rate_limit)

    def candidates(
        self,
        query: str,
        *,
        scope: str | None = None,
        level: str | None = None,
        kinds: Sequence[str] | None = None,
        limit: int | None = None,
        mode: str | None = None,
    ) -> list[Scored]:
        """The gated recall candidates of this store, unpacked and unrecorded: what a team
        server answers a client's recall with (the client packs them with its own)."""
        return recall_candidates(
            self._store,
            self._embeddings,
            query,
            read_scope=self.scope_for(scope),
            mode=self._mode(mode or "exact"),
            level=level or self.settings.aggressiveness,
            limit=limit,
            kinds=kinds,
        )

    def as_user(self, user: User) -> Self:
        """This memory as ``user`` sees it: reads narrowed to the user's scope grants, writes
        refused without the writer role, and every record written carries the user's name.

        A shallow copy over a :class:`GrantedStore`; settings, the embedder and the read gate
        are shared with this Memory, the brief cache only with views under the same grants.
        """
        view = copy.copy(self)
        view._user = user
        granted = GrantedStore(self._store, user)
        view._store = granted
        view._embeddings = self._embeddings.on_store(granted)
        view._writer = Writer(granted, view._embeddings, author=user.name)
        view._notes = NotesService(granted, view._writer)
        grants = tuple(sorted(user.scopes))
        view._brief_cache = self._grant_brief_caches.setdefault(grants, BriefCache())
        return view
