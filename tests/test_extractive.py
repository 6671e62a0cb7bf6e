"""The deterministic fallback: summaries, facts and patterns without any model."""

from __future__ import annotations

from pathlib import Path

import pytest

from memlane.core.extractive import (
    categorize,
    decision_statements,
    distill_patterns,
    extract_facts,
    extractive_summary,
)
from memlane.core.llm_output import FactCaps, PatternCaps, SummaryCaps
from memlane.core.transcripts import Message, ToolCall, Transcript, parse_transcript

DATA = Path(__file__).parent / "data" / "transcripts"


def transcript(name: str) -> Transcript:
    return parse_transcript((DATA / name).read_text(encoding="utf-8"), source_name=name)


def test_summary_from_a_real_session() -> None:
    s = extractive_summary(transcript("claude_session.jsonl"))
    assert s.method == "extractive"
    assert s.summary.startswith("Asked: The test suite fails on a clean checkout.")
    assert "Outcome: All 12 tests pass now." in s.summary
    assert "Changed 2 files: src/app/client.py, docs/http.md" in s.summary
    assert "Ran 3 commands, 1 failed; last failure: `uv run pytest -q`" in s.summary
    assert "ModuleNotFoundError" in s.summary
    assert s.files == ("src/app/client.py", "docs/http.md")
    assert s.decisions == (
        "From now on, always run the tests with `uv run pytest`.",
        "Decision: we use httpx instead of requests for HTTP clients, because it supports "
        "timeouts per request.",
    )
    assert s.lessons == (
        "`uv run pytest -q` failed: ModuleNotFoundError: No module named 'httpx' — fixed by "
        "`uv add httpx`",
    )


def test_summary_is_deterministic_and_capped() -> None:
    t = transcript("rollout-2025-10-02T14-00-00-0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.jsonl")
    assert extractive_summary(t) == extractive_summary(t)
    big = Transcript(
        "plain",
        "s",
        None,
        None,
        None,
        messages=(Message("user", "q " * 5000), Message("assistant", "a " * 5000)),
        files_touched=tuple(f"f{i}.py" for i in range(80)),
    )
    s = extractive_summary(big, caps=SummaryCaps(summary_chars=1200))
    assert len(s.summary) <= 1200 and len(s.files) == 50
    assert "(+72 more)" in s.summary


def test_empty_session_summary() -> None:
    s = extractive_summary(parse_transcript(""))
    assert s.summary.startswith("Empty session")
    assert s.decisions == s.files == s.lessons == ()


@pytest.mark.parametrize(
    "sentence",
    [
        "We decided to keep serde as the only serialization crate.",
        "Decision: releases are cut from main.",
        "Always run ruff before committing.",
        "You should never edit generated files.",
        "Convention: loaders live in config/loaders.py.",
        "From now on, use pnpm.",
        "Let's use httpx for the client.",
        "We prefer tabs over spaces in Makefiles.",
        "Rule: never push to main directly.",
    ],
)
def test_decision_phrases_are_found(sentence: str) -> None:
    assert [s.text for s in decision_statements(sentence)] == [sentence]


@pytest.mark.parametrize(
    "sentence",
    [
        "It never worked on my machine.",
        "I always forget this.",
        "Should we always do that?",
        "ok",
        "Tests pass now.",
    ],
)
def test_chatter_is_not_a_decision(sentence: str) -> None:
    assert decision_statements(sentence) == []


def test_code_blocks_are_ignored() -> None:
    text = "Here:\n```\n# always run this\nnever_call()\n```\nDone."
    assert decision_statements(text) == []


def test_facts_weigh_people_over_agents_and_are_capped() -> None:
    t = Transcript(
        "plain",
        "s",
        None,
        None,
        None,
        messages=(
            Message("assistant", "We decided to vendor the schema."),
            Message("user", "From now on, run migrations in CI. We decided to vendor the schema."),
        ),
    )
    facts = extract_facts(t)
    assert [(f.text, f.importance) for f in facts] == [
        ("We decided to vendor the schema.", 0.6),
        ("From now on, run migrations in CI.", 0.8),
    ]
    assert all(f.method == "extractive" and f.type == "project" for f in facts)
    many = " ".join(f"Always check item number {i}." for i in range(30))
    assert len(extract_facts(many)) == 12
    assert len(extract_facts(many, caps=FactCaps(max_items=3))) == 3
    assert all(len(f.text) <= 240 for f in extract_facts("Always " + "x" * 300 + "."))


def test_patterns_come_from_recurrence() -> None:
    items = [
        "Session: we decided to use uv for all Python tooling. Tests pass.",
        "Note: from now on use uv for all python tooling!",
        "`pytest` failed: No module named x — fixed by `uv sync`\nAlways run ruff before commits.",
        "Retro: always run ruff before commits. `pytest` failed: No module named x — fixed by "
        "`uv sync`",
        "We decided to use uv for all Python tooling.",
        "Never store secrets in the repo.",  # appears once: no pattern
    ]
    patterns = distill_patterns(items)
    assert [(p.text, p.category, p.confidence) for p in patterns] == [
        ("We decided to use uv for all Python tooling.", "convention", 0.9),
        ("Always run ruff before commits.", "convention", 0.7),
        ("`pytest` failed: No module named x — fixed by `uv sync`", "pitfall", 0.7),
    ]
    assert all(p.method == "extractive" for p in patterns)
    assert distill_patterns(items) == patterns  # deterministic
    # A statement already known as a pattern is not proposed again.
    known = distill_patterns(items, known=["Use uv for all Python tooling"])
    assert "uv for all Python tooling" not in " ".join(p.text for p in known)
    assert distill_patterns(items, caps=PatternCaps(max_items=1)) == patterns[:1]
    assert distill_patterns(items, caps=PatternCaps(min_confidence=0.8)) == patterns[:1]
    assert distill_patterns([]) == ()


def test_categories() -> None:
    assert categorize("Never commit .env files.") == "pitfall"
    assert categorize("We prefer tabs over spaces.") == "preference"
    assert categorize("The store layer is the only one that speaks SQL.") == "architecture"
    assert categorize("Run ruff before commits.") == "convention"


def test_lessons_in_summary_come_from_pairing() -> None:
    calls = (
        ToolCall("Bash", "make", True, "Error: missing target", shell=True),
        ToolCall("Bash", "make all", False, "ok", shell=True),
    )
    s = extractive_summary(Transcript("plain", None, None, None, None, tool_calls=calls))
    assert s.lessons == ("`make` failed: Error: missing target — fixed by `make all`",)
