"""The Store protocol's activity and lifecycle rows on both backends (the ``backend``
fixture): receipts and outcomes, tool calls, agent sessions and pauses, users and request
windows, imported files, verdicts, links, merges, runs and observations. Records, full text
and vectors: tests/test_store.py."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import numpy as np
import pytest

from memlane.core.access import User, hash_token, new_token
from memlane.core.consolidation_rules import LINK_SUPERSEDES
from memlane.core.interop_formats.model import SourceFile, UnitRef
from memlane.core.utility_rules import Observation
from memlane.core.verify_rules import VerdictRow
from memlane.errors import Conflict, NotFound
from memlane.store.protocol import ListFilter, Store
from stores import T0, make_record


def test_receipts_exposures_and_outcomes(store: Store) -> None:
    store.add_receipt("r1", kind="packet", scope="/p", query="q", record_ids=["a", "b"], at=T0)
    store.add_receipt("r2", kind="brief", scope="/p", query=None, record_ids=["a"], at=T0)
    got = store.receipt("r1")
    assert got["record_ids"] == ["a", "b"] and got["kind"] == "packet" and got["outcome"] is None
    assert got["created_at"].startswith("2026-03-01T12:00:00")
    assert store.exposure_counts(["a", "b", "c"]) == {"a": 2, "b": 1}
    assert store.exposure_counts([]) == {}
    evidence = {"tests": "3 passed", "session_id": "s"}
    assert store.set_receipt_outcome("r1", "done", T0, by="tests", evidence=evidence) is True
    assert store.set_receipt_outcome("r1", "failed", T0, by="person") is False
    got = store.receipt("r1")
    assert (got["outcome"], got["outcome_by"], got["outcome_evidence"]) == (
        "done",
        "tests",
        evidence,
    )
    assert got["outcome_at"].startswith("2026-03-01T12:00:00")
    assert store.receipt("r2")["outcome_by"] is None
    assert store.set_receipt_outcome("r2", "failed", T0 + timedelta(seconds=1)) is True
    settled = store.record_outcomes("a")
    assert [(r["id"], r["outcome"], r["outcome_by"]) for r in settled] == [
        ("r1", "done", "tests"),
        ("r2", "failed", None),
    ]
    assert "record_ids" not in settled[0] and settled[1]["outcome_evidence"] is None
    assert [r["id"] for r in store.record_outcomes("b")] == ["r1"]
    assert store.record_outcomes("c") == []
    with pytest.raises(NotFound):
        store.receipt("missing")


def test_tool_calls_and_hints(store: Store) -> None:
    for i, (errored, test_run) in enumerate(((True, True), (False, None))):
        store.add_tool_call(
            session_id="s",
            scope="/p",
            tool="Bash",
            command=f"make test{i}",
            command_hash=f"h{i}",
            errored=errored,
            error="boom" if errored else None,
            at=T0 + timedelta(seconds=i),
            test_run=test_run,
        )
    calls = store.tool_calls("s")
    assert [c["command"] for c in calls] == ["make test0", "make test1"]
    assert calls[0]["errored"] is True and calls[0]["error"] == "boom"
    assert [(c["scope"], c["test_run"]) for c in calls] == [("/p", True), ("/p", None)]
    assert calls[1]["at"] == T0 + timedelta(seconds=1)
    assert store.tool_calls("other") == []
    store.add_tool_call(
        session_id="s2",
        scope="/p",
        tool="Bash",
        command="make test0",
        command_hash="h0",
        errored=False,
        error=None,
        at=T0 + timedelta(seconds=5),
    )
    last = store.last_tool_call("/p", "h0")
    assert last is not None
    assert (last["session_id"], last["errored"], last["at"]) == (
        "s2",
        False,
        T0 + timedelta(seconds=5),
    )
    assert store.last_tool_call("/q", "h0") is None
    assert store.mark_hint_shown("s", "h0", T0) is True
    assert store.mark_hint_shown("s", "h0", T0) is False


def test_agent_sessions_and_pauses(store: Store) -> None:
    store.add_receipt("r2", kind="packet", scope="/p", query="q", record_ids=[], at=T0)
    store.add_receipt("r1", kind="brief", scope="/p", query=None, record_ids=[], at=T0)
    store.link_receipt("s", "r2", T0)
    store.link_receipt("s", "r1", T0)
    store.link_receipt("s", "r1", T0)  # linking twice is a no-op
    store.set_receipt_outcome("r2", "done", T0)
    linked = store.session_receipts("s")
    assert [(r["id"], r["scope"], r["outcome"]) for r in linked] == [
        ("r1", "/p", None),
        ("r2", "/p", "done"),
    ]
    assert linked[0]["created_at"] == T0 and store.session_receipts("other") == []

    assert store.agent_session("s") is None
    store.touch_agent_session("s", scope="/p", agent="claude-code", at=T0, task="fix the build")
    store.touch_agent_session("s", scope="/p", agent=None, at=T0 + timedelta(seconds=1))
    got = store.agent_session("s")
    assert got == {
        "session_id": "s",
        "scope": "/p",
        "agent": "claude-code",
        "task": "fix the build",
        "compacted_at": None,
        "updated_at": T0 + timedelta(seconds=1),
    }
    store.touch_agent_session("s", scope="/p", agent=None, at=T0, task=None, compacted_at=T0)
    got = store.agent_session("s")
    assert got is not None and (got["task"], got["compacted_at"]) == (None, T0)

    assert store.pause("scope:/p", T0) is True
    assert store.pause("scope:/p", T0) is False
    assert store.pause("session:s", T0 + timedelta(seconds=1)) is True
    assert store.paused(["session:s", "scope:/q", "scope:/p"]) == ["scope:/p", "session:s"]
    assert store.paused([]) == []
    assert store.paused_targets() == [
        {"target": "scope:/p", "at": T0},
        {"target": "session:s", "at": T0 + timedelta(seconds=1)},
    ]
    assert store.resume("scope:/p") is True
    assert store.resume("scope:/p") is False
    assert store.paused(["scope:/p", "session:s"]) == ["session:s"]


def test_users_and_request_windows(store: Store) -> None:
    token = new_token()
    ana = User("ana", "writer", ("/p", "global"), hash_token(token), T0)
    store.add_user(ana)
    with pytest.raises(Conflict):
        store.add_user(ana)
    assert store.user_by_token(hash_token(token)) == ana
    assert store.user_by_token(hash_token(token + "x")) is None
    assert [u.name for u in store.users()] == ["ana"]
    assert [store.count_request("ana", T0) for _ in range(3)] == [1, 2, 3]
    assert store.count_request("bob", T0) == 1
    assert store.count_request("ana", T0 + timedelta(minutes=1)) == 1
    assert store.remove_user("ana") == ana
    with pytest.raises(NotFound):
        store.remove_user("ana")


def test_import_sources_round_trip(store: Store) -> None:
    unit = UnitRef(key="k", record_id="r1", start=0, end=5, content_hash="h")
    first = SourceFile("/p", "claude-code", "a.md", "s1", b"hello\r\n", "memories", (unit,), T0)
    store.put_import_sources([first])
    store.put_import_sources([replace(first, sha256="s2", content=b"changed")])
    got = store.import_sources("/p", "claude-code")
    assert [(f.path, f.sha256, f.content, f.units) for f in got] == [
        ("a.md", "s2", b"changed", (unit,))
    ]
    assert got[0].imported_at == T0
    assert store.import_sources("/p", "codex") == []


def test_lifecycle_rows(store: Store) -> None:
    old, new = (
        make_record(title="old way", body="use make"),
        make_record(title="new way", body="use just"),
    )
    store.insert(old)
    store.insert(new)
    row = VerdictRow(
        old.id, "/p", old.content_hash, "stale", "gone", (), {"a": [1, 2]}, "/r", False, T0
    )
    store.put_verdicts([row])
    store.put_verdicts([replace(row, verdict="verified", reason="fine")])
    got = store.verdicts(record_ids=[old.id])[old.id]
    assert (got.verdict, got.deps, got.checked_at) == ("verified", {"a": [1, 2]}, T0)
    assert list(store.verdicts(scope="/p", with_claims=False)) == [old.id]
    assert store.add_link(new.id, old.id, kind=LINK_SUPERSEDES, reason="newer", at=T0) is True
    assert store.add_link(new.id, old.id, kind=LINK_SUPERSEDES, reason="newer", at=T0) is False
    assert [(link.src_id, link.dst_id) for link in store.links_of([old.id])] == [(new.id, old.id)]
    mark = store.lifecycle_marks([old.id, new.id])
    assert mark[old.id].superseded_by == new.id and new.id not in mark
    store.put_merge_receipt(
        "k", scope="/p", survivor_id=new.id, member_ids=[old.id], state="written", at=T0
    )
    assert [m["key"] for m in store.pending_merges("/p")] == ["k"]
    store.put_merge_receipt(
        "k", scope="/p", survivor_id=new.id, member_ids=[old.id], state="done", at=T0
    )
    assert store.pending_merges("/p") == [] and store.merge_receipt("k")["member_ids"] == [old.id]  # type: ignore[index]
    run_id = store.add_consolidation_run(
        scope="/p", trigger="dream", started_at=T0, finished_at=T0, status="ok", actions=[{"a": 1}]
    )
    runs = store.consolidation_runs(scope="/p")
    assert runs[0]["id"] == run_id and runs[0]["actions"] == [{"a": 1}]
    store.put_proposals("/p", [("p1", "{}")], T0)
    assert store.proposals("/p") == {"p1": "{}"}
    obs = Observation(old.id, "t1", "r1", old.content_hash, "helpful", "done", "explicit", "e", T0)
    store.add_observation(obs)
    with pytest.raises(Conflict):
        store.add_observation(obs)
    assert store.observations(record_id=old.id) == [obs]
    store.add_receipt("r9", kind="packet", scope="/p", query="q", record_ids=[old.id], at=T0)
    assert store.exposures_of(old.id) == [("r9", T0)]
    store.update(old.with_changes(body="use make -j"), reason="edit")
    assert old.id in store.content_changed_at([old.id, new.id])
    heads = store.record_heads(ListFilter())
    assert [h.id for h in heads] == [old.id, new.id]


def test_records_version_moves_with_records_verdicts_and_links(store: Store) -> None:
    seen = [store.records_version()]

    def moved() -> bool:
        seen.append(store.records_version())
        return seen[-1] != seen[-2]

    a, b = make_record(title="a"), make_record(title="b")
    store.insert(a)
    assert moved()
    store.insert_many([b, make_record(title="c")])
    assert moved()
    store.add_receipt("r", kind="packet", scope="/p", query="q", record_ids=[a.id], at=T0)
    store.pause("scope:/p", T0)
    assert not moved()  # activity rows are not what a brief is made of
    store.update(a.with_changes(body="new"), reason="edit")
    assert moved()
    row = VerdictRow(a.id, "/p", a.content_hash, "stale", "gone", (), {}, "/r", False, T0)
    store.put_verdicts([row])
    assert moved()
    store.add_link(b.id, a.id, kind=LINK_SUPERSEDES, reason="newer", at=T0)
    assert moved()
    store.delete(a.id)
    assert moved()
    with pytest.raises(Conflict):
        store.insert_many([make_record(slug="x"), make_record(slug="x")])
    assert not moved()  # a refused batch changed nothing


def test_prepare_vectors_then_search(store: Store) -> None:
    store.prepare_vectors("hash-64", 64)  # an empty store: nothing to prepare, no error
    rec = make_record(title="redis cache", body="eviction")
    store.insert(rec)
    vec = np.zeros(64, dtype=np.float32)
    vec[3] = 1.0
    store.put_embeddings("hash-64", [(rec.content_hash, vec)])
    store.prepare_vectors("hash-64", 64)
    assert store.vector_search("hash-64", 64, vec, None, 3) == [(rec.id, pytest.approx(1.0))]
