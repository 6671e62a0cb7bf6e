"""bench/ingest_split.py: a stage's time excludes the wrapped stages it calls, so the stages
and "other" add up to the whole run; a small lexical run reports every stage it passes."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

BENCH_DIR = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH_DIR))

import ingest_split  # noqa: E402 - importable only once the bench dir is on sys.path


class _Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class _Work:
    def __init__(self, clock: _Clock) -> None:
        self.clock = clock

    def outer(self) -> None:
        self.clock.now += 1.0
        self.inner()
        self.clock.now += 2.0

    def inner(self) -> None:
        self.clock.now += 10.0


def test_a_stage_excludes_the_wrapped_stages_it_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = _Clock()
    monkeypatch.setattr(ingest_split.time, "process_time", clock)
    stages = ingest_split.Stages()
    stages.wrap(_Work, "outer", "outer")
    stages.wrap(_Work, "inner", "inner")
    work = _Work(clock)
    work.outer()
    work.inner()
    assert stages.cpu == {"outer": 3.0, "inner": 20.0}


def test_a_lexical_remember_run_splits_its_time(monkeypatch: pytest.MonkeyPatch) -> None:
    wrapped: list[tuple[Any, str, Any]] = []
    real_wrap = ingest_split.Stages.wrap

    def remembering_wrap(self: ingest_split.Stages, owner: Any, name: str, stage: str) -> None:
        wrapped.append((owner, name, getattr(owner, name)))
        real_wrap(self, owner, name, stage)

    monkeypatch.setattr(ingest_split.Stages, "wrap", remembering_wrap)
    try:
        result = ingest_split.run(
            ingest_split.build_parser().parse_args(
                ["--verb", "remember", "--embedder", "none", "--records", "20"]
            )
        )
    finally:
        for owner, name, func in reversed(wrapped):  # the stages are wrapped on classes
            setattr(owner, name, func)
    stages = result["stages_ms_per_record"]
    assert {"write gate", "SQLite statements", "near-duplicate lookup"} <= set(stages)
    assert sum(stages.values()) == pytest.approx(result["cpu_ms_per_record"], abs=0.01)
    waits = result["commit_wall_ms_per_record"]  # the wall-clock of every commit, split
    assert waits["the others"] > 0 and waits["slow commits"] >= 0
