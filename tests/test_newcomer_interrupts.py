"""A store another process is writing to, and a Ctrl-C: a command waiting for the write lock
says so once the wait passes a second and gives up after the busy timeout with a typed error
(exit 6); an interrupted command says what it kept and exits 130 (the s45 newcomer trial found
both silent)."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import memlane
from memlane.cli.lock_notice import LockWaitNotice
from memlane.cli.recall_local import recall_in_process
from memlane.services.memory import Memory
from memlane.services.write import Writer
from memlane.store import connection
from newcomer_cli import cli as _cli
from newcomer_cli import remember as _remember

WAITING = "waiting for the write lock held by another memlane process"


def _hold_write_lock(db: Path) -> sqlite3.Connection:
    """Another writer (a long import) holding the store's write lock."""
    other = sqlite3.connect(str(db), isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    return other


def test_a_write_that_waits_for_the_lock_says_so_once_then_goes_on(
    home: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _remember(tmp_path, "release-gates", "Run both release gates before tagging")
    capsys.readouterr()
    other = _hold_write_lock(home / "memory.db")
    notice = LockWaitNotice.__call__
    heard: list[float] = []

    def then_let_go(self: LockWaitNotice, waited_s: float, limit_s: float) -> None:
        notice(self, waited_s, limit_s)
        heard.append(waited_s)
        # The other writer lets go half a second after the notice: the write then lands.
        threading.Timer(0.5, lambda: other.execute("COMMIT")).start()

    monkeypatch.setattr(LockWaitNotice, "__call__", then_let_go)
    try:
        code = _cli("remember", "Tag from main only", "--slug", "tags", "--scope", str(tmp_path))
        out, err = capsys.readouterr()
    finally:
        other.close()
    assert code == 0 and out.startswith("remembered tags")
    assert err.count(WAITING) == 1, err
    assert len(heard) == 1 and 1.0 <= heard[0] < 5
    # Look-alike: a write with the lock free says nothing.
    _remember(tmp_path, "main-only", "Release from main only")
    assert capsys.readouterr().err == ""


def test_the_recall_lane_says_so_too(
    home: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`memlane recall` without a server runs outside the CLI framework (cli/recall_local.py)
    and writes its receipt: it says the same line, without loading Rich."""
    _remember(tmp_path, "release-gates", "Run both release gates before tagging")
    capsys.readouterr()
    other = _hold_write_lock(home / "memory.db")
    notice = LockWaitNotice.__call__

    def then_let_go(self: LockWaitNotice, waited_s: float, limit_s: float) -> None:
        notice(self, waited_s, limit_s)
        threading.Timer(0.3, lambda: other.execute("COMMIT")).start()

    monkeypatch.setattr(LockWaitNotice, "__call__", then_let_go)
    try:
        argv = ["--embedder", "hash", "recall", "release gates", "--scope", str(tmp_path)]
        assert recall_in_process(argv) == 0
    finally:
        other.close()
    out, err = capsys.readouterr()
    assert "release-gates" in out and err.count(WAITING) == 1, err


def test_a_lock_held_past_the_timeout_is_a_typed_error_with_a_remedy(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _remember(tmp_path, "release-gates", "Run both release gates before tagging")
    capsys.readouterr()
    monkeypatch.setattr(connection, "BUSY_TIMEOUT_MS", 2_500)
    other = _hold_write_lock(home / "memory.db")
    try:
        code = _cli("forget", "release-gates", "--scope", str(tmp_path))
        err = capsys.readouterr().err
        assert code == 6, err
        assert err.count(WAITING) == 1
        assert "stayed locked by another process" in err
        assert "remedy: another memlane process" in err and "let it finish and retry" in err
        assert _cli("forget", "release-gates", "--scope", str(tmp_path), "--json") == 6
        error = json.loads(capsys.readouterr().out)["error"]
        assert error["code"] == "store_unavailable" and error["details"]["reason"] == "busy"
    finally:
        other.execute("ROLLBACK")
        other.close()
    # Nothing was lost or half-done: the memory is still there.
    assert _cli("get", "release-gates", "--scope", str(tmp_path)) == 0


def test_the_library_waits_without_a_word(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with memlane.open(home, embedder="hash", scope="/work/proj") as mem:
        mem.remember("Run both release gates before tagging", slug="release-gates")
        other = _hold_write_lock(home / "memory.db")
        timer = threading.Timer(1.3, lambda: other.execute("COMMIT"))
        timer.start()
        try:
            mem.remember("Tag from main only", slug="tags")
        finally:
            timer.join()
            other.close()
    assert capsys.readouterr().err == ""


# -- Ctrl-C ------------------------------------------------------------------------------------


def test_ctrl_c_during_a_write_says_nothing_was_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    commit = Writer._commit

    def interrupted_midway(self: Writer, *args: object, **kwargs: object) -> object:
        commit(self, *args, **kwargs)  # type: ignore[arg-type]
        raise KeyboardInterrupt  # the row is written, its transaction not yet committed

    argv = ["remember", "Run both release gates", "--slug", "gates", "--scope", str(tmp_path)]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Writer, "_commit", interrupted_midway)
        assert _cli(*argv) == 130
    assert capsys.readouterr().err == "interrupted: nothing was written\n"
    assert _cli("get", "gates", "--scope", str(tmp_path)) == 5  # rolled back whole


def test_ctrl_c_after_a_write_says_what_was_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    remember = Memory.remember

    def then_interrupted(self: Memory, *args: object, **kwargs: object) -> object:
        remember(self, *args, **kwargs)  # type: ignore[arg-type]
        raise KeyboardInterrupt

    argv = ["remember", "Run both release gates", "--slug", "gates", "--scope", str(tmp_path)]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Memory, "remember", then_interrupted)
        assert _cli(*argv) == 130
    assert capsys.readouterr().err == "interrupted: 1 memory written before it is kept\n"
    assert _cli("get", "gates", "--scope", str(tmp_path)) == 0


@pytest.mark.slow
def test_ctrl_c_stops_a_command_waiting_for_the_lock(home: Path, tmp_path: Path) -> None:
    """A real process and a real SIGINT: SQLite's own busy wait held the interpreter for the
    whole minute, so Ctrl-C was heard only when the wait ended."""
    _remember(tmp_path, "release-gates", "Run both release gates before tagging")
    other = _hold_write_lock(home / "memory.db")
    entry = "from memlane.cli.entry import main; main()"
    argv = ["remember", "Tag from main only", "--slug", "tags", "--scope", str(tmp_path)]
    child = subprocess.Popen(
        [sys.executable, "-c", entry, "--embedder", "hash", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "MEMLANE_HOME": str(home)},
        # A test runner in the background ignores SIGINT, and so would its child.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        assert child.stderr is not None
        first = child.stderr.readline()  # blocks until the notice (or the end)
        assert WAITING in first, first
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=30)
        took = time.monotonic() - sent
    finally:
        if child.poll() is None:
            child.kill()
        other.execute("ROLLBACK")
        other.close()
    assert child.returncode == 130 and err == "interrupted: nothing was written\n", err
    assert out == "" and took < 10  # heard within a wait step, not after the minute
    assert _cli("get", "tags", "--scope", str(tmp_path)) == 5
