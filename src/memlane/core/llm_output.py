"""Untrusted model output → validated, capped drafts, or a typed ``InvalidOutput``; never a raise.

Whatever an LLM returns is fence-stripped, JSON-parsed, checked field by field against a
whitelist and hard-capped before anything may be stored. Unknown keys are dropped, so output
cannot smuggle in a scope, a pin or an id. Drafts carry ``method`` ("llm" or "extractive") so a
reader can tell a model's words from the deterministic fallback's.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeAlias, TypeVar

from memlane.core.records import FACT_TYPES, PATTERN_CATEGORIES

T = TypeVar("T")
Method = Literal["llm", "extractive"]

# Far above any honest answer to our prompts (max_tokens bounds those); anything larger is junk.
MAX_OUTPUT_CHARS = 100_000
RUN_OUTCOMES: tuple[str, ...] = ("success", "partial", "failure", "unknown")

_FENCE = re.compile(r"```[ \t]*[\w+-]*[ \t]*\r?\n(.*?)(?:```|\Z)", re.S)
_THINK = re.compile(r"<think>.*?</think>", re.S | re.I)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_WS = re.compile(r"\s+")
_BLANK_LINES = re.compile(r"\n{3,}")


# --- drafts ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class FactDraft:
    text: str
    importance: float = 0.5
    type: str = "project"
    method: Method = "llm"


@dataclass(frozen=True)
class PatternDraft:
    text: str
    category: str
    confidence: float
    method: Method = "llm"


@dataclass(frozen=True)
class SummaryDraft:
    summary: str
    decisions: tuple[str, ...] = ()
    files: tuple[str, ...] = ()
    lessons: tuple[str, ...] = ()
    method: Method = "llm"


@dataclass(frozen=True)
class RetrospectiveDraft:
    summary: str
    outcome: str = "unknown"
    decisions: tuple[str, ...] = ()
    lessons: tuple[str, ...] = ()
    method: Method = "llm"


@dataclass(frozen=True)
class MergeDraft:
    """One consolidation: the indices (into the list the prompt showed) merged into ``text``."""

    members: tuple[int, ...]
    text: str
    heading: str | None = None


# --- caps -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class FactCaps:
    max_items: int = 12
    max_chars: int = 240


@dataclass(frozen=True)
class PatternCaps:
    max_items: int = 20
    max_chars: int = 240
    min_confidence: float = 0.5


@dataclass(frozen=True)
class SummaryCaps:
    summary_chars: int = 2000
    max_decisions: int = 10
    decision_chars: int = 240
    max_files: int = 50
    file_chars: int = 300
    max_lessons: int = 10
    lesson_chars: int = 240


@dataclass(frozen=True)
class MergeCaps:
    max_clusters: int = 10
    max_members: int = 8
    max_chars: int = 240
    heading_chars: int = 80


# --- results --------------------------------------------------------------------------------


@dataclass(frozen=True)
class ValidOutput(Generic[T]):
    value: T
    dropped: int = 0  # items removed by validation or caps
    ok: Literal[True] = True


@dataclass(frozen=True)
class InvalidOutput:
    reason: str
    excerpt: str = ""  # the start of the raw text, for a log line
    ok: Literal[False] = False


ParseResult: TypeAlias = ValidOutput[T] | InvalidOutput


class OutputRejected(ValueError):
    """Raised inside validators; ``parse_json_output`` turns it into ``InvalidOutput``."""


# --- parsing --------------------------------------------------------------------------------


def strip_fences(text: str) -> str:
    """The content of the first Markdown code fence (an unterminated one counts), with any
    ``<think>…</think>`` block removed; the trimmed text itself when there is no fence."""
    text = _THINK.sub("", text).strip()
    match = _FENCE.search(text)
    return match.group(1).strip() if match else text


def _decode(text: str) -> Any:
    stripped = _THINK.sub("", text).strip()
    # Whole text first: a fence inside a JSON string value must not be mistaken for a wrapper.
    for candidate in (stripped, strip_fences(stripped)):
        try:
            return json.loads(candidate)
        except ValueError:
            continue
    # Tolerate a sentence of preamble ("Here is the JSON:") before the value.
    candidate = strip_fences(stripped)
    starts = [i for i in (candidate.find("{"), candidate.find("[")) if i >= 0]
    if starts:
        try:
            return json.JSONDecoder().raw_decode(candidate, min(starts))[0]
        except ValueError:
            pass
    raise OutputRejected("not valid JSON")


def parse_json_output(
    text: str,
    validate: Callable[[Any], ValidOutput[T]],
    *,
    max_chars: int = MAX_OUTPUT_CHARS,
) -> ValidOutput[T] | InvalidOutput:
    """Decode ``text`` and run ``validate`` on it. Every failure is an ``InvalidOutput``."""
    excerpt = text[:200] if isinstance(text, str) else ""
    if not isinstance(text, str) or not text.strip():
        return InvalidOutput("empty output", excerpt)
    if len(text) > max_chars:
        return InvalidOutput(f"output too large ({len(text)} > {max_chars} chars)", excerpt)
    try:
        return validate(_decode(text))
    # A validator bug or a pathological document (deep nesting) must stay a no-op for capture.
    except (OutputRejected, TypeError, ValueError, KeyError, AttributeError, RecursionError) as e:
        return InvalidOutput(str(e) or type(e).__name__, excerpt)


# --- field checks ---------------------------------------------------------------------------


def clean_line(value: Any) -> str:
    """One line of text: control characters removed, whitespace collapsed; "" if not a str."""
    if not isinstance(value, str):
        return ""
    return _WS.sub(" ", _CONTROL.sub(" ", value)).strip()


def _clean_block(value: Any) -> str:
    if not isinstance(value, str):
        return ""
    text = _CONTROL.sub(" ", value.replace("\r\n", "\n"))
    lines = [_WS.sub(" ", ln).strip() for ln in text.split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


def _cut(text: str, limit: int) -> str:
    """Cut prose at a word boundary with an ellipsis (summaries only; items are dropped)."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    space = head.rfind(" ")
    return (head[:space] if space > limit // 2 else head).rstrip() + "…"


def _unit(value: Any, default: float | None) -> float | None:
    """A number in [0, 1] (clamped); ``default`` when absent; None when unusable."""
    if value is None:
        return default
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        try:
            value = float(value.strip())
        except ValueError:
            return None
    if not isinstance(value, int | float) or not math.isfinite(value):
        return None
    return round(min(1.0, max(0.0, float(value))), 4)


def _items(data: Any, key: str) -> list[Any]:
    if isinstance(data, dict):
        data = data.get(key)
    if not isinstance(data, list):
        raise OutputRejected(f"expected an object with a {key!r} list")
    return data


def _strings(
    values: Any, *, max_items: int, max_chars: int, name: str
) -> tuple[tuple[str, ...], int]:
    if values is None:
        return (), 0
    if not isinstance(values, list):
        raise OutputRejected(f"{name!r} must be a list")
    kept: list[str] = []
    dropped = 0
    for value in values:
        text = clean_line(value)
        if not text or len(text) > max_chars or text.casefold() in {k.casefold() for k in kept}:
            dropped += 1
            continue
        kept.append(text)
    dropped += max(0, len(kept) - max_items)
    return tuple(kept[:max_items]), dropped


# --- validators -----------------------------------------------------------------------------


def validate_facts(data: Any, caps: FactCaps = FactCaps()) -> ValidOutput[tuple[FactDraft, ...]]:
    """``{"facts": [{"text", "importance"?, "type"?}]}`` (a bare list or strings also pass).

    Over-long facts are dropped, not truncated: a cut-off rule can say the opposite of the
    whole one. Beyond ``max_items`` the most important survive, in their original order.
    """
    kept: list[FactDraft] = []
    dropped = 0
    seen: set[str] = set()
    for item in _items(data, "facts"):
        raw = item if isinstance(item, dict) else {"text": item}
        text = clean_line(raw.get("text"))
        importance = _unit(raw.get("importance"), 0.5)
        if not text or len(text) > caps.max_chars or importance is None:
            dropped += 1
            continue
        if text.casefold() in seen:
            dropped += 1
            continue
        seen.add(text.casefold())
        kind = clean_line(raw.get("type")).lower()
        kept.append(FactDraft(text, importance, kind if kind in FACT_TYPES else "project"))
    if len(kept) > caps.max_items:
        ranked = sorted(range(len(kept)), key=lambda i: (-kept[i].importance, i))
        chosen = sorted(ranked[: caps.max_items])
        dropped += len(kept) - caps.max_items
        kept = [kept[i] for i in chosen]
    return ValidOutput(tuple(kept), dropped)


def validate_patterns(
    data: Any, caps: PatternCaps = PatternCaps()
) -> ValidOutput[tuple[PatternDraft, ...]]:
    """``{"patterns": [{"text", "category", "confidence"}]}``; unknown categories and
    confidences below ``min_confidence`` are dropped; the first ``max_items`` survive."""
    kept: list[PatternDraft] = []
    dropped = 0
    seen: set[str] = set()
    for item in _items(data, "patterns"):
        if not isinstance(item, dict):
            dropped += 1
            continue
        text = clean_line(item.get("text"))
        category = clean_line(item.get("category")).lower()
        confidence = _unit(item.get("confidence"), None)
        if (
            not text
            or len(text) > caps.max_chars
            or category not in PATTERN_CATEGORIES
            or confidence is None
            or confidence < caps.min_confidence
            or text.casefold() in seen
        ):
            dropped += 1
            continue
        seen.add(text.casefold())
        kept.append(PatternDraft(text, category, confidence))
    dropped += max(0, len(kept) - caps.max_items)
    return ValidOutput(tuple(kept[: caps.max_items]), dropped)


def _summary_fields(data: Any, caps: SummaryCaps) -> tuple[str, dict[str, Any], int]:
    if not isinstance(data, dict):
        raise OutputRejected("expected a JSON object")
    summary = _clean_block(data.get("summary"))
    if not summary:
        raise OutputRejected("missing 'summary'")
    dropped = 0
    out: dict[str, Any] = {}
    for key, n, chars in (
        ("decisions", caps.max_decisions, caps.decision_chars),
        ("lessons", caps.max_lessons, caps.lesson_chars),
        ("files", caps.max_files, caps.file_chars),
    ):
        out[key], d = _strings(data.get(key), max_items=n, max_chars=chars, name=key)
        dropped += d
    return _cut(summary, caps.summary_chars), out, dropped


def validate_summary(data: Any, caps: SummaryCaps = SummaryCaps()) -> ValidOutput[SummaryDraft]:
    """``{"summary", "decisions"?, "files"?, "lessons"?}``; the summary is cut at a word
    boundary, list items over their cap are dropped."""
    summary, fields, dropped = _summary_fields(data, caps)
    return ValidOutput(SummaryDraft(summary, **fields), dropped)


def validate_retrospective(
    data: Any, caps: SummaryCaps = SummaryCaps()
) -> ValidOutput[RetrospectiveDraft]:
    """``{"summary", "outcome", "decisions"?, "lessons"?}``; an unknown outcome is "unknown"."""
    summary, fields, dropped = _summary_fields(data, caps)
    outcome = clean_line(data.get("outcome")).lower()
    draft = RetrospectiveDraft(
        summary,
        outcome if outcome in RUN_OUTCOMES else "unknown",
        fields["decisions"],
        fields["lessons"],
    )
    return ValidOutput(draft, dropped)


def validate_merges(
    data: Any, n_facts: int, caps: MergeCaps = MergeCaps()
) -> ValidOutput[tuple[MergeDraft, ...]]:
    """``{"merges": [{"members": [i, j, …], "text", "heading"?}]}`` against a list of
    ``n_facts``: indices must be in range, a cluster needs two distinct members, a fact joins
    at most one merge (later clusters claiming it are dropped whole)."""
    kept: list[MergeDraft] = []
    used: set[int] = set()
    dropped = 0
    for item in _items(data, "merges"):
        members_raw = item.get("members") if isinstance(item, dict) else None
        text = clean_line(item.get("text")) if isinstance(item, dict) else ""
        if not isinstance(members_raw, list) or not text or len(text) > caps.max_chars:
            dropped += 1
            continue
        members: list[int] = []
        for m in members_raw:
            if isinstance(m, int) and not isinstance(m, bool) and 0 <= m < n_facts:
                if m not in members:
                    members.append(m)
            else:
                members = []
                break
        if len(members) < 2 or len(members) > caps.max_members or used & set(members):
            dropped += 1
            continue
        heading = clean_line(item.get("heading"))[: caps.heading_chars] or None
        used.update(members)
        kept.append(MergeDraft(tuple(members), text, heading))
    dropped += max(0, len(kept) - caps.max_clusters)
    return ValidOutput(tuple(kept[: caps.max_clusters]), dropped)


# --- one-call conveniences ------------------------------------------------------------------


def parse_facts(
    text: str, caps: FactCaps = FactCaps()
) -> ValidOutput[tuple[FactDraft, ...]] | InvalidOutput:
    return parse_json_output(text, lambda d: validate_facts(d, caps))


def parse_patterns(
    text: str, caps: PatternCaps = PatternCaps()
) -> ValidOutput[tuple[PatternDraft, ...]] | InvalidOutput:
    return parse_json_output(text, lambda d: validate_patterns(d, caps))


def parse_summary(
    text: str, caps: SummaryCaps = SummaryCaps()
) -> ValidOutput[SummaryDraft] | InvalidOutput:
    return parse_json_output(text, lambda d: validate_summary(d, caps))


def parse_retrospective(
    text: str, caps: SummaryCaps = SummaryCaps()
) -> ValidOutput[RetrospectiveDraft] | InvalidOutput:
    return parse_json_output(text, lambda d: validate_retrospective(d, caps))


def parse_merges(
    text: str, n_facts: int, caps: MergeCaps = MergeCaps()
) -> ValidOutput[tuple[MergeDraft, ...]] | InvalidOutput:
    return parse_json_output(text, lambda d: validate_merges(d, n_facts, caps))


__all__ = [
    "MAX_OUTPUT_CHARS",
    "RUN_OUTCOMES",
    "FactCaps",
    "FactDraft",
    "InvalidOutput",
    "MergeCaps",
    "MergeDraft",
    "OutputRejected",
    "ParseResult",
    "PatternCaps",
    "PatternDraft",
    "RetrospectiveDraft",
    "SummaryCaps",
    "SummaryDraft",
    "ValidOutput",
    "clean_line",
    "parse_facts",
    "parse_json_output",
    "parse_merges",
    "parse_patterns",
    "parse_retrospective",
    "parse_summary",
    "strip_fences",
    "validate_facts",
    "validate_merges",
    "validate_patterns",
    "validate_retrospective",
    "validate_summary",
]
