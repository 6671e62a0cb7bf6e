"""Memory: the one object every interface calls. Its verbs mirror the CLI verb for verb.

Memory composes services; it holds no SQL and no interface code. Scope arguments are resolved
here, once: an explicit scope wins, else the workspace this Memory was opened for.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from memlane.config import LiveSettings, Settings
from memlane.core.records import EVENT_TYPES, Record, utcnow
from memlane.core.scope import MatchMode, read_key
from memlane.errors import InvalidInput
from memlane.notes import LinkGraph, Note, NoteHit, watch_notes
from memlane.services import brief as brief_service
from memlane.services import curate
from memlane.services import records as record_service
from memlane.services.brief import BriefResult
from memlane.services.capture import Capturer, CaptureResult, last_failure
from memlane.services.embedding import EmbeddingService
from memlane.services.failures import log_tool_call
from memlane.services.guard import ReadGate
from memlane.services.learn import Learner, LearnResult, scope_patterns, summaries_since_refresh
from memlane.services.llm import ActivityLog, AuxLLM
from memlane.services.notes import NotesListing, NotesService
from memlane.services.ranking import Ranker, Scored, rank, visible_scopes
from memlane.services.recall import RecallPacket, recall_packet
from memlane.services.remember import Draft, Receipt, remember
from memlane.services.runs import capture_run
from memlane.services.search import SearchResult
from memlane.services.search import search as search_records
from memlane.store.sqlite import ListFilter, SqliteStore


class Memory:
    def __init__(
        self,
        *,
        store: SqliteStore,
        embeddings: EmbeddingService,
        settings: LiveSettings,
        default_scope: str,
        project_dir: Path | None = None,
        llm_env: Mapping[str, str] | None = None,
    ) -> None:
        self.store = store
        self.embeddings = embeddings
        self._settings = settings
        self.default_scope = read_key(default_scope)
        # The workspace folder as spelled on disk (scope keys are lowercased).
        self.project_dir = project_dir
        self.notes = NotesService(store, embeddings)
        self.gate = ReadGate(settings.get().home)
        # Where LLM provider keys are looked up; the composition root passes the environment.
        self._llm_env: Mapping[str, str] = llm_env if llm_env is not None else {}

    # -- plumbing ------------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        return self._settings.get()

    def update_settings(self, patch: dict[str, Any]) -> Settings:
        return self._settings.update(patch)

    def scope_for(self, scope: str | None) -> str:
        return read_key(scope) if scope else self.default_scope

    def _mode(self, mode: str | None) -> MatchMode:
        chosen = mode or self.settings.match_mode
        if chosen not in ("exact", "parent", "global"):
            raise InvalidInput(
                f"unknown match mode {chosen!r}", remedy="use exact, parent or global"
            )
        return chosen  # type: ignore[return-value]

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- write ---------------------------------------------------------------------------

    def remember(
        self,
        text: str,
        *,
        scope: str | None = None,
        kind: str = "fact",
        title: str | None = None,
        slug: str | None = None,
        type: str | None = None,
        why: str | None = None,
        how: str | None = None,
        tags: Sequence[str] = (),
        importance: float = 0.5,
        pinned: bool = False,
        category: str | None = None,
        confidence: float | None = None,
        payload: dict[str, Any] | None = None,
        valid_from: datetime | None = None,
        valid_until: datetime | None = None,
        update: str | None = None,
        force_new: bool = False,
        allow_email: bool | None = None,
        trigger: str = "manual",
        session_id: str | None = None,
        source: str | None = None,
        at: datetime | None = None,
    ) -> Receipt:
        """Store a memory; an existing explicit slug is revised in place (history kept)."""
        draft = Draft(
            text=text,
            scope=scope or self.default_scope,
            kind=kind,
            title=title,
            slug=slug,
            type=type,
            why=why,
            how=how,
            tags=tuple(tags),
            importance=importance,
            pinned=pinned,
            category=category,
            confidence=confidence,
            payload=payload or {},
            valid_from=valid_from,
            valid_until=valid_until,
            update=update,
            force_new=force_new,
            allow_email=self.settings.allow_email if allow_email is None else allow_email,
            trigger=trigger,
            session_id=session_id,
            source=source,
            at=at,
        )
        return remember(self.store, self.embeddings, draft)

    def forget(self, handle: str, *, scope: str | None = None) -> Record:
        """Delete a memory (its versions stay in history)."""
        rec = self.get(handle, scope=scope)
        return self.store.delete(rec.id)

    def update(
        self,
        handle: str,
        *,
        scope: str | None = None,
        allow_email: bool | None = None,
        **changes: Any,
    ) -> Record:
        """Edit fields of a memory in place (history kept); a pattern's text edit resets its
        confidence to 1.0."""
        rec = self.get(handle, scope=scope)
        return curate.edit(
            self.store,
            self.embeddings,
            rec,
            changes,
            allow_email=self.settings.allow_email if allow_email is None else allow_email,
        )

    def pin(self, handle: str, pinned: bool = True, *, scope: str | None = None) -> Record:
        return self.update(handle, scope=scope, pinned=pinned)

    def export(self, *, scope: str | None = None, all_scopes: bool = True) -> dict[str, Any]:
        """The JSON corpus (every record, archived included); one scope unless all_scopes."""
        scopes = None if all_scopes else [self.scope_for(scope)]
        return curate.export_corpus(self.store, scopes=scopes)

    def import_(self, data: dict[str, Any], *, allow_email: bool | None = None) -> dict[str, int]:
        """Merge a JSON corpus by id: existing records win; re-importing adds nothing."""
        return curate.import_corpus(
            self.store,
            self.embeddings,
            data,
            allow_email=self.settings.allow_email if allow_email is None else allow_email,
        )

    # -- read ----------------------------------------------------------------------------

    def get(self, handle: str, *, scope: str | None = None, mode: str | None = None) -> Record:
        return record_service.resolve(
            self.store, handle, read_scope=self.scope_for(scope), mode=self._mode(mode)
        )

    def why(self, handle: str, *, scope: str | None = None) -> dict[str, Any]:
        return record_service.provenance(self.store, self.get(handle, scope=scope))

    def list(
        self,
        *,
        scope: str | None = None,
        all_scopes: bool = False,
        kinds: Sequence[str] | None = None,
        types: Sequence[str] | None = None,
        tag: str | None = None,
        since: datetime | None = None,
        include_archived: bool = False,
        pinned: bool | None = None,
        limit: int = 50,
        offset: int = 0,
        mode: str | None = None,
    ) -> record_service.Page:
        """Newest first, filtered; ``all_scopes`` lists every scope (a person's view)."""
        return record_service.list_records(
            self.store,
            read_scope=None if all_scopes else self.scope_for(scope),
            mode=self._mode(mode),
            kinds=list(kinds) if kinds else None,
            types=list(types) if types else None,
            tag=tag,
            since=since,
            include_archived=include_archived,
            pinned=pinned,
            limit=limit,
            offset=offset,
        )

    def rank(
        self,
        query: str,
        *,
        scope: str | None = None,
        kinds: Sequence[str] | None = None,
        ranker: Ranker = "hybrid",
        floor: float | None = None,
        limit: int = 20,
        mode: str | None = None,
    ) -> builtins.list[Scored]:
        """The recall ranking without packing or exposure counting (benchmarks, debugging)."""
        return rank(
            self.store,
            self.embeddings,
            query,
            read_scope=self.scope_for(scope),
            mode=self._mode(mode),
            kinds=list(kinds) if kinds else None,
            ranker=ranker,
            floor=floor,
        )[:limit]

    def recall(
        self,
        query: str,
        *,
        scope: str | None = None,
        level: str | None = None,
        limit: int | None = None,
        budget: int | None = None,
        fmt: str = "json",
        kinds: Sequence[str] | None = None,
        floor: float | None = None,
        mode: str | None = None,
    ) -> RecallPacket:
        """The per-turn injection packet: a few gated, ranked memories inside a token budget.

        ``level`` defaults to the aggressiveness setting; ``limit`` and ``floor`` override it.
        """
        if fmt not in ("json", "text"):
            raise InvalidInput(f"unknown format {fmt!r}", remedy="use json or text")
        s = self.settings
        return recall_packet(
            self.store,
            self.embeddings,
            self.gate,
            query,
            read_scope=self.scope_for(scope),
            mode=self._mode(mode),
            level=level or s.aggressiveness,
            limit=limit,
            floor=floor,
            budget=s.recall_budget if budget is None else budget,
            fmt=fmt,  # type: ignore[arg-type]
            kinds=kinds,
        )

    def brief(
        self,
        *,
        scope: str | None = None,
        task: str | None = None,
        budget_chars: int | None = None,
        preview: bool = False,
        mode: str | None = None,
    ) -> BriefResult:
        """The session-start brief; ``preview`` composes the same text without a receipt."""
        read_scope = self.scope_for(scope)
        self.notes.refresh_if_local(read_scope, self.project_dir)
        return brief_service.compose(
            self.store,
            self.gate,
            read_scope=read_scope,
            mode=self._mode(mode),
            task=task,
            budget_chars=self.settings.brief_chars if budget_chars is None else budget_chars,
            record=not preview,
        )

    def search(
        self,
        query: str,
        *,
        scope: str | None = None,
        all_projects: bool = False,
        limit: int = 50,
        kinds: Sequence[str] | None = None,
        source: str = "all",
        include_archived: bool = False,
    ) -> SearchResult:
        """The wide lookup: every kind, no gates; ``all_projects`` widens local matching to
        every local scope (remote keys still match only exactly)."""
        if source not in ("all", "store", "notes"):
            raise InvalidInput(f"unknown source {source!r}", remedy="use all, store or notes")
        read_scope = self.scope_for(scope)
        if source != "store":
            self.notes.refresh_if_local(read_scope, self.project_dir)
        return search_records(
            self.store,
            self.embeddings,
            query,
            read_scope=read_scope,
            mode="global" if all_projects else self._mode(None),
            limit=limit,
            kinds=kinds,
            source=source,
            include_archived=include_archived,
        )

    # -- project notes (.agents/memory) ----------------------------------------------------

    def _email(self, allow_email: bool | None) -> bool:
        return self.settings.allow_email if allow_email is None else allow_email

    def notes_list(
        self, *, scope: str | None = None, include_archived: bool = False
    ) -> NotesListing:
        """Every note (and scan warning) of the project; refreshes the store's index."""
        listing = self.notes.sync(self.scope_for(scope), self.project_dir)
        if include_archived:
            return listing
        return NotesListing(
            [n for n in listing.notes if not n.archived],
            listing.warnings,
            listing.indexed,
            listing.skipped,
        )

    def note_read(self, note_id: str, *, scope: str | None = None) -> Note:
        return self.notes.read(self.scope_for(scope), self.project_dir, note_id)

    def note_create(
        self,
        title: str,
        body: str,
        *,
        tags: Sequence[str] = (),
        scope: str | None = None,
        allow_email: bool | None = None,
    ) -> Note:
        return self.notes.create(
            self.scope_for(scope), self.project_dir, title, body, tags, self._email(allow_email)
        )

    def note_update(
        self,
        note_id: str,
        *,
        revision: str,
        title: str | None = None,
        body: str | None = None,
        tags: Sequence[str] | None = None,
        scope: str | None = None,
        allow_email: bool | None = None,
    ) -> Note:
        """Save a note if it is still at ``revision`` (else Conflict: reload first)."""
        return self.notes.update(
            self.scope_for(scope),
            self.project_dir,
            note_id,
            revision=revision,
            title=title,
            body=body,
            tags=tags,
            allow_email=self._email(allow_email),
        )

    def note_archive(
        self,
        note_id: str,
        *,
        revision: str | None = None,
        scope: str | None = None,
        restore: bool = False,
    ) -> Note:
        return self.notes.archive(
            self.scope_for(scope), self.project_dir, note_id, revision, restore=restore
        )

    def note_links(self, *, scope: str | None = None) -> LinkGraph:
        return self.notes.links(self.scope_for(scope), self.project_dir)

    def notes_search(
        self,
        query: str,
        *,
        scope: str | None = None,
        include_archived: bool = False,
        limit: int = 20,
    ) -> builtins.list[NoteHit]:
        return self.notes.search(
            self.scope_for(scope), self.project_dir, query, include_archived, limit
        )

    def notes_watch(
        self,
        stop_event: Any,
        *,
        scope: str | None = None,
        on_change: Callable[[NotesListing], None] | None = None,
    ) -> bool:
        """Keep the index current until ``stop_event`` is set; False if no watcher could start
        (notes still load, refresh is manual)."""
        read_scope = self.scope_for(scope)
        root = self.notes.project_dir(read_scope, self.project_dir)

        def refresh(_paths: tuple[str, ...]) -> None:
            listing = self.notes.sync(read_scope, self.project_dir)
            if on_change is not None:
                on_change(listing)

        return watch_notes(root, refresh, stop_event)

    def note_promote(
        self, handle: str, *, scope: str | None = None, allow_email: bool | None = None
    ) -> Note:
        """Turn a stored event or fact into a durable note carrying its provenance id."""
        rec = self.get(handle, scope=scope)
        return self.notes.promote(
            self.scope_for(scope), self.project_dir, rec, self._email(allow_email)
        )

    def stats(self) -> dict[str, Any]:
        s = self.settings
        db = s.db_path
        size = sum(p.stat().st_size for p in db.parent.glob(db.name + "*") if p.is_file())
        emb = self.embeddings.embedder
        return {
            "home": str(s.home),
            "db": str(db),
            "db_bytes": size,
            "counts": self.store.counts(),
            "scopes": self.store.scopes(),
            "embedder": emb.model_id if emb is not None else "none",
            "vector_models": self.store.embedding_models(),
            **self._capture_stats(),
        }

    def reindex(self, progress: Callable[[int, int], None] | None = None) -> dict[str, int]:
        return self.embeddings.reindex(progress)

    # -- capture and learning (issue 6) ---------------------------------------------------
    # Thin delegations to services.capture / learn / failures; each builds its service from
    # the settings of the moment, so a config change reaches a running server.

    def _activity_log(self) -> ActivityLog:
        return ActivityLog(self.settings.home)

    def _llm(self) -> AuxLLM:
        return AuxLLM(self.settings.llm_settings(), self._llm_env, self._activity_log())

    def _learner(self) -> Learner:
        return Learner(
            self.store,
            self.embeddings,
            self._llm(),
            self._activity_log(),
            allow_email=self.settings.allow_email,
        )

    def _capturer(self) -> Capturer:
        return Capturer(
            self.store, self.embeddings, self._llm(), self._activity_log(), self.settings
        )

    def capture_session(
        self,
        transcript_path: str | Path,
        *,
        fmt: str | None = None,
        scope: str | None = None,
        session_id: str | None = None,
    ) -> CaptureResult:
        """Capture a finished agent session from its transcript (JSONL): the event first,
        then lessons, the summary, facts (when enabled) and, every few summaries, patterns.
        Without ``scope`` the session's own working directory decides, else this workspace."""
        return self._capturer().session(
            Path(transcript_path).expanduser().absolute(),
            fmt=fmt,
            scope=read_key(scope) if scope else None,
            fallback_scope=self.default_scope,
            session_id=session_id,
        )

    def capture_run(
        self,
        *,
        summary: str,
        worked: Sequence[str] = (),
        failed: Sequence[str] = (),
        improvements: Sequence[str] = (),
        status: str = "done",
        scope: str | None = None,
        session_id: str | None = None,
    ) -> CaptureResult | None:
        """Record a finished multi-step run; only ``done`` runs are captured (else None)."""
        return capture_run(
            self.store,
            self.embeddings,
            summary=summary,
            worked=worked,
            failed=failed,
            improvements=improvements,
            status=status,
            scope=self.scope_for(scope),
            session_id=session_id,
            allow_email=self.settings.allow_email,
        )

    def learn(self, *, scope: str | None = None) -> LearnResult:
        """Refresh the scope's learned patterns from its last 10 items (pinned ones stay)."""
        return self._learner().learn(self.scope_for(scope))

    def patterns(
        self, *, scope: str | None = None, include_archived: bool = False
    ) -> builtins.list[Record]:  # `list` here is the method above
        """Patterns visible from the scope: pinned first, then by confidence."""
        scopes = visible_scopes(self.store, self.scope_for(scope), self._mode(None))
        return scope_patterns(self.store, scopes, include_archived=include_archived)

    def outcome(self, receipt_id: str, outcome: str) -> dict[str, Any]:
        """done / failed / cancelled for a brief or packet receipt: rerates the patterns that
        rode in it (+0.05 / −0.10 / none), once per receipt."""
        return self._learner().outcome(receipt_id, outcome)

    def log_tool_call(
        self,
        *,
        session_id: str,
        tool: str,
        command: str | Sequence[str],
        errored: bool,
        error: str | None = None,
        scope: str | None = None,
    ) -> str | None:
        """Log one tool call; returns a one-line hint when this exact command failed in an
        earlier session (once per command per session), else None. Never blocks."""
        s = self.settings
        return log_tool_call(
            self.store,
            self.gate,
            session_id=session_id,
            scope=self.scope_for(scope),
            tool=tool,
            command=command,
            errored=errored,
            error=error,
            mode=self._mode(None),
            allow_email=s.allow_email,
        )

    def digest(self, *, scope: str | None = None, days: int = 30) -> dict[str, Any]:
        """The rolling digest (web UI right rail): events by type, new and top patterns,
        recent lessons of the last ``days`` days."""
        if days < 1:
            raise InvalidInput("days must be at least 1", remedy="pass days >= 1")
        scopes = visible_scopes(self.store, self.scope_for(scope), self._mode(None))
        since = utcnow() - timedelta(days=days)
        events = {
            t: self.store.list_records(
                ListFilter(scopes=scopes, kinds=["event"], types=[t], since=since, limit=1)
            )[1]
            for t in EVENT_TYPES
        }
        top = scope_patterns(self.store, scopes)
        new = sorted(
            (p for p in top if p.created_at >= since),
            key=lambda p: (-p.created_at.timestamp(), p.id),
        )
        lessons, _ = self.store.list_records(
            ListFilter(scopes=scopes, kinds=["lesson"], since=since, limit=5)
        )
        return {
            "days": days,
            "events_by_type": events,
            "new_patterns": [p.to_dict() for p in new[:5]],
            "top_patterns": [p.to_dict() for p in top[:5]],
            "recent_lessons": [r.to_dict() for r in lessons],
        }

    def _capture_stats(self) -> dict[str, Any]:
        """``capture_*`` keys for stats: the last enrichment failure and the pattern counter."""
        failure = last_failure(self.store) or {}
        counts = self.store.counts()
        every = self.settings.pattern_refresh_every
        since = summaries_since_refresh(self.store, self.default_scope)
        return {
            "capture_sessions": counts.get("event", {}).get("session_completed", 0),
            "capture_runs": counts.get("event", {}).get("run_completed", 0),
            "capture_lessons": sum(counts.get("lesson", {}).values()),
            "capture_patterns": sum(counts.get("pattern", {}).values()),
            "capture_last_failure": failure.get("reason"),
            "capture_last_failure_at": failure.get("at"),
            "capture_last_failure_event": failure.get("event_id"),
            "capture_summaries_since_learn": since,
            "capture_next_learn_in": max(0, every - since) if every > 0 else None,
            "capture_log": str(self._activity_log().path),
        }
