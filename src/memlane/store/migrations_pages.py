"""Migrations that cut the database pages a remember() writes (issue 21): each b-tree a write
touches is at least one 4 KiB page appended to the write-ahead log and copied back by a
checkpoint, so a table or index that answers nothing the write path or a reader needs is
dropped or narrowed. bench/write_pages.py names the pages per commit by b-tree.
store/migrations.py lists them in order with the others; never edit one that has shipped.
"""

from __future__ import annotations

import sqlite3

from memlane.store.sql_script import exec_script

# The vector change log's triggers (m002), as m022 recreates them on the new table.
_VECTOR_CHANGE_TRIGGERS = """
    CREATE TRIGGER records_vec_ai AFTER INSERT ON records BEGIN
        INSERT INTO vector_changes(record_rowid) VALUES (new.rowid);
    END;
    CREATE TRIGGER records_vec_au AFTER UPDATE OF content_hash, archived, scope, kind
        ON records BEGIN
        INSERT INTO vector_changes(record_rowid) VALUES (new.rowid);
    END;
    CREATE TRIGGER records_vec_ad AFTER DELETE ON records BEGIN
        INSERT INTO vector_changes(record_rowid) VALUES (old.rowid);
    END;
    CREATE TRIGGER embeddings_ai AFTER INSERT ON embeddings BEGIN
        INSERT INTO vector_changes(record_rowid)
        SELECT rowid FROM records WHERE content_hash = new.content_hash;
    END;
    CREATE TRIGGER embeddings_ad AFTER DELETE ON embeddings BEGIN
        INSERT INTO vector_changes(record_rowid)
        SELECT rowid FROM records WHERE content_hash = old.content_hash;
    END;
"""


def m022_vector_changes_append_only(db: sqlite3.Connection) -> None:
    # AUTOINCREMENT wrote the log's row in sqlite_sequence with every insert: one more page a
    # remember(). Readers need sequence numbers that only grow (store/vectors.py replays the
    # entries past the last one it saw); a plain INTEGER PRIMARY KEY takes the largest plus
    # one, which reuses a number only after the newest entries are deleted, so the log now
    # refuses every delete and the numbers grow as before. The nonce (m011) is the column's
    # default instead of an UPDATE of each new row. The triggers that write the log are
    # dropped first: renaming a table rewrites the triggers that name it, and these would
    # name the dropped one.
    exec_script(
        db,
        f"""
        DROP TRIGGER records_vec_ai;
        DROP TRIGGER records_vec_au;
        DROP TRIGGER records_vec_ad;
        DROP TRIGGER embeddings_ai;
        DROP TRIGGER embeddings_ad;
        CREATE TABLE vector_changes_next (
            seq INTEGER PRIMARY KEY,
            record_rowid INTEGER NOT NULL,
            nonce INTEGER DEFAULT (random())
        );
        INSERT INTO vector_changes_next(seq, record_rowid, nonce)
            SELECT seq, record_rowid, nonce FROM vector_changes ORDER BY seq;
        DROP TABLE vector_changes;
        DELETE FROM sqlite_sequence WHERE name = 'vector_changes';
        ALTER TABLE vector_changes_next RENAME TO vector_changes;
        {_VECTOR_CHANGE_TRIGGERS}
        CREATE TRIGGER vector_changes_append_only BEFORE DELETE ON vector_changes BEGIN
            SELECT RAISE(ABORT, 'the vector change log is append-only');
        END;
        """,
    )


def m023_embedding_models(db: sqlite3.Connection) -> None:
    # The (model, dim) index over every vector (m012) answered one question, which models the
    # store holds, and cost a page of each remember(). The few models a store ever holds are
    # rows of their own: a trigger adds one with its first vector (no write after that), and
    # dropping vectors removes the models left without any (store/vector_tables.py).
    exec_script(
        db,
        """
        CREATE TABLE embedding_models (
            model_id TEXT NOT NULL,
            dim INTEGER NOT NULL,
            PRIMARY KEY (model_id, dim)
        ) WITHOUT ROWID;
        INSERT INTO embedding_models(model_id, dim) SELECT DISTINCT model_id, dim FROM embeddings;
        DROP INDEX embeddings_model;
        CREATE TRIGGER embedding_models_ai AFTER INSERT ON embeddings
            WHEN NOT EXISTS (
                SELECT 1 FROM embedding_models WHERE model_id = new.model_id AND dim = new.dim
            ) BEGIN
            INSERT INTO embedding_models(model_id, dim) VALUES (new.model_id, new.dim);
        END;
        """,
    )


# The smallest token count the near-duplicate guard looks facts up by (m024): its size lookup
# serves a text whose near duplicates may be longer than the signatures cover
# (core/duplicate_signatures.probes), and those sizes start well above this.
LONG_FACT_TOKENS = 128


def m024_long_fact_sizes(db: sqlite3.Connection) -> None:
    # fact_tokens' index on the token count (m016) served one lookup, the facts of a size
    # range for a text too long for the signatures (store/duplicate_tables.py), whose range
    # starts at ~170 tokens; every fact's write added its entry, a page of most remember()s.
    # Only the long facts are indexed now; the lookup names the bound so SQLite uses it.
    exec_script(
        db,
        f"""
        DROP INDEX fact_tokens_size;
        CREATE INDEX fact_tokens_long ON fact_tokens(n) WHERE n >= {LONG_FACT_TOKENS};
        """,
    )


# Every scope's (scope key, record count), in key order: since m025, rows of store_counters
# named 'scope:' + the key.
SCOPE_COUNTS = (
    "SELECT substr(name, 7) AS scope, value AS n FROM store_counters "
    "WHERE name >= 'scope:' AND name < 'scope;' ORDER BY name"
)


def m025_scope_counts_in_counters(db: sqlite3.Connection) -> None:
    # The per-scope counts (m010) sat in a table of their own beside store_counters, and every
    # remember() wrote a page of each. They are store_counters rows now ('scope:' + the key),
    # so the count and the records version a write moves share one page.
    exec_script(
        db,
        """
        INSERT INTO store_counters(name, value) SELECT 'scope:' || scope, n FROM record_scopes;
        DROP TRIGGER records_scopes_ai;
        DROP TRIGGER records_scopes_ad;
        DROP TRIGGER records_scopes_au;
        DROP TABLE record_scopes;
        CREATE TRIGGER records_scopes_ai AFTER INSERT ON records BEGIN
            INSERT INTO store_counters(name, value) VALUES ('scope:' || new.scope, 1)
                ON CONFLICT(name) DO UPDATE SET value = value + 1;
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        CREATE TRIGGER records_scopes_ad AFTER DELETE ON records BEGIN
            UPDATE store_counters SET value = value - 1 WHERE name = 'scope:' || old.scope;
            DELETE FROM store_counters WHERE name = 'scope:' || old.scope AND value <= 0;
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        CREATE TRIGGER records_scopes_au AFTER UPDATE ON records BEGIN
            UPDATE store_counters SET value = value - 1
                WHERE name = 'scope:' || old.scope AND old.scope != new.scope;
            DELETE FROM store_counters WHERE name = 'scope:' || old.scope AND value <= 0;
            INSERT INTO store_counters(name, value)
                SELECT 'scope:' || new.scope, 1 WHERE old.scope != new.scope
                ON CONFLICT(name) DO UPDATE SET value = value + 1;
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        """,
    )


def m026_vector_log_on_vectors(db: sqlite3.Connection) -> None:
    # A new record's log entry tells the vector index to read its vector; a new text has none
    # yet (its vector's own insert logs the record, embeddings_ai) and a lexical store never
    # has any, so the entry was a page of each remember() that no index read anything for.
    # The insert is logged only when its text already has a vector (the same text stored
    # before); updates and deletes are logged as before (a vector may leave the index).
    exec_script(
        db,
        """
        DROP TRIGGER records_vec_ai;
        CREATE TRIGGER records_vec_ai AFTER INSERT ON records
            WHEN EXISTS (SELECT 1 FROM embeddings WHERE content_hash = new.content_hash) BEGIN
            INSERT INTO vector_changes(record_rowid) VALUES (new.rowid);
        END;
        """,
    )


# Segments a level of the full-text index holds before a write's incremental merge takes them
# (FTS5's 'automerge', default 4; m027).
FULL_TEXT_AUTOMERGE = 8


def m027_full_text_automerge(db: sqlite3.Connection) -> None:
    # Each remember() adds a one-page segment to the full-text index, and FTS5 merged any
    # level of 4 segments a little at a time as writes went on: each entry is rewritten once
    # per level, and the levels of a 100k store hold segments of ~2,000 pages. Over 1,500
    # remember()s into one (bench/write_pages.py, lexical) that merging was 10.1 of the 35.0
    # pages a write; merging levels of 8 (log8 levels instead of log4: each entry rewritten
    # 2/3 as often) wrote 2.6 of 29.6. A query reads up to 7 segments a level instead of 3
    # (17 segments instead of 15 after 3,000 writes, its CPU unchanged within noise). The
    # setting lives in the index's own config table: every connection and process reads it.
    db.execute(
        "INSERT INTO records_fts(records_fts, rank) VALUES ('automerge', ?)",
        (FULL_TEXT_AUTOMERGE,),
    )


__all__ = [
    "FULL_TEXT_AUTOMERGE",
    "LONG_FACT_TOKENS",
    "SCOPE_COUNTS",
    "m022_vector_changes_append_only",
    "m023_embedding_models",
    "m024_long_fact_sizes",
    "m025_scope_counts_in_counters",
    "m026_vector_log_on_vectors",
    "m027_full_text_automerge",
]
