"""The MCP tools: thin calls into one Memory, bound to the workspace the server started for.

No tool takes a path or a scope: the workspace is fixed at start, and a record outside it reads
as not found (an id is global, so ``get`` checks the record's scope itself). Results pass the
read gate (``services.agent_views``); writes pass Memory's write gate. Tools run on worker threads,
so each call holds one lock: the store is shared, and a person's laptop needs no parallelism.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import timedelta
from typing import Annotated, Any, Literal, cast

from pydantic import Field

from memlane.core.records import Record
from memlane.core.scope import MatchMode, matches
from memlane.core.timestamps import utcnow
from memlane.errors import MemlaneError, NotFound, SwitchedOff
from memlane.mcp.lifecycle_tools import LifecycleTools, when
from memlane.notes.model import Note, NoteHit
from memlane.services.memory import Memory

Kind = Literal["fact", "event", "pattern", "lesson"]
SearchKind = Literal["fact", "event", "pattern", "lesson", "note"]
SessionRole = Literal["user", "assistant", "tool"]

_Query = Annotated[
    str, Field(description="What you are looking for, in plain words or identifiers.")
]
_Handle = Annotated[
    str, Field(description="The memory's id or slug (as returned by recall, search or remember).")
]
_NoteId = Annotated[str, Field(description="The note id returned by search_project_memory.")]
_Revision = Annotated[
    str,
    Field(
        description="The note's current revision, from read_project_memory; a stale one is refused."
    ),
]


class MemoryTools(LifecycleTools):
    def __init__(self, memory: Memory, *, scope: str) -> None:
        self.memory = memory
        self.scope = scope
        self.views = memory.agent_views("mcp")
        self._lock = threading.Lock()

    # -- helpers -------------------------------------------------------------------------

    def _own(self, handle: str) -> Record:
        """The record behind ``handle`` if this workspace may see it, else NotFound."""
        rec = self.memory.get(handle, scope=self.scope)
        mode = cast(MatchMode, self.memory.settings.match_mode)
        if not matches(self.scope, rec.scope, mode):
            raise NotFound(
                f"no memory with id or slug {handle!r} in this workspace",
                remedy="find it with the search tool",
            )
        return rec

    # -- records -------------------------------------------------------------------------

    def remember(
        self,
        text: Annotated[
            str,
            Field(
                description="The memory itself: one durable fact, decision, "
                "convention or pitfall, in a sentence or two."
            ),
        ],
        title: Annotated[
            str | None, Field(description="Short title (default: the first line).")
        ] = None,
        slug: Annotated[
            str | None,
            Field(
                description="Stable kebab-case key such as "
                "'release-gates'. Reusing an existing "
                "slug revises that memory."
            ),
        ] = None,
        kind: Annotated[
            Kind, Field(description="fact (default), event, pattern or lesson.")
        ] = "fact",
        type: Annotated[
            str | None, Field(description="For a fact: user, feedback, project or reference.")
        ] = None,
        why: Annotated[str | None, Field(description="Why this holds (the rationale).")] = None,
        how: Annotated[str | None, Field(description="How to apply it.")] = None,
        tags: Annotated[list[str] | None, Field(description="Optional tags.")] = None,
        pinned: Annotated[bool, Field(description="Pin: always shown first in the brief.")] = False,
        update: Annotated[
            str | None,
            Field(description="Slug of an existing memory to revise (fails if it does not exist)."),
        ] = None,
        force_new: Annotated[
            bool, Field(description="Store even though a near duplicate exists.")
        ] = False,
        valid_from: Annotated[
            str | None,
            Field(description="Optional: holds from this ISO-8601 UTC time (inclusive)."),
        ] = None,
        valid_until: Annotated[
            str | None,
            Field(description="Optional: holds until this ISO-8601 UTC time (exclusive)."),
        ] = None,
    ) -> dict[str, Any]:
        with self._lock:
            receipt = self.memory.remember(
                text,
                scope=self.scope,
                kind=kind,
                title=title,
                slug=slug,
                type=type,
                why=why,
                how=how,
                tags=tags or (),
                pinned=pinned,
                update=update,
                force_new=force_new,
                valid_from=when(valid_from, "valid_from") if valid_from else None,
                valid_until=when(valid_until, "valid_until") if valid_until else None,
                trigger="api",
                source="mcp",
            )
        return receipt.to_dict()

    def recall(
        self,
        query: Annotated[
            str, Field(description="What you are working on or asking, in your own words.")
        ],
        budget: Annotated[
            int | None, Field(ge=1, description="Token budget for the packet (default 800).")
        ] = None,
        limit: Annotated[
            int | None, Field(ge=1, le=50, description="At most this many memories.")
        ] = None,
    ) -> str:
        with self._lock:
            packet = self.memory.recall(
                query, scope=self.scope, budget=budget, limit=limit, fmt="text"
            )
        return packet.rendered

    def search(
        self,
        query: _Query,
        limit: Annotated[int, Field(ge=1, le=50, description="At most this many hits.")] = 10,
        kinds: Annotated[list[SearchKind] | None, Field(description="Only these kinds.")] = None,
        include_archived: Annotated[bool, Field(description="Include archived memories.")] = False,
    ) -> dict[str, Any]:
        with self._lock:
            result = self.memory.search(
                query, scope=self.scope, limit=limit, kinds=kinds, include_archived=include_archived
            )
            hits = [self.views.hit(h) for h in result.hits]
        return {"query": result.query, "total": result.total, "shown": len(hits), "hits": hits}

    def get(self, handle: _Handle) -> dict[str, Any]:
        with self._lock:
            return self.views.record(self._own(handle))

    def forget(self, handle: _Handle) -> dict[str, Any]:
        with self._lock:
            rec = self.memory.forget(self._own(handle).id, scope=self.scope)
        return {"forgotten": rec.id, "slug": rec.slug}

    def why(self, handle: _Handle) -> dict[str, Any]:
        with self._lock:
            rec = self._own(handle)
            return self.views.provenance(self.memory.why(rec.id, scope=self.scope))

    def read_memory_context(
        self,
        task: Annotated[
            str | None,
            Field(description="Optional: the task at hand, to order the brief by relevance."),
        ] = None,
    ) -> str:
        with self._lock:
            text = self.memory.brief(scope=self.scope, task=task).text
        return text or "(no memory for this workspace yet)"

    def report_outcome(
        self,
        receipt: Annotated[
            str,
            Field(
                description="The receipt in the header of the brief or recall packet (b_… or r_…).",
                min_length=1,
                max_length=200,
            ),
        ],
        outcome: Annotated[
            Literal["done", "failed", "cancelled"],
            Field(description="How the task that used it ended."),
        ],
    ) -> dict[str, Any]:
        with self._lock:
            # Scoped: a receipt issued for another workspace reads as not found.
            result = self.memory.outcome(receipt, outcome, scope=self.scope, by="agent")
        return {
            k: result[k]
            for k in ("receipt", "outcome", "recorded", "rerated", "message")
            if k in result
        }

    def memory_index(
        self,
        budget: Annotated[
            int | None, Field(ge=1, description="Token budget for the index (default 1500).")
        ] = None,
    ) -> str:
        with self._lock:
            return self.memory.index(scope=self.scope, budget=budget, surface="mcp").rendered

    # -- project notes -------------------------------------------------------------------

    def search_project_memory(
        self,
        query: _Query,
        include_archived: Annotated[bool, Field(description="Include archived notes.")] = False,
        limit: Annotated[int, Field(ge=1, le=20, description="At most this many hits.")] = 10,
    ) -> dict[str, Any]:
        with self._lock:
            # cast: Memory.notes_search's annotation names `list` inside a class with a `list`
            # method, which mypy cannot read as the builtin.
            hits = cast(
                Sequence[NoteHit],
                self.memory.notes_search(
                    query, scope=self.scope, include_archived=include_archived, limit=limit
                ),
            )
            return {"hits": [self.views.note_hit(h) for h in hits]}

    def read_project_memory(self, note_id: _NoteId) -> dict[str, Any]:
        with self._lock:
            note = self.memory.notes_read(note_id, scope=self.scope)
            return self.views.note(note, full=True)

    def create_project_memory(
        self,
        title: Annotated[str, Field(description="The note's title.")],
        body: Annotated[str, Field(description="The note in Markdown.")],
        tags: Annotated[list[str] | None, Field(description="Optional tags.")] = None,
    ) -> dict[str, Any]:
        with self._lock:
            note = self.memory.notes_create(title, body, tags=tuple(tags or ()), scope=self.scope)
            return self.views.note(note, full=False)

    def edit_project_memory(
        self,
        note_id: _NoteId,
        revision: _Revision,
        title: Annotated[str | None, Field(description="New title (omit to keep).")] = None,
        body: Annotated[str | None, Field(description="New Markdown body (omit to keep).")] = None,
        tags: Annotated[list[str] | None, Field(description="New tags (omit to keep).")] = None,
    ) -> dict[str, Any]:
        with self._lock:
            note = self.memory.notes_edit(
                note_id,
                revision=revision,
                title=title,
                body=body,
                tags=tuple(tags) if tags is not None else None,
                scope=self.scope,
            )
            return self.views.note(note, full=False)

    def archive_project_memory(
        self,
        note_id: _NoteId,
        revision: Annotated[
            str | None,
            Field(description="The revision you read; omit to archive whatever is current."),
        ] = None,
    ) -> dict[str, Any]:
        with self._lock:
            note = self.memory.notes_archive(note_id, revision=revision, scope=self.scope)
            return self.views.note(note, full=False)

    # -- past sessions -------------------------------------------------------------------

    def session_search(
        self,
        query: _Query,
        limit: Annotated[int, Field(ge=1, le=20, description="At most this many hits.")] = 8,
        all_projects: Annotated[
            bool, Field(description="Search every local project's sessions, not just this one.")
        ] = False,
        days: Annotated[
            int | None, Field(ge=1, le=3650, description="Only the last N days.")
        ] = None,
        role: Annotated[
            SessionRole | None, Field(description="Only user prompts, assistant text or tools.")
        ] = None,
        exclude_session: Annotated[
            str | None, Field(description="Your own session id, if you know it (left out).")
        ] = None,
    ) -> dict[str, Any]:
        since = utcnow() - timedelta(days=days) if days else None
        with self._lock:
            result = self.memory.session_search(
                query,
                scope=self.scope,
                all_projects=all_projects,
                since=since,
                role=role,
                limit=limit,
                exclude_sessions=[exclude_session] if exclude_session else (),
                agent="mcp",
            )
        out = result.to_dict()
        out.pop("index", None)
        return out

    def session_show(
        self,
        session_id: Annotated[
            str, Field(description="The session id from session_search (or a unique prefix).")
        ],
        around: Annotated[
            int | None, Field(ge=0, description="The hit's position: show the messages around it.")
        ] = None,
        context: Annotated[int, Field(ge=0, le=20, description="Messages either side.")] = 5,
        all_projects: Annotated[
            bool, Field(description="Allow a session of another local project.")
        ] = False,
    ) -> dict[str, Any]:
        with self._lock:
            excerpt = self.memory.session_show(
                session_id,
                scope=self.scope,
                all_projects=all_projects,
                around=around,
                context=context,
                limit=2 * context + 1,
                agent="mcp",
            )
        return excerpt.to_dict()

    # -- resources -----------------------------------------------------------------------

    def _recall_on(self, what: str) -> None:
        if not self.memory.settings.recall_enabled:
            raise SwitchedOff(
                f"the {what} is switched off for this memory (recall_enabled = false)",
                remedy="a person can turn it back on with `memlane config set recall_enabled true`",
            )

    def brief_text(self) -> str:
        self._recall_on("brief")
        return self.read_memory_context()

    def index_text(self) -> str:
        self._recall_on("index")
        return self.memory_index()

    def patterns_text(self) -> str:
        with self._lock:
            lines = [self.views.pattern_line(r) for r in self.memory.patterns(scope=self.scope)]
        return "\n".join(["# learned patterns", *lines]) if lines else "(no learned patterns yet)"

    def notes(self) -> list[Note]:
        """The workspace's notes for the resource list; none when it has no project folder
        (a remote or global scope), since a listing must not fail over that."""
        with self._lock:
            try:
                return list(self.memory.notes_list(scope=self.scope).notes)
            except MemlaneError:
                return []

    def note_text(self, note_id: str) -> str:
        view = self.read_project_memory(note_id)
        return f"# {view['title']}\n\n{view['body']}"
