"""memlane verify against a real project tree: a temp git repository with source files, a
function that gets renamed, a flag that gets removed, vendored and virtualenv folders, a
symlink out of the tree. Real SQLite store, real files, real loopback HTTP for --network."""

from __future__ import annotations

import json
import os
import subprocess
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

import memlane
from memlane.cli.main import run
from memlane.core.claims import Claim
from memlane.services.memory import Memory
from memlane.services.source_tree import walk
from memlane.services.verify import Verifier
from memlane.services.verify_network import NetworkChecker

CONFIG_PY = '''"""Settings."""


def parse_config(path):
    return {"path": path}
'''
DEPLOY_SH = """#!/bin/sh
case "$1" in
  --fast) echo "skipping checks" ;;
esac
"""
CLI_PY = """import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--dry-run", action="store_true")
"""


def git(cwd: Path, *args: str) -> None:
    subprocess.run(
        ["git", *args],
        cwd=cwd,
        check=True,
        capture_output=True,
        env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
             "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org"},
    )  # fmt: skip


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "app"
    files = {
        "src/app/config.py": CONFIG_PY,
        "scripts/deploy.sh": DEPLOY_SH,
        "cli.py": CLI_PY,
        "README.md": "# app\n",
        ".github/workflows/ci.yml": "on: push\n",
        "package-lock.json": '{"packages": {"node_modules/react": {\n  "version": "18.2.0"\n}}}\n',
        "node_modules/left-pad/index.js": "function only_in_vendor() {}\n",
        "env/pyvenv.cfg": "home = /usr/bin\n",
        "env/lib/site.py": "def only_in_venv(): pass\n",
        ".agents/memory/note.md": "# Note\n\nmention only_in_notes() here\n",
    }
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, "utf-8")
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "initial")
    return root


@pytest.fixture
def pmem(home: Path, project: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        yield m


def verdicts(mem: Memory, **kwargs: Any) -> dict[str, dict[str, Any]]:
    return {m["slug"]: m for m in mem.verify(**kwargs).memories}


def test_verified_stale_and_unknown_with_reasons(pmem: Memory, project: Path) -> None:
    pmem.remember("Settings come from `parse_config()` in `src/app/config.py`", slug="cfg")
    pmem.remember("Deploy fast with `./scripts/deploy.sh --fast`", slug="deploy")
    pmem.remember("The importer lives in src/app/importer.py", slug="importer")
    pmem.remember("Prefer small pull requests", slug="plain")
    pmem.remember("The helper is in `lib/config.py`", slug="moved")
    pmem.remember("Vendored code: `only_in_vendor()`", slug="vendor")
    pmem.remember("We pin `react@18.2.0`; docs at https://example.org/react", slug="react")
    report = pmem.verify()
    got = {m["slug"]: m for m in report.memories}
    assert report.files == 7  # node_modules, .git and the virtualenv are not inventoried
    assert report.complete
    assert got["cfg"]["verdict"] == "verified"
    assert got["deploy"]["verdict"] == "verified"
    assert got["importer"]["verdict"] == "stale"
    assert got["importer"]["reason"] == "src/app/importer.py not found (7 files searched)"
    assert got["plain"]["verdict"] == "unknown"
    # The same file name under another folder is not proof of absence.
    assert got["moved"]["verdict"] == "unknown"
    assert "basename found elsewhere: src/app/config.py" in got["moved"]["reason"]
    # Vendored files are no evidence, and without a source file named nothing is stale.
    assert got["vendor"]["verdict"] == "unknown"
    assert "no source file named" in got["vendor"]["reason"]
    react = {c["kind"]: c for c in got["react"]["claims"]}
    assert react["package"]["status"] == "verified"
    assert react["url"]["reason"] == "not checked: --network is off"
    assert got["react"]["verdict"] == "unknown"
    assert (report.counts["verified"], report.counts["stale"], report.counts["unknown"]) == (
        2,
        1,
        4,
    )


def test_a_renamed_function_and_a_removed_flag_make_memories_stale(
    pmem: Memory, project: Path
) -> None:
    pmem.remember("Settings come from `parse_config()` in `src/app/config.py`", slug="cfg")
    pmem.remember("Deploy fast with `./scripts/deploy.sh --fast`", slug="deploy")
    pmem.remember("Preview a run with --dry-run", slug="dry-run")
    assert {s: m["verdict"] for s, m in verdicts(pmem).items()} == {
        "cfg": "verified",
        "deploy": "verified",
        "dry-run": "verified",
    }
    config = project / "src/app/config.py"
    config.write_text(config.read_text().replace("parse_config", "load_config"))
    deploy = project / "scripts/deploy.sh"
    deploy.write_text('#!/bin/sh\necho "deploying"\n')
    (project / "cli.py").write_text("import argparse\n\nparser = argparse.ArgumentParser()\n")
    git(project, "commit", "-qam", "rename parse_config, drop --fast and --dry-run")

    got = verdicts(pmem)
    assert got["cfg"]["verdict"] == "stale"
    assert got["cfg"]["reason"] == (
        "parse_config() not found in src/app/config.py nor anywhere else (6 files searched)"
    )
    assert got["deploy"]["verdict"] == "stale"
    assert got["deploy"]["reason"].startswith("--fast not found in scripts/deploy.sh")
    # No file is named, but an earlier check found the flag: gone is gone.
    assert got["dry-run"]["verdict"] == "stale"
    assert got["dry-run"]["reason"] == (
        "--dry-run was in cli.py at the last check and is gone (6 files searched)"
    )


def test_stale_memories_leave_the_brief_and_recall_and_are_labelled_on_request(
    pmem: Memory, project: Path
) -> None:
    pmem.remember("The importer lives in src/app/importer.py", slug="importer")
    pmem.remember("Settings come from `parse_config()` in `src/app/config.py`", slug="cfg")
    before = pmem.get("importer")
    history = len(pmem.why("importer")["history"])
    pmem.verify()
    assert "importer.py" not in pmem.brief().text
    assert "parse_config" in pmem.brief().text
    assert "importer.py" in pmem.brief(validity="label").text
    assert "[stale]" in pmem.brief(validity="label").text
    assert [h.record.slug for h in pmem.recall("where does the importer live").hits] == []
    labelled = pmem.recall("where does the importer live", validity="label")
    assert [r.get("validity") for r in labelled.data["rows"]] == ["stale"]
    # Search is the wide path: it still finds it.
    assert pmem.search("importer").hits[0].record.slug == "importer"
    # Verification changed neither the record, its content age, nor its history.
    after = pmem.get("importer")
    assert after == before
    assert len(pmem.why("importer")["history"]) == history
    info = pmem.lifecycle("importer")
    assert info["verdict"]["verdict"] == "stale" and info["label"] == "stale"
    assert "src/app/importer.py not found" in info["verdict"]["reason"]
    # An edit makes the verdict about older text: it no longer excludes the memory.
    pmem.edit("importer", body="The importer lives in src/app/config.py")
    assert "src/app/config.py" in pmem.brief().text


def test_incremental_runs_recheck_only_what_changed(pmem: Memory, project: Path) -> None:
    pmem.remember("Settings come from `parse_config()` in `src/app/config.py`", slug="cfg")
    pmem.remember("Deploy fast with `./scripts/deploy.sh --fast`", slug="deploy")
    pmem.remember("The README is README.md", slug="readme")
    first = pmem.verify()
    assert (first.checked, first.reused) == (3, 0)
    again = pmem.verify()
    assert (again.checked, again.reused) == (0, 3)
    assert all(not m["changed"] for m in again.memories)
    # Touching an unrelated file re-checks nothing; touching a cited file re-checks its memory.
    (project / "notes.txt").write_text("unrelated\n")
    assert pmem.verify().checked == 0
    (project / "scripts/deploy.sh").write_text(DEPLOY_SH + "# tweak\n")
    third = pmem.verify()
    assert [m["slug"] for m in third.memories if m["changed"]] == ["deploy"]
    assert {m["slug"]: m["verdict"] for m in third.memories}["deploy"] == "verified"
    # A changed memory is re-checked.
    pmem.edit("readme", body="The guide is docs/GUIDE.md")
    fourth = pmem.verify()
    assert fourth.checked == 1
    assert {m["slug"]: m["verdict"] for m in fourth.memories}["readme"] == "stale"


def test_absence_from_the_whole_tree_is_rechecked_only_against_new_files(
    pmem: Memory, project: Path
) -> None:
    pmem.remember("Retries go through `backoff_helper()`", slug="later")
    assert verdicts(pmem)["later"]["verdict"] == "unknown"
    (project / "docs.txt").write_text("nothing about it\n")
    assert pmem.verify().checked == 0  # the new file was read; the name is not in it
    (project / "src" / "app" / "retry.py").write_text("def backoff_helper(): pass\n")
    got = verdicts(pmem)["later"]
    assert got["changed"] and got["verdict"] == "verified"
    assert got["claims"][0]["evidence"] == ["src/app/retry.py"]


def test_bounds_symlink_escapes_and_excluded_trees_are_unknown_never_stale(
    pmem: Memory, project: Path, tmp_path: Path
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.py").write_text("def outside_only(): pass\n")
    (project / "ext").symlink_to(outside, target_is_directory=True)
    pmem.remember("Shared code in `ext/secret.py` defines `outside_only()`", slug="escape")
    pmem.remember("Vendored `node_modules/left-pad/index.js`", slug="vendored")
    pmem.remember("Gone: src/app/removed.py", slug="gone")
    got = verdicts(pmem)
    assert got["escape"]["verdict"] == "unknown"
    assert "symlink ext" in got["escape"]["claims"][0]["reason"]
    assert got["vendored"]["verdict"] == "unknown"
    assert got["gone"]["verdict"] == "stale"
    # The same tree, walked under a bound, proves nothing absent.
    inv = walk([project], max_files=3)
    assert not inv.complete and inv.bound == "stopped at 3 files"
    report = Verifier(pmem._store, home=None).run(pmem.default_scope, [project])
    assert {m["slug"]: m["verdict"] for m in report.memories}["gone"] == "stale"


def test_notes_are_paths_but_never_evidence(pmem: Memory, project: Path) -> None:
    pmem.remember(
        "See `.agents/memory/note.md`; it says `only_in_notes()` in `README.md`", slug="noted"
    )
    claims = {c["kind"]: c for c in verdicts(pmem)["noted"]["claims"]}
    assert claims["path"]["status"] == "verified"
    assert claims["symbol"]["status"] == "absent"  # the README is named and lacks it


def test_several_roots(pmem: Memory, project: Path, tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    (shared / "lib").mkdir(parents=True)
    (shared / "lib" / "common.py").write_text("def shared_helper(): pass\n")
    pmem.remember("Use `shared_helper()` from lib/common.py", slug="shared")
    pmem.remember("Settings come from src/app/config.py", slug="cfg")
    one = verdicts(pmem)
    assert one["shared"]["verdict"] == "stale"
    both = verdicts(pmem, roots=[project, shared])
    assert both["shared"]["verdict"] == "verified"
    assert both["cfg"]["verdict"] == "verified"
    assert both["shared"]["claims"][0]["evidence"] == ["@1/lib/common.py"]


class _Site(BaseHTTPRequestHandler):
    def do_HEAD(self) -> None:
        self.send_response(200 if self.path == "/ok" else 404)
        self.end_headers()

    def do_GET(self) -> None:
        if self.path.startswith("/npm/left-pad/1.3.0"):
            self.send_response(200)
        else:
            self.send_response(404)
        self.end_headers()

    def log_message(self, *args: object) -> None:
        return


@pytest.fixture
def site() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Site)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_network_checks_only_when_asked(pmem: Memory, project: Path, site: str) -> None:
    checker = NetworkChecker(npm_registry=f"{site}/npm", pypi=f"{site}/pypi", timeout=5)
    try:
        assert checker.url(Claim("url", f"{site}/ok")).status == "verified"
        gone = checker.url(Claim("url", f"{site}/gone"))
        assert (gone.status, gone.reason) == ("absent", f"{site}/gone answers HTTP 404")
        assert checker.package(Claim("package", "left-pad@1.3.0"), ["npm"]).status == "verified"
        missing = checker.package(Claim("package", "left-pad@9.9.9"), ["npm"])
        assert missing.status == "absent"
        refused = NetworkChecker(npm_registry="http://127.0.0.1:9", timeout=2).package(
            Claim("package", "left-pad@1.0.0"), ["npm"]
        )
        assert refused.status == "unknown"
    finally:
        checker.close()
    pmem.remember(f"The status page is {site}/gone", slug="status")
    report = Verifier(pmem._store, home=None).run(
        pmem.default_scope, [project], network=True, checker=NetworkChecker(timeout=5)
    )
    assert report.memories[0]["verdict"] == "stale"
    offline = pmem.verify()
    assert offline.memories[0]["verdict"] == "unknown"


def test_cli_verify_json_and_errors(
    pmem: Memory, project: Path, home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pmem.remember("The importer lives in src/app/importer.py", slug="importer")
    base = ["--home", str(home), "--embedder", "hash"]
    assert run([*base, "verify", "--scope", str(project), "--root", str(project), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["stale"] == 1 and data["memories"][0]["slug"] == "importer"
    assert run([*base, "verify", "--scope", str(project), "--root", "/no/such/dir"]) == 2
    assert "is not a directory" in capsys.readouterr().err
    assert run([*base, "verify", "--scope", "ssh:box:/srv/app", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "invalid_input"
    assert run([*base, "get", "importer", "--scope", str(project)]) == 0
    out = capsys.readouterr().out
    assert "verdict: stale — src/app/importer.py not found" in out
    assert "not injected: stale" in out
