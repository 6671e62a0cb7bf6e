"""Condensing long prompts: the person's sentences, error lines and identifiers survive."""

from __future__ import annotations

import ast
from pathlib import Path

from memlane.core import packing, query_text, time_phrases
from memlane.core.injection_scorer import relevance_tokens
from memlane.core.query_text import (
    CONDENSED_CHARS,
    LONG_QUERY_CHARS,
    condense_query,
)
from memlane.services import ranking, recall

TRACEBACK = """Traceback (most recent call last):
  File "/srv/app/worker/jobs.py", line 212, in run
    payload = SshConfig.load(path)
  File "/srv/app/worker/config.py", line 40, in load
    raise ConfigMissing(name)
worker.errors.ConfigMissing: no host entry for deploy-staging
"""
LOG = "2026-11-30 10:42:07,118 INFO [worker] heartbeat ok lag=12ms\n" * 80


def test_short_queries_and_prose_paragraphs_are_used_as_typed() -> None:
    short = condense_query("  which package manager do we use?  ")
    assert short.text == short.vector_text == "which package manager do we use?"
    assert not short.condensed
    paragraph = "We moved the deploy to the blue pool last spring and it works. " * 20
    assert len(paragraph) > LONG_QUERY_CHARS
    assert not condense_query(paragraph).condensed


def test_the_question_before_a_paste_leads_both_sides() -> None:
    q = condense_query("Why can't the worker find its ssh host?\n\n" + TRACEBACK + LOG)
    assert q.condensed and q.original_chars > 5000
    assert q.vector_text == "Why can't the worker find its ssh host?"
    assert q.text.startswith("Why can't the worker find its ssh host?")
    assert "worker.errors.ConfigMissing: no host entry for deploy-staging" in q.text
    assert "SshConfig.load" in q.text or "SshConfig" in q.text
    assert "heartbeat ok" not in q.text  # an INFO line is not evidence
    assert len(q.text) <= CONDENSED_CHARS


def test_the_question_after_a_paste_is_found_too() -> None:
    q = condense_query(LOG + TRACEBACK + "\nthis broke after the last deploy, what changed?")
    assert q.vector_text == "this broke after the last deploy, what changed?"
    assert q.typed == "this broke after the last deploy, what changed?"


def test_a_sentence_with_code_in_it_still_reads_as_typed() -> None:
    q = condense_query("I'm calling table.drop() and my program is hanging\n" + LOG)
    assert q.vector_text == "I'm calling table.drop() and my program is hanging"


def test_a_paste_with_no_sentence_ranks_by_its_errors_and_identifiers() -> None:
    q = condense_query(LOG + TRACEBACK)
    assert q.typed == ""
    assert q.vector_text.startswith("worker.errors.ConfigMissing")
    assert len(q.vector_text) <= CONDENSED_CHARS


def test_condensing_only_selects_words_from_the_query() -> None:
    prompt = "Why can't the worker find its ssh host?\n" + TRACEBACK + LOG
    q = condense_query(prompt)
    assert set(relevance_tokens(q.text)) <= set(relevance_tokens(prompt))


def test_the_injection_path_never_imports_the_search_scorer() -> None:
    # DESIGN invariant 1: condensing and time phrases ride on the injection path, so they
    # (and the ranking and packet code that use them) must not reach the wide scorer.
    for module in (packing, query_text, time_phrases, ranking, recall):
        tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))  # type: ignore[arg-type]
        names = {
            node.module
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module
        } | {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
        assert not any("search_scorer" in n or "services.search" in n for n in names), module
