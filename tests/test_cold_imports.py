"""What a command pays before its first answer: opening a memory must not import the
libraries only some features use (issue 21: httpx alone was ~130 ms of every start), and a
`memlane recall` must not load the services only other verbs use (doctor, install, interop,
capture and learning, lifecycle, sessions, the LLM clients: ~270 ms of every start)."""

from __future__ import annotations

import json
import os
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


def test_a_cold_console_recall_loads_neither_the_write_gate_nor_an_unused_model(
    tmp_path: Path,
) -> None:
    """`memlane recall` with no server, as an agent's shell runs it: the privacy gate's rules
    load on the first write and the ONNX embedders only for a store that uses one (issue 21);
    the answer is the recall's all the same."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text('embedder = "hash"\n')
    subprocess.run(
        [sys.executable, "-c", PROBE, str(home)], capture_output=True, timeout=120, check=True
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMLANE_")}
    env["MEMLANE_HOME"] = str(home)
    run = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "from memlane.cli.entry import main; main()",
         "recall", "release checklist", "--scope", "/work/app"],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-2000:]
    assert "release checklist" in run.stdout
    loaded = {line.rsplit("|", 1)[-1].strip() for line in run.stderr.splitlines()}
    assert "memlane.cli.recall_local" in loaded
    assert not loaded & {"memlane.core.privacy", "memlane.providers.onnx_embedder", "tokenizers"}


# What a server's warm-up loads: the first hook must not wait for the read gate's rules.
WARM_PROBE = """
import json, sys
import memlane
with memlane.open(sys.argv[1], embedder="hash", scope="/work/app") as mem:
    before = "memlane.core.prompt_injection" in sys.modules
    mem.warm_up()
    print(json.dumps([before, "memlane.core.prompt_injection" in sys.modules]))
"""


def test_a_servers_warm_up_loads_the_read_gate(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-c", WARM_PROBE, str(tmp_path / "home")],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "MEMLANE_HOME": str(tmp_path / "home")},
    )
    assert json.loads(out.stdout) == [False, True]
