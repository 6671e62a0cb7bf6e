"""Four real processes writing one store at once: nothing lost, full text consistent."""

from __future__ import annotations

import multiprocessing as mp
from pathlib import Path

import memlane

PROCESSES = 4
PER_PROCESS = 200


def _writer(home: str, worker: int) -> None:
    with memlane.open(home, embedder="hash", scope="/work/proj") as mem:
        for i in range(PER_PROCESS):
            mem.remember(
                f"worker {worker} note {i} about topic w{worker}n{i}", slug=f"w{worker}-n{i}"
            )


def test_four_processes_two_hundred_writes_each(home: Path) -> None:
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(str(home), w)) for w in range(PROCESSES)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=300)
        assert p.exitcode == 0
    with memlane.open(home, embedder="hash", scope="/work/proj") as mem:
        assert mem.list(limit=1).total == PROCESSES * PER_PROCESS
        assert mem._store.fts_integrity()
        for w in range(PROCESSES):
            hits = mem._store.fts([f"w{w}n{PER_PROCESS - 1}"], scopes=None, kinds=None, limit=5)
            assert len(hits) == 1
        fts_rows = mem._store._db.execute("SELECT COUNT(*) FROM records_fts").fetchone()[0]
        assert fts_rows == PROCESSES * PER_PROCESS
        vectors = mem._store._db.execute("SELECT COUNT(*) FROM embeddings").fetchone()[0]
        assert vectors == PROCESSES * PER_PROCESS
