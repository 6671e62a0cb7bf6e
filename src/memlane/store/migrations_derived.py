"""Migrations that add tables derived from the records, kept current by triggers or by the
store's writes: per-scope counts and the records version (m010), the trigram substring index
(m015) and its unindexed tail (m019), the near-duplicate signatures (m016), the records'
filter columns (m017), and the signatures keyed by the records' rowids (m020).
store/migrations.py lists them in order with the others; the rule is the same: never edit one
that has shipped.
"""

from __future__ import annotations

import sqlite3

from memlane.core.duplicate_signatures import index_entry, stored_tokens, token_mask
from memlane.store.sql_script import exec_script


def m010_scope_counts(db: sqlite3.Connection) -> None:
    # Every read resolves the scopes it may see; a GROUP BY over every record per query was
    # ~9 % of a recall at 100k records. Triggers keep the per-scope counts, and a counter that
    # moves on any change to a record, its verdict or its links lets a process keep views
    # derived from them (the brief) until it moves.
    exec_script(
        db,
        """
        CREATE TABLE record_scopes (scope TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
        INSERT INTO record_scopes(scope, n) SELECT scope, COUNT(*) FROM records GROUP BY scope;
        CREATE TABLE store_counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)
            WITHOUT ROWID;
        INSERT INTO store_counters(name, value) VALUES ('records', 0);
        CREATE TRIGGER records_scopes_ai AFTER INSERT ON records BEGIN
            INSERT INTO record_scopes(scope, n) VALUES (new.scope, 1)
                ON CONFLICT(scope) DO UPDATE SET n = n + 1;
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        CREATE TRIGGER records_scopes_ad AFTER DELETE ON records BEGIN
            UPDATE record_scopes SET n = n - 1 WHERE scope = old.scope;
            DELETE FROM record_scopes WHERE scope = old.scope AND n <= 0;
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        CREATE TRIGGER records_scopes_au AFTER UPDATE ON records BEGIN
            UPDATE record_scopes SET n = n - 1 WHERE scope = old.scope AND old.scope != new.scope;
            DELETE FROM record_scopes WHERE scope = old.scope AND n <= 0;
            INSERT INTO record_scopes(scope, n) SELECT new.scope, 1 WHERE old.scope != new.scope
                ON CONFLICT(scope) DO UPDATE SET n = n + 1;
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        -- What the injection path reads about a record besides the record: its verdict and
        -- the links that supersede it.
        CREATE TRIGGER verdicts_version_ai AFTER INSERT ON verdicts BEGIN
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        CREATE TRIGGER verdicts_version_au AFTER UPDATE ON verdicts BEGIN
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        CREATE TRIGGER verdicts_version_ad AFTER DELETE ON verdicts BEGIN
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        CREATE TRIGGER links_version_ai AFTER INSERT ON links BEGIN
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        CREATE TRIGGER links_version_au AFTER UPDATE ON links BEGIN
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        CREATE TRIGGER links_version_ad AFTER DELETE ON links BEGIN
            UPDATE store_counters SET value = value + 1 WHERE name = 'records';
        END;
        """,
    )


# The text as SQLite's LIKE compares it: ASCII-lowered (LIKE ignores ASCII case only) and cut at
# a NUL (LIKE reads no further; the trigram tokenizer of 3.40 stops there too, undocumented), so
# a quoted term in the case-sensitive trigram index is exactly a LIKE match.
_LIKE_VIEW = "lower(substr({0}, 1, length({0})))"


def like_views(row: str) -> str:
    """The title, body and tags of ``row`` ("new.", "old." or "" for the table's own columns)
    as the trigram index holds them."""
    return ", ".join(_LIKE_VIEW.format(f"{row}{c}") for c in ("title", "body", "tags"))


def m015_substring_index(db: sqlite3.Connection) -> None:
    # Search keeps every record whose title, body or tags contain a query term (LIKE
    # '%term%'): a scan of every visible row's text, ~17 ms a search at 10k records. A trigram
    # index over LIKE's view of the text answers terms of 3+ characters (store/
    # substring_tables.py); contentless, so the text is not stored twice. The covering index
    # filters its candidates by scope, archive state and kind, newest id first, without
    # reading any record's row. An SQLite without the trigram tokenizer (< 3.34) keeps the
    # scan: the migration then adds only the covering index.
    try:
        db.execute(
            "CREATE VIRTUAL TABLE records_substr USING fts5("
            "title, body, tags, content='', tokenize='trigram case_sensitive 1')"
        )
    except sqlite3.OperationalError as exc:
        if "no such tokenizer" not in str(exc):
            raise
    else:
        exec_script(
            db,
            f"""
            INSERT INTO records_substr(rowid, title, body, tags)
                SELECT rowid, {like_views("")} FROM records;
            CREATE TRIGGER records_substr_ai AFTER INSERT ON records BEGIN
                INSERT INTO records_substr(rowid, title, body, tags)
                VALUES (new.rowid, {like_views("new.")});
            END;
            CREATE TRIGGER records_substr_ad AFTER DELETE ON records BEGIN
                INSERT INTO records_substr(records_substr, rowid, title, body, tags)
                VALUES ('delete', old.rowid, {like_views("old.")});
            END;
            CREATE TRIGGER records_substr_au AFTER UPDATE OF title, body, tags ON records BEGIN
                INSERT INTO records_substr(records_substr, rowid, title, body, tags)
                VALUES ('delete', old.rowid, {like_views("old.")});
                INSERT INTO records_substr(rowid, title, body, tags)
                VALUES (new.rowid, {like_views("new.")});
            END;
            """,
        )
    db.execute("CREATE INDEX records_scope_live ON records(scope, archived, kind, id)")


def m016_fact_signatures(db: sqlite3.Connection) -> None:
    # The near-duplicate guard ranked every record sharing a word with the new text (~20 ms
    # of each remember() at 100k records); each fact's token-set signatures answer it with a
    # few index lookups, and its stored token set compares a candidate without decoding it
    # (core/duplicate_signatures.py, store/duplicate_tables.py). The store writes both with
    # each fact; here the facts written before are indexed.
    db.execute(
        "CREATE TABLE fact_signatures (sig INTEGER NOT NULL, record_id TEXT NOT NULL, "
        "PRIMARY KEY (sig, record_id)) WITHOUT ROWID"
    )
    db.execute(
        "CREATE TABLE fact_tokens (record_id TEXT PRIMARY KEY, tokens TEXT NOT NULL, "
        "n INTEGER NOT NULL)"
    )
    db.execute("CREATE INDEX fact_tokens_size ON fact_tokens(n)")
    facts = db.execute("SELECT id, scope, title, body FROM records WHERE kind = 'fact'")
    rows = [(rid, *index_entry(scope, title, body)) for rid, scope, title, body in facts]
    db.executemany(
        "INSERT INTO fact_tokens(record_id, tokens, n) VALUES (?, ?, ?)",
        [(rid, tokens, n) for rid, tokens, n, _ in rows],
    )
    db.executemany(
        "INSERT OR IGNORE INTO fact_signatures(sig, record_id) VALUES (?, ?)",
        [(sig, rid) for rid, _, _, sigs in rows for sig in sigs],
    )


def m017_record_keys(db: sqlite3.Connection) -> None:
    # The full-text arm joins every BM25-scored row to its record to filter by scope, kind and
    # archived; ``archived`` sits after the body in a records row, so each join read the row
    # past its text (~40 % of the FTS query at 10k records). This narrow copy of the filter
    # columns, keyed by the same rowid and kept by triggers, is what those joins read.
    exec_script(
        db,
        """
        CREATE TABLE record_keys (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL,
            scope TEXT NOT NULL,
            kind TEXT NOT NULL,
            archived INTEGER NOT NULL
        );
        INSERT INTO record_keys(rowid, id, scope, kind, archived)
            SELECT rowid, id, scope, kind, archived FROM records;
        CREATE TRIGGER record_keys_ai AFTER INSERT ON records BEGIN
            INSERT INTO record_keys(rowid, id, scope, kind, archived)
                VALUES (new.rowid, new.id, new.scope, new.kind, new.archived);
        END;
        CREATE TRIGGER record_keys_ad AFTER DELETE ON records BEGIN
            DELETE FROM record_keys WHERE rowid = old.rowid;
        END;
        CREATE TRIGGER record_keys_au AFTER UPDATE OF id, scope, kind, archived ON records BEGIN
            UPDATE record_keys SET id = new.id, scope = new.scope, kind = new.kind,
                archived = new.archived WHERE rowid = old.rowid;
        END;
        """,
    )


def m018_signature_sizes(db: sqlite3.Connection) -> None:
    # The guard keeps a candidate only if its size lets Jaccard reach the threshold; reading
    # each agreeing fact's size from fact_tokens was a row lookup per candidate (a fifth of
    # the guard at 100k records). Each signature row now carries its fact's token count.
    exec_script(
        db,
        """
        ALTER TABLE fact_signatures ADD COLUMN n INTEGER;
        UPDATE fact_signatures SET n = (
            SELECT t.n FROM fact_tokens t WHERE t.record_id = fact_signatures.record_id
        );
        """,
    )


# The records the trigram index holds: every row up to this rowid, none above (m019).
SUBSTRING_UPTO = "(SELECT value FROM store_counters WHERE name = 'substring_upto')"


def m019_substring_tail(db: sqlite3.Connection) -> None:
    # FTS5 writes a new index segment at every transaction that reaches it, and merges them as
    # they pile up: for the trigram index that was ~20 of the ~60 pages a remember() wrote at
    # 100k records, and ~1 ms of its CPU (issue 21). The newest records (the tail above
    # ``substring_upto``) now wait and are indexed together once there are enough of them
    # (store/substring_tables.py); until then a lookup reads them with LIKE, which is what
    # the index answers. Rows at or below the mark stay indexed row by row, as before: a row
    # that reuses the rowid of a deleted one is indexed at once.
    if not db.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'records_substr'"
    ).fetchone():
        return  # an SQLite without the trigram tokenizer: substring lookups scan (m015)
    exec_script(
        db,
        f"""
        INSERT INTO store_counters(name, value)
            SELECT 'substring_upto', COALESCE(MAX(rowid), 0) FROM records;
        DROP TRIGGER records_substr_ai;
        DROP TRIGGER records_substr_ad;
        DROP TRIGGER records_substr_au;
        CREATE TRIGGER records_substr_ai AFTER INSERT ON records BEGIN
            INSERT INTO records_substr(rowid, title, body, tags)
            SELECT new.rowid, {like_views("new.")} WHERE new.rowid <= {SUBSTRING_UPTO};
        END;
        CREATE TRIGGER records_substr_ad AFTER DELETE ON records BEGIN
            INSERT INTO records_substr(records_substr, rowid, title, body, tags)
            SELECT 'delete', old.rowid, {like_views("old.")} WHERE old.rowid <= {SUBSTRING_UPTO};
        END;
        CREATE TRIGGER records_substr_au AFTER UPDATE OF title, body, tags ON records BEGIN
            INSERT INTO records_substr(records_substr, rowid, title, body, tags)
            SELECT 'delete', old.rowid, {like_views("old.")} WHERE old.rowid <= {SUBSTRING_UPTO};
            INSERT INTO records_substr(rowid, title, body, tags)
            SELECT new.rowid, {like_views("new.")} WHERE new.rowid <= {SUBSTRING_UPTO};
        END;
        """,
    )


def m020_signatures_by_rowid(db: sqlite3.Connection) -> None:
    # The signature rows named their fact by its 26-character id: each lookup grouped ~750
    # rows by that text, then found each candidate's tokens through fact_tokens' second
    # b-tree (its text key) and its live row through a four-column index; and fact_tokens'
    # id index was one more b-tree each fact's write touched (issue 21). Keyed by the record's
    # rowid (stable: rows are never moved, the full-text index relies on it too), the
    # signature table is half the size, fact_tokens is one b-tree, and a candidate's tokens
    # and live row are rowid lookups (record_keys, m017). Rows of a record gone meanwhile
    # (none should be) are left out, as a lookup would never have answered them.
    exec_script(
        db,
        """
        CREATE TABLE fact_signatures_by_rowid (
            sig INTEGER NOT NULL,
            record_rowid INTEGER NOT NULL,
            n INTEGER NOT NULL,
            PRIMARY KEY (sig, record_rowid)
        ) WITHOUT ROWID;
        INSERT INTO fact_signatures_by_rowid(sig, record_rowid, n)
            SELECT s.sig, r.rowid, s.n FROM fact_signatures s
            JOIN records r ON r.id = s.record_id WHERE s.n IS NOT NULL;
        DROP TABLE fact_signatures;
        ALTER TABLE fact_signatures_by_rowid RENAME TO fact_signatures;
        CREATE TABLE fact_tokens_by_rowid (
            record_rowid INTEGER PRIMARY KEY,
            tokens TEXT NOT NULL,
            n INTEGER NOT NULL
        );
        INSERT INTO fact_tokens_by_rowid(record_rowid, tokens, n)
            SELECT r.rowid, t.tokens, t.n FROM fact_tokens t JOIN records r ON r.id = t.record_id;
        DROP TABLE fact_tokens;
        ALTER TABLE fact_tokens_by_rowid RENAME TO fact_tokens;
        CREATE INDEX fact_tokens_size ON fact_tokens(n);
        """,
    )


def m021_fact_token_masks(db: sqlite3.Connection) -> None:
    # A long templated note met ~150-900 candidates in the signature index, each split and
    # compared in Python (5-15 ms of its remember() at 100k records, issue 21). Each fact's
    # token mask (core/duplicate_signatures.token_mask) bounds its Jaccard with a new text
    # from above, so the lookup leaves out those under the threshold unsplit. The write path
    # stores the mask with the tokens; here the facts indexed before get theirs (a NULL mask
    # is compared as before, so a row this misses would still answer).
    db.execute("ALTER TABLE fact_tokens ADD COLUMN mask BLOB")
    rows = db.execute("SELECT record_rowid, tokens FROM fact_tokens")
    db.executemany(
        "UPDATE fact_tokens SET mask = ? WHERE record_rowid = ?",
        [(token_mask(stored_tokens(text)), rowid) for rowid, text in rows],
    )


__all__ = [
    "SUBSTRING_UPTO",
    "like_views",
    "m010_scope_counts",
    "m015_substring_index",
    "m016_fact_signatures",
    "m017_record_keys",
    "m018_signature_sizes",
    "m019_substring_tail",
    "m020_signatures_by_rowid",
    "m021_fact_token_masks",
]
