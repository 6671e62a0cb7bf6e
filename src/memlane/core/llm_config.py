"""The auxiliary-LLM configuration as plain values: tasks, provider entries, routing inputs.

Settings carry these (read from ``[[providers]]`` and ``[llm.*]`` in config.toml); the HTTP
clients and the router in ``providers`` consume them. No I/O and no HTTP here, so reading the
configuration never loads a client library.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit

Task = Literal["summarize", "extract", "distill", "consolidate", "retrospective", "scan"]
TASKS: tuple[str, ...] = (
    "summarize",
    "extract",
    "distill",
    "consolidate",
    "retrospective",
    "scan",
)
ProviderKind = Literal["openai", "anthropic"]
PROVIDER_KINDS: tuple[str, ...] = ("openai", "anthropic")
DEFAULT_RETRY_DELAY = 2.0


@dataclass(frozen=True)
class ProviderConfig:
    """One configured endpoint. ``api_key_env`` names the environment variable holding the key;
    ``needs_api_key=False`` marks a local server (it is only ever used when pinned)."""

    name: str
    kind: ProviderKind
    base_url: str
    model: str
    api_key_env: str | None = None
    needs_api_key: bool = True

    @property
    def is_loopback(self) -> bool:
        host = urlsplit(self.base_url).hostname or ""
        if host == "localhost":
            return True
        try:
            return ipaddress.ip_address(host).is_loopback
        except ValueError:
            return False

    @property
    def is_local(self) -> bool:
        """A keyless loopback server: the one case that earns a connection retry."""
        return self.is_loopback and not self.needs_api_key


@dataclass(frozen=True)
class LLMSettings:
    providers: Sequence[ProviderConfig] = ()
    pins: Mapping[str, str] = field(default_factory=dict)  # task -> provider name (or "none")
    timeouts: Mapping[str, float] = field(default_factory=dict)  # task -> seconds
    usage_log: Path | None = None  # normally $MEMLANE_HOME/usage.jsonl
    retry_delay: float = DEFAULT_RETRY_DELAY
    max_tokens: Mapping[str, int] = field(default_factory=dict)  # task -> output cap


__all__ = [
    "DEFAULT_RETRY_DELAY",
    "PROVIDER_KINDS",
    "TASKS",
    "LLMSettings",
    "ProviderConfig",
    "ProviderKind",
    "Task",
]
