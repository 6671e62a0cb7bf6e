"""The shared state and plumbing behind Memory's verbs: settings, scope resolution, lookup.

Memory is split by concept into mixins over this base (records, notes, learning) so that each
module stays readable; none of them holds SQL or interface code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from memlane.config import Settings
from memlane.core.access import User
from memlane.core.records import Record
from memlane.core.scope import MatchMode, read_key
from memlane.errors import AccessDenied, InvalidInput
from memlane.live_settings import LiveSettings
from memlane.services import lookup
from memlane.services.agent_views import AgentViews
from memlane.services.brief import BriefCache
from memlane.services.embedding import EmbeddingService
from memlane.services.judge_ahead import Backlog, Progress
from memlane.services.notes import NotesService
from memlane.services.read_gate import ReadGate, VerdictKeeper
from memlane.services.remotes import Remotes
from memlane.services.team_reads import routed_get
from memlane.services.workspace import resolve_scope
from memlane.services.write import Writer
from memlane.store.protocol import Store

if TYPE_CHECKING:
    # The transcript index is opened on first use (cold start, issue 21).
    from memlane.store.session_index import SessionIndex


class MemoryBase:
    def __init__(
        self,
        *,
        store: Store,
        embeddings: EmbeddingService,
        settings: LiveSettings,
        default_scope: str,
        project_dir: Path | None = None,
        llm_env: Mapping[str, str] | None = None,
        remotes: Remotes | None = None,
        session_index: Callable[[], SessionIndex] | None = None,
        verdict_keeper: Callable[[], VerdictKeeper] | None = None,
    ) -> None:
        # Internals: interfaces call Memory's verbs, never these.
        self._user: User | None = None  # set on a shared server's per-user view
        self._store = store
        self._embeddings = embeddings
        # Team servers this machine reads and writes through for the scopes they serve.
        self._remotes = remotes or Remotes()
        self._writer = Writer(store, embeddings, remotes=self._remotes)
        self._settings = settings
        self.default_scope = read_key(default_scope)
        # The workspace folder as spelled on disk (scope keys are lowercased).
        self.project_dir = project_dir
        self._notes = NotesService(store, self._writer)
        self._gate = ReadGate(
            settings.get().home,
            policy=lambda: self._settings.get().injection_policy,
            keeper=verdict_keeper,
        )
        # Session-start briefs per scope, until a record changes (any process) or time moves
        # a record across an eligibility window.
        self._brief_cache = BriefCache()
        # A shared server's per-user views (services.memory_access) keep one per set of scope
        # grants: groups chosen under one user's grants must never reach another user.
        self._grant_brief_caches: dict[tuple[str, ...], BriefCache] = {}
        # Where LLM provider keys are looked up; the composition root passes the environment.
        self._llm_env: Mapping[str, str] = llm_env if llm_env is not None else {}
        # The transcript index is a file of its own, opened on first use: most invocations
        # (every hook call) never touch it.
        self._open_session_index = session_index
        self._session_index: SessionIndex | None = None

    # -- plumbing ------------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        return self._settings.get()

    def update_settings(self, patch: dict[str, Any]) -> Settings:
        """Change only the named settings (validated, written atomically, live)."""
        return self._settings.update(patch)

    def agent_views(self, surface: str) -> AgentViews:
        """Records and notes shaped for an agent (MCP tools and resources), every text
        through the read gate; ``surface`` names the caller in blocked.log."""
        return AgentViews(self._gate, surface=surface)

    def settings_view(self) -> dict[str, Any]:
        """The effective settings a person may see, with the LLM route of each task."""
        # Imported here for cold start: the LLM clients are no part of a recall (issue 21).
        from memlane.services.llm import settings_view

        return settings_view(self.settings, self._llm_env)

    @property
    def embedder_info(self) -> dict[str, Any]:
        """The configured embedder: ``model_id`` and ``dim`` (both None for lexical-only)."""
        emb = self._embeddings.embedder
        return {
            "model_id": None if emb is None else emb.model_id,
            "dim": None if emb is None else emb.dim,
        }

    def warm_up(self) -> None:
        """Load the embedding model, the vector index and the read gate's rules now (a server
        calls this at start, so the first hook does not pay for them)."""
        self._gate.warm_up()
        self._embeddings.query_vector("warm up")
        self._embeddings.prepare_index()

    def judge_ahead(
        self, progress: Progress | None = None, *, ids: Sequence[str] | None = None
    ) -> dict[str, int]:
        """Have the read gate judge now every record (or just ``ids``) it keeps no verdict
        for, so no recall judges them on a prompt's path (reindex runs this; a server does
        it when idle; an import leaves it to them: it would cost ~4 ms a record).
        ``progress(done, total)`` counts records looked at."""
        return Backlog(self._store, self._gate, ids).run(progress)

    def awaiting_verdict(self) -> int:
        """Records the read gate keeps no verdict for under the rules installed now (their
        first recall would judge them): counted by looking the verdicts up, judging none."""
        return Backlog(self._store, self._gate).survey()["pending"]

    def reindex(
        self,
        progress: Progress | None = None,
        *,
        judging: Progress | None = None,
    ) -> dict[str, int]:
        """Re-embed every record that lacks a vector from the configured embedder (after
        changing it), then have the read gate judge every record it keeps no verdict for.
        ``progress(done, total)`` is called as embedding batches finish, ``judging(done,
        total)`` as verdicts are kept (``progress`` for both when ``judging`` is None)."""
        result = self._embeddings.reindex(progress)
        verdicts = self.judge_ahead(judging or progress)
        return {
            **result,
            "judged": verdicts["judged"],
            "already_judged": verdicts["already_kept"],
            # Not kept: the verdicts file was locked by another writer, or is unwritable.
            "awaiting_verdict": max(
                0, verdicts["records"] - verdicts["already_kept"] - verdicts["judged"]
            ),
        }

    def judge_backlog(self) -> Backlog:
        """The records still to judge ahead, for a server's idle worker
        (services/judge_ahead.py)."""
        return Backlog(self._store, self._gate)

    @property
    def written(self) -> int:
        """Memories this Memory stored, revised or forgot so far (what an interrupted
        command kept)."""
        return self._writer.written

    @property
    def vectors_kept(self) -> int:
        """Vectors a bulk import stored ahead of its memories so far: kept by an interrupted
        import, so running it again embeds only the rest."""
        return self._embeddings.kept_ahead

    def scope_for(self, scope: str | None) -> str:
        """The scope key a call reads: ``scope`` normalized, else this Memory's workspace.
        As a shared server's user (:meth:`as_user`), a scope outside the grants is refused
        here, before anything is read."""
        key = resolve_scope(scope) if scope else self.default_scope
        if self._user is not None and not self._user.grants(key):
            raise AccessDenied(
                f"user {self._user.name!r} has no grant for scope {key}",
                remedy="pass a scope you were granted (see /v1/health), or ask an admin",
            )
        return key

    def _mode(self, mode: str | None) -> MatchMode:
        chosen = mode or self.settings.match_mode
        if chosen not in ("exact", "parent", "global"):
            raise InvalidInput(
                f"unknown match mode {chosen!r}", remedy="use exact, parent or global"
            )
        return chosen  # type: ignore[return-value]

    def _sessions_index(self) -> SessionIndex:
        if self._session_index is None:
            if self._open_session_index is None:
                raise InvalidInput(
                    "this memory was opened without a session index",
                    remedy="open it with memlane.open() to search sessions",
                )
            self._session_index = self._open_session_index()
        return self._session_index

    def close(self) -> None:
        """Close the store and the session index (``with memlane.open() as mem`` does this
        for you)."""
        self._store.close()
        self._remotes.close()
        if self._session_index is not None:
            self._session_index.close()
            self._session_index = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- lookup --------------------------------------------------------------------------

    def get(
        self,
        handle: str,
        *,
        scope: str | None = None,
        mode: str | None = None,
        kind: str | None = None,
    ) -> Record:
        """One memory by id or slug, if the scope may see it (else NotFound); ``kind``
        narrows the lookup (a handle of another kind is NotFound). In a scope a team server
        serves, the server is asked first."""
        read_scope, match = self.scope_for(scope), self._mode(mode)

        def local() -> Record:
            return lookup.resolve(self._store, handle, read_scope=read_scope, mode=match, kind=kind)

        route = self._remotes.for_scope(read_scope)
        return local() if route is None else routed_get(route, handle, kind, local)

    def why(self, handle: str, *, scope: str | None = None) -> dict[str, Any]:
        """Provenance of a memory: its trigger, session, revisions and exposures."""
        rec = self.get(handle, scope=scope)
        route = self._remotes.for_scope(rec.scope) or self._remotes.for_scope(self.scope_for(scope))
        if route is not None and self._store.maybe_get(rec.id) is None:
            return route.remote.why(rec.id, scope=route.scope)
        return lookup.provenance(self._store, rec)

    def _email(self, allow_email: bool | None) -> bool:
        return self.settings.allow_email if allow_email is None else allow_email
