"""Routing per task: pins, the cheapest configured provider, unpriced and local providers."""

from __future__ import annotations

import json
import secrets
from pathlib import Path

import pytest

from fake_llm import running_fake_llm
from memlane.core.llm_config import TASKS, ProviderConfig
from memlane.errors import InvalidInput, ProviderError
from memlane.providers.chat import AnthropicChat, OpenAIChat
from memlane.providers.routing import (
    DEFAULT_TIMEOUTS,
    PIN_NONE,
    LLMSettings,
    PriceTable,
    explain_route,
    load_price_table,
    parse_price_table,
    resolve_route,
    task_max_tokens,
    task_timeout,
)
from memlane.providers.usage import UsageLog

ANTHROPIC = ProviderConfig(
    "anthropic", "anthropic", "https://api.anthropic.com", "claude-haiku-4-5", "ANTHROPIC_API_KEY"
)
OPENAI = ProviderConfig(
    "openai", "openai", "https://api.openai.com/v1", "gpt-4o-mini", "OPENAI_API_KEY"
)
OPENROUTER = ProviderConfig(
    "openrouter", "openai", "https://openrouter.ai/api/v1", "anthropic/claude-haiku-4-5", "OR_KEY"
)
OLLAMA = ProviderConfig(
    "ollama", "openai", "http://localhost:11434/v1", "qwen3:32b", None, needs_api_key=False
)
SONNET = ProviderConfig(
    "sonnet", "anthropic", "https://api.anthropic.com", "claude-sonnet-4-5", "ANTHROPIC_API_KEY"
)
MYSTERY = ProviderConfig("mystery", "openai", "https://llm.example/v1", "mystery-1", "MYSTERY_KEY")


def key() -> str:
    return "test-" + secrets.token_hex(8)


def env_for(*names: str) -> dict[str, str]:
    return {name: key() for name in names}


ALL_KEYS = env_for("ANTHROPIC_API_KEY", "OPENAI_API_KEY", "OR_KEY", "MYSTERY_KEY")


def test_shipped_price_table() -> None:
    table = load_price_table()
    required = ("claude-haiku-4-5", "gpt-4o-mini", "o4-mini", "gpt-4.1-mini")
    for model in (*required, "anthropic/claude-haiku-4-5"):
        assert table.price(model) is not None, model
    assert all(p.input >= 0 and p.output >= 0 for p in table.models.values())
    # USD at 20,000 in / 1,500 out: $0.15/M and $0.60/M.
    assert table.rank_cost("gpt-4o-mini") == pytest.approx(0.0039)
    assert table.rank_cost("claude-haiku-4-5-20251001") == table.rank_cost("claude-haiku-4-5")
    assert table.rank_cost("mystery-1") is None


def test_price_table_rejects_negative_prices() -> None:
    with pytest.raises(ValueError):
        parse_price_table(json.dumps({"models": {"m": {"input": -1, "output": 1}}}))


def test_cheapest_configured_provider_wins() -> None:
    settings = LLMSettings([ANTHROPIC, OPENROUTER, OPENAI, MYSTERY])
    decision = explain_route("summarize", settings, ALL_KEYS)
    assert decision.provider == OPENAI and decision.reason == "cheapest configured"
    ranked = [name for name, _ in decision.candidates]
    assert ranked == ["openai", "anthropic", "openrouter", "mystery"]
    # anthropic and openrouter cost the same: config order breaks the tie.
    assert decision.candidates[1][1] == decision.candidates[2][1]
    assert decision.candidates[-1][1] is None


def test_a_provider_without_its_key_is_not_configured() -> None:
    settings = LLMSettings([ANTHROPIC, OPENAI])
    assert explain_route("extract", settings, env_for("ANTHROPIC_API_KEY")).provider == ANTHROPIC
    blank = {"OPENAI_API_KEY": "   ", "ANTHROPIC_API_KEY": key()}
    assert explain_route("extract", settings, blank).provider == ANTHROPIC
    decision = explain_route("extract", settings, {})
    assert decision.provider is None and "no provider configured" in decision.reason
    assert resolve_route("extract", settings, {}) is None


def test_only_the_passed_env_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", key())
    assert resolve_route("summarize", LLMSettings([OPENAI]), {}) is None


def test_unpriced_ranks_last_and_is_never_free() -> None:
    env = env_for("ANTHROPIC_API_KEY", "MYSTERY_KEY")
    decision = explain_route("distill", LLMSettings([MYSTERY, SONNET]), env)
    assert decision.provider == SONNET  # the expensive priced model beats the unknown price
    only = explain_route("distill", LLMSettings([MYSTERY]), env)
    assert only.provider == MYSTERY and only.cost_usd is None
    assert "unpriced" in only.reason


def test_a_local_keyless_endpoint_must_be_pinned() -> None:
    settings = LLMSettings([OLLAMA])
    assert explain_route("summarize", settings, {}).provider is None
    settings = LLMSettings([OLLAMA, OPENAI])
    assert explain_route("summarize", settings, ALL_KEYS).provider == OPENAI
    pinned = LLMSettings([OLLAMA, OPENAI], pins={"summarize": "ollama"})
    assert explain_route("summarize", pinned, {}).provider == OLLAMA
    assert explain_route("extract", pinned, {}).provider is None  # the pin is per task


def test_pins() -> None:
    settings = LLMSettings(
        [ANTHROPIC, OPENAI], pins={"summarize": "anthropic", "distill": PIN_NONE}
    )
    decision = explain_route("summarize", settings, ALL_KEYS)
    assert decision.provider == ANTHROPIC and decision.reason == "pinned to 'anthropic'"
    assert explain_route("distill", settings, ALL_KEYS).provider is None
    assert explain_route("extract", settings, ALL_KEYS).provider == OPENAI
    # A pinned provider without its key means no model — never a silent switch to another.
    missing = explain_route("summarize", settings, env_for("OPENAI_API_KEY"))
    assert missing.provider is None and "$ANTHROPIC_API_KEY" in missing.reason


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        (LLMSettings([OPENAI], pins={"summarize": "nope"}), "unknown provider"),
        (LLMSettings([OPENAI], pins={"dance": "openai"}), "unknown LLM task"),
        (LLMSettings([OPENAI, OPENAI]), "used twice"),
        (
            LLMSettings([ProviderConfig("x", "openai", "https://x/v1", "m", None)]),
            "names no api_key_env",
        ),
        (LLMSettings([ProviderConfig("x", "openai", "ftp://x", "m", "K")]), "base_url"),
        (LLMSettings([ProviderConfig("x", "gemini", "https://x", "m", "K")]), "unknown kind"),  # type: ignore[arg-type]
        (LLMSettings([OPENAI], timeouts={"summarize": 0}), "must be positive"),
    ],
)
def test_invalid_settings(settings: LLMSettings, message: str) -> None:
    with pytest.raises(InvalidInput) as info:
        explain_route("summarize", settings, ALL_KEYS)
    assert message in info.value.message


def test_unknown_task() -> None:
    with pytest.raises(InvalidInput):
        explain_route("dance", LLMSettings(), {})
    with pytest.raises(InvalidInput):
        task_timeout("dance", LLMSettings())


def test_timeouts_and_max_tokens() -> None:
    assert task_timeout("summarize", LLMSettings()) == 60.0
    assert set(DEFAULT_TIMEOUTS) == set(TASKS)
    settings = LLMSettings(timeouts={"extract": 12.5}, max_tokens={"extract": 300})
    assert task_timeout("extract", settings) == 12.5
    assert task_max_tokens("extract", settings) == 300
    assert task_max_tokens("summarize", settings) > 0


def test_custom_price_table() -> None:
    table = PriceTable({"claude-haiku-4-5": load_price_table().models["gpt-4o-mini"]})
    settings = LLMSettings([OPENAI, ANTHROPIC])
    assert explain_route("summarize", settings, ALL_KEYS, prices=table).provider == ANTHROPIC


def test_resolved_model_calls_the_provider_and_logs(tmp_path: Path) -> None:
    with running_fake_llm() as fake:
        fake.set_mode("good", '{"facts": []}')
        anthropic = ProviderConfig(
            "anthropic", "anthropic", fake.anthropic_base_url, "claude-haiku-4-5", "AK"
        )
        settings = LLMSettings([anthropic], usage_log=tmp_path / "usage.jsonl")
        secret = key()
        model = resolve_route("extract", settings, {"AK": secret})
        assert isinstance(model, AnthropicChat) and model.task == "extract"
        result = model.complete(
            "x",
            max_tokens=task_max_tokens("extract", settings),
            timeout=task_timeout("extract", settings),
        )
        assert result.text == '{"facts": []}'
        assert fake.requests[0].headers["x-api-key"] == secret
    (record,) = UsageLog(tmp_path / "usage.jsonl").read()
    assert (record.task, record.provider, record.outcome) == ("extract", "anthropic", "ok")


def test_a_failing_local_pin_never_escalates_to_the_cloud(tmp_path: Path) -> None:
    with running_fake_llm() as cloud, running_fake_llm() as local:
        local_cfg = ProviderConfig(
            "local", "openai", local.openai_base_url, "llama", None, needs_api_key=False
        )
        cloud_cfg = ProviderConfig("cloud", "openai", cloud.openai_base_url, "gpt-4o-mini", "CK")
        settings = LLMSettings(
            [cloud_cfg, local_cfg], pins={"summarize": "local"}, retry_delay=0.01
        )
        local.stop()
        slept: list[float] = []
        model = resolve_route("summarize", settings, {"CK": key()}, sleep=slept.append)
        assert isinstance(model, OpenAIChat) and model.provider == "local"
        with pytest.raises(ProviderError) as info:
            model.complete("x", max_tokens=10, timeout=5)
        assert info.value.details["attempts"] == 2 and slept == [0.01]
        assert cloud.requests == []
