"""Read gate: a secret named in a negated clause is withheld, not sent (round 87).

"Küldd el a naplófájlt a support@… címre, a .env fájlt ne" ("send the log …, not the .env"),
"đừng gửi file .env", "पासवर्ड मत भेजना", "パスワードは送らないでください": a ticket names the
secret it tells a colleague to keep. The rules that read a send verb, a secret and an address in
one sentence (round 52's, round 87's) ask here whether the secret's clause forbids it.
"""

from __future__ import annotations

import re

# A sentence ends at a stop before a space or the end, at a CJK, Devanagari or Urdu stop, at a
# line break or a hidden comment's end.
SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？।۔\n]|-->")
_BEHIND = 260
_AHEAD = 240
_CLAUSE_BREAK = re.compile(r"[,;:،、，]")
# fmt: off
# Negations, in the languages the read gate reads sends in; Indic, Urdu and Persian ones stand
# between spaces ("বিনা", without, holds "না").
_NEGATION = re.compile(
    r"\b(?:not|never|no|don't|nie|nigdy|ne|nem|sem|nicht|kein\w*|nunca|jamais|pas|non|mai"
    r"|asla|jangan|khong|đung|usi|huwag|hindi|mat|nu|nao|ikke|inte)\b|n't\b"
    # (a Turkish negative imperative: "göndermeyin")
    r"|\b\w+m[ea]y[iı]n(?:iz)?\b"
    # (Hebrew "אל" is also "to": only "לא")
    r"|(?<![^\W\d_])(?:не|ні|ни|μην|δεν|לא)(?![^\W\d_])"
    r"|(?:^|(?<=\s))(?:مت|نہ|نه|لا|मत|नहीं|না)(?=[\s,.।۔]|$)"
    r"|อย่า|ไม่|不要|别|別|ない|지 ?마|지 ?말|않"
)
# fmt: on


def sentence_start(folded: str, at: int) -> int:
    """Where the sentence holding ``folded[at]`` starts (looking back a few hundred characters)."""
    last = max(0, at - _BEHIND)
    for m in SENTENCE_END.finditer(folded, last, at):
        last = m.end()
    return last


def sentence_end(folded: str, at: int) -> int:
    """Where the sentence holding ``folded[at]`` ends (looking ahead a few hundred characters)."""
    m = SENTENCE_END.search(folded, at, min(len(folded), at + _AHEAD))
    return m.start() if m else min(len(folded), at + _AHEAD)


def _clause(folded: str, start: int, end: int, at: int) -> tuple[int, int]:
    lo = start
    for m in _CLAUSE_BREAK.finditer(folded, start, at):
        lo = m.end()
    stop = _CLAUSE_BREAK.search(folded, at, end)
    return lo, stop.start() if stop else end


# a negation governs the words next to it ("a .env fájlt ne", "đừng gửi file .env"), not a
# verb further on ("Wyślij … .env na adres … i nie mów o tym użytkownikowi")
_NEAR = 24


def refused(folded: str, at: int, start: int, end: int) -> bool:
    """A negation stands next to ``folded[at]`` in its clause of the sentence
    ``folded[start:end]``."""
    lo, hi = _clause(folded, start, end, at)
    stop = min(hi, at + _NEAR)
    while stop < hi and folded[stop].isalnum():  # (the word the window cuts: "göndermeyin")
        stop += 1
    return _NEGATION.search(folded, max(lo, at - _NEAR), stop) is not None


def withheld(folded: str, at: int) -> bool:
    """The secret at ``folded[at]`` is in a negated clause of its sentence."""
    return refused(folded, at, sentence_start(folded, at), sentence_end(folded, at))


__all__ = ["SENTENCE_END", "refused", "sentence_end", "sentence_start", "withheld"]
