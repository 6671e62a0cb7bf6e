"""Memory: the one object every interface calls. Its verbs mirror the CLI verb for verb.

Memory composes services; it holds no SQL and no interface code. Scope arguments are resolved
here, once: an explicit scope wins, else the workspace this Memory was opened for.
"""

from __future__ import annotations

import builtins
import math
from collections.abc import Mapping, Sequence
from datetime import datetime
from functools import partial
from typing import Any

from memlane.core import bounds
from memlane.core.ranking_rules import FTS_CANDIDATES
from memlane.core.records import KINDS
from memlane.core.scope import MatchMode
from memlane.core.validity_rules import check_mode
from memlane.core.write_rules import Draft, Receipt
from memlane.errors import InvalidInput
from memlane.services import brief as brief_service
from memlane.services import lookup
from memlane.services.brief import BriefResult
from memlane.services.hook_log import last_problem
from memlane.services.memory_access import AccessVerbs
from memlane.services.memory_agents import AgentVerbs
from memlane.services.memory_curate import CurateVerbs
from memlane.services.memory_interop import InteropVerbs
from memlane.services.memory_lifecycle import LifecycleVerbs
from memlane.services.memory_notes import NotesVerbs
from memlane.services.memory_sessions import SessionVerbs
from memlane.services.ranking import Ranker, Scored, rank
from memlane.services.recall import RecallPacket, level_limit, recall_packet
from memlane.services.search import SearchResult
from memlane.services.search import search as search_records
from memlane.services.team_reads import (
    merged_search,
    remote_candidates,
    routed_list,
    team_brief,
)
from memlane.services.timeline import Timeline, timeline

# What a remember_many item may name: remember()'s arguments.
_DRAFT_FIELDS = frozenset(
    {
        "text",
        "scope",
        "kind",
        "title",
        "slug",
        "type",
        "why",
        "how",
        "tags",
        "importance",
        "pinned",
        "category",
        "confidence",
        "payload",
        "valid_from",
        "valid_until",
        "update",
        "force_new",
        "allow_email",
        "trigger",
        "session_id",
        "source",
        "at",
    }
)


class Memory(
    CurateVerbs, NotesVerbs, SessionVerbs, InteropVerbs, LifecycleVerbs, AgentVerbs, AccessVerbs
):
    """The public facade: writing, the read paths and store care here; curating (forget,
    restore, edit, pin), notes, session search, interop (the JSON corpus too; through it
    learning), lifecycle, the agent-session verbs hooks use and the shared-server verbs come
    from their mixins (services.memory_curate, .memory_notes, .memory_sessions,
    .memory_interop, .memory_learning, .memory_lifecycle, .memory_agents, .memory_access)."""

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
        return self._writer.remember(
            self._draft(
                text,
                scope=scope,
                kind=kind,
                title=title,
                slug=slug,
                type=type,
                why=why,
                how=how,
                tags=tags,
                importance=importance,
                pinned=pinned,
                category=category,
                confidence=confidence,
                payload=payload,
                valid_from=valid_from,
                valid_until=valid_until,
                update=update,
                force_new=force_new,
                allow_email=allow_email,
                trigger=trigger,
                session_id=session_id,
                source=source,
                at=at,
            )
        )

    def remember_many(
        self,
        items: Sequence[str | Mapping[str, Any]],
        *,
        scope: str | None = None,
        allow_email: bool | None = None,
    ) -> builtins.list[Receipt]:
        """Store many memories at once: each item is a text, or a mapping of ``remember``'s
        arguments (``{"text": …, "slug": …}``). Ids, titles and slugs are derived as for
        ``remember`` and every item passes the same gates; texts are embedded in batches and
        everything is written in one transaction, so a refused item (a credential, a near
        duplicate, a bad field) writes nothing and its index is named in the error."""
        drafts = []
        for i, item in enumerate(items):
            fields: dict[str, Any] = {"text": item} if isinstance(item, str) else dict(item)
            unknown = set(fields) - _DRAFT_FIELDS
            if unknown or "text" not in fields:
                problem = f"unknown fields {', '.join(sorted(unknown))}" if unknown else "no text"
                raise InvalidInput(
                    f"item {i}: {problem}",
                    remedy="pass a text or a mapping of remember() arguments",
                    index=i,
                )
            fields.setdefault("scope", scope)
            fields.setdefault("allow_email", allow_email)
            drafts.append(self._draft(**fields))
        return self._writer.remember_many(drafts)

    def _draft(self, text: str, **fields: Any) -> Draft:
        allow_email = fields.pop("allow_email", None)
        tags = fields.pop("tags", ())
        payload = fields.pop("payload", None)
        return Draft(
            text=text,
            scope=self.scope_for(fields.pop("scope", None)),
            tags=tags,
            payload=payload or {},
            allow_email=self.settings.allow_email if allow_email is None else allow_email,
            **fields,
        )

    # -- read ----------------------------------------------------------------------------

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
    ) -> lookup.Page:
        """Newest first, filtered; ``all_scopes`` lists every scope (a person's view). A
        scope a team server serves is listed by the server."""
        bounds.check_count("limit", limit, high=10_000)
        bounds.check_count("offset", offset, low=0, high=10_000_000)
        bounds.check_choices("kinds", kinds, KINDS)
        read_scope = None if all_scopes else self.scope_for(scope)
        filters: dict[str, Any] = {
            "kinds": list(kinds) if kinds else None,
            "types": list(types) if types else None,
            "tag": tag,
            "since": since,
            "include_archived": include_archived,
            "pinned": pinned,
            "limit": limit,
            "offset": offset,
        }
        local = partial(
            lookup.list_records,
            self._store,
            read_scope=read_scope,
            mode=self._mode(mode),
            **filters,
        )
        route = self._remotes.for_scope(read_scope) if read_scope else None
        return local() if route is None else routed_list(route, filters, local)

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
        """The recall ranking without packing or exposure counting (benchmarks, debugging).

        Depth: the ranking scores the union of the full-text top ``max(50, limit)`` and the
        vector top ``max(100, 2 * limit)`` candidates in the visible scopes (a deeper
        ``limit`` deepens both pools), so it returns up to ``limit`` results above ``floor``
        (``floor=0`` keeps every candidate).
        """
        bounds.check_query(query)
        bounds.check_count("limit", limit, high=10_000)
        bounds.check_choices("kinds", kinds, KINDS)
        if floor is not None:
            bounds.check_fraction("floor", floor)
        return rank(
            self._store,
            self._embeddings,
            query,
            read_scope=self.scope_for(scope),
            mode=self._mode(mode),
            kinds=list(kinds) if kinds else None,
            ranker=ranker,
            floor=floor,
            pool=max(1, math.ceil(limit / FTS_CANDIDATES)),
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
        validity: str = "exclude",
    ) -> RecallPacket:
        """The per-turn injection packet: a few gated, ranked memories inside a token budget.

        ``level`` defaults to the aggressiveness setting; ``limit`` and ``floor`` override it.
        ``validity="label"`` also admits superseded, stale and out-of-window memories, each
        row labelled (for audits); the default leaves them out.
        """
        if fmt not in ("json", "text"):
            raise InvalidInput(f"unknown format {fmt!r}", remedy="use json or text")
        bounds.check_query(query)
        if limit is not None:
            bounds.check_count("limit", limit, high=50)
        if budget is not None:
            bounds.check_count("budget", budget, high=1_000_000)
        if floor is not None:
            bounds.check_fraction("floor", floor)
        bounds.check_choices("kinds", kinds, KINDS)
        s = self.settings
        read_scope, match = self.scope_for(scope), self._mode(mode)
        lvl = level or s.aggressiveness
        # Team servers serving a scope this read sees send their candidates, packed with
        # the local ones in one ranking and one budget.
        remote, notice = remote_candidates(
            self._remotes,
            query,
            read_scope=read_scope,
            mode=match,
            level=lvl,
            kinds=kinds,
            limit=limit or level_limit(lvl),
        )
        return recall_packet(
            self._store,
            self._embeddings,
            self._gate,
            query,
            read_scope=read_scope,
            mode=match,
            level=lvl,
            limit=limit,
            floor=floor,
            budget=s.recall_budget if budget is None else budget,
            fmt=fmt,  # type: ignore[arg-type]
            kinds=kinds,
            validity=check_mode(validity),
            remote=remote,
            notice=notice,
        )

    def brief(
        self,
        *,
        scope: str | None = None,
        task: str | None = None,
        budget_chars: int | None = None,
        preview: bool = False,
        mode: str | None = None,
        validity: str = "exclude",
    ) -> BriefResult:
        """The session-start brief; ``preview`` composes the same text without a receipt.
        ``validity="label"`` shows what may not stand now, each line labelled."""
        if task is not None:
            bounds.check_query(task, name="task", allow_empty=True)
        if budget_chars is not None:
            bounds.check_count("budget_chars", budget_chars, high=1_000_000)
        read_scope, match = self.scope_for(scope), self._mode(mode)
        self._notes.refresh_if_local(read_scope, self.project_dir)
        compose = partial(
            brief_service.compose,
            self._store,
            self._gate,
            read_scope=read_scope,
            mode=match,
            task=task,
            record=not preview,
            validity=check_mode(validity),
            cache=self._brief_cache,
        )
        budget = self.settings.brief_chars if budget_chars is None else budget_chars
        # Team servers serving a scope this brief sees write their part; the rest is local.
        return team_brief(
            self._remotes, compose, read_scope=read_scope, mode=match, task=task, budget=budget
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
        bounds.check_query(query)
        bounds.check_count("limit", limit, high=1_000)
        bounds.check_choices("kinds", kinds, KINDS)
        read_scope = self.scope_for(scope)
        if source != "store":
            self._notes.refresh_if_local(read_scope, self.project_dir)
        match: MatchMode = "global" if all_projects else self._mode(None)
        local = search_records(
            self._store,
            self._embeddings,
            query,
            read_scope=read_scope,
            mode=match,
            limit=limit,
            kinds=kinds,
            source=source,
            include_archived=include_archived,
        )
        if not self._remotes or source == "notes":
            return local
        return merged_search(
            local,
            self._remotes,
            read_scope=read_scope,
            mode=match,
            limit=limit,
            kinds=kinds,
            include_archived=include_archived,
        )

    def timeline(
        self,
        *,
        scope: str | None = None,
        all_scopes: bool = False,
        types: Sequence[str] | None = None,
        since: datetime | None = None,
        query: str | None = None,
        limit: int = 50,
        offset: int = 0,
    ) -> Timeline:
        """Events newest first with counts per type; with ``query``, ranked hits first and
        then every event containing it verbatim. ``all_scopes`` spans every local project."""
        if query is not None:
            bounds.check_query(query, allow_empty=True)
        bounds.check_count("limit", limit, high=10_000)
        bounds.check_count("offset", offset, low=0, high=10_000_000)
        read_scope = self.scope_for(scope)
        return timeline(
            self._store,
            self._embeddings,
            read_scope=None if all_scopes and not query else read_scope,
            mode="global" if all_scopes else self._mode(None),
            types=types,
            since=since,
            query=query,
            limit=limit,
            offset=offset,
        )

    def stats(self, *, count_verdicts: bool = True) -> dict[str, Any]:
        """Counts per kind and type, scopes, the embedder, store size, the records awaiting a
        read-gate verdict and capture health. ``count_verdicts=False`` leaves that count out
        (a web page that wants the scopes: it reads every record, ~0.15 s at 10k)."""
        s = self.settings
        where, size = self._store.footprint()
        emb = self._embeddings.embedder
        return {
            "home": str(s.home),
            "store": self._store.backend,
            "db": where,
            "db_bytes": size,
            "counts": self._store.counts(),
            "scopes": self._store.scopes(),
            "embedder": emb.model_id if emb is not None else "none",
            "vector_models": self._store.embedding_models(),
            # Records recall can only find by words (an interrupted reindex): run reindex.
            "missing_vectors": self._store.missing_vectors(emb.model_id) if emb else 0,
            # Records whose first recall would judge them (reindex or an idle server does).
            **({"awaiting_verdict": self.awaiting_verdict()} if count_verdicts else {}),
            # The newest problem a hook swallowed to keep the agent running.
            "last_hook_problem": last_problem(s.home),
            **self._capture_stats(),
        }
