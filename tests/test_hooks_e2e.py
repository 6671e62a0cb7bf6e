"""End to end, as each harness runs it: `memlane hook <event> --agent <name>` as a process, the
documented payload on stdin, the printed answer checked against the documented output shape.

Once through the warm lane (a real `memlane serve` answers; the console script's fast lane
forwards the payload) and once in-process (no server). Both drive the loop: a failure and its
fix in one session, the hint before the command in the next, an outcome settled by a test run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import memlane
from hook_payloads import FIXTURES, assert_documented_shape, payload
from memlane.home import HOOKS_LOG
from memlane.services.hook_payload import hook_input

FAILING = "python -m pytest tests/test_api.py"
FIX = "uv run --extra yaml python -m pytest tests/test_api.py"

pytestmark = pytest.mark.slow


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "shop"
    (root / ".git").mkdir(parents=True)
    (root / "src").mkdir()
    return root


def env_for(home: Path) -> dict[str, str]:
    return {**os.environ, "MEMLANE_HOME": str(home), "MEMLANE_EMBEDDER": "hash"}


def run_hook(home: Path, project: Path, name: str, body: dict[str, Any]) -> dict[str, Any]:
    """One hook process, exactly as the installed command runs it; its answer, shape-checked."""
    event, agent = FIXTURES[name]
    proc = subprocess.run(
        [sys.executable, "-m", "memlane.cli.entry", "hook", event, "--agent", agent],
        input=json.dumps(body),
        capture_output=True,
        text=True,
        cwd=project / "src",
        env=env_for(home),
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    out: dict[str, Any] = json.loads(proc.stdout) if proc.stdout.strip() else {}
    assert_documented_shape(agent, hook_input(event, body, agent).harness_event, out)
    return out


def drive_the_loop(home: Path, project: Path) -> None:
    cwd = str(project / "src")
    # Session A (Claude Code, no transcript): a failure, its fix, the end of the session.
    run_hook(
        home,
        project,
        "claude_post_tool_use_failure_bash.json",
        payload("claude_post_tool_use_failure_bash.json", cwd=cwd, command=FAILING),
    )
    run_hook(
        home,
        project,
        "claude_post_tool_use_bash.json",
        payload("claude_post_tool_use_bash.json", cwd=cwd, command=FIX),
    )
    end = payload("claude_session_end.json", cwd=cwd)
    del end["transcript_path"]
    assert run_hook(home, project, "claude_session_end.json", end) == {}
    # Session B (Codex): the hint arrives before the failing command runs.
    hint = run_hook(
        home,
        project,
        "codex_pre_tool_use.json",
        payload("codex_pre_tool_use.json", cwd=cwd, command=FAILING),
    )
    context = hint["hookSpecificOutput"]["additionalContext"]
    assert FAILING in context and FIX in context
    # Its prompt's packet is settled by the passing test run at the end of the turn.
    packet = run_hook(
        home,
        project,
        "codex_user_prompt_submit.json",
        payload("codex_user_prompt_submit.json", cwd=cwd, prompt="how do deploys work with argo"),
    )
    receipt = packet["hookSpecificOutput"]["additionalContext"].split("(receipt ", 1)[1]
    ran = payload("codex_post_tool_use.json", cwd=cwd, command="uv run pytest -q")
    ran["tool_response"] = {"exit_code": 0, "stdout": "12 passed", "stderr": ""}
    run_hook(home, project, "codex_post_tool_use.json", ran)
    run_hook(home, project, "codex_stop.json", payload("codex_stop.json", cwd=cwd))
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        settled = m.receipt(receipt.split(")", 1)[0])
        assert (settled["outcome"], settled["outcome_by"]) == ("done", "tests")
        pattern = m.get("deploys-pattern")
        assert pattern.confidence == 0.75


def seed(home: Path, project: Path) -> None:
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        m.remember(
            "Deploys go through argo cd, never kubectl apply",
            kind="pattern",
            category="convention",
            confidence=0.7,
            slug="deploys-pattern",
        )


@pytest.fixture
def serve(home: Path, tmp_path: Path) -> Iterator[None]:
    log = (tmp_path / "serve.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "memlane.cli.main", "serve", "--port", "0"],
        env=env_for(home),
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 60
        while not (home / "server.json").exists():
            assert proc.poll() is None, (tmp_path / "serve.log").read_text()
            assert time.monotonic() < deadline, "memlane serve did not write server.json"
            time.sleep(0.1)
        yield
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()


def test_every_documented_event_through_the_warm_lane(
    home: Path, project: Path, serve: None
) -> None:
    seed(home, project)
    drive_the_loop(home, project)
    cwd = str(project / "src")
    for name in sorted(FIXTURES):
        run_hook(
            home,
            project,
            name,
            payload(name, cwd=cwd, command=FAILING, prompt="how do deploys work with argo"),
        )
    assert not (home / HOOKS_LOG).exists()  # nothing went wrong on the way


def test_the_loop_in_process_without_a_server(home: Path, project: Path) -> None:
    seed(home, project)
    drive_the_loop(home, project)
    cwd = str(project / "src")
    for name in ("cursor_session_start.json", "claude_session_start_compact.json"):
        out = run_hook(home, project, name, payload(name, cwd=cwd))
        assert "(receipt b_" in json.dumps(out)
    assert not (home / HOOKS_LOG).exists()
