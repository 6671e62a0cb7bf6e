"""Write gate: a named person's health (round 30).

A diagnosis is personal data of the most sensitive kind once a person is named with it;
"type 1 diabetes affects millions" or "we diagnosed the leak" name nobody. A hit needs, in
one sentence, a diagnosis said as having happened to someone in one of fourteen languages
("was diagnosed with", "wurde … diagnostiziert", "a été diagnostiquée", "le
diagnosticaron", "zdiagnozowano", "диагностировали", "teşhisi kondu", "と診断された",
"被诊断为", "진단을 받았다") and, before it, a person: a first and last name (two capitalised
words that are not a sentence's function words), a title and a name ("Mme Dubois", "Herr
Brandt"), or the honorifics and words for a patient that Japanese, Chinese and Korean
write next to a name (さん, 患者, 씨). The active voice (round 31) names the person after the
verb: "Dr. Patel diagnosed Maria Lopez with …" (a full name), or "… diagnosed Tomasz with …"
when a clinician is the subject ("Dr.", "her doctor", "the neurologist"): "the team
diagnosed Kubernetes with a flaky resolver" names a program. A label alone ("Diagnosis: …")
counts only after a patient's label or a title: "Server Health Diagnosis:" is a report's
heading.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]

_SAID = re.compile(
    r"(?:\b(?:was|is|has been|had been|got|were|been|being)[ \t]+diagnosed[ \t]+with"
    r"|\btested[ \t]+positive[ \t]+for|\bhiv[ -]positive"
    r"|diagnostiziert|diagnostiqu[ée]e?s?\b|diagnosticar(?:on|a)\b|diagnosticad[oa]s?\b"
    r"|diagnosticat[oa]\b|gediagnosticeerd|(?:ziekte|kanker|diabetes|diagnose)[^.\n]{0,60}"
    r"vastgesteld|zdiagnozowan[oaey]\b|диагностировал[аи]?\b|диагностирован[аы]?\b"
    r"|teşhisi[ \t]+kondu|tanısı[ \t]+kondu|teşhis[ \t]+edildi|diagnostiserades"
    r"|fick diagnosen"
    r"|と診断|被诊断为|被診斷為|确诊|確診|진단을[ \t]*받|진단받)",
    re.IGNORECASE,
)
_SAID_NEEDLES = needles(
    "diagnosed tested_positive hiv-positive hiv_positive diagnostiz diagnostiqu diagnostica "
    "gediagnosticeerd vastgesteld zdiagnozowan диагностир teşhis tanısı diagnostiserades "
    "fick_diagnosen "
    "診断 诊断 診斷 确诊 確診 진단"
)
_LABEL = re.compile(
    r"(?:\bdiagnosis|\bdiagnose|\bdiagnóstico|\bdiagnostic|\bdiagnosi|\bdiagnoza|диагноз)"
    r"[ \t]*:",
    re.IGNORECASE,
)
_LABEL_NEEDLES = needles("diagnosis diagnose: diagnóstico diagnostic: diagnosi: diagnoza диагноз")
# "diagnosed <someone> with": one to three words between the verb and "with"
_ACTIVE = re.compile(
    r"\bdiagnosed[ \t]+(?P<who>(?:(?:Mr|Mrs|Ms|Mx|Mme|Herr|Frau)\.?[ \t]+)?[^\W\d_][^\W\d_'’\-]*"
    r"(?:[ \t]+[^\W\d_][^\W\d_'’\-]*){0,2})[ \t]+with\b"
)
_ACTIVE_NEEDLES = needles("diagnosed")
_CLINICIAN = re.compile(
    r"\b(?:Dr|Doctor|Prof)\.?[ \t]+[^\W\d_]|(?i:\b(?:doctor|physician|gp|clinician|nurse"
    r"|psychiatrist|psychologist|therapist|neurologist|oncologist|cardiologist|pediatrician"
    r"|paediatrician|dermatologist|specialist|surgeon|consultant)s?\b)"
)
_WORD = re.compile(r"[^\W\d_][^\W\d_'’\-]*")
_PARTICLES = frozenset(("de", "da", "di", "del", "van", "von", "der", "den", "la", "le", "du"))
# Capitalised words that open sentences and name nobody ("The Kubernetes …"; in "Bei Thomas
# Brandt …" the name still follows the preposition).
_STOP = frozenset(
    re.findall(
        r"\w+",
        "the this that these those our we my his her their when after before since in on at for"
        " from with and but der die das ein eine bei im am mit le la les un une chez el los las"
        " una con il lo gli uno het een bij met na po u w v y e o a i",
    )
)
_TITLE = re.compile(
    r"\b(?:Mr|Mrs|Ms|Mx|Mme|Mlle|M|Herr|Frau|Sr|Sra|Srta|Sig|Sig\.ra|Dhr|Mevr|Pan|Pani"
    r"|Господин|Госпожа|(?i:signor|signora|señor|señora|senhor|senhora|monsieur|madame"
    r"|mevrouw|meneer|mister))\.?[ \t]+[^\W\d_]"
)
_PATIENT = re.compile(
    r"(?i:\bpatient(?:in|e)?|\bpaciente|\bpaziente|\bpacjent(?:ka)?|\bпациент(?:ка)?|\bhasta)"
    r"[ \t]*:?[ \t]+[^\W\d_]"
)
_CJK_PERSON = re.compile(r"さん|様|氏|씨|님|先生|女士|患者|환자")
_SENTENCE_END = re.compile(r"[.!?。！？\n](?=\s|$)|[。！？\n]")


# "Mr. Okafor", "Dr. Chen": the title's full stop ends no sentence.
_ABBREVIATION = re.compile(r"(?:\b(?:Mr|Mrs|Ms|Mx|Dr|Prof|Sr|Sra|Srta|Sig|Dhr|Mevr|St|M))\.\Z")


def sentence_before(text: str, start: int) -> str:
    lo = max(0, start - 160)
    head = text[lo:start]
    for end in reversed(list(_SENTENCE_END.finditer(head))):
        if not _ABBREVIATION.search(head, 0, end.end()):
            return head[end.end() :]
    return head


def _full_name(prefix: str) -> bool:
    words = list(_WORD.finditer(prefix))
    for i, w in enumerate(words):
        word = w.group()
        if not (word[0].isupper() and word[1:].islower()) or word.lower() in _STOP:
            continue
        j = i + 1
        while j < len(words) and words[j].group() in _PARTICLES:
            j += 1
        if j < len(words):
            nxt = words[j].group()
            between = prefix[w.end() : words[j].start()]
            if (
                nxt[0].isupper()
                and nxt[1:].islower()
                and nxt.lower() not in _STOP
                and (between.strip(" \t") == "" or all(p in _PARTICLES for p in between.split()))
            ):
                return True
    return False


def named(prefix: str, *, strict: bool) -> bool:
    if _TITLE.search(prefix) or _PATIENT.search(prefix) or _CJK_PERSON.search(prefix):
        return True
    return not strict and _full_name(prefix)


# The rules read here and their needle groups: on a memory, only those whose needles it may
# hold are tried (short_presence.rules_for: one look-up for them all)
_RULES = (
    (_SAID, _SAID_NEEDLES),
    (_ACTIVE, _ACTIVE_NEEDLES),
    (_LABEL, _LABEL_NEEDLES),
)
_RULE_GROUPS = tuple(groups for _, groups in _RULES)


def health_hits(text: str, lowered: str) -> Iterator[Hit]:
    """A diagnosis said of a named person (see the module docstring)."""
    where = lowered if len(lowered) == len(text) else text  # where find_near looks
    held = [pattern for pattern, _ in rules_for(_RULES, _RULE_GROUPS, where)]
    if _SAID in held:
        for m in find_near(_SAID, text, _SAID_NEEDLES, reach=200, haystack=lowered):
            if named(sentence_before(text, m.start()), strict=False):
                yield m.start(), m.end(), "health_data"
    if _ACTIVE in held:
        for m in find_near(_ACTIVE, text, _ACTIVE_NEEDLES, reach=200, haystack=lowered):
            who = m.group("who")
            if not who[0].isupper() or who.split()[0].lower() in _STOP:
                continue  # "diagnosed the leak with …"
            if named(who, strict=False) or _CLINICIAN.search(sentence_before(text, m.start())):
                yield m.start(), m.end(), "health_data"
    if _LABEL in held:
        for m in find_near(_LABEL, text, _LABEL_NEEDLES, reach=200, haystack=lowered):
            lo = max(0, m.start() - 160)
            if named(text[lo : m.start()], strict=True):
                yield m.start(), m.end(), "health_data"


__all__ = ["health_hits", "named", "sentence_before"]
