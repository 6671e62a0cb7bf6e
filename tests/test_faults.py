"""Faults: killed writers, broken store files, a full disk, a foreign HOME.

The store promises a crash leaves the old state or the new one and loses nothing that was
acknowledged; a broken environment gets one line, a documented exit code and a remedy, never
a traceback; hooks stay silent (exit 0) but leave the problem where a person will see it.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import memlane
from memlane.cli.main import run

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

import chaos  # noqa: E402 - the bench module is the fault harness

PROJECT = "/work/proj"
MEMLANE = str(Path(sys.executable).with_name("memlane"))


def _truncated(db: Path) -> None:
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 3])


def _garbage(db: Path) -> None:
    db.write_bytes(b"this is not a database at all " * 400)


def _zeroed(db: Path) -> None:
    db.write_bytes(b"\x00" * db.stat().st_size)


def _directory(db: Path) -> None:
    db.unlink()
    db.mkdir()


BREAKS: dict[str, Callable[[Path], None]] = {
    "truncated": _truncated,
    "garbage": _garbage,
    "zeroed": _zeroed,
    "directory": _directory,
}
COMMANDS = [
    ["remember", "a brand new fact about caching"],
    ["recall", "caching"],
    ["search", "caching"],
    ["brief"],
    ["list"],
    ["get", "anything"],
    ["stats"],
    ["export"],
    ["reindex"],
]


def _broken_home(home: Path, how: str) -> None:
    with memlane.open(home, embedder="hash", scope=PROJECT) as m:
        for i in range(30):
            m.remember(f"fact number {i} about the deploy pipeline", force_new=True)
    db = home / "memory.db"
    for suffix in ("-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    BREAKS[how](db)


@pytest.mark.parametrize("how", sorted(BREAKS))
def test_a_broken_store_is_one_line_and_exit_6_on_every_command(
    home: Path, how: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _broken_home(home, how)
    for args in COMMANDS:
        code = run(
            ["--embedder", "hash", *args, "--scope", PROJECT]
            if args[0] in ("remember", "recall", "search", "brief", "list", "get")
            else ["--embedder", "hash", *args]
        )
        out, err = capsys.readouterr()
        assert code == 6, (args, out, err)
        assert "Traceback" not in out + err
        assert "remedy:" in err and len(err.strip().splitlines()) == 2, err
    # The hook answers nothing and exits 0, but the problem is where a person looks.
    hook = subprocess.run(
        [MEMLANE, "--home", str(home), "hook", "prompt"],
        input=json.dumps({"cwd": "/", "prompt": "fix the deploy"}),
        capture_output=True,
        text=True,
        check=False,
    )
    assert hook.returncode == 0 and hook.stdout == ""
    doctor = subprocess.run(
        [MEMLANE, "--home", str(home), "doctor", "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    report = json.loads(doctor.stdout)
    assert doctor.returncode == 6 and report["status"] == "fail"
    statuses = {f["check"]: f["status"] for f in report["findings"]}
    assert statuses["store"] == "fail" and statuses["hooks"] == "warn"


def test_a_missing_parent_or_a_file_as_home_is_exit_6(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    code = run(["--home", str(blocker / "home"), "--embedder", "hash", "stats"])
    _, err = capsys.readouterr()
    assert code == 6 and "remedy:" in err and "Traceback" not in err


def _fsize_limit(limit: int) -> Callable[[], None]:
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return apply


@pytest.mark.slow
def test_a_full_disk_refuses_the_write_and_keeps_the_store(home: Path) -> None:
    with memlane.open(home, embedder="hash", scope=PROJECT) as m:
        m.remember("the store before the disk filled up", slug="before")
    db = home / "memory.db"
    size = max(p.stat().st_size for p in home.glob("memory.db*"))
    big = " ".join(f"word{i}" for i in range(40_000))  # ~300 KB of distinct words
    proc = subprocess.run(
        [
            MEMLANE,
            "--home",
            str(home),
            "--embedder",
            "hash",
            "remember",
            "-",
            "--scope",
            PROJECT,
        ],
        input=big[:250_000],
        capture_output=True,
        text=True,
        check=False,
        preexec_fn=_fsize_limit(size + 64 * 1024),
    )
    assert proc.returncode == 6, proc.stderr
    assert "Traceback" not in proc.stderr and "remedy:" in proc.stderr
    with memlane.open(home, embedder="hash", scope=PROJECT) as m:
        assert m.get("before").body == "the store before the disk filled up"
        assert m.stats()["counts"]["fact"]["project"] == 1
    assert db.exists()


@pytest.mark.slow
def test_killed_writers_lose_nothing(tmp_path: Path) -> None:
    result = chaos.run(kills=6, writers=2, seed=11, root=tmp_path)
    assert result["kills"] >= 6
    assert result["lost"] == 0 and result["tracebacks"] == 0, result
    assert result["problems"] == [], result
    assert result["acknowledged"] > 0


@pytest.mark.slow
def test_nothing_is_written_outside_memlane_home(tmp_path: Path) -> None:
    fake_home = tmp_path / "user"
    fake_home.mkdir()
    mhome = tmp_path / "mhome"
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    env = {
        "HOME": str(fake_home),
        "MEMLANE_HOME": str(mhome),
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "XDG_CACHE_HOME": str(fake_home / ".cache"),
    }
    steps = [
        ["remember", "the release needs both gates green", "--slug", "gates"],
        ["recall", "what must pass before we ship"],
        ["search", "gates"],
        ["brief"],
        ["stats"],
        ["doctor"],
        ["install", "claude-code", "--project", "--dry-run"],
    ]
    for args in steps:
        # The bundled MiniLM embedder runs here: onnxruntime must not write ~/.cache.
        proc = subprocess.run(
            [MEMLANE, *args], cwd=project, env=env, capture_output=True, text=True, check=False
        )
        assert proc.returncode == 0, (args, proc.stderr)
    written = [p for p in fake_home.rglob("*") if p.is_file()]
    assert written == []
    outside = [p for p in project.rglob("*") if p.is_file() and ".git" not in p.parts]
    assert outside == []


def test_an_interrupted_reindex_shows_in_stats_and_resumes(home: Path) -> None:
    with memlane.open(home, embedder="none", scope=PROJECT) as m:
        for i in range(20):
            m.remember(f"lexical fact {i} about the build cache", force_new=True)
    with memlane.open(home, embedder="hash", scope=PROJECT) as m:
        assert m.stats()["missing_vectors"] == 20
        done: list[int] = []

        def stop_after_first(n: int, total: int) -> None:
            done.append(n)
            if n:  # simulate the kill: the first batch is committed, then the process dies
                raise KeyboardInterrupt

        with pytest.raises(KeyboardInterrupt):
            m._embeddings.reindex(stop_after_first, batch=8)
        assert m.stats()["missing_vectors"] == 12  # the first batch of 8 stayed committed
        # The packet says its vector arm was partial instead of degrading silently.
        packet = m.recall("build cache", limit=5)
        assert packet.data["vectors_missing"] >= 1
        assert "matched by words only" in m.recall("build cache", fmt="text").rendered
        m.reindex()
        assert m.stats()["missing_vectors"] == 0
        assert "vectors_missing" not in m.recall("build cache", limit=5).data


def test_store_files_are_owner_only(home: Path) -> None:
    with memlane.open(home, embedder="hash", scope=PROJECT) as m:
        m.remember("a fact so the WAL exists")
        modes = {p.name: p.stat().st_mode & 0o777 for p in home.glob("memory.db*")}
    assert modes and all(mode == 0o600 for mode in modes.values()), modes
