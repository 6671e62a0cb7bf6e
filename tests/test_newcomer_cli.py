"""What a newcomer reads from the CLI is true and plain: the install's note about PATH, a bad
number's error, and the help's value names (the s43 newcomer trial)."""

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


def test_a_user_install_says_what_it_did_about_paths_and_nothing_else(
    user_home: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # It said "`memlane` is not on this machine's PATH … the project files stay portable"
    # for `install codex --user`, where no project file is written, whatever PATH held.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "memlane").write_text("#!/bin/sh\n")
    (bin_dir / "memlane").chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    monkeypatch.chdir(tmp_path)
    assert run(["install", "codex", "--user"]) == 0
    out = capsys.readouterr().out
    assert "not on this machine's PATH" not in out and "project files" not in out
    assert f"run memlane as `{bin_dir / 'memlane'}`" in out
    assert "not on your PATH" not in out
    # Without memlane on PATH, it says so, and where the command it installed lives.
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    assert run(["install", "cursor", "--user"]) == 0
    out = capsys.readouterr().out
    assert "project files" not in out and "run memlane as `" in out
    # Running it again changes nothing and has nothing to note.
    assert run(["install", "cursor", "--user"]) == 0
    assert "note:" not in capsys.readouterr().out


def test_a_project_install_notes_path_only_when_memlane_is_off_path(
    user_home: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    project = tmp_path / "shop"
    project.mkdir()
    monkeypatch.chdir(project)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    assert run(["install", "cursor", "--project"]) == 0
    out = capsys.readouterr().out
    assert "`memlane` is not on this machine's PATH" in out and "stay portable" in out
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "memlane").write_text("#!/bin/sh\n")
    (bin_dir / "memlane").chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    assert run(["install", "claude-code", "--project"]) == 0
    assert "note:" not in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "option", "value"),
    [
        (["recall", "x", "--budget", "abc"], "--budget", "abc"),
        (["list", "--limit", "1.5"], "--limit", "1.5"),
        (["notes", "search", "x", "--limit", "ten"], "--limit", "ten"),
    ],
)
def test_a_bad_whole_number_says_it_needs_one(
    args: list[str], option: str, value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["--embedder", "hash", *args]) == 2
    err = capsys.readouterr().err
    assert f"'{option}': needs a whole number, not '{value}'" in err
    assert "Input should be" not in err


def test_a_good_number_and_a_bad_choice_keep_their_messages(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Look-alikes: a valid number passes; an out-of-range one keeps its range message.
    assert run(["--embedder", "hash", "list", "--limit", "3", "--json"]) == 0
    capsys.readouterr()
    assert run(["--embedder", "hash", "search", "x", "--limit", "99"]) == 2
    err = capsys.readouterr().err
    assert "--limit" in err and "whole number" not in err


def test_help_names_a_repeatable_options_value_by_its_element(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run(["capture", "run", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--worked <str>" in out and "list[str]" not in out
    assert run(["verify", "--help"]) == 0
    assert "--root <Path>" in capsys.readouterr().out
