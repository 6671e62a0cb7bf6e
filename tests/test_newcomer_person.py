"""What the s45 newcomer trial left on the person's side, the reading part: `list` split slugs
at 80 columns and said nothing of a scope that is no folder, an agents-md export run twice
reported "0 byte-identical … 3 new" under truncated headings, `why` showed one time for every
version, and `verify` read an unknown flag as a missing file (the s46 fixes)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from rich.cells import cell_len

from memlane.cli import render
from memlane.core.timestamps import parse_timestamp
from newcomer_cli import cli as _cli
from newcomer_cli import remember as _remember

# -- list at 80 columns ------------------------------------------------------------------------


def test_list_at_80_columns_never_splits_a_slug(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "billing-service-with-a-long-folder-name"
    project.mkdir()
    slugs = ["invoice-immutable", "refunds-through-credit-notes", "vat-rounding-per-line"]
    texts = [
        "Invoices are immutable once sent; corrections are credit notes linked to the invoice",
        "Refunds always go through credit notes, never by editing or deleting the invoice",
        "VAT is rounded per invoice line, half up, before the invoice total is summed",
    ]
    for slug, text in zip(slugs, texts, strict=True):
        _remember(project, slug, text)
    assert _cli("pin", "invoice-immutable", "--scope", str(project)) == 0
    capsys.readouterr()
    monkeypatch.setattr(render.out, "width", 80)
    assert _cli("list", "--scope", str(project)) == 0
    out = capsys.readouterr().out
    for slug in slugs:
        assert re.search(rf"(?<![\w-]){re.escape(slug)}(?![\w-])", out), (slug, out)
    assert max(cell_len(line) for line in out.splitlines()) <= 80
    # The titles gave way instead: wrapped, or cut with an ellipsis.
    assert "Invoices are immutable" in out
    # Wider, the table: the handles whole in their column, the one scope named above it.
    monkeypatch.setattr(render.out, "width", 140)
    assert _cli("list", "--scope", str(project)) == 0
    out = capsys.readouterr().out
    assert "┃ id / slug" in out and "3 of 3 · " in out.splitlines()[0]
    for slug in slugs:
        assert re.search(rf"(?<![\w-]){re.escape(slug)}(?![\w-])", out), (slug, out)
    assert max(cell_len(line) for line in out.splitlines()) <= 140


# -- export --to agents-md ---------------------------------------------------------------------


def test_an_agents_md_export_reports_memories_and_heads_with_the_full_title(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    app, other = tmp_path / "app", tmp_path / "other"
    app.mkdir()
    other.mkdir()
    long_text = (
        "Invoices are immutable once sent; corrections are credit notes linked to the "
        "original invoice number"
    )
    _remember(app, "invoice-immutable", long_text)
    _remember(app, "release-gates", "Run both release gates before tagging")
    _remember(app, "uv-envs", "Use uv for Python environments in CI")
    out = tmp_path / "out"
    assert _cli("export", str(out), "--to", "agents-md", "--scope", str(app)) == 0
    assert "(0 byte-identical, 0 regenerated, 3 new)" in capsys.readouterr().out
    text = (out / "AGENTS.md").read_text()
    assert f"## {long_text}\n" in text and "…" not in text
    # The same export again: every memory came back byte for byte, none is new.
    assert _cli("export", str(out), "--to", "agents-md", "--scope", str(app)) == 0
    said = capsys.readouterr().out
    assert said.startswith("already up to date: 1 file for 3 memories")
    assert "(3 byte-identical, 0 regenerated, 0 new)" in said
    # Imported elsewhere and exported with one new memory: the three sections come back as
    # they were (the file does not: a section was added), and the counts add up.
    assert _cli("import", str(out / "AGENTS.md"), "--from", "agents-md", "--scope", str(other)) == 0
    _remember(other, "main-only", "Release from main only")
    capsys.readouterr()
    again = tmp_path / "again"
    assert _cli("export", str(again), "--to", "agents-md", "--scope", str(other), "--json") == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["memories_preserved"], report["regenerated"], report["generated"]) == (3, 0, 1)
    assert report["byte_preserved"] == 0  # files: AGENTS.md grew
    assert (again / "AGENTS.md").read_text().startswith(text)


# -- small misreadings -------------------------------------------------------------------------


def test_list_warns_of_a_scope_that_is_no_folder_here(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shop = tmp_path / "shop"
    shop.mkdir()
    _remember(shop, "release-gates", "Run both release gates before tagging")
    capsys.readouterr()
    typo = tmp_path / "shpo"
    assert _cli("list", "--scope", str(typo)) == 0
    out, err = capsys.readouterr()
    assert out == "no memories match\n" and err.startswith(f"note: {typo} is not a folder")
    # Look-alikes: an existing folder, global, a remote key, every scope: no note.
    for where in (
        ["--scope", str(shop)],
        ["--global"],
        ["--scope", "ssh:b:/srv"],
        ["--all-scopes"],
    ):
        assert _cli("list", *where) == 0
        assert capsys.readouterr().err == "", where


def test_why_shows_when_each_version_was_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _remember(tmp_path, "release-gates", "Run both release gates before tagging")
    _remember(tmp_path, "release-gates", "Run all three gates before tagging")
    capsys.readouterr()
    assert _cli("why", "release-gates", "--scope", str(tmp_path), "--json") == 0
    info = json.loads(capsys.readouterr().out)
    first = info["history"][0]
    created, updated = (parse_timestamp(info[k]) for k in ("created_at", "updated_at"))
    assert parse_timestamp(first["written_at"]) == created < updated
    assert parse_timestamp(first["replaced_at"]) == updated
    assert _cli("why", "release-gates", "--scope", str(tmp_path)) == 0
    lines = capsys.readouterr().out.splitlines()
    assert f"created: {render.when(created)}" in lines
    assert f"this version: {render.when(updated)}" in lines
    assert not any(line.startswith("at: ") for line in lines)
    assert (
        f"  {render.when(created)} Run both release gates before tagging "
        f"(replaced {render.when(updated)} by remember)"
    ) in lines


def test_verify_reads_an_unknown_flag_as_a_flag(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "package.json").write_text('{"name": "web", "scripts": {"build": "vite"}}\n')
    _remember(tmp_path, "pnpm-ci", "CI installs with `pnpm install --frozen-lockfile`")
    # Look-alikes: a flag the project defines verifies; a symbol keeps its own wording.
    (tmp_path / "cli.py").write_text("parser.add_argument('--dry-run')\n")
    _remember(tmp_path, "dry-run", "Try `./cli.py --dry-run` first")
    _remember(tmp_path, "vendored", "Vendored code: `only_in_vendor()`")
    capsys.readouterr()
    assert _cli("verify", "--scope", str(tmp_path), "--all", "--json") == 0
    got = {m["slug"]: m for m in json.loads(capsys.readouterr().out)["memories"]}
    reason = got["pnpm-ci"]["reason"]
    assert got["pnpm-ci"]["verdict"] == "unknown"
    assert "no source file named" not in reason and "--frozen-lockfile" in reason
    assert "flag" in reason
    assert got["dry-run"]["verdict"] == "verified"
    assert "no source file named" in got["vendored"]["reason"]
