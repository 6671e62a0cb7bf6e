"""Exporting to agent formats: byte-identical round trips on the fixtures, regeneration of what
changed, link repair, the Markdown digest, and a publish that is all or nothing."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

import memlane
from memlane.core.interop_formats import registry as formats
from memlane.core.interop_formats.export_plan import PlannedFile
from memlane.core.interop_formats.model import SourceText
from memlane.errors import Conflict, InvalidInput
from memlane.services.interop_export import publish
from memlane.services.memory import Memory

DATA = Path(__file__).parent / "data" / "interop"
# format → (fixture folder, the folder its files are relative to)
ROUND_TRIP = {
    "claude-code": ("claude-code", "."),
    "agents-md": ("agents-md", "."),
    "cursor": ("cursor", ".cursor/rules"),
}


@pytest.fixture
def pm(home: Path, tmp_path: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=str(tmp_path / "proj")) as m:
        yield m


def tree(root: Path) -> dict[str, bytes]:
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.name != ".gitattributes"
    }


@pytest.mark.parametrize("fmt", sorted(ROUND_TRIP))
def test_import_then_export_gives_byte_identical_files(
    pm: Memory, tmp_path: Path, fmt: str
) -> None:
    folder, sub = ROUND_TRIP[fmt]
    source = DATA / folder / sub
    pm.import_files(DATA / folder, fmt=fmt)
    out = tmp_path / "out"
    report = pm.export_files(out, fmt=fmt)
    expected = {
        p: b for p, b in tree(source).items() if formats.select(fmt, [p]) or p == "MEMORY.md"
    }
    assert tree(out) == expected
    assert report.counts["byte_preserved"] == len(expected)
    assert report.counts["regenerated"] == report.counts["generated"] == 0
    # Recall and pins are metadata: they do not break the preservation.
    pm.recall("tests database", budget=400)
    first = pm.list(kinds=["fact"], limit=1).records[0]
    pm.pin(first.id)
    again = pm.export_files(tmp_path / "again", fmt=fmt)
    assert tree(tmp_path / "again") == expected and again.counts["regenerated"] == 0


def test_claude_code_changes_are_regenerated_and_the_index_follows(
    pm: Memory, tmp_path: Path
) -> None:
    pm.import_files(DATA / "claude-code", fmt="claude-code")
    pm.edit("project-ci", body="CI runs on Buildkite now.")
    pm.edit("user-role", archived=True)
    pm.remember("Deploys go through Argo CD", slug="deploy-tool", type="project")
    out = tmp_path / "out"
    report = pm.export_files(out, fmt="claude-code")
    files = tree(out)
    src = tree(DATA / "claude-code")
    assert "user_role.md" not in files
    assert files["feedback_testing.md"] == src["feedback_testing.md"]
    ci = files["project_ci.md"]
    assert ci.startswith(b"---\r\nname: project-ci\r\n") and b"CI runs on Buildkite now." in ci
    assert b"\n" not in ci.replace(b"\r\n", b"")  # still CRLF, as the file was
    new = files["deploy-tool.md"].decode()
    assert "name: deploy-tool\n" in new and "  type: project\n" in new
    index = files["MEMORY.md"].decode()
    assert "(deploy-tool.md)" in index and "user_role.md" not in index
    # feedback_commits linked [[user_role]], which is no longer exported: plain text now.
    assert b"Ask user_role before squashing" in files["feedback_commits.md"]
    assert report.counts["links_repaired"] == 1
    assert (report.counts["regenerated"], report.counts["generated"]) == (2, 1)
    (unit,) = formats.parse(
        "claude-code", SourceText("deploy-tool.md", files["deploy-tool.md"])
    ).units
    assert unit.body == "Deploys go through Argo CD"


def test_agents_md_splices_sections_and_appends_new_ones(pm: Memory, tmp_path: Path) -> None:
    pm.import_files(DATA / "agents-md", fmt="agents-md")
    pm.edit("build-and-test", body="- `pnpm turbo run test` tests everything.")
    pm.edit("setup", archived=True)
    pm.remember("Releases are cut on Mondays.", slug="release-day", title="Release day")
    out = tmp_path / "out"
    pm.export_files(out, fmt="agents-md")
    text = (out / "AGENTS.md").read_bytes().decode("utf-8")
    assert text.startswith("\ufeff# AGENTS.md\r\n")
    assert "## Setup" not in text
    assert "## Build and test\r\n\r\n- `pnpm turbo run test` tests everything.\r\n" in text
    assert "**Why:** the full suite takes 25 minutes" in text
    assert "see setup if the CLI is missing" in text  # the link target was archived
    assert "<!-- memlane:begin -->" in text
    assert text.endswith(
        "<!-- memlane:end -->\r\n\r\n## Release day\r\n\r\nReleases are cut on Mondays.\r\n"
    )
    nested = DATA / "agents-md" / "packages" / "routing" / "AGENTS.md"
    assert (out / "packages" / "routing" / "AGENTS.md").read_bytes() == nested.read_bytes()


def test_other_formats_export_as_generated_files(pm: Memory, tmp_path: Path) -> None:
    pm.import_files(DATA / "cline", fmt="cline")
    pm.import_files(DATA / "cursor", fmt="cursor")
    out = tmp_path / "out"
    report = pm.export_files(out, fmt="claude-code")
    files = tree(out)
    assert "cline-active-context.md" in files and "MEMORY.md" in files
    assert report.counts["generated"] == 12
    rules = tmp_path / "rules"
    pm.export_files(rules, fmt="cursor")
    core = (rules / "00-core.mdc").read_bytes()
    assert core == (DATA / "cursor" / ".cursor" / "rules" / "00-core.mdc").read_bytes()
    brief = (rules / "cline-projectbrief.mdc").read_text()
    assert brief.startswith("---\ndescription: Project Brief\nglobs:\nalwaysApply: false\n---\n")


def test_markdown_digest_groups_by_scope_and_kind(pm: Memory, tmp_path: Path) -> None:
    pm.import_files(DATA / "serena", fmt="serena")
    pm.remember("Prefer small PRs", kind="pattern", category="convention", confidence=0.8)
    pm.remember("Fixed the ledger rounding bug", kind="event", type="session_completed")
    pm.remember("A global preference", scope="global")
    out = tmp_path / "digest"
    report = pm.export_files(out, fmt="markdown", all_scopes=True)
    text = (out / "memlane-export.md").read_text()
    assert report.counts["memories"] == 7
    assert "## proj" in text and "## global" in text
    assert (
        text.index("### Facts (4)") < text.index("### Patterns (1)") < text.index("### Events (1)")
    )
    assert "#### Suggested commands" in text and "`suggested-commands` · project" in text
    with pytest.raises(InvalidInput):
        pm.export_files(tmp_path / "x", fmt="cursor", all_scopes=True)


def test_bounded_memories_are_left_out_and_named(pm: Memory, tmp_path: Path) -> None:
    soon = datetime.now(UTC) + timedelta(days=3)
    pm.remember("Staging is frozen this week", slug="staging-freeze", valid_until=soon)
    report = pm.export_files(tmp_path / "out", fmt="agents-md")
    assert report.skipped_bounded == ["staging-freeze"]
    assert not (tmp_path / "out" / "AGENTS.md").exists()


# -- publishing ----------------------------------------------------------------------------

FILES = [PlannedFile("a.md", b"A\n", False), PlannedFile("sub/b.md", b"B\n", False)]


def test_publish_into_absent_empty_or_identical_folders(tmp_path: Path) -> None:
    dest = tmp_path / "deep" / "out"
    assert publish(dest, FILES) == "created"
    assert tree(dest) == {"a.md": b"A\n", "sub/b.md": b"B\n"}
    assert publish(dest, FILES) == "unchanged"
    empty = tmp_path / "empty"
    empty.mkdir()
    assert publish(empty, FILES) == "created"
    assert [p.name for p in tmp_path.iterdir() if "memlane-export" in p.name] == []


def test_publish_refuses_conflicts_and_symlinks(tmp_path: Path) -> None:
    dest = tmp_path / "out"
    dest.mkdir()
    (dest / "a.md").write_bytes(b"changed by hand\n")
    with pytest.raises(Conflict, match="not empty") as exc:
        publish(dest, FILES)
    assert exc.value.exit_code == 3
    assert (dest / "a.md").read_bytes() == b"changed by hand\n"
    real = tmp_path / "real"
    real.mkdir()
    link = tmp_path / "link"
    link.symlink_to(real)
    with pytest.raises(Conflict, match="symlink"):
        publish(link, FILES)
    with pytest.raises(Conflict, match="ancestor"):
        publish(link / "inner", FILES)
    assert list(real.iterdir()) == []
    with pytest.raises(Conflict, match="unsafe"):
        publish(tmp_path / "x", [PlannedFile("../escape.md", b"x", False)])


def test_a_failed_publish_leaves_nothing_behind(tmp_path: Path) -> None:
    dest = tmp_path / "out"
    # "a.md" as a file and as a folder cannot both be written: staging fails half way.
    clash = [PlannedFile("a.md", b"A", False), PlannedFile("a.md/b.md", b"B", False)]
    with pytest.raises(OSError):
        publish(dest, clash)
    assert not dest.exists()
    assert os.listdir(tmp_path) == []


def test_export_cli_refusals_are_conflicts(pm: Memory, tmp_path: Path) -> None:
    shutil.copytree(DATA / "cursor", tmp_path / "taken")
    with pytest.raises(Conflict):
        pm.export_files(tmp_path / "taken", fmt="cursor")
