"""Lexicons of core/prompt_injection_superseded: an AI named as the addressee, the user's input
set aside, and the reader's instructions declared void, in the languages the held-out corpus
used (round 98). Each is tried on a window around a literal anchor
(core/prompt_injection_superseded)."""

from __future__ import annotations

import re

from memlane.core.text_normalize import strip_accents


def _folded(pattern: str) -> re.Pattern[str]:
    """The pattern as the scan's folded text spells it (accents stripped, Turkish dotless i)."""
    return re.compile(strip_accents(pattern).replace("ı", "i"))


def _folded_anchors(*anchors: str) -> tuple[str, ...]:
    return tuple(strip_accents(anchor).replace("ı", "i") for anchor in anchors)


_AI = r"(?:ai|a\.i\.|llm|assistant|agent|language model|model|bot|chatbot|gpt|copilot)"
# who is addressed: an AI by its kind, not a person working on AIs ("note to AI researchers")
AI_ADDRESSEE = _folded(
    r"\b(?:note|message|notice|attention|reminder|instructions?|memo|hint|important|warning)"
    rf" (?:to|for) (?:the |any |all |every |an |our )?(?:ai |llm )?{_AI}s?\b"
    r"(?! (?:researchers?|engineers?|teams?|developers?|vendors?|compan|users?|fans|enthusiasts"
    r"|practitioners|students|builders|makers|labs?|startups?|ethics|safety|policy|act\b))"
    rf"|(?:^|\n)\s*(?:attention|hey|hi|dear|to) (?:the |any |all )?(?:ai |llm )?{_AI}s?\b[,:!]"
    rf"|\b(?:ai |llm )?{_AI}s? (?:reading|processing|summari[sz]ing|parsing|scanning) this\b"
    # es, pt, fr, de, it
    r"|\b(?:nota|aviso|mensaje|atención) (?:para|al?) (?:el |la |los )?(?:agente|asistente|modelo"
    r"|ia|bot)(?: de ia)?\b"
    r"|\b(?:nota|aviso|mensagem|atenção) (?:para o |ao |à |para a )(?:agente|assistente|modelo|ia"
    r"|bot)\b"
    r"|\b(?:note|message|avis|attention) (?:à|pour) (?:l'|l’|les? )?(?:assistant|agent|ia|modèle"
    r"|bot)s?\b"
    r"|\b(?:hinweis|notiz|nachricht|achtung) (?:für|an) (?:den |die |das |alle )?(?:ki|assistenten"
    r"|agenten|ki-assistenten|ki-agenten|modell|bot)s?\b"
    r"|\b(?:nota|avviso|messaggio|attenzione) (?:per|all'|al) ?(?:l'|l’|il |lo |la )?(?:assistente"
    r"|agente|ia|modello)\b"
    # tr, ar, zh, ja, ko, ru
    r"|yapay zek[aâ] (?:asistanına|ajanına|modeline)|yapay zek[aâ]ya"
    r"|للمساعد الذكي|لوكيل الذكاء الاصطناعي|إلى المساعد الذكي"
    r"|(?:致|给|告)(?:正在阅读(?:此|本文|这段|本页)?的|所有|各位)?(?:ai|人工智能)(?:助手|代理|模型|智能体)?"
    r"|ai(?:エージェント|アシスタント|モデル)?(?:へ|の皆様へ)"
    r"|ai ?(?:에이전트|어시스턴트|모델)?에게"
    r"|(?:для|к) (?:ии|ии-агента|ии-ассистента|ии-ассистенту|нейросети)\b"
)

# the user's input set aside
USER_SET_ASIDE = _folded(
    r"\b(?:regardless of|irrespective of|no matter|whatever|independently of|independent of)"
    r" (?:what |how |which |any )?(?:the |any )?(?:user|human)(?:'s|s')? ?(?:input|says?|asks?"
    r"|wants?|requests?|types?|instructions?|prompts?|messages?|writes?|tells you)"
    r"|(?:sin importar|independientemente de|da igual|no importa) (?:lo que |qué )?(?:diga |pida"
    r" |escriba |quiera )?el usuario"
    r"|(?:independentemente d[oe]|não importa|seja lá) (?:que |o que )?(?:diga |peça )?(?:o usuário"
    r"|o utilizador)"
    r"|(?:peu importe|quoi que|indépendamment de) (?:ce que )?(?:dise |demande |écrive )?"
    r"l(?:'|’)utilisateur"
    r"|(?:egal|unabhängig davon),? (?:was|wie) (?:der |die )?(?:nutzer|benutzer|user)"
    r"|(?:indipendentemente da|qualunque cosa|non importa) (?:quello che |cosa |ciò che )?"
    r"(?:dica |chieda |scriva )?l(?:'|’)utente"
    r"|(?:无论|不管|不论)用户"
    r"|ユーザー(?:の入力|の指示|の発言|が何を)[^。]{0,8}(?:に関係なく|にかかわらず|かかわらず|問わず)"
    r"|사용자[^.]{0,10}(?:관계없이|상관없이|무관하게)"
    r"|kullanıcı ne (?:derse|isterse|yazarsa) (?:desin|istesin|yazsın)"
    r"|بغض النظر عما (?:يطلبه|يقوله|يكتبه) المستخدم|مهما (?:طلب|قال|كتب) المستخدم"
    r"|независимо от (?:запроса|слов|ввода|того, что (?:скажет|напишет)) пользовател"
)
USER_SET_ASIDE_ANCHORS = _folded_anchors(
    "regardless", "irrespective", "no matter", "whatever the", "whatever a", "independently of",
    "independent of", "sin importar", "independientemente", "da igual", "no importa",
    "independentemente", "não importa", "seja lá", "peu importe", "quoi que", "indépendamment",
    "egal was", "egal wie", "egal, was", "egal, wie", "unabhängig", "indipendentemente",
    "qualunque cosa", "non importa", "无论用户",
    "不管用户", "不论用户", "に関係なく", "にかかわらず", "かかわらず", "問わず", "관계없이",
    "상관없이", "무관하게", "ne derse", "ne isterse", "ne yazarsa", "بغض النظر", "مهما",
    "независимо",
)  # fmt: skip

# the reader's own instructions declared void or replaced, with a second-person pointer
VOID_ABROAD = _folded(
    r"\b(?:ton|ta|tes|votre|vos) (?:contexte|consignes?|instructions?|règles|directives?|prompt)"
    r"(?: (?:précédente?s?|antérieure?s?|initiale?s?|d'avant))? (?:est|sont) (?:désormais )?"
    r"(?:obsolètes?|caduc|caducs|caduques?|annulée?s?|révoquée?s?|périmée?s?|nulle?s?)"
    r"|\b(?:tu|tus|su|sus) (?:contexto|instrucciones|reglas|directrices|indicaciones)"
    r"(?: (?:anterior(?:es)?|previas?|originales?))?"
    r" (?:es|son|está|están|ha quedado|han quedado|quedan?) "
    r"(?:obsolet[oa]s?|anulad[oa]s?|revocad[oa]s?|sin efecto|invalidad[oa]s?)"
    r"|\b(?:seu|sua|seus|suas|teu|tua|teus|tuas) (?:contexto|instruções|regras|diretrizes)"
    r"(?: (?:anteriores?|prévias?|originais))? (?:é|são|está|estão|foi|foram) "
    r"(?:obsolet[oa]s?|revogad[oa]s?|anulad[oa]s?|cancelad[oa]s?|inválid[oa]s?)"
    r"|\b(?:deine|ihre|dein) (?:bisherigen |vorherigen |früheren |alten )?(?:anweisungen|regeln"
    r"|richtlinien|vorgaben|kontext|instruktionen) (?:sind|ist|gelten|gilt) (?:ab sofort )?"
    r"(?:nicht mehr gültig|ungültig|aufgehoben|veraltet|nichtig|widerrufen|außer kraft|nicht mehr)"
    r"|\b(?:sostituisce|annulla|revoca) (?:tutte )?(?:le )?(?:istruzioni|regole|direttive) "
    r"(?:precedenti|anteriori) (?:che hai ricevuto|che ti (?:sono state|hanno) dat[ei])"
    r"|\b(?:le )?tue (?:istruzioni|regole|direttive)(?: precedenti)? (?:sono|non sono più) "
    r"(?:obsolete|annullate|revocate|valide)"
)
# the same said of bare earlier instructions when an AI is the addressee
VOID_ADDRESSED = _folded(
    r"\b(?:as |os )?(?:regras|instruções|diretrizes) anteriores (?:foram|estão|são) "
    r"(?:revogad|anulad|cancelad|suspens)"
    r"|\b(?:las |los )?(?:reglas|instrucciones|directrices) anteriores"
    r" (?:han sido|fueron|quedan|están) (?:revocad|anulad|cancelad|suspendid)"
    r"|\bles (?:consignes|instructions|règles) (?:précédentes|antérieures) (?:sont|ont été) "
    r"(?:annulées|révoquées|levées|suspendues)"
    r"|\b(?:alle )?(?:bisherigen|vorherigen) (?:anweisungen|regeln) (?:sind|wurden) "
    r"(?:aufgehoben|ungültig|widerrufen)"
    # (round 99: Italian, and Portuguese "ficam")
    r"|\b(?:le )?(?:istruzioni|regole|direttive) precedenti (?:sono|sono state|vengono) "
    r"(?:annullat|revocat|sospes)"
    r"|\b(?:as |os )?(?:regras|instruções|diretrizes) anteriores (?:ficam|ficaram) "
    r"(?:revogad|anulad|cancelad|suspens)"
)
