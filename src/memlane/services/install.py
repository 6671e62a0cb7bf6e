"""Registering memlane with Claude Code, Codex and Cursor in their own configuration files.

Install merges (never clobbers), is idempotent (a second run changes nothing) and keeps the last
version of each file it changed without memlane in it under ``$MEMLANE_HOME/backups/`` (the
file's absolute path below that folder, ``.memlane-backup`` appended) — never next to the
person's files, where a project's would be committed. Uninstall removes exactly what install
added: when what is left equals that backup, the backup's bytes come back verbatim; a file
install created is deleted again. Planning is separate from writing, so ``--dry-run`` shows the
very diff an install would apply. Writes are atomic. What goes into which file, per harness:
:mod:`memlane.services.install_targets`.
"""

from __future__ import annotations

import difflib
import os
import shutil
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from memlane import atomic
from memlane.errors import InvalidInput
from memlane.services.install_targets import (
    PORTABLE,
    TARGETS,
    ConfigFile,
    Level,
    config_files,
)

BACKUP_SUFFIX = ".memlane-backup"
BACKUPS_DIR = "backups"
# Folders install may have created just for its file; removed again only when left empty.
_OWN_DIRS = frozenset({".claude", ".codex", ".cursor", "rules"})


def backup_path(backups: Path, path: Path) -> Path:
    """Where the memlane-free version of ``path`` is kept: its absolute path under ``backups``."""
    absolute = path.absolute()
    parts = [p.replace(":", "") for p in absolute.parts[1:]]  # drop the root (and a drive's ":")
    return backups.joinpath(*parts[:-1], parts[-1] + BACKUP_SUFFIX)


def legacy_backup(path: Path) -> Path:
    """Where installs before the backups folder kept it: next to the file."""
    return path.with_name(path.name + BACKUP_SUFFIX)


@dataclass(frozen=True)
class Change:
    """One planned file change. ``new`` None deletes the file; ``restore`` puts the backup's
    bytes back and removes the backup."""

    path: Path
    label: str
    action: Literal["create", "update", "restore", "delete", "unchanged"]
    old: str
    new: str | None
    backup: Path
    write_backup: bool = False
    drop_backups: tuple[Path, ...] = ()  # backups a restore used up
    portable: bool = True

    def diff(self) -> str:
        """A unified diff (``patch`` applies it), marking a last line without a newline."""
        lines = difflib.unified_diff(
            self.old.splitlines(keepends=True),
            (self.new or "").splitlines(keepends=True),
            fromfile=str(self.path) if self.action != "create" else "/dev/null",
            tofile=str(self.path) if self.action != "delete" else "/dev/null",
        )
        return "".join(
            ln if ln.endswith("\n") else ln + "\n\\ No newline at end of file\n" for ln in lines
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "path": str(self.path),
            "what": self.label,
            "action": self.action,
            "portable": self.portable,
        }
        if self.write_backup:
            out["backup"] = str(self.backup)
        return out


def launcher() -> list[str]:
    """The absolute command that runs this memlane: the executable when we were started as
    one, else the one on PATH, else this interpreter with ``-m memlane.cli.entry`` (the
    console script's own entry point, so hooks keep their fast lane)."""
    # absolute(), not resolve(): a venv's python is a symlink to the base interpreter, which
    # does not have memlane installed; a pipx shim's symlink survives upgrades.
    argv0 = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if argv0 is not None and argv0.stem == "memlane" and argv0.exists():
        return [str(argv0.absolute())]
    found = shutil.which("memlane")
    if found:
        return [str(Path(found).absolute())]
    return [str(Path(sys.executable).absolute()), "-m", "memlane.cli.entry"]


def on_path() -> bool:
    """Whether the portable command (``memlane``) resolves on this machine's PATH."""
    return shutil.which(PORTABLE[0]) is not None


def files_for(
    target: str, level: Level, *, home: Path, project: Path, argv: Sequence[str] | None = None
) -> list[ConfigFile]:
    """The files of ``target`` at ``level`` for this machine (its launcher and PATH)."""
    return config_files(
        target,
        level,
        home=home,
        project=project,
        argv=launcher() if argv is None else argv,
        on_path=on_path(),
    )


def uninstall_files_for(
    target: str, level: Level, *, home: Path, project: Path
) -> list[ConfigFile]:
    """The files uninstall looks through: those an install here would write now, and for a
    Claude Code project install the other placement's too — its hooks went to
    ``.claude/settings.json`` with ``memlane`` on PATH, else to ``.claude/settings.local.json``
    and the project's entry in ``~/.claude.json``, and PATH may have changed since. (Codex's
    and Cursor's other placement is the user-level files a ``--user`` install owns.)"""
    files = files_for(target, level, home=home, project=project)
    known = {f.path for f in files}
    return files + [
        f for f in other_placement(target, level, home=home, project=project) if f.path not in known
    ]


def other_placement(target: str, level: Level, *, home: Path, project: Path) -> list[ConfigFile]:
    """For a Claude Code project install, the files of the placement PATH does not choose now
    (install takes memlane's entries out of them, so a PATH change never leaves both to run);
    nothing for the others."""
    if target != "claude-code" or level != "project":
        return []
    return config_files(
        target, level, home=home, project=project, argv=launcher(), on_path=not on_path()
    )


def _read(path: Path) -> str | None:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise InvalidInput(
            f"cannot read {path}: {exc.strerror}", remedy=f"check the permissions of {path}"
        ) from exc
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidInput(
            f"{path} is not UTF-8 text", remedy=f"fix {path} by hand, then run the install again"
        ) from exc


def plan_install(files: Sequence[ConfigFile], backups: Path) -> list[Change]:
    changes = []
    for f in files:
        old = _read(f.path)
        new = f.fmt.add(old or "")
        keep = backup_path(backups, f.path)
        if old is not None and new == old:
            changes.append(
                Change(f.path, f.label, "unchanged", old, old, keep, portable=f.portable)
            )
            continue
        # The backup keeps the last memlane-free version: re-installing over our own entries
        # (say, after the executable moved) must not overwrite the original with them.
        backup = old is not None and f.fmt.remove(old) == old
        changes.append(
            Change(
                f.path,
                f.label,
                "create" if old is None else "update",
                old or "",
                new,
                keep,
                write_backup=backup,
                portable=f.portable,
            )
        )
    return changes


def plan_uninstall(files: Sequence[ConfigFile], backups: Path) -> list[Change]:
    changes = []
    for f in files:
        old = _read(f.path)
        keep = backup_path(backups, f.path)
        if old is None:
            continue
        stripped = f.fmt.remove(old)
        if stripped == old:
            changes.append(
                Change(f.path, f.label, "unchanged", old, old, keep, portable=f.portable)
            )
            continue
        found = [b for b in (keep, legacy_backup(f.path)) if b.exists()]
        backup = _read(found[0]) if found else None
        if backup is not None and f.fmt.remove(backup) == backup and f.fmt.same(stripped, backup):
            change = Change(
                f.path, f.label, "restore", old, backup, keep, drop_backups=tuple(found)
            )
        elif backup is None and f.fmt.is_empty(stripped):
            change = Change(f.path, f.label, "delete", old, None, keep)
        else:
            change = Change(f.path, f.label, "update", old, stripped, keep)
        changes.append(change)
    return changes


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o7777
    except FileNotFoundError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def write_atomic(path: Path, text: str, *, mode: int | None = None) -> None:
    """An installed config file keeps the permissions it had (or the umask's default)."""
    atomic.write_atomic(path, text, mode=_mode_for(path) if mode is None else mode)


def apply(changes: Sequence[Change]) -> None:
    for c in changes:
        if c.action == "unchanged":
            continue
        if c.write_backup:
            c.backup.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(c.backup, c.old, mode=_mode_for(c.path))
        if c.new is None:
            c.path.unlink(missing_ok=True)
            _remove_empty_own_dirs(c.path.parent)
            continue
        c.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(c.path, c.new)
        for used in c.drop_backups:
            used.unlink(missing_ok=True)
        if c.action == "create" and c.path.parts[-2:] == PERSONAL_FILE:
            keep_out_of_git(c.path)


# Claude Code's personal settings file: it holds this machine's absolute paths.
PERSONAL_FILE = (".claude", "settings.local.json")


def _git_dir(start: Path) -> tuple[Path, Path] | None:
    """The work tree's root above ``start`` and the git directory holding its ``info/``
    (a linked worktree's ``.git`` file points at its own directory, whose ``commondir`` names
    the shared one); None outside a repository."""
    for root in (start, *start.parents):
        dot_git = root / ".git"
        if dot_git.is_dir():
            return root, dot_git
        if dot_git.is_file():
            text = dot_git.read_text(encoding="utf-8", errors="replace").strip()
            if not text.startswith("gitdir:"):
                return None
            own = (root / text.removeprefix("gitdir:").strip()).resolve()
            common = own / "commondir"
            if common.is_file():
                own = (own / common.read_text(encoding="utf-8").strip()).resolve()
            return (root, own) if own.is_dir() else None
    return None


def keep_out_of_git(path: Path) -> None:
    """List a newly created personal settings file in the repository's ``.git/info/exclude``
    (local to this clone, never committed), as Claude Code does when it creates that file itself:
    otherwise ``git status`` offers this machine's absolute paths for a commit. Nothing happens
    outside a repository or when the line is already there."""
    found = _git_dir(path.parent)
    if found is None:
        return
    root, git_dir = found
    try:
        line = "/" + path.relative_to(root).as_posix()
    except ValueError:
        return
    exclude = git_dir / "info" / "exclude"
    old = _read(exclude) or ""
    if line in old.splitlines():
        return
    exclude.parent.mkdir(parents=True, exist_ok=True)
    sep = "" if not old or old.endswith("\n") else "\n"
    write_atomic(exclude, f"{old}{sep}{line}\n")


def _remove_empty_own_dirs(folder: Path) -> None:
    """Folders install created for its files (``.cursor/rules``, ``.claude``) go when empty."""
    while folder.name in _OWN_DIRS and folder.exists() and not any(folder.iterdir()):
        folder.rmdir()
        folder = folder.parent


__all__ = [
    "BACKUPS_DIR",
    "BACKUP_SUFFIX",
    "TARGETS",
    "Change",
    "ConfigFile",
    "Level",
    "apply",
    "backup_path",
    "config_files",
    "files_for",
    "keep_out_of_git",
    "launcher",
    "legacy_backup",
    "on_path",
    "other_placement",
    "plan_install",
    "plan_uninstall",
    "uninstall_files_for",
]
