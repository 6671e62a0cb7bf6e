"""What a command pays before its first answer: opening a memory must not import the
libraries only some features use (issue 21: httpx alone was ~130 ms of every start), and a
`memlane recall` must not load the services only other verbs use (doctor, install, interop,
capture and learning, lifecycle, sessions, the LLM clients: ~270 ms of every start)."""

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

# A recall from the command line, in-process; prints the modules it loaded that it must not.
CLI_PROBE = """
import json, sys
import memlane
with memlane.open(sys.argv[1], embedder="hash", scope="/work/app") as mem:
    mem.remember("cold start probe for the release checklist")
before = set(sys.modules)
from memlane.cli.main import run
code = run(["--home", sys.argv[1], "--embedder", "hash", "recall", "release checklist",
            "--scope", "/work/app", "--json"])
loaded = set(sys.modules) - before
print(json.dumps({"code": code, "loaded": sorted(m for m in loaded if m in sys.argv[2:])}))
"""

NOT_FOR_RECALL = (
    "memlane.services.doctor",
    "memlane.services.install",
    "memlane.services.install_check",
    "memlane.services.interop",
    "memlane.services.interop_export",
    "memlane.services.interop_discovery",
    "memlane.services.codebase_scan",
    "memlane.services.capture",
    "memlane.services.learn",
    "memlane.services.dream",
    "memlane.services.consolidate",
    "memlane.services.verify",
    "memlane.services.failures",
    "memlane.services.hooks",
    "memlane.services.llm",
    "memlane.services.sessions",
    "memlane.providers.chat",
    "memlane.store.session_index",
    "memlane.notes.repository",
    "memlane.notes.reading",
    "memlane.core.prompts",
    "memlane.core.interop_formats.registry",
    "memlane.core.session_model",
    "yaml",
    "tomlkit",
    "http.client",
    "httpx",
    "fastapi",
    "uvicorn",
    "mcp",
)


def test_opening_and_recalling_imports_no_network_or_server_library(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path / "home")],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert json.loads(run.stdout.strip().splitlines()[-1]) == []


def test_a_cli_recall_loads_no_service_that_only_other_verbs_use(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-c", CLI_PROBE, str(tmp_path / "home"), *NOT_FOR_RECALL],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["code"] == 0
    assert "release checklist" in run.stdout  # the recall really answered
    assert result["loaded"] == []
