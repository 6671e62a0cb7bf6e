"""Outcome rerating: patterns that rode in a brief or packet gain 0.05 on done, lose 0.10 on
failed, stay on cancelled; clamped to [0.1, 1]; recorded once per receipt."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

import memlane
from memlane.cli.main import run
from memlane.errors import InvalidInput, NotFound
from memlane.services.memory import Memory

PROJECT = "/work/proj"


def pattern(mem: Memory, text: str, confidence: float, *, pinned: bool = False) -> str:
    return mem.remember(
        text,
        kind="pattern",
        category="convention",
        confidence=confidence,
        pinned=pinned,
        scope=PROJECT,
    ).id


def conf(mem: Memory, rid: str) -> float:
    value = mem.get(rid).confidence
    assert value is not None
    return value


def brief_receipt(mem: Memory) -> str:
    receipt = mem.brief(scope=PROJECT).receipt
    assert receipt is not None
    return receipt


def test_done_failed_cancelled(mem: Memory) -> None:
    a = pattern(mem, "Run tests through uv", 0.7)
    b = pattern(mem, "Keep migrations reversible", 0.8)
    fact = mem.remember("the staging db is read only", scope=PROJECT).id

    done = mem.outcome(brief_receipt(mem), "done")
    assert done["recorded"] and {r["id"] for r in done["rerated"]} == {a, b}
    assert conf(mem, a) == 0.75 and conf(mem, b) == 0.85
    assert mem.get(fact).confidence is None  # only patterns are rerated

    failed = mem.outcome(brief_receipt(mem), "failed")
    assert {(r["old"], r["new"]) for r in failed["rerated"]} == {(0.75, 0.65), (0.85, 0.75)}

    cancelled = mem.outcome(brief_receipt(mem), "cancelled")
    assert cancelled["recorded"] and cancelled["rerated"] == []
    assert conf(mem, a) == 0.65 and conf(mem, b) == 0.75
    # History keeps each previous confidence.
    assert [h["version"]["confidence"] for h in mem._store.history(a)] == [0.7, 0.75]


def test_an_outcome_is_recorded_once(mem: Memory) -> None:
    a = pattern(mem, "Run tests through uv", 0.7)
    receipt = brief_receipt(mem)
    assert mem.outcome(receipt, "done")["recorded"]
    again = mem.outcome(receipt, "failed")
    assert again == {
        "receipt": receipt,
        "outcome": "done",
        "by": "person",
        "rerated": [],
        "recorded": False,
        "message": "outcome already recorded as 'done'; nothing rerated",
    }
    assert conf(mem, a) == 0.75
    assert mem._store.receipt(receipt)["outcome"] == "done"


def test_confidence_is_clamped(mem: Memory) -> None:
    high = pattern(mem, "Prefer small pull requests", 0.98)
    low = pattern(mem, "Tabs in makefiles", 0.15, pinned=True)  # pinned: rides despite 0.15
    mem.outcome(brief_receipt(mem), "done")
    assert conf(mem, high) == 1.0
    mem.outcome(brief_receipt(mem), "failed")
    mem.outcome(brief_receipt(mem), "failed")
    assert conf(mem, low) == 0.1


def test_a_recall_packet_receipt_rerates_its_patterns(mem: Memory) -> None:
    a = pattern(mem, "deploy with the blue green script", 0.7)
    packet = mem.recall("deploy blue green script", scope=PROJECT)
    assert [h.record.id for h in packet.hits] == [a]
    result = mem.outcome(packet.receipt, "failed")
    assert result["rerated"] == [{"id": a, "old": 0.7, "new": 0.6}]


def test_unknown_receipt_and_outcome(mem: Memory) -> None:
    with pytest.raises(NotFound):
        mem.outcome("b_nope", "done")
    pattern(mem, "Run tests through uv", 0.7)
    receipt = brief_receipt(mem)
    with pytest.raises(InvalidInput):
        mem.outcome(receipt, "success")
    assert mem._store.receipt(receipt)["outcome"] is None


def test_concurrent_outcomes_lose_no_update(home: Path) -> None:
    with memlane.open(home, embedder="hash", scope=PROJECT) as setup:
        rid = pattern(setup, "Run tests through uv", 0.3, pinned=True)
        receipts = [brief_receipt(setup) for _ in range(10)]

    def settle(batch: list[str]) -> None:
        # Each thread is its own connection, as two processes would be.
        with memlane.open(home, embedder="hash", scope=PROJECT) as m:
            for r in batch:
                m.outcome(r, "done")

    threads = [threading.Thread(target=settle, args=(receipts[i::2],)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    with memlane.open(home, embedder="hash", scope=PROJECT) as check:
        assert conf(check, rid) == 0.8


def test_outcome_cli(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with memlane.open(home, embedder="hash", scope=PROJECT) as m:
        pattern(m, "Run tests through uv", 0.7)
        receipt = brief_receipt(m)
    code = run(["--embedder", "hash", "outcome", receipt, "done", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["recorded"] and data["rerated"][0]["new"] == 0.75
    code = run(["--embedder", "hash", "outcome", receipt, "failed"])
    assert code == 0 and "already recorded" in capsys.readouterr().out
    assert run(["--embedder", "hash", "outcome", receipt, "maybe"]) == 2
    assert run(["--embedder", "hash", "outcome", "b_missing", "done"]) == 5
