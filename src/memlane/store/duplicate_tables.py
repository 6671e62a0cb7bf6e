"""The near-duplicate guard's signature index (m016): each fact's token set and its
signatures (core/duplicate_signatures.py), written in the same transaction as the fact.

Invariant: every fact row has its current text's token set and signatures (each carrying
the fact's token count, m018) indexed, so a lookup of a new text's probes finds every fact of
the scope with Jaccard >= the threshold, with the tokens to compare it exactly (decoding each
candidate's record was most of the guard's time). A version's rows are removed by recomputing
them from it, so how signatures are computed may only change with a migration that rebuilds
the index. The lookup checks the live row, so a row left behind could never answer.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Iterable, Sequence

from memlane.core.duplicate_signatures import (
    agreeing_needed,
    index_entry,
    may_be_near,
    probes,
    size_range,
    stored_tokens,
)
from memlane.core.records import Record
from memlane.store.connection import Connection, translating_errors


def index_rows(records: Iterable[Record]) -> list[tuple[str, str, int, list[int]]]:
    """(record id, token string, token count, signatures) of the facts among ``records``."""
    return [(r.id, *index_entry(r.scope, r.title, r.body)) for r in records if r.kind == "fact"]


@translating_errors
class DuplicateTables(Connection):
    def _index_signatures(self, records: Sequence[Record], replaced: Sequence[Record] = ()) -> None:
        """Inside the caller's write transaction: index the facts among ``records``, after
        dropping what the ``replaced`` versions had (an update may change kind, scope or
        text)."""
        self._drop_signatures(*replaced)
        rows = index_rows(records)
        self._db.executemany(
            "INSERT OR REPLACE INTO fact_tokens(record_id, tokens, n) VALUES (?, ?, ?)",
            [(rid, tokens, n) for rid, tokens, n, _ in rows],
        )
        self._db.executemany(
            "INSERT OR IGNORE INTO fact_signatures(sig, record_id, n) VALUES (?, ?, ?)",
            [(sig, rid, n) for rid, _, n, sigs in rows for sig in sigs],
        )

    def _drop_signatures(self, *old: Record) -> None:
        """Remove what these stored versions put in the index. Their signatures are
        recomputed (a function of scope, title and body alone), so the table needs no second
        index by record id (24 MB at 100k records)."""
        self._db.executemany(
            "DELETE FROM fact_signatures WHERE sig = ? AND record_id = ?",
            [(sig, rid) for rid, _, _, sigs in index_rows(old) for sig in sigs],
        )
        self._db.executemany("DELETE FROM fact_tokens WHERE record_id = ?", [(r.id,) for r in old])

    def near_duplicate_candidates(self, scope: str, tokens: frozenset[str]) -> dict[str, list[str]]:
        """The unarchived facts of ``scope`` that may be near duplicates of ``tokens`` (enough
        signatures in common for their size, core/duplicate_signatures.may_be_near, or a size
        in range for a long text), each with its distinct tokens."""
        wanted = probes(scope, tokens)
        live = "AND r.scope = ? AND r.kind = 'fact' AND r.archived = 0"
        with self._lock:
            if wanted is None:
                low, high = size_range(len(tokens))
                rows = self._db.execute(
                    "SELECT t.record_id, t.tokens FROM fact_tokens t CROSS JOIN records r "
                    f"ON r.id = t.record_id WHERE t.n BETWEEN ? AND ? {live}",
                    (low, high, scope),
                )
                return {rid: stored_tokens(text) for rid, text in rows}
            if not wanted:
                return {}
            needed = agreeing_needed(len(tokens))
            per = self._db.getlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER)
            if len(wanted) + 2 * len(needed) + 1 > per:
                return self._candidates_in_chunks(scope, tokens, wanted, per)
            # One statement: SQLite counts each fact's agreeing signatures (its size rides on
            # its signature rows, m018), keeps those that can still reach the threshold
            # (may_be_near as a CASE over the sizes in range) and reads their token lists if
            # they are live. Two statements and the bound in Python were a fifth of the guard.
            cases = " ".join("WHEN ? THEN ?" for _ in needed)
            return {
                rid: stored_tokens(text)
                for rid, text in self._db.execute(
                    "SELECT t.record_id, t.tokens FROM (SELECT record_id FROM fact_signatures "
                    f"WHERE sig IN ({','.join('?' * len(wanted))}) GROUP BY record_id "
                    f"HAVING COUNT(*) >= CASE n {cases} END) a "
                    "JOIN fact_tokens t ON t.record_id = a.record_id WHERE EXISTS ("
                    # The live test reads the covering index (scope, archived, kind, id), not
                    # the record's row (which the planner chose by id when left to itself).
                    "SELECT 1 FROM records r INDEXED BY records_scope_live "
                    "WHERE r.scope = ? AND r.archived = 0 AND r.kind = 'fact' "
                    "AND r.id = t.record_id)",
                    (*wanted, *(v for pair in needed for v in pair), scope),
                )
            }

    def _candidates_in_chunks(
        self, scope: str, tokens: frozenset[str], wanted: Sequence[int], per: int
    ) -> dict[str, list[str]]:
        """:meth:`near_duplicate_candidates` for a probe list past one statement's parameters:
        agreeing signatures are counted across statements, so none may drop a fact early."""
        agreeing: Counter[str] = Counter()
        sizes: dict[str, int | None] = {}
        for start in range(0, len(wanted), per):
            chunk = wanted[start : start + per]
            for rid, n, k in self._db.execute(
                "SELECT record_id, n, COUNT(*) FROM fact_signatures "
                f"WHERE sig IN ({','.join('?' * len(chunk))}) GROUP BY record_id",
                chunk,
            ):
                agreeing[rid] += k
                sizes[rid] = n
        ids = sorted(
            rid
            for rid, k in agreeing.items()
            if (n := sizes[rid]) is not None and may_be_near(len(tokens), n, k)
        )
        out: dict[str, list[str]] = {}
        for start in range(0, len(ids), per - 1):
            some = ids[start : start + per - 1]
            out.update(
                (rid, stored_tokens(text))
                for rid, text in self._db.execute(
                    "SELECT t.record_id, t.tokens FROM fact_tokens t "
                    f"WHERE t.record_id IN ({','.join('?' * len(some))}) AND EXISTS ("
                    "SELECT 1 FROM records r INDEXED BY records_scope_live "
                    "WHERE r.scope = ? AND r.archived = 0 AND r.kind = 'fact' "
                    "AND r.id = t.record_id)",
                    (*some, scope),
                )
            )
        return out


__all__ = ["DuplicateTables", "index_rows"]
