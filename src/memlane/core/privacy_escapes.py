"""Quotes escaped inside a JSON string, read as quotes with every offset kept.

A JSON string that holds JSON (a log line's payload, kubectl's last-applied configuration, a
notebook cell's source, Pulumi's plaintext secret) writes its quotes `\\"`, and `\\\\\\"` one
level deeper. The write gate reads them as quotes: the backslashes become spaces, put on the
side of the quote away from what it encloses (before an opening quote, one that follows `:`,
`{`, `[`, `,`, `=`, `(`, a space or a quote, as in `"\\"…\\""`, a JSON string's own JSON
string; after a closing one), so `{\\"auth\\":\\"…\\"}` reads `{ "auth" : "…" }` and a rule
that wants a value right after its quote, or a key right before one, finds them. Round 42 put
every space after the quote (`" auth" :" …" `), which hid the value from such rules (round 43:
Docker's `auth`, a kubectl annotation's password).
"""

from __future__ import annotations

import re

# An escaped quote after an opener: the backslash first, so a search skips to each backslash
_OPENING = re.compile(r'\\(?<=[\s:{\[,=("]\\)"')
_OPENING_TWICE = re.compile(r'\\\\\\(?<=[\s:{\[,=("]\\\\\\)"')  # `\\\"`, escaped twice
_TWICE = '\\\\\\"'


def unescaped_quotes(text: str) -> str:
    """``text`` with each escaped quote read as a quote (same length, same offsets)."""
    # (fixed replacements, no callback: the transcript body holds 1,672 escaped quotes, and a
    # Python call for each cost +2 % of its scan)
    if _TWICE in text:
        text = _OPENING_TWICE.sub('   "', text).replace(_TWICE, '"   ')
    return _OPENING.sub(' "', text).replace('\\"', '" ')


__all__ = ["unescaped_quotes"]
