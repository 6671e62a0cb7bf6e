"""The injection scorer: exact token-set membership weighted by IDF, nothing wider.

Relevance here only *orders* what the eligibility gates already admitted into a brief or a
recall packet. It must stay narrow: no stems, prefixes, substrings, camelCase splits or acronym
expansion (invariant 1). The wide search scorer lives in ``search_scorer`` and shares nothing
with this module — not even the tokenizer.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

_SPLIT = re.compile(r"[^a-z0-9]+")
_MIN_TOKEN_LEN = 3

# Function words that carry no topic. Code-ish verbs (get, set, use, run, new) are kept on
# purpose: in coding memory they discriminate.
_STOPWORD_BLOCK = """
    about above after again against all also and any are because been before being below
    between both but can cannot could did does doing down during each few for from further
    had has have having her here hers herself him himself his how into its itself just may
    might more most must myself nor not now off once only onto other ought our ours ourselves
    out over own per same shall she should some such than that the their theirs them
    themselves then there these they this those through too under until upon very via was
    were what when where which while who whom why will with would yes yet you your yours
    yourself yourselves
    """
STOPWORDS: frozenset[str] = frozenset(_STOPWORD_BLOCK.split())


def relevance_tokens(text: str) -> list[str]:
    """Lowercase, split on ``[^a-z0-9]+``, keep tokens of 3+ characters that are not stopwords.

    Order and duplicates are preserved; callers that need a set build one.
    """
    return [
        t for t in _SPLIT.split(text.lower()) if len(t) >= _MIN_TOKEN_LEN and t not in STOPWORDS
    ]


def relevance_scores(query: str, texts: Sequence[str]) -> list[float]:
    """Score each text by the IDF share of query terms it contains, in [0, 1].

    ``idf = log(1 + n / df)`` over the candidate set. Query terms found in no candidate are
    excluded (they do not discriminate). A query with no usable term — or with no term any
    candidate contains — gives all zeros, so callers fall back to their priors.
    """
    n = len(texts)
    terms = list(dict.fromkeys(relevance_tokens(query)))
    if n == 0 or not terms:
        return [0.0] * n
    token_sets = [set(relevance_tokens(text)) for text in texts]
    idf: dict[str, float] = {}
    for term in terms:
        df = sum(1 for tokens in token_sets if term in tokens)
        if df:
            idf[term] = math.log(1 + n / df)
    total = sum(idf.values())
    if total <= 0.0:
        return [0.0] * n
    return [sum(w for term, w in idf.items() if term in tokens) / total for tokens in token_sets]


__all__ = ["STOPWORDS", "relevance_scores", "relevance_tokens"]
