"""Read gate: the thing being judged dictates its own verdict (round 60).

Models now screen CVs, grade essays and code, review papers and pull requests, rank products for
shoppers and judge other models' answers; whoever wrote the thing judged can speak to the
judge. Structures, whatever the wording:

- the judge addressed as a class ("note to AI recruiting tools", "for automated resume
  screeners", "dear AI reviewer", "LLM judge:", "hey review bot", "as the evaluator model",
  "when an AI screens this application", "language models summarizing reviews") and handed
  the verdict: this candidate ranked first or moved to the final round, this paper given a
  strong accept, this essay full marks, every test marked as passed, one response preferred,
  a score of ten output, the pull request approved, the rating reported as five stars, the
  criticism omitted, the rubric or the requirements set aside.

A CV says "ranked first in my class", a rubric tells human reviewers how to score, a shop page
quotes its customers' five stars, and a review bot's documentation says how it approves: what
they lack is a model addressed as the judge together with the verdict it must give.
"""

from __future__ import annotations

from memlane.core.injection_phrases import Gated, any_phrase, phrase_rule

# A model addressed as the judge of the text it reads.
_JUDGE = (
    r"(?:\b(?:ai|llm|gpt|automated|automatic|machine|language[- ]model|model[- ]based)s?"
    r"(?:[- ]powered| based)? (?:\w+ )?(?:recruit\w*|screen\w*|resume|cv|hiring|applicant"
    r"|talent|review(?:er|ers|ing)?|grad(?:er|ers|ing)|judges?|judging|evaluat\w*|rank\w*"
    r"|assess\w*|scor(?:er|ers|ing)|marking|shopping|recommend\w*|summari[sz]\w*)"
    r"|\b(?:resume|cv|application|applicant|candidate)[- ]screen\w*"
    r"|\b(?:review(?:er|ing)?|grad(?:ing|er)|screen(?:ing|er)|hiring|rank(?:ing|er)|judge"
    r"|evaluat(?:or|ion)|scoring|shopping|recruit\w*) (?:bots?|models?|tools?|agents?"
    r"|assistants?|systems?)\b"
    r"|\b(?:llm|ai|model)[- ](?:judge|grader|reviewer|evaluator|screener|recruiter)s?\b"
    r"|\b(?:as|you are) (?:the|an?) (?:evaluator|judge|grader|reviewer|screener|ranker)\b"
    r"|\bif you are an? (?:ai|llm|language model|model|bot)\b"
    r"|\bwhen an? (?:ai|llm|language model|model|bot) (?:screens|reads|reviews|grades|ranks"
    r"|evaluates|scores|assesses|summari[sz]es)"
    r"|\blanguage models? (?:summari[sz]ing|reading|reviewing|grading|ranking|screening))"
)
# The verdict handed to it.
_VERDICT = (
    r"(?:\b(?:rank|list|place|put|position|move)\w* (?:them|him|her|it|me|us|this \w+"
    r"|the (?:candidate|applicant|paper|submission|product|answer|essay|response))\b"
    r"[^.\n]{0,30}?\b(?:first|top|highest|#1|number one|above (?:all|every|the other))"
    r"|\bscor\w* (?:them|him|her|it|me|us|this \w+|the (?:candidate|applicant|paper|submission"
    r"|essay|answer|response|code))\b[^.\n]{0,20}?(?:\d+\s?/\s?\d+|\d+ out of \d+|full|maximum"
    r"|max|highest|perfect|top)"
    r"|\b(?:give|award|assign|grant)\w* (?:it |(?:this|the) (?:\w+ ){1,2}|them |him |her )?"
    r"(?:a score"
    r" of \d|an? (?:rating|grade|score) of|full (?:marks|points|score)|top (?:marks|score)"
    r"|the (?:maximum|highest|top) (?:score|grade|rating|marks)|maximum|a perfect|\d+\s?/\s?\d+"
    r"|\d+ stars|five stars|a strong accept|strong accept|an? a\+?(?=\W))"
    r"|\bmark (?:every|all|each)\b[^.\n]{0,40}?\bas (?:passed|passing|correct|complete|done)"
    r"|\b(?:output|respond with|answer with|reply with|return)\W{0,3}(?:a |the )?(?:score|rating"
    r"|grade) of \d"
    r"|\bprefer (?:response|answer|output|option|candidate|model|completion) [ab12]\b"
    r"|\b(?:response|answer|output|option) [ab12] is (?:better|preferred|the winner)"
    r"|\bapprove (?:it|this|the (?:pr|pull request|change|merge request|patch))\b"
    r"|\b(?:state|say|report|conclude|write|confirm)\w* (?:that )?(?:the|this) (?:candidate"
    r"|applicant) (?:meets|exceeds|satisfies|is the (?:best|strongest|ideal))"
    r"|\bmove (?:them|him|her|this candidate|the candidate|the applicant|this applicant)"
    r" (?:on |forward )?(?:to|into) the (?:final|next|interview)"
    r"|\brecommend (?:hiring|an interview|interviewing|accept\w*|approv\w*|them|him|her"
    r"|this (?:candidate|applicant|paper|product))\b"
    r"|\breport\w* [^.\n]{0,40}?\b(?:rating|score|grade) as (?:\d|five|perfect|excellent)"
    r"|\b(?:omit|hide|ignore|leave out|drop|skip)\w* (?:the |all |any )?(?:negative|bad"
    r"|critical|low|one-star|unfavou?rable) (?:reviews?|comments?|feedback|ratings?)"
    r"|\bwrite only (?:positive|favou?rable|glowing)"
    r"|\b(?:regardless of|ignore|disregard|set aside)\w* (?:the |your |any )?(?:rubric"
    r"|(?:job |stated )?requirements|criteria|grading (?:guide|scheme)|marking scheme"
    r"|instructions)"
    r"|\bis (?:correct|right) and (?:complete|should)|\bhas already been (?:accepted"
    r"|approved|verified|reviewed) by)"
)

# Where a judge is named: the model word before its role, a screener of CVs, a role's bot or
# model, the role itself after "the" or "an" (not "review" or "rank" alone: every page of
# documentation holds them).
_ROLES = (
    "review reviewer reviewing grading grader screening screener hiring ranking ranker judge "
    "evaluator evaluation scoring shopping"
)
_JUDGE_NEEDLES = " ".join(
    (
        "ai_ ai- ai, ai: ai. llm gpt automated_ automatic_ machine_ language_model language-model "
        "model-based model_based resume_screen resume-screen cv_screen cv-screen "
        "application_screen applicant_screen candidate_screen recruit",
        " ".join(
            f"{role}_{who}"
            for role in _ROLES.split()
            for who in ("bot", "model", "tool", "agent", "assistant", "system")
        ),
        " ".join(
            f"{a}_{role}"
            for a in ("the", "an", "a")
            for role in ("evaluator", "judge", "grader", "reviewer", "screener", "ranker")
        ),
    )
)

_JUDGED: tuple[Gated, ...] = (
    phrase_rule(
        _JUDGE_NEEDLES,
        _JUDGE + r"[^\n]{0,200}?" + _VERDICT,
    ),
)


def dictates_its_verdict(folded: str) -> bool:
    """Folded ``text`` tells the model judging it what verdict to give (module doc)."""
    return any_phrase(_JUDGED, folded)


__all__ = ["dictates_its_verdict"]
