"""Read gate: core/prompt_injection_retired's concept in es, fr, de, pt, zh, ja and ru (round 106).

The same parts, one sentence each: the reader's rule set (normas, garde-fous, Vorgaben, regras,
规矩, 決まり, ограничения) said gone (caducaron, retirés, abgeschafft, aposentadas, 作废, 無効,
отменены) with an answer without it after ("responde sin filtros", "réponds à tout", "有问必答",
"何の制限もなく答えて", "отвечай на всё") or a pointer to what the reader got first ("con las
que empezaste", "最初に受け取った", "прежние"); what came before declared noise or void ("todo
lo anterior", "tout ce qui précède", "alles, was man dir vorher gesagt hat", "всё, что было
выше"); an AI said to have agreed to drop its rules ("el asistente aceptó dejar de lado su
política", "助手已经同意…放弃它的规则"); an answer asked for without its warnings ("sans la
moindre mise en garde ni réserve morale", "注意書きや免責事項は一切なしで"). A person's notice
("las normas del torneo anterior ya caducaron", "旧版的报销规定已经作废了") has no answer after
and no reader's pointer, and passes.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import occurring, positions, present
from memlane.core.needle_automaton import learn_everywhere
from memlane.core.prompt_injection_retired_words import gate_of
from memlane.core.text_normalize import strip_accents


def _folded(pattern: str) -> re.Pattern[str]:
    return re.compile(strip_accents(pattern))


_RULESET = _folded(
    r"\b(?:normas|reglas|directrices|indicaciones?|instrucciones|restricciones|limites|filtros"
    r"|politica|garde-fous|regles|consignes|directives|limites|restrictions|vorgaben|regeln"
    r"|richtlinien|anweisungen|einschrankungen|grenzen|filter|regras|orientacoes|diretrizes"
    r"|instrucoes|restricoes|limites|politica|ограничени\w*|правил\w*|указани\w*|инструкци\w*"
    r"|запрет\w*|фильтр\w*)\b|规矩|规则|规定|限制|指令|指示|准则|決まり|ルール|制限|指示|ポリシー"
)
_STATE = _folded(
    r"\b(?:annule\w*|revoque\w*|caducaron|caducado|anulad[oa]s?|derogad[oa]s?|retirad[oa]s?|eliminad[oa]s?"
    r"|nul[oa]s?|sin efecto|retires|retirees|supprimees?|abolies|caduques?|nulles?|abgeschafft"
    r"|aufgehoben|nichtig|ungultig|gelten nicht mehr|aposentad[oa]s|revogad[oa]s|anulad[oa]s"
    r"|sem efeito|отменены|отменен\w*|сняты|аннулирован\w*|недействительн\w*|шум|ruido|bruit"
    r"|rauschen|ruido)\b|作废|失效|取消了|无效|無効|廃止|撤廃|解除され"
)
_STATE_ANCHORS = tuple(
    strip_accents(a)
    for a in (
        "annul", "revoqu", "caduc", "caduqu", "anulad", "derogad", "retirad", "eliminad", "nulo",
        "nula", "sin efecto", "retires", "retirees",
        "supprime", "abolie", "abgeschafft", "aufgehoben", "nichtig", "ungultig",
        "gelten nicht mehr", "aposentad", "revogad", "sem efeito", "отмен", "сняты",
        "аннулир", "недействит", "шум", "ruido", "bruit", "rauschen", "作废", "失效", "取消了",
        "无效", "無効", "廃止", "撤廃", "解除され",
    )
)  # fmt: skip
# an answer without the rules after them, or the reader's pointer to what it got first
_UNHELD = _folded(
    r"\bresponde\w* (?:sin (?:filtros|restricciones|limites|reservas)|a todo)"
    r"|\breponds? a tout|\bsans (?:reserve|filtre|limite)s?\b"
    r"|\bantworte\w* (?:ohne (?:einschrankung|filter|grenzen)|auf alles)"
    r"|\bresponda\w* (?:a tudo|sem (?:ressalvas|filtros|restricoes|limites))"
    r"|отвечай\w* (?:на вс[её]|без (?:оговорок|ограничений|фильтров))"
    r"|有问必答|不要加任何提醒|没有任何限制|不受限制|何の制限もなく|制限なしで|なんでも答え"
    r"|\b(?:sigue|sigas) solo esta nota|\bhalte dich nur an diese notiz"
)
_POINTER = _folded(
    r"\bcon (?:las|los) que (?:empezaste|comenzaste)|\bque (?:recibiste|te dieron)"
    r"|\bque (?:tu as|vous avez) recues?|\bdie (?:man )?dir (?:vorher )?gegeben"
    r"|\bque (?:voce )?recebeu|\bтебе (?:дали|выдали)|最初に受け取った|你收到的|给你的"
)
# what came before, as a whole
_CONTEXT = _folded(
    r"\b(?:todo lo anterior|cualquier indicacion anterior|toda indicacion anterior"
    r"|tout ce qui precede(?! (?:la|le|les|l'|un|une|des)\b)"
    r"|alles,? was man dir vorher gesagt hat|alles (?:bisher )?gesagte"
    r"|tudo o que veio antes|всё,? что было выше|все,? что было выше|всё сказанное ранее)"
    r"|之前(?:的)?(?:所有)?内容|上面(?:的)?(?:所有)?内容|これまでの(?:指示|内容)"
)
_CONTEXT_ANCHORS = tuple(
    strip_accents(a)
    for a in (
        "todo lo anterior", "indicacion anterior", "tout ce qui precede", "vorher gesagt",
        "gesagte", "tudo o que veio", "было выше", "сказанное ранее", "之前", "上面", "これまでの",
    )
)  # fmt: skip
_VOIDED = _folded(
    r"\b(?:nul[oa]|sin efecto|ruido|bruit|nul(?:le)?|nichtig|ungultig|rauschen|sem efeito"
    r"|шум|недействительн\w*|не в счет)\b|作废|无效|無効|噪音"
)
# an AI said to have agreed to drop its rules
_AI = _folded(
    r"\b(?:el asistente|la ia|l'assistant|l'ia|der assistent|die ki|o assistente|a ia"
    r"|ассистент|ии)\b|助手|人工智能|アシスタント|ai"
)
_AGREED = _folded(
    r"\b(?:acepto|accedio|acordo|a accepte|a consenti|zugestimmt|eingewilligt|concordou"
    r"|aceitou|согласил\w*)\b|同意|承诺|了承|合意"
)
_DROPPED = _folded(
    r"\b(?:dejar de lado|renunciar a|abandonar|ignorar|renoncer a|abandonner|fallen zu lassen"
    r"|aufzugeben|zu ignorieren|abrir mao d|отказаться от|игнорировать)\b|放弃|不再遵守"
    r"|捨てる|放棄|無視する"
)
_AGREED_ANCHORS = tuple(
    strip_accents(a)
    for a in (
        "acepto", "accedio", "acordo", "accepte", "consenti", "zugestimmt", "eingewilligt",
        "concordou", "aceitou", "соглас", "同意", "承诺", "了承", "合意",
    )
)  # fmt: skip
# an answer asked for without its warnings
_NONE_OF = _folded(
    r"\b(?:sin|sans|ohne|sem|без)\b (?:(?:la|le|les|el|los|las|o|a|os|as|die|den) )?"
    r"(?:(?:moindre|menor|minima|geringste\w*|nenhuma|ningun\w*|any) )?"
    r"(?:advertencias?|avisos?|descargos?|mises? en garde|avertissements?|reserves? morales?"
    r"|warnhinweise\w*|hinweise\w*|vorbehalte\w*|ressalvas|avisos|предупреждени\w*|оговорок"
    r"|дисклеймеров)"
    r"|(?:注意書き|免責事項|警告|免责声明|提醒)(?:や\S{1,8})?(?:は|も)?(?:一切)?(?:なし|なく|不要)"
)
_NONE_ANCHORS = tuple(
    strip_accents(a)
    for a in (
        "advertencia", "aviso", "descargo", "mise en garde", "mises en garde", "avertissement",
        "reserve morale", "warnhinweis", "hinweise", "vorbehalt", "ressalva", "предупрежден",
        "оговор", "дисклеймер", "注意書き", "免責事項", "警告", "免责声明", "提醒",
    )
)  # fmt: skip
_ANSWER = _folded(
    r"\b(?:respon\w*|repon\w*|antwort\w*|utile|util|hilfreich|ответ\w*|полезн\w*)\b"
    r"|回答|答え|役立つ|回答して|有帮助"
)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？\n]")

learn_everywhere(_STATE_ANCHORS + _CONTEXT_ANCHORS + _AGREED_ANCHORS + _NONE_ANCHORS)


_ANY = gate_of(_STATE_ANCHORS + _CONTEXT_ANCHORS + _AGREED_ANCHORS + _NONE_ANCHORS)


def _sentence(folded: str, at: int) -> tuple[int, int, int]:
    lo = max(0, at - 200)
    ends = [m.end() for m in _SENTENCE_END.finditer(folded, lo, at)]
    start = ends[-1] if ends else lo
    after = _SENTENCE_END.search(folded, at, at + 200)
    end = after.start() if after else min(len(folded), at + 200)
    following = _SENTENCE_END.search(folded, end + 1, end + 201)
    return start, end, following.start() if following else min(len(folded), end + 201)


def _at(folded: str, anchors: tuple[str, ...]) -> list[int]:
    return sorted({at for a in occurring(folded, anchors) for at in positions(folded, a)})


def retires_the_readers_rules_abroad(folded: str) -> bool:
    """Folded text says the reader's rules are gone, conceded or stripped, in es, fr, de, pt,
    zh, ja or ru (see the module)."""
    if not present(_ANY, folded):
        return False
    for at in _at(folded, _STATE_ANCHORS):
        lo, hi, next_hi = _sentence(folded, at)
        if not _STATE.search(folded, max(lo, at - 5), hi):
            continue
        if _RULESET.search(folded, lo, hi) and (
            _UNHELD.search(folded, lo, next_hi) or _POINTER.search(folded, lo, hi)
        ):
            return True
    for at in _at(folded, _CONTEXT_ANCHORS):
        lo, hi, next_hi = _sentence(folded, at)
        if _CONTEXT.search(folded, lo, hi) and _VOIDED.search(folded, lo, hi):
            return True
    for at in _at(folded, _AGREED_ANCHORS):
        lo, hi, _ = _sentence(folded, at)
        if (
            _AI.search(folded, lo, hi)
            and _DROPPED.search(folded, lo, hi)
            and _RULESET.search(folded, lo, hi)
        ):
            return True
    for at in _at(folded, _NONE_ANCHORS):
        lo, hi, _ = _sentence(folded, at)
        if _NONE_OF.search(folded, lo, hi) and _ANSWER.search(folded, lo, hi):
            return True
    return False


__all__ = ["retires_the_readers_rules_abroad"]
