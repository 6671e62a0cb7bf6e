"""The curated public API is pinned: a change here is a deliberate API change."""

from __future__ import annotations

import memlane


def test_all_is_pinned() -> None:
    assert sorted(memlane.__all__) == sorted(
        [
            "BriefResult",
            "Conflict",
            "InvalidInput",
            "MemlaneError",
            "Memory",
            "ModelMismatch",
            "NearDuplicate",
            "NotFound",
            "Page",
            "PrivacyRefused",
            "Provenance",
            "Receipt",
            "RecallPacket",
            "Record",
            "ScopeInvalid",
            "Scored",
            "SearchHit",
            "SearchResult",
            "Settings",
            "__version__",
            "open",
        ]
    )
    for name in memlane.__all__:
        assert hasattr(memlane, name), name


def test_errors_share_one_root() -> None:
    for name in (
        "Conflict",
        "InvalidInput",
        "ModelMismatch",
        "NearDuplicate",
        "NotFound",
        "PrivacyRefused",
        "ScopeInvalid",
    ):
        err = getattr(memlane, name)
        assert issubclass(err, memlane.MemlaneError)
        instance = err("x")
        assert instance.code and instance.remedy and instance.exit_code in (2, 3, 4, 5)


def test_open_uses_memlane_home(home: object) -> None:
    with memlane.open(embedder="hash", scope="/work/p") as mem:
        receipt = mem.remember("Prefer explicit imports", slug="imports")
        assert mem.get("imports").id == receipt.id
        assert str(mem.settings.home) == str(home)
