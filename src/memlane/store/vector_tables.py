"""Vector rows (one per text and model) and the in-process KNN index over them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from memlane.core.records import Record
from memlane.store.connection import Connection, translating_errors
from memlane.store.rows import COLUMNS, row_to_record
from memlane.store.vectors import VectorIndex, cache_path

# Vectors remembered per process by content hash (cleared beyond this many: ~15 MB at 384 dims).
_KNOWN_VECTORS_MAX = 10_000


@translating_errors
class VectorTables(Connection):
    _vectors: VectorIndex | None = None
    _known: dict[str, npt.NDArray[np.float32]]
    _known_key: tuple[str, int] | None = None

    def embedding_models(self) -> dict[str, int]:
        """model id -> dimension of every model with vectors in this store."""
        # A row per (model, dim), added with its first vector (m023), removed by
        # drop_embeddings with its last.
        with self._lock:
            rows = self._db.execute(
                "SELECT model_id, dim FROM embedding_models ORDER BY model_id, dim"
            ).fetchall()
        return {str(model): int(dim) for model, dim in rows}

    def cached_hashes(self, hashes: Iterable[str], model_id: str) -> set[str]:
        hashes = list(dict.fromkeys(hashes))
        found: set[str] = set()
        with self._lock:
            for start in range(0, len(hashes), 500):
                chunk = hashes[start : start + 500]
                marks = ",".join("?" * len(chunk))
                found.update(
                    r[0]
                    for r in self._db.execute(
                        f"SELECT content_hash FROM embeddings WHERE model_id = ? "
                        f"AND content_hash IN ({marks})",
                        (model_id, *chunk),
                    )
                )
        return found

    def vectors_by_hash(
        self, hashes: Iterable[str], model_id: str
    ) -> dict[str, npt.NDArray[np.float32]]:
        hashes = list(dict.fromkeys(hashes))
        out: dict[str, npt.NDArray[np.float32]] = {}
        with self._lock:
            known = self._known_vectors(model_id)
            todo = []
            for h in hashes:
                vec = known.get(h)
                if vec is None:
                    todo.append(h)
                else:
                    out[h] = vec
            for start in range(0, len(todo), 500):
                chunk = todo[start : start + 500]
                marks = ",".join("?" * len(chunk))
                for h, blob in self._db.execute(
                    f"SELECT content_hash, vector FROM embeddings WHERE model_id = ? "
                    f"AND content_hash IN ({marks})",
                    (model_id, *chunk),
                ):
                    out[h] = np.frombuffer(blob, dtype=np.float32)
            if todo and not self._db.in_transaction:
                if len(known) + len(todo) > _KNOWN_VECTORS_MAX:
                    known.clear()
                known.update((h, out[h]) for h in todo if h in out)
        return out

    def _known_vectors(self, model_id: str) -> dict[str, npt.NDArray[np.float32]]:
        """Vectors read before, by content hash, for one model: a search asks for the cosines
        of the same ~2,000 candidates query after query. A (hash, model) vector never changes,
        only goes away, and every removal, from any process, appends to the change log; so
        they are kept while the log stands still (inside a write transaction, nothing is)."""
        if self._db.in_transaction:
            return {}
        mark = self._db.execute("SELECT COALESCE(MAX(seq), 0) FROM vector_changes").fetchone()[0]
        if self._known_key != (model_id, mark):
            self._known = {}
            self._known_key = (model_id, mark)
        return self._known

    def put_embeddings(
        self, model_id: str, items: Sequence[tuple[str, npt.NDArray[np.float32]]]
    ) -> None:
        with self.transaction():
            self._db.executemany(
                "INSERT OR IGNORE INTO embeddings(content_hash, model_id, dim, vector) "
                "VALUES (?, ?, ?, ?)",
                [(h, model_id, int(v.shape[0]), v.astype(np.float32).tobytes()) for h, v in items],
            )

    def unembedded(self, model_id: str, limit: int | None = None) -> list[Record]:
        """Records (archived included) whose text has no vector from ``model_id``."""
        sql = (
            f"SELECT {', '.join('r.' + c.strip() for c in COLUMNS.split(','))} FROM records r "
            "LEFT JOIN embeddings e ON e.content_hash = r.content_hash AND e.model_id = ? "
            "WHERE e.content_hash IS NULL ORDER BY r.rowid"
        )
        params: list[Any] = [model_id]
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        with self._lock:
            return [row_to_record(r) for r in self._db.execute(sql, params)]

    def drop_embeddings(self, *, keep_model: str | None) -> int:
        with self.transaction():
            cur = self._db.execute(
                "DELETE FROM embeddings WHERE ? IS NULL OR model_id != ?", (keep_model, keep_model)
            )
            self._db.execute(
                "DELETE FROM embedding_models WHERE ? IS NULL OR model_id != ?",
                (keep_model, keep_model),
            )
            return cur.rowcount

    def vector_search(
        self,
        model_id: str,
        dim: int,
        query: npt.NDArray[np.float32],
        scopes: set[str] | None,
        k: int,
    ) -> list[tuple[str, float]]:
        """Top-k (record id, cosine), best first; ties break by id (deterministic)."""
        with self._lock:
            index = self._vector_index(model_id, dim)
            found = index.search(query, scopes, k)
            ids = self._ids_by_rowid([rowid for rowid, _ in found])
        hits = [(ids[rowid], sim) for rowid, sim in found if rowid in ids]
        hits.sort(key=lambda h: (-round(h[1], 6), h[0]))
        return hits[:k]

    def prepare_vectors(self, model_id: str, dim: int) -> None:
        """Bring this process's vector index up to date now (and refresh the cache file the
        next process maps), so a later first query does not pay for it."""
        with self._lock:
            self._vector_index(model_id, dim)

    def _vector_index(self, model_id: str, dim: int) -> VectorIndex:
        if self._vectors is None or self._vectors.model_id != model_id:
            self._vectors = VectorIndex(model_id, dim, cache_path(self.path, model_id))
        self._vectors.sync(self._db)
        return self._vectors

    def _ids_by_rowid(self, rowids: Sequence[int]) -> dict[int, str]:
        if not rowids:
            return {}
        marks = ",".join("?" * len(rowids))
        sql = f"SELECT rowid, id FROM record_keys WHERE rowid IN ({marks})"
        rows = self._db.execute(sql, rowids)
        return {int(r): str(i) for r, i in rows}
