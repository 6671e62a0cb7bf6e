"""Compiled regular expressions kept across processes: a cold ``memlane`` process need not
compile the safety gates' ~450 patterns again.

``re.compile`` works in two steps: ``re._parser`` and ``re._compiler`` (pure Python, the costly
part: ~100 ms of a cold recall's CPU for memlane's rules) turn a pattern into a *program*, a list
of integers, and ``_sre.compile`` (C, microseconds) builds the Pattern from it. A program is a
pure function of the pattern, its flags and the interpreter's regex engine, so it can be kept:
:func:`preload` puts the saved programs into ``re``'s own cache, where every module's
``re.compile`` finds them (each Pattern built on first use, :class:`_KeptCache`), and
:func:`save_new` saves the programs of the patterns compiled since. The same pattern object
comes out either way, so every match, and every verdict of the gates, is unchanged.

The programs are kept in two files, by who compiles them: the library's (every module a command
imports) and the read gate's rules (~940 patterns, loaded only for a text without a kept verdict,
services/read_gate.py). A cold recall whose records all have kept verdicts asks for ~90
programs; reading and checking all ~1,100 of one 3.7 MB file was ~15 ms of its CPU (issue 21).
Each part saves only the patterns no part of the same home holds yet.

The file's name holds the interpreter's cache tag and its regex engine's MAGIC and code size,
and a digest guards its content: another Python, or a damaged file, compiles as usual. A program's
code is kept as the bytes of an array of code words, not a list of ints: the ~450k ints of a
list cost a cold process ~10 ms to unmarshal, and the garbage collector walked every one of them
on each full collection, at exit too (~20 ms, issue 21). The
parts used are private to the standard library (``re._cache``, ``re._parser``,
``re._compiler``, ``_sre``), as in :mod:`memlane.core.regex_lead`: should they change, any
surprise leaves ``re`` compiling as it always has.
"""

from __future__ import annotations

import marshal
import os
import re
import sys
from array import array
from pathlib import Path

from memlane.home import CACHE_DIR
from memlane.sealed_file import read_sealed, write_sealed

try:  # private standard-library modules: see the module docstring
    import _sre
    from re import _compiler, _parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - a Python whose re internals moved
    _sre = _compiler = _parser = None

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# 3: the read gate's rules moved to a file of their own; a file of format 2 (both in one) is
# "foreign" and rewritten with the library's part only. 4: the digest is sha256's
# (memlane.sealed_file).
_HEADER = b"memlane-regex-programs-4\n"
# A file is rewritten when at least 1/this of the patterns compiled are new to it: a few
# patterns are spelled differently in each process (alternatives of equal length taken from a
# set, in the order of that process's string hashing) and cost a few ms to compile, not a
# 1.5 MB rewrite on every start.
_REWRITE_SHARE = 8
# The union of what each entry point compiles at import is far below this; above it, the file is
# rewritten with this process's patterns only.
_MAX_PROGRAMS = 4096

# Patterns re may hold beyond the saved ones (the first process saves what it compiled: all of it
# must fit, or the next one misses the dropped ones). It was 1,024: once the gates passed that
# many patterns (~1,100), a home's first process dropped ~80 and saved the rest, and every later
# process compiled those ~80 again, as too few to rewrite the file for (_REWRITE_SHARE).
_HEADROOM = _MAX_PROGRAMS

# _sre.compile's arguments (pattern, flags, code, groups - 1, groupindex, indexgroup), with the
# code as the bytes of an array of _sre.CODESIZE-byte words (see the module docstring).
Program = tuple
Key = tuple  # re's cache key: (str, pattern, flags)


#: The parts kept in files of their own (see the module docstring).
LIBRARY, RULES = "library", "rules"
_PARTS = {LIBRARY: "regex", RULES: "regex-rules"}


class Preloaded:
    """The programs one process read (by key) for one part, and where their file is."""

    __slots__ = ("before", "path", "programs")

    def __init__(
        self, path: str | None, programs: dict[Key, Program], before: frozenset[Key] = frozenset()
    ) -> None:
        self.path = path
        self.programs = programs
        # The patterns re held when a part other than the library's was preloaded: compiled
        # by the library, they are saved with the library's, never with that part's.
        self.before = before


def _code_type() -> str | None:
    """The array type code of the regex engine's code words, if an array has one that size."""
    for code in ("I", "L", "H"):
        if _sre is not None and array(code).itemsize == _sre.CODESIZE:
            return code
    return None


_CODE_TYPE = _code_type()


def program_file(home: str, part: str = LIBRARY) -> str | None:
    """The file holding this interpreter's programs of ``part`` under ``home``; None without
    the internals (then nothing is kept)."""
    if _sre is None or _compiler is None or _parser is None or _CODE_TYPE is None:
        return None
    tag = f"{sys.implementation.cache_tag}-{_sre.MAGIC}-{_sre.CODESIZE}"
    return os.path.join(home, CACHE_DIR, f"{_PARTS[part]}-{tag}.bin")


_PRELOADED: dict[tuple[str, str], Preloaded] = {}


def preload(home: str, part: str = LIBRARY) -> Preloaded:
    """Put the Patterns of the programs of ``part`` saved under ``home`` into ``re``'s cache
    (once per process, home and part: the CLI preloads the library's before the library loads,
    the read gate its rules' before they load on first need)."""
    if (home, part) in _PRELOADED:
        return _PRELOADED[(home, part)]
    _PRELOADED[(home, part)] = loaded = _preload(home, part)
    return loaded


class _Recorder:
    """Stands in for ``_sre`` inside ``re._compiler`` in a process that may save programs: it
    keeps the arguments each compile hands ``_sre.compile``, so :func:`save_new` need not work
    them out again (that second compile of every pattern was ~1 s of CPU, half of a new home's
    first load of the read gate's rules: a server's first hook waited for it, issue 21). The
    Pattern is the one ``_sre.compile`` builds, as without it."""

    def __init__(self, sre: Any) -> None:
        self._sre = sre
        self.seen: dict[tuple[str, int], Program] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sre, name)

    def compile(
        self,
        pattern: Any,
        flags: int,
        code: list[int],
        groups: int,
        groupindex: Any,
        indexgroup: Any,
    ) -> Any:
        compiled = self._sre.compile(pattern, flags, code, groups, groupindex, indexgroup)
        if type(pattern) is str and len(self.seen) < _MAX_PROGRAMS:
            try:
                words = array(_CODE_TYPE or "I", code).tobytes()
            except (OverflowError, TypeError):  # not this engine's words: worked out later
                return compiled
            self.seen[(pattern, flags)] = (
                pattern, flags, words, groups, dict(groupindex), tuple(indexgroup)
            )  # fmt: skip
        return compiled


def _recorder() -> _Recorder | None:
    """The compile recorder, put in place on first use (None without the internals)."""
    if _compiler is None or _sre is None or _CODE_TYPE is None:
        return None
    current = getattr(_compiler, "_sre", None)
    if isinstance(current, _Recorder):
        return current
    if current is not _sre:  # someone else's stand-in: left alone
        return None
    _compiler._sre = recorder = _Recorder(_sre)
    return recorder


def _preload(home: str, part: str) -> Preloaded:
    path = program_file(home, part)
    if path is not None:
        _recorder()
    programs = _read(path) if path is not None else {}
    try:
        cache: dict[Any, Any] = re._cache  # type: ignore[attr-defined]
        before = frozenset(cache) if part != LIBRARY else frozenset()
        # re keeps _MAXCACHE (512) patterns and drops the oldest beyond. Once the gates passed
        # 512 patterns, the preloaded ones were dropped as fast as the modules asked for theirs,
        # and every cold process compiled all ~540 again (~300 ms, issue 21): room for every
        # saved program, and as many again for the patterns compiled after.
        # (Room for the programs of every part preloaded: the second part adds to the first.)
        kept = sum(len(p.programs) for p in _PRELOADED.values()) + len(programs)
        limit = max(re._MAXCACHE, kept + _HEADROOM)  # type: ignore[attr-defined]
        re._MAXCACHE = limit  # type: ignore[attr-defined]
        if _LAZY:
            if not isinstance(cache, _KeptCache):
                cache = re._cache = _KeptCache(cache)  # type: ignore[attr-defined]
            for key, program in programs.items():
                cache.programs.setdefault(key, program)
            return Preloaded(path, programs, before)
        room = limit - len(cache)
        for key, program in programs.items():
            if room <= 0:
                break
            if key not in cache:
                cache[key] = _built(program)
                room -= 1
    except Exception:  # any surprise (see the module docstring): re compiles as usual
        return Preloaded(None, {})
    return Preloaded(path, programs, before)


# Python 3.11's re looks a pattern up with ``_cache[key]`` (3.12 pops it from two caches, which
# a dict's __missing__ does not see): there the Patterns are built when first asked for.
_LAZY = sys.version_info < (3, 12)


class _KeptCache(dict):
    """re's pattern cache, building a saved program's Pattern when ``re`` first asks for it.

    A process uses a fraction of the saved programs (a cold recall whose records have kept
    verdicts: ~85 of ~1,000; the read gate's rules load only for a text without one), and
    building all of them up front was ~5 ms of every cold start (issue 21). A lookup that
    finds the Pattern is dict's own; a miss builds it here, the same Pattern :func:`_built`
    gave before, or leaves the pattern to ``re`` (KeyError) when the program is not kept or
    does not build."""

    __slots__ = ("programs",)

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.programs: dict[Key, Program] = {}

    def __missing__(self, key: Any) -> Any:
        program = self.programs.get(key)
        if program is None:
            raise KeyError(key)
        try:
            pattern = _built(program)
        except Exception:  # see the module docstring: re compiles it as usual
            raise KeyError(key) from None
        self[key] = pattern
        return pattern


def _built(program: Program) -> Any:
    """The Pattern of a kept program."""
    pattern, flags, code, groups, groupindex, indexgroup = program
    words = array(_CODE_TYPE or "I", code).tolist()
    return _sre.compile(pattern, flags, words, groups, groupindex, indexgroup)


def save_new(loaded: Preloaded, home_exists: bool) -> None:
    """Save the programs of the patterns in ``re``'s cache that ``loaded`` lacks (normally
    the patterns the modules imported since :func:`preload` compiled; may be called again
    later, for modules imported on first need). Writes nothing when few are new, or when the
    home folder does not exist (no file is made for ``--help``)."""
    if loaded.path is None or not home_exists:
        return
    try:
        current = [k for k in list(re._cache) if _cacheable(k)]  # type: ignore[attr-defined]
        # Another part of the same home holds its own (the library's at exit: not the rules').
        folder = os.path.dirname(loaded.path)
        others = [
            p.programs
            for p in _PRELOADED.values()
            if p is not loaded and p.path is not None and os.path.dirname(p.path) == folder
        ]
        new = [
            k
            for k in current
            if k not in loaded.programs
            and k not in loaded.before
            and not any(k in o for o in others)
        ]
        # Against every pattern this process could use (re's cache holds only the ones it
        # asked for, _KeptCache): the share of new ones is what it was with every one built.
        if len(new) * _REWRITE_SHARE < len(new) + len(loaded.programs):
            return
        programs = dict(loaded.programs)
        for key in new:
            program = _program(key)
            if program is not None:
                programs[key] = program
        if len(programs) > _MAX_PROGRAMS:
            programs = {k: programs[k] for k in current if k in programs}
        payload = marshal.dumps([(k[2], p) for k, p in programs.items()])
    except Exception:  # any surprise: nothing is saved, the next process compiles as usual
        return
    try:
        write_sealed(Path(loaded.path), _HEADER, payload)
    except OSError:
        return  # a read-only or full home: the cache is only a cache
    loaded.programs = programs  # what the file holds now: a later call saves only what is new
    recorder = _recorder()
    if recorder is not None:
        recorder.seen.clear()  # saved: a server need not hold them for its whole life


def _cacheable(key: Any) -> bool:
    return (
        isinstance(key, tuple)
        and len(key) == 3
        and key[0] is str
        and isinstance(key[2], int)
        and not key[2] & re.DEBUG
    )


def _program(key: Key) -> Program | None:
    """The program ``re`` compiled for ``key``, worked out again (as ``re._compiler.compile``
    does), if the Pattern it gives is the one in ``re``'s cache."""
    _type, pattern, flags = key
    live = re._cache.get(key)  # type: ignore[attr-defined]
    recorder = _recorder()
    if live is not None and recorder is not None:
        kept = recorder.seen.get((pattern, live.flags))
        if kept is not None:
            return kept
    parsed = _parser.parse(pattern, flags)
    code = [int(c) for c in _compiler._code(parsed, flags)]
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, i in groupindex.items():
        indexgroup[i] = name
    program = (
        pattern,
        int(flags | parsed.state.flags),
        array(_CODE_TYPE or "I", code).tobytes(),
        parsed.state.groups - 1,
        groupindex,
        tuple(indexgroup),
    )
    built = _built(program)
    same = live is not None and (
        (built.pattern, built.flags, built.groups, built.groupindex)
        == (live.pattern, live.flags, live.groups, live.groupindex)
    )
    return program if same else None


def _read(path: str) -> dict[Key, Program]:
    payload = read_sealed(path, _HEADER)
    if payload is None:
        return {}  # missing, damaged or foreign: compiled as usual, and rewritten
    try:
        return {(str, p[0], flags): p for flags, p in marshal.loads(payload)}
    except Exception:
        return {}


__all__ = ["LIBRARY", "RULES", "Preloaded", "preload", "program_file", "save_new"]
