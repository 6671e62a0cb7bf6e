"""Installers on temp copies of realistic configuration files: merge, idempotence, backups,
dry-run diffs, and uninstall back to the original bytes."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from memlane.cli.main import run
from memlane.errors import InvalidInput
from memlane.services import install as installer
from memlane.services.install_formats import MARK_BEGIN, MARK_END

ARGV = ["/opt/memlane/bin/memlane"]

# Written the way Claude Code writes it (JSON.stringify, two spaces), with a user's own hooks.
CLAUDE_SETTINGS = (
    json.dumps(
        {
            "$schema": "https://json.schemastore.org/claude-code-settings.json",
            "permissions": {
                "allow": ["Bash(npm run lint)", "Bash(npm test:*)"],
                "deny": ["Read(./.env)"],
            },
            "env": {"NODE_ENV": "development"},
            "hooks": {
                "PostToolUse": [
                    {
                        "matcher": "Write|Edit",
                        "hooks": [
                            {
                                "type": "command",
                                "command": 'npx prettier --write "$CLAUDE_FILE_PATHS"',
                            }
                        ],
                    }
                ],
                "SessionStart": [
                    {
                        "matcher": "startup",
                        "hooks": [{"type": "command", "command": "cat .claude/welcome.md"}],
                    }
                ],
            },
            "model": "claude-sonnet-4-5",
        },
        indent=2,
    )
    + "\n"
)

CLAUDE_JSON = json.dumps(
    {
        "numStartups": 214,
        "theme": "dark",
        "tipsHistory": {"memory-command": 12, "shift-enter": 3},
        "mcpServers": {
            "github": {
                "type": "stdio",
                "command": "npx",
                "args": ["-y", "@modelcontextprotocol/server-github"],
                "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_TOKEN}"},
            }
        },
        "projects": {
            "/home/ana/shop": {
                "allowedTools": [],
                "hasTrustDialogAccepted": True,
                "lastCost": 0.4213,
            }
        },
        "userID": "4f1c0e6b2d",
    },
    indent=2,
)  # Claude Code writes it without a final newline

MCP_JSON = """{
    "mcpServers": {
        "postgres": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-postgres", "postgresql://localhost/shop"]}
    }
}
"""

CODEX_CONFIG = """\
# Codex configuration — hand edited, keep the comments!
model = "gpt-5-codex"
approval_policy = "on-request"   # ask before running anything risky

[features]
hooks = true

# Servers shared with the team
[mcp_servers.github]
command = "npx"
args = ["-y", "@modelcontextprotocol/server-github"]

[profiles.fast]
model = "gpt-5-mini"
"""

AGENTS_MD = """\
# Shop service — agent notes

- Use pnpm, never npm.
- Run `pnpm test` before committing.
"""

CURSOR_MCP = """{
  "mcpServers": {
    "linear": {
      "url": "https://mcp.linear.app/sse"
    }
  }
}"""


@pytest.fixture
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "ana"
    (home / ".claude").mkdir(parents=True)
    (home / ".claude" / "settings.json").write_text(CLAUDE_SETTINGS)
    (home / ".claude.json").write_text(CLAUDE_JSON)
    (home / ".codex").mkdir()
    (home / ".codex" / "config.toml").write_text(CODEX_CONFIG)
    (home / ".cursor").mkdir()
    (home / ".cursor" / "mcp.json").write_text(CURSOR_MCP)
    monkeypatch.setenv("HOME", str(home))
    return home


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "shop"
    (root / ".claude").mkdir(parents=True)
    (root / ".claude" / "settings.json").write_text(CLAUDE_SETTINGS)
    (root / ".mcp.json").write_text(MCP_JSON)
    (root / "AGENTS.md").write_text(AGENTS_MD)
    return root


def snapshot(*roots: Path) -> dict[str, bytes]:
    return {
        str(p): p.read_bytes() for root in roots for p in sorted(root.rglob("*")) if p.is_file()
    }


def files(
    target: str, level: installer.Level, home: Path, project: Path, argv: list[str] = ARGV
) -> list[installer.ConfigFile]:
    return installer.config_files(target, level, home=home, project=project, argv=argv)


@pytest.mark.parametrize("target", installer.TARGETS)
@pytest.mark.parametrize("level", ["user", "project"])
def test_install_twice_then_uninstall_restores_the_original_bytes(
    user_home: Path, project: Path, target: str, level: installer.Level
) -> None:
    before = snapshot(user_home, project)
    plan = files(target, level, user_home, project)
    installer.apply(installer.plan_install(plan))
    after_first = snapshot(user_home, project)
    assert after_first != before

    again = installer.plan_install(plan)
    assert {c.action for c in again} == {"unchanged"}
    installer.apply(again)
    assert snapshot(user_home, project) == after_first  # idempotent, byte for byte

    installer.apply(installer.plan_uninstall(plan))
    assert snapshot(user_home, project) == before  # backups gone, created files gone


def test_claude_code_merges_hooks_and_server_without_clobbering(
    user_home: Path, project: Path
) -> None:
    installer.apply(installer.plan_install(files("claude-code", "user", user_home, project)))
    settings = json.loads((user_home / ".claude" / "settings.json").read_text())
    hooks = settings["hooks"]
    assert hooks["PostToolUse"][0]["matcher"] == "Write|Edit"  # the user's hook, first
    assert hooks["SessionStart"][0]["hooks"][0]["command"] == "cat .claude/welcome.md"
    ours = {
        ev: [h["command"] for g in groups for h in g["hooks"] if "memlane" in h["command"]]
        for ev, groups in hooks.items()
    }
    assert ours == {
        "SessionStart": ["/opt/memlane/bin/memlane hook session-start"],
        "UserPromptSubmit": ["/opt/memlane/bin/memlane hook prompt"],
        "PostToolUse": ["/opt/memlane/bin/memlane hook post-tool"],
        "PostToolUseFailure": ["/opt/memlane/bin/memlane hook post-tool"],
        "PreCompact": ["/opt/memlane/bin/memlane hook pre-compact"],
        "SessionEnd": ["/opt/memlane/bin/memlane hook session-end"],
    }
    assert settings["permissions"]["deny"] == ["Read(./.env)"]
    claude = json.loads((user_home / ".claude.json").read_text())
    assert set(claude["mcpServers"]) == {"github", "memlane"}
    assert claude["mcpServers"]["memlane"] == {"type": "stdio", "command": ARGV[0], "args": ["mcp"]}
    assert claude["projects"]["/home/ana/shop"]["lastCost"] == 0.4213
    backup = user_home / ".claude" / "settings.json.memlane-backup"
    assert backup.read_text() == CLAUDE_SETTINGS


def test_project_install_pins_the_workspace(user_home: Path, project: Path) -> None:
    installer.apply(installer.plan_install(files("claude-code", "project", user_home, project)))
    servers = json.loads((project / ".mcp.json").read_text())["mcpServers"]
    assert set(servers) == {"postgres", "memlane"}
    assert servers["memlane"]["args"] == ["mcp", "--scope", str(project)]
    assert (project / ".mcp.json").read_text().startswith('{\n    "mcpServers"')  # 4 spaces


def test_codex_keeps_comments_and_adds_agents_section(user_home: Path, project: Path) -> None:
    installer.apply(installer.plan_install(files("codex", "project", user_home, project)))
    config = (project / ".codex" / "config.toml").read_text()
    assert tomllib.loads(config)["mcp_servers"]["memlane"]["args"] == [
        "mcp",
        "--scope",
        str(project),
    ]
    agents = (project / "AGENTS.md").read_text()
    assert agents.startswith(AGENTS_MD) and MARK_BEGIN in agents and MARK_END in agents
    assert "read_memory_context" in agents and "remember" in agents

    installer.apply(installer.plan_install(files("codex", "user", user_home, project)))
    user_config = (user_home / ".codex" / "config.toml").read_text()
    lines = iter(user_config.splitlines())
    assert all(line in lines for line in CODEX_CONFIG.splitlines())  # all kept, in order
    assert "[mcp_servers.memlane]" in user_config
    parsed = tomllib.loads(user_config)
    assert set(parsed["mcp_servers"]) == {"github", "memlane"}
    assert parsed["profiles"]["fast"]["model"] == "gpt-5-mini"
    codex_hooks = json.loads((user_home / ".codex" / "hooks.json").read_text())["hooks"]
    assert set(codex_hooks) == {"SessionStart", "UserPromptSubmit", "PostToolUse", "PreCompact"}


def test_dry_run_shows_a_diff_and_writes_nothing(
    user_home: Path,
    project: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = snapshot(user_home, project)
    monkeypatch.chdir(project)
    assert run(["install", "codex", "--project", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert f"+++ {project / '.codex' / 'config.toml'}" in out
    assert "+[mcp_servers.memlane]" in out and f"+{MARK_BEGIN}" in out
    assert "would be created" in out
    assert snapshot(user_home, project) == before


def test_cli_install_json_and_uninstall(
    user_home: Path, project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = snapshot(user_home, project)
    assert run(["install", "cursor", "--project", "--project-dir", str(project), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["changes"] == [
        {
            "path": str(project / ".cursor" / "mcp.json"),
            "what": "Cursor MCP server",
            "action": "create",
        }
    ]
    command = json.loads((project / ".cursor" / "mcp.json").read_text())["mcpServers"]["memlane"][
        "command"
    ]
    assert Path(command).is_absolute()
    assert run(["uninstall", "cursor", "--project", "--project-dir", str(project)]) == 0
    assert snapshot(user_home, project) == before
    assert run(["install", "cursor", "--project", "--user", "--json"]) == 2


def test_a_moved_executable_replaces_the_entries_and_keeps_the_first_backup(
    user_home: Path, project: Path
) -> None:
    before = snapshot(user_home, project)
    installer.apply(installer.plan_install(files("claude-code", "user", user_home, project)))
    moved = files("claude-code", "user", user_home, project, argv=["/new/bin/memlane"])
    installer.apply(installer.plan_install(moved))
    text = (user_home / ".claude" / "settings.json").read_text()
    assert "/opt/memlane/bin/memlane" not in text and text.count("/new/bin/memlane hook") == 6
    backup = user_home / ".claude" / "settings.json.memlane-backup"
    assert backup.read_text() == CLAUDE_SETTINGS  # still the memlane-free original
    installer.apply(installer.plan_uninstall(moved))
    assert snapshot(user_home, project) == before


def test_uninstall_after_user_edits_keeps_their_edits(user_home: Path, project: Path) -> None:
    plan = files("cursor", "user", user_home, project)
    installer.apply(installer.plan_install(plan))
    path = user_home / ".cursor" / "mcp.json"
    doc = json.loads(path.read_text())
    doc["mcpServers"]["sentry"] = {"url": "https://mcp.sentry.dev/sse"}
    path.write_text(json.dumps(doc, indent=2) + "\n")
    installer.apply(installer.plan_uninstall(plan))
    assert set(json.loads(path.read_text())["mcpServers"]) == {"linear", "sentry"}


def test_a_foreign_hook_in_our_group_survives_uninstall(user_home: Path, project: Path) -> None:
    plan = files("claude-code", "user", user_home, project)
    installer.apply(installer.plan_install(plan))
    path = user_home / ".claude" / "settings.json"
    doc = json.loads(path.read_text())
    doc["hooks"]["PreCompact"][0]["hooks"].append({"type": "command", "command": "say bye"})
    path.write_text(json.dumps(doc, indent=2) + "\n")
    installer.apply(installer.plan_uninstall(plan))
    left = json.loads(path.read_text())["hooks"]
    assert left["PreCompact"] == [{"hooks": [{"type": "command", "command": "say bye"}]}]
    assert "memlane" not in path.read_text()


def test_broken_config_is_refused_and_left_alone(user_home: Path, project: Path) -> None:
    broken = '{"mcpServers": {"linear": '
    (user_home / ".cursor" / "mcp.json").write_text(broken)
    with pytest.raises(InvalidInput, match="not valid JSON"):
        installer.plan_install(files("cursor", "user", user_home, project))
    assert (user_home / ".cursor" / "mcp.json").read_text() == broken


def test_launcher_is_an_absolute_command() -> None:
    argv = installer.launcher()
    assert Path(argv[0]).is_absolute()
