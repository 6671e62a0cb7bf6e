"""The codebase scan: walk a local project under hard bounds, describe it, store one note.

The walk skips symlinks, dot-entries, vendored and build folders, secret-shaped file names and
binary content, and stops at any bound (depth, entries, files listed, excerpt bytes, a 10 s
wall clock) — a cut walk is labelled partial. With a model routed for the ``scan`` task one
bounded turn adds per-path summaries; without one (or when it fails) the deterministic summary
stands alone. The note is a ``manual_note`` event with source ``codebase-scan``, written
through the one write path under a fixed slug, so re-running replaces it (history kept).
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memlane.core.codebase_scan import (
    CODEBASE_SCAN_SOURCE,
    EXCERPT_NAMES,
    PARTIAL_TAG,
    SCAN_SLUG,
    Manifest,
    ScanStats,
    extension_of,
    is_codebase_scan,
    scan_body,
    scan_title,
    secret_shaped,
)
from memlane.core.codebase_scan_turn import parse_scan_answer, scan_prompt
from memlane.core.scope import GLOBAL, is_remote
from memlane.core.write_rules import Draft, Receipt
from memlane.errors import InvalidInput
from memlane.services.interop_sources import SKIP_DIRS
from memlane.services.llm import AuxLLM
from memlane.services.write import Writer

MAX_DEPTH = 6
MAX_ENTRIES = 20_000
MAX_LISTED = 400
MAX_EXCERPT_BYTES = 2048
WALL_CLOCK_SECONDS = 10.0
BINARY_SNIFF = 1024


@dataclass(frozen=True)
class Bounds:
    depth: int = MAX_DEPTH
    entries: int = MAX_ENTRIES
    listed: int = MAX_LISTED
    excerpt_bytes: int = MAX_EXCERPT_BYTES
    seconds: float = WALL_CLOCK_SECONDS


@dataclass(frozen=True)
class ScanResult:
    receipt: Receipt
    title: str
    body: str
    stats: ScanStats
    method: str
    llm: dict[str, Any] | None

    def to_dict(self) -> dict[str, Any]:
        return {
            **self.receipt.to_dict(),
            "title": self.title,
            "body": self.body,
            "stats": self.stats.to_dict(),
            "method": self.method,
            "llm": self.llm,
        }


def _excerpt(path: Path, limit: int) -> str | None:
    """The start of a text file, or None for binary (a NUL byte) or unreadable content."""
    try:
        with open(path, "rb") as fh:
            data = fh.read(limit)
    except OSError:
        return None
    if b"\x00" in data[:BINARY_SNIFF]:
        return None
    return data.decode("utf-8", "replace")


def walk(
    root: Path, bounds: Bounds = Bounds(), clock: Callable[[], float] = time.monotonic
) -> Manifest:
    """The bounded manifest of ``root`` (breadth-first, sorted, so it is deterministic)."""
    start = clock()
    listed: list[str] = []
    extensions: Counter[str] = Counter()
    top_level: Counter[str] = Counter()
    excerpts: dict[str, str] = {}
    root_files: list[str] = []
    entries = files = 0
    truncated = timed_out = False
    queue: list[tuple[Path, str, int]] = [(root, "", 0)]
    while queue:
        folder, rel, depth = queue.pop(0)
        if clock() - start > bounds.seconds:
            timed_out = True
            break
        try:
            children = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            continue
        for entry in children:
            entries += 1
            if entries > bounds.entries:
                truncated = True
                queue.clear()
                break
            name = entry.name
            if name.startswith(".") or entry.is_symlink() or secret_shaped(name):
                continue
            child = f"{rel}/{name}" if rel else name
            if entry.is_dir(follow_symlinks=False):
                if name in SKIP_DIRS:
                    continue
                if depth + 1 >= bounds.depth:
                    truncated = True
                    continue
                queue.append((Path(entry.path), child, depth + 1))
                continue
            if not entry.is_file(follow_symlinks=False):
                continue
            files += 1
            extensions[extension_of(name)] += 1
            if rel:
                top_level[rel.split("/", 1)[0]] += 1
            else:
                root_files.append(name)
                if name in EXCERPT_NAMES:
                    text = _excerpt(Path(entry.path), bounds.excerpt_bytes)
                    if text is not None:
                        excerpts[name] = text
            if len(listed) < bounds.listed:
                listed.append(child)
            else:
                truncated = True
    stats = ScanStats(entries, files, len(listed), truncated, timed_out)
    return Manifest(
        name=root.name or str(root),
        listed=tuple(listed),
        extensions=dict(extensions),
        top_level=dict(top_level),
        excerpts=excerpts,
        stats=stats,
        root_files=tuple(root_files),
    )


def scan_codebase(
    writer: Writer, root: Path, *, scope: str, llm: AuxLLM | None, bounds: Bounds = Bounds()
) -> ScanResult:
    if is_remote(scope) or scope == GLOBAL:
        raise InvalidInput(
            "a codebase scan reads this machine's files; this scope has none",
            remedy="run it from the project folder (local scopes only)",
        )
    if not root.is_dir():
        raise InvalidInput(f"no project folder at {root}", remedy="run it inside the project")
    manifest = walk(root, bounds)
    files: tuple[tuple[str, str], ...] = ()
    method, llm_info, note = "deterministic", None, None
    if llm is not None:
        answer = llm.ask(
            "scan",
            scan_prompt(manifest),
            lambda text: parse_scan_answer(text, manifest),
            context={"scope": scope},
        )
        llm_info = answer.describe()
        if answer.ok and answer.value is not None:
            files, method = answer.value, "llm"
        elif answer.status != "no_model":
            note = f"(The model's file summaries were not used: {answer.reason}.)"
    title = scan_title(manifest)
    body = scan_body(manifest, files, note=note)
    receipt = writer.remember(
        Draft(
            text=body,
            scope=scope,
            kind="event",
            title=title,
            slug=SCAN_SLUG,
            type="manual_note",
            tags=("codebase-scan", PARTIAL_TAG) if manifest.stats.partial else ("codebase-scan",),
            trigger="api",
            source=CODEBASE_SCAN_SOURCE,
            payload={"scan": {**manifest.stats.to_dict(), "method": method}},
        )
    )
    return ScanResult(receipt, title, body, manifest.stats, method, llm_info)


__all__ = ["Bounds", "ScanResult", "is_codebase_scan", "scan_codebase", "walk"]
