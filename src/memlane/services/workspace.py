"""The one derivation of a workspace's scope from a folder: its git root, or the folder.

The CLI's default scope, a hook's ``cwd`` and a captured session's working directory all go
through :func:`workspace_scope`, so the same folder always stamps the same key.
"""

from __future__ import annotations

import os
from pathlib import Path

from memlane.core.scope import GLOBAL, SSH_PREFIX, is_absolute_local, read_key


def project_root(path: Path) -> Path:
    """The nearest ancestor (or ``path`` itself) containing ``.git``, else ``path``."""
    for candidate in (path, *path.parents):
        if (candidate / ".git").exists():
            return candidate
    return path


def workspace_scope(cwd: str | os.PathLike[str] | None = None) -> str:
    """The git root of ``cwd`` (default: the current directory), or ``cwd`` itself."""
    return fs_text(project_root(Path(cwd or os.getcwd()).resolve()))


def fs_text(path: str | os.PathLike[str]) -> str:
    """A file-system path as storable text. A name that is not valid UTF-8 reaches Python
    as surrogate escapes, which no UTF-8 store accepts; its bytes are spelled ``\\xff``
    instead, so the key stays distinct and deterministic."""
    raw = os.fsencode(path)
    return raw.decode("utf-8", "backslashreplace")


def spelled_scope(scope: str) -> str:
    """What :func:`resolve_scope` reads before normalizing: the absolute folder as spelled on
    disk (scope keys are lowercased; project notes are read from the real folder)."""
    raw = scope.strip() if isinstance(scope, str) else ""
    if raw.lower() == GLOBAL or raw.lower().startswith(SSH_PREFIX):
        return fs_text(raw)
    if raw and not is_absolute_local(raw):
        folder = Path(raw).expanduser()
        relative = raw.startswith((".", "~")) or "/" in raw or os.sep in raw
        if not folder.is_absolute():
            folder = Path.cwd() / folder
        if relative or folder.is_dir():
            return workspace_scope(folder)
    return fs_text(raw)


def missing_folder(scope: str) -> str | None:
    """The folder a local ``scope`` names when no such folder is on this machine (a typo'd
    or moved project), else None: ``global``, ``ssh:`` keys and existing folders are fine."""
    spelled = spelled_scope(scope)
    if not is_absolute_local(spelled) or Path(spelled).is_dir():
        return None
    return spelled


def resolve_scope(scope: str) -> str:
    """The scope key a person meant: ``global`` and ``ssh:`` keys as they are; ``~`` and
    relative paths (``.``, ``../app``, ``app`` when that folder exists) resolved against the
    current directory and lifted to their git root, like the default scope; absolute paths
    normalized. Anything else (``"not a scope"``) is ``ScopeInvalid`` with a remedy."""
    return read_key(spelled_scope(scope))
