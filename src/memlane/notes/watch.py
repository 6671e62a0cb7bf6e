"""Keep an index current while notes change on disk: trailing-edge debounce over watchfiles.

A burst of events is delivered once it has been quiet for 180 ms, or 1,500 ms after its first
event at the latest, so a continuous save storm cannot starve refresh and a file caught
mid-save is re-read after the editor finishes. If the watcher cannot be armed (network drive,
exhausted inotify handles) :func:`watch_notes` says so and returns False; notes still load and
refresh is manual.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from memlane.errors import MemlaneError
from memlane.notes.files import memory_root
from memlane.notes.model import BACKUP_SUFFIX, TEMP_SUFFIX

log = logging.getLogger(__name__)

QUIET_SECONDS = 0.18
CEILING_SECONDS = 1.5
# watchfiles' own grouping is kept short so this module's Debouncer decides delivery; the
# timeout wakes the loop to deliver a burst that has gone quiet.
_RAW_DEBOUNCE_MS = 50
_RAW_STEP_MS = 10
_WAKE_MS = 40

E = TypeVar("E", bound=Hashable)


class StopEvent(Protocol):
    def is_set(self) -> bool: ...


class Debouncer(Generic[E]):
    """Trailing-edge debounce fed with ``(time, event)`` pairs; no clock of its own.

    ``poll(now)`` returns the pending events (deduplicated, first-seen order) once ``quiet``
    seconds have passed since the last event or ``ceiling`` seconds since the first event of
    the burst, and an empty tuple otherwise.
    """

    def __init__(self, quiet: float = QUIET_SECONDS, ceiling: float = CEILING_SECONDS) -> None:
        if quiet <= 0 or ceiling < quiet:
            raise ValueError("need 0 < quiet <= ceiling")
        self.quiet = quiet
        self.ceiling = ceiling
        self._pending: dict[E, None] = {}
        self._first: float | None = None
        self._last: float | None = None

    @property
    def pending(self) -> bool:
        return bool(self._pending)

    def feed(self, now: float, event: E) -> None:
        if self._first is None:
            self._first = now
        self._last = now
        self._pending[event] = None

    def next_deadline(self) -> float | None:
        """When the pending burst becomes due, or None when nothing is pending."""
        if self._first is None or self._last is None:
            return None
        return min(self._last + self.quiet, self._first + self.ceiling)

    def poll(self, now: float) -> tuple[E, ...]:
        deadline = self.next_deadline()
        if deadline is None or now < deadline:
            return ()
        return self.flush()

    def flush(self) -> tuple[E, ...]:
        """Every pending event, due or not, and start afresh."""
        out = tuple(self._pending)
        self._pending.clear()
        self._first = self._last = None
        return out


def is_note_event(path: str) -> bool:
    """True for a change worth a rescan: a visible ``.md`` file. Editor lock files
    (``.#note.md``), temp files (ours and editors') and backups are ignored."""
    name = Path(path).name
    if name.startswith((".", "#", "~")) or name.endswith(("~", BACKUP_SUFFIX, TEMP_SUFFIX)):
        return False
    return name.lower().endswith(".md")


def watch_notes(
    project_root: Path,
    on_change: Callable[[tuple[str, ...]], Any],
    stop_event: StopEvent,
    *,
    on_ready: Callable[[], Any] | None = None,
    quiet: float = QUIET_SECONDS,
    ceiling: float = CEILING_SECONDS,
) -> bool:
    """Call ``on_change(relative_paths)`` for each debounced burst until ``stop_event`` is set.

    Returns True after a clean stop and False when the watcher could not be armed or failed
    (logged). ``on_ready`` is called once the watcher is armed. Events still pending at stop
    are dropped: the caller is shutting down. Exceptions from ``on_change`` are logged and the
    watch goes on — one bad refresh must not end live updates.
    """
    try:
        root = memory_root(project_root)
    except MemlaneError as exc:
        log.warning("notes watcher not started: %s", exc.message)
        return False
    if not root.is_dir():
        log.warning("notes watcher not started: %s does not exist", root)
        return False
    debouncer: Debouncer[str] = Debouncer(quiet, ceiling)
    ready = False
    try:
        # Imported when a watch starts, not at module import: watchfiles was ~100 ms of every
        # command's start, and only `memlane serve` and `memlane notes watch` watch (issue 21).
        import watchfiles

        for changes in watchfiles.watch(
            root,
            watch_filter=lambda _change, path: is_note_event(path),
            debounce=_RAW_DEBOUNCE_MS,
            step=_RAW_STEP_MS,
            rust_timeout=_WAKE_MS,
            yield_on_timeout=True,
            stop_event=stop_event,
            raise_interrupt=False,
        ):
            if not ready:
                ready = True
                if on_ready is not None:
                    on_ready()
            now = time.monotonic()
            for _change, path in sorted(changes):
                debouncer.feed(now, _relative(root, path))
            batch = debouncer.poll(now)
            if batch:
                _deliver(on_change, batch)
    except (OSError, RuntimeError) as exc:
        log.warning("notes watcher stopped: %s; refresh notes manually", exc)
        return False
    return True


def _deliver(on_change: Callable[[tuple[str, ...]], Any], batch: tuple[str, ...]) -> None:
    try:
        on_change(batch)
    except Exception:
        log.exception("notes watcher: on_change failed for %s", ", ".join(batch))


def _relative(root: Path, path: str) -> str:
    try:
        return Path(path).relative_to(root).as_posix()
    except ValueError:
        return Path(path).name


__all__ = ["CEILING_SECONDS", "QUIET_SECONDS", "Debouncer", "is_note_event", "watch_notes"]
