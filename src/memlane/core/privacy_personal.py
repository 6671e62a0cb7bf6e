"""Write gate: numbers that identify a person or their money (round 27).

- an IBAN: a country's code, two check digits and that country's BBAN length, passing the
  ISO 13616 mod-97 check (spaces every four characters allowed). Nothing else is needed in a
  memory: a random run passes all three one time in tens of thousands; a text over 4 KiB is
  searched near words that name an account or a payment ("IBAN", "Konto", "transfer");
- a national identity or tax number, named as one within a few words before it ("SSN:",
  "CPF do cliente", "BSN … van", "Steuer-ID") and passing that number's own check (check
  digits, check letter, or the allocation rules where the number has no check digit, as the
  US SSN and the UK National Insurance number). The name is required: the digits alone are
  an order number as often as an id.

A number written as an example passes: after "e.g.", "example", "such as", "test" and their
equivalents within 80 characters before it on its line, or made of a counting run such as
123-45-6789 (a form's sample), or of two distinct digits or fewer.
Card numbers are read in :mod:`memlane.core.privacy_recovery`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import find_near, needles, present
from memlane.core.privacy_ailments import ailment_hits
from memlane.core.privacy_bank import bank_hits
from memlane.core.privacy_civil_ids import CIVIL_IDS
from memlane.core.privacy_documents import DOCUMENT_IDS
from memlane.core.privacy_health import health_hits
from memlane.core.privacy_life import life_hits
from memlane.core.privacy_status import status_hits

Hit = tuple[int, int, str]

# BBAN lengths + 4 (the whole IBAN) by country, from the ISO 13616 registry.
_IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
    "BR": 29, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20,
    "EG": 29, "ES": 24, "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18,
    "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27,
    "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27,
    "MD": 24, "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18, "NO": 15, "PK": 24,
    "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SC": 31, "SE": 24,
    "SI": 19, "SK": 24, "SM": 27, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}  # fmt: skip
# (led by a character class and nothing before it, the engine skips to candidates fast; the
# country, the boundary before and the length are checked on each candidate)
_IBAN = re.compile(
    r"(?P<iban>[A-Z]{2}\d{2}(?:[A-Z0-9]{11,30}|(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?))"
    r"(?![A-Za-z0-9])"
)
# An example in documentation: the sentence says so before the number.
_EXAMPLE = re.compile(
    r"(?i)(?:\be\.g\.|\bi\.e\.|\bexample\b|\bsample\b|\bsuch as\b|\bfor instance\b|\bbeispiel"
    r"|\bz\. ?b\.|\bexemple\b|\bpar ex|\bejemplo\b|\bp\. ?ej\.|\besempio\b|\bad es\."
    r"|\bvoorbeeld\b|\bbijv\.|\bexemplo\b|\bdummy\b|\bfake\b|\btest\b)"
)


def _mod97(iban: str) -> bool:
    moved = iban[4:] + iban[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def documented(text: str, start: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    return bool(_EXAMPLE.search(text, max(line_start, start - 80), start))


# A memory is searched whole; a longer text only near a word that names an account or a
# payment (the search visits every capital letter: ~7 ms on a 256 KiB transcript).
_IBAN_WHOLE = 4096
# (short words with what follows them: "rib" is in "contribute", "conta" in "contact")
_IBAN_WORDS = needles(
    "iban rib_ rib: bic_ bic: swift konto account bank überweis uberweis virement bonifico "
    "transfer rekening cuenta conta_ compte payee beneficiar счет счёт рахунок 账户 口座 계좌"
)


def _ibans(text: str, lowered: str) -> Iterator[Hit]:
    if len(text) <= _IBAN_WHOLE:
        candidates: Iterator[re.Match[str]] = _IBAN.finditer(text)
    else:
        candidates = find_near(_IBAN, text, _IBAN_WORDS, reach=120, haystack=lowered)
    for m in candidates:
        if m.start() and (text[m.start() - 1].isalnum() or text[m.start() - 1] == "_"):
            continue
        iban = m.group("iban").replace(" ", "")
        if len(iban) != _IBAN_LENGTHS.get(iban[:2]) or not _mod97(iban):
            continue
        if len(set(iban[4:])) <= 3 or documented(text, m.start()):
            continue
        yield m.start(), m.end(), "bank_account"


# --- national identity and tax numbers ------------------------------------------------------


def _digits(s: str) -> list[int]:
    return [int(c) for c in s if c.isdigit()]


def _luhn(s: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(_digits(s))):
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _weighted(d: list[int], weights: range | tuple[int, ...]) -> int:
    return sum(v * w for v, w in zip(d, weights, strict=False))


def _us_ssn(s: str) -> bool:
    d = "".join(c for c in s if c.isdigit())
    area, group, serial = d[:3], d[3:5], d[5:]
    return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"


def _uk_nino(s: str) -> bool:
    s = s.replace(" ", "").upper()
    return (
        s[0] not in "DFIQUV"
        and s[1] not in "DFIOQUV"
        and s[:2] not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ")
    )


def _cpf(s: str) -> bool:
    d = _digits(s)
    if len(set(d)) == 1:
        return False
    for n in (9, 10):
        r = _weighted(d[:n], range(n + 1, 1, -1)) % 11
        if d[n] != (0 if r < 2 else 11 - r):
            return False
    return True


def _dni(s: str) -> bool:
    s = s.replace("-", "").replace(" ", "").upper()
    number = s[:-1].replace("X", "0").replace("Y", "1").replace("Z", "2")
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(number) % 23] == s[-1]


def _bsn(s: str) -> bool:
    d = _digits(s)
    return d[0] != 0 and (_weighted(d[:8], range(9, 1, -1)) - d[8]) % 11 == 0


def _nir(s: str) -> bool:
    d = "".join(c for c in s.upper() if c.isalnum())
    body = d[:13].replace("2A", "19").replace("2B", "18")
    return body.isdigit() and 97 - int(body) % 97 == int(d[13:])


def _mod11_10(s: str) -> bool:
    """ISO 7064 MOD 11,10: the German tax id."""
    d = _digits(s)
    product = 10
    for v in d[:-1]:
        total = (v + product) % 10 or 10
        product = total * 2 % 11
    return (11 - product) % 10 == d[-1] and d[0] != 0


def _pesel(s: str) -> bool:
    d = _digits(s)
    return (10 - _weighted(d[:10], (1, 3, 7, 9) * 3) % 10) % 10 == d[10]


def _cn_id(s: str) -> bool:
    d = _digits(s[:17])
    check = "10X98765432"[_weighted(d, (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)) % 11]
    return check == s[17].upper()


def _verhoeff(s: str) -> bool:
    d_table = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
        [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
        [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
        [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
    ]  # fmt: skip
    p_table = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
        [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
    ]  # fmt: skip
    c = 0
    for i, v in enumerate(reversed(_digits(s))):
        c = d_table[c][p_table[i % 8][v]]
    return c == 0


def _kr_rrn(s: str) -> bool:
    d = _digits(s)
    return (11 - _weighted(d[:12], (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)) % 11) % 10 == d[12]


def _my_number(s: str) -> bool:
    d = _digits(s)
    total = sum(v * (n + 1 if n <= 6 else n - 5) for n, v in enumerate(reversed(d[:11]), 1))
    r = total % 11
    return d[11] == (0 if r <= 1 else 11 - r)


def _tckn(s: str) -> bool:
    """Turkey's identity number: two check digits over the first nine and ten."""
    d = _digits(s)
    odd, even = sum(d[0:9:2]), sum(d[1:8:2])
    return d[0] != 0 and (odd * 7 - even) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def _hetu(s: str) -> bool:
    """Finland's personal identity code: the nine digits mod 31 pick the check character."""
    number = s[:6] + s[7:10]
    return number.isdigit() and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(number) % 31] == s[-1].upper()


def _rut(s: str) -> bool:
    """Chile's RUT/RUN: a mod-11 check character (K for ten)."""
    body, check = [int(c) for c in s[:-1] if c.isdigit()], s[-1].upper()
    r = 11 - sum(v * (2 + i % 6) for i, v in enumerate(reversed(body))) % 11
    return check == {11: "0", 10: "K"}.get(r, str(r))


def _fnr(s: str) -> bool:
    """Norway's fødselsnummer: two mod-11 check digits."""
    d = _digits(s)
    for n, weights in ((9, (3, 7, 6, 1, 8, 9, 4, 5, 2)), (10, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))):
        r = 11 - _weighted(d[:n], weights) % 11
        if (0 if r == 11 else r) != d[n]:
            return False
    return True


def _be_nn(s: str) -> bool:
    """Belgium's national register number: 97 minus the first nine digits mod 97 (with a 2
    before them for people born from 2000)."""
    d = "".join(c for c in s if c.isdigit())
    check = int(d[9:])
    return 97 - int(d[:9]) % 97 == check or 97 - int("2" + d[:9]) % 97 == check


def _needles_for(word: str) -> str:
    """A short name is looked for with what follows it ("nie" is in "companies")."""
    word = word.replace(" ", "_")
    return f"{word}: {word}_" if len(word) <= 3 and word.isascii() else word


# (class, the words that name it, the number's shape, its check). A word is matched whole,
# in lower case, up to 40 characters (no digits, one line) before the number.
_NAMED_IDS: tuple[tuple[str, str, str, Callable[[str], bool]], ...] = (
    ("national_id", "ssn|social security", r"\d{3}-\d{2}-\d{4}|\d{9}", _us_ssn),
    ("national_id", "national insurance|ni number|ni no|nino",
     r"[a-z]{2} ?\d{2} ?\d{2} ?\d{2} ?[a-d]", _uk_nino),
    ("national_id", "cpf", r"\d{3}\.?\d{3}\.?\d{3}-?\d{2}", _cpf),
    ("national_id", "dni|nif|nie|documento nacional", r"[xyz]\d{7}-?[a-z]|\d{8}-?[a-z]", _dni),
    ("national_id", "bsn|burgerservicenummer|sofinummer|sofi-nummer",
     r"\d{9}|\d{4}\.\d{2}\.\d{3}", _bsn),
    ("national_id", "sécurité sociale|securite sociale|nir|numéro insee|numero insee"
     "|numéro de sécu|numero de secu",
     r"[12] ?\d{2} ?\d{2} ?(?:\d{2}|2a|2b) ?\d{3} ?\d{3} ?\d{2}", _nir),
    ("national_id", "steuer-id|steuerid|steueridentifikationsnummer|steuer-identifikationsnummer"
     "|idnr", r"\d{2} ?\d{3} ?\d{3} ?\d{3}", _mod11_10),
    ("national_id", "pesel", r"\d{11}", _pesel),
    ("national_id", "身份证|居民身份证|resident id", r"\d{17}[\dx]", _cn_id),
    ("national_id", "aadhaar|aadhar|आधार", r"[2-9]\d{3} ?\d{4} ?\d{4}", _verhoeff),
    ("national_id", "personnummer|personnumret",
     r"(?:19|20)?\d{6}[-+]?\d{4}", lambda s: _luhn("".join(c for c in s if c.isdigit())[-10:])),
    ("national_id", "social insurance", r"\d{3}[ -]?\d{3}[ -]?\d{3}", _luhn),
    ("national_id", "주민등록번호|주민번호", r"\d{6}-?\d{7}", _kr_rrn),
    ("national_id", "マイナンバー|個人番号", r"\d{4} ?\d{4} ?\d{4}", _my_number),
    # round 28: Turkey, Finland, Chile, Norway, Belgium, and India's PAN (no check digit:
    # its fourth letter says whose it is, P for a person)
    ("national_id", "tc kimlik|kimlik no|kimlik numarası|kimlik numarasi|tckn|t.c. kimlik",
     r"[1-9]\d{10}", _tckn),
    ("national_id", "henkilötunnus|henkilotunnus|hetu|sosiaaliturvatunnus",
     r"\d{6}[-+a-fu-y]\d{3}[0-9a-y]", _hetu),
    ("national_id", "rut|rol único tributario|rol unico tributario",
     r"\d{1,2}\.?\d{3}\.?\d{3}-[\dk]", _rut),
    ("national_id", "fødselsnummer|fodselsnummer|personnummer", r"\d{6} ?\d{5}", _fnr),
    ("national_id", "rijksregisternummer|numéro de registre national|numero de registre national"
     "|national register number|national number|insz|niss",
     r"\d{2}\.?\d{2}\.?\d{2}-?\d{3}\.?\d{2}", _be_nn),
    ("national_id", "pan|permanent account number", r"[a-z]{3}p[a-z]\d{4}[a-z]",
     lambda s: s.isupper()),
)  # fmt: skip


def _unspaced(word: str) -> bool:
    """A word of a script written without spaces (CJK, kana, Hangul): a particle or a suffix
    follows it directly (身份证号, 주민등록번호는)."""
    return any("\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af" for c in word)


def _naming(words: str) -> str:
    spaced = [w for w in words.split("|") if not _unspaced(w)]
    unspaced = [w for w in words.split("|") if _unspaced(w)]
    parts = ["(?:" + "|".join(spaced) + r")(?![^\W\d_])"] if spaced else []
    return "(?:" + "|".join(parts + unspaced) + ")"


_RULES = tuple(
    (
        cls,
        re.compile(
            r"(?<![^\W_])"
            + _naming(words)
            + r"[^\n\d]{0,40}?(?<![\w\-])(?P<number>"
            + shape
            + r")(?![\w\-])",
            re.IGNORECASE,
        ),
        needles(" ".join(_needles_for(w) for w in words.split("|"))),
        check,
    )
    for cls, words, shape, check in (*_NAMED_IDS, *DOCUMENT_IDS, *CIVIL_IDS)
)
# Every naming word at once: most texts name no id, and one look settles it.
_ANY_ID_WORD = (tuple(n for _, _, words, _ in _RULES for n in words[0]),)
# A form's sample: a counting run of five digits or more ("123-45-6789").
_RUN = re.compile(r"(?:0(?=1)|1(?=2)|2(?=3)|3(?=4)|4(?=5)|5(?=6)|6(?=7)|7(?=8)|8(?=9)){4}")


def personal_hits(text: str, lowered: str | None = None) -> Iterator[Hit]:
    """IBANs and named national ids in ``text`` (see the module docstring); ``lowered``, its
    lower case if the caller has it, is where the naming words are looked for."""
    if lowered is None:
        lowered = text.lower()
    yield from _ibans(text, lowered)
    yield from (hit for hit in bank_hits(text, lowered) if not documented(text, hit[0]))
    yield from health_hits(text, lowered)
    yield from ailment_hits(text, lowered)
    yield from life_hits(text, lowered)
    yield from status_hits(text, lowered)
    if not present(_ANY_ID_WORD, lowered):
        return
    for cls, pattern, words, check in _RULES:
        for m in find_near(pattern, text, words, reach=80, haystack=lowered):
            number = m.group("number")
            plain = re.sub(r"[\s.\-]", "", number)
            if len(set(plain)) <= 2 or _RUN.search(plain) or documented(text, m.start()):
                continue
            if check(number):
                yield m.start("number"), m.end("number"), cls


__all__ = ["documented", "personal_hits"]
