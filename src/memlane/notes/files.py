"""Filesystem access for ``.agents/memory``: confined paths, guarded reads, atomic writes.

Nothing here follows a symlink to a note or lets a path leave the canonical memory folder, and
a write leaves either the old bytes or the new ones at the note's path: a temp file in the same
folder is fsynced and renamed over it (DESIGN invariant 6).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from memlane.errors import InvalidInput, MemlaneError, NotFound
from memlane.notes.model import BACKUP_SUFFIX, MAX_NOTE_BYTES, MEMORY_DIR, TEMP_SUFFIX

if sys.platform != "win32":
    import fcntl

_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
# A FIFO named note.md would block a plain open() forever; non-blocking open, then fstat.
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_NEW_FILE_MODE = 0o644
_ESCAPE_REMEDY = "make .agents/memory a real folder inside the project (not a symlink out of it)"


class ReadProblem(Exception):
    """Why a note file could not be read; ``code`` is the scan warning code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class RawFile:
    data: bytes
    mtime: float
    birthtime: float


@dataclass(frozen=True)
class Candidate:
    """A file under the memory folder as the walk found it (``relative_path`` is POSIX)."""

    relative_path: str
    kind: str  # "note", "backup", "symlink"


def memory_root(project_root: Path) -> Path:
    """The canonical ``.agents/memory`` folder of ``project_root`` (it may not exist yet).

    Raises ``NotFound`` when the project folder is missing and ``InvalidInput`` when the memory
    folder resolves outside the project (a symlinked ``.agents`` or ``memory`` that escapes).
    """
    try:
        project = project_root.resolve(strict=True)
    except (FileNotFoundError, NotADirectoryError) as exc:
        raise NotFound(
            f"project folder {project_root} does not exist", remedy="pass an existing project"
        ) from exc
    if not project.is_dir():
        raise NotFound(f"{project_root} is not a folder", remedy="pass a project folder")
    root = project.joinpath(*MEMORY_DIR).resolve()
    if root == project or not root.is_relative_to(project):
        raise InvalidInput(
            f".agents/memory resolves to {root}, outside the project {project}",
            remedy=_ESCAPE_REMEDY,
            reason="symlink_rejected",
        )
    return root


def ensure_memory_root(project_root: Path) -> Path:
    """Create the memory folder if needed, then re-check confinement on the real folder."""
    root = memory_root(project_root)
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise MemlaneError(
            f"could not create {root}: {exc.strerror or exc}",
            remedy="check the project folder's permissions",
        ) from exc
    # Re-resolve: a symlink could have been planted between the check and the mkdir.
    checked = memory_root(project_root)
    if checked != root or not checked.is_dir():
        raise InvalidInput(
            ".agents/memory changed while it was being created", remedy=_ESCAPE_REMEDY
        )
    return checked


def note_path(root: Path, relative_path: str) -> Path:
    """The absolute path of a note, after checking it stays inside ``root`` with no symlink on
    the way (the parent folder is re-resolved on every call, not trusted from the scan)."""
    parts = PurePosixPath(relative_path).parts
    if not parts or relative_path.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise InvalidInput(f"{relative_path!r} is not a path inside the notes folder")
    path = root.joinpath(*parts)
    parent = path.parent.resolve()
    if parent != root.joinpath(*parts[:-1]) or not parent.is_relative_to(root):
        raise InvalidInput(
            f"{relative_path} lies outside the notes folder once symlinks are resolved",
            remedy=_ESCAPE_REMEDY,
        )
    with contextlib.suppress(FileNotFoundError):
        if stat.S_ISLNK(path.lstat().st_mode):
            raise InvalidInput(
                f"{relative_path} is a symlink; notes must be regular files",
                remedy="replace the symlink with the file it points to",
            )
    return path


def walk(root: Path) -> tuple[list[Candidate], list[str]]:
    """Every ``.md`` file and backup under ``root`` in sorted order, plus unreadable folders.

    Dot-entries are skipped without a warning: editor lock files (``.#note.md``, often
    dangling symlinks), our own temp files and ``.git``-like folders are not notes.
    """
    found: list[Candidate] = []
    unreadable: list[str] = []
    stack: list[tuple[Path, str]] = [(root, "")]
    while stack:
        folder, prefix = stack.pop()
        try:
            with os.scandir(folder) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError:
            unreadable.append(prefix.rstrip("/") or ".")
            continue
        subfolders: list[tuple[Path, str]] = []
        for entry in entries:
            if entry.name.startswith("."):
                continue
            rel = f"{prefix}{entry.name}"
            lower = entry.name.lower()
            is_note = lower.endswith(".md")
            is_backup = lower.endswith(BACKUP_SUFFIX)
            if entry.is_symlink():
                if is_note or entry.is_dir():
                    found.append(Candidate(rel, "symlink"))
                continue
            if entry.is_dir(follow_symlinks=False):
                subfolders.append((Path(entry.path), f"{rel}/"))
            elif is_backup:
                found.append(Candidate(rel, "backup"))
            elif is_note:
                found.append(Candidate(rel, "note"))
        stack.extend(reversed(subfolders))
    found.sort(key=lambda c: c.relative_path)
    return found, unreadable


def read_note_file(path: Path) -> RawFile:
    """The raw bytes of a regular, non-symlink file of at most 256 KiB; else ``ReadProblem``."""
    try:
        fd = os.open(path, os.O_RDONLY | _O_NOFOLLOW | _O_CLOEXEC | _O_NONBLOCK)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise ReadProblem("symlink_rejected", "the note is a symlink") from exc
        raise ReadProblem("unreadable", f"cannot open the file: {exc.strerror or exc}") from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ReadProblem("unreadable", "not a regular file")
        if info.st_size > MAX_NOTE_BYTES:
            raise ReadProblem("oversized", _oversized(info.st_size))
        with os.fdopen(os.dup(fd), "rb") as fh:
            data = fh.read(MAX_NOTE_BYTES + 1)
    except OSError as exc:
        raise ReadProblem("unreadable", f"cannot read the file: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)
    if len(data) > MAX_NOTE_BYTES:  # grew between fstat and read
        raise ReadProblem("oversized", _oversized(len(data)))
    return RawFile(data, info.st_mtime, getattr(info, "st_birthtime", info.st_mtime))


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so a reader sees the old bytes or the new, never a gap.

    If the rename fails (some network and Windows filesystems refuse to rename over an open
    file), the old file is moved to ``<name>.memlane-backup`` first and the rename retried; a
    crash inside that window leaves the backup, which the next scan reports.
    """
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        mode = _NEW_FILE_MODE
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        try:
            os.replace(tmp, path)
        except OSError as exc:
            _replace_via_backup(tmp, path, exc)
    except BaseException:
        # An interrupted write cleans up its temp file; only a hard crash can leave one, and
        # scans skip dot-files, so a leftover is inert.
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
        raise
    _fsync_dir(path.parent)


def _replace_via_backup(tmp: Path, path: Path, first: OSError) -> None:
    if not path.exists():
        raise _save_failed(path, first)
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    try:
        os.replace(path, backup)
    except OSError as exc:
        raise _save_failed(path, exc) from first
    try:
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.replace(backup, path)
        except OSError:
            raise MemlaneError(
                f"could not save {path.name}; its previous version is in {backup.name}",
                remedy=f"rename {backup.name} back to {path.name}, then retry",
                backup=str(backup),
            ) from exc
        raise _save_failed(path, exc) from first
    backup.unlink()


def _save_failed(path: Path, exc: OSError) -> MemlaneError:
    return MemlaneError(
        f"could not save {path.name}: {exc.strerror or exc}; the note on disk is unchanged",
        remedy="check the folder's permissions and free space, then retry",
    )


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable; directories cannot be opened for fsync on Windows.
    if sys.platform == "win32":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@contextlib.contextmanager
def folder_lock(root: Path) -> Iterator[None]:
    """Serialize memlane writers on one memory folder (check-revision-then-write must not
    interleave between two processes). Plain editors are not excluded; the revision check
    catches them."""
    if sys.platform == "win32":
        yield
        return
    fd = os.open(root, os.O_RDONLY | _O_CLOEXEC)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def _oversized(size: int) -> str:
    return f"the file is {size} bytes; notes are limited to {MAX_NOTE_BYTES} bytes (256 KiB)"


__all__ = [
    "Candidate",
    "RawFile",
    "ReadProblem",
    "ensure_memory_root",
    "folder_lock",
    "memory_root",
    "note_path",
    "read_note_file",
    "walk",
    "write_atomic",
]
