"""Tokens for team remotes, in ``$MEMLANE_HOME/credentials.json`` readable by its owner only.

Standard library only. The file is written atomically with mode 0600 and refused when its
permissions let anyone else read it (as ssh refuses a private key), so a token never sits
in config.toml or in a world-readable file. An environment variable named by the remote
(``token_env``) takes precedence.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Mapping
from pathlib import Path

from memlane.atomic import write_atomic
from memlane.errors import InvalidInput

CREDENTIALS_FILE = "credentials.json"
FILE_MODE = 0o600


def _path(home: Path) -> Path:
    return home / CREDENTIALS_FILE


def _load(home: Path) -> dict[str, str]:
    path = _path(home)
    try:
        st = path.stat()
    except FileNotFoundError:
        return {}
    if os.name == "posix" and st.st_mode & (stat.S_IRWXG | stat.S_IRWXO):
        raise InvalidInput(
            f"{path} is readable by other users, so memlane will not use it",
            remedy=f"chmod 600 {path}",
        )
    try:
        data = json.loads(path.read_text("utf-8"))
    except ValueError as exc:
        raise InvalidInput(f"{path} is not valid JSON", remedy=f"fix or delete {path}") from exc
    if not isinstance(data, dict):
        raise InvalidInput(f"{path} is not a JSON object", remedy=f"fix or delete {path}")
    return {str(k): str(v) for k, v in data.items()}


def remote_token(
    home: Path, name: str, token_env: str | None, env: Mapping[str, str]
) -> str | None:
    """The token for remote ``name``: from ``token_env`` if set there, else the file."""
    if token_env and env.get(token_env):
        return env[token_env]
    return _load(home).get(name)


def save_token(home: Path, name: str, token: str) -> None:
    tokens = _load(home)
    tokens[name] = token
    write_atomic(_path(home), json.dumps(tokens, indent=2) + "\n", mode=FILE_MODE)


def forget_token(home: Path, name: str) -> None:
    tokens = _load(home)
    if tokens.pop(name, None) is not None:
        write_atomic(_path(home), json.dumps(tokens, indent=2) + "\n", mode=FILE_MODE)


__all__ = ["CREDENTIALS_FILE", "forget_token", "remote_token", "save_token"]
