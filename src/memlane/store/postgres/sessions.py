"""Agent sessions as hooks see them, in PostgreSQL: the receipts each session received, its
workspace, the task of its latest prompt, whether its context was just compacted, and where
injection is paused (the SQLite store's session_tables)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from memlane.store.postgres.connection import PgConnection, translating_pg_errors
from memlane.store.rows import parse_ts

_UNSET: Any = object()


@translating_pg_errors
class SessionTables(PgConnection):
    def link_receipt(self, session_id: str, receipt_id: str, at: datetime) -> None:
        """Note that ``receipt_id`` (a brief or packet) was injected into ``session_id``."""
        with self.transaction(), self._conn() as db:
            db.execute(
                "INSERT INTO session_receipts(session_id, receipt_id, at) VALUES (%s, %s, %s) "
                "ON CONFLICT DO NOTHING",
                (session_id, receipt_id, at),
            )

    def session_receipts(self, session_id: str) -> list[dict[str, Any]]:
        """The receipts injected into a session, oldest first, with their outcome so far."""
        with self._conn() as db:
            rows = db.execute(
                "SELECT r.id, r.kind, r.scope, r.query, r.created_at, r.outcome "
                "FROM session_receipts s JOIN receipts r ON r.id = s.receipt_id "
                "WHERE s.session_id = %s ORDER BY r.created_at, r.id",
                (session_id,),
            ).fetchall()
        return [
            {
                "id": rid,
                "kind": kind,
                "scope": scope,
                "query": query,
                "created_at": parse_ts(created),
                "outcome": outcome,
            }
            for rid, kind, scope, query, created, outcome in rows
        ]

    def agent_session(self, session_id: str) -> dict[str, Any] | None:
        with self._conn() as db:
            row = db.execute(
                "SELECT session_id, scope, agent, task, compacted_at, updated_at "
                "FROM agent_sessions WHERE session_id = %s",
                (session_id,),
            ).fetchone()
        if row is None:
            return None
        sid, scope, agent, task, compacted, updated = row
        return {
            "session_id": sid,
            "scope": scope,
            "agent": agent,
            "task": task,
            "compacted_at": parse_ts(compacted),
            "updated_at": parse_ts(updated),
        }

    def touch_agent_session(
        self,
        session_id: str,
        *,
        scope: str,
        agent: str | None,
        at: datetime,
        task: str | None = _UNSET,
        compacted_at: datetime | None = _UNSET,
    ) -> None:
        """Create or update a session's row; fields left out keep their value."""
        with self.transaction(), self._conn() as db:
            db.execute(
                "INSERT INTO agent_sessions(session_id, scope, agent, updated_at) "
                "VALUES (%s, %s, %s, %s) ON CONFLICT (session_id) DO UPDATE SET "
                "scope = excluded.scope, agent = COALESCE(excluded.agent, agent_sessions.agent), "
                "updated_at = excluded.updated_at",
                (session_id, scope, agent, at),
            )
            if task is not _UNSET:
                db.execute(
                    "UPDATE agent_sessions SET task = %s WHERE session_id = %s", (task, session_id)
                )
            if compacted_at is not _UNSET:
                db.execute(
                    "UPDATE agent_sessions SET compacted_at = %s WHERE session_id = %s",
                    (compacted_at, session_id),
                )

    # -- paused injection ----------------------------------------------------------------

    def pause(self, target: str, at: datetime) -> bool:
        """Pause injection for ``target`` (``scope:<key>`` or ``session:<id>``); False if it
        already was."""
        with self.transaction(), self._conn() as db:
            cur = db.execute(
                "INSERT INTO paused(target, at) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                (target, at),
            )
            return cur.rowcount == 1

    def resume(self, target: str) -> bool:
        """Lift a pause; False if ``target`` was not paused."""
        with self.transaction(), self._conn() as db:
            cur = db.execute("DELETE FROM paused WHERE target = %s", (target,))
            return cur.rowcount == 1

    def paused(self, targets: list[str]) -> list[str]:
        """Which of ``targets`` are paused."""
        if not targets:
            return []
        with self._conn() as db:
            rows = db.execute(
                "SELECT target FROM paused WHERE target = ANY(%s) ORDER BY target",
                (list(targets),),
            ).fetchall()
        return [r[0] for r in rows]

    def paused_targets(self) -> list[dict[str, Any]]:
        with self._conn() as db:
            rows = db.execute("SELECT target, at FROM paused ORDER BY at, target").fetchall()
        return [{"target": t, "at": parse_ts(at)} for t, at in rows]
