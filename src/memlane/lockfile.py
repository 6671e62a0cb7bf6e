"""A lock file that a crash cannot wedge: created atomically, taken over when abandoned.

The file is created with ``O_CREAT | O_EXCL`` and holds its owner (pid, host, a random token,
the time). An owner that died on this host, or any lock older than its TTL (30 minutes for
consolidation: a hung pass must not block every later one), is *abandoned*: the next taker
renames it aside — a rename succeeds for one process only — checks that what it moved is
what it judged abandoned, and creates its own. Release removes the file only while it still
holds this owner's token. Standard library only.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import socket
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

DEFAULT_TTL = timedelta(minutes=30)


def pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists; it is someone else's
    except OSError:
        return True
    return True


@dataclass(frozen=True)
class LockOwner:
    pid: int
    host: str
    token: str
    at: str
    purpose: str = ""

    @property
    def since(self) -> datetime:
        try:
            when = datetime.fromisoformat(self.at)
        except ValueError:
            return datetime.fromtimestamp(0, UTC)
        return when if when.tzinfo else when.replace(tzinfo=UTC)

    def abandoned(self, now: datetime, ttl: timedelta) -> bool:
        if now - self.since >= ttl:
            return True
        return self.host == socket.gethostname() and not pid_alive(self.pid)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class LockFile:
    def __init__(self, path: Path, *, ttl: timedelta = DEFAULT_TTL, purpose: str = "") -> None:
        self.path = path
        self.ttl = ttl
        self.purpose = purpose
        self._token: str | None = None

    def owner(self) -> LockOwner | None:
        """Who holds the lock now (a file nobody could have finished writing reads as an
        owner at the file's modification time, so it too ages out)."""
        try:
            raw = self.path.read_text("utf-8")
            mtime = self.path.stat().st_mtime
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError:
            return LockOwner(0, "", "", datetime.fromtimestamp(0, UTC).isoformat())
        try:
            data = json.loads(raw)
            return LockOwner(
                pid=int(data["pid"]),
                host=str(data["host"]),
                token=str(data["token"]),
                at=str(data["at"]),
                purpose=str(data.get("purpose", "")),
            )
        except (ValueError, KeyError, TypeError):
            return LockOwner(0, "", raw[:64], datetime.fromtimestamp(mtime, UTC).isoformat())

    def acquire(self, now: datetime | None = None) -> bool:
        """Take the lock; False while a live, recent owner holds it."""
        now = now or datetime.now(UTC)
        for _ in range(3):
            if self._create(now):
                return True
            current = self.owner()
            if current is None:
                continue  # released meanwhile: try again
            if not current.abandoned(now, self.ttl):
                return False
            self._take_over(current)
        return False

    def _create(self, now: datetime) -> bool:
        token = secrets.token_hex(8)
        me = LockOwner(os.getpid(), socket.gethostname(), token, now.isoformat(), self.purpose)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            return False
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(json.dumps(me.to_dict()))
            fh.flush()
            os.fsync(fh.fileno())
        self._token = token
        return True

    def _take_over(self, stale: LockOwner) -> None:
        aside = self.path.with_name(f"{self.path.name}.{secrets.token_hex(4)}.abandoned")
        try:
            os.rename(self.path, aside)
        except FileNotFoundError:
            return  # another taker moved it first
        moved = LockFile(aside).owner()
        if moved is not None and moved.token != stale.token:
            # A fresh lock was created between our read and the rename: give it back
            # (link refuses to overwrite, so a third owner's lock is never clobbered).
            with contextlib.suppress(OSError):
                os.link(aside, self.path)
        aside.unlink(missing_ok=True)

    def release(self) -> None:
        current = self.owner()
        if self._token is not None and current is not None and current.token == self._token:
            self.path.unlink(missing_ok=True)
        self._token = None

    def remove_if_abandoned(self, now: datetime | None = None) -> LockOwner | None:
        """For `memlane clean`: remove an abandoned lock; returns its owner if removed."""
        current = self.owner()
        if current is None or not current.abandoned(now or datetime.now(UTC), self.ttl):
            return None
        self._take_over(current)
        return None if self.path.exists() and self.owner() == current else current

    @contextlib.contextmanager
    def held(self, now: datetime | None = None) -> Iterator[bool]:
        """``with lock.held() as ok:`` — ``ok`` says whether this process got it."""
        ok = self.acquire(now)
        try:
            yield ok
        finally:
            if ok:
                self.release()


__all__ = ["DEFAULT_TTL", "LockFile", "LockOwner", "pid_alive"]
