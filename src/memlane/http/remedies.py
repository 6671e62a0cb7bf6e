"""Remedies in the HTTP API's own terms. Memlane's remedies are written for the CLI ("pass
--scope", "`memlane list`"); an HTTP client can pass no flag, so the API's error bodies name
the query parameter or the endpoint instead (the s43 newcomer trial read "pass --scope" in
a 404 from GET /v1/records/{handle})."""

from __future__ import annotations

import re

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r"pass --scope <([^>]+)>"),
        r"pass the `scope` query parameter (\1)",
    ),
    (re.compile(r"pass --scope\b"), "pass the `scope` query parameter"),
    (re.compile(r"--scope\b"), "the `scope` query parameter"),
    (re.compile(r"`memlane list` or `memlane search`"), "GET /v1/records or GET /v1/search"),
    (re.compile(r"`memlane (?:list|search)[^`]*`"), "GET /v1/search"),
    (re.compile(r"`memlane notes list`"), "GET /v1/notes"),
    (re.compile(r"`memlane notes read ([^`]+)`"), r"GET /v1/notes/\1"),
    (re.compile(r"`memlane sessions search`"), "GET /v1/sessions/search"),
    (re.compile(r"`memlane sessions index`"), "POST /v1/sessions/index"),
)


def api_remedy(remedy: str) -> str:
    """``remedy`` with the CLI's flags and commands named as the HTTP API's parameters and
    endpoints; text with nothing CLI-specific comes back unchanged."""
    for pattern, replacement in _REWRITES:
        remedy = pattern.sub(replacement, remedy)
    return remedy


__all__ = ["api_remedy"]
