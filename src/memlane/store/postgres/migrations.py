"""Numbered schema migrations for PostgreSQL, applied on open under an advisory lock.

Several ``memlane serve`` processes may start against one database at once: the first takes
the migration lock and applies what is pending, each migration in one transaction with its
bookkeeping row; the others wait on the lock and then find nothing to do. Add a function and
append it to MIGRATIONS; never edit one that has shipped.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import psycopg

from memlane.core.duplicate_signatures import index_entry
from memlane.core.timestamps import utcnow
from memlane.errors import StoreUnavailable
from memlane.store.migration_runner import MigrationProgress, heard_while_running

# Advisory lock keys: "memlane" in ASCII and a number, unlikely to clash with another app.
MIGRATION_LOCK = 0x6D656D6C616E6501
WRITE_LOCK = 0x6D656D6C616E6502

Migration = Callable[[psycopg.Connection], None]


def m001_initial(db: psycopg.Connection) -> None:
    db.execute(
        """
        CREATE TABLE records (
            seq BIGSERIAL PRIMARY KEY,
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
            importance DOUBLE PRECISION NOT NULL DEFAULT 0.5,
            pinned BOOLEAN NOT NULL DEFAULT FALSE,
            archived BOOLEAN NOT NULL DEFAULT FALSE,
            category TEXT,
            confidence DOUBLE PRECISION,
            payload TEXT NOT NULL DEFAULT '{}',
            created_at TIMESTAMPTZ NOT NULL,
            updated_at TIMESTAMPTZ NOT NULL,
            valid_from TIMESTAMPTZ,
            valid_until TIMESTAMPTZ,
            content_hash TEXT NOT NULL,
            trigger TEXT NOT NULL DEFAULT 'manual',
            session_id TEXT,
            prov_at TIMESTAMPTZ,
            source TEXT,
            author TEXT,
            tsv TSVECTOR NOT NULL
        );
        CREATE UNIQUE INDEX records_slug ON records(scope, kind, slug) WHERE slug IS NOT NULL;
        CREATE INDEX records_scope_kind ON records(scope, kind, created_at);
        CREATE INDEX records_created ON records(created_at, id);
        CREATE INDEX records_hash ON records(content_hash);
        CREATE INDEX records_tsv ON records USING GIN (tsv);

        CREATE TABLE record_history (
            seq BIGSERIAL PRIMARY KEY,
            record_id TEXT NOT NULL,
            version TEXT NOT NULL,
            replaced_at TIMESTAMPTZ NOT NULL,
            reason TEXT NOT NULL
        );
        CREATE INDEX record_history_id ON record_history(record_id, seq);

        CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        """
    )


def m002_counters(db: psycopg.Connection) -> None:
    # Counters kept by triggers, so reads never count 100k rows:
    # - record_terms: records per word (FTS5's fts5vocab in the SQLite store), for recall's
    #   query coverage and the near-duplicate guard's rare words; the empty word counts records.
    # - record_scopes: records per scope, for the scope matcher and the vector search plan.
    # Writers are serialized by the store's write lock, so the counters never contend. A bulk
    # insert (insert_many) turns the row triggers off and counts its batch in one statement:
    # one transaction updating a counter row 100k times would walk ever longer version chains.
    db.execute(
        """
        CREATE TABLE record_terms (term TEXT PRIMARY KEY, doc BIGINT NOT NULL);
        INSERT INTO record_terms(term, doc) VALUES ('', 0);
        CREATE TABLE record_scopes (scope TEXT PRIMARY KEY, n BIGINT NOT NULL);

        CREATE FUNCTION memlane_count_terms() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF current_setting('memlane.bulk', true) = 'on' THEN
                RETURN NULL;  -- insert_many counts the whole batch in one statement
            END IF;
            IF TG_OP IN ('UPDATE', 'DELETE') THEN
                UPDATE record_terms t SET doc = t.doc - 1
                FROM unnest(tsvector_to_array(OLD.tsv)) AS w(term) WHERE t.term = w.term;
            END IF;
            IF TG_OP IN ('UPDATE', 'INSERT') THEN
                INSERT INTO record_terms(term, doc)
                SELECT w.term, 1 FROM unnest(tsvector_to_array(NEW.tsv)) AS w(term)
                ON CONFLICT (term) DO UPDATE SET doc = record_terms.doc + 1;
            END IF;
            RETURN NULL;
        END $$;
        CREATE TRIGGER records_terms AFTER INSERT OR DELETE ON records
            FOR EACH ROW EXECUTE FUNCTION memlane_count_terms();
        CREATE TRIGGER records_terms_upd AFTER UPDATE OF tsv ON records
            FOR EACH ROW WHEN (OLD.tsv IS DISTINCT FROM NEW.tsv)
            EXECUTE FUNCTION memlane_count_terms();

        CREATE FUNCTION memlane_count_scopes() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF current_setting('memlane.bulk', true) = 'on' THEN
                RETURN NULL;
            END IF;
            IF TG_OP IN ('UPDATE', 'DELETE') THEN
                UPDATE record_scopes SET n = n - 1 WHERE scope = OLD.scope;
                DELETE FROM record_scopes WHERE scope = OLD.scope AND n <= 0;
            END IF;
            IF TG_OP IN ('UPDATE', 'INSERT') THEN
                INSERT INTO record_scopes(scope, n) VALUES (NEW.scope, 1)
                ON CONFLICT (scope) DO UPDATE SET n = record_scopes.n + 1;
            END IF;
            IF TG_OP = 'INSERT' THEN
                UPDATE record_terms SET doc = doc + 1 WHERE term = '';
            ELSIF TG_OP = 'DELETE' THEN
                UPDATE record_terms SET doc = doc - 1 WHERE term = '';
            END IF;
            RETURN NULL;
        END $$;
        CREATE TRIGGER records_scopes AFTER INSERT OR DELETE ON records
            FOR EACH ROW EXECUTE FUNCTION memlane_count_scopes();
        CREATE TRIGGER records_scopes_upd AFTER UPDATE OF scope ON records
            FOR EACH ROW WHEN (OLD.scope IS DISTINCT FROM NEW.scope)
            EXECUTE FUNCTION memlane_count_scopes();
        """
    )


def m003_vectors(db: psycopg.Connection) -> None:
    # One vector per (text, model), as in the SQLite store. The HNSW index needs a fixed
    # dimension, so each dimension gets its own partial index when its first vector arrives
    # (store.postgres.vectors); the column itself takes any dimension.
    db.execute(
        """
        CREATE TABLE embeddings (
            content_hash TEXT NOT NULL,
            model_id TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector vector NOT NULL,
            PRIMARY KEY (content_hash, model_id)
        );
        CREATE INDEX embeddings_model ON embeddings(model_id, dim);
        """
    )


def m004_activity(db: psycopg.Connection) -> None:
    db.execute(
        """
        CREATE TABLE receipts (
            id TEXT PRIMARY KEY,
            kind TEXT NOT NULL,
            scope TEXT NOT NULL,
            query TEXT,
            created_at TIMESTAMPTZ NOT NULL,
            outcome TEXT,
            outcome_at TIMESTAMPTZ
        );
        CREATE TABLE exposures (
            receipt_id TEXT NOT NULL REFERENCES receipts(id) ON DELETE CASCADE,
            record_id TEXT NOT NULL,
            position INTEGER NOT NULL,
            PRIMARY KEY (receipt_id, record_id)
        );
        CREATE INDEX exposures_record ON exposures(record_id);
        CREATE TABLE tool_calls (
            seq BIGSERIAL PRIMARY KEY,
            session_id TEXT NOT NULL,
            scope TEXT NOT NULL,
            tool TEXT NOT NULL,
            command TEXT NOT NULL,
            command_hash TEXT NOT NULL,
            errored BOOLEAN NOT NULL,
            error TEXT,
            at TIMESTAMPTZ NOT NULL
        );
        CREATE INDEX tool_calls_session ON tool_calls(session_id, seq);
        CREATE TABLE hints_shown (
            session_id TEXT NOT NULL,
            command_hash TEXT NOT NULL,
            at TIMESTAMPTZ NOT NULL,
            PRIMARY KEY (session_id, command_hash)
        );
        """
    )


def m005_access(db: psycopg.Connection) -> None:
    # Team users (token stored as a hash only) and per-token request windows for the rate
    # limit, shared by every server process on this database.
    db.execute(
        """
        CREATE TABLE users (
            name TEXT PRIMARY KEY,
            role TEXT NOT NULL,
            scopes TEXT NOT NULL,
            token_hash TEXT NOT NULL UNIQUE,
            created_at TIMESTAMPTZ NOT NULL
        );
        CREATE TABLE request_windows (
            key TEXT NOT NULL,
            window_start TIMESTAMPTZ NOT NULL,
            n INTEGER NOT NULL,
            PRIMARY KEY (key, window_start)
        );
        """
    )


def m006_import_sources(db: psycopg.Connection) -> None:
    # Agent-memory files as imported (exact bytes + where each memory sits in them), as in
    # the SQLite store: an unchanged file exports byte for byte and re-imports as a no-op.
    db.execute(
        """
        CREATE TABLE import_sources (
            scope TEXT NOT NULL,
            format TEXT NOT NULL,
            path TEXT NOT NULL,
            sha256 TEXT NOT NULL,
            content BYTEA NOT NULL,
            layout TEXT NOT NULL,
            imported_at TIMESTAMPTZ NOT NULL,
            PRIMARY KEY (scope, format, path)
        );
        """
    )


def m007_lifecycle(db: psycopg.Connection) -> None:
    # The SQLite store's m008_lifecycle: verdicts, links, merge receipts, consolidation runs,
    # model proposals and observations. Times are the stores' fixed-width UTC text.
    db.execute(
        """
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
        );
        CREATE INDEX verdicts_scope ON verdicts(scope, verdict);
        CREATE TABLE links (
            src_id TEXT NOT NULL,
            dst_id TEXT NOT NULL,
            kind TEXT NOT NULL,
            reason TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (src_id, dst_id, kind)
        );
        CREATE INDEX links_dst ON links(dst_id, kind);
        CREATE TABLE merge_receipts (
            key TEXT PRIMARY KEY,
            scope TEXT NOT NULL,
            survivor_id TEXT NOT NULL,
            member_ids TEXT NOT NULL,
            state TEXT NOT NULL,
            created_at TEXT NOT NULL,
            finished_at TEXT
        );
        CREATE INDEX merge_receipts_state ON merge_receipts(scope, state);
        CREATE TABLE consolidation_runs (
            seq BIGSERIAL PRIMARY KEY,
            scope TEXT NOT NULL,
            trigger TEXT NOT NULL,
            started_at TEXT NOT NULL,
            finished_at TEXT,
            status TEXT NOT NULL,
            actions TEXT NOT NULL,
            note TEXT
        );
        CREATE INDEX consolidation_runs_scope ON consolidation_runs(scope, trigger, seq);
        CREATE TABLE proposals (
            id TEXT PRIMARY KEY,
            scope TEXT NOT NULL,
            data TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE INDEX proposals_scope ON proposals(scope);
        CREATE TABLE observations (
            seq BIGSERIAL PRIMARY KEY,
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
        """
    )


def m008_agent_sessions(db: psycopg.Connection) -> None:
    # The SQLite store's m009_agent_sessions: which receipts reached which agent session, what
    # each session is doing, where injection is paused, who settled an outcome and on what
    # evidence, and which logged calls ran tests.
    db.execute(
        """
        CREATE TABLE session_receipts (
            session_id TEXT NOT NULL,
            receipt_id TEXT NOT NULL REFERENCES receipts(id) ON DELETE CASCADE,
            at TIMESTAMPTZ NOT NULL,
            PRIMARY KEY (session_id, receipt_id)
        );
        CREATE INDEX session_receipts_receipt ON session_receipts(receipt_id);
        CREATE TABLE agent_sessions (
            session_id TEXT PRIMARY KEY,
            scope TEXT NOT NULL,
            agent TEXT,
            task TEXT,
            compacted_at TIMESTAMPTZ,
            updated_at TIMESTAMPTZ NOT NULL
        );
        CREATE TABLE paused (
            target TEXT PRIMARY KEY,
            at TIMESTAMPTZ NOT NULL
        );
        ALTER TABLE receipts ADD COLUMN outcome_by TEXT, ADD COLUMN outcome_evidence TEXT;
        CREATE INDEX tool_calls_command ON tool_calls(scope, command_hash, seq);
        ALTER TABLE tool_calls ADD COLUMN test_run BOOLEAN;
        """
    )


def m009_records_version(db: psycopg.Connection) -> None:
    # The SQLite store's m010_scope_counts counter: a number that moves with every change to
    # a record, a verdict or a link, in the writing transaction, so every server can keep
    # views derived from them (the brief) until it moves. Once per statement, not per row;
    # insert_many (memlane.bulk) counts its batch itself.
    db.execute(
        """
        CREATE TABLE store_counters (name TEXT PRIMARY KEY, value BIGINT NOT NULL);
        INSERT INTO store_counters(name, value) VALUES ('records', 0);
        CREATE FUNCTION memlane_records_version() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF current_setting('memlane.bulk', true) IS DISTINCT FROM 'on' THEN
                UPDATE store_counters SET value = value + 1 WHERE name = 'records';
            END IF;
            RETURN NULL;
        END $$;
        CREATE TRIGGER records_version AFTER INSERT OR UPDATE OR DELETE ON records
            FOR EACH STATEMENT EXECUTE FUNCTION memlane_records_version();
        CREATE TRIGGER verdicts_version AFTER INSERT OR UPDATE OR DELETE ON verdicts
            FOR EACH STATEMENT EXECUTE FUNCTION memlane_records_version();
        CREATE TRIGGER links_version AFTER INSERT OR UPDATE OR DELETE ON links
            FOR EACH STATEMENT EXECUTE FUNCTION memlane_records_version();
        """
    )


def m010_fact_signatures(db: psycopg.Connection) -> None:
    # The SQLite store's m016: each fact's token set and token-set signatures, so the
    # near-duplicate guard looks a new text up by equality instead of ranking every record
    # sharing a word with it. The facts written before are indexed here; the store writes
    # the rest with each fact.
    db.execute(
        """
        CREATE TABLE fact_tokens (
            record_id TEXT PRIMARY KEY REFERENCES records(id) ON DELETE CASCADE,
            tokens TEXT NOT NULL,
            n INTEGER NOT NULL
        );
        CREATE INDEX fact_tokens_size ON fact_tokens(n);
        CREATE TABLE fact_signatures (
            sig BIGINT NOT NULL,
            record_id TEXT NOT NULL REFERENCES records(id) ON DELETE CASCADE,
            PRIMARY KEY (sig, record_id)
        );
        CREATE INDEX fact_signatures_record ON fact_signatures(record_id);
        """
    )
    facts = db.execute("SELECT id, scope, title, body FROM records WHERE kind = 'fact'")
    rows = [(rid, *index_entry(scope, title, body)) for rid, scope, title, body in facts]
    with db.cursor() as cur:
        cur.executemany(
            "INSERT INTO fact_tokens(record_id, tokens, n) VALUES (%s, %s, %s)",
            [(rid, tokens, n) for rid, tokens, n, _ in rows],
        )
        cur.executemany(
            "INSERT INTO fact_signatures(sig, record_id) VALUES (%s, %s) ON CONFLICT DO NOTHING",
            [(sig, rid) for rid, _, _, sigs in rows for sig in sigs],
        )


# The bookkeeping name of each migration is its function's name.
MIGRATIONS: tuple[Migration, ...] = (
    m001_initial,
    m002_counters,
    m003_vectors,
    m004_activity,
    m005_access,
    m006_import_sources,
    m007_lifecycle,
    m008_agent_sessions,
    m009_records_version,
    m010_fact_signatures,
)


def _ensure_pgvector(db: psycopg.Connection) -> None:
    try:
        with db.transaction():
            db.execute("CREATE EXTENSION IF NOT EXISTS vector")
    except psycopg.errors.InsufficientPrivilege as exc:
        raise StoreUnavailable(
            "the database lacks the pgvector extension and this user may not create it",
            remedy="as a database owner run: CREATE EXTENSION vector;",
            reason="permission",
        ) from exc
    except (psycopg.errors.FeatureNotSupported, psycopg.errors.UndefinedFile) as exc:
        raise StoreUnavailable(
            "the PostgreSQL server has no pgvector extension installed",
            remedy="install pgvector on the server (e.g. apt install postgresql-16-pgvector)",
            reason="missing",
        ) from exc


def apply_migrations(
    db: psycopg.Connection, progress: MigrationProgress | None = None
) -> list[str]:
    """Apply every pending migration on an autocommit connection; returns the names applied.

    The session-level advisory lock makes concurrent opens take turns; each migration commits
    with its bookkeeping row, so a crash leaves the schema at a whole migration. ``progress``
    hears of each pending one as it runs, as the SQLite store's do (store/migration_runner.py).
    """
    applied: list[str] = []
    db.execute("SELECT pg_advisory_lock(%s)", (MIGRATION_LOCK,))
    try:
        db.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations "
            "(name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)"
        )
        _ensure_pgvector(db)
        done = {r[0] for r in db.execute("SELECT name FROM schema_migrations").fetchall()}
        pending = [fn for fn in MIGRATIONS if fn.__name__ not in done]
        for index, fn in enumerate(pending):
            name = fn.__name__
            heard = (
                heard_while_running(progress, name, index, len(pending))
                if progress is not None
                else contextlib.nullcontext()
            )
            with heard, db.transaction():
                fn(db)
                db.execute(
                    "INSERT INTO schema_migrations(name, applied_at) VALUES (%s, %s)",
                    (name, utcnow().isoformat()),
                )
            applied.append(name)
        if progress is not None and pending:
            progress(None, len(pending), len(pending))
    finally:
        db.execute("SELECT pg_advisory_unlock(%s)", (MIGRATION_LOCK,))
    return applied
