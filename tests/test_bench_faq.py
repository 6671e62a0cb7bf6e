"""The FAQ fixture's converter and the long-prompt variants the recall bench ranks."""

from __future__ import annotations

import io
import sys
import tarfile
from datetime import UTC, datetime
from pathlib import Path

import memlane

BENCH_DIR = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH_DIR))

import check_fixture  # noqa: E402 - importable only once the bench dir is on sys.path
import faq_fixture  # noqa: E402
import long_prompts  # noqa: E402
import recall_quality  # noqa: E402

FAQ_RST = """
=====
 FAQ
=====

General
=======

.. _faq-pool:

How do I pool database connections?
-----------------------------------

**Answer:** Use :class:`~sqlalchemy.pool.QueuePool`; see ``create_engine()`` and the
`pooling guide <https://example.org/pool>`_ for postgresql://scott:tiger@localhost/test.

Why does my worker hang at start?
---------------------------------

The broker is unreachable; check the ``broker_url`` setting first, then the firewall.
"""


def make_sdist(tmp_path: Path) -> Path:
    path = tmp_path / "celery-9.9.9.tar.gz"
    with tarfile.open(path, "w:gz") as tar:
        for name, text in (("docs/faq.rst", FAQ_RST), ("LICENSE", "BSD licence text")):
            data = text.encode()
            info = tarfile.TarInfo(f"celery-9.9.9/{name}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return path


def test_the_converter_pairs_each_question_with_its_answer(tmp_path: Path) -> None:
    fixture, licences = faq_fixture.build([make_sdist(tmp_path)])
    assert check_fixture.validate(fixture) == []
    queries = {q["query"]: q for q in fixture["queries"]}
    assert set(queries) == {
        "How do I pool database connections?",
        "Why does my worker hang at start?",
    }
    memories = {m["key"]: m for m in fixture["memories"]}
    answer = memories[queries["How do I pool database connections?"]["gold"][0]]
    assert answer["text"].startswith("Use sqlalchemy.pool.QueuePool; see create_engine() and the")
    assert "scott:tiger@" not in answer["text"]  # example credentials are dropped
    assert "pool database connections" not in answer["text"]  # the question is not stored
    assert "BSD licence text" in licences and fixture["sources"][0]["version"] == "9.9.9"


def test_the_committed_faq_fixture_passes_its_checker_and_memlanes_write_path(
    tmp_path: Path,
) -> None:
    fixture = check_fixture.load(recall_quality.FIXTURES["faq"])
    assert check_fixture.validate(fixture) == []
    assert check_fixture.counts(fixture)["queries"] >= 150
    with memlane.open(tmp_path / "home", embedder="hash") as memory:
        key_of = recall_quality.load_fixture(memory, fixture, datetime.now(UTC))
    assert len(set(key_of.values())) == len(fixture["memories"])


def test_long_variants_wrap_the_query_in_a_deterministic_paste() -> None:
    first = long_prompts.long_variant("why is staging slow?", "q1", 0)
    assert first.startswith("why is staging slow?\n\n")
    assert first == long_prompts.long_variant("why is staging slow?", "q1", 0)
    after = long_prompts.long_variant("why is staging slow?", "q1", 3)
    assert after.endswith("\n\nwhy is staging slow?")
    assert len(after) > long_prompts.LENGTHS[3]
