"""memlane consolidate: proposals are read-only, applying writes forward through the write
path, retries are idempotent, nothing crosses scopes. Real stores, a loopback fake LLM."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

import memlane
from fake_llm import FakeLLM, pin_fake_llm
from memlane.cli.main import run
from memlane.core.records import Record
from memlane.core.timestamps import utcnow
from memlane.errors import Locked
from memlane.home import CONSOLIDATE_LOCK
from memlane.lockfile import LockFile
from memlane.services.consolidate import Consolidator, RetentionPolicy
from memlane.services.memory import Memory
from memlane.services.write import Change, Writer

PROJECT = "/work/proj"
OTHER = "/work/other"


def proposals(mem: Memory, kind: str | None = None, **kwargs: Any) -> list[dict[str, Any]]:
    found = mem.consolidate(**kwargs).to_dict()["proposals"]
    return [p for p in found if kind is None or p["kind"] == kind]


def dump(mem: Memory) -> str:
    return json.dumps(mem.export()["records"], sort_keys=True)


def duplicates(mem: Memory, scope: str = PROJECT) -> tuple[str, str]:
    """Two near-duplicate facts (token Jaccard 0.875); the pinned one survives a merge."""
    a = mem.remember(
        "Run both release gates before tagging a release build. Red gates block the tag.",
        slug="gates",
        scope=scope,
        tags=["release"],
        pinned=True,
    )
    b = mem.remember(
        "Run both release gates before tagging a release build. Red gates block the tag. Ask ops.",
        slug="gates-again",
        scope=scope,
        force_new=True,
        why="a red gate shipped a broken build",
    )
    return a.id, b.id


def test_proposals_change_nothing_and_a_merge_writes_forward(mem: Memory) -> None:
    keep, dup = duplicates(mem)
    before = dump(mem)
    (found,) = proposals(mem, "duplicate")
    assert found["members"] == [keep, dup]  # the pinned one survives
    assert found["text"].endswith("Red gates block the tag. Ask ops.")
    assert dump(mem) == before  # read-only

    result = mem.consolidate(apply=True).to_dict()
    assert [a["status"] for a in result["applied"]] == ["applied"]
    survivor_id, other_id = keep, dup
    survivor, other = mem.get(survivor_id), mem.get(other_id)
    assert not survivor.archived and other.archived
    assert survivor.body.count("Run both release gates") == 1
    assert survivor.body.endswith("Red gates block the tag. Ask ops.")
    assert survivor.why == "a red gate shipped a broken build"
    assert survivor.tags == ("release",)
    # Originals stay in history and are linked both ways.
    assert mem.why(survivor_id)["history"][-1]["reason"].startswith("consolidate: merged")
    assert mem.lifecycle(other_id)["merged_into"][0]["id"] == survivor_id
    assert mem.lifecycle(survivor_id)["merged_from"][0]["id"] == other_id
    # Applying again finds nothing and appends nothing.
    assert proposals(mem, "duplicate") == []
    again = mem.consolidate(apply=True).to_dict()
    assert again["applied"] == []
    assert mem.get(survivor_id).body == survivor.body


class CrashAfterMergeWrite(Writer):
    """A writer that dies right after a merge's survivor is written (a crash mid-merge)."""

    def revise(
        self, record_id: str, change: Change, *, reason: str, allow_email: bool = False
    ) -> Record:
        if reason.startswith("consolidate: merged into"):
            raise KeyboardInterrupt("simulated crash")
        return super().revise(record_id, change, reason=reason, allow_email=allow_email)


def test_a_crash_mid_merge_leaves_a_duplicate_that_the_next_apply_finishes(mem: Memory) -> None:
    duplicates(mem)
    store, embeddings = mem._store, mem._embeddings
    crashing = Consolidator(
        store,
        CrashAfterMergeWrite(store, embeddings),
        embeddings,
        None,
        retention=RetentionPolicy(0, 0),
    )
    (p,) = [p for p in crashing.propose(PROJECT)[0] if p.kind == "duplicate"]
    with pytest.raises(KeyboardInterrupt):
        crashing.apply(PROJECT, [p], trigger="manual")
    survivor = mem.get(p.members[0])
    assert survivor.body.endswith("Ask ops.")
    assert not mem.get(p.members[1]).archived  # a harmless duplicate, never a hole
    result = mem.consolidate(apply=True).to_dict()
    finished = [a for a in result["applied"] if "interrupted" in a["detail"]]
    assert len(finished) == 1
    assert mem.get(p.members[1]).archived
    assert mem.get(p.members[0]).body == survivor.body  # nothing appended twice


def test_supersession_links_and_leaves_the_injection_path(mem: Memory) -> None:
    mem.remember("Use npm for installs", slug="npm")
    mem.remember("Use pnpm for installs, never npm", slug="pnpm")
    mem.remember("Always run the linter before pushing", slug="lint")
    mem.remember("Never run the linter before pushing", slug="no-lint")
    mem.remember("Always squash merge", slug="squash")
    mem.remember("Never rebase shared branches", slug="rebase")
    found = {tuple(p["slugs"]): p for p in proposals(mem, "supersession")}
    assert set(found) == {("pnpm", "npm"), ("no-lint", "lint")}
    assert "opposite use guidance" in found[("pnpm", "npm")]["reason"]
    mem.consolidate(apply=True, proposal_ids=[found[("pnpm", "npm")]["id"]])
    assert "Use npm for installs" not in mem.brief().text
    assert [h.record.slug for h in mem.recall("npm installs").hits] == ["pnpm"]
    labelled = mem.recall("npm installs", validity="label").data["rows"]
    assert {r["slug"]: r.get("validity") for r in labelled}["npm"] == "superseded"
    assert mem.search("npm").total == 2  # still searchable
    info = mem.lifecycle("npm")
    assert info["superseded_by_links"][0]["slug"] == "pnpm"
    assert not mem.get("npm").archived
    # A recorded pair is not proposed again.
    assert ("pnpm", "npm") not in {tuple(p["slugs"]) for p in proposals(mem, "supersession")}
    # Archiving the newer memory lets the older one stand again.
    mem.edit("pnpm", archived=True)
    assert "Use npm for installs" in mem.brief().text


def test_archive_proposals_need_stale_unrecalled_unpinned_and_old(
    mem: Memory, tmp_path: Path
) -> None:
    root = tmp_path / "tree"
    root.mkdir()
    (root / "README.md").write_text("hi\n")
    old = utcnow() - timedelta(days=45)
    mem.remember("The parser is in src/parse/core.py", slug="old-stale", at=old)
    mem.remember("Billing hooks are in src/billing/hooks.py", slug="pinned-stale", at=old)
    mem.remember("Sitemap code sits in src/seo/sitemap.py", slug="recalled-stale", at=old)
    mem.remember("Queue workers run from src/jobs/worker.py", slug="young-stale")
    mem.pin("pinned-stale")
    mem.verify(roots=[root])
    shown = mem.recall("sitemap code", validity="label", limit=1).hits
    assert [h.record.slug for h in shown] == ["recalled-stale"]
    slugs = {p["slugs"][0] for p in proposals(mem, "archive")}
    assert slugs == {"old-stale"}
    assert {p["slugs"][0] for p in proposals(mem, "archive", min_age_days=0)} == {
        "old-stale",
        "young-stale",
    }
    mem.consolidate(apply=True, kinds=["archive"])
    assert mem.get("old-stale").archived
    assert not mem.get("young-stale").archived
    # Pinning moved updated_at but not the content age the rule reads.
    assert not mem.get("pinned-stale").archived


def test_nothing_crosses_scopes_and_bounded_guidance_is_never_merged(mem: Memory) -> None:
    mem.remember("Run both release gates before tagging. One.", slug="a", scope=PROJECT)
    mem.remember("Run both release gates before tagging. One.", slug="a", scope=OTHER)
    assert proposals(mem, "duplicate") == []
    start = utcnow() - timedelta(days=1)
    mem.remember(
        "Freeze deploys during the audit. Ask ops.",
        slug="freeze",
        pinned=True,
        valid_from=start,
        valid_until=start + timedelta(days=30),
    )
    mem.remember("Freeze deploys during the audit. Ask ops first.", slug="freeze-2", force_new=True)
    (p,) = proposals(mem, "duplicate")
    assert not p["applicable"] and "validity window" in p["note"]
    result = mem.consolidate(apply=True, proposal_ids=[p["id"]]).to_dict()
    assert result["applied"][0]["status"] == "skipped"
    assert not mem.get("freeze-2").archived


def test_semantic_pairs_are_preview_only(mem: Memory) -> None:
    mem.remember("release gates release gates release gates before tagging", slug="s1")
    mem.remember(
        "release gates release gates release gates before tagging builds nightly",
        slug="s2",
        force_new=True,
    )
    (p,) = proposals(mem, "semantic")
    assert not p["applicable"] and p["similarity"] >= 0.9
    result = mem.consolidate(apply=True, proposal_ids=[p["id"]]).to_dict()
    assert result["applied"][-1]["status"] == "skipped"
    assert not mem.get("s1").archived and not mem.get("s2").archived


def test_retention_archives_old_events_never_pinned_or_facts(mem: Memory) -> None:
    old = utcnow() - timedelta(days=400)
    gone = mem.remember(
        "Session that did the migration", kind="event", type="session_completed", at=old
    )
    kept = mem.remember(
        "Session that found the outage", kind="event", type="session_completed", at=old, pinned=True
    )
    note = mem.remember("Rotate the keys monthly", kind="event", type="manual_note", at=old)
    fact = mem.remember("An old fact from long ago", at=old)
    found = proposals(mem, "retention")
    assert [p["members"] for p in found] == [[gone.id]]
    mem.update_settings({"retention_event_days": 0})
    assert proposals(mem, "retention") == []
    mem.update_settings({"retention_event_days": 365, "retention_max_records": 2})
    capped = {p["members"][0] for p in proposals(mem, "retention")}
    assert capped == {gone.id, note.id}  # over the cap: oldest unpinned events first
    mem.consolidate(apply=True, kinds=["retention"])
    assert mem.get(gone.id).archived and mem.get(note.id).archived
    assert not mem.get(kept.id).archived and not mem.get(fact.id).archived


def test_apply_refuses_while_another_pass_holds_the_lock(mem: Memory, home: Path) -> None:
    duplicates(mem)
    holder = LockFile(home / CONSOLIDATE_LOCK)
    assert holder.acquire()
    try:
        with pytest.raises(Locked) as err:
            mem.consolidate(apply=True)
        assert err.value.exit_code == 3
        assert proposals(mem, "duplicate")  # previews need no lock
    finally:
        holder.release()
    assert mem.consolidate(apply=True).to_dict()["applied"][0]["status"] == "applied"


def test_cli_consolidate_json_history_and_a_gone_proposal(
    mem: Memory, home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    duplicates(mem)
    mem.close()
    base = ["--home", str(home), "--embedder", "hash"]
    assert run([*base, "consolidate", "--scope", PROJECT, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["counts"]["duplicate"] == 1 and data["apply"] is False
    assert run([*base, "consolidate", "--scope", PROJECT, "--apply", "--proposal", "p_x"]) == 3
    assert "no longer applies" in capsys.readouterr().err
    assert run([*base, "consolidate", "--scope", PROJECT, "--apply", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["applied"][0]["status"] == "applied"
    assert run([*base, "consolidate", "--scope", PROJECT, "--history", "--json"]) == 0
    runs = json.loads(capsys.readouterr().out)["runs"]
    assert [r["trigger"] for r in runs] == ["manual"]
    assert run([*base, "consolidate", "--scope", PROJECT, "--only", "banana"]) == 2


MERGE_ANSWER = json.dumps(
    {
        "merges": [
            {"members": [0, 1], "text": "Deploy staging through argo after both gates pass.",
             "heading": "Staging deploys"},
            {"members": [1, 7], "text": "out of range"},
            {"members": [0, 1], "text": "x" * 300},
        ]
    }
)  # fmt: skip


def test_model_merges_are_validated_kept_and_applied_as_reviewed(home: Path, fake: FakeLLM) -> None:
    pin_fake_llm(home, fake, "consolidate")
    fake.set_mode("good", MERGE_ANSWER)
    with memlane.open(home, embedder="hash", scope=PROJECT) as mem:
        mem.remember("Staging deploys go through argo", slug="argo")
        mem.remember("Staging deploys go through argo after both gates pass", slug="argo-gates")
        mem.remember("Staging deploys go through argo and need both gates", slug="argo-need")
        result = mem.consolidate().to_dict()
        (merge,) = [p for p in result["proposals"] if p["kind"] == "merge"]
        assert merge["text"] == "Deploy staging through argo after both gates pass."
        assert result["model"]["status"] == "ok" and result["model"]["dropped"] == 2
        calls = len(fake.requests)
        # The model changes its mind; --apply applies what was reviewed, without asking.
        fake.set_mode("junk")
        applied = mem.consolidate(apply=True, kinds=["merge"]).to_dict()
        assert len(fake.requests) == calls
        assert applied["applied"][0]["status"] == "applied"
        survivor = mem.get(merge["members"][0])
        assert survivor.body == "Deploy staging through argo after both gates pass."
        assert survivor.title == "Staging deploys"
        assert mem.get(merge["members"][1]).archived
        # Junk from the model is a logged no-op, never a crash.
        junk = mem.consolidate().to_dict()
        assert junk["model"]["status"] == "invalid"
