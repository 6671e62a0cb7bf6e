"""import/export/index/scan-codebase and install --import through the real CLI entry point:
--json output, exit codes, and the JSON corpus behaviour kept beside the agent formats."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from credentials import github_token
from memlane.cli.main import run

DATA = Path(__file__).parent / "data" / "interop"


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, Any]:
    code = run(["--embedder", "hash", *args])
    out, _ = capsys.readouterr()
    return code, json.loads(out) if out.strip().startswith(("{", "[")) else out


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "app"
    root.mkdir()
    return root


def test_import_export_round_trip_from_the_command_line(
    capsys: pytest.CaptureFixture[str], project: Path, tmp_path: Path
) -> None:
    scope = ["--scope", str(project)]
    code, report = cli(
        capsys, "import", str(DATA / "claude-code"), "--from", "claude-code", "--json", *scope
    )
    assert code == 0 and (report["imported"], report["artifacts"]) == (7, 1)
    code, again = cli(capsys, "import", str(DATA / "claude-code"), "--json", *scope)
    assert code == 0 and again["format"] == "claude-code" and again["imported"] == 0
    out = tmp_path / "out"
    code, exported = cli(capsys, "export", str(out), "--to", "claude-code", "--json", *scope)
    assert code == 0 and exported["byte_preserved"] == exported["files"] == 8
    code, same = cli(capsys, "export", str(out), "--to", "claude-code", "--json", *scope)
    assert code == 0 and same["status"] == "unchanged"
    code, refused = cli(capsys, "export", str(out), "--to", "cursor", "--json", *scope)
    assert code == 3 and refused["error"]["code"] == "conflict"
    code, text = cli(capsys, "export", str(tmp_path / "md"), "--to", "markdown", *scope)
    assert code == 0 and "byte-identical" in text
    code, _ = cli(capsys, "export", str(tmp_path / "x"), "--json")
    assert code == 2


def test_the_json_corpus_still_round_trips(
    capsys: pytest.CaptureFixture[str], project: Path, tmp_path: Path
) -> None:
    corpus = tmp_path / "corpus.json"
    cli(capsys, "remember", "Use uv for environments", "--slug", "uv", "--scope", str(project))
    code, _ = cli(capsys, "export", "-o", str(corpus), "--json")
    assert code == 0 and json.loads(corpus.read_text())["format"] == "memlane-corpus"
    code, counts = cli(capsys, "import", str(corpus), "--json")
    assert code == 0 and counts == {"added": 0, "existing": 1, "slug_conflicts": 0}
    code, _ = cli(capsys, "import", str(corpus), "--dry-run", "--json")
    assert code == 2


def test_refusals_exit_with_their_codes(
    capsys: pytest.CaptureFixture[str], project: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "mem"
    shutil.copytree(DATA / "claude-code", folder)
    (folder / "ci.md").write_text(f"---\nname: ci\n---\npush with {github_token()}\n")
    code, err = cli(capsys, "import", str(folder), "--from", "claude-code", "--json")
    assert code == 4 and err["error"]["details"]["sources"] == ["ci.md"]
    (folder / "ci.md").write_text("---\nname: [broken\n  - : :\n---\nx\n")
    code, err = cli(capsys, "import", str(folder), "--from", "claude-code", "--json")
    assert code == 2 and "ci.md" in err["error"]["message"]
    code, err = cli(capsys, "import", str(folder), "--from", "obsidian", "--json")
    assert code == 2 and "unknown import format" in err["error"]["message"]


def test_index_and_scan_codebase(capsys: pytest.CaptureFixture[str], project: Path) -> None:
    (project / "main.py").write_text("print('hi')\n")
    scope = ["--scope", str(project)]
    for n in range(30):
        cli(capsys, "remember", f"Convention number {n} about module {n}", *scope, "--force-new")
    code, index = cli(capsys, "index", "--budget", "200", "--json", *scope)
    assert code == 0 and index["estimated_tokens"] <= 200 and index["omitted"] > 0
    assert not index["complete"]
    code, text = cli(capsys, "index", *scope)
    assert code == 0 and "complete: true" in text
    code, scan = cli(capsys, "scan-codebase", "--json", *scope)
    assert code == 0 and scan["title"] == "Codebase scan: app" and scan["method"] == "deterministic"


def test_install_import_brings_in_what_it_finds(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    user_home = tmp_path / "user"
    user_home.mkdir()
    monkeypatch.setenv("HOME", str(user_home))
    project = tmp_path / "shopfront"
    shutil.copytree(DATA / "claude-md", project)
    shutil.copytree(DATA / "cursor" / ".cursor", project / ".cursor")
    folder = re.sub(r"[^A-Za-z0-9]", "-", str(project))  # Claude Code's folder name rule
    auto = user_home / ".claude" / "projects" / folder / "memory"
    shutil.copytree(DATA / "claude-code", auto)
    args = ["install", "claude-code", "--project", "--project-dir", str(project), "--import"]
    code, out = cli(capsys, *args, "--json")
    assert code == 0
    formats = {i["format"]: i["report"]["imported"] for i in out["imports"]}
    assert formats == {"claude-md": 12, "cursor": 6, "claude-code": 7}
    assert out["changes"] and not out["dry_run"]
    code, again = cli(capsys, *args, "--json")
    assert all(i["report"]["imported"] == 0 for i in again["imports"])
    code, found = cli(capsys, "search", "Grafana dashboards", "--scope", str(project), "--json")
    assert code == 0 and found["hits"][0]["slug"] == "reference-dashboards"


@pytest.mark.parametrize(
    "args",
    [
        ("index", "--budget", "5"),
        ("index", "--budget", "0"),
        ("import", "/no/such/folder", "--from", "cursor"),
        ("import", "bad\x00path", "--from", "cursor"),
        ("export", "out\x00dir", "--to", "cursor"),
        ("export", "somewhere", "--to", "obsidian"),
        ("export", "--to", "cursor"),
        ("import", ".", "--from", "memlane"),
    ],
)
def test_bad_input_is_exit_2_and_writes_nothing(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    args: tuple[str, ...],
) -> None:
    monkeypatch.chdir(tmp_path)
    code, _ = cli(capsys, *args, "--json")
    assert code == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == []
