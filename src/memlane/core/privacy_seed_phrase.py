"""Write gate: a wallet's seed phrase (a BIP-39 mnemonic, or recovery phrase).

A BIP-39 mnemonic encodes 128 to 256 bits of entropy and a checksum (the first ENT/32 bits of
the entropy's SHA-256) as 12, 15, 18, 21 or 24 words of a fixed list of 2,048 (three to eight
letters each), eleven bits a word. Anyone who reads it owns the wallet. Three rules read it,
one concept in one module (session 45 merged privacy_bearer's, privacy_phrases' and
privacy_mnemonic's; the classes they report, ``seed_phrase`` for the first and
``recovery_phrase`` for the others, are kept as they were):

1. Named, in English (round 22): twelve to twenty-four short lowercase words after "seed
   phrase", "recovery phrase" or "mnemonic" and a colon, a dash or "is" (prose has two-letter
   words and function words, a BIP-39 phrase has neither).
2. Named, in several languages (rounds 38, 39): after a word that names it ("seed",
   "mnemonic", "recovery phrase", 助记词, сид-фраза, …) through a colon, an equals sign or
   "is", numbered or in a grid, when the run of words is exactly one of those lengths: a
   sentence has words of one or two letters ("a", "to", "of", "is") and rarely stops at
   exactly twelve three-letter-or-longer words, so advice about phrases ("never share your
   12-word recovery phrase: support will never ask for it") passes. "Seed" alone also names
   a random generator's seed, so it counts only with a wallet named near it, or as a key's
   whole value on its own line (`seed: <words>`) with no sentence's function word among them.
3. By the list and the checksum (round 40), named or not, in a memory (up to 1,024
   characters; a longer text is read around a wallet's name only): one a line, numbered
   ("1. orbit 2. canyon …", in a grid numbered down its columns: the numbers give the
   order), in prose, in a JSON or Python list, upper case, a line of its own among list words.
   A run of list words has a valid checksum by chance once in 16 (12 words) to once in 256
   (24); runs of twelve list words are rare in prose (function words such as "the", "and",
   "with" are not on the list): in 216,886 paragraphs of tldr-pages and site-packages
   documentation there are five, none of a phrase's length. A run of 12 to 24 list words whose
   checksum fails (a word mistyped, a phrase made up, the order lost) is a phrase only next to
   a word for a wallet, a seed or a recovery phrase, in one of several languages.

Not phrases, under every rule: the public test vectors, patterned entropy (all zero bits,
"abandon … about", all one bits, 0x7f…, 0x80…) or a phrase of a few words repeated (Hardhat's
"test test … junk"): their keys are public, every wallet's documentation quotes them, and
funds sent to them are swept within seconds. Under the third also the list quoted in its own
order (a BIP-39 document) and words all of one length (a word game).

The list ships with the package (``core/data/bip39_english.txt``): the English list of BIP-39,
bitcoin/bips ``bip-0039/english.txt`` (the BIP and its lists are under the MIT licence, as the
BIP states; the same file is trezor/python-mnemonic's ``src/mnemonic/wordlist/english.txt``,
MIT), sha256 ``2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda``. The BIP
states no hash of its own; that value is the one wallets pin and the file fetched here has.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Iterator
from functools import cache
from importlib import resources

from memlane.core.gated_search import find_near, needles, windows
from memlane.core.scan_memo import SHORT

Hit = tuple[int, int, str]

WORDLIST_FILE = "bip39_english.txt"

_LENGTHS = frozenset({12, 15, 18, 21, 24})
_WALLET_REACH = 80  # characters either side of a phrase a wallet's name is looked for in


# --- the list and its checksum -----------------------------------------------------------


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


# --- named phrases -----------------------------------------------------------------------

# The first rule (round 22): a run of short lower-case words after the phrase's English name.
_NAMED_RUN = re.compile(
    r"(?i:seed phrase|recovery phrase|secret phrase|mnemonic(?: phrase)?|backup phrase"
    r"|seed words|wallet words)[^\n:=—–]{0,40}?(?:[:=—–]|\bis\b)[ \t]*[\"'`]?"
    r"(?P<words>(?:[a-z]{3,8}[ \t]+){11,23}[a-z]{3,8})(?![a-z])"
)
_NAMED_RUN_NEEDLES = needles("phrase Phrase PHRASE mnemonic Mnemonic seed Seed wallet Wallet")
# Words prose is full of and BIP-39's list leaves out.
_PROSE_WORDS = frozenset(
    {"the", "and", "for", "with", "this", "that", "from", "are", "was", "you", "not", "but",
     "our", "its", "has", "have", "will", "can", "use", "your", "they", "them", "then", "there",
     "what", "when", "which", "who", "been", "were", "into", "stored", "kept", "safe"}
)  # fmt: skip


def _named_run_hits(text: str) -> Iterator[Hit]:
    for m in find_near(_NAMED_RUN, text, _NAMED_RUN_NEEDLES):
        words = m.group("words").split()
        if (
            len(words) in _LENGTHS
            and not _PROSE_WORDS.intersection(words)
            and not is_public_vector(words)  # "abandon … about"
        ):
            yield m.start("words"), m.end("words"), "seed_phrase"


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
_NAMED_NEEDLES = needles(
    "seed Seed SEED mnemonic Mnemonic MNEMONIC phrase Phrase PHRASE words Words "
    "助记词 助記詞 ニーモニック シードフレーズ 구문 frase Frase сид Сид мнемоническ Мнемоническ "
    "Wiederherstellungsphrase kurtarma Kurtarma"
)
# "seed" alone also names a random generator's seed: a wallet's is said near its wallet
_WALLET = re.compile(
    r"(?i:wallet|ledger|trezor|metamask|phantom|bip-?39|bitcoin|ethereum|crypto|solana"
    r"|keystore|mnemonic|billetera|cartera|carteira|portefeuille|кошел)|钱包|錢包|ウォレット|지갑"
)


# A `seed:` key alone on its line (YAML, INI, a list item), its value running to the line's end
_SEED_KEY = re.compile(r"[ \t]*(?:-[ \t]+)?", re.ASCII)
_LINE_END = re.compile(r"[\"'`”」]?[ \t]*(?:\r?\n|\Z)")
# Words every English sentence of twelve longer words has one of, and no BIP-39 list holds
_SENTENCE_WORDS = frozenset(
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
    return not any(word in _SENTENCE_WORDS for word in words)


def _named_hits(text: str) -> Iterator[Hit]:
    """Phrases after their name, in several languages, numbered or in a grid (rounds 38, 39)."""
    for name in find_near(_NAME, text, _NAMED_NEEDLES, reach=40):
        m = _AFTER_NAME.match(text, name.end())
        if m is None:
            continue
        words = _WORD.findall(m.group("words"))
        # (a real phrase repeats a word rarely: 12 draws of 2,048)
        if len(words) not in _LENGTHS or len(set(words)) < len(words) - 2:
            continue
        if is_public_vector(words):
            continue  # "abandon … about": a published test vector
        if name.group("seed") is not None:
            near = text[max(0, name.start() - _WALLET_REACH) : m.start("words")]
            if not _WALLET.search(near) and not _bare_seed_line(text, name, m, words):
                continue  # `seed: …` of a test run or a generator
        yield m.start("words"), m.end("words"), "recovery_phrase"


# --- phrases by the list and the checksum ------------------------------------------------

# Where a phrase is looked for. A memory (up to ``SHORT`` characters) is searched whole for
# twelve short words in a row: a phrase there is found named or not. A longer text is read
# only around a word for a wallet, a seed or a recovery phrase (the needles below, which the
# gate's other seed rules look for too): an unnamed phrase in the middle of a long page
# passes. Searching a long text whole was measured and dropped: a regex for twelve short
# words in a row cost ~25 M instructions on a 256 KiB page of documentation (~4 % of the
# whole gate), byte-class passes ~33 M, and the list's 1,160 rarer words as automaton needles
# (a phrase holds one of them but once in ~22,000) ~46 M (+7 %), against a limit of +1 %.
_S = r"[\s,;\"'\[\]|*•\-]+"
_SHORTEST = 47  # twelve words of three letters and eleven spaces
_TWELVE = re.compile(
    r"(?<![A-Za-z0-9])(?:\d{1,2}[.)] ?)?+[A-Za-z]{3,8}+"
    r"(?:[\s,;\"'\[\]|*•\-]++(?:\d{1,2}[.)] ?)?+[A-Za-z]{3,8}+){11}"
)
_WINDOW = 400  # a phrase of 24 words, numbered, in a grid, on either side of its name
# (the words the older seed rules look for, which the automaton holds already, and "ledger")
_WINDOW_NEEDLES = needles(
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
    for start, end in windows(text, _WINDOW_NEEDLES, reach=_WINDOW):
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


def _listed_hits(text: str) -> Iterator[Hit]:
    """Phrases judged by the list and the checksum, named or not (round 40)."""
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


def seed_phrase_hits(text: str) -> Iterator[Hit]:
    """Seed phrases in ``text``, as (start, end, class), by each of the three rules."""
    yield from _named_run_hits(text)
    yield from _named_hits(text)
    yield from _listed_hits(text)


__all__ = ["is_public_vector", "seed_phrase_hits", "wordlist"]
