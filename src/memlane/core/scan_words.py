"""A long text's tokens and whole words, worked out once per scan (core/scan_memo.py)."""

from __future__ import annotations

import itertools
import re

from memlane.core.scan_memo import TextMemo, find_all, memo_of, search_needle

_WORD = re.compile(r"[^\W_]+")


def distinct_tokens(text: str) -> frozenset[str]:
    """The distinct whitespace-separated tokens of ``text`` (worked out once per scan: the
    vocabulary, the lexicon and the joined-word spelling all start from them)."""
    memo = memo_of(text)
    if memo is None:
        return frozenset(text.split())
    if memo.tokens is None:
        memo.tokens = frozenset(text.split())
    return memo.tokens


def vocabulary(text: str) -> frozenset[str]:
    """The words of ``text`` (runs of letters and digits), worked out once per scan."""
    memo = memo_of(text)
    if memo is not None and memo.vocab is not None:
        return memo.vocab
    tokens = distinct_tokens(text)
    if memo is None:
        words: set[str] = set()
        for token in tokens:
            if token.isalnum():
                words.add(token)
            else:
                words.update(_WORD.findall(token))
        return frozenset(words)
    # a long text's thousands of tokens in C loops: the other tokens' words found in one pass
    # over them joined by spaces (which no word spans)
    others = " ".join(itertools.filterfalse(str.isalnum, tokens))
    memo.vocab = frozenset(itertools.chain(filter(str.isalnum, tokens), _WORD.findall(others)))
    return memo.vocab


def has_word(words: frozenset[str], text: str) -> bool:
    """Whether one of ``words`` stands in ``text`` as a whole word: a tighter gate than a
    substring for short words ("ai" is in "email" and "waits"). For a long text within a scan,
    told by the words' places (the needle pass's, for the words it knows) instead of the text's
    vocabulary: a word of the vocabulary is a run of letters and digits with none beside it, so
    one of ``words`` is in it when one of its places has none beside it. Building the vocabulary
    (every token, then the words of those that are not one) was ~4 % of a 256 KiB body's
    read-gate scan, for two callers asking about a few dozen words."""
    memo = memo_of(text)
    if memo is None or memo.vocab is not None:
        return not vocabulary(text).isdisjoint(words)
    memo.needle_set.learn_group(words)  # taught: from the next scan on their places are free
    return any(_stands_alone(memo, word, text) for word in words)


def _stands_alone(memo: TextMemo, word: str, text: str) -> bool:
    """Whether ``word`` is a word of the vocabulary of the text of ``memo``: all letters and
    digits (what ``[^\\W_]`` matches, ``str.isalnum``), at a place with none right before or
    after it."""
    if not word.isalnum():
        return False
    places = memo.positions.get(word)
    if places is None:
        if word in memo.known:
            places = memo.derived(word)
        else:
            places = find_all(text, word) if search_needle(memo, word, text) else []
        memo.positions[word] = places
    size, end = len(text), len(word)
    for at in places:
        if (at == 0 or not text[at - 1].isalnum()) and (
            at + end == size or not text[at + end].isalnum()
        ):
            return True
    return False


__all__ = ["distinct_tokens", "has_word", "vocabulary"]
