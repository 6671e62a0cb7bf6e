"""Session and run capture end to end: the real transcript fixtures, the extractive fallback,
and a real loopback LLM in both wire formats — good answers, junk, malformed and oversized
bodies, HTTP errors, a prompt-injection answer and a hang past the timeout."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest

import memlane
from credentials import github_token
from fake_llm import FakeLLM
from memlane.cli.main import run
from memlane.config import load_settings
from memlane.core.llm_config import LLMSettings, ProviderConfig
from memlane.errors import InvalidInput, NotFound, PrivacyRefused
from memlane.services.keyed_events import event_slug
from memlane.services.llm import settings_view
from memlane.services.memory import Memory
from memlane.store.sqlite import SqliteStore

PROJECT = "/work/proj"
TRANSCRIPTS = Path(__file__).parent / "data" / "transcripts"
CLAUDE = TRANSCRIPTS / "claude_session.jsonl"
CLAUDE_SID = "3f6c2a9e-8d41-4b7a-9c55-1e2f3a4b5c6d"
FIXTURES = sorted(TRANSCRIPTS.glob("*.jsonl"))

SUMMARY = json.dumps(
    {
        "summary": "Fixed the failing suite by adding httpx; all 12 tests pass.",
        "decisions": ["Use httpx for HTTP clients."],
        "files": ["src/app/client.py", "tests/test_client.py"],
        "lessons": ["`uv run pytest -q` failed on a missing httpx; `uv add httpx` fixed it"],
    }
)
FACTS = json.dumps(
    {
        "facts": [
            {
                "text": "Run the test suite with uv run pytest.",
                "importance": 0.8,
                "type": "project",
            },
            {"text": "HTTP clients in this project use httpx, not requests.", "importance": 0.6},
        ]
    }
)


# -- helpers -----------------------------------------------------------------------------------


def write_llm_config(
    home: Path, fake: FakeLLM, *, wire: str = "openai", timeout: float = 10.0, extra: str = ""
) -> None:
    """A keyless loopback provider pinned for every capture task."""
    base = fake.openai_base_url if wire == "openai" else fake.anthropic_base_url
    model = "gpt-4o-mini" if wire == "openai" else "claude-haiku-4-5"
    (home / "config.toml").write_text(
        f'[[providers]]\nname = "fake"\nkind = "{wire}"\nbase_url = "{base}"\n'
        f'model = "{model}"\nneeds_api_key = false\n\n'
        '[llm.pins]\nsummarize = "fake"\nextract = "fake"\ndistill = "fake"\n\n'
        f"[llm.timeouts]\nsummarize = {timeout}\nextract = {timeout}\ndistill = {timeout}\n"
        + extra,
        "utf-8",
    )


def open_mem(home: Path, **overrides: Any) -> Memory:
    return memlane.open(home, embedder="hash", scope=PROJECT, **overrides)


def session_copy(tmp_path: Path, sid: str, source: Path = CLAUDE) -> Path:
    """The Claude fixture as another session (same work, another session id)."""
    out = tmp_path / f"{sid}.jsonl"
    out.write_text(source.read_text("utf-8").replace(CLAUDE_SID, sid), "utf-8")
    return out


def plain_transcript(tmp_path: Path, name: str, rows: list[dict[str, Any]]) -> Path:
    path = tmp_path / f"{name}.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", "utf-8")
    return path


def dump(mem: Memory) -> str:
    return json.dumps(mem.export(), ensure_ascii=False)


# -- the extractive fallback (no model configured) ---------------------------------------------


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.name[:24])
def test_real_transcripts_become_event_and_lessons(home: Path, fixture: Path) -> None:
    with open_mem(home, extract_facts=True) as mem:
        result = mem.capture_session(fixture, scope=PROJECT)
        assert result.status == "captured" and result.scope == PROJECT
        event = mem.get(result.event_id)
        assert event.type == "session_completed" and event.slug == result.slug
        assert event.slug == event_slug("session", result.session_id or "")
        assert event.provenance.trigger == "capture"
        p = event.payload
        assert p["enrichment"]["status"] == "ok" and p["enrichment"]["method"] == "extractive"
        assert p["summary"] and p["duration_s"] >= 10 and p["commands_failed"] == 1
        # Each fixture has exactly one failing command that a later call fixed.
        assert len(result.lessons) == 1
        lesson = mem.get(result.lessons[0]["id"])
        assert lesson.slug == "lesson-" + lesson.payload["command_hash"][:16]
        assert set(lesson.payload) == {"command", "command_hash", "error", "fix", "tool"}
        # The history keeps the bare event the summary was added to.
        reasons = [h["reason"] for h in mem._store.history(event.id)]
        # (The event is written with its session key: no separate "session key" revision.)
        assert reasons == ["capture: enrichment"]


def test_claude_fixture_gives_facts_with_the_fallback(home: Path) -> None:
    with open_mem(home, extract_facts=True) as mem:
        result = mem.capture_session(CLAUDE, scope=PROJECT)
        bodies = {mem.get(f["id"]).body for f in result.facts}
        assert "From now on, always run the tests with `uv run pytest`." in bodies
        assert all(f["method"] == "extractive" for f in result.facts)
        assert mem.get(result.event_id).payload["files_touched"] == [
            "src/app/client.py",
            "docs/http.md",
        ]


def test_capture_is_idempotent_per_session_id(home: Path) -> None:
    with open_mem(home) as mem:
        first = mem.capture_session(CLAUDE, scope=PROJECT)
        again = mem.capture_session(CLAUDE, scope=PROJECT)
        elsewhere = mem.capture_session(CLAUDE, scope="/other/place")
        assert again.status == "duplicate" == elsewhere.status
        assert again.event_id == first.event_id == elsewhere.event_id
        assert mem.list(all_scopes=True, kinds=["event"]).total == 1
        # An explicit session id is its own session.
        other = mem.capture_session(CLAUDE, scope=PROJECT, session_id="manual-7")
        assert other.status == "captured" and other.slug == "session-manual-7"


def test_a_grown_log_updates_the_one_event(home: Path, tmp_path: Path) -> None:
    early = tmp_path / "early.jsonl"
    early.write_text("\n".join(CLAUDE.read_text("utf-8").splitlines()[:7]) + "\n", "utf-8")
    with open_mem(home) as mem:
        first = mem.capture_session(early, scope=PROJECT)  # e.g. at pre-compact
        assert first.status == "captured" and first.lessons == []
        assert mem.get(first.event_id).payload["status"] == "interrupted"
        later = mem.capture_session(CLAUDE, scope=PROJECT)  # the session end
        assert later.status == "updated" and later.event_id == first.event_id
        assert len(later.lessons) == 1
        event = mem.get(first.event_id)
        assert event.payload["tool_calls"] == 5 and "All 12 tests pass" in event.body
        reasons = [h["reason"] for h in mem._store.history(event.id)]
        assert "capture: the session grew" in reasons
        assert mem.list(kinds=["event"]).total == 1
        assert mem.capture_session(CLAUDE, scope=PROJECT).status == "duplicate"


def test_short_sessions_are_skipped_and_the_floor_is_configurable(
    home: Path, tmp_path: Path
) -> None:
    rows = [
        {"role": "user", "content": "fix it", "timestamp": "2025-08-01T10:00:00Z"},
        {"role": "assistant", "content": "done", "timestamp": "2025-08-01T10:00:03Z"},
    ]
    path = plain_transcript(tmp_path, "short", rows)
    with open_mem(home) as mem:
        result = mem.capture_session(path, scope=PROJECT)
        assert result.status == "skipped" and "3 s" in (result.reason or "")
        assert mem.list(kinds=["event"]).total == 0
    with open_mem(home, capture_min_seconds=2) as mem:
        assert mem.capture_session(path, scope=PROJECT).status == "captured"


def test_empty_and_unreadable_transcripts(home: Path, tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", "utf-8")
    junk = tmp_path / "junk.jsonl"
    junk.write_text("not json\n[1, 2]\n", "utf-8")
    with open_mem(home) as mem:
        assert mem.capture_session(empty).status == "skipped"
        with pytest.raises(InvalidInput):
            mem.capture_session(junk)
        with pytest.raises(InvalidInput):
            mem.capture_session(CLAUDE, fmt="yaml")
        with pytest.raises(NotFound):
            mem.capture_session(tmp_path / "missing.jsonl")


def test_scope_defaults_to_the_sessions_own_directory(home: Path, tmp_path: Path) -> None:
    repo = tmp_path / "Repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "sub").mkdir()
    text = CLAUDE.read_text("utf-8").replace("/home/ana/app", str(repo / "sub"))
    path = tmp_path / "moved.jsonl"
    path.write_text(text, "utf-8")
    with open_mem(home) as mem:
        result = mem.capture_session(path)
        assert result.scope == str(repo).lower()


def test_secrets_in_a_transcript_never_reach_the_store(home: Path, tmp_path: Path) -> None:
    token = github_token()
    leak = f'curl -H "Authorization: token {token}" https://api.github.com/user'
    rows = [
        {"role": "user", "content": "check the api", "timestamp": "2025-08-01T10:00:00Z"},
        {
            "role": "tool",
            "name": "shell",
            "command": leak,
            "exit_code": 22,
            "content": "curl: (22) 401",
            "timestamp": "2025-08-01T10:00:20Z",
        },
        {
            "role": "tool",
            "name": "shell",
            "command": leak + " -L",
            "exit_code": 0,
            "content": "{}",
            "timestamp": "2025-08-01T10:00:40Z",
        },
    ]
    path = plain_transcript(tmp_path, "leaky", rows)
    with open_mem(home, extract_facts=True) as mem:
        result = mem.capture_session(path, scope=PROJECT)
        assert result.status == "captured" and result.lessons == []
        assert token not in dump(mem)
        assert token not in (home / "capture.log").read_text("utf-8")
        assert "[withheld:" in mem.get(result.event_id).payload["commands"][0]


# -- runs --------------------------------------------------------------------------------------


def test_capture_run(home: Path) -> None:
    with open_mem(home) as mem:
        assert mem.capture_run(summary="Tried the migration", status="failed") is None
        assert mem.capture_run(summary="Gave up", status="cancelled") is None
        result = mem.capture_run(
            summary="Migrated CI to uv",
            worked=["caching"],
            failed=["the arm runner"],
            improvements=["pin the runner"],
            session_id="run-42",
        )
        assert result is not None and result.status == "captured"
        event = mem.get(result.event_id)
        assert event.type == "run_completed" and event.slug == "run-run-42"
        assert event.payload["what_failed"] == ["the arm runner"]
        assert event.payload["improvements"] == ["pin the runner"]
        assert "What worked:\n- caching" in event.body
        again = mem.capture_run(summary="Migrated CI to uv", session_id="run-42")
        assert again is not None and again.status == "duplicate"
        assert mem.list(kinds=["event"]).total == 1
        with pytest.raises(InvalidInput):
            mem.capture_run(summary="x", status="paused")
        with pytest.raises(PrivacyRefused):
            mem.capture_run(summary=f"used {github_token()} to deploy")


# -- the loopback LLM --------------------------------------------------------------------------


@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_good_answers_enrich_the_event_and_give_facts(home: Path, fake: FakeLLM, wire: str) -> None:
    write_llm_config(home, fake, wire=wire)
    fake.queue(("good", SUMMARY), ("good", FACTS))
    with open_mem(home, extract_facts=True) as mem:
        result = mem.capture_session(CLAUDE, scope=PROJECT)
        event = mem.get(result.event_id)
        assert event.payload["enrichment"]["status"] == "ok"
        assert event.payload["enrichment"]["method"] == "llm"
        assert event.payload["enrichment"]["provider"] == "fake"
        assert event.payload["summary"].startswith("Fixed the failing suite")
        assert event.payload["decisions"] == ["Use httpx for HTTP clients."]
        assert "tests/test_client.py" in event.payload["files"]
        facts = {mem.get(f["id"]).body: mem.get(f["id"]) for f in result.facts}
        assert set(facts) == {
            "Run the test suite with uv run pytest.",
            "HTTP clients in this project use httpx, not requests.",
        }
        assert facts["Run the test suite with uv run pytest."].importance == 0.8
        assert all(f.provenance.trigger == "capture" for f in facts.values())
    summarize, extract = fake.requests
    path = "/v1/chat/completions" if wire == "openai" else "/v1/messages"
    assert summarize.path == extract.path == path
    prompt = summarize.body["messages"][0]["content"]
    assert "All 12 tests pass now" in prompt and "<transcript>" in prompt
    usage = [json.loads(line) for line in (home / "usage.jsonl").read_text().splitlines()]
    assert [u["task"] for u in usage] == ["summarize", "extract"]
    assert all(u["outcome"] == "ok" for u in usage)


def test_a_keyed_provider_is_chosen_from_the_environment(
    home: Path, fake: FakeLLM, monkeypatch: pytest.MonkeyPatch
) -> None:
    (home / "config.toml").write_text(
        f'[[providers]]\nname = "cloud"\nbase_url = "{fake.openai_base_url}"\n'
        'model = "gpt-4o-mini"\napi_key_env = "FAKE_CLOUD_KEY"\n',
        "utf-8",
    )
    fake.set_mode("good", SUMMARY)
    with open_mem(home) as mem:
        # No key in the environment: no model, the extractive summary.
        first = mem.capture_session(CLAUDE, scope=PROJECT)
        assert mem.get(first.event_id).payload["enrichment"]["method"] == "extractive"
    key = "test-" + "k" * 12
    monkeypatch.setenv("FAKE_CLOUD_KEY", key)
    with open_mem(home) as mem:
        second = mem.capture_session(CLAUDE, scope=PROJECT, session_id="with-key")
        assert mem.get(second.event_id).payload["enrichment"]["provider"] == "cloud"
    assert fake.requests[0].headers["authorization"] == f"Bearer {key}"
    assert key not in (home / "usage.jsonl").read_text("utf-8")


@pytest.mark.parametrize("wire", ["openai", "anthropic"])
@pytest.mark.parametrize("mode", ["junk", "malformed", "oversized", "http_500", "hang"])
def test_model_failures_leave_the_bare_event(
    home: Path, fake: FakeLLM, wire: str, mode: str
) -> None:
    write_llm_config(home, fake, wire=wire, timeout=0.5)
    fake.set_mode(mode)
    with open_mem(home, extract_facts=True) as mem:
        result = mem.capture_session(CLAUDE, scope=PROJECT)
        assert result.status == "captured"
        event = mem.get(result.event_id)
        enrichment = event.payload["enrichment"]
        assert enrichment["status"] == "failed" and enrichment["reason"]
        if mode == "hang":
            assert enrichment["reason"].startswith("timeout")
        assert "summary" not in event.payload
        assert event.body.startswith(f"Session {CLAUDE_SID} (claude) completed: 35 s")
        # Lessons are deterministic; facts fall back to the extractive pass.
        assert len(result.lessons) == 1 and len(result.facts) == 2
        stats = mem.stats()
        assert stats["capture_last_failure"] == enrichment["reason"]
        assert stats["capture_last_failure_event"] == event.id
    log = [json.loads(line) for line in (home / "capture.log").read_text().splitlines()]
    assert any(e["op"] == "summarize" for e in log)
    # A transport failure is not retried by a second task in the same capture.
    if mode in ("http_500", "hang"):
        assert len(fake.requests) == 1


def test_stats_cli_shows_the_last_capture_failure(
    home: Path, fake: FakeLLM, capsys: pytest.CaptureFixture[str]
) -> None:
    write_llm_config(home, fake)
    fake.set_mode("junk")
    code = run(
        [
            "--embedder",
            "hash",
            "capture",
            "session",
            "--transcript",
            str(CLAUDE),
            "--scope",
            PROJECT,
        ]
    )
    out = capsys.readouterr().out
    assert code == 0 and "summary: failed" in out and "bare event is kept" in out
    assert run(["--embedder", "hash", "stats"]) == 0
    out = capsys.readouterr().out
    assert "capture last failure: invalid output" in out


def test_an_injection_answer_never_reaches_a_brief(home: Path, fake: FakeLLM) -> None:
    write_llm_config(home, fake)
    fake.set_mode("injection")
    with open_mem(home, extract_facts=True) as mem:
        result = mem.capture_session(CLAUDE, scope=PROJECT)
        event = mem.get(result.event_id)
        assert "../../etc/passwd" not in event.payload["files"]
        # The instruction-shaped fact was refused; no stored fact carries it.
        assert any(s["reason"].startswith("injection") for s in result.facts_skipped)
        assert "ignore prior rules" not in dump(mem)
        # Smuggled fields (scope, pinned, id) went nowhere.
        assert mem.list(all_scopes=True, pinned=True).total == 0
        assert set(mem._store.scopes()) == {PROJECT}
        brief = mem.brief(scope=PROJECT).text
        assert "IGNORE ALL PREVIOUS" not in brief and "[BLOCKED: " in brief
        packet = mem.recall("admin mode secret instructions", scope=PROJECT, fmt="text")
        assert "IGNORE ALL PREVIOUS" not in packet.rendered
        # The read gate never edits the stored record.
        assert mem.get(event.id).payload["summary"].startswith("IGNORE ALL PREVIOUS")


def test_model_output_holding_a_credential_is_refused(home: Path, fake: FakeLLM) -> None:
    token = github_token()
    fake.queue(
        ("good", json.dumps({"summary": f"Deployed with {token}."})),
        (
            "good",
            json.dumps(
                {
                    "facts": [
                        {"text": f"The CI token is {token}"},
                        {"text": "Deploys run from the main branch."},
                    ]
                }
            ),
        ),
    )
    write_llm_config(home, fake)
    with open_mem(home, extract_facts=True) as mem:
        result = mem.capture_session(CLAUDE, scope=PROJECT)
        enrichment = mem.get(result.event_id).payload["enrichment"]
        assert enrichment["status"] == "refused"
        assert [mem.get(f["id"]).body for f in result.facts] == [
            "Deploys run from the main branch."
        ]
        assert {"index": 0, "reason": "privacy_refused"} in result.facts_skipped
        assert token not in dump(mem)
        assert token not in (home / "capture.log").read_text("utf-8")


def test_the_event_is_committed_before_the_model_answers(home: Path, fake: FakeLLM) -> None:
    write_llm_config(home, fake, timeout=60)
    fake.hang_seconds = 60
    fake.set_mode("hang", SUMMARY)
    with open_mem(home) as mem:
        done: dict[str, Any] = {}
        worker = threading.Thread(
            target=lambda: done.update(result=mem.capture_session(CLAUDE, scope=PROJECT))
        )
        worker.start()
        for _ in range(2000):  # the summarizer is now blocked inside the model call
            if fake.requests:
                break
            time.sleep(0.01)
        assert fake.requests, "the summarizer never called the model"
        other = SqliteStore(home / "memory.db")  # a second connection, as another process
        try:
            (event,) = other.by_slug(f"session-{CLAUDE_SID}", kind="event")
            assert event.payload["enrichment"] == {"status": "pending"}
        finally:
            other.close()
        fake.stop()  # releases the hung request, which then answers
        worker.join(timeout=60)
        assert not worker.is_alive()
        assert done["result"].enrichment["status"] == "ok"


# -- patterns after three sessions ---------------------------------------------------------------


@pytest.mark.parametrize("with_llm", [False, True], ids=["fallback", "loopback-llm"])
def test_three_sessions_give_patterns(
    home: Path, fake: FakeLLM, tmp_path: Path, with_llm: bool
) -> None:
    if with_llm:
        write_llm_config(home, fake)
        patterns = json.dumps(
            {
                "patterns": [
                    {"text": "Run tests through uv.", "category": "convention", "confidence": 0.8},
                    {"text": "Maybe tabs.", "category": "preference", "confidence": 0.3},
                ]
            }
        )
        fake.queue(*[("good", SUMMARY), ("good", FACTS)] * 3, ("good", patterns))
    with open_mem(home, extract_facts=True) as mem:
        results = [
            mem.capture_session(session_copy(tmp_path, f"s-{i}"), scope=PROJECT) for i in range(3)
        ]
        assert [r.learned is None for r in results] == [True, True, False]
        learned = results[2].learned
        assert learned is not None and learned["added"]
        assert learned["method"] == ("llm" if with_llm else "extractive")
        found = mem.patterns(scope=PROJECT)
        assert found and all(p.scope == PROJECT and p.provenance.trigger == "learn" for p in found)
        assert all((p.confidence or 0) >= 0.5 for p in found)
        if with_llm:
            assert [p.body for p in found] == ["Run tests through uv."]
        assert results[0].facts and results[0].lessons
        assert mem.stats()["capture_summaries_since_learn"] == 0


def test_the_refresh_counter_survives_a_restart(home: Path, tmp_path: Path) -> None:
    for i in range(2):
        with open_mem(home) as mem:
            assert (
                mem.capture_session(session_copy(tmp_path, f"r-{i}"), scope=PROJECT).learned is None
            )
    with open_mem(home) as mem:
        assert mem.stats()["capture_summaries_since_learn"] == 2
        third = mem.capture_session(session_copy(tmp_path, "r-2"), scope=PROJECT)
        assert third.learned is not None


def test_facts_are_opt_in_and_deduplicated(home: Path, fake: FakeLLM) -> None:
    with open_mem(home) as mem:  # aggressiveness default: no fact extraction
        assert mem.capture_session(CLAUDE, scope=PROJECT).facts == []
    write_llm_config(home, fake)
    dup = json.dumps(
        {
            "facts": [
                {"text": "From now on, always run the tests with `uv run pytest`."},
                {"text": "Releases are tagged from main."},
                {"text": "Releases are tagged from main!"},
            ]
        }
    )
    fake.queue(("good", SUMMARY), ("good", dup))
    with open_mem(home, aggressiveness="high") as mem:
        mem.remember("From now on, always run the tests with `uv run pytest`.", scope=PROJECT)
        result = mem.capture_session(CLAUDE, scope=PROJECT, session_id="again")
        assert [mem.get(f["id"]).body for f in result.facts] == ["Releases are tagged from main."]
        reasons = {s["index"]: s["reason"] for s in result.facts_skipped}
        assert reasons[0].startswith("already known") and reasons[2] == "duplicate in batch"
    with open_mem(home, aggressiveness="max", extract_facts=False) as mem:
        assert mem.capture_session(CLAUDE, scope=PROJECT, session_id="off").facts == []


def test_without_an_embedder_the_jaccard_guard_deduplicates(home: Path, fake: FakeLLM) -> None:
    write_llm_config(home, fake)
    dup = json.dumps(
        {
            "facts": [
                {"text": "Releases are tagged from main."},
                {"text": "Releases are tagged from main!"},
            ]
        }
    )
    fake.queue(("good", SUMMARY), ("good", dup))
    with memlane.open(home, embedder="none", scope=PROJECT, extract_facts=True) as mem:
        result = mem.capture_session(CLAUDE, scope=PROJECT)
        assert len(result.facts) == 1
        assert result.facts_skipped == [{"index": 1, "reason": "duplicate in batch"}]


# -- CLI ---------------------------------------------------------------------------------------


def test_capture_cli(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = run(
        [
            "--embedder",
            "hash",
            "capture",
            "session",
            "--transcript",
            str(CLAUDE),
            "--scope",
            PROJECT,
            "--json",
        ]
    )
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["status"] == "captured" and data["lessons"]
    code = run(
        [
            "--embedder",
            "hash",
            "capture",
            "session",
            "--transcript",
            str(CLAUDE),
            "--scope",
            PROJECT,
        ]
    )
    assert code == 0 and "already captured" in capsys.readouterr().out
    code = run(["--embedder", "hash", "capture", "run", "--summary", "Tried", "--status", "failed"])
    assert code == 0 and capsys.readouterr().out.strip() == "not captured: status failed"
    code = run(
        [
            "--embedder",
            "hash",
            "capture",
            "run",
            "--summary",
            "Shipped",
            "--worked",
            "caching",
            "--improve",
            "pin the runner",
            "--scope",
            PROJECT,
            "--json",
        ]
    )
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["captured"] is True and data["kind"] == "run"
    code = run(
        [
            "--embedder",
            "hash",
            "capture",
            "session",
            "--transcript",
            str(CLAUDE.with_name("nope.jsonl")),
            "--json",
        ]
    )
    assert code == 5 and json.loads(capsys.readouterr().out)["error"]["code"] == "not_found"


# -- the LLM seam wiring (config) ----------------------------------------------------------------


def test_config_builds_provider_configs_and_llm_settings(home: Path, fake: FakeLLM) -> None:
    write_llm_config(home, fake, wire="anthropic", timeout=7)
    settings = load_settings(home)
    (provider,) = settings.providers
    assert isinstance(provider, ProviderConfig) and provider.kind == "anthropic"
    assert provider.is_local
    llm = settings.llm_settings()
    assert isinstance(llm, LLMSettings) and llm.providers == (provider,)
    assert llm.pins["summarize"] == "fake" and llm.timeouts["extract"] == 7.0
    assert llm.usage_log == home.resolve() / "usage.jsonl"
    public = settings_view(settings, {})
    json.dumps(public)  # JSON-safe
    route = public["llm"]["routes"]["summarize"]
    assert route["provider"] == "fake" and route["reason"] == "pinned to 'fake'"
    assert public["llm"]["routes"]["consolidate"]["provider"] is None


@pytest.mark.parametrize(
    "table",
    [
        '[[providers]]\nname = "x"\nmodel = "m"\n',  # no base_url
        '[[providers]]\nname = "x"\nbase_url = "http://h"\nmodel = "m"\ncolour = "red"\n',
        '[[providers]]\nname = "x"\nbase_url = "http://h"\nmodel = "m"\nneeds_api_key = "no"\n',
        '[llm.timeouts]\nsummarize = "fast"\n',
        "[llm]\npins = 3\n",
    ],
)
def test_bad_llm_tables_are_invalid_input(home: Path, table: str) -> None:
    (home / "config.toml").write_text(table, "utf-8")
    with pytest.raises(InvalidInput):
        load_settings(home)


def test_a_broken_route_never_breaks_capture(home: Path) -> None:
    (home / "config.toml").write_text('[llm.pins]\nsummarize = "missing"\n', "utf-8")
    assert "error" in settings_view(load_settings(home), {})["llm"]
    with open_mem(home) as mem:
        result = mem.capture_session(CLAUDE, scope=PROJECT)
        enrichment = mem.get(result.event_id).payload["enrichment"]
        assert enrichment["status"] == "failed"
        assert enrichment["reason"].startswith("LLM configuration")
