"""``memlane recall`` in this process, without the CLI framework.

When no server answers (cli/recall_client.py), a cold ``memlane recall`` still need not load
Typer, Rich and every command module, nor have Typer build all of its commands (together
~300 ms of the ~800 a cold recall took): the invocations :func:`split_recall_argv` accepts are
exactly ones the ``recall`` command takes (here also after the global ``--embedder E``, which
only a server could not honour), so this opens the memory the way the command does,
runs the same ``Memory.recall``, prints the same text, and reports a failure with the same
message and exit code (:func:`memlane.cli.render.failure`). Anything else runs the full CLI.
"""

from __future__ import annotations

import sys

from memlane.app import open_memory
from memlane.cli.lock_notice import LockWaitNotice
from memlane.cli.loopback import split_embedder
from memlane.cli.recall_client import packet_summary, split_recall_argv
from memlane.core.scope import GLOBAL
from memlane.services.recall import RecallPacket
from memlane.services.workspace import workspace_scope


def recall_in_process(argv: list[str], *, close_store: bool = True) -> int | None:
    """Print what ``memlane [--home H] [--embedder E] recall …`` prints and return its exit
    code; None when ``argv`` is not one of the plain recall invocations this path takes.
    ``close_store=False`` leaves the store open for a process that ends with ``os._exit``
    (cli/entry.py :func:`~memlane.cli.entry.leaves_store_open`)."""
    embedder, rest = split_embedder(argv)
    parsed = split_recall_argv(rest)
    if parsed is None:
        return None
    home, opts = parsed
    as_json, text = bool(opts.get("json")), bool(opts.get("text"))
    try:
        # As the CLI opens it (cli/app.py CliState.memory): no store override, and a word
        # on stderr if a write waits for another process's lock.
        mem = open_memory(
            home, embedder=embedder, store=None, scope=None, lock_wait=LockWaitNotice()
        )
        try:
            packet = mem.recall(
                opts["query"],
                scope=GLOBAL if opts.get("global") else opts.get("scope") or workspace_scope(),
                level=opts.get("level"),
                limit=opts.get("limit"),
                budget=opts.get("budget"),
                fmt="text" if text and not as_json else "json",
                validity=opts.get("validity") or "exclude",
            )
            printed = recall_output(packet, raw=as_json or text)
            sys.stdout.write(printed if printed.endswith("\n") else printed + "\n")
        finally:
            if close_store:
                mem.close()
    except KeyboardInterrupt:  # as the full CLI says it (cli/main.py interrupted)
        sys.stderr.write("interrupted: nothing was written\n")
        return 130
    except Exception as exc:  # reported exactly as the full CLI reports it
        # Rich loads only when there is an error to show (it is ~60 ms of a recall's start).
        from memlane.cli import render

        return render.failure(exc, home=home, as_json=as_json)
    return 0


def recall_output(packet: RecallPacket, *, raw: bool) -> str:
    """What ``memlane recall`` prints: the packet as rendered (``--json``, ``--text``: what a
    hook would inject), else the person's summary."""
    if raw:
        return packet.rendered
    return packet_summary(
        {
            "receipt": packet.receipt,
            "estimated_tokens": packet.estimated_tokens,
            "omitted": packet.omitted,
            "data": packet.data,
            "hits": packet.hits,
        }
    )


__all__ = ["recall_in_process", "recall_output"]
