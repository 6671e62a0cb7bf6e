"""observe and utility: immutable feedback per task and memory, honest denominators."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from credentials import github_token
from memlane.cli.main import run
from memlane.errors import Conflict, InvalidInput, NotFound, PrivacyRefused
from memlane.home import CONSOLIDATE_LOCK, SERVER_FILE
from memlane.notes.model import BACKUP_SUFFIX, TEMP_SUFFIX
from memlane.services.memory import Memory

PROJECT = "/work/proj"


def judged(**overrides: str) -> dict[str, str]:
    base = {
        "feedback": "helpful",
        "outcome": "improved",
        "attribution": "isolated",
        "evidence": "same failing test as yesterday; fixed on the first try",
    }
    return {**base, **overrides}


def test_observations_are_immutable_and_once_per_task_and_memory(mem: Memory) -> None:
    mem.remember("Run both release gates before tagging", slug="gates")
    mem.remember("Release tags come from main only", slug="main-only")
    packet = mem.recall("release gates tagging main", limit=5)
    assert {h.record.slug for h in packet.hits} == {"gates", "main-only"}
    first = mem.observe(packet.receipt, task="T-1", **judged())
    assert {o["slug"]: o["recorded"] for o in first["observations"]} == {
        "gates": True,
        "main-only": True,
    }
    # An identical retry records nothing; a different judgement is a conflict.
    again = mem.observe(packet.receipt, task="T-1", **judged())
    assert [o["recorded"] for o in again["observations"]] == [False, False]
    with pytest.raises(Conflict) as err:
        mem.observe(packet.receipt, task="T-1", **judged(feedback="unhelpful"))
    assert err.value.exit_code == 3
    # The same task through another recall still counts once per memory.
    other = mem.recall("release gates", limit=1)
    retried = mem.observe(other.receipt, task="T-1", **judged())["observations"]
    assert [o["recorded"] for o in retried] == [False]
    assert len(mem._store.observations(task="T-1")) == 2


def test_refusals(mem: Memory) -> None:
    mem.remember("Run both release gates before tagging", slug="gates")
    mem.remember("Deploys go through argo", slug="argo")
    packet = mem.recall("release gates", limit=1)
    with pytest.raises(NotFound):
        mem.observe("r_nope", **judged())
    with pytest.raises(InvalidInput, match="did not ride in receipt"):
        mem.observe(packet.receipt, handles=["argo"], **judged())
    with pytest.raises(InvalidInput, match="unknown outcome"):
        mem.observe(packet.receipt, **judged(outcome="great"))
    with pytest.raises(InvalidInput, match="needs evidence"):
        mem.observe(packet.receipt, **judged(evidence="  "))
    with pytest.raises(PrivacyRefused):
        mem.observe(packet.receipt, **judged(evidence=f"ran with {github_token()}"))
    assert mem._store.observations() == []


def test_utility_counts_with_denominators_and_a_current_cohort(mem: Memory) -> None:
    mem.remember("Run both release gates before tagging", slug="gates")
    empty = mem.utility("gates")
    assert empty["recalls"] == 0 and empty["lifetime"]["helpful_rate"] is None
    assert empty["lifetime"]["by_feedback"]["helpful"]["improved_rate"] is None
    r1 = mem.recall("release gates").receipt
    r2 = mem.recall("release gates tagging").receipt
    mem.recall("gates before tagging")  # an exposure nobody observes
    mem.observe(r1, task="T-1", **judged())
    mem.observe(r2, task="T-2", **judged(attribution="confounded"))
    report = mem.utility("gates")
    life = report["lifetime"]
    assert report["recalls"] == 3
    assert (life["exposures"], life["observed_exposures"], life["unobserved_exposures"]) == (
        3,
        2,
        1,
    )
    assert life["observations"] == 2 and life["helpful_rate"] == 1.0
    assert life["scored"] == 1 and life["unscored"] == {"confounded": 1, "unknown": 0}
    assert life["by_feedback"]["helpful"]["scored"] == 1
    assert life["by_feedback"]["helpful"]["improved_rate"] == 1.0
    assert life["by_feedback"]["unhelpful"]["improved_rate"] is None
    # New content starts a new current cohort; lifetime keeps the old evidence.
    mem.edit("gates", body="Run all three release gates before tagging")
    r3 = mem.recall("release gates tagging").receipt
    mem.observe(r3, task="T-3", **judged(feedback="unhelpful", outcome="unknown"))
    report = mem.utility("gates")
    assert report["lifetime"]["exposures"] == 4 and report["lifetime"]["observations"] == 3
    current = report["current"]
    assert (current["exposures"], current["observations"], current["scored"]) == (1, 1, 0)
    assert current["unscored"] == {"confounded": 0, "unknown": 1}
    assert current["helpful_rate"] == 0.0


def test_cli_observe_and_utility(
    mem: Memory, home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mem.remember("Run both release gates before tagging", slug="gates", scope=PROJECT)
    receipt = mem.recall("release gates", scope=PROJECT).receipt
    mem.close()
    base = ["--home", str(home), "--embedder", "hash"]
    args = ["observe", receipt, "--feedback", "helpful", "--outcome", "improved",
            "--attribution", "isolated", "--evidence", "fixed", "--scope", PROJECT]  # fmt: skip
    assert run([*base, *args, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["observations"][0]["recorded"] is True
    assert run([*base, *args[:-4], "--evidence", "another story", "--scope", PROJECT]) == 3
    assert run([*base, *args[:2], "--feedback", "meh", *args[4:]]) == 2
    capsys.readouterr()
    assert run([*base, "utility", "gates", "--scope", PROJECT, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["lifetime"]["scored"] == 1
    assert run([*base, "utility", "gates", "--scope", PROJECT]) == 0
    assert "helpful 1/1 (100%)" in capsys.readouterr().out


def test_clean_removes_what_crashes_leave_and_keeps_the_rest(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "proj"
    notes = project / ".agents" / "memory"
    notes.mkdir(parents=True)
    old = time.time() - 3600
    orphans = [notes / f".deploy.md.x1{TEMP_SUFFIX}", home / f".config.toml.y2{TEMP_SUFFIX}"]
    for path in orphans:
        path.write_text("half a write")
        os.utime(path, (old, old))
    fresh = notes / f".other.md.z3{TEMP_SUFFIX}"
    fresh.write_text("a write in progress")
    backup = notes / f"deploy.md{BACKUP_SUFFIX}"
    backup.write_text("the only copy")
    dead = json.dumps(
        {"pid": 2**22 + 12345, "host": "", "token": "t", "at": "2020-01-01T00:00:00+00:00"}
    )
    (home / CONSOLIDATE_LOCK).write_text(dead)
    (home / SERVER_FILE).write_text(
        json.dumps({"pid": 2**22 + 12346, "host": "127.0.0.1", "port": 8765, "url": "x"})
    )
    base = ["--home", str(home), "--embedder", "hash"]
    monkeypatch.chdir(project)
    assert run([*base, "clean", "--dry-run", "--json"]) == 0
    dry = json.loads(capsys.readouterr().out)
    assert len(dry["removed"]) == 4 and all(p.exists() for p in orphans)
    assert run([*base, "clean", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    removed = {Path(r["path"]).name for r in report["removed"]}
    assert removed == {p.name for p in orphans} | {CONSOLIDATE_LOCK, SERVER_FILE}
    kept = {Path(r["path"]).name for r in report["kept"]}
    assert kept == {fresh.name, backup.name}
    assert fresh.exists() and backup.exists()
    assert not any(p.exists() for p in orphans)
    assert run([*base, "clean"]) == 0
    assert "kept:" in capsys.readouterr().out
