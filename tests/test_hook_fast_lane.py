"""The console script's fast lane: with a warm server, a hook never loads the library."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pytest

import memlane
from memlane.cli.hook_client import split_hook_argv
from memlane.cli.loopback import connect, parse_response

ANSWER = {"hookSpecificOutput": {"hookEventName": "UserPromptSubmit", "additionalContext": "x"}}

PROBE = """
import sys
sys.argv = ["memlane", *["hook", "prompt"]]
from memlane.cli import entry
try:
    entry.dispatch()
except SystemExit as exc:
    code = exc.code
# the library, and the standard modules a hook's few milliseconds cannot afford either
heavy = sorted(
    m
    for m in (
        "numpy", "onnxruntime", "typer", "sqlite3", "http.client",
        "pathlib", "socket", "typing", "datetime", "memlane.cli.recall_client",
        "json", "re",
    )
    if m in sys.modules
)
import json
sys.stderr.write(json.dumps({"code": code, "heavy": heavy}))
"""


@pytest.fixture
def warm_server(home: Path) -> Iterator[list[dict[str, object]]]:
    seen: list[dict[str, object]] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers["Content-Length"]))
            seen.append({"path": self.path, "body": json.loads(body)})
            data = json.dumps(ANSWER).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: object) -> None:
            return

    server = HTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    port = server.server_address[1]
    (home / "server.json").write_text(
        json.dumps(
            {
                "pid": 1,
                "host": "127.0.0.1",
                "port": port,
                "url": f"http://127.0.0.1:{port}",
                "token_required": False,
            }
        )
    )
    try:
        yield seen
    finally:
        server.shutdown()


def test_warm_hook_answers_without_loading_the_library(
    warm_server: list[dict[str, object]], tmp_path: Path
) -> None:
    payload = {
        "session_id": "s1",
        "prompt": "fix the deploy",
        "cwd": str(tmp_path),
        "hook_event_name": "UserPromptSubmit",
    }
    proc = subprocess.run(
        [sys.executable, "-c", PROBE],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=60,
    )
    probe = json.loads(proc.stderr.strip().splitlines()[-1])
    assert probe == {"code": 0, "heavy": []}
    assert json.loads(proc.stdout) == ANSWER
    assert warm_server[0]["path"] == "/v1/hooks/prompt"
    assert warm_server[0]["body"] == payload


@pytest.mark.parametrize(
    ("options", "env"),
    [([], {"MEMLANE_EMBEDDER": "hash"}), (["--embedder", "hash"], {})],
)
def test_without_a_server_the_hook_answers_here_without_the_cli_framework(
    home: Path, tmp_path: Path, options: list[str], env: dict[str, str]
) -> None:
    (tmp_path / ".git").mkdir()
    with memlane.open(home, embedder="hash", scope=str(tmp_path)) as m:
        m.remember("Deploy: tag the release, then run the canary for ten minutes", slug="deploy")
    payload = {"session_id": "s1", "prompt": "how do we deploy the canary", "cwd": str(tmp_path)}
    argv = [*options, "hook", "prompt"]
    lane = subprocess.run(
        [sys.executable, "-c", PROBE.replace('["hook", "prompt"]', repr(argv))],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **env},
    )
    probe = json.loads(lane.stderr.strip().splitlines()[-1])
    assert probe["code"] == 0
    assert "typer" not in probe["heavy"]  # the library loads, the CLI framework does not
    assert "tag the release" in lane.stdout
    full = subprocess.run(
        [sys.executable, "-c", f"from memlane.cli.main import run; run({argv!r})"],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **env},
    )
    assert full.returncode == 0
    assert _receipts_masked(lane.stdout) == _receipts_masked(full.stdout)


def _receipts_masked(text: str) -> str:
    return re.sub(r"r_[0-9A-Z]{26}", "r_…", text)


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["hook", "prompt"], (None, "prompt", None)),
        (["--home", "/h", "hook", "session-start"], ("/h", "session-start", None)),
        (["--home=/h", "hook", "post-tool"], ("/h", "post-tool", None)),
        (["hook", "pre-tool", "--agent", "codex"], (None, "pre-tool", "codex")),
        (["hook", "stop", "--agent=cursor"], (None, "stop", "cursor")),
        (["hook", "stop", "--agent", "vim"], None),  # the full CLI explains the mistake
        (["hook", "prompt", "--verbose"], None),
        (["hook", "bogus"], None),
        (["--embedder", "hash", "hook", "prompt"], None),
        (["recall", "x"], None),
    ],
)
def test_only_plain_hook_invocations_take_the_fast_lane(
    argv: list[str], expected: tuple[str | None, str, str | None] | None
) -> None:
    assert split_hook_argv(argv) == expected


def test_the_loopback_response_parser() -> None:
    plain = b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\ncontent-type: application/json\r\n\r\n{}"
    assert parse_response(plain) == (200, b"{}")
    chunked = (
        b'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n2\r\n1}\r\n0\r\n\r\n'
    )
    assert parse_response(chunked) == (200, b'{"a":1}')
    assert parse_response(b"HTTP/1.1 404 Not Found\r\n\r\n") == (404, b"")
    for broken in (
        b"",
        b"garbage",
        b"HTTP/1.1 200 OK\r\ncontent-length: 10\r\n\r\n{}",
        b"SMTP ready\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    ):
        with pytest.raises(ValueError):
            parse_response(broken)


def test_the_lanes_dial_a_literal_address_and_resolve_a_name() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(2)
        port = listener.getsockname()[1]
        for host in ("127.0.0.1", "localhost"):
            sock = connect((host, port), 2.0)
            try:
                accepted, _ = listener.accept()
                accepted.close()
            finally:
                sock.close()
    with pytest.raises(OSError):  # nobody listens there any more
        connect(("127.0.0.1", port), 2.0)
