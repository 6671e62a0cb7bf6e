"""bench/write_pages.py reads the write-ahead log's frames and names each page's b-tree."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

import memlane

BENCH_DIR = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH_DIR))

import synth  # noqa: E402 - importable only once the bench dir is on sys.path
import write_pages  # noqa: E402


def test_each_remember_is_one_commit_and_its_pages_are_named(tmp_path: Path) -> None:
    store = tmp_path / "store"
    scope = str(tmp_path / "project")
    records = list(synth.generate(40, write_pages.SEED, {"api": scope}))
    with memlane.open(store, embedder=write_pages.SCALE_EMBEDDER, scope=scope) as mem:
        mem.import_(synth.to_corpus(records, datetime.now(UTC)))
    by_tree, commits, log = write_pages.measure(store, records=6, after=40, scope=scope)
    assert commits == 6 == len(log)
    assert sum(map(len, log)) == sum(
        by_tree.values()
    )  # a refused near duplicate rolls back; its forced write commits
    # Every new record's row and its full-text entry are among the pages written.
    assert by_tree["records"] >= 1
    assert by_tree["records_fts_data"] >= 1
    assert sum(by_tree.values()) >= 6 * 5


def test_frames_of_an_empty_or_missing_log() -> None:
    assert write_pages.frames(b"") == ([], 0)


def test_checkpoint_cost_copies_each_page_of_a_window_once() -> None:
    log = [[1, 2, 3], [1, 2, 4], [1, 5], [1, 2, 3, 6]]
    # Threshold 5: the second commit ends a window of 6 frames (pages 1-4), the fourth one of
    # 6 frames (pages 1, 2, 3, 5, 6).
    assert write_pages.checkpoint_cost(log, 5) == (2, 4 + 5, 4)
    # Threshold 100: never reached, nothing copied; threshold 1: every commit checkpoints.
    assert write_pages.checkpoint_cost(log, 100) == (0, 0, 0)
    assert write_pages.checkpoint_cost(log, 1) == (4, 3 + 3 + 2 + 4, 4)
    assert write_pages.commits_of(b"") == []


def test_pages_copied_a_commit_leave_out_the_commits_after_the_last_checkpoint() -> None:
    # Threshold 6: the second commit ends a window (pages 1-4 copied); the last two commits
    # wait in the log. 4 pages over the 2 commits copied, not over all 4.
    log = [[1, 2, 3], [1, 2, 4], [1, 5], [1, 6]]
    assert write_pages.checkpoint_cost(log, 6) == (1, 4, 2)
    assert "2.0 pages copied a commit (over the 2 commits" in write_pages.checkpoint_line(log, 6)
    assert "none copied" in write_pages.checkpoint_line(log, 100)
