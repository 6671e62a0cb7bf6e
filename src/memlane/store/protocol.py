"""The Store protocol: everything services may ask of persistence, in backend-neutral terms.

Services and ``Memory`` are typed against :class:`Store`, never a concrete class, so a second
backend (PostgreSQL + pgvector for teams) plugs in at the composition root with no change above
this layer. Nothing here names SQL: full-text lookups take plain terms (the backend builds its
own query syntax), vectors travel as float32 arrays, times as aware UTC datetimes.

Contract every implementation keeps:

- ``transaction()`` nests (the outermost level takes the write lock up front; inner levels are
  savepoints) and every write method runs inside one, so a caller can compose several writes
  atomically.
- ``update`` and ``delete`` keep the previous version in history.
- Reads never return another scope's records unless the caller passed that scope.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, NamedTuple, Protocol

import numpy as np
import numpy.typing as npt

from memlane.core.access import User
from memlane.core.consolidation_rules import Link
from memlane.core.interop_formats.model import SourceFile
from memlane.core.records import Record
from memlane.core.utility_rules import Observation
from memlane.core.validity_rules import Mark
from memlane.core.verify_rules import VerdictRow

Vector = npt.NDArray[np.float32]


@dataclass(frozen=True)
class ListFilter:
    scopes: Sequence[str] | None = None
    kinds: Sequence[str] | None = None
    types: Sequence[str] | None = None
    tag: str | None = None
    since: datetime | None = None
    include_archived: bool = False
    pinned: bool | None = None
    limit: int = 50
    offset: int = 0


@dataclass(frozen=True)
class RecordHead:
    """What a record is without its text: enough to tell whether it changed."""

    id: str
    slug: str | None
    kind: str
    content_hash: str

    @property
    def handle(self) -> str:
        return self.slug or self.id


class SearchRow(NamedTuple):
    """A record as search scores it: the fields matching, ranking and de-duplication read.
    Search scores every candidate (~800 a query at 100k records, most of them no match) and
    shows at most 50: building each candidate's whole ``Record`` (times, payload, the
    dataclass, its content hash) was half of reading them."""

    id: str
    kind: str
    scope: str
    archived: bool
    title: str
    body: str
    search_text: str  # Record.search_text
    content_hash: str  # as stored: what the record's vector is keyed by
    created_at: datetime
    pinned: bool
    confidence: float | None


class Store(Protocol):
    backend: str

    # -- lifecycle and transactions ------------------------------------------------------

    def close(self) -> None: ...

    def transaction(self, *, small: bool = False) -> AbstractContextManager[None]:
        """Nestable; ``small`` says the outermost level writes a few records (one
        remember()), which a store may use to keep its bookkeeping in memory."""
        ...

    def writer_active(self) -> bool:
        """Whether another connection holds the write lock right now (a probe that takes
        and drops it without waiting: the answer may change at once). A read that would
        write only to refresh something derived asks first, so it never waits behind a long
        write elsewhere."""
        ...

    def footprint(self) -> tuple[str, int]:
        """Where the store lives (a file path, or a URL without its password) and its size
        in bytes."""
        ...

    def meta(self, key: str) -> str | None: ...

    def set_meta(self, key: str, value: str) -> None: ...

    # -- records -------------------------------------------------------------------------

    def insert(self, record: Record) -> None:
        """Add a new record; a (scope, kind, slug) that exists raises Conflict."""
        ...

    def insert_many(self, records: Sequence[Record]) -> None:
        """Add many new records at once (an import); a conflict raises Conflict and adds
        none of them."""
        ...

    def update(self, record: Record, *, reason: str) -> Record:
        """Replace the record with this id; returns the previous version (kept in history)."""
        ...

    def delete(self, record_id: str) -> Record:
        """Remove a record; returns it (its last version is kept in history)."""
        ...

    def get(self, record_id: str) -> Record: ...

    def maybe_get(self, record_id: str) -> Record | None: ...

    def get_many(self, ids: Iterable[str]) -> dict[str, Record]: ...

    def search_rows(self, ids: Iterable[str]) -> dict[str, SearchRow]:
        """``get_many`` as search rows (absent ids left out, in the order asked)."""
        ...

    def by_slug(
        self, slug: str, *, scopes: Sequence[str] | None = None, kind: str | None = None
    ) -> list[Record]: ...

    def list_records(self, flt: ListFilter) -> tuple[list[Record], int]:
        """Newest first; the page and the total match count."""
        ...

    def iter_records(self, flt: ListFilter) -> Iterator[Record]:
        """Every match, oldest first, ignoring ``limit``/``offset`` (exports, reindex)."""
        ...

    def record_heads(self, flt: ListFilter) -> list[RecordHead]:
        """Every match's id, slug, kind and content hash, oldest first (cheap change checks)."""
        ...

    def scopes(self) -> dict[str, int]:
        """Every scope key holding records, with its record count."""
        ...

    def records_version(self) -> int:
        """A number that moves whenever a record, a verification verdict or a link between
        records is inserted, updated or deleted, by this process or another: views derived
        from them (the brief) stay valid while it stands still."""
        ...

    def counts(self, scopes: Sequence[str] | None = None) -> dict[str, dict[str, int]]:
        """Unarchived records per kind and type (in ``scopes`` when given)."""
        ...

    def history(self, record_id: str) -> list[dict[str, Any]]: ...

    def forgotten(self, slug: str | None = None) -> list[dict[str, Any]]:
        """Records forgotten and not stored since (their last history row a forget), the
        latest forget first: ``id``, ``slug``, ``kind``, ``scope``, ``forgotten_at``.
        ``slug`` narrows to the records forgotten under it."""
        ...

    # -- full text -----------------------------------------------------------------------

    def fts(
        self,
        terms: Sequence[str],
        *,
        prefix: bool = False,
        scopes: Sequence[str] | None,
        kinds: Sequence[str] | None,
        limit: int,
        budget: int | None = None,
    ) -> list[tuple[str, float]]:
        """(id, BM25-like score, higher is better) of unarchived records containing any of
        ``terms`` (each a whole token; ``prefix`` also matches tokens starting with it).
        ``budget`` bounds the rows scored: the rarest terms whose rows fit it are queried
        (at least one); terms that all fit are answered exactly."""
        ...

    def document_frequencies(self, terms: Sequence[str]) -> tuple[int, dict[str, int]]:
        """(number of records, term -> records containing it) from the full-text index."""
        ...

    def substring_ids(
        self,
        terms: Sequence[str],
        *,
        scopes: Sequence[str],
        kinds: Sequence[str] | None,
        limit: int,
        include_archived: bool = False,
    ) -> list[str]: ...

    def near_duplicate_candidates(
        self, scope: str, tokens: frozenset[str]
    ) -> Mapping[str, Collection[str]]:
        """Unarchived facts of ``scope`` that may be near duplicates of a text with this
        token set, id -> their distinct tokens: every fact whose Jaccard with it reaches the
        threshold, and some others (core/duplicate_signatures.py). Every fact the store
        writes is indexed in the same transaction."""
        ...

    def fts_integrity(self) -> bool: ...

    def missing_vectors(self, model_id: str) -> int: ...

    def health(self, model_id: str | None) -> dict[str, Any]:
        """For ``memlane doctor``: ``integrity`` (problems, [] when sound), ``migrations``,
        ``pending_migrations``, ``unknown_migrations``, ``records``, ``fts_rows``, ``fts_ok``,
        ``missing_vectors`` (active records without a ``model_id`` vector)."""
        ...

    # -- vectors -------------------------------------------------------------------------

    def embedding_models(self) -> dict[str, int]: ...

    def cached_hashes(self, hashes: Iterable[str], model_id: str) -> set[str]: ...

    def vectors_by_hash(self, hashes: Iterable[str], model_id: str) -> dict[str, Vector]: ...

    def put_embeddings(self, model_id: str, items: Sequence[tuple[str, Vector]]) -> None: ...

    def unembedded(self, model_id: str, limit: int | None = None) -> list[Record]: ...

    def drop_embeddings(self, *, keep_model: str | None) -> int: ...

    def vector_search(
        self, model_id: str, dim: int, query: Vector, scopes: set[str] | None, k: int
    ) -> list[tuple[str, float]]: ...

    def prepare_vectors(self, model_id: str, dim: int) -> None:
        """Make the next vector_search cheap (after a bulk write, at server start)."""
        ...

    # -- activity: receipts, exposures, tool calls ---------------------------------------

    def add_receipt(
        self,
        receipt_id: str,
        *,
        kind: str,
        scope: str,
        query: str | None,
        record_ids: Sequence[str],
        at: datetime,
    ) -> None: ...

    def receipt(self, receipt_id: str) -> dict[str, Any]: ...

    def set_receipt_outcome(
        self,
        receipt_id: str,
        outcome: str,
        at: datetime,
        *,
        by: str | None = None,
        evidence: dict[str, Any] | None = None,
    ) -> bool:
        """Record an outcome once, with who settled it and on what evidence; False if the
        receipt had one already."""
        ...

    def record_outcomes(self, record_id: str) -> list[dict[str, Any]]:
        """Every settled receipt the record rode in, oldest first."""
        ...

    def exposure_counts(self, record_ids: Sequence[str]) -> dict[str, int]: ...

    def add_tool_call(
        self,
        *,
        session_id: str,
        scope: str,
        tool: str,
        command: str,
        command_hash: str,
        errored: bool,
        error: str | None,
        at: datetime,
        test_run: bool | None = None,
    ) -> None: ...

    def tool_calls(self, session_id: str) -> list[dict[str, Any]]: ...

    def last_tool_call(self, scope: str, command_hash: str) -> dict[str, Any] | None:
        """The newest logged run of a command in ``scope`` (any session), or None."""
        ...

    def mark_hint_shown(self, session_id: str, command_hash: str, at: datetime) -> bool: ...

    # -- agent sessions: injected receipts, state, pauses --------------------------------

    def link_receipt(self, session_id: str, receipt_id: str, at: datetime) -> None: ...

    def session_receipts(self, session_id: str) -> list[dict[str, Any]]: ...

    def agent_session(self, session_id: str) -> dict[str, Any] | None: ...

    def touch_agent_session(
        self,
        session_id: str,
        *,
        scope: str,
        agent: str | None,
        at: datetime,
        task: str | None = ...,
        compacted_at: datetime | None = ...,
    ) -> None:
        """Create or update a session's row; fields left out keep their value."""
        ...

    def pause(self, target: str, at: datetime) -> bool: ...

    def resume(self, target: str) -> bool: ...

    def paused(self, targets: list[str]) -> list[str]: ...

    def paused_targets(self) -> list[dict[str, Any]]: ...

    # -- access: a shared server's users and request windows -----------------------------

    def add_user(self, user: User) -> None:
        """Add a user; an existing name raises Conflict."""
        ...

    def users(self) -> list[User]: ...

    def user_by_token(self, token_hash: str) -> User | None: ...

    def remove_user(self, name: str) -> User: ...

    def count_request(self, key: str, window_start: datetime) -> int:
        """Count one request in ``key``'s window starting at ``window_start`` (older windows
        are dropped); returns the count so far, consistent across every process."""
        ...

    # -- imported agent-memory files (written only through the write path) ---------------

    def import_sources(self, scope: str, format: str) -> list[SourceFile]:
        """Every file imported into ``scope`` as ``format``, by path."""
        ...

    def put_import_sources(self, files: Sequence[SourceFile]) -> None:
        """Insert or replace each file (keyed by scope, format and path)."""
        ...

    # -- lifecycle: verdicts, links, merges, runs, observations --------------------------

    def put_verdicts(self, rows: Sequence[VerdictRow]) -> None:
        """Store (replace) the latest verification of each record."""
        ...

    def verdicts(
        self,
        *,
        record_ids: Sequence[str] | None = None,
        scope: str | None = None,
        with_claims: bool = True,
    ) -> dict[str, VerdictRow]:
        """Stored verdicts by record id; ``with_claims=False`` leaves ``claims`` and ``deps``
        empty (listings that need only the verdict and its reason)."""
        ...

    def lifecycle_marks(self, record_ids: Sequence[str]) -> dict[str, Mark]:
        """Verdict and live supersession of each record that has either (injection gates)."""
        ...

    def add_link(
        self, src_id: str, dst_id: str, *, kind: str, reason: str, at: datetime
    ) -> bool: ...

    def links_of(self, record_ids: Sequence[str]) -> list[Link]: ...

    def merge_receipt(self, key: str) -> dict[str, Any] | None: ...

    def pending_merges(self, scope: str) -> list[dict[str, Any]]: ...

    def put_merge_receipt(
        self,
        key: str,
        *,
        scope: str,
        survivor_id: str,
        member_ids: Sequence[str],
        state: str,
        at: datetime,
    ) -> None: ...

    def add_consolidation_run(
        self,
        *,
        scope: str,
        trigger: str,
        started_at: datetime,
        finished_at: datetime | None,
        status: str,
        actions: Sequence[Mapping[str, Any]],
        note: str | None = None,
    ) -> int: ...

    def consolidation_runs(
        self, *, scope: str | None = None, trigger: str | None = None, limit: int = 50
    ) -> list[dict[str, Any]]: ...

    def put_proposals(self, scope: str, items: Sequence[tuple[str, str]], at: datetime) -> None: ...

    def proposals(self, scope: str) -> dict[str, str]: ...

    def add_observation(self, obs: Observation) -> None:
        """Record an immutable observation; Conflict when the task already observed it."""
        ...

    def observations(
        self, *, record_id: str | None = None, task: str | None = None
    ) -> list[Observation]: ...

    def exposures_of(self, record_id: str) -> list[tuple[str, datetime]]: ...

    def content_changed_at(self, record_ids: Sequence[str]) -> dict[str, datetime]:
        """When each revised record's current content was written (absent: creation)."""
        ...


__all__ = ["ListFilter", "RecordHead", "Store", "Vector"]
