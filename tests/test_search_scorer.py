"""The search scorer is wide on purpose: splits, stems, prefixes, substrings, acronyms."""

from __future__ import annotations

import math
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core import search_scorer
from memlane.core.injection_scorer import STOPWORDS as INJECTION_STOPWORDS
from memlane.core.search_scorer import (
    ACRONYMS,
    CorpusMatch,
    corpus_relevance_scores,
    corpus_tokens,
    is_identifier,
)
from memlane.core.search_stem import stem


def score(query: str, text: str) -> float:
    return corpus_relevance_scores(query, [text])[0].score


# --- tokenizer ----------------------------------------------------------------------------


def test_camel_and_pascal_case_split_from_original_casing() -> None:
    assert corpus_tokens("SshConfig", expand=False) == ["ssh", "config", "sshconfig"]
    assert corpus_tokens("HTTPServer parseJSON", expand=False) == [
        "http",
        "server",
        "httpserver",
        "parse",
        "json",
        "parsejson",
    ]
    assert corpus_tokens("SshConfig", compounds=False, expand=False) == ["ssh", "config"]


def test_digits_stay_with_their_word_and_two_char_tokens_are_kept() -> None:
    assert corpus_tokens("utf8Decoder sha256 go db", expand=False, compounds=False) == [
        "utf8",
        "decoder",
        "sha256",
        "go",
        "db",
    ]


def test_stopwords_and_single_letters_are_dropped() -> None:
    assert corpus_tokens("a test of it in the CI", expand=False) == ["test", "ci"]


def test_acronyms_expand_forwards() -> None:
    assert corpus_tokens("the PTY exited") == ["pty", "exited", "pseudoterminal"]
    assert "model" in corpus_tokens("MCP server")
    assert {"trust", "first", "use"} <= set(corpus_tokens("TOFU pinning"))


def test_acronyms_contract_backwards_from_the_full_phrase() -> None:
    assert "pty" in corpus_tokens("a pseudoterminal died")
    assert "mcp" in corpus_tokens("the Model Context Protocol server")
    assert "cli" in corpus_tokens("CommandLine interface")
    assert "tofu" in corpus_tokens("trust on first use")
    assert "mcp" not in corpus_tokens("model protocol context")


def test_acronym_table_covers_the_required_coding_terms() -> None:
    required = {"pty", "mcp", "sdk", "cli", "ssh", "dto", "api", "ci", "idf", "acp", "tofu"}
    assert required | {"ade"} <= set(ACRONYMS)
    assert ACRONYMS["pty"] == "pseudoterminal"
    with pytest.raises(TypeError):
        ACRONYMS["xyz"] = "mutable"  # type: ignore[index]


@pytest.mark.parametrize(
    ("words", "shared"),
    [
        (
            ["authenticate", "authenticated", "authenticates", "authenticating", "authentication"],
            "authenticat",
        ),
        (["policy", "policies"], "polici"),
        (["apply", "applied", "applies", "applying"], "appli"),
        (["run", "running", "runs"], "run"),
        (["stop", "stopped", "stopping"], "stop"),
        (["add", "added", "adds"], "add"),
        (["cache", "cached", "caches", "caching"], "cach"),
        (["use", "used", "uses", "using"], "use"),
        (["deploy", "deployment", "deployments", "deployed"], "deploy"),
        (["retry", "retries", "retried", "retrying"], "retri"),
        (["class", "classes"], "class"),
        (["box", "boxes"], "box"),
        (["validate", "validated", "validation"], "validat"),
    ],
)
def test_stemmer_folds_inflections(words: list[str], shared: str) -> None:
    assert {stem(w) for w in words} == {shared}


def test_stemmer_leaves_short_and_special_words_alone() -> None:
    assert stem("ssh") == "ssh"
    assert stem("status") == "status"
    assert stem("analysis") == "analysis"
    assert stem("speed") == "speed"
    assert stem("station") != stem("state")


@settings(deadline=None)
@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", max_size=20))
def test_stems_are_deterministic_and_keep_the_first_two_letters(word: str) -> None:
    s = stem(word)
    assert s == stem(word)
    assert s[:2] == word[:2]


# --- rules and scores ---------------------------------------------------------------------


def test_tripwire_counterparts_search_finds_each() -> None:
    assert score("auth", "authentication uses JWT") > 0
    assert score("SshConfig", "the ssh config record") > 0
    assert score("pseudoterminal", "the PTY exited") > 0
    assert score("pty", "the pseudoterminal died") > 0


def test_exact_match_and_phrase_bonus() -> None:
    assert score("release gates", "the release gates are green") == 1.0
    assert math.isclose(score("release gates", "gates before release"), 0.8)


def test_stem_match_counts_fully() -> None:
    assert math.isclose(score("authenticated deploys", "authenticating a deployment"), 0.8)


def test_prefix_match_counts_three_quarters() -> None:
    # deploy: stem 1; auth: prefix 0.75 -> coverage 0.875 -> 0.7; no phrase.
    assert math.isclose(score("deploy auth", "authentication for deployments"), 0.7)


def test_substring_match_counts_half() -> None:
    # config: substring of "reconfigure" 0.5; step: exact 1 -> coverage 0.75 -> 0.6.
    match = corpus_relevance_scores("config step", ["reconfigure the step"])[0]
    assert math.isclose(match.score, 0.6)
    assert match.matched == ("config", "step")


def test_two_character_terms_need_a_token_not_a_substring() -> None:
    assert score("ci", "a decision was made") == 0.0
    assert score("ci", "the CI pipeline") == 1.0
    assert score("ci", "continuous integration broke") > 0


def test_lowercase_compound_query_matches_the_split_run() -> None:
    assert score("sshconfig", "edit SshConfig first") > 0
    assert score("SSh", "ssh agent") > 0


def test_matched_terms_are_in_query_order_and_deduplicated() -> None:
    match = corpus_relevance_scores("gates release gates zebra", ["release gates"])[0]
    assert match.matched == ("gates", "release")
    assert math.isclose(match.score, 2 / 3 * 0.8, abs_tol=1e-6)


def test_degenerate_query_falls_back_to_whole_phrase_substring() -> None:
    texts = ["テスト 日本語です", "english only", "To  Do list"]
    assert corpus_relevance_scores("日本語", texts) == [
        CorpusMatch(1.0, ("日本語",), complete=True),
        CorpusMatch(0.0, ()),
        CorpusMatch(0.0, ()),
    ]
    assert [m.score for m in corpus_relevance_scores("to do", texts)] == [0.0, 0.0, 1.0]
    assert corpus_relevance_scores("   ", texts) == [CorpusMatch(0.0, ())] * 3
    assert corpus_relevance_scores("release", []) == []


def test_search_stopwords_never_exceed_the_injection_list_for_long_words() -> None:
    # Keeps "search finds what injection finds": a 3+ letter word injection still scores
    # must not be silently dropped by search.
    long_words = {w for w in search_scorer._STOPWORDS if len(w) >= 3}
    assert long_words <= INJECTION_STOPWORDS


def test_ten_thousand_texts_score_in_one_call() -> None:
    texts = [
        f"note {i}: the SshConfig for host{i} uses a PTY and caches tokens" for i in range(10_000)
    ]
    texts[1234] = "pseudoterminal ssh config handling"
    results = corpus_relevance_scores("pseudoterminal ssh config", texts)
    assert len(results) == 10_000
    assert results[1234].score == 1.0  # the only verbatim phrase hit
    assert {r.score for i, r in enumerate(results) if i != 1234} == {0.8}


_texts = st.text(max_size=120)


@settings(deadline=None)
@given(query=st.text(max_size=60), texts=st.lists(_texts, max_size=8))
def test_scores_are_bounded_and_deterministic(query: str, texts: list[str]) -> None:
    results = corpus_relevance_scores(query, texts)
    assert results == corpus_relevance_scores(query, texts)
    assert len(results) == len(texts)
    for result in results:
        assert 0.0 <= result.score <= 1.0
        assert (result.score > 0) == bool(result.matched)


def test_a_match_is_complete_when_every_term_or_the_phrase_is_found() -> None:
    full, part = corpus_relevance_scores("SshConfig", ["the ssh config file", "config only"])
    assert full.complete and not part.complete


def test_idf_weighting_counts_a_rare_term_more_than_a_common_one() -> None:
    texts = ["alice deploys", "alice tests", "alice reviews", "the blue pool takes deploys"]
    plain = corpus_relevance_scores("alice pool", texts)
    weighted = corpus_relevance_scores("alice pool", texts, idf_weighted=True)
    assert plain[0].score == plain[3].score  # one term each
    assert weighted[3].score > weighted[0].score  # "pool" is rare, "alice" is everywhere


def test_identifier_queries_are_single_identifiers() -> None:
    for q in ("SshConfig", "use_auth_store", "--dry-run", "csp.config.ts", "useAuthStore"):
        assert is_identifier(q), q
    for q in ("ssh config", "deploy", "what is SshConfig", ""):
        assert not is_identifier(q), q


@settings(deadline=None, max_examples=60)
@given(
    query=st.text(max_size=40),
    texts=st.lists(_texts, max_size=6),
    seen_before=st.lists(_texts, max_size=6),
)
def test_a_text_scores_the_same_whatever_the_process_indexed_before(
    query: str, texts: list[str], seen_before: list[str]
) -> None:
    # Stem and prefix matches are resolved against every token this process has indexed;
    # other texts indexed in between (which grow that vocabulary) change no score.
    search_scorer._vocabulary_reset()
    fresh = corpus_relevance_scores(query, texts, idf_weighted=True)
    corpus_relevance_scores(query, seen_before)
    assert corpus_relevance_scores(query, texts, idf_weighted=True) == fresh


def test_a_prefix_or_stem_seen_after_the_query_word_still_matches() -> None:
    search_scorer._vocabulary_reset()
    full = search_scorer.W_STEM * search_scorer.COVERAGE_WEIGHT
    assert score("camping", "we camp") == full
    # "camped" is indexed after "camping" was resolved: the resolution is refreshed.
    assert score("camping", "camped by the lake") == full
    prefix = search_scorer.W_PREFIX * search_scorer.COVERAGE_WEIGHT + search_scorer.PHRASE_BONUS
    assert score("deploy", "deployer runs") == pytest.approx(prefix)


def test_complete_and_match_agree_with_the_scores() -> None:
    texts = ["the ssh config file", "config only", "ssh", "SshConfig loader"]
    scores = search_scorer.CorpusScores("ssh config", texts, idf_weighted=True)
    listed = corpus_relevance_scores("ssh config", texts, idf_weighted=True)
    assert scores.complete == [m.complete for m in listed] == [True, False, False, True]
    assert [scores.match(i) for i in range(len(texts))] == listed


def test_document_frequencies_can_be_counted_over_a_sample_of_the_texts() -> None:
    # Two texts were drawn by "zanzibar" alone: counted, it would look as common as "gate".
    texts = ["zanzibar gate", "the zanzibar gate", "gate three", "gate four"]
    pooled = search_scorer.CorpusScores("zanzibar gate", texts, idf_weighted=True)
    sampled = search_scorer.CorpusScores(
        "zanzibar gate", texts, idf_weighted=True, idf_sample=[False, False, True, True]
    )
    # "gate" alone is worth less once "zanzibar" is known to be rare.
    assert sampled.match(2).score < pooled.match(2).score
    assert sampled.complete == pooled.complete == [True, True, False, False]
    # An empty sample counts over every text.
    empty = search_scorer.CorpusScores(
        "zanzibar gate", texts, idf_weighted=True, idf_sample=[False] * 4
    )
    assert [empty.match(i) for i in range(4)] == [pooled.match(i) for i in range(4)]


# Texts built from words that stem, prefix and contain each other, in several casings and with
# the acronym table's words, so the rules' edge cases come up often.
_WORDS = [
    "policy", "policies", "polices", "deploy", "deployer", "deployment", "Deployments",
    "camping", "camped", "camp", "SshConfig", "ssh", "config", "configuration", "PTY",
    "pseudoterminal", "Model", "context", "protocol", "MCP", "database", "DB", "ui",
    "interface", "redeploy", "undeployed", "relational", "relate", "running", "run",
]  # fmt: skip
_word_texts = st.lists(
    st.lists(st.sampled_from(_WORDS), max_size=8).map(" ".join) | _texts, max_size=8
)


@settings(deadline=None, max_examples=150)
@given(word=st.sampled_from([w.lower() for w in _WORDS]) | st.text(min_size=1, max_size=8),
       texts=_word_texts)  # fmt: skip
def test_the_gate_rules_out_only_texts_that_match_a_word_by_no_rule(
    word: str, texts: list[str]
) -> None:
    # _word_weights skips texts that lack the gate; the three rules, tried on every text
    # without it, give each text the same weight.
    search_scorer._vocabulary_reset()
    indexed = [search_scorer._text_index(t) for t in texts]
    tokens = [toks for toks, _ in indexed]
    lowered = [low for _, low in indexed]
    full, prefix, _ = search_scorer._word_hits(word)
    expected = [
        search_scorer.W_EXACT
        if toks & full
        else search_scorer.W_PREFIX
        if toks & prefix
        else search_scorer.W_SUBSTRING
        if len(word) >= 3 and word in low
        else 0.0
        for toks, low in zip(tokens, lowered, strict=True)
    ]
    assert search_scorer._word_weights(word, tokens, lowered) == expected


def test_a_word_whose_tokens_a_text_may_hold_unspelled_has_no_gate() -> None:
    search_scorer._vocabulary_reset()
    search_scorer._text_index("the PTY exited")  # holds pseudoterminal without spelling it
    assert search_scorer._word_hits("pseudoterminal")[2] == ""
    assert score("pseudoterminal", "the PTY exited") > 0
    search_scorer._text_index("deployment of the deployer")
    assert search_scorer._word_hits("deploy")[2] == "deploy"


def test_runs_are_the_ascii_alphanumeric_runs_around_every_character() -> None:
    # The tokenizer splits by bytes.translate, not the regex that defines a run: the two must
    # agree next to every code point (non-ASCII letters, digits and lone surrogates included).
    run = re.compile(r"[A-Za-z0-9]+")
    text = "".join(f"a{chr(c)}9 " for c in range(0x110000))
    assert search_scorer._runs(text) == run.findall(text)
    assert search_scorer._runs("SshConfig über café_x\x00y") == [
        "SshConfig",
        "ber",
        "caf",
        "x",
        "y",
    ]
