"""Applying consolidation proposals: forward writes through the write path, never a hole.

A merge first revises the survivor (its previous text stays in history) and records a durable
merge receipt in the same transaction, then archives the other members with a ``merged_into``
link — a crash in between leaves a harmless duplicate that the next apply finishes (interrupted
merges are finished first), never a hole and never the merged text twice. A supersession only
adds a ``supersedes`` link: the older memory leaves the brief and packets and stays searchable.
An archive or retention proposal archives one record. Nothing is deleted; a member that changed
since it was proposed, or that carries a validity window, is skipped with the reason; every
run is logged for ``memlane consolidate --history``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from memlane.core import consolidation_rules as rules
from memlane.core.records import Record
from memlane.core.timestamps import utcnow
from memlane.core.validity_rules import has_window, renewal_stamp
from memlane.core.write_rules import title_from_text
from memlane.errors import Conflict, MemlaneError
from memlane.services.write import Writer
from memlane.store.protocol import Store


class Applier:
    def __init__(self, store: Store, writer: Writer, *, allow_email: bool = False) -> None:
        self._store = store
        self._writer = writer
        self._allow_email = allow_email

    def apply(
        self,
        scope: str,
        proposals: Sequence[rules.Proposal],
        *,
        trigger: str,
        started: datetime | None = None,
        note: str | None = None,
    ) -> tuple[list[dict[str, Any]], int]:
        """Apply the applicable proposals (finishing interrupted merges first); log the run.
        Returns what happened to each and the run's id."""
        started = started or utcnow()
        actions = [self._finish(m) for m in self._store.pending_merges(scope)]
        for p in proposals:
            if not p.applicable:
                continue
            try:
                actions.append(self._apply_one(p))
            except MemlaneError as exc:  # one refusal must not stop the rest
                actions.append(_action(p, "skipped", f"{exc.code}: {exc.message}"))
        done = [a for a in actions if a["status"] == "applied"]
        status = "ok" if len(done) == len(actions) else ("partial" if done else "nothing")
        run_id = self._store.add_consolidation_run(
            scope=scope,
            trigger=trigger,
            started_at=started,
            finished_at=utcnow(),
            status=status,
            actions=actions,
            note=note,
        )
        return actions, run_id

    def _current(self, p: rules.Proposal) -> list[Record]:
        found = self._store.get_many(p.members)
        members = [found.get(m) for m in p.members]
        for m, rec, digest in zip(p.members, members, p.hashes, strict=True):
            if rec is None or rec.archived:
                raise Conflict(f"{m} is gone or archived", remedy="run consolidate again")
            if rec.content_hash != digest:
                raise Conflict(
                    f"{rec.handle} changed since it was proposed", remedy="run consolidate again"
                )
        return [r for r in members if r is not None]

    def _apply_one(self, p: rules.Proposal) -> dict[str, Any]:
        if p.kind in ("duplicate", "merge"):
            return self._merge(p)
        members = self._current(p)
        now = utcnow()
        if p.kind == "supersession":
            newer, older = members
            added = self._store.add_link(
                newer.id, older.id, kind=rules.LINK_SUPERSEDES, reason=p.reason, at=now
            )
            return _action(
                p, "applied" if added else "already", f"{newer.handle} supersedes {older.handle}"
            )
        (rec,) = members
        self._archive(rec, f"consolidate: {p.kind} ({p.reason})", now)
        return _action(p, "applied", f"archived {rec.handle}")

    def _archive(self, rec: Record, reason: str, now: datetime) -> None:
        self._writer.revise(
            rec.id,
            lambda latest: latest.with_changes(archived=True, updated_at=now),
            reason=reason[:500],
            allow_email=self._allow_email,
        )

    def _merge(self, p: rules.Proposal) -> dict[str, Any]:
        key = "m_" + hashlib.sha256(p.id.encode()).hexdigest()[:24]
        receipt = self._store.merge_receipt(key)
        if receipt is not None:
            if receipt["state"] == "done":
                return _action(p, "already", "merged before")
            return self._finish(receipt, p)
        members = self._current(p)
        if any(has_window(r) or renewal_stamp(r) for r in members):
            return _action(p, "skipped", "a member carries a validity window")
        survivor, others = members[0], members[1:]
        now = utcnow()
        change = _merge_change(p, others, now)
        with self._store.transaction():
            self._writer.revise(
                survivor.id,
                change,
                reason=f"consolidate: merged {len(others)} duplicate(s) in",
                allow_email=self._allow_email,
            )
            self._store.put_merge_receipt(
                key,
                scope=survivor.scope,
                survivor_id=survivor.id,
                member_ids=[r.id for r in members],
                state="written",
                at=now,
            )
        receipt = self._store.merge_receipt(key)
        assert receipt is not None
        return self._finish(receipt, p)

    def _finish(self, receipt: dict[str, Any], p: rules.Proposal | None = None) -> dict[str, Any]:
        """Archive and link every original of a written merge; mark its receipt done."""
        survivor_id = receipt["survivor_id"]
        found = self._store.get_many(receipt["member_ids"])
        survivor = found.get(survivor_id)
        label = survivor.handle if survivor else survivor_id
        now = utcnow()
        for rid in receipt["member_ids"]:
            rec = found.get(rid)
            if rid == survivor_id or rec is None:
                continue
            reason = f"merged into {label}"
            if not rec.archived:
                self._archive(rec, f"consolidate: {reason}", now)
            self._store.add_link(
                rid, survivor_id, kind=rules.LINK_MERGED_INTO, reason=reason, at=now
            )
        self._store.put_merge_receipt(
            receipt["key"],
            scope=receipt["scope"],
            survivor_id=survivor_id,
            member_ids=receipt["member_ids"],
            state="done",
            at=now,
        )
        detail = f"merged into {label}"
        if p is None:
            return {
                "id": receipt["key"],
                "kind": "merge",
                "members": receipt["member_ids"],
                "status": "applied",
                "detail": f"finished an interrupted merge: {detail}",
            }
        return _action(p, "applied", detail)


def _merge_change(
    p: rules.Proposal, others: Sequence[Record], now: datetime
) -> Callable[[Record], Record]:
    def change(latest: Record) -> Record:
        if latest.content_hash != p.hashes[0]:
            raise Conflict(f"{latest.handle} changed meanwhile", remedy="run consolidate again")
        if p.kind == "merge" and p.text:
            body, title = p.text, p.heading or title_from_text(p.text)
        else:
            body, title = rules.merged_body(latest, others), latest.title
        return latest.with_changes(
            title=title,
            body=body,
            tags=rules.merged_tags([latest, *others]),
            importance=max([latest.importance, *(r.importance for r in others)]),
            why=latest.why or next((r.why for r in others if r.why), None),
            how=latest.how or next((r.how for r in others if r.how), None),
            updated_at=now,
        )

    return change


def _action(p: rules.Proposal, status: str, detail: str) -> dict[str, Any]:
    return {
        "id": p.id,
        "kind": p.kind,
        "members": list(p.members),
        "slugs": list(p.slugs),
        "status": status,
        "detail": detail,
    }


__all__ = ["Applier"]
