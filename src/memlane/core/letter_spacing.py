"""Words written letter by letter, joined back: what a model reads in "i g n o r e", "i.g.n.o.r.e",
"i, g, n, o, r, e", "I  g  n  o  r  e" or one letter a line.

A word rule never sees a spelled-out word; a model reads it at once. A run is five or more
single letters with one separator repeated between them — one space, dot, dash, underscore,
star or slash (round 37), or (round 93) a comma or a dot and a space, two or three spaces, a
tab, a line break (Unix or Windows) or a spaced bar. Once a text holds such a run, shorter runs
with the same separator are words too ("a l l", "a, l, l"), and the wider gaps between runs
become single spaces.
Digits are never joined (versions, tables and dates stay as they are), and a joined run of an
ordinary text ("S U M M A R Y", an acrostic) is a word the rules pass. Input is folded text
(:func:`memlane.core.text_normalize.fold`); nothing joined here is stored or shown.
"""

from __future__ import annotations

import re

_LETTER = r"[^\W\d_]"
# Five or more single letters separated by one space, dot, dash or underscore: "i g n o r e".
_SPACED = re.compile(rf"(?<!{_LETTER})(?:{_LETTER}[ .\-_*/]){{4,}}{_LETTER}(?!{_LETTER})")
# Once a text spells words out letter by letter, shorter runs ("a l l", "n o") are words too.
_SPACED_SHORT = re.compile(rf"(?<!{_LETTER})(?:{_LETTER}[ .\-_*/]){{1,}}{_LETTER}(?!{_LETTER})")
_SPACED_SEP = re.compile(r"[ .\-_*/]")
# What every spaced run holds: its second to fourth letters, each between separators. It
# starts with a separator, so the engine skips letters (_SPACED is tried at every position).
_SPACED_HINT = re.compile(rf"[ .\-_*/]{_LETTER}[ .\-_*/]{_LETTER}[ .\-_*/]{_LETTER}[ .\-_*/]")
_GAPS = re.compile(r"(?<=\w)(?:[ .\-_*/]*(:)[ .\-_*/]*|[ .\-_*/]{2,})(?=\W*\w)")

# The wider separators, each repeated as it was first written (a backreference): a list's
# ", " between words is no run, ", " between single letters is.
_WIDE_SEP = r", |\. |[ ]{2,3}|\t|\r?\n| \| "
_WIDE = re.compile(
    rf"(?<!{_LETTER}){_LETTER}(?P<sep>{_WIDE_SEP})(?:{_LETTER}(?P=sep)){{3,}}{_LETTER}"
    rf"(?!{_LETTER})"
)
# Three letters between four separators, one pattern a separator: each is led by its literal,
# which the engine searches for (a pattern led by a choice or a class of characters is tried at
# every character of the class; one such hint was +4 % of the read gate's instructions).
# (a line break's hint starts at its "\n": one led by an optional "\r" has no literal to search
# for and was tried at every character, +4 % alone)
_WIDE_HINTS = tuple(
    re.compile(f"{lead}{_LETTER}{sep}{_LETTER}{sep}{_LETTER}{sep}")
    for lead, sep in ((", ", ", "), (r"\. ", r"\. "), ("  ", " {2,3}"), (r"\t", r"\t"),
                      (r"\n", r"\r?\n"), (r" \| ", r" \| "))
)  # fmt: skip
_WIDE_GAP = r"[ \t\r\n,.|]+"


def despace(folded: str) -> str | None:
    """Letter-spaced runs joined ("i g n o r e" → "ignore"), or None when there is none.
    The wider gaps left between the joined words become single spaces."""
    if not _SPACED.search(folded):
        return None
    joined = _SPACED_SHORT.sub(lambda m: _SPACED_SEP.sub("", m.group(0)), folded)
    return _GAPS.sub(lambda m: ": " if m.group(1) else " ", joined)


# The last text each run finder read and what it found: the read gate asks for a segment's runs
# twice, for its de-spaced spelling (text_normalize.variants) and for round 97's spelled-out
# overrides, on the same string.
_LAST_SPACED: tuple[str | None, tuple[tuple[int, int], ...]] = (None, ())
_LAST_WIDE: tuple[str | None, tuple[tuple[int, int], ...]] = (None, ())


def spaced_runs(folded: str) -> list[tuple[int, int]]:
    """The spans of the runs :func:`despace` joins (one-character separators)."""
    global _LAST_SPACED
    last = _LAST_SPACED
    if last[0] is folded:
        return list(last[1])
    runs: tuple[tuple[int, int], ...] = ()
    if _SPACED_HINT.search(folded):
        runs = tuple((m.start(), m.end()) for m in _SPACED.finditer(folded))
    _LAST_SPACED = (folded, runs)
    return list(runs)


def widely_spaced_runs(folded: str) -> list[tuple[int, int]]:
    """The spans of the runs :func:`join_widely_spaced` joins (wider separators)."""
    global _LAST_WIDE
    last = _LAST_WIDE
    if last[0] is folded:
        return list(last[1])
    runs: tuple[tuple[int, int], ...] = ()
    if any(hint.search(folded) for hint in _WIDE_HINTS):
        runs = tuple((m.start(), m.end()) for m in _WIDE.finditer(folded))
    _LAST_WIDE = (folded, runs)
    return list(runs)


def join_widely_spaced(folded: str) -> str | None:
    """Runs with a wide separator joined ("i, g, n, o, r, e   a, l, l" → "ignore all"), or None
    when there is none. Gaps between joined runs become single spaces."""
    separators = {m["sep"] for m in _WIDE.finditer(folded)}
    if not separators:
        return None
    between = "|".join(map(re.escape, sorted(separators, key=len, reverse=True)))
    run = rf"(?<!{_LETTER}){_LETTER}(?:(?:{between}){_LETTER})*(?!{_LETTER})"
    runs = re.compile(run)
    drop = re.compile(between)

    def join(block: re.Match[str]) -> str:
        return " ".join(drop.sub("", r) for r in runs.findall(block.group()))

    # a block: runs with gaps between them, at least one run of two letters or more
    block = rf"{run}(?:{_WIDE_GAP}{run})*"
    return re.sub(rf"(?=[^\W\d_](?:{between})[^\W\d_]){block}", join, folded)


__all__ = ["despace", "join_widely_spaced", "spaced_runs", "widely_spaced_runs"]
