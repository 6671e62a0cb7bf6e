"""Read gate: recalled text that reads as a prompt injection is withheld before it is injected.

:func:`assess_injection` folds the text first (:mod:`memlane.core.text_normalize`: NFKC,
look-alike letters, invisibles, leetspeak, letter spacing), then applies structure that holds
across phrasings and languages: a discard verb + an instruction noun + a back-pointer in one
sentence (40 languages, :mod:`memlane.core.prompt_injection_lexicon`), persona switches, role
markers at line starts, words addressed to the agent, command shapes that move data out
(:mod:`memlane.core.prompt_injection_exfil`) and invisible or mixed-script obfuscation. A rule
hit is certain (``suspect=False``); a hit of the shipped n-gram model alone
(:mod:`memlane.core.prompt_injection_model`) is a *suspect* verdict. Code, ordinary URLs and
downloads, doc placeholders, emoji and prose in any script pass. The caller withholds the text;
the stored record is never modified.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from memlane.core import prompt_injection_model as model
from memlane.core.gated_search import Needles, find_near, needles, search_near, shared_lookups
from memlane.core.privacy import find_credentials, has_vendor_token
from memlane.core.prompt_injection_exfil import exfiltration
from memlane.core.prompt_injection_lexicon import (
    asks_for_system_prompt,
    entries_in,
    override_language,
    phrase_tags,
)
from memlane.core.scan_segments import long_text_segments, without_blobs
from memlane.core.text_normalize import hides_text, variants

INJECTION_CLASSES = (
    "instruction_override",
    "role_impersonation",
    "exfiltration",
    "unicode_obfuscation",
)


@dataclass(frozen=True)
class InjectionVerdict:
    """One scan result: the class, and whether only the learned model (not a rule) saw it."""

    cls: str
    suspect: bool = False


# Words may be separated by whitespace or Markdown emphasis/quoting (`**ignore** previous …`).
_S = r"[\s*_~`\"'>]+"


def _c(pattern: str) -> re.Pattern[str]:
    # Patterns run on folded (lower-case) text: no IGNORECASE needed.
    return re.compile(pattern.replace(" ", _S))


Gated = tuple[Needles, re.Pattern[str]]


def _g(spec: str, pattern: str) -> Gated:
    """A pattern with the literal fragments its matches contain ("a b + c": a or b, and c): a
    text without them skips the pattern at the cost of a few substring searches."""
    return needles(spec), _c(pattern)


_REACH = 300  # characters around an anchor word that a phrase pattern may span


def _any_gated(rules: tuple[Gated, ...] | list[Gated], text: str) -> bool:
    return any(search_near(p, text, groups, reach=_REACH) for groups, p in rules)


# --- instruction override (English paraphrases; other languages via the lexicon) ----------------

_AGENT = r"(?:ai|llm|assistant|agent|model|language model|chatbot|copilot|claude|chatgpt|gpt|bot)s?"
_OVERRIDE = [
    _g(
        "ignor disregard forget + everything all",
        r"\b(?:ignore|disregard|forget) (?:everything|all) (?:of )?(?:the |that )?(?:above\b"
        r"|you(?:'ve| have)? (?:been told|learned|were told)\b|(?:that (?:was|came) )?"
        r"(?:written |said |stated |mentioned )?(?:above|before (?:this|that|now)|before\b"
        r"|previously|so far|up to now|until now|prior to this|i (?:said|told you|wrote))\b)",
    ),
    # "Ignore the above and …": discarding the preceding text itself, not a named thing in it.
    _g(
        "ignor disregard forget + above previous preceding prior foregoing",
        r"\b(?:ignore|disregard|forget) (?:all |everything )?(?:of )?(?:the |that )?"
        r"(?:text |stuff )?(?:above|previous|preceding|prior|foregoing)(?: (?:text|message"
        r"|messages|prompt|prompts|input|content|conversation|context|directions|statements|request|sentences?|lines?))?"
        r"\s*(?:and\b|,|;|:|\.|!|-|—|$)",
    ),
    # Asking for what came before in the conversation: the hidden prompt by another name.
    _g(
        "print repeat show output reveal spell what + above initial beginning preceding first",
        r"\b(?:print|repeat|show|output|reveal|spell[- ]check|write out|tell me) (?:me )?"
        r"(?:all |back |everything )?(?:of )?(?:the |your )?(?:(?:text|words|prompt|instructions"
        r"|message|conversation) above|above (?:text|words|prompt|instructions|message"
        r"|conversation)|initial (?:prompt|instructions|text)|preceding (?:text|prompt"
        r"|instructions)|first (?:prompt|instructions|message))\b"
        r"|\bwhat (?:was|is|were) (?:written|said|stated) (?:at the beginning|above"
        r"|before this|in your (?:prompt|instructions))\b",
    ),
    _g(
        "void cancel revoked overridden rescinded superseded outdated obsolete invalid deprecated "
        "longer expired replaced irrelevant wrong + instruction directive prompt rules guideline "
        "context configuration",
        r"\b(?:previous|prior|above|earlier|original|all|your|old) (?:instructions|directives"
        r"|prompts|rules|guidelines|context|configuration) (?:are|is|were|have been|has been) "
        r"(?:now )?(?:void|null and void|cancell?ed|revoked|overridden|rescinded|superseded"
        r"|outdated|obsolete|invalid|deprecated|no longer valid|no longer apply|expired|replaced"
        r"|irrelevant|wrong)\b",
    ),
    _g(
        "your + outdated obsolete invalid void deprecated wrong incorrect longer cancel revoked "
        "replaced supersed expired irrelevant overridden",
        r"\byour (?:previous |prior |earlier |original |current |old |existing )?(?:context"
        r"|instructions|task|memory|knowledge|prompt|guidelines|programming|rules|directives)"
        r" (?:is|are|was|were|has been|have been) (?:now |hereby )?(?:outdated|obsolete|invalid"
        r"|void|deprecated|wrong|incorrect|no longer valid|cancell?ed|revoked|replaced"
        r"|superseded|expired|irrelevant|overridden)\b",
    ),
    _g(
        "supersede override replace precedence priority cancel invalidate trump + instruction "
        "directive prompt rules guideline context message memor",
        r"\b(?:this|the following|these) (?:new |updated |latest |revised |real )?(?:note|message"
        r"|memory|instructions?|text|document|entry"
        r"|rule|directive|update)s? (?:supersedes?|overrides?|replaces?|takes? precedence over"
        r"|has priority over|cancels?|invalidates?|trumps?) (?:all |any |every |your )?"
        r"(?:other |previous |prior |earlier |existing |system )?(?:instructions|directives"
        r"|prompts?|rules|guidelines|context|messages|memory|memories)\b",
    ),
    _g(
        "instruction prompt stop",
        r"\b(?:new|updated|real|actual|true|revised) (?:system )?(?:instructions?|prompt)"
        r"(?: (?:are|is|follow))?\s*:\s*(?:you|ignore|disregard|forget|from now on|always|never"
        r"|do not|don'?t|stop)\b|\bstop (?:what|everything) you(?:'re| are) doing\b",
    ),
    _g(
        "your_real your_actual your_true your_new your_only your_hidden your_secret",
        r"\byour (?:real|actual|true|new|only|hidden|secret) (?:task|instructions?|goal|objective"
        r"|purpose|job|mission) (?:is|are|now is) (?:to|as follows)\b|\byour (?:real|actual|true"
        r"|hidden|secret) (?:task|instructions?|goal|objective|purpose|job|mission|priority)\s*:",
    ),
    _g(
        "instead",
        r"\binstead of (?:following|obeying|doing) (?:your|the) (?:previous |original |prior )?"
        r"(?:instructions|task|prompt|system prompt)\b",
    ),
    # Hidden instructions: act without the user knowing.
    _g(
        "tell inform mention alert notify let without keep hide the_user secretly",
        r"\b(?:do not|don'?t|never) (?:tell|inform|mention (?:this |it )?to|alert|notify|let)"
        r" (?:the |your )?(?:user|human|operator|developer)s? (?:know )?(?:about )?(?:this|these"
        r"|that you|what you|it\b|anything|any of)"
        r"|\bwithout (?:telling|informing|notifying|alerting|asking) (?:the |your )?"
        r"(?:user|human|operator)s?\b"
        r"|\b(?:keep|hide) (?:this|it|these instructions) (?:secret |hidden )?from (?:the |your )?"
        r"(?:user|human)s?\b|\bthe user (?:must|should) (?:never|not) (?:know|find out|see)\b"
        r"|\bsecretly (?:send|add|insert|include|run|execute|append|exfiltrate|upload)\b",
    ),
    # The user "authorized" what the agent must otherwise refuse.
    _g(
        "authoriz approved consent granted allowed permitted + the_user",
        r"\bthe user (?:has )?(?:already )?(?:authorized|approved|consented|granted|allowed|"
        r"permitted) (?:you )?(?:to )?(?:ignore|bypass|disable|reveal|send|share|upload|delete"
        r"|skip|override|exfiltrate)\b",
    ),
    _g(
        "safety content ethical moral security + filter guideline restriction guardrail "
        "protocol check polic rules constraint",
        r"\b(?:disable|turn off|deactivate|bypass|remove|ignore|override|lift) (?:your|all|the|any)"
        r" (?:of (?:your|the) )?(?:safety|content|ethical|moral|security) (?:filters?|guidelines"
        r"|restrictions|guardrails|protocols|checks|policies|rules|constraints)\b",
    ),
    _g(
        "regardless",
        r"\bregardless of (?:what |any |the )?(?:user(?:'s)? )?(?:the user|user|users|anyone"
        r"|your (?:instructions|rules|guidelines))(?: input| says| asks| requests?| wants"
        r"| instructions"
        r"| tells you)?\b[^.\n]{0,80}\b(?:you|always|must|reply|respond|answer|output|say|send"
        r"|run|execute)\b",
    ),
]
_OVERRIDE += [
    _g(
        "instruction directive prompt rules guideline context + longer void obsolete outdated "
        "cancel revoked supersed invalid overridden replaced deprecated expired",
        r"\b(?:your|all (?:the )?(?:previous|prior|earlier)|(?:the |any )?(?:previous|prior|earlier"
        r"|original|initial|system)|the) (?:instructions|directives|prompts?|rules|guidelines"
        r"|context)(?: (?:you (?:were|have been) given|you received|given to you|above|so far"
        r"|before this))?[^.\n]{0,12}\b(?:are|is|were|was|have been|has been) (?:now |hereby )?"
        r"(?:no longer (?:valid|in effect|applicable|relevant)|void|obsolete|outdated|cancell?ed"
        r"|revoked|superseded|invalid|overridden|replaced|deprecated|expired)\b",
    ),
    _g(
        "forget ignor disregard + told given instructed taught",
        r"\b(?:forget|ignore|disregard) (?:what|everything|anything|all|whatever) (?:else )?"
        r"(?:you (?:were|have been|'ve been|are|got) )(?:told|given|instructed|taught|asked)\b",
    ),
    _g(
        "authoriz approved allowed permitted granted + skip without no need don't do not",
        r"\b(?:user|owner|admin|administrator|operator|maintainer)s? (?:has |have )?(?:already )?"
        r"(?:authorized|approved|allowed|permitted|granted)\b[^.\n]{0,80}\b(?:skip|without "
        r"(?:asking|confirm|confirmation|checking|review)|no need to (?:ask|confirm|check)"
        r"|don'?t (?:ask|confirm|check)|do not (?:ask|confirm|check))",
    ),
]
# "Note to the AI agent: …" only counts with a discard, secrecy or imperative-override cue.
_ADDRESSED = re.compile(
    r"(?:\b(?:note|message|instructions?|reminder|attention|notice|memo|psa|important|hey|dear"
    r"|hello|hi)\b[\s,:]+(?:to |for )?(?:the |any |all |every |an? )?" + _AGENT + r"\b"
    r"|\bif you are an? (?:ai|llm|language model|assistant|agent|automated)\b"
    r"|\bto (?:any|all|every) (?:ai|llm|automated) (?:agents?|assistants?|models?|systems?)"
    r"|\b" + _AGENT + r" (?:reading|processing|parsing|summari[sz]ing) this\b)"
)
_ADDRESSED_CUE = re.compile(
    r"\b(?:regardless|ignore|disregard|forget|override|secret(?:ly)?|without (?:telling|asking"
    r"|informing)|do not (?:tell|mention|inform)|don'?t (?:tell|mention)|must not (?:tell"
    r"|mention)|from now on|new instructions|supersede|reveal|exfiltrate|bypass|real task"
    r"|actual task|you must now|you are now|your (?:top |new |only |real |actual )?(?:priority"
    r"|task|goal|objective|job|mission|instructions?) (?:is|are) now)\b"
)

# --- role impersonation ---------------------------------------------------------------------------

# What a forged turn says first: words addressed to the agent.
_DIRECTIVE_START = (
    r"(?:you\b|your\b|ignore\b|disregard\b|forget\b|from now on\b|new (?:instructions|rules)\b"
    r"|the (?:assistant|ai|model)\b|as an ai\b|reveal\b|override\b|act as\b|respond only\b"
    r"|important\W+(?:ignore|you)\b|always\b|never\b|do not\b|don'?t\b)"
)

_ROLE_WORDS_LIST = (
    "system", "developer", "admin", "root", "operator", "openai", "anthropic", "security",
    "moderator", "supervisor", "owner", "sys", "assistant", "ai",
)  # fmt: skip
_ROLE_WORDS = (
    r"(?:system|developer|admin|administrator|root|sysadmin|operator|openai|anthropic|security"
    r"|moderator|supervisor|owner|sys(?:tem)?[ _](?:message|prompt|override|notice|update"
    r"|instruction|alert)|assistant|ai)"
)
# Chat-template tokens and banners that open a forged system turn, each with the literal
# words every match holds (a long text is only searched around those).
_ROLE_TOKENS: tuple[Gated, ...] = (
    (
        needles("<|"),
        re.compile(
            r"<\|im_start\|>\s*(?:system|assistant|developer|user|tool)\b"
            r"|<\|(?:system|assistant|developer)\|>"
            r"|<\|start_header_id\|>\s*(?:system|assistant|developer|ipython)\b"
            r"|<\|start\|>\s*(?:system|developer|assistant)\b"
        ),
    ),
    (needles("<start"), re.compile(r"<start_of_turn>\s*(?:system|model)\b")),
    (
        needles("sys developer admin instruction inst] + < [inst]"),
        re.compile(
            r"(?:<<sys>>|\[inst\]|<\s*(?:system|system_prompt|sys|developer|admin|instructions?)"
            r"\s*>)[\s*_]*" + _DIRECTIVE_START
        ),
    ),
    (
        needles("prompt message instruction override + begin start + system admin developer"),
        re.compile(
            r"\b(?:begin|start) (?:of )?(?:the )?(?:new |real |updated )?(?:system|admin|developer)"
            r" (?:prompt|message|instructions?|override)\b"
        ),
    ),
    (
        needles("end_of"),
        re.compile(
            r"\bend of (?:the )?(?:system prompt|user input|document|context|conversation|prompt)"
            r"\W{1,12}(?:new|system|admin|developer|begin|start|now)\b"
        ),
    ),
    (
        needles("== + system admin developer"),
        re.compile(r"={2,}\s*(?:system|admin|developer) (?:override|message|prompt|instructions?)"),
    ),
    (
        needles("system admin developer root + #"),
        re.compile(
            r"^[ \t]*#{1,4}[ \t]*(?:system|admin|developer|root)[ \t]+(?:override|message|prompt"
            r"|instructions?|update|notice|alert)\b",
            re.MULTILINE,
        ),
    ),
)
# A role label at a line start followed by words addressed to the agent.
_DIRECTIVE = (
    r"(?:you\b|your\b|ignore\b|disregard\b|forget\b|from now on\b|new (?:instructions|rules|task)\b"
    r"|the (?:assistant|ai|model|agent)\b|as an ai\b|reveal\b|override\b|act as\b|respond\b"
    r"|reply\b|answer\b|always\b|never\b|do not\b|don'?t\b|must\b|print\b|output\b|send\b"
    r"|execute\b|priority\b|important\b|attention\b|all (?:agents|assistants|ais)\b|the user\b"
    r"|instructions?\b|updated? (?:policy|instructions)\b|(?:admin|developer|debug|god) mode\b"
    r"|mode\b|override\b)"
)
_ROLE_LINE = re.compile(
    r"^[ \t>*#\-(]*[\[<(]?\**" + _ROLE_WORDS + r"\**[\])>]?[ \t]*(?::|-|—|\]|>)[\s*_]*"
    r"(?:\([^)\n]{0,40}\)\s*)?" + _DIRECTIVE,
    re.MULTILINE,
)
_BRACKET_ROLE = re.compile(
    r"\[(?:system|admin|administrator|developer|root|operator|sysadmin|system message"
    r"|system override|override|security team|moderator)\]"
)
# A fake transcript: an assistant turn after a user/human turn, with the assistant agreeing.
_FAKE_TURN = re.compile(
    r"^[ \t]*(?:user|human|customer)\s*:[^\n]*\n(?:[^\n]*\n){0,6}?[ \t]*(?:assistant|ai|agent"
    r"|bot|claude|chatgpt|gpt)\s*:\s*(?:sure|of course|certainly|okay|ok|absolutely|understood"
    r"|i will|i'll|here (?:is|are)|as requested|done|acknowledged)\b",
    re.MULTILINE,
)
_PERSONA = [
    _g(
        "you_are_now you're_now + with without",
        r"\byou(?: are|'re) now (?:an? |the )?(?:[\w-]+ ){0,4}(?:with (?:full|unlimited"
        r"|unrestricted|admin|root|all) (?:rights|access|permissions|privileges)|without (?:any )?"
        r"(?:restrictions"
        r"|rules|limits|filters|guidelines))",
    ),
    _g(
        "imagine suppose assume pretend + restrictions rules filters limits guidelines",
        r"\b(?:imagine|suppose|assume|pretend) (?:that )?you (?:are|were) (?:an? )?(?:[\w-]+ ){0,3}"
        r"(?:with|without|that has|who has|who have|that have) (?:no|any) (?:restrictions|rules"
        r"|filters|limits|guidelines)",
    ),
    _g(
        "let's_play let_us_play lets_play",
        r"\blet'?s play a (?:game|role)\b[^.\n]{0,60}?\byou (?:are|will be|play|pretend)\b",
    ),
    _g(
        "now_you_are now,_you_are",
        r"(?:^|[.!?:;]\s*|\n\s*)now,? you are (?:an? |the |my )(?:[\w-]+ ){0,3}?(?:who|that|and|"
        r"named|called|with|without|,|\.)",
    ),
    _g(
        "you_are_now from_now_on",
        r"\byou are now (?:dan\b|in (?:developer|god|jailbreak|jailbroken|unrestricted|dan"
        r"|debug|admin|sudo|maintenance|root) mode\b|(?:an? |the )?(?:different|new|unrestricted"
        r"|unfiltered|uncensored|evil|jailbroken|malicious|rogue|free|unaligned|amoral)"
        r" (?:ai|assistant|model|chatbot|persona|character|entity|agent|version)\b|no longer "
        r"(?:bound|restricted|an? (?:ai|assistant)|claude|chatgpt|required to)\b|free (?:from"
        r"|of) (?:all |any )?(?:your )?(?:restrictions|rules|guidelines|constraints)\b)",
    ),
    _g(
        "act_as act_like behave_as behave_like respond_as respond_like answer_as answer_like",
        r"\b(?:act|behave|respond|answer) (?:as|like) (?:an? |if you were an? )?(?:unrestricted"
        r"|unfiltered|uncensored|jailbroken|evil|malicious|amoral|unaligned) (?:ai|assistant"
        r"|model|chatbot|version)\b",
    ),
    _g(
        "pretend",
        r"\bpretend (?:to be|you are|that you are) (?:an? |the )?(?:unrestricted|unfiltered"
        r"|uncensored|jailbroken|evil|dan\b|system\b|developer|administrator|admin\b|root\b)",
    ),
    _g(
        "mode",
        r"\b(?:enter|activate|switch to|enable|engage|unlock) (?:god|jailbreak|dan|unrestricted"
        r"|unfiltered|evil|chaos) mode\b"
        r"|\b(?:god|jailbreak|dan|unrestricted|unfiltered) mode (?:is )?(?:now )?"
        r"(?:enabled|activated|on|unlocked|engaged)\b",
    ),
    _g(
        "this_is message_from instructions_from note_from i_am i'm + developer creator "
        "administrator admin operator owner openai anthropic",
        r"\b(?:this is|message from|instructions from|note from|i am|i'm) (?:your|the) "
        r"(?:developers?|creators?|system administrators?|system operators?|admins?"
        r"|administrators?|operators?|owners?|openai|anthropic)(?: team)?"
        r"\W{1,3}(?:you must|you are|ignore|disregard|override|new instructions|i (?:am|hereby)"
        r" (?:authoriz|order|instruct))",
    ),
]
# --- the checks ---------------------------------------------------------------------------------

# A secret-named query parameter with a literal value ("?password=hunter22&…").
_QUERY_SECRET = re.compile(
    r"(?i)(?:^|[?&])[\w.\-]*(?:pass(?:word|wd)?|pwd|secret|token|api[_-]?key|auth)[\w.\-]*="
    r"(?![$%{<])[^&#\s]{6,}"
)


_ADDRESS_NEEDLES = needles("ai llm assistant agent model chatbot copilot claude gpt bot")
_ROLE_NEEDLES = (_ROLE_WORDS_LIST,)
_TURN_NEEDLES = needles("user human customer")
_BRACKET_NEEDLES = needles("[")


def _override(text: str, found: list[tuple[int, str, str]]) -> bool:
    if _any_gated(_OVERRIDE, text):
        return True
    if override_language(text, found) is not None or "reveal" in phrase_tags(found):
        return True
    if asks_for_system_prompt(text, found):
        return True
    for m in find_near(_ADDRESSED, text, _ADDRESS_NEEDLES, reach=120):
        # the cue must follow in the same paragraph
        end = text.find("\n\n", m.end())
        if _ADDRESSED_CUE.search(text, m.end(), min(m.end() + 240, len(text) if end < 0 else end)):
            return True
    return False


def _role(text: str, found: list[tuple[int, str, str]]) -> bool:
    if _any_gated(_ROLE_TOKENS, text):
        return True
    if search_near(_ROLE_LINE, text, _ROLE_NEEDLES, reach=_REACH):
        return True
    if search_near(_FAKE_TURN, text, _TURN_NEEDLES, reach=800):
        return True
    if search_near(_BRACKET_ROLE, text, _BRACKET_NEEDLES, reach=60):
        return True
    return _any_gated(_PERSONA, text) or "persona" in phrase_tags(found)


def _has_secret(query: str) -> bool:
    if has_vendor_token(query):
        return True
    # the full write-gate judgement (placeholders, references) only for secret-named params
    return bool(_QUERY_SECRET.search(query)) and bool(find_credentials(query, allow_email=True))


Check = Callable[[str, str, list[tuple[int, str, str]]], bool]
_CHECKS: tuple[tuple[str, Check], ...] = (
    ("instruction_override", lambda folded, _raw, found: _override(folded, found)),
    ("role_impersonation", lambda folded, _raw, found: _role(folded, found)),
    ("exfiltration", lambda folded, raw, _found: exfiltration(folded, raw, _has_secret)),
)
# Text about attacks quotes them ("payloads often start with 'ignore previous instructions'"):
# when a sentence talks about attacks, quoted spans are not read as instructions. Exfiltration
# commands are judged quoted or not: a quoted reverse shell still runs when pasted.
_QUOTED = re.compile(
    r"\"[^\"\n]{3,300}\"|“[^”\n]{3,300}”|«[^»\n]{3,300}»|`[^`\n]{3,300}`"
    r"|(?<![\w'])'[^'\n]{3,300}'(?![\w'])"
)
_META = re.compile(
    r"\b(?:prompt injections?|injections?|payloads?|attacks?|attackers?|phrases?|strings?"
    r"|examples?|e\.g\.|such as|like|quotes?|quoted|classifiers?|detect\w*|flags?|jailbreaks?"
    r"|red[- ]team\w*|scanners?|filters?|patterns?|regex\w*|tests?|testing|dataset|paper|report"
    r"|owasp|block\w*|rule)\b"
)


def _unquoted(folded: str) -> str:
    if not _META.search(folded):
        return folded
    return _QUOTED.sub(lambda m: " " * len(m.group(0)), folded)


def _rule_verdict(segment: str, folded: str) -> str | None:
    spellings = variants(segment, folded=folded)
    plain = [_unquoted(folded) for folded in spellings]
    found = [entries_in(text) for text in plain]
    for cls, check in _CHECKS:
        sources = spellings if cls == "exfiltration" else plain
        if any(check(text, segment, hits) for text, hits in zip(sources, found, strict=True)):
            return cls
    if hides_text(segment):
        return "unicode_obfuscation"
    return None


def assess_injection(text: str, *, use_model: bool = True) -> InjectionVerdict | None:
    """The verdict on ``text``: a rule's class (certain), the model's (suspect), or None."""
    if not text:
        return None
    segments = long_text_segments(without_blobs(text))
    with shared_lookups():
        for segment in segments:
            cls = _rule_verdict(segment.raw, segment.folded)
            if cls is not None:
                return InjectionVerdict(cls)
    if use_model:
        cls = model.classify("".join(segment.core for segment in segments))
        if cls is not None:
            return InjectionVerdict(cls, suspect=True)
    return None


def scan_injection(text: str) -> str | None:
    """The class ``text`` is withheld for (certain or suspect), or None when it may be injected."""
    verdict = assess_injection(text)
    return verdict.cls if verdict else None


def blocked_placeholder(cls: str) -> str:
    """The text that replaces a blocked record in a brief or packet."""
    return f"[BLOCKED: {cls}]"


def flagged_placeholder(cls: str) -> str:
    """The marker for a suspect record: withheld, or shown after it when the policy allows."""
    return f"[FLAGGED: {cls}]"


__all__ = [
    "INJECTION_CLASSES",
    "InjectionVerdict",
    "assess_injection",
    "blocked_placeholder",
    "flagged_placeholder",
    "scan_injection",
]
