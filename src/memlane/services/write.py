"""The one write path: the only module that turns text into a stored record.

Every writer — remember (CLI, HTTP, MCP), edits, imports, capture, learning, the notes index,
consolidation — goes through a :class:`Writer`, so the input bounds, the privacy gate, the
scope stamp, history and embedding cannot be skipped (DESIGN invariants 2, 4 and 6).
``tests/test_write_path.py`` fails if any other module calls the store's insert/update/delete,
the privacy gate or the scope stamp directly.

Order of work on every write: validate → gate → stamp the scope → embed (outside the write
lock; the model is the slow part) → one store transaction (new vectors, lookup, duplicate
guard, insert or revise with history). New vectors go first because storing a vector logs a
vector change for every record already holding its text (the change log each process's
vector index replays) and storing a record logs one for itself: vector first, the first finds
only records stored before (usually none), so a remember() logs one change, not two. A
refusal rolls the vector back with the rest.

A bulk put stores its vectors ahead instead, a transaction per embedder call (``embed_ahead``):
an interrupted import keeps its long part, the embedding, and its rerun embeds only the rest.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from memlane.core import validity_rules
from memlane.core.interop_formats.model import SourceFile
from memlane.core.records import (
    CONFIDENCE_MAX,
    Provenance,
    Record,
    clamp_confidence,
    new_id,
    new_id_at,
    slugify,
)
from memlane.core.scope import write_key
from memlane.core.timestamps import utcnow
from memlane.core.write_rules import (
    Draft,
    Receipt,
    check_draft,
    check_record,
    normalize_tags,
    title_from_text,
)
from memlane.errors import Conflict, MemlaneError, NearDuplicate, NotFound
from memlane.services.duplicates import find_near_duplicate
from memlane.services.embedding import PROGRESS_BATCH, EmbeddingService, Progress
from memlane.services.remotes import Remotes
from memlane.services.slug_hints import close_slugs, did_you_mean
from memlane.services.write_batch import HeldInserts, batch_item
from memlane.store.protocol import Store

# Records a bulk put (an import) writes per transaction (about a second of the write lock).
PUT_CHUNK = 1000

if TYPE_CHECKING:
    from memlane.core.privacy import PrivacyFields

# A revision's change: applied to the latest stored version under the write lock.
Change = Callable[[Record], Record]


def gate(fields: PrivacyFields, *, allow_email: bool, source: str | None = None) -> None:
    """The privacy gate (DESIGN invariant 4): raise PrivacyRefused if any field holds
    credential-shaped text. Callers that write files (project notes) take it from here."""
    # The gate's rules load on the first write, not at import: a recall or a hook that only
    # reads builds a Writer but never gates (the rules and their automata were ~10 % of a
    # cold `memlane recall`'s CPU, issue 21).
    from memlane.core.privacy import check_privacy

    check_privacy(fields, allow_email=allow_email, source=source)


def _text_fields(rec: Record) -> dict[str, str | None]:
    # No tags is None, not "": the gate skips None, and each field it scans costs ~70 µs
    # however short (an empty text holds no credential).
    return {
        "title": rec.title,
        "body": rec.body,
        "why": rec.why,
        "how": rec.how,
        "tags": " ".join(rec.tags) or None,
        "slug": rec.slug,
    }


def _gated_fields(rec: Record) -> dict[str, str | None]:
    """The fields a new record's gate scans: :func:`_text_fields`, less a field whose text
    another field already holds (a one-line memory's derived title is its body). The gate
    judges each field on its text alone (the name only labels a finding), so the copy would
    find exactly what the other finds: the verdict is the same, a scan of the copy cheaper.
    A title or slug derived from the body is still gated when it differs from it: a derived
    slug can hold a key the body does not ("sk proj …" becomes "sk-proj-…")."""
    fields = _text_fields(rec)
    seen: set[str] = set()
    for name in sorted(fields, key=lambda name: name != "body"):  # a finding names the body
        value = fields[name]
        if value is not None and value in seen:
            fields[name] = None
        elif value is not None:
            seen.add(value)
    return fields


def _changed_fields(new: Record, old: Record | None) -> dict[str, str | None]:
    """The text fields a revision introduces (unchanged text was gated when it was written:
    archiving a memory that names a colleague's email must not ask again)."""
    fields = _text_fields(new)
    if old is None:
        return fields
    before = _text_fields(old)
    return {k: v for k, v in fields.items() if v != before[k]}


@dataclass(frozen=True)
class PutResult:
    inserted: int
    updated: int
    refused: list[tuple[Record, MemlaneError]]


class Writer:
    """Writes records into one store, embedding them with one embedder. On a shared server
    a request's Writer carries its user as ``author``: every record it creates or imports
    says who wrote it."""

    def __init__(
        self,
        store: Store,
        embeddings: EmbeddingService,
        *,
        author: str | None = None,
        remotes: Remotes | None = None,
    ) -> None:
        self._store = store
        self._embeddings = embeddings
        self._author = author
        # Team servers that own some scopes: a new memory there is written there, only.
        self._remotes = remotes or Remotes()
        # Memories this Writer stored, revised or forgot, each counted once its transaction
        # returned: what an interrupted command says it kept (cli/main.py). A caller's outer
        # transaction that a Ctrl-C then rolls back takes its writes back uncounted.
        self.written = 0

    # -- new memories --------------------------------------------------------------------

    def remember(self, d: Draft) -> Receipt:
        """Store a draft; an explicit slug that exists is revised in place (history kept).

        A draft for a scope a team server serves is bounded and gated here (a credential
        never leaves this machine), then written on the server; if it cannot be reached the
        write fails with RemoteUnavailable."""
        route = self._remotes.for_scope(write_key(d.scope)) if self._remotes else None
        if route is not None:
            self._prepare(d)
            receipt = route.remote.remember(d, route.scope)
            self.written += not receipt.unchanged
            return replace(receipt, scope=route.local)
        base = self._prepare(d)
        vectors = self._embeddings.vectors_for([base])
        # Slug lookup, duplicate guard and write share one IMMEDIATE transaction, so two
        # writers racing on the same slug or the same text serialize instead of both passing.
        # New vectors first (see the module docstring). One record: a small transaction.
        with self._store.transaction(small=True):
            self._embeddings.store_vectors(vectors)
            receipt = self._commit(d, base)
        self.written += not receipt.unchanged
        return receipt

    def remember_many(self, drafts: Sequence[Draft]) -> list[Receipt]:
        """Store many drafts as :meth:`remember` would, in one transaction: every draft is
        validated and gated before anything is written, embeddings are computed in batches
        outside the write lock, and a refusal (near duplicate, conflict) writes nothing.
        (Drafts for a team server's scopes go to it one by one, as :meth:`remember`.)"""
        if self._remotes and any(self._remotes.for_scope(write_key(d.scope)) for d in drafts):
            return [self.remember(d) for d in drafts]
        bases = [batch_item(i, self._prepare, d) for i, d in enumerate(drafts)]
        vectors = self._embeddings.vectors_for(bases)
        with self._store.transaction():
            self._embeddings.store_vectors(vectors)  # first: module docstring
            # New records are inserted together at the end (services/write_batch.py).
            held = HeldInserts()
            receipts = [
                batch_item(i, self._commit, d, base, held)
                for i, (d, base) in enumerate(zip(drafts, bases, strict=True))
            ]
            self._store.insert_many(held.take())
        self.written += sum(not r.unchanged for r in receipts)
        self._embeddings.prepare_index(len(vectors))
        return receipts

    def _prepare(self, d: Draft) -> Record:
        check_draft(d)
        scope = write_key(d.scope)
        tags = normalize_tags(d.tags)
        title = d.title if d.title is not None and d.title.strip() else title_from_text(d.text)
        now = utcnow()
        at = d.at or now
        slug: str | None = d.update if d.update is not None else d.slug
        if d.kind == "lesson":
            slug = slug or _lesson_slug(d)
        elif d.kind in ("fact", "pattern") and slug is None:
            slug = slugify(title) or slugify(d.text) or "memory"
        # An event has no slug unless it is keyed (one event per captured session or run).
        base = Record(
            id=new_id_at(at) if d.at else new_id(),
            kind=d.kind,
            scope=scope,
            title=title,
            body=d.text,
            tags=tags,
            importance=float(d.importance),
            pinned=d.pinned,
            created_at=at,
            updated_at=now,
            provenance=Provenance(
                trigger=d.trigger,
                session_id=d.session_id,
                at=at,
                source=d.source,
                author=self._author,
            ),
            slug=slug,
            type=d.type if d.type is not None else _default_type(d.kind),
            why=d.why,
            how=d.how,
            category=(d.category or "convention") if d.kind == "pattern" else None,
            confidence=clamp_confidence(d.confidence if d.confidence is not None else 1.0)
            if d.kind == "pattern"
            else None,
            payload=dict(d.payload),
            valid_from=d.valid_from,
            valid_until=d.valid_until,
        )
        if validity_rules.has_window(base):
            # The window vouches for this content: an edit or a removed pin later means
            # needs-renewal (core.validity_rules).
            base = validity_rules.stamp(base, at=now)
        check_record(base)
        gate(_gated_fields(base), allow_email=d.allow_email)
        return base

    def _commit(self, d: Draft, base: Record, held: HeldInserts | None = None) -> Receipt:
        """Inside the caller's transaction: resolve the slug, guard duplicates, write (a new
        record into ``held`` when given, which the caller flushes)."""
        explicit_slug = d.slug is not None or d.update is not None or d.kind == "lesson"
        record, current = self._resolve_target(d, base, explicit_slug, held)
        if record is None:
            assert current is not None
            return Receipt(current.id, current.slug, False, current.kind, base.scope, True)
        if d.kind == "fact" and not d.force_new:
            dup = find_near_duplicate(
                self._store,
                base.scope,
                base.title,
                base.body,
                exclude_id=current.id if current else None,
                unwritten=held,
            )
            if dup is not None:
                rec, sim = dup
                raise NearDuplicate(
                    f"near duplicate of {rec.slug!r} (similarity {sim:.2f})",
                    remedy=f"use --update {rec.slug} or --force-new --slug <new-key>",
                    existing_slug=rec.slug,
                    existing_id=rec.id,
                    similarity=round(sim, 4),
                )
        if current is None and held is not None:
            held.add(record)
        elif current is None:
            self._store.insert(record)
        else:
            if held is not None:
                self._store.insert_many(held.take())  # write order: the drafts' order
            self._store.update(record, reason="remember")
        return Receipt(record.id, record.slug, current is not None, record.kind, base.scope)

    def _resolve_target(
        self, d: Draft, base: Record, explicit_slug: bool, held: HeldInserts | None = None
    ) -> tuple[Record | None, Record | None]:
        """(record to write, the existing record it replaces). (None, existing) means the
        same text was remembered again under a derived slug: nothing to write."""
        if base.slug is None:
            return base, None
        if held is not None and held.holds_slug(base.scope, base.kind, base.slug):
            # The slug names a record of this batch: read it as written.
            self._store.insert_many(held.take())
        existing = self._store.by_slug(base.slug, scopes=[base.scope], kind=base.kind)
        current = existing[0] if existing else None
        if d.update is not None and current is None:
            near = close_slugs(self._store, d.update, scopes=[base.scope], kind=d.kind)
            raise NotFound(
                f"no {d.kind} with slug {d.update!r} in scope {base.scope}",
                remedy=f"{did_you_mean(near)}drop --update to create it, or check the slug with "
                "`memlane list`",
            )
        if current is None:
            return base, None
        if d.force_new and d.slug is not None:
            raise Conflict(
                f"slug {base.slug!r} already exists in this scope",
                remedy="pick a distinct --slug with --force-new, or use --update to revise it",
            )
        if not explicit_slug or d.force_new:
            if current.content_hash == base.content_hash and not d.force_new:
                return None, current
            # A derived slug collided with different content (or force_new asked for a new
            # memory without naming it): keep both, never overwrite.
            free = self._free_slug(base.scope, base.kind, base.slug, held)
            return base.with_changes(slug=free), None
        # An explicit slug revises in place: same id and creation time, previous to history.
        return base.with_changes(
            id=current.id, created_at=current.created_at, pinned=d.pinned or current.pinned
        ), current

    def _free_slug(self, scope: str, kind: str, base: str, held: HeldInserts | None) -> str:
        n = 2
        while True:
            candidate = f"{base[:56]}-{n}"
            if not (held is not None and held.holds_slug(scope, kind, candidate)) and not (
                self._store.by_slug(candidate, scopes=[scope], kind=kind)
            ):
                return candidate
            n += 1

    # -- revisions -----------------------------------------------------------------------

    def revise(
        self, record_id: str, change: Change, *, reason: str, allow_email: bool = False
    ) -> Record:
        """Apply ``change`` to the latest version of a record and store the result (the
        previous version goes to history). Text the change introduces is bounded and gated;
        a changed text is re-embedded. A pin or tag set by someone else meanwhile is kept,
        because ``change`` runs on the version read under the write lock."""
        preview = change(self._store.get(record_id))
        vectors = self._embeddings.vectors_for([] if preview.archived else [preview])
        with self._store.transaction(small=True):  # one record
            latest = self._store.get(record_id)
            updated = self._checked_revision(latest, change(latest), allow_email)
            self._store.update(updated, reason=reason)
            if updated.content_hash != preview.content_hash and not updated.archived:
                vectors = self._embeddings.vectors_for([updated])
            self._embeddings.store_vectors(vectors)
        self.written += 1
        return updated

    def edit(self, record_id: str, values: Mapping[str, Any], *, allow_email: bool) -> Record:
        """A person's edit: the named fields replaced. A text edit re-derives a title that
        was derived from the old text, and resets a pattern's confidence to 100 % (a
        person's word is authoritative)."""

        def apply(latest: Record) -> Record:
            changes = dict(values)
            if "tags" in changes:
                changes["tags"] = normalize_tags(list(changes["tags"]))
            if "confidence" in changes:
                changes["confidence"] = clamp_confidence(float(changes["confidence"]))
            text_changed = any(k in changes for k in ("title", "body", "why", "how", "category"))
            derived_title = latest.title == title_from_text(latest.body)
            if "body" in changes and "title" not in changes and derived_title:
                changes["title"] = title_from_text(str(changes["body"]))
            if latest.kind == "pattern" and text_changed and "confidence" not in values:
                changes["confidence"] = CONFIDENCE_MAX
            return latest.with_changes(**changes, updated_at=utcnow())

        return self.revise(record_id, apply, reason="edit", allow_email=allow_email)

    def _checked_revision(self, old: Record, new: Record, allow_email: bool) -> Record:
        new = new.with_changes(id=old.id, scope=write_key(new.scope))
        check_record(new)
        changed = _changed_fields(new, old)
        if any(v is not None for v in changed.values()):
            gate(changed, allow_email=allow_email)
        return new

    # -- records made elsewhere: imports and the notes index -----------------------------

    def put(
        self,
        records: Sequence[Record],
        *,
        reason: str,
        allow_email: bool = False,
        sources: Sequence[str | None] | None = None,
        skip_refused: bool = False,
        files: Sequence[SourceFile] = (),
        dry_run: bool = False,
        progress: Progress | None = None,
    ) -> PutResult:
        """Insert each record, or revise the stored one with the same id: in one transaction,
        or in one per ``PUT_CHUNK`` records when no ``files`` come with them (its rerun adds
        what an interrupted bulk import did not).

        Every record is validated, scope-stamped and gated before anything is written. A
        refusal refuses the whole batch — a privacy refusal names every offender (``sources``
        label them) — unless ``skip_refused``: then the refused records are left out and
        reported (the notes index: a hand-edited file holding a credential is never copied
        in, and the listing says why).

        ``files`` are imported source files stored with the records (their bytes come back
        on export): each whole file is gated first, so a refusal names the file and its line.
        ``dry_run`` validates and gates everything and writes nothing. ``progress(done, total)``
        hears of the embedding, the long part of a bulk import.
        """
        if files and skip_refused:
            raise ValueError("imported files are all-or-nothing; skip_refused does not apply")
        labels = list(sources) if sources is not None else [f"record {r.id}" for r in records]
        accepted: list[tuple[Record, str | None]] = []
        refused: list[tuple[Record, MemlaneError]] = []
        for rec, label in zip(records, labels, strict=True):
            try:
                stamped = rec.with_changes(scope=write_key(rec.scope))
                if self._author is not None:
                    # An import through a shared server is the importing user's write.
                    stamped = stamped.with_changes(
                        provenance=replace(stamped.provenance, author=self._author)
                    )
                check_record(stamped)
                if skip_refused:
                    gate(_gated_fields(stamped), allow_email=allow_email, source=label)
            except MemlaneError as exc:
                if not skip_refused:
                    raise
                refused.append((rec, exc))
                continue
            accepted.append((stamped, label))
        files = [replace(f, scope=write_key(f.scope)) for f in files]
        if not skip_refused:
            # Loaded on first use, as in gate().
            from memlane.core.privacy import check_privacy_many

            # The files first: their findings name file, line and class. Records cut from
            # those files would only repeat the same findings, so they are gated after.
            check_privacy_many(
                [(f.path, {"file": f.content.decode("utf-8", "replace")}) for f in files],
                allow_email=allow_email,
            )
            check_privacy_many(
                [(label or "", _gated_fields(r)) for r, label in accepted], allow_email=allow_email
            )
        kept = [r for r, _ in accepted]
        if dry_run:
            return PutResult(0, 0, refused)
        embeddable = [r for r in kept if not r.archived]
        if len(embeddable) < PROGRESS_BATCH:
            vectors = self._embeddings.vectors_for(embeddable, progress)
            ahead = len(vectors)
        else:
            # A bulk import: vectors stored as computed (the module docstring).
            ahead = self._embeddings.embed_ahead(embeddable, progress)
            vectors = []
        inserted = updated = 0
        # Without files, a bulk put commits every PUT_CHUNK records: a long import holds the
        # write lock a second at a time, and an interrupted one keeps what it wrote.
        step = max(len(kept), 1) if files else PUT_CHUNK
        for start in range(0, max(len(kept), 1), step):
            chunk = kept[start : start + step]
            with self._store.transaction():
                self._embeddings.store_vectors(vectors if start == 0 else [])  # first: docstring
                current = self._store.get_many(r.id for r in chunk)
                revised = [rec for rec in chunk if rec.id in current]
                for rec in revised:
                    self._store.update(rec, reason=reason)
                # One call for the new ones: a bulk import is one statement batch, not 100k.
                self._store.insert_many([rec for rec in chunk if rec.id not in current])
                if files:
                    self._store.put_import_sources(files)
            updated += len(revised)
            inserted += len(chunk) - len(revised)
            self.written += len(chunk)
        self._embeddings.prepare_index(ahead)
        return PutResult(inserted, updated, refused)

    def delete(self, record_id: str) -> Record:
        """Remove a record; its last version stays in history."""
        gone = self._store.delete(record_id)
        self.written += 1
        return gone


def _lesson_slug(d: Draft) -> str:
    digest = d.payload.get("command_hash") or hashlib.sha256(d.text.encode()).hexdigest()
    return f"lesson-{str(digest)[:16]}"


def _default_type(kind: str) -> str | None:
    return {"fact": "project", "event": "manual_note"}.get(kind)


__all__ = ["Change", "PutResult", "Writer", "gate"]
