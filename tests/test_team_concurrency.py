"""Three `memlane serve` processes on one PostgreSQL database and sixteen client processes
(eight HTTP API clients rotating over the servers like a load balancer, four CLI clients and
four MCP clients whose laptops use a server through `memlane remote`), each doing a fixed
number of writes, reads and forbidden attempts at once.

Afterwards the database is the judge: every acknowledged write is there with its author
(0 lost), every record a read returned belongs to the scope it asked for (0 cross-scope
reads), and no read or write went past the user's grants (0 past grants).
"""

from __future__ import annotations

import io
import json
import multiprocessing as mp
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import Client

import memlane
from memlane.cli.main import run
from memlane.mcp import build_server
from memlane.store.postgres import PostgresStore
from memlane.store.protocol import ListFilter

SERVERS = 3
API_CLIENTS, CLI_CLIENTS, MCP_CLIENTS = 8, 4, 4
WRITES = 6  # per client
READS = 3  # per client
HIDDEN = "/team/vault"
# user -> (role, granted scopes); clients take them in turn.
USERS: dict[str, tuple[str, list[str]]] = {
    "wa": ("writer", ["/team/a"]),
    "wb": ("writer", ["/team/b"]),
    "wab": ("writer", ["/team/a", "/team/b"]),
    "ra": ("reader", ["/team/a"]),
}
NAMES = list(USERS)


def _serve(url: str, home: Path) -> subprocess.Popen[str]:
    serve = ["serve", "--store", url, "--port", "0", "--scope", "/team/a", "--json"]
    return subprocess.Popen(
        [sys.executable, "-m", "memlane.cli.entry", "--embedder", "hash", *serve],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "MEMLANE_HOME": str(home)},
    )


def _announced_url(proc: subprocess.Popen[str]) -> str:
    """The url in the JSON object `memlane serve --json` prints once it listens."""
    assert proc.stdout is not None
    text = ""
    while True:
        line = proc.stdout.readline()
        assert line, "the server exited before it listened"
        text += line
        try:
            return str(json.loads(text)["url"])
        except ValueError:
            continue


@pytest.fixture
def servers(pg_url: str, tmp_path: Path) -> Iterator[list[str]]:
    procs: list[subprocess.Popen[str]] = []
    try:
        for i in range(SERVERS):
            procs.append(_serve(pg_url, tmp_path / f"server{i}"))
        urls = [_announced_url(proc) for proc in procs]
        yield urls
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(timeout=30)


# -- the clients (each runs in its own process) --------------------------------------------


def _api_client(idx: int, user: str, token: str, urls: list[str], out: str) -> None:
    role, grants = USERS[user]
    log: dict[str, Any] = {"acked": [], "reads": [], "forbidden_ok": []}
    clients = [
        httpx.Client(base_url=u, headers={"authorization": f"Bearer {token}"}, timeout=60)
        for u in urls
    ]
    turn = 0

    def nxt() -> httpx.Client:
        nonlocal turn
        turn += 1
        return clients[turn % len(clients)]

    for j in range(WRITES):
        scope = grants[j % len(grants)]
        text = f"api client {idx} write {j} concerns subsystem s{idx}x{j} rollout"
        resp = nxt().post("/v1/remember", json={"text": text, "scope": scope})
        if role == "reader":
            if resp.status_code != 403:
                log["forbidden_ok"].append(["reader write", resp.status_code])
            continue
        assert resp.status_code == 201, resp.text
        log["acked"].append([resp.json()["id"], scope, text])
    for scope in ("/team/b" if "/team/b" not in grants else "/team/a", HIDDEN):
        if scope in grants:
            continue
        resp = nxt().post("/v1/remember", json={"text": f"sneaky {idx}", "scope": scope})
        if resp.status_code < 400:
            log["forbidden_ok"].append(["write past grants", scope])
        peek = nxt().get("/v1/search", params={"q": "subsystem rollout", "scope": scope})
        if peek.status_code < 400 and peek.json()["hits"]:
            log["forbidden_ok"].append(["read past grants", scope])
    for j in range(READS):
        scope = grants[j % len(grants)]
        hits = nxt().post("/v1/recall", json={"query": "subsystem rollout", "scope": scope})
        found = nxt().get("/v1/search", params={"q": "subsystem rollout", "scope": scope})
        listed = nxt().get("/v1/records", params={"scope": scope, "limit": 200})
        ids = [h["id"] for h in hits.json()["hits"]]
        ids += [h["id"] for h in found.json()["hits"]]
        ids += [r["id"] for r in listed.json()["records"]]
        log["reads"].append([scope, ids])
        everything = nxt().get("/v1/records", params={"all_scopes": "true", "limit": 1000})
        log["reads"].append(["*", [r["id"] for r in everything.json()["records"]]])
    Path(out).write_text(json.dumps(log))


def _laptop(home: Path, idx: int, token: str, url: str, remote_scope: str) -> str:
    """`memlane remote add` on a fresh laptop home; returns the local key it maps."""
    os.environ["MEMLANE_HOME"] = str(home)
    local = f"/laptop{idx}/app"
    sys.stdin = io.StringIO(token + "\n")
    assert run(["remote", "add", "team", url, "--scope", f"{local}={remote_scope}"]) == 0
    return local


def _cli_client(idx: int, user: str, token: str, url: str, home: str, out: str) -> None:
    role, grants = USERS[user]
    local = _laptop(Path(home), idx, token, url, grants[0])
    log: dict[str, Any] = {"acked": [], "reads": [], "forbidden_ok": []}
    real = sys.stdout
    for j in range(WRITES):
        text = f"cli client {idx} write {j} concerns subsystem s{idx}y{j} rollout"
        sys.stdout = buf = io.StringIO()
        code = run(["--embedder", "hash", "remember", text, "--scope", local, "--json"])
        sys.stdout = real
        if role == "reader":
            if code != 7:
                log["forbidden_ok"].append(["reader write", code])
            continue
        assert code == 0, buf.getvalue()
        log["acked"].append([json.loads(buf.getvalue())["id"], grants[0], text])
    for _ in range(READS):
        ids: list[str] = []
        for args, key in (
            (["search", "subsystem rollout"], "hits"),
            (["list", "--limit", "200"], "records"),
        ):
            sys.stdout = buf = io.StringIO()
            code = run(["--embedder", "hash", *args, "--scope", local, "--json"])
            sys.stdout = real
            assert code == 0, buf.getvalue()
            ids += [h["id"] for h in json.loads(buf.getvalue())[key]]
        log["reads"].append([grants[0], ids])
    Path(out).write_text(json.dumps(log))


def _mcp_client(idx: int, user: str, token: str, url: str, home: str, out: str) -> None:
    role, grants = USERS[user]
    local = _laptop(Path(home), idx, token, url, grants[0])
    log: dict[str, Any] = {"acked": [], "reads": [], "forbidden_ok": []}
    mem = memlane.open(home, embedder="hash", scope=local)
    server = build_server(mem, scope=local)

    async def body() -> None:
        async with Client(server) as client:
            for j in range(WRITES):
                text = f"mcp client {idx} write {j} concerns subsystem s{idx}z{j} rollout"
                result = await client.call_tool("remember", {"text": text})
                if role == "reader":
                    if not result.is_error:
                        log["forbidden_ok"].append(["reader write", "accepted"])
                    continue
                assert not result.is_error, result
                receipt = json.loads(result.content[0].text)  # type: ignore[union-attr]
                log["acked"].append([receipt["id"], grants[0], text])
            for _ in range(READS):
                found = await client.call_tool("search", {"query": "subsystem rollout"})
                hits = json.loads(found.content[0].text)["hits"]  # type: ignore[union-attr]
                log["reads"].append([grants[0], [h["id"] for h in hits]])

    anyio.run(body)
    mem.close()
    Path(out).write_text(json.dumps(log))


# -- the test ------------------------------------------------------------------------------


@pytest.mark.slow
def test_three_servers_sixteen_clients(
    pg_url: str, servers: list[str], tmp_path: Path, home: Path
) -> None:
    with memlane.open(home, embedder="hash", store=pg_url, scope="/team/a") as admin:
        tokens = {
            name: admin.users_add(name, role=role, scopes=grants)[1]
            for name, (role, grants) in USERS.items()
        }
        admin.remember("the vault root key rotates every ninety days", scope=HIDDEN)
    ctx = mp.get_context("spawn")
    procs = []
    logs: list[tuple[str, Path]] = []
    for i in range(API_CLIENTS + CLI_CLIENTS + MCP_CLIENTS):
        user = NAMES[i % len(NAMES)]
        out = tmp_path / f"client{i}.json"
        url = servers[i % SERVERS]
        if i < API_CLIENTS:
            target, args = _api_client, (i, user, tokens[user], servers, str(out))
        elif i < API_CLIENTS + CLI_CLIENTS:
            target = _cli_client  # type: ignore[assignment]
            args = (i, user, tokens[user], url, str(tmp_path / f"laptop{i}"), str(out))  # type: ignore[assignment]
        else:
            target = _mcp_client  # type: ignore[assignment]
            args = (i, user, tokens[user], url, str(tmp_path / f"laptop{i}"), str(out))  # type: ignore[assignment]
        procs.append(ctx.Process(target=target, args=args))
        logs.append((user, out))
    started = time.monotonic()
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=600)
        assert p.exitcode == 0
    elapsed = time.monotonic() - started

    store = PostgresStore(pg_url, pool_max=2)
    try:
        stored = {r.id: r for r in store.iter_records(ListFilter(include_archived=True))}
    finally:
        store.close()
    acked = lost = cross_scope = past_grants = reads = 0
    for user, out in logs:
        log = json.loads(out.read_text())
        grants = set(USERS[user][1])
        past_grants += len(log["forbidden_ok"])
        for rid, scope, text in log["acked"]:
            acked += 1
            rec = stored.get(rid)
            if rec is None or rec.scope != scope or rec.body != text:
                lost += 1
            elif rec.provenance.author != user:
                lost += 1  # stored, but not as the user who wrote it
        for asked, ids in log["reads"]:
            reads += 1
            for rid in ids:
                rec = stored.get(rid)
                assert rec is not None, rid
                if rec.scope not in grants:
                    past_grants += 1
                elif asked != "*" and rec.scope != asked:
                    cross_scope += 1
    writers = sum(1 for user, _ in logs if USERS[user][0] == "writer")
    assert acked == writers * WRITES
    print(
        f"{SERVERS} servers, {len(procs)} clients, {acked} acknowledged writes, {reads} reads "
        f"in {elapsed:.1f} s: lost {lost}, cross-scope {cross_scope}, past grants {past_grants}"
    )
    assert (lost, cross_scope, past_grants) == (0, 0, 0)
