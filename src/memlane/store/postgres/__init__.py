"""The PostgreSQL + pgvector store for a team: the same Store protocol as SQLite.

Tables are split by concept across ``records`` (records, history, full text), ``vectors``
(pgvector), ``activity`` (receipts, tool calls, users, request windows), ``lifecycle``
(verdicts, links, merges, runs, observations) and ``sessions`` (agent sessions and pauses);
``connection`` holds the pool and the write lock, ``migrations`` the numbered schema.

Several server processes may share one database: nothing a read depends on lives in a
process (vectors are searched in the database, the full-text vocabulary and scope counts are
kept by triggers, store metadata is a table), and every write takes the same advisory lock.
"""

from __future__ import annotations

from memlane.store.postgres.activity import ActivityTables
from memlane.store.postgres.lifecycle import LifecycleTables
from memlane.store.postgres.records import RecordTables
from memlane.store.postgres.sessions import SessionTables
from memlane.store.postgres.vectors import EXACT_MAX, VectorTables


class PostgresStore(RecordTables, VectorTables, ActivityTables, LifecycleTables, SessionTables):
    """A :class:`~memlane.store.protocol.Store` on PostgreSQL with pgvector."""

    backend = "postgres"


__all__ = ["EXACT_MAX", "PostgresStore"]
