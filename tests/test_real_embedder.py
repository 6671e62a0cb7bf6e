"""The bundled offline embedder end to end: paraphrase recall with no network, no key."""

from __future__ import annotations

from pathlib import Path

import pytest

import memlane

pytestmark = pytest.mark.slow

MEMORIES = {
    "release-gates": "the release needs both gates green",
    "pnpm": "Use pnpm, never npm, for the web packages",
    "alembic": "Schema changes are alembic migrations; run alembic upgrade head",
    "oncall": "The on-call rotation changes every Monday at 10:00",
    "logs": "Production logs go to Loki; query them in Grafana",
}


def test_paraphrase_recall_offline(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Any attempt to reach a model hub would fail loudly instead of hanging.
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HTTPS_PROXY", "http://127.0.0.1:9")
    with memlane.open(home, scope="/work/proj") as mem:
        assert mem.settings.embedder == "minilm"
        for slug, text in MEMORIES.items():
            mem.remember(text, slug=slug)
        packet = mem.recall("what must pass before we ship")
        assert packet.hits, "the paraphrase cleared no floor"
        assert packet.hits[0].record.slug == "release-gates"
        # No word in common with the memory: the vector did the work.
        assert packet.hits[0].lexical == 0.0
        top = mem.recall("where can I read the production logs").hits[0]
        assert top.record.slug == "logs"


def test_unrelated_text_stays_below_the_floor(home: Path) -> None:
    with memlane.open(home, scope="/work/proj") as mem:
        for slug, text in MEMORIES.items():
            mem.remember(text, slug=slug)
        assert mem.recall("how do I center a div in css").hits == []
