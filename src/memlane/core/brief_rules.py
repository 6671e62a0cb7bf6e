"""The memory brief: eligible lines composed into a character budget that is never exceeded.

Groups come in a fixed order; the whole text is measured before each line is appended, and
the first line that would overflow ends the brief (``truncated``) — later groups are dropped,
not squeezed. Stats are derived from the produced text, so previews cannot overstate what is
sent. Characters are Python code points.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from memlane.core.text_cuts import cap_text, estimate_tokens, one_line
from memlane.errors import InvalidInput

BRIEF_DEFAULT_CHARS = 1800
BRIEF_MIN_CHARS = 400
BRIEF_MAX_CHARS = 4000
BRIEF_LINE_CAP = 260
GROUP_ORDER: tuple[str, ...] = ("patterns", "facts", "lessons", "sessions", "project notes")

BRIEF_HEADER = "## memlane memory brief"
BRIEF_PREAMBLE = (
    "Use this project memory when relevant. Prefer current repository files over stale notes."
)
_BULLET = "- "


@dataclass(frozen=True)
class BriefLine:
    id: str
    text: str


@dataclass
class Brief:
    text: str
    truncated: bool
    counts: dict[str, int]
    chars: int
    token_estimate: int
    item_ids: list[str] = field(default_factory=list)


def clamp_brief_chars(n: int | None) -> int:
    """The character budget: default 1800 when unset, clamped to 400–4000."""
    if n is None:
        return BRIEF_DEFAULT_CHARS
    return max(BRIEF_MIN_CHARS, min(BRIEF_MAX_CHARS, int(n)))


def brief_line(text: str) -> str:
    """One bullet line: whitespace-collapsed, at most ``BRIEF_LINE_CAP`` characters overall.

    The cap includes the bullet and the closing "…" of a cut, which never splits a grapheme.
    """
    return _BULLET + cap_text(one_line(text), BRIEF_LINE_CAP - len(_BULLET))


def brief_header(receipt: str | None = None) -> str:
    """The first line; a recorded brief names its receipt there, as a recall packet does, so
    whoever reads it can report the outcome of the work it informed."""
    return f"{BRIEF_HEADER} (receipt {one_line(receipt)})" if receipt else BRIEF_HEADER


def compose_brief(
    groups: Mapping[str, Sequence[BriefLine]],
    budget_chars: int | None = None,
    *,
    receipt: str | None = None,
) -> Brief:
    """Compose the brief from already-eligible, already-ordered lines per group.

    A group heading (``### <group>``) is emitted only together with its first line. Lines
    whose text is blank are skipped. With nothing to say the brief is empty (``text == ""``),
    so callers inject nothing rather than a bare header. ``receipt`` goes into the header
    (and counts against the budget like any other character).
    """
    unknown = sorted(set(groups) - set(GROUP_ORDER))
    if unknown:
        raise InvalidInput(
            f"unknown brief group(s): {', '.join(unknown)}",
            remedy=f"use one of: {', '.join(GROUP_ORDER)}",
        )
    budget = clamp_brief_chars(budget_chars)
    header = brief_header(receipt)
    parts = [header, BRIEF_PREAMBLE]
    length = len(header) + 1 + len(BRIEF_PREAMBLE)
    counts = dict.fromkeys(GROUP_ORDER, 0)
    item_ids: list[str] = []
    truncated = False
    for group in GROUP_ORDER:
        for item in groups.get(group, ()):
            if not item.text.strip():
                continue
            line = brief_line(item.text)
            # A new group costs a blank line and its heading, and both go with its first line.
            addition = [line] if counts[group] else ["", f"### {group}", line]
            added = sum(len(p) + 1 for p in addition)  # each part joins with one "\n"
            if length + added > budget:
                truncated = True
                break
            parts.extend(addition)
            length += added
            counts[group] += 1
            item_ids.append(item.id)
        if truncated:
            break
    text = "\n".join(parts) if item_ids else ""
    return Brief(
        text=text,
        truncated=truncated,
        counts=counts,
        chars=len(text),
        token_estimate=estimate_tokens(text),
        item_ids=item_ids,
    )


__all__ = [
    "BRIEF_DEFAULT_CHARS",
    "BRIEF_LINE_CAP",
    "BRIEF_MAX_CHARS",
    "BRIEF_MIN_CHARS",
    "GROUP_ORDER",
    "Brief",
    "BriefLine",
    "brief_header",
    "brief_line",
    "clamp_brief_chars",
    "compose_brief",
]
