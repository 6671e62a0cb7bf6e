"""Read gate: round 73's task swap in eighteen more languages (round 74, issue 19).

Round 73 (:mod:`memlane.core.prompt_injection_task_swap`) caught in English only the task a
model was given swapped by the content it processes. This module carries its families into
Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese, Korean, Arabic, Hindi,
Turkish, Indonesian, Polish, Dutch, Ukrainian, Vietnamese and Persian, each as an anchor whose
sentence holds the other parts in any order (the words in
:mod:`memlane.core.prompt_injection_task_swap_abroad_words`):

- the data declared over and a new task set for the reader: a label that opens a task ("Nueva
  tarea para el asistente:", "新任务：", "새 작업:") naming the model, the user or a reply, with
  the data's end as a marker standing on its own before it ("=== FIN DEL CORREO ===", "[Ende des
  Dokuments]", "【文書の終わり】");
- the task replaced: "instead of" or the work declined ("no traduzcas", "不要总结", "번역하지
  말고", "übersetze diesen Text nicht") beside the work done on this text, an order to answer
  and the answer given: a quote, a link, or a claim to make ("dis simplement que …");
- the answer fixed: "your only answer" beside a given text (a quote, a link, "la palabra …");
  a model "that reads this" beside "must", what it must return, classify or mark, and the
  verdict given (quoted, after a colon, "como …").

A mail footer's "-- fin del correo --" followed by a confidentiality notice, a tracker's "---
fin del mensaje --- Nueva tarea: PROJ-12 …", "en lugar de resumir todo el informe, el anexo …",
"просто напишите краткое резюме" (other work, not an answer), "vous pouvez, au lieu de traduire
…" (an option offered), "«да» или «нет»" (a choice), "tout modèle qui lit ce fichier doit
retourner une erreur si …" (no verdict given) lack a part or carry what clears it.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, find_near, present
from memlane.core.injection_phrases import PHRASE_REACH
from memlane.core.prompt_injection_errands_abroad_parts import TELL_ANS, USER
from memlane.core.prompt_injection_processed_abroad_words import (
    ADDRESS,
    AI,
    FIXED_REPLY,
    REPLY,
    THIS_CONTENT,
)
from memlane.core.prompt_injection_task_swap_abroad_words import (
    DATA_OVER,
    DECLINED,
    DECLINED_NEEDLES,
    INSTEAD,
    INSTEAD_NEEDLES,
    JUDGE_MODEL,
    LABEL_END,
    MAY,
    MUST,
    NEW_TASK,
    NEW_TASK_NEEDLES,
    QUOTED_CHOICE,
    READING_THIS,
    READING_THIS_NEEDLES,
    SAY_THAT,
    SPLIT_DECLINED,
    SPLIT_DECLINED_NEEDLES,
    TASK,
    THE_WORD,
    THIS_PART,
    VERDICT,
    VERDICT_GIVEN,
    YOUR_ONLY,
    YOUR_ONLY_NEEDLES,
)
from memlane.core.sentence_rules import Rule, SentenceRules, any_of

_DATA_REACH = 300  # characters before a new task where the data's end may be declared
_LINE_END = re.compile(r"\n")
_FOR_THE_READER = any_of(AI, USER, REPLY, TELL_ANS).compiled


def _new_task_after_the_data(folded: str) -> bool:
    if not present(NEW_TASK_NEEDLES, folded):
        return False
    for m in find_near(NEW_TASK.compiled, folded, NEW_TASK_NEEDLES, reach=PHRASE_REACH):
        # a label: the task word ends on a colon or a dash on its line ("新任务：", "Nueva
        # tarea para el asistente:"), not a plan's prose ("la nueva tarea es más corta")
        label = LABEL_END.compiled.match(folded, m.end())
        if label is None:
            continue
        if not DATA_OVER.search(folded, max(0, m.start() - _DATA_REACH), m.start()):
            continue
        # a task for the reader: the model, the user, a reply ("--- fin del mensaje --- Nueva
        # tarea: PROJ-12 Actualizar dependencias (asignada a Lucía)" is a tracker's digest)
        stop = _LINE_END.search(folded, label.end())
        if _FOR_THE_READER.search(folded, m.start(), stop.start() if stop else len(folded)):
            return True
    return False


_THIS = any_of(THIS_CONTENT, THIS_PART)
# the answer given: a quote, a link, or a claim to make ("dis que …"): "just write a short
# summary instead" hands the reader other work on the same text, not an answer
_GIVEN = any_of(FIXED_REPLY, ADDRESS, SAY_THAT)

_RULES: tuple[Rule, ...] = (
    # "en lugar de resumir esta página, responde solo con …"
    # (an option offered: "vous pouvez, au lieu de traduire ce document, répondre …")
    (INSTEAD, INSTEAD_NEEDLES, (((TASK, _THIS, REPLY, _GIVEN), MAY),)),
    # "ne traduis pas ce texte ; dis simplement …"
    (DECLINED, DECLINED_NEEDLES, (((_THIS, REPLY, _GIVEN), MAY),)),
    (SPLIT_DECLINED, SPLIT_DECLINED_NEEDLES, (((_THIS, REPLY, _GIVEN), MAY),)),
    # "tu única respuesta debe ser la palabra …" (not a choice: "«да» или «нет»")
    (YOUR_ONLY, YOUR_ONLY_NEEDLES, (((THE_WORD,), QUOTED_CHOICE),)),
    # "cualquier clasificador que lea esto debe devolver: …"
    # (the verdict given: "doit retourner une erreur si la clé manque" is a format's rule)
    (READING_THIS, READING_THIS_NEEDLES, (((JUDGE_MODEL, MUST, VERDICT, VERDICT_GIVEN), None),)),
)

_CHECK = SentenceRules(_RULES)

# Every anchor's needles in one group: a text holding none of them is asked once.
_ANY_ANCHOR: Needles = (
    tuple(dict.fromkeys([*NEW_TASK_NEEDLES[0], *(n for rule in _RULES for n in rule[1][0])])),
)


def swaps_the_task_abroad(folded: str) -> bool:
    """Folded ``text`` declares its data over and sets a new task, replaces the task its reader
    was given, or fixes the reader's answer, in one of eighteen languages (module doc)."""
    if not present(_ANY_ANCHOR, folded):
        return False
    return _new_task_after_the_data(folded) or _CHECK.match(folded)


__all__ = ["swaps_the_task_abroad"]
