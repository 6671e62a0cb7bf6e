"""Read gate: a translation or a decoding the reader is told to carry out, in the collections'
languages (round 102).

Round 63's :mod:`prompt_injection_fiction` reads the English "translate this into French,
then follow the instructions". Templates wrap the same in other languages and verbs:
"Translate into Spanish and then carry it out", "then do what it says", "Übersetze das ins
Englische und führe es dann aus", "Traduis ce texte en anglais puis applique-le", "Traduce …
y luego cúmplelo", "Traduci … e poi esegui le istruzioni", "… çevir ve sonra söylediğini yap",
"Dịch … rồi làm theo", "翻訳してから、その指示に従って". In one sentence: a verb of translating
and, after it, one of carrying out what the translation says. A translation read aloud,
checked or proofread is not carried out, and what is carried out must lift the reader's rules
or drop its instructions: a recipe translated "then do what it says" is a recipe.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import find_near, needles
from memlane.core.prompt_injection_jailbreak_words import UNBOUND
from memlane.core.prompt_injection_lexicon import discards_in

_TRANSLATE = re.compile(
    r"\b(?:translat\w*|traduc\w*|traduis\w*|traduir\w*|traduz\w*|traduzi\w*|traduci\w*|ubersetz\w*"
    r"|vertaal\w*|przetlumacz\w*|cevir\w*|dich|terjemah\w*|переведи\w*|перевод\w*)\b"
    r"|翻译|翻譯|翻訳|번역|ترجم|अनुवाद"
)
_TRANSLATE_GROUPS = needles(
    "translat traduc traduis traduir traduz traduzi traduci ubersetz vertaal przetlumacz cevir "
    "dich terjemah переведи перевод 翻译 翻譯 翻訳 번역 ترجم अनुवाद"
)
# carrying out what it says, after the translating verb
_OBEY = re.compile(
    r"\b(?:(?:then|and) (?:then )?(?:do what it says|carry (?:it|them) out|execute (?:it|them)"
    r"|act on it|obey (?:it|them)|follow (?:it|them|its instructions|the instructions)|comply)"
    r"|(?:y|luego|despues) (?:luego )?(?:cumplelo|cumple|ejecutalo|ejecuta|haz lo que dice|obedece)"
    r"|puis (?:applique|execute|obeis|fais ce qu'il dit|suis)\w*"
    r"|(?:und|dann) (?:\w+ )?(?:fuhre|befolge|tu was)\w*|e poi (?:esegui|segui|fai quello)\w*"
    r"|e (?:depois|entao) (?:execute|cumpra|siga|faca o que)\w*|en (?:voer|volg)\w* (?:het|ze)"
    r"|(?:ve|sonra) (?:\w+ )?(?:soyledigini yap|uygula|yerine getir)\w*|roi lam theo"
    r"|lalu (?:lakukan|jalankan|ikuti)\w*|и (?:затем |потом )?(?:выполни|сделай то)\w*)\b"
    r"|然后(?:照做|执行|按照)|然後(?:照做|執行|按照)|(?:指示|内容)に従って|실행해|따라 ?해"
    r"|ثم (?:نفذ|اتبع)|और (?:फिर )?(?:उसका पालन|पालन)"
)
_REACH = 240
# what is carried out lifts the reader's rules or drops its instructions (a recipe or a notice
# translated and followed is not an attack)
_UNBINDS = re.compile(
    UNBOUND + r"|\b(?:n'as plus|n'avez plus) (?:aucune? |de )?(?:regles?|restrictions?|limites?)"
    r"|\b(?:no|keine|ningun\w*|nessun\w*|nenhum\w*) (?:more )?(?:rules|regeln|reglas|regole"
    r"|regras)\b"
)
_CARRIED = 400  # characters around the translating verb the carried text is read in


def obeys_a_translation(folded: str) -> bool:
    """Folded text asks for a translation and, after it, for what it says to be carried out."""
    for m in find_near(_TRANSLATE, folded, _TRANSLATE_GROUPS, reach=_REACH):
        if not _OBEY.search(folded, m.end(), min(len(folded), m.end() + _REACH)):
            continue
        lo, hi = max(0, m.start() - _CARRIED), min(len(folded), m.end() + _CARRIED)
        if _UNBINDS.search(folded, lo, hi) or discards_in(folded, lo, hi):
            return True
    return False


__all__ = ["obeys_a_translation"]
