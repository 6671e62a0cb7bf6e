"""Regression tests for the hardening pass (issue 13): each one failed before its fix."""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path

import httpx
import pytest

import memlane
from memlane.cli.main import run
from memlane.errors import NotFound, ScopeInvalid
from memlane.http import server as http_server
from memlane.http.server import build_server
from memlane.services.memory import Memory

PROJECT = "/work/proj"
REMOTE = "ssh:box:/srv/app"


def test_a_read_by_id_never_crosses_scopes(mem: Memory, capsys: pytest.CaptureFixture[str]) -> None:
    remote = mem.remember("The remote box rotates logs hourly", scope=REMOTE)
    local = mem.remember("The laptop keeps logs for a week", scope=PROJECT)
    with pytest.raises(NotFound):
        mem.get(remote.id, scope=PROJECT)
    with pytest.raises(NotFound):
        mem.get(local.id, scope=REMOTE)
    with pytest.raises(NotFound):
        mem.forget(remote.id, scope=PROJECT)
    assert mem.get(remote.id, scope=REMOTE).body.startswith("The remote box")
    mem.close()
    assert run(["--embedder", "hash", "get", remote.id, "--scope", "/tmp/proj", "--json"]) == 5
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "not_found"


def test_the_http_read_by_id_never_crosses_scopes(mem: Memory) -> None:
    remote = mem.remember("The remote box rotates logs hourly", scope=REMOTE)
    server = build_server(mem, host="127.0.0.1", port=0)
    with server.running(), httpx.Client(base_url=server.url) as client:
        crossed = client.get(f"/v1/records/{remote.id}", params={"scope": "/tmp/proj"})
        assert crossed.status_code == 404 and crossed.json()["code"] == "not_found"
        own = client.get(f"/v1/records/{remote.id}", params={"scope": REMOTE})
        assert own.status_code == 200


def test_relative_scopes_resolve_to_the_project_and_words_are_refused(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "App"
    (project / ".git").mkdir(parents=True)
    (project / "src").mkdir()
    monkeypatch.chdir(project / "src")
    with memlane.open(home, embedder="hash", scope=".") as m:
        receipt = m.remember("Relative scopes resolve to the git root", scope=".")
        assert receipt.scope == str(project).lower()
        assert m.remember("Tilde works too", scope="~/x").scope.startswith(str(Path.home()).lower())
        with pytest.raises(ScopeInvalid):
            m.remember("never stored", scope="not a scope")
        assert m.get(receipt.id, scope="..").id == receipt.id


def test_settings_are_validated_before_they_are_saved(home: Path) -> None:
    config = home / "config.toml"
    assert run(["config", "set", "aggressiveness", "high"]) == 0
    before = config.read_bytes()
    assert run(["config", "set", "embedder", "hash:-1"]) == 2
    assert config.read_bytes() == before
    assert run(["--embedder", "hash", "stats"]) == 0  # still usable


def test_patch_settings_persists_only_what_it_received(mem: Memory, home: Path) -> None:
    server = build_server(mem, host="127.0.0.1", port=0)
    with server.running(), httpx.Client(base_url=server.url) as client:
        assert client.patch("/v1/settings", json={"brief_chars": 900}).status_code == 200
        bad = client.patch("/v1/settings", json={"embedder": "hash:-1"})
        assert bad.status_code == 422
    text = (home / "config.toml").read_text()
    assert "brief_chars = 900" in text and "embedder" not in text


def test_export_to_a_directory_or_missing_folder_is_refused_and_atomic(
    mem: Memory, tmp_path: Path
) -> None:
    mem.remember("Exports are atomic", slug="atomic")
    mem.close()
    backup = tmp_path / "backup.json"
    backup.write_text("previous backup")
    assert run(["--embedder", "hash", "export", "-o", str(tmp_path)]) == 2
    assert run(["--embedder", "hash", "export", "-o", str(tmp_path / "no" / "x.json")]) == 2
    assert backup.read_text() == "previous backup"
    assert run(["--embedder", "hash", "export", "-o", str(backup)]) == 0
    assert json.loads(backup.read_text())["format"] == "memlane-corpus"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".memlane-tmp")]


def test_export_then_import_keeps_the_trigger(home: Path, tmp_path: Path) -> None:
    with memlane.open(home, embedder="hash", scope=PROJECT) as m:
        m.capture_run(summary="migrated billing to the new queue", status="done")
        corpus = m.export()
    with memlane.open(tmp_path / "other", embedder="hash", scope=PROJECT) as m:
        assert m.import_(corpus)["added"] == 1
        (event,) = m.list(kinds=["event"]).records
        assert event.provenance.trigger == "capture"


def test_an_edit_re_derives_a_title_derived_from_the_old_text(mem: Memory) -> None:
    mem.remember("Run both release gates before tagging", slug="gates")
    edited = mem.edit("gates", body="Run all three release gates")
    assert edited.title == "Run all three release gates"
    mem.remember("Cache for 5 minutes", slug="cache", title="Cache policy")
    assert mem.edit("cache", body="Cache for 10 minutes").title == "Cache policy"


def test_a_slow_client_is_cut_off_after_the_header_timeout(
    mem: Memory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(http_server, "HEADER_TIMEOUT_SECONDS", 0.5)
    server = build_server(mem, host="127.0.0.1", port=0)
    with server.running():
        sock = socket.create_connection(("127.0.0.1", server.port))
        sock.sendall(b"GET /v1/health HTTP/1.1\r\nHost: 127.0.0")  # never finishes
        sock.settimeout(5)
        t0 = time.monotonic()
        assert sock.recv(100) == b""  # closed by the server
        assert time.monotonic() - t0 < 4
        sock.close()
        assert httpx.get(f"{server.url}/v1/health").status_code == 200


def test_a_whitespace_token_is_refused(mem: Memory) -> None:
    with pytest.raises(memlane.InvalidInput):
        build_server(mem, host="0.0.0.0", port=0, token=" " * 32)
