"""Scope keys: one write key per record, and a read matcher that never crosses machines.

A scope key is a normalized local path, ``ssh:<server>:<remote path>`` or ``global``. Every new
record is stamped by :func:`write_key` (DESIGN invariant 2). :func:`matches` is the read side:
a remote key matches only its exact key, and a local read never matches a remote key in any
mode (invariant 3).
"""

from __future__ import annotations

import functools
import re
from typing import Literal

from memlane.core.bounds import MAX_SCOPE_CHARS
from memlane.errors import ScopeInvalid

GLOBAL = "global"
SSH_PREFIX = "ssh:"
MatchMode = Literal["exact", "parent", "global"]
MATCH_MODES: tuple[MatchMode, ...] = ("exact", "parent", "global")

_SLASH_RUN = re.compile(r"/{2,}")
# A local key is an absolute path: /… on POSIX, a drive letter on Windows.
_ABSOLUTE = re.compile(r"^(?:/|[a-zA-Z]:[\\/])")


def is_absolute_local(path: str) -> bool:
    return bool(_ABSOLUTE.match(path.strip()))


def normalize_path(path: str) -> str:
    """Backslashes to ``/``, ``//`` collapsed, trailing separators stripped (a bare ``/`` kept),
    lowercased — so ``C:\\foo`` and ``c:/foo/`` are one scope.

    Lowercasing is deliberate: before it, the same folder reached through two spellings held
    two scopes and exact matching silently dropped half its memory.
    """
    p = _SLASH_RUN.sub("/", path.replace("\\", "/"))
    if len(p) > 1:
        p = p.rstrip("/") or "/"
    return p.lower()


def _validate(key: str) -> None:
    if not key or not key.strip():
        raise ScopeInvalid("scope key is empty")
    if len(key) > MAX_SCOPE_CHARS:
        raise ScopeInvalid(f"scope key is longer than {MAX_SCOPE_CHARS} characters")
    if "\x00" in key or any(ord(c) < 0x20 or ord(c) == 0x7F for c in key):
        raise ScopeInvalid("scope key contains a NUL or control character")


def remote_key(server: str, remote_path: str) -> str:
    """The key of a remote workspace; both halves are required (a bare ``ssh:`` is refused)."""
    server = server.strip()
    path = normalize_path(remote_path.strip()) if remote_path.strip() else ""
    if not server or not path:
        raise ScopeInvalid(
            "an ssh: scope needs both a server and a path",
            remedy="write it as ssh:<server>:<remote-path>, e.g. ssh:build-box:/srv/app",
        )
    if ":" in server:
        raise ScopeInvalid("an ssh: server name cannot contain ':'")
    return f"{SSH_PREFIX}{server}:{path}"


def is_remote(key: str) -> bool:
    return key.startswith(SSH_PREFIX)


# A pure function of its text, asked for every record written and every read: an import of
# 100k records asks about its few scopes 100k times each (the control-character scan of
# each key was ~5 % of an import).
@functools.lru_cache(maxsize=4096)
def write_key(scope: str) -> str:
    """The one function that stamps a scope on a new record (and validates any scope input).

    Accepts ``global``, ``ssh:<server>:<path>`` or a local path; returns the canonical key.
    """
    _validate(scope)
    raw = scope.strip()
    if raw.lower() == GLOBAL:
        return GLOBAL
    if raw.lower().startswith(SSH_PREFIX):
        rest = raw[len(SSH_PREFIX) :]
        server, sep, path = rest.partition(":")
        if not sep:
            raise ScopeInvalid(
                "an ssh: scope needs both a server and a path",
                remedy="write it as ssh:<server>:<remote-path>, e.g. ssh:build-box:/srv/app",
            )
        return remote_key(server, path)
    if not is_absolute_local(raw):
        raise ScopeInvalid(
            f"scope {raw[:80]!r} is not an absolute project path",
            remedy="pass an absolute path, ssh:<server>:<path> or global "
            "(the CLI and Python API resolve ., ~ and relative paths for you)",
        )
    key = normalize_path(raw)
    _validate(key)
    return key


# Reads validate and canonicalize exactly like writes: the stamped scope and the scope a read
# asks about must never disagree on spelling.
read_key = write_key


def _is_ancestor(ancestor: str, path: str) -> bool:
    if ancestor == "/":
        return path.startswith("/")
    # The separator check is the parent-prefix collision guard: /a/b is not a parent of /a/bc.
    return path.startswith(ancestor + "/")


def matches(read_scope: str, record_scope: str, mode: MatchMode = "exact") -> bool:
    """Whether a record stamped ``record_scope`` is visible from ``read_scope``.

    ``global`` records apply to every local read; remote reads see their exact key only.
    """
    if is_remote(read_scope):
        return record_scope == read_scope
    if is_remote(record_scope):
        # The whole isolation property: no local mode ever reaches another machine's memory.
        return False
    if record_scope in (GLOBAL, read_scope):
        return True
    if read_scope == GLOBAL:
        return mode == "global"
    if mode == "global":
        return True
    if mode == "parent":
        return _is_ancestor(record_scope, read_scope)
    return False


def label(key: str) -> str:
    """A readable label: ``build-box · app`` for ``ssh:build-box:/srv/app``, the last path
    component for a local path."""
    if key == GLOBAL:
        return "global"
    if is_remote(key):
        server, _, path = key[len(SSH_PREFIX) :].partition(":")
        tail = path.rstrip("/").rsplit("/", 1)[-1] or path
        return f"{server} · {tail}"
    tail = key.rstrip("/").rsplit("/", 1)[-1]
    return tail or key
