"""A Claude Code project install puts its hooks in .claude/settings.json when `memlane` is on
PATH, else in .claude/settings.local.json and the project's entry in ~/.claude.json. PATH can
change between install and uninstall (a virtualenv activated, or not): uninstall finds memlane's
entries in either placement."""

from __future__ import annotations

from pathlib import Path

import pytest

from memlane.cli.main import run


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "shop"
    (root / ".git").mkdir(parents=True)
    return root


def on_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, present: bool) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    script = bin_dir / "memlane"
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin" if present else "/usr/bin:/bin")


def memlane_files(user_home: Path, project: Path) -> list[str]:
    found = []
    for path in [
        project / ".claude" / "settings.json",
        project / ".claude" / "settings.local.json",
        project / ".mcp.json",
        user_home / ".claude.json",
    ]:
        if path.exists() and "memlane" in path.read_text():
            found.append(path.name)
    return found


@pytest.mark.parametrize("installed_on_path", [False, True])
def test_uninstall_finds_a_project_install_made_under_another_path(
    user_home: Path,
    project: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    installed_on_path: bool,
) -> None:
    on_path(tmp_path, monkeypatch, installed_on_path)
    assert run(["install", "claude-code", "--project", "--project-dir", str(project)]) == 0
    assert memlane_files(user_home, project)

    on_path(tmp_path, monkeypatch, not installed_on_path)
    assert run(["uninstall", "claude-code", "--project", "--project-dir", str(project)]) == 0
    assert "nothing to do" not in capsys.readouterr().out
    assert memlane_files(user_home, project) == []


def test_reinstalling_with_memlane_on_path_moves_the_entries_to_the_project(
    user_home: Path,
    project: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Installed off PATH (this machine's files), then again on PATH: the entries move to the
    project's files; both placements registered would run every hook twice."""
    on_path(tmp_path, monkeypatch, False)
    assert run(["install", "claude-code", "--project", "--project-dir", str(project)]) == 0
    assert memlane_files(user_home, project) == ["settings.local.json", ".claude.json"]
    on_path(tmp_path, monkeypatch, True)
    assert run(["install", "claude-code", "--project", "--project-dir", str(project)]) == 0
    assert "twice" not in capsys.readouterr().out
    assert memlane_files(user_home, project) == ["settings.json", ".mcp.json"]
    assert run(["install", "claude-code", "--project", "--project-dir", str(project)]) == 0
    out = capsys.readouterr().out
    assert "unchanged" in out and "updated" not in out and "removed" not in out


def test_an_install_off_path_leaves_the_projects_shared_files_alone(
    user_home: Path,
    project: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The project's .claude/settings.json is committed: a teammate without memlane on PATH
    must not take memlane out of it. Both then run, and install says so and what to do."""
    on_path(tmp_path, monkeypatch, True)
    assert run(["install", "claude-code", "--project", "--project-dir", str(project)]) == 0
    on_path(tmp_path, monkeypatch, False)
    assert run(["install", "claude-code", "--project", "--project-dir", str(project)]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert set(memlane_files(user_home, project)) == {
        "settings.json",
        ".mcp.json",
        "settings.local.json",
        ".claude.json",
    }
    assert "twice" in out and "put it on this machine's PATH" in out


def test_a_created_personal_settings_file_is_kept_out_of_git(
    user_home: Path, project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """settings.local.json holds this machine's absolute paths: the clone's own
    .git/info/exclude lists it (once), as Claude Code does for the file it creates itself."""
    exclude = project / ".git" / "info" / "exclude"
    exclude.parent.mkdir()
    exclude.write_text("# git ls-files --others --exclude-from=.git/info/exclude\n*.swp")
    on_path(tmp_path, monkeypatch, False)
    for _ in range(2):
        assert run(["install", "claude-code", "--project", "--project-dir", str(project)]) == 0
        assert run(["uninstall", "claude-code", "--project", "--project-dir", str(project)]) == 0
    assert exclude.read_text().splitlines() == [
        "# git ls-files --others --exclude-from=.git/info/exclude",
        "*.swp",
        "/.claude/settings.local.json",
    ]


def test_a_linked_worktree_excludes_it_in_the_shared_git_directory(
    user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    main_git = tmp_path / "shop" / ".git"
    own = main_git / "worktrees" / "feature"
    own.mkdir(parents=True)
    (own / "commondir").write_text("../..\n")
    tree = tmp_path / "shop-feature"
    (tree / "app").mkdir(parents=True)
    (tree / ".git").write_text(f"gitdir: {own}\n")
    on_path(tmp_path, monkeypatch, False)
    assert run(["install", "claude-code", "--project", "--project-dir", str(tree)]) == 0
    exclude = main_git / "info" / "exclude"
    assert exclude.read_text() == "/.claude/settings.local.json\n"


def test_outside_a_repository_nothing_is_excluded(
    user_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = tmp_path / "notes"
    plain.mkdir()
    on_path(tmp_path, monkeypatch, False)
    assert run(["install", "claude-code", "--project", "--project-dir", str(plain)]) == 0
    assert (plain / ".claude" / "settings.local.json").exists()
    assert not list(tmp_path.rglob("exclude"))
