"""The codebase scan: a bounded walk of a real folder, the deterministic summary, one bounded
model turn through a loopback LLM, and a note that is searchable but never injected."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import memlane
from fake_llm import FakeLLM, pin_fake_llm
from memlane.errors import InvalidInput
from memlane.services.codebase_scan import Bounds, walk
from memlane.services.memory import Memory


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "shop"
    files = {
        "README.md": "# Shop API\n\nA small storefront service.\n",
        "pyproject.toml": '[project]\nname = "shop"\n[project.scripts]\nshop = "shop.cli:main"\n'
        '[tool.pytest.ini_options]\naddopts = "-q"\n',
        "src/shop/__init__.py": "",
        "src/shop/cli.py": "def main():\n    pass\n",
        "src/shop/orders.py": "ORDERS = []\n",
        "tests/test_orders.py": "def test_x():\n    assert True\n",
        "web/app.ts": "export const x = 1;\n",
        "node_modules/left-pad/index.js": "module.exports = 1;\n",
        ".git/config": "[core]\n",
        ".env": "SECRET=1\n",
        "deploy/credentials.json": "{}\n",
    }
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    (root / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00binary")
    (root / "docs").mkdir()
    (root / "docs" / "outside").symlink_to(tmp_path)
    return root


@pytest.fixture
def pm(home: Path, project: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        yield m


def test_walk_skips_what_it_must_and_summarizes(project: Path) -> None:
    m = walk(project)
    assert "src/shop/cli.py" in m.listed and "web/app.ts" in m.listed
    listed = " ".join(m.listed)
    for hidden in ("node_modules", ".git", ".env", "credentials", "outside"):
        assert hidden not in listed
    assert not m.stats.partial


def test_scan_stores_one_note_and_rerunning_replaces_it(pm: Memory) -> None:
    result = pm.scan_codebase()
    assert result.method == "deterministic" and not result.receipt.updated
    body = result.body
    assert "Languages: Python (4 files), TypeScript (1 file)" in body
    assert "shop → shop.cli:main" in body and "src/shop/cli.py" in body
    assert "README: Shop API" in body and "Test command: pytest" in body
    assert "Layout: src/ (3 files), tests/ (1 file), web/ (1 file)" in body
    again = pm.scan_codebase()
    assert again.receipt.updated and again.receipt.id == result.receipt.id
    scans = pm.list(kinds=["event"], types=["manual_note"]).records
    assert len(scans) == 1 and scans[0].provenance.source == "codebase-scan"
    assert len(pm.why(result.receipt.id)["history"]) == 1


def test_a_scan_is_searchable_and_in_the_timeline_but_never_injected(pm: Memory) -> None:
    pm.scan_codebase()
    pm.remember("Orders are stored in Postgres", slug="orders-store")
    hits = pm.search("Shop API TypeScript layout").hits
    assert hits[0].record.title == "Codebase scan: shop"
    assert any(r.title.startswith("Codebase scan") for r in pm.timeline().records)
    packet = pm.recall("Shop API storefront service languages layout", budget=800)
    assert all(not h.record.title.startswith("Codebase scan") for h in packet.hits)
    assert "Codebase scan" not in pm.brief().text
    assert "Codebase scan" not in pm.index().rendered


def test_a_cut_walk_is_labelled_partial(pm: Memory, project: Path) -> None:
    m = walk(project, Bounds(listed=2))
    assert m.stats.truncated and len(m.listed) == 2
    slow = iter(range(0, 100, 20))
    timed = walk(project, Bounds(seconds=10), clock=lambda: float(next(slow)))
    assert timed.stats.timed_out and timed.stats.partial


def test_remote_and_global_scopes_cannot_scan(pm: Memory) -> None:
    with pytest.raises(InvalidInput, match="local"):
        pm.scan_codebase(scope="ssh:box:/srv/app")
    with pytest.raises(InvalidInput):
        pm.scan_codebase(scope="global")


def test_with_a_model_one_turn_adds_file_summaries(
    home: Path, project: Path, fake: FakeLLM
) -> None:
    pin_fake_llm(home, fake, "scan")
    answer = {
        "files": [
            {"path": "src/shop/cli.py", "summary": "Command-line entry point"},
            {"path": "../../etc/passwd", "summary": "not in the manifest: dropped"},
            {"path": "src/shop", "summary": "The service package"},
        ]
    }
    fake.set_mode("good", json.dumps(answer))
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        result = m.scan_codebase()
    assert result.method == "llm"
    assert "- src/shop/cli.py: Command-line entry point" in result.body
    assert "passwd" not in result.body and "- src/shop: The service package" in result.body
    (request,) = fake.requests
    prompt = json.dumps(request.body)
    assert "src/shop/orders.py" in prompt and "SECRET" not in prompt


def test_a_failing_model_falls_back_and_says_why(home: Path, project: Path, fake: FakeLLM) -> None:
    pin_fake_llm(home, fake, "scan")
    fake.set_mode("junk")
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        result = m.scan_codebase()
    assert result.method == "deterministic"
    assert "Languages:" in result.body and "were not used" in result.body
