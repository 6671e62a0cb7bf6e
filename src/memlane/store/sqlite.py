"""The SQLite store: records with full-text search, plus vectors and activity (mixins).

This package is the only one that speaks SQL. ``SqliteStore`` is the Store the composition
root builds; its tables are split by concept across ``connection``, ``vector_tables``,
``activity_tables``, ``lifecycle_tables`` and ``substring_tables`` (among others).
"""

from __future__ import annotations

import json
import re
import sqlite3
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

from memlane.core.ranking_rules import within_scan_budget
from memlane.core.records import Record
from memlane.errors import Conflict, NotFound
from memlane.store.access_tables import AccessTables
from memlane.store.activity_tables import ActivityTables
from memlane.store.connection import BUSY_TIMEOUT_MS, translating_errors
from memlane.store.duplicate_tables import DuplicateTables
from memlane.store.full_text_upkeep import SETTLE_MIN_RECORDS, FullTextUpkeep
from memlane.store.lifecycle_tables import LifecycleTables
from memlane.store.migrations import MIGRATIONS
from memlane.store.migrations_pages import SCOPE_COUNTS
from memlane.store.protocol import ListFilter, RecordHead
from memlane.store.rows import COLUMNS, PLACEHOLDERS, record_params, row_to_record, ts
from memlane.store.search_rows import SearchRowTables
from memlane.store.session_tables import SessionTables
from memlane.store.source_tables import SourceTables
from memlane.store.substring_tables import SubstringTables
from memlane.store.vector_tables import VectorTables

__all__ = ["BUSY_TIMEOUT_MS", "SqliteStore"]


# Document frequencies remembered per process (cleared beyond this many terms).
_DF_CACHE_TERMS = 50_000
# Decoded records remembered per process, by their whole raw row and by id while the records
# version stands still (each cleared beyond this many).
_DECODED_MAX = 10_000
# Records per INSERT statement in insert_many (fewer if SQLite allows fewer parameters).
_INSERT_ROWS = 500
_COLUMN_COUNT = len(COLUMNS.split(","))
# A term the full-text tokenizer keeps whole (so its vocabulary row counts exactly its hits).
_PLAIN_TERM = re.compile(r"[^\W_]+")


def _vocab_form(term: str) -> str:
    """A term as the tokenizer (unicode61 remove_diacritics 2) files it in the vocabulary:
    lower case, diacritics removed ("Café" is counted under "cafe")."""
    decomposed = unicodedata.normalize("NFKD", term.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def fts_match(terms: Sequence[str], *, prefix: bool = False) -> str:
    """An FTS5 MATCH expression for "any of these terms": each one a quoted phrase (so
    operators and punctuation in a term are literal), ``*`` for prefix matching."""
    star = "*" if prefix else ""
    quoted = [
        '"' + t.replace('"', '""') + '"' + star for t in dict.fromkeys(terms) if t and t.strip()
    ]
    return " OR ".join(quoted)


@translating_errors
class SqliteStore(
    VectorTables,
    ActivityTables,
    SourceTables,
    LifecycleTables,
    SessionTables,
    AccessTables,
    SubstringTables,
    DuplicateTables,
    FullTextUpkeep,
    SearchRowTables,
):
    """The default :class:`~memlane.store.protocol.Store`: one SQLite file in WAL mode."""

    backend = "sqlite"
    _df_version = -1
    _df_total = 0
    _df_cache: dict[str, int]
    _decoded: dict[tuple[Any, ...], Record] | None = None
    _by_id: dict[str, Record] | None = None
    _by_id_version = -1

    # -- records -------------------------------------------------------------------------

    def insert(self, record: Record) -> None:
        with self.transaction():
            try:
                cur = self._db.execute(
                    f"INSERT INTO records ({COLUMNS}) VALUES ({PLACEHOLDERS})",
                    record_params(record),
                )
            except sqlite3.IntegrityError as exc:
                raise Conflict(
                    f"a {record.kind} with slug {record.slug!r} already exists in this scope",
                    remedy=f"use --update {record.slug} or pick another --slug",
                ) from exc
            assert cur.lastrowid is not None  # a one-row INSERT that succeeded
            self._index_signatures([record], rowids={record.id: cur.lastrowid})
            self._index_substring_tail()

    def insert_many(self, records: Sequence[Record]) -> None:
        """Many rows per INSERT: FTS5 writes its pending terms out at every statement that
        reaches it through a trigger, so a statement per record wrote one index segment per
        record into the full-text index (the trigram index, which made that ~2x an import's
        store time, takes the new records in one statement at the end: its tail, m019). A
        conflict re-runs its batch a record at a time, to name the record. A bulk write
        finishes the index merges it started (store/full_text_upkeep.py)."""
        per = max(
            1,
            min(
                _INSERT_ROWS,
                self._db.getlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER) // _COLUMN_COUNT,
            ),
        )
        with self.transaction():
            for start in range(0, len(records), per):
                batch = records[start : start + per]
                values = ",".join([f"({PLACEHOLDERS})"] * len(batch))
                try:
                    self._db.execute(
                        f"INSERT INTO records ({COLUMNS}) VALUES {values}",
                        [p for r in batch for p in record_params(r)],
                    )
                except sqlite3.IntegrityError:
                    for record in batch:  # the failed statement left nothing behind
                        self.insert(record)
                    continue
                self._index_signatures(batch)
            self._index_substring_tail()
            if len(records) >= SETTLE_MIN_RECORDS:
                self._settle_full_text()

    def update(self, record: Record, *, reason: str) -> Record:
        """Replace a record by id, keeping the previous version in history."""
        with self.transaction():
            old = self.get(record.id)
            self._db.execute(
                "INSERT INTO record_history(record_id, version, replaced_at, reason) "
                "VALUES (?, ?, ?, ?)",
                (
                    old.id,
                    json.dumps(old.to_dict(), ensure_ascii=False),
                    ts(record.updated_at),
                    reason,
                ),
            )
            cols = [c.strip() for c in COLUMNS.split(",")]
            sets = ", ".join(f"{c} = ?" for c in cols[1:])
            params = record_params(record)
            self._db.execute(f"UPDATE records SET {sets} WHERE id = ?", (*params[1:], record.id))
            self._index_signatures([record], replaced=[old])
            return old

    def delete(self, record_id: str) -> Record:
        with self.transaction():
            old = self.get(record_id)
            self._db.execute(
                "INSERT INTO record_history(record_id, version, replaced_at, reason) "
                "VALUES (?, ?, ?, 'forget')",
                (old.id, json.dumps(old.to_dict(), ensure_ascii=False), ts(datetime.now(UTC))),
            )
            self._drop_signatures(old)  # while the row (and its rowid) is there
            self._db.execute("DELETE FROM records WHERE id = ?", (record_id,))
            return old

    def get(self, record_id: str) -> Record:
        rec = self.maybe_get(record_id)
        if rec is None:
            raise NotFound(f"no record with id {record_id!r}")
        return rec

    def maybe_get(self, record_id: str) -> Record | None:
        with self._lock:
            row = self._db.execute(
                f"SELECT {COLUMNS} FROM records WHERE id = ?", (record_id,)
            ).fetchone()
        return row_to_record(row) if row else None

    def get_many(self, ids: Iterable[str]) -> dict[str, Record]:
        """The records with these ids (absent ones left out).

        Search fetches the same ~2,000 candidates query after query (~16 ms of rows at 10k
        records), so records are also kept by id while the records version (moved by
        triggers on any change to any record, from any process) stands still: the version is
        one indexed read, and only ids not kept are fetched. Rows read after the version may
        be newer than it, never older, and a newer version clears what was kept."""
        ids = list(dict.fromkeys(ids))
        out: dict[str, Record] = {}
        with self._lock:
            kept = self._kept_by_id()
            todo = ids
            if kept is not None:
                todo = []
                for rid in ids:
                    rec = kept.get(rid)
                    if rec is None:
                        todo.append(rid)
                    else:
                        out[rid] = rec
            for start in range(0, len(todo), 500):
                chunk = todo[start : start + 500]
                marks = ",".join("?" * len(chunk))
                for row in self._db.execute(
                    f"SELECT {COLUMNS} FROM records WHERE id IN ({marks})", chunk
                ):
                    rec = self._decode(row)
                    out[rec.id] = rec
            if kept is not None and todo:
                if len(kept) + len(todo) > _DECODED_MAX:
                    kept.clear()
                kept.update((rid, out[rid]) for rid in todo if rid in out)
        # In the order asked (a cache hit must not reorder what a caller iterates).
        return {rid: out[rid] for rid in ids if rid in out}

    def _kept_by_id(self) -> dict[str, Record] | None:
        """Records kept by id for the current records version, or None inside a write
        transaction (its version may still be rolled back and reused by another writer)."""
        if self._db.in_transaction:
            return None
        version = self.records_version()
        if self._by_id is None or version != self._by_id_version:
            self._by_id = {}
            self._by_id_version = version
        return self._by_id

    def _decode(self, row: tuple[Any, ...]) -> Record:
        """``row_to_record``, remembered by the whole row: search and recall read the same
        few hundred candidates query after query, and decoding them (timestamps, JSON, the
        dataclass) cost more than fetching them. Any change to a record changes its row, so
        a stale record is never returned; records are immutable, so sharing one is safe."""
        decoded = self._decoded
        if decoded is None:
            decoded = self._decoded = {}
        rec = decoded.get(row)
        if rec is None:
            if len(decoded) >= _DECODED_MAX:
                decoded.clear()
            rec = decoded[row] = row_to_record(row)
        return rec

    def by_slug(
        self, slug: str, *, scopes: Sequence[str] | None = None, kind: str | None = None
    ) -> list[Record]:
        sql = f"SELECT {COLUMNS} FROM records WHERE slug = ?"
        params: list[Any] = [slug]
        if kind:
            sql += " AND kind = ?"
            params.append(kind)
        if scopes is not None:
            sql += f" AND scope IN ({','.join('?' * len(scopes))})"
            params.extend(scopes)
        with self._lock:
            rows = self._db.execute(sql + " ORDER BY id", params).fetchall()
        return [row_to_record(r) for r in rows]

    def list_records(self, flt: ListFilter) -> tuple[list[Record], int]:
        """Newest first (ids are time-sortable); returns the page and the total match count."""
        where, params = self._where(flt)
        with self._lock:
            total = self._db.execute(f"SELECT COUNT(*) FROM records {where}", params).fetchone()[0]
            rows = self._db.execute(
                f"SELECT {COLUMNS} FROM records {where} ORDER BY created_at DESC, id DESC "
                "LIMIT ? OFFSET ?",
                (*params, flt.limit, flt.offset),
            ).fetchall()
        return [row_to_record(r) for r in rows], int(total)

    def _where(self, flt: ListFilter) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        if flt.scopes is not None:
            if not flt.scopes:
                return "WHERE 0", []
            clauses.append(f"scope IN ({','.join('?' * len(flt.scopes))})")
            params.extend(flt.scopes)
        if flt.kinds:
            clauses.append(f"kind IN ({','.join('?' * len(flt.kinds))})")
            params.extend(flt.kinds)
        if flt.types:
            clauses.append(f"type IN ({','.join('?' * len(flt.types))})")
            params.extend(flt.types)
        if flt.tag:
            clauses.append("(' ' || tags || ' ') LIKE ? ESCAPE '\\'")
            esc = flt.tag.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            params.append(f"% {esc} %")
        if flt.since:
            clauses.append("created_at >= ?")
            params.append(ts(flt.since))
        if not flt.include_archived:
            clauses.append("archived = 0")
        if flt.pinned is not None:
            clauses.append("pinned = ?")
            params.append(int(flt.pinned))
        return ("WHERE " + " AND ".join(clauses)) if clauses else "", params

    def iter_records(self, flt: ListFilter) -> Iterator[Record]:
        """Every matching record, oldest first, without a page limit (for exports, reindex)."""
        where, params = self._where(flt)
        with self._lock:
            rows = self._db.execute(
                f"SELECT {COLUMNS} FROM records {where} ORDER BY created_at, id", params
            ).fetchall()
        # Materialized before returning, so a store error surfaces at the call.
        return iter([row_to_record(row) for row in rows])

    def record_heads(self, flt: ListFilter) -> list[RecordHead]:
        where, params = self._where(flt)
        with self._lock:
            rows = self._db.execute(
                f"SELECT id, slug, kind, content_hash FROM records {where} ORDER BY created_at, id",
                params,
            ).fetchall()
        return [RecordHead(*row) for row in rows]

    def scopes(self) -> dict[str, int]:
        with self._lock:
            rows = self._db.execute(SCOPE_COUNTS).fetchall()
        return {r[0]: int(r[1]) for r in rows}

    def counts(self, scopes: Sequence[str] | None = None) -> dict[str, dict[str, int]]:
        sql = "SELECT kind, COALESCE(type, ''), COUNT(*) FROM records WHERE archived = 0"
        params: list[Any] = []
        if scopes is not None:
            sql += f" AND scope IN ({','.join('?' * len(scopes))})"
            params.extend(scopes)
        with self._lock:
            rows = self._db.execute(sql + " GROUP BY kind, type", params).fetchall()
        out: dict[str, dict[str, int]] = {}
        for kind, rtype, n in rows:
            out.setdefault(kind, {})[rtype or kind] = int(n)
        return out

    def history(self, record_id: str) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._db.execute(
                "SELECT version, replaced_at, reason FROM record_history WHERE record_id = ? "
                "ORDER BY seq",
                (record_id,),
            ).fetchall()
        return [{"version": json.loads(v), "replaced_at": at, "reason": why} for v, at, why in rows]

    def fts(
        self,
        terms: Sequence[str],
        *,
        prefix: bool = False,
        scopes: Sequence[str] | None,
        kinds: Sequence[str] | None,
        limit: int,
        budget: int | None = None,
    ) -> list[tuple[str, float]]:
        """(record id, BM25 score, higher is better) of records containing any of ``terms``.

        FTS5 scores every row that matches (~1.5 µs a row): a query of common words at 100k
        records scored ~40,000 rows. With a ``budget``, terms are taken rarest first until
        their rows add up to it, and only those are queried (always at least the rarest); a
        query whose terms fit the budget is answered exactly as without one.
        """
        if budget is not None and not prefix:
            terms = self._rarest_terms(terms, budget)
        match = fts_match(terms, prefix=prefix)
        if not match:
            return []
        # record_keys (m017): the filter columns without the records' texts.
        sql = (
            "SELECT r.id, -bm25(records_fts, 3.0, 1.0, 1.5, 1.0, 1.0) AS score "
            "FROM records_fts JOIN record_keys r ON r.rowid = records_fts.rowid "
            "WHERE records_fts MATCH ? AND r.archived = 0"
        )
        params: list[Any] = [match]
        if scopes is not None:
            if not scopes:
                return []
            sql += f" AND r.scope IN ({','.join('?' * len(scopes))})"
            params.extend(scopes)
        if kinds:
            sql += f" AND r.kind IN ({','.join('?' * len(kinds))})"
            params.extend(kinds)
        sql += " ORDER BY score DESC, r.id LIMIT ?"
        params.append(limit)
        with self._lock:
            return [(r[0], float(r[1])) for r in self._db.execute(sql, params)]

    def _rarest_terms(self, terms: Sequence[str], budget: int) -> list[str]:
        wanted = list(dict.fromkeys(t.lower() for t in terms if t and t.strip()))
        if len(wanted) < 2 or not all(_PLAIN_TERM.fullmatch(t) for t in wanted):
            return list(terms)  # a phrase or punctuation: its rows are not one vocabulary row
        _, freq = self.document_frequencies(wanted)
        return within_scan_budget(freq, budget)

    def document_frequencies(self, terms: Sequence[str]) -> tuple[int, dict[str, int]]:
        """(number of indexed records, term -> how many records contain it).

        The vocabulary table counts a term's rows by walking its whole posting list (~1 ms
        for a word in 40,000 records), so counts are kept per process until the records
        version moves (any write, from any process)."""
        forms = {t: _vocab_form(t) for t in terms}
        with self._lock:
            # Inside a write transaction the version may still be rolled back (and reused by
            # another writer): nothing read there is kept.
            version = -1 if self._db.in_transaction else self.records_version()
            if version < 0 or version != self._df_version:
                self._df_cache = {}
                self._df_total = int(
                    self._db.execute(
                        f"SELECT COALESCE(SUM(n), 0) FROM ({SCOPE_COUNTS})"
                    ).fetchone()[0]
                )
                self._df_version = version
            cache = self._df_cache
            todo = [f for f in dict.fromkeys(forms.values()) if f not in cache]
            for start in range(0, len(todo), 500):
                chunk = todo[start : start + 500]
                marks = ",".join("?" * len(chunk))
                cache.update(dict.fromkeys(chunk, 0))
                cache.update(
                    (t, int(d))
                    for t, d in self._db.execute(
                        f"SELECT term, doc FROM records_vocab WHERE term IN ({marks})", chunk
                    )
                )
            if len(cache) > _DF_CACHE_TERMS:
                self._df_cache = {}
            return self._df_total, {t: cache[f] for t, f in forms.items() if cache.get(f)}

    def missing_vectors(self, model_id: str) -> int:
        """Active records whose text has no vector from ``model_id`` (an interrupted
        reindex, or a store filled with embedder none)."""
        with self._lock:
            return int(
                self._db.execute(
                    "SELECT COUNT(*) FROM records r LEFT JOIN embeddings e "
                    "ON e.content_hash = r.content_hash AND e.model_id = ? "
                    "WHERE e.content_hash IS NULL AND r.archived = 0",
                    (model_id,),
                ).fetchone()[0]
            )

    def health(self, model_id: str | None) -> dict[str, Any]:
        """What ``memlane doctor`` checks inside the file: SQLite's integrity check, the
        applied migrations, and whether records, full text and vectors agree."""
        with self._lock:
            problems = [
                str(r[0]) for r in self._db.execute("PRAGMA integrity_check(20)").fetchall()
            ]
            applied = [
                str(r[0])
                for r in self._db.execute("SELECT name FROM schema_migrations ORDER BY name")
            ]
            records, fts_rows = self._snapshot_counts()
        missing = self.missing_vectors(model_id) if model_id is not None else 0
        known = [fn.__name__ for fn in MIGRATIONS]
        return {
            "integrity": [] if problems == ["ok"] else problems,
            "migrations": applied,
            "pending_migrations": [m for m in known if m not in applied],
            "unknown_migrations": [m for m in applied if m not in known],
            "records": int(records),
            "fts_rows": int(fts_rows),
            "missing_vectors": int(missing),
            "fts_ok": self.fts_integrity(),
        }

    def _snapshot_counts(self) -> tuple[int, int]:
        """Records and full-text rows read in one transaction: other processes commit
        between two autocommit reads, which would show a mismatch that is not there."""
        own = not self._db.in_transaction
        if own:
            self._db.execute("BEGIN")
        try:
            records = self._db.execute("SELECT COUNT(*) FROM records").fetchone()[0]
            fts_rows = self._db.execute("SELECT COUNT(*) FROM records_fts").fetchone()[0]
        finally:
            if own:
                self._db.execute("COMMIT")
        return int(records), int(fts_rows)

    def fts_integrity(self) -> bool:
        with self._lock:
            try:
                self._db.execute(
                    "INSERT INTO records_fts(records_fts, rank) VALUES ('integrity-check', 1)"
                )
            except sqlite3.DatabaseError:
                return False
        return True
