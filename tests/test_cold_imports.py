"""What a command pays before its first answer: opening a memory must not import the
libraries only some features use (issue 21: httpx alone was ~130 ms of every start)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PROBE = """
import json, sys
import memlane
with memlane.open(sys.argv[1], embedder="hash", scope="/work/app") as mem:
    mem.remember("cold start probe for the release checklist")
    mem.recall("release checklist")
heavy = ("httpx", "fastapi", "uvicorn", "starlette", "psycopg", "mcp", "rich.progress")
print(json.dumps(sorted(m for m in heavy if m in sys.modules)))
"""


def test_opening_and_recalling_imports_no_network_or_server_library(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path / "home")],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert json.loads(run.stdout.strip().splitlines()[-1]) == []
