"""Search answers what is there and says "no matches" for what is not (issue 20)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import memlane
from memlane.cli.main import run
from memlane.core import ranking_rules as rules
from memlane.services import search as search_service
from memlane.services.memory import Memory
from memlane.services.search import VECTOR_POOL


def test_a_candidate_found_by_its_words_gets_its_true_cosine(mem: Memory) -> None:
    # More vector neighbours than the vector pool holds, all closer to the query than the
    # target, so the target enters the pool by its words alone.
    for i in range(VECTOR_POOL + 20):
        mem.remember(f"deploy the blue pool step {i} deploy blue pool", slug=f"step-{i}")
    mem.remember("zanzibar tokens rotate when the blue pool deploys", slug="target")
    hits = {h.record.slug: h for h in mem.search("zanzibar blue pool deploy").hits}
    target = hits["target"]
    # The recall ranking fills in the same cosine for its own text-only candidates.
    ranked = {s.record.slug: s for s in mem.rank("zanzibar blue pool deploy", floor=0, limit=300)}
    assert ranked["target"].cosine > 0.1
    lexical_only = rules.SEARCH_LEXICAL_SHARE * 1.0
    assert target.relevance > lexical_only  # the cosine share is there, not 0


def test_an_absent_identifier_has_no_matches(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with memlane.open(home, embedder="hash", scope="/work/p") as m:
        m.remember("The ssh agent forwards keys to the bastion", slug="agent")
        m.remember("Config files live in /etc/app and are read at start", slug="config")
        assert m.search("SshConfig").hits == []
    assert run(["--embedder", "hash", "search", "SshConfig", "--scope", "/work/p"]) == 0
    assert capsys.readouterr().out.strip() == "no matches"
    assert run(["--embedder", "hash", "search", "SshConfig", "--scope", "/work/p", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 0


@pytest.mark.parametrize(
    "text",
    [
        "Load it with SshConfig.from_file",
        "the ssh_config file sets the jump host",
        "Our SSH config names the bastion",
        "sshconfig is parsed once",
    ],
)
def test_an_identifier_matches_where_its_words_stand_together(mem: Memory, text: str) -> None:
    mem.remember(text, slug="there")
    mem.remember("ssh keys rotate monthly; the config repo is separate", slug="apart")
    hits = mem.search("SshConfig").hits
    assert [h.record.slug for h in hits] == ["there"]
    assert hits[0].match == "lexical"
    assert hits[0].to_dict()["match"] == "lexical"


def test_words_shared_in_part_are_not_a_match(mem: Memory) -> None:
    mem.remember("Invoices are generated on the first of the month", slug="invoices")
    assert mem.search("quarterly invoice reconciliation spreadsheet").hits == []
    assert [h.record.slug for h in mem.search("monthly invoices generated").hits] == ["invoices"]


def test_a_query_of_common_words_is_pooled_by_its_rarest(
    mem: Memory, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Budgets this small make every word but the rare one too common to pool by, and pools
    # too small for the common words' records: the match is found through its rare word.
    monkeypatch.setattr(search_service, "SCAN_BUDGET", 5)
    monkeypatch.setattr(search_service, "PREFIX_BUDGET", 5)
    monkeypatch.setattr(search_service, "SUBSTRING_POOL", 3)
    monkeypatch.setattr(search_service, "FTS_POOL", 3)
    places = ["Oslo", "Lima", "Quito", "Accra", "Hanoi", "Perth", "Turin", "Busan", "Tampa"]
    for i, place in enumerate(places):
        mem.remember(f"Billing service deploys go through {place} on day {i}", slug=f"a{i}")
    mem.remember("Billing service deploys pass the zanzibar gate first", slug="target")
    for i, place in enumerate(places):
        mem.remember(f"The {place} billing service deploy window is {i} hours", slug=f"b{i}")
    hits = mem.search("zanzibar billing service deploy").hits
    assert hits[0].record.slug == "target"
