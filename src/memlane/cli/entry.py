"""The ``memlane`` console script: a fast lane for hooks, the full CLI for everything else.

A hook runs on every prompt. When a ``memlane serve`` is running, the hook only forwards the
payload over loopback, so this module imports nothing heavy until it knows the full CLI is
needed (that import is deliberately inside ``main``: it is the ~450 ms the fast lane saves).
"""

from __future__ import annotations

import io
import json
import sys

from memlane.cli.hook_client import MAX_HOOK_INPUT, split_hook_argv, try_warm
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
    from memlane.cli.main import run

    run()


if __name__ == "__main__":
    main()
