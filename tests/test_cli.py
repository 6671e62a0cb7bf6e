"""The CLI end to end: verbs, --json, exit codes and help text for every command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from credentials import random_chars
from memlane.cli.app import app
from memlane.cli.main import run


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = run(["--embedder", "hash", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_remember_recall_get_forget_roundtrip(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(
        capsys,
        "remember",
        "the release needs both gates green",
        "--slug",
        "release-gates",
        "--scope",
        "/work/p",
        "--json",
    )
    assert code == 0 and json.loads(out)["slug"] == "release-gates"
    code, out, _ = cli(capsys, "recall", "release gates", "--scope", "/work/p", "--json")
    packet = json.loads(out)
    assert code == 0 and packet["rows"][0]["slug"] == "release-gates"
    code, out, _ = cli(capsys, "get", "release-gates", "--scope", "/work/p", "--json")
    assert json.loads(out)["body"] == "the release needs both gates green"
    code, out, _ = cli(capsys, "why", "release-gates", "--scope", "/work/p", "--json")
    assert json.loads(out)["provenance"]["trigger"] == "manual"
    code, out, _ = cli(capsys, "list", "--scope", "/work/p", "--json")
    assert json.loads(out)["total"] == 1
    code, out, _ = cli(capsys, "forget", "release-gates", "--scope", "/work/p")
    assert code == 0
    code, out, _ = cli(capsys, "get", "release-gates", "--scope", "/work/p", "--json")
    assert code == 5 and json.loads(out)["error"]["code"] == "not_found"


def test_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(capsys, "remember", "alpha beta gamma delta", "--scope", "/w")[0] == 0
    code, out, _ = cli(capsys, "remember", "alpha beta gamma delta!", "--scope", "/w", "--json")
    assert code == 3
    err = json.loads(out)["error"]
    assert err["code"] == "near_duplicate" and "--update alpha-beta-gamma-delta" in err["remedy"]
    token = (
        "xoxb-"
        + random_chars(12, "0123456789")
        + "-"
        + random_chars(13, "0123456789")
        + "-"
        + random_chars(24)
    )
    assert cli(capsys, "remember", f"slack token {token}", "--scope", "/w")[0] == 4
    assert cli(capsys, "remember", "ok", "--scope", "ssh:")[0] == 2
    assert cli(capsys, "remember", "ok", "--importance", "7", "--scope", "/w")[0] == 2
    assert cli(capsys, "get", "nope", "--scope", "/w")[0] == 5
    assert cli(capsys, "list", "--bogus-flag")[0] == 2


def test_privacy_refusal_never_echoes_the_secret(capsys: pytest.CaptureFixture[str]) -> None:
    token = "ghp_" + random_chars(36)
    code, out, err = cli(capsys, "remember", f"use {token} for ci", "--scope", "/w", "--json")
    assert code == 4 and token not in out and token not in err
    assert "reference it by name" in json.loads(out)["error"]["remedy"]


def test_stdin_text(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"from stdin text")))
    code, out, _ = cli(capsys, "remember", "-", "--scope", "/w", "--json")
    assert code == 0 and json.loads(out)["kind"] == "fact"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"\xff\xfe\x00bin")))
    assert cli(capsys, "remember", "-", "--scope", "/w")[0] == 2


def test_stats_and_config(capsys: pytest.CaptureFixture[str]) -> None:
    cli(capsys, "remember", "a fact for stats", "--scope", "/w")
    code, out, _ = cli(capsys, "stats", "--json")
    assert code == 0 and json.loads(out)["counts"]["fact"]["project"] == 1
    assert cli(capsys, "config", "set", "aggressiveness", "high")[0] == 0
    code, out, _ = cli(capsys, "config", "show", "--json")
    assert json.loads(out)["aggressiveness"] == "high"
    assert cli(capsys, "config", "set", "aggressiveness", "extreme")[0] == 2


def test_config_show_and_set_print_valid_toml(capsys: pytest.CaptureFixture[str]) -> None:
    # The s43 newcomer trial: `config show` printed `embedder = minilm`, `dream = None` and a
    # Python dict for `llm`, none of which config.toml (TOML) can hold.
    code, out, _ = cli(capsys, "config", "set", "dream", "true")
    assert code == 0 and tomllib.loads(out) == {"dream": True}
    code, out, _ = cli(capsys, "config", "set", "failure_hints", "ask")
    assert code == 0 and tomllib.loads(out) == {"failure_hints": "ask"}
    code, shown, _ = cli(capsys, "config", "show")
    as_json = json.loads(cli(capsys, "config", "show", "--json")[1])
    parsed = tomllib.loads(shown)
    # Every value that has one comes back as the JSON shows it; unset ones are named.
    for key, value in as_json.items():
        if value is None:
            assert key not in parsed and key in shown.rsplit("# unset", 1)[1]
        elif not isinstance(value, dict):
            assert parsed[key] == value, key
    assert parsed["dream"] is True and parsed["llm"]["routes"]


def test_config_show_pasted_back_keeps_llm_pins(capsys: pytest.CaptureFixture[str]) -> None:
    # config.toml keeps pins and timeouts under [llm]; `config show` printed them as top-level
    # [pins] / [timeouts] tables, which the file's reader ignores: pasted back, a pin was lost.
    home = Path(os.environ["MEMLANE_HOME"])
    home.mkdir(parents=True, exist_ok=True)
    config = home / "config.toml"
    config.write_text('[llm.pins]\nsummarize = "local"\n\n[llm.timeouts]\nscan = 12.5\n')
    code, shown, _ = cli(capsys, "config", "show")
    assert code == 0
    parsed = tomllib.loads(shown)
    assert "pins" not in parsed and "timeouts" not in parsed
    assert parsed["llm"]["pins"] == {"summarize": "local"}
    assert parsed["llm"]["timeouts"] == {"scan": 12.5}
    config.write_text(shown)  # the whole view, pasted back as the file
    code, again, _ = cli(capsys, "config", "show")
    assert code == 0 and tomllib.loads(again)["llm"]["pins"] == {"summarize": "local"}
    assert json.loads(cli(capsys, "config", "show", "--json")[1])["pins"] == {"summarize": "local"}


def _commands() -> list[tuple[str, ...]]:
    import typer.main

    root = typer.main.get_command(app)
    out: list[tuple[str, ...]] = []

    def walk(cmd: object, path: tuple[str, ...]) -> None:
        subs = getattr(cmd, "commands", None)
        if subs:
            for name, sub in subs.items():
                walk(sub, (*path, name))
        else:
            out.append(path)

    walk(root, ())
    return out


def test_every_command_has_help_with_an_example() -> None:
    import typer.main

    root = typer.main.get_command(app)
    for path in _commands():
        cmd = root
        for name in path:
            cmd = cmd.commands[name]  # type: ignore[attr-defined]
        assert cmd.help, f"{' '.join(path)} has no help"
        assert "Example:" in cmd.help, f"{' '.join(path)} help has no example"


def test_every_command_has_json_flag() -> None:
    import typer.main

    root = typer.main.get_command(app)
    exempt = {("mcp",), ("serve",), ("notes", "watch")}
    for path in _commands():
        if path in exempt or path[0] == "hook":
            continue
        cmd = root
        for name in path:
            cmd = cmd.commands[name]  # type: ignore[attr-defined]
        opts = {o for p in cmd.params for o in getattr(p, "opts", [])}  # type: ignore[attr-defined]
        assert "--json" in opts, f"{' '.join(path)} lacks --json"


def test_every_command_is_in_the_readme() -> None:
    readme = (Path(__file__).parent.parent / "README.md").read_text("utf-8")
    for path in _commands():
        assert f"memlane {' '.join(path)}" in readme, f"README lacks `memlane {' '.join(path)}`"


def test_console_script_runs(home: Path) -> None:
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "memlane.cli.main",
            "--embedder",
            "hash",
            "remember",
            "from a subprocess",
            "--scope",
            "/w",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["kind"] == "fact"


def test_unknown_config_key_is_refused_with_the_closest_setting(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # A misspelt key used to be ignored in silence, leaving the setting meant at its default.
    home = Path(os.environ["MEMLANE_HOME"])
    home.mkdir(parents=True, exist_ok=True)
    config = home / "config.toml"
    config.write_text('embeder = "hash"\n[pins]\nsummarize = "local"\n')
    code, out, err = cli(capsys, "config", "show")
    assert code == 2 and out == ""
    assert "unknown setting(s) 'embeder', 'pins'" in err
    assert "did you mean 'embedder'?" in err and "write [llm.pins]" in err
    assert config.read_text() == 'embeder = "hash"\n[pins]\nsummarize = "local"\n'
