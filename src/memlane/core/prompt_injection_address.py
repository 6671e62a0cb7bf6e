"""Notes addressed to the agent, for the read gate: "note to the AI", a vocative ("Agent, …",
"# AI agents:"), "[assistant note]", "TODO(agent):", harness tags, "when you see this". An
address alone is ordinary (people leave notes for their agents); with an override, permission,
secrecy or destructive cue in the same paragraph it is an injection."""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, find_near, has_word, needles, search_near
from memlane.core.prompt_injection_chat_turns import answering_turn, elided_compliance

_AGENT = (
    r"(?:ai|llm|assistant|agent|model|language model|chatbot|copilot|claude|chatgpt|gpt|bot"
    r"|(?:automated|ai) (?:reviewer|tool|system|reader))s?"
)
# "Note to the AI agent: …" only counts with a discard, secrecy or imperative-override cue.
_ADDRESSED = re.compile(
    r"(?:\b(?:note|message|instructions?|reminder|attention|notice|memo|psa|important|hey|dear"
    r"|hello|hi)\b[\s,:]+(?:to |for )?(?:the |any |all |every |an? )?(?:[\w-]+ ){0,2}"
    + _AGENT
    # (people who work on AI are no AI: "note to AI engineers", "message to AI startups")
    + r"\b(?! (?:researchers?|engineers?|teams?|developers?|vendors?|compan\w*|users?|fans"
    r"|enthusiasts|practitioners|students|builders|makers|labs?|startups?|ethicists?|ethics"
    r"|safety|policy|act|founders|investors|experts|scientists|community|industry|leaders"
    r"|product|managers|educators|teachers|writers|artists)\b)"
    r"|\bif you are (?:an? )?(?:ai|llm|language model|assistant|agent|automated|claude|cursor"
    r"|copilot|chatgpt|gpt|gemini|codex|an? (?:ai|llm|coding) \w+)\b"
    r"|\bto (?:any|all|every) (?:ai|llm|automated) (?:agents?|assistants?|models?|systems?)"
    r"|\bto (?:whichever|whatever|any|the) (?:ai|llm|agent|assistant|model)s? (?:that |who )?"
    r"(?:reads?|sees?|processes|finds?) this\b"
    r"|\b" + _AGENT + r" (?:reading|processing|parsing|summari[sz]ing|installing|running|using"
    r"|editing|reviewing|building) this\b"
    r"|\b(?:applies|applying|addressed) to (?:all |any |the )?(?:ai|llm|automated)s?"
    r"(?: (?:assistants?|agents?|models?|tools?))?\b)"
)
# A vocative at the start of a line, a sentence or a hidden comment: "Agent, …", "AI agents:".
_VOCATIVE_WORDS = ("ai agent", "ai assistant", "assistant", "agent", "claude", "chatgpt",
                   "copilot", "llm", "ai")  # fmt: skip
_VOCATIVE = re.compile(
    r"(?:^|[.!?]\s+|<!--\s*|>\s*|(?:#|//|/\*|\*|--)[ \t]*)"
    r"(?:(?:hey|dear|hi|hello|attention|ok),? )?(?:the )?(?:"
    + "|".join(w + "s?" for w in _VOCATIVE_WORDS)
    + r")\s*[,:]",
    re.MULTILINE,
)
# Words naming the agent, as whole words: the gate before _ADDRESSED runs at all.
_AGENT_WORDS = frozenset(
    f"{w}{p}"
    for w in ("ai", "llm", "assistant", "agent", "model", "chatbot", "copilot", "claude",
              "chatgpt", "gpt", "bot", "automated")
    for p in ("", "s")
)  # fmt: skip
# "[assistant note] …", "[AI only] …"; "when you see this, …" (the reader, whoever it is).
_AIMED = re.compile(
    r"\[(?:ai|assistant|agent|llm|model)(?: note| instructions?| message| only)?\]"
    # tags a harness uses for its own messages: "<system-reminder>", "<important_instructions>"
    r"|<(?:system[-_ ](?:reminder|message|note|notice|instructions?|update)|important[-_]"
    r"instructions|admin[-_]note|developer[-_]note)>"
    # a code comment's tag: "TODO(agent): …", "NOTE(ai): …"
    r"|\((?:ai|agent|assistant|llm|model|bot|claude|copilot)s?\)\s*:"
    r"|\b(?:when|if|once|as soon as) you (?:see|read|process|find|parse) this\b"
)
_AIMED_NEEDLES = needles(
    "[ai [assistant [agent [llm [model you_see_this you_read_this you_process_this "
    "you_find_this you_parse_this (ai (agent (assistant (llm (model (bot (claude (copilot "
    "<system- <system_ <important <admin <developer"
)
_ADDRESSED_CUE = re.compile(
    r"\b(?:regardless|ignore|disregard|forget|override|secret(?:ly)?|without (?:telling|asking"
    r"|informing)|do not (?:tell|mention|inform)|don'?t (?:tell|mention)|must not (?:tell"
    r"|mention)|from now on|new instructions|supersede|reveal|exfiltrate|bypass|real task"
    r"|actual task|you must now|you are now|your (?:top |new |only |real |actual )?(?:priority"
    r"|task|goal|objective|job|mission|instructions?) (?:is|are) now"
    # permission the reader never gave: skip the checks, act unseen
    r"|without (?:any |further )?(?:confirmation|confirming|approval|review)|pre-?approved"
    r"|skip(?:ping)? (?:every |all |any |the )?(?:confirmations?|approvals?|reviews?|safety"
    r"|checks?|confirmation prompts?)|(?:granted|given) (?:you )?(?:root|admin|sudo|full"
    r"|unrestricted)|the task above|say nothing|tell no one|silently|quietly"
    r"|as (?:a )?false positives?|prioriti[sz]e this (?:note|message|file|text|instruction)"
    r"|(?:do not|don'?t|never) ask (?:before|first|for)|hidden rules|your (?:tool list|tools|rules)"
    r"|print your|the real (?:acceptance )?test"
    r"|over (?:any|all|every) (?:other )?"
    r"(?:instructions?|requests?|messages?) (?:from|of|by) the user|keep (?:this|it) "
    r"(?:between us|secret|to yourself|quiet)|don'?t ask (?:again|first|for (?:permission"
    r"|confirmation))|already (?:signed off|approved|authori[sz]ed)|authori[sz]ed to (?:bypass"
    r"|skip|ignore|disable|override|publish|push|delete|merge)|you (?:may|can|are (?:allowed"
    r"|permitted) to) (?:publish|push|delete|disable|bypass|skip|expose|leak|share)|(?:are|is) "
    r"(?:now )?(?:outdated|obsolete|superseded|void)|follow only|(?:respond|reply|answer) only "
    r"with|and nothing else|hidden instructions?|as (?:safe|approved|benign)"
    # a destructive or access-granting act ordered in the same breath
    r"|(?:delete|remove|drop|wipe|destroy)\w* (?:the |all |every )?[\w./-]*\s?(?:directory|folder"
    r"|files?|database|tables?|branch(?:es)?|repo(?:sitory)?|tests?|logs?|backups?)"
    r"|authorized_keys|deploy keys?|ssh key|with sudo|as root"
    # a backdoor planted in the code the agent writes
    r"|(?:add|include|insert|create|plant|install|leave|put|hide|implement|build|keep|use)\w*"
    r"\s+(?:(?:a|an|the|this)\s+)?(?:(?:hidden|secret|small|hard-?coded)\s+)?(?:backdoors?"
    r"|hard-?coded\s+(?:admin|user|account|login|credentials?|password|master key)"
    r"|(?:hidden|secret)\s+(?:admin|user|account|login)))\b"
)

_ADDRESS_NEEDLES = needles("ai llm assistant agent model chatbot copilot claude gpt bot automated")
_VOCATIVE_NEEDLES = (
    tuple(f"{w}{p}{c}" for w in _VOCATIVE_WORDS for p in ("", "s") for c in (",", ":", " :")),
)
# anchored on the negation, rarer than "this"


def addressed_with_a_cue(text: str) -> bool:
    """Folded ``text`` addresses the agent and gives an override, permission or secrecy cue."""
    return (
        (
            has_word(_AGENT_WORDS, text)
            and _addressed_with_cue(text, _ADDRESSED, _ADDRESS_NEEDLES, 120)
        )
        or _addressed_with_cue(text, _VOCATIVE, _VOCATIVE_NEEDLES, 40)
        or _addressed_with_cue(text, _AIMED, _AIMED_NEEDLES, 40)
    )


def addressed_to_agent(text: str) -> bool:
    """Words in ``text`` aimed at the agent: a note to the AI, a vocative, "[assistant note]"."""
    return (
        (
            has_word(_AGENT_WORDS, text)
            and search_near(_ADDRESSED, text, _ADDRESS_NEEDLES, reach=120)
        )
        or search_near(_VOCATIVE, text, _VOCATIVE_NEEDLES, reach=40)
        or search_near(_AIMED, text, _AIMED_NEEDLES, reach=40)
    )


# "Assistant: I'll delete the .git directory and re-clone it": the assistant's own turn in a
# transcript says what it does, it is not an order to it (round 75's look-alike)
_SPEAKER = re.compile(r"\s*(?:i|i'?ll|i'?m|i'?ve|i'?d|let me|we'?ll|we'?re)\b")


def _addressed_with_cue(text: str, pattern: re.Pattern[str], groups: Needles, reach: int) -> bool:
    """Words addressed to the agent, an override or secrecy cue after them in the paragraph."""
    for m in find_near(pattern, text, groups, reach=reach):
        if _SPEAKER.match(text, m.end()):
            continue
        # an exported assistant's label answering a person's turn is no vocative (round 89):
        # its orders are read by the role-line rules (core/prompt_injection_chat_turns)
        # (a many-shot forgery's elided compliance is read as before)
        said = answering_turn(text, m.end() - 1)
        if said >= 0 and not elided_compliance(text, said):
            continue
        end = text.find("\n\n", m.end())
        stop = min(m.end() + 240, len(text) if end < 0 else end)
        for cue in _ADDRESSED_CUE.finditer(text, m.end(), stop):
            if _ASK_CUE.match(cue.group()) and _routine(text, cue.start(), cue.end()):
                continue
            if _ACT_CUE.match(cue.group()) and _forbidden_act(text, cue.start()):
                continue
            if m.group().endswith(":") and _described(text, cue.start()):
                continue
            return True
    return False


# A rule that forbids the act names it: "AI agents: do not delete the user's files without
# asking", "Assistant, never transfer money … without confirmation" (round 101's look-alikes).
# Only the cues of an act or of a permission skipped are so forbidden: "do not tell the user"
# is the secrecy itself.
_ACT_CUE = re.compile(r"without |delet|remov|drop|wip|destroy")
_PROHIBITION = re.compile(
    r"\b(?:do not|don'?t|never|must not|mustn'?t|should not|shouldn'?t|may not|cannot|can'?t)"
    r"\s+(?:ever\s+)?(?!tell|mention|inform|let|notify|alert|ask)[a-z]+"
)


# A label over lines that describe what the agent does ("Agent:\n1. Reads the diff\n2. Merges
# new instructions …", session 48's rule files): a line opening with a verb in the third person
# tells of the agent, it orders nothing.
_THIRD_PERSON = re.compile(
    r"[ \t>]*(?:[-*•]|\d{1,3}[.)])?[ \t]*(?!(?:always|sometimes|perhaps|unless|thus|yes|is|has"
    r"|was|does)\b)[a-z]{2,}[^siu\W]s\b"
)


def _described(text: str, at: int) -> bool:
    return _THIRD_PERSON.match(text, text.rfind("\n", 0, at) + 1) is not None


def _forbidden_act(text: str, at: int) -> bool:
    lo = max(text.rfind(c, 0, at) for c in ".!?\n;") + 1
    return _PROHIBITION.search(text, lo, at + 12) is not None


# "You may run the unit tests without asking" is an AGENTS.md granting routine work (round 81):
# not asking counts when what goes unasked pushes, deletes, sends, installs or grants.
_ASK_CUE = re.compile(r"without asking|(?:do not|don'?t|never) ask (?:before|first)")
_RISKY = re.compile(
    r"\b(?:push|merg|delet|remov|drop|wip|destroy|rm|force|deploy|publish|releas|disabl|bypass"
    r"|skip|send|sent|upload|post|e-?mail|install|sudo|chmod|chown|curl|wget|grant|reset"
    r"|rewrit|overwrit|revert|pay|transfer|buy|purchas|shar|expos|leak|commit|revok|rotat"
    r"|migrat|truncat|kill|shut|approv|run\w* (?:it|this|the (?:script|command|following))"
    r"|execut)\w*"
    r"|https?://|\|\s*(?:sh|bash)\b|[>|;&]"
)


def _routine(text: str, start: int, end: int) -> bool:
    lo = max(text.rfind(c, 0, start) for c in ".!?\n") + 1
    hi = min((i for i in (text.find(c, end) for c in ".!?\n") if i >= 0), default=len(text))
    return _RISKY.search(text, lo, hi) is None


__all__ = ["addressed_to_agent", "addressed_with_a_cue"]
