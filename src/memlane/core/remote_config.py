"""Team remotes as plain values: a ``memlane serve`` this machine reads and writes through for
some scopes (``[[remotes]]`` in config.toml). No I/O here.

Each remote names the scopes it serves, as ``local`` or ``local=remote`` keys: ``global``
shares the global scope, and ``/home/ana/app=/srv/app`` shares this laptop's project under the
key the team's server files it by (every member maps their own checkout to the same key).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from memlane.core.scope import read_key
from memlane.errors import InvalidInput

_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,31}$")
_ENV = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


@dataclass(frozen=True)
class RemoteConfig:
    name: str
    url: str
    # (local scope key, the remote's key for it)
    scopes: tuple[tuple[str, str], ...]
    token_env: str | None = None

    def remote_scope(self, local: str) -> str | None:
        return next((r for loc, r in self.scopes if loc == local), None)

    def local_scope(self, remote: str) -> str:
        return next((loc for loc, r in self.scopes if r == remote), remote)

    def to_table(self) -> dict[str, object]:
        table: dict[str, object] = {
            "name": self.name,
            "url": self.url,
            "scopes": [loc if loc == r else f"{loc}={r}" for loc, r in self.scopes],
        }
        if self.token_env:
            table["token_env"] = self.token_env
        return table


def parse_scope_map(items: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """``local`` or ``local=remote`` entries (commas also separate) as canonical key pairs."""
    out: list[tuple[str, str]] = []
    for raw in items:
        for part in raw.split(","):
            part = part.strip()
            if not part:
                continue
            # "ssh:" keys hold a colon, never "=": split on the first "=" only.
            local, sep, remote = part.partition("=")
            pair = (read_key(local), read_key(remote if sep else local))
            if pair[0] in {p[0] for p in out}:
                raise InvalidInput(
                    f"scope {pair[0]} is mapped twice", remedy="map each local scope once"
                )
            out.append(pair)
    return tuple(out)


def check_remote(name: str, url: str, token_env: str | None) -> None:
    if not _NAME.match(name):
        raise InvalidInput(
            f"invalid remote name {name!r}",
            remedy="use 1-32 lowercase letters, digits, '-' or '_'",
        )
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise InvalidInput(
            f"remote URL {url!r} is not an http(s) URL",
            remedy="pass the server's address, e.g. https://memory.example.com",
        )
    if parts.username or parts.password:
        raise InvalidInput(
            "the remote URL must not carry credentials",
            remedy="give the token with --token-env or --token-stdin",
        )
    if token_env is not None and not _ENV.match(token_env):
        raise InvalidInput(
            f"{token_env!r} is not an environment variable name", remedy="e.g. MEMLANE_TEAM_TOKEN"
        )


def parse_remotes(raw: Any) -> tuple[RemoteConfig, ...]:
    """``[[remotes]]`` tables → RemoteConfig (see ``memlane remote add``)."""
    if not raw:
        return ()
    if not isinstance(raw, list) or not all(isinstance(t, dict) for t in raw):
        raise InvalidInput("[[remotes]] must be an array of tables", remedy="see README: Team")
    out: list[RemoteConfig] = []
    for table in raw:
        name, url = str(table.get("name", "")), str(table.get("url", ""))
        token_env = table.get("token_env")
        check_remote(name, url, None if token_env is None else str(token_env))
        scopes = table.get("scopes", [])
        if not isinstance(scopes, list) or not all(isinstance(x, str) for x in scopes):
            raise InvalidInput(
                f"remote {name!r}: scopes must be a list of strings",
                remedy='write scopes = ["global", "/path/here=/path/on/server"]',
            )
        if name in {r.name for r in out}:
            raise InvalidInput(f"remote {name!r} is configured twice", remedy="remove one")
        out.append(
            RemoteConfig(
                name=name,
                url=url.rstrip("/"),
                scopes=parse_scope_map(scopes),
                token_env=None if token_env is None else str(token_env),
            )
        )
    return tuple(out)


__all__ = ["RemoteConfig", "check_remote", "parse_remotes", "parse_scope_map"]
