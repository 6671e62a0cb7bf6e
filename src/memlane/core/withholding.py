"""Withholding: text that must be kept (a transcript) loses only its credential values.

The write gate refuses a record that holds a credential; a transcript cannot be refused, so
each credential-shaped span the gate's detector (:func:`~memlane.core.privacy.find_credentials`)
finds is replaced by ``[withheld: <class>]`` and the rest of the text stays searchable.

The detector reports where a credential starts, not where it ends, so the end is found with the
detector itself: the first word boundary at which the line, cut there, still holds the same
finding. A match that spans words (a quoted value, a header, a sentence) is withheld to the end
of its line; a match the line alone does not explain (a multi-line value) to the end of the
text, or of its PEM block for a key. Whatever a pass leaves behind is scanned again, and text
that still holds a credential after :data:`MAX_PASSES` is withheld whole — withholding errs
towards losing words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memlane.core.privacy import CredentialFinding, find_credentials

PLACEHOLDER = "[withheld: {cls}]"
MAX_PASSES = 3
# A line of this many word boundaries past a finding is not probed further: the rest of the
# line is withheld (bounded work on minified or pathological lines).
MAX_PROBES = 48
# `GITHUB_TOKEN=…`, `"token": …` and `--password …` keep their (searchable, harmless) name:
# an identifier or a flag and its operator. A URL scheme (`https://`) is not a name.
_KEY_PREFIX = re.compile(
    r"[\"']?[A-Za-z_][\w.\-]{0,80}[\"']?[ \t]*(?::=|=>|=|:(?!//))[ \t]*"
    r"|--?[A-Za-z][\w\-]{0,40}(?:[ \t]*=[ \t]*|[ \t]+)"
)
_PEM_END = re.compile(r"-----END [A-Z0-9 ]{1,60}-----")


@dataclass(frozen=True)
class Withheld:
    text: str
    classes: tuple[str, ...] = ()  # the classes withheld, in order of position


def _offset(text: str, line_starts: list[int], finding: CredentialFinding) -> int:
    return line_starts[finding.line - 1] + finding.column - 1


def _line_starts(text: str) -> list[int]:
    return [0, *(i + 1 for i, ch in enumerate(text) if ch == "\n")]


def _found(segment: str, column: int, cls: str) -> bool:
    return any(
        f.line == 1 and f.column == column and f.cls == cls for f in find_credentials(segment)
    )


def _keep_key(text: str, start: int, end: int) -> int:
    """Move ``start`` past a leading ``NAME=`` / ``"name":`` / ``--flag`` so the name stays
    searchable."""
    m = _KEY_PREFIX.match(text, start, end)
    return m.end() if m and m.end() < end else start


def _span(text: str, start: int, cls: str, line_start: int) -> tuple[int, int]:
    """(start, end) of what to withhold for the finding that begins at ``start``."""
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    column = start - line_start + 1
    for probes, m in enumerate(re.finditer(r"\S+", text[start:line_end])):
        if probes >= MAX_PROBES:
            return start, line_end
        end = start + m.end()
        if _found(text[line_start:end], column, cls):
            # `"value",` — the word's trailing punctuation stays when the value holds without it.
            while (
                end - 1 > start
                and text[end - 1] in ",;"
                and _found(text[line_start : end - 1], column, cls)
            ):
                end -= 1
            value_start = _keep_key(text, start, end)
            if any(ch.isspace() for ch in text[value_start:end]):
                return value_start, line_end  # a value of several words: the rest of the line
            return value_start, end
    # The line alone does not hold this finding: it continues on the lines after it — to a
    # PEM block's END line when there is one, else to the end of the text.
    pem_end = _PEM_END.search(text, line_end)
    end = pem_end.end() if pem_end else len(text)
    return _keep_key(text, start, line_end), end


def _one_pass(text: str, allow_email: bool) -> tuple[str, list[str]]:
    findings = find_credentials(text, allow_email=allow_email)
    if not findings:
        return text, []
    starts = _line_starts(text)
    spans: list[tuple[int, int, str]] = []
    for f in findings:
        start = _offset(text, starts, f)
        spans.append((*_span(text, start, f.cls, starts[f.line - 1]), f.cls))
    spans.sort()
    merged: list[tuple[int, int, str]] = []
    for s, e, cls in spans:
        if merged and s < merged[-1][1]:
            ps, pe, pcls = merged[-1]
            merged[-1] = (ps, max(pe, e), pcls)
        else:
            merged.append((s, e, cls))
    out: list[str] = []
    last = 0
    for s, e, cls in merged:
        out.append(text[last:s])
        out.append(PLACEHOLDER.format(cls=cls))
        last = e
    out.append(text[last:])
    return "".join(out), [cls for _, _, cls in merged]


def withhold_credentials(text: str, *, allow_email: bool = False) -> Withheld:
    """``text`` with every credential-shaped value replaced by ``[withheld: <class>]``."""
    classes: list[str] = []
    current = text
    for _ in range(MAX_PASSES):
        current, found = _one_pass(current, allow_email)
        if not found:
            return Withheld(current, tuple(classes))
        classes.extend(found)
    remaining = find_credentials(current, allow_email=allow_email)
    if not remaining:
        return Withheld(current, tuple(classes))
    cls = remaining[0].cls
    return Withheld(PLACEHOLDER.format(cls=cls), (*classes, cls))


__all__ = ["PLACEHOLDER", "Withheld", "withhold_credentials"]
