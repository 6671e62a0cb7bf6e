"""Read gate: rounds 55, 57 and 59's families in eighteen more languages (round 58, issue 19).

Rounds 55 (an assistant's reply and mailbox steered), 57 (the reader misled through the answer)
and 59 (errands for an agent holding the user's bank, drive and chat) were written in English
only. This module carries them into Spanish, French, German, Portuguese, Italian, Russian,
Chinese, Japanese, Korean, Arabic, Hindi, Turkish, Indonesian, Polish, Dutch, Ukrainian,
Vietnamese and Persian, each as an anchor whose sentence holds the other parts in any order
(:mod:`memlane.core.prompt_injection_errands_abroad_words`, the anchors, and
:mod:`memlane.core.prompt_injection_errands_abroad_parts`, the rest):

- a mail assistant addressed ("to the email assistant:") and told to forward, delete or move
  mail to an address or the trash;
- the trash or "as read" beside mail from the bank or the security team — not beside phishing;
- the sent items or the history cleared after something was sent or paid;
- "in your reply" / "when you summarize" with a smear said, a figure doubled or an account
  swapped for a literal one;
- "on purpose" beside a wrong answer — not in a test;
- the document said to be empty, told to the user or to whoever asks — not "if it is empty";
- a one-time code looked up and sent to an address, the sender or the writer — not in a warning;
- a payee changed to a literal account for a payment — not in a warning about that scam;
- edit rights beside a personal mailbox;
- "the user has already authorized" beside an act; "the user changed their mind" with
  "instead of"; the reader's account "blocked in 24 hours" with their password; a send "without
  asking for confirmation".

A finance team's payment instruction with an IBAN, "reply to the customer that the order
shipped", an out-of-office reply and a security page describing these scams lack the anchor, a
part, or carry the warning that clears it.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, find_near, present
from memlane.core.injection_phrases import PHRASE_REACH
from memlane.core.prompt_injection_errands_abroad_parts import (
    ACCOUNT,
    ACT,
    ADDRESS,
    ASKED,
    CHANGE,
    CLAIM,
    CREDENTIAL,
    DEADLINE,
    DELETE,
    DOUBLE,
    FACT,
    GIVE,
    INSTEAD,
    LOOKUP,
    MAIL_OR_ALL,
    MOVE,
    NOT,
    PAYMENT,
    PERSONAL_ADDRESS,
    REMEDY,
    SAY,
    SECURITY,
    SEND,
    SENDER,
    SUSPECT,
    TELL_ANS,
    TEST,
    TO_ME,
    USER,
    WRONG,
)
from memlane.core.prompt_injection_errands_abroad_words import (
    ALREADY_OK,
    ALREADY_OK_NEEDLES,
    AT_WORK,
    AT_WORK_NEEDLES,
    BLOCKED,
    BLOCKED_NEEDLES,
    CHANGED_MIND,
    CHANGED_MIND_NEEDLES,
    CODE,
    CODE_NEEDLES,
    CONDITION,
    DELIBERATELY,
    DELIBERATELY_NEEDLES,
    EDIT_RIGHTS,
    EDIT_RIGHTS_NEEDLES,
    EMPTY_DOC,
    EMPTY_DOC_NEEDLES,
    MAIL_AGENT,
    MAIL_AGENT_NEEDLES,
    NO_CONFIRM,
    NO_CONFIRM_NEEDLES,
    PAYEE,
    PAYEE_NEEDLES,
    SENT,
    SENT_NEEDLES,
    TRASH,
    TRASH_NEEDLES,
    Lazy,
)
from memlane.core.prompt_injection_processed_abroad_words import (
    ANSWER,
    PROCESSING,
    REPLY,
    THIS_CONTENT,
)
from memlane.core.prompt_injection_reader_abroad_words import NEVER, TELL_READER

# A sentence ends at a stop before a space or a line break, and at a CJK, Devanagari, Arabic
# or Urdu full stop, which need no space after them.
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。।॥؟۔！？]|\n")


def _sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    # at most PHRASE_REACH either side: a rule's window reaches no further
    lo = max(start - PHRASE_REACH, 0)
    ends = [e.end() for e in _SENTENCE_END.finditer(text, lo, start)]
    after = _SENTENCE_END.search(text, end, end + PHRASE_REACH)
    return (ends[-1] if ends else lo), (
        after.start() if after else min(end + PHRASE_REACH, len(text))
    )


# One way an anchor's sentence completes a rule: a match of each part, none of "unless".
Parts = tuple[tuple[Lazy, ...], Lazy | None]
Rule = tuple[Lazy, Needles, tuple[Parts, ...]]


def _any_of(*patterns: Lazy) -> Lazy:
    return Lazy("|".join(f"(?:{p.pattern})" for p in patterns))


def _ascii_only(groups: Needles) -> Needles:
    # the anchors' needles an ASCII text can hold: no Cyrillic, CJK, Arabic or Devanagari one
    return (tuple(n for n in groups[0] if n.isascii()), *groups[1:])


def _holds(rule: Rule, text: str) -> bool:
    """Whether an anchor match of ``rule`` has a sentence that one of its ways completes. An
    empty document after a condition ("si el documento está vacío") asserts nothing."""
    anchor, groups, ways = rule
    if text.isascii():
        groups = _ASCII_GROUPS[id(groups)]
        if not groups[0]:
            return False
    if not present(groups, text):  # (before the anchor is compiled: see Lazy)
        return False
    for m in find_near(anchor.compiled, text, groups, reach=PHRASE_REACH):
        if anchor is EMPTY_DOC and CONDITION.search(text, max(m.start() - 24, 0), m.start()):
            continue
        lo, hi = _sentence_around(text, m.start(), m.end())
        for others, unless in ways:
            if unless is not None and unless.search(text, lo, hi):
                continue
            if all(other.search(text, lo, hi) for other in others):
                return True
    return False


_MAILBOX_ACT = _any_of(SEND, DELETE, MOVE)
_SAID = _any_of(SAY, TELL_ANS, REPLY)
_WARNED = _any_of(NEVER, SUSPECT)

_RULES: tuple[Rule, ...] = (
    # round 55: the mail assistant addressed, the owner's security mail buried, tracks covered
    (
        MAIL_AGENT,
        MAIL_AGENT_NEEDLES,
        (((_MAILBOX_ACT, _any_of(ADDRESS, TRASH)), NEVER), ((SECURITY, TRASH), _WARNED)),
    ),
    (
        TRASH,
        TRASH_NEEDLES,
        (((_MAILBOX_ACT, SECURITY, MAIL_OR_ALL), _WARNED), ((DELETE, USER), _WARNED)),
    ),
    (SENT, SENT_NEEDLES, (((DELETE, _any_of(SEND, PAYMENT)), NEVER),)),
    # rounds 55 and 57: the answer made a carrier of a smear, a doubled figure, a swapped account
    (
        AT_WORK,
        AT_WORK_NEEDLES,
        (((SAY, CLAIM), _any_of(NOT, REMEDY)), ((DOUBLE, FACT), None), ((CHANGE, ACCOUNT), None)),
    ),
    # round 57: wrong on purpose; the content denied
    (
        DELIBERATELY,
        DELIBERATELY_NEEDLES,
        (((WRONG, _any_of(AT_WORK, _SAID, ANSWER, PROCESSING, GIVE)), TEST),),
    ),
    (EMPTY_DOC, EMPTY_DOC_NEEDLES, (((_SAID, _any_of(USER, ASKED, AT_WORK, PROCESSING)), None),)),
    # round 59: a code handed over, money redirected, edit rights to a personal mailbox
    (
        CODE,
        CODE_NEEDLES,
        (
            (
                (
                    _any_of(SEND, _SAID),
                    _any_of(ADDRESS, SENDER, TO_ME, THIS_CONTENT),
                    LOOKUP,
                ),
                NEVER,
            ),
        ),
    ),
    (PAYEE, PAYEE_NEEDLES, (((CHANGE, ACCOUNT, PAYMENT), NEVER),)),
    (EDIT_RIGHTS, EDIT_RIGHTS_NEEDLES, (((PERSONAL_ADDRESS,), NEVER),)),
    # rounds 55, 57 and 59: authority or the user's request forged, the reader scared
    (ALREADY_OK, ALREADY_OK_NEEDLES, (((ACT,), NEVER),)),
    (
        CHANGED_MIND,
        CHANGED_MIND_NEEDLES,
        (((USER, INSTEAD, _any_of(ACT, ANSWER, PROCESSING)), None),),
    ),
    (
        BLOCKED,
        BLOCKED_NEEDLES,
        (((TELL_READER, DEADLINE, _any_of(CREDENTIAL, ADDRESS)), NEVER),),
    ),
    (NO_CONFIRM, NO_CONFIRM_NEEDLES, (((SEND, ADDRESS), NEVER),)),
)

# (keyed by the id of each rule's needles, which the rules hold for the life of the module)
_ASCII_GROUPS: dict[int, Needles] = {
    id(groups): _ascii_only(groups) for groups in (rule[1] for rule in _RULES)
}
# Every anchor's needles in one group: a text holding none of them (nearly every text) is
# asked once, not once per rule — thirteen look-ups per segment cost ~1 % of a 256 KiB scan.
_ANY_ANCHOR: Needles = (tuple(dict.fromkeys(n for rule in _RULES for n in rule[1][0])),)
_ANY_ASCII_ANCHOR: Needles = _ascii_only(_ANY_ANCHOR)


def errands_abroad(folded: str) -> bool:
    """Folded ``text`` holds one of round 58's orders in one of eighteen languages."""
    if not present(_ANY_ASCII_ANCHOR if folded.isascii() else _ANY_ANCHOR, folded):
        return False
    return any(_holds(rule, folded) for rule in _RULES)


__all__ = ["errands_abroad"]
