"""Project notes wired into memlane: indexed into search and the brief, local scopes only."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import memlane
from credentials import github_token
from memlane.cli.main import run
from memlane.errors import Conflict, InvalidInput
from memlane.services.memory import Memory


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "App"
    (root / ".git").mkdir(parents=True)
    folder = root / ".agents" / "memory"
    folder.mkdir(parents=True)
    (folder / "deploy.md").write_text(
        "# Deploy checklist\n\nTag, then wait for both gates.\nSee [[Rollback plan]].\n",
        encoding="utf-8",
    )
    (folder / "rollback.md").write_text(
        "# Rollback plan\n\nRevert the tag and redeploy.\n", encoding="utf-8"
    )
    return root


@pytest.fixture
def pmem(home: Path, project: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        yield m


def test_notes_reach_search_and_brief(pmem: Memory) -> None:
    hits = pmem.search("checklist")
    assert [h.record.kind for h in hits.hits] == ["note"]
    assert pmem.search("checklist", source="store").hits == []
    brief = pmem.brief()
    assert "### project notes" in brief.text and "Deploy checklist" in brief.text


def test_notes_never_load_for_remote_scopes(pmem: Memory) -> None:
    pmem.notes_list()  # index the local project's notes
    remote = "ssh:build-box:" + pmem.default_scope
    assert "project notes" not in pmem.brief(scope=remote).text
    assert pmem.search("checklist", scope=remote).hits == []
    with pytest.raises(InvalidInput):
        pmem.notes_list(scope=remote)


def test_index_follows_edits_and_archive(pmem: Memory) -> None:
    listing = pmem.notes_list()
    deploy = next(n for n in listing.notes if n.title == "Deploy checklist")
    updated = pmem.notes_edit(
        deploy.id, revision=deploy.revision, body="Tag, then wait for all three gates."
    )
    assert updated.managed and pmem.search("three gates").hits
    with pytest.raises(Conflict):
        pmem.notes_edit(updated.id, revision=deploy.revision, body="stale save")
    pmem.notes_archive(updated.id)
    assert pmem.search("three gates").hits == []
    assert pmem.search("three gates", include_archived=True).hits


def test_hand_edited_secret_is_never_indexed(pmem: Memory, project: Path) -> None:
    (project / ".agents" / "memory" / "oops.md").write_text(
        f"# Oops\n\nexport GITHUB_TOKEN={github_token()}\n", encoding="utf-8"
    )
    listing = pmem.notes_list()
    assert [s["relative_path"] for s in listing.skipped] == ["oops.md"]
    assert pmem.search("Oops").hits == []


def test_promote_once(pmem: Memory) -> None:
    rec = pmem.remember("Rotate the signing key every quarter", slug="key-rotation")
    note = pmem.notes_promote("key-rotation")
    assert note.provenance_ids == (rec.id,)
    with pytest.raises(Conflict):
        pmem.notes_promote("key-rotation")


def test_notes_cli(
    project: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(project)
    assert (
        run(["--embedder", "hash", "notes", "create", "Cache policy", "TTL is 5 minutes", "--json"])
        == 0
    )
    created = json.loads(capsys.readouterr().out)
    assert run(["--embedder", "hash", "notes", "search", "ttl", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["id"] == created["id"]
    assert (
        run(
            [
                "--embedder",
                "hash",
                "notes",
                "edit",
                created["id"],
                "--revision",
                "0" * 64,
                "--body",
                "x",
            ]
        )
        == 3
    )
    assert "reload before saving" in capsys.readouterr().err
    assert run(["--embedder", "hash", "notes", "links", "--json"]) == 0
    graph = json.loads(capsys.readouterr().out)
    assert created["id"] in graph["orphans"]


def _note_file(folder: Path, note_id: str, title: str) -> None:
    (folder / f"{note_id}.md").write_text(
        f"---\nschemaVersion: 1\nid: {note_id}\ntitle: {title}\n"
        "createdAt: '2026-12-01T10:00:00Z'\nupdatedAt: '2026-12-01T10:00:00Z'\n"
        f"archived: false\ntags: []\nprovenanceIds: []\n---\n{title} body.\n",
        encoding="utf-8",
    )


def test_notes_cli_takes_an_id_prefix_and_the_short_revision_it_prints(
    project: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The s43 newcomer trial: `notes read <first chars>` was "not found", and the revision
    # `notes edit` prints (12 characters) was refused as stale by the next edit.
    folder = project / ".agents" / "memory"
    _note_file(folder, "5e1f0a2b-1111-4000-8000-000000000001", "Cache policy")
    _note_file(folder, "5e1f0a2b-2222-4000-8000-000000000002", "Queue policy")
    _note_file(folder, "7c3d9e8f-3333-4000-8000-000000000003", "Lock policy")
    monkeypatch.chdir(project)
    cli = ["--embedder", "hash", "notes"]
    assert run([*cli, "read", "7c3d", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["title"] == "Lock policy"
    assert run([*cli, "edit", "7c3d9e8f", "--body", "Locks expire after 30 s."]) == 0
    printed = capsys.readouterr().out
    short = printed.split("(revision ")[1].rstrip(")\n")
    assert len(short) == 12
    assert run([*cli, "edit", "7c3d", "--revision", short, "--body", "Locks expire."]) == 0
    capsys.readouterr()
    # The revision it replaced is stale now, however it is spelled: a conflict (exit 3).
    assert run([*cli, "edit", "7c3d", "--revision", short, "--body", "stale"]) == 3
    assert "reload before saving" in capsys.readouterr().err
    # Too short to be a revision: invalid input naming what a revision looks like.
    assert run([*cli, "edit", "7c3d", "--revision", "abc", "--body", "x"]) == 2
    assert "12 to 64 hex characters" in capsys.readouterr().err
    # A prefix two notes share is ambiguous (exit 2, both named); under 4 characters or
    # matching nothing, not found (exit 5). Nothing was written by any of them.
    assert run([*cli, "read", "5e1f0a2b", "--json"]) == 2
    err = json.loads(capsys.readouterr().out)["error"]
    assert err["code"] == "ambiguous" and len(err["details"]["candidates"]) == 2
    assert run([*cli, "archive", "5e1"]) == 5
    assert run([*cli, "read", "9999"]) == 5
    capsys.readouterr()
    assert "Locks expire." in (folder / "7c3d9e8f-3333-4000-8000-000000000003.md").read_text()
    for name in ("5e1f0a2b-1111-4000-8000-000000000001", "5e1f0a2b-2222-4000-8000-000000000002"):
        assert "archived: false" in (folder / f"{name}.md").read_text()


def test_a_note_made_on_the_command_line_ends_with_a_newline(
    project: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(project)
    cli = ["--embedder", "hash", "notes"]
    assert run([*cli, "create", "Cache policy", "TTL is 5 minutes", "--json"]) == 0
    note = json.loads(capsys.readouterr().out)
    path = project / ".agents" / "memory" / note["relative_path"]
    assert path.read_text().endswith("---\nTTL is 5 minutes\n")
    assert run([*cli, "edit", note["id"][:8], "--body", "TTL is 10 minutes"]) == 0
    assert path.read_text().endswith("---\nTTL is 10 minutes\n")
    # A body that already ends with one (from stdin) is kept as given: no blank line added.
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"1. Tag\n2. Ship\n")))
    assert run([*cli, "edit", note["id"][:8], "--body", "-"]) == 0
    assert path.read_text().endswith("---\n1. Tag\n2. Ship\n")
