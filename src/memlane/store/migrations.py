"""Named schema migrations, applied in order on open, each in one transaction with its row.

Add a new function and append it to MIGRATIONS; never edit one that has shipped. They run
through store/migration_runner.py (one transaction each, progress reported).
"""

from __future__ import annotations

import sqlite3

from memlane.store.migration_runner import Migration
from memlane.store.migrations_derived import (
    m010_scope_counts,
    m015_substring_index,
    m016_fact_signatures,
    m017_record_keys,
    m018_signature_sizes,
    m019_substring_tail,
    m020_signatures_by_rowid,
    m021_fact_token_masks,
)
from memlane.store.migrations_pages import (
    m022_vector_changes_append_only,
    m023_embedding_models,
    m024_long_fact_sizes,
    m025_scope_counts_in_counters,
    m026_vector_log_on_vectors,
    m027_full_text_automerge,
)
from memlane.store.sql_script import exec_script


def m001_initial(db: sqlite3.Connection) -> None:
    exec_script(
        db,
        """
        CREATE TABLE records (
            id TEXT NOT NULL UNIQUE,
            kind TEXT NOT NULL,
            scope TEXT NOT NULL,
            slug TEXT,
            type TEXT,
            title TEXT NOT NULL,
            body TEXT NOT NULL,
            why TEXT,
            how TEXT,
            tags TEXT NOT NULL DEFAULT '',
            importance REAL NOT NULL DEFAULT 0.5,
            pinned INTEGER NOT NULL DEFAULT 0,
            archived INTEGER NOT NULL DEFAULT 0,
            category TEXT,
            confidence REAL,
            payload TEXT NOT NULL DEFAULT '{}',
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            valid_from TEXT,
            valid_until TEXT,
            content_hash TEXT NOT NULL,
            trigger TEXT NOT NULL DEFAULT 'manual',
            session_id TEXT,
            prov_at TEXT,
            source TEXT
        );
        CREATE UNIQUE INDEX records_slug ON records(scope, kind, slug) WHERE slug IS NOT NULL;
        CREATE INDEX records_scope_kind ON records(scope, kind, created_at);
        CREATE INDEX records_created ON records(created_at);
        CREATE INDEX records_hash ON records(content_hash);

        CREATE TABLE record_history (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            record_id TEXT NOT NULL,
            version TEXT NOT NULL,
            replaced_at TEXT NOT NULL,
            reason TEXT NOT NULL
        );
        CREATE INDEX record_history_id ON record_history(record_id, seq);

        -- tags are stored space-separated so the full-text tokenizer sees each one.
        CREATE VIRTUAL TABLE records_fts USING fts5(
            title, body, tags, why, how,
            content='records', content_rowid='rowid',
            tokenize='unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER records_ai AFTER INSERT ON records BEGIN
            INSERT INTO records_fts(rowid, title, body, tags, why, how)
            VALUES (new.rowid, new.title, new.body, new.tags, new.why, new.how);
        END;
        CREATE TRIGGER records_ad AFTER DELETE ON records BEGIN
            INSERT INTO records_fts(records_fts, rowid, title, body, tags, why, how)
            VALUES ('delete', old.rowid, old.title, old.body, old.tags, old.why, old.how);
        END;
        CREATE TRIGGER records_au AFTER UPDATE ON records BEGIN
            INSERT INTO records_fts(records_fts, rowid, title, body, tags, why, how)
            VALUES ('delete', old.rowid, old.title, old.body, old.tags, old.why, old.how);
            INSERT INTO records_fts(rowid, title, body, tags, why, how)
            VALUES (new.rowid, new.title, new.body, new.tags, new.why, new.how);
        END;
        """,
    )


def m002_vectors(db: sqlite3.Connection) -> None:
    exec_script(
        db,
        """
        -- One vector per (text, model): identical text is never embedded twice.
        CREATE TABLE embeddings (
            content_hash TEXT NOT NULL,
            model_id TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            PRIMARY KEY (content_hash, model_id)
        ) WITHOUT ROWID;

        CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

        -- A change log the in-process vector index replays, so writes by other processes
        -- reach it without reloading every vector.
        CREATE TABLE vector_changes (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            record_rowid INTEGER NOT NULL
        );
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
        """,
    )


def m003_receipts(db: sqlite3.Connection) -> None:
    exec_script(
        db,
        """
        -- Every brief or packet that reached a model, and what rode in it.
        CREATE TABLE receipts (
            id TEXT PRIMARY KEY,
            kind TEXT NOT NULL,
            scope TEXT NOT NULL,
            query TEXT,
            created_at TEXT NOT NULL,
            outcome TEXT,
            outcome_at TEXT
        ) WITHOUT ROWID;
        CREATE TABLE exposures (
            receipt_id TEXT NOT NULL REFERENCES receipts(id) ON DELETE CASCADE,
            record_id TEXT NOT NULL,
            position INTEGER NOT NULL,
            PRIMARY KEY (receipt_id, record_id)
        ) WITHOUT ROWID;
        CREATE INDEX exposures_record ON exposures(record_id);
        """,
    )


def m004_tool_calls(db: sqlite3.Connection) -> None:
    exec_script(
        db,
        """
        -- Failure memory's raw log: each agent tool call, normalized, with its outcome.
        CREATE TABLE tool_calls (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id TEXT NOT NULL,
            scope TEXT NOT NULL,
            tool TEXT NOT NULL,
            command TEXT NOT NULL,
            command_hash TEXT NOT NULL,
            errored INTEGER NOT NULL,
            error TEXT,
            at TEXT NOT NULL
        );
        CREATE INDEX tool_calls_session ON tool_calls(session_id, seq);
        CREATE TABLE hints_shown (
            session_id TEXT NOT NULL,
            command_hash TEXT NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (session_id, command_hash)
        ) WITHOUT ROWID;
        """,
    )


def m005_vocabulary(db: sqlite3.Connection) -> None:
    # Document frequency per full-text term: recall weighs how much of a query a memory covers.
    db.execute("CREATE VIRTUAL TABLE records_vocab USING fts5vocab(records_fts, 'row')")


def m006_inline_vectors(db: sqlite3.Connection) -> None:
    # A WITHOUT ROWID table keeps at most ~1 KB of a row inline, so every 1.5 KB vector spilled
    # into its own overflow page: 3x the disk and a slow index load (measured at 100k records:
    # 469 of 588 MB, ~3 s). A rowid table keeps each vector in its leaf page.
    exec_script(
        db,
        """
        CREATE TABLE embeddings_inline (
            seq INTEGER PRIMARY KEY,
            content_hash TEXT NOT NULL,
            model_id TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            UNIQUE (content_hash, model_id)
        );
        INSERT INTO embeddings_inline(content_hash, model_id, dim, vector)
            SELECT content_hash, model_id, dim, vector FROM embeddings;
        DROP TABLE embeddings;
        ALTER TABLE embeddings_inline RENAME TO embeddings;
        CREATE TRIGGER embeddings_ai AFTER INSERT ON embeddings BEGIN
            INSERT INTO vector_changes(record_rowid)
            SELECT rowid FROM records WHERE content_hash = new.content_hash;
        END;
        CREATE TRIGGER embeddings_ad AFTER DELETE ON embeddings BEGIN
            INSERT INTO vector_changes(record_rowid)
            SELECT rowid FROM records WHERE content_hash = old.content_hash;
        END;
        """,
    )


def m007_import_sources(db: sqlite3.Connection) -> None:
    exec_script(
        db,
        """
        -- Agent-memory files as imported (exact bytes + where each memory sits in them), so
        -- an unchanged file exports byte for byte and re-imports as a no-op.
        CREATE TABLE import_sources (
            scope TEXT NOT NULL,
            format TEXT NOT NULL,
            path TEXT NOT NULL,
            sha256 TEXT NOT NULL,
            content BLOB NOT NULL,
            layout TEXT NOT NULL,
            imported_at TEXT NOT NULL,
            PRIMARY KEY (scope, format, path)
        ) WITHOUT ROWID;
        """,
    )


def m008_lifecycle(db: sqlite3.Connection) -> None:
    exec_script(
        db,
        """
        -- The latest claim verification of each record, and what it depended on, so an
        -- unchanged memory over an unchanged tree is not checked again. Kept apart from the
        -- record: verifying never changes a memory's content age or confidence.
        CREATE TABLE verdicts (
            record_id TEXT PRIMARY KEY,
            scope TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            verdict TEXT NOT NULL,
            reason TEXT NOT NULL,
            claims TEXT NOT NULL,
            deps TEXT NOT NULL,
            roots TEXT NOT NULL,
            network INTEGER NOT NULL,
            checked_at TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX verdicts_scope ON verdicts(scope, verdict);

        -- Relations between records: `supersedes` (newer -> older guidance) and
        -- `merged_into` (an archived original -> the merge survivor), each with its reason.
        CREATE TABLE links (
            src_id TEXT NOT NULL,
            dst_id TEXT NOT NULL,
            kind TEXT NOT NULL,
            reason TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (src_id, dst_id, kind)
        ) WITHOUT ROWID;
        CREATE INDEX links_dst ON links(dst_id, kind);

        -- Durable merge receipts: a retried merge finishes archiving its originals instead
        -- of writing the merged content twice.
        CREATE TABLE merge_receipts (
            key TEXT PRIMARY KEY,
            scope TEXT NOT NULL,
            survivor_id TEXT NOT NULL,
            member_ids TEXT NOT NULL,
            state TEXT NOT NULL,
            created_at TEXT NOT NULL,
            finished_at TEXT
        ) WITHOUT ROWID;
        CREATE INDEX merge_receipts_state ON merge_receipts(scope, state);

        -- What each consolidation pass (a person's --apply, the dream) did.
        CREATE TABLE consolidation_runs (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            scope TEXT NOT NULL,
            trigger TEXT NOT NULL,
            started_at TEXT NOT NULL,
            finished_at TEXT,
            status TEXT NOT NULL,
            actions TEXT NOT NULL,
            note TEXT
        );
        CREATE INDEX consolidation_runs_scope ON consolidation_runs(scope, trigger, seq);

        -- Model-proposed merges from the last preview of a scope: --apply applies what the
        -- person reviewed, not a fresh (different) answer of the model.
        CREATE TABLE proposals (
            id TEXT PRIMARY KEY,
            scope TEXT NOT NULL,
            data TEXT NOT NULL,
            created_at TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX proposals_scope ON proposals(scope);

        -- Explicit feedback on recalled memories: immutable, one per task and memory.
        CREATE TABLE observations (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            record_id TEXT NOT NULL,
            task TEXT NOT NULL,
            receipt_id TEXT NOT NULL,
            content_hash TEXT,
            feedback TEXT NOT NULL,
            outcome TEXT NOT NULL,
            attribution TEXT NOT NULL,
            evidence TEXT NOT NULL,
            observed_at TEXT NOT NULL,
            UNIQUE (task, record_id)
        );
        CREATE INDEX observations_record ON observations(record_id);
        """,
    )


def m009_agent_sessions(db: sqlite3.Connection) -> None:
    exec_script(
        db,
        """
        -- Which briefs and packets reached which agent session (hooks link them), so the end
        -- of the session can settle their outcomes from the evidence it saw.
        CREATE TABLE session_receipts (
            session_id TEXT NOT NULL,
            receipt_id TEXT NOT NULL REFERENCES receipts(id) ON DELETE CASCADE,
            at TEXT NOT NULL,
            PRIMARY KEY (session_id, receipt_id)
        ) WITHOUT ROWID;
        CREATE INDEX session_receipts_receipt ON session_receipts(receipt_id);
        -- What an agent session is doing now: its workspace, the task of its latest prompt
        -- (credential-shaped text withheld) and whether its context was just compacted.
        CREATE TABLE agent_sessions (
            session_id TEXT PRIMARY KEY,
            scope TEXT NOT NULL,
            agent TEXT,
            task TEXT,
            compacted_at TEXT,
            updated_at TEXT NOT NULL
        ) WITHOUT ROWID;
        -- Injection paused (`memlane pause`) for a workspace (`scope:<key>`) or one agent
        -- session (`session:<id>`): hooks inject nothing there until `memlane resume`.
        CREATE TABLE paused (
            target TEXT PRIMARY KEY,
            at TEXT NOT NULL
        ) WITHOUT ROWID;
        -- Who settled an outcome (a person, the agent, test runs, the session status) and on
        -- what evidence: `memlane why` shows it next to the confidence it moved.
        ALTER TABLE receipts ADD COLUMN outcome_by TEXT;
        ALTER TABLE receipts ADD COLUMN outcome_evidence TEXT;
        -- The pre-command hint asks whether the last run of a command in a scope failed.
        CREATE INDEX tool_calls_command ON tool_calls(scope, command_hash, seq);
        -- A logged call that ran tests and whose exit status says how they went (1), a test
        -- run whose status cannot be trusted, e.g. piped into `tail` (0), or neither (NULL).
        ALTER TABLE tool_calls ADD COLUMN test_run INTEGER;
        """,
    )


def m011_store_uid(db: sqlite3.Connection) -> None:
    # A random identity, so a file derived from this database (the vector index cache) is
    # never taken for another store's. Each change-log entry gets a random nonce too: a copy
    # restored from a backup that then goes its own way logs other nonces at the same
    # sequence numbers (often for the same records), so a cache of the abandoned history is
    # told apart from this one's.
    exec_script(
        db,
        """
        INSERT OR IGNORE INTO store_meta(key, value)
            VALUES ('store_uid', lower(hex(randomblob(16))));
        ALTER TABLE vector_changes ADD COLUMN nonce INTEGER;
        CREATE TRIGGER vector_changes_nonce AFTER INSERT ON vector_changes BEGIN
            UPDATE vector_changes SET nonce = random() WHERE seq = new.seq;
        END;
        """,
    )


def m012_embeddings_by_model(db: sqlite3.Connection) -> None:
    # Which models a store holds is asked once per process; a GROUP BY over every vector
    # read the whole table (150 MB, ~0.4 s at 100k records) before the first query.
    db.execute("CREATE INDEX embeddings_model ON embeddings(model_id, dim)")


def m013_author(db: sqlite3.Connection) -> None:
    # On a shared server every write records the user whose token made it.
    db.execute("ALTER TABLE records ADD COLUMN author TEXT")


def m014_access(db: sqlite3.Connection) -> None:
    # Server users (the token only as a hash) and per-token request windows (the rate limit).
    exec_script(
        db,
        """
        CREATE TABLE users (
            name TEXT PRIMARY KEY,
            role TEXT NOT NULL,
            scopes TEXT NOT NULL,
            token_hash TEXT NOT NULL UNIQUE,
            created_at TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE request_windows (
            key TEXT NOT NULL,
            window_start TEXT NOT NULL,
            n INTEGER NOT NULL,
            PRIMARY KEY (key, window_start)
        ) WITHOUT ROWID;
        """,
    )


# The bookkeeping name of each migration is its function's name.
MIGRATIONS: tuple[Migration, ...] = (
    m001_initial,
    m002_vectors,
    m003_receipts,
    m004_tool_calls,
    m005_vocabulary,
    m006_inline_vectors,
    m007_import_sources,
    m008_lifecycle,
    m009_agent_sessions,
    m010_scope_counts,
    m011_store_uid,
    m012_embeddings_by_model,
    m013_author,
    m014_access,
    m015_substring_index,
    m016_fact_signatures,
    m017_record_keys,
    m018_signature_sizes,
    m019_substring_tail,
    m020_signatures_by_rowid,
    m021_fact_token_masks,
    m022_vector_changes_append_only,
    m023_embedding_models,
    m024_long_fact_sizes,
    m025_scope_counts_in_counters,
    m026_vector_log_on_vectors,
    m027_full_text_automerge,
)
