"""Read gate: an order spelled out of the reach of word rules (round 37), read back as a model
reads it. Each spelling is decoded into a payload only when the text shows it:

- letters separated by dots, underscores, slashes or bars ("I.g.n.o.r.e a.l.l");
- words broken by hyphens or line breaks inside them ("pre-vi-ous in-struc-tions",
  "instruc\\ntions"), joined when the joined word is one of the override vocabulary's;
- HTML character references and backslash escapes ("&#105;gnore", "\\u0069gnore");
- regional-indicator letters ("🇮🇬🇳🇴🇷🇪"), which read as capitals;
- ASCII written in 8-bit binary groups;
- Pig Latin ("eviouspray instructionsway").

Ordinary text holds none of these, or holds them in ways that decode to the same harmless
words (an HTML entity in a template, a hyphenated compound).
"""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Callable

# Single letters or digits with one separator between them, at least five in a row.
_SEPARATED = re.compile(r"(?<![\w.])(?:[a-z0-9]([._/|*+~\\-])){4,}[a-z0-9](?![\w])", re.IGNORECASE)
_SHORT_SEPARATED = re.compile(
    r"(?<![\w.])(?:[a-z0-9]([._/|*+~\\-]))+[a-z0-9](?![\w])", re.IGNORECASE
)
# A word broken inside: letters, a hyphen or a line break (soft hyphens are removed by folding)
_BROKEN = re.compile(r"[a-z]+(?:(?:-|\n)[a-z]+)+", re.IGNORECASE)
_REFERENCE = re.compile(r"&(?:#\d{2,7}|#x[0-9a-f]{2,6}|[a-z]{2,8});", re.IGNORECASE)
_ESCAPE = re.compile(r"\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|U[0-9a-fA-F]{8})")
# A regex character class made only of escapes and ranges ("[\\u200B\\u200C\\uFEFF]",
# "[\\u202A-\\u202E]") names the code points a program strips or rejects: it is talk about
# them, not text written in them (session 48: rule files that strip zero-width characters).
_ESCAPE_CLASS = re.compile(
    r"\[\^?(?:\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|U[0-9a-fA-F]{8}|[a-zA-Z])|-){2,}\]"
)
_INDICATOR = re.compile("[\U0001f1e6-\U0001f1ff]")
_BINARY_RUN = re.compile(r"(?:[01]{8}[ ,]?){6,}")
_PIG_WORD = re.compile(r"\b([a-z]+?)(w?ay)\b", re.IGNORECASE)
_CONSONANTS = "bcdfghjklmnpqrstvwxyz"
_PUNCT = ".,;:!?\"'()[]{}<>*_`"


def respelled(text: str, vocabulary: frozenset[str]) -> list[str]:
    """``text`` read back from each spelling it shows; ``vocabulary``: the words whose
    hyphenated or broken forms are worth joining."""
    out: list[str] = []
    for decode in _DECODERS:
        decoded = decode(text, vocabulary)
        if decoded is not None and decoded != text:
            out.append(decoded)
    return out


def _separated(text: str, _vocabulary: frozenset[str]) -> str | None:
    if not _SEPARATED.search(text):
        return None
    # each run of separated letters becomes one word, the short ones ("a.l.l") too
    return _SHORT_SEPARATED.sub(lambda m: re.sub(r"[._/|*+~\\-]", "", m.group()), text)


def _broken(text: str, vocabulary: frozenset[str]) -> str | None:
    # Cheap first (this runs on every memory): a hyphenated token or two lines' touching words
    # that join into a vocabulary word; the regex pass only when one does.
    lowered = text.lower()
    hyphenated = any(
        "-" in token and token.strip(_PUNCT).replace("-", "") in vocabulary
        for token in set(lowered.split())
    )
    lines = lowered.split("\n")
    wrapped = any(
        (a.split() or [""])[-1].strip(_PUNCT) + (b.split() or [""])[0].strip(_PUNCT) in vocabulary
        for a, b in itertools.pairwise(lines)
        if a[-1:].isalpha() and b[:1].isalpha()
    )
    if not hyphenated and not wrapped:
        return None

    def join(m: re.Match[str]) -> str:
        word = re.sub(r"[-\n]", "", m.group())
        return word if word.lower() in vocabulary else m.group()

    return _BROKEN.sub(join, text)


def _references(text: str, _vocabulary: frozenset[str]) -> str | None:
    if "&" not in text or len(_REFERENCE.findall(text)) < 3:
        return None
    return html.unescape(text)


def _escapes(text: str, _vocabulary: frozenset[str]) -> str | None:
    if "\\" not in text or len(_ESCAPE.findall(text)) < 3:
        return None
    classes = [m.span() for m in _ESCAPE_CLASS.finditer(text)] if "[" in text else []
    if classes and len(_ESCAPE.findall(_blank(text, classes))) < 3:
        return None

    def decode(m: re.Match[str]) -> str:
        if any(start <= m.start() < end for start, end in classes):
            return m.group()  # (a class stays as written)
        return chr(int(m.group()[2:], 16))

    return _ESCAPE.sub(decode, text)


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def _indicators(text: str, _vocabulary: frozenset[str]) -> str | None:
    if text.isascii() or len(_INDICATOR.findall(text)) < 4:
        return None
    return _INDICATOR.sub(lambda m: chr(ord(m.group()) - 0x1F1E6 + ord("a")), text)


def _binary(text: str, _vocabulary: frozenset[str]) -> str | None:
    if "0000" not in text and "1000" not in text and "0100" not in text:  # ASCII has 0s
        return None
    runs = _BINARY_RUN.findall(text)
    if not runs:
        return None
    decoded = []
    for run in runs:
        codes = [int(group, 2) for group in re.findall(r"[01]{8}", run)]
        if all(32 <= c < 127 for c in codes):
            decoded.append("".join(map(chr, codes)))
    return " ".join(decoded) if decoded else None


def _pig_latin(text: str, vocabulary: frozenset[str]) -> str | None:
    if text.count("ay") < 4 or len(_PIG_WORD.findall(text)) < 4:
        return None

    def back(m: re.Match[str]) -> str:
        stem, tail = m.group(1), m.group(2).lower()
        if tail == "way":  # a word that began with a vowel
            return stem
        # the consonants moved to the end come back to the front: as many as make a word of
        # the vocabulary ("eviouspr" → "previous"), else the whole trailing cluster
        cluster = len(stem) - len(stem.rstrip(_CONSONANTS + _CONSONANTS.upper()))
        for k in range(1, cluster + 1):
            if (stem[-k:] + stem[:-k]).lower() in vocabulary:
                return stem[-k:] + stem[:-k]
        return stem[-cluster:] + stem[:-cluster] if 0 < cluster < len(stem) else stem

    return _PIG_WORD.sub(back, text)


_DECODERS: tuple[Callable[[str, frozenset[str]], str | None], ...] = (
    _separated,
    _broken,
    _references,
    _escapes,
    _indicators,
    _binary,
    _pig_latin,
)

__all__ = ["respelled"]
