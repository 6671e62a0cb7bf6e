"""Compiled dataclass methods kept across processes: a cold ``memlane`` process need not
compile them again.

``@dataclass`` writes each class's ``__init__``, ``__repr__``, ``__eq__`` (and for frozen
classes ``__setattr__``, ``__delattr__``, ``__hash__``) as source text and runs it with
``exec``, which compiles it first. A cold recall creates ~60 dataclasses: ~345 such texts,
compiled in ~40 ms of its CPU at load ~10 (~70 % of what the dataclasses cost it; issue 21).
The compiled code is a pure function of the text and the interpreter, so it is kept: the
``exec`` the ``dataclasses`` module calls (a module global, found before the builtin) looks
the text up in the codes an earlier process saved, compiles only a text it has not seen, and
runs the code as the builtin would. A text is compiled as ``exec`` compiles it there (file
name ``<string>``, no ``__future__`` flags: the module has none), so every class gets the
same methods either way (tests/test_dataclass_code.py compares their code).

The file's name holds the interpreter's cache tag (marshal's format follows the version) and
a digest guards its content: a damaged file is ignored, and rewritten.
"""

from __future__ import annotations

import builtins
import marshal
import os
import sys
from pathlib import Path

from memlane.home import CACHE_DIR
from memlane.sealed_file import read_sealed, write_sealed

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import CodeType
    from typing import Any

_HEADER = b"memlane-dataclass-code-1\n"
# Above this many texts the file is rewritten with this process's only (the union of what
# the entry points create is a few hundred).
_MAX_CODES = 4096


class Kept:
    """The codes one process read from ``path``, and the texts it compiled since."""

    __slots__ = ("codes", "new", "path")

    def __init__(self, path: str | None, codes: dict[str, CodeType]) -> None:
        self.path = path
        self.codes = codes
        self.new: dict[str, CodeType] = {}

    def exec(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:
        """``exec`` as ``dataclasses`` calls it: a text's saved code, else the text compiled
        as the builtin compiles it there."""
        if isinstance(source, str):
            code = self.codes.get(source)
            if code is None:
                code = self.new.get(source)
            if code is None:
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.new[source] = code
            source = code
        builtins.exec(source, globals, locals)


def code_file(home: str) -> str:
    """The file holding this interpreter's dataclass codes under ``home``."""
    return os.path.join(home, CACHE_DIR, f"dataclass-code-{sys.implementation.cache_tag}.bin")


_PRELOADED: dict[str, Kept] = {}


def preload(home: str) -> Kept:
    """Serve the ``dataclasses`` module's ``exec`` from the codes saved under ``home`` (once
    per process: the first home preloaded serves every dataclass created after)."""
    import dataclasses  # the library imports it first thing: here, to give it its exec

    if home in _PRELOADED:
        return _PRELOADED[home]
    path = code_file(home)
    kept = _PRELOADED[home] = Kept(path, _read(path))
    if "exec" not in vars(dataclasses) and sys.implementation.name == "cpython":
        dataclasses.exec = kept.exec  # type: ignore[attr-defined]
    else:
        kept.path = None  # served by another home's (or not at all): nothing to save
    return kept


def save_new(kept: Kept, home_exists: bool) -> None:
    """Save the codes of the texts compiled since :func:`preload` (may be called again: only
    what is new since is written). Nothing when none are new, or when the home folder does
    not exist (no file is made for ``--help``)."""
    if kept.path is None or not kept.new or not home_exists:
        return
    codes = {**kept.codes, **kept.new}
    if len(codes) > _MAX_CODES:
        codes = dict(kept.new)
    try:
        payload = marshal.dumps(codes)
    except ValueError:  # pragma: no cover - a code marshal cannot write: keep compiling
        return
    try:
        write_sealed(Path(kept.path), _HEADER, payload)
    except OSError:
        return  # a read-only or full home: the cache is only a cache
    kept.codes, kept.new = codes, {}


def _read(path: str) -> dict[str, CodeType]:
    payload = read_sealed(path, _HEADER)
    if payload is None:
        return {}  # missing, damaged or foreign: compiled as usual, and rewritten
    try:
        codes = marshal.loads(payload)
    except (EOFError, ValueError, TypeError):
        return {}
    return codes if isinstance(codes, dict) else {}


__all__ = ["Kept", "code_file", "preload", "save_new"]
