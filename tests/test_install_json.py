"""Install and uninstall keep a hand-written JSON file's own layout where they change nothing:
only the lines of memlane's entries differ (services/install_json.py)."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from memlane.services import install as installer
from memlane.services.install_check import check_harness
from memlane.services.install_json import edit_json

# A project's .claude/settings.json as people write it by hand: four spaces, short arrays and
# objects on one line, a non-ASCII value, an escaped quote, a number spelled 1.50.
HAND_SETTINGS = """{
    "$schema": "https://json.schemastore.org/claude-code-settings.json",
    "permissions": {
        "allow": ["Bash(npm run test:*)", "Read(~/.zshrc)"],
        "deny": ["Read(./.env)"]
    },
    "env": {"GREETING": "bär ✓", "RATIO": 1.50},
    "hooks": {
        "UserPromptSubmit": [
            {
                "hooks": [
                    {"type": "command", "command": "python3 ~/bin/prompt_guard.py"}
                ]
            }
        ],
        "PostToolUse": [
            {
                "matcher": "Write|Edit",
                "hooks": [{"type": "command", "command": "npx prettier --write \\"$FILE\\""}]
            }
        ]
    },
    "model": "opus"
}
"""

HAND_MCP = """{
  "mcpServers": {
    "github": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-github"]},
    "sentry": {"type": "http", "url": "https://mcp.sentry.dev/mcp"}
  }
}
"""


def test_project_install_changes_no_line_of_the_users_own(tmp_path: Path) -> None:
    project, home = tmp_path / "proj", tmp_path / "home"
    (project / ".claude").mkdir(parents=True)
    home.mkdir()
    settings, mcp = project / ".claude" / "settings.json", project / ".mcp.json"
    settings.write_text(HAND_SETTINGS)
    mcp.write_text(HAND_MCP)
    plan = installer.config_files(
        "claude-code",
        "project",
        home=home,
        project=project,
        argv=["/opt/memlane/bin/memlane"],
        on_path=True,
    )
    installer.apply(installer.plan_install(plan, home / "backups"))

    after = settings.read_text()
    doc = json.loads(after)
    assert doc["env"] == {"GREETING": "bär ✓", "RATIO": 1.5}
    assert any(
        "memlane hook prompt" in h["command"]
        for g in doc["hooks"]["UserPromptSubmit"]
        for h in g["hooks"]
    )
    # Every line of the user's is still there as written (a comma may now follow the line
    # that closed a container memlane added to); only memlane's lines are new.
    for line in HAND_SETTINGS.splitlines():
        assert line in after.splitlines() or line + "," in after.splitlines(), line
    for line in HAND_MCP.splitlines():
        assert line in mcp.read_text().splitlines() or line + "," in mcp.read_text().splitlines()
    assert '"memlane": {' in mcp.read_text()

    installer.apply(installer.plan_uninstall(plan, home / "backups"))
    assert settings.read_text() == HAND_SETTINGS
    assert mcp.read_text() == HAND_MCP


def test_uninstall_after_the_user_edited_keeps_their_edit_and_their_layout(
    tmp_path: Path,
) -> None:
    """No backup can be restored once the file changed since install: the removal itself must
    leave the user's lines as they are."""
    project, home = tmp_path / "proj", tmp_path / "home"
    (project / ".claude").mkdir(parents=True)
    home.mkdir()
    settings = project / ".claude" / "settings.json"
    settings.write_text(HAND_SETTINGS)
    plan = installer.config_files(
        "claude-code", "project", home=home, project=project, argv=["memlane"], on_path=True
    )
    installer.apply(installer.plan_install(plan, home / "backups"))
    edited = settings.read_text().replace('"model": "opus"', '"model": "sonnet"')
    settings.write_text(edited)

    installer.apply(installer.plan_uninstall(plan, home / "backups"))
    assert settings.read_text() == HAND_SETTINGS.replace('"model": "opus"', '"model": "sonnet"')


@pytest.mark.parametrize(
    ("text", "doc", "expected"),
    [
        # a key added to an object written one per line: at the siblings' indentation
        ('{\n  "a": 1\n}\n', {"a": 1, "b": [1]}, '{\n  "a": 1,\n  "b": [\n    1\n  ]\n}\n'),
        # ... to an inline object: inline
        ('{"a": {"x": 1}}', {"a": {"x": 1, "y": "z"}}, '{"a": {"x": 1, "y": "z"}}'),
        # ... to an empty object: on lines of its own
        ('{\n  "a": {}\n}', {"a": {"k": 1}}, '{\n  "a": {\n    "k": 1\n  }\n}'),
        # the last member removed: its comma goes with it
        ('{"a": 1, "b": 2}', {"a": 1}, '{"a": 1}'),
        # the first removed: the next keeps the first's place
        ('{\n  "a": 1,\n  "b": 2\n}', {"b": 2}, '{\n  "b": 2\n}'),
        # an array item in the middle dropped, the others as written
        ("[1, 2.0, 3]", [1, 3], "[1, 3]"),
        # a value changed inside: only that value rewritten
        (
            '{"a":[1,{"b":"x"}],"c":true}',
            {"a": [1, {"b": "y"}], "c": True},
            '{"a":[1,{"b":"y"}],"c":true}',
        ),
        # escaped keys and values kept as escaped
        ('{"\\u00e9": "\\n", "k": 1}', {"é": "\n", "k": 2}, '{"\\u00e9": "\\n", "k": 2}'),
    ],
)
def test_edit_json_splices(text: str, doc: object, expected: str) -> None:
    assert edit_json(text, doc, 2) == expected


def _mutate(value: object, rng: random.Random) -> object:
    if isinstance(value, dict):
        out = dict(value)
        for key in list(out):
            roll = rng.random()
            if roll < 0.2:
                del out[key]
            elif roll < 0.5:
                out[key] = _mutate(out[key], rng)
        if rng.random() < 0.4:
            out[f"new{rng.randrange(99)}"] = rng.choice(
                [1, "s", [1, {"x": None}], {}, {"y": [True]}]
            )
        return out
    if isinstance(value, list):
        out_list = [_mutate(item, rng) if rng.random() < 0.3 else item for item in value]
        if out_list and rng.random() < 0.3:
            del out_list[rng.randrange(len(out_list))]
        if rng.random() < 0.3:
            out_list.insert(rng.randrange(len(out_list) + 1), {"cmd": "memlane", "n": 1})
        return out_list
    return rng.choice([value, 7, "other", None])


def _layout(value: object, rng: random.Random) -> str:
    """A JSON text of ``value`` in a random mix of styles."""
    if rng.random() < 0.5:
        return json.dumps(value, indent=rng.choice([2, 4, "\t"]), ensure_ascii=rng.random() < 0.5)
    return json.dumps(value, separators=rng.choice([(",", ":"), (", ", ": ")]))


def test_edit_json_always_writes_the_document_it_was_given() -> None:
    rng = random.Random(44)
    base = json.loads(HAND_SETTINGS)
    for _ in range(400):
        doc = _mutate(copy.deepcopy(base), rng)
        changed = _mutate(copy.deepcopy(doc), rng)
        text = _layout(doc, rng)
        out = edit_json(text, changed, 2)
        assert json.loads(out) == changed, (text, changed, out)
        assert edit_json(text, doc, 2) == text  # nothing changed: the same bytes


def test_a_file_written_on_one_line_is_written_one_value_a_line(tmp_path: Path) -> None:
    """Nothing to keep but one line, which memlane's hooks would make ~1,500 characters long."""
    home = tmp_path / "home"
    (home / ".codex").mkdir(parents=True)
    hooks = home / ".codex" / "hooks.json"
    mine = (
        '{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}]}}\n'
    )
    hooks.write_text(mine)
    plan = installer.config_files(
        "codex", "user", home=home, project=tmp_path, argv=["/opt/bin/memlane"], on_path=True
    )
    installer.apply(installer.plan_install(plan, home / "backups"))
    text = hooks.read_text()
    assert max(len(line) for line in text.splitlines()) < 200
    assert json.loads(text)["hooks"]["Stop"][0]["hooks"][0]["command"] == "notify-send done"
    installer.apply(installer.plan_uninstall(plan, home / "backups"))
    assert hooks.read_text() == mine


def test_a_settings_file_starting_with_a_byte_order_mark_is_read_and_keeps_it(
    tmp_path: Path,
) -> None:
    """Notepad saves UTF-8 with a BOM; install refused such a file with Python's 'Unexpected
    UTF-8 BOM (decode using utf-8-sig)'."""
    project, home = tmp_path / "proj", tmp_path / "home"
    (project / ".cursor").mkdir(parents=True)
    home.mkdir()
    mcp = project / ".cursor" / "mcp.json"
    mine = (
        '\ufeff{\n  "mcpServers": {\n    "linear": {"url": "https://mcp.linear.app/sse"}\n  }\n}\n'
    )
    mcp.write_text(mine, encoding="utf-8")
    (project / ".cursor" / "hooks.json").write_text('\ufeff{"version": 1}\n', encoding="utf-8")
    plan = installer.config_files(
        "cursor", "project", home=home, project=project, argv=["memlane"], on_path=True
    )
    installer.apply(installer.plan_install(plan, home / "backups"))
    text = mcp.read_text(encoding="utf-8")
    assert text.startswith('\ufeff{\n  "mcpServers": {\n    "linear": {"url": ')
    assert "memlane" in json.loads(text.removeprefix("\ufeff"))["mcpServers"]
    installer.apply(installer.plan_uninstall(plan, home / "backups"))
    assert mcp.read_text(encoding="utf-8") == mine
    installer.apply(installer.plan_install(plan, home / "backups"))
    hooks = check_harness("cursor", home=home, project=project)["hooks"]
    assert hooks["installed"] and hooks["missing"] == []  # --check reads it too
