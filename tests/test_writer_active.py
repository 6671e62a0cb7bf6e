"""A read never waits behind another process's long write just to refresh what it derives.

The s46 trial: the first search of a scope during a 30,000-record import waited 9.5 s for the
write lock, because reading a project's notes first re-indexes them when the folder changed.
The store answers ``writer_active()`` by trying the write lock without waiting; the notes
refresh skips while another connection writes, and the next read catches up."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import memlane
from memlane.store.protocol import Store
from stores import open_store


def test_the_probe_sees_another_connections_write_lock_and_not_its_own(
    store: Store, store_target: str
) -> None:
    assert store.writer_active() is False
    other = open_store(store_target)
    try:
        with other.transaction():
            other.set_meta("k", "held")  # a write in flight elsewhere
            assert store.writer_active() is True
        assert store.writer_active() is False
        with store.transaction():
            store.set_meta("k", "mine")
            assert store.writer_active() is False  # the lock is this connection's own
    finally:
        other.close()
    # The probe took nothing with it: a write after it goes through, and the value is kept.
    store.set_meta("k", "after")
    assert store.meta("k") == "after"


def test_notes_are_read_as_indexed_while_another_process_writes(home: Path, tmp_path: Path) -> None:
    project = tmp_path / "app"
    folder = project / ".agents" / "memory"
    folder.mkdir(parents=True)
    (folder / "deploy.md").write_text("# Deploy checklist\n\nTag, then wait.\n", "utf-8")
    with memlane.open(home, embedder="hash", scope=str(project)) as mem:
        assert [h.record.title for h in mem.search("checklist").hits] == ["Deploy checklist"]
        (folder / "freeze.md").write_text("# Friday freeze\n\nNo deploys on Fridays.\n", "utf-8")
        # Another process (a long import) holds the write lock. Waiting for it would take
        # the store's busy timeout, a minute, and then fail: this read must not wait.
        other = sqlite3.connect(str(home / "memory.db"), isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        try:
            assert mem.search("Fridays").hits == []  # the index as it stood
            assert "Friday freeze" not in mem.index().rendered
        finally:
            other.execute("ROLLBACK")
            other.close()
        # The writer is gone: the next read refreshes the index.
        assert [h.record.title for h in mem.search("Fridays").hits] == ["Friday freeze"]
