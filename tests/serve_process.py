"""A real `memlane serve` child process and a cold `memlane hook prompt` that reaches it: the
warm hook path end to end (tests/test_hooks.py, tests/test_long_prompts.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from memlane.home import SERVER_FILE

MEMLANE_CLI = (sys.executable, "-m", "memlane.cli.main")


@contextmanager
def running_serve(
    home: Path,
    log: Path,
    *,
    options: tuple[str, ...] = ("--embedder", "hash"),
    environ: Mapping[str, str] | None = None,
) -> Iterator[dict[str, str]]:
    """`memlane serve --port 0` on ``home`` (by default with the hash embedder), up once it has
    written its server file; yields the environment that points another process at it (based
    on ``environ``, default this process's). Output goes to ``log``."""
    env = {**(os.environ if environ is None else environ), "MEMLANE_HOME": str(home)}
    with log.open("wb") as out:
        serve = subprocess.Popen(
            [*MEMLANE_CLI, *options, "serve", "--port", "0"],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        try:
            deadline = time.monotonic() + 60
            while not (home / SERVER_FILE).exists():
                assert serve.poll() is None, log.read_text()
                assert time.monotonic() < deadline, "memlane serve did not write server.json"
                time.sleep(0.1)
            yield env
        finally:
            serve.terminate()
            serve.wait(timeout=30)


def cold_hook_prompt(env: Mapping[str, str], body: Any) -> subprocess.CompletedProcess[str]:
    """`memlane hook prompt` with an embedder that cannot load: answering in-process would fail
    (and log), so an answer proves the warm server gave it."""
    return subprocess.run(
        [*MEMLANE_CLI, "--embedder", "no-such-model", "hook", "prompt"],
        input=json.dumps(body),
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
