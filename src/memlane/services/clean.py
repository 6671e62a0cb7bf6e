"""``memlane clean``: remove what crashed writers leave behind, and nothing else.

Removed: temp files of the atomic writers (``*.memlane-tmp``) in the memlane home and in a
project's ``.agents/memory`` folder once they are older than a minute (a live writer holds
one for milliseconds), an abandoned consolidation lock (its owner died or it outlived its
TTL), lock files already moved aside by a takeover, and a ``server.json`` whose server
process is gone. Reported but kept: ``*.memlane-backup`` files, which may be the only copy
of a note whose save was interrupted — restore or delete them by hand.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memlane.home import CONSOLIDATE_LOCK, read_server_info, server_file
from memlane.lockfile import LockFile, pid_alive
from memlane.notes.model import BACKUP_SUFFIX, MEMORY_DIR, TEMP_SUFFIX

TEMP_MIN_AGE_S = 60.0
_MAX_DEPTH = 16


@dataclass
class CleanReport:
    removed: list[dict[str, str]] = field(default_factory=list)
    kept: list[dict[str, str]] = field(default_factory=list)
    dry_run: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"dry_run": self.dry_run, "removed": self.removed, "kept": self.kept}


def _files(folder: Path, depth: int = 0) -> Iterable[Path]:
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        if entry.is_symlink():
            continue
        if entry.is_dir(follow_symlinks=False):
            if depth < _MAX_DEPTH and entry.name not in (".git", "node_modules"):
                yield from _files(Path(entry.path), depth + 1)
        elif entry.is_file(follow_symlinks=False):
            yield Path(entry.path)


def clean(
    home: Path,
    *,
    project_dirs: Iterable[Path] = (),
    dry_run: bool = False,
    min_age_s: float = TEMP_MIN_AGE_S,
    now: float | None = None,
) -> CleanReport:
    report = CleanReport(dry_run=dry_run)
    now = time.time() if now is None else now

    def remove(path: Path, why: str) -> None:
        if not dry_run:
            try:
                path.unlink()
            except FileNotFoundError:
                return
            except OSError as exc:
                report.kept.append({"path": str(path), "why": f"could not remove: {exc}"})
                return
        report.removed.append({"path": str(path), "why": why})

    folders = [home] + [Path(p, *MEMORY_DIR) for p in project_dirs]
    for folder in folders:
        for path in _files(folder):
            name = path.name
            if name.endswith(TEMP_SUFFIX):
                try:
                    age = now - path.stat().st_mtime
                except OSError:
                    continue
                if age >= min_age_s:
                    remove(path, f"temp file left by an interrupted write ({age:.0f} s old)")
                else:
                    report.kept.append({"path": str(path), "why": "a write may be in progress"})
            elif name.endswith(BACKUP_SUFFIX):
                report.kept.append(
                    {"path": str(path), "why": "backup of an interrupted note save: review it"}
                )
            elif (
                folder == home
                and name.startswith(CONSOLIDATE_LOCK + ".")
                and name.endswith(".abandoned")
            ):
                remove(path, "a lock moved aside by a takeover")
    lock = LockFile(home / CONSOLIDATE_LOCK)
    owner = lock.owner()
    if owner is not None:
        if dry_run:
            from_now = owner.abandoned(_utc(now), lock.ttl)
            target = report.removed if from_now else report.kept
            target.append({"path": str(lock.path), "why": _lock_why(owner.pid, from_now)})
        elif lock.remove_if_abandoned(_utc(now)) is not None:
            report.removed.append({"path": str(lock.path), "why": _lock_why(owner.pid, True)})
        else:
            report.kept.append({"path": str(lock.path), "why": _lock_why(owner.pid, False)})
    info = read_server_info(home)
    if info is not None and not pid_alive(info.pid):
        remove(server_file(home), f"server.json of a server that is gone (pid {info.pid})")
    return report


def _utc(ts: float) -> datetime:
    return datetime.fromtimestamp(ts, UTC)


def _lock_why(pid: int, abandoned: bool) -> str:
    if abandoned:
        return f"consolidation lock abandoned by pid {pid} (dead, or older than its TTL)"
    return f"consolidation lock held by a live process (pid {pid})"


__all__ = ["TEMP_MIN_AGE_S", "CleanReport", "clean"]
