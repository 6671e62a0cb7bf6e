"""The Typer application object, global options and the per-invocation state.

Command modules register on ``app``; ``cli.main`` imports them and translates errors once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated

import typer

from memlane.app import open_memory
from memlane.cli import render
from memlane.cli.lock_notice import LockWaitNotice
from memlane.config import Settings, load_settings
from memlane.core.scope import GLOBAL
from memlane.services.memory import Memory
from memlane.services.workspace import workspace_scope

app = typer.Typer(
    name="memlane",
    help=(
        "Long-term memory for AI coding agents: remember what you learn, recall it later.\n\n"
        "Local-first and offline: one SQLite file under $MEMLANE_HOME (default ~/.memlane), "
        "a bundled embedder, no account or API key.\n\n"
        "Exit codes: 0 ok, 1 unexpected error (details in $MEMLANE_HOME/errors.log) or LLM "
        "provider failure, 2 invalid input, 3 conflict or near duplicate, 4 privacy refusal, "
        "5 not found, 6 store or team server unavailable (a write lock held elsewhere for 60 s "
        "too), 7 access denied by a team server, 130 interrupted (Ctrl-C)."
    ),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


@dataclass
class CliState:
    home: Path | None = None
    embedder: str | None = None
    # A --store given to `serve` or `users` (a postgresql:// URL without a password).
    store: str | None = None
    _memory: Memory | None = field(default=None, repr=False)

    def settings(self) -> Settings:
        return load_settings(self.home, embedder=self.embedder, store=self.store)

    def memory(self, scope: str | None = None, *, quiet: bool = False) -> Memory:
        """The invocation's Memory, opened on first use. A command a person waits on says
        when a write waits for another process's lock (cli/lock_notice.py); a server or a
        hook (``quiet``: its output belongs to the harness) waits as the library does,
        without a word and without the cost."""
        if self._memory is None:
            # An older store migrates as it opens: say so on stderr if that takes a while.
            progress = render.MigrationProgress(enabled=True)
            try:
                self._memory = open_memory(
                    self.home,
                    embedder=self.embedder,
                    store=self.store,
                    scope=scope,
                    progress=progress,
                    lock_wait=None if quiet else LockWaitNotice(),
                )
            finally:
                progress.close()
        return self._memory

    def written(self) -> int:
        """Memories this invocation wrote so far (0 before its store opened)."""
        return 0 if self._memory is None else self._memory.written

    def vectors_kept(self) -> int:
        """Vectors an import of this invocation stored ahead of its memories so far."""
        return 0 if self._memory is None else self._memory.vectors_kept

    def close(self) -> None:
        """End of one invocation: close the store and forget this invocation's options, so a
        later in-process invocation never inherits a stale home."""
        if self._memory is not None:
            self._memory.close()
            self._memory = None
        self.home = None
        self.embedder = None
        self.store = None


STATE = CliState()


@app.callback()
def _root(
    home: Annotated[
        Path | None,
        typer.Option(
            "--home",
            help="Memory folder (default $MEMLANE_HOME or ~/.memlane).",
            envvar="MEMLANE_HOME",
            show_envvar=True,
        ),
    ] = None,
    embedder: Annotated[
        str | None,
        typer.Option("--embedder", help="minilm (default), hash, onnx:<dir> or none."),
    ] = None,
) -> None:
    STATE.home = home
    STATE.embedder = embedder


JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]
ScopeOpt = Annotated[
    str | None,
    typer.Option(
        "--scope",
        help="Scope key: a project path, ssh:<server>:<path> or global. "
        "Default: the git root of the current directory.",
    ),
]
GlobalOpt = Annotated[bool, typer.Option("--global", help="Use the global scope.")]
StoreOpt = Annotated[
    str | None,
    typer.Option(
        "--store",
        help="The store: a postgresql://user@host:port/db URL for a team (its password from "
        "~/.pgpass or PGPASSWORD, never the URL). Default: the store setting (MEMLANE_STORE), "
        "else the SQLite file under the home.",
    ),
]
ValidityOpt = Annotated[
    str,
    typer.Option(
        "--validity",
        help="exclude (default): leave out superseded, stale, scheduled, expired and "
        "needs-renewal memories; label: include them, each labelled.",
    ),
]


def pick_scope(scope: str | None, use_global: bool) -> str:
    if use_global:
        return GLOBAL
    return scope or workspace_scope()
