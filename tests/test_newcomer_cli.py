"""What a newcomer reads from the CLI is true and plain: the install's note about PATH, a bad
number's error, and the help's value names (the s43 newcomer trial)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from memlane.cli.main import run


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
    # Claude Code off PATH writes no shared project file at all: the note does not claim one.
    assert run(["install", "claude-code", "--project"]) == 0
    out = capsys.readouterr().out
    assert "stay portable" not in out and "none to the project's" in out
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


SESSIONS = ("sessions", "index", "--root")


@pytest.mark.parametrize("force_color", ["", "1"])
def test_no_progress_bar_reaches_a_pipe_or_a_log(tmp_path: Path, force_color: str) -> None:
    # Rich treats stderr as a terminal under FORCE_COLOR (set by CI runners): every frame of
    # the transcript index's bar landed in the log as escape codes, and a pipe got a stray
    # blank line. Forty transcripts pass the bar's threshold (20 files).
    roots = tmp_path / "transcripts"
    roots.mkdir()
    for i in range(40):
        (roots / f"s{i}.jsonl").write_text(
            f'{{"role": "user", "content": "why is deploy {i} flaky"}}\n', encoding="utf-8"
        )
    env = {**os.environ, "MEMLANE_HOME": str(tmp_path / "home"), "FORCE_COLOR": force_color}
    done = subprocess.run(
        [sys.executable, "-m", "memlane.cli.main", "--embedder", "hash", *SESSIONS, str(roots)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert "40 sessions" in done.stdout
    assert done.stderr == ""


def test_a_terminal_still_gets_the_bar(monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    from rich.console import Console

    from memlane.cli import render

    screen = io.StringIO()
    monkeypatch.setattr(render, "err", Console(file=screen, force_terminal=True, width=80))
    monkeypatch.setattr(render, "stderr_is_terminal", lambda: True)
    with render.progress_bars(["indexing"], enabled=True) as (update,):
        update(3, 10)
    assert "indexing" in screen.getvalue()
    screen.truncate(0)
    with render.progress_bars(["indexing"], enabled=False) as (update,):
        update(3, 10)  # --json: no bar, even on a terminal
    assert screen.getvalue().strip("\x00") == ""


def test_counts_agree_with_their_nouns() -> None:
    from memlane.core.wording import counted

    assert counted(1, "record") == "1 record" and counted(0, "record") == "0 records"
    assert counted(1, "memory") == "1 memory" and counted(2, "memory") == "2 memories"
    assert counted(1200, "file") == "1,200 files" and counted(1, "old vector") == "1 old vector"


def test_one_of_a_thing_is_singular_on_the_cli(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The s43 newcomer trial: "exported 1 records", "opens (1 records)".
    monkeypatch.chdir(tmp_path)
    hashed = ["--embedder", "hash"]
    assert run([*hashed, "remember", "the release needs both gates green", "--slug", "g"]) == 0
    assert run([*hashed, "export", "-o", str(tmp_path / "m.json")]) == 0
    assert run([*hashed, "import", str(tmp_path / "m.json")]) == 0
    assert run([*hashed, "reindex"]) == 0
    assert run([*hashed, "doctor"]) == 0  # it exited 6: it ignored --embedder
    out = capsys.readouterr().out
    assert "exported 1 record to" in out and "(1 record)" in out
    assert "added 0 records; 1 already here (same id); 0 skipped" in out  # not "slug_conflicts"
    assert "judged ahead 1 memory" in out or "judged ahead 0 memories" in out
    assert not any(f"1 {noun}s" in out for noun in ("record", "memory", "file"))
    assert "1 memories" not in out


def test_a_usage_error_under_json_is_json(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    assert run(["--embedder", "hash", "search", "x", "--limit", "abc", "--json"]) == 2
    out, err = capsys.readouterr()
    error = json.loads(out)["error"]
    assert error["code"] == "invalid_input" and "needs a whole number" in error["message"]
    assert error["remedy"] == "see `memlane search --help`" and err == ""
    # Without --json it stays Typer's usage text on stderr.
    assert run(["--embedder", "hash", "search", "x", "--limit", "abc"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "Usage: memlane search" in err


def test_the_top_level_help_lists_every_exit_code(capsys: pytest.CaptureFixture[str]) -> None:
    # The README's table has 0-7; the help skipped 1 (a bug or a provider failure).
    assert run(["--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    for code in range(8):
        assert f" {code} " in text.split("Exit codes:")[1], code


def test_mcp_help_names_the_tools_allow_writes_offers(capsys: pytest.CaptureFixture[str]) -> None:
    """--help named an 'update_project_memory' no server offers (the tool is edit_…)."""
    from memlane.mcp.server import WRITE_TOOLS

    assert run(["mcp", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    for tool in sorted(WRITE_TOOLS):
        assert tool in text


def test_a_codex_config_cut_short_is_named_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """tomlkit calls the end of the text the character NUL: the error said "Unexpected
    character: '\\x00'" about a file with no NUL in it."""
    monkeypatch.setenv("HOME", str(tmp_path))
    config = tmp_path / ".codex" / "config.toml"
    config.parent.mkdir()
    config.write_text('[mcp_servers.docs]\ncommand = "npx"\nargs = ["-y",\n')
    assert run(["install", "codex", "--user", "--project-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "unexpected end of file" in err and "x00" not in err
    assert config.read_text().endswith('["-y",\n')
