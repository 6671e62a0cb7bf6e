"""The SQLite store: one file, WAL, a nestable transaction helper, FTS5 and vector rows.

This is the only module that speaks SQL to the records. Every public method holds the store's
lock, so one store may be shared by the threads of a server; processes coordinate through
SQLite's own locking (``BEGIN IMMEDIATE`` plus a generous busy timeout).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from memlane.core.records import Provenance, Record
from memlane.errors import Conflict, NotFound
from memlane.store.migrations import apply_migrations
from memlane.store.vectors import VectorIndex

BUSY_TIMEOUT_MS = 60_000

_COLUMNS = (
    "id, kind, scope, slug, type, title, body, why, how, tags, importance, pinned, archived, "
    "category, confidence, payload, created_at, updated_at, valid_from, valid_until, "
    "content_hash, trigger, session_id, prov_at, source"
)


def ts(value: datetime | None) -> str | None:
    """Fixed-width UTC text so that string order is time order."""
    if value is None:
        return None
    dt = value.astimezone(UTC)
    # strftime("%Y") does not zero-pad years below 1000, which would break the fixed width.
    return f"{dt.year:04d}-{dt:%m-%dT%H:%M:%S.%f}Z"


def parse_ts(value: str | None) -> datetime | None:
    if not value:
        return None
    return datetime.fromisoformat(value).astimezone(UTC)


def _row_to_record(row: sqlite3.Row | tuple[Any, ...]) -> Record:
    (
        rid,
        kind,
        scope,
        slug,
        rtype,
        title,
        body,
        why,
        how,
        tags,
        importance,
        pinned,
        archived,
        category,
        confidence,
        payload,
        created,
        updated,
        vfrom,
        vuntil,
        _hash,
        trigger,
        session,
        prov_at,
        source,
    ) = tuple(row)
    created_at = parse_ts(created)
    updated_at = parse_ts(updated)
    assert created_at is not None and updated_at is not None
    return Record(
        id=rid,
        kind=kind,
        scope=scope,
        slug=slug,
        type=rtype,
        title=title,
        body=body,
        why=why,
        how=how,
        tags=tuple(t for t in tags.split(" ") if t),
        importance=float(importance),
        pinned=bool(pinned),
        archived=bool(archived),
        category=category,
        confidence=None if confidence is None else float(confidence),
        payload=json.loads(payload) if payload else {},
        created_at=created_at,
        updated_at=updated_at,
        valid_from=parse_ts(vfrom),
        valid_until=parse_ts(vuntil),
        provenance=Provenance(
            trigger=trigger, session_id=session, at=parse_ts(prov_at), source=source
        ),
    )


def _record_params(r: Record) -> tuple[Any, ...]:
    return (
        r.id,
        r.kind,
        r.scope,
        r.slug,
        r.type,
        r.title,
        r.body,
        r.why,
        r.how,
        " ".join(r.tags),
        float(r.importance),
        int(r.pinned),
        int(r.archived),
        r.category,
        r.confidence,
        json.dumps(r.payload, ensure_ascii=False, sort_keys=True),
        ts(r.created_at),
        ts(r.updated_at),
        ts(r.valid_from),
        ts(r.valid_until),
        r.content_hash,
        r.provenance.trigger,
        r.provenance.session_id,
        ts(r.provenance.at),
        r.provenance.source,
    )


@dataclass(frozen=True)
class ListFilter:
    scopes: Sequence[str] | None = None
    kinds: Sequence[str] | None = None
    types: Sequence[str] | None = None
    tag: str | None = None
    since: datetime | None = None
    include_archived: bool = False
    pinned: bool | None = None
    limit: int = 50
    offset: int = 0


class SqliteStore:
    backend = "sqlite"

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        self._depth = 0
        self._db = sqlite3.connect(
            str(path), isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000
        )
        self._db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        mode = self._db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise sqlite3.OperationalError(f"could not enable WAL on {path} (got {mode})")
        self._db.execute("PRAGMA synchronous = NORMAL")
        self._db.execute("PRAGMA foreign_keys = ON")
        self.applied_migrations = apply_migrations(self._db)
        self._vectors: VectorIndex | None = None

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # -- transactions --------------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Nestable: the outermost level is ``BEGIN IMMEDIATE`` (take the write lock up front,
        so two writers never deadlock upgrading), inner levels are SAVEPOINTs."""
        with self._lock:
            depth = self._depth
            name = f"sp{depth}"
            self._db.execute("BEGIN IMMEDIATE" if depth == 0 else f"SAVEPOINT {name}")
            self._depth += 1
            try:
                yield
            except BaseException:
                self._depth -= 1
                if depth == 0:
                    self._db.execute("ROLLBACK")
                else:
                    self._db.execute(f"ROLLBACK TO {name}")
                    self._db.execute(f"RELEASE {name}")
                raise
            self._depth -= 1
            self._db.execute("COMMIT" if depth == 0 else f"RELEASE {name}")

    # -- records -------------------------------------------------------------------------

    def insert(self, record: Record) -> None:
        with self.transaction():
            try:
                self._db.execute(
                    f"INSERT INTO records ({_COLUMNS}) VALUES ({','.join('?' * 25)})",
                    _record_params(record),
                )
            except sqlite3.IntegrityError as exc:
                raise Conflict(
                    f"a {record.kind} with slug {record.slug!r} already exists in this scope",
                    remedy=f"use --update {record.slug} or pick another --slug",
                ) from exc

    def update(self, record: Record, *, reason: str) -> Record:
        """Replace a record by id, keeping the previous version in history."""
        with self.transaction():
            old = self.get(record.id)
            self._db.execute(
                "INSERT INTO record_history(record_id, version, replaced_at, reason) "
                "VALUES (?, ?, ?, ?)",
                (
                    old.id,
                    json.dumps(old.to_dict(), ensure_ascii=False),
                    ts(record.updated_at),
                    reason,
                ),
            )
            cols = [c.strip() for c in _COLUMNS.split(",")]
            sets = ", ".join(f"{c} = ?" for c in cols[1:])
            params = _record_params(record)
            self._db.execute(f"UPDATE records SET {sets} WHERE id = ?", (*params[1:], record.id))
            return old

    def delete(self, record_id: str) -> Record:
        with self.transaction():
            old = self.get(record_id)
            self._db.execute(
                "INSERT INTO record_history(record_id, version, replaced_at, reason) "
                "VALUES (?, ?, ?, 'forget')",
                (old.id, json.dumps(old.to_dict(), ensure_ascii=False), ts(datetime.now(UTC))),
            )
            self._db.execute("DELETE FROM records WHERE id = ?", (record_id,))
            return old

    def get(self, record_id: str) -> Record:
        rec = self.maybe_get(record_id)
        if rec is None:
            raise NotFound(f"no record with id {record_id!r}")
        return rec

    def maybe_get(self, record_id: str) -> Record | None:
        with self._lock:
            row = self._db.execute(
                f"SELECT {_COLUMNS} FROM records WHERE id = ?", (record_id,)
            ).fetchone()
        return _row_to_record(row) if row else None

    def get_many(self, ids: Iterable[str]) -> dict[str, Record]:
        ids = list(dict.fromkeys(ids))
        out: dict[str, Record] = {}
        with self._lock:
            for start in range(0, len(ids), 500):
                chunk = ids[start : start + 500]
                marks = ",".join("?" * len(chunk))
                for row in self._db.execute(
                    f"SELECT {_COLUMNS} FROM records WHERE id IN ({marks})", chunk
                ):
                    rec = _row_to_record(row)
                    out[rec.id] = rec
        return out

    def by_slug(
        self, slug: str, *, scopes: Sequence[str] | None = None, kind: str | None = None
    ) -> list[Record]:
        sql = f"SELECT {_COLUMNS} FROM records WHERE slug = ?"
        params: list[Any] = [slug]
        if kind:
            sql += " AND kind = ?"
            params.append(kind)
        if scopes is not None:
            sql += f" AND scope IN ({','.join('?' * len(scopes))})"
            params.extend(scopes)
        with self._lock:
            rows = self._db.execute(sql + " ORDER BY id", params).fetchall()
        return [_row_to_record(r) for r in rows]

    def list_records(self, flt: ListFilter) -> tuple[list[Record], int]:
        """Newest first (ids are time-sortable); returns the page and the total match count."""
        where, params = self._where(flt)
        with self._lock:
            total = self._db.execute(f"SELECT COUNT(*) FROM records {where}", params).fetchone()[0]
            rows = self._db.execute(
                f"SELECT {_COLUMNS} FROM records {where} ORDER BY created_at DESC, id DESC "
                "LIMIT ? OFFSET ?",
                (*params, flt.limit, flt.offset),
            ).fetchall()
        return [_row_to_record(r) for r in rows], int(total)

    def _where(self, flt: ListFilter) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        if flt.scopes is not None:
            if not flt.scopes:
                return "WHERE 0", []
            clauses.append(f"scope IN ({','.join('?' * len(flt.scopes))})")
            params.extend(flt.scopes)
        if flt.kinds:
            clauses.append(f"kind IN ({','.join('?' * len(flt.kinds))})")
            params.extend(flt.kinds)
        if flt.types:
            clauses.append(f"type IN ({','.join('?' * len(flt.types))})")
            params.extend(flt.types)
        if flt.tag:
            clauses.append("(' ' || tags || ' ') LIKE ? ESCAPE '\\'")
            esc = flt.tag.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            params.append(f"% {esc} %")
        if flt.since:
            clauses.append("created_at >= ?")
            params.append(ts(flt.since))
        if not flt.include_archived:
            clauses.append("archived = 0")
        if flt.pinned is not None:
            clauses.append("pinned = ?")
            params.append(int(flt.pinned))
        return ("WHERE " + " AND ".join(clauses)) if clauses else "", params

    def iter_records(self, flt: ListFilter) -> Iterator[Record]:
        """Every matching record, oldest first, without a page limit (for exports, reindex)."""
        where, params = self._where(flt)
        with self._lock:
            rows = self._db.execute(
                f"SELECT {_COLUMNS} FROM records {where} ORDER BY created_at, id", params
            ).fetchall()
        for row in rows:
            yield _row_to_record(row)

    def scopes(self) -> dict[str, int]:
        with self._lock:
            rows = self._db.execute(
                "SELECT scope, COUNT(*) FROM records GROUP BY scope ORDER BY scope"
            ).fetchall()
        return {r[0]: int(r[1]) for r in rows}

    def counts(self) -> dict[str, dict[str, int]]:
        with self._lock:
            rows = self._db.execute(
                "SELECT kind, COALESCE(type, ''), COUNT(*) FROM records WHERE archived = 0 "
                "GROUP BY kind, type"
            ).fetchall()
        out: dict[str, dict[str, int]] = {}
        for kind, rtype, n in rows:
            out.setdefault(kind, {})[rtype or kind] = int(n)
        return out

    def history(self, record_id: str) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._db.execute(
                "SELECT version, replaced_at, reason FROM record_history WHERE record_id = ? "
                "ORDER BY seq",
                (record_id,),
            ).fetchall()
        return [{"version": json.loads(v), "replaced_at": at, "reason": why} for v, at, why in rows]

    def fts(
        self, match: str, *, scopes: Sequence[str] | None, kinds: Sequence[str] | None, limit: int
    ) -> list[tuple[str, float]]:
        """(record id, BM25 score, higher is better) for an FTS5 MATCH expression."""
        sql = (
            "SELECT r.id, -bm25(records_fts, 3.0, 1.0, 1.5, 1.0, 1.0) AS score "
            "FROM records_fts JOIN records r ON r.rowid = records_fts.rowid "
            "WHERE records_fts MATCH ? AND r.archived = 0"
        )
        params: list[Any] = [match]
        if scopes is not None:
            if not scopes:
                return []
            sql += f" AND r.scope IN ({','.join('?' * len(scopes))})"
            params.extend(scopes)
        if kinds:
            sql += f" AND r.kind IN ({','.join('?' * len(kinds))})"
            params.extend(kinds)
        sql += " ORDER BY score DESC, r.id LIMIT ?"
        params.append(limit)
        with self._lock:
            return [(r[0], float(r[1])) for r in self._db.execute(sql, params)]

    def document_frequencies(self, terms: Sequence[str]) -> tuple[int, dict[str, int]]:
        """(number of indexed records, term -> how many records contain it)."""
        terms = list(dict.fromkeys(terms))
        with self._lock:
            total = self._db.execute("SELECT COUNT(*) FROM records").fetchone()[0]
            if not terms:
                return int(total), {}
            marks = ",".join("?" * len(terms))
            rows = self._db.execute(
                f"SELECT term, doc FROM records_vocab WHERE term IN ({marks})", terms
            ).fetchall()
        return int(total), {t: int(d) for t, d in rows}

    def substring_ids(
        self,
        term: str,
        *,
        scopes: Sequence[str],
        kinds: Sequence[str] | None,
        limit: int,
        include_archived: bool = False,
    ) -> list[str]:
        """Ids whose title, body or tags contain ``term`` as a plain substring (any case).

        Search keeps every plain substring hit, which full text alone cannot promise."""
        if not scopes:
            return []
        esc = term.lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        sql = (
            "SELECT id FROM records WHERE (lower(title) LIKE ? ESCAPE '\\' "
            "OR lower(body) LIKE ? ESCAPE '\\' OR lower(tags) LIKE ? ESCAPE '\\') "
            f"AND scope IN ({','.join('?' * len(scopes))})"
        )
        like = f"%{esc}%"
        params: list[Any] = [like, like, like, *scopes]
        if kinds:
            sql += f" AND kind IN ({','.join('?' * len(kinds))})"
            params.extend(kinds)
        if not include_archived:
            sql += " AND archived = 0"
        sql += " ORDER BY id DESC LIMIT ?"
        params.append(limit)
        with self._lock:
            return [r[0] for r in self._db.execute(sql, params)]

    def fts_integrity(self) -> bool:
        with self._lock:
            try:
                self._db.execute(
                    "INSERT INTO records_fts(records_fts, rank) VALUES ('integrity-check', 1)"
                )
            except sqlite3.DatabaseError:
                return False
        return True

    # -- embeddings ----------------------------------------------------------------------

    def meta(self, key: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT value FROM store_meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction():
            self._db.execute(
                "INSERT INTO store_meta(key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    def embedding_models(self) -> dict[str, int]:
        """model id -> dimension of every model with vectors in this store."""
        with self._lock:
            rows = self._db.execute(
                "SELECT model_id, dim, COUNT(*) FROM embeddings GROUP BY model_id, dim"
            ).fetchall()
        return {r[0]: int(r[1]) for r in rows}

    def cached_hashes(self, hashes: Iterable[str], model_id: str) -> set[str]:
        hashes = list(dict.fromkeys(hashes))
        found: set[str] = set()
        with self._lock:
            for start in range(0, len(hashes), 500):
                chunk = hashes[start : start + 500]
                marks = ",".join("?" * len(chunk))
                found.update(
                    r[0]
                    for r in self._db.execute(
                        f"SELECT content_hash FROM embeddings WHERE model_id = ? "
                        f"AND content_hash IN ({marks})",
                        (model_id, *chunk),
                    )
                )
        return found

    def vectors_by_hash(
        self, hashes: Iterable[str], model_id: str
    ) -> dict[str, npt.NDArray[np.float32]]:
        hashes = list(dict.fromkeys(hashes))
        out: dict[str, npt.NDArray[np.float32]] = {}
        with self._lock:
            for start in range(0, len(hashes), 500):
                chunk = hashes[start : start + 500]
                marks = ",".join("?" * len(chunk))
                for h, blob in self._db.execute(
                    f"SELECT content_hash, vector FROM embeddings WHERE model_id = ? "
                    f"AND content_hash IN ({marks})",
                    (model_id, *chunk),
                ):
                    out[h] = np.frombuffer(blob, dtype=np.float32)
        return out

    def put_embeddings(
        self, model_id: str, items: Sequence[tuple[str, npt.NDArray[np.float32]]]
    ) -> None:
        with self.transaction():
            self._db.executemany(
                "INSERT OR IGNORE INTO embeddings(content_hash, model_id, dim, vector) "
                "VALUES (?, ?, ?, ?)",
                [(h, model_id, int(v.shape[0]), v.astype(np.float32).tobytes()) for h, v in items],
            )

    def unembedded(self, model_id: str, limit: int | None = None) -> list[Record]:
        """Records (archived included) whose text has no vector from ``model_id``."""
        sql = (
            f"SELECT {', '.join('r.' + c.strip() for c in _COLUMNS.split(','))} FROM records r "
            "LEFT JOIN embeddings e ON e.content_hash = r.content_hash AND e.model_id = ? "
            "WHERE e.content_hash IS NULL ORDER BY r.rowid"
        )
        params: list[Any] = [model_id]
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        with self._lock:
            return [_row_to_record(r) for r in self._db.execute(sql, params)]

    def drop_embeddings(self, *, keep_model: str | None) -> int:
        with self.transaction():
            cur = self._db.execute(
                "DELETE FROM embeddings WHERE ? IS NULL OR model_id != ?", (keep_model, keep_model)
            )
            return cur.rowcount

    def vector_search(
        self,
        model_id: str,
        dim: int,
        query: npt.NDArray[np.float32],
        scopes: set[str] | None,
        k: int,
    ) -> list[tuple[str, float]]:
        with self._lock:
            if self._vectors is None or self._vectors.model_id != model_id:
                self._vectors = VectorIndex(model_id, dim)
            self._vectors.sync(self._db)
            return self._vectors.search(query, scopes, k)

    # -- receipts and exposures ----------------------------------------------------------

    def add_receipt(
        self,
        receipt_id: str,
        *,
        kind: str,
        scope: str,
        query: str | None,
        record_ids: Sequence[str],
        at: datetime,
    ) -> None:
        with self.transaction():
            self._db.execute(
                "INSERT INTO receipts(id, kind, scope, query, created_at) VALUES (?, ?, ?, ?, ?)",
                (receipt_id, kind, scope, query, ts(at)),
            )
            self._db.executemany(
                "INSERT OR IGNORE INTO exposures(receipt_id, record_id, position) VALUES (?, ?, ?)",
                [(receipt_id, rid, i) for i, rid in enumerate(record_ids)],
            )

    def receipt(self, receipt_id: str) -> dict[str, Any]:
        with self._lock:
            row = self._db.execute(
                "SELECT id, kind, scope, query, created_at, outcome, outcome_at FROM receipts "
                "WHERE id = ?",
                (receipt_id,),
            ).fetchone()
            if row is None:
                raise NotFound(
                    f"no receipt {receipt_id!r}",
                    remedy="pass the receipt id printed by recall or brief",
                )
            ids = [
                r[0]
                for r in self._db.execute(
                    "SELECT record_id FROM exposures WHERE receipt_id = ? ORDER BY position",
                    (receipt_id,),
                )
            ]
        keys = ("id", "kind", "scope", "query", "created_at", "outcome", "outcome_at")
        out = dict(zip(keys, row, strict=True))
        out["record_ids"] = ids
        return out

    def set_receipt_outcome(self, receipt_id: str, outcome: str, at: datetime) -> bool:
        """Record an outcome once; returns False if this receipt already had one."""
        with self.transaction():
            cur = self._db.execute(
                "UPDATE receipts SET outcome = ?, outcome_at = ? WHERE id = ? AND outcome IS NULL",
                (outcome, ts(at), receipt_id),
            )
            return cur.rowcount == 1

    def exposure_counts(self, record_ids: Sequence[str]) -> dict[str, int]:
        if not record_ids:
            return {}
        marks = ",".join("?" * len(record_ids))
        with self._lock:
            rows = self._db.execute(
                f"SELECT record_id, COUNT(*) FROM exposures WHERE record_id IN ({marks}) "
                "GROUP BY record_id",
                list(record_ids),
            ).fetchall()
        return {r[0]: int(r[1]) for r in rows}

    # -- tool calls (failure memory) -----------------------------------------------------

    def add_tool_call(
        self,
        *,
        session_id: str,
        scope: str,
        tool: str,
        command: str,
        command_hash: str,
        errored: bool,
        error: str | None,
        at: datetime,
    ) -> None:
        with self.transaction():
            self._db.execute(
                "INSERT INTO tool_calls(session_id, scope, tool, command, command_hash, errored, "
                "error, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (session_id, scope, tool, command, command_hash, int(errored), error, ts(at)),
            )

    def tool_calls(self, session_id: str) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._db.execute(
                "SELECT tool, command, command_hash, errored, error, at FROM tool_calls "
                "WHERE session_id = ? ORDER BY seq",
                (session_id,),
            ).fetchall()
        return [
            {
                "tool": t,
                "command": c,
                "command_hash": h,
                "errored": bool(e),
                "error": err,
                "at": parse_ts(at),
            }
            for t, c, h, e, err, at in rows
        ]

    def mark_hint_shown(self, session_id: str, command_hash: str, at: datetime) -> bool:
        """True the first time a hint for this command is shown in this session."""
        with self.transaction():
            cur = self._db.execute(
                "INSERT OR IGNORE INTO hints_shown(session_id, command_hash, at) VALUES (?, ?, ?)",
                (session_id, command_hash, ts(at)),
            )
            return cur.rowcount == 1
