"""The ``memlane`` console script: fast lanes for hooks and ``memlane recall``, the full CLI
for everything else.

A hook runs on every prompt. When a ``memlane serve`` is running, the hook only forwards the
payload over loopback, and so does ``memlane recall`` when the server reads the same settings
(cli/recall_client.py). This module imports nothing heavy until it knows the full CLI is
needed (that import is deliberately inside ``main``: it is the ~450 ms the fast lanes save).
"""

from __future__ import annotations

import io
import json
import sys

from memlane.cli.hook_client import MAX_HOOK_INPUT, split_hook_argv, try_warm
from memlane.cli.recall_client import try_warm_recall
from memlane.environ import environment


def main() -> None:
    argv = sys.argv[1:]
    if split_hook_argv(argv) is not None:
        try:
            raw = sys.stdin.buffer.read(MAX_HOOK_INPUT)
        except (OSError, ValueError):
            raw = b""
        answer = try_warm(argv, raw, environment())
        if answer is not None:
            if answer:
                sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
            sys.exit(0)
        # No warm server: the in-process hook reads the same bytes again.
        sys.stdin = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8")
    elif "recall" in argv[:3]:  # [--home H] recall …: try_warm_recall reads it exactly
        printed = try_warm_recall(argv, environment())
        if printed is not None:
            sys.stdout.write(printed if printed.endswith("\n") else printed + "\n")
            sys.exit(0)
    from memlane.cli.main import run

    run()


if __name__ == "__main__":
    main()
