"""remember_many holds its new records back and inserts them together (services/write_batch.py):
it must store exactly what the same drafts remembered one by one store, refuse the same item
for the same reason, and keep the write order."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

import memlane
from memlane.errors import NearDuplicate
from memlane.services.memory import Memory

WORDS = [
    *("cache", "deploy", "release", "gate", "token", "queue"),
    *("retry", "index", "schema", "worker", "build", "lint"),
]


def _items(seed: int) -> list[dict[str, Any]]:
    """Drafts that collide in every way the write path resolves: derived slugs taken by a
    different text, the same text again, an explicit slug given twice (the second revises the
    first), an update of a stored record, near duplicates of earlier items, long texts past
    the signature limit, lessons of the same command, events and patterns, two scopes
    ("api" and "web", placeholders for each run's own folders)."""
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    for _ in range(90):
        words = rng.sample(WORDS, rng.randint(4, 9))
        text = " ".join(words).capitalize() + f" in step {rng.randint(1, 6)}."
        item: dict[str, Any] = {"text": text, "scope": rng.choice(["api", "api", "web"])}
        roll = rng.random()
        if roll < 0.12 and out:
            earlier = rng.choice(out)  # the same text, or nearly: a near duplicate
            item = {**earlier, "text": earlier["text"] + rng.choice(["", "!", " Again."])}
            item.pop("slug", None)
        elif roll < 0.22:
            item["title"] = rng.choice(["Cache policy", "Deploy notes"])
        elif roll < 0.3:
            item["slug"] = rng.choice(["deploy-tool", "cache-ttl"])
        elif roll < 0.34:
            item.update(update="stored-fact", scope="api")
        elif roll < 0.4:
            item["text"] = " ".join(f"w{rng.randint(0, 400)}" for _ in range(320))
        elif roll < 0.46:
            item.update(kind="lesson", payload={"command_hash": f"cmd{rng.randint(1, 3)}"})
        elif roll < 0.54:
            item["kind"] = "event"
        elif roll < 0.6:
            item.update(kind="pattern", category="pitfall")
        out.append(item)
    return out


class Run:
    """One way of writing the drafts, in folders of its own (so runs share a database)."""

    def __init__(self, mem: Memory, prefix: str) -> None:
        self.mem, self.prefix = mem, prefix
        mem.remember("The stored fact about schema retries", slug="stored-fact", scope=self.api)
        mem.remember("Queue workers retry three times before paging", scope=self.web)

    @property
    def api(self) -> str:
        return f"/{self.prefix}/api"

    @property
    def web(self) -> str:
        return f"/{self.prefix}/web"

    def drafts(self, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [{**i, "scope": self.api if i["scope"] == "api" else self.web} for i in items]

    def content(self) -> list[tuple[Any, ...]]:
        """Every record of the run, without ids, times and the run's folder; with its
        number of earlier versions. In write order on SQLite (PostgreSQL keeps none)."""
        records = [r for r in self.mem.export()["records"] if r["scope"] in (self.api, self.web)]
        if self.mem._store.backend == "sqlite":  # type: ignore[attr-defined]
            order = [
                rid
                for (rid,) in self.mem._store._db.execute(  # type: ignore[attr-defined]
                    "SELECT id FROM records ORDER BY rowid"
                )
            ]
            records.sort(key=lambda r: order.index(r["id"]))
        keep = ("kind", "slug", "title", "body", "tags", "pinned", "category", "payload")
        rows = [
            (
                r["scope"].removeprefix(f"/{self.prefix}"),
                *(repr(r.get(k)) for k in keep),
                len(self.mem._store.history(r["id"])),
            )
            for r in records
        ]
        return rows if self.mem._store.backend == "sqlite" else sorted(rows)  # type: ignore[attr-defined]


def _one_by_one(run: Run, items: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    receipts = []
    for i, fields in enumerate(run.drafts(items)):
        try:
            r = run.mem.remember(fields.pop("text"), **fields)
        except NearDuplicate as exc:
            raise NearDuplicate(exc.message, **{**exc.details, "index": i}) from exc
        receipts.append((r.slug, r.updated, r.unchanged, r.kind, r.scope == run.api))
    return receipts


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_batch_stores_what_one_by_one_stores(
    backend: str, store_target: str, tmp_path: Path, seed: int
) -> None:
    items = _items(seed)
    refusals = 0
    store = "" if backend == "sqlite" else store_target  # "": the SQLite file under home
    with memlane.open(tmp_path, embedder="hash", store=store) as mem:
        for attempt in range(len(items)):
            one, many = Run(mem, f"one{attempt}"), Run(mem, f"many{attempt}")
            try:
                expected = _one_by_one(one, items)
            except NearDuplicate as exc:
                # The batch refuses the same item, naming the same fact, and writes nothing.
                before = many.content()
                with pytest.raises(NearDuplicate) as got:
                    mem.remember_many(many.drafts(items))
                assert got.value.details["index"] == exc.details["index"]
                assert got.value.details["similarity"] == exc.details["similarity"]
                assert got.value.details["existing_slug"] == exc.details["existing_slug"]
                assert many.content() == before
                del items[exc.details["index"]]
                refusals += 1
                continue
            receipts = mem.remember_many(many.drafts(items))
            got = [(r.slug, r.updated, r.unchanged, r.kind, r.scope == many.api) for r in receipts]
            assert got == expected
            assert many.content() == one.content()
            break
    assert refusals  # the drafts did hold near duplicates of earlier items
