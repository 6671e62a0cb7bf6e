"""Imported units as memlane records (pure): ids, fields, and how a changed source revises.

A unit's record id is derived from (scope, format, path, key), so re-reading a source always
addresses the same memory. A revision from a changed source keeps what memlane owns — id,
slug, creation time, pin, importance — replaces what the source owns, and reopens an archived
memory (the source says it is current again).
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import Any

from memlane.core.interop_formats.export_plan import INTEROP_KEY
from memlane.core.interop_formats.model import ParsedFile, Unit
from memlane.core.records import Provenance, Record

IMPORT_KIND = "fact"
SOURCE_CHARS = 1500


def record_id_for(scope: str, fmt: str, path: str, key: str) -> str:
    digest = hashlib.sha256(f"{scope}\x1f{fmt}\x1f{path}\x1f{key}".encode()).hexdigest()
    return f"imp_{digest[:26]}"


def source_label(fmt: str, path: str, key: str) -> str:
    """Provenance source: ``claude-code:feedback_testing.md`` or ``agents-md:AGENTS.md#Testing``."""
    where = f"{fmt}:{path}" + (f"#{key.replace(chr(31), ' › ')}" if key else "")
    return where[:SOURCE_CHARS]


def interop_payload(file: ParsedFile, unit: Unit) -> dict[str, Any]:
    meta = {k: v for k, v in unit.meta.items() if v is not None and v != [] and v != ""}
    return {
        INTEROP_KEY: {
            "format": file.format,
            "path": file.path,
            "key": unit.key,
            "aliases": list(unit.aliases),
            "links": list(unit.links),
            **meta,
        }
    }


def new_record(
    file: ParsedFile,
    unit: Unit,
    *,
    record_id: str,
    scope: str,
    slug: str,
    now: datetime,
    created: datetime | None,
) -> Record:
    return Record(
        id=record_id,
        kind=IMPORT_KIND,
        scope=scope,
        title=unit.title,
        body=unit.body,
        tags=unit.tags,
        pinned=unit.pinned,
        created_at=created or now,
        updated_at=now,
        provenance=Provenance(
            trigger="import", at=now, source=source_label(file.format, file.path, unit.key)
        ),
        slug=slug,
        type=unit.type or "project",
        why=unit.why,
        how=unit.how,
        payload=interop_payload(file, unit),
    )


def revised_record(current: Record, file: ParsedFile, unit: Unit, *, now: datetime) -> Record:
    """``current`` with the source's fields; unchanged text leaves the record as it is."""
    revised = current.with_changes(
        title=unit.title,
        body=unit.body,
        why=unit.why,
        how=unit.how,
        tags=unit.tags,
        type=unit.type or current.type,
        payload={**current.payload, **interop_payload(file, unit)},
    )
    if revised.content_hash == current.content_hash and revised.payload == current.payload:
        return current
    return revised.with_changes(
        archived=False,
        updated_at=now,
        provenance=Provenance(
            trigger="import", at=now, source=source_label(file.format, file.path, unit.key)
        ),
    )


__all__ = [
    "IMPORT_KIND",
    "interop_payload",
    "new_record",
    "record_id_for",
    "revised_record",
    "source_label",
]
