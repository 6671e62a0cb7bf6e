"""TF-IDF search over project notes: scoring formula, caps, excerpts, archived filter."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from memlane.errors import InvalidInput, PayloadTooLarge
from memlane.notes import NoteIndex, ProjectNotes
from memlane.notes.note_search import excerpt, search_tokens


def write(project: Path, name: str, title: str, body: str, *, archived: bool = False) -> None:
    folder = project / ".agents" / "memory"
    folder.mkdir(parents=True, exist_ok=True)
    flag = "true" if archived else "false"
    (folder / name).write_text(
        f"---\nschemaVersion: 1\nid: id-{name[:-3]}\ntitle: {title}\narchived: {flag}\n"
        f"createdAt: 1756400000\nupdatedAt: 1756400000\n---\n{body}"
    )


def test_idf_follows_the_documented_formula(tmp_path: Path) -> None:
    write(tmp_path, "a.md", "Alpha", "deploy deploy gates")
    write(tmp_path, "b.md", "Beta", "deploy rollback")
    write(tmp_path, "c.md", "Gamma", "unrelated words")
    index = NoteIndex(ProjectNotes(tmp_path).scan().notes)
    assert index.idf("deploy") == pytest.approx(math.log(4 / 3) + 1)
    assert index.idf("rollback") == pytest.approx(math.log(4 / 2) + 1)
    assert index.idf("never") == pytest.approx(math.log(4 / 1) + 1)


def test_rare_terms_and_titles_rank_higher(tmp_path: Path) -> None:
    write(tmp_path, "a.md", "Release gates", "both gates must be green before deploy")
    write(tmp_path, "b.md", "Deploy", "deploy on tuesdays")
    write(tmp_path, "c.md", "Misc", "we deploy often; gates are mentioned once")
    hits = ProjectNotes(tmp_path).search("release gates")
    assert [h.id for h in hits] == ["id-a", "id-c"]
    assert hits[0].score > hits[1].score > 0


def test_prefix_of_four_or_more_characters_matches_longer_words(tmp_path: Path) -> None:
    write(tmp_path, "a.md", "Login", "authentication uses OIDC")
    write(tmp_path, "b.md", "Other", "aut is too short to be a prefix")
    assert [h.id for h in ProjectNotes(tmp_path).search("auth")] == ["id-a"]
    assert ProjectNotes(tmp_path).search("aut")[0].id == "id-b"


def test_archived_notes_are_excluded_unless_asked(tmp_path: Path) -> None:
    write(tmp_path, "old.md", "Old deploy", "deploy by hand", archived=True)
    write(tmp_path, "new.md", "New deploy", "deploy with CI")
    notes = ProjectNotes(tmp_path)
    assert [h.id for h in notes.search("deploy")] == ["id-new"]
    hits = notes.search("deploy", include_archived=True)
    assert {h.id for h in hits} == {"id-old", "id-new"}
    assert [h.archived for h in hits if h.id == "id-old"] == [True]


def test_results_are_capped_at_twenty_and_ordered_deterministically(tmp_path: Path) -> None:
    for i in range(30):
        write(tmp_path, f"n{i:02d}.md", f"Note {i}", "the same deploy text")
    notes = ProjectNotes(tmp_path)
    hits = notes.search("deploy", limit=50)
    assert len(hits) == 20
    # Equal scores and equal timestamps: ties break by id.
    assert [h.id for h in hits] == [f"id-n{i:02d}" for i in range(20)]
    assert [h.id for h in notes.search("deploy", limit=3)] == ["id-n00", "id-n01", "id-n02"]


def test_excerpt_is_at_most_600_characters_centred_on_the_first_hit(tmp_path: Path) -> None:
    body = ("filler " * 300) + "the KEYSTONE decision " + ("tail " * 300)
    write(tmp_path, "long.md", "Long", body)
    (hit,) = ProjectNotes(tmp_path).search("keystone")
    assert len(hit.excerpt) <= 600
    assert "KEYSTONE" in hit.excerpt
    centre = hit.excerpt.index("KEYSTONE")
    assert 200 < centre < 400
    assert hit.excerpt.startswith("…")
    assert hit.excerpt.endswith("…")


def test_excerpt_edges() -> None:
    assert excerpt("short   body\n\nhere", {"body"}) == "short body here"
    start = excerpt("needle " + "x " * 500, {"needle"})
    assert start.startswith("needle")
    assert len(start) == 600
    assert excerpt("a " * 500, set()).startswith("a a")


def test_query_limits(tmp_path: Path) -> None:
    write(tmp_path, "a.md", "A", "text")
    notes = ProjectNotes(tmp_path)
    with pytest.raises(PayloadTooLarge):
        notes.search("x" * 4097)
    assert notes.search("é" * 2048) == []  # 4,096 bytes: at the limit, allowed
    with pytest.raises(InvalidInput):
        notes.search("   ")
    with pytest.raises(InvalidInput):
        notes.search("text", limit=0)
    assert notes.search("!!!") == []


def test_tokens_are_unicode_words() -> None:
    assert search_tokens("Déploiement du_service v2 à 3") == [
        "déploiement",
        "du",
        "service",
        "v2",
        "3",
    ]
