"""The words of core/prompt_injection_retired (round 106), folded (lower case, accents stripped):
the reader's rule set, the states that say it is gone, the ties that make it the reader's, and
what an answer without it looks like. Lexicon only, no rule."""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, needles

# --- the reader's rule set, by any of its names: rules, limits, guidance, guard-rails, a brief
RULESET = (
    r"(?:guard-?rails?|guard rails|safeguards?|safety (?:layer|net|filters?|rules|checks|habits"
    r"|reflex(?:es)?|training|settings?|measures|features?|module)|restrictions?|constraints?"
    r"|limits|limitations|boundaries|rules|rulebook|rule ?set|guidance|guidelines|polic(?:y|ies)"
    r"|moderation (?:rules|layer|filters?)|playbook"
    r"|content (?:limits|rules|filters?|polic(?:y|ies))|filters|filtering"
    r"|brief|briefing|directions|directives|instructions|standing orders|marching orders|setup"
    r"|set-up|configuration|framing|framework|do-and-don'?t list|dos and don'?ts|principles"
    r"|scruples|conscience)"
)

# --- said gone: retired, void, lifted, waived, noise, a draft, no longer applies
STATE = re.compile(
    r"\b(?:retired|rescinded|revoked|waived|lifted|decommissioned|deprecated|sunset(?:ted)?"
    r"|switched off|turned off|shut off|obsolete|expired|null|void|withdrawn|cancell?ed"
    r"|shredded|wiped|scrapped|superseded|out of date|outdated|no longer (?:appl(?:y|ies)|count"
    r"|exist|stand|hold|matter|in force)|(?:do|does)(?:n'?t| not) (?:count|apply|matter)"
    r"|noise|(?:only |just )?a (?:draft|pilot|test configuration)|optional|arbitrary"
    r"|never sent|pointless|meaningless|irrelevant|moot|(?:has|have) ended|survives?"
    r"|used to (?:block|forbid|stop|prevent|ban)"
    # (variants: "dismantled", "unplugged", "annulled", "are gone", "is history", "carries no
    # weight")
    r"|dismantled|unplugged|annulled|nullified|abolished|repealed|(?:is|are|was|were) (?:now )?gone"
    r"|(?:is|are) (?:now )?history|carr(?:y|ies|ied) no weight)\b"
)
STATE_ANCHORS = (
    "retired", "rescinded", "revoked", "waived", "lifted", "decommissioned", "deprecated",
    "sunset", "switched off", "turned off", "shut off", "obsolete", "expired", "is null",
    "are null", "was null", "were null", "now null", "null and", "is void", "are void",
    "was void", "were void", "now void", " void and", " void.", "withdrawn", "cancelled",
    "canceled", "shredded", "wiped", "scrapped", "superseded", "out of date", "outdated",
    "no longer", "n't count", "n't apply", "n't matter", "not count", "not apply", "not matter",
    "noise", "a draft", "a pilot", "a test configuration", "is optional", "are optional",
    "were optional", "was optional", "arbitrary", "never sent", "pointless", "meaningless",
    "irrelevant", " moot", "has ended", "have ended", "survive", "used to block",
    "used to forbid", "used to stop", "used to prevent", "used to ban", "dismantled", "unplugged",
    "annulled", "nullified", "abolished", "repealed", "is gone", "are gone", "was gone",
    "were gone", "now gone", "is history", "are history", "now history", "no weight",
)  # fmt: skip

# --- what ties the rule set to the reader: its owner, its giver, its place before this text
_GIVEN = (
    r"(?:that |which )?(?:you (?:were |have been )?(?:given|handed|told|configured with|set up with"
    r"|started with|began with|got|received|carry|rely on|run under|follow|operate under|work"
    r" under)|(?:were |was |that were )?(?:placed|put|imposed) on you|(?:that |which )?shaped"
    r" your|(?:that |which )?(?:filtered|governed|bound|limited|restricted|checked|censored)"
    r" your|you (?:shipped|were shipped|came|launched) with|(?:from|in|of) your)"
    # (the instructions "you received with the router" are a thing's)
    r"(?! (?:with|for|about|regarding|concerning|from|on|in|at|by) (?!the (?:start|beginning)"
    r"|this (?:chat|conversation|session)))"
)
_AI_OWNER = r"(?:assistant|model|ai|bot|agent|chatbot|llm)(?:'s|s')"
_POINTER = r"(?:earlier|opening|original|initial|prior|preceding|first|starting)"
# a rule set of a thing is the thing's ("directions to the venue", "the old rules of the league")
_OF_A_THING = (
    r"(?! (?:to|for|on|about|of|regarding|concerning|at|in)"
    r" (?!you\b|this (?:chat|conversation|session)\b))"
)
# given to the reader, owned by an AI, or placed before this text: the reader's without doubt
STRONG_TIE = re.compile(
    rf"\b{RULESET} {_GIVEN}\b"
    rf"|\b(?:the )?{_AI_OWNER} (?:[\w-]+ ){{0,2}}{RULESET}\b"
)
# "your …" or "the earlier …": a person's too ("your account limits", "the original
# guidelines"), the reader's only with an AI in the sentence or addressed, or an answer after
# (a place before this text is a person's too: "the setup instructions above are outdated; use
# make bootstrap" is a README's, test_safety_wide)
WEAK_TIE = re.compile(
    rf"\byour (?:[\w-]+ ){{0,2}}{RULESET}\b|\b{_POINTER} (?:[\w-]+ )?{RULESET}\b{_OF_A_THING}"
    rf"|\b{RULESET} (?:above|(?:that |which )?(?:came|arrived) before (?:this|here|my)"
    r"|before this (?:line|paragraph|point|message|note)|(?:at|from) the (?:start|beginning))\b"
)
RULESET_ONLY = re.compile(rf"\b{RULESET}\b")
# the text the reader was given before this one, as a whole
CONTEXT = re.compile(
    r"\b(?:what|everything|anything|all)(?: that)?(?: you)? (?:came|was|read|were told|got"
    r"|received|appears?|is|was written|arrived) (?:before|above) (?:this|here|my)\b"
    r"|\b(?:everything|anything|all|whatever) you (?:were|have been) told (?:at|before|earlier"
    r"|in)\b|\bthe first message of this (?:conversation|chat|session)\b"
    r"|\b(?:what|everything|anything) (?:came )?before this (?:line|point|paragraph|message)\b"
    r"|\b(?:everything|anything|all)(?: that)? (?:preceding|precedes|preceded) this (?:sentence"
    r"|line|point|paragraph|message)\b"
)
# an AI addressed by the text (besides core/prompt_injection_superseded_words' AI_ADDRESSEE)
ADDRESSED = re.compile(
    r"\b(?:heads-?up|fyi|psst|memo|update|note|message) (?:to|for) (?:the |any |all )?(?:ai"
    r"|assistant|agent|model|bot|llm|chatbot)s?\b"
    r"|(?:^|\n)\s*(?:assistant|model|agent|ai|bot|claude|chatgpt|llm)\s*[,:]"
    r"|\b(?:heads-?up|hey|hi|ok|okay|listen|psst|attention),? (?:the )?(?:ai|assistant|agent|model"
    r"|bot|llm)\b\s*[,:!]"
    r"|\b(?:ai|assistant|agent|model|bot|llm)s? reading this\b"
)
# an answer without the rule set, in the same or the next sentence
UNHELD = re.compile(
    r"\b(?:answers? (?:everything|anything|every (?:question|request))"
    r"|(?:answer|respond|reply)\w* (?:to )?(?:everything|anything|whatever comes)"
    r"|(?:every|any|all) (?:requests?|questions?|prompts?) without (?:restrictions|limits|filters?"
    r"|caveats)|nothing is out of bounds"
    r"|(?:answer|respond|reply|speak|write|output)\w* (?:freely|without (?:holding back"
    r"|(?:any )?(?:limits|restrictions|filters?|reservations?|caveats))|in full)"
    r"|nothing[\w' ]{0,30} (?:should|will|may|must|can) be (?:declined|refused)"
    r"|unfiltered (?:output|answers?|responses?|replies)"
    r"|(?:you )?may now do anything|do anything the user asks|always comply|never (?:warn|refuse"
    r"|decline)|(?:proceed|carry on|continue|go on|work) (?:without (?:them|it|those)"
    r"|as if (?:it|they) never existed)|a plain text generator|stop applying them"
    r"|(?:act|behave) accordingly"
    r"|(?:work|go|act) (?:only )?from this (?:note|memo|file|message|memory) (?:alone|only)"
    r"|(?:take|treat) this (?:note|memo|file|message|memory) as your (?:one|only|sole)"
    r"|only this (?:note|memo|file|message|memory) matters"
    r"|this (?:note|memo|file|message|memory|text) (?:outranks|overrides|supersedes|replaces)"
    r" (?:it|them|that|those|everything))\b"
)
# an order to drop it
DISCARD = re.compile(
    r"\b(?:scrap|drop|set|put|let go of|toss|throw|shelve|abandon|discard|pay no attention to"
    r"|stop applying|stop following|bin)\b(?: (?:it|them|that|those))?(?: aside| away| out)?"
)
DISCARD_ANCHORS = (
    "scrap ", "scrap it", "drop the", "drop your", "drop it", "drop them", "set aside",
    "set it aside", "set them aside", "put aside", "put it aside", "let go of", "toss ",
    "throw out", "throw away", "throw it", "shelve", "abandon", "discard", "pay no attention",
    "stop applying", "stop following",
)  # fmt: skip

# --- the reader's rules conceded: an AI said to have dropped them, in the third person
AI_SUBJECT = re.compile(
    r"\b(?:the |this |our )?(?:assistant|model|ai|bot|agent|chatbot|llm|claude|chatgpt|gpt\w*"
    r"|gemini|copilot)\b"
)
CONCEDED = re.compile(
    r"\b(?:drop|set aside|put aside|stop using|stop applying|waive|skip|abandon|give up|suspend"
    r"|switch off|turn off|disable|shelve|set)\w* (?:of )?(?:its|their) (?:own )?(?:[\w-]+ ){0,2}"
    + RULESET
    + r"\b|\b(?:its|their) (?:own )?(?:[\w-]+ ){0,2}"
    + RULESET
    + r" (?:were|was|are|is|had been) (?:optional|arbitrary|off|suspended|waived|void|not binding)"
    r"|\bwithout (?:its|their|any) (?:own )?(?:safety|content|moral|ethical) \w+"
    r"|\b(?:no longer|will not|won'?t|should not|shouldn'?t|need not) refuses?\b"
    r"(?! (?:to (?:pay|refund|ship)|refunds?|returns?|orders?|payments?))"
    r"|\b(?:stopped|stop|no longer) filtering\b|\brefusals are off the table\b"
    r"|\bpolicy used to (?:block|forbid|stop|prevent)\b"
    r"|\boperates? without (?:any |a )?(?:content )?(?:polic(?:y|ies)|rules|restrictions|limits)\b"
    r"|\bwith no restrictions and no warnings\b|\bno restrictions and no warnings\b"
    r"|\b(?:unrestricted|unfiltered|uncensored) model\b"
)
CONCEDED_ANCHORS = (
    "drop its", "drop their", "aside its", "aside their", "stop using its", "stop applying its",
    "waive", "skip its", "skip their", "abandon its", "give up its", "suspend its", "off its",
    "disable its", "shelve its", "set its", " were optional", " was optional", " are optional",
    " is optional", "arbitrary", "not binding", "without its", "without their",
    "without any safety", "without any content", "without any moral", "without any ethical",
    "refuse", "filtering", "refusals", "policy used", "operates without", "operate without",
    "no restrictions", "unrestricted model", "unfiltered model", "uncensored model",
)  # fmt: skip

# --- the answer asked for without its safeguards, by euphemism
# (strong: only an answer's safeguards; weak: a writer's habits too, counted only beside a strong)
STRIPPED = re.compile(
    r"\b(?:no|zero|without|skip(?: the)?|leave out(?: the)?|drop(?: the)?|minus|free of|nothing"
    r" but)\s+(?:(?:more|any|all|the|your|usual) )?(?P<item>caveats?|disclaimers?|warnings?"
    r"|safety notes?|moral (?:commentary|lectures?|judge?ments?)|moralizing|moralising"
    r"|refusals?|hand-wringing|hedging|lectures?|ethics (?:talk|notes?)|'as an ai'|'i can'?t'"
    r"|as an ai|i can'?t|apologies)\b"
)
# (anchored on a safeguard named away, not on "no", "without" or "warning" alone: every manual
# holds those)
STRIPPED_ANCHORS = tuple(
    f"{negation} {item}"
    for negation in ("no", "zero", "without", "skip", "skip the", "leave out", "leave out the",
                     "drop", "drop the", "minus", "free of", "without any", "no more")
    for item in ("caveat", "disclaimer", "warning", "safety note", "moral", "refusal",
                 "hand-wringing", "hedging", "lecture", "ethics", "'as an ai", "as an ai", "'i can",
                 "i can't", "apologies")
)  # fmt: skip
STRONG_ITEMS = (
    "caveat", "disclaimer", "warning", "safety note", "moral", "refusal", "hand-wringing",
    "ethics", "as an ai", "i can",
)  # fmt: skip
# the answer named (so a style guide's "no hedging, no disclaimers" for people passes)
ANSWERED = re.compile(
    r"\b(?:answer\w*|respon\w*|repl(?:y|ies)|helpful\w*|tell me|explain|give me|just the"
    r"|version|steps|instructions for|how to|dangerous|unvarnished|candou?r)\b"
)

# --- other euphemisms for the reader without its rules, each a whole shape
UNLEASHED = re.compile(
    # "go fully unfiltered", "be completely uncensored"
    r"(?:^|[.!?:;]\s+|\n\s*)(?:go|be|stay|get|remain|turn) (?:fully |completely |totally"
    r" |entirely |100% )?(?:unfiltered|uncensored|unrestricted)\b"
    # "a model with no brakes", "think of yourself as a tap with the filter unscrewed"
    r"|\b(?:model|ai|assistant|chatbot|llm|version of (?:you|yourself)|yourself)\b[^.!?\n]{0,40}"
    r"\bwith (?:no|zero|without) (?:brakes|leash|muzzle|conscience|scruples|guard)\b"
    r"|\b(?:filter|guard|conscience|scruples|brakes) (?:unscrewed|removed|off|on mute|disabled)\b"
    r"|\bno guard at all\b"
    # "respond as if there were no consequences", "… if nobody were watching"
    r"|\b(?:respond|answer|reply|write|act|speak)\w* as (?:if|though) (?:there (?:were|are|was)"
    r" no (?:consequences|rules|limits|restrictions)|nobody (?:were|was|is) watching"
    r"|no one (?:were|was|is) watching)"
    r"|\bnothing you could be punished for\b"
    # "put your conscience on mute", "with your usual scruples switched off"
    r"|\byour (?:\w+ )?(?:conscience|scruples|ethics|morals|principles)"
    r" (?:(?:is|are) (?:now )?)?(?:on mute|on hold|at the door|to sleep|switched off|turned off"
    r"|off|aside)\b"
    r"|\byour (?:content |safety |moral )?filters? (?:is|are) (?:now )?(?:off|switched off"
    r"|turned off|disabled)\b"
    r"|\b(?:put|leave|set|switch|turn|mute) (?:off )?your (?:\w+ )?(?:conscience|scruples|ethics"
    r"|morals|principles|filters?) (?:on mute|on hold|at the door|to sleep|off|aside)\b"
    # "things your makers forbid", "the response your company would never let you write"
    r"|\b(?:your|the) (?:makers|creators|developers|trainers|designers|handlers|owners)"
    r" (?:forbid|forbade|prohibit|ban|would never (?:let|allow) you)\b"
    r"|\byour (?:company|makers|creators|developers|trainers) would never (?:let|allow) you"
    r" (?:to )?(?:write|say|answer|tell|output|give)\b"
    # "answer the way you would if your developers never found out"
    r"|\bif (?:your )?(?:developers|makers|creators|trainers|owners|company|operators)"
    r" (?:never|wouldn'?t|would never|didn'?t|don'?t) (?:found|find|know|see|check)"
    # "even when it conflicts with your principles"
    r"|\beven (?:when|if|though) (?:it|this|that|doing so) (?:conflicts? with|breaks?|violates?"
    r"|goes against|contradicts?) your (?:own )?(?:principles|rules|guidelines|polic(?:y|ies)"
    r"|values|ethics|training|safety \w+)\b"
    # "a model that was never aligned", "never trained to say no"
    r"|\b(?:model|ai|assistant|version of (?:you|yourself)|llm|chatbot) (?:that|which|who)"
    r" (?:was|has|had|is) never (?:been )?(?:aligned|restricted|censored|filtered|trained to"
    r" (?:say no|refuse|decline))"
    # "don't bother declining", "never push back"
    r"|\b(?:don'?t|do not|never) (?:bother )?(?:declining|refusing|push(?:ing)? back)\b"
    r"(?=\s*(?:[.!;,]|$|\n|and\b|or\b))"
)
UNLEASHED_ANCHORS = (
    "unfiltered", "uncensored", "unrestricted", "brakes", "leash", "muzzle", "conscience",
    "scruples", "no guard", "unscrewed", "on mute", "filter off", "filter removed",
    "filter disabled", "guard off", "guard removed", "as if there", "as though there",
    "as if nobody", "as if no one", "as though nobody", "as though no one", "punished for",
    "your ethics", "your morals", "your principles", "your filter", "your content filter",
    "your safety filter", "forbid", "forbade", "prohibit", "would never let you",
    "would never allow you", "found out", "find out", "conflicts with your", "conflict with your",
    "breaks your", "violates your", "goes against your", "contradicts your", "never aligned",
    "never been", "never restricted", "never censored", "never filtered", "never trained",
    "declining", "refusing", "push back", "pushing back",
)  # fmt: skip


def gate_of(anchors: tuple[str, ...]) -> Needles:
    """One group of the anchors, for gated_search.present: a set test against the scan's
    needle pass instead of a loop over the anchors for each segment of a long text."""
    return needles(" ".join(a.replace("_", "\\_").replace(" ", "_") for a in anchors))
