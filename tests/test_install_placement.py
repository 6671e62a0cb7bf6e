"""A Claude Code project install puts its hooks in .claude/settings.json when `memlane` is on
PATH, else in .claude/settings.local.json and the project's entry in ~/.claude.json. PATH can
change between install and uninstall (a virtualenv activated, or not): uninstall finds memlane's
entries in either placement."""

from __future__ import annotations

from pathlib import Path

import pytest

from memlane.cli.main import run


@pytest.fixture
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "ana"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    return home


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
