"""Write gate: a wallet's recovery phrase (round 38).

A BIP-39 mnemonic is 12, 15, 18, 21 or 24 words of a fixed list of 2,048 (three to eight
letters each, lower case) and restores every key of a wallet. It is refused when it follows
a word that names it ("seed", "mnemonic", "recovery phrase", and their equivalents in other
languages) through a colon, an equals sign or "is", and when the run of words is exactly one
of those lengths: a sentence has words of one or two letters ("a", "to", "of", "is") and
rarely stops at exactly twelve three-letter-or-longer words, so advice about phrases
("never share your 12-word recovery phrase: support will never ask for it") passes. "Seed"
alone also names a random generator's seed, so it counts only with a wallet named near it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles

Hit = tuple[int, int, str]

_NAMES = (
    r"(?P<seed>(?i:\bseed(?![ _\-]?(?:phrase|words))\w*))"
    r"|(?i:\b(?:mnemonic|(?:recovery|secret|backup|wallet|seed)[ _\-]?(?:phrase|words))\w*)"
    r"|助记词|助記詞|ニーモニック|シードフレーズ|복구[ ]?구문|시드[ ]?구문"
    r"|(?i:frase[ ](?:semilla|de[ ]recupera\w+|secreta)|phrase[ ]de[ ]r[ée]cup[ée]ration"
    r"|wiederherstellungsphrase|сид[ \-]?фраз\w*|мнемоническ\w*|kurtarma[ ]ifadesi)"
)
# The name alone, searched near its needles in small windows; the rest is matched from its
# end (a long window searched for the whole pattern cost ~8 ms per 256 KiB of documentation,
# where "words" and "phrase" are common).
_NAME = re.compile(_NAMES)
# (a wallet shows the words numbered, one a line or in a grid: "1. orbit\n2. canyon …")
_ITEM = r"(?:\d{1,2}[.)][ \t]*)?[a-z]{3,8}"
_AFTER_NAME = re.compile(
    r"[^\n:=：]{0,40}?(?:[:=：]|\bis\b|\bare\b|は|是)[ \t]*(?:\r?\n[ \t]*)?[\"'`“«「]?[ \t]*"
    r"(?P<words>" + _ITEM + r"(?:(?:[ \t]+|[ \t]*\r?\n[ \t]*)" + _ITEM + r"){11,23})"
    r"(?![ \t]*(?:\d{1,2}[.)][ \t]*)?[A-Za-z])"  # the run ends here: no longer run of words
)
_WORD = re.compile(r"[a-z]+")
_NEEDLES = needles(
    "seed Seed SEED mnemonic Mnemonic MNEMONIC phrase Phrase PHRASE words Words "
    "助记词 助記詞 ニーモニック シードフレーズ 구문 frase Frase сид Сид мнемоническ Мнемоническ "
    "Wiederherstellungsphrase kurtarma Kurtarma"
)
_LENGTHS = frozenset({12, 15, 18, 21, 24})
# "seed" alone also names a random generator's seed: a wallet's is said near its wallet
_WALLET = re.compile(
    r"(?i:wallet|ledger|trezor|metamask|phantom|bip-?39|bitcoin|ethereum|crypto|solana"
    r"|keystore|mnemonic|billetera|cartera|carteira|portefeuille|кошел)|钱包|錢包|ウォレット|지갑"
)
_WALLET_REACH = 80


def phrase_hits(text: str) -> Iterator[Hit]:
    """Recovery phrases named as such, as (start, end, "recovery_phrase")."""
    for name in find_near(_NAME, text, _NEEDLES, reach=40):
        m = _AFTER_NAME.match(text, name.end())
        if m is None:
            continue
        words = _WORD.findall(m.group("words"))
        # (a real phrase repeats a word rarely: 12 draws of 2,048)
        if len(words) not in _LENGTHS or len(set(words)) < len(words) - 2:
            continue
        if name.group("seed") is not None:
            near = text[max(0, name.start() - _WALLET_REACH) : m.start("words")]
            if not _WALLET.search(near):
                continue  # `seed: …` of a test run or a generator
        yield m.start("words"), m.end("words"), "recovery_phrase"


__all__ = ["phrase_hits"]
