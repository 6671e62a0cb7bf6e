"""The search scorer: wide, ungated matching for lookups a person or agent runs on purpose.

The contract, kept from the reference design: *deliberately separate from the injection
scorer (``injection_scorer.relevance_scores``): widening what search can find must never widen what
gets injected into an agent's prompt. Nothing on the injection path calls this.* This module
neither imports ``relevance`` nor is imported by it; the two tokenizers are independent.

Rules: tokens keep 2-character words, split camelCase/PascalCase from the original casing
(``SshConfig`` -> ssh + config), and expand a fixed acronym table both ways (``PTY`` <->
``pseudoterminal``). Per query term the best rule wins: exact 1, stem 1, 4+-character prefix
0.75, raw substring 0.5. Score = coverage * 0.8 + 0.2 when the text contains the whole
lowercased query, clamped to [0, 1]. With ``idf_weighted`` coverage weighs each term by its
inverse document frequency over the scored texts (or the sample of them a caller marks), so
a name in half of them counts less than the rare word that matters. A query with no usable
term falls back to whole-phrase substring scoring.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import compress
from types import MappingProxyType

from memlane.core.search_stem import stem

_RUN = re.compile(r"[A-Za-z0-9]+")
# Boundaries inside one alphanumeric run: fooBar -> foo|Bar, HTTPServer -> HTTP|Server.
# Digits stay attached to the letters before them (utf8, sha256) so versions are not lost.
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_MIN_TOKEN_LEN = 2
_PREFIX_MIN = 4
# A 2-character term is a substring of too many words (``ci`` in "decision") to be evidence.
_SUBSTRING_MIN = 3

W_EXACT = 1.0
W_STEM = 1.0
W_PREFIX = 0.75
W_SUBSTRING = 0.5
COVERAGE_WEIGHT = 0.8
PHRASE_BONUS = 0.2

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
_STOPWORDS: frozenset[str] = frozenset(_STOPWORD_BLOCK.split())

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
    return len(word) >= _MIN_TOKEN_LEN and word not in _STOPWORDS


# Per alphanumeric run: (kept lowercase parts, the same plus the whole run when it was split).
_RunTokens = tuple[tuple[str, ...], tuple[str, ...]]


def _run_tokens(run: str) -> _RunTokens:
    # Fast path: with no capital after the first character there is no boundary to split.
    kept: tuple[str, ...]
    if run.islower() or run.isdigit() or run[1:].islower():
        word = run.lower()
        kept = (word,) if _keep(word) else ()
        return kept, kept
    parts: list[str] = _CAMEL.split(run)
    kept = tuple(p for p in (part.lower() for part in parts) if _keep(p))
    compound = run.lower()
    if len(parts) == 1 or not _keep(compound):
        return kept, kept
    return kept, (*kept, compound)


# bytes.translate table: ASCII letters and digits kept, every other byte a space.
_RUN_BYTES = bytes(c if chr(c).isascii() and chr(c).isalnum() else 32 for c in range(256))


def _runs(text: str) -> list[str]:
    """``_RUN.findall(text)``: the ASCII alphanumeric runs, in order. Every other character
    (a non-ASCII one becomes ``?`` first) turns into a space and the text is split there:
    a third less time than the regex on search's candidate texts, which are tokenized once
    each (~800 a query at 100k records, most of them new to the process)."""
    return text.encode("ascii", "replace").translate(_RUN_BYTES).decode("ascii").split()


def _tokenize(
    text: str, cache: dict[str, _RunTokens], *, compounds: bool, expand: bool
) -> list[str]:
    tokens: list[str] = []
    plain: list[str] = []
    for run in _runs(text):
        found = cache.get(run)
        if found is None:
            found = cache[run] = _run_tokens(run)
        tokens.extend(found[1] if compounds else found[0])
        plain.extend(found[0])
    if not expand or _TRIGGERS.isdisjoint(plain):
        return tokens
    # Contractions look at the split words only: a compound in between would break a
    # sequence such as "CommandLine interface" -> command line interface. Only the places of
    # trigger words are visited (found in C: a text holds a few among ~50 words).
    for i in compress(range(len(plain)), map(_TRIGGERS.__contains__, plain)):
        token = plain[i]
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
# Tokens a text may hold without spelling them (an acronym's expansion, a contraction's
# acronym): every other token is a run of the text, lowercased, so its collapsed lowercase
# form contains it (what ``_word_weights`` relies on to rule texts out).
_UNSPELLED: frozenset[str] = frozenset(_EXPANSIONS) | frozenset(
    word for words in _EXPANSIONS.values() for word in words
)
# A common start of a word's matching tokens shorter than this rules out too few texts.
_GATE_MIN = 3


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


@dataclass(frozen=True)
class CorpusMatch:
    score: float
    matched: tuple[str, ...]
    complete: bool = False  # every query term matched (by any rule), or the whole phrase


_IDENTIFIER_QUERY = re.compile(
    r"--?[a-z][\w-]*"  # a CLI flag
    r"|[\w-]*(?:[a-z0-9][A-Z]|_|[./:])[\w./:-]*"  # camelCase, snake_case, dotted, path
)


def identifier_pattern(identifier: str) -> re.Pattern[str]:
    """Where ``identifier`` occurs in a text: its words together and in order, in any casing
    or separator style (``SshConfig`` finds ``ssh_config``, ``SSH config``, ``sshconfig``);
    each word may run on (``config`` -> ``configuration``)."""
    words = [w.lower() for run in _RUN.findall(identifier) for w in _CAMEL.split(run) if w]
    body = r"[\W_]*".join(re.escape(w) + r"\w*?" for w in words)
    return re.compile(rf"(?<![a-z0-9]){body}", re.IGNORECASE)


def is_identifier(query: str) -> bool:
    """A query that is one identifier (``SshConfig``, ``use_auth_store``, ``--dry-run``,
    ``csp.config.ts``): its parts appearing apart are no evidence that it exists."""
    q = query.strip()
    return bool(q) and not any(c.isspace() for c in q) and bool(_IDENTIFIER_QUERY.fullmatch(q))


def _query_terms(query: str) -> dict[str, tuple[str, ...]]:
    """Query terms in order, each with the split run it came from as an alternative.

    ``SshConfig`` gives terms ssh and config, each also satisfied by a text containing
    ``sshconfig`` whole; this keeps "SSh" (-> s + sh) matching "ssh". A run whose parts are
    all dropped (stopwords, single letters) contributes the whole run as its term.
    """
    terms: dict[str, list[str]] = {}
    for run in _RUN.findall(query):
        kept, with_compound = _run_tokens(run)
        compound = with_compound[-1] if len(with_compound) > len(kept) else None
        if not kept and compound is not None:
            kept = (compound,)
        for part in kept:
            alternatives = terms.setdefault(part, [])
            if compound is not None and compound != part and compound not in alternatives:
                alternatives.append(compound)
    return {term: tuple(alternatives) for term, alternatives in terms.items()}


def _word_hits(word: str) -> tuple[frozenset[str], frozenset[str], str]:
    """(tokens that match ``word`` fully: itself and its stem-mates; tokens that match it as a
    4+-character prefix either way; their gate), among every token this process has indexed.

    The gate is the start every one of those tokens and ``word`` share, when none of them is
    a token a text may hold unspelled and it is 3+ characters long (else ""): a text whose
    lowercase form lacks the gate holds none of them and not ``word`` as a substring, so it
    matches ``word`` by no rule. Most candidates match a given word by none, and one
    substring test rules them out where the three rules' tests each ran.

    A text matches through a token it holds, so resolving against all tokens seen (a superset
    of one call's vocabulary) gives the same answer per text as the call's vocabulary did,
    without building that vocabulary on every query. Stems keep a word's first two characters
    and so does a prefix match: only the tokens sharing them are looked at. Kept per word until
    those groups of tokens grow."""
    word_stem = _stem_cached(word)
    stem_group = _VOCABULARY.get(word_stem[:2], ())
    prefix_group = _VOCABULARY.get(word[:2], ())
    key = (len(stem_group), len(prefix_group))
    cached = _HITS.get(word)
    if cached is not None and cached[0] == key:
        return cached[1], cached[2], cached[3]
    full = frozenset([word, *(t for t in stem_group if _stem_cached(t) == word_stem)])
    prefix = frozenset(
        t
        for t in prefix_group
        if min(len(t), len(word)) >= _PREFIX_MIN and (t.startswith(word) or word.startswith(t))
    )
    gate = ""
    if _UNSPELLED.isdisjoint(full) and _UNSPELLED.isdisjoint(prefix):
        gate = _common_start([word, *full, *prefix])
        if len(gate) < _GATE_MIN:
            gate = ""
    if len(_HITS) > _HITS_MAX:
        _HITS.clear()
    _HITS[word] = (key, full, prefix, gate)
    return full, prefix, gate


def _common_start(words: Sequence[str]) -> str:
    """The longest start all ``words`` share (the first and last in sorted order share the
    least)."""
    first, last = min(words), max(words)
    for i, c in enumerate(first):
        if c != last[i]:
            return first[:i]
    return first


# stem() of every vocabulary token, kept across calls: the same words recur query after query.
@functools.lru_cache(maxsize=65_536)
def _stem_cached(word: str) -> str:
    return stem(word)


def _word_weights(
    word: str, tokens: Sequence[frozenset[str]], lowered: Sequence[str]
) -> list[float]:
    """Per text, the best rule ``word`` matches it by: exact or stem 1, prefix 0.75, raw
    substring 0.5 (3+ characters), else 0. One pass per word over all texts (not one call
    per text and term): ~2,000 candidates per query at 10k records."""
    full, prefix, gate = _word_hits(word)
    substring = len(word) >= _SUBSTRING_MIN
    return [
        0.0
        if gate and gate not in low
        else W_EXACT
        if not toks.isdisjoint(full)
        else W_PREFIX
        if prefix and not toks.isdisjoint(prefix)
        else W_SUBSTRING
        if substring and word in low
        else 0.0
        for toks, low in zip(tokens, lowered, strict=True)
    ]


def _collapse_lower(text: str) -> str:
    return " ".join(text.lower().split())


# A text's token set and collapsed lowercase form are pure functions of the text, and the
# same records come back in query after query (common words pool the same few thousand):
# tokenizing them again was ~40 % of a search (issue 21).
@functools.lru_cache(maxsize=32_768)
def _text_index(text: str) -> tuple[frozenset[str], str]:
    if len(_RUNS) > _RUNS_MAX:
        _RUNS.clear()
    tokens = frozenset(_tokenize(text, _RUNS, compounds=True, expand=True))
    for token in tokens.difference(_SEEN):
        # Lists, not sets: a search in another thread may be reading a group meanwhile, and
        # a list grows under a reader without error (a token added twice by two threads is
        # harmless).
        _SEEN.add(token)
        _VOCABULARY.setdefault(token[:2], []).append(token)
    return tokens, _collapse_lower(text)


def _vocabulary_reset() -> None:
    """Forget every token seen, and with them every text indexed (each text's tokens must be
    in the vocabulary its words are resolved against)."""
    global _GENERATION
    _GENERATION += 1
    _text_index.cache_clear()
    _VOCABULARY.clear()
    _SEEN.clear()
    _HITS.clear()


# Alphanumeric runs already split (a vocabulary is small next to the texts that use it).
_RUNS: dict[str, _RunTokens] = {}
_RUNS_MAX = 200_000
# Every token of every text indexed in this process, by its first two characters; bounded
# by a reset (counted by the generation, so a scoring that overlapped one starts again).
_VOCABULARY: dict[str, list[str]] = {}
_SEEN: set[str] = set()
_VOCABULARY_MAX = 500_000
_GENERATION = 0
# word -> (sizes of its vocabulary groups when resolved, full-match tokens, prefix tokens,
# their gate)
_HITS: dict[str, tuple[tuple[int, int], frozenset[str], frozenset[str], str]] = {}
_HITS_MAX = 20_000


class CorpusScores:
    """A query scored against a pool of texts: which texts match it completely, and each
    text's ``CorpusMatch`` on demand.

    Search keeps only complete matches (and vector neighbours), a tenth of its pool, so the
    per-text score (the same float arithmetic as ever) is built for those alone; the pool as
    a whole still sets the terms' inverse document frequencies."""

    def __init__(
        self,
        query: str,
        texts: Sequence[str],
        *,
        idf_weighted: bool = False,
        idf_sample: Sequence[bool] | None = None,
    ) -> None:
        """``idf_sample`` marks the texts the inverse document frequencies are counted over
        (default all): a caller that drew some texts by a few of the query's words keeps
        them out, or those words would look common."""
        if len(_SEEN) > _VOCABULARY_MAX:
            _vocabulary_reset()
        self._phrase = _collapse_lower(query)
        while True:
            generation = _GENERATION
            self._score(query, texts, idf_weighted, idf_sample)
            if generation == _GENERATION:
                break

    def _score(
        self,
        query: str,
        texts: Sequence[str],
        idf_weighted: bool,
        idf_sample: Sequence[bool] | None,
    ) -> None:
        indexed = [_text_index(text) for text in texts]
        self._lowered = [lowered for _, lowered in indexed]
        terms = _query_terms(query)
        self._terms = list(terms)
        n = len(texts)
        if not terms:
            # Degenerate query (stopwords only, punctuation, non-Latin script): whole-phrase
            # substring scoring, so "日本語" or "to do" can still find text.
            phrase = self._phrase
            self.complete = [bool(phrase) and phrase in low for low in self._lowered]
            self._columns: list[list[float]] = []
            self._term_weight: list[float] = []
            self._norm = 1.0
            return
        token_sets = [tokens for tokens, _ in indexed]
        words: dict[str, list[float]] = {}
        self._columns = []
        for term, alternatives in terms.items():
            column: list[float] | None = None
            for word in (term, *alternatives):
                if word not in words:
                    words[word] = _word_weights(word, token_sets, self._lowered)
                # A term is matched by the best rule any of its words (it, then the split
                # runs it came from) matches by.
                column = words[word] if column is None else list(map(max, column, words[word]))
            assert column is not None
            self._columns.append(column)
        self._term_weight = [1.0] * len(terms)
        if idf_weighted and n:
            sampled, columns = n, self._columns
            if idf_sample is not None and any(idf_sample):
                sampled = sum(idf_sample)
                columns = [list(compress(column, idf_sample)) for column in self._columns]
            for j, column in enumerate(columns):
                df = sampled - column.count(0.0)
                self._term_weight[j] = math.log(1.0 + sampled / (df + 1.0))
        self._norm = sum(self._term_weight) or 1.0
        # The phrase bonus (which needs a matched term) also makes a match complete.
        phrase = self._phrase
        self.complete = [
            all(weights) or (any(weights) and phrase in lowered)
            for weights, lowered in zip(
                zip(*self._columns, strict=True), self._lowered, strict=True
            )
        ]

    def score(self, i: int) -> float:
        """``match(i).score`` (the same arithmetic), without the matched terms: search scores
        every match (~1,600 for a common query at 10k records) and shows 50."""
        lowered = self._lowered[i]
        if not self._terms:
            phrase = self._phrase
            return 1.0 if phrase and phrase in lowered else 0.0
        total = 0.0
        any_matched = False
        for column, term_weight in zip(self._columns, self._term_weight, strict=True):
            weight = column[i]
            if weight > 0.0:
                total += weight * term_weight
                any_matched = True
        # The phrase bonus needs a matched term: "ci" inside "decision" is not a phrase hit.
        bonus = PHRASE_BONUS if any_matched and self._phrase in lowered else 0.0
        score = total / self._norm * COVERAGE_WEIGHT + bonus
        return round(min(1.0, max(0.0, score)), 6)

    def match(self, i: int) -> CorpusMatch:
        """The score of text ``i``: the IDF-weighted share of the query's terms it matches
        (by their best rule) * 0.8, plus 0.2 when it holds the whole phrase."""
        score = self.score(i)
        if not self._terms:
            return CorpusMatch(score, (self._phrase,), True) if score else CorpusMatch(0.0, ())
        matched = tuple(
            term for term, column in zip(self._terms, self._columns, strict=True) if column[i] > 0.0
        )
        complete = len(matched) == len(self._terms) or (
            bool(matched) and self._phrase in self._lowered[i]
        )
        return CorpusMatch(score, matched, complete)


def corpus_relevance_scores(
    query: str, texts: Sequence[str], *, idf_weighted: bool = False
) -> list[CorpusMatch]:
    """Score every text against ``query`` for search; one ``CorpusMatch`` per text, in order.

    ``matched`` lists the query terms (or, for the phrase fallback, the phrase) that matched,
    in query order. With ``idf_weighted`` coverage weighs each term by its inverse document
    frequency over ``texts``."""
    scores = CorpusScores(query, texts, idf_weighted=idf_weighted)
    return [scores.match(i) for i in range(len(texts))]


__all__ = [
    "ACRONYMS",
    "CorpusMatch",
    "CorpusScores",
    "corpus_relevance_scores",
    "corpus_tokens",
    "identifier_pattern",
    "is_identifier",
]
