"""Recall packet packing: ranked rows into a token budget that the final output never exceeds.

The budget is measured on exactly the string returned (``rendered``) with
``estimate_tokens`` = ceil(UTF-8 bytes / 4), and ``estimated_tokens`` inside the packet is the
estimate of that complete string, itself included (a fixed point). Rows are packed compact
first in rank order and packing stops at the first row that does not fit, so a higher-ranked
row is never dropped for a smaller lower-ranked one; excerpts only spend what is left.

The packet echoes the query only in a bounded form: at most ``QUERY_ECHO_CHARS`` characters,
cut with "…", with ``query_chars`` (the full length) when cut and ``condensed: true`` when the
ranker read a condensed form of a long prompt. When not even the top row fits, the echo and
then the top row's title shrink before anything is refused, so a budget of
``MIN_GUARANTEED_BUDGET`` tokens always holds the receipt and the top row, whatever its slug.

Formats: ``json`` is ``json.dumps(data, ensure_ascii=False, separators=(",", ":"))`` — the
compact form, because every byte counts against the budget; ``text`` is a Markdown-ish
rendering for prompts (``## memlane recall (receipt …)``, numbered rows, indented excerpts,
a footer with ``omitted``/``complete``/``estimated_tokens``). ``complete`` means no eligible
row was omitted; excerpts are windows by design and do not affect it.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, NoReturn, TypeVar

from memlane.core.injection_scorer import relevance_tokens
from memlane.core.text_cuts import (
    ELLIPSIS,
    cap_text,
    clean_text,
    estimate_tokens,
    excerpt_around,
    excerpt_window,
    is_cluster_boundary,
    one_line,
    safe_cut,
)
from memlane.core.token_finder import TokenFinder
from memlane.errors import BudgetTooSmall, InvalidInput

DEFAULT_BUDGET_TOKENS = 800
DEFAULT_EXCERPT_CHARS = 600
TITLE_CAP = 160
# A pasted 4,000-character log echoed whole used to exceed the whole budget (issue 22).
QUERY_ECHO_CHARS = 160
# The top row survives at this budget even with a maximum-length (200-character) slug.
MIN_GUARANTEED_BUDGET = 200
# (echo, title) character limits tried in turn when the top row does not fit.
_SHRINK_STEPS = ((QUERY_ECHO_CHARS, TITLE_CAP), (24, TITLE_CAP), (0, 60), (0, 16), (0, 0))
# An excerpt squeezed below this many characters says nothing; the row stays compact instead.
MIN_EXCERPT_CHARS = 24


@dataclass(frozen=True)
class PacketCandidate:
    id: str
    slug: str
    kind: str
    pinned: bool
    title: str
    score: float
    body: str
    # A --validity label row's label (stale, superseded, expired …, with the window's
    # bounds); it counts against the budget like every other byte.
    status: str | None = None


@dataclass
class PackedPacket:
    data: dict[str, Any]
    rendered: str
    emitted_ids: list[str]
    omitted: int
    estimated_tokens: int


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _nbytes(s: str) -> int:
    return len(s.encode("utf-8"))


class _Layout:
    """One output format as prefix + row pieces + footer, so sizes add up piece by piece.

    Packing re-measures only the row it changes; ``render`` joins the same pieces, so what
    was measured is byte for byte what is returned.
    """

    def __init__(self, fmt: Literal["json", "text"], receipt: str, echo: _Echo) -> None:
        self.fmt = fmt
        if fmt == "json":
            meta = "".join(f",{_dumps(k)}:{_dumps(v)}" for k, v in echo.fields().items())
            head = f'{{"receipt":{_dumps(receipt)},"query":{_dumps(echo.text)}'
            self.prefix = f'{head}{meta},"rows":['
        else:
            self.prefix = (
                f"## memlane recall (receipt {one_line(receipt)})\nquery: {echo.text}"
                f"{echo.note()}\n"
            )
        self.prefix_bytes = _nbytes(self.prefix)

    def row(self, rank: int, row: dict[str, Any]) -> str:
        if self.fmt == "json":
            return _dumps(row)
        line = f"{rank}. [{row['kind']}] {row['slug']} — {row['title']} ({row['score']:.2f})"
        if row["pinned"]:
            line += " · pinned"
        if "validity" in row:
            line += f" · {row['validity']}"
        if "excerpt" in row:
            line += f"\n   {row['excerpt']}"
        return line

    def footer(self, omitted: int, complete: bool, tokens: int) -> str:
        flag = "true" if complete else "false"
        if self.fmt == "json":
            return f'],"omitted":{omitted},"complete":{flag},"estimated_tokens":{tokens}}}'
        return f"omitted: {omitted} · complete: {flag} · estimated_tokens: {tokens}"

    def _joints(self, n_rows: int) -> int:
        # json: commas between rows; text: newlines between rows and one before the footer.
        if self.fmt == "json":
            return max(0, n_rows - 1)
        return n_rows

    def tokens_for(self, row_bytes: int, n_rows: int, omitted: int) -> int:
        """The fixed point n = estimate(output whose footer says n)."""
        fixed = self.prefix_bytes + row_bytes + self._joints(n_rows)
        footer = self.footer(omitted, omitted == 0, 0)
        base = fixed + _nbytes(footer) - 1  # footer bytes without the digits of n
        n = 0
        while True:  # f(n) = ceil((base + digits(n)) / 4) is monotone: converges from below
            nxt = math.ceil((base + len(str(n))) / 4)
            if nxt == n:
                return n
            n = nxt

    def render(self, pieces: list[str], omitted: int, tokens: int) -> str:
        footer = self.footer(omitted, omitted == 0, tokens)
        if self.fmt == "json":
            return self.prefix + ",".join(pieces) + footer
        return self.prefix + "".join(p + "\n" for p in pieces) + footer


@dataclass(frozen=True)
class _Echo:
    """The bounded echo of the query and what the reader needs to know about it."""

    text: str
    full_chars: int
    cut: bool
    condensed: bool
    # Candidates ranked by their words alone (no vector from this embedder yet): the packet
    # says so, so an interrupted reindex never degrades recall silently.
    words_only: int = 0

    @classmethod
    def of(
        cls,
        query: str,
        limit: int,
        *,
        condensed: bool,
        query_chars: int | None,
        words_only: int = 0,
    ) -> _Echo:
        line = one_line(query)
        text = cap_text(line, limit)
        full = query_chars if query_chars is not None else len(query)
        return cls(text, full, text != line or full > len(query), condensed, words_only)

    def fields(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.cut:
            out["query_chars"] = self.full_chars
        if self.condensed:
            out["condensed"] = True
        if self.words_only:
            out["vectors_missing"] = self.words_only
        return out

    def note(self) -> str:
        parts = []
        if self.condensed:
            parts.append(f" (condensed from {self.full_chars:,} chars)")
        elif self.cut:
            parts.append(f" ({self.full_chars:,} chars)")
        if self.words_only:
            parts.append(
                f" [{self.words_only} candidate(s) matched by words only: no vector yet; "
                "run memlane reindex]"
            )
        return "".join(parts)


def _compact_row(candidate: PacketCandidate, title_cap: int = TITLE_CAP) -> dict[str, Any]:
    score = float(candidate.score)
    row: dict[str, Any] = {
        "slug": one_line(candidate.slug),
        "kind": one_line(candidate.kind),
        "pinned": bool(candidate.pinned),
        "title": cap_text(one_line(candidate.title), title_cap),
        "score": round(score, 3) if math.isfinite(score) else 0.0,
    }
    if candidate.status:
        row["validity"] = one_line(candidate.status)
    return row


def pack_packet(
    candidates: Sequence[PacketCandidate],
    *,
    query: str,
    budget_tokens: int = DEFAULT_BUDGET_TOKENS,
    receipt: str,
    fmt: Literal["json", "text"] = "json",
    excerpt_chars: int = DEFAULT_EXCERPT_CHARS,
    condensed: bool = False,
    query_chars: int | None = None,
    highlight: str | None = None,
    words_only: int = 0,
) -> PackedPacket:
    """Pack ranked ``candidates`` (best first) into at most ``budget_tokens`` estimated tokens.

    ``query`` is echoed bounded (see the module docstring); ``condensed`` and ``query_chars``
    (the length of the text the caller received, when ``query`` is already a cut of it) say
    what the echo stands for. Raises ``BudgetTooSmall`` (with the minimum budget in the
    remedy) when not even the receipt and the top row fit with the echo dropped and the
    title cut. Excerpts are windows of at most ``excerpt_chars`` around the first token of
    ``highlight`` (default: the query; a caller that ranked by a condensed prompt passes
    that); a cut excerpt ends with ``… (memlane get <slug>)``.
    """
    if fmt not in ("json", "text"):
        raise InvalidInput(f"unknown packet format {fmt!r}", remedy="use json or text")
    query = clean_text(query)
    receipt = clean_text(receipt)
    total = len(candidates)
    needed = 0
    for echo_limit, title_cap in _SHRINK_STEPS:
        echo = _Echo.of(
            query,
            echo_limit,
            condensed=condensed,
            query_chars=query_chars,
            words_only=words_only,
        )
        layout = _Layout(fmt, receipt, echo)
        packed_rows = _pack_rows(layout, candidates, budget_tokens, title_cap)
        if isinstance(packed_rows, int):
            needed = packed_rows
            continue
        rows, pieces, piece_bytes, used = packed_rows
        break
    else:
        _refuse(budget_tokens, needed)
    omitted = total - len(rows)

    finder = TokenFinder(relevance_tokens(query if highlight is None else highlight))
    for index, candidate in enumerate(candidates[: len(rows)]):
        body = _beyond_title(one_line(candidate.body), rows[index]["title"])
        if not body or excerpt_chars <= 0:
            continue
        trial = _ExcerptTrial(
            layout=layout,
            index=index,
            compact=rows[index],
            body=body,
            finder=finder,
            other_bytes=used - piece_bytes[index],
            n_rows=len(rows),
            omitted=omitted,
            budget_tokens=budget_tokens,
        )
        best = _largest_fitting(excerpt_chars, trial.attempt)
        if best is not None:
            rows[index], pieces[index], size = best
            used += size - piece_bytes[index]
            piece_bytes[index] = size

    tokens = layout.tokens_for(used, len(rows), omitted)
    rendered = layout.render(pieces, omitted, tokens)
    data: dict[str, Any] = {
        "receipt": receipt,
        "query": echo.text,
        **echo.fields(),
        "rows": rows,
        "omitted": omitted,
        "complete": omitted == 0,
        "estimated_tokens": tokens,
    }
    return PackedPacket(
        data=data,
        rendered=rendered,
        emitted_ids=[c.id for c in candidates[: len(rows)]],
        omitted=omitted,
        estimated_tokens=tokens,
    )


_PackedRows = tuple[list[dict[str, Any]], list[str], list[int], int]


def _beyond_title(body: str, title: str) -> str:
    """What ``body`` says beyond a row's ``title`` (as shown, uncut): a memory whose title is
    its first line (the default) would otherwise spend the budget repeating it in its excerpt.
    A title cut short in the row, or one the body does not start with, leaves the body whole."""
    if not title or title.endswith(ELLIPSIS) or not body.startswith(title):
        return body
    rest = body[len(title) :]
    if rest[:1].isalnum() or rest[:1] == "_":
        return body  # the title is a word's beginning ("JSON" before "JSONL …")
    return rest.lstrip(" .:;,-—")


def _pack_rows(
    layout: _Layout, candidates: Sequence[PacketCandidate], budget_tokens: int, title_cap: int
) -> _PackedRows | int:
    """Compact rows in rank order until one does not fit; the tokens needed when not even
    the top row (or, with no candidates, the bare receipt) fits."""
    total = len(candidates)
    rows: list[dict[str, Any]] = []
    pieces: list[str] = []
    piece_bytes: list[int] = []
    used = 0  # bytes of all row pieces so far
    for candidate in candidates:
        row = _compact_row(candidate, title_cap)
        piece = layout.row(len(rows) + 1, row)
        size = _nbytes(piece)
        needed = layout.tokens_for(used + size, len(rows) + 1, total - len(rows) - 1)
        if needed > budget_tokens:
            if not rows:
                return needed
            break  # never skip ahead to a smaller, lower-ranked row
        rows.append(row)
        pieces.append(piece)
        piece_bytes.append(size)
        used += size
    if not candidates:
        needed = layout.tokens_for(0, 0, 0)
        if needed > budget_tokens:
            return needed
    return rows, pieces, piece_bytes, used


@dataclass(frozen=True)
class _ExcerptTrial:
    """One emitted row trying excerpt widths; everything else in the packet stays fixed."""

    layout: _Layout
    index: int
    compact: dict[str, Any]
    body: str
    finder: TokenFinder
    other_bytes: int
    n_rows: int
    omitted: int
    budget_tokens: int

    def attempt(self, width: int) -> tuple[dict[str, Any], str, int] | None:
        text, cut = excerpt_window(self.body, self.finder, width)
        if cut:
            text += f" {ELLIPSIS} (memlane get {self.compact['slug']})"
        row = {**self.compact, "excerpt": text}
        piece = self.layout.row(self.index + 1, row)
        size = _nbytes(piece)
        tokens = self.layout.tokens_for(self.other_bytes + size, self.n_rows, self.omitted)
        return (row, piece, size) if tokens <= self.budget_tokens else None


_T = TypeVar("_T")


def _largest_fitting(limit: int, attempt: Callable[[int], _T | None]) -> _T | None:
    """The result for the widest excerpt width in [MIN_EXCERPT_CHARS, limit] that fits.

    Word snapping makes size only roughly monotone in width, so bisection may settle a few
    characters short of the true widest; every result returned was itself measured to fit.
    """
    full = attempt(limit)
    if full is not None:
        return full
    lo, hi = min(MIN_EXCERPT_CHARS, limit), limit - 1
    best: _T | None = None
    while lo <= hi:
        mid = (lo + hi) // 2
        result = attempt(mid)
        if result is None:
            hi = mid - 1
        else:
            best = result
            lo = mid + 1
    return best


def _refuse(budget_tokens: int, needed: int) -> NoReturn:
    raise BudgetTooSmall(
        f"a budget of {budget_tokens} tokens cannot hold the recall receipt and the top row",
        remedy=f"raise the budget to at least {needed} tokens",
        budget_tokens=budget_tokens,
        minimum_tokens=needed,
    )


__all__ = [
    "DEFAULT_BUDGET_TOKENS",
    "DEFAULT_EXCERPT_CHARS",
    "MIN_GUARANTEED_BUDGET",
    "QUERY_ECHO_CHARS",
    "PackedPacket",
    "PacketCandidate",
    "cap_text",
    "clean_text",
    "estimate_tokens",
    "excerpt_around",
    "is_cluster_boundary",
    "one_line",
    "pack_packet",
    "safe_cut",
]
