"""memlane: long-term memory for AI coding agents, local-first and offline by default.

    import memlane
    with memlane.open() as mem:
        mem.remember("the release needs both gates green", slug="release-gates")
        packet = mem.recall("what must pass before we ship")

The public names load on first use (PEP 562), so ``import memlane.cli.entry`` — the agent
hook's fast lane — does not pay for numpy and onnxruntime.
"""

from __future__ import annotations

import importlib

from memlane.environ import disable_library_telemetry as _disable_library_telemetry
from memlane.environ import limit_threads as _limit_threads

# Not `from typing import ...`: the hook fast lane imports this package on every call and
# typing alone costs it ~8 ms of CPU; mypy reads the TYPE_CHECKING blocks all the same.
TYPE_CHECKING = False

# Numeric libraries read their thread count once, when they load: set it before numpy can.
_limit_threads()
_disable_library_telemetry()

if TYPE_CHECKING:
    from typing import Any

    from memlane.app import open_memory as open
    from memlane.config import Settings
    from memlane.core.records import Provenance, Record
    from memlane.core.write_rules import Receipt
    from memlane.errors import (
        AccessDenied,
        AmbiguousHandle,
        BudgetTooSmall,
        Conflict,
        InvalidInput,
        Locked,
        MemlaneError,
        ModelMismatch,
        NearDuplicate,
        NotFound,
        PayloadTooLarge,
        PrivacyRefused,
        ProviderError,
        RateLimited,
        RemoteUnavailable,
        ScopeInvalid,
        StoreUnavailable,
        SwitchedOff,
        ValidityInvalid,
        WritesDisabled,
    )
    from memlane.services.brief import BriefResult
    from memlane.services.lookup import Page
    from memlane.services.memory import Memory
    from memlane.services.ranking import Scored
    from memlane.services.recall import RecallPacket
    from memlane.services.search import SearchHit, SearchResult

__version__ = "0.1.0"

# public name -> (module, attribute)
_EXPORTS: dict[str, tuple[str, str]] = {
    "open": ("memlane.app", "open_memory"),
    "Settings": ("memlane.config", "Settings"),
    "Provenance": ("memlane.core.records", "Provenance"),
    "Record": ("memlane.core.records", "Record"),
    "AccessDenied": ("memlane.errors", "AccessDenied"),
    "AmbiguousHandle": ("memlane.errors", "AmbiguousHandle"),
    "BudgetTooSmall": ("memlane.errors", "BudgetTooSmall"),
    "Conflict": ("memlane.errors", "Conflict"),
    "InvalidInput": ("memlane.errors", "InvalidInput"),
    "Locked": ("memlane.errors", "Locked"),
    "MemlaneError": ("memlane.errors", "MemlaneError"),
    "ModelMismatch": ("memlane.errors", "ModelMismatch"),
    "NearDuplicate": ("memlane.errors", "NearDuplicate"),
    "NotFound": ("memlane.errors", "NotFound"),
    "PayloadTooLarge": ("memlane.errors", "PayloadTooLarge"),
    "PrivacyRefused": ("memlane.errors", "PrivacyRefused"),
    "ProviderError": ("memlane.errors", "ProviderError"),
    "RateLimited": ("memlane.errors", "RateLimited"),
    "RemoteUnavailable": ("memlane.errors", "RemoteUnavailable"),
    "ScopeInvalid": ("memlane.errors", "ScopeInvalid"),
    "StoreUnavailable": ("memlane.errors", "StoreUnavailable"),
    "SwitchedOff": ("memlane.errors", "SwitchedOff"),
    "ValidityInvalid": ("memlane.errors", "ValidityInvalid"),
    "WritesDisabled": ("memlane.errors", "WritesDisabled"),
    "BriefResult": ("memlane.services.brief", "BriefResult"),
    "Memory": ("memlane.services.memory", "Memory"),
    "Scored": ("memlane.services.ranking", "Scored"),
    "RecallPacket": ("memlane.services.recall", "RecallPacket"),
    "Page": ("memlane.services.lookup", "Page"),
    "Receipt": ("memlane.core.write_rules", "Receipt"),
    "SearchHit": ("memlane.services.search", "SearchHit"),
    "SearchResult": ("memlane.services.search", "SearchResult"),
}

# Every name in _EXPORTS (tests/test_public_api.py checks the two agree).
__all__ = [
    "AccessDenied",
    "AmbiguousHandle",
    "BriefResult",
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
    "Provenance",
    "ProviderError",
    "RateLimited",
    "RecallPacket",
    "Receipt",
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


def __getattr__(name: str) -> Any:
    target = _EXPORTS.get(name)
    if target is None:
        raise AttributeError(f"module 'memlane' has no attribute {name!r}")
    value = getattr(importlib.import_module(target[0]), target[1])
    globals()[name] = value  # cache: the next lookup is a plain module attribute
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
