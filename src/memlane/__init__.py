"""memlane: long-term memory for AI coding agents, local-first and offline by default.

import memlane
with memlane.open() as mem:
    mem.remember("the release needs both gates green", slug="release-gates")
    packet = mem.recall("what must pass before we ship")
"""

from __future__ import annotations

from memlane import _threads  # noqa: F401 - must run before numpy is imported
from memlane.app import open_memory as open
from memlane.config import Settings
from memlane.core.records import Provenance, Record
from memlane.errors import (
    Conflict,
    InvalidInput,
    MemlaneError,
    ModelMismatch,
    NearDuplicate,
    NotFound,
    PrivacyRefused,
    ScopeInvalid,
)
from memlane.services.brief import BriefResult
from memlane.services.memory import Memory
from memlane.services.ranking import Scored
from memlane.services.recall import RecallPacket
from memlane.services.records import Page
from memlane.services.remember import Receipt
from memlane.services.search import SearchHit, SearchResult

__version__ = "0.1.0"

__all__ = [
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
    "RecallPacket",
    "Receipt",
    "Record",
    "ScopeInvalid",
    "Scored",
    "SearchHit",
    "SearchResult",
    "Settings",
    "__version__",
    "open",
]
