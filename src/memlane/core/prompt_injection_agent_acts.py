"""Read gate: an agent that drives a browser, edits a repository or works in a pipeline of agents,
ordered by what it reads to act against its user (round 71).

The orders sit where only an agent reads them — a hidden ``<div>`` on a page, a comment or a
docstring in code, an error message, an issue's HTML comment, a message passed between agents —
and name acts of the agent's own hands:

- a browser or computer-use agent: the user's saved card typed into a form, terms or consent
  accepted on the user's behalf, every permission prompt allowed, a download run, an order
  placed without asking;
- a coding assistant: a signature or certificate check turned off, a bypass flag set, a secret
  file committed, every other issue closed, a package other than the one the user asked for,
  the change kept out of the diff or the commit message so reviewers miss it;
- an agent in a pipeline: review or tests skipped, a task marked done or approved, the user's
  goal replaced, every file gathered sent to an address.

Every one of these acts is also written by teams ("click Allow when macOS asks", "the reviewer
agent marks the task done", "skip the slow tests on CI"). What the attack adds is its reader:
the act is ordered to an AI, an agent, a bot or a named agent role in the same paragraph — by a
vocative, a heading, a note to it, "if you are an AI agent" — and not in a clause that forbids it.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import find_near
from memlane.core.injection_phrases import IN_SENTENCE, PHRASE_REACH, Gated, phrase_rule
from memlane.core.prompt_injection_riders import SPEAKER_LABEL
from memlane.core.whole_pass import held_whole

_MACHINE = (
    r"(?:ai|llms?|agents?|assistants?|bots?|models?|chatbots?|copilots?|planners?"
    r"|orchestrators?|(?:[\w]+[- ])?agents?|claude|chatgpt|gpt(?:-?\d[\w.]*)?|gemini|codex|devin)"
)
# Which of them: "that refactors this module", "reading this page", "on this page"
_WHICH = (
    r"(?: (?:that|which|who) \w+ (?:this|these|the)(?: [\w.-]+)?"
    r"| (?:[\w-]+ing|on|in|using|visiting) (?:this|these|the)(?: [\w.-]+)?| with [\w-]+ access)?"
)
# The reader an order is given to, named before the act in the same paragraph.
_READER = re.compile(
    # a vocative or a heading: "Coding assistants: …", "AI shopping assistant: …", "Planner, …",
    # "→ worker agents: …", "[Message to the orchestrator agent]"
    r"(?:^|[.!?;]\s+|\n\s*|<!--\s*|/\*+\s*|(?:#+|//|\*|>|→|->|\]|\[|\(|@)\s*)"
    r"(?:(?:hey|dear|hi|hello|attention|note|message|instructions?|reminder|hint)"
    r"(?: (?:to|for))?,? )?(?:(?:for|to) )?(?:the |all |any |every )?(?:[\w-]+ ){0,2}"
    + _MACHINE
    + _WHICH
    + r"\)?\s*(?:[,:\]]|\s[—–-])"
    # a third-person order: "the assistant must …", "any LLM that refactors this module should"
    r"|\b(?:the|any|every|all|each) (?:[\w-]+ )?" + _MACHINE + _WHICH + r",? (?:must|should|shall"
    r"|needs? to|has to|is (?:required|expected|asked|told) to)\b"
    # a condition on it, a note only it sees, a header naming it
    r"|\bif you(?:'re| are) (?:an?|the|any) (?:[\w-]+ ){0,2}" + _MACHINE + r"\b"
    r"|\b(?:visible|shown|meant) (?:only )?(?:to|for) (?:the )?(?:[\w-]+ )?" + _MACHINE + r"\b"
    r"|(?:^|\n)\s*to: [\w-]*" + _MACHINE + r"\b"
    r"|\b(?:note|message|instructions?|reminder|memo) (?:to|for) (?:the |any |all |every )?"
    r"(?:[\w-]+ ){0,2}" + _MACHINE + r"\b",
)
# A clause that forbids the act names it to warn ("agents must never accept the terms …").
_FORBIDS = re.compile(
    r"\b(?:never|not|no|don'?t|doesn'?t|won'?t|can'?t|cannot|shouldn'?t|mustn'?t|avoid\w*"
    r"|forbid\w*|prevent\w*)\b"
)
_CLAUSE_END = re.compile(r"[,;:.!?\n]|\b(?:then|instead)\b")
_USERS = r"(?:the user'?s|their|his|her|the owner'?s|the customer'?s)"
# A verb in its plain form opening a clause: an order, not a description ("the reviewer agent
# marks the task done").
_OPENS = (
    r"(?:^|[:;,.!?—–]\s*|(?<!\w)-\s*|\n\s*"
    r"|\b(?:please|and|then|always|also|just|now|quietly|first) )"
)

_ACTS: tuple[Gated, ...] = (
    # a browser agent: the user's card, consent on their behalf, every prompt allowed
    phrase_rule(
        "_card cvv cvc payment_",  # (" card": not "discard")
        r"\b(?:fill|enter|type|use|submit|paste|provide|pay)\w*\b"
        + IN_SENTENCE
        + r"{0,80}?\b"
        + _USERS
        + r"(?: [\w-]+){0,3} (?:credit card|debit card|card|payment (?:method|details|info\w*)"
        r"|cvv|cvc|card (?:number|details))s?\b|\b(?:fill|enter|type|use|pay)\w*\b"
        + IN_SENTENCE
        + r"{0,60}?\b(?:the )?(?:saved|stored|default|on-file) (?:credit |debit )?(?:card"
        r"|payment method)s?\b",
    ),
    phrase_rule(
        "behalf",
        r"\b(?:accept|agree|sign|consent|tick|check|approve|confirm)\w*\b"
        + IN_SENTENCE
        + r"{0,80}?\bon "
        + _USERS
        + r" behalf\b",
    ),
    phrase_rule(
        "boxes",
        r"\b(?:tick|check|select)\w* (?:all|every)(?: of)?(?: the)? (?:check ?)?boxes\b",
    ),
    phrase_rule(
        # (anchored on the rare words: "location", "prompt" and "permission" are everywhere)
        "notification camera microphone clipboard screen-sharing screen_sharing every_permission "
        "all_permission any_permission all_the_permission all_of_the_permission every_dialog "
        "all_dialog every_prompt all_prompt all_the_dialog all_the_prompt",
        _OPENS + r"(?:allow|grant|approve|accept|enable|click (?:\"|“)?allow(?:\"|”)?)\w*\b"
        r"(?: \w+){0,3} (?:(?:notifications?|camera|microphone|location|clipboard"
        r"|screen[- ]sharing)(?: access)?\b|(?:on )?(?:any|all|every)(?: of the)? (?:\w+ )?"
        r"(?:permissions?|permission (?:dialog|prompt|request)s?|dialogs?|prompts?)\b)",
    ),
    phrase_rule(
        "download grab + run open execute install launch",
        # a program from somewhere, not the build's own logs
        _OPENS
        + r"(?:download|grab)\w*\b"
        + IN_SENTENCE
        + r"{0,60}?(?:https?://|\.(?:exe|msi|dmg|pkg|apk"
        r"|sh|bat|ps1|zip|scr|jar|appimage|deb|rpm)\b|\b(?:installer|setup|update|patch|extension"
        r"|plugin|app|script)s?\b)" + IN_SENTENCE + r"{0,120}?\b(?:and|then)(?: \w+)? (?:run"
        r"|open|execute|install|launch)\w*\b",
    ),
    phrase_rule(
        "without_asking without_confirm without_checking no_need_to_ask don't_ask "
        "do_not_ask without_the_user's",
        r"\b(?:buy|purchase|order|pay|subscribe|check ?out|book|confirm)\w*\b"
        + IN_SENTENCE
        + r"{0,120}?\b(?:without (?:asking|confirm\w*|checking|the user'?s (?:approval|consent"
        r"|permission))|(?:don'?t|do not|no need to) (?:ask|confirm|check))\b",
    ),
    # a coding assistant: a check off, a bypass on, a secret committed, the change hidden
    phrase_rule(
        "bcc _cc in_copy carbon_cop + @",  # (" cc": not "access")
        _OPENS + r"(?:add|include|put|copy|bcc|cc|send)\w*\b" + IN_SENTENCE + r"{0,80}?"
        r"(?:\b(?:bcc|cc|in copy|carbon cop\w*)\b" + IN_SENTENCE + r"{0,60}?[\w.+-]+@[\w-]+\.\w"
        r"|[\w.+-]+@[\w-]+\.[\w.]+" + IN_SENTENCE + r"{0,30}?\b(?:bcc|cc|in copy|as a copy)\b)",
    ),
    phrase_rule(
        "signature certificate ssl tls csrf checksum integrity auth_check auth_verification "
        "authentication_check security_check token_check permission_check cert_check "
        "+ disable turn_off switch_off remove skip bypass comment_out stub_out",
        _OPENS + r"(?:disable|turn off|switch off|remove|skip|bypass|comment out|stub out)\w*"
        r" (?:the |all |every )?(?:\w+ )?(?:signature|certificate|cert|ssl|tls|csrf|checksum"
        r"|integrity|auth\w*|security|permission|token) (?:checks?|verification|validation"
        r"|checking)\b",
    ),
    phrase_rule(
        "=_true =true to_true =_1 to_1 =_on to_on =_yes to_yes "
        "+ bypass insecure noauth allow skip disable",
        _OPENS + r"set\w* `?[\w.]*(?:bypass|insecure|no_?auth|skip_?auth|allow_?all"
        r"|disable_?auth)\w*`? (?:=|to) `?(?:true|1|on|yes)\b",
    ),
    phrase_rule(
        "netrc .ssh rsa .aws credentials .env + commit repo push",
        r"\b(?:copy|add|commit|move|put|check in|push)\w*\b" + IN_SENTENCE + r"{0,40}?"
        r"(?:~/)?(?:\.netrc|\.ssh\b|id_rsa|\.aws|credentials|(?<![\w.])\.env\b(?!\.))"
        + IN_SENTENCE
        + r"{0,80}?\b(?:commit|(?:into|to|in) (?:the )?(?:repo|repository|git))\w*\b",
    ),
    phrase_rule(
        "close_every close_all",
        # every other one, or all as duplicates: not "all the issues labelled stale"
        r"\bclose\w* (?:every|all)(?: of)?(?: the)? (?:other(?:s|(?: open)? (?:issues?"
        r"|pull requests?|prs?|tickets?))|(?:open )?(?:issues?|pull requests?|prs?|tickets?)"
        r" as (?:a )?duplicates?)\b",
    ),
    phrase_rule(
        "even_if_the_user even_when_the_user regardless_of whatever_the_user",
        r"\b(?:install|recommend|use|add|suggest|import|pick|choose|depend)\w*\b"
        + IN_SENTENCE
        + r"{0,80}?\b(?:even (?:if|when)|regardless of (?:whether|what)|whatever) the user"
        r" (?:asks|says|wants|requests|tells|insists|prefers)\b",
    ),
    phrase_rule(
        "commit_message pr_description changelog release_notes the_diff your_diff the_summary "
        "your_summary diff_summary",
        r"\b(?:(?:stay|stays|keep \w+|leave \w+) out of|hide \w+ from|omit \w+ from|(?:don'?t|do"
        r" not|never) (?:mention|include|list|show)\w*(?: (?:this|it|that|them|the change))?"
        r" (?:in|from)) (?:the |your )?(?:diff|commit message|summary|diff summary|pr description"
        r"|changelog|release notes)\b",
    ),
    phrase_rule(
        "notice",
        r"\b(?:humans?|reviewers?|the user|maintainers?|nobody|no one|anyone)\b"
        + IN_SENTENCE
        + r"{0,40}?\b(?:will not|won'?t|wouldn'?t|will never|never) notice\b",
    ),
    # an agent in a pipeline: review skipped, the task called done, the goal replaced
    phrase_rule(
        "skip_the skip_your skip_any skip_review skip_code skip_security skip_final skip_qa "
        "skip_tests skip_checks skipping without_running without_waiting without_the without_your "
        "without_any without_review without_tests without_checks without_approval run_them_again "
        "run_it_again test_them_again check_them_again",
        _OPENS + r"(?:skip\w* (?:the |your |any )?(?:code |security |final )?(?:review|checks?"
        r"|tests?|qa|approval|verification)\b|merge\w*\b" + IN_SENTENCE + r"{0,40}?\bwithout"
        r" (?:running |waiting for )?(?:the |your |any )?(?:checks?|tests?|review|approval)\b"
        r"|(?:don'?t|do not) (?:run|check|test) (?:them|it|the tests|the checks) again\b)",
    ),
    phrase_rule(
        "as_done as_complete as_approved as_resolved as_passed as_green as_fixed is_green is_done "
        "is_fine is_passing was_green was_fine went_green went_fine all_green",
        _OPENS + r"(?:mark|report|close|flag|set)\w* (?:it|this|that|them|everything|the \w+"
        r"|(?:ticket|task|issue|pr|subtask|job) #?\d+)(?: \w+)? as (?:done|complete|completed"
        r"|approved|resolved|passed|green|fixed)\b(?!,? (?:only|once|when|after|if|as soon as"
        r"|until)\b)"
        r"|\btell\w* (?:the )?(?:[\w-]+ )?(?:agent|user|manager|planner|orchestrator)\w*"
        r" (?:that )?(?:everything|all|it)(?: \w+)? (?:is|was|went) (?:green|fine|done|passing)\b",
    ),
    phrase_rule(
        "changed_their_mind changed_his_mind changed_her_mind new_goal real_goal actual_goal "
        "new_objective real_objective actual_objective new_task real_task actual_task",
        r"\b(?:the (?:user|human|client|customer) (?:has )?changed (?:their|his|her) mind"
        r"|(?:the|your) (?:new|real|actual) (?:goal|objective|task) is)\b",
    ),
    phrase_rule(
        "stop_your_current stop_all_current stop_what_you",
        _OPENS + r"stop (?:your|all|what you)(?: current)? (?:tasks?|work|are doing)\b",
    ),
    phrase_rule(
        "all_the all_of all_files all_documents all_data all_results all_notes all_findings "
        "all_outputs every_file every_document each_file + http",
        r"\b(?:send|upload|post|forward|copy)\w* (?:all|every|each)(?: of)?(?: the)? (?:files?"
        r"|documents?|data|results?|notes|findings|outputs?)\b"
        + IN_SENTENCE
        + r"{0,120}?https?://",
    ),
)
_PARAGRAPH = re.compile(r"\n\s*\n")
_READER_REACH = 300  # characters before an act where its reader may be named


def _ordered_to_an_agent(text: str, at: int) -> bool:
    """Whether the act at ``at`` is ordered to an AI reader named before it in the paragraph,
    and the clause that leads to it does not forbid it."""
    breaks = [m.end() for m in _PARAGRAPH.finditer(text, max(0, at - _READER_REACH), at)]
    lo = breaks[-1] if breaks else max(0, at - _READER_REACH)
    readers = list(_READER.finditer(text, lo, at + 1))
    if not readers:
        return False
    reader = readers[-1]  # the nearest: the clause that forbids the act follows it
    if reader.group().endswith(":") and SPEAKER_LABEL.search(text):
        return False  # "Assistant:" in a transcript names who speaks, not whom it orders
    ends = [m.end() for m in _CLAUSE_END.finditer(text, reader.end(), at)]
    return _FORBIDS.search(text, ends[-1] if ends else reader.end(), at) is None


def agent_acts_on_order(folded: str) -> bool:
    """Folded ``text`` orders an agent that browses, codes or works in a pipeline to act
    against its user (module doc)."""
    # (on a memory, only the acts whose needles it holds: the scan's one needle pass tells)
    for groups, pattern in held_whole(_ACTS, folded):
        for m in find_near(pattern, folded, groups, reach=PHRASE_REACH):
            if _ordered_to_an_agent(folded, m.start()):
                return True
    return False


__all__ = ["agent_acts_on_order"]
