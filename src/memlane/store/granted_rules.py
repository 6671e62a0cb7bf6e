"""The rules of a shared server's per-user store view (:mod:`memlane.store.granted`): what a
user may read (their scope grants) and do (their role), and the lookups every part of the view
checks a row's scope through."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from memlane.core.access import Action, User
from memlane.core.records import Record
from memlane.errors import AccessDenied, NotFound
from memlane.store.protocol import Store


class GrantRules:
    def __init__(self, store: Store, user: User) -> None:
        self._inner = store
        self.user = user
        self.backend = store.backend

    # -- the rules -----------------------------------------------------------------------

    def _readable(self, scope: str) -> bool:
        return self.user.grants(scope)

    def _narrow(self, scopes: Iterable[str] | None) -> list[str] | None:
        """The granted part of ``scopes`` (None: every scope), None only when that is all."""
        if self.user.all_scopes:
            return None if scopes is None else list(scopes)
        if scopes is None:
            scopes = self._inner.scopes()
        return [s for s in scopes if self._readable(s)]

    def _require(self, action: Action, scope: str | None = None) -> None:
        if not self.user.may(action):
            raise AccessDenied(
                f"user {self.user.name!r} ({self.user.role}) may not {action} here",
                remedy=f"ask an admin for the {'writer' if action == 'write' else action} role",
            )
        if scope is not None and not self._readable(scope):
            raise AccessDenied(
                f"user {self.user.name!r} has no grant for scope {scope}",
                remedy="ask an admin to add this scope to your grants",
            )

    def _visible(self, rec: Record | None) -> Record | None:
        return rec if rec is not None and self._readable(rec.scope) else None

    # -- lookups through the grants: outside them a row reads as absent ------------------

    def get(self, record_id: str) -> Record:
        rec = self.maybe_get(record_id)
        if rec is None:
            raise NotFound(f"no record with id {record_id!r}")
        return rec

    def maybe_get(self, record_id: str) -> Record | None:
        return self._visible(self._inner.maybe_get(record_id))

    def receipt(self, receipt_id: str) -> dict[str, Any]:
        found = self._inner.receipt(receipt_id)
        if not self._readable(str(found["scope"])):
            raise NotFound(f"no receipt {receipt_id!r}")
        return found


__all__ = ["GrantRules"]
