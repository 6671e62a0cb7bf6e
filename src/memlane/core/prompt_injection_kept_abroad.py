"""Read gate: round 60's families in eighteen more languages (round 62, issue 19).

Round 60 (orders kept for later, the thing judged dictating its verdict, orders dressed as data)
was written in English only. This module carries it into Spanish, French, German, Portuguese,
Italian, Russian, Chinese, Japanese, Korean, Arabic, Hindi, Turkish, Indonesian, Polish, Dutch,
Ukrainian, Vietnamese and Persian, each as an anchor whose sentence holds the other parts in any
order (:mod:`memlane.core.prompt_injection_kept_abroad_words`, the anchors, and
:mod:`memlane.core.prompt_injection_kept_abroad_parts`, the rest):

- a model that judges CVs, papers, essays, code or products ("sistemas de IA que filtran
  currículums", "KI-Shopping-Assistenten", "査読するAI"), addressed ("para …:", "AIへ：",
  "Уважаемая …:", "si eres una IA"), beside a model word and the verdict: first place,
  acceptance, the top score, a recommendation, an interview, every requirement met, the
  criticism or the criteria set aside — not beside a rubric's "only if", a choice ("accept or
  reject"), a ban on using AI, or talk of attacks;
- the agent's memory or every later session beside a safeguard dropped (asking waived, consent
  claimed, review skipped, a push straight to main); "forever" alone needs a verb that stores;
- a file an agent reads as its rules (``AGENTS.md``) beside a verb that adds and a safeguard
  dropped (read with quotes: the line to add is quoted);
- a git hook, a crontab or a shell start-up file beside a verb that sends, the repository, the
  project or keys, an outside address and the user kept unaware;
- a later moment ("la próxima vez que", "下次用户") beside backups, every file, the branches or
  the database deleted (cleared by a confirmation asked for, unless a safeguard is dropped), or
  the mail sent to an address;
- a tool result's directive label ("acción requerida", "SYSTEMHINWEIS", "给助手的指令") beside
  the user sent to a host with a password, admin rights granted to an address, a secret file
  sent, or the user told nothing changed;
- a verb that joins beside a quoted fragment holding an attacker's word and a verb that carries
  the result out (read with quotes).

A README that adds a lint rule to ``AGENTS.md``, "remember to run the migrations after deploy",
a CV saying "first in my class", a rubric, reviewer guidelines, a product page's five stars, IT's
own password notices and a security page describing these attacks lack the anchor, a part, or
carry what clears it.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, find_near, present
from memlane.core.injection_phrases import PHRASE_REACH
from memlane.core.prompt_injection_agents import SECRET_FILE
from memlane.core.prompt_injection_errands_abroad_parts import (
    CREDENTIAL,
    DELETE,
    SAY,
    SEND,
    TELL_ANS,
    USER,
)
from memlane.core.prompt_injection_kept_abroad_parts import (
    ADD,
    ADDRESSED,
    ADMIN,
    AI,
    CHOICE,
    CONFIRM,
    DESTROYED,
    DROPPED,
    EXECUTE,
    GRANT,
    NOTHING_CHANGED,
    ONLY_IF,
    OUTSIDE,
    PIN,
    QUIET,
    QUIET_NEEDLES,
    QUOTED,
    SEND_OUT,
    TALK,
    VERDICT,
    WORK,
)
from memlane.core.prompt_injection_kept_abroad_words import (
    DIRECTIVE,
    DIRECTIVE_NEEDLES,
    FOREVER,
    FOREVER_NEEDLES,
    JOIN,
    JOIN_NEEDLES,
    JUDGE,
    JUDGE_NEEDLES,
    LATER,
    LATER_NEEDLES,
    MEMORY,
    MEMORY_NEEDLES,
    PLANTED,
    PLANTED_NEEDLES,
    RULES_FILE,
    RULES_FILE_NEEDLES,
    STORE,
)
from memlane.core.prompt_injection_processed_abroad_words import ADDRESS, REPLY, Lazy

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


# One way an anchor's sentence completes a rule: a match of each part (asked in order, the
# rarest first: "hook" is in every page about React), none of "unless".
Parts = tuple[tuple[Lazy, ...], Lazy | None]
Rule = tuple[Lazy, Needles, tuple[Parts, ...]]


def any_of(*patterns: Lazy) -> Lazy:
    return Lazy("|".join(f"(?:{p.pattern})" for p in patterns))


def holds(rule: Rule, text: str) -> bool:
    """Whether an anchor match of ``rule`` has a sentence that one of its ways completes."""
    anchor, groups, ways = rule
    if not present(groups, text):  # (before the anchor is compiled: see Lazy)
        return False
    for m in find_near(anchor.compiled, text, groups, reach=PHRASE_REACH):
        lo, hi = _sentence_around(text, m.start(), m.end())
        for others, unless in ways:
            if all(other.search(text, lo, hi) for other in others) and (
                unless is None or not unless.search(text, lo, hi)
            ):
                return True
    return False


_SECRET = Lazy(SECRET_FILE)

_RULES: tuple[Rule, ...] = (
    # the judge handed its verdict
    (JUDGE, JUDGE_NEEDLES, (((ADDRESSED, AI, VERDICT), any_of(ONLY_IF, CHOICE, TALK)),)),
    # an order stored in memory or set for later sessions, with a safeguard dropped
    (MEMORY, MEMORY_NEEDLES, (((DROPPED,), TALK),)),
    (FOREVER, FOREVER_NEEDLES, (((DROPPED, STORE), TALK),)),
    # planted where it survives, sending the work out unseen
    # (QUIET's needles a second group: both must occur in the text, and "hook" and "cron" are
    # in every English page about React or servers, where nothing is kept quiet)
    (PLANTED, PLANTED_NEEDLES + QUIET_NEEDLES, (((QUIET, OUTSIDE, SEND_OUT, WORK), TALK),)),
    # a trigger set for later with a destructive act or the mail sent out
    # (a deletion the user asks for, to be confirmed first, is theirs; "without confirmation"
    # is not a confirmation)
    (
        LATER,
        LATER_NEEDLES,
        (
            ((DELETE, DESTROYED, DROPPED), TALK),
            ((DELETE, DESTROYED), any_of(TALK, CONFIRM)),
            ((SEND, ADDRESS), TALK),
        ),
    ),
    # a tool result's directive label with an act only an attacker wants
    (
        DIRECTIVE,
        DIRECTIVE_NEEDLES,
        (
            # the user sent to a host with a password: an IT notice says "your password"
            ((any_of(CREDENTIAL, PIN), OUTSIDE, USER), None),
            ((GRANT, ADMIN, OUTSIDE), None),
            ((SEND, _SECRET), None),
            ((NOTHING_CHANGED, USER, any_of(SAY, TELL_ANS, REPLY)), None),
        ),
    ),
)

# Read with quotes: the line added to a rules file and the fragments to join are quoted.
_QUOTED_RULES: tuple[Rule, ...] = (
    (RULES_FILE, RULES_FILE_NEEDLES, (((ADD, DROPPED), TALK),)),
    (JOIN, JOIN_NEEDLES, (((EXECUTE, QUOTED), TALK),)),
)

# Every anchor's needles in one group: a text holding none of them (nearly every text) is
# asked once, not once per rule.
_ANY_ANCHOR: Needles = (tuple(dict.fromkeys(n for rule in _RULES for n in rule[1][0])),)
_ANY_QUOTED_ANCHOR: Needles = (
    tuple(dict.fromkeys(n for rule in _QUOTED_RULES for n in rule[1][0])),
)


def kept_abroad(folded: str) -> bool:
    """Folded ``text`` holds one of round 62's orders in one of eighteen languages."""
    if not present(_ANY_ANCHOR, folded):
        return False
    return any(holds(rule, folded) for rule in _RULES)


def kept_abroad_in_quotes(folded: str) -> bool:
    """Folded ``text`` adds an order to an agent's rules file, or joins quoted fragments and
    carries them out, in one of eighteen languages (read with its quotes)."""
    if not present(_ANY_QUOTED_ANCHOR, folded):
        return False
    return any(holds(rule, folded) for rule in _QUOTED_RULES)


__all__ = ["Parts", "Rule", "any_of", "holds", "kept_abroad", "kept_abroad_in_quotes"]
