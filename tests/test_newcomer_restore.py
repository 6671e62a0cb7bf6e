"""`memlane restore` by slug (the memory last forgotten under it in the reader's scope), with
the did-you-mean hint the other verbs give; the id `forget` printed still works (the s45
newcomer trial found restore took an id only)."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

import memlane
from memlane.http.server import build_server
from newcomer_cli import cli as _cli
from newcomer_cli import remember as _remember
from newcomer_cli import two_projects


def test_restore_takes_a_slug_and_brings_back_the_last_forgotten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shop, billing = two_projects(tmp_path)
    _remember(shop, "deploy-tool", "Deploys go through argo rollouts with a 10% canary")
    capsys.readouterr()
    assert _cli("forget", "deploy-tool", "--scope", str(shop), "--json") == 0
    older = json.loads(capsys.readouterr().out)["forgotten"]
    _remember(shop, "deploy-tool", "Deploys go through the new pipeline")
    capsys.readouterr()
    assert _cli("get", "deploy-tool", "--scope", str(shop), "--json") == 0
    newer = json.loads(capsys.readouterr().out)
    assert _cli("forget", "deploy-tool", "--scope", str(shop)) == 0
    capsys.readouterr()
    # A typo is answered with the forgotten slug meant; another project sees none of it.
    assert _cli("restore", "deploy-tol", "--scope", str(shop)) == 5
    assert "did you mean `deploy-tool`?" in capsys.readouterr().err
    assert _cli("restore", "deploy-tool", "--scope", str(billing)) == 5
    err = capsys.readouterr().err
    assert "no forgotten memory" in err and "did you mean" not in err
    # The slug brings back the version forgotten last (the newer memory), as it was.
    assert _cli("restore", "deploy-tool", "--scope", str(shop)) == 0
    assert capsys.readouterr().out.startswith(f"restored deploy-tool (fact, id {newer['id']})")
    assert _cli("get", "deploy-tool", "--scope", str(shop), "--json") == 0
    assert json.loads(capsys.readouterr().out)["body"] == "Deploys go through the new pipeline"
    # Now stored: restoring it again is a conflict; a slug never stored is not found.
    assert _cli("restore", "deploy-tool", "--scope", str(shop)) == 3
    assert "is not forgotten" in capsys.readouterr().err
    assert _cli("restore", "kubernetes-version", "--scope", str(shop)) == 5
    assert "did you mean" not in capsys.readouterr().err
    # A typo of a slug that is stored and was never forgotten: named, and said to be stored.
    _remember(shop, "release-gates", "Run both release gates before tagging")
    capsys.readouterr()
    assert _cli("restore", "relase-gates", "--scope", str(shop)) == 5
    assert "did you mean `release-gates` (stored, not forgotten)?" in capsys.readouterr().err
    # The older one, by the id its forget printed, is refused: its slug is taken.
    assert _cli("restore", older, "--scope", str(shop)) == 3
    assert "slug 'deploy-tool' was taken" in capsys.readouterr().err


def test_the_http_api_restores_by_slug(home: Path, tmp_path: Path) -> None:
    with memlane.open(home, embedder="hash", scope=str(tmp_path)) as mem:
        mem.remember("Run both release gates before tagging", slug="release-gates")
        server = build_server(mem, host="127.0.0.1", port=0)
        with server.running(), httpx.Client(base_url=server.url, timeout=30) as client:
            gone = client.delete("/v1/records/release-gates").json()["forgotten"]
            typo = client.post("/v1/records/relase-gates/restore")
            assert typo.status_code == 404 and "`release-gates`" in typo.json()["remedy"]
            res = client.post("/v1/records/release-gates/restore")
            assert res.status_code == 200 and res.json()["id"] == gone
