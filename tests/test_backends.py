"""Memory's verbs on both stores: the same calls give the same answers on SQLite and on
PostgreSQL + pgvector (the ``backend`` fixture), so a team moving to the shared store loses
no behaviour. Store-level details are in test_store.py."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import memlane
from memlane.services.memory import Memory

SCOPE = "/work/proj"


@pytest.fixture
def any_mem(home: Path, backend: str, request: pytest.FixtureRequest) -> Iterator[Memory]:
    store = None if backend == "sqlite" else str(request.getfixturevalue("pg_clean_url"))
    with memlane.open(home, embedder="hash", store=store, scope=SCOPE) as m:
        yield m


def test_write_read_and_curate(any_mem: Memory) -> None:
    mem = any_mem
    first = mem.remember(
        "Release builds are signed with the hardware key in the ops safe",
        slug="release-signing",
        tags=["release"],
    )
    mem.remember("The staging database is refreshed from production every Sunday night")
    mem.remember("Use pnpm, never npm, in the web frontend", scope="global")
    with pytest.raises(memlane.NearDuplicate):
        mem.remember("Release builds are signed with the hardware key in the ops safe!")
    assert mem.get("release-signing").id == first.id

    packet = mem.recall("how are release builds signed")
    assert packet.hits and packet.hits[0].record.slug == "release-signing"
    assert mem.search("staging database").hits[0].record.title.startswith("The staging")
    assert "pnpm" in mem.brief().text
    assert mem.list().total == 3 and mem.list(tag="release").total == 1

    mem.edit("release-signing", body="Release builds are signed with the HSM in rack 4")
    why = mem.why("release-signing")
    assert why["revisions"] == 1 and why["history"][0]["reason"] == "edit"
    assert mem.recall("HSM rack").hits[0].record.slug == "release-signing"
    mem.forget("release-signing")
    with pytest.raises(memlane.NotFound):
        mem.get("release-signing")


def test_events_timeline_export_import_and_reindex(any_mem: Memory, tmp_path: Path) -> None:
    mem = any_mem
    mem.remember("Deployed billing 2.3 to production", kind="event", type="manual_note")
    mem.remember("Rolled back billing 2.3 after a latency spike", kind="event")
    timeline = mem.timeline()
    assert timeline.total == 2 and timeline.counts["manual_note"] == 2
    assert mem.timeline(query="rolled back").records[0].body.startswith("Rolled back")
    corpus = mem.export()
    assert len(corpus["records"]) == 2
    with memlane.open(tmp_path / "other", embedder="hash", scope=SCOPE) as other:
        assert other.import_(corpus)["added"] == 2
        assert other.import_(corpus)["added"] == 0
    assert mem.reindex()["total"] == 0  # every record already has its vector
    stats = mem.stats()
    assert stats["counts"]["event"]["manual_note"] == 2 and stats["db_bytes"] > 0


def test_privacy_gate_and_scope_isolation(any_mem: Memory) -> None:
    mem = any_mem
    with pytest.raises(memlane.PrivacyRefused):
        mem.remember("token " + "ghp_" + "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2")
    mem.remember("The build box caches docker layers", scope="ssh:build-01:/srv/app")
    assert mem.search("docker layers").hits == []  # a local read never sees a remote scope
    remote = mem.search("docker layers", scope="ssh:build-01:/srv/app")
    assert len(remote.hits) == 1


def test_restore_by_slug_reads_the_forgotten_history(any_mem: Memory) -> None:
    mem = any_mem
    first = mem.remember("Deploys go through argo rollouts", slug="deploy-tool")
    mem.forget("deploy-tool")
    second = mem.remember("Deploys go through the new pipeline", slug="deploy-tool")
    mem.forget("deploy-tool")
    mem.remember("The other project deploys by hand", slug="deploy-tool", scope="/work/other")
    mem.forget("deploy-tool", scope="/work/other")
    # The last forgotten under the slug, in the reader's scope.
    assert mem.restore("deploy-tool").id == second.id
    with pytest.raises(memlane.Conflict):
        mem.restore(first.id)  # its slug is taken again
    with pytest.raises(memlane.NotFound, match="no forgotten memory"):
        mem.restore("deploy-tol", scope="/work/elsewhere")
