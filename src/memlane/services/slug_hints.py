"""Slugs spelled like one a person typed: the hint a "no memory with slug …" error gives.

Only the scopes the caller passes are read, so a hint never names a memory its reader could
not open (DESIGN invariant 3)."""

from __future__ import annotations

from collections.abc import Sequence
from difflib import get_close_matches

from memlane.store.protocol import ListFilter, Store


def close_slugs(
    store: Store, handle: str, *, scopes: Sequence[str] | None, kind: str | None = None
) -> list[str]:
    """Slugs in ``scopes`` (None: every scope) spelled like ``handle``, closest first: a
    person who typed ``relase-gates`` is told the slug they meant (the s45 newcomer trial
    got only "find it with `memlane list`")."""
    kinds = [kind] if kind else None
    heads = store.record_heads(ListFilter(scopes=scopes, kinds=kinds, include_archived=True))
    slugs = sorted({h.slug for h in heads if h.slug})
    return get_close_matches(handle.strip().lower(), slugs, n=2, cutoff=0.8)


def did_you_mean(slugs: Sequence[str]) -> str:
    """``"did you mean `a` or `b`? Otherwise "`` for a remedy's start, or ``""``."""
    return f"did you mean {' or '.join(f'`{s}`' for s in slugs)}? Otherwise " if slugs else ""
