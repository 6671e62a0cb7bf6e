"""The near-duplicate guard's signature index (m016): each fact's token set and its
signatures (core/duplicate_signatures.py), written in the same transaction as the fact, keyed
by the fact's rowid (m020), with its token mask (m021).

Invariant: every fact row has its current text's token set and signatures (each carrying
the fact's token count, m018) indexed, so a lookup of a new text's probes finds every fact of
the scope with Jaccard >= the threshold, with the tokens to compare it exactly (decoding each
candidate's record was most of the guard's time). A version's rows are removed by recomputing
them from it, so how signatures are computed may only change with a migration that rebuilds
the index. The lookup checks the live row, so a row left behind could never answer. A
candidate whose token mask shows it under the threshold is not returned (MaskBound: an upper
bound of the Jaccard, so no near duplicate is ever left out).
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence

from memlane.core.duplicate_signatures import (
    MATCHED_PARTS,
    MaskBound,
    agreeing_needed,
    index_entry,
    may_be_near,
    probes,
    size_range,
    stored_tokens,
    token_mask,
)
from memlane.core.records import Record
from memlane.store.connection import Connection, translating_errors
from memlane.store.migrations_pages import LONG_FACT_TOKENS


def index_rows(records: Iterable[Record]) -> list[tuple[str, str, int, list[int]]]:
    """(record id, token string, token count, signatures) of the facts among ``records``."""
    return [(r.id, *index_entry(r.scope, r.title, r.body)) for r in records if r.kind == "fact"]


@translating_errors
class DuplicateTables(Connection):
    def _index_signatures(
        self,
        records: Sequence[Record],
        replaced: Sequence[Record] = (),
        rowids: Mapping[str, int] | None = None,
    ) -> None:
        """Inside the caller's write transaction: index the facts among ``records``, after
        dropping what the ``replaced`` versions had (an update may change kind, scope or
        text). The records are stored already; ``rowids`` (id -> rowid) saves looking up the
        ones it names."""
        rows = index_rows(records)
        if not rows and not any(r.kind == "fact" for r in replaced):
            return  # no fact among them: nothing to look up
        rowids = self._rowids([r.id for r in (*records, *replaced)], rowids)
        self._drop_signatures(*replaced, rowids=rowids)
        self._db.executemany(
            "INSERT OR REPLACE INTO fact_tokens(record_rowid, tokens, n, mask) VALUES (?, ?, ?, ?)",
            [(rowids[rid], tokens, n, token_mask(tokens.split())) for rid, tokens, n, _ in rows],
        )
        self._db.executemany(
            "INSERT OR IGNORE INTO fact_signatures(sig, record_rowid, n) VALUES (?, ?, ?)",
            [(sig, rowids[rid], n) for rid, _, n, sigs in rows for sig in sigs],
        )

    def _drop_signatures(self, *old: Record, rowids: Mapping[str, int] | None = None) -> None:
        """Remove what these stored versions put in the index (while their rows still exist,
        or with their ``rowids``). Their signatures are recomputed (a function of scope,
        title and body alone), so the table needs no second index by record (24 MB at 100k
        records)."""
        rows = index_rows(old)
        if not rows:
            return
        rowids = self._rowids([rid for rid, *_ in rows], rowids)
        self._db.executemany(
            "DELETE FROM fact_signatures WHERE sig = ? AND record_rowid = ?",
            [(sig, rowids[rid]) for rid, _, _, sigs in rows for sig in sigs],
        )
        self._db.executemany(
            "DELETE FROM fact_tokens WHERE record_rowid = ?", [(rowids[rid],) for rid, *_ in rows]
        )

    def _rowids(self, ids: Sequence[str], known: Mapping[str, int] | None) -> Mapping[str, int]:
        """id -> rowid for ``ids``: those ``known`` names, the rest read from the records."""
        todo = [rid for rid in dict.fromkeys(ids) if known is None or rid not in known]
        if not todo:
            return known or {}
        out = dict(known or {})
        per = self._db.getlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER)
        for start in range(0, len(todo), per):
            chunk = todo[start : start + per]
            out.update(
                self._db.execute(
                    f"SELECT id, rowid FROM records WHERE id IN ({','.join('?' * len(chunk))})",
                    chunk,
                )
            )
        return out

    def near_duplicate_candidates(self, scope: str, tokens: frozenset[str]) -> dict[str, list[str]]:
        """The unarchived facts of ``scope`` that may be near duplicates of ``tokens`` (enough
        signatures in common for their size, core/duplicate_signatures.may_be_near, or a size
        in range for a long text), each with its distinct tokens."""
        wanted = probes(scope, tokens)
        bound = MaskBound(tokens)
        with self._lock:
            if wanted is None:
                low, high = size_range(len(tokens))
                # The size index holds the long facts only (m024): the bound, written out,
                # lets SQLite use it (a range starting lower would be a scan, still exact).
                long = f"t.n >= {LONG_FACT_TOKENS} AND " if low >= LONG_FACT_TOKENS else ""
                rows = self._db.execute(
                    "SELECT k.id, t.tokens, t.n, t.mask FROM fact_tokens t CROSS JOIN "
                    f"record_keys k ON k.rowid = t.record_rowid WHERE {long}t.n BETWEEN ? AND ? "
                    f"AND {_LIVE}",
                    (low, high, scope),
                )
                return dict(_within_reach(rows, bound))
            if not wanted:
                return {}
            needed = agreeing_needed(len(tokens))
            per = self._db.getlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER)
            if len(wanted) + 2 * len(needed) + 3 > per:  # + the sizes and the floor
                return self._candidates_in_chunks(scope, tokens, wanted, per, bound)
            # SQLite counts each fact's agreeing signatures (its size rides on its signature
            # rows, m018) and keeps those that can still reach the threshold (may_be_near as a
            # CASE over the sizes in range); counting in Python was a fifth of the guard.
            # Every size needs MATCHED_PARTS agreeing parts at least, and two thirds of the
            # facts met agree on one (templated notes at 100k): that test first spares them
            # the CASE. A row of a size out of range could never pass the CASE (no WHEN,
            # NULL): the cuts at the range's ends also hold such sizes, and leaving their rows
            # out before grouping is 40 % of a short fact's query (0.122 -> 0.075 ms, 1.18 ->
            # 1.04 for a long note). Each fact kept comes with its size and token mask: only
            # those the masks leave within reach of the threshold (a long templated note met
            # ~150-900 facts, splitting and comparing them was most of its 5-15 ms; most
            # lookups keep none) have their live row checked and their tokens read.
            cases = " ".join("WHEN ? THEN ?" for _ in needed)
            near = [
                rowid
                for rowid, n, mask in self._db.execute(
                    "SELECT a.record_rowid, t.n, t.mask FROM (SELECT record_rowid FROM "
                    f"fact_signatures WHERE sig IN ({','.join('?' * len(wanted))}) "
                    "AND n BETWEEN ? AND ? GROUP BY record_rowid "
                    f"HAVING COUNT(*) >= ? AND COUNT(*) >= CASE n {cases} END) a "
                    "JOIN fact_tokens t ON t.record_rowid = a.record_rowid",
                    (
                        *wanted,
                        *size_range(len(tokens)),
                        MATCHED_PARTS,
                        *(v for pair in needed for v in pair),
                    ),
                )
                if bound.may_reach(n, mask)
            ]
            return self._live_tokens(near, scope, per, bound)

    def _candidates_in_chunks(
        self,
        scope: str,
        tokens: frozenset[str],
        wanted: Sequence[int],
        per: int,
        bound: MaskBound,
    ) -> dict[str, list[str]]:
        """:meth:`near_duplicate_candidates` for a probe list past one statement's parameters:
        agreeing signatures are counted across statements, so none may drop a fact early."""
        agreeing: Counter[int] = Counter()
        sizes: dict[int, int] = {}
        for start in range(0, len(wanted), per):
            chunk = wanted[start : start + per]
            for rowid, n, k in self._db.execute(
                "SELECT record_rowid, n, COUNT(*) FROM fact_signatures "
                f"WHERE sig IN ({','.join('?' * len(chunk))}) GROUP BY record_rowid",
                chunk,
            ):
                agreeing[rowid] += k
                sizes[rowid] = n
        rowids = sorted(
            rowid for rowid, k in agreeing.items() if may_be_near(len(tokens), sizes[rowid], k)
        )
        return self._live_tokens(rowids, scope, per, bound)

    def _live_tokens(
        self, rowids: Sequence[int], scope: str, per: int, bound: MaskBound
    ) -> dict[str, list[str]]:
        """id -> distinct tokens of the facts among ``rowids`` that are live facts of
        ``scope`` and within reach of ``bound``."""
        out: dict[str, list[str]] = {}
        for start in range(0, len(rowids), per - 1):
            some = rowids[start : start + per - 1]
            out.update(
                _within_reach(
                    self._db.execute(
                        "SELECT k.id, t.tokens, t.n, t.mask FROM fact_tokens t JOIN record_keys "
                        f"k ON k.rowid = t.record_rowid WHERE t.record_rowid IN "
                        f"({','.join('?' * len(some))}) AND {_LIVE}",
                        (*some, scope),
                    ),
                    bound,
                )
            )
        return out


def _within_reach(
    rows: Iterable[tuple[str, str, int, bytes | None]], bound: MaskBound
) -> Iterator[tuple[str, list[str]]]:
    """(id, distinct tokens) of the (id, tokens, size, mask) rows ``bound`` may not rule out."""
    for rid, text, n, mask in rows:
        if bound.may_reach(n, mask):
            yield rid, stored_tokens(text)


# A candidate counts if its record (record_keys row ``k``) is a live fact of the scope asked.
_LIVE = "k.scope = ? AND k.archived = 0 AND k.kind = 'fact'"

__all__ = ["DuplicateTables", "index_rows"]
