"""Where a workspace's memory belongs, derived from a path the caller was asked about.

Pure path logic (no filesystem access): the caller supplies which ancestor holds ``.git``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import PurePath


def project_root(path: PurePath, has_git: Callable[[PurePath], bool]) -> PurePath:
    """The nearest ancestor (or ``path`` itself) containing ``.git``, else ``path``."""
    for candidate in (path, *path.parents):
        if has_git(candidate):
            return candidate
    return path
