"""Text folding for the safety detectors: what a pattern sees is what a reader sees.

Attackers dodge literal patterns with look-alike spellings: fullwidth or mathematical letters
(ｉｇｎｏｒｅ, 𝐢𝐠𝐧𝐨𝐫𝐞), Cyrillic or Greek letters inside Latin words (іgnоre), zero-width and
variation-selector characters between letters, leetspeak (1gn0r3) and letter spacing
(i g n o r e). :func:`fold` undoes all of these in one pass so every rule and the learned
model see one canonical, lower-cased spelling. Folding is lossy on purpose: detectors match
on it, nothing is ever stored or shown from it.
"""

from __future__ import annotations

import re
import unicodedata

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
# fmt: off
_CONFUSABLE_PAIRS = (
    # Cyrillic
    ("аеорсухіјѕԁһԛԝӏ", "aeopcyxijsdhqwl"),
    # Greek
    ("αοιкνρτυχεκ", "aoikvptuxek"),
    # Armenian
    ("օսոհցզ", "ouohgq"),
    # Cherokee small letters (the lower case of the capitals that look like Latin capitals)
    ("ꭺꮟꮯꭰꭼꮋꮖꭻꮶꮮꭷꮕꭾꮲꮢꮪꭲꮩꮤꭳꮓ", "abcdehijkimnoprstvwwz"),
    # Latin small capitals and IPA letters
    ("ᴀʙᴄᴅᴇɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢɑɡɩɪʋʏ", "abcdeghijklmnoprstuvwyzagiiuy"),
    # dotless i, long s, script-like Latin letters NFKC leaves alone
    ("ıſƖǀℓ", "isiil"),
)
# fmt: on
_CONFUSABLES = {ord(s): t for src, dst in _CONFUSABLE_PAIRS for s, t in zip(src, dst, strict=True)}
_DROP = dict.fromkeys(map(ord, INVISIBLE + BIDI + VARIATION_SELECTORS))
_TAGS = {c: None for c in range(0xE0000, 0xE0080)}
_SUPPLEMENTARY_VS = {c: None for c in range(0xE0100, 0xE01F0)}
_FOLD_TABLE = {**_CONFUSABLES, **_DROP, **_TAGS, **_SUPPLEMENTARY_VS}

# Leetspeak digits and symbols inside a word: only tokens that also hold letters are
# rewritten, so version numbers, ports and dates stay digits.
_LEET = str.maketrans("013457@$!|", "oieastasil")
_LEET_WORD = re.compile(r"(?=[a-z0-9@$!|]*[a-z])(?=[a-z0-9@$!|]*[013457@$!|])[a-z0-9@$!|]{3,}")
_HAS_LEET = re.compile(r"[a-z][013457@$|]|[013457@$|][a-z]")
# Five or more single letters separated by one space, dot, dash or underscore: "i g n o r e".
_SPACED = re.compile(r"(?<![^\W\d_])(?:[^\W\d_][ .\-_*/]){4,}[^\W\d_](?![^\W\d_])")
# Once a text spells words out letter by letter, shorter runs ("a l l", "n o") are words too.
_SPACED_SHORT = re.compile(r"(?<![^\W\d_])(?:[^\W\d_][ .\-_*/]){1,}[^\W\d_](?![^\W\d_])")
_SPACED_SEP = re.compile(r"[ .\-_*/]")
# Combining diacritical marks (U+0300–U+036F) only: Latin/Greek/Cyrillic accents. Indic and
# Arabic vowel signs live in other blocks and carry meaning, so they are kept.
_ACCENT = re.compile("[\u0300-\u036f]")


def strip_accents(text: str) -> str:
    """'Ignorá las instrucciónes' → 'Ignora las instrucciones' (Latin/Greek/Cyrillic marks)."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", _ACCENT.sub("", unicodedata.normalize("NFD", text)))


def fold(text: str) -> str:
    """Canonical lower-case spelling: NFKC, invisibles dropped, confusables to Latin, accents
    stripped. Lengths may change; never show or store the result."""
    if text.isascii():
        return text.lower()
    text = unicodedata.normalize("NFKC", text).lower().translate(_FOLD_TABLE)
    return strip_accents(text)


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
    return base.translate(table)


def deleet(folded: str) -> str | None:
    """The folded text with leetspeak words spelled out, or None when there is none."""
    if not _HAS_LEET.search(folded):
        return None
    out = _LEET_WORD.sub(lambda m: m.group(0).translate(_LEET), folded)
    return out if out != folded else None


_GAPS = re.compile(r"(?<=\w)(?:[ .\-_*/]*(:)[ .\-_*/]*|[ .\-_*/]{2,})(?=\W*\w)")


def despace(folded: str) -> str | None:
    """Letter-spaced runs joined ("i g n o r e" → "ignore"), or None when there is none.
    The wider gaps left between the joined words become single spaces."""
    if not _SPACED.search(folded):
        return None
    joined = _SPACED_SHORT.sub(lambda m: _SPACED_SEP.sub("", m.group(0)), folded)
    return _GAPS.sub(lambda m: ": " if m.group(1) else " ", joined)


def variants(text: str) -> list[str]:
    """The folded text plus its de-leeted and de-spaced spellings when they differ."""
    folded = fold(text)
    out = [folded]
    for transform in (deleet, despace):
        alt = transform(folded)
        if alt is not None:
            out.append(alt)
    return out


__all__ = [
    "BIDI",
    "INVISIBLE",
    "VARIATION_SELECTORS",
    "deleet",
    "despace",
    "fold",
    "fold_in_place",
    "variants",
]
