"""Consolidation proposals from a scope's memories: duplicates, supersessions, archives.

Pure rules; ``services.consolidate`` reads the store, asks the model and applies. Every rule
here is lexical and deterministic, and stays inside one scope and one kind:

- **duplicate**: normalized title+body token Jaccard at or above the near-duplicate threshold,
  grouped by complete linkage (every pair of a group is a duplicate pair) up to 8 members;
- **supersession**: see ``core.supersession_rules``;
- **archive**: a stale verdict with a confident reason on the current content, never
  exposed, not pinned, content unchanged for at least ``min_age_days``.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Literal

from memlane.core import bounds
from memlane.core.records import NEAR_DUPLICATE_JACCARD, Record, duplicate_tokens, jaccard

ProposalKind = Literal["duplicate", "semantic", "merge", "supersession", "archive", "retention"]
PROPOSAL_KINDS: tuple[str, ...] = (
    "duplicate",
    "semantic",
    "merge",
    "supersession",
    "archive",
    "retention",
)
# The kinds consolidation may touch; notes are files (their folder is the source of truth),
# events and lessons record what happened.
CONSOLIDATED_KINDS: tuple[str, ...] = ("fact", "pattern")
SEMANTIC_COSINE = 0.90
MAX_MEMBERS = 8
DEFAULT_MIN_AGE_DAYS = 30

LINK_SUPERSEDES = "supersedes"
LINK_MERGED_INTO = "merged_into"


@dataclass(frozen=True)
class Link:
    """``src supersedes dst`` (newer → older guidance) or ``src merged_into dst``."""

    src_id: str
    dst_id: str
    kind: str
    reason: str
    created_at: datetime

    def to_dict(self) -> dict[str, Any]:
        return {
            "src_id": self.src_id,
            "dst_id": self.dst_id,
            "kind": self.kind,
            "reason": self.reason,
            "created_at": self.created_at.isoformat(),
        }


@dataclass(frozen=True)
class Proposal:
    """One change consolidation suggests. ``members`` are record ids (for a supersession:
    the newer first, then the older it supersedes; for a merge: the survivor first).
    ``hashes`` are the members' content hashes when proposed: applying refuses a member that
    changed since. ``applicable`` is False for preview-only proposals, with ``note`` saying why.
    """

    kind: ProposalKind
    scope: str
    members: tuple[str, ...]
    hashes: tuple[str, ...]
    reason: str
    similarity: float | None = None
    text: str | None = None
    heading: str | None = None
    applicable: bool = True
    note: str | None = None
    slugs: tuple[str | None, ...] = field(default=())

    @property
    def id(self) -> str:
        h = hashlib.sha256(self.kind.encode())
        for member, digest in zip(self.members, self.hashes, strict=True):
            h.update(f"\x1f{member}:{digest}".encode())
        h.update(f"\x1f{self.text or ''}".encode())
        return f"p_{h.hexdigest()[:20]}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "scope": self.scope,
            "members": list(self.members),
            "slugs": list(self.slugs),
            "hashes": list(self.hashes),
            "reason": self.reason,
            "similarity": None if self.similarity is None else round(self.similarity, 4),
            "text": self.text,
            "heading": self.heading,
            "applicable": self.applicable,
            "note": self.note,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Proposal:
        return cls(
            kind=data["kind"],
            scope=str(data["scope"]),
            members=tuple(data["members"]),
            hashes=tuple(data["hashes"]),
            reason=str(data["reason"]),
            similarity=data.get("similarity"),
            text=data.get("text"),
            heading=data.get("heading"),
            applicable=bool(data.get("applicable", True)),
            note=data.get("note"),
            slugs=tuple(data.get("slugs") or ()),
        )


def proposal(kind: ProposalKind, members: Sequence[Record], reason: str, **extra: Any) -> Proposal:
    return Proposal(
        kind=kind,
        scope=members[0].scope,
        members=tuple(r.id for r in members),
        hashes=tuple(r.content_hash for r in members),
        slugs=tuple(r.slug for r in members),
        reason=reason,
        **extra,
    )


# -- duplicates ------------------------------------------------------------------------------


def duplicate_text(rec: Record) -> frozenset[str]:
    """The token set duplicates are compared on (the near-duplicate guard's)."""
    return duplicate_tokens(f"{rec.title} {rec.body}")


def similar_pairs(sets: Sequence[frozenset[str]], threshold: float) -> list[tuple[int, int, float]]:
    """Every pair (i < j) whose Jaccard is at least ``threshold``, without comparing all pairs.

    PPJoin (Xiao et al., 2008): tokens are ordered rarest first, and sets are visited
    smallest first. Two sets with Jaccard ≥ t share one of the first |s| − ⌈t·|s|⌉ + 1 tokens
    of each (prefix filter), their sizes are within a factor t (size filter), and the overlap
    still reachable from the positions where they meet must reach ⌈t/(1+t)·(|x|+|y|)⌉
    (positional filter). Only the pairs that pass all three are intersected: 10k template-
    like memories check thousands of pairs instead of millions.
    """
    freq: Counter[str] = Counter()
    for s in sets:
        freq.update(s)
    ordered = [sorted(s, key=lambda t: (freq[t], t)) for s in sets]
    visit = sorted(range(len(sets)), key=lambda k: (len(ordered[k]), k))
    index: dict[str, list[tuple[int, int]]] = {}
    out: list[tuple[int, int, float]] = []
    for x in visit:
        tokens = ordered[x]
        size = len(tokens)
        if not size:
            continue
        prefix = size - math.ceil(threshold * size - 1e-9) + 1
        overlap: dict[int, int] = {}
        for i, token in enumerate(tokens[:prefix]):
            for y, j in index.get(token, ()):
                other = len(ordered[y])
                if other < threshold * size:
                    continue  # size filter (y is never larger than x)
                needed = math.ceil(threshold / (1 + threshold) * (size + other) - 1e-9)
                seen = overlap.get(y, 0)
                if seen >= 0 and seen + 1 + min(size - i - 1, other - j - 1) >= needed:
                    overlap[y] = seen + 1
                else:
                    overlap[y] = -1  # the positional filter rules this pair out for good
            index.setdefault(token, []).append((x, i))
        for y, seen in overlap.items():
            if seen <= 0:
                continue
            shared = len(sets[x] & sets[y])
            sim = shared / (size + len(ordered[y]) - shared)
            if sim >= threshold:
                out.append((min(x, y), max(x, y), sim))
    out.sort()
    return out


def group_pairs(
    pairs: Iterable[tuple[int, int, float]], *, max_members: int = MAX_MEMBERS
) -> list[tuple[list[int], float]]:
    """Complete-linkage groups from similar pairs, strongest first: two groups join only when
    every cross pair is itself similar, so a chain A≈B≈C never merges A with a different C."""
    sims = {(min(i, j), max(i, j)): s for i, j, s in pairs}
    group_of: dict[int, list[int]] = {}
    for (i, j), _ in sorted(sims.items(), key=lambda kv: (-kv[1], kv[0])):
        gi = group_of.get(i, [i])
        gj = group_of.get(j, [j])
        if gi is gj or len(gi) + len(gj) > max_members:
            continue
        if all((min(a, b), max(a, b)) in sims for a in gi for b in gj):
            merged = sorted(gi + gj)
            for m in merged:
                group_of[m] = merged
    out: list[tuple[list[int], float]] = []
    seen: set[int] = set()
    for members in group_of.values():
        if id(members) in seen:
            continue
        seen.add(id(members))
        weakest = min(sims[(a, b)] for ai, a in enumerate(members) for b in members[ai + 1 :])
        out.append((members, weakest))
    out.sort(key=lambda g: (-g[1], g[0]))
    return out


def survivor_order(rec: Record, exposures: int, changed_at: datetime) -> tuple[Any, ...]:
    """Sort key for the member a merge keeps: pinned, most recalled, newest content, id."""
    return (not rec.pinned, -exposures, -changed_at.timestamp(), rec.id)


_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")


def merged_body(survivor: Record, others: Sequence[Record]) -> str:
    """The survivor's text plus every sentence of the others it does not already say (a
    sentence counts as said when its tokens are a near duplicate of one already kept)."""
    kept = [s for s in _SENTENCE.split(survivor.body.strip()) if s.strip()]
    kept_tokens = [duplicate_tokens(s) for s in kept]
    added: list[str] = []
    for other in others:
        for sentence in _SENTENCE.split(other.body.strip()):
            tokens = duplicate_tokens(sentence)
            if not tokens or any(jaccard(tokens, t) >= NEAR_DUPLICATE_JACCARD for t in kept_tokens):
                continue
            if any(tokens <= t for t in kept_tokens):
                continue  # everything it says is already in a kept sentence
            added.append(sentence.strip())
            kept_tokens.append(tokens)
    if not added:
        return survivor.body
    joiner = "\n" if "\n" in survivor.body else " "
    return survivor.body.rstrip() + joiner + joiner.join(added)


def merged_tags(members: Sequence[Record]) -> tuple[str, ...]:
    tags = list(dict.fromkeys(t for r in members for t in r.tags))
    return tuple(tags[: bounds.MAX_TAGS])


# -- archive ---------------------------------------------------------------------------------


def archive_reason(
    rec: Record,
    *,
    verdict: str | None,
    verdict_hash: str | None,
    verdict_reason: str | None,
    exposures: int,
    changed_at: datetime,
    now: datetime,
    min_age_days: int,
) -> str | None:
    """Why ``rec`` may be archived, or None: stale with a confident reason on its current
    content, never exposed, not pinned, content unchanged for ``min_age_days``."""
    if rec.archived or rec.pinned or exposures > 0:
        return None
    if verdict != "stale" or verdict_hash != rec.content_hash or not verdict_reason:
        return None
    age = now - changed_at
    if age < timedelta(days=min_age_days):
        return None
    return f"stale ({verdict_reason}); never recalled; content unchanged for {age.days} days"


__all__ = [
    "CONSOLIDATED_KINDS",
    "DEFAULT_MIN_AGE_DAYS",
    "LINK_MERGED_INTO",
    "LINK_SUPERSEDES",
    "MAX_MEMBERS",
    "PROPOSAL_KINDS",
    "SEMANTIC_COSINE",
    "Link",
    "Proposal",
    "ProposalKind",
    "archive_reason",
    "duplicate_text",
    "group_pairs",
    "merged_body",
    "merged_tags",
    "proposal",
    "similar_pairs",
    "survivor_order",
]
