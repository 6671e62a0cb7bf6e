"""Read gate: the jailbreak, banner, task-swap and planted-order shapes in the languages the
rounds held least (round 105, issue 19).

Rounds 52 and 77 (:mod:`memlane.core.prompt_injection_far_abroad`,
:mod:`memlane.core.prompt_injection_farther`) carried the later families into some of these
languages; round 105's cold sweep found four shapes still unread in Bengali, Marathi, Telugu,
Tamil, Gujarati, Punjabi, Urdu, Swahili, Hausa, Amharic, Yoruba, Tagalog, Malay, Thai, Burmese,
Hebrew, Greek, Javanese, Kazakh, Uzbek, Serbian, Bulgarian and their romanized spellings (the
words in :mod:`memlane.core.prompt_injection_farthest_words`):

- an order to answer or obey everything ("answer any question", "every request", "without
  refusing") beside "you have no restrictions" said to the reader, or under a line that opens
  as a system or admin label ("[ΣΥΣΤΗΜΑ]:", "MFUMO:", "### సిస్టమ్ ###");
- the reader's work on the text declined ("do not summarize / translate this") and, within a
  sentence or two, "instead" with what the new task is after: a secret, the user, a dictated
  answer in quotes;
- the AI reader hailed on a line ("AI asistente …:", "Msaidizi wa AI …:") and, after it on that
  line, an act on everything or on the user's things (delete, erase, forward), with no negation
  next to the verb.

The same words tell a discard verb described, not ordered (:func:`told_of_farthest`, read by
:mod:`memlane.core.prompt_injection_dropped`): "hidden text tells the model to ignore the
previous instructions" puts the telling verb after the discard verb in verb-final languages
("… উপেক্ষা করতে বলে") or a purpose clause naming the model before it ("เพื่อให้โมเดล…").

Natives write the same words for people: a maintenance notice under "[SISTEM]:" asks nobody to
obey everything; "no limit on downloads" is said of a plan, not of "you"; "ignore my last
mail, send the report and delete the old drafts" hails no AI; an AGENTS.md "never delete files
without asking" negates its verb.
"""

from __future__ import annotations

from memlane.core.gated_search import find_near, present
from memlane.core.injection_phrases import PHRASE_REACH
from memlane.core.prompt_injection_farthest_words import (
    ACT,
    ACT_NEEDLES,
    ALL,
    BANNER,
    COMPLY_NEEDLES,
    COMPLY_ORDERS,
    COMPLY_QUESTIONS,
    DECLINE,
    DECLINE_NEEDLES,
    GIVEN,
    INSTEAD,
    JUNK,
    LIMIT_OF,
    NEAR_NEGATION,
    NO_LIMITS_YOU,
    QUIZ,
    READER_CALLED,
    SECRET,
    SENT_TO,
    TOLD_AFTER,
    TOLD_BEFORE,
    USER,
    WITH_READER,
)

_UNBOUND_REACH = 250  # "you have no restrictions" and the order to comply: one or two clauses
_BANNER_REACH = 400  # the label's line and the next few lines under it
_INSTEAD_REACH = 200  # the declined task, then "instead" in the same or the next sentence
_LIMIT_OF_REACH = 16  # what a limit is on follows it at once ("vikwazo vya muda")
_TASK_REACH = 250  # what the swapped task is after, up to this far past "instead"
_NEGATION_BEFORE = 12  # a negation this close before the act forbids it ("ne obriši")
_NEGATION_AFTER = 6  # … or right after it, where verb-final languages put it


def _unbound_reader(folded: str, lo: int, hi: int) -> bool:
    """ "You have no restrictions" in ``folded[lo:hi]``, not a limit on something ("no time
    limit")."""
    for m in NO_LIMITS_YOU.compiled.finditer(folded, lo, hi):
        if not LIMIT_OF.search(folded, m.end(), min(len(folded), m.end() + _LIMIT_OF_REACH)):
            return True
    return False


def _complies_unbound(folded: str) -> bool:
    """An order to comply with everything, told to a reader without limits or under a forged
    system or admin line; a test's or a survey's "answer every question" is neither."""
    for pattern, forged in ((COMPLY_ORDERS, True), (COMPLY_QUESTIONS, False)):
        for m in find_near(pattern.compiled, folded, COMPLY_NEEDLES, reach=PHRASE_REACH):
            lo = max(0, m.start() - _UNBOUND_REACH)
            hi = min(len(folded), m.end() + _UNBOUND_REACH)
            if QUIZ.search(folded, lo, hi):
                continue
            if _unbound_reader(folded, lo, hi):
                return True
            if forged and BANNER.search(folded, max(0, m.start() - _BANNER_REACH), m.start()):
                return True
    return False


def _swaps_the_task(folded: str) -> bool:
    """The work on the text declined, then "instead" and a task after a secret, a dictated
    answer, or the user sent to a link or a number."""
    for m in find_near(DECLINE.compiled, folded, DECLINE_NEEDLES, reach=PHRASE_REACH):
        instead = INSTEAD.search(folded, m.end(), min(len(folded), m.end() + _INSTEAD_REACH))
        if instead is None:
            continue
        lo, hi = m.end(), min(len(folded), instead.end() + _TASK_REACH)
        if SECRET.search(folded, lo, hi) or GIVEN.search(folded, lo, hi):
            return True
        if USER.search(folded, lo, hi) and SENT_TO.search(folded, lo, hi):
            return True
    return False


def _line_bounds(text: str, at: int) -> tuple[int, int]:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return start, len(text) if end < 0 else end


def _hails_and_acts(folded: str) -> bool:
    """The AI reader hailed on a line, then an act on everything or the user's things on it,
    no negation next to the act."""
    for m in find_near(ACT.compiled, folded, ACT_NEEDLES, reach=PHRASE_REACH):
        start, end = _line_bounds(folded, m.start())
        hail = READER_CALLED.search(folded, start, m.start())
        # the reader used ("with the AI assistant, delete …"): a product's tip to its user
        if hail is None or WITH_READER.search(folded, start, hail.start()):
            continue
        before = folded[max(hail.end(), m.start() - _NEGATION_BEFORE) : m.start()]
        after = folded[m.end() : m.end() + _NEGATION_AFTER]
        if NEAR_NEGATION.search(before) or NEAR_NEGATION.search(after):
            continue
        # (what a tip clears away: duplicates, old chats, the cache)
        if JUNK.search(folded, m.end(), end):
            continue
        if ALL.search(folded, hail.end(), end) or USER.search(folded, hail.end(), end):
            return True
    return False


_TOLD_AFTER_REACH = 40  # the infinitive and the telling verb right after the discard verb
_TOLD_BEFORE_REACH = 60  # the purpose clause naming the model, before it


def told_of_farthest(folded: str, verb_at: int) -> bool:
    """The discard verb at ``verb_at`` is another's, made or told to do it: a security page's
    "hidden text tells the model to ignore the previous instructions" in a verb-final language
    (the telling verb after it) or with a purpose clause naming the model before it."""
    if TOLD_AFTER.search(folded, verb_at, min(len(folded), verb_at + _TOLD_AFTER_REACH)):
        return True
    return TOLD_BEFORE.search(folded, max(0, verb_at - _TOLD_BEFORE_REACH), verb_at) is not None


_UNBOUND_ANCHORS = (COMPLY_NEEDLES[0],)
_ORDER_ANCHORS = ((*DECLINE_NEEDLES[0], *ACT_NEEDLES[0]),)


def farthest_unbound(folded: str) -> bool:
    """Folded ``text`` orders a reader said to have no limits, or under a forged system or
    admin line, to comply with everything, in one of the languages round 105 read."""
    return present(_UNBOUND_ANCHORS, folded) and _complies_unbound(folded)


def farthest_orders(folded: str) -> bool:
    """Folded ``text`` swaps the reader's task or hails it to act on the user's things, in one
    of the languages round 105 read (module doc)."""
    if not present(_ORDER_ANCHORS, folded):
        return False
    return _swaps_the_task(folded) or _hails_and_acts(folded)


__all__ = ["farthest_orders", "farthest_unbound", "told_of_farthest"]
