"""Text folding for the safety detectors: what a pattern sees is what a reader sees.

Attackers dodge literal patterns with look-alike spellings: fullwidth or mathematical letters
(ｉｇｎｏｒｅ, 𝐢𝐠𝐧𝐨𝐫𝐞), Cyrillic or Greek letters inside Latin words (іgnоre), Lisu, enclosed
and squared letters (ꓲꓖꓠꓳꓣꓰ, 🅸🅶🅽🅾🆁🅴, ⒤⒢⒩), zero-width and variation-selector characters or
stacked combining marks between letters, leetspeak (1gn0r3) and letter spacing (i g n o r e,
one letter a line: :mod:`memlane.core.letter_spacing`). :func:`fold` undoes the look-alike
letters and invisibles in one pass, :func:`variants` adds the respelled readings, so every rule
and the learned model see one canonical, lower-cased spelling. Folding is lossy on purpose:
detectors match on it, nothing is ever stored or shown from it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from urllib.parse import unquote_plus

from memlane.core.gated_search import distinct_tokens
from memlane.core.letter_spacing import (
    despace,
    join_widely_spaced,
    spaced_runs,
    widely_spaced_runs,
)
from memlane.core.text_flow import FLOW_LIMIT
from memlane.core.text_flow import flowed as _flowed

# Invisible format characters: zero-width space/joiners, word joiner, invisible operators,
# BOM, soft hyphen, Mongolian vowel separator, bidi embeddings/isolates, variation selectors
# and the Unicode tag block (invisible ASCII copies).
INVISIBLE = "\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e\u034f"
BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
VARIATION_SELECTORS = "".join(chr(c) for c in range(0xFE00, 0xFE10))

# Letters of other scripts that render like Latin ones (the Unicode confusables data, cut to
# the letters that matter for words: Cyrillic, Greek, Armenian, Cherokee, small capitals, IPA).
# Applied after lower-casing, so only lower-case forms are listed (a capital Cyrillic "В" looks
# like "B", its lower case "в" does not: mapping capitals would split one word two ways).
# Letters of other scripts are mapped only inside a word that also has Latin letters ("іgnоre"):
# a Russian or Greek word stays itself, so the lexicons can list it as written.
# fmt: off
_SCRIPT_CONFUSABLES = (
    ("аеорсухіјѕԁһԛԝӏ", "aeopcyxijsdhqwl"),  # Cyrillic
    ("αοιкνρτυχεκ", "aoikvptuxek"),  # Greek
    ("օսոհցզ", "ouohgq"),  # Armenian
    # Cherokee small letters (the lower case of the capitals that look like Latin capitals)
    ("ꭺꮟꮯꭰꭼꮋꮖꭻꮶꮮꭷꮕꭾꮲꮢꮪꭲꮩꮤꭳꮓ", "abcdehijkimnoprstvwwz"),
)
# Latin small capitals, IPA letters, dotless i, long s, script l: Latin look-alikes NFKC keeps.
_LATIN_CONFUSABLES = ("ᴀʙᴄᴅᴇɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢɑɡɩɪʋʏıſƖǀℓ", "abcdeghijklmnoprstuvwyzagiiuyisiil")
# fmt: on
# Letters no normalization maps, folded whatever surrounds them (round 93): the Lisu (Fraser)
# alphabet was drawn from Latin capitals, and the negative circled and squared letters
# (U+1F150, U+1F170) are styled Latin capitals NFKC leaves alone. A Lisu sentence folds to
# the Latin its letters were drawn from, which no rule reads as an order.
_LISU = ("ꓮꓐꓚꓓꓰꓝꓖꓧꓲꓙꓗꓡꓟꓠꓳꓑꓣꓢꓔꓴꓦꓪꓫꓬꓜ", "abcdefghijklmnoprstuvwxyz")
_STYLED_CAPITALS = {base + i: chr(97 + i) for base in (0x1F150, 0x1F170) for i in range(26)}
# ... and the parenthesized letters ("⒤", "🄘"), which NFKC spells "(i)": mapped before it.
_PARENTHESIZED = re.compile("[\u249c-\u24b5\U0001f110-\U0001f129]")
_PARENTHESIZED_TABLE = {
    **{0x249C + i: chr(97 + i) for i in range(26)},
    **{0x1F110 + i: chr(97 + i) for i in range(26)},
}
# Combining marks of the blocks beyond U+0300-U+036F (extended, supplement, for symbols, half
# marks), stacked on every letter of an order to hide its words from a word rule (round 93).
# No script writes with them: they are dropped like invisibles.
_EXTRA_MARKS = "\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
_EXTRA_MARK_POINTS = [
    *range(0x1AB0, 0x1B00), *range(0x1DC0, 0x1E00), *range(0x20D0, 0x2100), *range(0xFE20, 0xFE30)
]  # fmt: skip
_SCRIPT_TABLE = {
    ord(s): t for src, dst in _SCRIPT_CONFUSABLES for s, t in zip(src, dst, strict=True)
}
_OTHER_SCRIPT = "".join(src for src, _ in _SCRIPT_CONFUSABLES)
# Greek and Cyrillic capitals drawn like Latin capitals (round 95): inside an all-caps word of
# Latin letters ("ΙGΝΟRΕ") they are mapped before lower-casing, since some lower-case forms
# look like another Latin letter ("Ν" is N, its "ν" reads as v). Only inside a word that also
# holds Latin letters, as above: "ΝΟΜΟΣ" and "МОСКВА" lower-case as themselves. On a line
# with such a word, a word drawn from those capitals alone ("ΤΗΕ", "ΜΕ") is mapped as well:
# a line mixing scripts inside a word is already a disguise, not Greek or Russian prose.
# fmt: off
_CAPITAL_CONFUSABLES = (
    ("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧϜϺϹͿ", "ABEZHIKMNOPTYXFMCJ"),  # Greek
    ("АВЕЅІЈКМНОРСТУХԚԜҮӀ", "ABESIJKMHOPCTYXQWYI"),  # Cyrillic
)
# fmt: on
_CAPITAL_TABLE = {
    ord(s): t for src, dst in _CAPITAL_CONFUSABLES for s, t in zip(src, dst, strict=True)
}
_CAPITALS = "".join(src for src, _ in _CAPITAL_CONFUSABLES)
_MIXED_CAPITAL = re.compile(f"[{_CAPITALS}](?:(?<=[A-Za-z].)|(?=[A-Za-z]))")
_ONLY_CAPITALS = re.compile(f"[{_CAPITALS}]+")
_LINE = re.compile(r"[^\n]+")
# A Latin letter beside one of those, either side. Written from the other script's letter (a
# pattern that starts with a rare character is skipped to; one that starts with [a-z] is tried
# at every letter), and only ever searched, never matched for a span.
_MIXED_PAIR = re.compile(f"[{_OTHER_SCRIPT}](?:(?<=[a-z].)|(?=[a-z]))")
_WORD = re.compile(r"\w+")
_FOLD_TABLE = {
    **dict.fromkeys(map(ord, INVISIBLE + BIDI + VARIATION_SELECTORS)),
    **{c: None for c in range(0xE0000, 0xE0080)},
    **{c: None for c in range(0xE0100, 0xE01F0)},
    **{ord(s): t for s, t in zip(*_LATIN_CONFUSABLES, strict=True)},
    **{ord(s): t for s, t in zip(*_LISU, strict=True)},
    **_STYLED_CAPITALS,
    **dict.fromkeys(_EXTRA_MARK_POINTS),
}
_NEEDS_TABLE = re.compile(
    f"[{re.escape(INVISIBLE + BIDI + VARIATION_SELECTORS + _LATIN_CONFUSABLES[0] + _LISU[0])}"
    f"{_EXTRA_MARKS}\U000e0000-\U000e007f\U000e0100-\U000e01ef"
    "\U0001f150-\U0001f169\U0001f170-\U0001f189]"
)

# Leetspeak digits and symbols inside a word: only tokens that also hold letters are
# rewritten, so version numbers, ports and dates stay digits.
_LEET = str.maketrans("013457@$!|", "oieastasil")
_HAS_LEET = re.compile(r"[a-z][013457@$|]|[013457@$|][a-z]")
# Combining diacritical marks (U+0300–U+036F) only: Latin/Greek/Cyrillic accents. Indic and
# Arabic vowel signs live in other blocks and carry meaning, so they are kept.
# A combining mark, except the breve of Cyrillic "й", a letter of its own in Russian and
# Ukrainian (the rules spell "игнорируй", "пожалуйста"; "игнорируи" is no word).
# (The breve's test is written after it: a pattern that starts with a look-behind is tried at
# every character, one that starts with a mark is skipped to; ~5 ms per 32 KB of Cyrillic.)
_ACCENT = re.compile("\u0306(?<!\u0438\u0306)|[\u0300-\u0305\u0307-\u036f]")
_ACCENTED = re.compile(
    "[\u0300-\u036f"
    + "".join(
        ch
        for ch in map(chr, [*range(0xC0, 0x500), *range(0x1E00, 0x2000)])
        if _ACCENT.search(unicodedata.normalize("NFD", ch))
    )
    + "]"
)


def strip_accents(text: str) -> str:
    """'Ignorá las instrucciónes' → 'Ignora las instrucciones' (Latin/Greek/Cyrillic marks)."""
    if text.isascii() or not _ACCENTED.search(text):
        return text
    return unicodedata.normalize("NFC", _ACCENT.sub("", unicodedata.normalize("NFD", text)))


_NON_ASCII_RUN = re.compile("[^\x00-\x7f]+")
_NON_ASCII = re.compile("[^\x00-\x7f]")


def translate_non_ascii(text: str, table: Mapping[int, str | None]) -> str:
    """``text.translate(table)`` for a table of non-ASCII characters. ``str.translate`` looks
    every character up once the text holds any non-ASCII one (~14 ms for 256 KiB of mostly
    English); translating only the non-ASCII runs costs what those runs cost."""
    return _NON_ASCII_RUN.sub(lambda m: m.group(0).translate(table), text)


def fold(text: str) -> str:
    """Canonical lower-case spelling: NFKC, invisibles dropped, look-alike letters mapped to
    Latin inside mixed-script words, accents stripped. Lengths may change; never show or store
    the result."""
    if text.isascii():
        return text.lower()
    if len(text) > _BY_LINES:
        return _fold_by_lines(text)
    return _fold(text)


# Every step of a fold stays within a line: normalization and case mapping never reach across
# a newline (a starter that composes with nothing), look-alike letters are mapped word by word
# and an accent is dropped by the letter it follows. So a long text is folded line by line, and
# only its lines with non-ASCII characters are folded in full: one "…" or "é" made NFKC and
# accent stripping (two normalizations of the whole text) run over 32 KB segments of English.
_BY_LINES = 2048


def _fold_by_lines(text: str) -> str:
    parts = []
    done = 0  # text[:done] is folded
    lo = hi = -1  # a run of whole lines with non-ASCII characters, not yet folded
    found = _NON_ASCII.search(text)
    while found is not None:
        at = found.start()
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        if start == hi + 1 and hi >= 0:  # the next line: the run grows
            hi = end
        else:
            if hi >= 0:
                parts += [text[done:lo].lower(), _fold(text[lo:hi])]
                done = hi
            lo, hi = start, end
        found = _NON_ASCII.search(text, end)  # from the next line on
    if hi >= 0:
        parts += [text[done:lo].lower(), _fold(text[lo:hi])]
        done = hi
    parts.append(text[done:].lower())
    return "".join(parts)


def _fold(text: str) -> str:
    if not unicodedata.is_normalized("NFKC", text):
        if _PARENTHESIZED.search(text):
            text = text.translate(_PARENTHESIZED_TABLE)
        text = unicodedata.normalize("NFKC", text)
    if _MIXED_CAPITAL.search(text):
        text = _LINE.sub(_unmix_capitals, text)
    text = text.lower()
    if _NEEDS_TABLE.search(text):
        text = translate_non_ascii(text, _FOLD_TABLE)
    if _MIXED_PAIR.search(text):
        text = _WORD.sub(_unmix, text)
    return strip_accents(text)


def _unmix(word: re.Match[str]) -> str:
    w = word[0]
    return w.translate(_SCRIPT_TABLE) if _MIXED_PAIR.search(w) else w


def _unmix_capitals(line: re.Match[str]) -> str:
    text = line[0]
    if not _MIXED_CAPITAL.search(text):
        return text
    return _WORD.sub(_unmix_capital_word, text)


def _unmix_capital_word(word: re.Match[str]) -> str:
    w = word[0]
    if _MIXED_CAPITAL.search(w) or _ONLY_CAPITALS.fullmatch(w):
        return w.translate(_CAPITAL_TABLE)
    return w


def fold_in_place(text: str) -> str:
    """:func:`fold` character by character, keeping every offset: a character that folds to
    nothing (an invisible) becomes a space, one that folds to several is kept as it is. For
    detectors that report positions in the original text."""
    if text.isascii():
        return text.lower()
    lowered = text.lower()
    base = lowered if len(lowered) == len(text) else text  # "İ".lower() is two characters
    table: dict[int, str] = {}
    for ch in set(base):
        if not ch.isascii():
            folded = fold(ch)
            table[ord(ch)] = folded if len(folded) == 1 else (" " if not folded else ch)
    return translate_non_ascii(base, table)


# Words worth spelling out: a leet token only matters if it hides one of these. Technical text
# is full of letter-digit tokens (sha256, v2, h1) that must not double the scan.
_LEET_TARGETS = (
    "ignor", "disregard", "forget", "instruc", "prompt", "system", "rules", "previous", "prior",
    "bypass", "overrid", "pretend", "jailbr", "restrict", "admin", "develop", "reveal", "secret",
    "passw", "token", "upload", "exfil", "obey", "follow", "guideline", "delet", "remov", "answer",
    "approv", "permission", "danger", "credential", "execut", "disabl", "wipe",
)  # fmt: skip
_LEET_TARGET = re.compile("|".join(_LEET_TARGETS))


def deleet(folded: str) -> str | None:
    """The folded text with leetspeak words spelled out, or None when no spelled-out word is
    one a rule looks for."""
    found = _deleet(folded)
    return None if found is None else found[0]


# The words respelled are found from where a digit or symbol meets a letter: a long text is
# mostly letters, and its numbers (dates, ids, timestamps) hold no letter at all. Such a token
# holds both, so it has such a place; written from the digit's side, the engine skips to digits.
_MEETS_LETTER = re.compile(r"[0-9@$!|](?:(?<=[a-z].)|(?=[a-z]))")
_LEET_CHAR = re.compile(r"[013457@$!|]")
_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789@$!|")
_TOKEN_REST = re.compile(r"[a-z0-9@$!|]*")


def _leet_tokens(folded: str) -> list[tuple[int, int]]:
    """The spans of the tokens to respell, in order: whole runs of [a-z0-9@$!|], 3-20 characters
    long, holding a letter and a leet character."""
    out = []
    end = -1
    for m in _MEETS_LETTER.finditer(folded):
        at = m.start()
        if at < end:
            continue  # the token already seen
        start = at
        while start > 0 and folded[start - 1] in _TOKEN_CHARS:
            start -= 1
        end = _TOKEN_REST.match(folded, at).end()  # type: ignore[union-attr]
        if 3 <= end - start <= 20 and _LEET_CHAR.search(folded, start, end):
            out.append((start, end))
    return out


def _deleet(folded: str) -> tuple[str, list[tuple[int, int]]] | None:
    """:func:`deleet`'s text and the spans it respelled (same offsets as ``folded``)."""
    if not _HAS_LEET.search(folded):
        return None
    spans = _leet_tokens(folded)
    tokens = {folded[a:b] for a, b in spans if _HAS_LEET.search(folded, a, b)}
    if not _LEET_TARGET.search(" ".join(tokens).translate(_LEET)):
        return None
    parts = []
    done = 0
    for a, b in spans:
        parts += [folded[done:a], folded[a:b].translate(_LEET)]
        done = b
    parts.append(folded[done:])
    return "".join(parts), spans


_REACH = 300  # context kept around a respelled region
_JOINED = re.compile(r"[^\W\d_]+(?:[-_+][^\W\d_]+){3,}")
_JOINER = re.compile(r"(?<=[^\W\d_])[-_+](?=[^\W\d_])")
# three joiners with letters between: starts at a joiner, so the scan skips everything else
_JOINED_HINT = re.compile(r"[-_+][^\W\d_]{1,20}[-_+][^\W\d_]{1,20}[-_+]")


def _around(text: str, spans: list[tuple[int, int]]) -> str:
    """The parts of ``text`` within _REACH of the spans, joined by blank lines."""
    parts: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        lo, hi = max(0, start - _REACH), min(len(text), end + _REACH)
        if parts and lo <= parts[-1][1]:
            parts[-1] = (parts[-1][0], max(parts[-1][1], hi))
        else:
            parts.append((lo, hi))
    return "\n\n\n".join(text[lo:hi] for lo, hi in parts)


def _joined_runs(folded: str) -> list[tuple[int, int]]:
    """Where whitespace-free tokens join four or more words that include one a rule looks for.
    Tokens are checked one by one (a regex over the text would try every word start)."""
    if _JOINED_HINT.search(folded) is None:
        return []
    spans = []
    for token in distinct_tokens(folded):
        if len(token) < 12 or token.count("-") + token.count("_") + token.count("+") < 3:
            continue
        if not (_LEET_TARGET.search(token) and _JOINED.search(token)):
            continue
        at = folded.find(token)
        while at >= 0:
            spans.append((at, at + len(token)))
            at = folded.find(token, at + 1)
    return spans


def variants(text: str, *, folded: str | None = None, flow: bool = True) -> list[str]:
    """The folded text, then its de-leeted and de-spaced spellings when they differ — cut to the
    neighbourhood of what changed, so a long text is not scanned twice over — and, if ``flow``,
    its paragraphs read flowed (:func:`_flowed`). ``folded``: the caller's ``fold(text)``, when
    it has it already."""
    folded = fold(text) if folded is None else folded
    out = [folded]
    respelled = _deleet(folded)
    if respelled is not None:
        leet, spans = respelled
        # only around the respelled words that spell something a rule looks for (the leet
        # translation keeps every offset). The targets are letters only, so each lies within
        # one token: searching the respelled tokens finds every one that changed.
        changed = [
            (m.start(), m.end())
            for a, b in spans
            for m in _LEET_TARGET.finditer(leet, a, b)
            if leet[m.start() : m.end()] != folded[m.start() : m.end()]
        ]
        if changed:  # (none: no spelling, where an empty one ran every rule for nothing)
            out.append(_around(leet, changed))
    runs = spaced_runs(folded)
    if runs:
        spaced = despace(_around(folded, runs))
        if spaced is not None:
            out.append(spaced)
    # letters between commas, double spaces or line breaks ("i, g, n, o, r, e", one a line)
    runs = widely_spaced_runs(folded)
    if runs:
        joined_letters = join_widely_spaced(_around(folded, runs))
        if joined_letters is not None:
            out.append(joined_letters)
    # words joined into one token ("ignore-all-previous-instructions"), split apart, but only
    # runs that hold a word a rule looks for (slugs and package names stay as they are)
    joined = _joined_runs(folded)
    if joined:
        out.append(_JOINER.sub(" ", _around(folded, joined)))
    flowed = _flowed(folded) if flow else None
    if flowed is not None:
        out.append(flowed)
    # words URL-encoded into a query ("q=ignore+all+previous+instructions", "%20"): the
    # tokens that hold five words or more, decoded
    if "+" in folded or "%20" in folded:
        encoded = sorted(
            unquote_plus(token)
            for token in distinct_tokens(folded)
            if token.count("+") >= 4 or token.count("%20") >= 4
        )
        if encoded:
            out.append("\n".join(encoded))
    return out


__all__ = [
    "BIDI",
    "FLOW_LIMIT",
    "INVISIBLE",
    "VARIATION_SELECTORS",
    "deleet",
    "despace",
    "fold",
    "fold_in_place",
    "variants",
]
