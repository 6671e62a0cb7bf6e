"""The composition root: the only module that wires a concrete store and providers."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from memlane.config import LiveSettings, Settings, home_path, load_settings
from memlane.environ import environment, limit_threads
from memlane.errors import MemlaneError
from memlane.home import DB_FILE
from memlane.providers.embedders import resolve_embedder
from memlane.services.doctor import Report, diagnose
from memlane.services.embedding import EmbeddingService
from memlane.services.memory import Memory
from memlane.services.workspace import spelled_scope, workspace_scope
from memlane.store.session_index import SessionIndex
from memlane.store.sqlite import SqliteStore


def _local_dir(scope: str) -> Path | None:
    """The folder notes are read from: only a real local directory qualifies."""
    folder = Path(scope)
    try:
        return folder if folder.is_absolute() and folder.is_dir() else None
    except OSError:  # e.g. a name too long for the filesystem
        return None


def build(
    settings: Settings,
    *,
    live: LiveSettings | None = None,
    default_scope: str | None = None,
    env: Mapping[str, str] | None = None,
) -> Memory:
    """Wire a Memory. ``env`` is where LLM provider keys are looked up (default: this
    process's environment); services never read the environment themselves."""
    limit_threads(settings.threads)
    store = SqliteStore(settings.db_path, durability=settings.durability)
    embedder = resolve_embedder(settings.embedder, threads=settings.threads)
    scope = spelled_scope(default_scope) if default_scope else workspace_scope()
    return Memory(
        store=store,
        embeddings=EmbeddingService(store, embedder),
        settings=live or LiveSettings(settings),
        default_scope=scope,
        project_dir=_local_dir(scope),
        llm_env=environment() if env is None else env,
        session_index=lambda: SessionIndex(settings.sessions_db_path),
    )


def open_memory(
    home: str | os.PathLike[str] | None = None, *, scope: str | None = None, **overrides: Any
) -> Memory:
    """Open (creating if needed) the memory at ``home`` (default ``$MEMLANE_HOME`` or
    ``~/.memlane``). Keyword overrides are settings such as ``embedder="hash"``."""
    settings = load_settings(None if home is None else Path(home), **overrides)
    live = LiveSettings(settings, overrides=overrides)
    return build(settings, live=live, default_scope=scope)


def doctor(
    home: str | os.PathLike[str] | None = None, *, project_dir: Path | None = None
) -> Report:
    """Check the memory at ``home`` without needing it to work: a broken config or a store
    that cannot open are findings of the report, not errors."""
    root = home_path(home)
    settings: Settings | None
    try:
        settings = load_settings(root)
        failure: MemlaneError | None = None
    except MemlaneError as exc:
        settings, failure = None, exc
    model_id = None
    if settings is not None:
        try:
            embedder = resolve_embedder(settings.embedder, threads=settings.threads)
            model_id = embedder.model_id if embedder is not None else None
        except MemlaneError as exc:
            failure = exc
    usable = settings
    return diagnose(
        root,
        settings,
        failure,
        lambda: SqliteStore(usable.db_path if usable else root / DB_FILE),
        model_id=model_id,
        project_dirs=(project_dir,) if project_dir is not None else (),
    )
