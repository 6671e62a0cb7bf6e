"""The deterministic fallback for capture and learning: no LLM, same input → same drafts.

Used when no provider is configured, or when the model failed or returned junk. Every draft
is labelled ``method="extractive"`` and respects the same caps as validated model output, so
callers store both through one path.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from memlane.core.commands import clip, error_summary, lesson_text, pair_failures
from memlane.core.llm_output import (
    FactCaps,
    FactDraft,
    PatternCaps,
    PatternDraft,
    SummaryCaps,
    SummaryDraft,
    clean_line,
)
from memlane.core.records import duplicate_tokens, jaccard
from memlane.core.transcripts import Transcript

# (pattern, importance). Matched per sentence; the first hit sets the importance.
_DECISION_PHRASES: tuple[tuple[re.Pattern[str], float], ...] = (
    (re.compile(r"\bfrom now on\b|\bgoing forward\b", re.I), 0.8),
    (re.compile(r"\bwe(?:'ve| have)? decided\b|\bdecided to\b", re.I), 0.7),
    (re.compile(r"^(?:decision|convention|rule|policy|important)\s*:", re.I), 0.7),
    # "always"/"never" as a rule: at the start, or after a word that makes it one. "It never
    # worked" and "I always forget" are chatter, not rules.
    (
        re.compile(
            r"(?:^(?:\w+\s*:\s*)?|\b(?:should|must|to|we|you|please)\s+)(?:always|never)\b", re.I
        ),
        0.7,
    ),
    (re.compile(r"\blet(?:'s| us) (?:use|go with|stick (?:with|to)|keep)\b", re.I), 0.6),
    (re.compile(r"\bprefer\b.{1,80}?\b(?:over|instead of|rather than|to)\b", re.I), 0.6),
)
_CODE_BLOCK = re.compile(r"```.*?(?:```|\Z)", re.S)
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")
_BULLET = re.compile(r"^\s*(?:[-*•>]+|\d+[.)])\s*")
_EMPHASIS = re.compile(r"\*\*|__")
_LESSON_SHAPE = re.compile(r"`[^`]+`\s+failed\b.*\bfixed by\b.*$", re.I)
# Decision wording that does not change what a statement says; ignored when comparing.
_MARKERS = re.compile(
    r"\b(?:we(?:'ve| have)? decided(?: to)?|decided to|from now on|going forward|let(?:'s| us)|"
    r"please|you should|we should|we)\b|^\s*\w+\s*:",
    re.I,
)
MIN_STATEMENT_CHARS = 12
PATTERN_SIMILARITY = 0.7

_CATEGORY_RULES: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "pitfall",
        re.compile(
            r"\b(?:never|don'?t|do not|avoid|fails?|failed|breaks?|broke|pitfall|careful)\b", re.I
        ),
    ),
    ("preference", re.compile(r"\b(?:prefer|rather than|instead of|like to)\b", re.I)),
    (
        "architecture",
        re.compile(
            r"\b(?:architecture|layers?|modules?|services?|database|schema|api|interfaces?|"
            r"packages?|depend\w*)\b",
            re.I,
        ),
    ),
)


@dataclass(frozen=True)
class Statement:
    text: str
    importance: float
    role: str


def decision_statements(text: str, *, role: str = "user", max_chars: int = 240) -> list[Statement]:
    """Sentences of ``text`` that state a decision, rule or preference (code blocks ignored)."""
    out: list[Statement] = []
    for raw in _SENTENCE_SPLIT.split(_CODE_BLOCK.sub(" ", text)):
        sentence = clean_line(_EMPHASIS.sub("", _BULLET.sub("", raw)))
        if (
            len(sentence) < MIN_STATEMENT_CHARS
            or len(sentence) > max_chars
            or sentence.endswith("?")
        ):
            continue
        for pattern, importance in _DECISION_PHRASES:
            if pattern.search(sentence):
                out.append(Statement(sentence, importance, role))
                break
    return out


def extract_facts(
    source: Transcript | str, *, caps: FactCaps = FactCaps()
) -> tuple[FactDraft, ...]:
    """Facts from explicit decision phrases ("we decided", "decision:", "always …", "never …",
    "convention:", "from now on", "let's use", "prefer X over Y"). A person's words weigh a
    little more than the agent's. Capped like model output; the most important survive."""
    if isinstance(source, str):
        statements = decision_statements(source, max_chars=caps.max_chars)
    else:
        statements = [
            s
            for m in source.messages
            for s in decision_statements(m.text, role=m.role, max_chars=caps.max_chars)
        ]
    drafts: list[FactDraft] = []
    seen: set[str] = set()
    for s in statements:
        key = s.text.casefold()
        if key in seen:
            continue
        seen.add(key)
        bonus = 0.0 if s.role == "user" else -0.1
        drafts.append(FactDraft(s.text, round(s.importance + bonus, 4), "project", "extractive"))
    if len(drafts) > caps.max_items:
        ranked = sorted(range(len(drafts)), key=lambda i: (-drafts[i].importance, i))
        drafts = [drafts[i] for i in sorted(ranked[: caps.max_items])]
    return tuple(drafts)


def extractive_summary(
    transcript: Transcript, *, caps: SummaryCaps = SummaryCaps()
) -> SummaryDraft:
    """A summary from the opening request, the final answer, files touched, commands run and
    the errors met; decisions from ``extract_facts``; lessons from failure pairing."""
    parts: list[str] = []
    opening = clean_line(transcript.opening_request)
    final = clean_line(transcript.final_answer)
    if opening:
        parts.append(f"Asked: {clip(opening, 300)}")
    if final and final != opening:
        parts.append(f"Outcome: {clip(final, 600)}")
    files = transcript.files_touched
    if files:
        shown = ", ".join(files[:8]) + (f" (+{len(files) - 8} more)" if len(files) > 8 else "")
        parts.append(f"Changed {len(files)} file{'s' if len(files) != 1 else ''}: {shown}")
    commands = [c for c in transcript.tool_calls if c.shell]
    if commands:
        failed = [c for c in commands if c.errored]
        line = f"Ran {len(commands)} command{'s' if len(commands) != 1 else ''}"
        if failed:
            last = failed[-1]
            error = error_summary(last.output_excerpt, limit=160)
            line += f", {len(failed)} failed; last failure: `{clip(last.command, 120)}`"
            line += f" ({error})" if error else ""
        parts.append(line)
    summary = "\n".join(parts) if parts else "Empty session: no messages or commands."
    decisions = tuple(
        f.text for f in extract_facts(transcript, caps=FactCaps(caps.max_decisions, 240))
    )
    lessons = tuple(
        text
        for text in (lesson_text(lesson) for lesson in pair_failures(transcript.tool_calls))
        if len(text) <= caps.lesson_chars
    )[: caps.max_lessons]
    return SummaryDraft(
        summary=clip(summary, caps.summary_chars),
        decisions=decisions[: caps.max_decisions],
        files=tuple(f for f in files if len(f) <= caps.file_chars)[: caps.max_files],
        lessons=lessons,
        method="extractive",
    )


def statement_tokens(text: str) -> frozenset[str]:
    """The token set two statements are compared by, decision wording removed."""
    return duplicate_tokens(_MARKERS.sub(" ", text))


def categorize(statement: str) -> str:
    """architecture | convention | preference | pitfall, by keyword; convention by default."""
    for category, pattern in _CATEGORY_RULES:
        if pattern.search(statement):
            return category
    return "convention"


def distill_patterns(
    items: Sequence[str], *, known: Sequence[str] = (), caps: PatternCaps = PatternCaps()
) -> tuple[PatternDraft, ...]:
    """Patterns from statements that recur across items: decision statements and lesson lines
    (``… failed … fixed by …``) are grouped by token-set similarity; a group seen in at least
    two distinct items becomes a pattern with confidence 0.3 + 0.2 per item (at most 0.9 —
    frequency is evidence, not proof). Statements close to a ``known`` pattern are skipped."""
    groups: list[tuple[str, frozenset[str], set[int]]] = []
    for index, item in enumerate(items):
        statements: list[str] = []
        rest: list[str] = []
        for line in item.splitlines():
            lesson = _LESSON_SHAPE.search(line)
            if lesson:
                statements.append(clean_line(lesson.group(0)))
                line = line[: lesson.start()]
            rest.append(line)
        statements = [
            s.text for s in decision_statements("\n".join(rest), max_chars=caps.max_chars)
        ] + [s for s in statements if len(s) <= caps.max_chars]
        for text in statements:
            tokens = statement_tokens(text)
            if not tokens:
                continue
            for group_index, (best, group_tokens, members) in enumerate(groups):
                if jaccard(tokens, group_tokens) >= PATTERN_SIMILARITY:
                    members.add(index)
                    # The shortest wording speaks for the group: labels and asides fall away.
                    if len(text) < len(best):
                        groups[group_index] = (text, group_tokens, members)
                    break
            else:
                groups.append((text, tokens, {index}))
    known_tokens = [statement_tokens(k) for k in known]
    drafts: list[tuple[int, int, PatternDraft]] = []
    for order, (text, tokens, members) in enumerate(groups):
        if len(members) < 2:
            continue
        if any(jaccard(tokens, k) >= PATTERN_SIMILARITY for k in known_tokens):
            continue
        confidence = round(min(0.9, 0.3 + 0.2 * len(members)), 4)
        if confidence < caps.min_confidence:
            continue
        drafts.append(
            (-len(members), order, PatternDraft(text, categorize(text), confidence, "extractive"))
        )
    drafts.sort(key=lambda d: (d[0], d[1]))
    return tuple(d[2] for d in drafts[: caps.max_items])


__all__ = [
    "Statement",
    "categorize",
    "decision_statements",
    "distill_patterns",
    "extract_facts",
    "extractive_summary",
    "statement_tokens",
]
