"""The project tree verify reads: a bounded inventory, and one content pass for many terms.

The walk includes hidden files and ignores .gitignore (a memory may cite an ignored file),
excludes ``node_modules``, ``.git``, ``dist``, ``coverage``, caches and virtualenvs at every
depth, and never follows a symlink out of its root. Every bound it hits (file count, an
unreadable directory, an oversized file) is recorded, so absence is only ever claimed after a
complete search.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from memlane.core.claims import flags_in, identifiers
from memlane.core.verify_rules import (
    EXCLUDED_DIRS,
    MANIFEST_NAMES,
    NOTES_PREFIX,
    Inventory,
    SearchScope,
    root_key,
)

MAX_FILES = 200_000
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_TOTAL_BYTES = 1024 * 1024 * 1024
MAX_DEPTH = 64
_BINARY_SNIFF = 8192


def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip("/") + "/")


def walk(roots: Sequence[Path], *, max_files: int = MAX_FILES) -> Inventory:
    """List every file and directory under ``roots`` (see the module docstring)."""
    resolved = tuple(str(Path(r).resolve()) for r in roots)
    inv = Inventory(roots=resolved)
    n_roots = len(resolved)
    for index, root in enumerate(resolved):
        stack: list[tuple[str, str, int]] = [(root, "", 0)]
        while stack:
            folder, rel_folder, depth = stack.pop()
            if depth > MAX_DEPTH:
                _stop(inv, f"stopped below {MAX_DEPTH} directory levels at {rel_folder}")
                continue
            try:
                entries = sorted(os.scandir(folder), key=lambda e: e.name)
            except OSError as exc:
                _stop(inv, f"could not read {rel_folder or root}: {exc.strerror or exc}")
                continue
            for entry in entries:
                rel = f"{rel_folder}/{entry.name}" if rel_folder else entry.name
                key = root_key(index, rel, n_roots)
                try:
                    if entry.is_symlink():
                        target = os.path.realpath(entry.path)
                        if not _inside(target, root):
                            inv.links.add(key)  # a symlink escape is never followed
                            continue
                        if os.path.isdir(target):
                            inv.dirs.add(key)  # named, not descended: no cycles
                            inv.links.add(key)
                            continue
                        st = os.stat(target)
                        inv.files[key] = (st.st_mtime_ns, st.st_size)
                    elif entry.is_dir(follow_symlinks=False):
                        if entry.name in EXCLUDED_DIRS or os.path.exists(
                            os.path.join(entry.path, "pyvenv.cfg")
                        ):
                            continue
                        inv.dirs.add(key)
                        stack.append((entry.path, rel, depth + 1))
                    elif entry.is_file(follow_symlinks=False):
                        st = entry.stat(follow_symlinks=False)
                        inv.files[key] = (st.st_mtime_ns, st.st_size)
                except OSError as exc:
                    _stop(inv, f"could not read {rel}: {exc.strerror or exc}")
                    continue
                if len(inv.files) >= max_files:
                    _stop(inv, f"stopped at {max_files:,} files")
                    return inv
    return inv


def _stop(inv: Inventory, why: str) -> None:
    inv.complete = False
    inv.bound = inv.bound or why


def absolute(inv: Inventory, key: str) -> str:
    """The file behind an inventory key (a plain string: 20k pathlib objects cost a second)."""
    if len(inv.roots) > 1:
        index, rel = key[1:].split("/", 1)
        return f"{inv.roots[int(index)]}/{rel}"
    return f"{inv.roots[0]}/{key}"


def relative(inv: Inventory, key: str) -> str:
    """The key without its root marker (``@1/src/a.py`` → ``src/a.py``)."""
    return key.split("/", 1)[1] if len(inv.roots) > 1 else key


def fingerprint(inv: Inventory) -> str:
    """Changes when any file is added, removed, touched or resized."""
    h = hashlib.sha256("\n".join(inv.roots).encode())
    for part in inv.fingerprint_parts():
        h.update(part.encode())
    return h.hexdigest()


@dataclass
class ContentIndex:
    """Where each wanted term occurs (inventory keys, sorted), and what the pass covered."""

    hits: dict[str, list[str]] = field(default_factory=dict)
    search: SearchScope = field(default_factory=lambda: SearchScope(0, True))


def _read_text(path: str) -> str | None:
    """The file as text, or None for a binary file."""
    with open(path, "rb") as fh:
        data = fh.read()
    if b"\0" in data[:_BINARY_SNIFF]:
        return None
    return data.decode("utf-8", errors="replace")


def search_terms(
    inv: Inventory,
    symbols: Iterable[str],
    flags: Iterable[str],
    *,
    keys: Iterable[str] | None = None,
) -> ContentIndex:
    """One pass over the inventory's text files (or only ``keys``) for every wanted
    identifier and flag.

    memlane's own notes folder is never evidence (a memory must not verify itself).
    """
    want_symbols, want_flags = set(symbols), set(flags)
    index = ContentIndex()
    if not want_symbols and not want_flags:
        return index
    searched = 0
    total = 0
    complete = inv.complete
    bound = inv.bound
    for key in sorted(inv.files) if keys is None else sorted(set(keys) & set(inv.files)):
        if relative(inv, key).startswith(NOTES_PREFIX):
            continue
        size = inv.files[key][1]
        if size > MAX_FILE_BYTES or total + size > MAX_TOTAL_BYTES:
            complete = False
            bound = bound or f"{relative(inv, key)} is over the {MAX_FILE_BYTES:,}-byte read bound"
            continue
        try:
            text = _read_text(absolute(inv, key))
        except OSError as exc:
            complete = False
            bound = bound or f"could not read {key}: {exc.strerror or exc}"
            continue
        if text is None:
            continue
        searched += 1
        total += size
        if want_symbols:
            for term in want_symbols & identifiers(text):
                index.hits.setdefault(term, []).append(key)
        if want_flags and "--" in text:
            for term in want_flags & flags_in(text):
                index.hits.setdefault(term, []).append(key)
    index.search = SearchScope(searched, complete, bound)
    return index


def manifests(inv: Inventory) -> dict[str, str]:
    """The text of every manifest and lock file in the tree (for package@version claims)."""
    out: dict[str, str] = {}
    for key in sorted(inv.files):
        name = key.rsplit("/", 1)[-1]
        if name in MANIFEST_NAMES or (name.startswith("requirements") and name.endswith(".txt")):
            if inv.files[key][1] > MAX_FILE_BYTES:
                continue
            try:
                text = _read_text(absolute(inv, key))
            except OSError:
                continue
            if text is not None:
                out[key] = text
    return out


__all__ = [
    "MAX_FILES",
    "MAX_FILE_BYTES",
    "ContentIndex",
    "absolute",
    "fingerprint",
    "manifests",
    "relative",
    "search_terms",
    "walk",
]
