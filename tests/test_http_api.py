"""The /v1 HTTP API over real HTTP on loopback: verbs, error mapping, timeline, patterns,
notes, the corpus, and the server.json lifecycle."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from starlette.testclient import TestClient

import memlane
from credentials import github_token
from memlane.home import SERVER_FILE
from memlane.http.app import create_app
from memlane.http.server import build_server
from memlane.services.memory import Memory


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / ".agents" / "memory").mkdir(parents=True)
    return root


@pytest.fixture
def mem(home: Path, project: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        yield m


@pytest.fixture
def client(mem: Memory) -> Iterator[httpx.Client]:
    server = build_server(mem, host="127.0.0.1", port=0)
    with server.running(), httpx.Client(base_url=server.url, timeout=30) as c:
        yield c


def assert_error(r: httpx.Response, status: int, code: str) -> dict[str, object]:
    body = r.json()
    assert r.status_code == status, body
    assert body["code"] == code
    assert body["message"] and body["remedy"]
    return body


def test_remember_get_list_search_recall_brief(client: httpx.Client) -> None:
    r = client.post(
        "/v1/remember",
        json={
            "text": "Run both release gates before tagging",
            "slug": "release-gates",
            "tags": ["release"],
        },
    )
    assert r.status_code == 201
    receipt = r.json()
    assert receipt["slug"] == "release-gates" and not receipt["updated"]

    got = client.get("/v1/records/release-gates").json()
    assert got["id"] == receipt["id"] and got["tags"] == ["release"]
    assert got["scope_label"] == "proj"

    page = client.get("/v1/records", params={"kind": "fact"}).json()
    assert page["total"] == 1 and page["records"][0]["slug"] == "release-gates"

    found = client.get("/v1/search", params={"q": "release"}).json()
    assert found["total"] == 1 and found["hits"][0]["slug"] == "release-gates"

    packet = client.post("/v1/recall", json={"query": "release gates tagging"}).json()
    assert packet["receipt"].startswith("r_")
    assert [row["slug"] for row in packet["data"]["rows"]] == ["release-gates"]

    brief = client.get("/v1/brief", params={"preview": "true"}).json()
    assert "Run both release gates" in brief["text"]
    assert brief["receipt"] is None and brief["token_estimate"] > 0 and brief["chars"] > 0

    health = client.get("/v1/health").json()
    assert health["status"] == "ok" and health["token_required"] is False


def test_errors_map_to_statuses_with_code_message_remedy(client: httpx.Client) -> None:
    assert_error(client.get("/v1/records/no-such-thing"), 404, "not_found")
    assert_error(client.get("/v1/no-such-endpoint"), 404, "not_found")
    assert_error(client.delete("/v1/health"), 405, "method_not_allowed")

    client.post(
        "/v1/remember",
        json={"text": "the release needs both gates green before tagging", "slug": "release-gates"},
    )
    dup = assert_error(
        client.post(
            "/v1/remember", json={"text": "The release needs both gates green before tagging!"}
        ),
        409,
        "near_duplicate",
    )
    assert "release-gates" in str(dup["message"])

    secret = f"deploy with {github_token()}"
    assert_error(client.post("/v1/remember", json={"text": secret}), 400, "privacy_refused")
    assert client.get("/v1/search", params={"q": "deploy"}).json()["total"] == 0

    huge = "x" * (260 * 1024)
    assert_error(client.post("/v1/remember", json={"text": huge}), 413, "payload_too_large")

    missing = assert_error(client.post("/v1/remember", json={}), 422, "invalid_input")
    assert "text" in str(missing["message"])
    assert_error(
        client.post("/v1/remember", json={"text": "x", "type": "bogus"}), 422, "invalid_input"
    )
    assert_error(client.get("/v1/records", params={"scope": "ssh:"}), 422, "scope_invalid")
    assert_error(
        client.post(
            "/v1/remember", content=b"not json", headers={"content-type": "application/json"}
        ),
        422,
        "invalid_input",
    )


def test_update_pin_why_and_forget(client: httpx.Client) -> None:
    rid = client.post(
        "/v1/remember", json={"text": "Deploys go through helm", "slug": "deploy-tool"}
    ).json()["id"]
    edited = client.patch("/v1/records/deploy-tool", json={"body": "Deploys go through argo"})
    assert edited.status_code == 200 and edited.json()["body"] == "Deploys go through argo"
    assert_error(client.patch("/v1/records/deploy-tool", json={}), 422, "invalid_input")
    assert_error(
        client.patch("/v1/records/deploy-tool", json={"pinned": None}), 422, "invalid_input"
    )

    pinned = client.post(f"/v1/records/{rid}/pin", json={"pinned": True}).json()
    assert pinned["pinned"] is True
    why = client.get("/v1/records/deploy-tool/why").json()
    assert why["revisions"] == 2 and why["provenance"]["trigger"] == "api"

    gone = client.delete("/v1/records/deploy-tool").json()
    assert gone["forgotten"] == rid
    assert_error(client.get(f"/v1/records/{rid}"), 404, "not_found")


def test_patterns_pin_edit_resets_confidence_and_delete(client: httpx.Client) -> None:
    rid = client.post(
        "/v1/remember",
        json={
            "text": "Prefer small PRs with one concern",
            "kind": "pattern",
            "category": "convention",
            "confidence": 0.6,
        },
    ).json()["id"]
    fact = client.post("/v1/remember", json={"text": "Use uv in CI"}).json()["id"]

    listed = client.get("/v1/patterns").json()
    assert [p["id"] for p in listed["records"]] == [rid]
    assert client.post(f"/v1/patterns/{rid}/pin", json={}).json()["pinned"] is True

    edited = client.patch(f"/v1/patterns/{rid}", json={"body": "Prefer small PRs"}).json()
    assert edited["body"] == "Prefer small PRs" and edited["confidence"] == 1.0

    # A fact is not a pattern: the pattern routes do not touch it.
    assert_error(client.delete(f"/v1/patterns/{fact}"), 404, "not_found")
    assert client.delete(f"/v1/patterns/{rid}").json()["forgotten"] == rid
    assert client.get("/v1/patterns").json()["total"] == 0


def test_event_timeline_filters_counts_and_substring_hits(client: httpx.Client) -> None:
    for text, kind_type in (
        ("Session fixed the authentication test", "session_completed"),
        ("Nightly run passed", "run_completed"),
        ("Rotate the staging password monthly", "manual_note"),
        ("Session refactored scope matching", "session_completed"),
    ):
        client.post("/v1/remember", json={"text": text, "kind": "event", "type": kind_type})
    client.post("/v1/remember", json={"text": "authentication uses tokens"})  # a fact

    everything = client.get("/v1/events").json()
    assert everything["total"] == 4
    assert everything["counts"] == {
        "session_completed": 2,
        "run_completed": 1,
        "manual_note": 1,
        "task_completed": 0,
    }
    newest_first = [r["created_at"] for r in everything["records"]]
    assert newest_first == sorted(newest_first, reverse=True)

    sessions = client.get("/v1/events", params={"type": "session_completed"}).json()
    assert sessions["total"] == 2
    assert {r["type"] for r in sessions["records"]} == {"session_completed"}
    assert client.get("/v1/events", params={"when": "24h"}).json()["total"] == 4

    # "thentic" is only a substring: the plain substring hit is kept, the fact is not an event.
    hits = client.get("/v1/events", params={"q": "thentic"}).json()
    assert [r["title"] for r in hits["records"]] == ["Session fixed the authentication test"]
    assert_error(client.get("/v1/events", params={"when": "1y"}), 422, "invalid_input")


def test_notes_crud_conflict_archive_graph_and_search(client: httpx.Client, project: Path) -> None:
    created = client.post(
        "/v1/notes",
        json={
            "title": "SSH host pinning",
            "body": "Pinned on first save. See [[Nowhere]].",
            "tags": ["ssh"],
        },
    )
    assert created.status_code == 201
    note = created.json()
    assert (project / ".agents" / "memory" / note["relative_path"]).is_file()

    listed = client.get("/v1/notes").json()
    assert [n["id"] for n in listed["notes"]] == [note["id"]]
    read = client.get(f"/v1/notes/{note['id']}").json()
    assert read["revision"] == note["revision"]

    saved = client.patch(
        f"/v1/notes/{note['id']}",
        json={"revision": note["revision"], "body": "Pinned on first save."},
    )
    assert saved.status_code == 200
    stale = client.patch(
        f"/v1/notes/{note['id']}", json={"revision": note["revision"], "body": "lost update"}
    )
    assert_error(stale, 409, "conflict")
    assert "lost update" not in client.get(f"/v1/notes/{note['id']}").json()["body"]

    plain = project / ".agents" / "memory" / "sub" / "plain.md"
    plain.parent.mkdir()
    plain.write_text("# Plain\n\nLinks to [[SSH host pinning]] and [[Missing]].\n")
    graph = client.get("/v1/notes/graph").json()
    assert {"note_id": "md:sub/plain.md", "target": "Missing"} in graph["broken"]
    assert client.get("/v1/notes/md:sub/plain.md").json()["title"] == "Plain"

    hits = client.get("/v1/notes/search", params={"q": "pinned"}).json()["hits"]
    assert hits and hits[0]["id"] == note["id"]

    revision = saved.json()["revision"]
    archived = client.post("/v1/notes/archive", json={"id": note["id"], "revision": revision})
    assert archived.json()["archived"] is True
    assert note["id"] not in [n["id"] for n in client.get("/v1/notes").json()["notes"]]
    shown = client.get("/v1/notes", params={"archived": "true"}).json()["notes"]
    assert note["id"] in [n["id"] for n in shown]

    remote = client.get("/v1/notes", params={"scope": "ssh:build-box:/srv/app"})
    assert_error(remote, 422, "invalid_input")


def test_export_import_roundtrip(client: httpx.Client, tmp_path: Path) -> None:
    client.post("/v1/remember", json={"text": "Run both release gates", "slug": "gates"})
    client.post(
        "/v1/remember",
        json={"text": "Nightly run passed", "kind": "event", "type": "run_completed"},
    )
    corpus = client.get("/v1/export").json()
    assert corpus["format"] == "memlane-corpus" and len(corpus["records"]) == 2

    with memlane.open(tmp_path / "other", embedder="hash", scope="/work/other") as other:
        server = build_server(other, host="127.0.0.1", port=0)
        with server.running(), httpx.Client(base_url=server.url) as second:
            first = second.post("/v1/import", json=corpus).json()
            assert first["added"] == 2
            again = second.post("/v1/import", json=corpus).json()
            assert again["added"] == 0 and again["existing"] == 2
            bad = second.post("/v1/import", json={"format": "nope", "version": 1, "records": []})
            assert_error(bad, 422, "invalid_input")


def test_digest_stats_and_settings_read(client: httpx.Client) -> None:
    client.post(
        "/v1/remember",
        json={"text": "Session fixed the build", "kind": "event", "type": "session_completed"},
    )
    client.post(
        "/v1/remember",
        json={
            "text": "Never mock the store",
            "kind": "pattern",
            "category": "pitfall",
            "confidence": 0.9,
        },
    )
    digest = client.get("/v1/digest").json()
    assert digest["events_by_type"]["session_completed"] == 1
    assert [p["body"] for p in digest["top_patterns"]] == ["Never mock the store"]
    stats = client.get("/v1/stats").json()
    assert stats["counts"]["event"]["session_completed"] == 1
    assert client.get("/v1/settings").json()["embedder"] == "hash"


def test_remote_scope_is_isolated_over_http(client: httpx.Client) -> None:
    remote = "ssh:build-box:/srv/app"
    client.post("/v1/remember", json={"text": "deploys use the blue pool", "scope": remote})
    client.post("/v1/remember", json={"text": "local deploys use docker"})
    local = client.get("/v1/search", params={"q": "deploys", "all_projects": "true"}).json()
    assert [h["title"] for h in local["hits"]] == ["local deploys use docker"]
    there = client.get("/v1/records", params={"scope": remote}).json()
    assert [r["scope_label"] for r in there["records"]] == ["build-box · app"]


def test_server_json_is_written_while_serving_and_removed_after(mem: Memory, home: Path) -> None:
    state = home / SERVER_FILE
    server = build_server(mem, host="127.0.0.1", port=0)
    with server.running():
        info = json.loads(state.read_text())
        assert info["port"] == server.port and info["url"] == server.url
        assert info["host"] == "127.0.0.1" and info["token_required"] is False
        assert isinstance(info["pid"], int) and info["started_at"]
        assert httpx.get(info["url"] + "/v1/health").json()["status"] == "ok"
    assert not state.exists()


def test_hook_route_runs_the_agent_hook_in_the_warm_process(
    client: httpx.Client, project: Path
) -> None:
    client.post("/v1/remember", json={"text": "Run both release gates before tagging"})
    out = client.post("/v1/hooks/session-start", json={"cwd": str(project), "session_id": "s1"})
    assert out.status_code == 200
    context = out.json()["hookSpecificOutput"]
    assert context["hookEventName"] == "SessionStart"
    assert "Run both release gates" in context["additionalContext"]
    assert_error(client.post("/v1/hooks/no-such-event", json={}), 422, "invalid_input")
    assert_error(client.post("/v1/hooks/prompt", json=[1, 2]), 422, "invalid_input")


def test_hook_route_answers_in_the_named_agents_shape(client: httpx.Client, project: Path) -> None:
    client.post("/v1/remember", json={"text": "Run both release gates before tagging"})
    body = {"conversation_id": "c1", "workspace_roots": [str(project)]}
    out = client.post("/v1/hooks/session-start", params={"agent": "cursor"}, json=body).json()
    assert "Run both release gates" in out["additional_context"]  # Cursor's sessionStart shape
    assert_error(
        client.post("/v1/hooks/session-start", params={"agent": "vim"}, json=body),
        422,
        "invalid_input",
    )


def test_outcome_route_settles_a_receipt_once(
    client: httpx.Client, mem: Memory, project: Path
) -> None:
    pid = mem.remember(
        "Run both release gates", kind="pattern", category="convention", confidence=0.7
    ).id
    receipt = mem.brief().receipt
    done = client.post("/v1/outcomes", json={"receipt": receipt, "outcome": "done"})
    assert done.status_code == 200 and done.json()["recorded"] and done.json()["by"] == "agent"
    assert mem.get(pid).confidence == 0.75
    again = client.post(
        "/v1/outcomes", json={"receipt": receipt, "outcome": "failed", "by": "person"}
    )
    assert again.json()["recorded"] is False and mem.get(pid).confidence == 0.75
    assert_error(
        client.post("/v1/outcomes", json={"receipt": "r_x", "outcome": "done"}), 404, "not_found"
    )
    assert_error(
        client.post("/v1/outcomes", json={"receipt": receipt, "outcome": "great"}),
        422,
        "invalid_input",
    )


def test_hook_route_refuses_clients_on_other_machines(mem: Memory) -> None:
    """A token admits remote API clients, but a hook payload names local paths to read."""
    token = "t" * 24
    app = create_app(mem, token=token, host="0.0.0.0")
    auth = {"Authorization": f"Bearer {token}"}
    with TestClient(app, client=("203.0.113.7", 40000)) as remote:
        refused = remote.post("/v1/hooks/session-end", json={"cwd": "/"}, headers=auth)
        assert_error(refused, 403, "not_local")
        assert remote.get("/v1/health", headers=auth).status_code == 200


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_memlane_serve_announces_itself_and_cleans_up_when_stopped(
    home: Path, tmp_path: Path, sig: signal.Signals
) -> None:
    env = {**os.environ, "MEMLANE_HOME": str(home)}
    cmd = [sys.executable, "-m", "memlane.cli.main", "--embedder", "hash", "serve",
           "--port", "0", "--scope", str(tmp_path), "--json"]  # fmt: skip
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)  # fmt: skip
    try:
        assert proc.stdout is not None
        announced = ""
        while True:  # the announcement is one JSON object, possibly over several lines
            line = proc.stdout.readline()
            assert line, proc.stderr.read() if proc.stderr else "no output"
            announced += line
            with contextlib.suppress(ValueError):
                info = json.loads(announced)
                break
        assert json.loads((home / SERVER_FILE).read_text())["url"] == info["url"]
        assert httpx.get(info["url"] + "/v1/health").json()["scope"] == str(tmp_path)
        proc.send_signal(sig)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()
    assert not (home / SERVER_FILE).exists()
    if sig == signal.SIGINT:
        assert proc.returncode == 0


def test_ui_pages_render_for_local_remote_and_global_scopes(client: httpx.Client) -> None:
    client.post("/v1/remember", json={"text": "deploys use the blue pool",
                                      "scope": "ssh:build-box:/srv/app"})  # fmt: skip
    html = {"accept": "text/html"}
    for scope in (None, "ssh:build-box:/srv/app", "global"):
        params = {"scope": scope} if scope else {}
        for path in ("/", "/memories", "/ask", "/notes", "/notes/graph"):
            page = client.get(path, params={**params, "q": "deploys"}, headers=html)
            assert page.status_code == 200, (path, scope)
            assert "Brief preview" in page.text
    remote = client.get("/notes", params={"scope": "ssh:build-box:/srv/app"}, headers=html)
    assert "No project notes here" in remote.text
    assert "build-box · app" in client.get("/", params={"all": "true"}, headers=html).text
    missing = client.get("/notes", params={"id": "no-such-note"}, headers=html)
    assert missing.status_code == 404 and "text/html" in missing.headers["content-type"]
    assert "no note with id" in missing.text
