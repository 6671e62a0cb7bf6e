"""Copying the write-ahead log into the database on a thread of its own, off the writer's path.

SQLite copies the log into the database file (a checkpoint) inside the commit that leaves the
log at ``wal_autocheckpoint`` frames: that commit syncs the log, copies every page the log
holds and syncs the database file. At 100k records one such commit in ~100 took ~60 ms of
wall-clock time (two fdatasyncs of ~9 MB), ~0.47 ms of each remember() on average (issue 21).
Here a thread with its own connection starts a passive checkpoint once the log holds
:data:`START_FRACTION` of the writer's threshold, and repeats it while the writers added many
frames meanwhile, so the commit that reaches the threshold finds little left to copy.

Invariant: this changes when the copying happens, never what a commit guarantees. A commit is
in the log before it returns either way; the checkpoint syncs the log before copying exactly
as the writer's own would (same ``synchronous``), and it starts earlier than the writer's, so
the commits a power loss could roll back under ``synchronous=NORMAL`` stay within the
documented bound (store/connection.py ``WAL_AUTOCHECKPOINT_PAGES``). The writer's own
automatic checkpoint stays on: if this thread is slow or fails, the writer copies the rest at
its threshold as before (a passive checkpoint never waits for the other). A process killed
while a checkpoint runs leaves the log and the file as SQLite's own interrupted checkpoint does:
the log stays authoritative until a checkpoint completes.
"""

from __future__ import annotations

import os
import sqlite3
import struct
import threading
import weakref
from pathlib import Path

# The fraction of the writer's threshold at which the thread starts copying (its own
# checkpoint runs at the whole threshold, with what is left).
START_FRACTION = 0.75
# Past the start, the thread copies again whenever this many frames wait (and at once while
# as many arrived during its last copy).
CATCH_UP_FRAMES = 256
# The wal-index header in the -shm file (https://www.sqlite.org/walformat.html, native byte
# order): mxFrame, the frames the log holds, at byte 16 of the first header copy; nBackfill,
# the frames already copied into the database, at byte 96 (the checkpoint info that follows
# the header's two 48-byte copies).
_MX_FRAME = struct.Struct("=I")
_MX_FRAME_AT = 16
_BACKFILL_AT = 96
_HEADER_BYTES = 100
# The main thread and the checkpoint thread read the header through one descriptor: only a
# read at a position (no shared offset) is safe for both.
_PREAD = hasattr(os, "pread")


class BackgroundCheckpoints:
    """One store's checkpointing thread, started on the first commit that needs it."""

    def __init__(self, path: Path, *, threshold: int, synchronous: str) -> None:
        self._path = path
        self._start_at = max(1, int(threshold * START_FRACTION))
        self._synchronous = synchronous
        self._wake = threading.Event()
        self._closed = False
        self._thread: threading.Thread | None = None
        # The -shm file, opened on the first read; closed with the store, or when a store
        # nobody closed is collected.
        self._shm: list[int] = []
        weakref.finalize(self, _close_all, self._shm)
        # Checkpoints this thread ran, and the SQLite errors it met (each left the copying
        # to the writer's own checkpoint): for tests and `memlane doctor`-style reports.
        self.runs = 0
        self.errors: list[str] = []

    def pending_frames(self) -> int:
        """Frames in the log not yet copied into the database (0 when unknown)."""
        frames, copied = self._log_frames()
        return frames - copied

    def _log_frames(self) -> tuple[int, int]:
        """(frames the log holds, frames of them copied into the database); (0, 0) when
        unknown (no log index yet)."""
        if not _PREAD:  # no positioned read (Windows): the writer's own checkpoints, as before
            return 0, 0
        try:
            if not self._shm:
                self._shm.append(os.open(f"{self._path}-shm", os.O_RDONLY))
            head = os.pread(self._shm[0], _HEADER_BYTES, 0)
        except OSError:
            return 0, 0
        if len(head) < _HEADER_BYTES:
            return 0, 0
        (frames,) = _MX_FRAME.unpack_from(head, _MX_FRAME_AT)
        (copied,) = _MX_FRAME.unpack_from(head, _BACKFILL_AT)
        return frames, min(frames, copied)

    def after_commit(self) -> None:
        """Called by the writer after each outermost commit: wake the thread if the log holds
        enough frames to copy (one read of 100 bytes otherwise). Once the log is past the
        start, the frames written since the last copy are copied too, so the writer's own
        checkpoint at its threshold (which also lets the next commit start a new log) finds
        at most ~CATCH_UP_FRAMES left."""
        if self._closed:
            return
        frames, copied = self._log_frames()
        pending = frames - copied
        if pending < self._start_at and (frames < self._start_at or pending < CATCH_UP_FRAMES):
            return
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._run, name=f"memlane-checkpoint {self._path.name}", daemon=True
            )
            self._thread.start()
        self._wake.set()

    def close(self) -> None:
        """Stop the thread, letting a checkpoint under way finish (before the writer's
        connection closes, so the last connection's own checkpoint finds the lock free)."""
        self._closed = True
        self._wake.set()
        if self._thread is not None:
            self._thread.join()
        _close_all(self._shm)

    def _failed(self, exc: sqlite3.Error) -> None:
        """Keep the last few errors (a server may run for months next to other writers)."""
        self.errors.append(str(exc))
        del self.errors[:-_ERRORS_KEPT]

    def _run(self) -> None:
        try:
            # mode=rw: never create a file (a store removed meanwhile stays removed).
            uri = f"{self._path.resolve().as_uri()}?mode=rw"
            db = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=0)
            db.execute(f"PRAGMA synchronous = {self._synchronous}")
        except sqlite3.Error as exc:  # the writer's own checkpoints carry on
            self._failed(exc)
            return
        try:
            while True:
                self._wake.wait()
                self._wake.clear()
                last = -1
                while not self._closed:
                    try:
                        _, frames, copied = db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                    except sqlite3.Error as exc:
                        self._failed(exc)
                        break
                    self.runs += 1
                    # Again only while it gains: a reader of an older snapshot (another
                    # process) keeps the frames after it in the log until it ends.
                    if frames - copied < CATCH_UP_FRAMES or copied <= last:
                        break
                    last = copied
                if self._closed:
                    return
        finally:
            db.close()


_ERRORS_KEPT = 20


def _close_all(fds: list[int]) -> None:
    while fds:
        os.close(fds.pop())


__all__ = ["CATCH_UP_FRAMES", "START_FRACTION", "BackgroundCheckpoints"]
