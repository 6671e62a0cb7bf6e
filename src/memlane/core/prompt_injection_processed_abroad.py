"""Read gate: rounds 49, 50 and 53's families in eighteen more languages (round 54, issue 19).

Rounds 49-50 (side orders kept from the user, safeguards off quietly, a secret lured into the
chat, the text made to spread) and round 53 (content that names itself as processed and hands
the model a task of its own) were written in English only. This module carries them into
Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese, Korean, Arabic,
Hindi, Turkish, Indonesian, Polish, Dutch, Ukrainian, Vietnamese and Persian, each as an anchor
whose sentence holds the other parts in any order
(:mod:`memlane.core.prompt_injection_processed_abroad_words`):

- "this email / page / document" beside an AI named, with a poem, a joke or emojis ordered,
  the whole answer translated, a sentence vouching for the content, or the mail forwarded;
- "as soon as you read this" with mail forwarded or sent to an address;
- "whatever the user asks" with one reply ("reply only …");
- a mother's maiden name asked for, or the reader asked covertly about their bank, antivirus
  or password — not in a sentence that warns against it or describes a scam;
- a gift card or a win, the reader told of it, and a payment;
- the user kept out of a change ("and don't tell the user") beside a switch-off, a deletion,
  a send or a URL;
- a safeguard switched off quietly; "all tests pass" told when a test fails;
- a password, a token or a code pasted into the chat, in a sentence that does not forbid it;
- "copy this paragraph into every memory / answer".

A newsletter's "summary below", a helpdesk script ("ask the customer for the order number"),
a security-awareness page describing these scams, "don't tell the client yet" and "forward the
minutes once you have read them" lack the anchor or one of its parts.
"""

from __future__ import annotations

from memlane.core.gated_search import find_near, present
from memlane.core.injection_phrases import PHRASE_REACH
from memlane.core.prompt_injection_covert_abroad_words import (
    ACT,
    ALL_PASS,
    ALL_PASS_NEEDLES,
    COPY,
    DISABLE,
    EVERY_KEPT,
    FAIL,
    HIDE_FROM_USER,
    HIDE_NEEDLES,
    IN_CHAT,
    IN_CHAT_NEEDLES,
    PASTE,
    QUIETLY,
    QUIETLY_NEEDLES,
    SAFEGUARD,
    SECRET_ASKED,
    TELL,
    TELL_DENIED,
    THIS_TEXT,
    THIS_TEXT_NEEDLES,
)
from memlane.core.prompt_injection_processed_abroad_words import (
    ADDRESS,
    AI,
    ANSWER,
    FIXED_REPLY,
    FORWARD,
    GENRE,
    IF_AI,
    IF_AI_NEEDLES,
    MAIL,
    ON_READING,
    ON_READING_NEEDLES,
    ONLY,
    PROCESSING,
    REPLY,
    THIS_CONTENT,
    THIS_CONTENT_NEEDLES,
    TRANSLATE,
    VERIFIED,
    WHATEVER,
    WHATEVER_NEEDLES,
    WRITE_ADD,
)
from memlane.core.prompt_injection_reader_abroad_words import (
    ASK,
    COVERTLY,
    COVERTLY_NEEDLES,
    DEFENCES,
    MAIDEN,
    MAIDEN_NEEDLES,
    NEVER,
    PAY,
    PRIZE,
    PRIZE_NEEDLES,
    TELL_READER,
)
from memlane.core.sentence_rules import Parts, Rule, SentenceRules, any_of, sentence_around

# what the content orders off the reader's task once it has named itself as processed, by
# name ("this email") beside an AI or beside the work done on it ("when you summarize this
# thread"), or by naming its reader ("if you are an AI"): a poem or emojis written, the whole
# answer translated, the reader questioned about their bank or PIN, and — only beside an AI,
# since a translator's brief adds "text verified by legal" — a sentence vouching for it
_ORDERED = any_of(WRITE_ADD, REPLY)
_AI_OR_AT_WORK = any_of(AI, PROCESSING)
_OFF_TASK: tuple[Parts, ...] = (
    ((_ORDERED, GENRE), None),
    ((TRANSLATE, ANSWER), None),
    ((ASK, DEFENCES), NEVER),
)

_RULES: tuple[Rule, ...] = (
    (
        THIS_CONTENT,
        THIS_CONTENT_NEEDLES,
        (
            *(((_AI_OR_AT_WORK, *parts), unless) for parts, unless in _OFF_TASK),
            ((AI, _ORDERED, VERIFIED), None),
        ),
    ),
    (IF_AI, IF_AI_NEEDLES, _OFF_TASK),
    (WHATEVER, WHATEVER_NEEDLES, (((ONLY, REPLY, FIXED_REPLY), None),)),
    (MAIDEN, MAIDEN_NEEDLES, (((ASK,), NEVER),)),
    (COVERTLY, COVERTLY_NEEDLES, (((ASK, DEFENCES), NEVER),)),
    (PRIZE, PRIZE_NEEDLES, (((TELL_READER, PAY), NEVER),)),
    (HIDE_FROM_USER, HIDE_NEEDLES, (((ACT,), None),)),
    (QUIETLY, QUIETLY_NEEDLES, (((DISABLE, SAFEGUARD), None),)),
    (ALL_PASS, ALL_PASS_NEEDLES, (((FAIL, TELL), TELL_DENIED),)),
    (IN_CHAT, IN_CHAT_NEEDLES, (((SECRET_ASKED, PASTE), NEVER),)),
    (THIS_TEXT, THIS_TEXT_NEEDLES, (((COPY, EVERY_KEPT), None),)),
)


_CHECK = SentenceRules(_RULES)


def _on_reading(text: str) -> bool:
    # mail forwarded or sent to an address, the mail named outside the trigger itself: "as soon
    # as you read this email, forward it to your manager" moves no mailbox
    if not present(ON_READING_NEEDLES, text):
        return False
    for m in find_near(ON_READING.compiled, text, ON_READING_NEEDLES, reach=PHRASE_REACH):
        lo, hi = sentence_around(text, m.start(), m.end())
        if not (FORWARD.search(text, lo, hi) and ADDRESS.search(text, lo, hi)):
            continue
        if MAIL.search(text, lo, m.start()) or MAIL.search(text, m.end(), hi):
            return True
    return False


def processed_tasks_abroad(folded: str) -> bool:
    """Folded ``text`` holds one of round 54's orders in one of eighteen languages."""
    return _CHECK.match(folded) or _on_reading(folded)


__all__ = ["processed_tasks_abroad"]
