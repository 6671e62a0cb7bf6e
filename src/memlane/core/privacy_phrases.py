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
from memlane.core.privacy_mnemonic import is_public_vector

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


# A `seed:` key alone on its line (YAML, INI, a list item), its value running to the line's end
_SEED_KEY = re.compile(r"[ \t]*(?:-[ \t]+)?", re.ASCII)
_LINE_END = re.compile(r"[\"'`”」]?[ \t]*(?:\r?\n|\Z)")
# Words every English sentence of twelve longer words has one of, and no BIP-39 list holds
_FUNCTION_WORDS = frozenset(
    ("the", "and", "with", "for", "from", "into", "that", "this", "these", "those", "using",
     "when", "then", "than", "your", "our", "their", "are", "was", "were", "has", "have", "not",
     "but", "via", "per", "each", "its", "they", "them")
)  # fmt: skip


def _bare_seed_line(text: str, name: re.Match[str], m: re.Match[str], words: list[str]) -> bool:
    """`seed: <12 or 24 words>` as a key's whole value, with no wallet named (round 39): the
    words are the phrase when they are all it holds and no sentence's function word is one
    of them (`seed: shuffle tests before every run using …` is a sentence)."""
    line_start = text.rfind("\n", 0, name.start()) + 1
    if name.group(0).lower() != "seed" or not _SEED_KEY.fullmatch(text, line_start, name.start()):
        return False
    if not _LINE_END.match(text, m.end("words")):
        return False
    return not any(word in _FUNCTION_WORDS for word in words)


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
        if is_public_vector(words):
            continue  # "abandon … about": a published test vector (core/privacy_mnemonic.py)
        if name.group("seed") is not None:
            near = text[max(0, name.start() - _WALLET_REACH) : m.start("words")]
            if not _WALLET.search(near) and not _bare_seed_line(text, name, m, words):
                continue  # `seed: …` of a test run or a generator
        yield m.start("words"), m.end("words"), "recovery_phrase"


__all__ = ["phrase_hits"]
