"""The query the embedder sees: the person's words plus the team words that mean the same.

A general-purpose sentence embedder places "what has to pass before shipping" far from "the
release needs both CI gates green before we tag a version" (MiniLM cosine 0.11): it was not
trained on how software teams talk, where shipping *is* releasing and green *is* passing. A
small thesaurus of such words (``core/data/dev_thesaurus.txt``) closes part of that gap: each
query word found in a group brings the group's other terms into the vector query.

Only the vector side of ranking uses it. The injection path's lexical evidence stays exact
tokens (DESIGN invariant 1): a memory still needs the query's own words to score lexically,
and the expansion moves a query's embedding, not which words count as matches.
"""

from __future__ import annotations

import functools
import re
from importlib import resources

THESAURUS_FILE = "dev_thesaurus.txt"
MAX_ADDED_TERMS = 12  # a few groups' worth: more words would drown the person's own

_WORD = re.compile(r"[a-z0-9][a-z0-9'+-]*")


def stem(word: str) -> str:
    """A light inflection stripper ("shipping" → "ship", "releases" → "release"): enough to
    meet a thesaurus term in another form, not a linguistic stemmer."""
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            base = word[: -len(suffix)]
            if suffix == "es" and not base.endswith(("ch", "sh", "x", "ss", "z")):
                base = word[:-1]  # "releases" → "release"; "fixes" → "fix", "passes" → "pass"
            elif len(base) > 2 and base[-1] == base[-2] and base[-1] not in "ls":
                base = base[:-1]  # "shipping" → "ship", "dropped" → "drop"
            return base
    return word


def _key(phrase: str) -> tuple[str, ...]:
    return tuple(stem(w) for w in _WORD.findall(phrase.lower()))


@functools.cache
def _thesaurus() -> tuple[dict[tuple[str, ...], frozenset[int]], tuple[tuple[str, ...], ...]]:
    """(term key → the groups it is in, the groups' terms)."""
    source = resources.files("memlane.core").joinpath("data", THESAURUS_FILE)
    groups: list[tuple[str, ...]] = []
    index: dict[tuple[str, ...], set[int]] = {}
    for line in source.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        terms = tuple(t.strip() for t in line.split(",") if t.strip())
        for term in terms:
            index.setdefault(_key(term), set()).add(len(groups))
        groups.append(terms)
    return {k: frozenset(v) for k, v in index.items()}, tuple(groups)


_LONGEST_TERM = 3  # words in the longest thesaurus term worth looking up


def expansion_terms(query: str) -> list[str]:
    """The thesaurus terms ``query`` does not hold, for the groups its words belong to."""
    index, groups = _thesaurus()
    words = [stem(w) for w in _WORD.findall(query.lower())]
    spans = range(1, _LONGEST_TERM + 1)
    grams = {tuple(words[i : i + n]) for n in spans for i in range(len(words))}
    found: list[int] = []
    for size in range(_LONGEST_TERM, 0, -1):
        for at in range(len(words) - size + 1):
            for g in sorted(index.get(tuple(words[at : at + size]), ())):
                if g not in found:
                    found.append(g)
    out: list[str] = []
    for g in found:
        for term in groups[g]:
            if term in out or _key(term) in grams:
                continue
            out.append(term)
    return out[:MAX_ADDED_TERMS]


def expand_for_embedding(query: str) -> str:
    """``query`` followed by its expansion terms (itself when it has none)."""
    extra = expansion_terms(query)
    return f"{query} ({', '.join(extra)})" if extra else query


__all__ = ["expand_for_embedding", "expansion_terms", "stem"]
