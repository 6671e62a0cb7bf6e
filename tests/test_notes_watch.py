"""The notes watcher: a pure debouncer driven by explicit times, and one real watchfiles run."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from memlane.notes import Debouncer, watch_notes
from memlane.notes.watch import is_note_event


def test_a_burst_is_delivered_once_after_the_quiet_period() -> None:
    d: Debouncer[str] = Debouncer(quiet=0.18, ceiling=1.5)
    d.feed(10.00, "a.md")
    d.feed(10.05, "b.md")
    d.feed(10.10, "a.md")
    assert d.poll(10.20) == ()  # 100 ms after the last event: still settling
    assert d.next_deadline() == pytest.approx(10.28)
    assert d.poll(10.28) == ("a.md", "b.md")
    assert d.poll(11.00) == ()
    assert not d.pending


def test_a_continuous_storm_is_delivered_at_the_ceiling() -> None:
    d: Debouncer[str] = Debouncer(quiet=0.18, ceiling=1.5)
    delivered: list[tuple[float, tuple[str, ...]]] = []
    t = 0.0
    while t < 4.0:  # an event every 100 ms never leaves a 180 ms gap
        d.feed(t, f"n{round(t * 10)}.md")
        t = round(t + 0.1, 1)
        batch = d.poll(t)
        if batch:
            delivered.append((t, batch))
    assert [when for when, _ in delivered] == [1.5, 3.0]
    assert len(delivered[0][1]) == 15


def test_nothing_pending_means_no_deadline() -> None:
    d: Debouncer[str] = Debouncer()
    assert d.next_deadline() is None
    assert d.poll(1e9) == ()
    d.feed(5.0, "x.md")
    assert d.flush() == ("x.md",)
    assert d.next_deadline() is None


def test_debouncer_rejects_a_ceiling_below_the_quiet_period() -> None:
    with pytest.raises(ValueError):
        Debouncer(quiet=1.0, ceiling=0.5)


@pytest.mark.parametrize(
    ("path", "relevant"),
    [
        ("/p/.agents/memory/deploy.md", True),
        ("/p/.agents/memory/ops/Runbook.MD", True),
        ("/p/.agents/memory/.#deploy.md", False),
        ("/p/.agents/memory/.deploy.md.x1.memlane-tmp", False),
        ("/p/.agents/memory/deploy.md.memlane-backup", False),
        ("/p/.agents/memory/deploy.md~", False),
        ("/p/.agents/memory/#deploy.md#", False),
        ("/p/.agents/memory/.deploy.md.swp", False),
        ("/p/.agents/memory/image.png", False),
    ],
)
def test_editor_debris_is_ignored(path: str, relevant: bool) -> None:
    assert is_note_event(path) is relevant


def test_watcher_that_cannot_start_returns_false(tmp_path: Path) -> None:
    stop = threading.Event()
    assert watch_notes(tmp_path, lambda _paths: None, stop) is False
    assert watch_notes(tmp_path / "missing", lambda _paths: None, stop) is False


def test_real_watcher_delivers_a_debounced_batch(tmp_path: Path) -> None:
    folder = tmp_path / ".agents" / "memory"
    folder.mkdir(parents=True)
    ready = threading.Event()
    changed = threading.Event()
    stop = threading.Event()
    batches: list[tuple[str, ...]] = []
    result: list[bool] = []

    def on_change(paths: tuple[str, ...]) -> None:
        batches.append(paths)
        changed.set()

    worker = threading.Thread(
        target=lambda: result.append(
            watch_notes(tmp_path, on_change, stop, on_ready=ready.set, quiet=0.05, ceiling=0.5)
        )
    )
    worker.start()
    try:
        assert ready.wait(10), "watcher never armed"
        (folder / ".#note.md").write_text("lock")
        (folder / "note.md").write_text("# Note\n")
        assert changed.wait(10), "no change delivered"
    finally:
        stop.set()
        worker.join(10)
    assert result == [True]
    assert batches[0] == ("note.md",)
