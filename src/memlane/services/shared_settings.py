"""A team store's settings: one JSON object in the store's metadata, shared by every server
process on the database (see :class:`memlane.live_settings.SharedSettings`)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from memlane.store.protocol import Store

SETTINGS_KEY = "settings"


class StoreSettings:
    def __init__(self, store: Store) -> None:
        self.store = store

    def read(self) -> str | None:
        return self.store.meta(SETTINGS_KEY)

    def merge(self, patch: Mapping[str, Any]) -> None:
        # Read and write under the write lock: two servers changing different settings at
        # once both keep their change.
        with self.store.transaction():
            current = json.loads(self.store.meta(SETTINGS_KEY) or "{}")
            current.update(patch)
            self.store.set_meta(SETTINGS_KEY, json.dumps(current, sort_keys=True))
