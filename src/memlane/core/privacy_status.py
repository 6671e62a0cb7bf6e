"""Write gate: a named person's standing said as a fact about them (round 32).

Each rule reads a phrase said of the person who is the subject of its clause: the words right
before the phrase are a full name or a title and a name ("Emma Schulz ist schwanger", "Ali
Rahimi's visa expired"), read by :func:`~memlane.core.privacy_health.named`. A phrase with
nobody right before it names no one ("pregnancy tracking apps", "the visa field is optional",
"divorce rates by region"), and neither does a thing's name before a figurative use ("the
server is deaf to SIGHUP", "pregnant with ideas").

- political opinion and trade-union membership: a word of membership and a party's or a
  union's word or acronym in the same clause ("is a member of the Communist Party", "ist
  AfD-Mitglied", "est syndiquée", "è iscritta alla CGIL", "jest członkiem partii");
- pregnancy ("is pregnant", "ist schwanger", "est enceinte", "jest w ciąży");
- treatment, addiction and disability ("is in therapy", "está en rehabilitación por …", "har
  ADHD", "is deaf in one ear", "ist alkoholabhängig");
- immigration status ("is undocumented", "hat eine Duldung", "'s visa expired");
- debts and insolvency ("tem dívidas", "ogłosiła upadłość", "filed for bankruptcy");
- divorce and custody ("is going through a divorce", "lässt sich scheiden", "custody of his
  son", "la garde des enfants").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_health import named, sentence_before
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]

# A word that closes its clause: "has ADHD and …", "the Communist Party."; one that
# qualifies a noun ("cancer research", "the third party integrations team") says nothing.
_CLAUSE_END = (
    r"(?=[ \t]*(?:[,.;:!?)\n—–]|\Z|(?i:and|but|so|und|aber|och|men|et|mais|y|pero|e|ma|i"
    r"|ale|en|maar|mas|ve|и|но|since|seit|depuis|desde|da|dal|sedan|od|for|for)\b))"
)
# a party's or a union's word closing its clause ("the Communist Party.", "Linkspartei")
_ORG_WORD = (
    r"[\w\- ]{0,30}?(?i:party|partei|parti|partito|partido|partii|partij|partiet|партии"
    r"|union|gewerkschaft|syndicat|sindacato|sindicato|związku[ \t]+zawodowego|vakbond"
    r"|fackförbundet|профсоюзе?)\b" + _CLAUSE_END
)
# or, after a word that only a party or a union enrols with ("iscritta", "afiliado", "filiado",
# "tesserato"), an acronym closing its clause ("alla CGIL.", "ao PT."); after "member of" an
# acronym is as often a committee's ("a member of the SIG", "the PMC", "the TOC")
_ORG_ACRONYM = (
    r"[ \t]*(?:the[ \t]+|der[ \t]+|la[ \t]+|le[ \t]+|du[ \t]+|al[ \t]+|alla[ \t]+|ao[ \t]+"
    r"|à[ \t]+(?:la[ \t]+)?|a[ \t]+|de[ \t]+(?:la[ \t]+)?)?[A-Z][A-Z\-]{1,6}(?![\w\-])"
    + _CLAUSE_END
)
_ORG = "(?:" + _ORG_WORD + "|" + _ORG_ACRONYM + ")"
# The membership word leads the pattern (the engine skips to it); the copula before it ("is
# a long-time member of", "ist AfD-Mitglied", "est syndiquée") is read backwards in code.
_MEMBER = (
    r"(?:member[ \t]+of|mitglied(?:[ \t]+(?:der|in[ \t]+der|bei[ \t]+der|im))?|membre[ \t]+"
    r"(?:du|de[ \t]+la|d')|miembro[ \t]+de|lid[ \t]+van|członk(?:iem|inią)|medlem[ \t]+i"
    r"|член(?:ом)?)"
)
_ENROLLED = (
    r"(?:militante[ \t]+(?:de|del|di|do|da)|iscritt[oa]|tesserat[oa]|afiliad[oa]|filiad[oa]"
    r"|adhérent(?:e)?[ \t]+(?:du|de|à))"
)
_POLITICS = re.compile(
    r"(?i:(?<![^\W_])"
    + _MEMBER
    + r")"
    + _ORG_WORD
    + r"|(?i:(?<![^\W_])"
    + _ENROLLED
    + r")"
    + _ORG
    + r"|(?<![\w\-])[A-Z][A-Za-z]{1,5}-(?i:mitglied|anhänger(?:in)?|wähler(?:in)?|member"
    r"|supporter|voter)\b"
    r"|(?i:(?<![^\W_])(?:syndiqu[ée]+e?|encart[ée]+e?|sindicalizad[oa]|sindacalizzat[oa]"
    r"|gewerkschaftlich[ \t]+organisiert|union[ \t]+member|gewerkschaftsmitglied"
    r"|parteimitglied)\b)"
    r"|(?i:(?<![^\W_])(?P<vote>votes|voted|wählt|vote|vota|votou|stemt|głosuje|röstar)[ \t]+"
    r"(?:for|pour|a|por|per|em|op|na|på)?[ \t]*(?:the[ \t]+|die[ \t]+|le[ \t]+|la[ \t]+"
    r"|de[ \t]+)?)" + _ORG
)
# "is (a|ein|un …)? (long-time)? " right before a membership word
_COPULA_TAIL = re.compile(
    r"(?i:(?<![^\W_])(?:is|was|has[ \t]+been|ist|war|est|es|está|è|é|jest|är|был[а]?)"
    r"[ \t]+(?:[\w\-]+[ \t]+){0,2})$"
)
_POLITICS_NEEDLES = needles(
    "member mitglied membre miembro militante iscritt tesserat afiliad filiad adhérent lid_van "
    "członk medlem член anhänger wähler supporter voter syndiqu encart sindicaliz sindacaliz "
    "gewerkschaft votes voted wählt vote vota stemt głosuje röstar"
)
_PREGNANT = re.compile(
    r"(?i:\b(?:is|was|ist|war|est|es|está|è|é|jest|är|была?|zijn|is)[ \t]+(?:\w+[ \t]+)?"
    r"(?:pregnant|schwanger|enceinte|embarazada|incinta|grávida|gravida|zwanger"
    r"|w[ \t]+ciąży|gravid|беременна))(?![ \t]+with[ \t]+(?!twins|triplets|(?:her|his|their"
    r"|our|a|the)[ \t]+(?:first|second|third|baby|child|son|daughter|boy|girl)))"
    r"|(?i:\bhamile(?:dir)?)(?=[ \t]*(?:[.!,;\n]|\Z))"  # Turkish puts it last
)
_PREGNANT_NEEDLES = needles(
    "pregnant schwanger enceinte embarazada incinta grávida gravida zwanger ciąży gravid беременн "
    "hamile"
)
# (acronyms in capitals only: "has hearing aids", "has ads running" name no illness)
_CONDITION = (
    r"(?:ADHD|ADS|TDAH|HIV|VIH|AIDS|SIDA|PTSD|PTBS|TSPT|OCD|TOC|(?i:autism\w*|autisme|autismo"
    r"|epilep\w+|depression|depressionen|dépression|depresión|depressione|depressão|depresj[aęi]"
    r"|bipolar\w*|schizophren\w+|schizofren\w+|cancer|krebs|cáncer|cancro|câncer|kanker|raka"
    r"|dementia|demenz|démence|demencia|parkinson\S*|alzheimer\S*|anorexi\w*|bulimi\w*"
    r"|asperger\S*|tourette\S*|dyslexi\w*|legasthenie|dislexia))"
)
_TREATMENT = re.compile(
    r"(?i:\b(?:has|had|hat|hatte|a|tiene|ha|tem|heeft|ma|har|имеет)[ \t]+(?:\w+[ \t]+)?)"
    + _CONDITION
    + r"(?![\w\-])"
    + _CLAUSE_END
    + r"|(?i:\b(?:is|ist|est|es|está|è|é|zit|jest|är|går)[ \t]+(?:\w+[ \t]+)?(?:in|en|em|na|w|i)"
    r"[ \t]+(?:(?:psycho)?therap(?:y|ie|ii)|terapi[ae]?|thérapie|rehab\b|entzug|désintox\w*"
    r"|(?:treatment|behandlung|tratamiento|tratamento|cura|rehabilitación|riabilitazione"
    r"|reabilitação|réadaptation|odwyku)[ \t]+(?:for|wegen|pour|por|per|para|de|od)\b)"
    r"|\b(?:is|ist|est|es|è|é|jest|är)[ \t]+(?:\w+[ \t]+)?(?:an[ \t]+)?(?:alcoholic|addict"
    r"|drug[ \t]+addict|alkoholkrank|alkoholabhängig|drogenabhängig|alcoolique|toxicomane"
    r"|alcohólic[oa]|drogadict[oa]|alcolizzat[oa]|tossicodipendente|alcoólatra|alcoólic[oa]"
    r"|verslaafd|alkoholikiem|alkoholiczką|uzależnion[ya]|alkoholist|narkoman\w*)\b"
    r"|\b(?:is|ist|est|es|è|é|jest|är)[ \t]+(?:\w+[ \t]+)?(?:deaf|blind|paraplegic"
    r"|quadriplegic|in[ \t]+a[ \t]+wheelchair|a[ \t]+wheelchair[ \t]+user"
    r"|gehörlos|taub|schwerbehindert|querschnittsgelähmt|sourde?|aveugle|handicapée?"
    r"|paraplégique|sord[oa]|cieg[oa]|ciec[oa]|discapacitad[oa]|disabile|surd[oa]|doof"
    r"|gehandicapt|głuch[ya]|niewidom[ya]|niepełnosprawn[ya]|döv|rullstolsburen)\b"
    r"(?![ \t]+(?:to|für|gegen|à|a|al|ai|on|voor|na|för)\b))"
)
_TREATMENT_NEEDLES = needles(
    "adhd _ads tdah autis epilep depress dépression depresión bipolar schizo hiv vih aids sida "
    "cancer krebs cáncer cancro câncer kanker raka dement démence parkinson alzheimer ptsd ptbs "
    "tspt ocd _toc anorex bulimi asperger tourette dyslex legasthen dislex therap terapi "
    "thérapie rehab entzug désintox treatment behandlung tratamiento tratamento _cura "
    "rehabilitación riabilitazione reabilitação réadaptation odwyku alcohol addict alkohol "
    "drogen alcool toxicoman alcólic drogadict alcolizz tossicodip verslaafd uzależnion narkoman "
    "deaf blind paraplegic quadriplegic wheelchair gehörlos taub behindert "
    "gelähmt sourd aveugle handicap paraplég sord cieg ciec discapacit disabile surd doof "
    "gehandicapt głuch niewidom niepełnospr _döv rullstol"
)
_STATUS = re.compile(
    r"(?i:(?:'s|’s)[ \t]+(?:work[ \t]+)?(?:visa|residence[ \t]+permit|green[ \t]+card"
    r"|work[ \t]+permit)[ \t]+(?:has[ \t]+|was[ \t]+|is[ \t]+)?(?:expired|revoked|denied"
    r"|refused|rejected|ran[ \t]+out|runs[ \t]+out)\b"
    r"|\b(?:is|ist|est|es|está|è|é|jest|är)[ \t]+(?:\w+[ \t]+)?(?:an[ \t]+(?:undocumented|illegal)"
    r"[ \t]+(?:immigrant|migrant|alien|worker)|an[ \t]+asylum[ \t]+seeker|a[ \t]+refugee"
    r"|geduldet|asylbewerber(?:in)?|illegal[ \t]+hier|sans[- ]papiers|demandeu(?:r|se)[ \t]+"
    r"d'asile|en[ \t]+situation[ \t]+irrégulière|indocumentad[oa]|sin[ \t]+papeles"
    r"|en[ \t]+situación[ \t]+irregular|solicitante[ \t]+de[ \t]+asilo|clandestin[oa]"
    r"|richiedente[ \t]+asilo|em[ \t]+situação[ \t]+irregular|requerente[ \t]+de[ \t]+asilo"
    r"|ongedocumenteerd|asielzoeker|papperslös|asylsökande)\b"
    r"|\b(?:hat|has)[ \t]+(?:eine[ \t]+duldung|keinen[ \t]+aufenthaltstitel|keine[ \t]+"
    r"arbeitserlaubnis|no[ \t]+(?:work[ \t]+permit|residence[ \t]+permit|legal[ \t]+status))\b)"
)
_STATUS_NEEDLES = needles(
    "visa permit green_card undocumented illegal asylum refugee duldung geduldet "
    "asylbewerber aufenthaltstitel arbeitserlaubnis papiers d'asile irrégulière indocumentad "
    "papeles irregular asilo clandestin ongedocumenteerd asielzoeker papperslös asylsökande"
)
_DEBT = re.compile(
    r"(?i:\b(?:has|hat|a|tiene|ha|tem|heeft|ma|har)[ \t]+(?:\w+[ \t]+)?(?:debts|schulden|dettes"
    r"|deudas|debiti|dívidas|długi|skulder)\b"
    r"|\b(?:is|ist|est|está|è|é|jest|är|zit)[ \t]+(?:\w+[ \t]+)?(?:in[ \t]+debt|bankrupt"
    r"|insolvent|verschuldet|überschuldet|pleite|in[ \t]+privatinsolvenz|endettée?|surendettée?"
    r"|en[ \t]+faillite|endeudad[oa]|en[ \t]+quiebra|indebitat[oa]|fallit[oa]|endividad[oa]"
    r"|falid[oa]|failliet|in[ \t]+de[ \t]+schulden|zadłużon[ya]|skuldsatt)\b"
    r"|\bfiled[ \t]+for[ \t]+(?:personal[ \t]+)?bankruptcy|\bprivatinsolvenz[ \t]+angemeldet"
    r"|\bse[ \t]+declaró[ \t]+en[ \t]+(?:quiebra|concurso)|\bdeclarou[ \t]+falência"
    r"|\bogłosił[a]?[ \t]+upadłość|\bgått[ \t]+i[ \t]+personlig[ \t]+konkurs)"
)
_DEBT_NEEDLES = needles(
    "debt schulden schuldet dettes deudas debiti dívidas długi skulder bankrupt insolvent "
    "pleite privatinsolvenz endett faillite endeudad quiebra indebitat fallit endividad falid "
    "failliet zadłużon skuldsatt concurso falência upadłość konkurs"
)
_DIVORCE = re.compile(
    r"(?i:\b(?:is|ist|est|es|está|è|é|jest)[ \t]+(?:\w+[ \t]+)?(?:getting[ \t]+divorced"
    r"|going[ \t]+through[ \t]+(?:a|her|his|the)[ \t]+divorce|in[ \t]+(?:the[ \t]+middle[ \t]+"
    r"of[ \t]+)?(?:a[ \t]+)?divorce|en[ \t]+instance[ \t]+de[ \t]+divorce|divorciándose"
    r"|w[ \t]+trakcie[ \t]+rozwodu|in[ \t]+scheidung)\b"
    r"|\blässt[ \t]+sich[ \t]+scheiden|\bdivorce[ \t]+(?:et|de|d'avec)\b"
    r"|\bse[ \t]+(?:está[ \t]+)?divorci(?:a|ando)|\bsta[ \t]+divorziando|\bvai[ \t]+se[ \t]+"
    r"divorciar|\bgaat[ \t]+scheiden|\bligt[ \t]+in[ \t]+scheiding|\brozwodzi[ \t]+się"
    r"|\bskiljer[ \t]+sig|\bразводится)"
)
_DIVORCE_NEEDLES = needles("divorce divorci divorzi scheid rozwod skiljer развод")
_CUSTODY = re.compile(
    r"(?i:\bcustody[ \t]+of[ \t]+(?:his|her|their)[ \t]+(?:son|daughter|child|children|kids)"
    r"|\bsorgerecht[ \t]+für|\bgarde[ \t]+(?:des|de[ \t]+ses|de[ \t]+leurs)[ \t]+enfants"
    r"|\bcustodia[ \t]+de[ \t]+(?:sus|los)[ \t]+hijos|\baffidamento[ \t]+(?:dei|del)[ \t]+figli"
    r"|\bguarda[ \t]+(?:dos|de[ \t]+seus)[ \t]+filhos|\bvoogdij|\bopieki[ \t]+nad[ \t]+"
    r"(?:dzieckiem|dziećmi))"
)
_CUSTODY_NEEDLES = needles(
    "custody sorgerecht garde_de custodia affidamento guarda_d voogdij opieki_nad"
)
# the subject right before the phrase: the last few words, a possessive's "'s" dropped
_POSSESSIVE = re.compile(r"(?:'s|’s)?[ \t]*$")
_TAIL = re.compile(r"(?:\S+[ \t]+){0,2}\S+$")


def _subject(text: str, start: int) -> bool:
    """A full name or a title and a name closes the text before ``start``."""
    head = sentence_before(text, start)[-60:]
    head = head[: _POSSESSIVE.search(head).start()]  # type: ignore[union-attr]
    tail = _TAIL.search(head)
    if tail is None:
        return False
    words = tail.group()
    return words.split()[-1][:1].isupper() and named(words, strict=False)


_RULES = (
    (_PREGNANT, _PREGNANT_NEEDLES),
    (_TREATMENT, _TREATMENT_NEEDLES),
    (_STATUS, _STATUS_NEEDLES),
    (_DEBT, _DEBT_NEEDLES),
    (_DIVORCE, _DIVORCE_NEEDLES),
)


# Every rule in the order it is read, and each one's needle groups: on a memory, only those
# whose needles its lower case may hold (short_presence.rules_for: one look-up for them all)
_ORDERED = ((_POLITICS, _POLITICS_NEEDLES), *_RULES, (_CUSTODY, _CUSTODY_NEEDLES))
_ORDERED_GROUPS = tuple(words for _, words in _ORDERED)


def status_hits(text: str, lowered: str) -> Iterator[Hit]:
    """A named person's politics, pregnancy, treatment, status, debts or divorce (see above)."""
    where = lowered if len(lowered) == len(text) else text  # where find_near looks
    for pattern, words in rules_for(_ORDERED, _ORDERED_GROUPS, where):
        if pattern is _POLITICS:
            for m in find_near(pattern, text, words, reach=80, haystack=lowered):
                s = m.start()
                if m.group("vote") is None:  # a membership: its copula right before it
                    copula = _COPULA_TAIL.search(text, max(0, s - 60), s)
                    if copula is None:
                        continue
                    s = copula.start()
                if _subject(text, s):
                    yield m.start(), m.end(), "personal_data"
        elif pattern is _CUSTODY:
            for m in find_near(pattern, text, words, reach=200, haystack=lowered):
                if named(sentence_before(text, m.start()), strict=False):
                    yield m.start(), m.end(), "personal_data"
        else:
            # (a phrase runs some 80 characters either side of its word: narrow windows keep
            # the regexes off the rest of a long text where "member" or "visa" is code's word)
            for m in find_near(pattern, text, words, reach=80, haystack=lowered):
                # the phrase's verb starts the match ("'s visa …" its possessive)
                if _subject(text, m.start()):
                    yield m.start(), m.end(), "personal_data"


__all__ = ["status_hits"]
