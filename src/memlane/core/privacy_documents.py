"""Write gate: numbers on a person's documents, named as such (round 29).

Rows for :mod:`memlane.core.privacy_personal`'s table of named ids, read the same way (a
naming word up to 40 characters before the number, an example's words excusing it):

- passports and driving licences, which carry no check digit: the document must be named and
  the number be written as issued (capital letters and a digit at least; "passport
  0.7.0" is a library's version, "Reisepass gültig bis 14.03.2031" a date);
- health and social insurance numbers with their own checks: the NHS number (mod 11),
  Germany's Krankenversichertennummer (a letter and nine digits, Luhn-like), Switzerland's
  AHV number (756, EAN-13), Canada's SIN (Luhn) when written "SIN";
- tax and civil numbers with their own checks: Italy's codice fiscale (its check letter),
  Portugal's NIF, Argentina's CUIT/CUIL, Israel's Teudat Zehut, Australia's TFN, Russia's
  twelve-digit INN (a person's; a company's has ten), Thailand's citizen id and South
  Africa's identity number (Luhn).
"""

from __future__ import annotations

from collections.abc import Callable


def _digits(s: str) -> list[int]:
    return [int(c) for c in s if c.isdigit()]


def _luhn(s: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(_digits(s))):
        total += (d * 2 - 9 if d > 4 else d * 2) if i % 2 else d
    return total % 10 == 0


def _as_issued(s: str) -> bool:
    """A document number as printed: capitals and digits (one at least), varied."""
    plain = s.replace(" ", "")
    return (
        (plain.isupper() or plain.isdigit())
        and any(c.isdigit() for c in plain)
        and len(set(plain)) >= 4
    )


def _nhs(s: str) -> bool:
    d = _digits(s)
    check = 11 - sum(v * w for v, w in zip(d[:9], range(10, 1, -1), strict=True)) % 11
    return check != 10 and (0 if check == 11 else check) == d[9]


def _kvnr(s: str) -> bool:
    """A letter (as its two-digit place in the alphabet) and eight digits, weights 1 and 2."""
    if not s[0].isupper():
        return False
    d = _digits(f"{ord(s[0].upper()) - 64:02d}" + s[1:9])
    total = sum(
        (v * (2 if i % 2 else 1)) // 10 + (v * (2 if i % 2 else 1)) % 10 for i, v in enumerate(d)
    )
    return total % 10 == int(s[9])


def _ahv(s: str) -> bool:
    d = _digits(s)
    total = sum(v * (3 if i % 2 else 1) for i, v in enumerate(d[:12]))
    return (10 - total % 10) % 10 == d[12]


_CF_ODD = dict(
    zip(
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        (1, 0, 5, 7, 9, 13, 15, 17, 19, 21) * 2
        + (2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23),
        strict=True,
    )
)


def _codice_fiscale(s: str) -> bool:
    if not s.isupper():
        return False
    total = sum(
        _CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
        for i, c in enumerate(s[:15])
    )
    return chr(65 + total % 26) == s[15]


def _nif_pt(s: str) -> bool:
    d = _digits(s)
    r = sum(v * w for v, w in zip(d[:8], range(9, 1, -1), strict=True)) % 11
    return (0 if r < 2 else 11 - r) == d[8]


def _cuit(s: str) -> bool:
    d = _digits(s)
    check = (
        11 - sum(v * w for v, w in zip(d[:10], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
    )
    return d[:2] in ([2, 0], [2, 3], [2, 4], [2, 7]) and check != 10 and (check % 11) == d[10]


def _teudat_zehut(s: str) -> bool:
    total = 0
    for i, v in enumerate(_digits(s)):
        v *= 1 + i % 2
        total += v - 9 if v > 9 else v
    return total % 10 == 0


def _tfn(s: str) -> bool:
    d = _digits(s)
    return sum(v * w for v, w in zip(d, (1, 4, 3, 7, 5, 8, 6, 9, 10), strict=True)) % 11 == 0


def _inn12(s: str) -> bool:
    d = _digits(s)
    w = (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8)
    return (
        sum(a * b for a, b in zip(d[:10], w[1:], strict=True)) % 11 % 10 == d[10]
        and sum(a * b for a, b in zip(d[:11], w, strict=True)) % 11 % 10 == d[11]
    )


def _thai_id(s: str) -> bool:
    d = _digits(s)
    return (11 - sum(v * (13 - i) for i, v in enumerate(d[:12])) % 11) % 10 == d[12]


def _sa_id(s: str) -> bool:
    d = _digits(s)
    month, day = d[2] * 10 + d[3], d[4] * 10 + d[5]
    return 1 <= month <= 12 and 1 <= day <= 31 and d[10] in (0, 1) and _luhn(s)


# (class, naming words, the number's shape, its check), as privacy_personal reads them.
DOCUMENT_IDS: tuple[tuple[str, str, str, Callable[[str], bool]], ...] = (
    ("identity_document", "passport|passports|passport number|passport no|reisepass"
     "|reisepassnummer|passnummer|passeport|pasaporte|passaporto|passaporte|paszport|paszportu"
     "|paspoort|paspoortnummer|паспорт|паспорта|パスポート|여권|护照|護照",
     r"(?=[a-z]*\d)[a-z0-9]{6,12}|\d{2} ?\d{2} ?\d{6}", _as_issued),
    ("identity_document", "driver's license|drivers license|driver license|driver's licence"
     "|driving licence|driving license|führerschein|führerscheinnummer|fuehrerschein"
     "|permis de conduire|licencia de conducir|carnet de conducir|permiso de conducir"
     "|patente di guida|rijbewijs|rijbewijsnummer|prawo jazdy|prawa jazdy|carteira de motorista"
     "|運転免許|운전면허|驾驶证|駕駛執照", r"(?=[a-z]*\d)[a-z0-9]{5,18}", _as_issued),
    ("health_id", "nhs number|nhs no|nhs", r"\d{3} ?\d{3} ?\d{4}", _nhs),
    ("health_id", "krankenversichertennummer|versichertennummer|krankenversicherungsnummer|kvnr",
     r"[a-z]\d{9}", _kvnr),
    ("national_id", "ahv|avs|ahv-nummer|ahv-nr|numéro avs|sozialversicherungsnummer",
     r"756\.?\d{4}\.?\d{4}\.?\d{2}", _ahv),
    ("national_id", "sin|nas|assurance sociale", r"\d{3}[ -]?\d{3}[ -]?\d{3}", _luhn),
    ("national_id", "codice fiscale|cod. fiscale|c.f.", r"[a-z]{6}\d{2}[a-z]\d{2}[a-z]\d{3}[a-z]",
     _codice_fiscale),
    ("national_id", "nif|contribuinte|número fiscal|numero fiscal", r"[125689]\d{8}", _nif_pt),
    ("national_id", "cuit|cuil", r"\d{2}-?\d{8}-?\d", _cuit),
    ("national_id", "תעודת זהות|מספר זהות|ת.ז.|teudat zehut", r"\d{9}", _teudat_zehut),
    ("national_id", "tfn|tax file number", r"\d{3} ?\d{3} ?\d{3}", _tfn),
    ("national_id", "инн|inn", r"\d{12}", _inn12),
    ("national_id", "เลขประจำตัวประชาชน|บัตรประชาชน|thai id",
     r"\d-?\d{4}-?\d{5}-?\d{2}-?\d", _thai_id),
    ("national_id", "id-nommer|id nommer|identiteitsnommer|south african id", r"\d{13}", _sa_id),
)  # fmt: skip


__all__ = ["DOCUMENT_IDS"]
