"""The read gate's digest: one value that changes whenever its verdict on a text could.

A verdict of the read gate (services/read_gate.py) is a pure function of the text and of the
code and data that judge it: the rule modules, their lexicon and the learned model (all in
``memlane/core``, which is pure), the combination in ``services/read_gate.py``, the interpreter
(its regex engine and Unicode tables) and the libraries ``core`` imports (numpy for the model,
pyahocorasick for the needle pass). :func:`gate_digest` hashes all of that, so a verdict kept
under one digest (store/verdict_file.py) is never read under another: an edited rule, a new
model or another Python judges again.

Hashing ~1 MB of sources on every cold process would cost ~7 ms, so the digest is kept with the
size and modification time of every file it read, in ``$MEMLANE_HOME/cache/`` (as
memlane/regex_programs.py keeps compiled patterns there): while every file still has the size
and mtime it had (the test Python's own import system trusts to reuse bytecode, made stricter
with nanoseconds), the kept digest stands; any change hashes the contents again. A new module
can only join the gate through an edit of a file already listed, so listing the files read is
enough. Anything unexpected (a missing file, an unreadable home) means no digest: the gate
then judges every text in this process, as it did before verdicts were kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import sys
from importlib.util import find_spec
from pathlib import Path

import memlane
from memlane.atomic import write_atomic
from memlane.home import CACHE_DIR

_FORMAT = 1
# What of memlane the gate's verdict depends on, relative to the package folder: all of core
# (a rule module may import any other; a new one must not be missed) and the combination.
_PACKAGE = os.path.dirname(os.path.abspath(memlane.__file__))
_PARTS = ("core", os.path.join("services", "read_gate.py"))
_IMPORT = re.compile(r"^[ \t]*(?:from|import)[ \t]+([A-Za-z_]\w*)", re.MULTILINE)
# Per home, and the digest this process computed (at most once: the files cannot change under a
# running process without it running stale code anyway).
_memo: dict[str, bytes | None] = {}
_here: list[tuple[bytes, list[list[object]]]] = []


def gate_digest(home: str | os.PathLike[str]) -> bytes | None:
    """The digest of the read gate this process runs (32 bytes), or None when it cannot be
    known (then verdicts are neither read nor kept)."""
    key = os.fspath(home)
    if key not in _memo:
        _memo[key] = _kept_or_computed(key)
    return _memo[key]


def manifest_file(home: str) -> str:
    """Where the digest is kept, per installation (two venvs may share one home)."""
    where = hashlib.blake2b(_PACKAGE.encode("utf-8"), digest_size=6).hexdigest()
    return os.path.join(home, CACHE_DIR, f"read-gate-{where}.json")


def _kept_or_computed(home: str) -> bytes | None:
    path = manifest_file(home)
    kept = _read_manifest(path)
    if kept is not None and (not _here or kept == _here[0][0]):
        return kept
    try:
        if not _here:
            _here.append(_compute())
    except OSError:
        return None
    digest, files = _here[0]
    if os.path.isdir(home):
        manifest = {
            "format": _FORMAT,
            "python": sys.version,
            "digest": digest.hex(),
            "files": files,
        }
        with contextlib.suppress(OSError):  # a read-only home: the digest still holds here
            write_atomic(Path(path), json.dumps(manifest))
    return digest


def _read_manifest(path: str) -> bytes | None:
    """The kept digest, if every file it was computed from is as it was."""
    try:
        with open(path, encoding="utf-8") as fh:
            manifest = json.load(fh)
        if manifest["format"] != _FORMAT or manifest["python"] != sys.version:
            return None
        for name, size, mtime_ns in manifest["files"]:
            st = os.stat(name)
            if st.st_size != size or st.st_mtime_ns != mtime_ns:
                return None
        return bytes.fromhex(manifest["digest"])
    except (OSError, ValueError, KeyError, TypeError):
        return None  # missing, damaged or stale: computed again


def _compute() -> tuple[bytes, list[list[object]]]:
    """The digest, and [path, size, mtime_ns] of every file read for it."""
    h = hashlib.blake2b(digest_size=32)
    h.update(f"memlane-read-gate-{_FORMAT}\0{sys.version}\0".encode())
    files: list[list[object]] = []
    names: set[str] = set()
    rels = _files()
    if os.path.join("core", "prompt_injection.py") not in rels:
        # Installed somewhere its sources cannot be read (a zip): nothing to hash, no digest.
        raise OSError("the read gate's source files are not readable here")
    for rel in rels:
        full = os.path.join(_PACKAGE, rel)
        st = os.stat(full)
        with open(full, "rb") as fh:
            data = fh.read()
        h.update(f"{rel}\0{len(data)}\0".encode())
        h.update(data)
        files.append([full, st.st_size, st.st_mtime_ns])
        if rel.endswith(".py"):
            names.update(_IMPORT.findall(data.decode("utf-8", "replace")))
    sites: set[str] = set()
    for name in sorted(names - set(sys.stdlib_module_names) - {"memlane", "__future__"}):
        spec = find_spec(name)
        if spec is None or not spec.origin or not os.path.isfile(spec.origin):
            continue  # a word after "from" in a docstring, not a module
        st = os.stat(spec.origin)
        h.update(f"{name}\0{spec.origin}\0{st.st_size}\0".encode())
        files.append([spec.origin, st.st_size, st.st_mtime_ns])
        package = spec.submodule_search_locations is not None
        sites.add(os.path.dirname(os.path.dirname(spec.origin) if package else spec.origin))
    # The versions installed where those libraries live (an upgrade may change a float or a
    # match): the names of the folders' .dist-info entries carry them, and a folder's mtime
    # changes whenever an install adds or removes one.
    for site in sorted(sites):
        st = os.stat(site)
        found = sorted(n for n in os.listdir(site) if n.endswith((".dist-info", ".egg-info")))
        h.update(f"{site}\0{found}\0".encode())
        files.append([site, st.st_size, st.st_mtime_ns])
    return h.digest(), files


def _files() -> list[str]:
    found: list[str] = []
    for part in _PARTS:
        full = os.path.join(_PACKAGE, part)
        if os.path.isfile(full):
            found.append(part)
            continue
        for root, dirs, names in os.walk(full):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            rel = os.path.relpath(root, _PACKAGE)
            found.extend(os.path.join(rel, n) for n in sorted(names) if not n.endswith(".pyc"))
    return found


__all__ = ["gate_digest", "manifest_file"]
