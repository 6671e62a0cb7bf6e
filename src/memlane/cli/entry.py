"""The ``memlane`` console script: fast lanes for hooks and ``memlane recall``, the full CLI
for everything else.

A hook runs on every prompt. When a ``memlane serve`` is running, the hook only forwards the
payload over loopback, and so does ``memlane recall`` when the server reads the same settings
(cli/recall_client.py); without a server a plain ``memlane recall`` runs in this process but
without the CLI framework (cli/recall_local.py). This module imports neither lane until it
knows which one runs (the recall lane's scope rules would cost every hook ~10 ms of CPU, the
library a warm recall ~400 ms), and the full CLI only when no lane answered.
"""

from __future__ import annotations

import io
import json
import sys


def main() -> None:
    argv = sys.argv[1:]
    if "hook" in argv[:3]:  # [--home H] hook <event> …: split_hook_argv reads it exactly
        _hook_lane(argv)
    elif "recall" in argv[:5]:  # [--home H] [--embedder E] recall …: the lanes read it exactly
        _recall_lane(argv)
    from memlane.cli.main import run

    run()


def _hook_lane(argv: list[str]) -> None:
    """Exit with a warm server's answer, or return with the payload left on stdin for the
    in-process hook."""
    from memlane.cli.hook_client import MAX_HOOK_INPUT, split_hook_argv, try_warm
    from memlane.environ import environment

    if split_hook_argv(argv) is None:
        return
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


def _recall_lane(argv: list[str]) -> None:
    """Exit with what a warm server's recall prints, else with what this process's recall
    prints, or return to run the full CLI."""
    from memlane.cli.recall_client import try_warm_recall
    from memlane.environ import environment

    printed = try_warm_recall(argv, environment())
    if printed is not None:
        sys.stdout.write(printed if printed.endswith("\n") else printed + "\n")
        sys.exit(0)
    from memlane.cli.recall_local import recall_in_process

    code = recall_in_process(argv)
    if code is not None:
        sys.exit(code)


if __name__ == "__main__":
    main()
