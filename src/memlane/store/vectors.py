"""An exact cosine KNN index held in numpy, kept in sync with the store's change log.

The matrix is loaded once per process; afterwards only rows named in ``vector_changes`` since
the last seen sequence are re-read, so writes from this process and from others reach it
without a full reload.
"""

from __future__ import annotations

import sqlite3
import threading

import numpy as np
import numpy.typing as npt

_COMPACT_FRACTION = 0.25


class VectorIndex:
    def __init__(self, model_id: str, dim: int) -> None:
        self.model_id = model_id
        self.dim = dim
        self._lock = threading.Lock()
        self._matrix: npt.NDArray[np.float32] = np.zeros((0, dim), dtype=np.float32)
        self._scope_codes: npt.NDArray[np.int32] = np.zeros(0, dtype=np.int32)
        self._live: npt.NDArray[np.bool_] = np.zeros(0, dtype=bool)
        self._ids: list[str] = []
        self._pos: dict[int, int] = {}  # record rowid -> row position
        self._scopes: dict[str, int] = {}
        self._size = 0
        self._seq = -1

    # -- synchronisation ---------------------------------------------------------------

    def sync(self, db: sqlite3.Connection) -> None:
        with self._lock:
            if self._seq < 0:
                self._load_all(db)
                return
            rows = db.execute(
                "SELECT seq, record_rowid FROM vector_changes WHERE seq > ? ORDER BY seq",
                (self._seq,),
            ).fetchall()
            if not rows:
                return
            changed = sorted({r[1] for r in rows})
            self._seq = rows[-1][0]
            for start in range(0, len(changed), 500):
                chunk = changed[start : start + 500]
                marks = ",".join("?" * len(chunk))
                found = {
                    r[0]: r
                    for r in db.execute(
                        f"SELECT r.rowid, r.id, r.scope, e.vector FROM records r "
                        f"JOIN embeddings e ON e.content_hash = r.content_hash "
                        f"AND e.model_id = ? WHERE r.rowid IN ({marks}) AND r.archived = 0",
                        (self.model_id, *chunk),
                    )
                }
                for rowid in chunk:
                    row = found.get(rowid)
                    if row is None:
                        self._remove(rowid)
                    else:
                        self._upsert(rowid, row[1], row[2], row[3])
            if self._size and (self._size - int(self._live[: self._size].sum())) > max(
                64, _COMPACT_FRACTION * self._size
            ):
                self._compact()

    def _load_all(self, db: sqlite3.Connection) -> None:
        seq_row = db.execute("SELECT COALESCE(MAX(seq), 0) FROM vector_changes").fetchone()
        rows = db.execute(
            "SELECT r.rowid, r.id, r.scope, e.vector FROM records r "
            "JOIN embeddings e ON e.content_hash = r.content_hash AND e.model_id = ? "
            "WHERE r.archived = 0 ORDER BY r.rowid",
            (self.model_id,),
        ).fetchall()
        n = len(rows)
        cap = max(1024, n * 2)
        self._matrix = np.zeros((cap, self.dim), dtype=np.float32)
        self._scope_codes = np.zeros(cap, dtype=np.int32)
        self._live = np.zeros(cap, dtype=bool)
        self._ids = []
        self._pos = {}
        self._size = 0
        if n:
            blob = b"".join(r[3] for r in rows)
            self._matrix[:n] = np.frombuffer(blob, dtype=np.float32).reshape(n, self.dim)
            for i, r in enumerate(rows):
                self._pos[r[0]] = i
                self._ids.append(r[1])
                self._scope_codes[i] = self._scope_code(r[2])
            self._live[:n] = True
            self._size = n
        self._seq = int(seq_row[0])

    def _scope_code(self, scope: str) -> int:
        code = self._scopes.get(scope)
        if code is None:
            code = self._scopes[scope] = len(self._scopes)
        return code

    def _grow(self) -> None:
        cap = max(1024, len(self._live) * 2)
        matrix = np.zeros((cap, self.dim), dtype=np.float32)
        matrix[: self._size] = self._matrix[: self._size]
        codes = np.zeros(cap, dtype=np.int32)
        codes[: self._size] = self._scope_codes[: self._size]
        live = np.zeros(cap, dtype=bool)
        live[: self._size] = self._live[: self._size]
        self._matrix, self._scope_codes, self._live = matrix, codes, live

    def _upsert(self, rowid: int, record_id: str, scope: str, blob: bytes) -> None:
        vec = np.frombuffer(blob, dtype=np.float32)
        if vec.shape[0] != self.dim:
            return
        pos = self._pos.get(rowid)
        if pos is None:
            if self._size >= len(self._live):
                self._grow()
            pos = self._size
            self._size += 1
            self._pos[rowid] = pos
            self._ids.append(record_id)
        self._matrix[pos] = vec
        self._scope_codes[pos] = self._scope_code(scope)
        self._live[pos] = True

    def _remove(self, rowid: int) -> None:
        pos = self._pos.pop(rowid, None)
        if pos is not None:
            self._live[pos] = False

    def _compact(self) -> None:
        keep = np.flatnonzero(self._live[: self._size])
        inverse = {pos: rowid for rowid, pos in self._pos.items()}
        self._matrix[: len(keep)] = self._matrix[keep]
        self._scope_codes[: len(keep)] = self._scope_codes[keep]
        self._ids = [self._ids[p] for p in keep]
        self._pos = {inverse[int(p)]: i for i, p in enumerate(keep)}
        self._live[:] = False
        self._live[: len(keep)] = True
        self._size = len(keep)

    # -- queries ---------------------------------------------------------------------------

    def __len__(self) -> int:
        return int(self._live[: self._size].sum())

    def search(
        self, query: npt.NDArray[np.float32], scopes: set[str] | None, k: int
    ) -> list[tuple[str, float]]:
        """Top-k (record id, cosine) among live rows whose scope is in ``scopes``
        (None = all). Ties break by id so results are deterministic."""
        with self._lock:
            if self._size == 0 or k <= 0:
                return []
            mask = self._live[: self._size].copy()
            if scopes is not None:
                codes = [self._scopes[s] for s in scopes if s in self._scopes]
                if not codes:
                    return []
                # A lookup table per scope code: np.isin sorted 100k codes on every query.
                allowed = np.zeros(len(self._scopes), dtype=bool)
                allowed[codes] = True
                mask &= allowed[self._scope_codes[: self._size]]
            count = int(mask.sum())
            if count == 0:
                return []
            # One mat-vec over the whole matrix beats gathering the masked rows first.
            sims = self._matrix[: self._size] @ query.astype(np.float32)
            sims[~mask] = -np.inf
            k = min(k, count)
            top = np.argpartition(-sims, k - 1)[:k] if self._size > k else np.arange(self._size)
            hits = [(self._ids[int(i)], float(sims[i])) for i in top if mask[i]]
        hits.sort(key=lambda h: (-round(h[1], 6), h[0]))
        return hits
