"""``memlane verify``: check each memory's claims against the project tree, incrementally.

A memory is checked again only when its content, the roots, the network switch or a file its
result depended on changed. A result that rested on the absence of a name from the whole tree
is checked again only when a file added or changed since the last whole-scope run (the scope's
inventory snapshot) contains that name. Path claims are cheap and re-resolved on every run; a
whole-scope run over an unchanged tree and store is answered from the stored verdicts.

Verdicts live in their own table: verifying never revises a record, so content age, history
and confidence are untouched. A record that changed or was archived while
the run looked at it is reported in ``skipped`` and keeps its old verdict.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from memlane.core.claims import Claim, extract_claims
from memlane.core.records import Record
from memlane.core.timestamps import utcnow
from memlane.core.verify_rules import (
    MANIFEST_NAMES,
    ClaimResult,
    Inventory,
    VerdictRow,
    judge_package,
    judge_term,
    resolve_path,
    term_key,
    verdict_of,
)
from memlane.services import source_tree
from memlane.services.verify_network import NetworkChecker, ecosystems
from memlane.store.protocol import ListFilter, RecordHead, Store

VERIFIED_KINDS: tuple[str, ...] = ("fact", "pattern", "lesson", "note")
# store_meta keys (+ scope): the last whole-scope run's stamp, and the inventory it saw.
STAMP_META = "verify_stamp:"
SNAPSHOT_META = "verify_inventory:"
_TERM_KINDS = ("symbol", "flag")


def claims_text(rec: Record) -> str:
    """The text a memory makes claims in (a lesson's command and fix live in its payload)."""
    parts = [rec.title, rec.body, rec.why or "", rec.how or ""]
    if rec.kind == "lesson":
        for key in ("command", "fix"):
            value = rec.payload.get(key)
            if isinstance(value, str) and value:
                parts.append(f"`{value}`")
    return "\n".join(p for p in parts if p)


@dataclass
class VerifyReport:
    scope: str
    roots: list[str]
    files: int
    directories: int
    complete: bool
    bound: str | None
    network: bool
    checked: int = 0
    reused: int = 0
    counts: dict[str, int] = field(
        default_factory=lambda: {"verified": 0, "stale": 0, "unknown": 0}
    )
    skipped: list[str] = field(default_factory=list)
    memories: list[dict[str, Any]] = field(default_factory=list)
    took_ms: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "scope": self.scope,
            "roots": self.roots,
            "files": self.files,
            "directories": self.directories,
            "complete": self.complete,
            "bound": self.bound,
            "network": self.network,
            "checked": self.checked,
            "reused": self.reused,
            **self.counts,
            "skipped": self.skipped,
            "took_ms": round(self.took_ms, 1),
            "memories": self.memories,
        }


@dataclass
class _Plan:
    head: RecordHead
    scope: str
    claims: list[Claim]
    prev: VerdictRow | None
    reuse_terms: bool
    paths: dict[str, ClaimResult] | None = None  # path results, once resolved


def _context(plan: _Plan, paths: Mapping[str, ClaimResult] | None = None) -> list[str]:
    """The existing files a memory cites: where its names are looked for first."""
    found = plan.paths if paths is None else paths
    return [
        r.evidence[0]
        for r in (found or {}).values()
        if r.status == "verified" and r.evidence and not r.evidence[0].endswith("/")
    ]


def _search_names(
    inv: Inventory, names: set[str], keys: Iterable[str] | None = None
) -> source_tree.ContentIndex:
    """Where ``names`` occur (in ``keys`` only, when given): a ``--flag`` is searched as a
    flag, anything else as an identifier."""
    flags = {n for n in names if n.startswith("--")}
    return source_tree.search_terms(inv, names - flags, flags, keys=keys)


def run_stamp(tree: str, roots_key: str, network: bool, heads: Sequence[RecordHead]) -> str:
    """What a whole-scope run depended on: the tree, the roots, the network switch and every
    record's content. The same stamp twice means nothing can have changed."""
    h = hashlib.sha256(f"{tree}\x1f{roots_key}\x1f{int(network)}".encode())
    for head in heads:
        h.update(f"\x1f{head.id}:{head.content_hash}".encode())
    return h.hexdigest()


class Verifier:
    def __init__(self, store: Store, *, home: str | None = None) -> None:
        self._store = store
        self._home = home

    def run(
        self,
        scope: str,
        roots: Sequence[Path],
        *,
        record_ids: Sequence[str] | None = None,
        network: bool = False,
        checker: NetworkChecker | None = None,
        now: datetime | None = None,
    ) -> VerifyReport:
        started = time.perf_counter()
        now = now or utcnow()
        inv = source_tree.walk(roots)
        report = VerifyReport(
            scope=scope,
            roots=list(inv.roots),
            files=inv.n_files,
            directories=len(inv.dirs),
            complete=inv.complete,
            bound=inv.bound,
            network=network,
        )
        roots_key = "\n".join(inv.roots)
        tree = source_tree.fingerprint(inv)
        heads, scopes = self._heads(scope, record_ids)
        stamp = run_stamp(tree, roots_key, network, heads) if record_ids is None else None
        if stamp is not None and self._store.meta(STAMP_META + scope) == stamp:
            # Nothing changed since the last whole-scope run: its verdicts stand as stored.
            stored = self._store.verdicts(record_ids=[h.id for h in heads], with_claims=False)
            if all(h.id in stored for h in heads):
                for head in heads:
                    self._report(report, head, stored[head.id], changed=False)
                return self._finish(report, [], started)
        stored = self._store.verdicts(record_ids=[h.id for h in heads])
        fresh = self._store.get_many(
            h.id for h in heads if h.id not in stored or stored[h.id].content_hash != h.content_hash
        )
        plans = [
            self._plan(h, scopes[h.id], stored.get(h.id), fresh.get(h.id), inv, roots_key, network)
            for h in heads
        ]
        self._settle_tree_dependence(plans, inv, self._changed_files(scope, inv, roots_key))
        pending = [p for p in plans if not p.reuse_terms]
        content = self._search(pending, inv)
        needs_manifests = any(c.kind == "package" for p in pending for c in p.claims)
        lockfiles = source_tree.manifests(inv) if needs_manifests else {}
        systems = ecosystems(inv) if network else []
        rows: list[VerdictRow] = []
        for plan in plans:
            results, deps = self._judge(
                plan,
                inv,
                content,
                lockfiles,
                network=network,
                checker=checker,
                systems=systems,
            )
            verdict, reason = verdict_of(results)
            row = VerdictRow(
                record_id=plan.head.id,
                scope=plan.scope,
                content_hash=plan.head.content_hash,
                verdict=verdict,
                reason=reason,
                claims=tuple(results),
                deps=deps,
                roots=roots_key,
                network=network,
                checked_at=now,
            )
            prev = plan.prev
            unchanged = prev is not None and _same_result(prev, row)
            if not unchanged:
                rows.append(row)
            self._report(report, plan.head, prev if unchanged and prev else row, not unchanged)
        skipped = self._save(rows)
        if stamp is not None and not skipped:
            snapshot = {"roots": roots_key, "files": inv.files}
            self._store.set_meta(SNAPSHOT_META + scope, json.dumps(snapshot, separators=(",", ":")))
            self._store.set_meta(STAMP_META + scope, stamp)
        return self._finish(report, skipped, started)

    def _search(self, pending: Sequence[_Plan], inv: Inventory) -> source_tree.ContentIndex:
        """Where the pending plans' names occur: first in the files each memory cites; the
        whole tree is read only for names missing from their memory's own files (the common
        re-check, an edited file that still holds the name, reads one file, not the tree)."""
        for plan in pending:
            plan.paths = {
                c.value: resolve_path(c, inv, home=self._home)
                for c in plan.claims
                if c.kind == "path"
            }
        wanted = [p for p in pending if any(c.kind in _TERM_KINDS for c in p.claims)]
        cited = {key for p in wanted for key in _context(p)}
        names = {term_key(c) for p in wanted for c in p.claims if c.kind in _TERM_KINDS}
        first = _search_names(inv, names, keys=cited)
        missing = {
            term_key(c)
            for p in wanted
            for c in p.claims
            if c.kind in _TERM_KINDS and not set(first.hits.get(term_key(c), ())) & set(_context(p))
        }
        if not missing:
            return first
        full = _search_names(inv, missing)
        for name, keys in first.hits.items():
            full.hits.setdefault(name, keys)
        return full

    def _changed_files(self, scope: str, inv: Inventory, roots_key: str) -> set[str] | None:
        """Files added or changed since the scope's last whole-scope run (None: unknown)."""
        raw = self._store.meta(SNAPSHOT_META + scope)
        if raw is None:
            return None
        try:
            snapshot = json.loads(raw)
        except ValueError:
            return None
        if snapshot.get("roots") != roots_key or not isinstance(snapshot.get("files"), dict):
            return None
        before = snapshot["files"]
        return {k for k, stamp in inv.files.items() if before.get(k) != list(stamp)}

    def _settle_tree_dependence(
        self, plans: Sequence[_Plan], inv: Inventory, changed: set[str] | None
    ) -> None:
        """A stored result that rested on a name's absence from the whole tree still holds
        when no added or changed file contains that name: read only those files."""
        waiting = [p for p in plans if p.reuse_terms and p.prev and p.prev.deps.get("tree")]
        if not waiting:
            return
        if changed is None:
            for p in waiting:
                p.reuse_terms = False
            return
        names = {term_key(c) for p in waiting for c in p.claims if c.kind in _TERM_KINDS}
        hits = _search_names(inv, names, keys=changed)
        manifest_changed = any(
            k.rsplit("/", 1)[-1] in MANIFEST_NAMES or "requirements" in k for k in changed
        )
        for p in waiting:
            kinds = {c.kind for c in p.claims}
            if any(term_key(c) in hits.hits for c in p.claims if c.kind in _TERM_KINDS) or (
                "package" in kinds and manifest_changed
            ):
                p.reuse_terms = False

    # -- steps ---------------------------------------------------------------------------

    def _heads(
        self, scope: str, record_ids: Sequence[str] | None
    ) -> tuple[list[RecordHead], dict[str, str]]:
        """The records to verify, and each one's scope."""
        if record_ids is None:
            heads = self._store.record_heads(ListFilter(scopes=[scope], kinds=VERIFIED_KINDS))
            return heads, {h.id: scope for h in heads}
        found = self._store.get_many(record_ids)
        recs = [found[i] for i in record_ids if i in found and not found[i].archived]
        return (
            [RecordHead(r.id, r.slug, r.kind, r.content_hash) for r in recs],
            {r.id: r.scope for r in recs},
        )

    @staticmethod
    def _report(report: VerifyReport, head: RecordHead, row: VerdictRow, changed: bool) -> None:
        item: dict[str, Any] = {
            "id": head.id,
            "slug": head.handle,
            "kind": head.kind,
            "verdict": row.verdict,
            "reason": row.reason,
            "checked_at": row.checked_at.isoformat(),
            "changed": changed,
        }
        if changed:
            report.checked += 1
            item["claims"] = [c.to_dict() for c in row.claims]
        else:
            report.reused += 1
        report.memories.append(item)

    @staticmethod
    def _finish(report: VerifyReport, skipped: Sequence[str], started: float) -> VerifyReport:
        gone = set(skipped)
        for item in report.memories:
            if item["id"] in gone:
                item["skipped"] = True
                report.checked -= 1
            else:
                report.counts[item["verdict"]] += 1
        report.skipped = [m["slug"] for m in report.memories if m["id"] in gone]
        report.took_ms = (time.perf_counter() - started) * 1000
        return report

    def _plan(
        self,
        head: RecordHead,
        scope: str,
        prev: VerdictRow | None,
        rec: Record | None,
        inv: Inventory,
        roots_key: str,
        network: bool,
    ) -> _Plan:
        same_content = prev is not None and prev.content_hash == head.content_hash
        if same_content:
            assert prev is not None
            claims = [Claim(c.kind, c.value) for c in prev.claims]  # type: ignore[arg-type]
        else:
            claims = extract_claims(claims_text(rec)) if rec is not None else []
        reuse = (
            same_content
            and prev is not None
            and prev.roots == roots_key
            and prev.network == network
            and _files_hold(prev.deps, inv)
        )
        return _Plan(head, scope, claims, prev, reuse)

    def _judge(
        self,
        plan: _Plan,
        inv: Inventory,
        content: source_tree.ContentIndex,
        lockfiles: Mapping[str, str],
        *,
        network: bool,
        checker: NetworkChecker | None,
        systems: Sequence[str],
    ) -> tuple[list[ClaimResult], dict[str, Any]]:
        paths = plan.paths
        if paths is None:
            paths = {
                c.value: resolve_path(c, inv, home=self._home)
                for c in plan.claims
                if c.kind == "path"
            }
        context = _context(plan, paths)
        previous = {(r.kind, r.value): r for r in plan.prev.claims} if plan.prev else {}
        same_content = plan.prev is not None and plan.prev.content_hash == plan.head.content_hash
        results: list[ClaimResult] = []
        files: dict[str, list[int]] = {}
        whole_tree = False
        for claim in plan.claims:
            if claim.kind == "path":
                results.append(paths[claim.value])
                continue
            if plan.reuse_terms and (claim.kind, claim.value) in previous:
                result = previous[(claim.kind, claim.value)]
            elif claim.kind in _TERM_KINDS:
                before = previous.get((claim.kind, claim.value)) if same_content else None
                seen = before.evidence if before and before.status == "verified" else ()
                result = judge_term(
                    claim,
                    content.hits.get(term_key(claim), []),
                    context=context,
                    search=content.search,
                    seen_before=seen,
                )
            elif claim.kind == "package":
                result = judge_package(claim, lockfiles)
                if result.status != "verified" and network and checker is not None:
                    result = checker.package(claim, systems)
            elif network and checker is not None:
                result = checker.url(claim)
            else:
                result = ClaimResult("url", claim.value, "unknown", "not checked: --network is off")
            results.append(result)
            if claim.kind in _TERM_KINDS or claim.kind == "package":
                if result.status == "verified":
                    for key in result.evidence:
                        if key in inv.files:
                            files[key] = list(inv.files[key])
                else:
                    whole_tree = True
        for key in context:
            if key in inv.files and any(c.kind in _TERM_KINDS for c in plan.claims):
                files[key] = list(inv.files[key])
        deps: dict[str, Any] = {"files": dict(sorted(files.items())), "tree": whole_tree}
        return results, deps

    def _save(self, rows: Sequence[VerdictRow]) -> list[str]:
        """Store the verdicts of records unchanged since they were read; the ids of the rest."""
        if not rows:
            return []
        with self._store.transaction():
            current = self._store.get_many(r.record_id for r in rows)
            keep = [
                r
                for r in rows
                if r.record_id in current
                and not current[r.record_id].archived
                and current[r.record_id].content_hash == r.content_hash
            ]
            self._store.put_verdicts(keep)
        kept = {r.record_id for r in keep}
        return [r.record_id for r in rows if r.record_id not in kept]


def _same_result(prev: VerdictRow, row: VerdictRow) -> bool:
    """Whether a fresh check found exactly what is stored (then nothing is rewritten)."""
    return (
        prev.content_hash == row.content_hash
        and prev.roots == row.roots
        and prev.network == row.network
        and prev.verdict == row.verdict
        and prev.reason == row.reason
        and tuple(prev.claims) == tuple(row.claims)
        and dict(prev.deps) == dict(row.deps)
    )


def _files_hold(deps: Mapping[str, Any], inv: Inventory) -> bool:
    """Whether every file a stored result depended on is as it was."""
    for key, stamp in (deps.get("files") or {}).items():
        if key not in inv.files or list(inv.files[key]) != list(stamp):
            return False
    return True


__all__ = ["VERIFIED_KINDS", "Verifier", "VerifyReport", "claims_text"]
