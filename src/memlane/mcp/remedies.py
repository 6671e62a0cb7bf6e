"""Errors in the MCP caller's vocabulary: tool parameters, not CLI flags; one line, no links.

A model calling a tool can only act on what the tool takes. Memlane's remedies are written for
the CLI (``use --update release-gates``), so this module rewrites them once, at the MCP edge:
``--update X`` becomes ``update="X"``, ``--force-new`` ``force_new=true``, a ``memlane <verb>``
command the tool that does it. Argument mistakes the SDK would report as pydantic's validation
dump (with a documentation link) are caught first and answered in one line naming the tool's
real parameters.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import ValidationError

from memlane.errors import MemlaneError

# CLI spellings → MCP spellings, applied in order. A flag a remedy tells the caller to leave out
# ("drop --update to create it") names a parameter, not a value for it.
_LEFT_OUT = re.compile(r"\b(drop|without|omit|remove|leave out)\s+--([a-z]+(?:-[a-z]+)*)\b")
_FLAG_WITH_VALUE = re.compile(r"--(update|slug|budget|limit|kind|type|title|task)\s+(<[^>]+>|\S+)")
_BARE_FLAGS = {
    "--force-new": "force_new=true",
    "--allow-writes": "--allow-writes",  # a server start flag, named as such by its remedy
    "--include-archived": "include_archived=true",
    "--pinned": "pinned=true",
}
_COMMANDS = (
    (re.compile(r"`?memlane (?:list|search)[^`;,)]*`?"), "the search tool"),
    (
        re.compile(r"`?memlane notes show (\S+?)`?(?=[\s;,)]|$)"),
        r'read_project_memory(note_id="\1")',
    ),
    (re.compile(r"`?memlane notes (?:list|search)[^`;,)]*`?"), "search_project_memory"),
    (re.compile(r"`?memlane notes new[^`;,)]*`?"), "create_project_memory"),
    (re.compile(r"`?memlane reindex`?"), "`memlane reindex` (run by a person)"),
)
# Remedy fragments that make no sense to a tool caller (the workspace is fixed at start).
_SCOPE_HINT = re.compile(r",? or pass (?:--scope|its path)[^;.]*|,? or pass --scope <[^>]+>")


def _flag(match: re.Match[str]) -> str:
    name, value = match.group(1), match.group(2)
    if value.startswith("<"):
        return f"{name}={value}"
    return f'{name}="{value}"'


def tool_remedy(remedy: str) -> str:
    """``remedy`` with CLI flags and commands replaced by MCP parameters and tools."""
    text = _SCOPE_HINT.sub("", remedy)
    for pattern, replacement in _COMMANDS:
        text = pattern.sub(replacement, text)
    text = _LEFT_OUT.sub(lambda m: f"{m.group(1)} {m.group(2).replace('-', '_')}", text)
    text = _FLAG_WITH_VALUE.sub(_flag, text)
    for flag, param in _BARE_FLAGS.items():
        text = text.replace(flag, param)
    return text.replace("use update=", "call again with update=").strip()


def error_text(exc: MemlaneError) -> str:
    """The one MCP rendering of a memlane error: what went wrong and what to do next."""
    return f"{exc.code}: {exc.message}. Remedy: {tool_remedy(exc.remedy)}"


def argument_problem(
    tool: str, params: Mapping[str, Any], arguments: Mapping[str, Any]
) -> str | None:
    """One line when ``arguments`` names a parameter ``tool`` does not take, else None."""
    known = list(params.get("properties", {}))
    unknown = [name for name in arguments if name not in known]
    if not unknown:
        return None
    name = unknown[0]
    close = difflib.get_close_matches(name, known, n=1, cutoff=0.5)
    missing = [p for p in params.get("required", []) if p not in arguments]
    guess = close[0] if close else (missing[0] if len(missing) == 1 else None)
    hint = f"did you mean {guess}? " if guess else ""
    return (
        f"invalid_input: {tool} has no parameter {name!r}. "
        f"Remedy: {hint}{tool} takes {_names(known, params.get('required', []))}"
    )


def validation_problem(tool: str, exc: ValidationError) -> str:
    """One line for arguments of the right names but the wrong values (or missing ones)."""
    problems = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err["loc"]) or "arguments"
        if err["type"] == "missing":
            problems.append(f"{where} is required")
        else:
            problems.append(f"{where}: {err['msg'].rstrip('.').lower()}")
    return f"invalid_input: {tool} {'; '.join(problems)}. Remedy: fix {problems_subject(exc)}"


def problems_subject(exc: ValidationError) -> str:
    names = sorted({str(err["loc"][0]) for err in exc.errors() if err["loc"]})
    return ", ".join(names) if names else "the arguments"


def _names(known: Iterable[str], required: Iterable[str]) -> str:
    req = set(required)
    return ", ".join(f"{n} (required)" if n in req else n for n in known)


__all__ = ["argument_problem", "error_text", "tool_remedy", "validation_problem"]
