"""Hooks run the console script's interpreter on its entry point, not pip's wrapper (which
imports re before memlane runs); anything that is not such a script is left as it is."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

from memlane.services.install_formats import is_memlane_hook
from memlane.services.install_targets import (
    CLAUDE_HOOKS,
    HOOK_ENTRY,
    PORTABLE,
    hook_launcher,
    hook_specs,
)

# What pip (distlib) writes for [project.scripts] memlane = "memlane.cli.entry:main".
PIP_SCRIPT = """#!{python}
# -*- coding: utf-8 -*-
import re
import sys
from memlane.cli.entry import main
if __name__ == '__main__':
    sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])
    sys.exit(main())
"""


def script(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "bin" / "memlane"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(0o755)
    return path


def test_a_pip_console_script_is_run_by_its_interpreter(tmp_path: Path) -> None:
    path = script(tmp_path, PIP_SCRIPT.format(python=sys.executable))
    assert hook_launcher([str(path)]) == [sys.executable, "-c", HOOK_ENTRY]
    spec = next(s for s in hook_specs(CLAUDE_HOOKS, [str(path)], "claude-code") if s.matcher)
    assert is_memlane_hook({"type": "command", "command": spec.command})


def test_other_launchers_are_kept(tmp_path: Path) -> None:
    # /bin/sh starts pip's scripts whose interpreter path is too long or has spaces
    sh = script(tmp_path, "#!/bin/sh\n'''exec' \"/x y/python\" \"$0\" \"$@\"\n' '''\n")
    other = script(tmp_path / "o", f"#!{sys.executable}\nprint('not memlane')\n")
    env_python = script(tmp_path / "e", PIP_SCRIPT.format(python="/usr/bin/env python3"))
    for argv in (
        [*PORTABLE],
        [str(sh)],
        [str(other)],
        [str(env_python)],
        [str(tmp_path / "gone")],
        [sys.executable, "-m", "memlane.cli.entry"],
    ):
        assert hook_launcher(argv) == argv


def test_the_installed_command_runs_the_hook(tmp_path: Path) -> None:
    path = script(tmp_path, PIP_SCRIPT.format(python=sys.executable))
    spec = next(s for s in hook_specs(CLAUDE_HOOKS, [str(path)], "claude-code") if s.matcher)
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    (tmp_path / "home").mkdir()
    payload = {"session_id": "s", "cwd": str(project), "tool_name": "Bash"}
    payload["tool_input"] = {"command": "ls"}
    env = {**os.environ, "MEMLANE_HOME": str(tmp_path / "home"), "MEMLANE_EMBEDDER": "hash"}
    proc = subprocess.run(
        shlex.split(spec.command),
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == ""  # no failure recorded for `ls`: nothing to say
    assert not (tmp_path / "home" / "hooks.log").exists()


def test_the_full_cli_behind_it_calls_itself_memlane() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", HOOK_ENTRY, "hook", "--help"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Usage: memlane hook" in proc.stdout
