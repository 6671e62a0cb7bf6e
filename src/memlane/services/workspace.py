"""The one derivation of a workspace's scope from a folder: its git root, or the folder.

The CLI's default scope, a hook's ``cwd`` and a captured session's working directory all go
through :func:`workspace_scope`, so the same folder always stamps the same key.
"""

from __future__ import annotations

import os
from pathlib import Path


def project_root(path: Path) -> Path:
    """The nearest ancestor (or ``path`` itself) containing ``.git``, else ``path``."""
    for candidate in (path, *path.parents):
        if (candidate / ".git").exists():
            return candidate
    return path


def workspace_scope(cwd: str | os.PathLike[str] | None = None) -> str:
    """The git root of ``cwd`` (default: the current directory), or ``cwd`` itself."""
    return str(project_root(Path(cwd or os.getcwd()).resolve()))
