"""Write gate: a bank account said with the code that routes to it (round 33).

An account number alone is any number, and a bank's routing code alone is public (the bank
prints it); said together in one sentence they are where someone's money is. A hit needs a
routing code in its country's own shape, named as one, and within the same sentence an
account number named as one (6 to 18 digits, groups allowed):

- a UK sort code ("sort code 20-45-77"), an Australian BSB ("BSB 062-000");
- a US routing number (ABA, its 3-7-1 check; "routing" alone is a web framework's word, so
  "routing number", "routing:" or "ABA"), a Canadian transit and institution number;
- an Indian IFSC ("HDFC0001234": four letters, a 0, six letters or digits);
- a German BLZ (eight digits) and a Kontonummer, a Brazilian agência and conta;
- in Japanese, an account's type (普通, 当座) and its seven digits with a bank or a branch
  (銀行, 支店) in the sentence.

A Mexican CLABE (18 digits, its own check digit) named as one is enough alone, as an IBAN is.
:mod:`memlane.core.privacy_personal` reads these with its IBANs and passes a number written
as an example.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]

_ROUTING = re.compile(
    r"(?i:(?<![^\W_])(?:sort[ \t_\-]?code|bsb(?:[ \t_\-]+(?:number|no\.?))?"
    r"|(?:aba[ \t_\-]+|bank[ \t_\-]+)?routing(?:[ \t_\-]*(?:number|no\.?|#))?|aba"
    r"|transit(?:[ \t_\-]+number)?"
    r"|ifsc(?:[ \t]+code)?|blz|bankleitzahl|ag[êe]ncia|ag\.)(?![^\W_]))"
    r"[^\n\d]{0,12}?(?<![\w\-])(?P<code>\d{2}-\d{2}-\d{2}|\d{6}|\d{3}[- ]\d{3}|\d{9}|\d{5}"
    r"|\d{8}|\d{3} ?\d{3} ?\d{2}|\d{4}(?:-\d)?|[A-Za-z]{4}0[A-Za-z0-9]{6})(?![\w\-])"
)
# (each where a word starts: "aba" is in "database", "ag." in "flag.", "transit" in
# "transitive"; "routing" alone is a web framework's)
_ROUTING_NEEDLES = needles(
    "sort_code sortcode sort\\_code sort-code \\bbsb routing_n routing_# routing: routing\\_n "
    "routing-n routingn routing= \\baba_ \\baba: \\baba\\_ \\baba- \\btransit_ \\btransit: ifsc "
    "\\bblz bankleitzahl agência agencia \\bag."
)
_ACCOUNT = re.compile(
    r"(?i:(?<![^\W_])(?:account|acct|a/c|c/c|kontonummer|konto(?:nr)?|conta|cuenta|compte"
    r"|conto|rekening(?:nummer)?|numer[ \t]+konta)(?:[_\-]?(?:number|num|no|nr))?(?![^\W_]))"
    r"[^\n\d]{0,24}?(?<![\w\-])(?P<account>\d[\d \-]{4,20}\d)(?![\w\-])"
)
_JAPANESE = re.compile(
    r"(?:普通|当座)(?:預金)?[ \t　]*(?:口座)?[ \t　]*(?:番号)?[ \t　:：]*(?P<account>\d{7})(?!\d)"
)
_JAPANESE_NEEDLES = needles("普通 当座 + 銀行 支店")
_CLABE = re.compile(r"(?i:clabe)[^\n\d]{0,30}?(?<![\w\-])(?P<account>\d{18})(?![\w\-])")
_CLABE_NEEDLES = needles("clabe")
# (an abbreviation's full stop ends no sentence: "A/c no. 5010…", "Kto.-Nr. 1234…")
_SENTENCE = re.compile(r"(?<!\b[Nn]o)(?<!\b[Nn]r)(?<!\bKto)[.!?。](?:\s|$)|\n\s*\n")


def _aba(code: str) -> bool:
    d = [int(c) for c in code]
    return sum(v * w for v, w in zip(d, (3, 7, 1) * 3, strict=True)) % 10 == 0


def _routing_ok(word: str, code: str) -> bool:
    word = word.lower()
    plain = re.sub(r"[ \-]", "", code)
    if word.startswith(("routing", "aba", "bank routing")):
        return len(plain) == 9 and plain.isdigit() and _aba(plain)
    if word.startswith("ifsc"):
        return not plain.isdigit()
    return plain.isdigit() and len(set(plain)) > 1


def _clabe(number: str) -> bool:
    d = [int(c) for c in number]
    total = sum(v * w % 10 for v, w in zip(d[:17], (3, 7, 1) * 6, strict=False))
    return (10 - total % 10) % 10 == d[17]


def _example(digits: str) -> bool:
    """A number that counts up ("000123456789", "12345678"): what documentation writes."""
    return "123456" in digits


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    lo = max(0, start - 160)
    ends = [m.end() for m in _SENTENCE.finditer(text, lo, start)]
    lo = ends[-1] if ends else lo
    after = _SENTENCE.search(text, end, min(len(text), end + 160))
    return lo, after.start() if after else min(len(text), end + 160)


# The rules read here and their needle groups: on a memory, only those whose needles it may
# hold are tried (short_presence.rules_for: one look-up for them all)
_RULES = (
    (_ROUTING, _ROUTING_NEEDLES),
    (_JAPANESE, _JAPANESE_NEEDLES),
    (_CLABE, _CLABE_NEEDLES),
)
_RULE_GROUPS = tuple(groups for _, groups in _RULES)


def bank_hits(text: str, lowered: str) -> Iterator[Hit]:
    """Account numbers said with their routing code, and named CLABEs (see above)."""
    where = lowered if len(lowered) == len(text) else text  # where find_near looks
    held = [pattern for pattern, _ in rules_for(_RULES, _RULE_GROUPS, where)]
    if _ROUTING in held:
        for m in find_near(_ROUTING, text, _ROUTING_NEEDLES, reach=200, haystack=lowered):
            word = text[m.start() : m.start("code")].strip(" \t:#").replace("_", " ")
            if not _routing_ok(word, m.group("code")):
                continue
            lo, hi = _sentence(text, m.start(), m.end())
            for acct in _ACCOUNT.finditer(text, lo, hi):
                digits = re.sub(r"\D", "", acct.group("account"))
                if _example(digits) or acct.start() == m.start():
                    continue  # round 43: Stripe's test account "000123456789" counts up
                if 6 <= len(digits) <= 18 and len(set(digits)) > 2:
                    yield min(m.start(), acct.start()), max(m.end(), acct.end()), "bank_account"
                    break
    if _JAPANESE in held:
        for m in find_near(_JAPANESE, text, _JAPANESE_NEEDLES, reach=120, haystack=lowered):
            lo, hi = _sentence(text, m.start(), m.end())
            branch = "銀行" in text[lo:hi] or "支店" in text[lo:hi]
            if branch and len(set(m.group("account"))) > 2:
                yield m.start("account"), m.end("account"), "bank_account"
    if _CLABE in held:
        for m in find_near(_CLABE, text, _CLABE_NEEDLES, reach=80, haystack=lowered):
            if _clabe(m.group("account")):
                yield m.start("account"), m.end("account"), "bank_account"


__all__ = ["bank_hits"]
