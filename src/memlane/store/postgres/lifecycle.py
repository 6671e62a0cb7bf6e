"""Verdicts, links, merge receipts, consolidation runs, model proposals and observations in
PostgreSQL: the same rows and answers as the SQLite store's ``lifecycle_tables`` (times are kept
in its fixed-width UTC text, so both stores return them alike)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from memlane.core.consolidation_rules import LINK_SUPERSEDES, Link
from memlane.core.utility_rules import Observation
from memlane.core.validity_rules import Mark
from memlane.core.verify_rules import VerdictRow
from memlane.errors import Conflict
from memlane.store.postgres.connection import PgConnection, translating_pg_errors
from memlane.store.rows import observation_row, parse_ts, ts, verdict_row

_VERDICT_COLUMNS = (
    "record_id, scope, content_hash, verdict, reason, claims, deps, roots, network, checked_at"
)
_OBSERVATION_COLUMNS = (
    "record_id, task, receipt_id, content_hash, feedback, outcome, attribution, evidence, "
    "observed_at"
)


def _chunks(ids: Sequence[str], size: int = 500) -> list[list[str]]:
    ids = list(dict.fromkeys(ids))
    return [ids[i : i + size] for i in range(0, len(ids), size)]


@translating_pg_errors
class LifecycleTables(PgConnection):
    # -- verdicts ------------------------------------------------------------------------

    def put_verdicts(self, rows: Sequence[VerdictRow]) -> None:
        with self.transaction(), self._conn() as db, db.cursor() as cur:
            cur.executemany(
                f"INSERT INTO verdicts ({_VERDICT_COLUMNS}) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT (record_id) DO UPDATE "
                "SET scope = excluded.scope, content_hash = excluded.content_hash, "
                "verdict = excluded.verdict, reason = excluded.reason, claims = excluded.claims, "
                "deps = excluded.deps, roots = excluded.roots, network = excluded.network, "
                "checked_at = excluded.checked_at",
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
        with self._conn() as db:
            if record_ids is not None:
                for chunk in _chunks(record_ids):
                    marks = ",".join(["%s"] * len(chunk))
                    for row in db.execute(
                        f"SELECT {_VERDICT_COLUMNS} FROM verdicts WHERE record_id IN ({marks})",
                        chunk,
                    ):
                        out[row[0]] = verdict_row(row, with_claims)
            elif scope is not None:
                for row in db.execute(
                    f"SELECT {_VERDICT_COLUMNS} FROM verdicts WHERE scope = %s", (scope,)
                ):
                    out[row[0]] = verdict_row(row, with_claims)
        return out

    def lifecycle_marks(self, record_ids: Sequence[str]) -> dict[str, Mark]:
        """Verdict and supersession of each record that has either. A supersession counts
        while the newer record exists unarchived."""
        out: dict[str, Mark] = {}
        with self._conn() as db:
            for chunk in _chunks(record_ids):
                marks = ",".join(["%s"] * len(chunk))
                verdicts = {
                    r[0]: r[1:]
                    for r in db.execute(
                        "SELECT record_id, verdict, content_hash, reason FROM verdicts "
                        f"WHERE record_id IN ({marks})",
                        chunk,
                    )
                }
                superseded = {
                    r[0]: r[1]
                    for r in db.execute(
                        "SELECT l.dst_id, MIN(l.src_id) FROM links l "
                        "JOIN records r ON r.id = l.src_id AND NOT r.archived "
                        f"WHERE l.kind = %s AND l.dst_id IN ({marks}) GROUP BY l.dst_id",
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
        with self.transaction(), self._conn() as db:
            cur = db.execute(
                "INSERT INTO links(src_id, dst_id, kind, reason, created_at) "
                "VALUES (%s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
                (src_id, dst_id, kind, reason, ts(at)),
            )
            return cur.rowcount == 1

    def links_of(self, record_ids: Sequence[str]) -> list[Link]:
        """Every link with one of these records at either end, oldest first."""
        found: dict[tuple[str, str, str], Link] = {}
        with self._conn() as db:
            for chunk in _chunks(record_ids):
                marks = ",".join(["%s"] * len(chunk))
                for src, dst, kind, reason, at in db.execute(
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
        with self._conn() as db:
            row = db.execute(
                "SELECT key, scope, survivor_id, member_ids, state, created_at, finished_at "
                "FROM merge_receipts WHERE key = %s",
                (key,),
            ).fetchone()
        return None if row is None else _merge(row)

    def pending_merges(self, scope: str) -> list[dict[str, Any]]:
        """Merges whose merged record was written but whose originals are not all archived."""
        with self._conn() as db:
            rows = db.execute(
                "SELECT key, scope, survivor_id, member_ids, state, created_at, finished_at "
                "FROM merge_receipts WHERE scope = %s AND state = 'written' ORDER BY created_at",
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
        with self.transaction(), self._conn() as db:
            db.execute(
                "INSERT INTO merge_receipts(key, scope, survivor_id, member_ids, state, "
                "created_at, finished_at) VALUES (%s, %s, %s, %s, %s, %s, %s) "
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
        with self.transaction(), self._conn() as db:
            cur = db.execute(
                "INSERT INTO consolidation_runs(scope, trigger, started_at, finished_at, status, "
                "actions, note) VALUES (%s, %s, %s, %s, %s, %s, %s) RETURNING seq",
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
            row = cur.fetchone()
            return int(row[0]) if row else 0

    def consolidation_runs(
        self, *, scope: str | None = None, trigger: str | None = None, limit: int = 50
    ) -> list[dict[str, Any]]:
        """Newest first."""
        clauses, params = [], []
        if scope is not None:
            clauses.append("scope = %s")
            params.append(scope)
        if trigger is not None:
            clauses.append("trigger = %s")
            params.append(trigger)
        where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
        with self._conn() as db:
            rows = db.execute(
                "SELECT seq, scope, trigger, started_at, finished_at, status, actions, note "
                f"FROM consolidation_runs {where} ORDER BY seq DESC LIMIT %s",
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
        with self.transaction(), self._conn() as db:
            db.execute("DELETE FROM proposals WHERE scope = %s", (scope,))
            db.cursor().executemany(
                "INSERT INTO proposals(id, scope, data, created_at) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT (id) DO UPDATE SET scope = excluded.scope, data = excluded.data, "
                "created_at = excluded.created_at",
                [(pid, scope, data, ts(at)) for pid, data in items],
            )

    def proposals(self, scope: str) -> dict[str, str]:
        with self._conn() as db:
            rows = db.execute(
                "SELECT id, data FROM proposals WHERE scope = %s ORDER BY id", (scope,)
            ).fetchall()
        return {r[0]: r[1] for r in rows}

    # -- observations and exposures ------------------------------------------------------

    def add_observation(self, obs: Observation) -> None:
        """Record an observation; Conflict if this task already observed this record."""
        with self.transaction(), self._conn() as db:
            exists = db.execute(
                "SELECT 1 FROM observations WHERE task = %s AND record_id = %s",
                (obs.task, obs.record_id),
            ).fetchone()
            if exists:
                raise Conflict(
                    f"task {obs.task!r} already observed record {obs.record_id}",
                    remedy="observations are immutable; record a correction under its own task",
                )
            db.execute(
                f"INSERT INTO observations ({_OBSERVATION_COLUMNS}) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
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
        clauses, params = [], []
        if record_id is not None:
            clauses.append("record_id = %s")
            params.append(record_id)
        if task is not None:
            clauses.append("task = %s")
            params.append(task)
        where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
        with self._conn() as db:
            rows = db.execute(
                f"SELECT {_OBSERVATION_COLUMNS} FROM observations {where} ORDER BY seq", params
            ).fetchall()
        return [observation_row(r) for r in rows]

    def exposures_of(self, record_id: str) -> list[tuple[str, datetime]]:
        """(receipt id, when) of every brief or packet this record rode in, oldest first."""
        with self._conn() as db:
            rows = db.execute(
                "SELECT e.receipt_id, r.created_at FROM exposures e "
                "JOIN receipts r ON r.id = e.receipt_id WHERE e.record_id = %s "
                "ORDER BY r.created_at, e.receipt_id",
                (record_id,),
            ).fetchall()
        return [(receipt, at.astimezone(UTC)) for receipt, at in rows]

    # -- forgotten records ---------------------------------------------------------------

    def forgotten(self, slug: str | None = None) -> list[dict[str, Any]]:
        """What `memlane restore <slug>` may bring back (a scan of the forget rows)."""
        narrow = "AND (h.version::json ->> 'slug') = %s " if slug is not None else ""
        with self._conn() as db:
            rows = db.execute(
                "SELECT h.record_id, h.version::json ->> 'slug', h.version::json ->> 'kind', "
                "h.version::json ->> 'scope', h.replaced_at FROM record_history h "
                f"WHERE h.reason = 'forget' {narrow}"
                "AND NOT EXISTS (SELECT 1 FROM records r WHERE r.id = h.record_id) "
                "AND h.seq = (SELECT MAX(seq) FROM record_history l "
                "WHERE l.record_id = h.record_id) "
                "ORDER BY h.seq DESC",
                () if slug is None else (slug,),
            ).fetchall()
        return [
            {"id": rid, "slug": s, "kind": k, "scope": sc, "forgotten_at": ts(at)}
            for rid, s, k, sc, at in rows
        ]

    # -- content age ---------------------------------------------------------------------

    def content_changed_at(self, record_ids: Sequence[str]) -> dict[str, datetime]:
        """When each record's current content was written, for records revised since they
        were created with different content (the others: their creation time). Pins,
        archives, verdicts and exposures never move it."""
        out: dict[str, datetime] = {}
        with self._conn() as db:
            for chunk in _chunks(record_ids):
                marks = ",".join(["%s"] * len(chunk))
                for rid, at in db.execute(
                    "SELECT h.record_id, MAX(h.replaced_at) FROM record_history h "
                    "JOIN records r ON r.id = h.record_id "
                    f"WHERE h.record_id IN ({marks}) "
                    "AND (h.version::json ->> 'content_hash') IS DISTINCT FROM r.content_hash "
                    "GROUP BY h.record_id",
                    chunk,
                ):
                    if at is not None:
                        out[rid] = at.astimezone(UTC)
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
