"""A shared server's per-user view of the store (GrantedStore) on agent-session rows: receipts,
tool calls, sessions and pauses follow the same grant rules as records, on both backends."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from memlane.core.access import User
from memlane.core.records import Record, new_id
from memlane.errors import AccessDenied, NotFound
from memlane.store.granted import GrantedStore
from memlane.store.protocol import Store
from stores import open_store

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
MINE, THEIRS = "/team/app", "/team/infra"


@pytest.fixture
def inner(store_target: str) -> Iterator[Store]:
    s = open_store(store_target)
    for scope in (MINE, THEIRS):
        s.add_receipt(f"r-{scope}", kind="packet", scope=scope, query="q", record_ids=[], at=T0)
        s.add_tool_call(
            session_id="shared",
            scope=scope,
            tool="Bash",
            command=f"make -C {scope}",
            command_hash="h",
            errored=True,
            error="boom",
            at=T0,
        )
        s.link_receipt(f"s-{scope}", f"r-{scope}", T0)
        s.touch_agent_session(f"s-{scope}", scope=scope, agent="codex", at=T0)
        s.pause(f"scope:{scope}", T0)
        s.pause(f"session:s-{scope}", T0 + timedelta(seconds=1))
    s.link_receipt("shared", f"r-{MINE}", T0)
    s.link_receipt("shared", f"r-{THEIRS}", T0)
    yield s
    s.close()


def _as(inner: Store, role: str) -> GrantedStore:
    return GrantedStore(inner, User("ana", role, (MINE,), "0" * 64, T0))  # type: ignore[arg-type]


def test_reads_see_only_granted_scopes(inner: Store) -> None:
    ana = _as(inner, "reader")
    mine = Record(id=new_id(), kind="fact", scope=MINE, title="m", body="b")
    theirs = Record(id=new_id(), kind="fact", scope=THEIRS, title="t", body="b")
    inner.insert(mine)
    inner.insert(theirs)
    assert list(ana.get_many([mine.id, theirs.id])) == [mine.id]
    assert list(ana.search_rows([mine.id, theirs.id])) == [mine.id]
    assert ana.receipt(f"r-{MINE}")["scope"] == MINE
    with pytest.raises(NotFound):
        ana.receipt(f"r-{THEIRS}")
    assert [c["scope"] for c in ana.tool_calls("shared")] == [MINE]
    assert ana.last_tool_call(MINE, "h") is not None
    with pytest.raises(AccessDenied):
        ana.last_tool_call(THEIRS, "h")
    assert [r["id"] for r in ana.session_receipts("shared")] == [f"r-{MINE}"]
    assert ana.session_receipts(f"s-{THEIRS}") == []
    assert ana.agent_session(f"s-{MINE}") is not None
    assert ana.agent_session(f"s-{THEIRS}") is None
    every = [f"scope:{MINE}", f"scope:{THEIRS}", f"session:s-{MINE}", f"session:s-{THEIRS}"]
    assert ana.paused(every) == [f"scope:{MINE}", f"session:s-{MINE}"]
    assert [p["target"] for p in ana.paused_targets()] == [
        f"scope:{MINE}",
        f"session:s-{MINE}",
    ]


def test_outcomes_of_a_record_follow_its_scope(inner: Store) -> None:
    mine = Record(id=new_id(), kind="pattern", scope=MINE, title="t", body="use make")
    theirs = Record(id=new_id(), kind="pattern", scope=THEIRS, title="t", body="use just")
    for rec in (mine, theirs):
        inner.insert(rec)
        inner.add_receipt(
            f"x-{rec.id}", kind="brief", scope=rec.scope, query=None, record_ids=[rec.id], at=T0
        )
        inner.set_receipt_outcome(f"x-{rec.id}", "done", T0, by="tests")
    ana = _as(inner, "reader")
    assert [r["outcome_by"] for r in ana.record_outcomes(mine.id)] == ["tests"]
    assert ana.record_outcomes(theirs.id) == []


def test_writes_need_the_writer_role_and_the_scope(inner: Store) -> None:
    reader, writer = _as(inner, "reader"), _as(inner, "writer")
    with pytest.raises(AccessDenied):
        reader.set_receipt_outcome(f"r-{MINE}", "done", T0, by="agent")
    with pytest.raises(AccessDenied):
        reader.pause(f"scope:{MINE}", T0)
    assert writer.set_receipt_outcome(f"r-{MINE}", "done", T0, by="agent") is True
    with pytest.raises(NotFound):
        writer.set_receipt_outcome(f"r-{THEIRS}", "done", T0)
    writer.link_receipt("new", f"r-{MINE}", T0)
    with pytest.raises(NotFound):
        writer.link_receipt("new", f"r-{THEIRS}", T0)
    # Another scope's session can neither take this user's receipts nor be moved into a
    # granted scope by touching it.
    with pytest.raises(AccessDenied):
        writer.link_receipt(f"s-{THEIRS}", f"r-{MINE}", T0)
    with pytest.raises(AccessDenied):
        writer.touch_agent_session(f"s-{THEIRS}", scope=MINE, agent=None, at=T0)
    with pytest.raises(AccessDenied):
        writer.touch_agent_session("fresh", scope=THEIRS, agent=None, at=T0)
    writer.touch_agent_session("fresh", scope=MINE, agent="codex", at=T0, task="ship it")
    assert writer.agent_session("fresh")["task"] == "ship it"  # type: ignore[index]
    for target in (f"scope:{THEIRS}", f"session:s-{THEIRS}"):
        with pytest.raises(AccessDenied):
            writer.resume(target)
    assert writer.resume(f"session:s-{MINE}") is True
    assert writer.pause("session:unseen", T0) is True  # no hook has named its scope yet
    with pytest.raises(AccessDenied):
        writer.add_tool_call(
            session_id="x",
            scope=THEIRS,
            tool="Bash",
            command="ls",
            command_hash="l",
            errored=False,
            error=None,
            at=T0,
        )
    assert inner.paused([f"scope:{THEIRS}", f"session:s-{THEIRS}"]) == [
        f"scope:{THEIRS}",
        f"session:s-{THEIRS}",
    ]
