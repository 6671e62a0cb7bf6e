"""A person's side of memory after a week of agents writing to it: a typo'd slug is answered
with the slug they meant (the s45 newcomer trial)."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

import memlane
from memlane.cli.main import run
from memlane.http.server import build_server


def _remember(scope: Path, slug: str, text: str) -> None:
    assert run(["--embedder", "hash", "remember", text, "--slug", slug, "--scope", str(scope)]) == 0


def test_a_typod_slug_names_the_slug_meant(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shop, billing = tmp_path / "shop", tmp_path / "billing"
    shop.mkdir()
    billing.mkdir()
    _remember(shop, "release-gates", "Run both release gates before tagging")
    _remember(billing, "invoice-immutable", "Invoices are immutable once sent")
    capsys.readouterr()
    for command in ("get", "pin", "forget", "why"):
        assert run(["--embedder", "hash", command, "relase-gates", "--scope", str(shop)]) == 5
        err = capsys.readouterr().err
        assert "did you mean `release-gates`?" in err, err
    # Nothing was touched by the failed commands.
    assert run(["--embedder", "hash", "get", "release-gates", "--scope", str(shop), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["pinned"] is False
    # The hint reads only the scopes the reader sees: billing's slug is never suggested here.
    assert run(["--embedder", "hash", "get", "invoice-imutable", "--scope", str(shop)]) == 5
    err = capsys.readouterr().err
    assert "did you mean" not in err and "invoice" not in err.split("remedy:")[1]
    # A handle like nothing stored gets the plain remedy.
    assert run(["--embedder", "hash", "get", "kubernetes-version", "--scope", str(shop)]) == 5
    assert "did you mean" not in capsys.readouterr().err


def test_the_http_api_gives_the_same_hint_in_its_own_terms(home: Path, tmp_path: Path) -> None:
    shop = tmp_path / "shop"
    shop.mkdir()
    with memlane.open(home, embedder="hash", scope=str(shop)) as mem:
        mem.remember("Run both release gates before tagging", slug="release-gates")
        server = build_server(mem, host="127.0.0.1", port=0)
        with server.running(), httpx.Client(base_url=server.url, timeout=30) as client:
            res = client.get("/v1/records/relase-gates")
    assert res.status_code == 404
    remedy = res.json()["remedy"]
    assert remedy.startswith("did you mean `release-gates`?") and "GET /v1/records" in remedy
