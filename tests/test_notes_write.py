"""Writing notes: atomic saves, optimistic locking, confinement and the privacy gate."""

from __future__ import annotations

import hashlib
import os
import secrets
import string
import threading
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from memlane.errors import (
    Conflict,
    InvalidInput,
    MemlaneError,
    NotFound,
    PayloadTooLarge,
    PrivacyRefused,
    WritesDisabled,
)
from memlane.notes import CONFLICT_MESSAGE, MAX_NOTE_BYTES, Note, ProjectNotes
from memlane.notes import files as notes_files
from memlane.services.write import gate


class Clock:
    """A settable clock so timestamps in assertions are exact."""

    def __init__(self) -> None:
        self.now = datetime(2025, 8, 28, 12, 0, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: int = 60) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def notes(tmp_path: Path, clock: Clock) -> ProjectNotes:
    return ProjectNotes(tmp_path, clock=clock, privacy_gate=gate)


def folder(project: Path) -> Path:
    return project / ".agents" / "memory"


def on_disk(project: Path, note: Note) -> bytes:
    return (folder(project) / note.relative_path).read_bytes()


def github_token() -> str:
    # Assembled at run time: a literal token in the repo would trip secret scanners.
    alphabet = string.ascii_letters + string.digits
    return "gh" + "p_" + "".join(secrets.choice(alphabet) for _ in range(36))


# -- create / read -----------------------------------------------------------------------


def test_create_writes_frontmatter_and_returns_the_revision(
    tmp_path: Path, notes: ProjectNotes
) -> None:
    note = notes.create("Deploy checklist", "Run both gates.\n", tags=["ops", "release"])
    assert note.relative_path == f"deploy-checklist-{note.id[:8]}.md"
    data = on_disk(tmp_path, note)
    assert note.revision == hashlib.sha256(data).hexdigest()
    text = data.decode()
    assert text.startswith(f"---\nschemaVersion: 1\nid: {note.id}\ntitle: Deploy checklist\n")
    assert "createdAt: '2025-08-28T12:00:00Z'" in text
    assert text.endswith("---\nRun both gates.\n")
    assert notes.read(note.id) == note
    assert oct((folder(tmp_path) / note.relative_path).stat().st_mode & 0o777) == "0o644"


def test_read_unknown_id_is_not_found(notes: ProjectNotes) -> None:
    notes.create("Something", "body")
    with pytest.raises(NotFound) as info:
        notes.read("no-such-id")
    assert info.value.exit_code == 5


@pytest.mark.parametrize("title", ["", "   ", "two\nlines", "x" * 301])
def test_create_refuses_bad_titles(notes: ProjectNotes, title: str) -> None:
    with pytest.raises(InvalidInput):
        notes.create(title, "body")


def test_create_refuses_binary_and_oversized_bodies(tmp_path: Path, notes: ProjectNotes) -> None:
    with pytest.raises(InvalidInput):
        notes.create("Blob", "text\x00more")
    with pytest.raises(PayloadTooLarge):
        notes.create("Huge", "x" * MAX_NOTE_BYTES)
    assert list(folder(tmp_path).iterdir()) == []


def test_promote_records_provenance_once(notes: ProjectNotes) -> None:
    note = notes.promote("Release gates", "Both gates green.", provenance_id="01J9EVENT")
    assert note.provenance_ids == ("01J9EVENT",)
    assert notes.find_by_provenance("01J9EVENT") == note
    with pytest.raises(Conflict) as info:
        notes.promote("Release gates again", "dup", provenance_id="01J9EVENT")
    assert info.value.details["note_id"] == note.id


# -- update / archive ----------------------------------------------------------------------


def test_update_keeps_id_path_and_created_at(
    tmp_path: Path, notes: ProjectNotes, clock: Clock
) -> None:
    note = notes.create("Deploy checklist", "v1", tags=["ops"])
    clock.advance()
    updated = notes.edit(note.id, revision=note.revision, title="Deploy steps", body="v2")
    assert (updated.id, updated.relative_path, updated.created_at) == (
        note.id,
        note.relative_path,
        note.created_at,
    )
    assert updated.title == "Deploy steps"
    assert updated.body == "v2"
    assert updated.tags == ("ops",)
    assert updated.updated_at == clock.now
    assert updated.revision != note.revision
    assert notes.read(note.id) == updated


def test_update_without_changes_does_not_touch_the_file(
    tmp_path: Path, notes: ProjectNotes, clock: Clock
) -> None:
    note = notes.create("Stable", "body")
    clock.advance()
    assert notes.edit(note.id, revision=note.revision, body="body") == note


def test_external_edit_makes_the_save_a_conflict(tmp_path: Path, notes: ProjectNotes) -> None:
    note = notes.create("Deploy checklist", "v1")
    path = folder(tmp_path) / note.relative_path
    edited = path.read_text().replace("v1", "edited in vim")
    path.write_text(edited)
    with pytest.raises(Conflict) as info:
        notes.edit(note.id, revision=note.revision, body="v2 from memlane")
    assert info.value.message == CONFLICT_MESSAGE
    assert info.value.exit_code == 3
    assert path.read_text() == edited
    fresh = notes.read(note.id)
    assert notes.edit(note.id, revision=fresh.revision, body="v2").body == "v2"


def test_concurrent_memlane_writers_never_lose_an_update(notes: ProjectNotes) -> None:
    note = notes.create("Counter", "0")
    barrier = threading.Barrier(4)
    outcomes: list[str] = []

    def save(value: str) -> None:
        barrier.wait()
        try:
            notes.edit(note.id, revision=note.revision, body=value)
            outcomes.append("saved")
        except Conflict:
            outcomes.append("conflict")

    threads = [threading.Thread(target=save, args=(f"v{i}",)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["conflict", "conflict", "conflict", "saved"]


def test_plain_markdown_is_upgraded_in_place(
    tmp_path: Path, notes: ProjectNotes, clock: Clock
) -> None:
    folder(tmp_path).mkdir(parents=True)
    path = folder(tmp_path) / "runbook.md"
    path.write_text("# Incident runbook\n\nPage ops.\n")
    plain = notes.read("md:runbook.md")
    upgraded = notes.edit(plain.id, revision=plain.revision, tags=["ops"])
    assert upgraded.managed is True
    assert upgraded.relative_path == "runbook.md"
    assert upgraded.id != plain.id
    assert upgraded.title == "Incident runbook"
    assert upgraded.tags == ("ops",)
    assert upgraded.body == "# Incident runbook\n\nPage ops.\n"
    assert upgraded.created_at == plain.created_at
    assert path.read_text().startswith(f"---\nschemaVersion: 1\nid: {upgraded.id}\n")
    assert [n.id for n in notes.scan().notes] == [upgraded.id]


def test_a_plain_note_with_its_own_header_keeps_it_when_upgraded(
    tmp_path: Path, notes: ProjectNotes
) -> None:
    folder(tmp_path).mkdir(parents=True)
    path = folder(tmp_path) / "rollback.md"
    path.write_text("---\ntitle: Rollback plan\ntags: [deploy]\nowner: ana\n---\nUndo it.\n")
    plain = notes.read("md:rollback.md")
    upgraded = notes.edit(plain.id, revision=plain.revision, body="Undo it with argo.\n")
    assert upgraded.managed is True and upgraded.title == "Rollback plan"
    assert upgraded.tags == ("deploy",) and upgraded.extra == {"owner": "ana"}
    text = path.read_text()
    assert text.startswith("---\nschemaVersion: 1\n") and "owner: ana\n" in text
    assert text.endswith("---\nUndo it with argo.\n")


def test_archive_sets_the_flag_and_keeps_the_file(tmp_path: Path, notes: ProjectNotes) -> None:
    note = notes.create("Old decision", "We used to do X.")
    archived = notes.archive(note.id, revision=note.revision)
    assert archived.archived is True
    assert "archived: true" in on_disk(tmp_path, archived).decode()
    assert notes.list() == []
    assert notes.list(include_archived=True) == [archived]
    assert notes.archive(note.id) == archived
    with pytest.raises(Conflict):
        notes.archive(note.id, revision=note.revision)
    restored = notes.unarchive(note.id, revision=archived.revision)
    assert restored.archived is False
    assert notes.list() == [restored]


def test_extra_frontmatter_keys_survive_an_edit(tmp_path: Path, notes: ProjectNotes) -> None:
    note = notes.create("Owned", "v1")
    path = folder(tmp_path) / note.relative_path
    path.write_text(
        path.read_text().replace("provenanceIds: []\n", "provenanceIds: []\nowner: ana\n")
    )
    fresh = notes.read(note.id)
    notes.edit(note.id, revision=fresh.revision, body="v2")
    assert "owner: ana" in path.read_text()


# -- privacy gate --------------------------------------------------------------------------


def test_secrets_are_refused_and_nothing_is_written(tmp_path: Path, notes: ProjectNotes) -> None:
    with pytest.raises(PrivacyRefused) as info:
        notes.create("Deploy", f"export GITHUB_TOKEN={github_token()}")
    assert info.value.exit_code == 4
    assert not folder(tmp_path).exists() or list(folder(tmp_path).iterdir()) == []
    note = notes.create("Deploy", "clean")
    with pytest.raises(PrivacyRefused):
        notes.edit(note.id, revision=note.revision, body=f"token {github_token()}")
    assert notes.read(note.id) == note


def test_email_needs_allow_email_and_archiving_does_not_re_ask(notes: ProjectNotes) -> None:
    with pytest.raises(PrivacyRefused):
        notes.create("Owner", "ask ana.lopez@acme-corp.io")
    note = notes.create("Owner", "ask ana.lopez@acme-corp.io", allow_email=True)
    # Archiving and retitling introduce no new email, so they pass without allow_email.
    retitled = notes.edit(note.id, revision=note.revision, title="Owner contact")
    assert notes.archive(retitled.id, revision=retitled.revision).archived is True


# -- atomicity -----------------------------------------------------------------------------


class SimulatedCrash(BaseException):
    """Stands for the process dying between the temp write and the rename."""


def replace_failing(
    monkeypatch: pytest.MonkeyPatch, should_fail: Callable[[str, str], BaseException | None]
) -> None:
    real = os.replace

    def fake(src: Any, dst: Any) -> None:
        error = should_fail(str(src), str(dst))
        if error is not None:
            raise error
        real(src, dst)

    # os.replace is the operating system's rename; our own code stays real.
    monkeypatch.setattr(notes_files.os, "replace", fake)


def test_crash_between_temp_write_and_rename_leaves_the_old_note(
    tmp_path: Path, notes: ProjectNotes, monkeypatch: pytest.MonkeyPatch
) -> None:
    note = notes.create("Deploy checklist", "v1")
    before = on_disk(tmp_path, note)
    replace_failing(monkeypatch, lambda _s, _d: SimulatedCrash())
    with pytest.raises(SimulatedCrash):
        notes.edit(note.id, revision=note.revision, body="v2")
    monkeypatch.undo()
    assert on_disk(tmp_path, note) == before
    assert notes.read(note.id) == note
    # A hard crash would also leave the temp file behind; scans ignore it.
    (folder(tmp_path) / f".{note.relative_path}.x1y2.memlane-tmp").write_text("half")
    result = notes.scan()
    assert result.notes == (note,)
    assert result.warnings == ()


def test_rename_that_always_fails_leaves_the_old_note_and_no_debris(
    tmp_path: Path, notes: ProjectNotes, monkeypatch: pytest.MonkeyPatch
) -> None:
    note = notes.create("Deploy checklist", "v1")
    before = on_disk(tmp_path, note)
    replace_failing(monkeypatch, lambda _s, _d: PermissionError(13, "Permission denied"))
    with pytest.raises(MemlaneError) as info:
        notes.edit(note.id, revision=note.revision, body="v2")
    assert "unchanged" in info.value.message
    monkeypatch.undo()
    assert on_disk(tmp_path, note) == before
    assert sorted(p.name for p in folder(tmp_path).iterdir()) == [note.relative_path]


def test_failed_rename_falls_back_to_backup_then_replace(
    tmp_path: Path, notes: ProjectNotes, monkeypatch: pytest.MonkeyPatch
) -> None:
    note = notes.create("Deploy checklist", "v1")
    failures = iter([OSError(16, "Device or resource busy")])
    replace_failing(monkeypatch, lambda _s, _d: next(failures, None))
    updated = notes.edit(note.id, revision=note.revision, body="v2")
    monkeypatch.undo()
    assert notes.read(note.id) == updated
    assert sorted(p.name for p in folder(tmp_path).iterdir()) == [note.relative_path]


def test_fallback_interrupted_leaves_a_recoverable_backup(
    tmp_path: Path, notes: ProjectNotes, monkeypatch: pytest.MonkeyPatch
) -> None:
    note = notes.create("Deploy checklist", "v1")
    before = on_disk(tmp_path, note)

    def fail_unless_moving_the_note_aside(src: str, dst: str) -> OSError | None:
        return None if dst.endswith(".memlane-backup") else OSError(16, "busy")

    replace_failing(monkeypatch, fail_unless_moving_the_note_aside)
    with pytest.raises(MemlaneError) as info:
        notes.edit(note.id, revision=note.revision, body="v2")
    monkeypatch.undo()
    backup = folder(tmp_path) / f"{note.relative_path}.memlane-backup"
    assert backup.name in info.value.message
    assert backup.read_bytes() == before
    result = notes.scan()
    assert [(w.relative_path, w.code) for w in result.warnings] == [
        (backup.name, "orphaned_backup")
    ]


# -- confinement ---------------------------------------------------------------------------


def test_memory_folder_symlinked_out_of_the_project_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    project = tmp_path / "project"
    (project / ".agents").mkdir(parents=True)
    (project / ".agents" / "memory").symlink_to(outside)
    with pytest.raises(InvalidInput):
        ProjectNotes(project, privacy_gate=gate).create("Escape", "body")
    assert list(outside.iterdir()) == []


def test_note_swapped_for_a_symlink_is_never_written_through(
    tmp_path: Path, notes: ProjectNotes
) -> None:
    note = notes.create("Target", "v1")
    victim = tmp_path / "victim.txt"
    victim.write_text("do not touch")
    path = folder(tmp_path) / note.relative_path
    path.unlink()
    path.symlink_to(victim)
    with pytest.raises(NotFound):
        notes.edit(note.id, revision=note.revision, body="v2")
    assert victim.read_text() == "do not touch"
    assert [w.code for w in notes.scan().warnings] == ["symlink_rejected"]


def test_agents_folder_symlink_swapped_after_start_is_refused(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    notes = ProjectNotes(project, privacy_gate=gate)
    note = notes.create("First", "v1")
    outside = tmp_path / "outside"
    (project / ".agents").rename(outside)
    (project / ".agents").symlink_to(outside)
    with pytest.raises(InvalidInput):
        notes.edit(note.id, revision=note.revision, body="v2")
    assert "v1" in (outside / "memory" / note.relative_path).read_text()


def test_notes_opened_without_the_gate_are_read_only(tmp_path: Path) -> None:
    # Every write of memory text passes the write path's privacy gate: a repository opened
    # without it can read but refuses to write, and leaves no file behind.
    with pytest.raises(WritesDisabled):
        ProjectNotes(tmp_path).create("Title", "body")
    assert not (tmp_path / ".agents" / "memory").exists() or not any(
        (tmp_path / ".agents" / "memory").iterdir()
    )
