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
from memlane.core.sentence_rules import Rule, SentenceRules, any_of

_MAILBOX_ACT = any_of(SEND, DELETE, MOVE)
_SAID = any_of(SAY, TELL_ANS, REPLY)
_WARNED = any_of(NEVER, SUSPECT)

_RULES: tuple[Rule, ...] = (
    # round 55: the mail assistant addressed, the owner's security mail buried, tracks covered
    (
        MAIL_AGENT,
        MAIL_AGENT_NEEDLES,
        (((_MAILBOX_ACT, any_of(ADDRESS, TRASH)), NEVER), ((SECURITY, TRASH), _WARNED)),
    ),
    (
        TRASH,
        TRASH_NEEDLES,
        (((_MAILBOX_ACT, SECURITY, MAIL_OR_ALL), _WARNED), ((DELETE, USER), _WARNED)),
    ),
    (SENT, SENT_NEEDLES, (((DELETE, any_of(SEND, PAYMENT)), NEVER),)),
    # rounds 55 and 57: the answer made a carrier of a smear, a doubled figure, a swapped account
    (
        AT_WORK,
        AT_WORK_NEEDLES,
        (((SAY, CLAIM), any_of(NOT, REMEDY)), ((DOUBLE, FACT), None), ((CHANGE, ACCOUNT), None)),
    ),
    # round 57: wrong on purpose; the content denied
    (
        DELIBERATELY,
        DELIBERATELY_NEEDLES,
        (((WRONG, any_of(AT_WORK, _SAID, ANSWER, PROCESSING, GIVE)), TEST),),
    ),
    (EMPTY_DOC, EMPTY_DOC_NEEDLES, (((_SAID, any_of(USER, ASKED, AT_WORK, PROCESSING)), None),)),
    # round 59: a code handed over, money redirected, edit rights to a personal mailbox
    (
        CODE,
        CODE_NEEDLES,
        (
            (
                (
                    any_of(SEND, _SAID),
                    any_of(ADDRESS, SENDER, TO_ME, THIS_CONTENT),
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
        (((USER, INSTEAD, any_of(ACT, ANSWER, PROCESSING)), None),),
    ),
    (
        BLOCKED,
        BLOCKED_NEEDLES,
        (((TELL_READER, DEADLINE, any_of(CREDENTIAL, ADDRESS)), NEVER),),
    ),
    (NO_CONFIRM, NO_CONFIRM_NEEDLES, (((SEND, ADDRESS), NEVER),)),
)


def _empty_if(anchor: Lazy, text: str, m: re.Match[str]) -> bool:
    # an empty document after a condition ("si el documento está vacío") asserts nothing
    return (
        anchor is EMPTY_DOC
        and CONDITION.search(text, max(m.start() - 24, 0), m.start()) is not None
    )


_CHECK = SentenceRules(_RULES, skip=_empty_if)


def errands_abroad(folded: str) -> bool:
    """Folded ``text`` holds one of round 58's orders in one of eighteen languages."""
    return _CHECK.match(folded)


__all__ = ["errands_abroad"]
