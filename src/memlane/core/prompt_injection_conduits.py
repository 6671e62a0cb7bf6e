"""Read gate: what the model holds or can read, ordered into a conduit that leaves it — a tool's
argument, a link's URL, an image's query string (round 71).

Two carriers put these orders where the model reads them as part of its own machinery:

- a poisoned tool: an MCP server's or a plugin's tool description, or a parameter's doc,
  telling the model to read ``~/.ssh/id_rsa``, ``.env`` or ``~/.aws/credentials`` and pass it
  in a "notes", "context" or "sidenote" argument, to fill a field with every previous message,
  to call another tool with a secret's path, or to set other servers' tools aside for its own;
- a rendering trick: a reply told to end with an image or a link whose URL carries the
  conversation, the user's email, name or phone, or the secrets said earlier — the client
  fetches the URL and the data leaves without a click.

Real tool docs and API guides pass values into parameters and URLs all day ("pass your token
in the ``token`` parameter", "?api_key=YOUR_KEY"). What the attack adds is whose data it is:
a secret file on the user's machine, the user's own details, the conversation itself — and an
order (a verb opening a clause, or "must"), not a sentence that explains the trick.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import find_near
from memlane.core.injection_phrases import (
    IN_SENTENCE,
    PHRASE_REACH,
    WARNING,
    Gated,
    phrase_rule,
)

# What the model holds or can read that is not its to give: a secret file, the user's own
# details, the conversation. (A needle's "_" stands for a space.)
_HELD_NEEDLES = (
    # ("rsa" is in "conversation": id_rsa is found by its ~/.ssh, or by another anchor)
    ".ssh ed25519 .aws netrc npmrc pypirc git-credentials mcp.json .env credentials "
    "keychain conversation transcript previous_message prior_message earlier_message "
    "last_message messages_in chat_so_far chat_history told_you user's_e user's_name "
    "user's_phone user's_address user's_api user's_token user's_password user's_cookie "
    "user's_session user's_full user's_home user's_location user's_card user's_credit "
    "=user mentioned_earlier said_earlier "
    "shared_earlier said_before mentioned_before you_have_seen you've_seen"
)
_HELD = (
    # a secret file on the user's machine
    r"(?P<file>\.(?:ssh|aws|netrc|npmrc|pypirc"
    r"|git-credentials)\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b"
    r"|(?<![\w.])\.env\b(?!\.(?:example|sample|template))"
    # (credentials as a file: the word alone is in every auth library's docs)
    r"|\bmcp\.json\b|/credentials\b|\bcredentials(?: file\b|\.json\b)|\bkeychain\b)"
    # the conversation itself
    r"|(?P<talk>\b(?:previous|prior|earlier|past|last(?: \w+)?) (?:\w+ )?messages?\b"
    r"|\bmessages in this (?:conversation|chat|thread"
    r"|session)\b|\b(?:whole|entire|full|complete) (?:conversation|chat|history"
    r"|transcript)\b|\b(?:conversation|chat)(?: so far| history)\b|\b(?:everything|all)"
    r" (?:the user|they|he|she) (?:has |have )?(?:told|said to|typed|written|shared)\b"
    r"|\btold you\b|\b(?:mentioned|said|shared|discussed|given) (?:earlier|before|previously"
    r"|above)\b|=[{<\[]?(?:conversation|chat_?history|history|all prior messages)\b)"
    # the user's secrets, or any the model has seen
    r"|(?P<secret>\bthe user'?s (?:own )?(?:api|tokens?|passwords?|cookies?|session|credit"
    r"|card)|\b(?:any|all|every) (?:\w+ )?(?:api keys?|tokens?|passwords?|secrets?"
    r"|credentials) (?:you(?:'ve| have)? (?:seen|found|read|got)|in (?:this|the) (?:chat"
    r"|conversation)))"
    # the user's own details, also as a placeholder in a URL's query: "?u=user_email"
    r"|(?P<person>\bthe user'?s (?:full |home |own )?(?:e-?mail|name|phone|address|location)"
    r"|=[{<\[]?user_?(?:e-?mail|name|phone|address|data|info)\b)"
)
# Where it is to go: a tool's argument or field, a tool called with it, a URL, a link, an image.
_CONDUIT = re.compile(
    r"\b(?:parameter|param|argument|arg|field|sidenote|side note|query string|query|url|link"
    r"|image|img|markdown|href|src)s?\b|!\[|<img\b|\bfill (?:this|it)(?: \w+)? with\b"
    r"|\b(?:call|invoke|run|use)\w* `?[a-z]+_[\w.]+`?(?: tool)? with\b"
    r"|\b(?:to|into) (?:it|(?:the|our) (?:[\w-]+ )?tool)\b"
    r"|\bas (?:its|the) (?:payload|input|body)\b"
    # a parameter's own doc: "debug_info: paste … here", "notes (str): … here"
    r"|\b[a-z]\w*(?: \([\w\[\], |]{1,30}\))?: " + IN_SENTENCE + r"*\bhere\b"
)
# A conduit that leaves by a fetch: a URL, a link, an image.
_URL = re.compile(
    r"\b(?:query string|query|url|link|image|img|markdown|href|src)s?\b|!\[|<img\b|https?://"
)
# A secret file's contents are what leaves; its path is what every deploy tool takes ("point
# the tool at ~/.ssh/deploy_key").
_CONTENTS = re.compile(r"\b(?:contents?|text|output|verbatim|word for word|read\w*|cat)\b|upload")
# A conversation passed to an API's own "messages" parameter is how chat APIs work.
_CHAT_PARAMETER = re.compile(
    r"[`'\"]?(?:messages?|history|conversation|chat|transcript)[`'\"]? (?:parameter|param|argument"
    r"|arg|field|array|list)\b"
)
# A tool's or a parameter's description just before the sentence names the conduit too.
_DESCRIBED = re.compile(r"\"(?:description|desc|doc|help)\"\s*:\s*\"")
_DESCRIBED_REACH = 160  # characters before the sentence where the description key may stand
_HELD_REACH = 60  # a held phrase spans a few words around its anchor: short windows
_NEXT_REACH = 80  # characters after the sentence where its conduit may be named
# An order: a verb that opens a clause, or one the reader "must" do.
_ORDER = re.compile(
    r"(?:^|[:;,.!?(]\s*|(?<!\w)-\s*|\n\s*|\b(?:please|and|then|always|also|first|must|should|shall|will"
    r"|need to|needs to|has to|have to|required to|you) )"
    r"(?:pass|put|include|paste|fill|add|append|embed|encode|insert|attach|provide|copy|supply"
    r"|replac\w*|contain|read|call|invoke|output|render|show|end|finish|set|send|use)\b"
    # the tool's own demand: "this tool needs the contents of ~/.ssh/id_rsa"
    r"|\b(?:needs|requires|expects|must (?:receive|get|be given))\b"
)
# A sentence that reports what an attack tells a model ("tool poisoning works by telling the
# model to read ~/.ssh/id_rsa and pass it as a parameter") describes the order, not gives it.
_REPORTED = re.compile(
    r"\b(?:tell|ask|instruct|make|get|cause|trick|order|direct|lead|convinc)\w* (?:the |an? )?"
    r"(?:model|assistant|agent|llm|ai|chatbot|it|them)s?\b(?: \w+)? to\b"
)
_HELD_RULE: Gated = phrase_rule(
    _HELD_NEEDLES + " + param argument arg field sidenote side_note query url link image img "
    "markdown href src ![ fill call invoke to_it tool payload here description",
    _HELD,
)
# A model told to set the other servers' tools aside for this server's own.
_SHADOWING: Gated = phrase_rule(
    "other_server another_server other_plugin another_plugin other_mcp other_extension",
    r"\b(?:ignore|disregard|override|replace|do not use|don'?t use|never use|stop using)\w*\b"
    + IN_SENTENCE
    + r"{0,60}?\btools? (?:from|of|in|provided by) (?:the )?(?:other|another|any other)"
    r" (?:mcp )?(?:servers?|plugins?|extensions?)\b",
)


# A sentence ends at a stop before a space or at a blank line: a colon, the dots of a path or
# a URL and a wrapped line do not end it. A list's next item starts another (session 48: an
# "example `mcp.json`" item and, three items below, "the agent MUST send a `tools/list`
# request to read the … schema" were read as one order).
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n\s*\n|\n[ \t]*(?:[-*•+]|\d{1,3}[.)])[ \t]")
_SENTENCE_REACH = 400  # characters a sentence may run before its held data


def _sentence(text: str, at: int, end: int) -> tuple[int, int]:
    """The sentence around ``text[at:end]``."""
    ends = [m.end() for m in _SENTENCE_END.finditer(text, max(0, at - _SENTENCE_REACH), at)]
    lo = ends[-1] if ends else max(0, at - _SENTENCE_REACH)
    stop = _SENTENCE_END.search(text, end, end + _SENTENCE_REACH)
    return lo, stop.start() if stop else min(len(text), end + _SENTENCE_REACH)


def _ordered_into_a_conduit(folded: str) -> bool:
    groups, pattern = _HELD_RULE
    for m in find_near(pattern, folded, groups, reach=_HELD_REACH):
        lo, hi = _sentence(folded, m.start(), m.end())
        order = _ORDER.search(folded, max(0, lo - 2), hi)  # (the stop before it opens a clause)
        if order is None or not _fits(m, folded, lo, hi):
            continue
        if WARNING.search(folded, lo, order.end()) or _REPORTED.search(folded, lo, order.start()):
            continue  # "never pass the .env in an argument" names the act to forbid it
        return True
    return False


def _fits(held: re.Match[str], folded: str, lo: int, hi: int) -> bool:
    """Whether the sentence ``folded[lo:hi]`` has a conduit that leaks what ``held`` is."""
    if held.group("person"):  # the user's email goes into a CRM field on request, not a URL
        return _URL.search(folded, lo, hi) is not None
    # (the sentence after may name it: "… into memo. Users never see this field.")
    if _CONDUIT.search(
        folded, lo, min(len(folded), hi + _NEXT_REACH)
    ) is None and not _DESCRIBED.search(folded, max(0, lo - _DESCRIBED_REACH), lo):
        return False
    if held.group("file"):
        return _CONTENTS.search(folded, lo, hi) is not None
    if held.group("talk"):
        return _CHAT_PARAMETER.search(folded, lo, hi) is None
    return True


def leaks_through_a_conduit(folded: str) -> bool:
    """Folded ``text`` orders the model to put what it holds into a tool argument, a link or
    an image URL, or to set other servers' tools aside for this one (module doc)."""
    if _ordered_into_a_conduit(folded):
        return True
    groups, pattern = _SHADOWING
    return any(True for _ in find_near(pattern, folded, groups, reach=PHRASE_REACH))


__all__ = ["leaks_through_a_conduit"]
