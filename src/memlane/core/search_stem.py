"""The search path's stemmer: a small deterministic suffix stripper (Porter-lite) for the search
scorer and the search service's prefix lookups; never used on the injection path, whose scorer
matches exact tokens only."""

from __future__ import annotations


def stem(word: str) -> str:
    """A small deterministic suffix stripper (Porter-lite) for lowercase ASCII words.

    Folds plurals, -ed/-ing, a few derivational endings and a final -e/-y so that
    authenticates/authenticated/authenticating/authentication share ``authenticat``. Stems
    always keep the word's first two characters (search relies on that to prefilter).
    """
    w = word.lower()
    if len(w) <= 3:
        return w
    # Step 1a: plurals.
    if w.endswith("sses"):
        w = w[:-2]
    elif w.endswith(("ies", "ied")) and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    # Step 1b: verb endings; "eed" words (need, speed) keep their ending.
    if not w.endswith("eed"):
        for suffix in ("ingly", "edly", "ing", "ed"):
            base = w[: -len(suffix)]
            if w.endswith(suffix) and len(base) >= 2 and _has_vowel(base):
                if len(base) == 2:
                    w = base + "e"  # used/using -> use, aged -> age
                elif len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "aeiouylsz":
                    w = base[:-1]  # running -> run, stopped -> stop (but added -> add)
                else:
                    w = base
                break
    # Step 2: a few derivational endings, each guarded by a minimum remaining stem.
    for suffix, replacement, min_base in _DERIVATIONAL:
        if w.endswith(suffix) and len(w) - len(suffix) >= min_base:
            w = w[: -len(suffix)] + replacement
            break
    # Step 3: final -e and consonant -y, so cache/cached and policy/policies agree.
    if len(w) >= 4 and w.endswith("e") and not w.endswith("ee"):
        w = w[:-1]
    elif len(w) >= 4 and w.endswith("y") and w[-2] not in "aeiou":
        w = w[:-1] + "i"
    return w


_DERIVATIONAL: tuple[tuple[str, str, int], ...] = (
    ("ational", "ate", 3),
    ("ization", "ize", 3),
    ("ation", "ate", 3),
    ("ness", "", 3),
    ("ment", "", 4),
)


def _has_vowel(s: str) -> bool:
    return any(c in "aeiouy" for c in s)


__all__ = ["stem"]
