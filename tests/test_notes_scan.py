"""Scanning .agents/memory on real temp folders: notes come back, problems become warnings."""

from __future__ import annotations

import hashlib
import json
import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memlane.notes import MAX_NOTE_BYTES, MAX_NOTES, WARNING_CODES, ProjectNotes, ScanResult

NOTE_ID = "9f2c8a1e-4f1a-4a44-9d0e-1b8b3f2c5a10"


def memory(project: Path) -> Path:
    folder = project / ".agents" / "memory"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def managed(note_id: str = NOTE_ID, title: str = "Deploy checklist", extra: str = "") -> str:
    return (
        f"---\nschemaVersion: 1\nid: {note_id}\ntitle: {title}\ncreatedAt: 1756400000\n"
        f"updatedAt: 1756400000000\narchived: false\ntags: [ops]\nprovenanceIds: []\n{extra}"
        "---\n# Deploy checklist\n\nRun the gates.\n"
    )


def codes(result: ScanResult) -> list[tuple[str, str]]:
    return [(w.relative_path, w.code) for w in result.warnings]


def test_missing_memory_folder_is_an_empty_scan(tmp_path: Path) -> None:
    assert ProjectNotes(tmp_path).scan() == ScanResult()


def test_missing_project_is_a_warning_not_an_exception(tmp_path: Path) -> None:
    result = ProjectNotes(tmp_path / "nope").scan()
    assert result.notes == ()
    assert codes(result) == [(".", "unreadable")]


def test_managed_note_is_read_with_every_field(tmp_path: Path) -> None:
    text = managed(extra="owner: ana\n")
    (memory(tmp_path) / "deploy-checklist-9f2c8a1e.md").write_text(text)
    result = ProjectNotes(tmp_path).scan()
    assert result.warnings == ()
    (note,) = result.notes
    assert note.id == NOTE_ID
    assert note.title == "Deploy checklist"
    assert note.body == "# Deploy checklist\n\nRun the gates.\n"
    assert note.tags == ("ops",)
    # createdAt in epoch seconds and updatedAt in epoch milliseconds are both accepted.
    assert note.created_at == note.updated_at == datetime.fromtimestamp(1756400000, UTC)
    assert note.archived is False
    assert note.managed is True
    assert note.relative_path == "deploy-checklist-9f2c8a1e.md"
    assert note.revision == hashlib.sha256(text.encode()).hexdigest()
    assert note.extra == {"owner": "ana"}


def test_plain_markdown_is_an_unmanaged_note(tmp_path: Path) -> None:
    folder = memory(tmp_path)
    (folder / "ops").mkdir()
    (folder / "ops" / "runbook.md").write_text("Intro line\n\n# Incident runbook\n\nPage ops.\n")
    (folder / "scratch.md").write_text("no heading here\n")
    os.utime(folder / "scratch.md", (1756400000, 1756400000))
    result = ProjectNotes(tmp_path).scan()
    assert result.warnings == ()
    runbook, scratch = result.notes
    assert runbook.id == "md:ops/runbook.md"
    assert runbook.title == "Incident runbook"
    assert runbook.tags == ("unmanaged",)
    assert runbook.managed is False
    assert runbook.relative_path == "ops/runbook.md"
    assert scratch.title == "scratch"
    assert scratch.updated_at == datetime.fromtimestamp(1756400000, UTC)


def test_a_persons_own_header_without_schema_version_is_a_plain_note(tmp_path: Path) -> None:
    # A hand-written header (title, tags, a field of its own) was skipped as
    # "unsupported_schema" while the same file without a header was read (s45 newcomer trial).
    folder = memory(tmp_path)
    (folder / "rollback-plan.md").write_text(
        "---\ntitle: Rollback plan\ntags: [deploy, ops]\nowner: ana\n---\n"
        "Roll back with `argo rollouts undo checkout`.\n"
    )
    # Look-alikes: a header whose title is no usable line, tags given as one word, no title.
    (folder / "two-lines.md").write_text("---\ntitle: [1, 2]\ntags: ops\n---\n# Runbook\n")
    (folder / "untitled.md").write_text("---\ndescription: how we page\n---\nPage ops.\n")
    result = ProjectNotes(tmp_path).scan()
    assert result.warnings == ()
    by_path = {n.relative_path: n for n in result.notes}
    plan = by_path["rollback-plan.md"]
    assert plan.id == "md:rollback-plan.md" and plan.managed is False
    assert plan.title == "Rollback plan"
    assert plan.tags == ("unmanaged", "deploy", "ops")
    assert plan.body == "Roll back with `argo rollouts undo checkout`.\n"
    assert plan.extra == {"owner": "ana"}
    assert by_path["two-lines.md"].title == "Runbook"
    assert by_path["two-lines.md"].tags == ("unmanaged", "ops")
    assert by_path["untitled.md"].title == "untitled"
    assert by_path["untitled.md"].extra == {"description": "how we page"}


def test_dot_files_lock_files_temp_files_and_other_types_are_ignored(tmp_path: Path) -> None:
    folder = memory(tmp_path)
    (folder / "real.md").write_text("# Real\n")
    # Emacs lock files are dangling symlinks; they must not even become symlink warnings.
    (folder / ".#real.md").symlink_to("user@host.1234:1700000000")
    (folder / ".real.md.abc123.memlane-tmp").write_text("half a note")
    (folder / ".git").mkdir()
    (folder / ".git" / "x.md").write_text("# Not a note\n")
    (folder / "diagram.png").write_bytes(b"\x89PNG\x00")
    (folder / "README.txt").write_text("text")
    result = ProjectNotes(tmp_path).scan()
    assert [n.relative_path for n in result.notes] == ["real.md"]
    assert result.warnings == ()


# -- one test per warning code -------------------------------------------------------------


def test_unreadable(tmp_path: Path) -> None:
    # Running as root makes chmod 000 readable, so use a FIFO: not a regular file, and an
    # ordinary blocking open() would hang the scan forever.
    os.mkfifo(memory(tmp_path) / "pipe.md")
    assert codes(ProjectNotes(tmp_path).scan()) == [("pipe.md", "unreadable")]


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files regardless of mode")
def test_unreadable_permissions(tmp_path: Path) -> None:
    path = memory(tmp_path) / "locked.md"
    path.write_text("# Locked\n")
    path.chmod(0)
    assert codes(ProjectNotes(tmp_path).scan()) == [("locked.md", "unreadable")]


def test_symlink_rejected_for_note_files_and_folders(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.md").write_text("# Outside\n")
    folder = memory(tmp_path / "project")
    (folder / "link.md").symlink_to(outside / "secret.md")
    (folder / "linked-dir").symlink_to(outside)
    result = ProjectNotes(tmp_path / "project").scan()
    assert result.notes == ()
    assert codes(result) == [("link.md", "symlink_rejected"), ("linked-dir", "symlink_rejected")]


def test_symlinked_memory_folder_escaping_the_project_is_rejected(tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "note.md").write_text("# Elsewhere\n")
    project = tmp_path / "project"
    (project / ".agents").mkdir(parents=True)
    (project / ".agents" / "memory").symlink_to(outside)
    result = ProjectNotes(project).scan()
    assert result.notes == ()
    assert codes(result) == [(".", "symlink_rejected")]


def test_symlinked_memory_folder_inside_the_project_is_followed(tmp_path: Path) -> None:
    (tmp_path / "docs" / "memory").mkdir(parents=True)
    (tmp_path / "docs" / "memory" / "n.md").write_text("# Inside\n")
    (tmp_path / ".agents").mkdir()
    (tmp_path / ".agents" / "memory").symlink_to(tmp_path / "docs" / "memory")
    assert [n.title for n in ProjectNotes(tmp_path).scan().notes] == ["Inside"]


def test_oversized(tmp_path: Path) -> None:
    (memory(tmp_path) / "big.md").write_text("# Big\n" + "x" * MAX_NOTE_BYTES)
    (memory(tmp_path) / "fits.md").write_text("# F\n" + "x" * (MAX_NOTE_BYTES - 4))
    result = ProjectNotes(tmp_path).scan()
    assert codes(result) == [("big.md", "oversized")]
    assert [n.relative_path for n in result.notes] == ["fits.md"]


def test_binary_rejected(tmp_path: Path) -> None:
    (memory(tmp_path) / "blob.md").write_bytes(b"# Title\n\x00\x01\x02")
    assert codes(ProjectNotes(tmp_path).scan()) == [("blob.md", "binary_rejected")]


@pytest.mark.parametrize("content", [b"", b"   \n\t\r\n", b"\xef\xbb\xbf\n"])
def test_empty_file_is_a_warning_never_a_ghost_note(tmp_path: Path, content: bytes) -> None:
    # Regression: a truncate-then-write editor's zero-length file used to become a titled,
    # selectable note that displaced the real one.
    (memory(tmp_path) / "deploy-checklist-9f2c8a1e.md").write_bytes(content)
    result = ProjectNotes(tmp_path).scan()
    assert result.notes == ()
    assert codes(result) == [("deploy-checklist-9f2c8a1e.md", "empty")]


def test_empty_file_mid_save_does_not_displace_the_note(tmp_path: Path) -> None:
    folder = memory(tmp_path)
    path = folder / "deploy-checklist-9f2c8a1e.md"
    path.write_text(managed())
    notes = ProjectNotes(tmp_path)
    assert [n.id for n in notes.scan().notes] == [NOTE_ID]
    path.write_bytes(b"")  # the editor truncated; the new bytes are not written yet
    assert notes.scan().notes == ()
    path.write_text(managed(title="Deploy checklist v2"))
    assert [n.title for n in notes.scan().notes] == ["Deploy checklist v2"]


def test_invalid_utf8(tmp_path: Path) -> None:
    (memory(tmp_path) / "latin1.md").write_bytes("# Caf\xe9\n".encode("latin-1"))
    result = ProjectNotes(tmp_path).scan()
    assert codes(result) == [("latin1.md", "invalid_utf8")]
    assert "byte 5" in result.warnings[0].message


@pytest.mark.parametrize(
    "text",
    ["---\nschemaVersion: 1\ntitle: never closed\n", "---\ntitle: [oops\n---\nbody\n"],
)
def test_malformed_frontmatter(tmp_path: Path, text: str) -> None:
    (memory(tmp_path) / "bad.md").write_text(text)
    assert codes(ProjectNotes(tmp_path).scan()) == [("bad.md", "malformed_frontmatter")]


def test_unsupported_schema(tmp_path: Path) -> None:
    (memory(tmp_path) / "v2.md").write_text(
        managed().replace("schemaVersion: 1", "schemaVersion: 2")
    )
    result = ProjectNotes(tmp_path).scan()
    assert codes(result) == [("v2.md", "unsupported_schema")]
    assert "2" in result.warnings[0].message


def test_invalid_metadata(tmp_path: Path) -> None:
    (memory(tmp_path) / "when.md").write_text(
        managed().replace("createdAt: 1756400000", "createdAt: last tuesday")
    )
    result = ProjectNotes(tmp_path).scan()
    assert codes(result) == [("when.md", "invalid_metadata")]
    assert "createdAt" in result.warnings[0].message


def test_orphaned_backup(tmp_path: Path) -> None:
    folder = memory(tmp_path)
    (folder / "note.md").write_text("# Note\n")
    (folder / "note.md.memlane-backup").write_text("# Note (old)\n")
    result = ProjectNotes(tmp_path).scan()
    assert [n.relative_path for n in result.notes] == ["note.md"]
    assert codes(result) == [("note.md.memlane-backup", "orphaned_backup")]


def test_count_limit(tmp_path: Path) -> None:
    folder = memory(tmp_path)
    for i in range(MAX_NOTES + 3):
        (folder / f"n{i:05d}.md").write_text(f"# Note {i}\n")
    result = ProjectNotes(tmp_path).scan()
    assert len(result.notes) == MAX_NOTES
    assert result.notes[-1].relative_path == f"n{MAX_NOTES - 1:05d}.md"
    assert codes(result) == [(".", "count_limit")]
    assert "3 more" in result.warnings[0].message


def test_duplicate_id_keeps_the_first_file_by_path(tmp_path: Path) -> None:
    folder = memory(tmp_path)
    (folder / "a-copy.md").write_text(managed(title="Copy"))
    (folder / "b-original.md").write_text(managed(title="Original"))
    result = ProjectNotes(tmp_path).scan()
    assert [(n.relative_path, n.title) for n in result.notes] == [("a-copy.md", "Copy")]
    assert codes(result) == [("b-original.md", "duplicate_id")]
    assert "a-copy.md" in result.warnings[0].message


def test_every_warning_code_is_covered() -> None:
    # ambiguous_link is exercised in test_notes_links.py; the rest above.
    assert set(WARNING_CODES) == {
        "unreadable",
        "symlink_rejected",
        "oversized",
        "binary_rejected",
        "empty",
        "invalid_utf8",
        "malformed_frontmatter",
        "unsupported_schema",
        "invalid_metadata",
        "orphaned_backup",
        "count_limit",
        "duplicate_id",
        "ambiguous_link",
    }


def test_one_bad_file_does_not_hide_the_others(tmp_path: Path) -> None:
    folder = memory(tmp_path)
    (folder / "a.md").write_text("# A\n")
    (folder / "b.md").write_bytes(b"")
    (folder / "c.md").write_bytes(b"\xff\xfe")
    (folder / "d.md").write_text(managed())
    result = ProjectNotes(tmp_path).scan()
    assert [n.relative_path for n in result.notes] == ["a.md", "d.md"]
    assert codes(result) == [("b.md", "empty"), ("c.md", "invalid_utf8")]


def test_list_and_read(tmp_path: Path) -> None:
    folder = memory(tmp_path)
    (folder / "d.md").write_text(managed())
    (folder / "old.md").write_text(
        managed(note_id="0b0e9d6c-0000-4000-8000-000000000000", title="Old").replace(
            "archived: false", "archived: true"
        )
    )
    notes = ProjectNotes(tmp_path)
    assert [n.id for n in notes.list()] == [NOTE_ID]
    assert {n.title for n in notes.list(include_archived=True)} == {"Deploy checklist", "Old"}
    assert notes.read(NOTE_ID).title == "Deploy checklist"


def test_memory_path_that_is_a_file_is_a_warning(tmp_path: Path) -> None:
    (tmp_path / ".agents").mkdir()
    (tmp_path / ".agents" / "memory").write_text("oops")
    assert codes(ProjectNotes(tmp_path).scan()) == [(".", "unreadable")]


def test_scan_result_is_json_ready(tmp_path: Path) -> None:
    (memory(tmp_path) / "d.md").write_text(managed())
    (memory(tmp_path) / "e.md").write_bytes(b"")
    data = json.loads(json.dumps(ProjectNotes(tmp_path).scan().to_dict()))
    assert data["notes"][0]["created_at"] == "2025-08-28T16:53:20Z"
    assert [(w["relative_path"], w["code"]) for w in data["warnings"]] == [("e.md", "empty")]
