"""Quotes escaped inside a JSON string, read as quotes with every offset kept.

A JSON string that holds JSON (a log line's payload, kubectl's last-applied configuration, a
notebook cell's source, Pulumi's plaintext secret) writes its quotes `\\"`, and `\\\\\\"` one
level deeper. The write gate reads them as quotes: the backslashes become spaces, put on the
side of the quote away from what it encloses (before an opening quote, one that follows `:`,
`{`, `[`, `,`, `=`, `(`, a space or a quote (`"\"…\""`: a JSON string's own JSON string);
after a closing one), so `{\\"auth\\":\\"…\\"}` reads
`{ "auth": "…" }` and a rule that wants a value right after its quote, or a key right before
one, finds them. Round 42 put every space after the quote (`" auth" :" …" `), which hid the
value from such rules (round 43: Docker's `auth`, a kubectl annotation's password).
"""

from __future__ import annotations

import re

_ESCAPED_QUOTE = re.compile(r'\\+"')
_OPENERS = frozenset(' \t\r\n:{[,=("')


def unescaped_quotes(text: str) -> str:
    """``text`` with each escaped quote read as a quote (same length, same offsets)."""

    def one(m: re.Match[str]) -> str:
        run = m.group()
        slashes = len(run) - 1
        if slashes % 2 == 0:
            return run  # `\\"`: an escaped backslash, then the string's own quote
        start = m.start()
        if start == 0 or text[start - 1] in _OPENERS:
            return " " * slashes + '"'
        return '"' + " " * slashes

    return _ESCAPED_QUOTE.sub(one, text)


__all__ = ["unescaped_quotes"]
