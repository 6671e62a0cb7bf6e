"""Which scopes a team server serves for this machine, and the rules for reaching it.

A configured remote serves the scopes it maps (``memlane remote add``): writes to such a scope
go to the server and only there, and fail with a typed error when it cannot be reached
(never dropped, never written locally instead). Reads ask the server for the scopes a read
may see and merge its answer with this machine's store; an unreachable server leaves the
local answer and a one-line notice saying so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from memlane.config import write_remotes
from memlane.core.access import ALL_SCOPES
from memlane.core.remote_config import RemoteConfig, check_remote, parse_scope_map
from memlane.core.scope import MatchMode, matches
from memlane.credentials import forget_token, save_token
from memlane.errors import AccessDenied, InvalidInput, NotFound, RemoteUnavailable
from memlane.providers.remote import RemoteMemory

# What a read may fall back from: the server is down, slow, rate-limiting or refusing.
READ_FALLBACK = (RemoteUnavailable, AccessDenied)


@dataclass(frozen=True)
class Route:
    remote: RemoteMemory
    local: str  # the scope key on this machine
    scope: str  # the same scope's key on the server

    @property
    def name(self) -> str:
        return self.remote.name


def unreachable_notice(names: Sequence[str]) -> str:
    """The one line a read carries when team servers could not be asked."""
    listed = ", ".join(repr(n) for n in sorted(set(names)))
    which = "server" if len(set(names)) == 1 else "servers"
    return f"note: team memory {which} {listed} unreachable; showing local memory only"


class Remotes:
    def __init__(self, clients: Sequence[RemoteMemory] = ()) -> None:
        self.clients = list(clients)

    def __bool__(self) -> bool:
        return bool(self.clients)

    def for_scope(self, local: str) -> Route | None:
        """The server a write to (or a read of exactly) ``local`` goes through, if any."""
        for client in self.clients:
            remote = client.config.remote_scope(local)
            if remote is not None:
                return Route(client, local, remote)
        return None

    def for_read(self, read_scope: str, mode: MatchMode) -> list[Route]:
        """Every served scope a read from ``read_scope`` may see (``global`` from any local
        project; a parent folder in parent mode), each asked for exactly its own records."""
        routes: list[Route] = []
        for client in self.clients:
            for local, remote in client.config.scopes:
                if matches(read_scope, local, mode):
                    routes.append(Route(client, local, remote))
        return routes

    def close(self) -> None:
        for client in self.clients:
            client.close()


def register_remote(
    home: Path,
    configured: Sequence[RemoteConfig],
    *,
    name: str,
    url: str,
    scopes: Sequence[str],
    token: str,
    token_env: str | None,
) -> tuple[RemoteConfig, dict[str, Any] | None]:
    """Check the server answers this token, settle the scopes it will serve, and save the
    remote (config.toml) and — unless it comes from ``token_env`` — its token (the 0600
    credentials file). Returns the remote and the server's view of the user."""
    check_remote(name, url, token_env)
    probe = RemoteConfig(name=name, url=url.rstrip("/"), scopes=(), token_env=token_env)
    client = RemoteMemory(probe, token)
    try:
        user = client.health().get("user")
    finally:
        client.close()
    grants: list[str] = list(user.get("scopes", [])) if isinstance(user, dict) else []
    if scopes:
        mapping = parse_scope_map(scopes)
    elif grants and ALL_SCOPES not in grants:
        mapping = parse_scope_map(grants)
    else:
        raise InvalidInput(
            "this token may use every scope on the server: name the ones to share",
            remedy="add --scope global and/or --scope <this project>=<its key on the server>",
        )
    if grants and ALL_SCOPES not in grants:
        missing = [r for _, r in mapping if r not in grants]
        if missing:
            raise InvalidInput(
                f"the server grants this token no access to {', '.join(missing)}",
                remedy=f"map only granted scopes ({', '.join(grants)}), or ask its admin",
            )
    remote = replace(probe, scopes=mapping)
    others = [r for r in configured if r.name != name]
    taken = {loc for r in others for loc, _ in r.scopes}
    clash = [loc for loc, _ in mapping if loc in taken]
    if clash:
        raise InvalidInput(
            f"another remote already serves {', '.join(clash)}",
            remedy="remove that remote first (`memlane remote remove`), or map other scopes",
        )
    write_remotes(home, [*others, remote])
    if token_env is None:
        save_token(home, name, token)
    return remote, user if isinstance(user, dict) else None


def unregister_remote(home: Path, configured: Sequence[RemoteConfig], name: str) -> RemoteConfig:
    found = next((r for r in configured if r.name == name), None)
    if found is None:
        raise NotFound(f"no remote named {name!r}", remedy="see `memlane remote list`")
    write_remotes(home, [r for r in configured if r.name != name])
    forget_token(home, name)
    return found


__all__ = [
    "READ_FALLBACK",
    "Remotes",
    "Route",
    "register_remote",
    "unreachable_notice",
    "unregister_remote",
]
