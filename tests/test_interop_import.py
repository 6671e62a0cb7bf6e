"""Importing agent memory into a real store: every format from the fixtures, idempotence,
revisions from a changed source, and refusals that name every file and write nothing."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import memlane
from credentials import github_token
from memlane.errors import Conflict, InvalidInput, PrivacyRefused
from memlane.services.memory import Memory

DATA = Path(__file__).parent / "data" / "interop"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    root.mkdir()
    return root


@pytest.fixture
def pm(home: Path, project: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        yield m


def copy(name: str, to: Path) -> Path:
    shutil.copytree(DATA / name, to / name)
    return to / name


def facts(m: Memory) -> dict[str, memlane.Record]:
    return {
        r.slug or r.id: r for r in m.list(kinds=["fact"], limit=200, include_archived=True).records
    }


EXPECTED = {
    # format: (folder, memories, artifacts, a slug it yields)
    "claude-code": ("claude-code", 7, 1, "feedback-testing"),
    "claude-md": ("claude-md", 12, 0, "rule-python"),
    "agents-md": ("agents-md", 8, 0, "build-and-test"),
    "cursor": ("cursor", 6, 0, "typescript"),
    "codex": ("codex", 5, 2, "skill-run-migrations"),
    "cline": ("cline", 6, 0, "cline-active-context"),
    "serena": ("serena", 4, 0, "suggested-commands"),
}


@pytest.mark.parametrize("fmt", sorted(EXPECTED))
def test_each_format_imports_from_its_fixtures(pm: Memory, fmt: str) -> None:
    folder, memories, artifacts, slug = EXPECTED[fmt]
    report = pm.import_files(DATA / folder, fmt=fmt)
    assert (report.imported, report.artifacts, report.unresolved_links) == (memories, artifacts, 0)
    rec = facts(pm)[slug]
    assert rec.provenance.trigger == "import"
    assert rec.provenance.source and rec.provenance.source.startswith(f"{fmt}:")
    again = pm.import_files(DATA / folder, fmt=fmt)
    assert (again.imported, again.updated, again.unchanged) == (0, 0, memories)
    assert again.unchanged_files == again.files


def test_claude_code_fields_and_search(pm: Memory) -> None:
    pm.import_files(DATA / "claude-code", fmt="claude-code")
    recs = facts(pm)
    testing = recs["feedback-testing"]
    assert testing.type == "feedback"
    assert testing.title == "Integration tests must hit a real database, not mocks"
    assert testing.why and testing.why.startswith("a mocked repository passed")
    assert testing.how and "tests/integration/" in testing.how
    assert testing.payload["interop"]["links"] == ["project-ci"]
    assert recs["user-role"].type == "user" and recs["reference-dashboards"].type == "reference"
    assert (
        recs["no-mocks-in-tests"].why
        == "mocks of our own store hid two transaction bugs last quarter."
    )
    assert "MEMORY.md" not in {r.payload["interop"]["path"] for r in recs.values()}
    hits = pm.search("grafana latency dashboards").hits
    assert hits and hits[0].record.slug == "reference-dashboards"


def test_format_is_detected_and_native_folders_are_found(pm: Memory, tmp_path: Path) -> None:
    assert pm.import_files(DATA / "cursor").format == "cursor"  # finds .cursor/rules itself
    assert pm.import_files(DATA / "agents-md" / "AGENTS.md").format == "agents-md"
    mixed = tmp_path / "mixed"
    shutil.copytree(DATA / "cursor", mixed)
    shutil.copy(DATA / "agents-md" / "AGENTS.md", mixed / "AGENTS.md")
    with pytest.raises(InvalidInput, match="several formats") as exc:
        pm.import_files(mixed)
    assert exc.value.details["candidates"] == ["cursor", "agents-md"]


def test_a_changed_source_revises_reopens_and_archives(pm: Memory, tmp_path: Path) -> None:
    folder = copy("agents-md", tmp_path)
    pm.import_files(folder, fmt="agents-md")
    pm.edit("setup", archived=True)
    before = facts(pm)["build-and-test"]
    agents = folder / "AGENTS.md"
    text = agents.read_bytes().decode()
    text = text.replace("tests only what changed", "tests only the changed packages")
    text = text.replace("- Install toolchains", "- Install all toolchains")
    start = text.index("## Pull requests")
    end = text.index("<!-- memlane:begin -->")
    agents.write_bytes((text[:start] + text[end:]).encode())

    report = pm.import_files(folder, fmt="agents-md")
    assert (report.updated, report.reopened, report.archived, report.imported) == (2, 1, 1, 0)
    recs = facts(pm)
    after = recs["build-and-test"]
    assert after.id == before.id and "changed packages" in after.body
    assert not recs["setup"].archived  # the source changed it: current again
    assert recs["pull-requests"].archived  # its section is gone from the file
    assert len(pm.why("build-and-test")["history"]) == 1
    assert pm.import_files(folder, fmt="agents-md").updated == 0


def test_an_unchanged_reimport_leaves_archived_memories_archived(pm: Memory) -> None:
    pm.import_files(DATA / "cursor", fmt="cursor")
    pm.edit("typescript", archived=True)
    pm.import_files(DATA / "cursor", fmt="cursor")
    assert facts(pm)["typescript"].archived


def test_a_memory_edited_in_memlane_and_at_the_source_conflicts(pm: Memory, tmp_path: Path) -> None:
    folder = copy("claude-code", tmp_path)
    pm.import_files(folder, fmt="claude-code")
    pm.edit("project-ci", body="CI moved to Buildkite.")
    path = folder / "project_ci.md"
    path.write_bytes(path.read_bytes().replace(b"Postgres 16", b"Postgres 17"))
    with pytest.raises(Conflict, match="project-ci") as exc:
        pm.import_files(folder, fmt="claude-code")
    assert exc.value.exit_code == 3
    assert facts(pm)["project-ci"].body == "CI moved to Buildkite."
    report = pm.import_files(folder, fmt="claude-code", replace_edited=True)
    assert report.updated == 1 and "Postgres 17" in facts(pm)["project-ci"].body


def test_a_credential_refuses_the_whole_import_naming_every_file_and_line(
    pm: Memory, tmp_path: Path
) -> None:
    folder = copy("claude-code", tmp_path)
    token = github_token()
    (folder / "deploy_keys.md").write_text(
        f"---\nname: deploy-keys\ndescription: Deploy\n---\n\nline one\nuse {token} to push\n"
    )
    rules = folder / "feedback_commits.md"
    rules.write_text(rules.read_text() + f"\nbackup token {github_token()}\n")
    with pytest.raises(PrivacyRefused) as exc:
        pm.import_files(folder, fmt="claude-code")
    findings = exc.value.details["findings"]
    where = {(f["source"], f["line"]) for f in findings}
    assert ("deploy_keys.md", 7) in where
    assert any(source == "feedback_commits.md" for source, _ in where)
    assert all(f["class"] for f in findings)
    assert token not in exc.value.message
    assert facts(pm) == {}


def test_malformed_files_are_all_named_and_nothing_is_written(pm: Memory, tmp_path: Path) -> None:
    folder = copy("claude-code", tmp_path)
    (folder / "broken.md").write_text("---\nname: [oops\n  - : :\n---\nx\n")
    (folder / "kind.md").write_text("---\nname: k\nmetadata:\n  type: gossip\n---\nx\n")
    (folder / "latin1.md").write_bytes(b"---\nname: l\n---\ncaf\xe9\n")
    with pytest.raises(InvalidInput) as exc:
        pm.import_files(folder, fmt="claude-code")
    assert {p["path"] for p in exc.value.details["problems"]} == {
        "broken.md",
        "kind.md",
        "latin1.md",
    }
    assert exc.value.exit_code == 2
    assert facts(pm) == {}


def test_dry_run_reports_and_checks_but_writes_nothing(pm: Memory, tmp_path: Path) -> None:
    report = pm.import_files(DATA / "serena", fmt="serena", dry_run=True)
    assert report.dry_run and report.imported == 4
    assert facts(pm) == {}
    folder = copy("serena", tmp_path)
    (folder / ".serena" / "memories" / "ci.md").write_text(f"CI pushes with {github_token()}\n")
    with pytest.raises(PrivacyRefused):
        pm.import_files(folder, fmt="serena", dry_run=True)
    assert facts(pm) == {}


def test_symlinks_are_skipped_and_reported(pm: Memory, tmp_path: Path) -> None:
    folder = copy("serena", tmp_path) / ".serena" / "memories"
    outside = tmp_path / "outside.md"
    outside.write_text("# Outside\n\nnot part of the memory folder\n")
    (folder / "linked.md").symlink_to(outside)
    report = pm.import_files(folder, fmt="serena")
    assert report.imported == 4
    assert {"path": "linked.md", "reason": "symlink"} in report.skipped


def test_duplicates_across_files_are_kept_under_distinct_slugs(pm: Memory) -> None:
    pm.remember("Route planning is golden-file tested", slug="testing")
    pm.import_files(DATA / "cursor", fmt="cursor")
    assert {"testing", "testing-2"} <= set(facts(pm))


def test_a_project_folder_stands_for_its_claude_code_memory_folder(
    pm: Memory, project: Path, tmp_path: Path
) -> None:
    user_home = tmp_path / "user"
    folder = re.sub(r"[^A-Za-z0-9]", "-", str(project.resolve()))
    shutil.copytree(DATA / "claude-code", user_home / ".claude" / "projects" / folder / "memory")
    report = pm.import_files(project, fmt="claude-code", user_home=user_home)
    assert report.imported == 7 and report.root.endswith("/memory")


def test_what_memlane_changed_stands_while_its_section_is_unchanged(
    pm: Memory, tmp_path: Path
) -> None:
    folder = copy("agents-md", tmp_path)
    pm.import_files(folder, fmt="agents-md")
    pm.edit("setup", body="Install with `just setup`.")
    pm.forget("pull-requests")
    agents = folder / "AGENTS.md"
    agents.write_bytes(agents.read_bytes().replace(b"tests only what changed", b"tests less"))
    report = pm.import_files(folder, fmt="agents-md")
    assert (report.updated, report.imported) == (1, 0)
    recs = facts(pm)
    assert recs["setup"].body == "Install with `just setup`."
    assert "pull-requests" not in recs and "tests less" in recs["build-and-test"].body
    out = tmp_path / "out"
    pm.export_files(out, fmt="agents-md")
    text = (out / "AGENTS.md").read_bytes().decode()
    assert "just setup" in text and "## Pull requests" not in text and "tests less" in text


@pytest.mark.parametrize(
    ("fmt", "looked_for"),
    [
        ("cline", "memory-bank"),
        ("serena", ".serena/memories"),
        ("claude-code", "MEMORY.md"),
        ("cursor", ".cursor/rules"),
    ],
)
def test_a_project_without_the_agents_folder_imports_nothing_and_names_it(
    pm: Memory, project: Path, tmp_path: Path, fmt: str, looked_for: str
) -> None:
    # The s43 newcomer trial: `import . --from cline` with no memory bank stored the
    # project's README and docs, one memory per Markdown file.
    (project / "README.md").write_text("# App\n\nThe app's readme.\n")
    (project / "docs").mkdir()
    (project / "docs" / "guide.md").write_text("# Guide\n\nHow to use it.\n")
    with pytest.raises(InvalidInput) as exc:
        pm.import_files(project, fmt=fmt, user_home=tmp_path / "user")
    assert exc.value.exit_code == 2
    assert str(project.resolve() / looked_for) in exc.value.message
    assert facts(pm) == {}


def test_a_memory_folder_named_or_marked_as_its_format_still_imports(
    pm: Memory, tmp_path: Path
) -> None:
    # Look-alikes of the refusal above: the memory folder itself, however it is reached.
    bank = tmp_path / "elsewhere" / "memory-bank"
    bank.mkdir(parents=True)
    (bank / "notes.md").write_text("# Notes\n\nThe bank's notes.\n")
    assert pm.import_files(bank, fmt="cline").imported == 1
    copied = tmp_path / "bank-backup"
    copied.mkdir()
    (copied / "projectbrief.md").write_text("# Brief\n\nA ledger for small shops.\n")
    assert pm.import_files(copied, fmt="cline").imported == 1
    auto = tmp_path / "user" / ".claude" / "projects" / "-home-ana-app" / "memory"
    auto.mkdir(parents=True)
    (auto / "feedback_x.md").write_text("# Tabs\n\nIndent with tabs in Makefiles.\n")
    assert pm.import_files(auto, fmt="claude-code").imported == 1
