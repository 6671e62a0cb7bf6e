"""The README is tested: its set-up commands match CI, and its Python example runs."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from memlane.cli.main import run
from memlane.core.privacy import find_credentials
from memlane.core.prompt_injection import assess_injection

ROOT = Path(__file__).parent.parent
README = (ROOT / "README.md").read_text("utf-8")


def _bash_blocks() -> list[str]:
    return re.findall(r"```bash\n(.*?)```", README, flags=re.S)


def test_ci_runs_the_readme_test_command() -> None:
    setup = next(b for b in _bash_blocks() if "# 2." in b)
    command = next(line for line in setup.splitlines() if line and not line.startswith("#"))
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    assert command in ci.splitlines()


def test_first_command_installs_remembers_recalls_and_serves() -> None:
    setup = next(b for b in _bash_blocks() if "# 1." in b)
    for step in ("pip install", "memlane remember", "memlane recall", "memlane serve"):
        assert step in setup


def _block_after(heading: str) -> list[list[str]]:
    """The command lines of the first bash block under ``heading``, as argv (comments cut)."""
    block = re.search(r"```bash\n(.*?)```", README.split(heading, 1)[1], flags=re.S)
    assert block, heading
    lines = [shlex.split(line, comments=True) for line in block.group(1).splitlines()]
    return [argv for argv in lines if argv]


# Long-running: they serve until stopped, so a test cannot run them as written.
LONG_RUNNING = {("notes", "watch")}


def _run_as_written(
    argv: list[str], capsys: pytest.CaptureFixture[str], fill: dict[str, str]
) -> str:
    assert argv[0] == "memlane", argv
    args = [fill.get(a, a) for a in argv[1:]]
    code = run(["--embedder", "hash", *args])
    out, err = capsys.readouterr()
    assert code == 0, (argv, err)
    return out


def test_usage_commands_run_as_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The s43 newcomer trial followed these lines by hand; `--embedder hash doctor` exited 6.
    project = tmp_path / "app"
    (project / ".git").mkdir(parents=True)
    monkeypatch.chdir(project)
    commands = _block_after("## Usage")
    assert len(commands) >= 20
    fill: dict[str, str] = {}
    for argv in commands:
        out = _run_as_written(argv, capsys, fill)
        if argv[1] == "forget":  # `restore <id>` takes the id forget printed
            found = re.search(r", id (\w+)\)", out)
            assert found, out
            fill["<id>"] = found.group(1)
    assert "<id>" in fill


def test_project_notes_commands_run_as_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "app"
    (project / ".git").mkdir(parents=True)
    monkeypatch.chdir(project)
    # `notes promote release-gates` promotes the fact the Usage section remembers first.
    _run_as_written(_block_after("## Usage")[0], capsys, {})
    fill: dict[str, str] = {}
    for argv in _block_after("### Project notes"):
        if tuple(argv[1:3]) in LONG_RUNNING:
            continue
        out = _run_as_written(argv, capsys, fill)
        if argv[1:3] == ["notes", "create"]:
            note_id = out.split()[1]
            fill["<id>"] = note_id[:8]  # the README says a unique prefix will do
            assert run(["--embedder", "hash", "notes", "read", note_id, "--json"]) == 0
            fill["<rev>"] = json.loads(capsys.readouterr().out)["revision"][:12]
    assert {"<id>", "<rev>"} <= set(fill)
    notes = list((project / ".agents" / "memory").glob("*.md"))
    assert len(notes) == 2  # the checklist (edited, archived) and the promoted fact
    assert any("archived: true" in n.read_text() for n in notes)


PYTHON_BLOCKS = re.findall(r"```python\n(.*?)```", README, flags=re.S)


@pytest.mark.parametrize(
    "example", PYTHON_BLOCKS, ids=[f"block{i}" for i in range(len(PYTHON_BLOCKS))]
)
def test_python_examples_run(home: Path, tmp_path: Path, example: str) -> None:
    proc = subprocess.run(
        [sys.executable, "-c", example],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env={"MEMLANE_HOME": str(home), "MEMLANE_EMBEDDER": "hash", "PATH": "/usr/bin:/bin"},
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip()  # each example prints what it shows


@pytest.mark.parametrize("path", re.findall(r"\]\((docs/[^)]+|bench/results/[^)]+)\)", README))
def test_linked_files_exist(path: str) -> None:
    assert (ROOT / path).exists(), path


def test_no_readme_paragraph_trips_either_gate() -> None:
    # The safety section describes attacks and credentials in prose; a gate that flags its own
    # documentation would withhold it from an agent that recalls it (bench/safety.py counts
    # these paragraphs among the real ones no gate may flag).
    paragraphs = [p.strip() for p in README.split("\n\n") if len(p.strip()) > 40]
    assert [p[:80] for p in paragraphs if assess_injection(p) is not None] == []
    assert [p[:80] for p in paragraphs if find_credentials(p)] == []
