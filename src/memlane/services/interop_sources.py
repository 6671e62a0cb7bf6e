"""Finding what an import reads: the files a format keeps in a folder (walked without
following symlinks, bounded), the format a path holds, the project it belongs to, and the
refusal that names every file memlane cannot read. Nothing here writes."""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from memlane.core.interop_formats import registry as formats
from memlane.core.interop_formats.claude import INDEX_NAME
from memlane.core.interop_formats.cursor import LEGACY_RULES
from memlane.core.interop_formats.json_exports import LETTA_EXTENSION
from memlane.core.interop_formats.model import IMPORT_FORMATS, FormatError, SourceText
from memlane.errors import InvalidInput
from memlane.services.interop_discovery import claude_project_folder, claude_project_of
from memlane.services.workspace import fs_text, project_root

MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_WALK_ENTRIES = 50_000
MAX_LISTED_PROBLEMS = 10
# Folders no agent keeps memory in; walking them would only cost time.
SKIP_DIRS = frozenset(
    {
        ".git",
        ".hg",
        ".svn",
        "node_modules",
        ".venv",
        "venv",
        "__pycache__",
        "dist",
        "build",
        "target",
        "vendor",
        ".tox",
        ".mypy_cache",
        ".pytest_cache",
        ".ruff_cache",
        ".next",
    }
)
# Hidden folders that do hold agent memory.
AGENT_DIRS = frozenset({".claude", ".cursor", ".serena"})


# -- finding the files ---------------------------------------------------------------------


def _walk(root: Path, skipped: list[dict[str, str]]) -> list[str]:
    """Relative POSIX paths of the regular files under ``root`` (symlinks are skipped and
    reported, never followed), bounded so a huge tree refuses instead of hanging."""
    out: list[str] = []
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        rel_dir = os.path.relpath(dirpath, root)
        keep = []
        for d in sorted(dirnames):
            full = os.path.join(dirpath, d)
            if os.path.islink(full):
                skipped.append({"path": _rel(rel_dir, d), "reason": "symlink"})
            elif d not in SKIP_DIRS and (not d.startswith(".") or d in AGENT_DIRS):
                keep.append(d)
        dirnames[:] = keep
        for name in sorted(filenames):
            seen += 1
            if seen > MAX_WALK_ENTRIES:
                raise InvalidInput(
                    f"{root} holds more than {MAX_WALK_ENTRIES} files",
                    remedy="point the import at the memory folder itself",
                )
            rel = _rel(rel_dir, name)
            if os.path.islink(os.path.join(dirpath, name)):
                skipped.append({"path": rel, "reason": "symlink"})
            else:
                out.append(rel)
    return out


def _rel(rel_dir: str, name: str) -> str:
    return name if rel_dir == "." else f"{Path(rel_dir).as_posix()}/{name}"


def resolve_root(path: Path, fmt: str, user_home: Path | None = None) -> Path:
    """The folder a format's paths are relative to: its native subfolder of a project
    (``.cursor/rules``, ``memory-bank``, ``.serena/memories``) when there is one; for
    ``claude-code``, a project folder stands for its auto-memory folder under ``user_home``.
    A folder that is neither the format's memory folder nor holds one is refused naming the
    paths looked for, rather than read as one (it would store a project's every .md file)."""
    sub = formats.NATIVE_ROOTS.get(fmt)
    if sub and (path / sub).is_dir() and not (path / sub).is_symlink():
        return path / sub
    try:
        names = [p.name for p in path.iterdir() if p.is_file()]
    except OSError as exc:
        raise InvalidInput(f"cannot read {path}: {exc.strerror}", remedy="check the path") from exc
    where = path.resolve()
    if formats.is_memory_folder(fmt, where.parts, names):
        return path
    looked = [where / sub] if sub else [where / INDEX_NAME]
    if fmt == "claude-code" and user_home is not None:
        auto = claude_project_folder(user_home, where) / "memory"
        if auto.is_dir() and not auto.is_symlink():
            return auto
        looked = [auto, where / INDEX_NAME]
    raise InvalidInput(
        f"no {fmt} memory at {where}: looked for {' and '.join(map(str, looked))}",
        remedy=f"point the import at the {fmt} memory folder itself, or pass the right --from",
        looked_for=[str(p) for p in looked],
    )


def detect_format(path: Path) -> str:
    """The one format ``path`` holds, or InvalidInput naming the candidates."""
    if not path.exists():
        # A mistyped file name was told "found no agent memory in it, pass --from" (the s45
        # newcomer trial): the path itself is what is missing.
        raise InvalidInput(
            f"no file or folder at {path}",
            remedy="check the path: import reads a `memlane export` .json file, or an "
            "agent's memory folder or file",
        )
    if path.is_file():
        name = path.name
        guess = {"AGENTS.md": "agents-md", "AGENTS.override.md": "agents-md"}.get(name)
        if name in ("CLAUDE.md", "CLAUDE.local.md"):
            guess = "claude-md"
        elif name.endswith(".mdc") or name == LEGACY_RULES:
            guess = "cursor"
        elif name.endswith(LETTA_EXTENSION):
            guess = "letta"
        if guess:
            return guess
        raise InvalidInput(
            f"cannot tell which agent format {name} is",
            remedy=f"pass --from one of: {', '.join(IMPORT_FORMATS)}",
        )
    found = formats.detect(_walk(path, []))
    named = formats.detect_folder(path.resolve().name)
    if named and not found:
        return named
    if len(found) == 1:
        return found[0]
    if not found:
        raise InvalidInput(
            f"found no agent memory in {path}",
            remedy=f"pass --from one of: {', '.join(IMPORT_FORMATS)}, or point at the folder",
        )
    raise InvalidInput(
        f"{path} holds several formats: {', '.join(found)}",
        remedy="pass --from to pick one (import them one at a time)",
        candidates=found,
    )


# Formats whose files live inside a project: an import of one from another folder belongs
# to that project, not to the current directory's (the s48 newcomer trial, run from ``api``,
# stored ``../app``'s CLAUDE.md and Cursor rules in ``api``).
PROJECT_FORMATS = frozenset({"claude-code", "claude-md", "agents-md", "cursor", "cline", "serena"})


def project_scope(path: Path, fmt: str | None) -> str | None:
    """The project an import of ``path`` belongs to: the git work tree it lies in, for a
    format kept inside projects; None (the caller's workspace) otherwise."""
    where = path.expanduser().resolve()
    fmt = fmt or detect_format(path)
    if fmt not in PROJECT_FORMATS:
        return None
    if fmt == "claude-code":
        # Claude Code's own folder is named after its project (~/.claude/projects/-home-ana-app).
        named = claude_project_of(where)
        if named is not None:
            return fs_text(project_root(named))
    root = project_root(where if where.is_dir() else where.parent)
    return fs_text(root) if (root / ".git").exists() else None


def read_sources(
    path: Path, fmt: str, skipped: list[dict[str, str]], user_home: Path | None = None
) -> tuple[Path, list[SourceText]]:
    """The files ``fmt`` reads at ``path`` (a folder or one file), as bytes."""
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        raise InvalidInput(f"cannot read {path}: {exc.strerror}", remedy="check the path") from exc
    extra: dict[str, Path] = {}
    if stat.S_ISDIR(mode):
        legacy = path / LEGACY_RULES
        if fmt == "cursor" and legacy.is_file() and not legacy.is_symlink():
            # Cursor still applies a project's legacy .cursorrules beside .cursor/rules; a
            # user switching expects it too (the s48 newcomer trial found it left behind).
            # It is stored as ".cursorrules" whichever folder the rules are read from.
            extra[LEGACY_RULES] = legacy
        root = resolve_root(path, fmt, user_home)
        chosen = formats.select(fmt, _walk(root, skipped))
        sub = formats.NATIVE_ROOTS.get(fmt)
        if not chosen and not extra and sub and root == path:
            # Nothing of the format here, nor its folder: say where it was looked for (as
            # for the formats that read every .md) rather than report "0 new".
            looked = path.resolve() / sub
            raise InvalidInput(
                f"no {fmt} memory at {path.resolve()}: looked for {looked}",
                remedy=f"point the import at the {fmt} memory folder itself, "
                "or pass the right --from",
                looked_for=[str(looked)],
            )
    elif stat.S_ISREG(mode):
        root, chosen = path.parent, [path.name]
    else:
        raise InvalidInput(f"{path} is not a regular file or folder", remedy="check the path")
    texts: list[SourceText] = []
    problems: list[FormatError] = []
    wanted = {rel: root / rel for rel in chosen if rel not in extra} | extra
    for rel, full in sorted(wanted.items()):
        try:
            st = full.lstat()
            if not stat.S_ISREG(st.st_mode):
                skipped.append({"path": rel, "reason": "not a regular file"})
                continue
            if st.st_size > MAX_FILE_BYTES:
                problems.append(FormatError(rel, f"is larger than {MAX_FILE_BYTES} bytes"))
                continue
            data = full.read_bytes()
        except OSError as exc:
            problems.append(FormatError(rel, f"cannot be read: {exc.strerror}"))
            continue
        texts.append(SourceText(rel, data, datetime.fromtimestamp(st.st_mtime, UTC)))
    refuse_problems(problems)
    return root, texts


def refuse_problems(problems: Sequence[FormatError]) -> None:
    if not problems:
        return
    shown = "; ".join(p.describe() for p in problems[:MAX_LISTED_PROBLEMS])
    more = len(problems) - MAX_LISTED_PROBLEMS
    raise InvalidInput(
        f"cannot import: {shown}" + (f"; and {more} more" if more > 0 else ""),
        remedy="fix or remove the files listed; nothing was imported",
        problems=[{"path": p.path, "line": p.line, "message": p.message} for p in problems],
    )


__all__ = [
    "AGENT_DIRS",
    "MAX_FILE_BYTES",
    "MAX_LISTED_PROBLEMS",
    "MAX_WALK_ENTRIES",
    "PROJECT_FORMATS",
    "SKIP_DIRS",
    "detect_format",
    "project_scope",
    "read_sources",
    "refuse_problems",
    "resolve_root",
]
