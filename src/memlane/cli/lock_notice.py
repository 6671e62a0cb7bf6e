"""What a command a person waits on says when a write waits for another process's write lock
(store/connection.py ``lock_wait``): one line on stderr, the first time only; the command then
goes on waiting. A long import elsewhere made every command hang up to a minute without a
word (the s45 newcomer trial). Standard library only: the recall lane (cli/recall_local.py)
says it too, without loading Rich.
"""

from __future__ import annotations

import sys


class LockWaitNotice:
    """A ``lock_wait`` hook: tells stderr once."""

    def __init__(self) -> None:
        self.told = False

    def __call__(self, waited_s: float, limit_s: float) -> None:
        if self.told:
            return
        self.told = True
        try:
            sys.stderr.write(
                "waiting for the write lock held by another memlane process… "
                f"(up to {limit_s:.0f} s; Ctrl-C stops this command, nothing written)\n"
            )
            sys.stderr.flush()
        except (OSError, ValueError):  # a closed or broken stderr: the wait goes on anyway
            pass


__all__ = ["LockWaitNotice"]
