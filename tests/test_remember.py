"""The write path: slugs, history, near duplicates, validation, and nothing lost."""

from __future__ import annotations

import pytest

from credentials import github_token, random_chars
from memlane.errors import Conflict, InvalidInput, NearDuplicate, NotFound, PrivacyRefused
from memlane.services.memory import Memory


def test_remember_derives_a_stable_slug(mem: Memory) -> None:
    r = mem.remember("Run both release gates before tagging", title="Release gates")
    assert r.slug == "release-gates"
    assert not r.updated
    assert mem.get("release-gates").body == "Run both release gates before tagging"


def test_same_text_twice_is_unchanged_not_duplicated(mem: Memory) -> None:
    a = mem.remember("Run both release gates before tagging")
    b = mem.remember("Run both release gates before tagging")
    assert b.unchanged and b.id == a.id
    assert mem.list().total == 1


def test_explicit_slug_updates_in_place_with_history(mem: Memory) -> None:
    first = mem.remember("Deploys go through helm", slug="deploy-tool")
    second = mem.remember("Deploys go through argo cd now", slug="deploy-tool")
    assert second.updated and second.id == first.id
    assert mem.get("deploy-tool").body == "Deploys go through argo cd now"
    info = mem.why("deploy-tool")
    assert info["revisions"] == 1
    assert mem._store.history(first.id)[0]["version"]["body"] == "Deploys go through helm"


def test_near_duplicate_is_refused_naming_the_slug(mem: Memory) -> None:
    mem.remember("the release needs both gates green before tagging", slug="release-gates")
    with pytest.raises(NearDuplicate) as err:
        mem.remember("The release needs both gates green before tagging!")
    assert err.value.exit_code == 3
    assert "release-gates" in err.value.message
    assert err.value.remedy == "use --update release-gates or --force-new --slug <new-key>"
    assert mem.list().total == 1


def test_near_duplicate_threshold_is_inclusive(mem: Memory) -> None:
    words = [f"w{i}x" for i in range(50)]
    mem.remember(" ".join(words), title=words[0], slug="base")
    # Drop 10 of 50 tokens: Jaccard 40/50 = 0.80 < 0.82 -> stored.
    mem.remember(" ".join(words[:40]), title=words[0], slug="eighty")
    # Drop 9 of 50 tokens: Jaccard 41/50 = 0.82 -> refused (the threshold is inclusive).
    with pytest.raises(NearDuplicate):
        mem.remember(" ".join(words[:41]), title=words[0])


def test_force_new_with_a_new_slug_stores_both(mem: Memory) -> None:
    mem.remember("the release needs both gates green", slug="release-gates")
    r = mem.remember("the release needs both gates green!", force_new=True, slug="release-two")
    assert r.slug == "release-two"
    assert mem.list().total == 2


def test_force_new_on_existing_slug_conflicts(mem: Memory) -> None:
    mem.remember("x y z words here", slug="taken")
    with pytest.raises(Conflict):
        mem.remember("entirely different words", slug="taken", force_new=True)


def test_update_requires_existing_slug(mem: Memory) -> None:
    with pytest.raises(NotFound):
        mem.remember("new text", update="missing")


def test_near_duplicates_in_other_scopes_do_not_collide(mem: Memory) -> None:
    mem.remember("the release needs both gates green", scope="/work/a")
    mem.remember("the release needs both gates green", scope="/work/b")
    assert mem.list(all_scopes=True).total == 2


def test_derived_slug_collision_keeps_both(mem: Memory) -> None:
    a = mem.remember("Database migrations: run alembic upgrade head", title="Migrations")
    b = mem.remember("Frontend bundles are built by vite in CI", title="Migrations")
    assert a.slug == "migrations" and b.slug == "migrations-2"


@pytest.mark.parametrize(
    ("kwargs", "err"),
    [
        ({"kind": "widget"}, InvalidInput),
        ({"kind": "event", "type": "task_completed"}, InvalidInput),
        ({"type": "nonsense"}, InvalidInput),
        ({"importance": 1.5}, InvalidInput),
        ({"kind": "pattern", "category": "vibes"}, InvalidInput),
        ({"slug": "Not A Slug"}, InvalidInput),
        ({"title": "x" * 201}, InvalidInput),
        ({"tags": [f"t{i}" for i in range(33)]}, InvalidInput),
        ({"tags": ["x" * 65]}, InvalidInput),
    ],
)
def test_invalid_input_writes_nothing(
    mem: Memory, kwargs: dict[str, object], err: type[Exception]
) -> None:
    with pytest.raises(err):
        mem.remember("some valid text", **kwargs)  # type: ignore[arg-type]
    assert mem.list(all_scopes=True, include_archived=True).total == 0


def test_empty_text_is_refused(mem: Memory) -> None:
    with pytest.raises(InvalidInput):
        mem.remember("   ")


def test_credential_is_refused_and_nothing_written(mem: Memory) -> None:
    token = "ghp_" + random_chars(36)
    with pytest.raises(PrivacyRefused) as err:
        mem.remember(f"deploy with GH_TOKEN={token}")
    assert token not in str(err.value) and err.value.exit_code == 4
    assert mem.list().total == 0


def test_event_pattern_and_lesson_kinds(mem: Memory) -> None:
    ev = mem.remember(
        "Fixed the flaky login test",
        kind="event",
        type="session_completed",
        payload={"summary": "Fixed the flaky login test", "files": ["a.py"]},
    )
    assert ev.slug is None
    pat = mem.remember("Prefer small PRs", kind="pattern", category="preference", confidence=0.7)
    assert mem.get(pat.id).confidence == 0.7
    les = mem.remember(
        "pytest -x failed: missing fixture; fix: pip install -e .",
        kind="lesson",
        payload={
            "command": "pytest -x",
            "command_hash": "ab" * 32,
            "error": "fixture",
            "fix": "pip install -e .",
        },
    )
    assert les.slug == "lesson-" + "ab" * 8
    again = mem.remember(
        "pytest -x failed again; fix: pip install -e .[test]",
        kind="lesson",
        payload={"command": "pytest -x", "command_hash": "ab" * 32},
    )
    assert again.updated and again.id == les.id


def test_forget_removes_and_keeps_history(mem: Memory) -> None:
    r = mem.remember("temporary fact about caching", slug="cache")
    gone = mem.forget("cache")
    assert gone.id == r.id
    with pytest.raises(NotFound):
        mem.get("cache")
    assert mem._store.history(r.id)[-1]["reason"] == "forget"


def test_guard_finds_a_duplicate_missing_the_rarest_tokens(mem: Memory) -> None:
    # The guard queries only the rarest tokens; the ones a duplicate lacks can be the rarest of
    # all, and the bound on how many may be missing must still reach the duplicate.
    shared = [f"common{i}" for i in range(17)]
    mem.remember(" ".join(shared), title=shared[0], slug="original")
    for i, word in enumerate(("zzrare1", "zzrare2", "zzrare3")):
        mem.remember(f"{word} unrelated filler text number {i}", slug=f"filler-{i}")
    with pytest.raises(NearDuplicate) as err:
        mem.remember(" ".join([*shared, "zzrare1", "zzrare2", "zzrare3"]), title=shared[0])
    assert err.value.details["existing_slug"] == "original"


def test_remember_many_writes_all_or_nothing_and_names_the_item(mem: Memory) -> None:
    receipts = mem.remember_many(
        [
            "Use pnpm, never npm",
            {"text": "Deploys go through argo", "slug": "deploy-tool", "tags": ["ops"]},
            {"text": "Release gates must be green", "kind": "pattern", "category": "pitfall"},
        ]
    )
    assert [r.slug for r in receipts] == ["use-pnpm-never-npm", "deploy-tool", receipts[2].slug]
    assert mem.get("deploy-tool").tags == ("ops",)
    before = len(mem.list(limit=100).records)
    secret = "export GITHUB_TOKEN=" + github_token()
    with pytest.raises(PrivacyRefused) as refused:
        mem.remember_many(["A fresh fact about caching", secret])
    assert refused.value.details["index"] == 1
    with pytest.raises(NearDuplicate) as dup:  # a near duplicate of an earlier item
        mem.remember_many(
            ["The cache keeps entries for an hour", "The cache keeps entries for an hour!"]
        )
    assert dup.value.details["index"] == 1
    with pytest.raises(InvalidInput):
        mem.remember_many([{"text": "x y z", "colour": "red"}])
    assert len(mem.list(limit=100).records) == before
