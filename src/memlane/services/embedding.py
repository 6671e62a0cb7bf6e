"""Keeps vectors consistent with one embedder: cache by content hash, refuse mixed models.

A store holds vectors of exactly one model. If the configured embedder differs, anything that
needs vectors stops with ModelMismatch until ``memlane reindex`` re-embeds everything.
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable, Iterator, Sequence

import numpy as np
import numpy.typing as npt

from memlane.core.records import Record
from memlane.errors import ModelMismatch
from memlane.providers.embedders import Embedder
from memlane.store.protocol import Store

# Texts handed to the embedder per call. They are sorted by length first, so each call (and
# each model batch the embedder cuts from it) pads little: a bulk import's texts range from a
# line to a page, and padding a line to a page's width was most of the model's work.
EMBED_BATCH = 1024
# With a progress callback (a bulk import on a terminal) the texts go in calls of this size, so
# the bar moves every few seconds with MiniLM; a vector is the same whatever the call's size.
PROGRESS_BATCH = 256
Progress = Callable[[int, int], None]
# A write of at least this many vectors refreshes the index (and its cache file) right away.
BULK_INDEX_MIN = 1000


class EmbeddingService:
    def __init__(self, store: Store, embedder: Embedder | None) -> None:
        self.store = store
        self.embedder = embedder
        self._checked = False
        # Vectors :meth:`embed_ahead` stored so far (what an interrupted import kept).
        self.kept_ahead = 0
        # The last query's vector: knn and the cosines of text-only candidates share it.
        self._last_query: tuple[str, npt.NDArray[np.float32]] | None = None
        # A query being embedded on another thread (prefetch) until query_vector takes it.
        self._pending: _QueryEmbedding | None = None

    def on_store(self, store: Store) -> EmbeddingService:
        """The same embedder over another view of the store (a user's granted view); the
        model check already done is kept."""
        view = EmbeddingService(store, self.embedder)
        view._checked = self._checked
        return view

    @property
    def enabled(self) -> bool:
        return self.embedder is not None

    def check_model(self) -> None:
        """Raise ModelMismatch if the store holds vectors from any other model or dimension."""
        if self.embedder is None or self._checked:
            return
        held = self.store.embedding_models()
        foreign = {m: d for m, d in held.items() if m != self.embedder.model_id}
        if foreign:
            names = ", ".join(f"{m} (dim {d})" for m, d in sorted(foreign.items()))
            raise ModelMismatch(
                f"the store holds vectors from {names}, but the configured embedder is "
                f"{self.embedder.model_id} (dim {self.embedder.dim})",
                store_models=sorted(foreign),
                configured=self.embedder.model_id,
            )
        self._checked = True

    def vectors_for(
        self, records: Sequence[Record], progress: Progress | None = None
    ) -> list[tuple[str, npt.NDArray[np.float32]]]:
        """Vectors for the records whose text is not embedded yet (never embeds a text twice).
        ``progress(done, total)`` counts the texts to embed, from ``(0, total)`` on."""
        out: list[tuple[str, npt.NDArray[np.float32]]] = []
        for batch in self._batches(records, progress):
            out.extend(batch)
        return out

    def embed_ahead(self, records: Sequence[Record], progress: Progress | None = None) -> int:
        """Embed the records' new texts and store each call's vectors at once, in its own
        transaction, before the records are written; return how many were stored.

        A bulk import's embedding is its long part (minutes with MiniLM): stored as it goes, an
        interrupted import keeps it, and running the import again embeds only the rest, since
        vectors are keyed by text. A vector whose record was never written holds no text and
        harms nothing: no record points at it until one with that text is stored."""
        stored = 0
        for batch in self._batches(records, progress):
            self.store_vectors(batch)
            stored += len(batch)
            self.kept_ahead += len(batch)
        return stored

    def _batches(
        self, records: Sequence[Record], progress: Progress | None
    ) -> Iterator[list[tuple[str, npt.NDArray[np.float32]]]]:
        if self.embedder is None or not records:
            return
        self.check_model()
        wanted: dict[str, str] = {}
        for r in records:
            wanted.setdefault(r.content_hash, r.embed_text)
        have = self.store.cached_hashes(wanted, self.embedder.model_id)
        todo = sorted(
            ((h, t) for h, t in wanted.items() if h not in have), key=lambda ht: (len(ht[1]), ht[0])
        )
        step = EMBED_BATCH if progress is None else PROGRESS_BATCH
        if progress is not None:
            progress(0, len(todo))
        for start in range(0, len(todo), step):
            batch = todo[start : start + step]
            vecs = self.embedder.embed([t for _, t in batch])
            yield [(h, vecs[i]) for i, (h, _) in enumerate(batch)]
            if progress is not None:
                progress(min(start + step, len(todo)), len(todo))

    def prepare_index(self, written: int | None = None) -> None:
        """Load (or update) the vector index now: always when ``written`` is None (a server
        starting), else after a bulk write of at least ``BULK_INDEX_MIN`` vectors, so the
        process that wrote them pays for the index file, not the next one that reads."""
        if self.embedder is None or (written is not None and written < BULK_INDEX_MIN):
            return
        self.store.prepare_vectors(self.embedder.model_id, self.embedder.dim)

    def store_vectors(self, items: Sequence[tuple[str, npt.NDArray[np.float32]]]) -> None:
        if self.embedder is not None and items:
            self.store.put_embeddings(self.embedder.model_id, items)

    def vectors_by_hash(self, hashes: Sequence[str]) -> dict[str, npt.NDArray[np.float32]]:
        if self.embedder is None:
            return {}
        return self.store.vectors_by_hash(hashes, self.embedder.model_id)

    def prefetch(self, text: str) -> None:
        """Start embedding the query ``text`` on another thread, for the ``query_vector(text)``
        that follows: a model that runs outside the GIL (``releases_gil``; MiniLM, ~6 ms of a
        ~17 ms recall at 10k) then works while this thread runs the full-text query and the
        scope lookups. The vector is the same either way; other embedders embed in line."""
        if self.embedder is None or not getattr(self.embedder, "releases_gil", False):
            return
        last, pending = self._last_query, self._pending
        if (last is not None and last[0] == text) or (pending is not None and pending.text == text):
            return
        self.check_model()  # reads the store: on this thread, which owns the connection
        self._pending = _submit(_QueryEmbedding(self.embedder, text))

    def settle(self) -> None:
        """Wait for a prefetched embedding nobody took (a ranking that stopped before its
        vector search): none outlives the call that started it, so a process never exits
        with the model running, or loading, on the worker. Its failure is not raised here:
        nothing asked for the vector."""
        pending, self._pending = self._pending, None
        if pending is not None:
            pending.wait()

    def query_vector(self, text: str) -> npt.NDArray[np.float32] | None:
        if self.embedder is None:
            return None
        self.check_model()
        last = self._last_query
        if last is not None and last[0] == text:
            return last[1]
        pending = self._pending
        if pending is not None and pending.text == text:
            self._pending = None
            vec = pending.result()
        else:
            vec = self.embedder.embed([text])[0]
        self._last_query = (text, vec)
        return vec

    def similarities(self, text: str, records: Sequence[Record]) -> dict[str, float]:
        """Cosine of ``text`` with each record's stored vector (records without one are left
        out): the true similarity of a candidate found by its words, outside the KNN top."""
        vec = self.query_vector(text)
        if vec is None or not records:
            return {}
        stored = self.vectors_by_hash([r.content_hash for r in records])
        # ndarray.dot: the same float32 dot product as ``@`` (the same bits), without the
        # matmul ufunc's dispatch, half the time for search's ~1,700 candidates.
        return {
            r.id: float(stored[r.content_hash].dot(vec))
            for r in records
            if r.content_hash in stored
        }

    def knn(self, text: str, scopes: set[str] | None, k: int) -> list[tuple[str, float]]:
        vec = self.query_vector(text)
        if vec is None or self.embedder is None:
            return []
        return self.store.vector_search(self.embedder.model_id, self.embedder.dim, vec, scopes, k)

    def reindex(self, progress: Progress | None = None, *, batch: int = 256) -> dict[str, int]:
        """Drop vectors of other models and embed every record that lacks one."""
        if self.embedder is None:
            dropped = self.store.drop_embeddings(keep_model=None)
            return {"dropped": dropped, "embedded": 0, "total": 0}
        dropped = self.store.drop_embeddings(keep_model=self.embedder.model_id)
        self._checked = False
        pending = self.store.unembedded(self.embedder.model_id)
        total = len(pending)
        done = 0
        if progress:
            progress(0, total)
        for start in range(0, total, batch):
            chunk = pending[start : start + batch]
            self.store_vectors(self.vectors_for(chunk))
            done += len(chunk)
            if progress:
                progress(done, total)
        self.check_model()
        self.prepare_index(total)
        return {"dropped": dropped, "embedded": total, "total": total}


class _QueryEmbedding:
    """One query text being embedded by the process's embedding worker (:func:`_submit`)."""

    def __init__(self, embedder: Embedder, text: str) -> None:
        self.embedder = embedder
        self.text = text
        self._done = threading.Event()
        self._vec: npt.NDArray[np.float32] | None = None
        self._error: BaseException | None = None

    def run(self) -> None:
        try:
            self._vec = self.embedder.embed([self.text])[0]
        except BaseException as exc:  # handed to the caller of result(), raised there
            self._error = exc
        finally:
            self._done.set()

    def wait(self) -> None:
        self._done.wait()

    def result(self) -> npt.NDArray[np.float32]:
        self._done.wait()
        if self._error is not None:
            raise self._error
        assert self._vec is not None
        return self._vec


# One daemon thread per process runs the prefetched query embeddings, started on the first:
# a thread per query cost ~0.2 ms of CPU to start, a pool (concurrent.futures) would cost
# every process the import of logging. The pid notes which process started it: a child
# forked after that has the queue but not the thread.
_worker_lock = threading.Lock()
_worker: tuple[int, queue.SimpleQueue[_QueryEmbedding]] | None = None


def _submit(job: _QueryEmbedding) -> _QueryEmbedding:
    global _worker
    with _worker_lock:
        if _worker is None or _worker[0] != os.getpid():
            jobs: queue.SimpleQueue[_QueryEmbedding] = queue.SimpleQueue()
            threading.Thread(
                target=_work, args=(jobs,), name="memlane-query-embedding", daemon=True
            ).start()
            _worker = (os.getpid(), jobs)
        _worker[1].put(job)
    return job


def _work(jobs: queue.SimpleQueue[_QueryEmbedding]) -> None:
    while True:
        jobs.get().run()
