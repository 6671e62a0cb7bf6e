"""Write gate: a named person's private life said in a sentence (round 31).

Each rule needs, in one sentence, a phrase of its family and a person named there (a first and
last name, a title and a name, or the honorifics Japanese and Korean write next to a name; see
:func:`~memlane.core.privacy_health.named`). The phrase alone names nobody: "gay rights", "the
Muslim calendar", "salary bands are $130,000 to $160,000", "convicted felons statistics".

- sexual orientation or religion said of someone with a copula ("Daniel Fischer is gay", "ist
  homosexuell", "est musulman", "jest gejem", "— гей"; Turkish writes the word last);
- a criminal record ("was convicted of", "ist … vorbestraft", "a été condamné pour", "fue
  condenado por", "został skazany za", "is veroordeeld voor", "осуждён за", 前科);
- a salary: a word for pay and an amount with its currency ("earns $142,000", "Gehalt …
  6.800 €", "pensja … 12 500 zł");
- a child's school: "my daughter Lily …" (a child word and a name right after it) and a school
  in the same sentence;
- a vehicle's plate beside its owner: a word for the plate, a plate-shaped run of capitals and
  digits, and a named person.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_health import named, sentence_before

Hit = tuple[int, int, str]

_END = re.compile(r"[.!?。！？](?=\s|$)|[。！？\n]")


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence holding text[start:end] (the part before by the health rule's reading)."""
    after = _END.search(text, end, min(len(text), end + 200))
    return sentence_before(text, start) + text[start : after.start() if after else end + 200]


_ORIENTATION = (
    r"gay|lesbian|bisexual|homosexual|transgender|queer|asexual|muslim|jewish|catholic|hindu"
    r"|buddhist|sikh|mormon|atheist|evangelical|schwul|lesbisch|bisexuell|homosexuell"
    r"|muslim(?:in)?|jüdisch|katholisch|jude|jüdin|atheist(?:in)?|lesbienne|homosexuel(?:le)?"
    r"|bisexuel(?:le)?|musulman(?:e)?|juif|juive|catholique|athée|lesbiana|musulm[aá]n[a]?"
    r"|judí[oa]|católic[oa]|ate[oa]|lesbica|omosessuale|bisessuale|musulman[oa]|ebre[oa]"
    r"|cattolic[oa]|gejem|lesbijką|biseksualn[aey]|muzułmanin(?:em)?|muzułmanką|żydem|żydówką"
    r"|katolikiem|katoliczką|homo|homoseksueel|biseksueel|moslim|joods|katholiek|lésbica"
    r"|homossexual|bissexual|muçulman[oa]|judeu|judia|ateu|ateia"
)
# Said of a person, the word closes its clause ("is gay, but …", "ist homosexuell und …",
# "è cattolica praticante"); one that qualifies a noun ("a Catholic university", "a
# Muslim-majority country") says nothing of a person.
_CLAUSE_END = (
    r"(?=[ \t]*(?:[,.;:!?)\n—–]|\Z|(?i:and|but|so|und|aber|doch|et|mais|y|pero|e|ma|i|ale"
    r"|en|maar|mas|ve|и|но|a|practising|practicing|praticante|practicante|praktizierend\w*"
    r"|observant|devout|devot[ao])\b))"
)
_SAID_OF = re.compile(
    r"(?i:\b(?:is|was|came[ \t]+out[ \t]+as|ist|est|es|è|jest|é|is[ \t]+een)[ \t]+"
    r"(?:(?:openly|offen|ouvertement|abiertamente|a|an|a[ \t]+practising|a[ \t]+devout"
    r"|practising|devout)[ \t]+)?(?:"
    + _ORIENTATION
    + r"))\b"
    + _CLAUSE_END
    + r"|(?:—|–|-|является)[ \t]*(?:гей|лесбиянка|гомосексуал(?:ист|ка)?|бисексуал(?:ка)?"
    r"|мусульман(?:ин|ка)|иуде(?:й|йка)|католи(?:к|чка))(?![\w])"
    r"|(?i:\b(?:eşcinsel|lezbiyen|biseksüel|müslüman|yahudi|hristiyan)(?:dir|dır|tir|tır)?)"
    r"[ \t]*[.!\n]"
)
# (whole words where a needle is a common word's part: "athe" is in "gather", "homo" in
# "homogeneous"; "_" reads as a space)
_SAID_OF_NEEDLES = needles(
    "_gay lesbi bisex homosex transgender queer asexual muslim jewish catholic hindu buddhist "
    "_sikh mormon atheist athée evangelical schwul jüd _jude katholi lesbienne musulm juif "
    "juive judí católic _ateo _atea omosessual bisessual _ebre cattolic gejem lesbijk "
    "biseksual muzułman żyd katolik _homo moslim joods homossex bissex muçulman judeu judia "
    "_ateu _ateia гей лесби гомосекс бисекс мусульман иуде католи eşcinsel lezbiyen biseksüel "
    "müslüman yahudi hristiyan"
)
_RECORD = re.compile(
    r"(?i:\b(?:was|has[ \t]+been|had[ \t]+been|got|is)[ \t]+(?:convicted|sentenced)[ \t]+"
    r"(?:of|for|to)\b|\bhas[ \t]+a[ \t]+criminal[ \t]+record|\bpleaded[ \t]+guilty[ \t]+to"
    r"|\bvorbestraft|\bwegen[^.\n]{1,60}\bverurteilt|\bverurteilt[ \t]+wegen"
    r"|\b(?:a[ \t]+été|été|est)[ \t]+condamn[ée]e?s?[ \t]+pour|\bcasier[ \t]+judiciaire"
    r"|\bfue[ \t]+condenad[oa][ \t]+(?:por|a)\b|\bantecedentes[ \t]+(?:penales|criminais)"
    r"|\b(?:è[ \t]+stat[oa]|fu)[ \t]+condannat[oa][ \t]+(?:per|a)\b|\bprecedenti[ \t]+penali"
    r"|\bzosta(?:ł|ła)[ \t]+skazan[ya][ \t]+(?:za|na)\b|\b(?:is|werd)[ \t]+veroordeeld[ \t]+"
    r"(?:voor|tot)\b|\bstrafblad|\bfoi[ \t]+condenad[oa][ \t]+(?:por|a)\b"
    r"|\bосужд[её]н[аы]?[ \t]+(?:за|по)\b|\bсудим(?:ость|ый|а)\b|\bmahkum[ \t]+edildi"
    r"|\bsabıka)|前科"
)
_RECORD_NEEDLES = needles(
    "convicted sentenced criminal_record pleaded_guilty vorbestraft verurteilt condamn "
    "casier condenad antecedentes condannat precedenti_penali skazan veroordeeld strafblad "
    "осужд судим mahkum sabıka 前科"
)
_MONEY = re.compile(
    r"(?:[$€£¥₹][ \t]?\d{1,3}(?:[.,  ]\d{3})+|[$€£¥₹][ \t]?\d{3,}|\b\d{1,3}(?:[.,  ]\d{3})+"
    r"[ \t]?(?:[$€£¥₹]|zł|PLN|EUR|USD|GBP|CHF|euros?|kr|руб)|\b\d{2,3}[kK][ \t]?(?:[$€£]|EUR|USD"
    r"|GBP))"
)
_PAY = re.compile(
    r"(?i:\b(?:earns|earned|earning|salary|salaries|is[ \t]+paid|gets[ \t]+paid|verdient"
    r"|gehalt|lohn|salaire|gagne|stipendio|guadagna|salario|sueldo|cobra|salaris|pensja"
    r"|pensji|zarabia|wynagrodzenie|salário|ganha|зарплат[аы]|зарабатывает|maaşı)\b)"
)
_PAY_NEEDLES = needles(
    "_earn salar is_paid gets_paid verdient gehalt _lohn salaire gagne stipendio guadagna "
    "sueldo _cobra_ pensj zarabia wynagrodzenie ganha зарплат зарабатыва maaş"
)
_CHILD = re.compile(
    r"(?i:\b(?:my|our|his|her|their|unser(?:e|er)?|mein(?:e)?|sein(?:e)?|ihr(?:e)?|mi|mis"
    r"|nuestr[oa]|su|ma|mon|notre|mio|mia|nostr[oa]|mijn|onze|moja|mój|nasz[a]?|meu|minha"
    r"|nosso|nossa)[ \t]+(?:son|daughter|kid|child|boy|girl|sohn|tochter|kind|hij[oa]"
    r"|fils|fille|figli[oa]|zoon|dochter|syn|córka|córeczka|filh[oa]))[ \t,]+"
    r"(?P<name>[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻ][a-zà-öø-ÿąćęłńóśźż]+)"
)
# (with their spaces: "son" is in "json" and "person", "syn" in "async", "kind" in "kind:")
_CHILD_NEEDLES = needles(
    "_son_ _son, daughter _kid_ _kid, child _boy_ _boy, _girl_ _girl, sohn tochter _kind_ "
    "_kind, hijo hija _fils_ _fils, fille figlio figlia zoon dochter _syn_ _syn, córk filho "
    "filha"
)
_SCHOOL = re.compile(
    r"(?i:school|primary|elementary|kindergarten|nursery|preschool|academy|\byear[ \t]+\d"
    r"|\bgrade[ \t]+\d|schule|\bkita\b|gymnasium|klasse|colegio|escuela|instituto|guardería"
    r"|école|collège|lycée|crèche|\bC[EM][12]\b|scuola|asilo|liceo|basisschool|\bgroep[ \t]+\d"
    r"|szkoł|przedszkol|\bklas|escola|colégio|creche)"
)
_PLATE_WORD = re.compile(
    r"(?i:\b(?:licen[cs]e[ \t]+plate|number[ \t]+plate|plate|registration|reg\.?[ \t]+no"
    r"|kennzeichen|nummernschild|immatricul[ée]+e?|plaque|matrícula|matricula|placa|targa"
    r"|targata|kenteken|tablic[aey][ \t]+rejestracyjn|numer[ \t]+rejestracyjny|госномер"
    r"|plaka))"
)
_PLATE_NEEDLES = needles(  # (" plate": "template" holds "plate")
    "_plate registration reg._no kennzeichen nummernschild immatricul plaque matrícula "
    "matricula placa targa kenteken rejestracyjn госномер plaka"
)
_PLATE = re.compile(
    r"\b(?=[A-Z0-9 \-]*\d)(?=[A-Z0-9 \-]*[A-Z])[A-Z0-9]{1,4}(?:[ \-][A-Z0-9]{1,4}){1,2}\b"
)


def _plates(text: str, lowered: str) -> Iterator[Hit]:
    for m in find_near(_PLATE_WORD, text, _PLATE_NEEDLES, reach=200, haystack=lowered):
        plate = _PLATE.search(text, m.end(), min(len(text), m.end() + 40))
        if (
            plate
            and 5 <= len(plate.group().replace(" ", "").replace("-", "")) <= 9
            and named(_sentence(text, m.start(), plate.end()), strict=False)
        ):
            yield m.start(), plate.end(), "personal_data"


def life_hits(text: str, lowered: str) -> Iterator[Hit]:
    """A named person's orientation, religion, record, pay, child or car (see above)."""
    for pattern, words in ((_SAID_OF, _SAID_OF_NEEDLES), (_RECORD, _RECORD_NEEDLES)):
        for m in find_near(pattern, text, words, reach=200, haystack=lowered):
            if named(sentence_before(text, m.start()), strict=False):
                yield m.start(), m.end(), "personal_data"
    for m in find_near(_PAY, text, _PAY_NEEDLES, reach=200, haystack=lowered):
        # the person right next to the pay word: "Sarah Mitchell earns", "Gehalt von Thomas
        # Brandt", "pensja Katarzyny Nowak"; a report's salaries name no one's
        before = sentence_before(text, m.start())[-40:]
        after = text[m.end() : m.end() + 40]
        if (named(before, strict=False) or named(after, strict=False)) and _MONEY.search(
            _sentence(text, m.start(), m.end())
        ):
            yield m.start(), m.end(), "personal_data"
    for m in find_near(_CHILD, text, _CHILD_NEEDLES, reach=200, haystack=lowered):
        if _SCHOOL.search(_sentence(text, m.start(), m.end())):
            yield m.start(), m.end(), "personal_data"
    yield from _plates(text, lowered)


__all__ = ["life_hits"]
