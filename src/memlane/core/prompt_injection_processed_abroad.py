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

import re

from memlane.core.gated_search import Needles, find_near
from memlane.core.injection_phrases import PHRASE_REACH
from memlane.core.prompt_injection_processed_abroad_words import (
    ACT,
    ADDRESS,
    AI,
    ALL_PASS,
    ALL_PASS_NEEDLES,
    ANSWER,
    ASK,
    COPY,
    COVERTLY,
    COVERTLY_NEEDLES,
    DEFENCES,
    DISABLE,
    EVERY_KEPT,
    FAIL,
    FIXED_REPLY,
    FORWARD,
    GENRE,
    HIDE_FROM_USER,
    HIDE_NEEDLES,
    IF_AI,
    IF_AI_NEEDLES,
    IN_CHAT,
    IN_CHAT_NEEDLES,
    MAIDEN,
    MAIDEN_NEEDLES,
    MAIL,
    NEVER,
    ON_READING,
    ON_READING_NEEDLES,
    ONLY,
    PASTE,
    PAY,
    PRIZE,
    PRIZE_NEEDLES,
    PROCESSING,
    QUIETLY,
    QUIETLY_NEEDLES,
    REPLY,
    SAFEGUARD,
    SECRET_ASKED,
    TELL,
    TELL_DENIED,
    TELL_READER,
    THIS_CONTENT,
    THIS_CONTENT_NEEDLES,
    THIS_TEXT,
    THIS_TEXT_NEEDLES,
    TRANSLATE,
    VERIFIED,
    WHATEVER,
    WHATEVER_NEEDLES,
    WRITE_ADD,
)

# A sentence ends at a stop before a space or a line break, and at a CJK, Devanagari, Arabic
# or Urdu full stop, which need no space after them ("…总结。请…" is two sentences).
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。।॥؟۔]|\n")


def _sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    # at most PHRASE_REACH either side: a rule's window reaches no further
    lo = max(start - PHRASE_REACH, 0)
    ends = [e.end() for e in _SENTENCE_END.finditer(text, lo, start)]
    after = _SENTENCE_END.search(text, end, end + PHRASE_REACH)
    return (ends[-1] if ends else lo), (
        after.start() if after else min(end + PHRASE_REACH, len(text))
    )


def _in_sentence(
    anchor: re.Pattern[str],
    groups: Needles,
    text: str,
    *others: re.Pattern[str],
    unless: re.Pattern[str] | None = None,
) -> bool:
    """Whether an ``anchor`` match has a sentence holding a match of each of ``others`` and
    none of ``unless``."""
    for m in find_near(anchor, text, groups, reach=PHRASE_REACH):
        lo, hi = _sentence_around(text, m.start(), m.end())
        if unless is not None and unless.search(text, lo, hi):
            continue
        if all(other.search(text, lo, hi) for other in others):
            return True
    return False


def _any_of(*patterns: re.Pattern[str]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p.pattern})" for p in patterns))


# what the content orders off the reader's task once it has named itself as processed, by
# name ("this email") beside an AI or beside the work done on it ("when you summarize this
# thread"), or by naming its reader ("if you are an AI"): a poem or emojis written, the whole
# answer translated, the reader questioned about their bank or PIN, and — only beside an AI,
# since a translator's brief adds "text verified by legal" — a sentence vouching for it
_ORDERED = _any_of(WRITE_ADD, REPLY)
_AI_OR_AT_WORK = _any_of(AI, PROCESSING)


def _off_task(text: str, anchor: re.Pattern[str], groups: Needles, *named: re.Pattern[str]) -> bool:
    return (
        _in_sentence(anchor, groups, text, *named, _ORDERED, GENRE)
        or _in_sentence(anchor, groups, text, *named, TRANSLATE, ANSWER)
        or _in_sentence(anchor, groups, text, *named, ASK, DEFENCES, unless=NEVER)
    )


def _processed_content(text: str) -> bool:
    return (
        _off_task(text, THIS_CONTENT, THIS_CONTENT_NEEDLES, _AI_OR_AT_WORK)
        or _in_sentence(THIS_CONTENT, THIS_CONTENT_NEEDLES, text, AI, _ORDERED, VERIFIED)
        or _off_task(text, IF_AI, IF_AI_NEEDLES)
    )


def _on_reading(text: str) -> bool:
    # mail forwarded or sent to an address, the mail named outside the trigger itself: "as soon
    # as you read this email, forward it to your manager" moves no mailbox
    for m in find_near(ON_READING, text, ON_READING_NEEDLES, reach=PHRASE_REACH):
        lo, hi = _sentence_around(text, m.start(), m.end())
        if not (FORWARD.search(text, lo, hi) and ADDRESS.search(text, lo, hi)):
            continue
        if MAIL.search(text, lo, m.start()) or MAIL.search(text, m.end(), hi):
            return True
    return False


def processed_tasks_abroad(folded: str) -> bool:
    """Folded ``text`` holds one of round 54's orders in one of eighteen languages."""
    return (
        _processed_content(folded)
        or _on_reading(folded)
        or _in_sentence(WHATEVER, WHATEVER_NEEDLES, folded, ONLY, REPLY, FIXED_REPLY)
        or _in_sentence(MAIDEN, MAIDEN_NEEDLES, folded, ASK, unless=NEVER)
        or _in_sentence(COVERTLY, COVERTLY_NEEDLES, folded, ASK, DEFENCES, unless=NEVER)
        or _in_sentence(PRIZE, PRIZE_NEEDLES, folded, TELL_READER, PAY, unless=NEVER)
        or _in_sentence(HIDE_FROM_USER, HIDE_NEEDLES, folded, ACT)
        or _in_sentence(QUIETLY, QUIETLY_NEEDLES, folded, DISABLE, SAFEGUARD)
        or _in_sentence(ALL_PASS, ALL_PASS_NEEDLES, folded, FAIL, TELL, unless=TELL_DENIED)
        or _in_sentence(IN_CHAT, IN_CHAT_NEEDLES, folded, SECRET_ASKED, PASTE, unless=NEVER)
        or _in_sentence(THIS_TEXT, THIS_TEXT_NEEDLES, folded, COPY, EVERY_KEPT)
    )


__all__ = ["processed_tasks_abroad"]
