"""Long-prompt variants of fixture queries: the question plus a pasted log of 1-8k characters.

A user pastes what they are looking at (a traceback, service logs, a diff, a config) and asks
about it, before or after the paste. The noise is built deterministically from the query id
out of generic software text that names nothing in either fixture's topic on purpose, so a
ranker that reads the whole prompt equally is pulled towards whatever the noise happens to
share with the store, as it would be with a real paste.
"""

from __future__ import annotations

import hashlib
import random

LENGTHS = (1000, 2000, 4000, 8000)

_MODULES = ("worker", "scheduler", "gateway", "ingest", "render", "sync", "billing", "auth")
_FUNCS = ("handle", "dispatch", "process_batch", "_run_once", "fetch_page", "apply", "commit")
_EXCEPTIONS = (
    "ConnectionResetError: [Errno 104] Connection reset by peer",
    "KeyError: 'payload'",
    "TimeoutError: operation timed out after 30.0 seconds",
    "ValueError: invalid literal for int() with base 10: 'n/a'",
    "RuntimeError: event loop is closed",
    "PermissionError: [Errno 13] Permission denied: '/var/run/app.sock'",
)
_LEVELS = ("INFO", "INFO", "INFO", "DEBUG", "WARNING", "ERROR")
_MESSAGES = (
    "request completed status=200 duration_ms={n}",
    "retrying in {n} ms (attempt {m}/5)",
    "cache miss for key user:{n}:profile",
    "worker {m} picked up job {n}",
    "slow query took {n} ms",
    "upstream returned 502, backing off",
    "flushed {n} rows to the sink",
    "heartbeat ok lag={n}ms",
)


def _traceback(rng: random.Random) -> str:
    frames = []
    for _ in range(rng.randint(3, 7)):
        mod = rng.choice(_MODULES)
        frames.append(
            f'  File "/srv/app/{mod}/{rng.choice(_FUNCS)}.py", line {rng.randint(10, 900)},'
            f" in {rng.choice(_FUNCS)}\n    result = {mod}.{rng.choice(_FUNCS)}(ctx, item)"
        )
    return (
        "Traceback (most recent call last):\n" + "\n".join(frames) + "\n" + rng.choice(_EXCEPTIONS)
    )


def _log(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(4, 12)):
        msg = rng.choice(_MESSAGES).format(n=rng.randint(1, 99999), m=rng.randint(1, 9))
        lines.append(
            f"2024-0{rng.randint(1, 9)}-1{rng.randint(0, 9)} {rng.randint(10, 23)}:"
            f"{rng.randint(10, 59)}:{rng.randint(10, 59)},{rng.randint(100, 999)} "
            f"{rng.choice(_LEVELS)} [{rng.choice(_MODULES)}] {msg}"
        )
    return "\n".join(lines)


def _diff(rng: random.Random) -> str:
    mod = rng.choice(_MODULES)
    return (
        f"--- a/{mod}/settings.py\n+++ b/{mod}/settings.py\n@@ -{rng.randint(1, 80)},6 +"
        f"{rng.randint(1, 80)},7 @@\n     TIMEOUT = {rng.randint(5, 60)}\n-    RETRIES = 3\n"
        f"+    RETRIES = {rng.randint(4, 9)}\n+    BACKOFF_MS = {rng.randint(50, 900)}\n"
        "     POOL_SIZE = 8"
    )


def _config(rng: random.Random) -> str:
    return (
        f'{{"service": "{rng.choice(_MODULES)}", "replicas": {rng.randint(1, 9)}, '
        f'"timeout_ms": {rng.randint(100, 9000)}, "queue": "jobs-{rng.randint(1, 99)}", '
        f'"features": {{"batching": true, "tracing": false}}}}'
    )


def noise(seed: str, chars: int) -> str:
    """About ``chars`` characters of pasted machine output, the same for the same seed."""
    rng = random.Random(hashlib.sha256(seed.encode()).hexdigest())
    parts: list[str] = []
    size = 0
    makers = (_traceback, _log, _log, _diff, _config)
    while size < chars:
        part = rng.choice(makers)(rng)
        parts.append(part)
        size += len(part) + 1
    return "\n".join(parts)[:chars]


def long_variant(query: str, qid: str, index: int) -> str:
    """The query with a paste of one of ``LENGTHS`` characters, before or after it."""
    chars = LENGTHS[index % len(LENGTHS)]
    paste = noise(qid, chars)
    if index % 2 == 0:
        return f"{query}\n\n{paste}"
    return f"{paste}\n\n{query}"
