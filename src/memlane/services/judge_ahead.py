"""Read-gate verdicts judged ahead of the prompt: a record's first recall finds them kept.

Every text recalled into a model's context passes the read gate (services/read_gate.py),
which judges a record the first time any process meets it and keeps the verdict on disk,
keyed by the texts and the rules' digest. At 10k records that first judgment was about half
of a recall's CPU time (~3-4 ms a record, three or more a packet), and it fell on the first
prompts after an import or a reindex: the moment an agent least needs a slow hook.

This module moves that work off the prompt's path without skipping the gate:
:class:`Backlog` walks a store's records (newest first: recency ranks them higher), asks
the gate which have no kept verdict, and has the gate judge and keep those; reindex runs
it to the end (:meth:`Backlog.run`), and a running server's :class:`IdleJudge` runs it a
few records at a time while no request is in flight. Recall itself is unchanged:
it reads every record through ``ReadGate.screen``, and a kept verdict counts only under the
digest of the rules installed now, so a changed rule set or text is judged again.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

from memlane.core.records import Record
from memlane.errors import MemlaneError
from memlane.services.read_gate import ReadGate
from memlane.store.protocol import ListFilter, Store

# Records whose kept verdicts are looked up (and read from the store) at a time.
CHECK_SLICE = 200
# Records a server judges between two looks at its requests (~3-4 ms each on average at
# 10k synthetic records; a 256 KiB document is ~270 ms, one record is the smallest unit).
IDLE_SLICE = 2
# How long a server waits after its last request before judging again (an agent's hooks
# come in bursts: a prompt, then tool calls), and how often it looks for new or changed
# records once nothing is left.
QUIET_SECONDS = 1.0
POLL_SECONDS = 5.0

Progress = Callable[[int, int], None]


class Backlog:
    """The records of a store whose verdicts are not known to be kept, worked through a
    slice at a time. Resumable by construction: verdicts are kept on disk as they are
    judged, so a new process re-checks (one lookup a slice) and judges only the rest."""

    def __init__(self, store: Store, gate: ReadGate, only: Sequence[str] | None = None) -> None:
        self._store = store
        self._gate = gate
        # Just these records (an import's), else the whole store.
        self._only = list(dict.fromkeys(only)) if only is not None else None
        self._lock = threading.Lock()
        self._version: int | None = None
        self._todo: list[str] = []  # ids not yet checked, newest first
        self._pending: list[Record] = []  # checked: no kept verdict yet
        # What this process checked or judged: id -> hash() of its content hash (a changed
        # record is looked at again; a change that misses it, the payload, is judged by its
        # recall). An int, not the text: a server keeps one entry per record.
        self._seen: dict[str, int] = {}
        self.records = 0  # unarchived records at the last look
        self.already_kept = 0
        self.judged = 0

    def refresh(self) -> bool:
        """Look for records added or changed since the last look; True while work is left."""
        with self._lock:
            if self._only is not None:
                if self._version is None:  # one look: the ids were given
                    self._todo, self.records, self._version = self._only, len(self._only), 0
                return bool(self._todo or self._pending)
            version = self._store.records_version()
            if version != self._version:
                heads = self._store.record_heads(ListFilter())
                self.records = len(heads)
                self._todo = [
                    h.id for h in reversed(heads) if self._seen.get(h.id) != hash(h.content_hash)
                ]
                self._version = version
            return bool(self._todo or self._pending)

    def step(self, limit: int) -> int:
        """Judge at most ``limit`` records that have no kept verdict (checking the next
        slice first when none are known); how many records this step looked at, 0 when
        nothing is left until the next :meth:`refresh`."""
        with self._lock:
            if not self._pending and self._todo:
                return self._check_next()
            batch, self._pending = self._pending[:limit], self._pending[limit:]
        if not batch:
            return 0
        # Judged outside the lock: status() answers while a long text is being judged.
        kept = self._gate.judge_ahead(batch)
        with self._lock:
            self.judged += kept
            for rec in batch:
                self._seen[rec.id] = hash(rec.content_hash)
        return len(batch)

    def _check_next(self) -> int:
        ids, self._todo = self._todo[:CHECK_SLICE], self._todo[CHECK_SLICE:]
        found = self._store.get_many(ids)
        records = [found[i] for i in ids if i in found and not found[i].archived]
        unjudged = self._gate.unjudged(records)
        self._pending.extend(unjudged)  # (empty here, but for a survey's)
        waiting = {r.id for r in unjudged}
        for rec in records:
            if rec.id not in waiting:
                self._seen[rec.id] = hash(rec.content_hash)
        self.already_kept += len(records) - len(unjudged)
        return len(ids)

    def run(self, progress: Progress | None = None, *, limit: int = 16) -> dict[str, int]:
        """Judge every record without a kept verdict now; ``progress(done, total)`` counts
        the records settled (found kept, or judged and kept), after each slice."""
        self.refresh()
        with self._lock:
            total = len(self._todo) + len(self._pending)
        if progress is not None:
            progress(0, total)
        while self.step(limit):
            if progress is not None:
                progress(total - self.pending(), total)
        return self.status()

    def survey(self) -> dict[str, int]:
        """Check every record not yet checked, judging none: afterwards ``pending`` is exactly
        the records with no kept verdict (what ``memlane stats`` reports; one lookup and one
        read of the records a slice: ~0.15 s CPU at 10k records, where judging them is ~35 s)."""
        self.refresh()
        while True:
            with self._lock:
                if not self._todo:
                    break
                self._check_next()
        return self.status()

    def pending(self) -> int:
        """Records not yet known to have a kept verdict (unchecked or waiting to be judged)."""
        with self._lock:
            return len(self._todo) + len(self._pending)

    def status(self) -> dict[str, int]:
        with self._lock:
            return {
                "records": self.records,
                "already_kept": self.already_kept,
                "judged": self.judged,
                "pending": len(self._todo) + len(self._pending),
            }


class Activity:
    """The requests a server has in flight, so idle work keeps out of their way."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._in_flight = 0
        self._last_end = 0.0

    def begin(self) -> None:
        with self._lock:
            self._in_flight += 1

    def end(self) -> None:
        with self._lock:
            self._in_flight -= 1
            self._last_end = time.monotonic()

    def quiet_for(self) -> float:
        """Seconds since the last request ended; 0 while one is in flight."""
        with self._lock:
            if self._in_flight:
                return 0.0
            return time.monotonic() - self._last_end


class IdleJudge:
    """A server's background judging: a daemon thread that works through the
    :class:`Backlog` ``IDLE_SLICE`` records at a time, only after ``QUIET_SECONDS`` without a
    request, and stops when the server does. A request that arrives mid-slice shares the
    interpreter with it (Python switches threads every 5 ms) until the slice ends: at most
    the few records being judged."""

    def __init__(
        self,
        backlog: Backlog,
        activity: Activity,
        *,
        quiet: float = QUIET_SECONDS,
        poll: float = POLL_SECONDS,
    ) -> None:
        self.backlog = backlog
        self._activity = activity
        self._quiet = quiet
        self._poll = poll
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.state = "not started"
        self.last_error: str | None = None

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="memlane-judge", daemon=True)
            self.state = "starting"
            self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)

    def status(self) -> dict[str, Any]:
        """Progress for the server's stats: what is judged, kept and left, and the state
        (judging, idle when nothing is left, waiting while requests run, stopped)."""
        out: dict[str, Any] = {"state": self.state, **self.backlog.status()}
        if self.last_error:
            out["last_error"] = self.last_error
        return out

    def _run(self) -> None:
        # No lower OS priority for this thread (Linux would allow one per thread): it holds
        # the GIL while it judges, and starved of CPU on a busy machine it would hold it
        # for seconds, so the requests it means to yield to would wait behind it. It yields
        # by running only between requests, one small slice at a time.
        while not self._stop.is_set():
            quiet = self._activity.quiet_for()
            if quiet < self._quiet:
                self.state = "waiting"
                self._stop.wait(self._quiet - quiet)
                continue
            try:
                if self.backlog.step(IDLE_SLICE):
                    self.state = "judging"
                    continue
                if not self.backlog.refresh():
                    self.state = "idle"
                    self._stop.wait(self._poll)
            except MemlaneError as exc:  # a store that went away: try again later
                self.last_error = exc.message
                self._stop.wait(self._poll)
        self.state = "stopped"


__all__ = ["Activity", "Backlog", "IdleJudge"]
