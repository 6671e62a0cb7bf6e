"""The composition root: the only module that wires a concrete store and providers."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memlane.config import Settings, home_path, load_settings
from memlane.credentials import remote_token
from memlane.environ import environment, limit_threads
from memlane.errors import MemlaneError
from memlane.home import DB_FILE
from memlane.live_settings import LiveSettings
from memlane.providers.embedders import resolve_embedder
from memlane.providers.remote import RemoteMemory
from memlane.services.embedding import EmbeddingService
from memlane.services.memory import Memory
from memlane.services.remotes import Remotes
from memlane.services.shared_settings import StoreSettings
from memlane.services.workspace import spelled_scope, workspace_scope
from memlane.store.connection import LockWait
from memlane.store.migration_runner import MigrationProgress
from memlane.store.protocol import Store
from memlane.store.sqlite import SqliteStore
from memlane.store.verdict_file import VerdictFile

if TYPE_CHECKING:
    from memlane.services.doctor import Report
    from memlane.store.session_index import SessionIndex


def _local_dir(scope: str) -> Path | None:
    """The folder notes are read from: only a real local directory qualifies."""
    folder = Path(scope)
    try:
        return folder if folder.is_absolute() and folder.is_dir() else None
    except OSError:  # e.g. a name too long for the filesystem
        return None


def open_store(
    settings: Settings,
    progress: MigrationProgress | None = None,
    lock_wait: LockWait | None = None,
) -> Store:
    """The store the settings name: the SQLite file under home (default), or PostgreSQL.
    ``progress`` hears of the store's migrations, if it has any to apply; ``lock_wait`` of a
    write that waits for another process's write lock (SQLite)."""
    if settings.store:
        # psycopg, its pool and pgvector cost ~150 ms to import; only a team store needs them.
        from memlane.store.postgres import PostgresStore

        return PostgresStore(settings.store, progress=progress)
    return SqliteStore(
        settings.db_path, durability=settings.durability, progress=progress, lock_wait=lock_wait
    )


def open_remotes(settings: Settings, env: Mapping[str, str]) -> Remotes:
    """A client for each configured team server, with its token from the environment
    variable it names or the owner-only credentials file."""
    clients = [
        RemoteMemory(r, remote_token(settings.home, r.name, r.token_env, env))
        for r in settings.remotes
    ]
    return Remotes(clients)


def build(
    settings: Settings,
    *,
    live: LiveSettings | None = None,
    default_scope: str | None = None,
    env: Mapping[str, str] | None = None,
    progress: MigrationProgress | None = None,
    lock_wait: LockWait | None = None,
) -> Memory:
    """Wire a Memory. ``env`` is where LLM provider keys are looked up (default: this
    process's environment); services never read the environment themselves. ``progress``
    hears of the store's migrations (store/migration_runner.py), ``lock_wait`` of a write
    waiting for another process's lock (store/connection.py)."""
    limit_threads(settings.threads)
    store = open_store(settings, progress, lock_wait)
    live = live or LiveSettings(settings)
    if settings.store:
        # Servers sharing a database share the settings a person changes (kept in it), so
        # a load balancer may send any request to any of them.
        settings = live.attach(StoreSettings(store))
    embedder = resolve_embedder(
        settings.embedder, threads=settings.threads, cache_dir=settings.cache_path
    )
    scope = spelled_scope(default_scope) if default_scope else workspace_scope()
    env = environment() if env is None else env
    return Memory(
        store=store,
        embeddings=EmbeddingService(store, embedder),
        settings=live,
        default_scope=scope,
        project_dir=_local_dir(scope),
        llm_env=env,
        remotes=open_remotes(settings, env),
        session_index=lambda: _session_index(settings),
        verdict_keeper=lambda: VerdictFile(settings.verdicts_db_path),
    )


def _session_index(settings: Settings) -> SessionIndex:
    # Imported on first use, for cold start: most invocations never search sessions (issue 21).
    from memlane.store.session_index import SessionIndex

    return SessionIndex(settings.sessions_db_path)


def open_memory(
    home: str | os.PathLike[str] | None = None,
    *,
    scope: str | None = None,
    progress: MigrationProgress | None = None,
    lock_wait: LockWait | None = None,
    **overrides: Any,
) -> Memory:
    """Open (creating if needed) the memory at ``home`` (default ``$MEMLANE_HOME`` or
    ``~/.memlane``). Keyword overrides are settings such as ``embedder="hash"``; ``progress``
    hears of the store's migrations, if an older version wrote it; ``lock_wait`` of a write
    that waits for another process's write lock."""
    settings = load_settings(None if home is None else Path(home), **overrides)
    live = LiveSettings(settings, overrides=overrides)
    return build(settings, live=live, default_scope=scope, progress=progress, lock_wait=lock_wait)


def doctor(
    home: str | os.PathLike[str] | None = None,
    *,
    project_dir: Path | None = None,
    embedder: str | None = None,
    store: str | None = None,
) -> Report:
    """Check the memory at ``home`` without needing it to work: a broken config or a store
    that cannot open are findings of the report, not errors. ``embedder`` and ``store``
    override the settings as they do for every other command (``--embedder hash doctor``
    checked the vectors against the configured model and failed; the s43 newcomer trial)."""
    # Imported here for cold start: the doctor's install checks (tomlkit, http.client) were
    # ~60 ms of every command's start (issue 21).
    from memlane.services.doctor import diagnose

    root = home_path(home)
    settings: Settings | None
    try:
        settings = load_settings(root, embedder=embedder, store=store)
        failure: MemlaneError | None = None
    except MemlaneError as exc:
        settings, failure = None, exc
    model_id = None
    if settings is not None:
        try:
            resolved = resolve_embedder(settings.embedder, threads=settings.threads)
            model_id = resolved.model_id if resolved is not None else None
        except MemlaneError as exc:
            failure = exc
    usable = settings
    return diagnose(
        root,
        settings,
        failure,
        lambda: open_store(usable) if usable else SqliteStore(root / DB_FILE),
        model_id=model_id,
        project_dirs=(project_dir,) if project_dir is not None else (),
    )
