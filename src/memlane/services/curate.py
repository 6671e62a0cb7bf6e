"""Curating what is stored: edit, pin, archive, restore, and the JSON corpus export/import.

Edits and imports go through the write path (``services.write``): the same bounds and privacy
gate as new memories, history kept. A hand edit of a pattern is authoritative: its confidence
resets to 1.0. Import merges by id (existing records win), validates and gates everything
before writing anything, and is idempotent.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from difflib import get_close_matches
from typing import Any

from memlane.core.records import TRIGGERS, Provenance, Record
from memlane.core.scope import MatchMode, matches, read_key
from memlane.core.timestamps import maybe_timestamp, parse_timestamp, utcnow
from memlane.core.write_rules import check_record, normalize_tags
from memlane.errors import Conflict, InvalidInput, NotFound
from memlane.services.embedding import Progress
from memlane.services.ranking import visible_scopes
from memlane.services.slug_hints import close_slugs, did_you_mean
from memlane.services.write import Writer
from memlane.store.protocol import ListFilter, Store

EXPORT_FORMAT = "memlane-corpus"
EXPORT_VERSION = 1
EDITABLE_FIELDS = (
    "title",
    "body",
    "why",
    "how",
    "tags",
    "importance",
    "pinned",
    "archived",
    "category",
    "confidence",
    "type",
)


def edit(
    writer: Writer, rec: Record, changes: Mapping[str, Any], *, allow_email: bool = False
) -> Record:
    """A person's edit of the named fields (history kept; see ``Writer.edit``)."""
    unknown = set(changes) - set(EDITABLE_FIELDS)
    if unknown:
        raise InvalidInput(
            f"cannot edit {', '.join(sorted(unknown))}",
            remedy=f"editable fields: {', '.join(EDITABLE_FIELDS)}",
        )
    values: dict[str, Any] = {k: v for k, v in changes.items() if v is not None}
    for name in ("title", "body"):
        if name in values and (not isinstance(values[name], str) or not values[name].strip()):
            raise InvalidInput(f"{name} cannot be empty", remedy=f"pass the new {name}")
    if "tags" in values and isinstance(values["tags"], str | bytes):
        raise InvalidInput("tags must be a list", remedy="pass each tag separately")
    for name in ("importance", "confidence"):
        if name in values and (isinstance(values[name], bool) or not _is_number(values[name])):
            raise InvalidInput(f"{name} must be a number", remedy=f"pass {name} as 0..1")
    return writer.edit(rec.id, values, allow_email=allow_email)


def text_changes(changes: dict[str, Any]) -> dict[str, str | None]:
    """The text an edit introduces, as the privacy gate reads it."""
    out: dict[str, str | None] = {
        k: str(changes[k]) for k in ("title", "body", "why", "how") if changes.get(k) is not None
    }
    if changes.get("tags") is not None:
        out["tags"] = " ".join(str(t) for t in changes["tags"])
    return out


def _is_number(value: Any) -> bool:
    try:
        float(value)
    except (TypeError, ValueError):
        return False
    return True


def export_corpus(store: Store, *, scopes: list[str] | None = None) -> dict[str, Any]:
    records = list(store.iter_records(ListFilter(scopes=scopes, include_archived=True)))
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "exported_at": utcnow().isoformat(),
        "records": [r.to_dict() for r in records],
    }


def _record_from_dict(raw: Any, index: int) -> Record:
    """One exported record, parsed; anything malformed raises InvalidInput naming it."""
    label = f"record {index + 1}"
    try:
        if not isinstance(raw, dict):
            raise ValueError("it is not an object")
        label = f"record {index + 1} ({str(raw.get('id', '?'))[:40]!r})"
        prov = raw.get("provenance") or {}
        if not isinstance(prov, dict):
            raise ValueError("provenance must be an object")
        tags = raw.get("tags") or []
        if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
            raise ValueError("tags must be a list of strings")
        for name in ("id", "kind", "scope", "title", "body"):
            if not isinstance(raw.get(name), str):
                raise ValueError(f"{name} must be a string")
        for name in ("slug", "type", "why", "how", "category"):
            if raw.get(name) is not None and not isinstance(raw[name], str):
                raise ValueError(f"{name} must be a string or null")
        created = parse_timestamp(raw.get("created_at"))
        updated = maybe_timestamp(raw.get("updated_at")) or created
        trigger = prov.get("trigger")
        return Record(
            id=raw["id"],
            kind=raw["kind"],
            scope=raw["scope"],
            title=raw["title"],
            body=raw["body"],
            tags=normalize_tags(tags),
            importance=float(raw.get("importance", 0.5)),
            pinned=bool(raw.get("pinned")),
            archived=bool(raw.get("archived")),
            created_at=created,
            updated_at=updated,
            provenance=Provenance(
                # The original trigger survives a round trip; a missing one says "import".
                trigger=trigger if trigger in TRIGGERS else "import",
                session_id=_optional_str(prov.get("session_id")),
                at=maybe_timestamp(prov.get("at")),
                source=_optional_str(prov.get("source")),
                author=_optional_str(prov.get("author")),
            ),
            slug=raw.get("slug"),
            type=raw.get("type"),
            why=raw.get("why"),
            how=raw.get("how"),
            category=raw.get("category"),
            confidence=None if raw.get("confidence") is None else float(raw["confidence"]),
            payload=raw.get("payload") or {},
            valid_from=maybe_timestamp(raw.get("valid_from")),
            valid_until=maybe_timestamp(raw.get("valid_until")),
        )
    except (KeyError, TypeError, ValueError, OverflowError) as exc:
        raise InvalidInput(
            f"{label} is invalid: {exc}",
            remedy="fix or remove that record in the file; nothing was imported",
            index=index,
        ) from exc


def _optional_str(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError("provenance fields must be strings")
    return value


def import_corpus(
    store: Store,
    writer: Writer,
    data: Mapping[str, Any],
    *,
    allow_email: bool = False,
    progress: Progress | None = None,
) -> dict[str, int]:
    """Merge an export by id: existing records win, re-importing adds nothing. Every record
    is validated and gated before any is written: one bad record (named in the error) or
    one credential refuses the whole import. ``progress(done, total)`` hears of the embedding."""
    if (
        not isinstance(data, Mapping)
        or data.get("format") != EXPORT_FORMAT
        or data.get("version") != EXPORT_VERSION
    ):
        raise InvalidInput(
            "not a memlane corpus export (format/version missing)",
            remedy="pass a file written by `memlane export`",
        )
    raw_records = data.get("records")
    if not isinstance(raw_records, list):
        raise InvalidInput("the export has no records list", remedy="check the file")
    parsed = [_record_from_dict(raw, i) for i, raw in enumerate(raw_records)]
    for i, rec in enumerate(parsed):
        try:
            check_record(rec.with_changes(scope=read_key(rec.scope)))
        except InvalidInput as exc:
            raise InvalidInput(
                f"record {i + 1} ({rec.id[:40]!r}) is invalid: {exc.message}",
                remedy="fix or remove that record in the file; nothing was imported",
                index=i,
            ) from exc
    existing = store.get_many(r.id for r in parsed)
    fresh: list[Record] = []
    taken = _taken_slugs(store, parsed)
    skipped_slug = 0
    for r in parsed:
        if r.id in existing:
            continue
        if r.slug and (read_key(r.scope), r.kind, r.slug) in taken:
            skipped_slug += 1
            continue
        if r.slug:
            taken.add((read_key(r.scope), r.kind, r.slug))
        fresh.append(r)
    result = writer.put(fresh, reason="import", allow_email=allow_email, progress=progress)
    return {
        "added": result.inserted,
        "existing": len(existing),
        "slug_conflicts": skipped_slug,
    }


def restore(
    store: Store, writer: Writer, handle: str, *, read_scope: str | None, mode: MatchMode
) -> Record:
    """Bring back a forgotten record as it was forgotten (same id, slug, pin), through the
    write path. `forget` promised "its versions stay in history" and nothing read them back
    (the s45 newcomer trial). ``handle`` is the id `forget` printed, or a slug: the record
    last forgotten under it that ``read_scope`` sees (its own scope first). Only a record
    whose scope ``read_scope`` sees (None: every scope) is found, like any other handle; a
    slug taken since is a conflict."""
    record_id = handle if store.history(handle) else _forgotten_id(store, handle, read_scope, mode)
    missing = NotFound(
        f"no forgotten memory with id {record_id!r} in this scope",
        remedy="pass the id the forget returned (`forgotten` in its JSON), or its slug",
    )
    stored = store.maybe_get(record_id)
    if stored is not None:
        if read_scope is not None and not matches(read_scope, stored.scope, mode):
            raise missing
        raise Conflict(
            f"{record_id!r} is not forgotten: it is stored",
            remedy=f"see it with `memlane get {record_id}`",
        )
    versions = store.history(record_id)
    if not versions or versions[-1]["reason"] != "forget":
        raise missing
    rec = _record_from_dict(versions[-1]["version"], 0)
    if read_scope is not None and not matches(read_scope, rec.scope, mode):
        raise missing
    if rec.slug and store.by_slug(rec.slug, scopes=[rec.scope], kind=rec.kind):
        raise Conflict(
            f"slug {rec.slug!r} was taken by another memory after this one was forgotten",
            remedy=f"forget or edit that one first (`memlane get {rec.slug}`), then restore",
        )
    writer.put([rec], reason="restore")
    return store.get(rec.id)


def _forgotten_id(store: Store, handle: str, read_scope: str | None, mode: MatchMode) -> str:
    """The id of the record last forgotten under the slug ``handle`` that ``read_scope``
    sees, its own scope's first; the handle itself when it names a stored record (restore
    then says it is not forgotten). NotFound with the forgotten slugs spelled like it."""
    if store.maybe_get(handle) is not None:
        return handle

    def seen(scope: str) -> bool:
        return read_scope is None or matches(read_scope, scope, mode)

    found = [f for f in store.forgotten(handle.strip().lower()) if seen(str(f["scope"]))]
    own = [f for f in found if f["scope"] == read_scope]
    visible = visible_scopes(store, read_scope, mode) if read_scope else None
    if store.by_slug(handle, scopes=visible):
        # An older memory forgotten under a slug stored again: the stored one is what the
        # person sees; the older one comes back by its id once the slug is free.
        older = (own or found)[:1]
        raise Conflict(
            f"{handle!r} is not forgotten: it is stored",
            remedy=f"see it with `memlane get {handle}`"
            + (
                f"; an older memory forgotten under it ({older[0]['id']}) comes back with "
                f"`memlane restore {older[0]['id']}` once this one is forgotten"
                if older
                else ""
            ),
        )
    if own or len({f["scope"] for f in found}) == 1:
        return str((own or found)[0]["id"])
    if found:
        ids = ", ".join(f"{f['id']} ({f['kind']}, {f['scope']})" for f in found[:5])
        raise Conflict(
            f"slug {handle!r} was forgotten in several scopes: {ids}",
            remedy="pass the id instead of the slug, or --scope",
        )
    slugs = sorted({str(f["slug"]) for f in store.forgotten() if f["slug"] and seen(f["scope"])})
    hint = did_you_mean(get_close_matches(handle.strip().lower(), slugs, n=2, cutoff=0.8))
    stored = [] if hint else close_slugs(store, handle, scopes=visible)
    if stored:
        # A typo of a slug that is stored, not forgotten: name it, and say so.
        hint = did_you_mean(stored).replace("? Otherwise ", " (stored, not forgotten)? Otherwise ")
    raise NotFound(
        f"no forgotten memory with id or slug {handle!r} in this scope",
        remedy=f"{hint}pass the id `memlane forget` printed, or --scope",
    )


def _taken_slugs(store: Store, records: Iterable[Record]) -> set[tuple[str, str, str]]:
    taken: set[tuple[str, str, str]] = set()
    for r in records:
        if r.slug:
            for other in store.by_slug(r.slug, scopes=[read_key(r.scope)], kind=r.kind):
                taken.add((other.scope, other.kind, other.slug or ""))
    return taken
