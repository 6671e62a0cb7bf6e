"""Write gate: what unlocks or restores an account without its password (round 25).

- a second factor's seed: a base32 secret of 16+ characters after "2FA", "TOTP", "OTP",
  "MFA" or "authenticator" with "seed", "secret" or "key" (``otpauth://`` URIs are caught as
  URLs carrying a secret);
- recovery or backup codes: two or more code-shaped tokens ("k3j9x-p2m8q", "48213957") after
  "recovery codes", "backup codes" or "2FA codes";
- a key named for what it opens, with words between the name and the value ("encryption key
  for backups = …", "Unseal Key 1: …", "the master key we use is …"): the value must look
  generated;
- a door, alarm or card PIN named as one ("PIN for the office door is 4821");
- a payment card number: 13 to 19 digits that pass the Luhn check, next to a word for a card.
  The documented test numbers ("4242 4242 4242 4242", "4111 1111 1111 1111") use four
  distinct digits or fewer and pass.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_values import is_placeholder, is_reference, machine_like
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]

_FACTOR = r"(?:2fa|totp|otp|mfa|authenticator|two[- ]factor)"
# the seed's own word, also in other languages ("2FA-Schlüssel", "ключ TOTP"; round 38)
_SEED_WORD = (
    r"(?:seed|secret|key|setup key|code|schl[üu]ssel\w*|geheimnis|cl[ée]|clave|chave|chiave"
    r"|sleutel|klucz|anahtar|ключ\w*|секрет\w*)"
)
_OTP_SEED = re.compile(
    r"(?:(?i:\b" + _FACTOR + r"\b)[^\n]{0,30}?(?:(?i:\b" + _SEED_WORD + r"\b)|密钥|秘钥|キー"
    r"|シークレット|키)"
    # the word first, as French, Spanish or Portuguese put it ("clé 2FA", "chave TOTP")
    r"|(?i:\b" + _SEED_WORD + r"[ \t\-]+(?:(?:de|du|da|del|do|für|для)[ \t]+)?" + _FACTOR + r"\b))"
    # (words may follow the seed's name: "TOTP seed for the shared admin account: …")
    r"[^\n:=]{0,40}?[:=：]?[ \t]*[\"'`]?"
    # authenticator apps show a setup key in groups of four, upper or lower case
    r"(?P<value>(?:[A-Z2-7]{4}[ \t]?){3,}[A-Z2-7]{0,4}|(?:[a-z2-7]{4}[ \t]?){3,}[a-z2-7]{0,4}"
    r"|[a-z2-7]{16,64})(?![\w])"
)
_OTP_NEEDLES = needles(
    "2fa 2FA totp TOTP Totp otp OTP Otp mfa MFA Mfa authenticator Authenticator two-factor "
    "Two-factor two_factor Two_factor"
)

_RECOVERY_CODES = re.compile(
    # (or a file's name: `github-recovery-codes.txt`; round 43)
    r"(?i:\b(?:recovery|backup|2fa|mfa|emergency|scratch)[ _\-]codes?\b)[^\n:]{0,30}?:?[ \t\n]*"
    # (numbered, and Google's eight digits in two groups of four: "1. 4821 9302"; round 43)
    r"(?P<codes>(?:\d{1,2}[.)][ \t]+)?(?:[a-z0-9]{4,6}-[a-z0-9]{4,6}|\d{4} \d{4}|\d{8,10}"
    r"|[a-z0-9]{8,12})(?:[ \t,;\n]+(?:\d{1,2}[.)][ \t]+)?"
    r"(?:[a-z0-9]{4,6}-[a-z0-9]{4,6}|\d{4} \d{4}|\d{8,10}|[a-z0-9]{8,12})){1,15})"
)
_RECOVERY_NEEDLES = needles(
    " ".join(
        f"{w}{sep}code"
        for word in ("recovery", "backup", "2fa", "mfa", "emergency", "scratch")
        for w in (word, word.capitalize(), word.upper())
        for sep in ("_", "-", "\\_")
    )
)
_CODE = re.compile(r"[a-z0-9]{4,6}-[a-z0-9]{4,6}|\d{4} \d{4}|\d{8,10}|[a-z0-9]{8,12}")

# "encryption key for backups = …", "Unseal Key 1: …", "the master key we use is …"
_NAMED_KEY = re.compile(
    r"(?i:\b(?:encryption|decryption|signing|master|unseal|recovery|root|backup|vault|hmac"
    r"|aes|shared|symmetric|wrapping|license)[ _\-]?(?:key|secret)s?\b)"
    r"(?P<gap>[^\n=:]{0,30}?)(?:[=:]|\bis\b|\bare\b)[ \t]*[\"'`]?"
    r"(?P<value>[A-Za-z0-9+/_\-]{20,}={0,2})"
)
_NAMED_KEY_NEEDLES = needles(
    " ".join(
        variant
        for word in ("encryption", "decryption", "signing", "master_key", "master_secret",
                     "unseal", "recovery_key", "root_key", "backup_key", "vault_key", "hmac",
                     "aes", "shared_key", "shared_secret", "symmetric", "wrapping", "license_key")
        for variant in (word, word.capitalize(), word.upper())
    )
)  # fmt: skip

# A door, alarm or card PIN: "PIN for the office door is …" (four to eight digits).
_PIN = re.compile(
    r"(?i)\b(?:pin|pin code|pin number|door code|alarm code|safe code|gate code|keypad code"
    r"|entry code|access code)(?: (?:for|of|to) (?:the |my |our )?[\w\-]+(?: [\w\-]+)?)?"
    r"[ \t]*(?::|=|[ \t]is)[ \t]*(?P<value>\d{4,8})(?!\d|[.,]\d)"
)
_PIN_NEEDLES = ("pin", "PIN", "Pin", "door code", "alarm code", "safe code", "gate code",
                "keypad code", "entry code", "access code", "Door code", "Alarm code",
                "Access code", "Entry code")  # fmt: skip
_TRIVIAL_PINS = frozenset({"0000", "1111", "1234", "12345", "123456", "1234567", "12345678"})


# Digits first (a text has fewer 13-digit runs than card words): four, then the rest.
_CARD = re.compile(r"(?<![\d\-])(?P<number>\d{4}[ \-]?\d(?:[ \-]?\d){8,14})(?![\d\-])")
_CARD_WORDS = re.compile(
    r"(?i:\b(?:card|cc|credit|debit|visa|mastercard|amex|american express|discover|pan"
    r"|kreditkarte|karte|tarjeta|carte|cart[aã]o|carta|карт\w*|卡号|カード)\b|信用卡|卡号"
    # compounds and other languages' words: Kreditkartennummer, creditcardnummer, karty, kartı
    r"|\b(?:kreditkart|karten|creditcard|kaart|kart)\w*)"
)
_CARD_REACH = 60  # a card word this far from the number
_CARD_LENGTH = 23  # 19 digits and their separators
# Windows open at the card words (a text has fewer of them than digits).
_CARD_NEEDLES = needles(
    "card Card CARD visa Visa VISA mastercard Mastercard MasterCard amex Amex AMEX credit Credit "
    "debit Debit karte Karte tarjeta Tarjeta carte Carte cartão Cartão carta Carta карт Карт "
    "カード 卡号 信用卡 kart Kart kaart Kaart creditcard Creditcard"
)


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _cards(text: str) -> Iterator[Hit]:
    for m in find_near(_CARD, text, _CARD_NEEDLES, reach=_CARD_REACH + _CARD_LENGTH):
        digits = re.sub(r"\D", "", m.group("number"))
        if len(set(digits)) <= 4 or not _luhn(digits):
            continue
        near = text[max(0, m.start() - _CARD_REACH) : m.end() + _CARD_REACH]
        if _CARD_WORDS.search(near):
            yield m.start(), m.end(), "payment_card"


# The rules read here and their needle groups: on a memory, only those whose needles it may
# hold are tried (short_presence.rules_for: one look-up for them all)
_RULES = (
    (_OTP_SEED, _OTP_NEEDLES),
    (_RECOVERY_CODES, _RECOVERY_NEEDLES),
    (_NAMED_KEY, _NAMED_KEY_NEEDLES),
    (_PIN, (_PIN_NEEDLES,)),
)
_RULE_GROUPS = tuple(groups for _, groups in _RULES)


def recovery_hits(text: str) -> Iterator[Hit]:
    """Second-factor seeds, recovery codes, named keys and card numbers in ``text``."""
    held = [pattern for pattern, _ in rules_for(_RULES, _RULE_GROUPS, text)]
    if _OTP_SEED in held:
        for m in find_near(_OTP_SEED, text, _OTP_NEEDLES):
            grouped = m.group("value").rstrip()
            value = grouped.replace(" ", "").replace("\t", "")
            if grouped.islower() and value != grouped and not any(c.isdigit() for c in value):
                continue  # "keep safe with them": four-letter words, not a key's groups
            if len(value) >= 16 and len(set(value.upper())) >= 8 and not is_placeholder(value):
                yield m.start("value"), m.end("value"), "otp_secret"
    if _RECOVERY_CODES in held:
        for m in find_near(_RECOVERY_CODES, text, _RECOVERY_NEEDLES):
            codes = _CODE.findall(m.group("codes"))
            if len(codes) >= 2 and sum(any(c.isdigit() for c in code) for code in codes) >= 2:
                yield m.start("codes"), m.end("codes"), "recovery_codes"
    if _NAMED_KEY in held:
        for m in find_near(_NAMED_KEY, text, _NAMED_KEY_NEEDLES):
            value = m.group("value")
            whole = text[m.start("value") :].split(None, 1)[0]  # "certs/key.pem": a file
            if (
                machine_like(value, min_len=20)
                and not is_placeholder(value)
                and not is_reference(whole)
            ):
                yield m.start(), m.end("value"), "secret_assignment"
    yield from _cards(text)
    if _PIN in held:
        for m in find_near(_PIN, text, (_PIN_NEEDLES,)):
            pin = m.group("value")
            if pin not in _TRIVIAL_PINS and len(set(pin)) > 1:
                yield m.start(), m.end(), "password_assignment"


__all__ = ["recovery_hits"]
