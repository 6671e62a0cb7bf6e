"""The speed benchmark's synthetic store generator is deterministic, covers every record shape
and scope kind, and every record it makes passes memlane's write gate."""

from __future__ import annotations

import sys
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import memlane
from memlane.core.privacy import find_credentials
from memlane.core.prompt_injection import scan_injection

BENCH_DIR = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH_DIR))

import latency  # noqa: E402 - importable only once the bench dir is on sys.path
import synth  # noqa: E402

NOW = datetime(2026, 6, 1, tzinfo=UTC)


def test_the_same_seed_gives_the_same_records_and_queries() -> None:
    assert list(synth.generate(300, seed=3)) == list(synth.generate(300, seed=3))
    assert list(synth.generate(300, seed=3)) != list(synth.generate(300, seed=4))
    assert synth.queries(20, seed=5) == synth.queries(20, seed=5)
    # A prefix of a longer run is the shorter run: grown stores hold the smaller ones.
    assert list(synth.generate(100, seed=3)) == list(synth.generate(300, seed=3))[:100]


def test_records_cover_every_shape_scope_kind_and_length() -> None:
    records = list(synth.generate(600, seed=7, scopes={"api": "/tmp/bench-project"}))
    kinds = Counter(r.kind for r in records)
    assert set(kinds) == {"fact", "event", "lesson", "pattern"}
    scopes = {r.scope for r in records}
    assert {"global", "/tmp/bench-project"} <= scopes
    assert any(s.startswith("ssh:") for s in scopes)
    lengths = sorted(len(r.text) for r in records)
    assert lengths[0] < 120 and lengths[-1] > 500  # short facts and long notes both occur
    assert len({(r.scope, r.text) for r in records}) == len(records)


def test_records_hold_no_credentials_emails_or_injection_text() -> None:
    for r in synth.generate(1500, seed=11):
        fields = [r.text, r.title or "", " ".join(r.tags), *(str(v) for v in r.payload.values())]
        for value in fields:
            assert find_credentials(value) == [], value
            assert scan_injection(value) is None, value
            assert "@" not in value, value
    for q in synth.queries(200):
        assert find_credentials(q) == [] and scan_injection(q) is None


def test_every_record_is_accepted_by_remember_and_by_import(tmp_path: Path) -> None:
    records = list(synth.generate(150, seed=13))
    with memlane.open(tmp_path / "one-by-one", embedder="none") as mem:
        for r in records:
            mem.remember(r.text, **r.remember_kwargs(NOW, force_new=True))
        assert sum(mem._store.scopes().values()) == len(records)
    with memlane.open(tmp_path / "bulk", embedder="hash:384") as mem:
        result = mem.import_(synth.to_corpus(records, NOW))
        assert result["added"] == len(records)
        assert result["slug_conflicts"] == 0


def test_p95_is_nearest_rank_and_p50_the_median() -> None:
    summary = latency.summarize_ms([i / 1000 for i in range(1, 21)])  # 1..20 ms
    assert summary["n"] == 20
    assert summary["p50_ms"] == 10.5
    assert summary["p95_ms"] == 19.0
    assert latency.summarize_ms([0.004])["p95_ms"] == 4.0
