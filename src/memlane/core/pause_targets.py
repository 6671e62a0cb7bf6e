"""What a pause names: a workspace (``scope:<key>``, every session in it) or one agent session
(``session:<id>``). The store keeps targets as this text; services build them and the shared
server's grants read the scope they govern."""

from __future__ import annotations

SCOPE_TARGET = "scope:"
SESSION_TARGET = "session:"

__all__ = ["SCOPE_TARGET", "SESSION_TARGET"]
