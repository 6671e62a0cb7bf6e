"""Upkeep of the store's FTS5 indexes (the full-text index and the trigram substring index).

Invariant: upkeep changes how an index is laid out on disk, never what it answers. FTS5 writes
each transaction's terms as a new segment and merges segments a little at each later write
(automerge). A bulk write leaves merges under way that it did not pay for: the remember()
calls after importing 100k records rewrote ~6 extra index pages each for their first few
hundred writes, most of their full-text cost. A bulk write therefore finishes those merges
itself, in its own transaction.
"""

from __future__ import annotations

from memlane.store.connection import Connection

# Records a write must insert at once to finish the merges it started (an import, a large
# remember_many); smaller writes leave them to automerge, as every single remember() does.
SETTLE_MIN_RECORDS = 1000
# Index pages one 'merge' command writes at most; repeated until a step finds nothing to do.
_MERGE_PAGES = 500
_FULL_TEXT_TABLES = ("records_fts", "records_substr")


class FullTextUpkeep(Connection):
    def _settle_full_text(self) -> None:
        """Inside the caller's write transaction: finish the merges under way in each FTS5
        index, and merge any level of 4 segments or more (FTS5's 'usermerge', which a 'merge'
        with a positive page count applies; never a full rebuild). Single writes leave the
        full-text index's levels up to 8 (automerge, m027): a bulk write's settled index has
        fewer segments than they keep."""
        for table in _FULL_TEXT_TABLES:
            present = self._db.execute(
                "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)
            ).fetchone()
            if not present:
                continue
            while True:
                # FTS5's documented test for "nothing left to merge": a step that changes
                # fewer than two rows did no merge work.
                before = self._db.total_changes
                self._db.execute(
                    f'INSERT INTO "{table}"("{table}", rank) VALUES (?, ?)', ("merge", _MERGE_PAGES)
                )
                if self._db.total_changes - before < 2:
                    break


__all__ = ["SETTLE_MIN_RECORDS", "FullTextUpkeep"]
