"""``memlane verify``: check each memory's claims against the project tree, incrementally.

A memory is checked again only when its content, the roots, the network switch or a file its
result depended on changed; results that rested on the absence of something anywhere in the
tree depend on the whole tree's fingerprint. Path claims are cheap and re-resolved on every
run. Verdicts live in their own table (``verdicts``): verifying never revises a record, so
content age, history and confidence are untouched. A record that changed or was archived while
the run looked at it is reported in ``skipped`` and keeps its old verdict.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from memlane.core.claims import Claim, extract_claims
from memlane.core.records import Record
from memlane.core.timestamps import utcnow
from memlane.core.verify_rules import (
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
from memlane.store.protocol import ListFilter, Store

VERIFIED_KINDS: tuple[str, ...] = ("fact", "pattern", "lesson", "note")
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
    rec: Record
    claims: list[Claim]
    prev: VerdictRow | None
    reuse_terms: bool


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
        records = self._records(scope, record_ids)
        stored = self._store.verdicts(record_ids=[r.id for r in records])
        roots_key = "\n".join(inv.roots)
        tree = source_tree.fingerprint(inv)
        plans = [
            self._plan(rec, stored.get(rec.id), inv, roots_key, tree, network) for rec in records
        ]
        pending = [p for p in plans if not p.reuse_terms]
        content = source_tree.search_terms(
            inv,
            {term_key(c) for p in pending for c in p.claims if c.kind == "symbol"},
            {c.value for p in pending for c in p.claims if c.kind == "flag"},
        )
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
                tree=tree,
                network=network,
                checker=checker,
                systems=systems,
            )
            verdict, reason = verdict_of(results)
            prev = plan.prev
            unchanged = (
                prev is not None
                and prev.content_hash == plan.rec.content_hash
                and prev.roots == roots_key
                and prev.network == network
                and prev.verdict == verdict
                and prev.reason == reason
                and tuple(prev.claims) == tuple(results)
                and dict(prev.deps) == deps
            )
            if unchanged:
                assert prev is not None
                report.reused += 1
                checked_at = prev.checked_at
            else:
                report.checked += 1
                checked_at = now
                rows.append(
                    VerdictRow(
                        record_id=plan.rec.id,
                        scope=plan.rec.scope,
                        content_hash=plan.rec.content_hash,
                        verdict=verdict,
                        reason=reason,
                        claims=tuple(results),
                        deps=deps,
                        roots=roots_key,
                        network=network,
                        checked_at=now,
                    )
                )
            report.memories.append(
                {
                    "id": plan.rec.id,
                    "slug": plan.rec.handle,
                    "kind": plan.rec.kind,
                    "verdict": verdict,
                    "reason": reason,
                    "checked_at": checked_at.isoformat(),
                    "changed": not unchanged,
                    "claims": [r.to_dict() for r in results],
                }
            )
        report.skipped = self._save(rows)
        skipped = set(report.skipped)
        for item in report.memories:
            if item["id"] in skipped:
                item["skipped"] = True
                continue
            report.counts[item["verdict"]] += 1
        report.skipped = [
            next(m["slug"] for m in report.memories if m["id"] == rid) for rid in report.skipped
        ]
        report.took_ms = (time.perf_counter() - started) * 1000
        return report

    # -- steps ---------------------------------------------------------------------------

    def _records(self, scope: str, record_ids: Sequence[str] | None) -> list[Record]:
        if record_ids is not None:
            found = self._store.get_many(record_ids)
            return [found[i] for i in record_ids if i in found and not found[i].archived]
        return list(self._store.iter_records(ListFilter(scopes=[scope], kinds=VERIFIED_KINDS)))

    def _plan(
        self,
        rec: Record,
        prev: VerdictRow | None,
        inv: Inventory,
        roots_key: str,
        tree: str,
        network: bool,
    ) -> _Plan:
        same_content = prev is not None and prev.content_hash == rec.content_hash
        if same_content:
            assert prev is not None
            claims = [Claim(c.kind, c.value) for c in prev.claims]  # type: ignore[arg-type]
        else:
            claims = extract_claims(claims_text(rec))
        reuse = (
            same_content
            and prev is not None
            and prev.roots == roots_key
            and prev.network == network
            and _deps_hold(prev.deps, inv, tree)
        )
        return _Plan(rec, claims, prev, reuse)

    def _judge(
        self,
        plan: _Plan,
        inv: Inventory,
        content: source_tree.ContentIndex,
        lockfiles: Mapping[str, str],
        *,
        tree: str,
        network: bool,
        checker: NetworkChecker | None,
        systems: Sequence[str],
    ) -> tuple[list[ClaimResult], dict[str, Any]]:
        paths = {
            c.value: resolve_path(c, inv, home=self._home) for c in plan.claims if c.kind == "path"
        }
        context = [
            r.evidence[0]
            for r in paths.values()
            if r.status == "verified" and r.evidence and not r.evidence[0].endswith("/")
        ]
        previous = {(r.kind, r.value): r for r in plan.prev.claims} if plan.prev else {}
        same_content = plan.prev is not None and plan.prev.content_hash == plan.rec.content_hash
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
        deps: dict[str, Any] = {
            "files": dict(sorted(files.items())),
            "tree": tree if whole_tree else None,
        }
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


def _deps_hold(deps: Mapping[str, Any], inv: Inventory, tree: str) -> bool:
    """Whether everything a stored result depended on is as it was."""
    if deps.get("tree") and deps["tree"] != tree:
        return False
    for key, stamp in (deps.get("files") or {}).items():
        if key not in inv.files or list(inv.files[key]) != list(stamp):
            return False
    return True


__all__ = ["VERIFIED_KINDS", "Verifier", "VerifyReport", "claims_text"]
