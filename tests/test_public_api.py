"""The curated public API is pinned: a change here is a deliberate API change."""

from __future__ import annotations

import memlane
from memlane import errors


def test_all_is_pinned() -> None:
    assert sorted(memlane.__all__) == sorted(
        [
            "BriefResult",
            "AccessDenied",
            "AmbiguousHandle",
            "BudgetTooSmall",
            "Conflict",
            "InvalidInput",
            "Locked",
            "MemlaneError",
            "Memory",
            "ModelMismatch",
            "NearDuplicate",
            "NotFound",
            "Page",
            "PayloadTooLarge",
            "PrivacyRefused",
            "ProviderError",
            "Provenance",
            "RateLimited",
            "Receipt",
            "RecallPacket",
            "Record",
            "RemoteUnavailable",
            "ScopeInvalid",
            "Scored",
            "SearchHit",
            "SearchResult",
            "Settings",
            "StoreUnavailable",
            "SwitchedOff",
            "ValidityInvalid",
            "WritesDisabled",
            "__version__",
            "open",
        ]
    )
    for name in memlane.__all__:
        assert hasattr(memlane, name), name


def _error_classes() -> list[type[errors.MemlaneError]]:
    return [
        obj
        for obj in vars(errors).values()
        if isinstance(obj, type) and issubclass(obj, errors.MemlaneError)
    ]


def test_every_error_memory_can_raise_is_exported() -> None:
    # Derived from the module, so a new error class cannot be forgotten here.
    for err in _error_classes():
        assert getattr(memlane, err.__name__) is err, err.__name__
        assert err.__name__ in memlane.__all__


def test_errors_share_one_root() -> None:
    for err in _error_classes():
        assert issubclass(err, memlane.MemlaneError)
        instance = err("x")
        assert instance.code and instance.remedy
        if err is not errors.MemlaneError:
            assert instance.exit_code in (1, 2, 3, 4, 5, 6, 7), err.__name__


def test_every_public_memory_verb_is_documented() -> None:
    verbs = [n for n in dir(memlane.Memory) if not n.startswith("_")]
    undocumented = [
        n
        for n in verbs
        if callable(getattr(memlane.Memory, n)) and not getattr(memlane.Memory, n).__doc__
    ]
    assert undocumented == []


def test_open_uses_memlane_home(home: object) -> None:
    with memlane.open(embedder="hash", scope="/work/p") as mem:
        receipt = mem.remember("Prefer explicit imports", slug="imports")
        assert mem.get("imports").id == receipt.id
        assert str(mem.settings.home) == str(home)
