"""Find the agent memory a machine already holds for a project and for its user.

Project level: CLAUDE.md / ``.claude`` rules, AGENTS.md, Cursor rules (and ``.cursorrules``),
Cline's memory bank and Serena's memories inside the project, and Claude Code's auto-memory
folder for it
(``~/.claude/projects/<project path, every non-alphanumeric character a dash>/memory``).
User level (imported into the ``global`` scope): ``~/.claude/CLAUDE.md`` and
``~/.claude/rules``, Codex's ``~/.codex/memories`` and basic-memory's ``~/basic-memory``.
Nothing is read here beyond names.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memlane.core.scope import GLOBAL


@dataclass(frozen=True)
class Found:
    format: str
    path: Path
    level: str  # "project" or "user"

    @property
    def scope(self) -> str | None:
        """Where it belongs: the user's files are global, a project's are the project's."""
        return GLOBAL if self.level == "user" else None

    def to_dict(self) -> dict[str, Any]:
        return {"format": self.format, "path": str(self.path), "level": self.level}


def claude_project_folder(home: Path, project: Path) -> Path:
    """Claude Code's per-project folder name: the absolute path, non-alphanumerics dashed."""
    return home / ".claude" / "projects" / re.sub(r"[^A-Za-z0-9]", "-", str(project))


def claude_project_of(folder: Path) -> Path | None:
    """The project a Claude Code folder (``~/.claude/projects/<name>`` or its ``memory``)
    was named after, found by walking the file system from ``/`` for the one path whose
    dashed spelling is ``<name>`` (a dash stands for any non-alphanumeric character, so
    the name alone is ambiguous); None when no such folder exists."""
    parts = folder.parts
    if parts and parts[-1] == "memory":
        parts = parts[:-1]
    if len(parts) < 3 or parts[-2] != "projects" or parts[-3] != ".claude":
        return None
    name = parts[-1]
    if not name.startswith("-"):
        return None
    return _spelled(Path("/"), name[1:], budget=[_WALK_BUDGET])


# Folders looked at in one walk: a few path levels of a few hundred entries each.
_WALK_BUDGET = 5000


def _spelled(at: Path, rest: str, budget: list[int]) -> Path | None:
    if not rest:
        return at
    try:
        entries = sorted(os.listdir(at))
    except OSError:
        return None
    for entry in entries:
        budget[0] -= 1
        if budget[0] < 0:
            return None
        dashed = re.sub(r"[^A-Za-z0-9]", "-", entry)
        if rest == dashed or rest.startswith(dashed + "-"):
            child = at / entry
            if child.is_dir() and not child.is_symlink():
                found = _spelled(child, rest[len(dashed) + 1 :], budget)
                if found is not None:
                    return found
    return None


def claude_projects_folder(path: Path) -> bool:
    """Whether ``path`` is Claude Code's ``~/.claude/projects`` (one folder per project)."""
    return path.name == "projects" and path.parent.name == ".claude"


def claude_memory_folders(projects: Path) -> list[Path]:
    """The auto-memory folders under ``~/.claude/projects``, one per project that has one."""
    try:
        names = sorted(p.name for p in projects.iterdir())
    except OSError:
        return []
    return [m for n in names if _is_dir(m := projects / n / "memory")]


def _is_dir(p: Path) -> bool:
    return p.is_dir() and not p.is_symlink()


def _is_file(p: Path) -> bool:
    return p.is_file() and not p.is_symlink()


def discover(project: Path, home: Path) -> list[Found]:
    found: list[Found] = []
    claude_md = [
        project / "CLAUDE.md",
        project / ".claude" / "CLAUDE.md",
        project / "CLAUDE.local.md",
    ]
    if any(_is_file(p) for p in claude_md) or _is_dir(project / ".claude" / "rules"):
        found.append(Found("claude-md", project, "project"))
    if _is_file(project / "AGENTS.md"):
        found.append(Found("agents-md", project, "project"))
    if _is_dir(project / ".cursor" / "rules") or _is_file(project / ".cursorrules"):
        # The project itself: its import reads .cursor/rules and the legacy .cursorrules.
        found.append(Found("cursor", project, "project"))
    for fmt, sub in (
        ("cline", "memory-bank"),
        ("serena", ".serena/memories"),
    ):
        if _is_dir(project / sub):
            found.append(Found(fmt, project / sub, "project"))
    auto = claude_project_folder(home, project) / "memory"
    if _is_dir(auto):
        found.append(Found("claude-code", auto, "project"))
    # Not the whole ~/.claude folder: it also holds every project's transcripts.
    user_claude = home / ".claude"
    if _is_file(user_claude / "CLAUDE.md"):
        found.append(Found("claude-md", user_claude / "CLAUDE.md", "user"))
    if _is_dir(user_claude / "rules"):
        found.append(Found("claude-md", user_claude / "rules", "user"))
    if _is_dir(home / ".codex" / "memories"):
        found.append(Found("codex", home / ".codex" / "memories", "user"))
    # basic-memory's default project: a personal knowledge base, the user's.
    if _is_dir(home / "basic-memory"):
        found.append(Found("basic-memory", home / "basic-memory", "user"))
    return found


__all__ = [
    "Found",
    "claude_memory_folders",
    "claude_project_folder",
    "claude_project_of",
    "claude_projects_folder",
    "discover",
]
