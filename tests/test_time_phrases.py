"""Relative time in a query becomes a window of ages; a record from then is ordered first."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memlane.core.time_phrases import in_window, time_window
from memlane.services.memory import Memory

NOW = datetime(2026, 6, 17, 15, 0, tzinfo=UTC)  # a Wednesday


@pytest.mark.parametrize(
    ("query", "age"),
    [
        ("what broke yesterday?", 1),
        ("the deploy this morning", 0),
        ("what did we decide last week", 8),
        ("the incident two weeks ago", 14),
        ("about 3 days ago we changed it", 3),
        ("a few weeks ago", 21),
        ("what happened last month", 30),
        ("the outage in May", 30),
        ("what did we ship on Monday", 2),
        ("the day before yesterday", 2),
    ],
)
def test_phrases_cover_the_age_they_mean(query: str, age: float) -> None:
    window = time_window(query, NOW)
    assert window is not None and in_window(age, window), window


@pytest.mark.parametrize(
    ("query", "age"),
    [("what broke yesterday?", 9), ("the incident two weeks ago", 2), ("in May", 2)],
)
def test_phrases_exclude_other_times(query: str, age: float) -> None:
    window = time_window(query, NOW)
    assert window is not None and not in_window(age, window)


def test_a_query_without_time_has_no_window() -> None:
    assert time_window("how do we deploy to staging", NOW) is None
    assert time_window("maybe the week is long", NOW) is None


def test_a_time_in_the_query_orders_the_record_from_then_first(mem: Memory) -> None:
    now = datetime.now(UTC)
    mem.remember(
        "Load test of the invoice list: p95 2.1 s", kind="event", at=now - timedelta(days=20)
    )
    mem.remember(
        "Load test of the invoice list: p95 0.4 s", kind="event", at=now - timedelta(days=1)
    )
    top = mem.rank("what did the load test of the invoice list show yesterday")[0]
    assert "0.4 s" in top.record.body
    top = mem.rank("what did the load test of the invoice list show a few weeks ago")[0]
    assert "2.1 s" in top.record.body
