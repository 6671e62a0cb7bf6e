"""The garbage collector waits while the read gate scans a text (:func:`collector_paused`).

A collection during a scan traverses all that the scan holds: each long text's needle places (a
list per needle, ~4,000 places per 32 KB segment), windows and words, for every segment and
spelling. A 256 KiB body's read-gate scan set off a dozen: ~9 % of its CPU time on the
documentation and look-alike bodies (gc.callbacks: ~24 and ~60 ms a scan), ~4 % on a
transcript. A scan makes no cyclic garbage (a collection after one finds nothing to free): what
it holds is freed by reference counts when it ends, and the next collection finds little. The
collector runs again once the last scan under way ends, if it ran before the first began.

Only the read gate pauses it (the write gate's figures with it paused were not measured).
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator

_LOCK = threading.Lock()
_STATE = [0, False]  # scans under way, whether the first of them turned the collector off


def pause_collector() -> None:
    with _LOCK:
        if _STATE[0] == 0:
            _STATE[1] = gc.isenabled()
            if _STATE[1]:
                gc.disable()
        _STATE[0] += 1


def resume_collector() -> None:
    with _LOCK:
        _STATE[0] -= 1
        if _STATE[0] == 0 and _STATE[1]:
            _STATE[1] = False
            gc.enable()


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    pause_collector()
    try:
        yield
    finally:
        resume_collector()


__all__ = ["collector_paused", "pause_collector", "resume_collector"]
