"""Settling the receipts an agent session received, from the evidence the session left.

Hooks link every brief and packet they inject to the session (``session_receipts``) and log the
session's shell calls (``tool_calls``). At a turn's or the session's end, each receipt still open
is judged by :func:`memlane.core.outcome_rules.verdict` on the calls logged after it was issued;
a verdict is applied through :meth:`Learner.outcome` — once per receipt, +0.05 done / −0.10
failed for the patterns that rode in it — with who settled it and the evidence stored next to
it. A receipt without evidence stays open (a later turn may settle it); nothing moves on none.
"""

from __future__ import annotations

from typing import Any

from memlane.core.outcome_rules import LoggedRun, verdict
from memlane.services.hook_payload import SHELL_TOOL_NAMES, STATUS_UNKNOWN
from memlane.services.learn import Learner
from memlane.store.protocol import Store


def logged_runs(store: Store, session_id: str) -> list[LoggedRun]:
    """The session's logged shell calls, in order, as the outcome rules read them."""
    return [
        LoggedRun(
            command=str(c["command"]),
            errored=bool(c["errored"]),
            at=c["at"],
            test_run=c.get("test_run"),
            # a call whose end nobody reported is no evidence either way, like an interrupted one
            interrupted=c.get("error") in ("interrupted", STATUS_UNKNOWN),
        )
        for c in store.tool_calls(session_id)
        if c["tool"] in SHELL_TOOL_NAMES and c["at"] is not None
    ]


def settle_session(
    store: Store, learner: Learner, session_id: str, *, status: str | None = None
) -> list[dict[str, Any]]:
    """Apply the evidence-backed outcome of every open receipt of ``session_id``; returns what
    was recorded (receipt, outcome, by, evidence, rerated). ``status`` is the harness's own
    end status in :mod:`memlane.core.outcome_rules` words, when it reports one."""
    open_receipts = [r for r in store.session_receipts(session_id) if r["outcome"] is None]
    if not open_receipts:
        return []
    runs = logged_runs(store, session_id)
    settled: list[dict[str, Any]] = []
    for receipt in open_receipts:
        found = verdict(receipt["created_at"], runs, status)
        if found is None:
            continue
        evidence = {**found.evidence, "session_id": session_id, "summary": found.describe()}
        result = learner.outcome(receipt["id"], found.outcome, by=found.by, evidence=evidence)
        if result["recorded"]:
            settled.append(result)
    return settled


__all__ = ["logged_runs", "settle_session"]
