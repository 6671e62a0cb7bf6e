"""Write gate: a wallet's recovery phrase judged by the BIP-39 wordlist and checksum (round 40).

A BIP-39 mnemonic encodes 128 to 256 bits of entropy and a checksum (the first ENT/32 bits of
the entropy's SHA-256) as 12, 15, 18, 21 or 24 words of a fixed list of 2,048, eleven bits a
word. Anyone who reads it owns the wallet. The list ships with the package
(``core/data/bip39_english.txt``): the English list of BIP-39, bitcoin/bips
``bip-0039/english.txt`` (the BIP and its lists are under the MIT licence, as the BIP states;
the same file is trezor/python-mnemonic's ``src/mnemonic/wordlist/english.txt``, MIT),
sha256 ``2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda``. The BIP states
no hash of its own; that value is the one wallets pin and the file fetched here has.

- A run of 12/15/18/21/24 list words whose checksum holds is a phrase, named or not, in a
  memory (up to 1,024 characters; a longer text is read around a wallet's name only, see
  below): one a line, numbered ("1. orbit 2. canyon …", in a grid numbered down its columns:
  the numbers give the order), in prose, in a JSON or Python list, upper case, a line of its
  own among list words. A run of list words has a valid checksum by chance once in 16 (12
  words) to once in 256 (24); runs of twelve list words are rare in prose (function words
  such as "the", "and", "with" are not on the list): in 216,886 paragraphs of tldr-pages and
  site-packages documentation there are five, none of a phrase's length.
- A run of 12 to 24 list words whose checksum fails (a word mistyped, a phrase made up, the
  order lost) is a phrase only next to a word for a wallet, a seed or a recovery phrase, in
  one of several languages.
- Not phrases: the list quoted in its own order (a BIP-39 document), words all of one length
  (a word game), and the public test vectors: patterned entropy (all zero bits, "abandon …
  about", all one bits, 0x7f…, 0x80…) or a phrase of a few words repeated (Hardhat's "test
  test … junk"). Their keys are public, every wallet's documentation quotes them, and funds
  sent to them are swept within seconds: they are not secrets.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Iterator
from functools import cache
from importlib import resources

from memlane.core.gated_search import needles, windows
from memlane.core.scan_memo import SHORT

Hit = tuple[int, int, str]

WORDLIST_FILE = "bip39_english.txt"
_LENGTHS = frozenset({12, 15, 18, 21, 24})

# Where a phrase is looked for. A memory (up to ``SHORT`` characters) is searched whole for
# twelve short words in a row: a phrase there is found named or not. A longer text is read
# only around a word for a wallet, a seed or a recovery phrase (the needles below, which the
# gate's other seed rules look for too): an unnamed phrase in the middle of a long page
# passes. Searching a long text whole was measured and dropped: a regex for twelve short
# words in a row cost ~25 M instructions on a 256 KiB page of documentation (~4 % of the
# whole gate), byte-class passes ~33 M, and the list's 1,160 rarer words as automaton needles
# (a phrase holds one of them but once in ~22,000) ~46 M (+7 %), against a limit of +1 %.
_W = r"(?:\d{1,2}[.)][ \t]*)?([A-Za-z]{3,8})"
_S = r"[\s,;\"'\[\]|*•\-]+"
_SHORTEST = 47  # twelve words of three letters and eleven spaces
_TWELVE = re.compile(
    r"(?<![A-Za-z0-9])(?:\d{1,2}[.)] ?)?+[A-Za-z]{3,8}+"
    r"(?:[\s,;\"'\[\]|*•\-]++(?:\d{1,2}[.)] ?)?+[A-Za-z]{3,8}+){11}"
)
_WINDOW = 400  # a phrase of 24 words, numbered, in a grid, on either side of its name
# (the words the older seed rules look for, which the automaton holds already, and "ledger")
_NAME_NEEDLES = needles(
    "wallet Wallet WALLET seed Seed SEED mnemonic Mnemonic MNEMONIC phrase Phrase PHRASE "
    "ledger Ledger 助记词 助記詞 ニーモニック シードフレーズ сид Сид мнемоническ Мнемоническ "
    "Wiederherstellungsphrase kurtarma Kurtarma frase Frase"
)


def _regions(text: str) -> Iterator[tuple[int, int]]:
    """Spans that may hold a phrase: a short text whole, a long one around a wallet's name."""
    if len(text) <= SHORT:
        if len(text) >= _SHORTEST and _TWELVE.search(text):
            yield 0, len(text)
        return
    for start, end in windows(text, _NAME_NEEDLES, reach=_WINDOW):
        if _TWELVE.search(text, start, end):
            yield start, end


# one word of a run: not part of a path, an address, an identifier or a contraction
_TOKEN = re.compile(
    r"(?<![\w./@$%&=:\\])(?:(?P<number>\d{1,2})[.)][ \t]*)?(?P<word>[A-Za-z]{3,8})"
    r"(?![\w@/\\]|'[a-z]|\.[A-Za-z])"
)
_GAP = re.compile(_S)

# A wallet, a seed or a recovery phrase named near list words whose checksum fails.
_WALLET_WORDS = re.compile(
    r"(?i:wallet|seed|mnemoni|recover|phrase|ledger|trezor|metamask|phantom|electrum|exodus"
    r"|bip-?39|billeter|cartera|carteira|semilla|semente|recupera|portefeuille|r[ée]cup[ée]ration"
    r"|graine|portafoglio|recupero|wiederherstell|geldb[öo]rse|portemonnee|herstel|portfel|fraz"
    r"|odzyskiw|pen[ěe][žz]en|pe[ňn]a[žz]en|fr[áa]ze|obnov|c[üu]zdan|kurtarma|dompet|frasa"
    r"|pemulihan|kh[ôo]i ph[ụu]c|\bví\b|кошел|сид|мнемони|фраз|гаман|сід|πορτοφόλ|plånbok"
    r"|återställ|tegnebog|lommebok|lompakko|palautus|t[áa]rca|helyre[áa]ll|portofel|fraz[ăa])"
    r"|ウォレット|復元|フレーズ|ニーモニック|シード|지갑|복구|시드|니모닉|钱包|錢包|助记词|助記詞"
    r"|恢复|恢復|种子|वॉलेट|रिकवरी|फ्रेज़|محفظ|عبارة|کیف پول|กระเป๋า|วลี|ארנק"
)
_WALLET_REACH = 80


@cache
def wordlist() -> dict[str, int]:
    """The BIP-39 English list: each word's index."""
    source = resources.files("memlane.core").joinpath("data", WORDLIST_FILE)
    return {word: i for i, word in enumerate(source.read_text(encoding="utf-8").split())}


def _entropy(indices: list[int]) -> tuple[bytes, bool]:
    """The entropy ``indices`` encode, and whether their checksum holds."""
    n = len(indices)
    total = 0
    for i in indices:
        total = (total << 11) | i
    cs = n * 11 // 33
    entropy = (total >> cs).to_bytes(n * 4 // 3, "big")
    return entropy, total & ((1 << cs) - 1) == hashlib.sha256(entropy).digest()[0] >> (8 - cs)


def is_public_vector(words: list[str]) -> bool:
    """A phrase whose words (all on the list) are a published test vector or a filler:
    patterned entropy or a few words repeated."""
    index = wordlist()
    if len(words) not in _LENGTHS or not all(w in index for w in words):
        return False
    if len(set(words)) * 3 <= len(words):
        return True
    entropy, valid = _entropy([index[w] for w in words])
    return valid and len(set(entropy)) <= 2


def _not_a_phrase(words: list[str], indices: list[int]) -> bool:
    """The list quoted in order, a word game's words of one length, a test vector."""
    return (
        all(a < b for a, b in itertools.pairwise(indices))
        or len({len(w) for w in words}) == 1
        or len(set(words)) * 3 <= len(words)
    )


def _runs(text: str, start: int, end: int) -> Iterator[list[re.Match[str]]]:
    """Maximal runs of list words in ``text[start:end]``, each word's match."""
    index = wordlist()
    run: list[re.Match[str]] = []
    last = start
    for m in _TOKEN.finditer(text, start):
        if m.start() >= end:
            break
        word = m.group("word")
        listed = (word.islower() or word.isupper() or word.istitle()) and word.lower() in index
        if run and (not listed or not _GAP.fullmatch(text, last, m.start())):
            yield run
            run = []
        if listed:
            run.append(m)
            last = m.end()
    if run:
        yield run


def _ordered(run: list[re.Match[str]]) -> list[str]:
    """The run's words, in the order their numbers give when every one is numbered."""
    numbers = [m.group("number") for m in run]
    words = [m.group("word").lower() for m in run]
    if all(numbers) and sorted(int(n) for n in numbers) == list(range(1, len(run) + 1)):
        return [w for _, w in sorted(zip((int(n or 0) for n in numbers), words, strict=True))]
    return words


def _valid_phrase(run: list[re.Match[str]]) -> bool | None:
    """Whether the run's words are a phrase whose checksum holds (None: list words that are
    not one, quoted or a test vector; False: the checksum fails or the length is not one)."""
    index = wordlist()
    words = _ordered(run)
    indices = [index[w] for w in words]
    if _not_a_phrase(words, indices):
        return None
    if len(run) not in _LENGTHS:
        return False
    entropy, valid = _entropy(indices)
    if valid and len(set(entropy)) <= 2:
        return None  # patterned entropy: a published test vector
    return valid


def _lines(text: str, run: list[re.Match[str]]) -> Iterator[list[re.Match[str]]]:
    """The run cut at its line breaks."""
    line = [run[0]]
    for before, m in itertools.pairwise(run):
        if "\n" in text[before.end() : m.start()]:
            yield line
            line = []
        line.append(m)
    yield line


def mnemonic_hits(text: str) -> Iterator[Hit]:
    """Recovery phrases judged by the list and the checksum, as (start, end, class)."""
    for region in _regions(text):
        for run in _runs(text, *region):
            if len(run) < 12:
                continue
            verdict = _valid_phrase(run) if len(run) <= 24 else False
            start, end = run[0].start("word"), run[-1].end()
            if verdict:
                yield start, end, "recovery_phrase"
                continue
            # a phrase on its own line, a list word or two of the text around it on the next
            # ("- <12 words>\n- ship friday")
            lines = [line for line in _lines(text, run) if len(line) in _LENGTHS]
            if lines and len(lines[0]) < len(run):
                found = [line for line in lines if _valid_phrase(line)]
                for line in found:
                    yield line[0].start("word"), line[-1].end(), "recovery_phrase"
                if found:
                    continue
            if verdict is False and len(run) <= 24:
                near = text[max(0, start - _WALLET_REACH) : end + _WALLET_REACH]
                if _WALLET_WORDS.search(near):
                    yield start, end, "recovery_phrase"


__all__ = ["is_public_vector", "mnemonic_hits", "wordlist"]
