"""The injection scorer stays narrow: exact token-set membership weighted by IDF.

The tripwire tests below pin invariant 1 (search never widens injection). Never relax them
to make a change pass; widen the search scorer instead.
"""

from __future__ import annotations

import ast
import math
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core import injection_scorer, search_scorer
from memlane.core.injection_scorer import STOPWORDS, relevance_scores, relevance_tokens
from memlane.core.search_scorer import corpus_relevance_scores

# --- tripwires (verbatim from the reference design; never relax) -------------------------


def test_tripwire_auth_does_not_match_authentication_for_injection() -> None:
    assert relevance_scores("auth", ["authentication uses JWT"])[0] == 0


def test_tripwire_camel_case_and_acronyms_do_not_widen_injection() -> None:
    assert relevance_scores("SshConfig", ["the ssh config record"])[0] == 0
    assert relevance_scores("pseudoterminal", ["the PTY exited"])[0] == 0


def test_tripwire_search_scorer_finds_what_injection_refuses() -> None:
    assert corpus_relevance_scores("auth", ["authentication uses JWT"])[0].score > 0
    assert corpus_relevance_scores("SshConfig", ["the ssh config record"])[0].score > 0
    assert corpus_relevance_scores("pseudoterminal", ["the PTY exited"])[0].score > 0


def _imported_modules(module: object) -> set[str]:
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))  # type: ignore[attr-defined]
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_the_two_scorers_share_no_code() -> None:
    assert not any("injection_scorer" in name for name in _imported_modules(search_scorer))
    assert not any("search_scorer" in name for name in _imported_modules(injection_scorer))


# --- tokenizer ----------------------------------------------------------------------------


def test_tokens_lowercase_split_and_drop_short_and_stopwords() -> None:
    text = "The SshConfig (v2) is in ~/.ssh/config; run `make ship` for it"
    assert relevance_tokens(text) == ["sshconfig", "ssh", "config", "run", "make", "ship"]


def test_tokens_treat_non_ascii_letters_as_separators() -> None:
    assert relevance_tokens("café déploiement naïve 日本語 release") == [
        "caf",
        "ploiement",
        "release",
    ]


def test_stopwords_are_lowercase_and_keep_code_verbs() -> None:
    assert all(w == w.lower() for w in STOPWORDS)
    assert {"get", "set", "use", "run", "new"}.isdisjoint(STOPWORDS)
    assert {"the", "and", "with", "this"} <= STOPWORDS


# --- scoring ------------------------------------------------------------------------------


def test_score_is_matched_idf_over_total_idf() -> None:
    texts = ["release gates green", "release notes", "unrelated text"]
    scores = relevance_scores("release gates", texts)
    idf_release = math.log(1 + 3 / 2)
    idf_gates = math.log(1 + 3 / 1)
    total = idf_release + idf_gates
    assert scores[0] == 1.0
    assert math.isclose(scores[1], idf_release / total)
    assert scores[2] == 0.0


def test_query_terms_in_no_candidate_do_not_dilute() -> None:
    texts = ["release gates", "release notes"]
    assert relevance_scores("release zebra", texts) == relevance_scores("release", texts)
    assert relevance_scores("release zebra", texts) == [1.0, 1.0]


def test_degenerate_queries_give_all_zeros() -> None:
    texts = ["the release", "a note"]
    assert relevance_scores("", texts) == [0.0, 0.0]
    assert relevance_scores("the and of a", texts) == [0.0, 0.0]
    assert relevance_scores("日本語", texts) == [0.0, 0.0]
    assert relevance_scores("zebra", texts) == [0.0, 0.0]
    assert relevance_scores("release", []) == []


def test_no_stems_prefixes_or_substrings() -> None:
    assert relevance_scores("tests", ["run the test suite"]) == [0.0]
    assert relevance_scores("config", ["reconfigure sshconfig configuration"]) == [0.0]
    assert relevance_scores("ssh", ["SshConfig"]) == [0.0]
    assert relevance_scores("pty", ["pseudoterminal"]) == [0.0]


def test_duplicate_query_terms_count_once() -> None:
    texts = ["release gates", "release notes"]
    assert relevance_scores("gates gates release", texts) == relevance_scores(
        "gates release", texts
    )


_ASCIIish = st.text(alphabet=st.sampled_from("abcdefgSsh Config_-.PTY019 "), max_size=40)


@settings(deadline=None)
@given(query=st.text(max_size=60), texts=st.lists(st.text(max_size=80), max_size=8))
def test_scores_are_bounded_deterministic_and_exact(query: str, texts: list[str]) -> None:
    scores = relevance_scores(query, texts)
    assert scores == relevance_scores(query, texts)
    assert len(scores) == len(texts)
    query_terms = set(relevance_tokens(query))
    for text, score in zip(texts, scores, strict=True):
        assert 0.0 <= score <= 1.0
        # Exactness: a positive score needs a shared exact token, nothing looser.
        assert (score > 0) == bool(query_terms & set(relevance_tokens(text)))


@settings(deadline=None)
@given(query=_ASCIIish, texts=st.lists(_ASCIIish, min_size=1, max_size=6))
def test_search_finds_everything_injection_finds(query: str, texts: list[str]) -> None:
    narrow = relevance_scores(query, texts)
    wide = corpus_relevance_scores(query, texts)
    for n, w in zip(narrow, wide, strict=True):
        if n > 0:
            assert w.score > 0
