"""The index: a whole scope at a glance, one compact line per memory, inside a token budget.

Order: pinned first, then kind (fact, pattern, lesson, note), then most recently updated, then
id. The budget is measured as recall packets measure theirs (``core.packing.estimate_tokens``
over the exact string returned, footer included), so ``estimated_tokens`` is a fixed point and
never exceeds the budget. A line that does not fit is omitted and counted — later, shorter
lines may still fit — and ``complete`` says whether anything was left out.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Literal

from memlane.core.text_cuts import cap_text, estimate_tokens, one_line
from memlane.errors import BudgetTooSmall, InvalidInput

DEFAULT_INDEX_BUDGET = 1500
INDEX_KINDS: tuple[str, ...] = ("fact", "pattern", "lesson", "note")
TITLE_CAP = 120
IndexFormat = Literal["json", "text"]


@dataclass(frozen=True)
class IndexEntry:
    id: str
    slug: str
    kind: str
    type: str | None
    pinned: bool
    title: str
    updated_at: datetime
    # A --validity label entry's label (stale, superseded, expired …, with the window's
    # bounds); counted against the budget like every other byte.
    status: str | None = None


@dataclass(frozen=True)
class PackedIndex:
    data: dict[str, Any]
    rendered: str
    emitted_ids: list[str]
    omitted: int
    estimated_tokens: int


def index_order(entries: Sequence[IndexEntry]) -> list[IndexEntry]:
    rank = {k: i for i, k in enumerate(INDEX_KINDS)}
    return sorted(
        entries,
        key=lambda e: (not e.pinned, rank.get(e.kind, len(rank)), -e.updated_at.timestamp(), e.id),
    )


def _row(e: IndexEntry) -> dict[str, Any]:
    row: dict[str, Any] = {
        "slug": one_line(e.slug),
        "kind": e.kind,
        "type": e.type,
        "pinned": e.pinned,
        "title": cap_text(one_line(e.title), TITLE_CAP),
        "updated": f"{e.updated_at:%Y-%m-%d}",
    }
    if e.status:
        row["validity"] = one_line(e.status)
    return row


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class _Layout:
    def __init__(self, fmt: IndexFormat, scope: str) -> None:
        self.fmt = fmt
        if fmt == "json":
            self.prefix = f'{{"scope":{_dumps(scope)},"rows":['
        else:
            self.prefix = f"## memlane index ({one_line(scope)})\n"

    def piece(self, n: int, row: dict[str, Any]) -> str:
        if self.fmt == "json":
            return _dumps(row)
        kind = row["kind"] + (f"/{row['type']}" if row["type"] else "")
        line = f"{n}. [{kind}] {row['slug']} — {row['title']} ({row['updated']})"
        line += " · pinned" if row["pinned"] else ""
        return line + (f" · {row['validity']}" if "validity" in row else "")

    def footer(self, omitted: int, tokens: int) -> str:
        complete = "true" if omitted == 0 else "false"
        if self.fmt == "json":
            return f'],"omitted":{omitted},"complete":{complete},"estimated_tokens":{tokens}}}'
        return f"omitted: {omitted} · complete: {complete} · estimated_tokens: {tokens}"

    def join(self, pieces: Sequence[str]) -> str:
        if self.fmt == "json":
            return ",".join(pieces)
        return "".join(p + "\n" for p in pieces)

    def tokens(self, piece_bytes: int, n_pieces: int, omitted: int) -> int:
        """The fixed point n = estimate(output whose footer says n), from the UTF-8 size of
        the pieces (their separators are added here, so nothing is re-joined to measure)."""
        joints = max(0, n_pieces - 1) if self.fmt == "json" else n_pieces
        fixed = (
            len(self.prefix.encode())
            + piece_bytes
            + joints
            + len(self.footer(omitted, 0).encode())
            - 1
        )
        n = 0
        while True:
            nxt = math.ceil((fixed + len(str(n))) / 4)
            if nxt == n:
                return n
            n = nxt


def pack_index(
    entries: Sequence[IndexEntry],
    *,
    scope: str,
    budget_tokens: int = DEFAULT_INDEX_BUDGET,
    fmt: IndexFormat = "text",
    guard: Callable[[IndexEntry], IndexEntry] | None = None,
) -> PackedIndex:
    """Pack ``entries`` (already eligible) in index order into ``budget_tokens``.

    ``guard`` (the read gate) sees an entry only when its line could still fit — the scan is
    the costly part, and a full index needs it for the lines it shows, not for every memory.
    """
    if fmt not in ("json", "text"):
        raise InvalidInput(f"unknown index format {fmt!r}", remedy="use json or text")
    layout = _Layout(fmt, scope)
    ordered = index_order(entries)
    total = len(ordered)
    minimum = layout.tokens(0, 0, total)
    if minimum > budget_tokens:
        raise BudgetTooSmall(
            f"a budget of {budget_tokens} tokens cannot hold the index header",
            remedy=f"raise the budget to at least {minimum} tokens",
            budget_tokens=budget_tokens,
            minimum_tokens=minimum,
        )
    pieces: list[str] = []
    rows: list[dict[str, Any]] = []
    emitted: list[str] = []
    used = 0  # UTF-8 bytes of the pieces so far

    def fits(piece: str, omitted: int) -> bool:
        n = len(pieces) + 1
        return layout.tokens(used + len(piece.encode()), n, omitted) <= budget_tokens

    for e in ordered:
        # Measured with every other entry omitted: the footer can only shrink from here.
        omitted = total - len(pieces) - 1
        if not fits(layout.piece(len(pieces) + 1, _row(replace(e, title=""))), omitted):
            continue  # not even its slug fits
        if guard is not None:
            e = guard(e)
        row = _row(e)
        piece = layout.piece(len(pieces) + 1, row)
        if fits(piece, omitted):
            pieces.append(piece)
            rows.append(row)
            emitted.append(e.id)
            used += len(piece.encode())
    omitted = total - len(pieces)
    tokens = layout.tokens(used, len(pieces), omitted)
    rendered = layout.prefix + layout.join(pieces) + layout.footer(omitted, tokens)
    assert estimate_tokens(rendered) == tokens <= budget_tokens
    data = {
        "scope": scope,
        "rows": rows,
        "omitted": omitted,
        "complete": omitted == 0,
        "estimated_tokens": tokens,
    }
    return PackedIndex(data, rendered, emitted, omitted, tokens)


__all__ = [
    "DEFAULT_INDEX_BUDGET",
    "INDEX_KINDS",
    "IndexEntry",
    "PackedIndex",
    "index_order",
    "pack_index",
]
