"""Plain substring lookup over records' titles, bodies and tags (search keeps every such hit).

The answer is defined by SQLite's ``LIKE '%term%'`` (ASCII case ignored, everything else
exact; ``%``, ``_`` and ``\\`` literal). Scanning every visible row's text with it was ~17 ms
of a search at 10k records, so terms of three or more characters are looked up in a trigram
index (m015) that holds the text as LIKE compares it: lowered by SQLite's ASCII-only
``lower()`` and cut at a NUL, where LIKE stops reading. A quoted term, lowered the same way,
then matches exactly the rows LIKE would (tests/test_store_substrings.py compares the two on
random texts). Shorter terms, terms with a NUL (LIKE's pattern ends there) and stores without
the index (an SQLite older than 3.34) keep the scan.

The index holds every record up to a rowid mark and none above it (m019): the newest records
wait in a tail of at most ``TAIL_MAX`` and are indexed together, one FTS5 segment for all of
them instead of one per write. A lookup reads the tail with LIKE and the index below the mark,
in one read transaction, so a tail indexed meanwhile by another process is neither missed nor
counted twice.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from operator import itemgetter
from typing import Any

from memlane.store.connection import Connection, translating_errors
from memlane.store.migrations_derived import SUBSTRING_UPTO, like_views
from memlane.store.migrations_pages import SCOPE_COUNTS

# The trigram tokenizer indexes every three consecutive characters.
TRIGRAM = 3
# str.translate table of SQLite's lower() without ICU: A-Z only.
_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}
# Rows of the index read at a time: enough to yield the ids wanted at the visible scopes'
# share of the records, and a quarter more (another page is read when too many were
# filtered out), at least _PAGE_MIN and at most _PAGE_MAX. Each further page restarts the
# index's walk, which cost more than reading the extra rows: a search at 10k records that
# sees half of them read two pages per lookup.
_PAGE_MIN = 256
_PAGE_MAX = 20_000
# The page is read once though the query reads it twice (its ids, then its count): SQLite
# 3.35 took the MATERIALIZED hint; an older one may walk the index twice, with one answer.
_MATERIALIZED = "MATERIALIZED " if sqlite3.sqlite_version_info >= (3, 35, 0) else ""
# Above every rowid (SQLite's are signed 64-bit).
_ROWID_END = 2**63 - 1
# Records written since the trigram index was last brought up to date, at most (m019): the
# write that reaches this many indexes them all. Each remember() indexed alone wrote ~20
# pages of index segments and merges (~1 ms at 100k records); 64 indexed together cost a
# fifth of that each, and a lookup reads at most this many rows with LIKE.
TAIL_MAX = 64


def _like_escaped(term: str) -> str:
    return term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def substring_match(terms: Sequence[str]) -> str:
    """The trigram index's MATCH expression for "contains any of ``terms``": each one
    ASCII-lowered (as the index holds the text) and quoted as a phrase of its trigrams."""
    return " OR ".join('"' + t.translate(_ASCII_LOWER).replace('"', '""') + '"' for t in terms)


def _like_clause(terms: Sequence[str]) -> tuple[str, list[str]]:
    """``LIKE '%term%'`` on title, body or tags for any of ``terms`` (on ``records r``)."""
    likes: list[str] = []
    params: list[str] = []
    for term in terms:
        likes.append(
            "r.title LIKE ? ESCAPE '\\' OR r.body LIKE ? ESCAPE '\\' OR r.tags LIKE ? ESCAPE '\\'"
        )
        params.extend([f"%{_like_escaped(term)}%"] * 3)
    return " OR ".join(likes), params


def _without_redundant(terms: Sequence[str]) -> list[str]:
    """``terms`` without the ones that contain another (ASCII case ignored): a text holding
    "fix the flaky tests" holds "flaky", so "contains any of" answers the same without it.
    A search's whole query is such a term, and as a trigram phrase it read the posting
    lists of "the", "tes", "in " … (most of a search at 10k records) to find a subset of
    the rows its rarest word finds."""
    unique = list(dict.fromkeys(t for t in terms if t))
    lowered = [t.translate(_ASCII_LOWER) for t in unique]
    kept: list[str] = []
    for i, term in enumerate(unique):
        # LIKE's pattern ends at a NUL: such a term is kept as it is, and covers none.
        covered = "\x00" not in term and any(
            "\x00" not in unique[j]
            and other in lowered[i]
            # a shorter term inside this one, or the same one in another case, seen first
            and (len(other) < len(lowered[i]) or j < i)
            for j, other in enumerate(lowered)
            if j != i
        )
        if not covered:
            kept.append(term)
    return kept


@translating_errors
class SubstringTables(Connection):
    _trigram_ready: bool | None = None
    _tail_ready: bool | None = None

    def substring_ids(
        self,
        terms: Sequence[str],
        *,
        scopes: Sequence[str],
        kinds: Sequence[str] | None,
        limit: int,
        include_archived: bool = False,
    ) -> list[str]:
        """Ids whose title, body or tags contain any of ``terms`` as a plain substring
        (ASCII case ignored), most recently written first. One query for all terms: at 100k
        records a scan per term was most of a search's time."""
        terms = _without_redundant(terms)
        if not scopes or not terms or limit <= 0:
            return []
        visible = f"r.scope IN ({','.join('?' * len(scopes))})"
        params: list[Any] = list(scopes)
        if kinds:
            visible += f" AND r.kind IN ({','.join('?' * len(kinds))})"
            params.extend(kinds)
        if not include_archived:
            visible += " AND r.archived = 0"
        likes, like_params = _like_clause(terms)
        indexed = all(len(t) >= TRIGRAM and "\x00" not in t for t in terms)
        if indexed and self._has_trigram_index():
            page = self._page_size(scopes, limit)
            with self._lock, self._snapshot():
                upto = self._substring_upto()
                # The tail first: its rowids are above every indexed one, so newest first.
                # NOT INDEXED keeps the rowid range (at most TAIL_MAX rows): the planner
                # otherwise took the scope index and ran LIKE over every visible record.
                found = [
                    row[0]
                    for row in self._db.execute(
                        f"SELECT r.id FROM records r NOT INDEXED WHERE r.rowid > ? AND ({likes}) "
                        f"AND {visible} ORDER BY r.rowid DESC LIMIT ?",
                        [upto, *like_params, *params, limit],
                    )
                ]
                if len(found) < limit:
                    found += self._newest_indexed(
                        substring_match(terms), visible, params, limit - len(found), page, upto
                    )
                return found
        sql = (
            f"SELECT r.id FROM records r WHERE ({likes}) AND {visible} "
            "ORDER BY r.rowid DESC LIMIT ?"
        )
        with self._lock:
            return [row[0] for row in self._db.execute(sql, [*like_params, *params, limit])]

    def _page_size(self, scopes: Sequence[str], limit: int) -> int:
        with self._lock:
            counts = dict(self._db.execute(SCOPE_COUNTS).fetchall())
        total = sum(counts.values())
        shown = max(1, sum(counts.get(s, 0) for s in set(scopes)))
        share = min(1.0, shown / total) if total else 1.0
        return min(max(math.ceil(limit / share * 1.25), _PAGE_MIN), _PAGE_MAX)

    def _newest_indexed(
        self, match: str, visible: str, params: Sequence[Any], limit: int, page: int, upto: int
    ) -> list[str]:
        """The index's matches ``page`` rows at a time, newest rowid first, each page's rows
        filtered by ``visible``, until ``limit`` ids are found. The index walks its matches
        in rowid order and stops at the page's end: a common term (``use`` in 18,000 of 100k
        records) costs a page, not every match joined to its record and sorted.

        A page answers its visible ids (newest first), then one row with its last rowid and
        how many rows it read. Returning every row read with a visible flag instead cost more
        than the index's walk: at 10k records a search's pages read ~2,500 rows, half of them
        in scopes it does not see, and each became a Python tuple."""
        sql = (
            f"WITH s AS {_MATERIALIZED}(SELECT rowid FROM records_substr "
            "WHERE records_substr MATCH ? AND rowid < ? ORDER BY rowid DESC LIMIT ?) "
            "SELECT 0, s.rowid, r.id FROM s JOIN record_keys r ON r.rowid = s.rowid "
            f"WHERE {visible} UNION ALL SELECT 1, MIN(rowid), COUNT(*) FROM s ORDER BY 1, 2 DESC"
        )
        found: list[str] = []
        before = min(upto, _ROWID_END - 1) + 1
        with self._lock:
            while len(found) < limit:
                rows = self._db.execute(sql, [match, before, page, *params]).fetchall()
                _, last, read = rows.pop()
                found.extend(map(itemgetter(2), rows))
                if read < page:
                    break
                before = last
        return found[:limit]

    @contextmanager
    def _snapshot(self) -> Iterator[None]:
        """Reads inside share one snapshot of the file (nothing to do inside a transaction)."""
        own = not self._db.in_transaction
        if own:
            self._db.execute("BEGIN")
        try:
            yield
        finally:
            if own:
                self._db.execute("COMMIT")

    def _substring_upto(self) -> int:
        """The rowid up to which the trigram index holds the records (m019); above every
        rowid on a store whose index has no tail."""
        row = self._db.execute(f"SELECT {SUBSTRING_UPTO}").fetchone()
        return _ROWID_END - 1 if row is None or row[0] is None else int(row[0])

    def _index_substring_tail(self) -> None:
        """Inside the caller's write transaction, after records were inserted: once the tail
        holds ``TAIL_MAX`` rowids, index all of it in one statement and move the mark."""
        if self._tail_ready is None:
            self._tail_ready = (
                self._db.execute(
                    "SELECT 1 FROM store_counters WHERE name = 'substring_upto'"
                ).fetchone()
                is not None
            )
        if not self._tail_ready:
            return
        upto, top = self._db.execute(
            f"SELECT {SUBSTRING_UPTO}, (SELECT COALESCE(MAX(rowid), 0) FROM records)"
        ).fetchone()
        if top - upto < TAIL_MAX:
            return
        self._db.execute(
            f"INSERT INTO records_substr(rowid, title, body, tags) "
            f"SELECT rowid, {like_views('')} FROM records WHERE rowid > ?",
            (upto,),
        )
        self._db.execute(
            "UPDATE store_counters SET value = ? WHERE name = 'substring_upto'", (top,)
        )

    def _has_trigram_index(self) -> bool:
        """Whether m015 built the index, and this SQLite's lower() and LIKE fold ASCII only
        (a build with ICU folds more, and the index would no longer be LIKE's view)."""
        if self._trigram_ready is None:
            with self._lock:
                built = self._db.execute(
                    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'records_substr'"
                ).fetchone()
                lower, like = self._db.execute(
                    "SELECT lower(char(192)) = char(192), char(192) LIKE char(224)"
                ).fetchone()
            self._trigram_ready = bool(built) and bool(lower) and not like
        return self._trigram_ready
