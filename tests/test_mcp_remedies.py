"""Remedies rewritten for a tool caller (mcp/remedies.py): CLI flags become the tool's
parameters, and a flag the remedy says to leave out is named, never given the next word as its
value (the s45 newcomer trial: "drop --update to create it" read 'drop update="to" create it')."""

from __future__ import annotations

import pytest

from memlane.mcp.remedies import tool_remedy


@pytest.mark.parametrize(
    ("remedy", "expected"),
    [
        ("use --update release-gates", 'call again with update="release-gates"'),
        ("pass --force-new to keep both", "pass force_new=true to keep both"),
        (
            "drop --update to create it, or check the slug with `memlane list`",
            "drop update to create it, or check the slug with the search tool",
        ),
        ("run it without --slug", "run it without slug"),
        ("omit --force-new this time", "omit force_new this time"),
        ("give --limit <n> under 50", "give limit=<n> under 50"),
    ],
)
def test_tool_remedy(remedy: str, expected: str) -> None:
    assert tool_remedy(remedy) == expected


def test_left_out_flag_never_takes_the_next_word() -> None:
    text = tool_remedy("did you mean `release-gates`? drop --update to create it")
    assert '="to"' not in text
    assert "drop update to create it" in text
