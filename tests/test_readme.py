"""The README is tested: its set-up commands match CI, and its Python example runs."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

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
