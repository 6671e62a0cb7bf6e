"""TF-IDF search over project notes, with ``idf = ln((N+1)/(df+1)) + 1``.

Term counts and an inverted index are built once per :class:`NoteIndex` (once per scan); a
query touches only the postings of its own terms, never every pair of notes — the shape the
reference design rewrote after an O(notes² x tokens) version hung. Ties break by most
recently updated, then id, so the same notes and query always give the same order.
"""

from __future__ import annotations

import bisect
import math
import re
from collections import Counter
from collections.abc import Sequence

from memlane.errors import InvalidInput, PayloadTooLarge
from memlane.notes.model import EXCERPT_CHARS, MAX_QUERY_BYTES, MAX_SEARCH_RESULTS, Note, NoteHit

# Letters and digits only (so snake_case splits); one-character tokens only when numeric.
_WORD = re.compile(r"[^\W_]{2,}|\d")
TITLE_WEIGHT = 3
TAG_WEIGHT = 2
# A query term of 4+ characters also matches longer words it starts ("auth" finds
# "authentication"), worth less than the exact word; capped so one short prefix cannot fan out
# over the whole vocabulary.
PREFIX_MIN = 4
PREFIX_WEIGHT = 0.75
PREFIX_FANOUT = 64


def search_tokens(text: str) -> list[str]:
    """Casefolded runs of letters and digits (``snake_case`` splits), two characters or more
    unless numeric."""
    return _WORD.findall(text.casefold())


class NoteIndex:
    """Per-note term counts and an inverted index over ``notes``, built once."""

    def __init__(self, notes: Sequence[Note]) -> None:
        self.notes: tuple[Note, ...] = tuple(notes)
        self._postings: dict[str, dict[int, int]] = {}
        self._lengths: list[int] = []
        for position, note in enumerate(self.notes):
            counts: Counter[str] = Counter(search_tokens(note.body))
            for token in search_tokens(note.title):
                counts[token] += TITLE_WEIGHT
            for token in search_tokens(" ".join(note.tags)):
                counts[token] += TAG_WEIGHT
            self._lengths.append(max(1, sum(counts.values())))
            for token, count in counts.items():
                self._postings.setdefault(token, {})[position] = count
        self._vocabulary = sorted(self._postings)

    def idf(self, term: str) -> float:
        df = len(self._postings.get(term, ()))
        return math.log((len(self.notes) + 1) / (df + 1)) + 1

    def search(self, query: str, *, limit: int = MAX_SEARCH_RESULTS) -> list[NoteHit]:
        """The best ``limit`` notes (at most 20) for ``query`` (at most 4 KiB)."""
        terms = _validate(query, limit)
        scores: dict[int, float] = {}
        matched: dict[int, set[str]] = {}
        for term in terms:
            best: dict[int, float] = {}
            for variant, weight in self._variants(term):
                idf = self.idf(variant)
                for position, count in self._postings[variant].items():
                    value = weight * (count / self._lengths[position]) * idf
                    if value > best.get(position, 0.0):
                        best[position] = value
                    matched.setdefault(position, set()).add(variant)
            for position, value in best.items():
                scores[position] = scores.get(position, 0.0) + value
        ranked = sorted(
            scores,
            key=lambda p: (
                -scores[p],
                -self.notes[p].updated_at.timestamp(),
                self.notes[p].id,
            ),
        )
        hits: list[NoteHit] = []
        for position in ranked[: min(limit, MAX_SEARCH_RESULTS)]:
            note = self.notes[position]
            hits.append(
                NoteHit(
                    id=note.id,
                    title=note.title,
                    relative_path=note.relative_path,
                    score=scores[position],
                    excerpt=excerpt(note.body, matched[position]),
                    archived=note.archived,
                )
            )
        return hits

    def _variants(self, term: str) -> list[tuple[str, float]]:
        out: list[tuple[str, float]] = []
        if term in self._postings:
            out.append((term, 1.0))
        if len(term) >= PREFIX_MIN:
            start = bisect.bisect_right(self._vocabulary, term)
            for candidate in self._vocabulary[start : start + PREFIX_FANOUT]:
                if not candidate.startswith(term):
                    break
                out.append((candidate, PREFIX_WEIGHT))
        return out


def excerpt(body: str, terms: set[str] | frozenset[str], limit: int = EXCERPT_CHARS) -> str:
    """At most ``limit`` characters of ``body`` (whitespace collapsed), centred on the first
    whole-word occurrence of any of ``terms``; the start of the body when none occurs."""
    text = " ".join(body.split())
    if len(text) <= limit:
        return text
    position, length = 0, 0
    if terms:
        alternatives = "|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True))
        found = re.search(rf"(?<![^\W_])(?:{alternatives})(?![^\W_])", text, re.IGNORECASE)
        if found:
            position, length = found.start(), found.end() - found.start()
    start = max(0, position - (limit - length) // 2)
    end = min(len(text), start + limit)
    start = max(0, end - limit)
    snippet = text[start:end]
    if start > 0:
        snippet = "…" + snippet[1:]
    if end < len(text):
        snippet = snippet[:-1] + "…"
    return snippet


def _validate(query: str, limit: int) -> list[str]:
    if len(query.encode("utf-8", "surrogatepass")) > MAX_QUERY_BYTES:
        raise PayloadTooLarge(
            f"the query is longer than {MAX_QUERY_BYTES} bytes", remedy="shorten the query"
        )
    if not query.strip():
        raise InvalidInput("the query is empty", remedy="pass a word or phrase to search for")
    if limit < 1:
        raise InvalidInput(f"limit must be at least 1, not {limit}", remedy="pass --limit 1..20")
    return list(dict.fromkeys(search_tokens(query)))


__all__ = ["NoteIndex", "excerpt", "search_tokens"]
