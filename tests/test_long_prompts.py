"""A pasted log must not switch off per-prompt recall (issue 22).

Prompts of 1k, 4k, 16k and 64k characters (the person's question plus a pasted traceback and
logs) go through the Python API, ``memlane recall`` and ``memlane hook prompt``: each answers
with a packet inside the default budget that holds the relevant memory, echoes the prompt
only in a bounded form and says it was condensed. A hook that cannot answer shows up in
``memlane stats`` and the web UI, not only in hooks.log.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import memlane
from memlane.cli.main import run
from memlane.core.packing import QUERY_ECHO_CHARS, estimate_tokens
from memlane.home import HOOKS_LOG
from memlane.http.server import build_server
from memlane.services.hooks import handle_hook
from memlane.services.memory import Memory
from serve_process import cold_hook_prompt, running_serve

SIZES = (1_000, 4_000, 16_000, 64_000)
QUESTION = "why do staging deploys fail before the blue pool step?"
LOG_LINES = (
    'Traceback (most recent call last):\n  File "/srv/app/deploy/runner.py", line 88, in run\n'
    "    result = step.execute(ctx)\n"
    "ConnectionResetError: [Errno 104] Connection reset by peer\n"
    "2026-11-30 10:42:07,118 INFO [worker] flushed 4512 rows to the sink\n"
    "2026-11-30 10:42:08,407 WARNING [gateway] upstream returned 502, backing off\n"
)


def long_prompt(size: int, *, question_first: bool = True) -> str:
    paste = (LOG_LINES * (size // len(LOG_LINES) + 1))[: size - len(QUESTION) - 2]
    return f"{QUESTION}\n\n{paste}" if question_first else f"{paste}\n\n{QUESTION}"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "app"
    (root / ".git").mkdir(parents=True)
    return root


@pytest.fixture
def store(home: Path, project: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        m.remember("Staging deploys go through the blue pool first", slug="blue-pool")
        m.remember("Use pnpm, never npm, in every package", slug="pnpm")
        m.remember("The changelog is written by hand before each release", slug="changelog")
        yield m


def assert_good_packet(data: dict[str, Any], rendered: str, budget: int = 800) -> None:
    assert data["rows"][0]["slug"] == "blue-pool"
    assert data["estimated_tokens"] == estimate_tokens(rendered) <= budget
    assert len(data["query"]) <= QUERY_ECHO_CHARS and data["query"].endswith("…")
    assert data["condensed"] is True and data["query_chars"] > QUERY_ECHO_CHARS


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("question_first", [True, False])
def test_python_api_recalls_through_a_long_prompt(
    store: Memory, size: int, question_first: bool
) -> None:
    packet = store.recall(long_prompt(size, question_first=question_first))
    assert_good_packet(packet.data, packet.rendered)
    text = store.recall(long_prompt(size, question_first=question_first), fmt="text").rendered
    assert f"(condensed from {size:,} chars)" in text.splitlines()[1]
    assert estimate_tokens(text) <= 800


@pytest.mark.parametrize("size", SIZES)
def test_cli_recall_takes_a_long_prompt(
    store: Memory, project: Path, size: int, capsys: pytest.CaptureFixture[str]
) -> None:
    store.close()
    code = run(
        ["--embedder", "hash", "recall", long_prompt(size), "--scope", str(project), "--json"]
    )
    out, _ = capsys.readouterr()
    assert code == 0, out
    data = json.loads(out)
    assert_good_packet(data, out.strip())


@pytest.mark.parametrize("size", SIZES)
def test_prompt_hook_answers_a_long_prompt_in_process(
    store: Memory, project: Path, home: Path, size: int
) -> None:
    payload = {
        "session_id": "s1",
        "cwd": str(project),
        "hook_event_name": "UserPromptSubmit",
        "prompt": long_prompt(size, question_first=size % 2 == 0),
    }
    out = handle_hook(store, "prompt", payload)
    context = out["hookSpecificOutput"]["additionalContext"]
    assert "blue-pool" in context and "condensed from" in context
    assert estimate_tokens(context) <= 800
    assert not (home / HOOKS_LOG).exists()


@pytest.mark.slow
def test_warm_hook_through_a_running_server_answers_a_64k_prompt(
    store: Memory, project: Path, home: Path, tmp_path: Path
) -> None:
    store.close()
    answers = []
    with running_serve(home, tmp_path / "serve.log") as env:
        for size in (16_000, 64_000):
            body = {"cwd": str(project), "prompt": long_prompt(size), "hook_event_name": "x"}
            proc = cold_hook_prompt(env, body)
            assert proc.returncode == 0, proc.stderr
            answers.append(json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"])
    for context in answers:
        assert "blue-pool" in context and "condensed from" in context
        assert estimate_tokens(context) <= 800
    assert not (home / HOOKS_LOG).exists()


def test_a_hook_that_cannot_answer_shows_in_stats_and_the_web_ui(
    home: Path, project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A budget too small for any packet: the hook must still exit quietly, and say so.
    with memlane.open(home, embedder="hash", scope=str(project), recall_budget=5) as m:
        m.remember("Staging deploys go through the blue pool first", slug="blue-pool")
        payload = {"cwd": str(project), "prompt": QUESTION}
        assert handle_hook(m, "prompt", payload) == {}
        problem = m.stats()["last_hook_problem"]
    assert problem["event"] == "prompt" and problem["error"] == "BudgetTooSmall"
    assert run(["--embedder", "hash", "stats"]) == 0
    assert "last hook problem:" in capsys.readouterr().out
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        server = build_server(m, host="127.0.0.1", port=0)
        with server.running(), httpx.Client(base_url=server.url, timeout=30) as client:
            page = client.get("/")
    assert page.status_code == 200
    assert "A hook could not answer at" in page.text and "BudgetTooSmall" in page.text


def test_the_web_ui_says_when_hooks_are_healthy(mem: Memory) -> None:
    server = build_server(mem, host="127.0.0.1", port=0)
    with server.running(), httpx.Client(base_url=server.url, timeout=30) as client:
        assert "Hooks: no problems recorded." in client.get("/").text


def test_prompt_hook_bounds_a_paste_past_the_query_limit(
    store: Memory, project: Path, home: Path
) -> None:
    # 300k characters of multi-byte log: past the 256 KiB query bound; the hook keeps both
    # ends of the paste and still answers.
    paste = "2026-11-30 10:42:07 INFO [wörker] hëartbeat ok\n" * 7000
    payload = {"cwd": str(project), "prompt": f"{paste}\n\n{QUESTION}"}
    out = handle_hook(store, "prompt", payload)
    assert "blue-pool" in out["hookSpecificOutput"]["additionalContext"]
    assert not (home / HOOKS_LOG).exists()
