"""What reached a model and how work went: receipts, exposures, tool calls, hints shown."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from memlane.errors import NotFound
from memlane.store.connection import Connection, translating_errors
from memlane.store.rows import RECEIPT_COLUMNS, parse_ts, receipt_row, ts


@translating_errors
class ActivityTables(Connection):
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
        with self.transaction():
            self._db.execute(
                "INSERT INTO receipts(id, kind, scope, query, created_at) VALUES (?, ?, ?, ?, ?)",
                (receipt_id, kind, scope, query, ts(at)),
            )
            self._db.executemany(
                "INSERT OR IGNORE INTO exposures(receipt_id, record_id, position) VALUES (?, ?, ?)",
                [(receipt_id, rid, i) for i, rid in enumerate(record_ids)],
            )

    def receipt(self, receipt_id: str) -> dict[str, Any]:
        with self._lock:
            row = self._db.execute(
                f"SELECT {RECEIPT_COLUMNS} FROM receipts WHERE id = ?",
                (receipt_id,),
            ).fetchone()
            if row is None:
                raise NotFound(
                    f"no receipt {receipt_id!r}",
                    remedy="pass the receipt id printed by recall or brief",
                )
            ids = [
                r[0]
                for r in self._db.execute(
                    "SELECT record_id FROM exposures WHERE receipt_id = ? ORDER BY position",
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
        with self.transaction():
            cur = self._db.execute(
                "UPDATE receipts SET outcome = ?, outcome_at = ?, outcome_by = ?, "
                "outcome_evidence = ? WHERE id = ? AND outcome IS NULL",
                (
                    outcome,
                    ts(at),
                    by,
                    json.dumps(evidence, ensure_ascii=False) if evidence else None,
                    receipt_id,
                ),
            )
            return cur.rowcount == 1

    def record_outcomes(self, record_id: str) -> list[dict[str, Any]]:
        """Every settled receipt ``record_id`` rode in, oldest first: what moved its confidence."""
        with self._lock:
            rows = self._db.execute(
                "SELECT r.id, r.kind, r.scope, r.query, r.created_at, r.outcome, r.outcome_at, "
                "r.outcome_by, r.outcome_evidence FROM receipts r "
                "JOIN exposures e ON e.receipt_id = r.id "
                "WHERE e.record_id = ? AND r.outcome IS NOT NULL ORDER BY r.outcome_at, r.id",
                (record_id,),
            ).fetchall()
        return [receipt_row(row, None) for row in rows]

    def exposure_counts(self, record_ids: Sequence[str]) -> dict[str, int]:
        if not record_ids:
            return {}
        marks = ",".join("?" * len(record_ids))
        with self._lock:
            rows = self._db.execute(
                f"SELECT record_id, COUNT(*) FROM exposures WHERE record_id IN ({marks}) "
                "GROUP BY record_id",
                list(record_ids),
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
        with self.transaction():
            self._db.execute(
                "INSERT INTO tool_calls(session_id, scope, tool, command, command_hash, errored, "
                "error, at, test_run) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    session_id,
                    scope,
                    tool,
                    command,
                    command_hash,
                    int(errored),
                    error,
                    ts(at),
                    None if test_run is None else int(test_run),
                ),
            )

    def tool_calls(self, session_id: str) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._db.execute(
                "SELECT scope, tool, command, command_hash, errored, error, at, test_run "
                "FROM tool_calls WHERE session_id = ? ORDER BY seq",
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
                "at": parse_ts(at),
                "test_run": None if test is None else bool(test),
            }
            for scope, t, c, h, e, err, at, test in rows
        ]

    def last_tool_call(self, scope: str, command_hash: str) -> dict[str, Any] | None:
        """The newest logged run of a command in ``scope`` (any session), or None."""
        with self._lock:
            row = self._db.execute(
                "SELECT session_id, tool, command, errored, error, at FROM tool_calls "
                "WHERE scope = ? AND command_hash = ? ORDER BY seq DESC LIMIT 1",
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
            "at": parse_ts(at),
        }

    def mark_hint_shown(self, session_id: str, command_hash: str, at: datetime) -> bool:
        """True the first time a hint for this command is shown in this session."""
        with self.transaction():
            cur = self._db.execute(
                "INSERT OR IGNORE INTO hints_shown(session_id, command_hash, at) VALUES (?, ?, ?)",
                (session_id, command_hash, ts(at)),
            )
            return cur.rowcount == 1
