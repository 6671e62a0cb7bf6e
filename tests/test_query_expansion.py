"""Team synonyms on the vector side of recall: the thesaurus, and the retry that uses it."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

import memlane
from memlane.cli.main import run
from memlane.core.query_expansion import (
    MAX_ADDED_TERMS,
    THESAURUS_FILE,
    expand_for_embedding,
    expansion_terms,
    stem,
)
from memlane.services.memory import Memory

ISSUE_MEMORY = "The release needs both CI gates green before we tag a version"
ISSUE_QUERY = "what has to pass before shipping"


@pytest.mark.parametrize(
    ("word", "base"),
    [
        ("shipping", "ship"),
        ("shipped", "ship"),
        ("releases", "release"),
        ("fixes", "fix"),
        ("deploys", "deploy"),
        ("passes", "pass"),
        ("rolls", "roll"),
        ("ship", "ship"),
        ("ci", "ci"),
    ],
)
def test_inflections_meet_their_base_form(word: str, base: str) -> None:
    assert stem(word) == base


def test_a_query_word_brings_its_group() -> None:
    terms = expansion_terms(ISSUE_QUERY)
    assert "release" in terms  # shipping
    assert "green" in terms  # pass
    assert "ship" not in terms and "pass" not in terms  # already in the query
    assert len(terms) <= MAX_ADDED_TERMS


def test_a_multi_word_term_in_the_query_is_not_added_again() -> None:
    terms = expansion_terms("how do we roll back a bad deploy")
    assert "roll back" not in terms
    assert "revert" in terms and "rollback" in terms


def test_a_query_without_team_words_is_left_as_typed() -> None:
    query = "where did grandma put the blue teapot"
    assert expansion_terms(query) == []
    assert expand_for_embedding(query) == query


def test_every_thesaurus_group_names_two_lowercase_terms() -> None:
    text = resources.files("memlane.core").joinpath("data", THESAURUS_FILE).read_text("utf-8")
    groups = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    assert len(groups) >= 50
    for line in groups:
        terms = [t.strip() for t in line.split(",")]
        assert len(terms) >= 2 and all(terms), line
        assert all(t == t.lower() for t in terms), line


def test_recall_retries_with_synonyms_when_nothing_clears_the_floor(mem: Memory) -> None:
    mem.remember("Rollback: revert the release tag", slug="rollback")
    mem.remember("Grandma keeps the blue teapot on the top shelf", slug="teapot")
    query = "how do we undo a bad deploy"
    assert max(s.relevance for s in mem.rank(query, floor=0)) < 0.2  # the hash floor
    hits = mem.rank(query)
    assert [h.record.slug for h in hits] == ["rollback"]
    assert hits[0].lexical == 0.0  # no shared word: the expanded vector query found it
    assert mem.rank(query, ranker="lexical") == []  # the exact-token side is not widened


def test_a_query_with_an_answer_is_ranked_on_its_own_words(mem: Memory) -> None:
    mem.remember("Shipping happens on Tuesdays after the standup", slug="cadence")
    mem.remember(ISSUE_MEMORY, slug="release-gates")
    query = "when does shipping happen"
    ranked = mem.rank(query)
    assert ranked and ranked[0].record.slug == "cadence"
    # the cosines are the typed query's (floor 0 never retries), not the expanded query's
    own = {s.record.slug: s.cosine for s in mem.rank(query, floor=0)}
    assert ranked[0].cosine == pytest.approx(own["cadence"])


@pytest.mark.slow
def test_issue_example_with_the_bundled_embedder(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with memlane.open(home, scope="/work/p") as m:
        assert m.settings.embedder == "minilm"
        m.remember(ISSUE_MEMORY, slug="release-gates")
    assert run(["recall", ISSUE_QUERY, "--scope", "/work/p"]) == 0
    assert "release-gates" in capsys.readouterr().out
