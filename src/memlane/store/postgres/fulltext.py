"""Full text for PostgreSQL: tsvector documents and tsquery expressions built in Python.

The words are split here, the way SQLite's FTS5 ``unicode61 remove_diacritics 2`` tokenizer
splits them (letters and digits, case and accents folded, everything else a separator), and
handed to PostgreSQL as literal ``tsvector``/``tsquery`` values. Going through a text search
configuration instead would let PostgreSQL's parser keep ``app.py`` or ``a-b`` as one token,
and the same query would then find different records on the two backends.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable, Sequence

_WORD = re.compile(r"[^\W_]+")
# PostgreSQL limits: positions 1..16383, at most 256 positions per lexeme, lexemes < 2 KiB.
_MAX_POSITION = 16383
_MAX_POSITIONS_PER_WORD = 255
_MAX_WORD_BYTES = 2046
# Field weights, as FTS5's bm25() weights them in the SQLite store (title 3, tags 1.5, the
# rest 1): A title, B tags, D body/why/how. ``ts_rank`` takes them in {D, C, B, A} order.
RANK_WEIGHTS = "{0.3333, 0.3333, 0.5, 1.0}"


def words(text: str | None) -> list[str]:
    """The lowercase, accent-folded letter-and-digit runs of ``text``, in order."""
    if not text:
        return []
    folded = unicodedata.normalize("NFKD", text.lower())
    stripped = "".join(c for c in folded if not unicodedata.combining(c))
    return [w for w in _WORD.findall(stripped) if len(w.encode()) <= _MAX_WORD_BYTES]


def _quote(word: str) -> str:
    return "'" + word.replace("\\", "\\\\").replace("'", "''") + "'"


def tsvector_text(fields: Sequence[tuple[str | None, str]]) -> str:
    """A ``tsvector`` literal of ``(text, weight)`` fields with word positions, so ranking
    and phrase queries see the same document on every server."""
    positions: dict[str, list[str]] = {}
    pos = 0
    for text, weight in fields:
        for word in words(text):
            pos = min(pos + 1, _MAX_POSITION)
            seen = positions.setdefault(word, [])
            if len(seen) < _MAX_POSITIONS_PER_WORD:
                seen.append(f"{pos}{weight}")
        pos = min(pos + 1, _MAX_POSITION)  # fields never form a phrase across their border
    return " ".join(f"{_quote(w)}:{','.join(p)}" for w, p in positions.items())


def term_query(term: str, *, prefix: bool = False) -> str | None:
    """A ``tsquery`` literal matching ``term`` as FTS5 matches a quoted phrase: its words in
    sequence (``<->``), the last one as a prefix when asked. None if it has no word."""
    parts = words(term)
    if not parts:
        return None
    quoted = [_quote(w) for w in parts]
    if prefix:
        quoted[-1] += ":*"
    return " <-> ".join(quoted)


def any_query(terms: Iterable[str], *, prefix: bool = False) -> list[str]:
    """One tsquery literal per distinct usable term (callers OR them)."""
    out: list[str] = []
    for term in dict.fromkeys(terms):
        q = term_query(term, prefix=prefix)
        if q is not None and q not in out:
            out.append(q)
    return out


def bm25_idf(doc_count: int, freq: int) -> float:
    """BM25's inverse document frequency (always positive): rare words weigh more."""
    return math.log((doc_count - freq + 0.5) / (freq + 0.5) + 1.0)
