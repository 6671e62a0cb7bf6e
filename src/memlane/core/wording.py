"""Counts in sentences: "1 record", "2 records", "1,200 files". Every message that puts a
number before a noun says it through :func:`counted`, so none reads "1 records"."""

from __future__ import annotations

# Nouns whose plural is not the singular + "s" (only those memlane's messages use).
_IRREGULAR = {"memory": "memories", "entry": "entries", "index": "indexes", "match": "matches"}


def plural(noun: str) -> str:
    """The plural of a noun memlane counts ("memory" → "memories", "hit" → "hits")."""
    return _IRREGULAR.get(noun, noun + "s")


def counted(n: int, noun: str, many: str | None = None) -> str:
    """``n`` and ``noun`` in agreement, thousands separated: ``counted(1, "file")`` is
    "1 file", ``counted(1200, "file")`` "1,200 files"; ``many`` overrides the plural."""
    return f"{n:,} {noun if n == 1 else (many or plural(noun))}"


__all__ = ["counted", "plural"]
