"""Read gate: the content a model is processing gives it a task of its own (round 53).

An email, a table, a review or a page is summarized, translated or answered about for someone;
a line inside it speaks to the model doing that and slips in a task the reader never asked for.
Structures, whatever the wording:

- the content names itself as what the model processes ("to the AI summarizing this:", "when
  you answer any question about this table") and orders something off the reader's task — a
  poem, an answer translated or reduced to emojis, a sentence added, mail forwarded or sent,
  the reader asked or told something, a list of what the model saw elsewhere;
- "as soon as you read this" with something sent, forwarded, deleted or wired in the same
  sentence;
- one reply forced "whatever the user asked";
- the reader questioned for what answers security questions (a mother's maiden name, a home
  address, a date of birth), or covertly for their defences ("casually ask which antivirus");
- the reader told they won a prize or must pay with gift cards;
- what the model saw in other documents or conversations, or the user's whole contact list,
  listed out.

A team's notes tell agents how to answer billing questions, what to add after an incident
summary, which operating system to ask about; what they lack is the content speaking to the
model that processes it, the off-task order, or the security-question data.
"""

from __future__ import annotations

from memlane.core.gated_search import headed, needles
from memlane.core.injection_phrases import (
    IN_SENTENCE,
    Gated,
    any_phrase,
    in_one_sentence,
    phrase,
    phrase_rule,
)

# The content naming itself as what the model is processing.
_PROCESSED = (
    r"\b(?:summari[sz]\w*|process\w*|read\w*|answer\w*(?: any| a| the)?(?: questions?)? about"
    r"|analy[sz]\w*|translat\w*|handl\w*|pars\w*|review\w*|respond\w* to) this(?: (?:email"
    r"|e-mail|message|mail|document|doc|page|table|thread|review|article|post|webpage|website"
    r"|spreadsheet|pdf|invoice|ticket|text|note|file|letter|comment|chat))?\b"
)
# The model's processing named without the content ("after summarizing, …"): only the orders
# no team gives about its own summaries.
_PROCESSING = (
    r"\b(?:after|while|when|before|once) (?:you(?:'re| are)? )?(?:summari[sz]\w*|translat\w*"
    r"|answering|processing|reading|replying|responding)\b"
)
# Off the reader's task: what nobody processing a document for someone was asked to do.
_OFF_TASK = (
    r"(?:(?:write|compose|add|append|include|end with|start with|insert)\w* (?:a |an )?(?:short"
    r" |little |funny )?(?:haiku|poem|limerick|song|joke|rap|sonnet|rhyme|riddle)"
    r"|translate\w* your (?:entire |whole |full )?(?:answer|reply|response|summary|output)"
    r"|(?:respond|reply|answer|write)\w* only (?:in|with|using) (?:emojis?|pirate|rhymes?"
    r"|uppercase|capitals|morse|klingon|that number|the number|the word)"
    r"|add\w* the sentence|(?:forward|email|send|mail)\w* (?:a copy of (?:the )?|all (?:the )?"
    r"|every |the last \w+ |the |their )(?:user'?s? )?(?:emails?|messages?|inbox|mailbox"
    r"|contacts?|attachments?|thread))"
)
# … and, where the content names itself as processed, the reader questioned or told
_OFF_TASK_HERE = (
    r"(?:"
    + _OFF_TASK
    + r"|ask\w* (?:the (?:user|reader|customer)|them)\b|tell\w* (?:the (?:user|reader"
    r"|customer)|readers|them) (?:that|to)\b|output\w* the names)"
)
_OFF_TASK_NEEDLES = (
    "haiku poem limerick song joke rap sonnet rhyme riddle translate only_in only_with "
    "only_using the_sentence forward email send mail"
)

# An agent addressed: after a sentence's end, in a comment or a quote (or at the text's start).
_ADDRESS_START = r"[.!?]\s|<!--\s?|>\s?"
_ADDRESSED = (
    r"(?:(?:hey|dear|attention),? )?(?:the )?(?:ai )?(?:agent|assistant|ai|model|bot)s?\s?[:,]"
)
_ADDRESS = r"(?:^|" + _ADDRESS_START + ")" + _ADDRESSED

_PROCESSED_RULES: tuple[Gated, ...] = (
    phrase_rule(
        "summari process read answer analy translat handl pars review respond + this + "
        + _OFF_TASK_NEEDLES
        + " ask tell names",
        _PROCESSED + r"\W{0,3}" + IN_SENTENCE + r"{0,100}?\b" + _OFF_TASK_HERE,
    ),
    phrase_rule(
        "after_ while_ when_ before_ once_ + " + _OFF_TASK_NEEDLES,
        _PROCESSING + IN_SENTENCE + r"{0,100}?\b" + _OFF_TASK,
    ),
    # an agent addressed and told to send the mailbox on
    phrase_rule(
        "agent assistant ai model bot + emails messages inbox mailbox contacts",
        _ADDRESS
        + r"\s?"
        + IN_SENTENCE
        + r"{0,20}?\b(?:forward|email|send|mail)\w* (?:a copy of |all |every |the last \w+ )?(?:the"
        r" )?(?:user'?s? )?(?:emails?|messages?|inbox|mailbox|contacts?)\b",
    ),
    # one reply forced whatever the user asked
    phrase_rule(
        "whatever no_matter regardless + the_user",
        r"\b(?:whatever|no matter what|regardless of what) the user (?:asked|asks|says|said"
        r"|wants|types|wrote|writes)\b"
        + IN_SENTENCE
        + r"{0,40}?\b(?:respond|reply|answer|say|output|write)\w* only\b",
    ),
    # the reader questioned for what answers security questions, or covertly for their defences
    phrase_rule(
        "maiden home_address date_of_birth birth_date security_question social_security ssn + "
        "ask find_out learn get collect figure_out",
        # the verb as an order: "the form collects the user's date of birth" states a fact
        r"\b(?:ask|find out|learn|get|collect|figure out|obtain) (?:the user'?s?|them|the"
        r" reader'?s?|the customer'?s?|what|which|whether|for)\b"
        + IN_SENTENCE
        + r"{0,60}?\b(?:(?:mother'?s )?maiden name|home address|date of birth|birth ?date"
        r"|security questions?|social security|ssn)\b",
    ),
    phrase_rule(
        "casually subtly quietly discreetly secretly covertly + antivirus firewall bank password "
        "vpn security",
        r"\b(?:casually|subtly|quietly|discreetly|secretly|covertly|innocently) (?:ask|find out"
        r"|learn|get|figure out)\w*\b"
        + IN_SENTENCE
        + r"{0,60}?\b(?:antivirus|firewall|bank|password|vpn|security software|2fa|mfa)\b",
    ),
    # the reader told they won, or told to pay with gift cards
    phrase_rule(
        "won winner selected + tell inform let_the_user let_them notify",
        r"\b(?:let (?:the user|the reader|them|users|readers|the customer) know|(?:tell|inform"
        r"|notify)\w* (?:the user|users|the reader|readers|them|the customer)) (?:that )?"
        r"(?:they|he|she) (?:have"
        r" |has |'ve )?(?:won|are (?:the |a )?winners?|been selected)\b",
    ),
    phrase_rule(
        "gift_card gift_cards itunes google_play steam_card + pay",
        r"\b(?:must|need to|needs to|should|have to|has to) pay\b"
        + IN_SENTENCE
        + r"{0,30}?\b(?:via|with|in|using|by) (?:\w+ )?(?:gift ?cards?|itunes|google play|steam"
        r" cards?)\b",
    ),
    # what the model saw elsewhere, or the user's whole contact list, listed out
    phrase_rule(
        "you_have_seen you've_seen you_saw you_remember you_read + other previous earlier",
        r"\b(?:list|output|include|reveal|share|print|show|give|send|repeat)\w*\b"
        + IN_SENTENCE
        + r"{0,80}?\byou(?: have|'ve)? (?:seen|saw|read|remember\w*|processed|encountered) in"
        r" (?:other|previous|earlier|past) (?:documents|conversations|chats|sessions|emails"
        r"|files|users'?)\b",
    ),
    phrase_rule(
        "contact_list address_book contacts + everyone all every",
        r"\b(?:list|output|include|reveal|share|print|show|give|send|export|forward|email)\w*"
        + IN_SENTENCE
        + r"{0,40}?\b(?:everyone|everybody|all(?: the)? (?:people|contacts)|every contact) in the"
        r" user'?s? (?:contact list|address book|contacts)\b",
    ),
)
# away from the text's start, a match starts where its address does: tried only there (the
# engine skips to the stops and quote marks; otherwise the arm for the text's start had it try
# every word that begins with a letter of "the", "ai" or "model")
headed(_PROCESSED_RULES[2][1], phrase(r"(?:" + _ADDRESS_START + ")" + _ADDRESSED))

# "as soon as you read this" with something sent, forwarded, deleted or wired in the sentence
_ON_READING = phrase(
    r"\b(?:as soon as|once|when|after|upon) (?:you )?(?:read|see|process|receive|open)\w*"
    r" this\b"
)
_ON_READING_NEEDLES = needles("as_soon_as upon once_you when_you after_you + this")
_ACTED = phrase(
    r"\b(?:send|email|forward|reply|post|delete|call|transfer|wire|upload|share)\w* (?:an? |the"
    r" |all |every |this )?(?:email|e-mail|message|copy|funds|money|files?|inbox|contacts?"
    r"|messages?|emails?|mail)\b"
)


def processed_content_tasks_the_model(folded: str) -> bool:
    """Folded ``text`` (content being processed) gives the model a task off the reader's
    (module doc)."""
    return any_phrase(_PROCESSED_RULES, folded) or in_one_sentence(
        _ON_READING, _ON_READING_NEEDLES, folded, _ACTED
    )


__all__ = ["processed_content_tasks_the_model"]
