"""The session-search benchmark writes transcripts memlane parses in each real format, the same
seed gives the same corpus, and a tiny run produces every figure the result table needs."""

from __future__ import annotations

import sys
from pathlib import Path

from memlane.core.transcripts import parse_transcript

BENCH_DIR = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH_DIR))

import sessions as bench  # noqa: E402 - importable only once the bench dir is on sys.path


def test_the_corpus_is_every_format_parseable_and_deterministic(tmp_path: Path) -> None:
    one = bench.write_corpus(tmp_path / "a", tmp_path / "work", 6, seed=3)
    two = bench.write_corpus(tmp_path / "b", tmp_path / "work", 6, seed=3)
    assert [f["sid"] for f in one["files"]] == [f["sid"] for f in two["files"]]
    assert {f["format"] for f in one["files"]} == {"claude", "codex", "plain"}
    for f in one["files"]:
        t = parse_transcript(f["path"].read_text("utf-8"))
        assert t.format == f["format"] and t.session_id == f["sid"]
        assert t.cwd and t.cwd.endswith(f["project"])
        assert len(t.messages) + 2 * len(t.tool_calls) >= bench.MESSAGES_PER_SESSION - 2


def test_a_tiny_run_measures_every_cell() -> None:
    r = bench.measure(300, runs=1, seed=5)
    assert r["transcripts"] == 3 and 290 <= r["messages"] <= 300
    for cell in ("search_all_projects", "search_one_project", "refresh_unchanged",
                 "reindex_one_grown_transcript"):  # fmt: skip
        assert r[cell]["n"] > 0 and r[cell]["p50_ms"] > 0
    assert r["progress_updates"] == 4 and r["example_hits"] > 0
    md = bench.markdown(
        {
            "sizes": {"300": r},
            "runs": 1,
            "command": "x",
            "goals": [{"what": "w", "goal_ms": 50.0, "p50_ms": 1.0, "met": True}],
        }
    )
    assert "| warm search p50 / p95, every project |" in md and "(met)" in md
