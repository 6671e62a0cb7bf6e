"""A laptop using a team server (`memlane remote add`): writes to served scopes go to the
server only, reads merge local and remote in one ranking and one budget, and an unreachable
server leaves reads local with a one-line notice and makes writes fail with a typed error.
Real parts throughout: a PostgreSQL team server over loopback HTTP, a SQLite laptop store,
the CLI, the hook handler and the MCP tools."""

from __future__ import annotations

import io
import json
import os
import socket
import stat
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

import memlane
from memlane.cli.hook_client import warm_answer
from memlane.cli.main import run
from memlane.errors import RemoteUnavailable
from memlane.http.app import create_app
from memlane.http.server import Server, build_server
from memlane.mcp.tools import MemoryTools
from memlane.services.hooks import handle_hook
from memlane.services.memory import Memory
from memlane.services.workspace import workspace_scope
from memlane.store.protocol import ListFilter

SERVER_KEY = "/srv/app"


@pytest.fixture
def server_mem(tmp_path: Path, pg_clean_url: str) -> Iterator[Memory]:
    with memlane.open(
        tmp_path / "server-home", embedder="hash", store=pg_clean_url, scope=SERVER_KEY
    ) as m:
        yield m


@pytest.fixture
def server(server_mem: Memory) -> Iterator[Server]:
    srv = Server(create_app(server_mem, host="127.0.0.1"), host="127.0.0.1", port=0)
    with srv.running():
        yield srv


@pytest.fixture
def project(tmp_path: Path) -> Path:
    folder = tmp_path / "checkout" / "app"
    (folder / ".git").mkdir(parents=True)
    return folder


@pytest.fixture
def laptop(
    home: Path,
    server: Server,
    server_mem: Memory,
    project: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> Iterator[Memory]:
    """Ana's laptop: `memlane remote add` with her token on stdin, then a Memory opened in
    her checkout (a different path from the team's key for it)."""
    _, token = server_mem.users_add("ana", role="writer", scopes=[SERVER_KEY])
    local_key = workspace_scope(project)
    monkeypatch.setattr("sys.stdin", io.StringIO(token + "\n"))
    code = run(
        ["remote", "add", "team", server.url, "--scope", f"{local_key}={SERVER_KEY}", "--json"]
    )
    assert code == 0, capsys.readouterr()
    added = json.loads(capsys.readouterr().out)
    assert added["user"]["name"] == "ana"
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        yield m


def test_remote_add_keeps_the_token_out_of_config(home: Path, laptop: Memory) -> None:
    config = (home / "config.toml").read_text()
    assert "[[remotes]]" in config and "/srv/app" in config and "mlt_" not in config
    creds = home / "credentials.json"
    assert stat.S_IMODE(creds.stat().st_mode) == 0o600
    assert json.loads(creds.read_text())["team"].startswith("mlt_")
    os.chmod(creds, 0o644)
    with pytest.raises(memlane.InvalidInput):
        memlane.open(home, embedder="hash")


def test_writes_to_a_served_scope_go_to_the_server_only(laptop: Memory, server_mem: Memory) -> None:
    receipt = laptop.remember("deploys go through argo with two approvals", slug="deploys")
    assert receipt.scope == laptop.default_scope  # filed under this checkout's key here
    on_server = server_mem.get("deploys", scope=SERVER_KEY)
    assert on_server.provenance.author == "ana"
    assert laptop._store.list_records(ListFilter(include_archived=True)) == ([], 0)
    elsewhere = laptop.remember("my own scratch note", scope="/work/elsewhere")
    assert laptop._store.maybe_get(elsewhere.id) is not None
    # Reads of the served scope come back from the server, edits and forgets go there.
    assert laptop.get("deploys").provenance.author == "ana"
    assert laptop.list().total == 1
    laptop.edit("deploys", body="deploys go through argo with three approvals")
    assert "three" in server_mem.get("deploys", scope=SERVER_KEY).body
    laptop.forget("deploys")
    with pytest.raises(memlane.NotFound):
        server_mem.get("deploys", scope=SERVER_KEY)


def test_the_privacy_gate_runs_before_anything_leaves(laptop: Memory, server_mem: Memory) -> None:
    secret = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    with pytest.raises(memlane.PrivacyRefused):
        laptop.remember(f"the deploy token is {secret}")
    assert server_mem.list(scope=SERVER_KEY).total == 0


def test_recall_merges_local_and_remote_in_one_budget(laptop: Memory, server_mem: Memory) -> None:
    server_mem.remember("kafka topics are namespaced per team", scope=SERVER_KEY)
    laptop.remember("kafka consumer lag alerts page the on-call", scope="global")
    packet = laptop.recall("kafka topics consumer lag", budget=400)
    ids = {h.record.scope for h in packet.hits}
    assert ids == {laptop.default_scope, "global"}
    assert packet.estimated_tokens <= 400
    scores = [h.score for h in packet.hits]
    assert scores == sorted(scores, reverse=True)
    hits = laptop.search("kafka").hits
    assert {h.record.scope for h in hits} == {laptop.default_scope, "global"}
    brief = laptop.brief()
    assert "kafka" in brief.text


def _stop(server: Server) -> None:
    """Stop the server and wait until its port refuses connections."""
    server.stop()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", server.port), timeout=0.2).close()
        except OSError:
            return
        time.sleep(0.05)
    raise AssertionError("the server did not stop")


def test_unreachable_server_reads_fall_back_and_writes_fail(
    laptop: Memory, server: Server, capsys: pytest.CaptureFixture[str], project: Path
) -> None:
    laptop.remember("kafka consumer lag alerts page the on-call", scope="global")
    _stop(server)
    packet = laptop.recall("kafka consumer lag", fmt="text")
    assert packet.rendered.splitlines()[0].startswith("note: team memory server 'team'")
    assert [h.record.scope for h in packet.hits] == ["global"]
    assert laptop.search("kafka").notice
    with pytest.raises(RemoteUnavailable):
        laptop.remember("written while offline must not vanish")
    assert laptop._store.list_records(ListFilter(include_archived=True))[1] == 1
    os.chdir(project)
    assert run(["remember", "offline write", "--json"]) == 6
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "remote_unavailable"


def test_hooks_and_mcp_use_the_server(laptop: Memory, server_mem: Memory, project: Path) -> None:
    server_mem.remember("integration tests need the redis sidecar", scope=SERVER_KEY)
    out = handle_hook(
        laptop, "prompt", {"cwd": str(project), "prompt": "why do integration tests need redis"}
    )
    assert "redis sidecar" in out["hookSpecificOutput"]["additionalContext"]
    tools = MemoryTools(laptop, scope=laptop.default_scope)
    tools.remember("flaky e2e runs are retried once, never twice")
    assert "retried once" in server_mem.list(scope=SERVER_KEY).records[0].body
    assert "redis sidecar" in tools.recall("redis sidecar integration")
    made = server_mem.list(scope=SERVER_KEY).records[0]
    assert tools.get(made.id)["title"]
    tools.forget(made.id)
    assert server_mem.list(scope=SERVER_KEY).total == 1


def test_the_warm_hook_lane_reads_through_the_server(
    laptop: Memory, server_mem: Memory, project: Path, home: Path
) -> None:
    """A hook on the laptop forwards to the laptop's own `memlane serve` (the warm lane),
    whose Memory reads the team's scope through the team server."""
    server_mem.remember("schema migrations run in the release job only", scope=SERVER_KEY)
    local = build_server(laptop, host="127.0.0.1", port=0)
    with local.running():
        answer = warm_answer(
            home, "prompt", {"cwd": str(project), "prompt": "when do schema migrations run"}
        )
    assert answer is not None
    assert "release job" in answer["hookSpecificOutput"]["additionalContext"]
