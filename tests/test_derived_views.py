"""Views the store keeps derived from records stay exact: per-scope counts maintained by
triggers, the records version, and the brief cached per scope until either moves."""

from __future__ import annotations

import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

import memlane
from memlane.core.timestamps import utcnow
from memlane.errors import NearDuplicate
from memlane.services import brief as brief_service
from memlane.services.brief import BriefCache
from memlane.services.memory import Memory

PROJECT = "/work/proj"
OTHER = "/work/other"


def counted(home: Path) -> dict[str, int]:
    db = sqlite3.connect(home / "memory.db")
    try:
        rows = db.execute("SELECT scope, COUNT(*) FROM records GROUP BY scope").fetchall()
    finally:
        db.close()
    return {scope: n for scope, n in rows}


def test_scope_counts_follow_inserts_moves_and_deletes(mem: Memory, home: Path) -> None:
    assert mem._store.scopes() == {}
    a = mem.remember("the deploy uses argo rollouts", slug="deploy")
    mem.remember("staging runs on the small cluster", slug="staging")
    mem.remember("the web app is built with vite", slug="vite", scope=OTHER)
    assert mem._store.scopes() == counted(home) == {OTHER: 1, PROJECT: 2}
    moved = mem._store.get(a.id).with_changes(scope=OTHER)
    mem._store.update(moved, reason="test")
    assert mem._store.scopes() == counted(home) == {OTHER: 2, PROJECT: 1}
    mem.forget("staging")
    assert mem._store.scopes() == counted(home) == {OTHER: 2}


def test_records_version_moves_on_every_record_change_from_any_process(
    mem: Memory, home: Path
) -> None:
    v0 = mem._store.records_version()
    receipt = mem.remember("the release needs both gates green", slug="gates")
    v1 = mem._store.records_version()
    assert v1 > v0
    mem.recall("what must pass before a release")  # a receipt is no record change
    assert mem._store.records_version() == v1
    with memlane.open(home, embedder="hash", scope=PROJECT) as other:
        other.pin("gates")
    v2 = mem._store.records_version()
    assert v2 > v1
    newer = mem.remember("both release gates and the smoke test must be green", slug="gates-2")
    v3 = mem._store.records_version()
    # A supersession link changes what the brief may show without touching either record.
    mem._store.add_link(newer.id, receipt.id, kind="supersedes", reason="test", at=utcnow())
    v4 = mem._store.records_version()
    assert v4 > v3
    mem.forget(receipt.id)
    assert mem._store.records_version() > v4


def test_a_cached_brief_sees_another_process_write(mem: Memory, home: Path) -> None:
    mem.remember("run both release gates before tagging", slug="gates")
    first = mem.brief()
    assert "release gates" in first.text
    assert mem.brief().brief.item_ids == first.brief.item_ids  # from the cache, same items
    with memlane.open(home, embedder="hash", scope=PROJECT) as other:
        other.remember("deploys go through argo rollouts now", slug="argo")
        other.forget("gates")
    second = mem.brief()
    assert "argo" in second.text
    assert "release gates" not in second.text
    assert second.receipt != first.receipt  # every call still writes its own receipt


def test_a_cached_brief_drops_a_session_when_its_window_passes(mem: Memory) -> None:
    now = utcnow()
    mem.remember(
        "shipped the billing export fix",
        kind="event",
        type="session_completed",
        at=now - timedelta(hours=47),
    )
    cache = BriefCache()
    scope = mem.default_scope

    def text(at_hours: float) -> str:
        return brief_service.compose(
            mem._store,
            mem._gate,
            read_scope=scope,
            mode="exact",
            record=False,
            now=now + timedelta(hours=at_hours),
            cache=cache,
        ).text

    assert "billing export" in text(0)
    assert "billing export" in text(0.5)
    assert "billing export" not in text(2)  # 49 hours old: out of the 48-hour window
    # Asked about an earlier moment again, the cache does not answer from the later one.
    assert "billing export" in text(0)


def test_a_cached_brief_admits_a_fact_once_it_becomes_valid(mem: Memory) -> None:
    now = utcnow()
    mem.remember(
        "the new on-call rotation starts next week",
        slug="rotation",
        valid_from=now + timedelta(hours=3),
    )
    cache = BriefCache()

    def text(at_hours: float) -> str:
        return brief_service.compose(
            mem._store,
            mem._gate,
            read_scope=mem.default_scope,
            mode="exact",
            record=False,
            now=now + timedelta(hours=at_hours),
            cache=cache,
        ).text

    assert "rotation" not in text(0)
    assert "rotation" in text(4)


def test_a_near_duplicate_another_process_wrote_is_refused(mem: Memory, home: Path) -> None:
    text = "the billing worker retries invoices twice then pages the oncall engineer on staging"
    mem.remember("an unrelated note so this writer has looked at the store before")
    with memlane.open(home, embedder="hash", scope=PROJECT) as other:
        other.remember(text + " again", slug="first")
    with pytest.raises(NearDuplicate):
        mem.remember(text)
