"""Receipts (with who settled their outcome, on what evidence), exposures, tool calls, hints
shown, and the shared server's users and request windows, in PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import psycopg

from memlane.core.access import User
from memlane.core.interop_formats.model import SourceFile
from memlane.errors import Conflict, NotFound
from memlane.store.postgres.connection import PgConnection, translating_pg_errors
from memlane.store.rows import RECEIPT_COLUMNS, receipt_row


@translating_pg_errors
class ActivityTables(PgConnection):
    # -- receipts and exposures ----------------------------------------------------------

    def add_receipt(
        self,
        receipt_id: str,
        *,
        kind: str,
        scope: str,
        query: str | None,
        record_ids: Sequence[str],
        at: datetime,
    ) -> None:
        with self.transaction(), self._conn() as db:
            db.execute(
                "INSERT INTO receipts(id, kind, scope, query, created_at) "
                "VALUES (%s, %s, %s, %s, %s)",
                (receipt_id, kind, scope, query, at),
            )
            with db.cursor() as cur:
                cur.executemany(
                    "INSERT INTO exposures(receipt_id, record_id, position) VALUES (%s, %s, %s) "
                    "ON CONFLICT DO NOTHING",
                    [(receipt_id, rid, i) for i, rid in enumerate(record_ids)],
                )

    def receipt(self, receipt_id: str) -> dict[str, Any]:
        with self._conn() as db:
            row = db.execute(
                f"SELECT {RECEIPT_COLUMNS} FROM receipts WHERE id = %s", (receipt_id,)
            ).fetchone()
            if row is None:
                raise NotFound(
                    f"no receipt {receipt_id!r}",
                    remedy="pass the receipt id printed by recall or brief",
                )
            ids = [
                r[0]
                for r in db.execute(
                    "SELECT record_id FROM exposures WHERE receipt_id = %s ORDER BY position",
                    (receipt_id,),
                )
            ]
        return receipt_row(row, ids)

    def set_receipt_outcome(
        self,
        receipt_id: str,
        outcome: str,
        at: datetime,
        *,
        by: str | None = None,
        evidence: dict[str, Any] | None = None,
    ) -> bool:
        """Record an outcome once (with who settled it and on what evidence); returns False
        if this receipt already had one."""
        with self.transaction(), self._conn() as db:
            cur = db.execute(
                "UPDATE receipts SET outcome = %s, outcome_at = %s, outcome_by = %s, "
                "outcome_evidence = %s WHERE id = %s AND outcome IS NULL",
                (
                    outcome,
                    at,
                    by,
                    json.dumps(evidence, ensure_ascii=False) if evidence else None,
                    receipt_id,
                ),
            )
            return cur.rowcount == 1

    def record_outcomes(self, record_id: str) -> list[dict[str, Any]]:
        """Every settled receipt ``record_id`` rode in, oldest first: what moved its confidence."""
        columns = ", ".join(f"r.{c.strip()}" for c in RECEIPT_COLUMNS.split(","))
        with self._conn() as db:
            rows = db.execute(
                f"SELECT {columns} FROM receipts r JOIN exposures e ON e.receipt_id = r.id "
                "WHERE e.record_id = %s AND r.outcome IS NOT NULL ORDER BY r.outcome_at, r.id",
                (record_id,),
            ).fetchall()
        return [receipt_row(row, None) for row in rows]

    def exposure_counts(self, record_ids: Sequence[str]) -> dict[str, int]:
        if not record_ids:
            return {}
        with self._conn() as db:
            rows = db.execute(
                "SELECT record_id, COUNT(*) FROM exposures WHERE record_id = ANY(%s) "
                "GROUP BY record_id",
                (list(record_ids),),
            ).fetchall()
        return {r[0]: int(r[1]) for r in rows}

    # -- tool calls (failure memory) -----------------------------------------------------

    def add_tool_call(
        self,
        *,
        session_id: str,
        scope: str,
        tool: str,
        command: str,
        command_hash: str,
        errored: bool,
        error: str | None,
        at: datetime,
        test_run: bool | None = None,
    ) -> None:
        with self.transaction(), self._conn() as db:
            db.execute(
                "INSERT INTO tool_calls(session_id, scope, tool, command, command_hash, errored, "
                "error, at, test_run) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
                (session_id, scope, tool, command, command_hash, errored, error, at, test_run),
            )

    def tool_calls(self, session_id: str) -> list[dict[str, Any]]:
        with self._conn() as db:
            rows = db.execute(
                "SELECT scope, tool, command, command_hash, errored, error, at, test_run "
                "FROM tool_calls WHERE session_id = %s ORDER BY seq",
                (session_id,),
            ).fetchall()
        return [
            {
                "scope": scope,
                "tool": t,
                "command": c,
                "command_hash": h,
                "errored": bool(e),
                "error": err,
                "at": at.astimezone(UTC),
                "test_run": test,
            }
            for scope, t, c, h, e, err, at, test in rows
        ]

    def last_tool_call(self, scope: str, command_hash: str) -> dict[str, Any] | None:
        """The newest logged run of a command in ``scope`` (any session), or None."""
        with self._conn() as db:
            row = db.execute(
                "SELECT session_id, tool, command, errored, error, at FROM tool_calls "
                "WHERE scope = %s AND command_hash = %s ORDER BY seq DESC LIMIT 1",
                (scope, command_hash),
            ).fetchone()
        if row is None:
            return None
        sid, tool, command, errored, error, at = row
        return {
            "session_id": sid,
            "tool": tool,
            "command": command,
            "errored": bool(errored),
            "error": error,
            "at": at.astimezone(UTC),
        }

    def mark_hint_shown(self, session_id: str, command_hash: str, at: datetime) -> bool:
        """True the first time a hint for this command is shown in this session."""
        with self.transaction(), self._conn() as db:
            cur = db.execute(
                "INSERT INTO hints_shown(session_id, command_hash, at) VALUES (%s, %s, %s) "
                "ON CONFLICT DO NOTHING",
                (session_id, command_hash, at),
            )
            return cur.rowcount == 1

    # -- imported agent-memory files -----------------------------------------------------

    def import_sources(self, scope: str, format: str) -> list[SourceFile]:
        """Every file imported into ``scope`` as ``format``, by path."""
        with self._conn() as db:
            rows = db.execute(
                "SELECT path, sha256, content, layout, imported_at FROM import_sources "
                "WHERE scope = %s AND format = %s ORDER BY path",
                (scope, format),
            ).fetchall()
        out = []
        for path, digest, content, layout, imported_at in rows:
            role, units = SourceFile.parse_layout(layout)
            out.append(
                SourceFile(
                    scope, format, path, digest, bytes(content), role, units,
                    imported_at.astimezone(UTC),
                )
            )  # fmt: skip
        return out

    def put_import_sources(self, files: Sequence[SourceFile]) -> None:
        """Insert or replace each file (keyed by scope, format and path)."""
        if not files:
            return
        with self.transaction(), self._conn() as db, db.cursor() as cur:
            cur.executemany(
                "INSERT INTO import_sources(scope, format, path, sha256, content, layout, "
                "imported_at) VALUES (%s, %s, %s, %s, %s, %s, %s) "
                "ON CONFLICT (scope, format, path) DO UPDATE SET sha256 = excluded.sha256, "
                "content = excluded.content, layout = excluded.layout, "
                "imported_at = excluded.imported_at",
                [
                    (f.scope, f.format, f.path, f.sha256, f.content, f.layout_json(), f.imported_at)
                    for f in files
                ],
            )

    # -- users and request windows (the shared server) -----------------------------------

    def add_user(self, user: User) -> None:
        with self.transaction(), self._conn() as db:
            try:
                with db.transaction():
                    db.execute(
                        "INSERT INTO users(name, role, scopes, token_hash, created_at) "
                        "VALUES (%s, %s, %s, %s, %s)",
                        (
                            user.name,
                            user.role,
                            json.dumps(list(user.scopes)),
                            user.token_hash,
                            user.created_at,
                        ),
                    )
            except psycopg.errors.UniqueViolation as exc:
                raise Conflict(
                    f"a user named {user.name!r} already exists",
                    remedy=f"pick another name, or `memlane users remove {user.name}` first",
                ) from exc

    def users(self) -> list[User]:
        with self._conn() as db:
            rows = db.execute(
                "SELECT name, role, scopes, token_hash, created_at FROM users ORDER BY name"
            ).fetchall()
        return [_user(r) for r in rows]

    def user_by_token(self, token_hash: str) -> User | None:
        with self._conn() as db:
            row = db.execute(
                "SELECT name, role, scopes, token_hash, created_at FROM users "
                "WHERE token_hash = %s",
                (token_hash,),
            ).fetchone()
        return _user(row) if row else None

    def remove_user(self, name: str) -> User:
        with self.transaction(), self._conn() as db:
            row = db.execute(
                "DELETE FROM users WHERE name = %s "
                "RETURNING name, role, scopes, token_hash, created_at",
                (name,),
            ).fetchone()
        if row is None:
            raise NotFound(f"no user named {name!r}", remedy="list them with `memlane users list`")
        return _user(row)

    def count_request(self, key: str, window_start: datetime) -> int:
        """Count one request in ``key``'s window; returns the window's count so far.

        One atomic upsert outside the write lock: request counting never waits for writers.
        """
        with self._conn() as db:
            row = db.execute(
                "INSERT INTO request_windows(key, window_start, n) VALUES (%s, %s, 1) "
                "ON CONFLICT (key, window_start) DO UPDATE SET n = request_windows.n + 1 "
                "RETURNING n",
                (key, window_start),
            ).fetchone()
            db.execute(
                "DELETE FROM request_windows WHERE key = %s AND window_start < %s",
                (key, window_start),
            )
        return int(row[0]) if row else 1


def _user(row: Sequence[Any]) -> User:
    name, role, scopes, token_hash, created = row
    return User(
        name=name,
        role=role,
        scopes=tuple(json.loads(scopes)),
        token_hash=token_hash,
        created_at=created.astimezone(UTC) if isinstance(created, datetime) else created,
    )
