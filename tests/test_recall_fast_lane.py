"""`memlane recall` answered by a running `memlane serve` without loading the library."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import memlane
from memlane.cli.loopback import split_embedder
from memlane.cli.main import run
from memlane.cli.recall_client import split_recall_argv, try_warm_recall
from memlane.cli.recall_local import recall_in_process
from memlane.environ import settings_overrides
from memlane.home import SERVER_FILE, ServerInfo, read_server_info
from serve_process import running_serve


@pytest.mark.parametrize(
    ("argv", "home", "opts"),
    [
        (["recall", "deploy steps"], None, {"query": "deploy steps"}),
        (
            ["--home", "/h", "recall", "q", "--limit", "3", "--budget=400", "--json"],
            "/h",
            {"query": "q", "limit": 3, "budget": 400, "json": True},
        ),
        (
            ["--home=/h", "recall", "--level", "high", "q", "--validity", "label", "--text"],
            "/h",
            {"query": "q", "level": "high", "validity": "label", "text": True},
        ),
        (["recall", "a=b", "--global"], None, {"query": "a=b", "global": True}),
        (["recall", "q", "--scope", "../app"], None, {"query": "q", "scope": "../app"}),
    ],
)
def test_the_options_the_cli_accepts_are_read(
    argv: list[str], home: str | None, opts: dict[str, object]
) -> None:
    assert split_recall_argv(argv) == (home, opts)


@pytest.mark.parametrize(
    "argv",
    [
        ["recall"],
        ["recall", "   "],
        ["recall", "--help"],
        ["recall", "q", "--unknown"],
        ["recall", "q", "second"],
        ["recall", "--", "q"],
        ["recall", "q", "--level", "loud"],
        ["recall", "q", "--limit", "0"],
        ["recall", "q", "--limit", "51"],
        ["recall", "q", "--limit", "three"],
        ["recall", "q", "--budget", "0"],
        ["recall", "q", "--validity", "all"],
        ["recall", "q", "--scope"],
        ["recall", "q", "--limit", "2", "--limit", "3"],
        ["recall", "q", "--global", "--scope", "/p"],
        ["--embedder", "hash", "recall", "q"],
        ["search", "q"],
    ],
)
def test_anything_else_takes_the_full_cli(argv: list[str]) -> None:
    assert split_recall_argv(argv) is None


@pytest.mark.parametrize(
    ("argv", "embedder", "rest"),
    [
        (["recall", "q"], None, ["recall", "q"]),
        (["--embedder", "hash", "recall", "q"], "hash", ["recall", "q"]),
        (
            ["--home", "/h", "--embedder=hash", "recall", "q"],
            "hash",
            ["--home", "/h", "recall", "q"],
        ),
        (["--embedder", "a", "--embedder", "b", "recall", "q"], None, None),
        (["recall", "q", "--embedder", "x"], None, None),
    ],
)
def test_the_global_embedder_option_is_read_before_the_command(
    argv: list[str], embedder: str | None, rest: list[str] | None
) -> None:
    assert split_embedder(argv) == (embedder, argv if rest is None else rest)


def test_server_info_says_whether_its_settings_are_the_config_files() -> None:
    base = {"pid": 7, "host": "127.0.0.1", "port": 9, "url": "http://127.0.0.1:9"}
    assert ServerInfo.from_mapping({**base, "config_only": True}).config_only  # type: ignore[union-attr]
    old_server = ServerInfo.from_mapping(base)
    assert old_server is not None and not old_server.config_only


def test_settings_of_its_own_keep_a_process_off_the_server(home: Path) -> None:
    (home / SERVER_FILE).write_text(
        json.dumps({"pid": 7, "host": "127.0.0.1", "port": 9, "url": "", "config_only": True})
    )
    env = {"MEMLANE_HOME": str(home), "MEMLANE_EMBEDDER": "hash"}
    assert settings_overrides(env) == ["MEMLANE_EMBEDDER"]
    assert try_warm_recall(["recall", "q"], env) is None


def test_a_server_with_settings_of_its_own_is_not_asked(home: Path) -> None:
    # started with --embedder or a MEMLANE_* setting: it would not answer as this process would
    (home / SERVER_FILE).write_text(
        json.dumps({"pid": 7, "host": "127.0.0.1", "port": 9, "url": "", "config_only": False})
    )
    assert try_warm_recall(["recall", "q"], {"MEMLANE_HOME": str(home)}) is None


def _clean_env(home: Path) -> dict[str, str]:
    """This process's environment without the test isolation's MEMLANE_* settings, so the
    server and the client read only the home's config file."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMLANE_")}
    return {**env, "MEMLANE_HOME": str(home)}


def _console(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """The console script (memlane.cli.entry) with -X importtime, so stderr says what loaded."""
    code = "from memlane.cli.entry import main; main()"
    return subprocess.run(
        [sys.executable, "-X", "importtime", "-c", code, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def _receipts_masked(text: str) -> str:
    return re.sub(r"r_[0-9A-Z]{26}", "r_…", text)


@pytest.mark.slow
def test_recall_through_a_running_server_prints_what_the_cli_prints(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project = tmp_path / "proj"
    project.mkdir()
    (home / "config.toml").write_text('embedder = "hash"\n')
    with memlane.open(home, scope=str(project)) as m:
        m.remember("Rollback: revert the release tag", slug="rollback")
        m.remember("Use pnpm, never npm, for the web packages", slug="pnpm")
    queries = (
        ["recall", "how do we undo a bad deploy", "--scope", str(project)],
        ["recall", "pnpm", "--scope", str(project), "--json"],
        ["recall", "pnpm packages", "--scope", str(project), "--text", "--budget", "300"],
        ["recall", "nothing like this at all", "--scope", str(project)],
    )
    expected = []
    for argv in queries:
        assert run(argv) == 0
        expected.append(_receipts_masked(capsys.readouterr().out))
    env = _clean_env(home)
    with running_serve(home, tmp_path / "serve.log", options=(), environ=env):
        info = read_server_info(home)
        assert info is not None and info.config_only
        for argv, want in zip(queries, expected, strict=True):
            proc = _console(env, *argv)
            assert proc.returncode == 0, proc.stderr[-2000:]
            assert _receipts_masked(proc.stdout) == want
            assert "memlane.cli.main" not in proc.stderr  # answered without the full CLI
            assert "numpy" not in proc.stderr
        # --embedder is not the server's to honour: this process answers the same
        proc = _console(env, "--embedder", "hash", *queries[0])
        assert proc.returncode == 0 and _receipts_masked(proc.stdout) == expected[0]
        assert "memlane.cli.recall_local" in proc.stderr
        # a bad value gets the full CLI's error and exit code, not a server's
        proc = _console(env, "recall", "q", "--limit", "0")
        assert proc.returncode == 2 and "memlane.cli.main" in proc.stderr
    # no server: the same recall runs in this process, without Typer or the command modules
    proc = _console(env, *queries[0])
    assert proc.returncode == 0 and _receipts_masked(proc.stdout) == expected[0]
    assert "memlane.cli.recall_local" in proc.stderr
    assert "typer" not in proc.stderr and "memlane.cli.main" not in proc.stderr


def test_without_a_server_recall_runs_here_as_the_cli_would(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project = tmp_path / "proj"
    project.mkdir()
    with memlane.open(home, scope=str(project)) as m:
        m.remember("Rollback: revert the release tag", slug="rollback")
        m.remember("Use pnpm, never npm, for the web packages", slug="pnpm")
    cases = (
        ["recall", "how do we undo a bad deploy", "--scope", str(project)],
        ["--home", str(home), "recall", "pnpm", "--scope", str(project), "--json"],
        ["recall", "pnpm packages", "--scope", str(project), "--text", "--limit", "1"],
        ["recall", "nothing like this at all", "--scope", str(project), "--level", "low"],
        ["recall", "pnpm", "--scope", "not a scope"],  # exit 2, the CLI's message
        ["recall", "pnpm", "--scope", "not a scope", "--json"],
        ["recall", "pnpm", "--global", "--validity", "label"],
        ["--embedder", "hash", "recall", "pnpm", "--scope", str(project)],
        ["--home", str(home), "--embedder=hash", "recall", "web", "--scope", str(project)],
        ["--embedder", "no-such-model", "recall", "pnpm"],  # the CLI's error, exit 2
    )
    for argv in cases:
        code = run(argv)
        cli = capsys.readouterr()
        assert recall_in_process(argv) == code
        here = capsys.readouterr()
        assert _receipts_masked(here.out) == _receipts_masked(cli.out), argv
        assert here.err == cli.err, argv
    assert recall_in_process(["recall", "q", "--limit", "0"]) is None  # the full CLI's to refuse
