"""The database pages remember() writes, per table and index: where a write's I/O goes.

Each committed page is a 4 KiB frame appended to the write-ahead log and later copied into the
database by a checkpoint, so the pages a write dirties set much of its cost (issue 21). The
bench copies a store (the store itself is never written), opens it with the version of memlane
on the path, turns automatic checkpoints off on the copy's connection (so every frame stays in
the log), writes the synthetic records that follow the store's own with remember() (as
bench/ingest_ab.py does), then reads the log's frame headers and names each frame's page with
SQLite's dbstat table: pages per commit, by b-tree.

    .venv/bin/python bench/write_pages.py --store /tmp/h100k --records 200

A page that a merge freed and a later write reused is named after its final owner, and the
free list's pages show as "(free list or unused)"; the counts are exact per frame.

The full-text index merges its segments in bursts, a large one every few hundred writes at
100k records: 200 records may fall between two (26.1 pages a commit either side of m027,
lexical) where 1,500 see them (35.0 -> 29.6). Compare full-text changes over 1,500 or more.

It also replays the same log against checkpoint thresholds (SQLite's ``wal_autocheckpoint``,
in pages): a checkpoint runs at the first commit that leaves the log at or past the threshold,
copies each distinct page of the log into the database once and syncs log and database, so
the copies and the syncs per remember() follow from the frames alone.
"""

from __future__ import annotations

import argparse
import shutil
import struct
import sys
import tempfile
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import memlane  # noqa: E402
import synth  # noqa: E402
from memlane.errors import NearDuplicate  # noqa: E402

SCALE_EMBEDDER = "hash:384"
SEED = 7
# The log's header, and each frame's header (page number, then the commit's page count on the
# frame that ends a transaction, else 0), per https://www.sqlite.org/fileformat2.html#walformat.
WAL_HEADER = 32
FRAME_HEADER = 24
# Checkpoint thresholds the log is replayed against: SQLite's default and the store's own
# (store/connection.py WAL_AUTOCHECKPOINT_PAGES).
CHECKPOINT_THRESHOLDS = (1000, 4000)


def frames(wal: bytes) -> tuple[list[int], int]:
    """(page number of every frame in the log, number of commits)."""
    if len(wal) < WAL_HEADER:
        return [], 0
    page_size = struct.unpack(">I", wal[8:12])[0]
    pages: list[int] = []
    commits = 0
    for off in range(WAL_HEADER, len(wal) - FRAME_HEADER + 1, FRAME_HEADER + page_size):
        page, commit_size = struct.unpack(">II", wal[off : off + 8])
        pages.append(page)
        commits += commit_size > 0
    return pages, commits


def commits_of(wal: bytes) -> list[list[int]]:
    """The page numbers each committed transaction in the log wrote, in commit order."""
    if len(wal) < WAL_HEADER:
        return []
    page_size = struct.unpack(">I", wal[8:12])[0]
    out: list[list[int]] = []
    pending: list[int] = []
    for off in range(WAL_HEADER, len(wal) - FRAME_HEADER + 1, FRAME_HEADER + page_size):
        page, commit_size = struct.unpack(">II", wal[off : off + 8])
        pending.append(page)
        if commit_size > 0:
            out.append(pending)
            pending = []
    return out


def checkpoint_cost(commits: list[list[int]], threshold: int) -> tuple[int, int, int]:
    """(checkpoints, pages copied, commits they copied) for these commits under
    ``wal_autocheckpoint = threshold``: the log is copied at the first commit that leaves it
    ``threshold`` frames long or more, each distinct page once (a page rewritten by many
    commits of one window is copied once). The commits after the last checkpoint are not
    among those copied: their pages wait in the log, and their share of a checkpoint is not
    known yet."""
    checkpoints = copied = covered = frames_in_log = 0
    window: set[int] = set()
    for i, pages in enumerate(commits, 1):
        window.update(pages)
        frames_in_log += len(pages)
        if frames_in_log >= threshold:
            checkpoints += 1
            copied += len(window)
            covered = i
            window, frames_in_log = set(), 0
    return checkpoints, copied, covered


def measure(
    store: Path, records: int, after: int, scope: str, embedder: str = SCALE_EMBEDDER
) -> tuple[Counter[str], int, list[list[int]]]:
    todo = list(synth.generate(after + records, SEED, {"api": scope}))[after:]
    now = datetime.now(UTC)
    with tempfile.TemporaryDirectory(prefix="memlane-write-pages-") as tmp:
        home = Path(tmp) / "home"
        shutil.copytree(store, home)
        with memlane.open(home, embedder=embedder, scope=scope) as mem:
            mem.recall("warm up")
            db = mem._store._db  # type: ignore[attr-defined]  # a bench may look inside
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            db.execute("PRAGMA wal_autocheckpoint = 0")
            # Nor the store's checkpoint thread (store/checkpoints.py; none before it): a copy
            # that caught up would let the next commit start the log over, losing its frames.
            background = getattr(mem._store, "_checkpoints", None)
            if background is not None:
                background.close()
            for r in todo:
                try:
                    mem.remember(r.text, **r.remember_kwargs(now))
                except NearDuplicate:  # as ingest_ab.py: the refusal, then the forced write
                    mem.remember(r.text, **r.remember_kwargs(now, force_new=True))
            wal = next(home.glob("*.db-wal")).read_bytes()
            owner = dict(db.execute("SELECT pageno, name FROM dbstat"))
    pages, commits = frames(wal)
    return Counter(owner.get(p, "(free list or unused)") for p in pages), commits, commits_of(wal)


def checkpoint_line(log: list[list[int]], threshold: int) -> str:
    """One threshold's checkpoint cost: pages copied per commit among the commits a
    checkpoint copied (dividing by every commit counted the log's unchecked tail as free)."""
    checkpoints, copied, covered = checkpoint_cost(log, threshold)
    head = f"wal_autocheckpoint {threshold:,}: {checkpoints} checkpoints ({2 * checkpoints} syncs)"
    if not checkpoints:
        return f"{head} in {len(log)} commits, none copied (write more records to see copies)"
    return (
        f"{head} in {len(log)} commits, {copied / covered:.1f} pages copied a commit "
        f"(over the {covered} commits the checkpoints copied)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--store", type=Path, required=True, help="a memlane home to copy")
    parser.add_argument("--records", type=int, default=200, help="records written")
    parser.add_argument("--after", type=int, default=100_000, help="records the store holds")
    parser.add_argument("--scope", default=synth.DEFAULT_SCOPES["api"], help="as ingest_ab.py")
    parser.add_argument(
        "--embedder", default=SCALE_EMBEDDER, help="hash:384 (latency.py's), none (lexical), …"
    )
    args = parser.parse_args(argv)
    by_tree, commits, log = measure(args.store, args.records, args.after, args.scope, args.embedder)
    total = sum(by_tree.values())
    print(f"{total} pages in {commits} commits: {total / max(commits, 1):.1f} pages a commit")
    for name, n in by_tree.most_common():
        print(f"{n / max(commits, 1):6.2f}  {name}")
    for threshold in CHECKPOINT_THRESHOLDS:
        print(checkpoint_line(log, threshold))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
