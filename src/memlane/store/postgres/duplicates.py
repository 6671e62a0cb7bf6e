"""The near-duplicate guard's signature index in PostgreSQL (m010), as the SQLite store keeps
it (store/duplicate_tables.py): each fact's token set and signatures, written in the fact's
own transaction; a lookup checks the live row, so rows of a changed record never answer."""

from __future__ import annotations

from collections.abc import Sequence

import psycopg

from memlane.core.duplicate_signatures import (
    MATCHED_PARTS,
    may_be_near,
    probes,
    size_range,
    stored_tokens,
)
from memlane.core.records import Record
from memlane.store.duplicate_tables import index_rows
from memlane.store.postgres.connection import PgConnection, translating_pg_errors


@translating_pg_errors
class DuplicateTables(PgConnection):
    def _index_signatures(
        self, db: psycopg.Connection, records: Sequence[Record], *, replace: bool
    ) -> None:
        """Inside the caller's write transaction on ``db``: index the facts among ``records``
        (``replace``: drop what their ids had first)."""
        if replace:
            ids = [r.id for r in records]
            db.execute("DELETE FROM fact_signatures WHERE record_id = ANY(%s)", (ids,))
            db.execute("DELETE FROM fact_tokens WHERE record_id = ANY(%s)", (ids,))
        rows = index_rows(records)
        if not rows:
            return
        with db.cursor() as cur:
            cur.executemany(
                "INSERT INTO fact_tokens(record_id, tokens, n) VALUES (%s, %s, %s)",
                [(rid, tokens, n) for rid, tokens, n, _ in rows],
            )
            cur.executemany(
                "INSERT INTO fact_signatures(sig, record_id) VALUES (%s, %s) "
                "ON CONFLICT DO NOTHING",
                [(sig, rid) for rid, _, _, sigs in rows for sig in sigs],
            )

    def near_duplicate_candidates(self, scope: str, tokens: frozenset[str]) -> dict[str, list[str]]:
        """The unarchived facts of ``scope`` that may be near duplicates of ``tokens`` (enough
        signatures in common for their size, core/duplicate_signatures.may_be_near, or a size
        in range for a long text), each with its distinct tokens."""
        wanted = probes(scope, tokens)
        if wanted == []:
            return {}
        live = "r.scope = %s AND r.kind = 'fact' AND NOT r.archived"
        with self._conn() as db:
            if wanted is None:
                low, high = size_range(len(tokens))
                rows = db.execute(
                    "SELECT t.record_id, t.tokens FROM fact_tokens t "
                    f"JOIN records r ON r.id = t.record_id WHERE t.n BETWEEN %s AND %s AND {live}",
                    (low, high, scope),
                ).fetchall()
            else:
                agreeing = db.execute(
                    "SELECT s.record_id, s.k, t.n, t.tokens FROM (SELECT record_id, COUNT(*) AS k "
                    "FROM fact_signatures WHERE sig = ANY(%s) GROUP BY record_id "
                    "HAVING COUNT(*) >= %s) s JOIN fact_tokens t ON t.record_id = s.record_id "
                    f"JOIN records r ON r.id = s.record_id WHERE {live}",
                    (wanted, MATCHED_PARTS, scope),
                ).fetchall()
                # Only those that can still reach the threshold are split and compared.
                rows = [
                    (rid, text) for rid, k, n, text in agreeing if may_be_near(len(tokens), n, k)
                ]
        return {rid: stored_tokens(text) for rid, text in rows}


__all__ = ["DuplicateTables"]
