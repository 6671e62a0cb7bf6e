"""A store seen through one user's grants: the shared server's scope isolation, by structure.

Every request a user makes on a shared server runs against a :class:`GrantedStore` over the
server's store, so no service can read past the user's scope grants or write without the
writer role however it composes its queries: reads are narrowed to the granted scopes before
they reach SQL (a record outside them reads as absent), writes outside them, or by a reader,
raise AccessDenied. The wrapper holds no SQL; it delegates to the real store.

What it does not hide: full-text document frequencies, the content-hash vector cache and the
records version are store-wide counts, hashes and a change counter, never record text.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import replace
from datetime import datetime
from typing import Any

from memlane.core.consolidation_rules import Link
from memlane.core.interop_formats.model import SourceFile
from memlane.core.records import Record
from memlane.core.utility_rules import Observation
from memlane.core.validity_rules import Mark
from memlane.core.verify_rules import VerdictRow
from memlane.store.granted_activity import GrantedActivity
from memlane.store.protocol import ListFilter, RecordHead, SearchRow, Vector


class GrantedStore(GrantedActivity):
    """One user's view of a store (the rules: store.granted_rules; activity rows:
    store.granted_activity)."""

    # -- lifecycle and transactions ------------------------------------------------------

    def close(self) -> None:
        """The server owns the real store; a request's view has nothing of its own to close."""

    def transaction(self, *, small: bool = False) -> AbstractContextManager[None]:
        return self._inner.transaction(small=small)

    def writer_active(self) -> bool:
        return self._inner.writer_active()

    def footprint(self) -> tuple[str, int]:
        return self._inner.footprint()

    def meta(self, key: str) -> str | None:
        return self._inner.meta(key)

    def set_meta(self, key: str, value: str) -> None:
        self._inner.set_meta(key, value)

    # -- records -------------------------------------------------------------------------

    def insert(self, record: Record) -> None:
        self._require("write", record.scope)
        self._inner.insert(record)

    def insert_many(self, records: Sequence[Record]) -> None:
        for record in records:
            self._require("write", record.scope)
        self._inner.insert_many(records)

    def update(self, record: Record, *, reason: str) -> Record:
        self._require("write", record.scope)
        self._require("write", self.get(record.id).scope)
        return self._inner.update(record, reason=reason)

    def delete(self, record_id: str) -> Record:
        self._require("write", self.get(record_id).scope)
        return self._inner.delete(record_id)

    def get_many(self, ids: Iterable[str]) -> dict[str, Record]:
        return {k: r for k, r in self._inner.get_many(ids).items() if self._readable(r.scope)}

    def search_rows(self, ids: Iterable[str]) -> dict[str, SearchRow]:
        return {k: r for k, r in self._inner.search_rows(ids).items() if self._readable(r.scope)}

    def by_slug(
        self, slug: str, *, scopes: Sequence[str] | None = None, kind: str | None = None
    ) -> list[Record]:
        return self._inner.by_slug(slug, scopes=self._narrow(scopes), kind=kind)

    def list_records(self, flt: ListFilter) -> tuple[list[Record], int]:
        return self._inner.list_records(replace(flt, scopes=self._narrow(flt.scopes)))

    def iter_records(self, flt: ListFilter) -> Iterator[Record]:
        return self._inner.iter_records(replace(flt, scopes=self._narrow(flt.scopes)))

    def record_heads(self, flt: ListFilter) -> list[RecordHead]:
        return self._inner.record_heads(replace(flt, scopes=self._narrow(flt.scopes)))

    def scopes(self) -> dict[str, int]:
        return {s: n for s, n in self._inner.scopes().items() if self._readable(s)}

    def records_version(self) -> int:
        # A store-wide change counter: it says that something changed, never what or where.
        return self._inner.records_version()

    def counts(self, scopes: Sequence[str] | None = None) -> dict[str, dict[str, int]]:
        return self._inner.counts(scopes=self._narrow(scopes))

    def history(self, record_id: str) -> list[dict[str, Any]]:
        current = self._inner.maybe_get(record_id)
        if current is not None and not self._readable(current.scope):
            return []
        return [
            h
            for h in self._inner.history(record_id)
            if self._readable(str(h["version"].get("scope", "")))
        ]

    def forgotten(self, slug: str | None = None) -> list[dict[str, Any]]:
        return [f for f in self._inner.forgotten(slug) if self._readable(str(f["scope"]))]

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
        return self._inner.fts(
            terms,
            prefix=prefix,
            scopes=self._narrow(scopes),
            kinds=kinds,
            limit=limit,
            budget=budget,
        )

    def document_frequencies(self, terms: Sequence[str]) -> tuple[int, dict[str, int]]:
        return self._inner.document_frequencies(terms)

    def substring_ids(
        self,
        terms: Sequence[str],
        *,
        scopes: Sequence[str],
        kinds: Sequence[str] | None,
        limit: int,
        include_archived: bool = False,
    ) -> list[str]:
        return self._inner.substring_ids(
            terms,
            scopes=self._narrow(scopes) or [],
            kinds=kinds,
            limit=limit,
            include_archived=include_archived,
        )

    def near_duplicate_candidates(
        self, scope: str, tokens: frozenset[str]
    ) -> Mapping[str, Collection[str]]:
        # A refusal names the fact it duplicates: only from a scope the user may read.
        if not self._readable(scope):
            return {}
        return self._inner.near_duplicate_candidates(scope, tokens)

    def fts_integrity(self) -> bool:
        return self._inner.fts_integrity()

    def missing_vectors(self, model_id: str) -> int:
        return self._inner.missing_vectors(model_id)

    def health(self, model_id: str | None) -> dict[str, Any]:
        self._require("admin")
        return self._inner.health(model_id)

    # -- vectors -------------------------------------------------------------------------

    def embedding_models(self) -> dict[str, int]:
        return self._inner.embedding_models()

    def cached_hashes(self, hashes: Iterable[str], model_id: str) -> set[str]:
        return self._inner.cached_hashes(hashes, model_id)

    def vectors_by_hash(self, hashes: Iterable[str], model_id: str) -> dict[str, Vector]:
        return self._inner.vectors_by_hash(hashes, model_id)

    def put_embeddings(self, model_id: str, items: Sequence[tuple[str, Vector]]) -> None:
        self._require("write")
        self._inner.put_embeddings(model_id, items)

    def unembedded(self, model_id: str, limit: int | None = None) -> list[Record]:
        return [r for r in self._inner.unembedded(model_id, limit) if self._readable(r.scope)]

    def drop_embeddings(self, *, keep_model: str | None) -> int:
        self._require("admin")
        return self._inner.drop_embeddings(keep_model=keep_model)

    def vector_search(
        self, model_id: str, dim: int, query: Vector, scopes: set[str] | None, k: int
    ) -> list[tuple[str, float]]:
        narrowed = self._narrow(scopes)
        return self._inner.vector_search(
            model_id, dim, query, None if narrowed is None else set(narrowed), k
        )

    def prepare_vectors(self, model_id: str, dim: int) -> None:
        self._inner.prepare_vectors(model_id, dim)

    # -- lifecycle: verdicts, links, merges, runs, observations ---------------------------
    # Rows about records, never their text; writes need the writer role and the scope.

    def put_verdicts(self, rows: Sequence[VerdictRow]) -> None:
        for row in rows:
            self._require("write", row.scope)
        self._inner.put_verdicts(rows)

    def verdicts(
        self,
        *,
        record_ids: Sequence[str] | None = None,
        scope: str | None = None,
        with_claims: bool = True,
    ) -> dict[str, VerdictRow]:
        found = self._inner.verdicts(record_ids=record_ids, scope=scope, with_claims=with_claims)
        return {k: v for k, v in found.items() if self._readable(v.scope)}

    def lifecycle_marks(self, record_ids: Sequence[str]) -> dict[str, Mark]:
        return self._inner.lifecycle_marks(record_ids)

    def add_link(self, src_id: str, dst_id: str, *, kind: str, reason: str, at: datetime) -> bool:
        self._require("write", self.get(src_id).scope)
        return self._inner.add_link(src_id, dst_id, kind=kind, reason=reason, at=at)

    def links_of(self, record_ids: Sequence[str]) -> list[Link]:
        return self._inner.links_of(record_ids)

    def merge_receipt(self, key: str) -> dict[str, Any] | None:
        found = self._inner.merge_receipt(key)
        return found if found is None or self._readable(str(found["scope"])) else None

    def pending_merges(self, scope: str) -> list[dict[str, Any]]:
        self._require("read", scope)
        return self._inner.pending_merges(scope)

    def put_merge_receipt(
        self,
        key: str,
        *,
        scope: str,
        survivor_id: str,
        member_ids: Sequence[str],
        state: str,
        at: datetime,
    ) -> None:
        self._require("write", scope)
        self._inner.put_merge_receipt(
            key, scope=scope, survivor_id=survivor_id, member_ids=member_ids, state=state, at=at
        )

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
    ) -> int:
        self._require("write", scope)
        return self._inner.add_consolidation_run(
            scope=scope,
            trigger=trigger,
            started_at=started_at,
            finished_at=finished_at,
            status=status,
            actions=actions,
            note=note,
        )

    def consolidation_runs(
        self, *, scope: str | None = None, trigger: str | None = None, limit: int = 50
    ) -> list[dict[str, Any]]:
        runs = self._inner.consolidation_runs(scope=scope, trigger=trigger, limit=limit)
        return [r for r in runs if self._readable(str(r["scope"]))]

    def put_proposals(self, scope: str, items: Sequence[tuple[str, str]], at: datetime) -> None:
        self._require("write", scope)
        self._inner.put_proposals(scope, items, at)

    def proposals(self, scope: str) -> dict[str, str]:
        self._require("read", scope)
        return self._inner.proposals(scope)

    def add_observation(self, obs: Observation) -> None:
        self._require("write", self.get(obs.record_id).scope)
        self._inner.add_observation(obs)

    def observations(
        self, *, record_id: str | None = None, task: str | None = None
    ) -> list[Observation]:
        found = self._inner.observations(record_id=record_id, task=task)
        visible = self.get_many(o.record_id for o in found)
        return [o for o in found if o.record_id in visible]

    def exposures_of(self, record_id: str) -> list[tuple[str, datetime]]:
        return self._inner.exposures_of(record_id) if self.maybe_get(record_id) else []

    def content_changed_at(self, record_ids: Sequence[str]) -> dict[str, datetime]:
        return self._inner.content_changed_at(record_ids)

    # -- imported agent-memory files -----------------------------------------------------

    def import_sources(self, scope: str, format: str) -> list[SourceFile]:
        self._require("read", scope)
        return self._inner.import_sources(scope, format)

    def put_import_sources(self, files: Sequence[SourceFile]) -> None:
        for f in files:
            self._require("write", f.scope)
        self._inner.put_import_sources(files)


__all__ = ["GrantedStore"]
