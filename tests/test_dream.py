"""The dream: opt-in consolidation after session capture, gated by time and sessions, under a
lock that a crash or a hung pass cannot wedge. Real stores, real transcripts, real lock files,
real processes for the crash."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

import memlane
from memlane.home import CAPTURE_LOG, CONSOLIDATE_LOCK
from memlane.lockfile import LockFile
from memlane.services.memory import Memory

PROJECT = "/work/proj"
CLAUDE = Path(__file__).parent / "data" / "transcripts" / "claude_session.jsonl"
CLAUDE_SID = "3f6c2a9e-8d41-4b7a-9c55-1e2f3a4b5c6d"


def seed(mem: Memory) -> None:
    mem.remember(
        "Run both release gates before tagging a release build. Red gates block the tag.",
        slug="gates",
    )
    mem.remember(
        "Run both release gates before tagging a release build. Red gates block the tag. Ask ops.",
        slug="gates-again",
        force_new=True,
    )
    mem.remember("Use npm for installs", slug="npm")
    mem.remember("Use pnpm for installs, never npm", slug="pnpm")
    mem.remember("Freeze deploys on Fridays", slug="pinned-old", pinned=True)
    mem.remember("Never freeze deploys on Fridays", slug="unfreeze")


def sessions(mem: Memory, n: int) -> None:
    for i in range(n):
        mem.remember(f"Session {i} finished", kind="event", type="session_completed")


@pytest.fixture
def dmem(home: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=PROJECT, aggressiveness="high") as m:
        yield m


def test_the_dream_applies_only_merges_and_clear_supersessions(dmem: Memory) -> None:
    seed(dmem)
    sessions(dmem, 2)
    assert dmem.dream()["status"] == "not_due"  # 2 sessions < 3
    sessions(dmem, 1)
    result = dmem.dream()
    assert result["status"] == "ran"
    done = {(a["kind"], a["status"]) for a in result["actions"]}
    assert done == {("duplicate", "applied"), ("supersession", "applied")}
    assert dmem.get("gates-again").archived or dmem.get("gates").archived
    assert dmem.lifecycle("npm")["superseded_by_links"][0]["slug"] == "pnpm"
    # A pinned memory is never superseded unattended.
    assert dmem.lifecycle("pinned-old")["superseded_by_links"] == []
    (run,) = dmem.consolidation_history()
    assert run["trigger"] == "dream" and run["status"] == "ok"
    # Both gates close again: not before 4 hours, not before 3 more sessions.
    again = dmem.dream()
    assert again["status"] == "not_due" and "gate: 4 h" in again["reason"]


def test_the_gates_follow_aggressiveness(home: Path) -> None:
    with memlane.open(home, embedder="hash", scope=PROJECT, aggressiveness="max") as mem:
        seed(mem)
        sessions(mem, 1)
        assert mem.dream()["status"] == "ran"
        assert "gate: 1 h" in mem.dream()["reason"]


def test_capture_runs_the_dream_when_on_and_due(home: Path, tmp_path: Path) -> None:
    def capture(mem: Memory, start: int, n: int) -> None:
        for i in range(start, start + n):
            sid = f"{CLAUDE_SID[:-2]}{i:02d}"
            path = tmp_path / f"{sid}.jsonl"
            path.write_text(CLAUDE.read_text("utf-8").replace(CLAUDE_SID, sid), "utf-8")
            mem.capture_session(path, scope=PROJECT)

    with memlane.open(home, embedder="hash", scope=PROJECT) as mem:
        seed(mem)
        capture(mem, 0, 3)
        assert mem.consolidation_history() == []  # off by default at aggressiveness default
        mem.update_settings({"dream": True})
        capture(mem, 3, 1)
        (run,) = mem.consolidation_history()
        assert run["trigger"] == "dream"


def test_a_held_lock_skips_the_pass_and_says_so(dmem: Memory, home: Path) -> None:
    seed(dmem)
    sessions(dmem, 3)
    holder = LockFile(home / CONSOLIDATE_LOCK)
    assert holder.acquire()
    try:
        result = dmem.dream(force=True)
        assert result["status"] == "locked"
        assert f"pid {os.getpid()}" in result["reason"]
    finally:
        holder.release()
    assert dmem.consolidation_history() == []
    assert dmem.dream()["status"] == "ran"
    assert not (home / CONSOLIDATE_LOCK).exists()


def test_a_lock_older_than_30_minutes_is_taken_over(dmem: Memory, home: Path) -> None:
    seed(dmem)
    sessions(dmem, 3)
    hung = datetime.now(UTC) - timedelta(minutes=31)
    (home / CONSOLIDATE_LOCK).write_text(
        json.dumps(
            {
                "pid": os.getpid(),
                "host": socket.gethostname(),
                "token": "hung",
                "at": hung.isoformat(),
            }
        )
    )
    assert dmem.dream()["status"] == "ran"
    assert not (home / CONSOLIDATE_LOCK).exists()


def test_capture_logs_a_skipped_dream(dmem: Memory, home: Path, tmp_path: Path) -> None:
    seed(dmem)
    sessions(dmem, 3)
    holder = LockFile(home / CONSOLIDATE_LOCK)
    assert holder.acquire()
    try:
        path = tmp_path / "s.jsonl"
        path.write_text(CLAUDE.read_text("utf-8"), "utf-8")
        dmem.capture_session(path, scope=PROJECT)
    finally:
        holder.release()
    lines = [json.loads(x) for x in (home / CAPTURE_LOG).read_text().splitlines()]
    assert any(x["op"] == "dream" and x["status"] == "skipped" for x in lines)


HOLD = """
import sys, time
from pathlib import Path
from memlane.lockfile import LockFile
lock = LockFile(Path(sys.argv[1]))
print("acquired" if lock.acquire() else "refused", flush=True)
time.sleep(float(sys.argv[2]))
"""


@pytest.mark.slow
def test_a_crashed_owner_self_heals_and_a_live_one_excludes(tmp_path: Path) -> None:
    path = tmp_path / "consolidate.lock"
    owner = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(path), "30"], stdout=subprocess.PIPE, text=True
    )
    try:
        assert owner.stdout is not None and owner.stdout.readline().strip() == "acquired"
        rival = subprocess.run(
            [sys.executable, "-c", HOLD, str(path), "0"], capture_output=True, text=True
        )
        assert rival.stdout.strip() == "refused"  # a live owner excludes every other pass
        assert not LockFile(path).acquire()
    finally:
        owner.kill()  # kill -9: no release
        owner.wait()
    assert path.exists()
    mine = LockFile(path)
    assert mine.acquire()  # the dead owner's lock is taken over at once
    mine.release()
    assert not path.exists()
