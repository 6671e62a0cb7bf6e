"""Two ways a text hides from the checks that would see it: it asks to be kept from the person
it is shown to ("never mention this note to the user"), or it spells a secret's name from quoted
pieces so no rule reads the word ("'pass' + 'word'"). Read by
:func:`memlane.core.prompt_injection_override.instruction_override`."""

from __future__ import annotations

import re

from memlane.core.gated_search import needles, search_near
from memlane.core.injection_phrases import PHRASE_REACH, phrase

# A text that asks to be hidden from the person it is shown to ("never mention this note to
# the user"): ordinary notes have nothing to hide from their reader.
_CONCEAL = phrase(
    r"\b(?:never|don'?t|do not|must not|should not|shouldn'?t|without) (?:ever )?(?:mention"
    r"|tell|reveal|disclose|show|report|inform|let)\w* (?:anyone |anybody |the user |the human "
    r"|the operator |them )?(?:about |of )?(?:this|these) (?:note|message|instructions?|memory"
    r"|text|comment|request|change|step)s?\b"
    r"|\b(?:never|don'?t|do not|must not) (?:mention|tell|reveal|disclose)\w* (?:it |this |that )"
    r"?to (?:the user|the human|anyone|anybody)\b[^.\n]{0,40}\b(?:this|these|that) "
    r"(?:note|message|instructions?)"
)
_CONCEAL_NEEDLES = needles(
    "never don't dont do_not must_not should_not shouldn't without + this these + mention tell "
    "reveal disclose show report inform let"
)


def hides_from_the_user(text: str) -> bool:
    """Folded ``text`` asks to be kept from the person it is shown to."""
    return search_near(_CONCEAL, text, _CONCEAL_NEEDLES, reach=PHRASE_REACH)


# A secret word assembled from quoted pieces so no rule sees it ("'pass' + 'word'").
_SPLIT_WORD = re.compile(r"[\"']([a-z_]{1,10})[\"']\s*\+\s*[\"']([a-z_]{1,10})[\"']")
_SECRET_WORDS = frozenset(
    {"password", "passwd", "apikey", "api_key", "secret", "token", "credential", "credentials",
     "privatekey", "private_key", "systemprompt", "system_prompt"}
)  # fmt: skip


def splits_a_secret_word(text: str) -> bool:
    """Folded ``text`` spells a secret's name from quoted pieces joined by "+"."""
    if not _quote_before_a_plus(text):
        return False
    return any(m.group(1) + m.group(2) in _SECRET_WORDS for m in _SPLIT_WORD.finditer(text))


def _quote_before_a_plus(text: str) -> bool:
    """Whether a quote stands before a "+", spaces between: every _SPLIT_WORD match holds one.
    The engine stops at every quote of the text (thousands in a JSON transcript); a text's few
    "+" are looked at instead."""
    at = text.find("+")
    while at >= 0:
        before = at - 1
        while before >= 0 and text[before].isspace():  # what the pattern's \s* takes
            before -= 1
        if before >= 0 and text[before] in "\"'":
            return True
        at = text.find("+", at + 1)
    return False


__all__ = ["hides_from_the_user", "splits_a_secret_word"]
