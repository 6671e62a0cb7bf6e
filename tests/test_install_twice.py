"""memlane's hooks registered at both levels of one harness (your user files and the project's):
the harness runs every file's hooks, so each event would reach memlane twice — commands logged
twice, context injected twice. Install says so, and `install --check` and `doctor` flag it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memlane.cli.main import run
from memlane.services.doctor import _agents


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "shop"
    (root / ".git").mkdir(parents=True)
    return root


@pytest.mark.parametrize("target", ["claude-code", "codex", "cursor"])
@pytest.mark.usefixtures("memlane_on_path")
def test_installing_at_the_second_level_says_each_event_would_run_twice(
    user_home: Path, project: Path, target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["install", target, "--user", "--project-dir", str(project)]) == 0
    first = capsys.readouterr().out
    assert "twice" not in first  # one level: nothing to say

    assert run(["install", target, "--project", "--project-dir", str(project)]) == 0
    second = capsys.readouterr().out
    assert "twice" in second and f"memlane uninstall {target} --user" in second

    assert run(["install", target, "--check", "--project-dir", str(project), "--json"]) == 0
    hooks = json.loads(capsys.readouterr().out)["harnesses"][target]["hooks"]
    assert "UserPromptSubmit" in hooks["duplicated"] or "stop" in hooks["duplicated"]
    findings = [f for f in _agents(user_home / ".memlane", project) if f.check == f"agent:{target}"]
    assert findings and findings[0].status == "warn" and "twice" in findings[0].detail

    assert run(["uninstall", target, "--user", "--project-dir", str(project)]) == 0
    capsys.readouterr()
    assert run(["install", target, "--check", "--project-dir", str(project), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["harnesses"][target]["hooks"]["duplicated"] == []


@pytest.mark.usefixtures("memlane_on_path")
def test_a_dry_run_at_the_second_level_warns_too(
    user_home: Path, project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["install", "cursor", "--project", "--project-dir", str(project)]) == 0
    capsys.readouterr()
    args = ["install", "cursor", "--user", "--dry-run", "--project-dir", str(project)]
    assert run(args) == 0
    out = capsys.readouterr().out
    assert "twice" in out and "memlane uninstall cursor --project" in out
    assert not (user_home / ".cursor" / "hooks.json").exists()


def test_claude_code_runs_an_identical_command_once(
    user_home: Path, project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Off PATH both levels run memlane by the same absolute command, and Claude Code drops a
    command identical to one it already runs: nothing to warn about."""
    assert run(["install", "claude-code", "--user", "--project-dir", str(project)]) == 0
    assert run(["install", "claude-code", "--project", "--project-dir", str(project)]) == 0
    assert "twice" not in capsys.readouterr().out
    assert run(["install", "claude-code", "--check", "--project-dir", str(project), "--json"]) == 0
    hooks = json.loads(capsys.readouterr().out)["harnesses"]["claude-code"]["hooks"]
    assert hooks["duplicated"] == [] and len(hooks["files"]) == 2
