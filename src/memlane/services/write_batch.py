"""New records of one write transaction, held back and inserted together (by the Writer,
services/write.py: this module only holds them).

A store inserts many rows in one statement several times faster than one row per statement:
the full-text and trigram indexes write their pending terms out at every statement (~0.4 ms
a record in ``remember_many``). Everything the write path reads while the batch is assembled
must still see the held records as written: a slug lookup that could find one flushes the
batch first, a free slug counts held slugs as taken, and the near-duplicate guard compares
with the held facts through the same signature index the store keeps. So the records
written, the refusals and the write order are those of one insert per record.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any, TypeVar

from memlane.core.duplicate_signatures import SignatureIndex
from memlane.core.records import Record, duplicate_tokens
from memlane.errors import MemlaneError

_T = TypeVar("_T")


class HeldInserts:
    """Records to insert when the Writer takes them: at the end of the batch, or before a
    write or read that must see them."""

    def __init__(self) -> None:
        self._clear()

    def _clear(self) -> None:
        self._records: list[Record] = []
        self._by_id: dict[str, Record] = {}
        self._slugs: set[tuple[str, str, str]] = set()
        self._facts = SignatureIndex()

    def add(self, record: Record) -> None:
        self._records.append(record)
        self._by_id[record.id] = record
        if record.slug is not None:
            self._slugs.add((record.scope, record.kind, record.slug))
        if record.kind == "fact" and not record.archived:
            tokens = duplicate_tokens(f"{record.title} {record.body}")
            self._facts.add(record.id, record.scope, tokens)

    def holds_slug(self, scope: str, kind: str, slug: str) -> bool:
        return (scope, kind, slug) in self._slugs

    def take(self) -> list[Record]:
        """The held records, in the order they were added; none are held afterwards."""
        records = self._records
        self._clear()
        return records

    # -- services.duplicates.UnwrittenFacts --------------------------------------------

    def candidates(self, scope: str, tokens: frozenset[str]) -> Mapping[str, Collection[str]]:
        return self._facts.candidates(scope, tokens)

    def get(self, record_id: str) -> Record | None:
        return self._by_id.get(record_id)


__all__ = ["HeldInserts"]


def batch_item(index: int, step: Callable[..., _T], *args: Any) -> _T:
    """``step(*args)`` for one item of a batch; a refusal names the item's index."""
    try:
        return step(*args)
    except MemlaneError as exc:
        raise type(exc)(
            f"item {index}: {exc.message}", remedy=exc.remedy, **{**exc.details, "index": index}
        ) from exc
