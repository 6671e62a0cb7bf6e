"""Records, history and full text in PostgreSQL (the Store protocol's record half)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

import psycopg
from psycopg import sql

from memlane.core.ranking_rules import within_scan_budget
from memlane.core.records import Record
from memlane.errors import Conflict, NotFound, StoreUnavailable
from memlane.store.postgres.connection import translating_pg_errors
from memlane.store.postgres.duplicates import DuplicateTables
from memlane.store.postgres.fulltext import RANK_WEIGHTS, any_query, bm25_idf, words
from memlane.store.postgres.migrations import MIGRATIONS
from memlane.store.postgres.rows import COLUMNS, NAMES, WRITE_NAMES, record_params
from memlane.store.protocol import ListFilter, RecordHead, SearchRow
from memlane.store.rows import SEARCH_COLUMNS, row_to_record, row_to_search_row, ts

_INSERT = sql.SQL("INSERT INTO records ({}) VALUES ({})").format(
    sql.SQL(", ").join(sql.Identifier(n) for n in WRITE_NAMES),
    sql.SQL(", ").join(sql.Placeholder() * len(WRITE_NAMES)),
)
_UPDATE = sql.SQL("UPDATE records SET {} WHERE id = %s").format(
    sql.SQL(", ").join(
        sql.SQL("{} = %s").format(sql.Identifier(n)) for n in WRITE_NAMES if n != "id"
    )
)
_SELECT = sql.SQL("SELECT {} FROM records ").format(COLUMNS)
_SELECT_SEARCH = sql.SQL("SELECT {} FROM records ").format(
    sql.SQL(", ").join(sql.Identifier(n.strip()) for n in SEARCH_COLUMNS.split(","))
)
# A batch at least this large refreshes the planner's statistics before it commits.
ANALYZE_BATCH = 1000


def _like(term: str) -> str:
    esc = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{esc}%"


@translating_pg_errors
class RecordTables(DuplicateTables):
    # -- records -------------------------------------------------------------------------

    def insert(self, record: Record) -> None:
        with self.transaction(), self._conn() as db:
            try:
                with db.transaction():
                    db.execute(_INSERT, record_params(record))
            except psycopg.errors.UniqueViolation as exc:
                raise Conflict(
                    f"a {record.kind} with slug {record.slug!r} already exists in this scope",
                    remedy=f"use --update {record.slug} or pick another --slug",
                ) from exc
            self._index_signatures(db, [record], replace=False)

    def insert_many(self, records: Sequence[Record]) -> None:
        """Insert a batch (an import) in pipelined statements; the counter triggers are off
        for it and the batch is counted in four statements instead."""
        if not records:
            return
        with self.transaction(), self._conn() as db:
            db.execute("SET LOCAL memlane.bulk = 'on'")
            try:
                with db.transaction(), db.cursor() as cur:
                    cur.executemany(_INSERT, [record_params(r) for r in records])
            except psycopg.errors.UniqueViolation as exc:
                raise Conflict(
                    "an imported record's slug already exists in its scope",
                    remedy="import into an empty scope, or remove the clashing memory first",
                ) from exc
            finally:
                db.execute("SET LOCAL memlane.bulk = 'off'")
            self._index_signatures(db, records, replace=False)
            ids = [r.id for r in records]
            db.execute(
                "INSERT INTO record_terms(term, doc) SELECT w.term, COUNT(*) FROM records r, "
                "unnest(tsvector_to_array(r.tsv)) AS w(term) WHERE r.id = ANY(%s) "
                "GROUP BY w.term ON CONFLICT (term) DO UPDATE "
                "SET doc = record_terms.doc + excluded.doc",
                (ids,),
            )
            db.execute(
                "INSERT INTO record_scopes(scope, n) SELECT scope, COUNT(*) FROM records "
                "WHERE id = ANY(%s) GROUP BY scope ON CONFLICT (scope) DO UPDATE "
                "SET n = record_scopes.n + excluded.n",
                (ids,),
            )
            db.execute("UPDATE record_terms SET doc = doc + %s WHERE term = ''", (len(ids),))
            db.execute("UPDATE store_counters SET value = value + 1 WHERE name = 'records'")
            if len(ids) >= ANALYZE_BATCH:
                # Autovacuum analyzes later; until then the planner would take a 100k table
                # for an empty one and pick nested loops (measured: 0.5 s per recall at 3k).
                db.execute("ANALYZE records")

    def _keep_version(self, db: psycopg.Connection, old: Record, at: datetime, why: str) -> None:
        db.execute(
            "INSERT INTO record_history(record_id, version, replaced_at, reason) "
            "VALUES (%s, %s, %s, %s)",
            (old.id, json.dumps(old.to_dict(), ensure_ascii=False), at, why),
        )

    def update(self, record: Record, *, reason: str) -> Record:
        """Replace a record by id, keeping the previous version in history."""
        with self.transaction(), self._conn() as db:
            old = self.get(record.id)
            self._keep_version(db, old, record.updated_at, reason)
            params = record_params(record)
            db.execute(_UPDATE, (*params[1:], record.id))
            self._index_signatures(db, [record], replace=True)
            return old

    def delete(self, record_id: str) -> Record:
        with self.transaction(), self._conn() as db:
            old = self.get(record_id)
            self._keep_version(db, old, datetime.now(UTC), "forget")
            db.execute("DELETE FROM records WHERE id = %s", (record_id,))
            return old

    def get(self, record_id: str) -> Record:
        rec = self.maybe_get(record_id)
        if rec is None:
            raise NotFound(f"no record with id {record_id!r}")
        return rec

    def maybe_get(self, record_id: str) -> Record | None:
        with self._conn() as db:
            row = db.execute(_SELECT + sql.SQL("WHERE id = %s"), (record_id,)).fetchone()
        return row_to_record(row) if row else None

    def get_many(self, ids: Iterable[str]) -> dict[str, Record]:
        wanted = list(dict.fromkeys(ids))
        if not wanted:
            return {}
        with self._conn() as db:
            rows = db.execute(_SELECT + sql.SQL("WHERE id = ANY(%s)"), (wanted,)).fetchall()
        return {rec.id: rec for rec in map(row_to_record, rows)}

    def search_rows(self, ids: Iterable[str]) -> dict[str, SearchRow]:
        wanted = list(dict.fromkeys(ids))
        if not wanted:
            return {}
        with self._conn() as db:
            rows = db.execute(_SELECT_SEARCH + sql.SQL("WHERE id = ANY(%s)"), (wanted,)).fetchall()
        found = {row.id: row for row in map(row_to_search_row, rows)}
        return {rid: found[rid] for rid in wanted if rid in found}

    def by_slug(
        self, slug: str, *, scopes: Sequence[str] | None = None, kind: str | None = None
    ) -> list[Record]:
        query = _SELECT + sql.SQL("WHERE slug = %s")
        params: list[Any] = [slug]
        if kind:
            query += sql.SQL(" AND kind = %s")
            params.append(kind)
        if scopes is not None:
            query += sql.SQL(" AND scope = ANY(%s)")
            params.append(list(scopes))
        with self._conn() as db:
            rows = db.execute(query + sql.SQL(" ORDER BY id"), params).fetchall()
        return [row_to_record(r) for r in rows]

    def _where(self, flt: ListFilter) -> tuple[sql.Composable, list[Any]]:
        clauses: list[sql.Composable] = []
        params: list[Any] = []
        if flt.scopes is not None:
            clauses.append(sql.SQL("scope = ANY(%s)"))
            params.append(list(flt.scopes))
        if flt.kinds:
            clauses.append(sql.SQL("kind = ANY(%s)"))
            params.append(list(flt.kinds))
        if flt.types:
            clauses.append(sql.SQL("type = ANY(%s)"))
            params.append(list(flt.types))
        if flt.tag:
            clauses.append(sql.SQL("(' ' || tags || ' ') LIKE %s"))
            params.append(_like(f" {flt.tag} "))
        if flt.since:
            clauses.append(sql.SQL("created_at >= %s"))
            params.append(flt.since)
        if not flt.include_archived:
            clauses.append(sql.SQL("NOT archived"))
        if flt.pinned is not None:
            clauses.append(sql.SQL("pinned = %s"))
            params.append(flt.pinned)
        if not clauses:
            return sql.SQL(""), params
        return sql.SQL("WHERE ") + sql.SQL(" AND ").join(clauses), params

    def list_records(self, flt: ListFilter) -> tuple[list[Record], int]:
        """Newest first (ids are time-sortable); returns the page and the total match count."""
        where, params = self._where(flt)
        with self._conn() as db:
            total = db.execute(sql.SQL("SELECT COUNT(*) FROM records ") + where, params).fetchone()
            rows = db.execute(
                _SELECT + where + sql.SQL(" ORDER BY created_at DESC, id DESC LIMIT %s OFFSET %s"),
                (*params, flt.limit, flt.offset),
            ).fetchall()
        return [row_to_record(r) for r in rows], int(total[0] if total else 0)

    def iter_records(self, flt: ListFilter) -> Iterator[Record]:
        """Every matching record, oldest first, without a page limit (for exports, reindex)."""
        where, params = self._where(flt)
        with self._conn() as db:
            rows = db.execute(
                _SELECT + where + sql.SQL(" ORDER BY created_at, id"), params
            ).fetchall()
        for row in rows:
            yield row_to_record(row)

    def record_heads(self, flt: ListFilter) -> list[RecordHead]:
        """Every match's id, slug, kind and content hash, oldest first."""
        where, params = self._where(flt)
        with self._conn() as db:
            rows = db.execute(
                sql.SQL("SELECT id, slug, kind, content_hash FROM records ")
                + where
                + sql.SQL(" ORDER BY created_at, id"),
                params,
            ).fetchall()
        return [RecordHead(*row) for row in rows]

    def scopes(self) -> dict[str, int]:
        with self._conn() as db:
            rows = db.execute("SELECT scope, n FROM record_scopes ORDER BY scope").fetchall()
        return {r[0]: int(r[1]) for r in rows}

    def records_version(self) -> int:
        """Moved by statement triggers on records, verdicts and links (m009), in the writing
        transaction: a reader that sees a version sees at least the changes it counts."""
        with self._conn() as db:
            row = db.execute("SELECT value FROM store_counters WHERE name = 'records'").fetchone()
        if row is None:
            raise StoreUnavailable(
                "the store's records counter is missing (m009_records_version)",
                remedy="run `memlane doctor`; restore the database from a backup if it persists",
                reason="corrupt",
            )
        return int(row[0])

    def counts(self, scopes: Sequence[str] | None = None) -> dict[str, dict[str, int]]:
        query = "SELECT kind, COALESCE(type, ''), COUNT(*) FROM records WHERE NOT archived"
        params: list[Any] = []
        if scopes is not None:
            query += " AND scope = ANY(%s)"
            params.append(list(scopes))
        with self._conn() as db:
            rows = db.execute(query + " GROUP BY kind, type", params).fetchall()
        out: dict[str, dict[str, int]] = {}
        for kind, rtype, n in rows:
            out.setdefault(kind, {})[rtype or kind] = int(n)
        return out

    def history(self, record_id: str) -> list[dict[str, Any]]:
        with self._conn() as db:
            rows = db.execute(
                "SELECT version, replaced_at, reason FROM record_history WHERE record_id = %s "
                "ORDER BY seq",
                (record_id,),
            ).fetchall()
        return [
            {"version": json.loads(v), "replaced_at": ts(at), "reason": why} for v, at, why in rows
        ]

    # -- full text -----------------------------------------------------------------------

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
        """(record id, score, higher is better) of records containing any of ``terms``.

        The score is BM25-shaped: each term's ``ts_rank`` (field-weighted, length-normalized)
        times its BM25 inverse document frequency, summed over the terms. With a ``budget``,
        only the rarest words whose rows fit it are queried, as the SQLite store does.
        """
        if budget is not None and not prefix:
            terms = self._rarest_terms(terms, budget)
        queries = any_query(terms, prefix=prefix)
        if not queries or (scopes is not None and not scopes):
            return []
        idf = self._term_weights(queries, prefix=prefix)
        score = sql.SQL(" + ").join(
            sql.SQL("ts_rank(%s::float4[], tsv, %s::tsquery, 1) * %s") for _ in queries
        )
        params: list[Any] = []
        for q in queries:
            params.extend([RANK_WEIGHTS, q, idf[q]])
        query = sql.SQL(
            "SELECT id, ({score})::float8 AS score FROM records "
            "WHERE tsv @@ %s::tsquery AND NOT archived"
        ).format(score=score)
        params.append(" | ".join(f"({q})" for q in queries))
        if scopes is not None:
            query += sql.SQL(" AND scope = ANY(%s)")
            params.append(list(scopes))
        if kinds:
            query += sql.SQL(" AND kind = ANY(%s)")
            params.append(list(kinds))
        query += sql.SQL(" ORDER BY score DESC, id LIMIT %s")
        params.append(limit)
        with self._conn() as db:
            return [(r[0], float(r[1])) for r in db.execute(query, params)]

    def _rarest_terms(self, terms: Sequence[str], budget: int) -> list[str]:
        wanted = list(dict.fromkeys(t.lower() for t in terms if t and t.strip()))
        if len(wanted) < 2 or not all(len(words(t)) == 1 for t in wanted):
            return list(terms)  # a phrase or punctuation: its rows are not one vocabulary row
        _, freq = self.document_frequencies(wanted)
        return within_scan_budget(freq, budget)

    def _term_weights(self, queries: Sequence[str], *, prefix: bool) -> dict[str, float]:
        """BM25 idf per query; a prefix query's words are unknown up front, so it weighs 1."""
        if prefix:
            return dict.fromkeys(queries, 1.0)
        parts = {q: [w.strip("'") for w in q.split(" <-> ")] for q in queries}
        total, freq = self.document_frequencies([w for ws in parts.values() for w in ws])
        # A phrase is at most as common as its rarest word.
        return {q: bm25_idf(total, min(freq.get(w, 0) for w in ws)) for q, ws in parts.items()}

    def document_frequencies(self, terms: Sequence[str]) -> tuple[int, dict[str, int]]:
        """(number of records, term -> records containing it) from the vocabulary counters."""
        folded = {t: words(t) for t in dict.fromkeys(terms)}
        single = {t: w[0] for t, w in folded.items() if len(w) == 1}
        with self._conn() as db:
            rows = db.execute(
                "SELECT term, doc FROM record_terms WHERE term = ANY(%s)",
                (["", *set(single.values())],),
            ).fetchall()
        counts = {term: int(doc) for term, doc in rows}
        found = {t: counts[w] for t, w in single.items() if counts.get(w, 0) > 0}
        return counts.get("", 0), found

    def substring_ids(
        self,
        terms: Sequence[str],
        *,
        scopes: Sequence[str],
        kinds: Sequence[str] | None,
        limit: int,
        include_archived: bool = False,
    ) -> list[str]:
        """Ids whose title, body or tags contain any of ``terms`` as a plain substring,
        ignoring case (one pass for all terms)."""
        terms = [t for t in dict.fromkeys(terms) if t]
        if not scopes or not terms:
            return []
        likes = [_like(t) for t in terms]
        query: sql.Composable = sql.SQL(
            "SELECT id FROM records WHERE (title ILIKE ANY(%s) OR body ILIKE ANY(%s) "
            "OR tags ILIKE ANY(%s)) AND scope = ANY(%s)"
        )
        params: list[Any] = [likes, likes, likes, list(scopes)]
        if kinds:
            query += sql.SQL(" AND kind = ANY(%s)")
            params.append(list(kinds))
        if not include_archived:
            query += sql.SQL(" AND NOT archived")
        query += sql.SQL(" ORDER BY id DESC LIMIT %s")
        params.append(limit)
        with self._conn() as db:
            return [r[0] for r in db.execute(query, params)]

    def missing_vectors(self, model_id: str) -> int:
        """Active records whose text has no vector from ``model_id``."""
        with self._conn() as db:
            row = db.execute(
                "SELECT COUNT(*) FROM records r WHERE NOT r.archived AND NOT EXISTS "
                "(SELECT 1 FROM embeddings e WHERE e.content_hash = r.content_hash "
                "AND e.model_id = %s)",
                (model_id,),
            ).fetchone()
        return int(row[0]) if row else 0

    def health(self, model_id: str | None) -> dict[str, Any]:
        """What ``memlane doctor`` checks: the applied migrations, and whether records, the
        full-text documents and the trigger-kept counters agree."""
        with self._conn() as db:
            applied = [
                str(r[0]) for r in db.execute("SELECT name FROM schema_migrations ORDER BY name")
            ]
            records, indexed, counted, scoped = db.execute(
                "SELECT (SELECT COUNT(*) FROM records), "
                "(SELECT COUNT(*) FROM records WHERE tsv IS NOT NULL), "
                "(SELECT doc FROM record_terms WHERE term = ''), "
                "(SELECT COALESCE(SUM(n), 0) FROM record_scopes)"
            ).fetchone() or (0, 0, 0, 0)
        problems = []
        if int(counted or 0) != int(records):
            problems.append(f"record counter {counted} != {records} records")
        if int(scoped) != int(records):
            problems.append(f"scope counters sum to {scoped}, not {records}")
        known = [fn.__name__ for fn in MIGRATIONS]
        return {
            "integrity": problems,
            "migrations": applied,
            "pending_migrations": [m for m in known if m not in applied],
            "unknown_migrations": [m for m in applied if m not in known],
            "records": int(records),
            "fts_rows": int(indexed),
            "missing_vectors": self.missing_vectors(model_id) if model_id is not None else 0,
            "fts_ok": not problems,
        }

    def fts_integrity(self) -> bool:
        """The vocabulary's record counter agrees with the table (a trigger keeps both)."""
        with self._conn() as db:
            row = db.execute(
                "SELECT (SELECT doc FROM record_terms WHERE term = '') = "
                "(SELECT COUNT(*) FROM records)"
            ).fetchone()
        return bool(row and row[0])


__all__ = ["NAMES", "RecordTables"]
