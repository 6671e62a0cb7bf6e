"""Write gate: what reaches or identifies a person outside the project (round 28).

Each only where the text names it as a person's, as :mod:`memlane.core.privacy_personal`
requires of national ids (the digits alone are an order number or a build as often):

- a phone number: a word for a phone in one of twenty-odd languages ("Handynummer",
  "celular", "手机号", "휴대폰") up to 30 characters before 8 to 15 digits written as a
  phone number is (a leading + or 0 or a bracketed area code, or groups of digits);
- a date of birth: a word for one ("date of birth", "Geburtsdatum", "生年月日") before a
  calendar date that can be one (a real day, a year from 1900 to 2029);
- a home address: a phrase that says where someone lives ("home address", "meine
  Adresse", "wohnt", "j'habite") before a street written with its number ("Lindenstraße
  37", "38 rue des Lilas") and a postal code after it on the same line; in Chinese,
  Japanese and Korean, "地址"/"住所"/"주소" before a city or district and a house number.

Written as an example ("e.g.", "example", "z. B." before it:
:func:`memlane.core.privacy_personal.documented`), a form's counting
run ("+49 30 1234567") or a number of two distinct digits or fewer passes, as do the
fictional telephone numbers 555-0100 to 555-0199.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_health import named, sentence_before
from memlane.core.privacy_personal import documented
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]


def _words(spec: str) -> str:
    """Words, longest first; a word of six letters or more may take an ending ("Telefon" in
    "Telefonnummer"), a shorter one stands whole ("tel" is in "telemetry")."""
    out = []
    for w in sorted(spec.split("|"), key=len, reverse=True):
        word = re.escape(w).replace(r"\ ", " ")
        if any("\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af" for c in w):
            out.append(word)  # written without spaces: "我的手机号是"
        else:
            tail = r"[^\W\d_]{0,8}" if len(w) >= 6 else r"(?![^\W\d_])"
            out.append((r"(?<![^\W_])" if w[0].isalnum() else "") + word + tail)
    return "(?:" + "|".join(out) + ")"


PHONE_WORDS = (
    "phone|mobile|cell|cellphone|telephone|tel.|tel:|whatsapp|text me at|call me at"
    "|handy|handynummer|telefon|cep|mobilnummer|rufnummer|festnetz"
    "|téléphone|telephone|portable|numéro perso|numero perso|mon numéro|mon numero|tél"
    "|móvil|movil|celular|teléfono|telefono|telemóvel|telemovel|telefone|cellulare"
    "|mobiel|telefoonnummer|gsm|komórka|komorka|numer telefonu|cep numaram|cep telefonu"
    "|телефон|мобильный|мобільний|номер телефона|mobil|puhelin|điện thoại|nomor hp|telepon"
    "|هاتف|جوال|फ़ोन|फोन|मोबाइल|手机|手機|电话|電話|携帯|휴대폰|핸드폰|전화"
)
_PHONE = re.compile(
    _words(PHONE_WORDS) + r"[^\n\d+(]{0,30}?(?<![\w\-])(?P<number>(?:\+|00)?\(?\d[\d \-()/]{6,22}\d"
    r"|\d{2}(?:\.\d{2}){4})(?![A-Za-z0-9_\-]|\.\d)",  # (a particle may follow: "…입니다")
    re.IGNORECASE,
)
_PHONE_NEEDLES = needles(
    "phone mobil mobiel cell: cell_ cellphone cellulare tel: tel. tel_ tél. tél: tél_ telef "
    "teleph téléph telepon telemóvel telemovel cep: "
    "cep_ whatsapp text_me call_me handy rufnummer festnetz portable numéro_perso numero_perso "
    "mon_numéro mon_numero móvil movil celular teléf gsm komórka komorka numer_telefonu "
    "телефон мобил мобіл номер_телефона puhelin điện nomor_hp هاتف جوال फ़ोन फोन मोबाइल 手机 手機 "
    "电话 電話 携帯 휴대폰 핸드폰 전화"
)
# A verb that calls someone, whoever it names, then a preposition and the number (round 33):
# "call Ravi on +91 …", "erreichen Sie unter 0171 …", "bel hem op 06-…", "appelez-la au 06 …".
_CALL = re.compile(
    r"(?i:(?<![^\W_])(?:call|ring|reach|reachable|erreichen|erreichbar|erreichst|anrufen"
    r"|ruf|bel|appele[rz]?|appelle[rz]?|joindre|joignable|llam[ae]r?|llámal[aoe]s?|ligue|ligar"
    r"|liga|chiama(?:re|lo|la|teli)?|raggiungibile|zadzwoń|dzwoń|позвони(?:те)?|звоните)"
    r"(?![^\W_])(?P<who>[^\n\d+(]{0,30}?)(?<![^\W_])(?:on|at|unter|op|au|al|para|pelo|no|sul|pod|по)"
    r"(?![^\W_])[ \t:]*)(?P<number>(?:\+|00)?\(?\d[\d \-()/]{6,22}\d)(?![A-Za-z0-9_\-]|\.\d)"
)
# whom the verb calls: a desk or a line of an organisation is not a person ("call the helpdesk
# on 0800 …", "erreichen Sie den Kundenservice unter …")
_ORG_LINE = re.compile(
    r"(?i:help[ \t]?desk|support|hotline|service[ \t]?desk|office|reception|front[ \t]desk"
    r"|switchboard|customer[ \t]service|kundenservice|kundendienst|zentrale|hotline|accueil"
    r"|standard|service[ \t]client|centralita|recepción|atención|assistenza|centralino"
    r"|atendimento|klantenservice|receptie|infolinia|biuro)"
)
# a count in thousands and what it counts: "reach the limit at 12 500 000 rows"
_COUNT = re.compile(r"\d{1,3}(?:[ \u202f]\d{3})+[ \t]+[^\W\d_]")
# (each where a word starts, and with a space after the short ones: "ring" is in "string",
# "call" in "recall" and "function_call", "liga" in "obligatory")
_CALL_NEEDLES = needles(
    "\\bcall_ \\bring_ \\breach_ \\breachable \\berreich \\banruf \\bruf_ \\bbel_ "
    "\\bappel \\bjoindre \\bjoignable \\bllam \\bllám \\bligue \\bligar \\bliga_ "
    "\\bchiama \\braggiungibile \\bzadzwoń \\bdzwoń \\bпозвони \\bзвоните"
)
_FICTIONAL = re.compile(r"555[ \-.]?01\d\d$")
_DATE_LIKE = re.compile(r"(?:19|20)\d\d([\-/. ])\d\d\1\d\d|\d\d([\-/. ])\d\d\2(?:19|20)\d\d")
_RUN = re.compile(r"01234|12345|23456|34567|45678|56789")

# A birthday names a date of birth when its year is long past; this year's is a party.
_BIRTHDAY_WORDS = (
    "birthday|geburtstag|anniversaire|cumpleaños|aniversário|compleanno|verjaardag|urodziny"
    "|день рождения|生日|誕生日|생일"
)
_BIRTHDAY = frozenset(_BIRTHDAY_WORDS.split("|"))
_BIRTHDAY_BEFORE = 2015
BIRTH_WORDS = (
    "date of birth|birth date|birthdate|dob|geburtsdatum|geboren am|geb."
    "|né le|née le|nacido el|nacida el|nascido em|nascida em|nato il|nata il|geboren op"
    "|urodzony|urodzona|родился|родилась|nar.|narozen|narozena|født|rođen|rođena|"
    + _BIRTHDAY_WORDS
    + "|date de naissance|fecha de nacimiento|data de nascimento|data di nascita"
    "|geboortedatum|data urodzenia|doğum tarihi|dogum tarihi|дата рождения|дата народження"
    "|syntymäaika|födelsedatum|fødselsdato|tanggal lahir|ngày sinh|تاريخ الميلاد|जन्म तिथि"
    "|出生日期|生年月日|생년월일"
)
_MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
# Months by name in the languages the birth verbs below are in (round 32): German, French,
# Spanish, Italian, Portuguese, Dutch, Swedish and Polish (the genitive a date uses).
_MONTH_NAMES = {
    name: number
    for number, names in enumerate(
        (
            "januar janvier enero gennaio janeiro januari stycznia",
            "februar février febrero febbraio fevereiro februari lutego",
            "märz mars marzo março maart marca",
            "avril abril aprile kwietnia",
            "mai mayo maggio maio mei maj maja",
            "juni juin junio giugno junho czerwca",
            "juli juillet julio luglio julho lipca",
            "août agosto augustus augusti sierpnia",
            "septembre septiembre settembre setembro września",
            "oktober octobre octubre ottobre outubro października",
            "novembre noviembre novembro listopada",
            "dezember décembre diciembre dicembre dezembro grudnia",
        ),
        start=1,
    )
    for name in names.split()
}
_MONTH = (
    r"(?:(?:" + _MONTHS + r")[a-z]*|" + "|".join(sorted(_MONTH_NAMES, key=len, reverse=True)) + ")"
)
_DATE = (
    r"(?<![\w\-])(?P<date>"
    r"(?P<d1>\d{1,2})[./\-] ?(?P<m1>\d{1,2})[./\-] ?(?P<y1>\d{4})"  # "nar. 12. 3. 1984"
    r"|(?P<y2>\d{4})[./\-](?P<m2>\d{1,2})[./\-](?P<d2>\d{1,2})"
    r"|(?P<y3>\d{4}) ?[年.] ?(?P<m3>\d{1,2}) ?[月.] ?(?P<d3>\d{1,2})日?"
    r"|(?P<d4>\d{1,2})\.?(?: de)? (?P<mn4>" + _MONTH + r")\.?(?: de)? (?P<y4>\d{4})"
    r"|(?P<mn5>" + _MONTH + r")\.? (?P<d5>\d{1,2}),? (?P<y5>\d{4}))(?![\w\-])"
)
_BIRTH = re.compile(
    "(?P<word>" + _words(BIRTH_WORDS) + ")" + r"[^\n\d]{0,30}?" + _DATE, re.IGNORECASE
)
# A verb of birth said of a named person (round 32): "Jonas Berg föddes den 14 mars 1988",
# "Elif Demir 12.06.1991 doğumlu"; "the project was born on 14 March 2019" names no one.
_BORN = re.compile(
    r"(?<![^\W_])(?P<word>born|geboren|née?|nacid[oa]|nat[oa]|nascid[oa]|född|föddes|født"
    r"|fødd|urodził[a]?[ \t]+się|родил(?:ся|ась)|doğdu|nació|naquit|nasceu|nacque|werd"
    r"[ \t]+geboren)(?![^\W_])[^\n\d]{0,30}?" + _DATE,
    re.IGNORECASE,
)
_BORN_AFTER = re.compile(
    _DATE + r"[ \t]*(?P<word>doğumlu|生まれ|geboren|born)(?![^\W_])", re.IGNORECASE
)
_BORN_NEEDLES = needles(
    "born geboren _né_ _née_ nacid nació naquit nasceu nacque _nato_ _nata_ nascid född født "
    "fødd urodził родил doğ 生まれ"  # (with their spaces: "nato" is in "coordinator")
)
_BIRTH_NEEDLES = needles(
    "birth dob: dob_ dob= geburt geboren_am geb. nar. narozen født rođen doğum dogum né_le "
    "née_le naissance "
    "nacido_el nacida_el nacimiento "
    "nascido_em nascida_em nascimento nato_il nata_il nascita geboren_op geboorte urodz "
    "родил рождения народження syntymä födelse fødsel lahir ngày_sinh الميلاد जन्म "
    "anniversaire cumpleaños aniversário compleanno verjaardag 出生 生年月日 生日 誕生日 생년월일 "
    "생일"
)

HOME_WORDS = (
    "home address|my address|her address|his address|their address|private address"
    "|residential address|lives at|live at|living at|meine adresse|seine adresse|ihre adresse"
    "|ma adresse|mon adresse|son adresse|mi dirección|mi direccion|su dirección|meu endereço"
    "|meu endereco|minha morada|il mio indirizzo|mijn adres|mój adres|moj adres|adresim"
    "|мой адрес|'s address|’s address|'s home address|’s home address|adresse des|adresse der"
    "|adresse du|adresse de|dirección del|dirección de|indirizzo del|indirizzo della"
    "|endereço do|endereço da|adres van"
    "|wohnt|wohne|privatadresse|anschrift|j'habite|habite|domicile|domicilio|vivo en|vive en"
    "|moro na|moro em|mora na|mora em|abito|abita|residenza|woont|woon|mieszkam|mieszka"
    "|ikamet|oturuyorum|живу|проживает|asun|bor på|住所|地址|住址|주소"
)
_STREET = (
    r"(?:[^\W\d_]*(?:straße|strasse|str\.|weg|gasse|allee|platz|ring|damm|ufer|straat|laan"
    r"|gracht|plein|vej|gatan|gata|väg|katu|tie)|street|st\.|avenue|ave\.?|road|rd\.|lane"
    r"|drive|boulevard|blvd\.?|way|court|place|parkway|rue|chemin|allée|impasse|calle|avenida|carrer"
    r"|rua|travessa|via|viale|piazza|corso|ulica|ul\.|sokak|sokağı|cadde|caddesi|улица|ул\.)"
)
_HOME = re.compile(
    _words(HOME_WORDS)
    + r"[^\n\d]{0,40}?(?P<street>\d{1,5}[a-z]?,? (?:[^\W\d_][\w'.\-]* ){0,3}?"
    + _STREET
    + r"(?![^\W\d_])|"
    + _STREET
    + r"[ \w'.\-]{0,40}? \d{1,5}[a-z]?(?![\w\-]))"
    r"[^\n]{0,60}?(?<![\w\-])(?P<postcode>\d{4}-\d{3}|\d{2}-\d{3}|\d{4,5}"  # 4050-262, 00-950
    r"|[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2})(?![\w\-])",
    re.IGNORECASE,
)
# Written without spaces, from the largest unit down, the number last: "北京市朝阳区建国路88号",
# "東京都新宿区西新宿2-8-1", "서울시 강남구 테헤란로 123".
_HOME_CJK = re.compile(
    r"(?:地址|住址|住所|주소)[^\n\d]{0,8}?(?P<street>[^\W\d_]{1,12}(?:省|市|区|區|県|都|府|도|시)"
    r"[^\n\d]{0,20}?(?P<postcode>\d{1,5}(?:号|號|番地?|丁目|번지|번길|(?:-\d{1,4})+)?))"
)
_HOME_CJK_NEEDLES = needles("地址 住址 住所 주소")
_HOME_NEEDLES = needles(
    "home_address my_address her_address his_address their_address private_address "
    "residential_address lives_at live_at living_at wohnt wohne privatadresse anschrift "
    "habite domicil vivo_en vive_en moro_ mora_ abito abita residenza woon mieszk ikamet "
    "oturuyorum живу прожива asun bor_på адрес adresse dirección direccion endereço "
    "endereco morada indirizzo mijn_adres mój_adres moj_adres adresim adres_van 's_address "
    "’s_address 住所 地址 住址 "
    "주소"
)


def _phone(number: str) -> bool:
    digits = "".join(c for c in number if c.isdigit())
    if not 8 <= len(digits) <= 15 or len(set(digits)) <= 2 or _RUN.search(digits):
        return False
    if _FICTIONAL.search(number) or _DATE_LIKE.fullmatch(number) or "  " in number:
        return False
    # written as a phone number is: +, 0 or a bracket first, or digits in groups
    return number[0] in "+0(" or len(re.split(r"[ \-()/]+", number.strip("()"))) >= 2


def _birth_date(m: re.Match[str]) -> bool:
    g = m.groupdict()
    for i in "12345":
        year = g.get(f"y{i}")
        if year is None:
            continue
        month_name = g.get(f"mn{i}")
        if month_name:
            month = _MONTH_NAMES.get(month_name.lower()) or (
                _MONTHS.split("|").index(month_name[:3].lower()) + 1
            )
        else:
            month = int(g[f"m{i}"])
        day = int(g[f"d{i}"])
        if i == "1" and month > 12 >= day:
            day, month = month, day  # 03/14/1987: the US order
        try:
            born = date(int(year), month, day)
        except ValueError:
            return False
        # 01.01.1970, 01/01/1900: a form's default, not a birthday
        placeholder = (born.month, born.day) == (1, 1) and born.year % 10 == 0
        if m.group("word").lower() in _BIRTHDAY and born.year >= _BIRTHDAY_BEFORE:
            return False
        return 1900 <= born.year <= 2029 and not placeholder
    return False


# Every rule in the order it is read, its needle groups and its reach: on a memory, only those
# whose needles its lower case may hold (short_presence.rules_for: one look-up for them all)
_ORDERED = (
    (_PHONE, _PHONE_NEEDLES, 80),
    (_CALL, _CALL_NEEDLES, 80),
    (_BIRTH, _BIRTH_NEEDLES, 80),
    (_BORN, _BORN_NEEDLES, 80),
    (_BORN_AFTER, _BORN_NEEDLES, 80),
    (_HOME, _HOME_NEEDLES, 160),
    (_HOME_CJK, _HOME_CJK_NEEDLES, 160),
)
_ORDERED_GROUPS = tuple(words for _, words, _ in _ORDERED)


def contact_hits(text: str, lowered: str | None = None) -> Iterator[Hit]:
    """Phone numbers, dates of birth and home addresses named as a person's (see the module
    docstring); ``lowered``, the text's lower case if the caller has it, is where the naming
    words are looked for."""
    if lowered is None:
        lowered = text.lower()
    where = lowered if len(lowered) == len(text) else text  # where find_near looks
    for pattern, words, reach in rules_for(_ORDERED, _ORDERED_GROUPS, where):
        for m in find_near(pattern, text, words, reach=reach, haystack=lowered):
            if pattern is _PHONE or pattern is _CALL:
                if m.groupdict().get("who") is not None and (
                    _ORG_LINE.search(m.group("who")) or _COUNT.match(text, m.start("number"))
                ):
                    continue
                if _phone(m.group("number")) and not documented(text, m.start()):
                    yield m.start("number"), m.end("number"), "phone_number"
            elif pattern is _BIRTH:
                if _birth_date(m) and not documented(text, m.start()):
                    yield m.start("date"), m.end("date"), "date_of_birth"
            elif pattern is _BORN or pattern is _BORN_AFTER:
                if _birth_date(m) and named(sentence_before(text, m.start()), strict=False):
                    yield m.start("date"), m.end("date"), "date_of_birth"
            elif not documented(text, m.start()):  # a home address
                yield m.start("street"), m.end("postcode"), "postal_address"


__all__ = ["BIRTH_WORDS", "HOME_WORDS", "PHONE_WORDS", "contact_hits"]
