"""The store's connection: one SQLite file in WAL mode, a lock, and the transaction helper.

Every public method of the store holds the lock, so one store may be shared by the threads of a
server; processes coordinate through SQLite's own locking (``BEGIN IMMEDIATE`` plus a generous
busy timeout). Durability: WAL with ``synchronous=NORMAL`` (the default) survives a crash of
any process; a power loss may roll back the last transactions. ``durability="full"``
(``synchronous=FULL``) makes every acknowledged write survive power loss too, at a write cost
measured in ``bench/chaos.py``.

SQLite's own errors never leave this package: :func:`store_error` turns them into
``StoreUnavailable`` (corrupt file, missing permission, full disk, a busy lock) or ``Conflict``,
each with a remedy, and :func:`translating_errors` applies it to every public store method.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import inspect
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from memlane.errors import Conflict, MemlaneError, StoreUnavailable
from memlane.store.checkpoints import BackgroundCheckpoints
from memlane.store.migration_runner import Migration, MigrationProgress, apply_migrations
from memlane.store.migrations import MIGRATIONS

BUSY_TIMEOUT_MS = 60_000
# How long a write waits for another process's write lock before the store tells its
# ``lock_wait`` hook (the CLI says so on stderr: a long import elsewhere made every command
# wait up to BUSY_TIMEOUT_MS without a word, the s45 newcomer trial).
LOCK_NOTICE_MS = 1_000
# The steps that wait are taken in, so that a Ctrl-C is heard between two of them.
LOCK_STEP_MS = 200
# Told once a write has waited LOCK_NOTICE_MS for the lock, with the seconds waited so far
# and the seconds it will wait in all; the wait then goes on.
LockWait = Callable[[float, float], None]
DURABILITY = {"normal": "NORMAL", "full": "FULL"}
# Bytes of the file SQLite reads through a memory map rather than read() calls. A search at
# 100k records reads thousands of pages of the full-text, trigram and records b-trees, each
# through read() a system call and a copy into a 2 MB page cache that holds none of them for
# the next query (recall 18.0 -> 14.6 ms of CPU at 10k, 38.5 -> 33.5 at 100k). The mapped
# pages are the OS's page cache, shared and reclaimable, and SQLite maps them read-only; they
# count in the process's resident set (RssFile), which read() into the OS cache did not.
MMAP_BYTES = 1 << 30
# Write-ahead log pages a commit may leave before that commit copies them into the database
# file (SQLite's default is 1,000). A copy syncs the log and the file, 1-7 ms each on the bench
# machine: a remember() into a 100k store logs ~44 pages, so the default copied every ~24 calls
# (0.13 fdatasync a call under strace, 0.1-0.5 ms of a ~3 ms call); at 4,000 it copies every
# ~100 calls (0.04 a call), and pages a window rewrites (counters, index roots, the full-text
# structure) are copied once, not four times: 27.6 -> 22.2 pages copied a remember(). A process
# crash loses nothing either way (a commit in the log is a commit); on a power loss
# ``synchronous=NORMAL`` could already roll back the last transactions not yet synced, now up
# to ~100 commits instead of ~24, never leaving a half-written one (the log's checksums);
# ``durability="full"`` syncs every commit, as before. The log file keeps its largest size (up
# to ~16 MB) until the store is closed. A thread starts that copy at three quarters of this
# (store/checkpoints.py), so the commit at the threshold only copies what is left.
WAL_AUTOCHECKPOINT_PAGES = 4000
# A write inside a transaction journals the pages it changes so that statement (or savepoint)
# alone can be undone; SQLite keeps that journal in memory up to 64 KiB and then moves it to a
# new temporary file (open, unlink, ~40 writes, close). One remember() into a 100k store
# changes ~30 existing pages (the row, six indexes, the full-text and signature indexes, the
# counters), so every call paid for the file: strace showed a temporary file opened and
# unlinked in /var/tmp per call. A small transaction (``transaction(small=True)``) keeps its
# journals in memory (``temp_store = MEMORY`` while it runs; nothing a crash needs lives there:
# the write-ahead log alone makes a commit durable, and an open transaction's journals are
# thrown away either way). Bulk writes keep the file: in memory, an import of 10k records into
# a 100k store took 632 MB instead of 281 MB and 3.5x the CPU.
_TEMP_STORE = {True: "MEMORY", False: "DEFAULT"}
# The store's files hold people's memory: owner-only, like config.toml.
FILE_MODE = 0o600

_REMEDY = {
    "corrupt": "run `memlane doctor`; move the file aside and restore from `memlane export`",
    "permission": "check the owner and permissions of the memlane home (`memlane doctor`)",
    "disk_full": "free disk space, then retry (nothing was written)",
    "busy": "another memlane process (an import, a reindex?) holds the store's write lock: "
    "let it finish and retry, or stop it",
    "missing": "point --home / MEMLANE_HOME at a folder you can write",
    "io": "run `memlane doctor`; the disk or file system reported an I/O error",
}
_F = TypeVar("_F", bound=Callable[..., Any])


def store_error(exc: BaseException, path: Path) -> MemlaneError:
    """The typed error for a SQLite or OS failure on the store at ``path``."""
    if isinstance(exc, MemlaneError):
        return exc
    text = str(exc).lower()
    if isinstance(exc, sqlite3.IntegrityError):
        return Conflict(f"the store refused the write: {exc}", remedy="check for a duplicate")
    if isinstance(exc, OSError):
        reason = {
            errno.ENOSPC: "disk_full",
            errno.EDQUOT: "disk_full",
            errno.EACCES: "permission",
            errno.EPERM: "permission",
            errno.EROFS: "permission",
            errno.ENOENT: "missing",
            errno.ENOTDIR: "missing",
            errno.EISDIR: "corrupt",
        }.get(exc.errno or 0, "io")
    elif "not a database" in text or "malformed" in text or "corrupt" in text:
        reason = "corrupt"
    elif "readonly" in text or "read-only" in text or "permission" in text:
        reason = "permission"
    elif "full" in text:
        reason = "disk_full"
    elif "locked" in text or "busy" in text:
        reason = "busy"
    elif "unable to open" in text:
        reason = "corrupt" if path.is_dir() else "missing"
    else:
        reason = "io"
    label = {
        "corrupt": "is not a usable database",
        "busy": "stayed locked by another process",
    }.get(reason, "cannot be used")
    return StoreUnavailable(
        f"the memory store {path} {label}: {exc}",
        remedy=_REMEDY[reason],
        reason=reason,
        path=str(path),
    )


_UNTRANSLATED = {"transaction"}


def translating_errors(cls: type) -> type:
    """Wrap every public method of a store class so SQLite and OS errors surface as
    :func:`store_error` types (generators are not used by store methods: they return lists
    or materialized iterators, so an error cannot escape after the call returned)."""
    for name, member in list(vars(cls).items()):
        if name.startswith("_") or name in _UNTRANSLATED or not inspect.isfunction(member):
            continue
        setattr(cls, name, _translated(member))
    return cls


def _translated(fn: _F) -> _F:
    @functools.wraps(fn)
    def call(self: Connection, *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(self, *args, **kwargs)
        except (sqlite3.Error, OSError) as exc:
            raise store_error(exc, self.path) from exc

    return call  # type: ignore[return-value]


def _create_private(path: Path) -> None:
    """Create the database file owner-only before SQLite does (its -wal and -shm files take
    the database file's permissions)."""
    if path.exists():
        return
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE)
    os.close(fd)


def _enable_wal(db: sqlite3.Connection, path: Path) -> None:
    """Switch the file to WAL, waiting out other processes as the busy timeout would.

    SQLite answers ``PRAGMA journal_mode = WAL`` with "database is locked" at once, without
    calling the busy handler, while another connection is switching the same new file or
    holds a lock it needs for the switch: six processes opening one fresh store together
    failed 11 of 240 opens that way. The switch is retried with a growing pause until the
    busy timeout has passed; once the file is in WAL the pragma returns without a lock."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    pause = 0.002
    while True:
        try:
            mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            break
        except sqlite3.OperationalError as exc:
            busy = exc.sqlite_errorcode & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
            if not busy or time.monotonic() + pause > deadline:
                raise
            time.sleep(pause)
            pause = min(pause * 2, 0.1)
    if str(mode).lower() != "wal":
        raise sqlite3.OperationalError(f"could not enable WAL on {path} (got {mode})")


@translating_errors
class Connection:
    def __init__(
        self,
        path: Path,
        migrations: Sequence[Migration] = MIGRATIONS,
        *,
        durability: str = "normal",
        progress: MigrationProgress | None = None,
        lock_wait: LockWait | None = None,
    ) -> None:
        self.path = path
        self._lock_wait = lock_wait
        if durability not in DURABILITY:
            raise StoreUnavailable(
                f"unknown durability {durability!r}", remedy="use normal or full", reason="io"
            )
        self._lock = threading.RLock()
        self._depth = 0
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.is_dir():
                raise IsADirectoryError(errno.EISDIR, "a directory stands where the file goes")
            with contextlib.suppress(FileExistsError):  # another process created it meanwhile
                _create_private(path)
            self._db = sqlite3.connect(
                str(path),
                isolation_level=None,
                check_same_thread=False,
                timeout=BUSY_TIMEOUT_MS / 1000,
            )
            self._db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            _enable_wal(self._db, path)
            self._db.execute(f"PRAGMA synchronous = {DURABILITY[durability]}")
            self._db.execute(f"PRAGMA wal_autocheckpoint = {WAL_AUTOCHECKPOINT_PAGES}")
            self._db.execute("PRAGMA foreign_keys = ON")
            self._db.execute(f"PRAGMA mmap_size = {MMAP_BYTES}")
            self.applied_migrations = apply_migrations(self._db, migrations, progress)
            self._checkpoints = BackgroundCheckpoints(
                path, threshold=WAL_AUTOCHECKPOINT_PAGES, synchronous=DURABILITY[durability]
            )
        except (sqlite3.Error, OSError) as exc:
            if hasattr(self, "_db"):
                self._db.close()
            raise store_error(exc, path) from exc

    def close(self) -> None:
        with self._lock:
            self._checkpoints.close()
            self._db.close()

    def footprint(self) -> tuple[str, int]:
        """The database file and its size, write-ahead log included."""
        files = self.path.parent.glob(self.path.name + "*")
        return str(self.path), sum(p.stat().st_size for p in files if p.is_file())

    # -- transactions --------------------------------------------------------------------

    @contextmanager
    def transaction(self, *, small: bool = False) -> Iterator[None]:
        """Nestable: the outermost level is ``BEGIN IMMEDIATE`` (take the write lock up front,
        so two writers never deadlock upgrading), inner levels are SAVEPOINTs. A failure to
        begin, commit or roll back surfaces as ``StoreUnavailable``; nothing half-written
        stays (SQLite rolls back an unfinished transaction). ``small``: the outermost level
        writes a few records (one remember()), so its journals stay in memory
        (``_TEMP_STORE``); an inner level's flag changes nothing."""
        with self._lock:
            outermost = self._depth == 0
            if outermost:
                self._temp_store(small)
            try:
                with self._level():
                    yield
            finally:
                if outermost and small and not self._db.in_transaction:
                    # Reads and bulk writes in between sort and journal in files again.
                    self._temp_store(False)

    @contextmanager
    def _level(self) -> Iterator[None]:
        depth = self._depth
        name = f"sp{depth}"
        if depth == 0:
            self._begin()
        else:
            self._execute_control(f"SAVEPOINT {name}")
        self._depth += 1
        try:
            yield
        except BaseException:
            self._depth -= 1
            if depth == 0:
                self._execute_control("ROLLBACK", quiet=True)
            else:
                self._execute_control(f"ROLLBACK TO {name}", quiet=True)
                self._execute_control(f"RELEASE {name}", quiet=True)
            raise
        self._depth -= 1
        try:
            self._execute_control("COMMIT" if depth == 0 else f"RELEASE {name}")
        except StoreUnavailable:
            if depth == 0 and self._db.in_transaction:
                self._execute_control("ROLLBACK", quiet=True)
            raise
        if depth == 0:
            self._checkpoints.after_commit()

    def _begin(self) -> None:
        """``BEGIN IMMEDIATE``: take the write lock, waiting up to BUSY_TIMEOUT_MS for another
        process to let it go. With a ``lock_wait`` hook the wait is taken in steps of
        LOCK_STEP_MS: the hook hears of it once it passes LOCK_NOTICE_MS, and a Ctrl-C stops
        it within a step (SQLite's own busy wait holds the interpreter until it ends, so a
        Ctrl-C waited out the whole minute). A store without a hook (a server, the library,
        a hook) waits in one piece, as before."""
        if self._lock_wait is None:
            self._execute_control("BEGIN IMMEDIATE")
            return
        started = time.monotonic()
        told = False
        try:
            self._db.execute(f"PRAGMA busy_timeout = {LOCK_STEP_MS}")
            while True:
                try:
                    self._db.execute("BEGIN IMMEDIATE")
                    return
                except sqlite3.OperationalError as exc:
                    busy = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
                    waited = time.monotonic() - started
                    if exc.sqlite_errorcode & 0xFF not in busy or waited * 1000 >= BUSY_TIMEOUT_MS:
                        raise
                if not told and waited * 1000 >= LOCK_NOTICE_MS:
                    told = True
                    self._lock_wait(waited, BUSY_TIMEOUT_MS / 1000)
        except sqlite3.Error as exc:
            raise store_error(exc, self.path) from exc
        finally:
            with contextlib.suppress(sqlite3.Error):
                self._db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")

    def writer_active(self) -> bool:
        """``BEGIN IMMEDIATE`` without a busy wait, rolled back at once: busy means another
        connection writes now. Inside this connection's own transaction the lock is ours."""
        with self._lock:
            if self._depth:
                return False
            try:
                self._db.execute("PRAGMA busy_timeout = 0")
                try:
                    self._db.execute("BEGIN IMMEDIATE")
                except sqlite3.OperationalError as exc:
                    if exc.sqlite_errorcode & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                        return True
                    raise
                self._db.execute("ROLLBACK")
                return False
            except sqlite3.Error as exc:
                raise store_error(exc, self.path) from exc
            finally:
                with contextlib.suppress(sqlite3.Error):
                    self._db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")

    _in_memory = False  # temp_store is MEMORY on this connection

    def _temp_store(self, in_memory: bool) -> None:
        """Where SQLite keeps the next transaction's journals and temporary tables. Only
        speed depends on it: a failure (SQLite refuses the change inside a transaction)
        leaves the setting as it was, to be tried again at the next transaction."""
        if in_memory != self._in_memory:
            try:
                self._db.execute(f"PRAGMA temp_store = {_TEMP_STORE[in_memory]}")
            except sqlite3.Error:
                return
            self._in_memory = in_memory

    def _execute_control(self, sql: str, *, quiet: bool = False) -> None:
        try:
            self._db.execute(sql)
        except sqlite3.Error as exc:
            # A rollback that fails while another error propagates must not mask it.
            if not quiet:
                raise store_error(exc, self.path) from exc

    # -- store metadata ------------------------------------------------------------------

    def meta(self, key: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT value FROM store_meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction():
            self._db.execute(
                "INSERT INTO store_meta(key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, value),
            )
