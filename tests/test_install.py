"""Installers on temp copies of realistic configuration files: merge, idempotence, backups,
dry-run diffs, and uninstall back to the original bytes."""

from __future__ import annotations

import json
import sys
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


@pytest.fixture
def backups(home: Path) -> Path:
    return home / installer.BACKUPS_DIR


def snapshot(*roots: Path) -> dict[str, bytes]:
    return {
        str(p): p.read_bytes() for root in roots for p in sorted(root.rglob("*")) if p.is_file()
    }


def files(
    target: str,
    level: installer.Level,
    home: Path,
    project: Path,
    argv: list[str] = ARGV,
    *,
    on_path: bool = True,
) -> list[installer.ConfigFile]:
    return installer.config_files(
        target, level, home=home, project=project, argv=argv, on_path=on_path
    )


def install(plan: list[installer.ConfigFile], backups: Path) -> list[installer.Change]:
    changes = installer.plan_install(plan, backups)
    installer.apply(changes)
    return changes


def uninstall(plan: list[installer.ConfigFile], backups: Path) -> list[installer.Change]:
    changes = installer.plan_uninstall(plan, backups)
    installer.apply(changes)
    return changes


@pytest.mark.parametrize("target", installer.TARGETS)
@pytest.mark.parametrize(
    ("level", "on_path"), [("user", True), ("project", True), ("project", False)]
)
def test_install_twice_then_uninstall_restores_the_original_bytes(
    user_home: Path,
    project: Path,
    backups: Path,
    target: str,
    level: installer.Level,
    on_path: bool,
) -> None:
    before = snapshot(user_home, project)
    plan = files(target, level, user_home, project, on_path=on_path)
    install(plan, backups)
    after_first = snapshot(user_home, project)
    assert after_first != before

    again = installer.plan_install(plan, backups)
    assert {c.action for c in again} == {"unchanged"}
    installer.apply(again)
    assert snapshot(user_home, project) == after_first  # idempotent, byte for byte

    uninstall(plan, backups)
    assert snapshot(user_home, project) == before  # created files gone
    assert snapshot(backups) == {}  # backups used up


def test_claude_code_merges_hooks_and_server_without_clobbering(
    user_home: Path, project: Path, backups: Path
) -> None:
    install(files("claude-code", "user", user_home, project), backups)
    settings = json.loads((user_home / ".claude" / "settings.json").read_text())
    hooks = settings["hooks"]
    assert hooks["PostToolUse"][0]["matcher"] == "Write|Edit"  # the user's hook, first
    assert hooks["SessionStart"][0]["hooks"][0]["command"] == "cat .claude/welcome.md"
    ours = {
        ev: [h["command"] for g in groups for h in g["hooks"] if "memlane" in h["command"]]
        for ev, groups in hooks.items()
    }
    run = "/opt/memlane/bin/memlane hook"
    assert ours == {
        "SessionStart": [f"{run} session-start --agent claude-code"],
        "UserPromptSubmit": [f"{run} prompt --agent claude-code"],
        "PreToolUse": [f"{run} pre-tool --agent claude-code"],
        "PostToolUse": [f"{run} post-tool --agent claude-code"],
        "PostToolUseFailure": [f"{run} post-tool --agent claude-code"],
        "PreCompact": [f"{run} pre-compact --agent claude-code"],
        "Stop": [f"{run} stop --agent claude-code"],
        "SessionEnd": [f"{run} session-end --agent claude-code"],
    }
    # Tool hooks run for shell calls only, never for every Read, Grep and Edit.
    matchers = {
        ev: {g.get("matcher") for g in groups if "memlane" in json.dumps(g)}
        for ev, groups in hooks.items()
        if ev.startswith(("PreToolUse", "PostToolUse"))
    }
    assert matchers == {
        "PreToolUse": {"Bash"},
        "PostToolUse": {"Bash"},
        "PostToolUseFailure": {"Bash"},
    }
    assert settings["permissions"]["deny"] == ["Read(./.env)"]
    claude = json.loads((user_home / ".claude.json").read_text())
    assert set(claude["mcpServers"]) == {"github", "memlane"}
    assert claude["mcpServers"]["memlane"] == {"type": "stdio", "command": ARGV[0], "args": ["mcp"]}
    assert claude["projects"]["/home/ana/shop"]["lastCost"] == 0.4213
    # The memlane-free original is kept under $MEMLANE_HOME/backups, not next to the file.
    settings_path = user_home / ".claude" / "settings.json"
    assert installer.backup_path(backups, settings_path).read_text() == CLAUDE_SETTINGS
    assert not installer.legacy_backup(settings_path).exists()


def test_project_install_commits_only_portable_text(
    user_home: Path, project: Path, backups: Path
) -> None:
    user_files = snapshot(user_home)
    for target in installer.TARGETS:
        install(files(target, "project", user_home, project), backups)
    servers = json.loads((project / ".mcp.json").read_text())["mcpServers"]
    assert set(servers) == {"postgres", "memlane"}
    assert servers["memlane"] == {"type": "stdio", "command": "memlane", "args": ["mcp"]}
    assert (project / ".mcp.json").read_text().startswith('{\n    "mcpServers"')  # 4 spaces
    cursor = json.loads((project / ".cursor" / "mcp.json").read_text())["mcpServers"]["memlane"]
    assert cursor == {"command": "memlane", "args": ["mcp", "--scope", "${workspaceFolder}"]}
    for path in sorted(project.rglob("*")):
        if path.is_file():
            text = path.read_text()
            # No absolute path of this machine: not the launcher, the home, nor the project.
            assert ARGV[0] not in text and str(user_home) not in text, path
            assert str(project) not in text, path
    assert snapshot(user_home) == user_files  # nothing of this machine's was needed
    assert not (project / ".claude" / "settings.local.json").exists()


def test_project_install_without_memlane_on_path_keeps_machine_parts_local(
    user_home: Path, project: Path, backups: Path
) -> None:
    install(files("claude-code", "project", user_home, project, on_path=False), backups)
    committed = (project / ".claude" / "settings.json").read_text()
    assert "memlane" not in committed and "memlane" not in (project / ".mcp.json").read_text()
    local = json.loads((project / ".claude" / "settings.local.json").read_text())
    commands = {h["command"] for g in local["hooks"]["PreToolUse"] for h in g["hooks"]}
    assert commands == {f"{ARGV[0]} hook pre-tool --agent claude-code"}
    claude = json.loads((user_home / ".claude.json").read_text())
    mine = claude["projects"][str(project)]["mcpServers"]["memlane"]
    assert mine == {"type": "stdio", "command": ARGV[0], "args": ["mcp"]}
    assert claude["projects"]["/home/ana/shop"]["lastCost"] == 0.4213  # another project kept

    install(files("cursor", "project", user_home, project, on_path=False), backups)
    rule = (project / ".cursor" / "rules" / "memlane.mdc").read_text()
    assert rule.startswith("---\n") and "recall" in rule  # shared: committed
    assert not (project / ".cursor" / "hooks.json").exists()
    cursor_hooks = json.loads((user_home / ".cursor" / "hooks.json").read_text())
    assert cursor_hooks["version"] == 1
    assert cursor_hooks["hooks"]["postToolUse"] == [
        {"command": f"{ARGV[0]} hook post-tool --agent cursor", "matcher": "Shell", "timeout": 10}
    ]


def test_codex_keeps_comments_and_adds_agents_section(
    user_home: Path, project: Path, backups: Path
) -> None:
    install(files("codex", "project", user_home, project), backups)
    config = (project / ".codex" / "config.toml").read_text()
    parsed_project = tomllib.loads(config)
    assert parsed_project["mcp_servers"]["memlane"] == {"command": "memlane", "args": ["mcp"]}
    # Older Codex runs hooks only behind the feature flag: added, and marked as memlane's.
    assert parsed_project["features"] == {"codex_hooks": True}
    assert "added by memlane" in config
    agents = (project / "AGENTS.md").read_text()
    assert agents.startswith(AGENTS_MD) and MARK_BEGIN in agents and MARK_END in agents
    assert "read_memory_context" in agents and "report_outcome" in agents

    install(files("codex", "user", user_home, project), backups)
    user_config = (user_home / ".codex" / "config.toml").read_text()
    lines = iter(user_config.splitlines())
    assert all(line in lines for line in CODEX_CONFIG.splitlines())  # all kept, in order
    assert "[mcp_servers.memlane]" in user_config
    parsed = tomllib.loads(user_config)
    assert set(parsed["mcp_servers"]) == {"github", "memlane"}
    assert parsed["profiles"]["fast"]["model"] == "gpt-5-mini"
    assert parsed["features"] == {"hooks": True}  # the person's own flag: left alone
    codex_hooks = json.loads((user_home / ".codex" / "hooks.json").read_text())["hooks"]
    assert set(codex_hooks) == {
        "SessionStart",
        "UserPromptSubmit",
        "PreToolUse",
        "PostToolUse",
        "PreCompact",
        "Stop",
    }
    assert codex_hooks["PreToolUse"][0]["matcher"] == "Bash"


def test_dry_run_shows_a_diff_and_writes_nothing(
    user_home: Path,
    project: Path,
    home: Path,
    memlane_on_path: Path,
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
    assert not (home / installer.BACKUPS_DIR).exists()


def test_cli_install_json_and_uninstall(
    user_home: Path,
    project: Path,
    memlane_on_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    before = snapshot(user_home, project)
    assert run(["install", "cursor", "--project", "--project-dir", str(project), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [(c["path"], c["action"], c["portable"]) for c in report["changes"]] == [
        (str(project / ".cursor" / "mcp.json"), "create", True),
        (str(project / ".cursor" / "hooks.json"), "create", True),
        (str(project / ".cursor" / "rules" / "memlane.mdc"), "create", True),
    ]
    command = json.loads((project / ".cursor" / "mcp.json").read_text())["mcpServers"]["memlane"][
        "command"
    ]
    assert command == "memlane"
    assert run(["uninstall", "cursor", "--project", "--project-dir", str(project)]) == 0
    assert snapshot(user_home, project) == before
    assert run(["install", "cursor", "--project", "--user", "--json"]) == 2


def test_a_moved_executable_replaces_the_entries_and_keeps_the_first_backup(
    user_home: Path, project: Path, backups: Path
) -> None:
    before = snapshot(user_home, project)
    install(files("claude-code", "user", user_home, project), backups)
    moved = files("claude-code", "user", user_home, project, argv=["/new/bin/memlane"])
    install(moved, backups)
    text = (user_home / ".claude" / "settings.json").read_text()
    assert "/opt/memlane/bin/memlane" not in text and text.count("/new/bin/memlane hook") == 8
    backup = installer.backup_path(backups, user_home / ".claude" / "settings.json")
    assert backup.read_text() == CLAUDE_SETTINGS  # still the memlane-free original
    uninstall(moved, backups)
    assert snapshot(user_home, project) == before


def test_uninstall_restores_a_backup_an_older_install_kept_next_to_the_file(
    user_home: Path, project: Path, backups: Path
) -> None:
    before = snapshot(user_home, project)
    plan = files("claude-code", "user", user_home, project)
    install(plan, backups)
    path = user_home / ".claude" / "settings.json"
    installer.backup_path(backups, path).rename(installer.legacy_backup(path))
    uninstall(plan, backups)
    assert snapshot(user_home, project) == before  # restored, and the old backup removed


def test_uninstall_after_user_edits_keeps_their_edits(
    user_home: Path, project: Path, backups: Path
) -> None:
    plan = files("cursor", "user", user_home, project)
    install(plan, backups)
    path = user_home / ".cursor" / "mcp.json"
    doc = json.loads(path.read_text())
    doc["mcpServers"]["sentry"] = {"url": "https://mcp.sentry.dev/sse"}
    path.write_text(json.dumps(doc, indent=2) + "\n")
    uninstall(plan, backups)
    assert set(json.loads(path.read_text())["mcpServers"]) == {"linear", "sentry"}


def test_a_foreign_hook_in_our_group_survives_uninstall(
    user_home: Path, project: Path, backups: Path
) -> None:
    plan = files("claude-code", "user", user_home, project)
    install(plan, backups)
    path = user_home / ".claude" / "settings.json"
    doc = json.loads(path.read_text())
    doc["hooks"]["PreCompact"][0]["hooks"].append({"type": "command", "command": "say bye"})
    path.write_text(json.dumps(doc, indent=2) + "\n")
    uninstall(plan, backups)
    left = json.loads(path.read_text())["hooks"]
    assert left["PreCompact"] == [{"hooks": [{"type": "command", "command": "say bye"}]}]
    assert "memlane" not in path.read_text()


def test_a_codex_hooks_flag_the_person_set_off_is_theirs(
    user_home: Path, project: Path, backups: Path
) -> None:
    config = user_home / ".codex" / "config.toml"
    config.write_text(CODEX_CONFIG.replace("hooks = true", "hooks = false"))
    plan = files("codex", "user", user_home, project)
    install(plan, backups)
    assert tomllib.loads(config.read_text())["features"] == {"hooks": False}
    uninstall(plan, backups)
    assert config.read_text() == CODEX_CONFIG.replace("hooks = true", "hooks = false")


def test_broken_config_is_refused_and_left_alone(
    user_home: Path, project: Path, backups: Path
) -> None:
    broken = '{"mcpServers": {"linear": '
    (user_home / ".cursor" / "mcp.json").write_text(broken)
    with pytest.raises(InvalidInput, match="not valid JSON"):
        installer.plan_install(files("cursor", "user", user_home, project), backups)
    assert (user_home / ".cursor" / "mcp.json").read_text() == broken


@pytest.mark.slow
def test_install_check_reports_hooks_mcp_server_and_latency_now(
    user_home: Path, project: Path, backups: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (project / ".git").mkdir()
    # Installed with this interpreter's console-script entry: the command a harness would run.
    argv = [sys.executable, "-m", "memlane.cli.entry"]
    install(files("claude-code", "user", user_home, project, argv=argv), backups)
    assert run(["install", "--check", "--project-dir", str(project), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["server"]["running"] is False
    claude = report["harnesses"]["claude-code"]
    assert claude["hooks"]["installed"] and claude["hooks"]["missing"] == []
    assert claude["hooks"]["commands_found"] is True
    assert claude["mcp"] == {"installed": True, "files": [str(user_home / ".claude.json")]}
    latency = claude["latency"]
    assert latency["ok"] and latency["runs"] == 3 and latency["median_ms"] > 0
    assert latency["warm"] is False
    assert report["harnesses"]["cursor"]["hooks"]["installed"] is False
    assert report["harnesses"]["codex"]["hooks"]["enabled"] is True  # [features] hooks = true
    assert run(["install", "claude-code", "--check", "--project-dir", str(project)]) == 0
    text = capsys.readouterr().out
    assert "warm server: not running" in text and "claude-code: hooks 8 events" in text
    assert "pre-tool hook" in text and "in-process" in text


def test_install_check_flags_a_hook_whose_program_is_gone(
    user_home: Path, project: Path, backups: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    install(files("cursor", "user", user_home, project, argv=["/gone/bin/memlane"]), backups)
    assert run(["install", "cursor", "--check", "--project-dir", str(project), "--json"]) == 0
    cursor = json.loads(capsys.readouterr().out)["harnesses"]["cursor"]
    assert cursor["hooks"]["commands_found"] is False and cursor["latency"] is None
    assert run(["install", "--check", "--dry-run", "bogus"]) == 2


def test_launcher_is_an_absolute_command() -> None:
    argv = installer.launcher()
    assert Path(argv[0]).is_absolute()
