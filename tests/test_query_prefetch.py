"""The query embedding runs on another thread for an embedder that releases the GIL, and the
ranking (and search) is the same as when it runs in line (services/embedding.py prefetch)."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from numpy.typing import NDArray

from memlane.errors import ProviderError
from memlane.providers.embedders import HashEmbedder
from memlane.services.embedding import EmbeddingService
from memlane.services.ranking import rank
from memlane.services.search import search
from memlane.store.sqlite import SqliteStore
from stores import make_record

TEXTS = [
    ("deploy", "Deploy with helm upgrade from the ops folder"),
    ("release", "The release needs both CI gates green before tagging"),
    ("cache", "Cache keys include the tenant id and the region"),
    ("rollback", "Roll a failed deploy back with helm rollback"),
]


class OffThreadHash:
    """The hash embedder, saying it releases the GIL, and noting the threads it ran on."""

    releases_gil = True

    def __init__(self, fail_on: str | None = None) -> None:
        self._inner = HashEmbedder(64)
        self.model_id, self.dim = self._inner.model_id, self._inner.dim
        self.threads: list[str] = []
        self.fail_on = fail_on

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.threads.append(threading.current_thread().name)
        if self.fail_on is not None and any(self.fail_on in t for t in texts):
            raise ProviderError("the model failed", remedy="check the model files")
        return self._inner.embed(texts)


@pytest.fixture
def store(tmp_path: Path) -> SqliteStore:
    s = SqliteStore(tmp_path / "store.db")
    recs = [make_record(slug=slug, title=slug, body=body) for slug, body in TEXTS]
    for r in recs:
        s.insert(r)
    vecs = HashEmbedder(64).embed([r.embed_text for r in recs])
    s.put_embeddings("hash-64", [(r.content_hash, vecs[i]) for i, r in enumerate(recs)])
    return s


def _ranking(
    store: SqliteStore, embeddings: EmbeddingService, query: str
) -> list[tuple[str, float]]:
    hits = rank(store, embeddings, query, read_scope="/p", mode="exact", floor=0)
    return [(h.record.slug or "", h.score) for h in hits]


def test_the_query_is_embedded_off_thread_with_the_same_ranking(store: SqliteStore) -> None:
    off = OffThreadHash()
    queries = ["how do we deploy with helm", "release gates", "tenant cache keys"]
    for query in queries:
        assert _ranking(store, EmbeddingService(store, off), query) == _ranking(
            store, EmbeddingService(store, HashEmbedder(64)), query
        )
    assert len(off.threads) == len(queries)
    assert threading.current_thread().name not in off.threads


def test_a_model_failure_on_the_worker_reaches_the_caller(store: SqliteStore) -> None:
    embeddings = EmbeddingService(store, OffThreadHash(fail_on="explode"))
    with pytest.raises(ProviderError, match="the model failed"):
        _ranking(store, embeddings, "explode the deploy")
    # The worker lives on: the next query is answered.
    assert _ranking(store, embeddings, "deploy with helm")[0][0] == "deploy"


def test_an_embedder_holding_the_gil_embeds_in_line(store: SqliteStore) -> None:
    class InLine(OffThreadHash):
        releases_gil = False

    inline = InLine()
    _ranking(store, EmbeddingService(store, inline), "deploy with helm")
    assert inline.threads == [threading.current_thread().name]


def test_no_embedding_outlives_a_ranking_that_never_asked_for_it(store: SqliteStore) -> None:
    class Slow(OffThreadHash):
        finished = False

        def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
            time.sleep(0.2)
            out = super().embed(texts)
            self.finished = True
            return out

    slow = Slow()
    hits = rank(store, EmbeddingService(store, slow), "deploy", read_scope="/nothing-here",
                mode="exact", floor=0)  # fmt: skip
    assert hits == [] and slow.threads and slow.finished


def _search(store: SqliteStore, embeddings: EmbeddingService, query: str) -> list[object]:
    found = search(store, embeddings, query, read_scope="/p", mode="exact")
    return [found.total, *((h.record.slug, h.score, h.matched, h.match) for h in found.hits)]


def test_search_embeds_the_query_off_thread_with_the_same_hits(store: SqliteStore) -> None:
    off = OffThreadHash()
    queries = ["how do we deploy with helm", "release gates", "tenant cache keys"]
    for query in queries:
        assert _search(store, EmbeddingService(store, off), query) == _search(
            store, EmbeddingService(store, HashEmbedder(64)), query
        )
    assert len(off.threads) == len(queries)
    assert threading.current_thread().name not in off.threads


def test_a_model_failure_in_search_reaches_the_caller(store: SqliteStore) -> None:
    embeddings = EmbeddingService(store, OffThreadHash(fail_on="explode"))
    with pytest.raises(ProviderError, match="the model failed"):
        _search(store, embeddings, "explode the deploy")
    assert _search(store, embeddings, "deploy with helm")[1][0] == "deploy"
