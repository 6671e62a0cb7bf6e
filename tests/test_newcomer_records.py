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
from newcomer_cli import remember as _remember
from newcomer_cli import two_projects


def test_a_typod_slug_names_the_slug_meant(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shop, billing = two_projects(tmp_path)
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


def test_a_forgotten_memory_comes_back_by_the_id_forget_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shop, billing = two_projects(tmp_path)
    _remember(shop, "deploy-tool", "Deploys go through argo rollouts with a 10% canary")
    assert run(["--embedder", "hash", "pin", "deploy-tool", "--scope", str(shop)]) == 0
    capsys.readouterr()
    assert run(["--embedder", "hash", "get", "deploy-tool", "--scope", str(shop), "--json"]) == 0
    before = json.loads(capsys.readouterr().out)
    assert run(["--embedder", "hash", "forget", "deploy-tool", "--scope", str(shop)]) == 0
    said = capsys.readouterr().out
    # It says what was deleted (a pinned one too) and how to undo it.
    assert f"(fact, pinned, id {before['id']})" in said
    assert f"`memlane restore {before['id']}`" in said
    # Another project cannot bring it back, nor see that it existed.
    assert run(["--embedder", "hash", "restore", before["id"], "--scope", str(billing)]) == 5
    assert "no forgotten memory" in capsys.readouterr().err
    assert run(["--embedder", "hash", "restore", before["id"], "--scope", str(shop)]) == 0
    assert "restored deploy-tool" in capsys.readouterr().out
    assert run(["--embedder", "hash", "get", "deploy-tool", "--scope", str(shop), "--json"]) == 0
    after = json.loads(capsys.readouterr().out)
    assert {k: after[k] for k in ("id", "slug", "body", "pinned", "scope")} == {
        k: before[k] for k in ("id", "slug", "body", "pinned", "scope")
    }
    # Restoring what is stored is a conflict; an id never stored is not found.
    assert run(["--embedder", "hash", "restore", before["id"], "--scope", str(shop)]) == 3
    assert "is not forgotten" in capsys.readouterr().err
    assert run(["--embedder", "hash", "restore", "01M90JJ4DFS1E2J4VZDP5SNJZZ"]) == 5
    # Its slug taken by a new memory since: a conflict naming the slug, nothing changed.
    assert run(["--embedder", "hash", "forget", before["id"], "--scope", str(shop)]) == 0
    _remember(shop, "deploy-tool", "Deploys now go through the new pipeline")
    capsys.readouterr()
    assert run(["--embedder", "hash", "restore", before["id"], "--scope", str(shop)]) == 3
    assert "slug 'deploy-tool' was taken" in capsys.readouterr().err
    assert run(["--embedder", "hash", "get", "deploy-tool", "--scope", str(shop), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["body"] == "Deploys now go through the new pipeline"


def test_the_http_api_restores_what_it_forgot(home: Path, tmp_path: Path) -> None:
    shop = tmp_path / "shop"
    shop.mkdir()
    with memlane.open(home, embedder="hash", scope=str(shop)) as mem:
        mem.remember("Run both release gates before tagging", slug="release-gates")
        server = build_server(mem, host="127.0.0.1", port=0)
        with server.running(), httpx.Client(base_url=server.url, timeout=30) as client:
            gone = client.delete("/v1/records/release-gates").json()["forgotten"]
            assert client.get("/v1/records/release-gates").status_code == 404
            res = client.post(f"/v1/records/{gone}/restore")
            assert res.status_code == 200 and res.json()["slug"] == "release-gates"
            assert client.get("/v1/records/release-gates").json()["id"] == gone
            again = client.post(f"/v1/records/{gone}/restore")
            assert again.status_code == 409 and again.json()["code"] == "conflict"


def test_a_scope_that_is_no_folder_here_is_said_when_remembering(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shop = tmp_path / "shop"
    shop.mkdir()
    typo = tmp_path / "shpo"
    assert (
        run(["--embedder", "hash", "remember", "Use pnpm", "--slug", "pnpm", "--scope", str(typo)])
        == 0
    )
    out, err = capsys.readouterr()
    assert out.startswith("remembered pnpm") and err.startswith(f"note: {typo} is not a folder")
    assert "`memlane forget " in err and f"--scope {typo}`" in err
    # Look-alikes: an existing folder, global, a remote key, the default scope: no note.
    for where in (["--scope", str(shop)], ["--global"], ["--scope", "ssh:build:/srv/app"], []):
        assert (
            run(["--embedder", "hash", "remember", f"Use pnpm {where}", "--force-new", *where]) == 0
        )
        assert capsys.readouterr().err == "", where


def test_importing_a_path_that_is_not_there_names_the_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # It said "found no agent memory in …/memlane-memroy.json; pass --from one of: …".
    for missing in (tmp_path / "memlane-memroy.json", tmp_path / "agnets"):
        assert run(["--embedder", "hash", "import", str(missing), "--scope", str(tmp_path)]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"error: no file or folder at {missing}\n"), err
        assert "--from" not in err
    # Look-alike: a folder that is there but holds no agent memory keeps its own message.
    (tmp_path / "empty").mkdir()
    assert run(["--embedder", "hash", "import", str(tmp_path / "empty")]) == 2
    assert "found no agent memory" in capsys.readouterr().err


def test_why_lists_each_earlier_version(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _remember(tmp_path, "release-gates", "Run both release gates before tagging")
    edit = ["edit", "release-gates", "--body", "Run all three gates", "--title", "Three gates"]
    assert run(["--embedder", "hash", *edit, "--scope", str(tmp_path)]) == 0
    _remember(tmp_path, "release-gates", "Run all four gates before tagging")
    capsys.readouterr()
    assert run(["--embedder", "hash", "why", "release-gates", "--scope", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = lines.index("revisions: 2")
    assert lines[at + 1].endswith(" by edit)")
    assert " Run both release gates before tagging (replaced " in lines[at + 1]
    assert " Three gates (replaced " in lines[at + 2] and lines[at + 3].startswith("exposures: ")


def test_a_typod_update_slug_names_the_slug_meant(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _remember(tmp_path, "release-gates", "Run both release gates before tagging")
    capsys.readouterr()
    argv = ["remember", "Run all three gates", "--update", "relase-gates", "--scope", str(tmp_path)]
    assert run(["--embedder", "hash", *argv]) == 5
    err = capsys.readouterr().err
    assert "remedy: did you mean `release-gates`? Otherwise drop --update" in err, err
    # Look-alike: a slug like nothing stored keeps the plain remedy.
    argv[3] = "kubernetes-version"
    assert run(["--embedder", "hash", *argv]) == 5
    assert "remedy: drop --update" in capsys.readouterr().err
