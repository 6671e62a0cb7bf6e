"""What a ranker sees of a query: long pasted prompts condensed to their informative lines.

A prompt is often the user's sentence plus a pasted log, diff or traceback. Embedded whole it
is one truncated window of its start (the embedder stops at 256 word pieces); matched whole,
every log token weighs as much as the question. ``condense_query`` keeps, in this order: the
user's own sentences (the first and the last prose block), the error lines (deduplicated),
and the identifiers that occur in the rest (``SshConfig``, ``config.yaml``, ``--dry-run``,
``E1234``). The person's sentences are the typed lines before the first printed one and after
the last (stack frames, timestamps, log levels, diff hunks, code and exception lines are
printed ones). It only *selects* text from the query; it adds no word and widens no match, so
the injection path may use it (DESIGN invariant 1 concerns scorers, and this is not one).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# A query this long or shorter is used as typed; so is a longer one that is all prose, up to
# PROSE_QUERY_CHARS (a person's paragraph needs no condensing, a pasted log does).
LONG_QUERY_CHARS = 600
PROSE_QUERY_CHARS = 4000
# The condensed form fits the embedder's window (about 256 word pieces of English).
CONDENSED_CHARS = 900
PROSE_BLOCK_CHARS = 360
ERROR_LINE_CHARS = 160
MAX_ERROR_LINES = 3
MAX_IDENTIFIERS = 8

_WORD = re.compile(r"[A-Za-z][A-Za-z']+")
_ERROR_LINE = re.compile(
    r"(?i)\b(?:error|exception|fail(?:ed|ure|s)?|fatal|panic|traceback|denied|refused|"
    r"not found|no such|cannot|can't|unable|invalid|timed out|segmentation fault|"
    r"abort(?:ed)?|crash(?:ed)?|undefined|unexpected|missing)\b"
    r"|\b\w+(?:Error|Exception|Failure)\b"
)
# Lines that come from a machine, not a person: stack frames, timestamps, log levels,
# diff hunks, prompts and pure punctuation.
_MACHINE_LINE = re.compile(
    r"^\s*(?:at\s+\S+\(|File \"|\d{4}-\d{2}-\d{2}|\d{2}:\d{2}:\d{2}|\[\s*\d|"
    r"(?:DEBUG|INFO|WARN(?:ING)?|ERROR|TRACE|FATAL)\b|[+\-@]{1,3}\s|\$ |> |#\d|\||\{|\})"
)
_IDENTIFIER = re.compile(
    r"(?<![\w-])--?[a-z][\w-]+"  # CLI flags: --dry-run
    r"|\b[A-Za-z_][\w-]*(?:[./:][\w-]+)+\b"  # dotted names, paths, pkg:mod
    r"|\b[a-z]+_[a-z0-9_]+\b"  # snake_case
    r"|\b[a-z]+[A-Z][A-Za-z0-9]*\b"  # camelCase
    r"|\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b"  # PascalCase
    r"|\b[A-Z]{1,5}-?\d{2,6}\b"  # error codes: E1234, ORA-00942
)
# File paths name where a log was written, rarely what it is about; error lines keep them.
_PATH = re.compile(r"^[\w.-]*/")
_NUMBERS = re.compile(r"\d+")
_FUNCTION_WORDS = re.compile(
    r"(?i)\b(?:i|i'm|my|we|our|the|a|an|is|are|am|to|of|in|on|for|with|and|or|when|why|how|"
    r"what|which|does|do|not|it|this|that|but|if|using|get|getting)\b"
)
# "KeyError: 'x'", "worker.errors.ConfigMissing: no host": a (qualified) class name and a colon.
_EXCEPTION_LINE = re.compile(
    r"^[\w.]*(?:Error|Exception|Failure|Warning)\b:?|^(?:[a-z_]\w*\.)*[A-Z]\w+: "
)
# The header of a Python traceback says only that one follows.
_TRACEBACK_HEAD = re.compile(r"(?i)^traceback \(most recent call last\):?$")
_CODE = re.compile(r"[=;{}]|\\\w|\w\(.*\)\s*$")


@dataclass(frozen=True)
class QueryText:
    """The text to rank by, and what was done to the query to get it.

    ``text`` feeds the lexical side (the person's sentences, error lines, identifiers);
    ``vector_text`` the embedder: the person's sentences when there are any, since one
    embedding of a question averaged with a log answers neither, else the machine part.
    """

    text: str
    vector_text: str
    original_chars: int
    condensed: bool
    typed: str = ""  # the person's own sentences in a condensed query ("" when none)


def condense_query(query: str) -> QueryText:
    """``query`` itself when short; else its informative lines (see the module docstring)."""
    text = query.strip()
    if len(text) <= LONG_QUERY_CHARS:
        return QueryText(text, text, len(query), False)
    lines = [line.strip() for line in text.splitlines()]
    if len(text) <= PROSE_QUERY_CHARS and all(_is_typed(line) for line in lines if line):
        return QueryText(text, text, len(query), False)
    head = _typed_run(lines)
    tail = _typed_run(lines[::-1])[::-1]
    prose = [_clip(" ".join(head), PROSE_BLOCK_CHARS)] if head else []
    if tail and tail != head:
        prose.append(_clip(" ".join(tail), PROSE_BLOCK_CHARS))
    typed = set(head) | set(tail)
    machine = _error_lines([line for line in lines if line not in typed])
    idents = _identifiers(text, exclude=" ".join(prose + machine))
    if idents:
        machine.append(" ".join(idents))
    if not prose and not machine:  # no prose, no error, no identifier: keep the head
        machine.append(_clip(" ".join(text.split()), CONDENSED_CHARS))
    condensed = _clip("\n".join(prose + machine), CONDENSED_CHARS)
    vector = _clip("\n".join(prose or machine), CONDENSED_CHARS)
    return QueryText(condensed, vector, len(query), True, typed="\n".join(prose))


def _is_typed(line: str) -> bool:
    """A line a person typed, as opposed to one a program printed.

    Log records, stack frames and exception lines are printed. A line with code in it is
    typed when it also reads as a sentence ("I'm calling table.drop() and it hangs").
    """
    if _MACHINE_LINE.match(line) or _EXCEPTION_LINE.match(line) or _TRACEBACK_HEAD.match(line):
        return False
    if not _CODE.search(line) and sum(line.count(c) for c in "()[]") < 4:
        return True
    return len(_FUNCTION_WORDS.findall(line)) >= 3


def _typed_run(lines: list[str]) -> list[str]:
    """The typed lines at the start of ``lines`` (blank lines skipped), up to the first
    printed one: what the person wrote before (or, reversed, after) the paste."""
    run: list[str] = []
    size = 0
    for line in lines:
        if not line:
            continue
        if not _is_typed(line) or size >= PROSE_BLOCK_CHARS:
            break
        run.append(line)
        size += len(line) + 1
    return run


def _error_lines(lines: list[str]) -> list[str]:
    """Distinct error lines, the last ones first (a traceback ends with its cause)."""
    out: list[str] = []
    shapes: set[str] = set()
    for line in reversed(lines):
        if not line or _TRACEBACK_HEAD.match(line):
            continue
        if not (_ERROR_LINE.search(line) or _EXCEPTION_LINE.match(line)):
            continue
        shape = _NUMBERS.sub("#", line.lower())  # the same error at another line number
        if shape in shapes:
            continue
        shapes.add(shape)
        out.append(_clip(line, ERROR_LINE_CHARS))
        if len(out) >= MAX_ERROR_LINES:
            break
    return out


def _identifiers(text: str, *, exclude: str) -> list[str]:
    """Identifiers of the whole query not already in the kept parts, most frequent first
    (ties by first occurrence), so the names the paste is about outrank one-off noise."""
    counts: dict[str, int] = {}
    for match in _IDENTIFIER.finditer(text):
        ident = match.group(0)
        if len(ident) >= 4 and ident not in exclude and not _PATH.match(ident):
            counts[ident] = counts.get(ident, 0) + 1
    ranked = sorted(counts, key=lambda i: -counts[i])  # stable: first occurrence breaks ties
    return ranked[:MAX_IDENTIFIERS]


def _clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return cut or text[:limit]


__all__ = [
    "CONDENSED_CHARS",
    "LONG_QUERY_CHARS",
    "PROSE_QUERY_CHARS",
    "QueryText",
    "condense_query",
]
