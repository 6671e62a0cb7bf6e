"""The console script ends a process a lane answered without the interpreter's teardown
(cli/entry.py main): what it prints, its exit code and its exit handlers are those of a normal
exit."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import memlane
from memlane.cli import entry

# The console script, with an exit handler of the caller's registered first: it must run, and
# what it writes must come out (the streams are flushed after the handlers). os._exit says
# when it ends the process (the interpreter's own exit does not call it).
CONSOLE = """
import atexit, os, sys
atexit.register(lambda: sys.stderr.write("HANDLER RAN\\n"))
real_exit = os._exit
def noted_exit(code):
    os.write(2, b"ENDED %d\\n" % code)
    real_exit(code)
os._exit = noted_exit
from memlane.cli.entry import main
main()
"""


def _console(
    home: Path, cwd: Path, *args: str, stdin: str = ""
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMLANE_")}
    env["MEMLANE_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-c", CONSOLE, *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=120,
    )


def _store(home: Path, project: Path) -> None:
    (project / ".git").mkdir(parents=True)
    (home / "config.toml").write_text('embedder = "hash"\n')
    with memlane.open(home, scope=str(project)) as m:
        for i in range(40):  # a packet of many lines
            m.remember(
                f"Release step {i}: tag the build, run canary {i} for ten minutes",
                slug=f"s{i}",
                force_new=True,
            )


def test_a_recall_lane_prints_everything_and_exits_with_its_code(
    home: Path, tmp_path: Path
) -> None:
    project = tmp_path / "proj"
    _store(home, project)
    done = _console(home, project, "recall", "release canary", "--scope", str(project), "--json")
    assert done.returncode == 0, done.stderr[-2000:]
    packet = json.loads(done.stdout)
    assert "canary" in done.stdout and packet
    assert done.stderr.endswith("HANDLER RAN\nENDED 0\n")
    refused = _console(home, project, "recall", "release", "--scope", "not a scope")
    assert refused.returncode == 2
    assert "scope" in refused.stderr.lower()
    assert refused.stderr.endswith("HANDLER RAN\nENDED 2\n")
    # The exit handlers ran before the end: the regex programs this process compiled are kept.
    assert any(p.name.startswith("regex-") for p in (home / "cache").iterdir())


def test_a_hook_lane_prints_its_answer_and_exits_zero(home: Path, tmp_path: Path) -> None:
    project = tmp_path / "proj"
    _store(home, project)
    payload = {"session_id": "s1", "prompt": "how to run the release canary", "cwd": str(project)}
    done = _console(home, project, "hook", "prompt", stdin=json.dumps(payload))
    assert done.returncode == 0, done.stderr[-2000:]
    assert "canary" in json.loads(done.stdout)["hookSpecificOutput"]["additionalContext"]
    assert done.stderr.endswith("HANDLER RAN\nENDED 0\n")


def test_the_full_cli_exits_as_the_interpreter_does(home: Path, tmp_path: Path) -> None:
    done = _console(home, tmp_path, "--help")
    assert done.returncode == 0 and "recall" in done.stdout
    assert done.stderr == "HANDLER RAN\n"  # no os._exit: the interpreter's exit


def test_the_interpreter_ends_a_process_whose_other_threads_it_would_wait_for() -> None:
    release = threading.Event()
    worker = threading.Thread(target=release.wait, daemon=False)
    worker.start()
    try:
        entry._end_process(0)  # returns: os._exit would cut the worker short
    finally:
        release.set()
        worker.join()
    entry._end_process("not an int")  # the interpreter prints it and exits 1: it returns too


def test_a_lane_leaves_its_committed_writes_in_the_log_for_the_next_process(
    home: Path, tmp_path: Path
) -> None:
    project = tmp_path / "proj"
    _store(home, project)
    log = home / "memory.db-wal"
    with memlane.open(home, scope=str(project)):
        pass  # the last connection to close copies the log into the database
    assert not log.exists()
    done = _console(home, project, "recall", "release canary", "--scope", str(project), "--json")
    assert done.returncode == 0 and done.stderr.endswith("ENDED 0\n"), done.stderr[-2000:]
    receipt = json.loads(done.stdout)["receipt"]
    payload = {"session_id": "s1", "prompt": "how to run the release canary", "cwd": str(project)}
    done = _console(home, project, "hook", "prompt", stdin=json.dumps(payload))
    assert done.returncode == 0 and done.stderr.endswith("ENDED 0\n"), done.stderr[-2000:]
    # Not checkpointed on the way out: the commits are in the log, where the next process
    # reads them.
    assert log.stat().st_size > 0
    with memlane.open(home, scope=str(project)) as m:
        assert m.receipt(receipt)["query"] == "release canary"
        state = m.session_state("s1")
        assert state is not None and "canary" in str(state["task"])
    assert not log.exists()
    # A caller that goes on after a lane (dispatch() in a process) gets its store closed.
    assert entry.leaves_store_open() is False
