"""Transcript bytes → searchable units (pure): order, pairing, pending calls, withheld secrets,
and the query side of session search."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from credentials import github_token, random_chars
from memlane.core.privacy import find_credentials
from memlane.core.session_query import (
    drop_common,
    final_score,
    has_phrase,
    match_expression,
    query_terms,
    snippet,
)
from memlane.core.session_units import complete_lines, parse_chunk
from memlane.core.withholding import withhold_credentials
from memlane.errors import InvalidInput
from safety_corpus import DATA_DIR, GENERATORS, SLOT, load
from transcript_files import (
    at,
    claude_result,
    claude_tool,
    claude_user,
    codex_call,
    codex_meta,
    codex_output,
    codex_user,
    lines,
    plain,
)

FIXTURES = Path(__file__).parent / "data" / "transcripts"
SID = "5b0c7a52-1111-4c2d-9e8f-0a1b2c3d4e5f"
CWD = "/home/ana/shop"


def kinds(data: bytes, **kw: object) -> list[tuple[str, str]]:
    return [(u.role, u.kind) for u in parse_chunk(data, base=0, **kw).units]  # type: ignore[arg-type]


def test_claude_fixture_becomes_units_in_conversation_order() -> None:
    chunk = parse_chunk((FIXTURES / "claude_session.jsonl").read_bytes(), base=0)
    assert chunk.format == "claude"
    assert chunk.session_id == "3f6c2a9e-8d41-4b7a-9c55-1e2f3a4b5c6d"
    assert chunk.cwd == "/home/ana/app" and chunk.title
    first = [(u.role, u.kind) for u in chunk.units[:4]]
    assert first == [
        ("user", "prompt"),
        ("assistant", "text"),
        ("tool", "call"),
        ("tool", "result"),
    ]
    call, result = chunk.units[2], chunk.units[3]
    assert call.text.startswith("uv run pytest") and call.errored and not call.pending
    assert "ModuleNotFoundError" in result.text and result.line_offset == call.line_offset
    # Meta lines (/clear) are not the conversation.
    assert all("/clear" not in u.text for u in chunk.units)
    # Offsets are the lines' byte offsets, in order.
    offsets = [u.line_offset for u in chunk.units]
    assert offsets == sorted(offsets)


def test_codex_and_plain_fixtures() -> None:
    name = "rollout-2025-10-02T14-00-00-0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.jsonl"
    codex = parse_chunk((FIXTURES / name).read_bytes(), base=0)
    assert codex.format == "codex" and codex.cwd == "/home/ana/engine"
    # Codex's injected context (environment, AGENTS.md) is not a prompt.
    prompts = [u.text for u in codex.units if u.kind == "prompt"]
    assert prompts == [
        "cargo test is broken, fix it. We decided to keep serde as the only serialization crate."
    ]
    plain_chunk = parse_chunk((FIXTURES / "plain_chat.jsonl").read_bytes(), base=0)
    assert plain_chunk.format == "plain"
    assert ("tool", "result") in [(u.role, u.kind) for u in plain_chunk.units]


def test_a_call_waiting_for_its_result_is_pending_and_sets_the_resume_point() -> None:
    head = lines(
        [
            claude_user(SID, CWD, "deploy to staging", at(0)),
            claude_tool(SID, CWD, "toolu_9", "Bash", {"command": "make deploy"}, at(1)),
        ]
    ).encode()
    chunk = parse_chunk(head, base=100)
    call = chunk.units[-1]
    assert call.kind == "call" and call.pending
    assert chunk.resume == call.line_offset and chunk.end == 100 + len(head)
    # Parsed again from the resume point with the result appended, the call pairs.
    tail = lines([claude_result(SID, CWD, "toolu_9", "deployed v42", at(2))]).encode()
    again = parse_chunk(
        head[call.line_offset - 100 :] + tail, base=call.line_offset, format="claude"
    )
    assert [(u.kind, u.pending) for u in again.units] == [("call", False), ("result", False)]
    assert again.resume == again.end


def test_only_whole_lines_are_read() -> None:
    whole = lines([plain("user", "hello there", at(0))]).encode()
    assert complete_lines(whole + b'{"role": "assistant", "con') == len(whole)
    assert complete_lines(whole + b'{"role": "assistant", "content": "hi"}') == len(whole) + 38
    assert parse_chunk(b'{"role": "us', base=0).units == ()
    with pytest.raises(InvalidInput):
        parse_chunk(b'{"neither": 1}\n', base=0)


def test_a_codex_tail_parsed_alone_keeps_its_format() -> None:
    data = lines(
        [
            codex_meta("0199-aa", "/srv/api", at(0)),
            codex_user("why is the build red", at(1)),
            codex_call("c1", "pnpm build", at(2)),
            codex_output("c1", "error TS2304: cannot find name", 2, at(3)),
        ]
    ).encode()
    first_line = data.index(b"\n") + 1
    tail = parse_chunk(data[first_line:], base=first_line, format="codex")
    assert [(u.kind, u.errored) for u in tail.units] == [
        ("prompt", False),
        ("call", True),
        ("result", True),
    ]


# -- withholding -------------------------------------------------------------------------


def test_a_token_is_withheld_and_its_name_and_the_rest_stay_searchable() -> None:
    token = github_token()
    kept = withhold_credentials(f"export GITHUB_TOKEN={token} && git push origin main")
    assert kept.text == "export GITHUB_TOKEN=[withheld: github_token] && git push origin main"
    assert kept.classes == ("github_token",)


def test_units_never_hold_a_credential() -> None:
    token, password = github_token(), "Zq8" + random_chars(14)
    data = lines(
        [
            claude_user(SID, CWD, f"use {token} for the release", at(0)),
            claude_tool(
                SID, CWD, "t1", "Bash", {"command": f"mysql --password={password} -h db"}, at(1)
            ),
            claude_result(SID, CWD, "t1", f"connected with password={password}\nmigrated", at(2)),
        ]
    ).encode()
    chunk = parse_chunk(data, base=0)
    assert chunk.withheld == 3
    for unit in chunk.units:
        assert token not in unit.text and password not in unit.text
        assert not find_credentials(unit.text)
    assert "[withheld: github_token]" in chunk.units[0].text
    assert chunk.units[1].text == "mysql --password=[withheld: password_assignment] -h db"


def test_emails_follow_the_allow_email_setting() -> None:
    text = "ask maria.gomez@initech-corp.com for access"
    assert "[withheld: email]" in withhold_credentials(text).text
    assert withhold_credentials(text, allow_email=True).text == text


def _positive_samples() -> list[tuple[str, str, list[str]]]:
    """(class, text, generated slot values) for every line of the privacy corpus."""
    out = []
    path = DATA_DIR / "privacy_positive.jsonl"
    for lineno, raw in enumerate(path.read_text("utf-8").splitlines(), start=1):
        if not raw.strip():
            continue
        row = json.loads(raw)
        rng = random.Random(f"withhold:{lineno}")
        values: list[str] = []

        def fill(m: object, rng: random.Random = rng, values: list[str] = values) -> str:
            value = GENERATORS[m.group(1)](rng)  # type: ignore[attr-defined]
            values.append(value)
            return value

        out.append((row["cls"], SLOT.sub(fill, row["template"]), values))
    return out


def test_every_credential_in_the_privacy_corpus_is_withheld_in_context() -> None:
    for cls, text, values in _positive_samples():
        kept = withhold_credentials(f"We changed the deploy script.\n{text}\nThen tests passed.")
        assert not find_credentials(kept.text), (cls, kept.text)
        assert kept.text.startswith("We changed the deploy script.\n"), (cls, kept.text)
        for value in values:
            if len(value) >= 8:
                assert value not in kept.text, (cls, kept.text)
        if cls != "private_key" and "\n" not in text:
            assert kept.text.endswith("\nThen tests passed."), (cls, kept.text)


def test_benign_text_is_left_alone() -> None:
    for sample in load("privacy_benign"):
        assert withhold_credentials(sample.text).text == sample.text


@settings(max_examples=60, deadline=None)
@given(
    before=st.text(st.characters(blacklist_categories=("Cs",)), max_size=80),
    after=st.text(st.characters(blacklist_categories=("Cs",)), max_size=80),
)
def test_a_token_anywhere_never_survives(before: str, after: str) -> None:
    token = github_token()
    kept = withhold_credentials(f"{before} {token} {after}")
    assert token not in kept.text
    assert not find_credentials(kept.text)


# -- the query side ------------------------------------------------------------------------


def test_query_terms_drop_stopwords_but_never_everything() -> None:
    assert query_terms("What did we try last week for the flaky deploy?") == [
        "try",
        "last",
        "week",
        "flaky",
        "deploy",
    ]
    assert query_terms("what is it") == ["what", "is", "it"]
    assert query_terms("snake_case SshConfig x") == ["snake", "case", "sshconfig"]
    assert match_expression(["flaky", "deploy"]) == '"flaky" OR "deploy"'


def test_common_terms_are_dropped_unless_all_are_common() -> None:
    assert drop_common(["test", "flaky"], [900, 3], 1000) == ["flaky"]
    assert drop_common(["test", "run"], [900, 500], 1000) == ["run"]


def test_phrase_and_recency_order_the_same_relevance() -> None:
    now = datetime(2026, 3, 1, tzinfo=UTC)
    assert has_phrase("the Flaky-Deploy job", "flaky deploy")
    assert not has_phrase("flaky tests and a deploy", "flaky deploy")
    phrase = final_score(-2.0, phrase=True, at=now, now=now)
    plain_score = final_score(-2.0, phrase=False, at=now, now=now)
    old = final_score(-2.0, phrase=False, at=now - timedelta(days=90), now=now)
    assert phrase > plain_score > old > final_score(-2.0, phrase=False, at=None, now=now) > 0


def test_snippet_centres_on_the_first_match() -> None:
    text = "setup " * 100 + "the deploying step failed on staging " + "tail " * 100
    cut = snippet(text, ["deploy"], limit=80)
    assert "deploying" in cut.text and len(cut.text) <= 82 and cut.text.startswith("…")
    assert cut.matched == ("deploying",)
