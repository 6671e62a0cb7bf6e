"""What keeps memory true: verdicts, links, merge receipts, consolidation runs, model
proposals and observations. None of these rows is memory text; records themselves change only
through the write path."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from memlane.core.consolidation_rules import LINK_SUPERSEDES, Link
from memlane.core.utility_rules import Observation
from memlane.core.validity_rules import Mark
from memlane.core.verify_rules import VerdictRow
from memlane.errors import Conflict
from memlane.store.connection import Connection, translating_errors
from memlane.store.rows import observation_row, parse_ts, ts, verdict_row

_VERDICT_COLUMNS = (
    "record_id, scope, content_hash, verdict, reason, claims, deps, roots, network, checked_at"
)
_OBSERVATION_COLUMNS = (
    "record_id, task, receipt_id, content_hash, feedback, outcome, attribution, evidence, "
    "observed_at"
)
# In the order _merge unpacks them.
_MERGE_COLUMNS = "key, scope, survivor_id, member_ids, state, created_at, finished_at"


def _chunks(ids: Sequence[str], size: int = 500) -> list[list[str]]:
    ids = list(dict.fromkeys(ids))
    return [ids[i : i + size] for i in range(0, len(ids), size)]


def _where_equal(**columns: Any) -> tuple[str, list[Any]]:
    """A WHERE clause requiring each column given a value to equal it (None: any); the column
    names are this module's literals, the values are bound."""
    given = {column: value for column, value in columns.items() if value is not None}
    clauses = [f"{column} = ?" for column in given]
    return ("WHERE " + " AND ".join(clauses)) if clauses else "", list(given.values())


@translating_errors
class LifecycleTables(Connection):
    # -- verdicts ------------------------------------------------------------------------

    def put_verdicts(self, rows: Sequence[VerdictRow]) -> None:
        with self.transaction():
            self._db.executemany(
                f"INSERT OR REPLACE INTO verdicts ({_VERDICT_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        v.record_id,
                        v.scope,
                        v.content_hash,
                        v.verdict,
                        v.reason,
                        json.dumps([c.to_dict() for c in v.claims], ensure_ascii=False),
                        json.dumps(v.deps, ensure_ascii=False, sort_keys=True),
                        v.roots,
                        int(v.network),
                        ts(v.checked_at),
                    )
                    for v in rows
                ],
            )

    def verdicts(
        self,
        *,
        record_ids: Sequence[str] | None = None,
        scope: str | None = None,
        with_claims: bool = True,
    ) -> dict[str, VerdictRow]:
        """Stored verdicts by record id: of these records, or of every record in ``scope``."""
        out: dict[str, VerdictRow] = {}
        with self._lock:
            if record_ids is not None:
                for chunk in _chunks(record_ids):
                    marks = ",".join("?" * len(chunk))
                    for row in self._db.execute(
                        f"SELECT {_VERDICT_COLUMNS} FROM verdicts WHERE record_id IN ({marks})",
                        chunk,
                    ):
                        out[row[0]] = verdict_row(row, with_claims)
            elif scope is not None:
                for row in self._db.execute(
                    f"SELECT {_VERDICT_COLUMNS} FROM verdicts WHERE scope = ?", (scope,)
                ):
                    out[row[0]] = verdict_row(row, with_claims)
        return out

    def lifecycle_marks(self, record_ids: Sequence[str]) -> dict[str, Mark]:
        """Verdict and supersession of each record that has either. A supersession counts
        while the newer record exists unarchived."""
        out: dict[str, Mark] = {}
        with self._lock:
            for chunk in _chunks(record_ids):
                marks = ",".join("?" * len(chunk))
                verdicts = {
                    r[0]: r[1:]
                    for r in self._db.execute(
                        "SELECT record_id, verdict, content_hash, reason FROM verdicts "
                        f"WHERE record_id IN ({marks})",
                        chunk,
                    )
                }
                superseded = {
                    r[0]: r[1]
                    for r in self._db.execute(
                        "SELECT l.dst_id, MIN(l.src_id) FROM links l "
                        "JOIN records r ON r.id = l.src_id AND r.archived = 0 "
                        f"WHERE l.kind = ? AND l.dst_id IN ({marks}) GROUP BY l.dst_id",
                        (LINK_SUPERSEDES, *chunk),
                    )
                }
                for rid in set(verdicts) | set(superseded):
                    v = verdicts.get(rid)
                    out[rid] = Mark(
                        verdict=v[0] if v else None,
                        verdict_hash=v[1] if v else None,
                        verdict_reason=v[2] if v else None,
                        superseded_by=superseded.get(rid),
                    )
        return out

    # -- links ---------------------------------------------------------------------------

    def add_link(self, src_id: str, dst_id: str, *, kind: str, reason: str, at: datetime) -> bool:
        """Add a link once; False when it already existed."""
        with self.transaction():
            cur = self._db.execute(
                "INSERT OR IGNORE INTO links(src_id, dst_id, kind, reason, created_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (src_id, dst_id, kind, reason, ts(at)),
            )
            return cur.rowcount == 1

    def links_of(self, record_ids: Sequence[str]) -> list[Link]:
        """Every link with one of these records at either end, oldest first."""
        found: dict[tuple[str, str, str], Link] = {}
        with self._lock:
            for chunk in _chunks(record_ids):
                marks = ",".join("?" * len(chunk))
                for src, dst, kind, reason, at in self._db.execute(
                    "SELECT src_id, dst_id, kind, reason, created_at FROM links "
                    f"WHERE src_id IN ({marks}) OR dst_id IN ({marks})",
                    (*chunk, *chunk),
                ):
                    created = parse_ts(at)
                    assert created is not None
                    found[(src, dst, kind)] = Link(src, dst, kind, reason, created)
        return sorted(found.values(), key=lambda link: (link.created_at, link.src_id))

    # -- merge receipts ------------------------------------------------------------------

    def merge_receipt(self, key: str) -> dict[str, Any] | None:
        with self._lock:
            row = self._db.execute(
                f"SELECT {_MERGE_COLUMNS} FROM merge_receipts WHERE key = ?",
                (key,),
            ).fetchone()
        return None if row is None else _merge(row)

    def pending_merges(self, scope: str) -> list[dict[str, Any]]:
        """Merges whose merged record was written but whose originals are not all archived."""
        with self._lock:
            rows = self._db.execute(
                f"SELECT {_MERGE_COLUMNS} FROM merge_receipts "
                "WHERE scope = ? AND state = 'written' ORDER BY created_at",
                (scope,),
            ).fetchall()
        return [_merge(r) for r in rows]

    def put_merge_receipt(
        self,
        key: str,
        *,
        scope: str,
        survivor_id: str,
        member_ids: Sequence[str],
        state: str,
        at: datetime,
    ) -> None:
        with self.transaction():
            self._db.execute(
                f"INSERT INTO merge_receipts({_MERGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT(key) DO UPDATE SET state = excluded.state, "
                "finished_at = excluded.finished_at",
                (
                    key,
                    scope,
                    survivor_id,
                    json.dumps(list(member_ids)),
                    state,
                    ts(at),
                    ts(at) if state == "done" else None,
                ),
            )

    # -- consolidation runs and model proposals ------------------------------------------

    def add_consolidation_run(
        self,
        *,
        scope: str,
        trigger: str,
        started_at: datetime,
        finished_at: datetime | None,
        status: str,
        actions: Sequence[Mapping[str, Any]],
        note: str | None = None,
    ) -> int:
        with self.transaction():
            cur = self._db.execute(
                "INSERT INTO consolidation_runs(scope, trigger, started_at, finished_at, status, "
                "actions, note) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    scope,
                    trigger,
                    ts(started_at),
                    ts(finished_at),
                    status,
                    json.dumps(list(actions), ensure_ascii=False, default=str),
                    note,
                ),
            )
            return int(cur.lastrowid or 0)

    def consolidation_runs(
        self, *, scope: str | None = None, trigger: str | None = None, limit: int = 50
    ) -> list[dict[str, Any]]:
        """Newest first."""
        where, params = _where_equal(scope=scope, trigger=trigger)
        with self._lock:
            rows = self._db.execute(
                "SELECT seq, scope, trigger, started_at, finished_at, status, actions, note "
                f"FROM consolidation_runs {where} ORDER BY seq DESC LIMIT ?",
                (*params, limit),
            ).fetchall()
        keys = ("id", "scope", "trigger", "started_at", "finished_at", "status", "actions", "note")
        out = []
        for row in rows:
            item = dict(zip(keys, row, strict=True))
            item["actions"] = json.loads(item["actions"])
            out.append(item)
        return out

    def put_proposals(self, scope: str, items: Sequence[tuple[str, str]], at: datetime) -> None:
        """Replace the scope's kept model proposals with ``items`` ((id, JSON) pairs)."""
        with self.transaction():
            self._db.execute("DELETE FROM proposals WHERE scope = ?", (scope,))
            self._db.executemany(
                "INSERT OR REPLACE INTO proposals(id, scope, data, created_at) VALUES (?, ?, ?, ?)",
                [(pid, scope, data, ts(at)) for pid, data in items],
            )

    def proposals(self, scope: str) -> dict[str, str]:
        with self._lock:
            rows = self._db.execute(
                "SELECT id, data FROM proposals WHERE scope = ? ORDER BY id", (scope,)
            ).fetchall()
        return {r[0]: r[1] for r in rows}

    # -- observations and exposures ------------------------------------------------------

    def add_observation(self, obs: Observation) -> None:
        """Record an observation; Conflict if this task already observed this record."""
        with self.transaction():
            exists = self._db.execute(
                "SELECT 1 FROM observations WHERE task = ? AND record_id = ?",
                (obs.task, obs.record_id),
            ).fetchone()
            if exists:
                raise Conflict(
                    f"task {obs.task!r} already observed record {obs.record_id}",
                    remedy="observations are immutable; record a correction under its own task",
                )
            self._db.execute(
                f"INSERT INTO observations ({_OBSERVATION_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    obs.record_id,
                    obs.task,
                    obs.receipt_id,
                    obs.content_hash,
                    obs.feedback,
                    obs.outcome,
                    obs.attribution,
                    obs.evidence,
                    ts(obs.observed_at),
                ),
            )

    def observations(
        self, *, record_id: str | None = None, task: str | None = None
    ) -> list[Observation]:
        where, params = _where_equal(record_id=record_id, task=task)
        with self._lock:
            rows = self._db.execute(
                f"SELECT {_OBSERVATION_COLUMNS} FROM observations {where} ORDER BY seq", params
            ).fetchall()
        return [observation_row(r) for r in rows]

    def exposures_of(self, record_id: str) -> list[tuple[str, datetime]]:
        """(receipt id, when) of every brief or packet this record rode in, oldest first."""
        with self._lock:
            rows = self._db.execute(
                "SELECT e.receipt_id, r.created_at FROM exposures e "
                "JOIN receipts r ON r.id = e.receipt_id WHERE e.record_id = ? "
                "ORDER BY r.created_at, e.receipt_id",
                (record_id,),
            ).fetchall()
        out = []
        for receipt, at in rows:
            when = parse_ts(at)
            assert when is not None
            out.append((receipt, when))
        return out

    # -- forgotten records ---------------------------------------------------------------

    def forgotten(self, slug: str | None = None) -> list[dict[str, Any]]:
        """What `memlane restore <slug>` may bring back (a person's verb: a scan of the
        history's forget rows, not a hot path)."""
        narrow = "AND json_extract(h.version, '$.slug') = ? " if slug is not None else ""
        with self._lock:
            rows = self._db.execute(
                "SELECT h.record_id, json_extract(h.version, '$.slug'), "
                "json_extract(h.version, '$.kind'), json_extract(h.version, '$.scope'), "
                "h.replaced_at FROM record_history h "
                f"WHERE h.reason = 'forget' {narrow}"
                "AND NOT EXISTS (SELECT 1 FROM records r WHERE r.id = h.record_id) "
                "AND h.seq = (SELECT MAX(seq) FROM record_history l "
                "WHERE l.record_id = h.record_id) "
                "ORDER BY h.seq DESC",
                () if slug is None else (slug,),
            ).fetchall()
        return [
            {"id": rid, "slug": s, "kind": k, "scope": sc, "forgotten_at": at}
            for rid, s, k, sc, at in rows
        ]

    # -- content age ---------------------------------------------------------------------

    def content_changed_at(self, record_ids: Sequence[str]) -> dict[str, datetime]:
        """When each record's current content was written, for records revised since they
        were created with different content (the others: their creation time). Pins,
        archives, verdicts and exposures never move it."""
        out: dict[str, datetime] = {}
        with self._lock:
            for chunk in _chunks(record_ids):
                marks = ",".join("?" * len(chunk))
                for rid, at in self._db.execute(
                    "SELECT h.record_id, MAX(h.replaced_at) FROM record_history h "
                    "JOIN records r ON r.id = h.record_id "
                    f"WHERE h.record_id IN ({marks}) "
                    "AND json_extract(h.version, '$.content_hash') IS NOT r.content_hash "
                    "GROUP BY h.record_id",
                    chunk,
                ):
                    when = parse_ts(at)
                    if when is not None:
                        out[rid] = when
        return out


def _merge(row: Sequence[Any]) -> dict[str, Any]:
    key, scope, survivor, members, state, created, finished = row
    return {
        "key": key,
        "scope": scope,
        "survivor_id": survivor,
        "member_ids": json.loads(members),
        "state": state,
        "created_at": created,
        "finished_at": finished,
    }
