"""The excerpt's token finder answers as its defining regular expression does."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core.injection_scorer import relevance_tokens
from memlane.core.token_finder import TokenFinder, token_pattern

# Pieces that make whole-word, inner-word, case and non-ASCII (Kelvin sign, dotted I) cases.
_PIECES = ["deploy", "Deploy", "DEPLOY", "redeploy", "deploys", "api", "rapid", "API2",
           "key", "\u212aey", "\u0130d", "id", "café", "42", "x", "_", "-", " ", ".", "\n",
           "ß", "日本"]  # fmt: skip
_TOKENS = ["deploy", "api", "key", "id", "42", "cafe", "deploys", "api2"]


def _expected(tokens: list[str], text: str) -> int | None:
    pattern = token_pattern(tokens)
    hit = pattern.search(text) if pattern is not None else None
    return hit.start() if hit is not None else None


@settings(max_examples=400, deadline=None)
@given(
    pieces=st.lists(st.sampled_from(_PIECES), max_size=14),
    tokens=st.lists(st.sampled_from(_TOKENS), max_size=4),
)
def test_first_hit_is_the_expressions(pieces: list[str], tokens: list[str]) -> None:
    text = "".join(pieces)
    finder = TokenFinder(tokens)
    assert finder.first(text) == _expected(tokens, text)
    assert finder.first(text) == _expected(tokens, text)  # kept per text, same answer


@settings(max_examples=200, deadline=None)
@given(query=st.text(max_size=40), text=st.text(max_size=80))
def test_first_hit_on_any_text_and_query(query: str, text: str) -> None:
    tokens = relevance_tokens(query)
    assert TokenFinder(tokens).first(text) == _expected(tokens, text)


def test_cases() -> None:
    assert TokenFinder(["deploy"]).first("we redeploy, then Deploy it") == 18
    assert TokenFinder(["deploy"]).first("redeploys only") is None
    assert TokenFinder(["key", "api"]).first("rapid API key") == 6
    # The Kelvin sign folds to k only through the expression (a non-ASCII text).
    assert TokenFinder(["key"]).first("the \u212aey") == 4
    assert TokenFinder([]).first("anything") is None
