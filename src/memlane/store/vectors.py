"""An exact cosine KNN index held in numpy, kept in sync with the store's change log.

Rows live in two parts: a *base* sorted by scope (so a query scans only the scopes it may
see) and a small *tail* of rows changed since, appended in log order. The base is written to
a cache file beside the database after a full load and memory-mapped by the next process,
which then replays only the ``vector_changes`` logged since (issue 21: loading 100k vectors
through SQL took over a second in every new process). The cache is an optimization only: a
file that is missing, unreadable, from another store or ahead of the log is ignored and the
index loads from SQL as before. Results are exact either way.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import sqlite3
import tempfile
import threading
from pathlib import Path

import numpy as np
import numpy.typing as npt

_COMPACT_FRACTION = 0.25
# Up to this many changed rows in one sync are looked up in the arrays (_remove); more build
# the rowid map once.
_FEW_CHANGES = 64
_CACHE_FORMAT = 1
_HEADER_BYTES = 64 * 1024  # the JSON header (scope names included) is padded to this
_FILE_MODE = 0o600  # the vectors encode people's memories, like the database itself
# Callers order hits by the cosine rounded to 6 decimals, then by id: rows this close to the
# k-th best may tie with it there.
_TIE_MARGIN = 1e-6

F32 = npt.NDArray[np.float32]


def cache_path(db_path: Path, model_id: str) -> Path:
    digest = hashlib.sha256(model_id.encode()).hexdigest()[:12]
    return db_path.with_name(f"{db_path.name}-vectors-{digest}")


class VectorIndex:
    def __init__(self, model_id: str, dim: int, cache: Path | None = None) -> None:
        self.model_id = model_id
        self.dim = dim
        self.cache = cache
        self._lock = threading.Lock()
        self._scopes: list[str] = []
        self._codes: dict[str, int] = {}
        # base: sorted by scope code, ranges[code] = (start, stop)
        self._base: F32 = np.zeros((0, dim), dtype=np.float32)
        self._base_rowids: npt.NDArray[np.int64] = np.zeros(0, dtype=np.int64)
        self._base_live: npt.NDArray[np.bool_] = np.zeros(0, dtype=bool)
        self._ranges: dict[int, tuple[int, int]] = {}
        # tail: rows written after the base, in log order
        self._tail: F32 = np.zeros((64, dim), dtype=np.float32)
        self._tail_rowids: npt.NDArray[np.int64] = np.zeros(64, dtype=np.int64)
        self._tail_codes: npt.NDArray[np.int32] = np.zeros(64, dtype=np.int32)
        self._tail_live: npt.NDArray[np.bool_] = np.zeros(64, dtype=bool)
        self._tail_size = 0
        self._where: dict[int, int] | None = None  # rowid -> base position, or -1 - tail position
        self._seq = -1

    # -- synchronisation ---------------------------------------------------------------

    def sync(self, db: sqlite3.Connection) -> None:
        with self._lock:
            if self._seq < 0:
                uid = _store_uid(db)
                if not self._load_cache(db, uid):
                    self._load_all(db)
                    self._write_cache(db, uid)
            rows = db.execute(
                "SELECT seq, record_rowid FROM vector_changes WHERE seq > ? ORDER BY seq",
                (self._seq,),
            ).fetchall()
            if not rows:
                return
            changed = sorted({r[1] for r in rows})
            self._seq = rows[-1][0]
            if len(changed) > _FEW_CHANGES:
                self._positions()  # one map for many lookups (see _remove)
            for start in range(0, len(changed), 500):
                chunk = changed[start : start + 500]
                found = {
                    r[0]: r
                    for r in db.execute(changed_rows_sql(len(chunk)), (self.model_id, *chunk))
                }
                for rowid in chunk:
                    row = found.get(rowid)
                    self._remove(rowid)
                    if row is not None:
                        self._append(rowid, row[1], row[2])
            dead = int((~self._base_live).sum()) + self._tail_size - int(self._tail_live.sum())
            if dead + self._tail_size > max(64, _COMPACT_FRACTION * len(self._base)):
                self._compact()
                self._write_cache(db, _store_uid(db))

    def _load_all(self, db: sqlite3.Connection) -> None:
        seq_row = db.execute("SELECT COALESCE(MAX(seq), 0) FROM vector_changes").fetchone()
        rows = db.execute(
            "SELECT r.rowid, r.scope, e.vector FROM records r "
            "JOIN embeddings e ON e.content_hash = r.content_hash AND e.model_id = ? "
            "WHERE r.archived = 0 AND e.dim = ? ORDER BY r.scope, r.rowid",
            (self.model_id, self.dim),
        ).fetchall()
        n = len(rows)
        # Read-only views: the base is never written (removals flip a live flag, new rows go
        # to the tail), so neither the loaded bytes nor a mapped file are copied.
        base = np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32).reshape(n, self.dim)
        codes = np.array([self._code(r[1]) for r in rows], dtype=np.int32)
        self._set_base(base, np.array([r[0] for r in rows], dtype=np.int64), codes)
        self._seq = int(seq_row[0])

    def _set_base(
        self, base: F32, rowids: npt.NDArray[np.int64], codes: npt.NDArray[np.int32]
    ) -> None:
        """Install rows already sorted by scope code as the base; empty the tail."""
        # A plain ndarray view of a mapped file: each slice of an np.memmap is another
        # memmap, built through its __array_finalize__ (a few µs on every scope a query reads).
        self._base = base.view(np.ndarray) if isinstance(base, np.memmap) else base
        self._base_rowids = rowids
        self._base_live = np.ones(len(rowids), dtype=bool)
        self._ranges = {}
        if len(codes):
            cuts = [0, *(np.flatnonzero(np.diff(codes)) + 1).tolist(), len(codes)]
            self._ranges = {int(codes[a]): (a, b) for a, b in itertools.pairwise(cuts)}
        self._tail_size = 0
        self._tail_live[:] = False
        self._where = None

    def _code(self, scope: str) -> int:
        code = self._codes.get(scope)
        if code is None:
            code = self._codes[scope] = len(self._scopes)
            self._scopes.append(scope)
        return code

    def _positions(self) -> dict[int, int]:
        if self._where is None:  # built on the first change, not on every load
            where = {int(r): i for i, r in enumerate(self._base_rowids.tolist())}
            for j in range(self._tail_size):
                where[int(self._tail_rowids[j])] = -1 - j
            self._where = where
        return self._where

    def _remove(self, rowid: int) -> None:
        if self._where is None:
            # No map yet (a new process, a few records changed since the cache file): the
            # row's live position found in the arrays, not a map of every row built for it
            # (a dict of 10k rows ~1 ms of a cold recall's CPU, of 100k ~15). At most one
            # position of a rowid is live: _append follows a _remove of the same rowid.
            hit = np.flatnonzero(self._base_live & (self._base_rowids == rowid))
            self._base_live[hit] = False
            n = self._tail_size
            hit = np.flatnonzero(self._tail_live[:n] & (self._tail_rowids[:n] == rowid))
            self._tail_live[hit] = False
            return
        pos = self._where.pop(rowid, None)
        if pos is None:
            return
        if pos >= 0:
            self._base_live[pos] = False
        else:
            self._tail_live[-1 - pos] = False

    def _append(self, rowid: int, scope: str, blob: bytes) -> None:
        vec = np.frombuffer(blob, dtype=np.float32)
        if vec.shape[0] != self.dim:
            return
        if self._tail_size >= len(self._tail_live):
            grow = len(self._tail_live) * 2
            self._tail = np.resize(self._tail, (grow, self.dim))
            self._tail_rowids = np.resize(self._tail_rowids, grow)
            self._tail_codes = np.resize(self._tail_codes, grow)
            live = np.zeros(grow, dtype=bool)
            live[: self._tail_size] = self._tail_live[: self._tail_size]
            self._tail_live = live
        j = self._tail_size
        self._tail[j] = vec
        self._tail_rowids[j] = rowid
        self._tail_codes[j] = self._code(scope)
        self._tail_live[j] = True
        self._tail_size += 1
        if self._where is not None:  # else _positions() maps it when it is built
            self._where[rowid] = -1 - j

    def _compact(self) -> None:
        """Merge the live base and tail rows into a new base sorted by scope."""
        keep = np.flatnonzero(self._base_live)
        base_codes = np.zeros(len(self._base_rowids), dtype=np.int32)
        for code, (a, b) in self._ranges.items():
            base_codes[a:b] = code
        tail = np.flatnonzero(self._tail_live[: self._tail_size])
        matrix = np.concatenate([self._base[keep], self._tail[tail]])
        rowids = np.concatenate([self._base_rowids[keep], self._tail_rowids[tail]])
        codes = np.concatenate([base_codes[keep], self._tail_codes[tail]])
        order = np.lexsort((rowids, codes))
        self._set_base(matrix[order], rowids[order], codes[order].astype(np.int32))

    # -- the cache file ----------------------------------------------------------------

    def _header(self, uid: str, mark: int | None) -> dict[str, object]:
        return {
            "format": _CACHE_FORMAT, "model_id": self.model_id, "dim": self.dim, "uid": uid,
            "seq": self._seq, "mark": mark, "rows": len(self._base_rowids),
            "scopes": self._scopes, "ranges": {str(c): list(r) for c, r in self._ranges.items()},
        }  # fmt: skip

    def _write_cache(self, db: sqlite3.Connection, uid: str | None) -> None:
        if self.cache is None or uid is None or self._tail_size or not self._base_live.all():
            return
        header = json.dumps(self._header(uid, _log_mark(db, self._seq))).encode()
        if len(header) >= _HEADER_BYTES:
            return  # a store with thousands of scopes loads from SQL
        try:
            fd, tmp = tempfile.mkstemp(
                prefix=f".{self.cache.name}.", suffix=".memlane-tmp", dir=self.cache.parent
            )
            try:
                with os.fdopen(fd, "wb") as fh:
                    os.fchmod(fh.fileno(), _FILE_MODE)
                    fh.write(header.ljust(_HEADER_BYTES, b" "))
                    fh.write(np.ascontiguousarray(self._base, dtype=np.float32).tobytes())
                    fh.write(self._base_rowids.astype(np.int64).tobytes())
                os.replace(tmp, self.cache)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError:
            # A full disk or a read-only home costs the next process a load from SQL, not
            # this query: the cache only saves time.
            return

    def _load_cache(self, db: sqlite3.Connection, uid: str | None) -> bool:
        if self.cache is None or uid is None:
            return False
        try:
            with self.cache.open("rb") as fh:
                header = json.loads(fh.read(_HEADER_BYTES))
            n = int(header["rows"])
            if (
                header.get("format") != _CACHE_FORMAT
                or header.get("model_id") != self.model_id
                or header.get("dim") != self.dim
                or header.get("uid") != uid
            ):
                return False
            seq = int(header["seq"])
            newest = db.execute("SELECT COALESCE(MAX(seq), 0) FROM vector_changes").fetchone()[0]
            if seq > int(newest) or header.get("mark") != _log_mark(db, seq):
                # The log is behind the file, or logged another change at its sequence
                # number: a restored copy of this store that went its own way since.
                return False
            matrix = np.memmap(
                self.cache, dtype=np.float32, mode="r", offset=_HEADER_BYTES, shape=(n, self.dim)
            ) if n else np.zeros((0, self.dim), dtype=np.float32)  # fmt: skip
            rowids = np.fromfile(
                self.cache, dtype=np.int64, count=n, offset=_HEADER_BYTES + n * self.dim * 4
            )
            if len(rowids) != n:
                return False
        except (OSError, ValueError, KeyError, TypeError):
            return False
        self._scopes = [str(s) for s in header["scopes"]]
        self._codes = {s: i for i, s in enumerate(self._scopes)}
        codes = np.zeros(n, dtype=np.int32)
        for code, (a, b) in header["ranges"].items():
            codes[int(a) : int(b)] = int(code)
        self._set_base(matrix, rowids, codes)
        self._seq = seq
        return True

    # -- queries ---------------------------------------------------------------------------

    def __len__(self) -> int:
        return int(self._base_live.sum()) + int(self._tail_live[: self._tail_size].sum())

    def search(self, query: F32, scopes: set[str] | None, k: int) -> list[tuple[int, float]]:
        """Top-k (record rowid, cosine) among live rows whose scope is in ``scopes``
        (None = all), best first."""
        with self._lock:
            if k <= 0:
                return []
            q = query.astype(np.float32)
            codes = (
                list(range(len(self._scopes)))
                if scopes is None
                else [self._codes[s] for s in scopes if s in self._codes]
            )
            found_rows: list[npt.NDArray[np.int64]] = []
            found_sims: list[F32] = []
            for code in codes:  # the base: only the blocks of visible scopes are read
                a, b = self._ranges.get(code, (0, 0))
                if b > a:
                    sims = _similarities(self._base[a:b], q)
                    sims[~self._base_live[a:b]] = -np.inf
                    self._keep_top(sims, self._base_rowids[a:b], k, found_rows, found_sims)
            t = self._tail_size
            if t:
                allowed = np.zeros(len(self._scopes), dtype=bool)
                allowed[codes] = True
                sims = _similarities(self._tail[:t], q)
                sims[~(self._tail_live[:t] & allowed[self._tail_codes[:t]])] = -np.inf
                self._keep_top(sims, self._tail_rowids[:t], k, found_rows, found_sims)
            if not found_sims:
                return []
            sims = np.concatenate(found_sims)
            rows = np.concatenate(found_rows)
        best = sims > -np.inf
        if len(sims) > k:
            # Each scope block kept its own top k; keep the overall top k, and every row tied
            # with the k-th at the caller's rounding (it breaks those ties by record id).
            kth = float(np.partition(sims, len(sims) - k)[len(sims) - k])
            best &= sims >= kth - _TIE_MARGIN
        # tolist(): the same Python ints and floats as int()/float() of each numpy scalar.
        return list(zip(rows[best].tolist(), sims[best].tolist(), strict=True))

    @staticmethod
    def _keep_top(
        sims: F32,
        rowids: npt.NDArray[np.int64],
        k: int,
        rows_out: list[npt.NDArray[np.int64]],
        sims_out: list[F32],
    ) -> None:
        if len(sims) > k:
            top = np.argpartition(-sims, k - 1)[:k]
            sims, rowids = sims[top], rowids[top]
        rows_out.append(rowids)
        sims_out.append(sims)


def _similarities(block: F32, q: F32) -> F32:
    """``block @ q`` on this thread alone. numpy's OpenBLAS splits a matrix-vector product of
    a few thousand rows or more across threads, which cost more than it saved: on a shared
    2-core machine the threads' hand-off made a 10k-row scan ~8 ms of CPU where one thread
    takes <1 ms (the same product to the last float bits or two; bench/latency.py's queries
    rank the same). einsum without optimize is numpy's own single-threaded SIMD loop."""
    return np.einsum("ij,j->i", block, q)


def changed_rows_sql(n: int) -> str:
    """The rows of ``n`` changed records with their vectors. CROSS JOIN keeps records first:
    without statistics, from about 30 ids on SQLite's planner preferred walking every vector
    of the model (the embeddings_model index, dropped by m023) — 17 s per 500 ids at 100k
    records."""
    return (
        "SELECT r.rowid, r.scope, e.vector FROM records r CROSS JOIN embeddings e "
        "ON e.content_hash = r.content_hash AND e.model_id = ? "
        f"WHERE r.rowid IN ({','.join('?' * n)}) AND r.archived = 0"
    )


def _log_mark(db: sqlite3.Connection, seq: int) -> int | None:
    """The random nonce of the change logged at ``seq`` (migration m011; the log is
    append-only, so a history that went another way since has another nonce there)."""
    row = db.execute("SELECT nonce FROM vector_changes WHERE seq = ?", (seq,)).fetchone()
    return None if row is None or row[0] is None else int(row[0])


def _store_uid(db: sqlite3.Connection) -> str | None:
    """This database's identity (migration m011): a cache file names the store it mirrors."""
    row = db.execute("SELECT value FROM store_meta WHERE key = 'store_uid'").fetchone()
    return None if row is None else str(row[0])
