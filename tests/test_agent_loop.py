"""The agent loop end to end, in process: documented payloads in, documented outputs out.

A hint before a known-failing command runs, lessons from logged calls without a transcript,
outcomes settled from evidence (and only from evidence), the re-search after a compaction,
receipts on every injected brief and packet, the live switches and the pause.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import memlane
from hook_payloads import FIXTURES, assert_documented_shape, context_of, payload
from memlane.cli import agent_cmds
from memlane.cli.main import run
from memlane.core.outcome_rules import classify_tests
from memlane.services.hook_payload import hook_input
from memlane.services.hooks import RESEARCH_NOTE, handle_hook
from memlane.services.memory import Memory

FAILING = "python -m pytest tests/test_api.py"
FIX = "uv run --extra yaml python -m pytest tests/test_api.py"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "shop"
    (root / ".git").mkdir(parents=True)
    (root / "src").mkdir()
    return root


@pytest.fixture
def cwd(project: Path) -> str:
    return str(project / "src")


@pytest.fixture
def mem(home: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope="/elsewhere") as m:
        yield m


def hook(mem: Memory, name: str, session: str | None = None, **values: str) -> dict[str, Any]:
    """Run one fixture through handle_hook as its harness would, checking the output shape."""
    event, agent = FIXTURES[name]
    body = payload(name, **values)
    if session is not None:
        body["session_id"] = session
    out = handle_hook(mem, event, body, agent=agent)
    assert_documented_shape(agent, hook_input(event, body, agent).harness_event, out)
    return out


def without_transcript(name: str, **values: str) -> dict[str, Any]:
    body = payload(name, **values)
    body.pop("transcript_path", None)
    return body


def learn_a_failure(mem: Memory, cwd: str) -> None:
    """Session A (Claude Code, no transcript): FAILING fails, FIX works, the session ends."""
    hook(mem, "claude_post_tool_use_failure_bash.json", cwd=cwd, command=FAILING)
    hook(mem, "claude_post_tool_use_bash.json", cwd=cwd, command=FIX)
    body = without_transcript("claude_session_end.json", cwd=cwd)
    assert handle_hook(mem, "session-end", body, agent="claude-code") == {}


# -- every documented payload answers in its documented shape ------------------------------


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_every_fixture_answers_in_its_documented_shape(
    mem: Memory, project: Path, cwd: str, name: str
) -> None:
    mem.remember("Deploys go through argo cd", slug="deploy-tool", scope=str(project))
    learn_a_failure(mem, cwd)
    hook(mem, name, cwd=cwd, command=FAILING, prompt="how do deploys work with argo")


# -- before the command, not after ---------------------------------------------------------


def test_lessons_are_stored_at_session_end_without_a_transcript(
    mem: Memory, project: Path, cwd: str
) -> None:
    learn_a_failure(mem, cwd)
    lessons = mem.list(scope=str(project), kinds=["lesson"]).records
    assert [(r.payload["command"], r.payload["fix"]) for r in lessons] == [(FAILING, FIX)]


def test_a_known_failing_command_gets_its_fix_before_it_runs_once(mem: Memory, cwd: str) -> None:
    learn_a_failure(mem, cwd)
    hint = context_of(hook(mem, "codex_pre_tool_use.json", cwd=cwd, command=FAILING), "PreToolUse")
    assert FAILING in hint and FIX in hint
    assert hook(mem, "codex_pre_tool_use.json", cwd=cwd, command=FAILING) == {}  # once
    assert hook(mem, "claude_pre_tool_use_bash.json", cwd=cwd, command="make lint") == {}


def test_no_hint_once_the_command_has_worked_here_since(mem: Memory, cwd: str) -> None:
    learn_a_failure(mem, cwd)
    # Codex session: the same command now works (dependencies were fixed meanwhile).
    ok = payload("codex_post_tool_use.json", cwd=cwd, command=FAILING)
    ok["tool_response"] = {"exit_code": 0, "stdout": "12 passed", "stderr": ""}
    handle_hook(mem, "post-tool", ok, agent="codex")
    # A third session: the lesson no longer applies.
    body = payload("claude_pre_tool_use_bash.json", cwd=cwd, command=FAILING)
    body["session_id"] = "a-third-session"
    assert handle_hook(mem, "pre-tool", body, agent="claude-code") == {}


def test_failure_hints_ask_asks_where_the_harness_can(mem: Memory, cwd: str) -> None:
    learn_a_failure(mem, cwd)
    mem.update_settings({"failure_hints": "ask"})
    later = "a-later-claude-session"
    claude = hook(mem, "claude_pre_tool_use_bash.json", session=later, cwd=cwd, command=FAILING)
    spec = claude["hookSpecificOutput"]
    assert spec["permissionDecision"] == "ask" and FIX in spec["permissionDecisionReason"]
    assert FIX in spec["additionalContext"]
    # Codex cannot ask: the hint arrives as context instead (never a denial).
    codex = hook(mem, "codex_pre_tool_use.json", cwd=cwd, command=FAILING)
    assert "permissionDecision" not in codex["hookSpecificOutput"]
    cursor = hook(mem, "cursor_before_shell_execution.json", cwd=cwd, command=FAILING)
    assert cursor["permission"] == "ask" and FIX in cursor["agent_message"]
    mem.update_settings({"failure_hints": "off"})
    body = payload("claude_pre_tool_use_bash.json", cwd=cwd, command=FAILING)
    body["session_id"] = "yet-another-session"
    assert handle_hook(mem, "pre-tool", body, agent="claude-code") == {}


def test_cursor_gets_no_pre_command_context_without_ask(mem: Memory, cwd: str) -> None:
    learn_a_failure(mem, cwd)
    # Its shell hook speaks only through a permission verdict, which memlane never grants.
    assert hook(mem, "cursor_before_shell_execution.json", cwd=cwd, command=FAILING) == {}


# -- outcomes without a human ------------------------------------------------------------


def pattern(mem: Memory, project: Path, text: str, confidence: float) -> str:
    return mem.remember(
        text, kind="pattern", category="convention", confidence=confidence, scope=str(project)
    ).id


def conf(mem: Memory, rid: str) -> float:
    value = mem.get(rid, mode="global").confidence
    assert value is not None
    return value


def test_passing_tests_settle_the_sessions_receipts_as_done(
    mem: Memory, project: Path, cwd: str
) -> None:
    pid = pattern(mem, project, "Deploys go through argo cd, never kubectl apply", 0.7)
    out = hook(mem, "claude_user_prompt_submit.json", cwd=cwd, prompt="deploy with argo cd")
    text = context_of(out, "UserPromptSubmit")
    receipt = text.split("(receipt ", 1)[1].split(")", 1)[0]
    assert mem.receipt(receipt)["outcome"] is None

    hook(mem, "claude_stop.json", cwd=cwd)  # no command ran: no evidence, nothing moves
    assert mem.receipt(receipt)["outcome"] is None and conf(mem, pid) == 0.7

    hook(mem, "claude_post_tool_use_bash.json", cwd=cwd, command="uv run pytest -q")
    hook(mem, "claude_stop.json", cwd=cwd)
    settled = mem.receipt(receipt)
    assert (settled["outcome"], settled["outcome_by"]) == ("done", "tests")
    assert conf(mem, pid) == 0.75

    hook(mem, "claude_post_tool_use_failure_bash.json", cwd=cwd, command="uv run pytest -q")
    hook(mem, "claude_stop.json", cwd=cwd)
    assert conf(mem, pid) == 0.75  # once per receipt

    why = mem.why(pid, scope=str(project))["outcomes"]
    assert why == [
        {
            "receipt": receipt,
            "outcome": "done",
            "by": "tests",
            "evidence": "tests passed: `uv run pytest -q`",
            "at": settled["outcome_at"],
            "confidence": {"from": 0.7, "to": 0.75},
        }
    ]


def test_failing_tests_and_a_failed_session_move_confidence_down(
    mem: Memory, project: Path, cwd: str
) -> None:
    pid = pattern(mem, project, "Release notes go in CHANGELOG.md", 0.7)
    hook(mem, "codex_session_start.json", cwd=cwd)  # the brief carries the pattern
    failed = payload("codex_post_tool_use.json", cwd=cwd, command="make test")
    handle_hook(mem, "post-tool", failed, agent="codex")
    hook(mem, "codex_stop.json", cwd=cwd)
    assert conf(mem, pid) == pytest.approx(0.6)

    # Cursor reports how its agent loop ended; an error fails the brief it received.
    hook(mem, "cursor_session_start.json", cwd=cwd)
    hook(mem, "cursor_post_tool_use_shell.json", cwd=cwd, command="ls")
    hook(mem, "cursor_stop.json", cwd=cwd, status="error")
    assert conf(mem, pid) == pytest.approx(0.5)


def test_a_codex_test_run_without_an_exit_status_is_no_evidence(
    mem: Memory, project: Path, cwd: str
) -> None:
    """Codex's PostToolUse hands a shell call's output over as a bare string, without its exit
    status (codex-rs ExecCommandToolOutput::post_tool_use_response): a failed `make test` must
    not settle the brief as done, nor any run with a status it does not state."""
    pid = pattern(mem, project, "Release notes go in CHANGELOG.md", 0.7)
    hook(mem, "codex_session_start.json", cwd=cwd)
    ran = payload("codex_post_tool_use.json", cwd=cwd, command="make test")
    ran["tool_response"] = "FAILED tests/test_release.py::test_notes - AssertionError\n1 failed"
    handle_hook(mem, "post-tool", ran, agent="codex")
    hook(mem, "codex_stop.json", cwd=cwd)
    assert conf(mem, pid) == 0.7


def test_cursor_shell_calls_are_test_evidence(mem: Memory, project: Path, cwd: str) -> None:
    pid = pattern(mem, project, "Run the web tests with vitest", 0.7)
    hook(mem, "cursor_session_start.json", cwd=cwd)
    hook(mem, "cursor_post_tool_use_shell.json", cwd=cwd, command="npx vitest run")
    hook(mem, "cursor_stop.json", cwd=cwd, status="completed")
    assert conf(mem, pid) == 0.75


def test_a_session_with_no_evidence_moves_nothing(mem: Memory, project: Path, cwd: str) -> None:
    pid = pattern(mem, project, "Feature flags live in config/flags.yaml", 0.7)
    hook(mem, "cursor_session_start.json", cwd=cwd)
    hook(mem, "cursor_stop.json", cwd=cwd, status="aborted")
    hook(mem, "cursor_stop.json", cwd=cwd, status="completed")  # completed, but ran nothing
    assert conf(mem, pid) == 0.7
    assert all(
        r["outcome"] is None for r in mem.session_receipts("c0f1e2d3-4b5a-6978-8a9b-0c1d2e3f4a5b")
    )


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ("pytest -q", True),
        ("python3 -m pytest tests/test_api.py -x", True),
        ("uv run pytest", True),
        ("FOO=1 npm test", True),
        ("npm run test:unit", True),
        ("cd web && pnpm test", True),
        ("go test ./...", True),
        ("cargo test --workspace", True),
        ("make check", True),
        ("pytest -q | tail -5", False),  # the status is tail's
        ("set -o pipefail; pytest -q | tail -5", True),
        ("pytest --version", True),
        ("ls tests", None),
        ("npm run build", None),
        ("git commit -m 'test'", None),
    ],
)
def test_test_run_classification(command: str, expected: bool | None) -> None:
    assert classify_tests(command) is expected


# -- after compaction ----------------------------------------------------------------------


def test_claude_compact_start_re_searches_the_task_in_progress(
    mem: Memory, project: Path, cwd: str
) -> None:
    mem.remember("Deploys go through argo cd", slug="deploy-tool", scope=str(project))
    mem.update_settings({"aggressiveness": "high"})
    hook(mem, "claude_user_prompt_submit.json", cwd=cwd, prompt="how do deploys work with argo")
    hook(mem, "claude_pre_compact.json", cwd=cwd)
    text = context_of(hook(mem, "claude_session_start_compact.json", cwd=cwd), "SessionStart")
    assert text.startswith("## memlane memory brief (receipt b_")
    assert RESEARCH_NOTE in text and "deploy-tool" in text.split(RESEARCH_NOTE, 1)[1]
    # The compact start re-searched already: the next prompt gets only its own packet.
    again = hook(mem, "claude_user_prompt_submit.json", cwd=cwd, prompt="rename the quux widget")
    assert again == {}


def test_codex_next_prompt_after_pre_compact_re_searches(
    mem: Memory, project: Path, cwd: str
) -> None:
    mem.remember("Deploys go through argo cd", slug="deploy-tool", scope=str(project))
    mem.update_settings({"aggressiveness": "max"})
    hook(mem, "codex_user_prompt_submit.json", cwd=cwd, prompt="how do deploys work with argo")
    hook(mem, "codex_pre_compact.json", cwd=cwd)
    text = context_of(
        hook(mem, "codex_user_prompt_submit.json", cwd=cwd, prompt="now rename the widget"),
        "UserPromptSubmit",
    )
    assert text.startswith(RESEARCH_NOTE) and "deploy-tool" in text
    session = mem.session_state("0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b")
    assert session is not None and session["compacted_at"] is None


def test_no_re_search_at_default_aggressiveness(mem: Memory, project: Path, cwd: str) -> None:
    mem.remember("Deploys go through argo cd", slug="deploy-tool", scope=str(project))
    hook(mem, "claude_user_prompt_submit.json", cwd=cwd, prompt="how do deploys work with argo")
    hook(mem, "claude_pre_compact.json", cwd=cwd)
    text = context_of(hook(mem, "claude_session_start_compact.json", cwd=cwd), "SessionStart")
    assert RESEARCH_NOTE not in text


# -- receipts, switches and the pause ------------------------------------------------------


def test_every_injected_brief_and_packet_names_its_receipt_and_is_linked(
    mem: Memory, project: Path, cwd: str
) -> None:
    mem.remember("Deploys go through argo cd", slug="deploy-tool", scope=str(project))
    brief = context_of(hook(mem, "claude_session_start.json", cwd=cwd), "SessionStart")
    packet = context_of(
        hook(mem, "claude_user_prompt_submit.json", cwd=cwd, prompt="deploys with argo"),
        "UserPromptSubmit",
    )
    linked = {r["id"] for r in mem.session_receipts("3f9a6c1e-8b2d-4e57-9a10-6c2b8f4d7e21")}
    for text in (brief, packet):
        receipt = text.split("(receipt ", 1)[1].split(")", 1)[0]
        assert receipt in linked
    cursor = hook(mem, "cursor_session_start.json", cwd=cwd)
    assert "(receipt b_" in cursor["additional_context"]


def test_a_session_without_a_transcript_is_captured_from_its_hooks(
    mem: Memory, project: Path, cwd: str
) -> None:
    hook(mem, "cursor_before_submit_prompt.json", cwd=cwd, prompt="make the web build pass")
    hook(mem, "cursor_post_tool_use_failure_shell.json", cwd=cwd, command="npm run build")
    hook(mem, "cursor_post_tool_use_shell.json", cwd=cwd, command="npm ci && npm run build")
    assert hook(mem, "cursor_stop.json", cwd=cwd) == {}
    events = mem.list(scope=str(project), kinds=["event"]).records
    assert [e.title for e in events] == ["make the web build pass"]
    event = events[0]
    assert event.payload["format"] == "hooks" and event.payload["commands_failed"] == 1
    assert "Task: make the web build pass" in event.body and "npm run build" in event.body
    lessons = mem.list(scope=str(project), kinds=["lesson"]).records
    assert [(r.payload["command"], r.payload["fix"]) for r in lessons] == [
        ("npm run build", "npm ci && npm run build")
    ]
    # The next turn ends: the one event is brought up to date, not doubled.
    hook(mem, "cursor_post_tool_use_shell.json", cwd=cwd, command="npm test")
    hook(mem, "cursor_stop.json", cwd=cwd)
    events = mem.list(scope=str(project), kinds=["event"]).records
    assert len(events) == 1 and "npm test" in events[0].body
    assert events[0].payload["tool_calls"] == 3


def test_cursor_prompt_records_the_task_but_prints_nothing(
    mem: Memory, project: Path, cwd: str
) -> None:
    mem.remember("Deploys go through argo cd", slug="deploy-tool", scope=str(project))
    assert hook(mem, "cursor_before_submit_prompt.json", cwd=cwd, prompt="deploys with argo") == {}
    session = mem.session_state("c0f1e2d3-4b5a-6978-8a9b-0c1d2e3f4a5b")
    assert session is not None and session["task"] == "deploys with argo"


def test_switches_and_pauses(mem: Memory, project: Path, cwd: str) -> None:
    mem.remember("Deploys go through argo cd", slug="deploy-tool", scope=str(project))
    prompt = {"cwd": cwd, "prompt": "how do deploys work with argo"}
    mem.update_settings({"recall_enabled": False})
    assert hook(mem, "claude_session_start.json", cwd=cwd) == {}
    assert hook(mem, "claude_user_prompt_submit.json", **prompt) == {}
    mem.update_settings({"recall_enabled": True, "capture_enabled": False})
    hook(mem, "claude_post_tool_use_bash.json", cwd=cwd, command="make")
    assert mem._store.tool_calls("3f9a6c1e-8b2d-4e57-9a10-6c2b8f4d7e21") == []
    mem.update_settings({"capture_enabled": True})

    assert mem.pause(scope=str(project))["changed"]
    assert hook(mem, "claude_user_prompt_submit.json", **prompt) == {}
    assert mem.resume(scope=str(project))["changed"]
    assert "deploy-tool" in context_of(
        hook(mem, "claude_user_prompt_submit.json", **prompt), "UserPromptSubmit"
    )
    mem.pause(session_id="3f9a6c1e-8b2d-4e57-9a10-6c2b8f4d7e21")
    assert hook(mem, "claude_user_prompt_submit.json", **prompt) == {}
    assert hook(mem, "codex_user_prompt_submit.json", **prompt) != {}  # another session


def test_memlane_pause_env_keeps_memory_out_of_one_run(
    home: Path, project: Path, cwd: str, cli_state: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        m.remember("Deploys go through argo cd", slug="deploy-tool")
    raw = json.dumps(
        payload("claude_user_prompt_submit.json", cwd=cwd, prompt="deploys with argo")
    ).encode()
    monkeypatch.setenv("MEMLANE_PAUSE", "1")
    assert agent_cmds.run_hook("prompt", raw, "claude-code") == {}
    monkeypatch.delenv("MEMLANE_PAUSE")
    assert agent_cmds.run_hook("prompt", raw, "claude-code") != {}


def test_pause_and_resume_commands(
    home: Path, project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["--embedder", "hash", "pause", "--scope", str(project), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"paused": f"scope:{project}", "changed": True}
    assert run(["--embedder", "hash", "resume", "--list", "--json"]) == 0
    assert [p["target"] for p in json.loads(capsys.readouterr().out)["pauses"]] == [
        f"scope:{project}"
    ]
    assert run(["--embedder", "hash", "resume", "--scope", str(project)]) == 0
    assert "resumed" in capsys.readouterr().out
    assert run(["--embedder", "hash", "pause", "--session", " ", "--json"]) == 2
