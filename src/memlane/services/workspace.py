"""The one derivation of a workspace's scope from a folder: its git root, or the folder.

The CLI's default scope, a hook's ``cwd`` and a captured session's working directory all go
through :func:`workspace_scope`, so the same folder always stamps the same key.
"""

from __future__ import annotations

import os
from pathlib import Path

from memlane.core.workspace import project_root


def workspace_scope(cwd: str | os.PathLike[str] | None = None) -> str:
    """The git root of ``cwd`` (default: the current directory), or ``cwd`` itself."""
    path = Path(cwd or os.getcwd()).resolve()
    return str(project_root(path, lambda p: (Path(p) / ".git").exists()))
