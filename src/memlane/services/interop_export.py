"""Export a scope's memories to the files agents load natively, published all at once.

The export is planned in full first (``core.interop_formats.export_plan``), the destination
is checked, the files are written to a sibling temporary folder, and one rename publishes
them: a reader sees no folder or the whole export, and a failure leaves nothing behind. The
destination must be absent, an empty folder, or already hold exactly this output; a symlinked
destination (or a symlinked ancestor a user owns), an unsafe name or any other content refuses
with a Conflict (exit 3) before anything is written.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path, PurePosixPath
from typing import Any

from memlane.core.interop_formats.digest import DIGEST_FILE, render_digest
from memlane.core.interop_formats.export_plan import ExportPlan, PlannedFile, plan_export
from memlane.core.interop_formats.model import EXPORT_FORMATS, PRESERVING_EXPORTS
from memlane.core.records import Record, is_codebase_scan
from memlane.core.timestamps import utcnow
from memlane.errors import Conflict, InvalidInput
from memlane.store.protocol import ListFilter, Store

AGENT_KINDS = ("fact", "pattern", "lesson")
MAX_LISTED = 10


@dataclass
class ExportReport:
    format: str
    destination: str
    status: str
    counts: dict[str, int]
    skipped_bounded: list[str]

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "destination": self.destination,
            "status": self.status,
            **self.counts,
            "skipped_bounded": self.skipped_bounded,
        }


def exportable(rec: Record, now: datetime) -> bool:
    """What an agent format may carry: live, currently valid durable knowledge."""
    return (
        rec.kind in AGENT_KINDS
        and not rec.archived
        and rec.is_valid_at(now)
        and not is_codebase_scan(rec)
    )


def plan(
    store: Store, fmt: str, scopes: Sequence[str] | None, *, now: datetime
) -> tuple[ExportPlan, list[str]]:
    """The planned files and the handles of memories left out because a portable file cannot
    carry their validity window (they would outlive it)."""
    if fmt not in EXPORT_FORMATS:
        raise InvalidInput(
            f"unknown export format {fmt!r}", remedy=f"use one of: {', '.join(EXPORT_FORMATS)}"
        )
    if fmt == "markdown":
        records = [r for r in store.iter_records(ListFilter(scopes=scopes)) if not r.archived]
        text = render_digest(records, exported_at=now)
        out = ExportPlan(files=[PlannedFile(DIGEST_FILE, text.encode("utf-8"), False)])
        out.memories = out.generated = len(records)
        return out, []
    assert scopes is not None and len(scopes) == 1
    candidates = list(store.iter_records(ListFilter(scopes=scopes, kinds=list(AGENT_KINDS))))
    bounded = [
        r.handle
        for r in candidates
        if exportable(r, now) and (r.valid_from is not None or r.valid_until is not None)
    ]
    records = [
        r
        for r in candidates
        if exportable(r, now) and r.valid_from is None and r.valid_until is None
    ]
    sources = store.import_sources(scopes[0], PRESERVING_EXPORTS[fmt])
    return plan_export(fmt, records, sources), bounded


# -- publishing ----------------------------------------------------------------------------


def _safe_name(path: str) -> bool:
    p = PurePosixPath(path)
    return (
        bool(path)
        and not p.is_absolute()
        and "\\" not in path
        and "\x00" not in path
        and all(part not in ("", ".", "..") for part in path.split("/"))
    )


def _refuse_symlinks(dest: Path) -> None:
    """A symlinked destination, or a symlinked ancestor a user owns, could point the export
    anywhere; system links owned by root (``/var`` → ``/private/var``) are fine — unless
    memlane itself runs as root, when root owning a link says nothing about who made it."""
    if dest.is_symlink():
        raise Conflict(
            f"{dest} is a symlink", remedy="export to a real folder (a new or empty one)"
        )
    for parent in dest.parents:
        try:
            st = parent.lstat()
        except FileNotFoundError:
            continue
        if stat.S_ISLNK(st.st_mode) and (st.st_uid != 0 or os.geteuid() == 0):
            raise Conflict(
                f"{parent} (an ancestor of the destination) is a symlink",
                remedy="export to a path without symlinked folders in it",
            )


def _existing_files(dest: Path) -> dict[str, Path]:
    out: dict[str, Path] = {}
    for dirpath, dirnames, filenames in os.walk(dest, followlinks=False):
        for name in [*dirnames, *filenames]:
            full = Path(dirpath) / name
            rel = full.relative_to(dest).as_posix()
            if full.is_symlink():
                raise Conflict(
                    f"{dest} holds a symlink ({rel})",
                    remedy="export to a new or empty folder",
                )
            if name in filenames:
                out[rel] = full
    return out


def preflight(dest: Path, files: Sequence[PlannedFile]) -> bool:
    """True when ``dest`` already holds exactly ``files`` (nothing to write); False when it is
    absent or empty; Conflict for anything else."""
    bad = [f.path for f in files if not _safe_name(f.path)]
    if bad:
        raise Conflict(
            f"unsafe file names in the export: {', '.join(bad[:MAX_LISTED])}",
            remedy="rename those memories (their slugs) and export again",
        )
    _refuse_symlinks(dest)
    if not dest.exists():
        return False
    if not dest.is_dir():
        raise Conflict(f"{dest} exists and is not a folder", remedy="pick another destination")
    existing = _existing_files(dest)
    if not existing and not any(dest.iterdir()):
        return False
    planned = {f.path: f.data for f in files}
    clashes = sorted(
        p for p, full in existing.items() if p not in planned or full.read_bytes() != planned[p]
    )
    missing = sorted(set(planned) - set(existing))
    if clashes or missing:
        listed = ", ".join([*clashes, *missing][:MAX_LISTED])
        raise Conflict(
            f"{dest} is not empty and differs from this export ({listed})",
            remedy="export to a new or empty folder",
            conflicting=clashes,
            missing=missing,
        )
    return True


def publish(dest: Path, files: Sequence[PlannedFile]) -> str:
    """Write ``files`` under ``dest`` atomically; "created" or "unchanged"."""
    if "\x00" in str(dest):
        raise InvalidInput("the destination contains a NUL character", remedy="check the path")
    dest = Path(os.path.abspath(dest))
    if preflight(dest, files):
        return "unchanged"
    dest.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(
        tempfile.mkdtemp(prefix=f".{dest.name}.", suffix=".memlane-export", dir=dest.parent)
    )
    try:
        for f in files:
            target = staging / f.path
            target.parent.mkdir(parents=True, exist_ok=True)
            with open(target, "wb") as fh:
                fh.write(f.data)
                fh.flush()
                os.fsync(fh.fileno())
        staging.chmod(0o755)
        try:
            # rename(2) replaces an empty folder and refuses a non-empty one: a folder filled
            # since the preflight is a conflict, never overwritten.
            os.rename(staging, dest)
        except OSError as exc:
            raise Conflict(
                f"{dest} changed while exporting: {exc.strerror}",
                remedy="export to a new or empty folder",
            ) from exc
        _fsync_dir(dest.parent)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return "created"


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some filesystems cannot fsync a folder; the rename itself is already durable
    finally:
        os.close(fd)


def export_to(store: Store, dest: Path, fmt: str, scopes: Sequence[str] | None) -> ExportReport:
    now = utcnow()
    planned, bounded = plan(store, fmt, scopes, now=now)
    status = publish(dest, planned.files)
    counts = planned.counts()
    if status == "unchanged":
        # The folder already held every byte of this export: nothing was regenerated or new
        # this time (an export run twice said "0 byte-identical … 3 new", the s45 trial).
        counts.update(
            byte_preserved=counts["files"],
            memories_preserved=counts["memories"],
            regenerated=0,
            generated=0,
        )
    return ExportReport(fmt, str(dest), status, counts, bounded)


__all__ = ["ExportReport", "export_to", "exportable", "plan", "preflight", "publish"]
