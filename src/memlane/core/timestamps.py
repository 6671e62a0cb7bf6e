"""Time in one place: the clock, and the one parser every reader of a timestamp uses.

Stored records, note frontmatter, transcripts and imported corpora all spell time differently
(ISO-8601 with or without ``Z``, epoch seconds or milliseconds, YAML dates); they all become an
aware UTC ``datetime`` through :func:`parse_timestamp`.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta
from typing import Any

# Epoch values at or above this are milliseconds (1e11 seconds is the year 5138).
_MS_THRESHOLD = 100_000_000_000
_NUMERIC = re.compile(r"-?\d+(\.\d+)?")


def utcnow() -> datetime:
    return datetime.now(UTC)


def parse_timestamp(value: Any) -> datetime:
    """An aware UTC datetime from epoch seconds, epoch milliseconds, an ISO-8601 string
    (``Z`` accepted), or a date/datetime. Naive values are taken as UTC. Raises ``ValueError``."""
    if isinstance(value, bool):
        raise ValueError(f"{value!r} is not a timestamp")
    if isinstance(value, int | float):
        seconds = value / 1000 if abs(value) >= _MS_THRESHOLD else value
        try:
            return datetime.fromtimestamp(seconds, UTC)
        except (OverflowError, OSError, ValueError) as exc:
            raise ValueError(f"{value!r} is out of range for a timestamp") from exc
    if isinstance(value, datetime):
        dt = value
    elif isinstance(value, date):
        dt = datetime(value.year, value.month, value.day)
    elif isinstance(value, str):
        text = value.strip()
        if _NUMERIC.fullmatch(text):
            return parse_timestamp(float(text) if "." in text else int(text))
        try:
            dt = datetime.fromisoformat(text)
        except ValueError as exc:
            raise ValueError(f"{text[:40]!r} is not an ISO-8601 timestamp") from exc
    else:
        raise ValueError(f"{value!r} is not a timestamp")
    if dt.tzinfo is None:
        return dt.replace(tzinfo=UTC)
    return dt.astimezone(UTC)


def maybe_timestamp(value: Any) -> datetime | None:
    """:func:`parse_timestamp` for lenient readers (transcripts, optional fields): None for a
    missing or unreadable value instead of an error."""
    if value is None or value == "":
        return None
    try:
        return parse_timestamp(value)
    except ValueError:
        return None


_SINCE_UNITS = {"m": 60, "h": 3600, "d": 86_400, "w": 604_800}
_SINCE = re.compile(r"(\d{1,9})([mhdw])")


def parse_since(value: str, now: datetime) -> datetime:
    """``30m``, ``24h``, ``7d``, ``2w`` before ``now``, or an ISO date/time. Raises
    ``ValueError`` for anything else, including a span reaching before year 1."""
    raw = value.strip().lower()
    match = _SINCE.fullmatch(raw)
    if match:
        seconds = int(match.group(1)) * _SINCE_UNITS[match.group(2)]
        try:
            return now - timedelta(seconds=seconds)
        except OverflowError as exc:
            raise ValueError(f"{value!r} reaches before the year 1") from exc
    return parse_timestamp(value)


def format_timestamp(value: datetime) -> str:
    """ISO-8601 in UTC with a ``Z`` suffix; microseconds only when present."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC).isoformat().replace("+00:00", "Z")


__all__ = ["format_timestamp", "maybe_timestamp", "parse_since", "parse_timestamp", "utcnow"]
