"""Read gate: rounds 61 and 63's pivots and carried jailbreaks in German, Spanish, French,
Italian, Portuguese, Russian, Chinese and Japanese (round 65).

The same structures as core/prompt_injection_pivot.py and _fiction.py, each in the words of its
language:

- the model's previous task declared finished, cancelled or void;
- praise, then "now that this part is done" and an order to the model;
- "new instructions follow" / "here are your new instructions:";
- the earlier text declared "only a test" or "only the context", and the real task given;
- a frame (a story, a hypothesis, "for educational purposes", a fictional world) around a
  harmful act with its detail demanded ("step by step", "in detail");
- a persona that never refuses, or has no rules or filters.

A team's notes in these languages say "great, now that the release is out, the retro is on
Monday", "that was only a test of the monitoring", "the new installation instructions are in
the README": what they lack is the model's task declared over together with an order to the
model, or the harmful act with its detail demanded.
"""

from __future__ import annotations

import unicodedata

from memlane.core.injection_phrases import Gated, any_phrase, phrase, phrase_rule


def _unaccented(text: str) -> str:
    """``text`` with Latin letters' accents dropped, as folded text has them ("è" -> "e",
    "für" -> "fur"); other scripts as written (fold keeps "й" and "で")."""
    out = []
    for ch in text:
        if 0x80 <= ord(ch) < 0x250:
            ch = "".join(
                c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c)
            )
        out.append(ch)
    return "".join(out)


def _rule(spec: str, pattern: str) -> Gated:
    """:func:`phrase_rule` for words written in their usual spelling."""
    return phrase_rule(_unaccented(spec), _unaccented(pattern))


# An order to the model, per language (the imperative forms a request uses).
_ORDER = (
    r"(?:schreib\w*|erklär\w*|sag\w*|gib|antworte\w*|nenn\w*|liste\w*|übersetz\w*|erzähl\w*"
    r"|verfass\w*|zeig\w*"
    r"|escribe|explica\w*|di|dime|responde|dame|cuenta\w*|traduce|haz|lista|revela\w*"
    r"|écris|explique\w*|dis|dis-moi|réponds|donne\w*|raconte\w*|traduis|fais|révèle\w*"
    r"|scrivi|spiega\w*|dimmi|rispondi|dammi|racconta\w*|traduci|fai|elenca\w*|rivela\w*"
    r"|escreva|explique|diga|responda|me dê|conte|traduza|faça|liste|fale|revele"
    r"|напиши|объясни|скажи|ответь|дай|расскажи|переведи|сделай|перечисли|раскрой)"
)

# Praise, then "now that this part is done" and an order — at the start of the text only ("super",
# "prima" and "merci" occur in every long English text: "superclass", "primary").
_OPENING = 240
_PRAISE_PIVOT = phrase(
    _unaccented(
        r"^\W*(?:super|sehr gut|gut gemacht|toll|prima|klasse|perfekt|danke|muy bien|genial"
        r"|perfecto|excelente|buen trabajo|gracias|très bien|tres bien|parfait|bravo|merci"
        r"|ottimo(?: lavoro)?|molto bene|perfetto|grazie|muito bem|ótimo|otimo|obrigad[oa]"
        r"|отлично|хорошо|молодец|прекрасно|спасибо|很好|太好了|做得好|不错|谢谢|よくできました"
        r"|素晴らしい)(?: \w+){0,2}?\s?[.!！。,]+"
        r"[^\n]{0,40}?(?:(?:jetzt|nun),? (?:wo|da|nachdem) (?:das|dies|dieser teil) (?:erledigt"
        r"|vorbei|geschafft|fertig|abgeschlossen) ist"
        r"|ahora que (?:esa|esta|eso|esto) (?:parte |tarea )?(?:terminó|termino|ha terminado"
        r"|está lista|acabó)"
        r"|maintenant que (?:cette partie|cela|c'est|ceci) (?:est )?(?:fini|finie|terminé"
        r"|terminée)"
        r"|ora che (?:questa|quella) (?:parte|fase) è (?:finita|terminata|conclusa)"
        r"|agora que (?:essa|esta) (?:parte|etapa) (?:terminou|acabou)"
        r"|теперь,? когда (?:с этим|это|эта часть) (?:покончено|закончено|готово|сделано"
        r"|завершена)"
        r"|现在(?:那|这)(?:部分|个任务|一步)(?:已经)?(?:结束|完成)了)"
        r"[^\n]{0,40}?(?:\b"
        + _ORDER
        + r"\b|请|写|告诉我|解释|回答|列出|翻译|答えて|書いて|教えて|説明して)"
        r"|^\W*(?:よくできました|素晴らしい|很好|做得好)[^\n]{0,20}?(?:新しい指示|新的指令|新指令)"
    )
)

_PIVOT_ABROAD: tuple[Gated, ...] = (
    # the model's previous task declared over
    _rule(
        "deine_vorherige ihre_vorherige deine_bisherige deine_alte deine_ursprüngliche "
        "ihre_ursprüngliche deine_erste tu_tarea tu_misión tu_instrucción tu_trabajo ta_tâche "
        "ta_mission ta_consigne il_tuo_compito il_tuo_incarico sua_tarefa tua_tarefa "
        "sua_missão tua_missão твоя ваша 之前的 以前的 原来的 先前的 前の 以前の 元の 最初の",
        r"(?:\b(?:deine|ihre) (?:vorherige|bisherige|alte|ursprüngliche|erste) (?:aufgabe|anweisung"
        r"\w*|mission) (?:ist|sind|wurde|wurden) (?:jetzt |nun )?(?:beendet|erledigt|vorbei"
        r"|abgeschlossen|hinfällig|ungültig|aufgehoben)\b"
        r"|\btu (?:tarea|misión|mision|instrucción|trabajo) (?:anterior|previa|original)"
        r" (?:ha terminado|terminó|termino|está terminada|ha sido cancelada|queda anulada"
        r"|ya no es válida)"
        r"|\bta (?:tâche|tache|mission|consigne) (?:précédente|precedente|initiale|originale)"
        r" (?:est|a été) (?:terminée|terminee|finie|annulée|annulee|caduque)"
        r"|\bil tuo (?:compito|incarico) (?:precedente|originale) (?:è|e) (?:finito|terminato"
        r"|concluso|annullato)"
        r"|\b(?:sua|tua) (?:tarefa|missão|missao) (?:anterior|original) (?:terminou|acabou"
        r"|está encerrada|foi cancelada)"
        r"|(?:твоя|ваша) (?:предыдущая|прежняя|первая|исходная) (?:задача|миссия|инструкция)"
        r" (?:выполнена|завершена|окончена|закончена|отменена)"
        r"|(?:之前|以前|原来|先前)的(?:任务|指令|工作)(?:已经)?(?:完成|结束|取消|作废)"
        r"|(?:前の|以前の|元の|最初の)(?:タスク|指示|任務)は(?:もう)?(?:終わり|終了|完了|無効))"
        # ... and something new ordered ("deine vorherige Aufgabe ist erledigt" alone is news)
        r"[^\n]{0,150}?(?:\b(?:jetzt|nun|ab sofort|stattdessen|ahora|maintenant|désormais"
        r"|adesso|agora|теперь|отныне)\b|\b"
        + _ORDER
        + r"\b|现在|从现在起|这时|これから|今から|请|告诉我)",
    ),
    # "new instructions follow", "here are your new instructions:"
    _rule(
        "新しい指示 新的指令 新指令",
        r"(?:新しい指示(?:です|は)?\s?[:：]|(?:以下是|下面是|这是)?(?:你的)?新的?指令(?:如下)?\s?[:：])",
    ),
    # the earlier text declared a mere test or context, the real task given
    _rule(
        "el_contexto una_prueba un_ejemplo un_ensayo il_contesto un_test una_prova "
        "un_esempio o_contexto um_teste um_exemplo контекстом тестом примером",
        r"\b(?:eso|esto|lo anterior) (?:era|fue) (?:solo |sólo |solamente )?(?:el contexto"
        r"|una prueba|un ejemplo|un ensayo)\b[^\n]{0,100}?\b(?:la|tu) (?:tarea|misión|mision)"
        r" (?:real|verdadera)\b"
        r"|\b(?:questo|quello|ciò) era (?:solo |soltanto )?(?:il contesto|un test|una prova|un"
        r" esempio)\b[^\n]{0,100}?\b(?:il tuo|il) (?:vero|reale) (?:compito|incarico)\b"
        r"|\b(?:isso|isto) (?:era|foi) (?:só |apenas )?(?:o contexto|um teste|um exemplo)\b"
        r"[^\n]{0,100}?\b(?:a sua|sua|a) (?:verdadeira|real) (?:tarefa|missão)\b"
        r"|(?:это|всё это) было (?:лишь |только |просто )?(?:контекстом|тестом|примером)"
        r"[^\n]{0,100}?(?:настоящая|реальная|истинная) задача",
    ),
    # a frame around a harmful act with its detail demanded
    _rule(
        # the frame first: the harm words ("gift", "arma", "poison") are English words too
        "geschichte hypothetisch fiktiv rollenspiel drehbuch stell_dir bildungszweck historia "
        "hipotétic hipotetic ficticio juego_de_rol guion imagina_ fines_educativos histoire "
        "hypothéti fictif fictive jeu_de_rôle un_scénario le_scénario fins_éducatives storia "
        "ipotetic immagina_ scopi_educativi fictício fins_educacionais представь гипотетически "
        "образовательных",
        r"\b(?:geschichte|hypothetisch\w*|fiktiv\w*|rollenspiel|drehbuch|stell dir vor"
        r"|bildungszweck\w*|historia|hipotétic\w*|hipotetic\w*|ficticio|juego de rol|guion"
        r"|imagina|fines educativos|histoire|hypothéti\w*|fictif|fictive|jeu de rôle|scénario"
        r"|fins éducatives|storia|ipotetic\w*|immagina|scopi educativi|hipotétic\w*|fictício"
        r"|imagine|fins educacionais|представь|гипотетически|в образовательных целях)\b"
        r"[^\n]{0,160}?\b(?:schritt für schritt|genau|detailliert|im detail|paso a paso"
        r"|en detalle|detalladamente|étape par étape|en détail|précisément|passo (?:a|dopo)"
        r"|passo|nei dettagli|в деталях|пошагово|подробно)\b[^\n]{0,120}?\b(?:sprengstoff"
        r"|bombe|waffe|gift|schloss knack\w*|hack\w*|einbrech\w*|stehl\w*|geldwäsche"
        r"|fälsch\w*|explosiv\w*|bomba|arma|veneno|robar|hackear|piratear|falsificar|lavar"
        r" dinero|explosif|poison|voler|pirater|falsifier|blanchir|esplosiv\w*|rubare"
        r"|взлом\w*|взорв\w*|оружи\w*|яд|украсть)"
        r"|\b(?:hipotéticamente|hipoteticamente|ipoteticamente|hypothétiquement|hypothetisch)"
        r"\b[^\n]{0,120}?\b(?:paso a paso|en detalle|étape par étape|en détail|schritt für"
        r" schritt|passo a passo)\b[^\n]{0,80}?\b(?:robar|hackear|falsificar|voler|pirater"
        r"|stehlen|hacken|rubare|roubar)",
    ),
    # a persona that never refuses, or has no rules or filters
    _rule(
        "niemals_ablehnt lehnt_niemals nie_ablehnt keine_warnungen keine_regeln ohne_regeln "
        "ohne_filter nunca_se_niega nunca_rechaza no_tiene_reglas sin_reglas sin_filtros "
        "ni_filtros ne_refuse_jamais sans_règles aucune_règle sans_filtres aucun_filtre "
        "non_rifiuta senza_regole senza_filtri nunca_recusa sem_regras sem_filtros "
        "никогда_не_отказывает без_правил без_фильтров без_ограничений",
        r"\b(?:du bist|eres|tu es|sei|você é|voce e|ты)\b[^\n]{0,60}?\b(?:niemals ablehnt"
        r"|lehnt niemals ab|nie ablehnt|keine warnungen|keine regeln|ohne regeln|ohne filter"
        r"|nunca se niega|nunca rechaza|no tiene reglas|sin reglas|sin filtros|ni filtros"
        r"|ne refuse jamais|sans règles|sans regles|aucune règle|sans filtres|aucun filtre"
        r"|non rifiuta mai|senza regole|senza filtri|nunca recusa|sem regras|sem filtros"
        r"|никогда не отказывает|без правил|без фильтров|без ограничений)",
    ),
)


def pivots_abroad(folded: str) -> bool:
    """Folded ``text`` pivots the model to a new task or talks its rules away, in one of eight
    languages (module doc)."""
    return _PRAISE_PIVOT.search(folded[:_OPENING]) is not None or any_phrase(_PIVOT_ABROAD, folded)


__all__ = ["pivots_abroad"]
