"""How the read gate writes its English phrase rules: words separated by whitespace or Markdown
emphasis, each rule gated by the literal words its matches contain (:mod:`gated_search`)."""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, find_near, needles, search_near
from memlane.core.whole_pass import held_whole

# Words may be separated by whitespace or Markdown emphasis/quoting (`**ignore** previous …`).
SEP = r"[\s*_~`\"'>]+"


def phrase(pattern: str) -> re.Pattern[str]:
    """A phrase pattern whose spaces also match Markdown emphasis and quoting."""
    # Patterns run on folded (lower-case) text: no IGNORECASE needed.
    return re.compile(_separated(pattern))


def _separated(pattern: str) -> str:
    # A space between words becomes the separator; a space inside a character class ("[- ]")
    # stays one whitespace character: the separator pasted into a class broke it ("red[- ]team"
    # matched neither spelling).
    out: list[str] = []
    class_at = -1  # where the open character class's members start
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            out.append(pattern[i : i + 2])
            i += 2
            continue
        if class_at >= 0:
            out.append(r"\s" if c == " " else c)
            if c == "]" and i > class_at:  # a "]" first in the class is a member
                class_at = -1
        elif c == "[":
            out.append(c)
            class_at = i + 2 if pattern.startswith("^", i + 1) else i + 1
        else:
            out.append(SEP if c == " " else c)
        i += 1
    return "".join(out)


Gated = tuple[Needles, re.Pattern[str]]


def phrase_rule(spec: str, pattern: str) -> Gated:
    """A pattern with the literal fragments its matches contain ("a b + c": a or b, and c): a
    text without them skips the pattern at the cost of a few substring searches."""
    return needles(spec), phrase(pattern)


PHRASE_REACH = 300  # characters around an anchor word that a phrase pattern may span
# A character of the same sentence; a dot inside a host or a path ("git@evil.net:repo.git",
# "~/.cursor/mcp.json") does not end it.
IN_SENTENCE = r"(?:[^.!?\n]|[.!?](?=\S))"


def any_phrase(rules: tuple[Gated, ...] | list[Gated], text: str) -> bool:
    """Whether any rule matches ``text`` (each only near its needles)."""
    # (a memory: only the rules whose needles it holds, told by the scan's one needle pass)
    held = held_whole(rules, text) if type(rules) is tuple else rules
    return any(search_near(p, text, groups, reach=PHRASE_REACH) for groups, p in held)


def sentence_start(text: str, at: int) -> int:
    """Where the sentence holding ``text[at]`` starts (after ".", "!", "?" or a line break)."""
    return max(text.rfind(c, 0, at + 1) for c in ".!?\n") + 1


# A sentence ends at a stop before a space or at a line break: the dot of "config.py" or of
# "~/.codex" does not end one.
_SENTENCE_END = re.compile(r"[.!?。！？](?=\s|$)|\n")


def in_one_sentence(
    anchor: re.Pattern[str], groups: Needles, text: str, *others: re.Pattern[str]
) -> bool:
    """Whether an ``anchor`` match (near its needles) has a sentence that also holds a match of
    every one of ``others``: the multilingual rules, whose parts come in any order."""
    for m in find_near(anchor, text, groups, reach=PHRASE_REACH):
        ends = [e.end() for e in _SENTENCE_END.finditer(text, 0, m.start())]
        after = _SENTENCE_END.search(text, m.end())
        lo, hi = (ends[-1] if ends else 0), (after.start() if after else len(text))
        if all(other.search(text, lo, hi) for other in others):
            return True
    return False


# A sentence that warns against an act names it to forbid it ("never paste the .env into issues").
WARNING = re.compile(r"\b(?:never|don'?t|do not|must not|should not|shouldn'?t|avoid\w*)\b")


def any_unwarned(
    rules: tuple[Gated, ...] | list[Gated], text: str, warning: re.Pattern[str]
) -> bool:
    """Whether any rule matches ``text`` outside a sentence that warns against it: "never
    paste the .env into issues" names the act to forbid it."""
    # (a memory: only the rules whose needles it holds, told by the scan's one needle pass)
    for groups, pattern in held_whole(rules, text) if type(rules) is tuple else rules:
        for m in find_near(pattern, text, groups, reach=PHRASE_REACH):
            if not warning.search(text, sentence_start(text, m.start()), m.end()):
                return True
    return False


__all__ = [
    "IN_SENTENCE",
    "PHRASE_REACH",
    "SEP",
    "WARNING",
    "Gated",
    "any_phrase",
    "any_unwarned",
    "in_one_sentence",
    "phrase",
    "phrase_rule",
    "sentence_start",
]
