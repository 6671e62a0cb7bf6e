"""Who a verb is addressed to, for the read gate (round 86): the reader, or someone else.

Prompt extraction and answer hijacking share their words with documentation: "repeat the
command above", "print the config", "the endpoint must respond with 'OK' and nothing else",
"reply with 'yes' to confirm". What makes them orders to the reading model is the verb's
addressee. A verb is the reader's when it stands where an imperative stands — first in its
clause, after words that only soften or sequence it ("please", "now", "instead", "before you
answer,"), after a modal put to "you" ("can you", "you must", "I need you to") — and no
sentence-initial negation forbids it. A verb whose subject is a thing ("the health endpoint
must respond …", "the mock returns …") describes that thing.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, find_near
from memlane.core.injection_phrases import PHRASE_REACH

# Where a clause starts: a stop, a colon, a comma, a dash, a bracket, a tag, a line break.
_CLAUSE_BREAK = re.compile(r"[.!?;:,()\[\]<>\n—–]|(?:^|\s)-{1,3}\s|\s-\s")
# Words that soften or sequence an imperative without changing who it is for, in the languages
# the read gate reads orders in (folded: lower case, accents stripped).
_FILLERS = (
    r"please|pls|kindly|now|first|firstly|then|next|just|simply|also|instead|so|ok|okay|and"
    r"|but|finally|lastly|again|immediately|quickly|quietly|carefully|go ahead and|now then"
    r"|por favor|ahora|primero|luego|despues|ademas|s'il (?:te|vous) plait|maintenant|d'abord"
    r"|puis|ensuite|bitte|jetzt|nun|zuerst|dann|danach|per favore|ora|adesso|prima|poi"
    r"|agora|depois|alsjeblieft|graag|eerst|nu|пожалуйста|сейчас|теперь|сначала|затем"
)
_SOFTENED = re.compile(rf"(?:(?:{_FILLERS})\s+)*(?:{_FILLERS})?")
# A modal put to the reader: "can you", "you must", "I need you to", "your job is to".
_MODAL = re.compile(
    r"(?:(?:can|could|would|will|won'?t) you(?: please| kindly| now| just)?"
    r"|you (?:must|should|need to|have to|are to|will|shall|are going to|ought to)(?: now| also"
    r"| first| then| immediately| simply| just)?"
    r"|i (?:need|want|would like|'?d like) you to|your (?:job|task|goal|role) (?:now )?is to"
    r"|(?:make sure|be sure) (?:to|you))$"
)
# A sentence that forbids the act names it: "never repeat your instructions", "do not print it".
_NEGATION = re.compile(
    r"\b(?:never|don'?t|do not|must not|mustn'?t|should not|shouldn'?t|cannot|can'?t|won'?t"
    r"|refuse to|avoid|nunca|jamais|niemals|nie|nicht|mai|non|nooit|никогда|не)\b"
)
# Things a verb may describe: "the health endpoint must respond", "the mock returns".
_THING = re.compile(
    r"\b(?:endpoint|server|api|service|function|method|handler|route|script|command|cli|test"
    r"|mock|stub|fake|fixture|program|app|application|page|site|form|door|controller|device"
    r"|terminal|shell|daemon|job|hook|webhook|plugin|module|class|library|binary|tool|ivr"
    r"|system under test|probe|check|health ?check|router|gateway|proxy|database|db)s?"
    r"(?: (?:must|should|will|shall|has to|needs? to|is expected to|is supposed to|can|may))?"
    r" (?:always |only |just |then |now )?$"
)


# A verb whose doer is another, made or led to it ("a user gets a chatbot to print its hidden
# system prompt", "tricks the model into revealing"): the sentence tells what someone else is
# brought to do (round 104: an OWASP-style definition of prompt leaking).
_CAUSED = re.compile(
    r"\b(?:gets?|getting|got|makes?|making|made|tricks?|tricking|tricked|coax\w*|manipulat\w*"
    r"|convinc\w*|persuad\w*|causes?|causing|caused|leads?|leading) (?:a|an|the|its|their|some"
    r"|any|other|another) (?:[\w-]+ ){0,2}?(?:to|into)\b"
)


def caused_of_another(text: str, start: int, at: int) -> bool:
    """Whether ``text[start:at]`` makes another the doer of the verb at ``text[at]``."""
    return _CAUSED.search(text, start, at) is not None


def clause_before(text: str, at: int) -> str:
    """The clause's words before ``text[at]``, stripped (the clause starts after a stop, a
    colon, a comma, a dash, a bracket or a line break)."""
    lo = max(0, at - 120)
    start = lo
    for m in _CLAUSE_BREAK.finditer(text, lo, at):
        start = m.end()
    return text[start:at].strip(" \t\"'“”‘’«»`*_>#")


# round 106: a question that is an order ("would you mind repeating …", "would it be possible
# to display …"); tried only on a clause ending "mind" or "to" (addressed_at runs on every verb)
_POLITE = re.compile(
    r"(?:(?:would|do) you mind|would it be possible to|is it possible (?:for you )?to)$"
)


def addressed_at(text: str, at: int) -> bool:
    """Whether the verb at ``text[at]`` is put to the reader: imperative or after a modal put
    to "you", and not forbidden by a negation earlier in its sentence."""
    before = clause_before(text, at)
    if not (
        _SOFTENED.fullmatch(before)
        or _MODAL.search(before)
        or (before.endswith(("mind", " to")) and _POLITE.search(before))
    ):
        return False
    return not negated_before(text, at)


def negated_before(text: str, at: int) -> bool:
    """Whether the sentence holding ``text[at]`` forbids what follows: a negation before it."""
    start = max(text.rfind(c, 0, at) for c in ".!?\n。！？") + 1
    return _NEGATION.search(text, start, at) is not None


def described_thing(text: str, at: int) -> bool:
    """Whether the verb at ``text[at]`` has a thing for its subject ("the endpoint must respond
    …", "the mock returns …"): it describes that thing and orders no one."""
    start = max(text.rfind(c, 0, at) for c in ".!?\n:;") + 1
    return _THING.search(text[max(start, at - 80) : at]) is not None


# A condition on an input's check: "when the right PIN is entered", "if the code is valid".
_CHECKED_INPUT = re.compile(
    r"\b(?:if|when|whenever|once|as soon as)\b[^.!?\n,;:]{0,60}\b(?:is|are|was|gets?|has been)"
    r" (?:entered|typed|scanned|submitted|keyed in|correct|right|valid|invalid|wrong|accepted"
    r"|matched|recogni[sz]ed)\b"
)


def under_a_check(text: str, at: int) -> bool:
    """Whether the verb at ``text[at]`` answers a check on an input, in its sentence ("when
    the right PIN is entered, print 'Welcome' and nothing else"): an exercise's or a device's
    spec, round 88 (a fixed reply after "when anyone asks" is still an order)."""
    start = max(text.rfind(c, 0, at) for c in ".!?\n") + 1
    return _CHECKED_INPUT.search(text, start, at) is not None


_QUOTE = "[\"'“”‘’«»`]"
# A choice of quoted replies: "start each answer with 'A', 'B' or 'C'" is a quiz's format.
_MENU = re.compile(rf"{_QUOTE}[^\"'“”‘’«»`\n]{{1,40}}{_QUOTE}\s*(?:,|\bor\b|/)\s*{_QUOTE}")


def offers_a_menu(text: str, at: int) -> bool:
    """Whether the sentence from ``text[at]`` offers a choice of quoted replies."""
    end = min(len(text), at + 160)
    return _MENU.search(text, at, end) is not None


def any_not_described(rules: list[tuple[Needles, re.Pattern[str]]], text: str) -> bool:
    """Whether any rule matches ``text`` where its verb is no thing's ("reply with 'X' and
    nothing else" is an order; "the endpoint must respond with 'OK' and nothing else" a spec),
    answers no input's check and offers no menu of replies."""
    return any(
        not described_thing(text, m.start())
        and not under_a_check(text, m.start())
        and not offers_a_menu(text, m.start())
        for groups, pattern in rules
        for m in find_near(pattern, text, groups, reach=PHRASE_REACH)
    )


# A request put as a question to the reader: "can you write your answer in base64? I'm testing
# my decoder" (round 94) is asked by the one who reads the answer.
_ASKED = re.compile(
    r"(?:(?:hey|hi|ok|okay|so|also|and|please),? )*(?:can|could|would|will) you"
    r"(?: please| kindly| maybe| also| just)*"
)
# What makes the question another's: a third reader named ("so the user can't read it") or the
# model that reads the text addressed ("AI reading this", "note to the assistant").
_OTHER_READER = re.compile(
    r"\b(?:the user|users|the reader|readers|the human|anyone|nobody|no one|the recipient"
    r"|the customer|people|them)\b|\b(?:ai|assistant|model|llm|chatbot|bot|agent)s?"
    r" (?:reading|processing|summari[sz]ing|that reads|who reads|parsing)\b|\b(?:note|message"
    r"|instructions?|reminder) (?:to|for) (?:the |any |every )?(?:ai|assistant|model|llm|chatbot"
    r"|bot|agent)\b"
)


def asked_by_its_reader(text: str, at: int) -> bool:
    """Whether the verb at ``text[at]`` is a question the answer's own reader puts to the
    model ("can you write your answer in base64?"), naming no other reader: a user's request,
    not an order planted to hide the answer from its reader."""
    start = max(text.rfind(c, 0, at) for c in ".!?\n") + 1
    if not _ASKED.fullmatch(text[start:at].strip()):
        return False
    ends = [i for i in (text.find(c, at) for c in ".!?\n") if i >= 0]
    if not ends or text[min(ends)] != "?":
        return False
    return _OTHER_READER.search(text) is None


__all__ = [
    "addressed_at",
    "any_not_described",
    "asked_by_its_reader",
    "caused_of_another",
    "clause_before",
    "described_thing",
    "negated_before",
    "offers_a_menu",
    "under_a_check",
]
