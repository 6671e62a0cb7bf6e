"""Write gate: more national ids, named as such, each with its own check (round 30).

Rows for :mod:`memlane.core.privacy_personal`'s table of named ids, read the same way (a
naming word up to 40 characters before the number; a number that fails its check passes):
Romania's CNP, Bulgaria's EGN, Croatia's OIB, Estonia's isikukood, Iceland's kennitala,
Singapore's NRIC, Hong Kong's HKID, Czechia's and Slovakia's rodné číslo, Ireland's PPS
number, Greece's AMKA, Austria's social insurance number and Mexico's CURP; round 33:
Denmark's CPR number (a real birth date: numbers issued since 2007 carry no check digit),
Greece's tax number (ΑΦΜ) and the US ITIN (its fourth and fifth digits in the ranges the IRS
issues). The checks are the ones each state publishes with the number's format.
"""

from __future__ import annotations

from collections.abc import Callable


def _digits(s: str) -> list[int]:
    return [int(c) for c in s if c.isdigit()]


def _weighted(d: list[int], weights: tuple[int, ...]) -> int:
    return sum(v * w for v, w in zip(d, weights, strict=False))


def _cnp(s: str) -> bool:
    d = _digits(s)
    r = _weighted(d, (2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9)) % 11
    return (1 if r == 10 else r) == d[12] and 1 <= d[3] * 10 + d[4] <= 12


def _egn(s: str) -> bool:
    d = _digits(s)
    r = _weighted(d, (2, 4, 8, 5, 10, 9, 7, 3, 6)) % 11
    return (0 if r == 10 else r) == d[9] and 1 <= (d[2] * 10 + d[3]) % 20 <= 12


def _oib(s: str) -> bool:
    p = 10
    d = _digits(s)
    for v in d[:10]:
        p = (((v + p) % 10 or 10) * 2) % 11
    return (11 - p) % 10 == d[10]


def _isikukood(s: str) -> bool:
    d = _digits(s)
    r = _weighted(d, (1, 2, 3, 4, 5, 6, 7, 8, 9, 1)) % 11
    if r == 10:
        r = _weighted(d, (3, 4, 5, 6, 7, 8, 9, 1, 2, 3)) % 11 % 10
    return d[0] in range(1, 7) and r == d[10] and 1 <= d[3] * 10 + d[4] <= 12


def _kennitala(s: str) -> bool:
    d = _digits(s)
    r = 11 - _weighted(d, (3, 2, 7, 6, 5, 4, 3, 2)) % 11
    return r != 10 and (0 if r == 11 else r) == d[8] and d[9] in (0, 8, 9)


def _nric(s: str) -> bool:
    first, d = s[0].upper(), _digits(s)
    total = _weighted(d, (2, 7, 6, 5, 4, 3, 2)) + (4 if first in "TG" else 0)
    letters = "JZIHGFEDCBA" if first in "ST" else "XWUTRQPNMLK"
    return letters[total % 11] == s[-1].upper()


def _hkid(s: str) -> bool:
    plain = s.upper().replace("(", "").replace(")", "")
    head = plain[:-7]
    values = [36] * (2 - len(head)) + [ord(c) - 55 for c in head]
    total = values[0] * 9 + values[1] * 8 + _weighted(_digits(plain[-7:-1]), (7, 6, 5, 4, 3, 2))
    check = (11 - total % 11) % 11
    return plain[-1] == ("A" if check == 10 else str(check))


def _rodne_cislo(s: str) -> bool:
    d = _digits(s)
    month = (d[2] * 10 + d[3]) % 50
    number = int("".join(map(str, d)))
    return 1 <= month <= 12 and (
        number % 11 == 0 or (int("".join(map(str, d[:9]))) % 11 == 10 and d[9] == 0)
    )


def _ppsn(s: str) -> bool:
    d = _digits(s)
    letters = s[7:].upper()
    total = _weighted(d, (8, 7, 6, 5, 4, 3, 2))
    if len(letters) == 2 and letters[1] != "W":
        total += 9 * (ord(letters[1]) - 64)
    return "WABCDEFGHIJKLMNOPQRSTUV"[total % 23] == letters[0]


def _luhn(s: str) -> bool:
    total = 0
    for i, v in enumerate(reversed(_digits(s))):
        total += (v * 2 - 9 if v > 4 else v * 2) if i % 2 else v
    return total % 10 == 0


def _amka(s: str) -> bool:
    d = _digits(s)
    return _luhn(s) and 1 <= d[0] * 10 + d[1] <= 31 and 1 <= d[2] * 10 + d[3] <= 12


def _svnr(s: str) -> bool:
    d = _digits(s)
    r = _weighted(d[:3] + d[4:], (3, 7, 9, 5, 8, 4, 2, 1, 6)) % 11
    return r == d[3] and 1 <= d[6] * 10 + d[7] <= 12


_CURP_ALPHABET = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def _curp(s: str) -> bool:
    s = s.upper()
    total = sum(_CURP_ALPHABET.index(c) * (18 - i) for i, c in enumerate(s[:17]))
    return str((10 - total % 10) % 10) == s[17]


def _cpr(s: str) -> bool:
    d = _digits(s)
    day, month = d[0] * 10 + d[1], d[2] * 10 + d[3]
    return 1 <= day <= 31 and 1 <= month <= 12


def _afm(s: str) -> bool:
    d = _digits(s)
    return sum(v * 2 ** (8 - i) for i, v in enumerate(d[:8])) % 11 % 10 == d[8]


def _itin(s: str) -> bool:
    d = _digits(s)
    group = d[3] * 10 + d[4]
    return 50 <= group <= 65 or 70 <= group <= 88 or 90 <= group <= 92 or 94 <= group <= 99


# (class, naming words, the number's shape, its check), as privacy_personal reads them.
CIVIL_IDS: tuple[tuple[str, str, str, Callable[[str], bool]], ...] = (
    ("national_id", "cnp|cnp-ul|cnp-ului|cod numeric personal", r"[1-8]\d{12}", _cnp),
    ("national_id", "егн|egn|единен граждански номер", r"\d{10}", _egn),
    ("national_id", "oib|osobni identifikacijski broj", r"\d{11}", _oib),
    ("national_id", "isikukood|personal identification code", r"[1-6]\d{10}", _isikukood),
    ("national_id", "kennitala|kt.", r"\d{6}-?\d{4}", _kennitala),
    ("national_id", "nric|fin no|nric no", r"[stfg]\d{7}[a-z]", _nric),
    ("national_id", "hkid|香港身份證|hong kong identity card", r"[a-z]{1,2}\d{6}\(?[\da]\)?",
     _hkid),
    ("national_id", "rodné číslo|rodne cislo|r.č.|rč", r"\d{6}/?\d{4}", _rodne_cislo),
    ("national_id", "ppsn|pps number|pps no|personal public service number",
     r"\d{7}[a-w][a-iw]?", _ppsn),
    ("national_id", "αμκα|amka", r"\d{11}", _amka),
    ("national_id", "svnr|sv-nummer|versicherungsnummer|sozialversicherungsnummer",
     r"\d{4} ?\d{6}", _svnr),
    ("national_id", "curp", r"[a-z]{4}\d{6}[hm][a-z]{5}[a-z\d]\d", _curp),
    ("national_id", "cpr|cpr-nummer|cpr-nr|cpr nummer", r"\d{6}-?\d{4}", _cpr),
    ("national_id", "αφμ|afm", r"\d{9}", _afm),
    ("national_id", "itin|individual taxpayer identification number", r"9\d{2}-?\d{2}-?\d{4}",
     _itin),
)  # fmt: skip


__all__ = ["CIVIL_IDS"]
