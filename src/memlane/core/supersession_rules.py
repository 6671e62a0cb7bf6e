"""Supersession: two memories giving explicit opposite guidance on the same subject.

Pure and lexical. A clause's guidance is a :class:`Signal`: enable/disable, always/never,
required/forbidden, use X / don't use X, with negations normalized ("don't enable" is
disable, "no longer use" is don't use). Two memories conflict when one's signal is exactly
opposed by the other's on the same subject and the signals are exclusive (neither memory also
takes the other's side); always/never needs the same remaining guidance word for word. The
newer content supersedes the older. It is a proposal for a person (or the dream, for unpinned
memories) to apply.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from memlane.core.records import Record

# A token in more clauses than this says nothing about a shared subject.
_COMMON_SUBJECT = 400

_WORD = re.compile(r"[a-z0-9][a-z0-9+#._/-]*")
_STOP = frozenset({
    "a", "an", "the", "this", "that", "these", "those", "is", "are", "be", "been", "being",
    "was", "were", "it", "its", "of", "for", "to", "in", "on", "at", "by", "with", "and", "or",
    "but", "as", "so", "if", "when", "we", "our", "you", "your", "they", "their", "i", "my",
    "all", "any", "each", "every", "should", "shall", "will", "would", "can", "could", "may",
    "might", "do", "does", "did", "done", "has", "have", "had", "here", "there", "now", "then",
    "than", "also", "only", "just", "very", "more", "most", "less", "please", "new", "old",
    "instead", "always", "never", "must"
})  # fmt: skip
_NEGATORS = frozenset({"not", "don't", "dont", "never", "no", "nor", "without", "stop", "avoid"})
_BOUNDARY = frozenset({
    "for", "in", "to", "when", "with", "on", "because", "instead", "over", "and", "but", "so",
    "as", "since", "unless", "if", "via", "from", "while", "until", "after", "before", "during",
    "rather", "than", "except"
})  # fmt: skip
_TOGGLE_ON = frozenset(
    {"enable", "enables", "enabled", "enabling", "activate", "activated", "activates"}
)
_TOGGLE_OFF = frozenset(
    {"disable", "disables", "disabled", "disabling", "deactivate", "deactivated", "deactivates"}
)
_REQUIRED = frozenset({"required", "mandatory", "requires", "require"})
_FORBIDDEN = frozenset({"forbidden", "prohibited", "banned", "disallowed", "forbid", "forbids"})
_USE = frozenset({"use", "uses", "using", "prefer", "prefers"})

_SIGNAL_WORDS = (
    _TOGGLE_ON | _TOGGLE_OFF | _REQUIRED | _FORBIDDEN | _USE | {"allowed", "avoid", "stop"}
    | {"always", "never"}
)  # fmt: skip
Family = Literal["toggle", "always", "required", "use"]


@dataclass(frozen=True)
class Signal:
    """One clause's explicit guidance: a family, a side (+1 for enable/always/required/use,
    −1 for the opposite) and what it is about (``key``)."""

    family: Family
    polarity: int
    key: tuple[str, ...]


def _stem(token: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if len(token) > len(suffix) + 3 and token.endswith(suffix):
            return token[: -len(suffix)]
    return token


def _subject(tokens: Sequence[str], skip: set[int]) -> tuple[str, ...]:
    words = {
        _stem(t)
        for i, t in enumerate(tokens)
        if i not in skip and t not in _STOP and t not in _NEGATORS and not t.isdigit()
    }
    return tuple(sorted(words))


def _negated(tokens: Sequence[str], i: int) -> bool:
    window = tokens[max(0, i - 3) : i]
    return any(t in _NEGATORS for t in window)


def _object(tokens: Sequence[str], start: int) -> tuple[str, ...]:
    out: list[str] = []
    for t in tokens[start:]:
        if t in _BOUNDARY or len(out) == 4:
            break
        if t not in _STOP:
            out.append(_stem(t))
    return tuple(out)


def clause_signals(clause: str, *, use_sentence: bool = False) -> list[Signal]:
    """The explicit guidance in one clause (see :class:`Signal`). ``use_sentence`` says the
    sentence around it has a use-verb, so a bare "never X" there means "don't use X"."""
    tokens = _WORD.findall(clause.lower().replace("’", "'").replace("n't", " not"))
    signals: list[Signal] = []
    for i, t in enumerate(tokens):
        if t not in _SIGNAL_WORDS:
            continue
        neg = _negated(tokens, i)
        if t in _TOGGLE_ON or t in _TOGGLE_OFF:
            side = 1 if t in _TOGGLE_ON else -1
            signals.append(Signal("toggle", -side if neg else side, _subject(tokens, {i})))
        elif t in _REQUIRED and not neg:
            signals.append(Signal("required", 1, _subject(tokens, {i})))
        elif t in _FORBIDDEN or (t == "allowed" and neg):
            signals.append(Signal("required", -1, _subject(tokens, {i})))
        elif t in _USE:
            signals.append(Signal("use", -1 if neg else 1, _object(tokens, i + 1)))
        elif t == "avoid" or (t == "stop" and i + 1 < len(tokens) and tokens[i + 1] == "using"):
            start = i + (2 if t == "stop" else 1)
            signals.append(Signal("use", -1, _object(tokens, start)))
        elif t in ("always", "never"):
            side = 1 if t == "always" else -1
            signals.append(Signal("always", side, _subject(tokens, {i})))
            nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
            if side < 0 and use_sentence and nxt not in _USE and nxt not in _TOGGLE_ON:
                signals.append(Signal("use", -1, _object(tokens, i + 1)))
    return [s for s in signals if s.key]


_CLAUSE = re.compile(r"[.;!?\n]+|,\s*|\s+(?:—|–|-)\s+|\s+but\s+", re.I)
_SENTENCE_END = re.compile(r"[.!?\n]+")


def memory_signals(rec: Record) -> list[Signal]:
    signals: list[Signal] = []
    for sentence in _SENTENCE_END.split(f"{rec.title}. {rec.body}"):
        words = set(_WORD.findall(sentence.lower()))
        use_sentence = bool(words & _USE)
        for clause in _CLAUSE.split(sentence):
            if clause.strip():
                signals.extend(clause_signals(clause, use_sentence=use_sentence))
    return list(dict.fromkeys(signals))


def _keys_match(family: Family, a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    if family in ("always", "use"):
        return a == b  # the same remaining guidance, word for word
    sa, sb = set(a), set(b)
    return len(sa & sb) / len(sa | sb) >= 0.6 if sa and sb else False


def conflict(a: Sequence[Signal], b: Sequence[Signal]) -> Signal | None:
    """The signal of ``a`` that ``b`` explicitly contradicts, when the contradiction is
    exclusive (``a`` never also takes ``b``'s side on that subject, nor ``b`` ``a``'s)."""
    for sa in a:
        for sb in b:
            if sa.family != sb.family or sa.polarity != -sb.polarity:
                continue
            if not _keys_match(sa.family, sa.key, sb.key):
                continue
            a_both = any(
                x.family == sa.family
                and x.polarity == sb.polarity
                and _keys_match(x.family, x.key, sa.key)
                for x in a
            )
            b_both = any(
                x.family == sb.family
                and x.polarity == sa.polarity
                and _keys_match(x.family, x.key, sb.key)
                for x in b
            )
            if not a_both and not b_both:
                return sa
    return None


def supersession_pairs(
    records: Sequence[Record],
    changed_at: Mapping[str, datetime],
    signals: Mapping[str, Sequence[Signal]] | None = None,
) -> list[tuple[Record, Record, str]]:
    """(newer, older, reason) for every pair of same-kind memories with exclusive opposite
    guidance on the same subject. Candidates meet through a shared subject token.
    ``signals`` are the records' :func:`memory_signals`, when the caller has them."""
    if signals is None:
        signals = {r.id: memory_signals(r) for r in records}
    by_id = {r.id: r for r in records}
    index: dict[tuple[str, str], list[str]] = {}
    for rid, sigs in signals.items():
        for s in sigs:
            for token in s.key:
                index.setdefault((s.family, token), []).append(rid)
    candidates: set[tuple[str, str]] = set()
    for ids in index.values():
        unique = sorted(set(ids))
        if len(unique) < 2 or len(unique) > _COMMON_SUBJECT:
            continue
        for i, a in enumerate(unique):
            for b in unique[i + 1 :]:
                if by_id[a].kind == by_id[b].kind:
                    candidates.add((a, b))
    out: list[tuple[Record, Record, str]] = []
    for a_id, b_id in sorted(candidates):
        hit = conflict(signals[a_id], signals[b_id])
        if hit is None:
            continue
        ra, rb = by_id[a_id], by_id[b_id]
        ta = changed_at.get(ra.id, ra.created_at)
        tb = changed_at.get(rb.id, rb.created_at)
        newer, older = (ra, rb) if (ta, ra.id) > (tb, rb.id) else (rb, ra)
        subject = " ".join(hit.key)
        out.append((newer, older, f"opposite {hit.family} guidance on “{subject}”"))
    return out


__all__ = ["Family", "Signal", "clause_signals", "conflict", "memory_signals", "supersession_pairs"]
