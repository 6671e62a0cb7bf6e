"""Validity windows and renewals: what may stand as guidance now, and the evidence for it."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest

from credentials import github_token
from memlane.cli.main import run
from memlane.core.timestamps import utcnow
from memlane.errors import PrivacyRefused, ValidityInvalid
from memlane.services.memory import Memory

PROJECT = "/work/proj"


def brief_lines(mem: Memory, **kwargs: object) -> str:
    return mem.brief(preview=True, **kwargs).text  # type: ignore[arg-type]


def test_windows_gate_the_brief_and_recall_and_label_mode_shows_bounds(mem: Memory) -> None:
    now = utcnow()
    day = timedelta(days=1)
    mem.remember("Deploys freeze during the audit", slug="current", valid_from=now - day,
                 valid_until=now + day)  # fmt: skip
    mem.remember("Deploys resume after the audit ends", slug="scheduled", valid_from=now + day)
    mem.remember("Deploys need the old VPN profile", slug="expired", valid_until=now - day)
    mem.remember("Deploys go through argo", slug="plain")
    text = brief_lines(mem)
    assert "freeze" in text and "argo" in text
    assert "resume" not in text and "old VPN" not in text
    labelled = brief_lines(mem, validity="label")
    assert "Deploys resume after the audit ends [scheduled [" in labelled
    assert "Deploys need the old VPN profile [expired [… → " in labelled
    assert "Deploys freeze during the audit [current [" in labelled
    query = "deploys audit freeze resume old VPN profile"
    slugs = {h.record.slug for h in mem.recall(query, limit=10).hits}
    assert "current" in slugs and not slugs & {"scheduled", "expired"}
    rows = mem.recall(query, validity="label", limit=10).data["rows"]
    states = {r["slug"]: r.get("validity") for r in rows}
    assert states["expired"].startswith("expired [")
    assert states["scheduled"].startswith("scheduled [")
    assert states["current"].startswith("current [")
    assert states.get("plain") is None  # no window, nothing to label
    index = mem.index().rendered
    assert "Deploys go through argo" in index and "old VPN" not in index
    labelled_index = mem.index(validity="label").rendered
    assert "Deploys need the old VPN profile" in labelled_index
    assert " · expired [" in labelled_index
    with pytest.raises(ValidityInvalid):
        mem.recall("deploys", validity="sometimes")
    with pytest.raises(ValidityInvalid):
        mem.index(validity="sometimes")


def test_renewal_is_a_revision_with_evidence_and_content_changes_need_renewal(
    mem: Memory,
) -> None:
    now = utcnow()
    mem.remember("Run both release gates", slug="release-policy", pinned=True)
    renewed = mem.renew(
        "release-policy",
        valid_from=now - timedelta(days=1),
        valid_until=now + timedelta(days=30),
        evidence="Release checklist reviewed with ops",
    )
    info = mem.lifecycle("release-policy")
    assert info["window"]["state"] == "current"
    assert info["window"]["evidence"] == "Release checklist reviewed with ops"
    assert renewed.updated_at > renewed.created_at
    mem.renew(
        "release-policy",
        valid_from=now - timedelta(days=1),
        valid_until=now + timedelta(days=7),
        evidence="Shortened: the audit moved",
    )
    history = mem.why("release-policy")["history"]
    assert [h["reason"] for h in history] == ["renew", "renew"]
    versions = mem._store.history(renewed.id)
    assert versions[1]["version"]["payload"]["validity"]["evidence"] == (
        "Release checklist reviewed with ops"
    )
    assert "release gates" in brief_lines(mem)
    # Changed content: the renewal vouched for other words.
    mem.edit("release-policy", body="Run all three release gates")
    assert mem.lifecycle("release-policy")["window"]["state"] == "needs-renewal"
    assert "release gates" not in brief_lines(mem)
    assert "[needs-renewal [" in brief_lines(mem, validity="label")
    mem.renew(
        "release-policy",
        valid_from=now - timedelta(days=1),
        valid_until=now + timedelta(days=7),
        evidence="Three gates now, confirmed",
    )
    assert "three release gates" in brief_lines(mem)
    # A removed pin: the renewal was for standing guidance.
    mem.pin("release-policy", False)
    assert mem.lifecycle("release-policy")["window"]["state"] == "needs-renewal"


def test_a_remembered_window_is_stamped_so_edits_need_renewal(mem: Memory) -> None:
    now = utcnow()
    mem.remember("Staging is frozen", slug="frozen", valid_until=now + timedelta(days=3))
    assert mem.lifecycle("frozen")["window"]["state"] == "current"
    mem.edit("frozen", body="Staging is frozen until Monday")
    assert mem.lifecycle("frozen")["window"]["state"] == "needs-renewal"


def test_renew_refusals_write_nothing(mem: Memory) -> None:
    now = utcnow()
    mem.remember("Run both release gates", slug="unpinned")
    mem.remember("Tag from main only", slug="pinned", pinned=True)
    before = json.dumps(mem.export()["records"], sort_keys=True)
    bounds = {"valid_from": now, "valid_until": now + timedelta(days=1)}
    with pytest.raises(ValidityInvalid, match="not an active pinned memory"):
        mem.renew("unpinned", evidence="checked", **bounds)
    with pytest.raises(ValidityInvalid, match="needs evidence"):
        mem.renew("pinned", evidence="   ", **bounds)
    with pytest.raises(ValidityInvalid, match="after valid_from"):
        mem.renew("pinned", valid_from=now, valid_until=now, evidence="checked")
    with pytest.raises(ValidityInvalid, match="both bounds"):
        mem.renew("pinned", valid_from=now, valid_until=None, evidence="checked")
    with pytest.raises(PrivacyRefused):
        mem.renew("pinned", evidence=f"verified with token {github_token()}", **bounds)
    assert json.dumps(mem.export()["records"], sort_keys=True) == before


def test_cli_remember_window_renew_and_exit_codes(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["--home", str(home), "--embedder", "hash"]
    assert (
        run(
            [
                *base,
                "remember",
                "Freeze deploys during the audit",
                "--slug",
                "freeze",
                "--pin",
                "--valid-from",
                "2020-01-01T00:00:00Z",
                "--valid-until",
                "2020-02-01T00:00:00Z",
                "--scope",
                PROJECT,
            ]
        )
        == 0
    )
    capsys.readouterr()
    assert run([*base, "brief", "--scope", PROJECT, "--preview", "--json"]) == 0
    assert "Freeze deploys" not in json.loads(capsys.readouterr().out)["text"]
    assert (
        run([*base, "brief", "--scope", PROJECT, "--preview", "--validity", "label", "--json"]) == 0
    )
    assert "[expired [" in json.loads(capsys.readouterr().out)["text"]
    args = ["renew", "freeze", "--scope", PROJECT, "--evidence", "audit extended", "--json"]
    assert run([*base, *args, "--valid-from", "2020-01-01", "--valid-until", "2099-01-01"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["lifecycle"]["window"]["state"] == "current"
    assert run([*base, *args, "--valid-from", "soon", "--valid-until", "2099-01-01"]) == 2
    assert "cannot read --valid-from" in capsys.readouterr().out
    assert (
        run([*base, "recall", "freeze", "--scope", PROJECT, "--validity", "maybe", "--json"]) == 2
    )
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "validity"


def test_recall_finds_the_standing_memories_below_many_expired_ones(mem: Memory) -> None:
    # The gates judge the ranking a slice at a time (services/recall.py GATE_SLICE): the
    # standing memories ranked below more than a slice of expired ones still fill the packet.
    now = utcnow()
    day = timedelta(days=1)
    for i in range(40):
        mem.remember(f"Canary rollout rollback drill number {i} uses the canary rollout script",
                     slug=f"expired-{i}", valid_until=now - day, force_new=True)  # fmt: skip
    mem.remember("Canary rollout notes", slug="standing-a")
    mem.remember("Rollback drill notes", slug="standing-b")
    query = "canary rollout rollback drill script"
    ranked = [h.record.slug for h in mem.rank(query, floor=0, limit=50)]
    assert ranked.index("standing-a") > 16 and ranked.index("standing-b") > 16
    slugs = [h.record.slug for h in mem.recall(query, floor=0, limit=2).hits]
    assert sorted(slugs) == ["standing-a", "standing-b"]
    labelled = [h.record.slug for h in mem.recall(query, floor=0, limit=2, validity="label").hits]
    assert all(s.startswith("expired-") for s in labelled)
