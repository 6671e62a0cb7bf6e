"""``memlane install --check``: per harness, what is registered, whether it can run, how fast.

Read-only. For each of Claude Code, Codex and Cursor it reads the configuration files
:mod:`memlane.services.install_targets` writes (user and project level, and this machine's
local file), and reports which hook events run memlane and which it expects but misses,
whether the memlane MCP server is registered, whether each hook command's program can be
found, and (Codex) the hooks feature flag. Then it asks whether a ``memlane serve`` is up for
the warm lane, and runs one installed pre-tool hook command now, timing it end to end — the
latency an agent would wait before every shell command. ``memlane doctor`` calls
:func:`check_install`.
"""

from __future__ import annotations

import http.client
import json
import os
import shlex
import shutil
import statistics
import subprocess
import time
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from memlane.home import read_server_info
from memlane.services.install_formats import SERVER_NAME, is_memlane_hook
from memlane.services.install_targets import CLAUDE_HOOKS, CODEX_HOOKS, CURSOR_HOOKS, TARGETS

HOOK_RUNS = 3
HOOK_TIMEOUT = 30.0
HEALTH_TIMEOUT = 1.0
CHECK_SESSION = "memlane-install-check"
_EXPECTED = {
    "claude-code": sorted({ev for ev, *_ in CLAUDE_HOOKS}),
    "codex": sorted({ev for ev, *_ in CODEX_HOOKS}),
    "cursor": sorted({ev for ev, *_ in CURSOR_HOOKS}),
}
_PRE_TOOL_EVENT = {
    "claude-code": "PreToolUse",
    "codex": "PreToolUse",
    "cursor": "beforeShellExecution",
}


def _load_json(path: Path) -> dict[str, Any] | None:
    try:
        doc = json.loads(path.read_text("utf-8-sig"))  # (a byte-order mark is allowed)
    except (OSError, ValueError):
        return None
    return doc if isinstance(doc, dict) else None


def _load_toml(path: Path) -> dict[str, Any] | None:
    try:
        return tomllib.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return None


def memlane_hooks(doc: Mapping[str, Any]) -> dict[str, list[str]]:
    """Event → memlane hook commands, from a Claude Code / Codex (groups with ``hooks``) or a
    Cursor (flat entries) hooks document."""
    found: dict[str, list[str]] = {}
    hooks = doc.get("hooks")
    if not isinstance(hooks, dict):
        return found
    for event, groups in hooks.items():
        for group in groups if isinstance(groups, list) else []:
            inner = group.get("hooks") if isinstance(group, dict) else None
            for h in inner if isinstance(inner, list) else [group]:
                if is_memlane_hook(h):
                    found.setdefault(str(event), []).append(str(h["command"]))
    return found


def _files(target: str, home: Path, project: Path) -> tuple[list[Path], list[Path]]:
    """(hook files, MCP files) a harness reads, user level first."""
    if target == "claude-code":
        return (
            [
                home / ".claude" / "settings.json",
                project / ".claude" / "settings.json",
                project / ".claude" / "settings.local.json",
            ],
            [home / ".claude.json", project / ".mcp.json"],
        )
    if target == "codex":
        return (
            [home / ".codex" / "hooks.json", project / ".codex" / "hooks.json"],
            [home / ".codex" / "config.toml", project / ".codex" / "config.toml"],
        )
    return (
        [home / ".cursor" / "hooks.json", project / ".cursor" / "hooks.json"],
        [home / ".cursor" / "mcp.json", project / ".cursor" / "mcp.json"],
    )


def _mcp_entry(path: Path, project: Path) -> dict[str, Any] | None:
    if path.suffix == ".toml":
        doc = _load_toml(path) or {}
        entry = (doc.get("mcp_servers") or {}).get(SERVER_NAME)
        return entry if isinstance(entry, dict) else None
    doc = _load_json(path) or {}
    servers = doc.get("mcpServers")
    entry = servers.get(SERVER_NAME) if isinstance(servers, dict) else None
    if entry is None and path.name == ".claude.json":  # Claude Code's per-project servers
        proj = (doc.get("projects") or {}).get(str(project)) or {}
        entry = (proj.get("mcpServers") or {}).get(SERVER_NAME)
    return entry if isinstance(entry, dict) else None


def _program_found(command: str) -> bool:
    try:
        program = shlex.split(command)[0]
    except (ValueError, IndexError):
        return False
    return Path(program).is_file() if os.sep in program else shutil.which(program) is not None


def _codex_flag(files: Iterable[Path]) -> dict[str, Any]:
    for path in files:
        features = (_load_toml(path) or {}).get("features") or {}
        for key in ("hooks", "codex_hooks"):
            if key in features:
                return {"file": str(path), "key": key, "value": bool(features[key])}
    return {"file": None, "key": None, "value": None}


def _runs_twice(target: str, commands: list[str]) -> bool:
    """Whether the harness runs memlane more than once for an event: each file's hooks run
    (Claude Code drops only a command identical to one it already runs)."""
    return len(set(commands)) > 1 or (target != "claude-code" and len(commands) > 1)


def hooks_elsewhere(
    target: str, *, home: Path, project: Path, installing: Mapping[Path, str]
) -> list[Path]:
    """The other files of ``target`` whose memlane hooks would run beside the ones in
    ``installing`` (a hooks file's path → its text after the install): each event would then
    reach memlane twice."""
    hook_files, _ = _files(target, home, project)
    texts = {p.absolute(): t for p, t in installing.items()}
    mine: dict[str, list[str]] = {}
    for path in hook_files:
        if path.absolute() in texts:
            try:
                doc = json.loads(texts[path.absolute()].removeprefix("\ufeff") or "{}")
            except ValueError:
                continue
            for event, commands in memlane_hooks(doc if isinstance(doc, dict) else {}).items():
                mine.setdefault(event, []).extend(commands)
    if not mine:
        return []
    return [
        path
        for path in hook_files
        if path.absolute() not in texts
        and any(
            _runs_twice(target, mine.get(event, []) + commands)
            for event, commands in memlane_hooks(_load_json(path) or {}).items()
            if event in mine
        )
    ]


def check_harness(target: str, *, home: Path, project: Path) -> dict[str, Any]:
    """What one harness has registered (see the module docstring); no command is run."""
    hook_files, mcp_files = _files(target, home, project)
    events: dict[str, list[str]] = {}
    where: list[str] = []
    for path in hook_files:
        found = memlane_hooks(_load_json(path) or {})
        if found:
            where.append(str(path))
        for event, commands in found.items():
            events.setdefault(event, []).extend(commands)
    mcp = [str(p) for p in mcp_files if _mcp_entry(p, project) is not None]
    commands = sorted({c for cs in events.values() for c in cs})
    out: dict[str, Any] = {
        "hooks": {
            "installed": bool(events),
            "files": where,
            "events": sorted(events),
            "missing": [e for e in _EXPECTED[target] if e not in events] if events else [],
            "commands_found": all(_program_found(c) for c in commands) if commands else None,
            "duplicated": sorted(e for e, cs in events.items() if _runs_twice(target, cs)),
        },
        "mcp": {"installed": bool(mcp), "files": mcp},
        "pre_tool_command": next(iter(events.get(_PRE_TOOL_EVENT[target], [])), None),
    }
    if target == "codex":
        flag = _codex_flag(reversed(mcp_files))  # the project layer overrides the user's
        out["hooks"]["feature_flag"] = flag
        out["hooks"]["enabled"] = flag["value"] is not False
    return out


def warm_server(home: Path) -> dict[str, Any]:
    """Whether a ``memlane serve`` announced in server.json answers its health route now."""
    info = read_server_info(home)
    if info is None:
        return {"running": False, "reason": "no server.json: start one with `memlane serve`"}
    conn = http.client.HTTPConnection("127.0.0.1", info.port, timeout=HEALTH_TIMEOUT)
    try:
        conn.request("GET", "/v1/health")
        ok = conn.getresponse().status == 200
    except OSError as exc:
        return {"running": False, "url": info.url, "reason": f"not answering: {exc}"}
    finally:
        conn.close()
    return {
        "running": ok,
        "url": info.url,
        "pid": info.pid,
        "token_required": info.token_required,
        "warm_lane": ok and not info.token_required,
    }


def hook_latency(command: str, project: Path, *, runs: int = HOOK_RUNS) -> dict[str, Any]:
    """Run an installed pre-tool hook command ``runs`` times on a harmless payload (a command
    that never failed, so it injects and logs nothing) and time each run end to end."""
    payload = json.dumps(
        {
            "session_id": CHECK_SESSION,
            "cwd": str(project),
            "hook_event_name": "PreToolUse",
            "tool_name": "Bash",
            "tool_input": {"command": "true"},
        }
    )
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        try:
            proc = subprocess.run(
                command,
                shell=True,
                input=payload,
                capture_output=True,
                text=True,
                cwd=project,
                timeout=HOOK_TIMEOUT,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            return {"ok": False, "error": str(exc)}
        samples.append((time.perf_counter() - start) * 1000)
        if proc.returncode != 0:
            return {"ok": False, "error": f"exit {proc.returncode}: {proc.stderr.strip()[:200]}"}
    return {
        "ok": True,
        "runs": runs,
        "median_ms": round(statistics.median(samples), 1),
        "max_ms": round(max(samples), 1),
    }


def check_install(
    *,
    home: Path,
    project: Path,
    memlane_home: Path,
    targets: Iterable[str] = TARGETS,
    measure: bool = True,
) -> dict[str, Any]:
    """The whole report: the warm server, then each harness with its hook latency now."""
    server = warm_server(memlane_home)
    harnesses: dict[str, Any] = {}
    timed: dict[str, dict[str, Any]] = {}
    for target in targets:
        report = check_harness(target, home=home, project=project)
        command = report.pop("pre_tool_command")
        if measure and command is not None and report["hooks"]["commands_found"]:
            if command not in timed:
                timed[command] = hook_latency(command, project)
            report["latency"] = {**timed[command], "warm": bool(server.get("warm_lane"))}
        else:
            report["latency"] = None
        harnesses[target] = report
    return {"project": str(project), "server": server, "harnesses": harnesses}


__all__ = [
    "check_harness",
    "check_install",
    "hook_latency",
    "hooks_elsewhere",
    "memlane_hooks",
    "warm_server",
]
