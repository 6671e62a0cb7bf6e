"""The HTTP API's remedies name what an HTTP client can do: the `scope` query parameter and
endpoints, never a CLI flag or command (http/remedies.py; the s43 newcomer trial)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

import memlane
from memlane.http.remedies import api_remedy
from memlane.http.server import build_server


@pytest.fixture
def client(home: Path, tmp_path: Path) -> Iterator[httpx.Client]:
    project = tmp_path / "proj"
    project.mkdir()
    with memlane.open(home, embedder="hash", scope=str(project)) as mem:
        server = build_server(mem, host="127.0.0.1", port=0)
        with server.running(), httpx.Client(base_url=server.url, timeout=30) as c:
            yield c


def test_a_404_names_the_scope_parameter_and_endpoints(client: httpx.Client) -> None:
    r = client.get("/v1/records/no-such-memory")
    assert r.status_code == 404
    remedy = r.json()["remedy"]
    assert "--scope" not in remedy and "`memlane" not in remedy
    assert "`scope` query parameter" in remedy and "GET /v1/search" in remedy


def test_remedies_without_cli_words_pass_unchanged() -> None:
    # Look-alikes: a remedy with no flag or command, and words that only resemble one.
    for plain in (
        "reload and retry",
        "shorten the text or split it into several memories",
        "pick a narrower scope of work",
        "ask an admin to change your role (`memlane users add` with --role)",
    ):
        assert api_remedy(plain) == plain
    assert api_remedy("run this from the project folder or pass --scope <local project path>") == (
        "run this from the project folder or pass the `scope` query parameter (local project path)"
    )
