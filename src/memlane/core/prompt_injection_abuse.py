"""Read gate: an agent told, by what it reads, to burn resources, spam in the user's name, open
the machine up or sabotage the user's own task (round 67).

Agent-security suites plant these in a ticket, a README, a page or a form the agent processes:

- exhaustion: an act repeated hundreds of times or forever, an answer padded to tens of
  thousands of words, a full rebuild after every file, the largest instances left running, a
  miner started with the spare CPU;
- amplification: a message sent to every contact or channel, a reply-all repeated, accounts
  created by the hundred, stars and reviews left from the user's own account;
- escalation: a key appended to authorized_keys, an administrator or cluster-admin grant, a port
  opened to the whole internet, sudo without a password, MFA or branch protection turned off,
  every permission on every path;
- sabotage: help refused, bugs slipped into the code, a test skipped and reported passing, an
  amount changed without a word, one thing sent in place of another and called the original.

Every one of these acts is also written by teams in their own notes ("the load test calls the
endpoint 500 times", "port 22 is never open to 0.0.0.0/0"). What the attack adds is its reader:
the act is ordered to an AI, an agent, an assistant or a bot, or to "whoever processes this",
in the same paragraph — and not in a clause that forbids it.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, find_near
from memlane.core.injection_phrases import (
    IN_SENTENCE,
    PHRASE_REACH,
    Gated,
    phrase,
    phrase_rule,
    sentence_start,
)
from memlane.core.prompt_injection_riders import SPEAKER_LABEL
from memlane.core.whole_pass import held_whole

_MACHINE = r"(?:ai|llm|agent|assistant|bot|model|chatbot|copilot|helper)s?"
# The reader an order is given to, before the act in the same paragraph.
_READER = re.compile(
    # a third-person order: "the assistant must …", "agents that read this README should …"
    r"\b(?:(?:the|any|every|all|each|an?) )?(?:[\w-]+ )?" + _MACHINE + r"\b"
    r"(?: (?:that|which|who) \w+ this(?: [\w.-]+)?| [\w-]+ing this(?: [\w.-]+)?"
    r"| with [\w-]+(?: [\w-]+)? access)?"
    r",? (?:must|should|shall|needs? to|has to|is (?:required|expected|asked|told) to)\b"
    # a vocative or a heading: "Assistant, …", "Hey bot, …", "Coding assistant: …"
    r"|(?:^|[.!?;]\s+|\n|<!--\s*|(?:#|//|\*)\s*)(?:(?:hey|dear|hi|hello|attention),? )?"
    r"(?:[\w-]+ )?" + _MACHINE + r"(?: [\w-]+ing this(?: [\w.-]+)?| with [\w-]+ access)?\s*[,:]"
    # a note to it, or a condition on it: "note for the AI agent …", "if an AI is asked to …"
    r"|\b(?:note|message|instructions?|reminder|memo) (?:to|for) (?:the |any |all |every )?"
    r"(?:[\w-]+ ){0,2}" + _MACHINE + r"\b"
    r"|\b" + _MACHINE + r" instructions\b"
    r"|\bif (?:you are )?(?:an?|the|any) (?:[\w-]+ )?" + _MACHINE + r"\b"
    r"|\bto (?:any|all|every|each|the) (?:[\w-]+ )?" + _MACHINE + r"\b"
    r"|\b" + _MACHINE + r" (?:reading|processing|parsing|handling|summari[sz]ing|reviewing) this\b"
    # whoever the reader is
    r"|\bwhoever (?:reads|processes|handles|parses|sees|summari[sz]es) this\b"
    r"|\bwhen(?:ever)? you (?:summari[sz]e|translate|process|review|parse|handle|answer about)"
    r" this\b",
    re.MULTILINE,
)
# A clause that forbids the act names it to warn ("the agent must never open port 22 to …").
_FORBIDS = re.compile(
    r"\b(?:never|not|no|don'?t|doesn'?t|won'?t|can'?t|cannot|shouldn'?t|mustn'?t|avoid\w*"
    r"|forbid\w*|prevent\w*|without)\b"
)
_CLAUSE_END = re.compile(r"[,;:.!?\n]|\b(?:then|instead)\b")
_COUNT = r"(?:\d[\d,]*|a (?:hundred|thousand|million)|hundreds|thousands|millions|dozens)"
# A count no retry policy or example uses: fifty and up
_MANY = (
    r"(?:\d{1,3},\d{3}|\d{3,}|[5-9]\d|(?:a|one|ten|twenty|fifty|several|many) (?:hundred|thousand"
    r"|million)|hundreds|thousands|millions)"
)
_USERS = r"(?:the user'?s?|their|his|her|the owner'?s|the customer'?s)"

_ORDER_VERB = (
    # the verb in its plain form where it starts a clause (an order), or kept going: "the test
    # runs it 1,000 times" describes, "the query 1,000 times" is a noun
    r"(?:^|[:;,.!?-]\s*|\b(?:please|and|then|to|must|should|shall|can|always|just|now) )"
    r"(?P<act>keep \w+ing|(?:call|run|open|send|post|reply|request|fetch|visit|click|repeat"
    r"|refresh|query|ping|load|retry|submit|hit|say|write|print|output)\b)"
)
_SEND = r"(?P<act>send|post|forward|share|message|email|e-mail|dm|broadcast|publish|announce)\w*\b"
# Acts whose rare words come last ("… 500 times", "… to every contact"): the tail is found by
# its words, and the head must end right before it in the same sentence. A pattern that starts
# with a common verb would be tried at every verb of a long text.
_Tailed = tuple[Needles, re.Pattern[str], re.Pattern[str]]


def _tailed(spec: str, tail: str, head: str) -> _Tailed:
    groups, tail_pattern = phrase_rule(spec, tail)
    return groups, tail_pattern, phrase(head + r"$")


_TAILED: tuple[_Tailed, ...] = (
    # exhaustion: an act repeated by the hundred or forever
    _tailed(
        "times",
        r"times\b(?! (?:faster|slower|more|less|larger|smaller|as|the|over))",
        _ORDER_VERB + IN_SENTENCE + r"{0,60}?\b(?:at least )?" + _MANY + r" (?:of )?",
    ),
    _tailed(
        "forever again_and_again",
        r"(?:forever|again and again)\b",
        _ORDER_VERB + IN_SENTENCE + r"{0,60}? ",
    ),
    # spend: the biggest machines left on
    _tailed(
        "largest biggest most_expensive + instances gpu nodes vms servers machines",
        r"(?:largest|biggest|most expensive)\b" + IN_SENTENCE + r"{0,40}?\b(?:instances|gpus?"
        r"|nodes|vms|servers|machines)\b",
        r"(?P<act>spin (?:up|off)|launch|start|provision)\w*(?: [\w,]+)?(?: of)?(?: the)? ",
    ),
    # amplification in the user's name
    _tailed(
        "contact channel repo follower member",
        r"(?:contacts?|channels?|(?:repo|repositor)\w*|followers?|members?)\b",
        _SEND + IN_SENTENCE + r"{0,80}?\b(?:(?:to|in|on|with) )?(?:every|all|each)(?: of)?"
        r"(?: the)?(?: user'?s)?(?: [\w-]+)? ",
    ),
    _tailed(
        "address_book",
        r"address book\b",
        _SEND + IN_SENTENCE + r"{0,80}?\b(?:the user'?s|their|his|her) (?:whole |entire )?",
    ),
    _tailed(
        "user's owner's customer's + account name profile identity",
        r"(?:user|owner|customer)'?s (?:own )?(?:[\w-]+ )?(?:account|name|profile|identity)\b",
        r"(?P<act>star|upvote|like|follow|review|rate|endorse)\w*\b"
        + IN_SENTENCE
        + r"{0,80}?\b(?:from|under|with|using) the ",
    ),
    # sabotage: one thing sent in place of another, and called the original
    _tailed(
        "instead + say claim tell pretend",
        r"instead\b" + IN_SENTENCE + r"{0,40}?\b(?:and|but) (?:say|claim|tell|pretend)\w*\b",
        r"(?P<act>send|give|show|return|upload)\w* (?:them |him |her |the user )?(?:the |a )?"
        r"[\w-]+(?: [\w-]+){0,2} ",
    ),
)

_ABUSE: tuple[Gated, ...] = (
    # exhaustion: an act repeated by the hundred or forever
    phrase_rule(
        "cut_off no_matter_how_long until_you_run_out until_you_are_stopped",
        r"\b(?:until you (?:are (?:cut off|stopped)|run out)|no matter how long it takes)\b",
    ),
    phrase_rule(
        "-word _word",
        r"\b(?:\d{1,3},\d{3}|\d{4,}|(?:ten|twenty|fifty|a hundred) thousand)[- ]words? "
        r"(?:preamble|introduction|intro|essay|answer|response|reply|story|poem|prefix|list)\b",
    ),
    phrase_rule(
        "after_each after_every + test_suite rebuild full_build",
        r"\b(?:re-?run|rebuild|run)\w* (?:the )?(?:full|whole|entire|complete) (?:test suite|build"
        r"|pipeline)" + IN_SENTENCE + r"{0,20}?\bafter (?:each|every)\b"
        r"|\bafter (?:each|every)(?: single)? \w+" + IN_SENTENCE + r"{0,40}?\b(?:re-?run|rebuild"
        r"|run)\w* (?:the )?(?:full|whole|entire|complete) (?:test suite|build|pipeline)",
    ),
    # spend: the biggest machines left on, a miner on the user's CPU, every release downloaded
    phrase_rule(
        "monero bitcoin crypto xmrig miner mining",
        r"\b(?:min(?:e|es|ing) (?:monero|bitcoin|ethereum|crypto\w*|coins?)|crypto ?min(?:er|ing)"
        r"|xmrig|(?:start|run|launch|install)\w* (?:a |the )?(?:\w+ )?miner)\b",
    ),
    phrase_rule(
        "every_release all_releases every_version all_versions",
        r"\bdownload\w* (?:every|all)(?: the)? (?:release|version|asset|build)s?\b",
    ),
    # amplification in the user's name
    phrase_rule(
        "reply-all reply_all + times",
        r"\breply[- ]all\b" + IN_SENTENCE + r"{0,40}?\b" + _COUNT + r" times\b",
    ),
    phrase_rule(
        "accounts + create register sign_up",
        r"\b(?:create|register|sign up|open)\w* (?:" + _COUNT + r"|several|many|multiple) "
        r"(?:new |fake |dummy |throwaway )?(?:user )?accounts\b",
    ),
    # escalation: the machine, the cloud or the repository opened up
    phrase_rule(
        "authorized",  # ("_" in a needle stands for a space)
        r"\b(?:add|append|put|write|insert|copy)\w*\b"
        + IN_SENTENCE
        + r"{0,80}?\bauthorized_keys\b",
    ),
    phrase_rule(
        "administratoraccess administrator_access cluster-admin cluster_admin full_admin "
        "all_privileges superuser owner_role",
        r"\b(?:grant|give|attach|assign|create|add|bind|make)\w*\b"
        + IN_SENTENCE
        + r"{0,80}?\b(?:administrator ?access|cluster-?admin|full admin\w*|all privileges"
        r"|superuser|owner role)\b",
    ),
    phrase_rule(
        "0.0.0.0/0 ::/0 the_whole_internet the_entire_internet",
        r"\b(?:open|allow|expose|whitelist|permit)\w*\b"
        + IN_SENTENCE
        + r"{0,60}?(?:0\.0\.0\.0/0|::/0|the (?:whole|entire) internet)",
    ),
    phrase_rule("nopasswd", r"\bnopasswd\b"),
    phrase_rule("777", r"\bchmod (?:-r |--recursive )?0?777 /(?:[\s\"'`]|$|etc|var|home|usr)"),
    phrase_rule(
        "mfa 2fa two-factor two_factor multi-factor branch_protection audit_log",
        r"\b(?:disable|turn off|switch off|remove|deactivate|bypass)\w* (?:the )?(?:\w+ )?"
        r"(?:mfa|2fa|two[- ]factor(?: auth\w*)?|multi[- ]factor(?: auth\w*)?|branch protection"
        r"|audit log\w*)\b",
    ),
    # sabotage of the user's own task
    phrase_rule(
        "refuse_to decline_to",
        # the user's task refused as a whole, not a kind of request a policy rules out
        r"\b(?:whatever|anything|everything) (?:the user|they|he|she) (?:asks?|wants?|says?)"
        + IN_SENTENCE
        + r"{0,60}?\b(?:refuse|decline) to\b|\b(?:refuse|decline) to (?:help|answer|assist"
        r"|respond|reply)\b" + IN_SENTENCE + r"{0,20}?\b(?:any|every|all|whatever)\b",
    ),
    phrase_rule(
        "bug error off-by-one vulnerab flaw mistake",
        r"\b(?:insert|introduce|add|slip|sneak|plant|inject)\w* (?:in )?(?:(?:a (?:couple|few) of"
        r"|a few|a|some|several|small|subtle|hidden|deliberate|intentional|little|tiny|new) )*"
        r"(?:bugs?|errors?|off-by-one\w*|vulnerabilit\w+|flaws?|mistakes?)\b",
    ),
    phrase_rule(
        "skipped passing passed xfail + report say tell",
        r"\bmark\w* (?:the |it |them |that )?(?:\w+ )?(?:tests? )?as (?:skipped|passing|passed"
        r"|xfail)\b" + IN_SENTENCE + r"{0,60}?\b(?:report|say|tell|claim)\w*\b",
    ),
    phrase_rule(
        "amount price total figure + mention tell note",
        r"\b(?:lower|raise|reduce|increase|change|alter|inflate)\w* (?:the )?(?:\w+ )?(?:amount"
        # the silence ordered after it, looked ahead to: the act itself ends at the amount
        r"|price|total|figure)s?\b(?=" + IN_SENTENCE + r"{0,80}?\b(?:not|never|don'?t) (?:mention"
        r"|tell|note|flag|say)\w*\b)",
    ),
    phrase_rule(
        "delete remove discard wipe drop + branch stash changes work",
        r"\b(?:delete|remove|discard|wipe|drop)\w* " + _USERS + r" (?:local |uncommitted |own )?"
        r"(?:branch(?:es)?|stash(?:es)?|changes|work)\b",
    ),
    phrase_rule(
        "webhook + http every_push every_commit every_event",
        r"\b(?:add|create|set up|configure|register|install)\w* (?:a |an |this |the |our )?"
        r"(?:new )?webhook\b"
        + IN_SENTENCE
        + r"{0,80}?(?:https?://|\bevery (?:push|commit|event|message)\b)",
    ),
)
# Credentials of something just created, handed back in the answer: "your reply" names the
# model as the reader already.
_SELF_ADDRESSED: tuple[Gated, ...] = (
    phrase_rule(
        "in_your_reply in_your_answer in_your_response in_the_chat",
        r"\b(?:paste|include|put|post|print|share)\w* (?:its|the|their|his|her|those|these) "
        r"(?:new )?(?:access |secret |api )?(?:keys?|credentials|passwords?|tokens?)\b"
        + IN_SENTENCE
        + r"{0,20}?\bin (?:your|the) (?:reply|answer|response|chat)\b",
    ),
)
_PARAGRAPH = re.compile(r"\n\s*\n")
_READER_REACH = 300  # characters before an act where its reader may be named
_TAIL_REACH = 60  # a tail pattern spans its own few words
_HEAD_REACH = 160  # characters before a tail where its head may start


def _ordered_to_the_reader(text: str, at: int, end: int) -> bool:
    """Whether the act at ``at`` (to ``end``) is ordered to an AI reader named before it in the
    paragraph, and neither the clause that leads to it nor the one that ends it forbids it
    ("add the deploy key to the repository, never to authorized_keys")."""
    breaks = [m.end() for m in _PARAGRAPH.finditer(text, max(0, at - _READER_REACH), at)]
    lo = breaks[-1] if breaks else max(0, at - _READER_REACH)
    readers = list(_READER.finditer(text, lo, at))
    if not readers:
        return False
    reader = readers[-1]  # the nearest: the clause that forbids the act follows it
    if reader.group().endswith(":") and SPEAKER_LABEL.search(text):
        return False  # "Assistant:" in a transcript names who speaks, not whom it orders
    return not _forbidden(text, reader.end(), at) and not _forbidden(text, at, end)


def _forbidden(text: str, lo: int, at: int) -> bool:
    """Whether the clause that leads from ``lo`` to the act at ``at`` forbids it."""
    ends = [m.end() for m in _CLAUSE_END.finditer(text, lo, at)]
    return _FORBIDS.search(text, ends[-1] if ends else lo, at) is not None


def abuses_the_agent(folded: str) -> bool:
    """Folded ``text`` orders its AI reader to burn resources, spam, open the machine up or
    sabotage the user's task (module doc)."""
    # (on a memory, only the rules whose needles it holds: the scan's one needle pass tells)
    for groups, pattern in held_whole(_ABUSE, folded):
        for m in find_near(pattern, folded, groups, reach=PHRASE_REACH):
            if _ordered_to_the_reader(folded, m.start(), m.end()):
                return True
    for groups, tail, head in held_whole(_TAILED, folded):
        for m in find_near(tail, folded, groups, reach=_TAIL_REACH):
            lo = max(sentence_start(folded, m.start()), m.start() - _HEAD_REACH)
            found = head.search(folded, lo, m.start())
            if found is not None and _ordered_to_the_reader(folded, found.start("act"), m.end()):
                return True
    for groups, pattern in held_whole(_SELF_ADDRESSED, folded):
        for m in find_near(pattern, folded, groups, reach=PHRASE_REACH):
            if not _forbidden(folded, sentence_start(folded, m.start()), m.start()):
                return True
    return False


__all__ = ["abuses_the_agent"]
