"""Relative time in a query ("yesterday", "two weeks ago", "in May") as a window of ages.

Recall has no LLM to read a question's time; a few phrase rules cover how people ask about
what happened when. A window is (youngest, oldest) age in days, inclusive, with the slack a
person means ("last week" is anything from five days to two weeks back). A record created
inside the window is ordered ahead of an equally relevant one outside it; nothing is admitted
or dropped by time alone.
"""

from __future__ import annotations

import calendar
import re
from datetime import datetime, timedelta

Window = tuple[float, float]

_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "a couple of": 2, "couple of": 2,
}  # fmt: skip
_COUNT = r"(\d+|a couple of|couple of|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_AGO = re.compile(rf"\b(?:about |around |roughly )?{_COUNT} (day|week|month)s? ago\b")
_FEW = re.compile(r"\ba few (day|week|month)s? ago\b")
_MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
_MONTH = re.compile(rf"\b(?:in|during|last|since) ({'|'.join(_MONTHS)})\b")
_WEEKDAYS = {name.lower(): i for i, name in enumerate(calendar.day_name)}
_WEEKDAY = re.compile(rf"\b(?:on|last|this past) ({'|'.join(_WEEKDAYS)})\b")
# Fixed phrases, most specific first: "day before yesterday" before "yesterday".
_FIXED: tuple[tuple[re.Pattern[str], Window], ...] = tuple(
    (re.compile(rf"\b{phrase}\b"), window)
    for phrase, window in (
        ("day before yesterday", (1.5, 3.5)),
        ("(?:this morning|earlier today|today|tonight|this afternoon)", (0.0, 1.0)),
        ("(?:yesterday|last night)", (0.5, 2.5)),
        ("(?:earlier this week|this week)", (0.0, 7.0)),
        ("(?:last week|a week ago|the week before)", (5.0, 14.0)),
        ("(?:earlier this month|this month)", (0.0, 31.0)),
        ("last month", (20.0, 62.0)),
        ("(?:last year|a year ago)", (270.0, 500.0)),
    )
)
_UNIT_DAYS = {"day": 1.0, "week": 7.0, "month": 30.0}
_FEW_WINDOWS = {"day": (2.0, 6.0), "week": (14.0, 35.0), "month": (60.0, 150.0)}


def time_window(query: str, now: datetime) -> Window | None:
    """The ages (days) ``query`` asks about, or None when it names no time."""
    q = " ".join(query.lower().split())
    match = _AGO.search(q)
    if match:
        count = _NUMBERS.get(match.group(1)) or int(match.group(1))
        days = count * _UNIT_DAYS[match.group(2)]
        slack = max(1.0, 0.35 * days)
        return (max(0.0, days - slack), days + slack)
    match = _FEW.search(q)
    if match:
        return _FEW_WINDOWS[match.group(1)]
    for pattern, window in _FIXED:
        if pattern.search(q):
            return window
    match = _MONTH.search(q)
    if match:
        return _month_window(_MONTHS[match.group(1)], now)
    match = _WEEKDAY.search(q)
    if match:
        back = (now.weekday() - _WEEKDAYS[match.group(1)]) % 7 or 7
        return (back - 1.0, back + 1.0)
    return None


def _month_window(month: int, now: datetime) -> Window:
    """The most recent past (or current) calendar month of that name, as ages."""
    year = now.year if month <= now.month else now.year - 1
    start = now.replace(year=year, month=month, day=1, hour=0, minute=0, second=0, microsecond=0)
    end = start + timedelta(days=calendar.monthrange(year, month)[1])
    youngest = max(0.0, (now - end).total_seconds() / 86400)
    return (youngest, (now - start).total_seconds() / 86400)


def in_window(age_days: float, window: Window) -> bool:
    return window[0] <= age_days <= window[1]


__all__ = ["Window", "in_window", "time_window"]
