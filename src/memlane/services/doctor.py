"""``memlane doctor``: what is wrong with this memory, and the one thing to do about each.

Every check runs even when an earlier one failed (a corrupt store must not hide a broken
config), nothing is changed, and each finding is ``ok``, ``warn`` (works, but needs care) or
``fail`` (commands will not work until it is fixed) with a remedy. It reads the store through a
function the composition root passes in, so a store that cannot open is a finding, not a crash.
"""

from __future__ import annotations

import stat
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memlane.config import Settings
from memlane.core.store_url import redact_store_url
from memlane.core.timestamps import maybe_timestamp, utcnow
from memlane.core.wording import counted
from memlane.errors import MemlaneError
from memlane.home import CONFIG_FILE, read_server_info
from memlane.services.hook_log import last_problem
from memlane.services.install_check import check_install
from memlane.store.protocol import Store

# Temp files younger than this may belong to a write in progress in another process.
STALE_TEMP_SECONDS = 600
TEMP_SUFFIXES = (".memlane-tmp", ".memlane-backup")
# A hook problem older than this is history, not a current problem.
RECENT_HOOK_PROBLEM_SECONDS = 7 * 86_400


@dataclass(frozen=True)
class Finding:
    check: str
    status: str  # ok | warn | fail
    detail: str
    remedy: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "check": self.check,
            "status": self.status,
            "detail": self.detail,
            "remedy": self.remedy,
        }


@dataclass(frozen=True)
class Report:
    findings: list[Finding]

    @property
    def status(self) -> str:
        states = {f.status for f in self.findings}
        return "fail" if "fail" in states else ("warn" if "warn" in states else "ok")

    def to_dict(self) -> dict[str, Any]:
        return {"status": self.status, "findings": [f.to_dict() for f in self.findings]}


def diagnose(
    home: Path,
    settings: Settings | None,
    settings_error: MemlaneError | None,
    open_store: Callable[[], Store],
    *,
    model_id: str | None,
    project_dirs: tuple[Path, ...] = (),
) -> Report:
    findings = [*_home(home)]
    if settings_error is not None:
        findings.append(Finding("config", "fail", settings_error.message, settings_error.remedy))
    else:
        findings.append(Finding("config", "ok", f"{home / CONFIG_FILE} reads cleanly"))
    if settings is not None:
        findings.extend(_store(settings, open_store, model_id))
    findings.extend(_temp_files(home, project_dirs))
    findings.append(_server(home))
    findings.append(_hooks(home))
    findings.extend(_agents(home, project_dirs[0] if project_dirs else Path.cwd()))
    return Report(findings)


def _home(home: Path) -> Iterator[Finding]:
    if not home.exists():
        yield Finding("home", "ok", f"{home} does not exist yet; the first write creates it")
        return
    if not home.is_dir():
        yield Finding(
            "home", "fail", f"{home} is not a folder", "move it aside or point --home elsewhere"
        )
        return
    if not _writable(home):
        yield Finding(
            "home",
            "fail",
            f"{home} is not writable by this user",
            f"fix its permissions (chmod u+rwx {home}) or its owner",
        )
    else:
        yield Finding("home", "ok", f"{home} is a writable folder")
    loose = [
        p.name
        for p in sorted(home.iterdir())
        if p.is_file()
        and p.name.startswith(("memory.db", "sessions.db", "config.toml"))
        and _loose(p)
    ]
    if loose:
        yield Finding(
            "permissions",
            "warn",
            f"readable by other users: {', '.join(loose)}",
            f"chmod 600 {' '.join(str(home / n) for n in loose)}",
        )
    else:
        yield Finding("permissions", "ok", "the store and config are owner-only")


def _writable(folder: Path) -> bool:
    probe = folder / f".memlane-doctor-{time.time_ns()}"
    try:
        probe.write_bytes(b"")
        probe.unlink()
    except OSError:
        return False
    return True


def _loose(path: Path) -> bool:
    try:
        return bool(path.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO))
    except OSError:
        return False


def _store(settings: Settings, open_store: Callable[[], Store], model: str | None) -> list[Finding]:
    try:
        store = open_store()
    except MemlaneError as exc:
        return [Finding("store", "fail", exc.message, exc.remedy)]
    try:
        health = store.health(model)
        models = store.embedding_models()
    except MemlaneError as exc:
        return [Finding("store", "fail", exc.message, exc.remedy)]
    finally:
        store.close()
    where = redact_store_url(settings.store) if settings.store else str(settings.db_path)
    out = [Finding("store", "ok", f"{where} opens ({counted(health['records'], 'record')})")]
    if health["integrity"]:
        out.append(
            Finding(
                "integrity",
                "fail",
                "integrity check: " + "; ".join(health["integrity"][:3]),
                "restore from a `memlane export`, or move the file aside and re-import",
            )
        )
    else:
        out.append(Finding("integrity", "ok", "integrity check passed"))
    if health["pending_migrations"] or health["unknown_migrations"]:
        out.append(
            Finding(
                "schema",
                "warn" if health["pending_migrations"] else "fail",
                f"pending {health['pending_migrations']}, from a newer memlane "
                f"{health['unknown_migrations']}",
                "upgrade memlane to the version that wrote this store",
            )
        )
    else:
        out.append(
            Finding("schema", "ok", f"schema up to date ({len(health['migrations'])} migrations)")
        )
    if not health["fts_ok"] or health["fts_rows"] != health["records"]:
        out.append(
            Finding(
                "full_text",
                "fail",
                f"full-text index holds {health['fts_rows']:,} rows for "
                + counted(health["records"], "record"),
                "export with `memlane export -o backup.json`, then re-import into a new home",
            )
        )
    else:
        out.append(Finding("full_text", "ok", "full-text index agrees with the records"))
    foreign = {m: d for m, d in models.items() if m != model}
    if model is None:
        out.append(Finding("vectors", "ok", "embedder none: lexical recall only"))
    elif foreign:
        out.append(
            Finding(
                "vectors",
                "fail",
                f"vectors of another model: {', '.join(sorted(foreign))} (configured: {model})",
                "run `memlane reindex`",
            )
        )
    elif health["missing_vectors"]:
        out.append(
            Finding(
                "vectors",
                "warn",
                f"{health['missing_vectors']:,} active records have no vector from {model}: "
                "recall finds them by words only",
                "run `memlane reindex` (it resumes where an interrupted run stopped)",
            )
        )
    else:
        out.append(Finding("vectors", "ok", f"every active record has a {model} vector"))
    return out


def _temp_files(home: Path, project_dirs: tuple[Path, ...]) -> Iterator[Finding]:
    now = time.time()
    stale: list[Path] = []
    folders = [home, *(d / ".agents" / "memory" for d in project_dirs)]
    for folder in folders:
        try:
            entries = list(folder.iterdir()) if folder.is_dir() else []
        except OSError:
            continue
        for entry in entries:
            try:
                old = now - entry.stat().st_mtime > STALE_TEMP_SECONDS
            except OSError:
                continue
            if entry.name.endswith(TEMP_SUFFIXES) and old:
                stale.append(entry)
    if stale:
        yield Finding(
            "temp_files",
            "warn",
            f"{len(stale)} temp file(s) left by interrupted writes: "
            + ", ".join(str(p) for p in stale[:5]),
            "run `memlane clean` (a .memlane-backup holds a note's previous text: check it)",
        )
    else:
        yield Finding("temp_files", "ok", "no temp files left by interrupted writes")


def _server(home: Path) -> Finding:
    info = read_server_info(home)
    if info is None:
        return Finding("server", "ok", "no `memlane serve` announced (hooks run in-process)")
    return Finding("server", "ok", f"`memlane serve` announced at {info.url} (pid {info.pid})")


def _agents(home: Path, project: Path) -> Iterator[Finding]:
    """Per harness that has memlane registered: are its hooks complete and runnable, is its
    MCP entry there (``memlane install --check`` also measures hook latency)."""
    try:
        report = check_install(home=Path.home(), project=project, memlane_home=home, measure=False)
    except OSError as exc:  # an unreadable settings file is a finding, not a crash
        yield Finding("agents", "warn", f"could not read agent settings: {exc}")
        return
    installed = False
    for name, h in report["harnesses"].items():
        hooks, mcp = h["hooks"], h["mcp"]
        if not hooks["installed"] and not mcp["installed"]:
            continue
        installed = True
        problems = []
        if hooks["missing"]:
            problems.append(f"hooks missing for {', '.join(hooks['missing'])}")
        if hooks["commands_found"] is False:
            problems.append("a hook command is not on PATH")
        if hooks.get("enabled") is False:
            problems.append("hooks are switched off in its config.toml")
        if not mcp["installed"]:
            problems.append("no MCP entry")
        if hooks["duplicated"]:
            problems.append(
                f"memlane's hooks run twice for {', '.join(hooks['duplicated'])} "
                f"(registered in {' and '.join(hooks['files'])})"
            )
        if problems:
            remedy = f"re-run `memlane install {name}` (see `memlane install --check`)"
            if hooks["duplicated"]:
                remedy = f"keep one: `memlane uninstall {name} --user` or `--project`"
            yield Finding(f"agent:{name}", "warn", "; ".join(problems), remedy)
        else:
            events = ", ".join(hooks["events"]) or "none"
            yield Finding(f"agent:{name}", "ok", f"hooks ({events}) and MCP installed")
    if not installed:
        yield Finding(
            "agents", "ok", "no agent has memlane installed here (`memlane install --help`)"
        )


def _hooks(home: Path) -> Finding:
    problem = last_problem(home)
    if problem is None:
        return Finding("hooks", "ok", "no hook problems logged")
    at = maybe_timestamp(problem.get("at"))
    if at is not None and (utcnow() - at).total_seconds() > RECENT_HOOK_PROBLEM_SECONDS:
        return Finding("hooks", "ok", f"no hook problems in the last 7 days (last: {at:%Y-%m-%d})")
    return Finding(
        "hooks",
        "warn",
        f"last hook problem at {problem.get('at')}: {problem.get('event')}: "
        f"{str(problem.get('message'))[:200]}",
        f"see {home / 'hooks.log'}; hooks never block the agent, but this one answered nothing",
    )


__all__ = ["Finding", "Report", "diagnose"]
