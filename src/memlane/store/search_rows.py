"""Search rows from SQLite: the fields search scores a candidate by, without the record.

Search reads ~800 candidates a query at 100k records and shows at most 50; reading each one
as a whole ``Record`` (five timestamps, the payload, the dataclass, then its SHA-256 content
hash, recomputed from the fields) was most of the time it spent on rows. A ``SearchRow``
takes the stored content hash and the few fields search reads.
"""

from __future__ import annotations

from collections.abc import Iterable

from memlane.core.records import Record
from memlane.store.connection import Connection, translating_errors
from memlane.store.protocol import SearchRow
from memlane.store.rows import SEARCH_COLUMNS, row_to_search_row

# Rows remembered per process while the records version stands still (cleared beyond this
# many): consecutive searches share most of their candidates (at 10k records 40 queries
# read 4,500 distinct records among 31,000 candidates).
_KEPT_MAX = 20_000
# Ids per SELECT (below SQLite's default limit of bound parameters).
_CHUNK = 500


@translating_errors
class SearchRowTables(Connection):
    _search_rows: dict[str, SearchRow] | None = None
    _search_rows_version = -1

    def records_version(self) -> int:
        """A counter that triggers move on any change to any record, from any process."""
        with self._lock:
            row = self._db.execute(
                "SELECT value FROM store_counters WHERE name = 'records'"
            ).fetchone()
        return int(row[0])

    def search_rows(self, ids: Iterable[str]) -> dict[str, SearchRow]:
        """The search rows of these ids (absent ones left out), in the order asked. Kept by
        id while the records version stands still, as ``get_many`` keeps records: rows read
        after the version may be newer than it, never older, and a newer one clears them."""
        ids = list(dict.fromkeys(ids))
        out: dict[str, SearchRow] = {}
        with self._lock:
            kept = self._kept_search_rows()
            todo = ids
            if kept is not None:
                # Records another read kept (recall's candidates, read just before, are
                # most of search's) give their rows without a read.
                records = self._kept_by_id() or {}
                todo = []
                for rid in ids:
                    row = kept.get(rid)
                    if row is None:
                        rec = records.get(rid)
                        if rec is None:
                            todo.append(rid)
                            continue
                        row = kept[rid] = _row_of(rec)
                    out[rid] = row
            for start in range(0, len(todo), _CHUNK):
                chunk = todo[start : start + _CHUNK]
                marks = ",".join("?" * len(chunk))
                for raw in self._db.execute(
                    f"SELECT {SEARCH_COLUMNS} FROM records WHERE id IN ({marks})", chunk
                ):
                    found = row_to_search_row(raw)
                    out[found.id] = found
            if kept is not None and todo:
                if len(kept) + len(todo) > _KEPT_MAX:
                    kept.clear()
                kept.update((rid, out[rid]) for rid in todo if rid in out)
        return {rid: out[rid] for rid in ids if rid in out}

    def _kept_by_id(self) -> dict[str, Record] | None:
        """Whole records kept for the current records version (SqliteStore's get_many)."""
        return None

    def _kept_search_rows(self) -> dict[str, SearchRow] | None:
        """Rows kept for the current records version, or None inside a write transaction
        (its version may still be rolled back and reused by another writer)."""
        if self._db.in_transaction:
            return None
        version = self.records_version()
        if self._search_rows is None or version != self._search_rows_version:
            self._search_rows = {}
            self._search_rows_version = version
        return self._search_rows


def _row_of(rec: Record) -> SearchRow:
    return SearchRow(
        rec.id,
        rec.kind,
        rec.scope,
        rec.archived,
        rec.title,
        rec.body,
        rec.search_text,
        rec.content_hash,
        rec.created_at,
        rec.pinned,
        rec.confidence,
    )
