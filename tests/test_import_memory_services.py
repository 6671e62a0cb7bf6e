"""Switching from another memory tool (the s48 newcomer trial): basic-memory notes, a mem0
export, a Letta agent file and Cursor's legacy ``.cursorrules`` import into a real store once
each, with their titles, tags, relations and dates, and a malformed file is named with its
line, never a traceback."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import memlane
from credentials import github_token
from memlane.errors import InvalidInput, PrivacyRefused
from memlane.services.memory import Memory
from newcomer_cli import cli


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    root.mkdir()
    return root


@pytest.fixture
def pm(home: Path, project: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        yield m


def facts(m: Memory) -> dict[str, memlane.Record]:
    return {
        r.slug or r.id: r for r in m.list(kinds=["fact"], limit=500, include_archived=True).records
    }


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def line_of(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


# -- basic-memory ----------------------------------------------------------------------------


def basic_memory_folder(root: Path) -> Path:
    folder = root / "basic-memory"
    write(
        folder / "decisions" / "Authentication Design.md",
        "---\ntitle: Authentication Design\ntype: note\ntags: [auth, security]\n"
        "permalink: decisions/authentication-design\n---\n\n# Authentication Design\n\n"
        "Why we went stateless.\n\n## Observations\n"
        "- [decision] JWT tokens for stateless authentication #backend\n"
        "- [constraint] Tokens expire after 15 minutes (limits exposure)\n"
        "- [ ] write the rotation runbook\n- [x] pick a signing algorithm\n\n"
        "```markdown\n- [example] an observation inside a code sample\n```\n\n"
        "## Relations\n- implements [[API Security Requirements]]\n"
        "- depends_on [[User Database Schema]]\n",
    )
    write(
        folder / "specs" / "API Security Requirements.md",
        "---\ntitle: API Security Requirements\ntags: api, security\n"
        "permalink: specs/api-security-requirements\n---\n\n"
        "- [requirement] Every endpoint requires a bearer token\n"
        "- part_of [[Platform Overview]]\n",
    )
    write(
        folder / "people" / "Ana Lima.md",
        "---\ntitle: Ana Lima\ntype: Person\npermalink: people/ana-lima\n---\n\n"
        "- [role] Tech lead for the platform\n- works_on [[Platform Overview]]\n",
    )
    # No frontmatter at all: the file name is the title.
    write(folder / "User Database Schema.md", "users are keyed by uuid v7\n")
    return folder


def test_basic_memory_notes_keep_titles_tags_categories_and_relations(
    pm: Memory, tmp_path: Path
) -> None:
    folder = basic_memory_folder(tmp_path)
    report = pm.import_files(folder)  # the folder basic-memory creates is detected by name
    assert (report.format, report.imported, report.files) == ("basic-memory", 4, 4)
    got = facts(pm)
    auth = got["authentication-design"]
    assert auth.title == "Authentication Design"
    # Frontmatter tags, then observation categories and #tags; task items and code are not
    # observations.
    assert auth.tags == ("auth", "security", "decision", "constraint", "backend")
    interop = auth.payload["interop"]
    assert interop["relations"] == [
        {"type": "implements", "target": "API Security Requirements"},
        {"type": "depends_on", "target": "User Database Schema"},
    ]
    assert interop["links"] == ["API Security Requirements", "User Database Schema"]
    assert "Why we went stateless." in auth.body
    assert got["api-security-requirements"].tags == ("api", "security", "requirement")
    assert got["ana-lima"].tags == ("Person", "role")
    assert got["user-database-schema"].title == "User Database Schema"
    # Every link names a note by its title: one is left ([[Platform Overview]], no such note).
    assert report.unresolved_links == 2
    again = pm.import_files(folder, fmt="basic-memory")
    assert (again.imported, again.updated, again.unchanged) == (0, 0, 4)
    assert len(facts(pm)) == 4
    hits = pm.search("tokens expire").hits
    assert hits and hits[0].record.slug == "authentication-design"


# -- mem0 ------------------------------------------------------------------------------------


def mem0_items() -> list[dict[str, object]]:
    return [
        {
            "id": "a1f4c1de-0000-4000-8000-000000000001",
            "memory": "Prefers dark mode in every editor",
            "hash": "5d41402abc4b2a76b9719d911017c592",
            "metadata": {"category": "preferences"},
            "categories": ["personal_details"],
            "created_at": "2026-03-14T10:00:00.000000-08:00",
            "updated_at": None,
            "user_id": "ana",
        },
        {
            "id": "a1f4c1de-0000-4000-8000-000000000002",
            "memory": "The api service deploys to Fly.io from the release workflow",
            "hash": "7d793037a0760186574b0282f2f435e7",
            "metadata": None,
            "created_at": "2026-04-01T09:30:00Z",
            "updated_at": "2026-05-01T09:30:00Z",
            "agent_id": "deploy-bot",
        },
        {
            "id": "a1f4c1de-0000-4000-8000-000000000003",
            "memory": "Team standup is at 09:30 Lisbon time",
            "hash": "b026324c6904b2a9cb4b88d6d61c81d1",
            "metadata": {"tags": ["team", "schedule"]},
            "created_at": "2026-02-02T08:00:00Z",
            "updated_at": None,
            "user_id": "ana",
        },
    ]


def test_a_mem0_export_imports_each_memory_once_with_its_date_and_categories(
    pm: Memory, tmp_path: Path
) -> None:
    export = write(tmp_path / "mem0.json", json.dumps({"results": mem0_items()}, indent=2))
    report = pm.import_files(export, fmt="mem0")
    assert (report.imported, report.files) == (3, 1)
    got = {r.title: r for r in facts(pm).values()}
    dark = got["Prefers dark mode in every editor"]
    assert dark.type == "user"
    assert dark.tags == ("personal_details", "preferences")
    assert dark.created_at.isoformat() == "2026-03-14T18:00:00+00:00"
    assert dark.payload["interop"]["user_id"] == "ana"
    deploy = got["The api service deploys to Fly.io from the release workflow"]
    assert deploy.type == "project"  # an agent's own memory is about the work
    assert got["Team standup is at 09:30 Lisbon time"].tags == ("team", "schedule")
    assert pm.import_files(export, fmt="mem0").imported == 0
    # mem0 revised one memory and deleted another: the same id is revised, the lost one archived.
    items = mem0_items()
    items[0]["memory"] = "Prefers dark mode everywhere, light mode for slides"
    write(export, json.dumps({"results": items[:2]}))
    again = pm.import_files(export, fmt="mem0")
    assert (again.imported, again.updated, again.archived) == (0, 1, 1)
    assert len(facts(pm)) == 3


def test_a_mem0_list_is_recognised_by_the_cli_without_from(
    home: Path, project: Path, tmp_path: Path
) -> None:
    # `memlane import export.json` took every .json for a memlane corpus and refused mem0's
    # ("not a memlane corpus export"): its shape says which export it is.
    export = write(tmp_path / "memories.json", json.dumps(mem0_items()))
    args = ("--home", str(home), "import", str(export), "--scope", str(project))
    assert cli(*args) == 0
    assert cli(*args) == 0
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        assert len(facts(m)) == 3


def test_a_malformed_mem0_export_is_named_with_its_line(pm: Memory, tmp_path: Path) -> None:
    broken = write(tmp_path / "broken.json", '{"results": [\n  {"id": "x",\n  "memory": }\n]}')
    with pytest.raises(InvalidInput) as exc:
        pm.import_files(broken, fmt="mem0")
    assert "broken.json:3" in exc.value.message
    items = mem0_items()
    del items[1]["memory"]
    text = json.dumps({"results": items}, indent=2)
    missing = write(tmp_path / "missing.json", text)
    with pytest.raises(InvalidInput) as exc:
        pm.import_files(missing, fmt="mem0")
    line = line_of(text, "000000000002")
    assert f'missing.json:{line}: memory 2 has no "memory" text' in exc.value.message
    assert facts(pm) == {}


def test_a_credential_in_a_mem0_memory_refuses_the_import_naming_its_line(
    pm: Memory, tmp_path: Path
) -> None:
    items = mem0_items()
    items[2]["memory"] = f"The CI pushes with {github_token()}"
    text = json.dumps({"results": items}, indent=2)
    export = write(tmp_path / "mem0.json", text)
    with pytest.raises(PrivacyRefused) as exc:
        pm.import_files(export, fmt="mem0")
    where = {(f["source"], f["line"]) for f in exc.value.details["findings"]}
    assert where == {("mem0.json", line_of(text, "The CI pushes"))}
    assert facts(pm) == {}


# -- Letta -----------------------------------------------------------------------------------


def agent_file() -> dict[str, object]:
    """The schema Letta writes today (agents referring to blocks by file-local ids)."""
    return {
        "agents": [
            {
                "name": "Ezra",
                "id": "agent-0",
                "block_ids": ["block-0", "block-1", "block-2"],
                "messages": [{"role": "user", "content": [{"type": "text", "text": "hi"}]}],
                "system": "You are a helpful self-improving agent.",
            }
        ],
        "groups": [],
        "blocks": [
            {"id": "block-0", "label": "human", "value": "Ana leads the platform team.",
             "description": "What I know about the user", "limit": 5000, "read_only": False},
            {"id": "block-1", "label": "persona", "value": "I answer in short sentences.",
             "description": "", "limit": 5000},
            {"id": "block-2", "label": "scratch", "value": "   ", "limit": 5000},
            {"id": "block-3", "label": "reference/api-endpoints",
             "value": "POST /v1/agents creates an agent.", "limit": 5000},
        ],
        "files": [],
        "sources": [],
        "tools": [{"name": "send_message", "source_code": "def send_message(): ..."}],
        "mcp_servers": [],
        "metadata": {"revision_id": "3e54e2fa2f7e"},
    }  # fmt: skip


def test_a_letta_agent_file_imports_its_memory_blocks(pm: Memory, tmp_path: Path) -> None:
    af = write(tmp_path / "ezra.af", json.dumps(agent_file(), indent=2))
    report = pm.import_files(af)  # .af is detected
    # The report names the file imported, not its folder (it read "from letta at ..").
    assert (report.format, report.root) == ("letta", str(af))
    got = facts(pm)
    # The empty block is nothing to remember; a block no agent lists is memory all the same.
    assert sorted(got) == ["letta-human", "letta-persona", "letta-reference-api-endpoints"]
    human = got["letta-human"]
    assert (human.title, human.type, human.body) == (
        "Ezra: human",
        "user",
        "Ana leads the platform team.",
    )
    assert human.payload["interop"]["description"] == "What I know about the user"
    assert got["letta-persona"].type == "project"
    assert got["letta-reference-api-endpoints"].title == "reference/api-endpoints"
    assert pm.import_files(af).imported == 0
    # Letta renumbers block ids on every export: the label keeps finding the same memory.
    data = agent_file()
    data["blocks"][0]["id"], data["blocks"][1]["id"] = "block-1", "block-0"  # type: ignore[index]
    data["agents"][0]["block_ids"] = ["block-1", "block-0", "block-2"]  # type: ignore[index]
    write(af, json.dumps(data))
    again = pm.import_files(af)
    assert (again.imported, again.updated, again.unchanged) == (0, 0, 3)


def test_an_older_letta_file_with_core_memory_imports_too(pm: Memory, tmp_path: Path) -> None:
    old = {
        "agent_type": "memgpt_agent",
        "name": "memgpt_agent",
        "version": "0.6.47",
        "core_memory": [
            {"label": "persona", "value": "\nI am Sam, a careful pair programmer.\n"},
            {"label": "human", "value": "\nThe user prefers uv over pip.\n"},
            {
                "label": "coding_style",
                "value": "Small functions, typed.",
                "created_at": "2025-04-01T03:47:27",
            },
        ],
        "messages": [],
    }
    report = pm.import_files(write(tmp_path / "agent.af", json.dumps(old)), fmt="letta")
    assert report.imported == 3
    got = facts(pm)
    assert got["letta-human"].body == "The user prefers uv over pip."
    assert got["letta-coding-style"].title == "memgpt_agent: coding style"
    # Letta's timestamps carry no offset: they are UTC.
    assert got["letta-coding-style"].created_at.isoformat() == "2025-04-01T03:47:27+00:00"


def test_a_json_file_that_is_no_letta_agent_is_refused_by_name(pm: Memory, tmp_path: Path) -> None:
    other = write(tmp_path / "settings.af", json.dumps({"theme": "dark"}))
    with pytest.raises(InvalidInput) as exc:
        pm.import_files(other)
    assert "settings.af:1: is not a Letta agent file" in exc.value.message


# -- Cursor's .cursorrules -------------------------------------------------------------------


def test_a_projects_cursorrules_comes_with_its_rules_and_only_once(
    pm: Memory, project: Path
) -> None:
    write(
        project / ".cursor" / "rules" / "python.mdc",
        "---\ndescription: Python style\nglobs: **/*.py\nalwaysApply: false\n---\n\nType hints.\n",
    )
    write(project / ".cursorrules", "You are an expert in FastAPI.\n\n- Prefer async endpoints.\n")
    report = pm.import_files(project, fmt="cursor")
    assert (report.imported, report.files) == (2, 2)
    legacy = facts(pm)["cursorrules"]
    assert legacy.title == "Cursor project rules (.cursorrules)"
    assert "Prefer async endpoints." in legacy.body
    # The file on its own is detected as Cursor's and is the same memory.
    alone = pm.import_files(project / ".cursorrules")
    assert (alone.format, alone.imported, alone.unchanged) == ("cursor", 0, 1)
    assert pm.import_files(project, fmt="cursor").imported == 0
    assert len(facts(pm)) == 2


def test_a_project_with_only_a_cursorrules_file_imports_it(pm: Memory, project: Path) -> None:
    write(project / ".cursorrules", "Keep handlers under 40 lines.\n")
    report = pm.import_files(project, fmt="cursor")
    assert report.imported == 1
    assert facts(pm)["cursorrules"].body == "Keep handlers under 40 lines."


def test_discovery_offers_a_project_whose_only_cursor_rules_are_a_cursorrules_file(
    pm: Memory, project: Path, tmp_path: Path
) -> None:
    # `install --import` looked for .cursor/rules alone and left .cursorrules behind.
    write(project / ".cursorrules", "Keep handlers under 40 lines.\n")
    found = [
        f
        for f in pm.discover_imports(project=project, home=tmp_path / "nobody")
        if f.format == "cursor"
    ]
    assert [f.path for f in found] == [project]
    assert pm.import_files(found[0].path, fmt="cursor").imported == 1


def test_a_json_file_of_no_known_shape_is_named_with_the_formats_to_choose_from(
    home: Path, project: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = write(tmp_path / "settings.json", json.dumps({"theme": "dark"}))
    assert cli("--home", str(home), "import", str(other), "--scope", str(project)) == 2
    err = capsys.readouterr().err
    assert f"{other} is not a memlane export, nor a mem0 or Letta one" in err
    assert "--from (one of: claude-code" in err and "mem0, letta)" in err


def test_another_projects_files_are_imported_into_that_project(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Run from `api`, `import ../app --from claude-md` stored app's CLAUDE.md in api's scope.
    app, api = tmp_path / "app", tmp_path / "api"
    (app / ".git").mkdir(parents=True)
    (api / ".git").mkdir(parents=True)
    write(app / "CLAUDE.md", "# App\n\n## Build\n\nRun `make build`.\n")
    write(app / "src" / "AGENTS.md", "# Src\n\n## Layout\n\nOne module per concept.\n")
    export = write(app / "exports" / "mem0.json", json.dumps(mem0_items()))
    monkeypatch.chdir(api)
    assert cli("--home", str(home), "import", str(app), "--from", "claude-md") == 0
    assert cli("--home", str(home), "import", str(app / "src" / "AGENTS.md")) == 0
    # A user-level tool's export is the user's, wherever the file lies: the current workspace.
    assert cli("--home", str(home), "import", str(export)) == 0
    with memlane.open(home, embedder="hash", scope=str(app)) as m:
        assert sorted(facts(m)) == ["build", "layout"]
    with memlane.open(home, embedder="hash", scope=str(api)) as m:
        assert len(facts(m)) == 3


def test_a_claude_code_memory_folder_is_imported_into_the_project_it_is_named_after(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `memlane import ~/.claude/projects/-home-ana-app/memory --from claude-code` (the help's
    # example) stored the memories in whatever folder it was run from.
    app = tmp_path / "my-app.v2" / "web_ui"
    (app / ".git").mkdir(parents=True)
    (app / "src").mkdir()
    folder = tmp_path / "user" / ".claude" / "projects"
    memory = folder / re.sub(r"[^A-Za-z0-9]", "-", str(app)) / "memory"
    write(memory / "MEMORY.md", "- [Uses uv](user-uv.md)\n")
    write(
        memory / "user-uv.md", "---\nname: user-uv\ndescription: Uses uv\ntype: user\n---\n\nuv.\n"
    )
    monkeypatch.chdir(tmp_path)
    assert cli("--home", str(home), "import", str(memory), "--from", "claude-code") == 0
    with memlane.open(home, embedder="hash", scope=str(app)) as m:
        assert sorted(facts(m)) == ["user-uv"]


def test_a_heading_that_repeats_the_title_is_not_repeated_in_the_memory(
    pm: Memory, project: Path
) -> None:
    # Every brief line of the trial's Cursor rules read "Errors carry a remedy: # Errors carry
    # a remedy - …": the rule's heading said its description again.
    rules = project / ".cursor" / "rules"
    write(
        rules / "errors.mdc",
        "---\ndescription: Errors carry a remedy\n---\n\n"
        "# Errors carry a remedy\n\n- name the next step\n",
    )
    write(rules / "style.mdc", "---\ndescription: Python style\n---\n\n# Formatting\n\n- ruff\n")
    write(rules / "plain.mdc", "# Commit messages\n\nImperative mood.\n")
    pm.import_files(project, fmt="cursor")
    got = facts(pm)
    assert got["errors"].body == "- name the next step"
    assert got["style"].body == "# Formatting\n\n- ruff"  # another heading is the rule's text
    assert (got["plain"].title, got["plain"].body) == ("Commit messages", "Imperative mood.")
    brief = pm.brief().text
    assert "Errors carry a remedy: - name the next step" in brief
    assert "# Errors carry a remedy" not in brief


def test_claude_codes_projects_folder_imports_each_project_into_its_own_scope(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # `memlane import ~/.claude/projects` was refused ("no claude-code memory at …"): a user
    # switching has one memory folder per project and wants them all, each where it belongs.
    projects = tmp_path / "user" / ".claude" / "projects"
    apps = [tmp_path / "code" / "shop", tmp_path / "code" / "billing-api"]
    for app in apps:
        (app / ".git").mkdir(parents=True)
        memory = projects / re.sub(r"[^A-Za-z0-9]", "-", str(app)) / "memory"
        write(memory / "MEMORY.md", f"- [Build]({app.name}-build.md)\n")
        write(
            memory / f"{app.name}-build.md",
            f"---\nname: {app.name}-build\ndescription: How {app.name} builds\n"
            "type: project\n---\n\nmake build\n",
        )
    gone = projects / "-nonexistent-s48-project" / "memory"
    write(gone / "old.md", "---\nname: old\ndescription: Old\ntype: project\n---\n\nold\n")
    # Claude Code keeps each project's transcripts beside its memory folder: not memories.
    write(projects / "-nonexistent-s48-project" / "5f1c.jsonl", '{"type": "user"}\n')
    monkeypatch.chdir(tmp_path)
    assert cli("--home", str(home), "import", str(projects)) == 2
    out = capsys.readouterr().out
    assert out.count("imported from claude-code") == 2
    assert f"not imported {gone}: no project folder is named -nonexistent-s48-project" in out
    for app in apps:
        with memlane.open(home, embedder="hash", scope=str(app)) as m:
            assert sorted(facts(m)) == [f"{app.name}-build"]
    with memlane.open(home, embedder="hash", scope=str(tmp_path)) as m:
        assert facts(m) == {}
    assert cli("--home", str(home), "import", str(projects), "--json") == 2
    entries = json.loads(capsys.readouterr().out)["imports"]
    assert [e["report"]["unchanged"] for e in entries if "report" in e] == [1, 1]


def test_discovery_offers_the_users_basic_memory_folder_for_the_global_scope(
    pm: Memory, project: Path, tmp_path: Path
) -> None:
    user = tmp_path / "user"
    folder = basic_memory_folder(user)
    found = [f for f in pm.discover_imports(project=project, home=user)]
    assert [(f.format, f.path, f.scope) for f in found] == [("basic-memory", folder, "global")]


def test_notes_written_into_claude_codes_memory_index_are_named_not_dropped_silently(
    pm: Memory, tmp_path: Path
) -> None:
    memory = tmp_path / "memory"
    write(
        memory / "MEMORY.md",
        "# Memory Index\n\n- [Uses uv](user-uv.md) — uv over pip\n"
        "- Always run `make lint` before pushing\n\n- The staging DB resets every Sunday\n",
    )
    write(
        memory / "user-uv.md", "---\nname: user-uv\ndescription: Uses uv\ntype: user\n---\n\nuv\n"
    )
    report = pm.import_files(memory, fmt="claude-code")
    assert report.imported == 1
    assert [s["path"] for s in report.skipped] == ["MEMORY.md"]
    assert report.skipped[0]["reason"].startswith("line(s) 4, 6 are notes, not links")
