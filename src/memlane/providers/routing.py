"""Which model answers an auxiliary task: a per-task pin wins, else the cheapest configured
provider by the shipped price table; ``None`` means no model, so callers use the extractive
fallback.

A provider is configured when the environment variable its config names holds a key. A local
endpoint that needs no key is never auto-selected — a daemon that happens to be running must
not silently become the summarizer — so it is used only when pinned. Unpriced models rank last
and are never treated as free. The environment is passed in; this module reads none itself.
"""

from __future__ import annotations

import json
import math
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from memlane.core.llm_config import PROVIDER_KINDS, TASKS, LLMSettings, ProviderConfig
from memlane.errors import InvalidInput
from memlane.providers.chat import HTTPChatModel, make_chat_model
from memlane.providers.usage import UsageLog

RANK_INPUT_TOKENS = 20_000
RANK_OUTPUT_TOKENS = 1_500
# A pin to this name means "never call a model for this task" (always the extractive path).
PIN_NONE = "none"

DEFAULT_TIMEOUTS: Mapping[str, float] = {
    "summarize": 60.0,
    "extract": 60.0,
    "distill": 90.0,
    "consolidate": 90.0,
    "retrospective": 60.0,
    "scan": 60.0,
}
# Room for the largest valid answer under the output caps, with JSON overhead.
DEFAULT_MAX_TOKENS: Mapping[str, int] = {
    "summarize": 2048,
    "extract": 1536,
    "distill": 2048,
    "consolidate": 2048,
    "retrospective": 2048,
    "scan": 4096,
}
_DATED = re.compile(r"-(?:\d{8}|\d{4}-\d{2}-\d{2})$")


@dataclass(frozen=True)
class ModelPrice:
    input: float  # USD per million tokens
    output: float


@dataclass(frozen=True)
class PriceTable:
    models: Mapping[str, ModelPrice]
    as_of: str = ""

    def price(self, model: str) -> ModelPrice | None:
        return self.models.get(model) or self.models.get(_DATED.sub("", model))

    def rank_cost(self, model: str) -> float | None:
        """USD for one call of ``RANK_INPUT_TOKENS`` in and ``RANK_OUTPUT_TOKENS`` out."""
        price = self.price(model)
        if price is None:
            return None
        cost = (price.input * RANK_INPUT_TOKENS + price.output * RANK_OUTPUT_TOKENS) / 1e6
        return round(cost, 8)


def parse_price_table(text: str) -> PriceTable:
    data = json.loads(text)
    models: dict[str, ModelPrice] = {}
    for name, entry in data["models"].items():
        price = ModelPrice(float(entry["input"]), float(entry["output"]))
        if not all(math.isfinite(v) and v >= 0 for v in (price.input, price.output)):
            raise ValueError(f"price for {name!r} must be a non-negative number")
        models[name] = price
    return PriceTable(models, str(data.get("as_of", "")))


@lru_cache(maxsize=1)
def load_price_table() -> PriceTable:
    """The price table shipped in ``memlane/core/data/model_prices.json``."""
    source = resources.files("memlane.core").joinpath("data", "model_prices.json")
    return parse_price_table(source.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class RouteDecision:
    """The chosen provider (or None) and why, plus the ranked candidates for display."""

    task: str
    provider: ProviderConfig | None
    reason: str
    cost_usd: float | None = None
    candidates: tuple[tuple[str, float | None], ...] = ()


def _check_task(task: str) -> None:
    if task not in TASKS:
        raise InvalidInput(
            f"unknown LLM task {task!r}", remedy=f"use one of: {', '.join(TASKS)}", task=task
        )


def validate_settings(settings: LLMSettings) -> None:
    """Reject a configuration that cannot mean what it says (InvalidInput, with a remedy)."""
    names = [p.name for p in settings.providers]
    for p in settings.providers:
        if names.count(p.name) > 1:
            raise InvalidInput(f"provider name {p.name!r} is used twice", provider=p.name)
        if p.kind not in PROVIDER_KINDS:
            raise InvalidInput(
                f"provider {p.name!r} has unknown kind {p.kind!r}",
                remedy='use kind = "openai" or "anthropic"',
            )
        if not p.base_url.startswith(("http://", "https://")):
            raise InvalidInput(
                f"provider {p.name!r} base_url must start with http:// or https://",
                provider=p.name,
            )
        if p.needs_api_key and not p.api_key_env:
            raise InvalidInput(
                f"provider {p.name!r} needs a key but names no api_key_env",
                remedy="set api_key_env to the environment variable holding the key, "
                "or needs_api_key = false for a local server",
            )
    for task, name in settings.pins.items():
        _check_task(task)
        if name != PIN_NONE and name not in names:
            raise InvalidInput(
                f"task {task!r} is pinned to unknown provider {name!r}",
                remedy=f"pin one of: {', '.join(names) or '(none configured)'}, or {PIN_NONE!r}",
            )
    for task, seconds in settings.timeouts.items():
        _check_task(task)
        if not seconds > 0:
            raise InvalidInput(f"timeout for {task!r} must be positive", task=task)


def api_key_for(provider: ProviderConfig, env: Mapping[str, str]) -> str | None:
    if not provider.api_key_env:
        return None
    key = env.get(provider.api_key_env, "").strip()
    return key or None


def is_configured(provider: ProviderConfig, env: Mapping[str, str]) -> bool:
    """A keyless provider always is; otherwise its key variable must hold a value."""
    return not provider.needs_api_key or api_key_for(provider, env) is not None


def explain_route(
    task: str,
    settings: LLMSettings,
    env: Mapping[str, str],
    *,
    prices: PriceTable | None = None,
) -> RouteDecision:
    """Decide the provider for ``task`` and say why (``memlane config show`` prints this)."""
    _check_task(task)
    validate_settings(settings)
    table = prices or load_price_table()
    pin = settings.pins.get(task)
    if pin == PIN_NONE:
        return RouteDecision(task, None, f"{task!r} is pinned to {PIN_NONE!r}")
    if pin is not None:
        provider = next(p for p in settings.providers if p.name == pin)
        cost = table.rank_cost(provider.model)
        if not is_configured(provider, env):
            return RouteDecision(
                task,
                None,
                f"pinned provider {pin!r} has no key in ${provider.api_key_env}",
                cost,
            )
        return RouteDecision(task, provider, f"pinned to {pin!r}", cost)
    ranked = sorted(
        (
            (table.rank_cost(p.model), index, p)
            for index, p in enumerate(settings.providers)
            if p.needs_api_key and is_configured(p, env)
        ),
        key=lambda c: (c[0] is None, c[0] or 0.0, c[1]),
    )
    candidates = tuple((p.name, cost) for cost, _, p in ranked)
    if not ranked:
        return RouteDecision(task, None, "no provider configured (no key set)")
    cost, _, provider = ranked[0]
    reason = "cheapest configured" if cost is not None else "only unpriced providers configured"
    return RouteDecision(task, provider, reason, cost, candidates)


def resolve_route(
    task: str,
    settings: LLMSettings,
    env: Mapping[str, str],
    *,
    prices: PriceTable | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> HTTPChatModel | None:
    """The model for ``task``, bound to it for the usage log; None when there is none, in
    which case the caller takes the extractive path. Raises InvalidInput on bad settings."""
    decision = explain_route(task, settings, env, prices=prices)
    if decision.provider is None:
        return None
    return make_chat_model(
        decision.provider,
        api_key=api_key_for(decision.provider, env),
        task=task,
        usage_log=UsageLog(settings.usage_log) if settings.usage_log else None,
        retry_delay=settings.retry_delay,
        sleep=sleep,
    )


def task_timeout(task: str, settings: LLMSettings) -> float:
    _check_task(task)
    return float(settings.timeouts.get(task, DEFAULT_TIMEOUTS[task]))


def task_max_tokens(task: str, settings: LLMSettings) -> int:
    _check_task(task)
    return int(settings.max_tokens.get(task, DEFAULT_MAX_TOKENS[task]))


def explain_routes(settings: LLMSettings, env: Mapping[str, str]) -> dict[str, Any]:
    """Per task: the provider chosen (or none, meaning the extractive fallback) and why."""
    routes: dict[str, Any] = {}
    try:
        for task in TASKS:
            d = explain_route(task, settings, env)
            routes[task] = {
                "provider": d.provider.name if d.provider else None,
                "model": d.provider.model if d.provider else None,
                "reason": d.reason,
                "cost_usd": d.cost_usd,
            }
    except InvalidInput as exc:
        return {"error": exc.message, "remedy": exc.remedy}
    return {"routes": routes, "usage_log": str(settings.usage_log)}


__all__ = [
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_TIMEOUTS",
    "PIN_NONE",
    "RANK_INPUT_TOKENS",
    "RANK_OUTPUT_TOKENS",
    "LLMSettings",
    "ModelPrice",
    "PriceTable",
    "RouteDecision",
    "api_key_for",
    "explain_route",
    "explain_routes",
    "is_configured",
    "load_price_table",
    "parse_price_table",
    "resolve_route",
    "task_max_tokens",
    "task_timeout",
    "validate_settings",
]
