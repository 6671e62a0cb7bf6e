"""Four real processes writing one store at once: nothing lost, full text consistent."""

from __future__ import annotations

import multiprocessing as mp
from pathlib import Path
from typing import Any

import memlane
from memlane.store.connection import Connection

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


def _opener(path: str, barrier: Any) -> None:
    barrier.wait()
    Connection(Path(path)).close()  # StoreUnavailable exits the process with code 1


def test_processes_opening_one_new_store_together_all_get_it(tmp_path: Path) -> None:
    # SQLite answers the switch to WAL with "database is locked" at once, busy timeout or not,
    # while another connection switches the same new file: without a retry, six processes
    # opening one fresh store together failed about one open in twenty.
    ctx = mp.get_context("fork")
    for trial in range(30):
        path = tmp_path / f"store{trial}" / "memory.db"
        path.parent.mkdir()
        barrier = ctx.Barrier(6)
        procs = [ctx.Process(target=_opener, args=(str(path), barrier)) for _ in range(6)]
        for p in procs:
            p.start()
        for p in procs:
            p.join(timeout=120)
            assert p.exitcode == 0
        reopened = Connection(path)
        assert reopened.applied_migrations == []
        reopened.close()
