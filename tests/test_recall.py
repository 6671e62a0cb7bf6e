"""Hybrid recall over real SQLite: scopes, isolation, floors, model identity, reindex."""

from __future__ import annotations

from pathlib import Path

import pytest

import memlane
from memlane.errors import ModelMismatch
from memlane.services.memory import Memory

REMOTE = "ssh:build-box:/work/proj"


def _seed(mem: Memory) -> None:
    mem.remember("Deploy with helm upgrade --install from the ops folder", slug="deploy-helm")
    mem.remember("The release needs both CI gates green before tagging", slug="release-gates")
    mem.remember("Use pnpm for frontend packages", slug="pnpm", scope="global")
    mem.remember("Remote deploy uses a systemd unit", slug="remote-deploy", scope=REMOTE)
    mem.remember("Other project deploys with kubectl apply", slug="other", scope="/work/other")


def test_recall_finds_by_keyword(mem: Memory) -> None:
    _seed(mem)
    packet = mem.recall("how do we deploy with helm")
    assert packet.hits and packet.hits[0].record.slug == "deploy-helm"
    assert packet.receipt.startswith("r_")


def test_recall_never_crosses_projects_or_machines(mem: Memory) -> None:
    _seed(mem)
    slugs = {h.record.slug for h in mem.rank("deploy", floor=0, limit=50)}
    assert "other" not in slugs and "remote-deploy" not in slugs
    remote = {h.record.slug for h in mem.rank("deploy", scope=REMOTE, floor=0, limit=50)}
    assert remote == {"remote-deploy"}


def test_global_mode_never_reaches_remote(mem: Memory) -> None:
    _seed(mem)
    slugs = {h.record.slug for h in mem.rank("deploy", floor=0, mode="global", limit=50)}
    assert "other" in slugs and "remote-deploy" not in slugs


def test_own_scope_outranks_global_on_equal_text(mem: Memory) -> None:
    mem.remember("Lint with ruff before every commit", slug="lint-local")
    mem.remember("Lint with ruff before every commit", slug="lint-global", scope="global")
    hits = mem.rank("lint with ruff", floor=0)
    assert [h.record.slug for h in hits[:2]] == ["lint-local", "lint-global"]


def test_importance_nudge_orders_equal_matches(mem: Memory) -> None:
    mem.remember("Cache keys include the tenant id", slug="a", importance=0.5)
    mem.remember("Cache keys include the tenant id!", slug="b", importance=0.9, force_new=True)
    hits = mem.rank("cache keys tenant", floor=0)
    assert hits[0].record.slug == "b"


def test_unrelated_query_recalls_nothing(mem: Memory) -> None:
    _seed(mem)
    assert mem.recall("quantum chromodynamics lattice").hits == []


def test_recall_is_deterministic(mem: Memory) -> None:
    _seed(mem)
    for i in range(5):
        mem.remember(f"deploy note number {i} about helm charts", slug=f"n{i}")
    first = [h.record.id for h in mem.rank("deploy helm", floor=0, limit=50)]
    for _ in range(3):
        assert [h.record.id for h in mem.rank("deploy helm", floor=0, limit=50)] == first


def test_lexical_only_mode(home: Path) -> None:
    with memlane.open(home, embedder="none", scope="/work/proj") as mem:
        _seed(mem)
        hits = mem.rank("helm", limit=5)
        assert [h.record.slug for h in hits] == ["deploy-helm"]


def test_model_mismatch_stops_until_reindex(home: Path) -> None:
    with memlane.open(home, embedder="hash", scope="/work/proj") as mem:
        _seed(mem)
    with memlane.open(home, embedder="hash:64", scope="/work/proj") as mem:
        with pytest.raises(ModelMismatch) as err:
            mem.recall("deploy")
        assert "memlane reindex" in err.value.remedy
        with pytest.raises(ModelMismatch):
            mem.remember("a new fact about queues")
        result = mem.reindex()
        assert result["embedded"] == 5
        assert mem._store.embedding_models() == {"hash-64": 64}
        assert mem.recall("deploy helm").hits[0].record.slug == "deploy-helm"


def test_vectors_of_other_processes_reach_the_index(home: Path) -> None:
    with (
        memlane.open(home, embedder="hash", scope="/work/proj") as a,
        memlane.open(home, embedder="hash", scope="/work/proj") as b,
    ):
        a.remember("Queue workers restart nightly", slug="queues")
        assert b.rank("queue workers", floor=0)[0].record.slug == "queues"
        b.remember("Queue workers restart hourly now", slug="queues")
        assert "hourly" in a.rank("queue workers", floor=0)[0].record.body
        a.forget("queues")
        assert b.rank("queue workers", floor=0) == []


def test_identical_text_is_embedded_once(mem: Memory) -> None:
    mem.remember("Shared text body", slug="one", scope="/work/a")
    mem.remember("Shared text body", slug="two", scope="/work/b")
    count = mem._store._db.execute("SELECT COUNT(*) FROM embeddings").fetchone()[0]
    assert count == 1
