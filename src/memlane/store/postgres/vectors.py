"""Vectors in a pgvector column: one row per (text, model), searched in the database.

Nothing is cached in the process: every server on the database sees every vector the moment
its transaction commits. Vectors are unit length, so the inner product is the cosine (a zero
vector scores 0 rather than the NaN a cosine distance would give). Each dimension gets an HNSW
index (``vector_ip_ops``) over the rows of that dimension once the store holds more than
``EXACT_MAX`` records.

Small candidate sets are scanned exactly: when the scopes a read may see hold at most
``EXACT_MAX`` vectors, the exact scan costs a few tens of ms and is complete (an HNSW scan
filtered by scope can return fewer than k rows). Above it the HNSW index answers (measured:
9 ms against the exact scan's 37 ms at 10k vectors, 20 ms against 353 ms at 100k),
over-fetching so the scope filter still leaves k; if it does not, the exact scan runs after
all. Figures and the command: bench/results/team.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
import psycopg
from psycopg import sql

from memlane.core.records import Record
from memlane.store.postgres.connection import PgConnection, translating_pg_errors
from memlane.store.postgres.records import ANALYZE_BATCH
from memlane.store.postgres.rows import qualified
from memlane.store.rows import row_to_record

EXACT_MAX = 2_000
HNSW_OVERFETCH = 8
HNSW_EF_MIN = 100
HNSW_EF_MAX = 1000


@translating_pg_errors
class VectorTables(PgConnection):
    _indexed_dims: set[int] | None = None

    def embedding_models(self) -> dict[str, int]:
        """model id -> dimension of every model with vectors in this store."""
        with self._conn() as db:
            rows = db.execute("SELECT DISTINCT model_id, dim FROM embeddings").fetchall()
        return {r[0]: int(r[1]) for r in rows}

    def cached_hashes(self, hashes: Iterable[str], model_id: str) -> set[str]:
        wanted = list(dict.fromkeys(hashes))
        if not wanted:
            return set()
        with self._conn() as db:
            rows = db.execute(
                "SELECT content_hash FROM embeddings WHERE model_id = %s "
                "AND content_hash = ANY(%s)",
                (model_id, wanted),
            ).fetchall()
        return {r[0] for r in rows}

    def vectors_by_hash(
        self, hashes: Iterable[str], model_id: str
    ) -> dict[str, npt.NDArray[np.float32]]:
        wanted = list(dict.fromkeys(hashes))
        if not wanted:
            return {}
        with self._conn() as db:
            rows = db.execute(
                "SELECT content_hash, vector FROM embeddings WHERE model_id = %s "
                "AND content_hash = ANY(%s)",
                (model_id, wanted),
            ).fetchall()
        return {h: v.to_numpy().astype(np.float32) for h, v in rows}

    def put_embeddings(
        self, model_id: str, items: Sequence[tuple[str, npt.NDArray[np.float32]]]
    ) -> None:
        if not items:
            return
        with self.transaction(), self._conn() as db:
            with db.cursor() as cur:
                cur.executemany(
                    "INSERT INTO embeddings(content_hash, model_id, dim, vector) "
                    "VALUES (%s, %s, %s, %s) ON CONFLICT DO NOTHING",
                    [(h, model_id, int(v.shape[0]), v.astype(np.float32)) for h, v in items],
                )
            if len(items) >= ANALYZE_BATCH:
                db.execute("ANALYZE embeddings")  # see RecordTables.insert_many
            for dim in {int(v.shape[0]) for _, v in items}:
                self._ensure_index(db, dim)

    def _ensure_index(self, db: psycopg.Connection, dim: int) -> None:
        """The HNSW index for ``dim``, built once the store outgrows the exact scan.

        Below ``EXACT_MAX`` records reads never use it, and building it in one pass over
        the vectors already stored is many times faster than growing it one insert at a
        time (a 100k import). It is built inside the caller's write transaction, so two
        servers never race to build it; reads go on meanwhile (it locks out writes only).
        """
        if self._indexed_dims is None:
            self._indexed_dims = set()
        if dim in self._indexed_dims:
            return
        exists = db.execute(
            "SELECT 1 FROM pg_indexes WHERE indexname = %s", (f"embeddings_hnsw_{dim}",)
        ).fetchone()
        if exists is None:
            row = db.execute("SELECT doc FROM record_terms WHERE term = ''").fetchone()
            if row is None or int(row[0]) <= EXACT_MAX:
                return
            _create_index(db, dim)
        self._indexed_dims.add(dim)

    def prepare_vectors(self, model_id: str, dim: int) -> None:
        """Make sure a store past ``EXACT_MAX`` records has its HNSW index for ``dim`` (at a
        server's start, after a bulk write), so the next search does not scan every vector.
        Nothing is loaded into the process: the index lives in the database, shared by every
        server, and whichever process first finds it missing builds it under the write lock."""
        if self._indexed_dims is not None and dim in self._indexed_dims:
            return
        with self.transaction(), self._conn() as db:
            self._ensure_index(db, dim)

    def build_vector_index(self, dim: int) -> None:
        """Build the HNSW index for ``dim`` now, whatever the store's size (benchmarks,
        and an operator who wants it before the store grows)."""
        with self.transaction(), self._conn() as db:
            _create_index(db, dim)

    def unembedded(self, model_id: str, limit: int | None = None) -> list[Record]:
        """Records (archived included) whose text has no vector from ``model_id``."""
        query = sql.SQL(
            "SELECT {} FROM records r WHERE NOT EXISTS (SELECT 1 FROM embeddings e "
            "WHERE e.content_hash = r.content_hash AND e.model_id = %s) ORDER BY r.seq"
        ).format(qualified("r"))
        params: list[Any] = [model_id]
        if limit is not None:
            query += sql.SQL(" LIMIT %s")
            params.append(limit)
        with self._conn() as db:
            return [row_to_record(r) for r in db.execute(query, params)]

    def drop_embeddings(self, *, keep_model: str | None) -> int:
        with self.transaction(), self._conn() as db:
            cur = db.execute(
                "DELETE FROM embeddings WHERE %s::text IS NULL OR model_id <> %s",
                (keep_model, keep_model),
            )
            return cur.rowcount

    # -- search --------------------------------------------------------------------------

    def vector_search(
        self,
        model_id: str,
        dim: int,
        query: npt.NDArray[np.float32],
        scopes: set[str] | None,
        k: int,
    ) -> list[tuple[str, float]]:
        """Top-k (record id, cosine) among unarchived records in ``scopes`` (None = all);
        ties break by id so results are deterministic."""
        if k <= 0 or (scopes is not None and not scopes):
            return []
        vec = query.astype(np.float32)
        if self._candidates(scopes) > EXACT_MAX:
            hits = self._approximate(model_id, dim, vec, scopes, k)
            if len(hits) >= k:
                return hits
        return self._exact(model_id, dim, vec, scopes, k)

    def _candidates(self, scopes: set[str] | None) -> int:
        """Records in ``scopes`` (archived and unembedded included: an upper bound on the
        rows an exact scan reads), from the trigger-kept per-scope counters."""
        query = "SELECT COALESCE(SUM(n), 0) FROM record_scopes"
        params: list[Any] = []
        if scopes is not None:
            query += " WHERE scope = ANY(%s)"
            params.append(sorted(scopes))
        with self._conn() as db:
            row = db.execute(query, params).fetchone()
        return int(row[0]) if row else 0

    def _exact(
        self,
        model_id: str,
        dim: int,
        vec: npt.NDArray[np.float32],
        scopes: set[str] | None,
        k: int,
    ) -> list[tuple[str, float]]:
        # ``e.vector`` without the index's cast: the planner cannot use HNSW here.
        query = (
            "SELECT r.id, -(e.vector <#> %s) AS cos FROM records r JOIN embeddings e "
            "ON e.content_hash = r.content_hash AND e.model_id = %s AND e.dim = %s "
            "WHERE NOT r.archived"
        )
        params: list[Any] = [vec, model_id, dim]
        if scopes is not None:
            query += " AND r.scope = ANY(%s)"
            params.append(sorted(scopes))
        query += " ORDER BY cos DESC, r.id LIMIT %s"
        params.append(k)
        with self._conn() as db:
            rows = db.execute(query, params).fetchall()
        return _ordered((r[0], float(r[1])) for r in rows)

    def _approximate(
        self,
        model_id: str,
        dim: int,
        vec: npt.NDArray[np.float32],
        scopes: set[str] | None,
        k: int,
    ) -> list[tuple[str, float]]:
        # ef_search = rows fetched: the scope filter runs after the index scan, and a larger
        # beam keeps the approximate top-k close to the exact one (bench/results/team.md).
        fetch = min(HNSW_EF_MAX, max(HNSW_EF_MIN, k * HNSW_OVERFETCH))
        # The cast and the dim predicate must read exactly as the index does; both are the
        # integer ``dim``, formatted as a literal so every plan (generic ones too) can use it.
        inner = sql.SQL(
            "SELECT content_hash, (vector::vector({dim})) <#> (%s::vector({dim})) AS dist "
            "FROM embeddings WHERE dim = {dim} AND model_id = %s "
            "ORDER BY (vector::vector({dim})) <#> (%s::vector({dim})) LIMIT %s"
        ).format(dim=sql.Literal(dim))
        query = sql.SQL(
            "SELECT r.id, -n.dist AS cos FROM ({}) n JOIN records r "
            "ON r.content_hash = n.content_hash WHERE NOT r.archived"
        ).format(inner)
        params: list[Any] = [vec, model_id, vec, fetch]
        if scopes is not None:
            query += sql.SQL(" AND r.scope = ANY(%s)")
            params.append(sorted(scopes))
        query += sql.SQL(" ORDER BY cos DESC, r.id LIMIT %s")
        params.append(k)
        # A read transaction (no write lock) scopes the search setting to this query.
        with self._conn() as db, db.transaction():
            db.execute(sql.SQL("SET LOCAL hnsw.ef_search = {}").format(sql.Literal(fetch)))
            rows = db.execute(query, params).fetchall()
        return _ordered((r[0], float(r[1])) for r in rows)


def _create_index(db: psycopg.Connection, dim: int) -> None:
    # The graph of 100k 384-d vectors needs ~200 MB; past maintenance_work_mem the build
    # slows down several times. SET LOCAL keeps it to this transaction.
    db.execute("SET LOCAL maintenance_work_mem = '512MB'")
    db.execute(
        sql.SQL(
            "CREATE INDEX IF NOT EXISTS {} ON embeddings USING hnsw "
            "((vector::vector({dim})) vector_ip_ops) WHERE dim = {dim}"
        ).format(sql.Identifier(f"embeddings_hnsw_{dim}"), dim=sql.Literal(dim))
    )
    # Fresh statistics: right after a bulk import the planner would still think the table
    # small and sort it instead of using the new index.
    db.execute("ANALYZE embeddings")


def _ordered(hits: Iterable[tuple[str, float]]) -> list[tuple[str, float]]:
    """The SQLite index's order: cosine rounded to 6 places, then id."""
    out = list(hits)
    out.sort(key=lambda h: (-round(h[1], 6), h[0]))
    return out
