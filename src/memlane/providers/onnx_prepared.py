"""Prepared ONNX graphs: an embedding model's optimized graph, kept in the home's cache.

Building a session from the bundled int8 MiniLM costs a cold process most of its embedding
start (issue 21): onnxruntime dequantizes the int8 weights to float32 (constant folding) and
fuses the graph on every load, ~67k page faults and ~300 ms of CPU, then packs each matrix
multiplication's weights into the layout its CPU kernel reads (~20 ms more, 42 MB written).
The optimized graph is a pure function of (model file, onnxruntime version, optimization
level), and the packed weights of that and the CPU's kernels, so the first session saves them
once (``ORT_ENABLE_EXTENDED``, the highest level whose saved graph onnxruntime calls
hardware-independent), its float32 weights and packed weights in an external data file, and
later processes load that with optimization off: onnxruntime maps the data file instead of
building the weights. It runs the same kernels on the same graph with the same packed weights,
so embeddings are bit-identical (tests/test_onnx_prepared.py). Where the CPU's features cannot
be read (no /proc: macOS, Windows) the weights are saved unpacked.

onnxruntime 1.32 still runs each kernel's packing when it loads a graph whose packed weights
are saved (callgrind, session + one query: ~765 M instructions with them saved, ~762 M
without, ~633 M with ``session.disable_prepacking``): the saved ones spare the packed copies'
heap (minor faults per process ~18k -> ~10k, CPU median 321 -> 309 ms over 14 interleaved
processes each at load ~6), not the packing. A session that does not pack would spare that
too (~130 M instructions, ~15 % of a cold MiniLM embedding), but its vectors differ from a
packing session's in the last bits (max 1.8e-7 over 614 texts), so it is not used: a store's
vectors and a query's must come from the same arithmetic whatever the process.

Where: ``$MEMLANE_HOME/cache/onnx/<key>/`` with ``model.onnx``, ``model.data`` and
``manifest.json``. The key hashes the source file's identity (resolved path, size, mtime,
ctime, inode), the onnxruntime version and the CPU (architecture and instruction-set
features: packed weights are laid out for the kernels onnxruntime picks on it), so a
reinstalled model, an upgraded runtime or a home opened on another machine prepares anew; the
manifest holds the source's sha256, measured when the folder was built, which spares later
processes hashing the 23 MB source (~30 ms). A folder is published whole (written in a temp
folder, fsynced, renamed), checked against its manifest's sizes and mtimes on each use, and
rebuilt when anything disagrees. Like every file under ``cache/`` it is derived: safe to delete
at any time, and trusted as far as the home is (whoever can write it can write the store
itself).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import platform
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

PREPARED_DIR = "onnx"
MODEL_FILE = "model.onnx"
DATA_FILE = "model.data"
MANIFEST_FILE = "manifest.json"
# 2: the packed weights are saved too (format 1 held the float32 weights only).
_FORMAT = 2
_LEVEL = "extended"
# Temp folders left by a process that died while writing one are removed after this long.
_STALE_SECONDS = 3600.0
_TMP_PREFIX = ".prepare-"

# onnxruntime session config entries that make a session save its optimized graph with every
# initializer of 1 KiB or more in DATA_FILE (next to the model file)...
_SAVE_GRAPH = {
    "session.optimized_model_external_initializers_file_name": DATA_FILE,
    "session.optimized_model_external_initializers_min_size_in_bytes": "1024",
}
# ... and every packed weight with them.
_SAVE_PACKED = {"session.save_external_prepacked_constant_initializers": "1"}


@dataclass(frozen=True)
class Prepared:
    """A published prepared graph: the model file to load, and its source's sha256."""

    model_file: Path
    source_sha256: str


def prepared_folder(root: Path, source: Path, runtime_version: str) -> Path:
    """Where the prepared graph of ``source`` under this onnxruntime version lives."""
    resolved = source.resolve()
    st = resolved.stat()
    identity = "\0".join(
        str(part)
        for part in (
            _FORMAT,
            _LEVEL,
            runtime_version,
            platform.machine(),
            cpu_features() or "",
            resolved,
            st.st_size,
            st.st_mtime_ns,
            st.st_ctime_ns,
            st.st_ino,
            st.st_dev,
        )
    )
    return root / PREPARED_DIR / hashlib.sha256(identity.encode()).hexdigest()[:24]


_cpu: list[str | None] = []


def cpu_features() -> str | None:
    """The instruction-set features of this CPU as /proc/cpuinfo lists them (they decide which
    kernels onnxruntime runs, hence how it packs weights for them), read once per process;
    None where there is no /proc (macOS, Windows): weights are then not saved packed."""
    if not _cpu:
        features = None
        try:
            with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as fh:
                for line in fh:  # the first processor's flags (x86) or features (Arm)
                    if line.startswith(("flags", "Features")):
                        features = line.partition(":")[2].strip()
                        break
        except OSError:
            pass
        _cpu.append(features)
    return _cpu[0]


def save_config() -> dict[str, str]:
    """The session config entries that make a session save its prepared graph (next to the
    ``optimized_model_filepath`` it is given): the graph and its weights, and the packed
    weights where the CPU's features are known (they are part of the folder's key)."""
    return {**_SAVE_GRAPH, **(_SAVE_PACKED if cpu_features() is not None else {})}


def find_prepared(root: Path, source: Path, runtime_version: str) -> Prepared | None:
    """The published prepared graph of ``source``, or None when there is none or it does not
    match its manifest (a half-copied or edited folder is not used)."""
    try:
        folder = prepared_folder(root, source, runtime_version)
        manifest = json.loads((folder / MANIFEST_FILE).read_text(encoding="utf-8"))
        if manifest.get("format") != _FORMAT or manifest.get("runtime") != runtime_version:
            return None
        for name in (MODEL_FILE, DATA_FILE):
            st = (folder / name).stat()
            if [st.st_size, st.st_mtime_ns] != manifest.get("files", {}).get(name):
                return None
        sha = manifest.get("source_sha256")
    except (OSError, ValueError, AttributeError):
        return None
    if not isinstance(sha, str) or len(sha) != 64:
        return None
    return Prepared(folder / MODEL_FILE, sha)


def start_preparing(root: Path) -> Path | None:
    """A new temp folder for a session to save its optimized graph in (its MODEL_FILE is the
    path to give onnxruntime), or None when the cache cannot be written: the session is then
    built from the source as before."""
    parent = root / PREPARED_DIR
    try:
        parent.mkdir(parents=True, exist_ok=True)
        _remove_stale(parent)
        return Path(tempfile.mkdtemp(prefix=_TMP_PREFIX, dir=parent))
    except OSError:
        return None


def publish(
    temp: Path, root: Path, source: Path, source_sha256: str, runtime_version: str
) -> Prepared | None:
    """Publish what a session saved in ``temp`` as the prepared graph of ``source``; None (and
    nothing left behind) when it cannot be, e.g. another process published it first."""
    origin = str(source.resolve())
    try:
        files = {}
        for name in (MODEL_FILE, DATA_FILE):
            _fsync(temp / name)
            st = (temp / name).stat()
            files[name] = [st.st_size, st.st_mtime_ns]
        manifest = {
            "format": _FORMAT,
            "level": _LEVEL,
            "runtime": runtime_version,
            "source": origin,
            "source_sha256": source_sha256,
            "files": files,
        }
        (temp / MANIFEST_FILE).write_text(json.dumps(manifest, indent=1), encoding="utf-8")
        _fsync(temp / MANIFEST_FILE)
        folder = prepared_folder(root, source, runtime_version)
        existing = find_prepared(root, source, runtime_version)
        if existing is not None and existing.source_sha256 == source_sha256:
            # Another process prepared the same graph meanwhile (two cold starts at once):
            # keep its folder, which readers may be opening now.
            shutil.rmtree(temp, ignore_errors=True)
            return existing
        if folder.exists():
            # A folder that did not match its manifest: replace it (renamed aside first, so a
            # reader never sees it half removed).
            aside = Path(tempfile.mkdtemp(prefix=_TMP_PREFIX, dir=folder.parent))
            os.replace(folder, aside / "old")
            shutil.rmtree(aside, ignore_errors=True)
        os.rename(temp, folder)
    except OSError:
        shutil.rmtree(temp, ignore_errors=True)
        return None
    _remove_older(folder, origin)
    return Prepared(folder / MODEL_FILE, source_sha256)


def abandon(temp: Path) -> None:
    """Remove a temp folder whose session failed."""
    shutil.rmtree(temp, ignore_errors=True)


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _remove_stale(parent: Path) -> None:
    cutoff = time.time() - _STALE_SECONDS
    for entry in parent.iterdir():
        with contextlib.suppress(OSError):
            if entry.name.startswith(_TMP_PREFIX) and entry.stat().st_mtime < cutoff:
                shutil.rmtree(entry, ignore_errors=True)


def _remove_older(current: Path, source: str) -> None:
    """Remove the other prepared graphs of the same source file (an earlier install or
    runtime version's): each is ~90 MB."""
    for entry in current.parent.iterdir():
        if entry == current or entry.name.startswith(_TMP_PREFIX):
            continue
        with contextlib.suppress(OSError, ValueError, AttributeError):
            manifest = json.loads((entry / MANIFEST_FILE).read_text(encoding="utf-8"))
            if manifest.get("source") == source:
                shutil.rmtree(entry, ignore_errors=True)


__all__ = [
    "DATA_FILE",
    "MODEL_FILE",
    "PREPARED_DIR",
    "Prepared",
    "abandon",
    "cpu_features",
    "find_prepared",
    "prepared_folder",
    "publish",
    "save_config",
    "start_preparing",
]
