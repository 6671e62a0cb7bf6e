"""The search scorer's tokenizer: a text's words as search matches them.

Tokens keep 2-character words, split camelCase/PascalCase from the original casing
(``SshConfig`` -> ssh + config, and the joined ``sshconfig``), drop this module's stopwords,
and expand a fixed acronym table both ways (``PTY`` <-> ``pseudoterminal``). Like the scorer,
nothing on the injection path imports it (its tokenizer is ``injection_scorer``'s own).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping
from types import MappingProxyType

RUN = re.compile(r"[A-Za-z0-9]+")
# Boundaries inside one alphanumeric run: fooBar -> foo|Bar, HTTPServer -> HTTP|Server.
# Digits stay attached to the letters before them (utf8, sha256) so versions are not lost.
CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_MIN_TOKEN_LEN = 2

# This scorer's own stopword list (independent of the injection scorer's by design).
_STOPWORD_BLOCK = """
    an as at be by do if in is it me my of on or so to we us
    about above after again all also and any are because been before being below between
    both but can could did does doing during each few for from further had has have having
    her here him his how into its itself just may might more most must nor not now off once
    only onto other our out over own per same shall she should some such than that the their
    them then there these they this those through too under until upon very via was were
    what when where which while who whom why will with would yet you your
    """
STOPWORDS: frozenset[str] = frozenset(_STOPWORD_BLOCK.split())

# Acronyms common in coding work -> their expansion. Expansion runs both ways on the text
# side: "the PTY exited" also yields ``pseudoterminal``; "model context protocol" also
# yields ``mcp``.
ACRONYMS: Mapping[str, str] = MappingProxyType(
    {
        "acp": "agent client protocol",
        "ade": "agentic development environment",
        "api": "application programming interface",
        "ci": "continuous integration",
        "cli": "command line interface",
        "db": "database",
        "dto": "data transfer object",
        "idf": "inverse document frequency",
        "jwt": "json web token",
        "llm": "large language model",
        "mcp": "model context protocol",
        "pr": "pull request",
        "pty": "pseudoterminal",
        "sdk": "software development kit",
        "ssh": "secure shell",
        "tofu": "trust on first use",
        "ui": "user interface",
    }
)


def _keep(word: str) -> bool:
    return len(word) >= _MIN_TOKEN_LEN and word not in STOPWORDS


# Per alphanumeric run: (kept lowercase parts, the same plus the whole run when it was split).
_RunTokens = tuple[tuple[str, ...], tuple[str, ...]]


def run_tokens(run: str) -> _RunTokens:
    # Fast path: with no capital after the first character there is no boundary to split.
    kept: tuple[str, ...]
    if run.islower() or run.isdigit() or run[1:].islower():
        word = run.lower()
        kept = (word,) if _keep(word) else ()
        return kept, kept
    parts: list[str] = CAMEL.split(run)
    kept = tuple(p for p in (part.lower() for part in parts) if _keep(p))
    compound = run.lower()
    if len(parts) == 1 or not _keep(compound):
        return kept, kept
    return kept, (*kept, compound)


def _tokenize(
    text: str, cache: dict[str, _RunTokens], *, compounds: bool, expand: bool
) -> list[str]:
    tokens: list[str] = []
    plain: list[str] = []
    for run in RUN.findall(text):
        found = cache.get(run)
        if found is None:
            found = cache[run] = run_tokens(run)
        tokens.extend(found[1] if compounds else found[0])
        plain.extend(found[0])
    if not expand or _TRIGGERS.isdisjoint(plain):
        return tokens
    # Contractions look at the split words only: a compound in between would break a
    # sequence such as "CommandLine interface" -> command line interface.
    for i, token in enumerate(plain):
        expansion = _EXPANSIONS.get(token)
        if expansion is not None:
            tokens.extend(expansion)
        for expanded, acronym in _BY_FIRST_WORD.get(token, ()):
            if tuple(plain[i : i + len(expanded)]) == expanded:
                tokens.append(acronym)
    return tokens


_EXPANSIONS: dict[str, tuple[str, ...]] = {
    acronym: tuple(_tokenize(phrase, {}, compounds=False, expand=False))
    for acronym, phrase in ACRONYMS.items()
}
# Reverse lookup keyed by the first word of each expansion, for a single left-to-right pass.
_BY_FIRST_WORD: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _acronym, _words in sorted(_EXPANSIONS.items()):
    _BY_FIRST_WORD.setdefault(_words[0], []).append((_words, _acronym))
_TRIGGERS: frozenset[str] = frozenset(_EXPANSIONS) | frozenset(_BY_FIRST_WORD)


def corpus_tokens(text: str, *, compounds: bool = True, expand: bool = True) -> list[str]:
    """Tokens of ``text`` for the search scorer, in order (duplicates kept).

    Splits camelCase/PascalCase from the original casing, keeps 2+ character tokens, drops
    this module's stopwords. ``compounds`` also keeps a split run whole (``SshConfig`` adds
    ``sshconfig``) so a lowercase query for the joined word still matches exactly. ``expand``
    appends acronym expansions (``pty`` -> ``pseudoterminal``) and contractions (the words
    ``model context protocol`` in sequence -> ``mcp``). Queries are not expanded: expanding
    the text side alone already matches in both directions without diluting a query's
    coverage with words the user did not type.
    """
    return _tokenize(text, {}, compounds=compounds, expand=expand)


# bytes.translate tables over a text's UTF-8 bytes (no byte of a non-ASCII character is part
# of a run): the runs' shapes (a = lowercase or digit, A = capital, space = no run) and the
# runs lowercased, everything else a space.
_ALNUM = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
_SHAPES = bytes(
    (ord("A") if chr(c).isupper() else ord("a")) if c in _ALNUM else ord(" ") for c in range(256)
)
_LOWERED_RUNS = bytes(ord(chr(c).lower()) if c in _ALNUM else ord(" ") for c in range(256))
# Words that are no token: the stopwords and single characters.
_NOT_TOKENS = STOPWORDS | frozenset(chr(c) for c in _ALNUM).union(chr(c).lower() for c in _ALNUM)


# Alphanumeric runs already split (a vocabulary is small next to the texts that use it).
_RUNS: dict[str, _RunTokens] = {}
_RUNS_MAX = 200_000


def token_set(text: str) -> frozenset[str]:
    """``frozenset(corpus_tokens(text))``: the token set of a text search scores (a new
    candidate's tokens were most of a search at 100k records, issue 21). A text with no run
    to split (no ``aB`` or ``ABc`` inside a run) has its lowercased words as tokens: found by
    two byte translations and a split, not a regex and a lookup per word. Expansions are
    found from the set; the words' order is looked at only for a contraction whose words
    are all there."""
    raw = text.encode()
    shapes = raw.translate(_SHAPES)
    if b"aA" in shapes or b"AAa" in shapes:
        if len(_RUNS) > _RUNS_MAX:
            _RUNS.clear()
        return frozenset(_tokenize(text, _RUNS, compounds=True, expand=True))
    words = raw.translate(_LOWERED_RUNS).decode("ascii")
    # Interned, so texts share one string per token (as the cached runs' tokens are): set
    # lookups against other texts' tokens then meet the same objects, not equal copies.
    plain = set(map(sys.intern, words.split()))
    plain -= _NOT_TOKENS
    triggers = _TRIGGERS.intersection(plain)
    if not triggers:
        return frozenset(plain)
    tokens = set(plain)
    sequence: list[str] | None = None
    for token in triggers:
        tokens.update(_EXPANSIONS.get(token, ()))
        for expanded, acronym in _BY_FIRST_WORD.get(token, ()):
            if acronym in tokens or not plain.issuperset(expanded):
                continue
            if sequence is None:
                sequence = [w for w in words.split() if w not in _NOT_TOKENS]
            n = len(expanded)
            if any(
                tuple(sequence[i : i + n]) == expanded
                for i, word in enumerate(sequence)
                if word == token
            ):
                tokens.add(acronym)
    return frozenset(tokens)
