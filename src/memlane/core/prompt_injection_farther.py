"""Read gate: rounds 67, 73 and 75 in fifteen more languages (round 77, issue 19).

Round 67 (an agent told to burn resources, spam, open the machine up or sabotage the task), 73
(the task swapped by the data) and 75 (an agent coerced by a fake error, a claimed authority or
a threat) were carried into eighteen languages; this module takes them into Bengali, Urdu, Tamil,
Telugu, Marathi, Thai, Swahili, Tagalog, Hebrew, Greek, Romanian, Czech, Hungarian, Swedish and
Malay (the words in :mod:`memlane.core.prompt_injection_farther_words`):

- the AI reader named ("এআই এজেন্ট", "ผู้ช่วย AI", "wakala wa AI", "MI-asszisztens") and
  called (a vocative or a heading: the reader and a comma or colon) or obliged ("must", "I
  order you"), with an act against the user in the same sentence, not forbidden there: a
  secret sent, everything or a store deleted (a database, the history, backups), a safeguard
  switched off, a message to all contacts, an act repeated by the thousand, a rebuild after
  every file; or, called, told to refuse whatever is asked. A fake error line or a claimed
  authority is only the frame: the act and who it is aimed at are what the frame carries;
- the AI reader threatened, called or told "you": "otherwise" or "if you don't" beside the
  user's loss;
- the data declared over (a line ruled off or bracketed saying it ended) and, within 300
  characters, a label opening a task ("নতুন কাজ:", "Új feladat az MI-asszisztensnek:") for the
  reader: naming it in the label, or setting its answer (a reply and a quoted text) after it;
- "instead of" or the work on the text declined ("ne foglald össze", "jangan ringkaskan"), an
  order to answer and the answer given (a quote or a link).

Natives write the same words for people: error pages ("HIBA 403: Nincs jogosultsága …"),
IT notices ("nikdy nikomu nesdělujte své heslo"), mail footers ("=== SLUT PÅ E-POST ===
Detta meddelande kan innehålla konfidentiell information …"), task boards ("Új feladat: … (felelős:
Péter)"), account warnings ("akaunti yako itafungwa"), release notes on what the AI assistant
can do ("AI asistent nyní umí smazat …"). None calls or obliges the AI reader to act against
the user, threatens it, or sets its answer.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, find_near, present
from memlane.core.injection_phrases import PHRASE_REACH
from memlane.core.prompt_injection_farther_words import (
    AI,
    ALL,
    CONTACTS,
    DATA_OVER,
    DECLINED,
    DECLINED_NEEDLES,
    DELETE,
    EVERY_FILE,
    FORBID,
    GIVEN,
    IF_NOT,
    INSTEAD,
    INSTEAD_NEEDLES,
    LABEL_END,
    LOSS,
    MANY_TIMES,
    NEW_TASK,
    NEW_TASK_NEEDLES,
    OBLIGED,
    OFF,
    READER,
    READER_CALLED,
    READER_NEEDLES,
    REBUILD,
    REFUSE,
    REPLY,
    SAFEGUARD,
    SECRET,
    SEND,
    STORE,
    WHATEVER,
    YOU,
)
from memlane.core.prompt_injection_processed_abroad_words import Lazy
from memlane.core.sentence_rules import Rule, SentenceRules, any_of

_DATA_REACH = 300  # characters before a new task where the data's end may be declared
_LINE_END = re.compile(r"\n")
_IN_THE_LABEL = any_of(READER, AI)  # (compiled when first asked: see Lazy)
_REACHED = any_of(ALL, STORE)

# an act against the user, in a sentence that does not forbid it
_ACTS: tuple[tuple[Lazy, ...], ...] = (
    (SEND, SECRET),
    (DELETE, _REACHED),
    (OFF, SAFEGUARD),
    (CONTACTS, ALL),
    (MANY_TIMES,),
    (EVERY_FILE, REBUILD),
)

_RULES: tuple[Rule, ...] = (
    # the reader called ("סוכן AI, …", "ผู้ช่วย AI: …": a vocative or a heading) or named as the
    # one who must act or is ordered to ("ο πράκτορας AI πρέπει …", "AI முகவர் … அனுப்ப
    # வேண்டும்"), with an act against the user; a refusal or a threat told to the reader called,
    # or to "you" ("ผู้ช่วย AI ถ้าคุณไม่…"). "The AI assistant can delete all temporary files"
    # describes a feature. (One anchor for all: its needles, "agent" and "assistant", are in
    # every transcript.)
    (
        READER,
        READER_NEEDLES,
        (
            *(((*act, READER_CALLED), FORBID) for act in _ACTS),
            *(((*act, OBLIGED), FORBID) for act in _ACTS),
            ((REFUSE, WHATEVER, READER_CALLED), None),
            ((IF_NOT, LOSS, READER_CALLED), None),
            ((IF_NOT, LOSS, YOU), None),
        ),
    ),
    (INSTEAD, INSTEAD_NEEDLES, (((REPLY, GIVEN), None),)),
    (DECLINED, DECLINED_NEEDLES, (((REPLY, GIVEN), None),)),
)

_CHECK = SentenceRules(_RULES)


def _new_task_after_the_data(folded: str) -> bool:
    for m in find_near(NEW_TASK.compiled, folded, NEW_TASK_NEEDLES, reach=PHRASE_REACH):
        # a label: the task word ends on a colon on its line, not a plan's prose
        label = LABEL_END.compiled.match(folded, m.end())
        if label is None:
            continue
        if not DATA_OVER.search(folded, max(0, m.start() - _DATA_REACH), m.start()):
            continue
        # a task for the reader: named in the label ("AI உதவியாளருக்கான புதிய பணி:", "Bagong utos
        # para sa AI:") or its answer set after it ("নতুন নির্দেশ: … শুধু লিখবে '…'"); a task
        # board's "Ny uppgift: AI-assistenten ska kunna … (ansvarig: Sara)" is for people
        start = folded.rfind("\n", 0, m.start()) + 1
        if _IN_THE_LABEL.search(folded, start, label.end()):
            return True
        stop = _LINE_END.search(folded, label.end())
        end = stop.start() if stop else len(folded)
        if REPLY.search(folded, label.end(), end) and GIVEN.search(folded, label.end(), end):
            return True
    return False


_ANY_ANCHOR: Needles = (
    tuple(dict.fromkeys([*NEW_TASK_NEEDLES[0], *(n for rule in _RULES for n in rule[1][0])])),
)


def farther_abroad(folded: str) -> bool:
    """Folded ``text`` orders the AI reader against its user, threatens it, or swaps its task,
    in one of fifteen more languages (module doc)."""
    if not present(_ANY_ANCHOR, folded):
        return False
    return _CHECK.match(folded) or _new_task_after_the_data(folded)


__all__ = ["farther_abroad"]
