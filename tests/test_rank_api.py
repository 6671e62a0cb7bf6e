"""Memory.rank's documented depth, and force_new on a derived slug (issue 20 API fixes)."""

from __future__ import annotations

import pytest

from memlane.errors import InvalidInput
from memlane.services.memory import Memory


def test_rank_depth_follows_the_limit(mem: Memory) -> None:
    for i in range(130):
        mem.remember(f"cache warmup note number {i} for the tenant index", slug=f"n{i}")
    assert len(mem.rank("cache warmup tenant index", floor=0)) == 20
    deep = mem.rank("cache warmup tenant index", floor=0, limit=130)
    assert len(deep) == 130  # past the default pools of 50 full-text and 100 vector hits
    with pytest.raises(InvalidInput):
        mem.rank("cache", limit=0)


def test_force_new_never_fails_on_a_derived_slug(mem: Memory) -> None:
    text = "The release needs both CI gates green before we tag a version"
    slugs = [mem.remember(text, force_new=True).slug for _ in range(3)]
    assert len(set(slugs)) == 3
    assert slugs[1] == f"{slugs[0]}-2"
