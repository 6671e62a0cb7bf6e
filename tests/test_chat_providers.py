"""Both LLM wire formats against a real loopback server: turn shape, failure modes, the local
retry, and the usage log."""

from __future__ import annotations

import json
import secrets
from pathlib import Path

import pytest

from fake_llm import FakeLLM
from memlane.core.llm_output import InvalidOutput, ValidOutput, parse_facts, parse_summary
from memlane.errors import InvalidInput, ProviderError
from memlane.providers.chat import (
    AnthropicChat,
    ChatModel,
    OpenAIChat,
    ProviderConfig,
    make_chat_model,
)
from memlane.providers.usage import UsageLog

SUMMARY = json.dumps({"summary": "Fixed the build.", "decisions": [], "files": ["a.py"]})


def fresh_key() -> str:
    return "test-" + secrets.token_hex(8)


def openai_config(fake: FakeLLM, model: str = "gpt-4o-mini", **kw: object) -> ProviderConfig:
    return ProviderConfig("openai", "openai", fake.openai_base_url, model, "OPENAI_API_KEY", **kw)  # type: ignore[arg-type]


def anthropic_config(fake: FakeLLM, base_url: str | None = None) -> ProviderConfig:
    return ProviderConfig(
        "anthropic",
        "anthropic",
        base_url or fake.anthropic_base_url,
        "claude-haiku-4-5",
        "ANTHROPIC_API_KEY",
    )


def local_config(fake: FakeLLM) -> ProviderConfig:
    return ProviderConfig(
        "ollama", "openai", fake.openai_base_url, "qwen3:32b", None, needs_api_key=False
    )


def test_openai_turn_shape(fake: FakeLLM, tmp_path: Path) -> None:
    key = fresh_key()
    fake.set_mode("good", SUMMARY)
    log = UsageLog(tmp_path / "usage.jsonl")
    model = make_chat_model(openai_config(fake), api_key=key, task="summarize", usage_log=log)
    assert isinstance(model, OpenAIChat) and isinstance(model, ChatModel)
    result = model.complete("Summarize this.", max_tokens=321, timeout=5)
    assert result.text == SUMMARY and result.tokens_in > 0 and result.tokens_out > 0
    assert result.finish_reason == "stop"
    (request,) = fake.requests
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {key}"
    body = request.body
    assert body["messages"] == [{"role": "user", "content": "Summarize this."}]
    assert body["temperature"] == 0.2 and body["max_tokens"] == 321
    assert body["model"] == "gpt-4o-mini" and body["stream"] is False
    assert "tools" not in body and "tool_choice" not in body
    assert isinstance(parse_summary(result.text), ValidOutput)


def test_anthropic_turn_shape(fake: FakeLLM) -> None:
    key = fresh_key()
    fake.set_mode("good", SUMMARY)
    model = make_chat_model(anthropic_config(fake), api_key=key, task="extract")
    assert isinstance(model, AnthropicChat) and isinstance(model, ChatModel)
    assert model.provider == "anthropic" and model.model_id == "claude-haiku-4-5"
    result = model.complete("Extract facts.", max_tokens=200, timeout=5)
    assert result.text == SUMMARY and result.finish_reason == "end_turn"
    (request,) = fake.requests
    assert request.path == "/v1/messages"
    assert request.headers["x-api-key"] == key
    assert request.headers["anthropic-version"] == "2023-06-01"
    assert "authorization" not in request.headers
    assert request.body == {
        "model": "claude-haiku-4-5",
        "max_tokens": 200,
        "temperature": 0.2,
        "messages": [{"role": "user", "content": "Extract facts."}],
    }


def test_anthropic_base_url_with_v1_suffix(fake: FakeLLM) -> None:
    config = anthropic_config(fake, base_url=fake.anthropic_base_url + "/v1/")
    make_chat_model(config, api_key=fresh_key(), task="extract").complete(
        "x", max_tokens=10, timeout=5
    )
    assert fake.requests[0].path == "/v1/messages"


def test_openai_reasoning_models_get_their_parameters(fake: FakeLLM) -> None:
    model = make_chat_model(openai_config(fake, "o4-mini"), api_key=fresh_key(), task="distill")
    model.complete("x", max_tokens=99, timeout=5)
    body = fake.requests[0].body
    assert body["max_completion_tokens"] == 99
    assert "temperature" not in body and "max_tokens" not in body
    # Through a router the model id has a vendor prefix and the router translates parameters.
    routed = ProviderConfig("or", "openai", fake.openai_base_url, "openai/o4-mini", "K")
    make_chat_model(routed, api_key=fresh_key(), task="distill").complete(
        "x", max_tokens=99, timeout=5
    )
    assert fake.requests[1].body["max_tokens"] == 99


def test_keyless_local_server_sends_no_auth_header(fake: FakeLLM) -> None:
    make_chat_model(local_config(fake), api_key=None, task="summarize").complete(
        "x", max_tokens=10, timeout=5
    )
    assert "authorization" not in fake.requests[0].headers


@pytest.mark.parametrize("config_of", [openai_config, anthropic_config])
def test_junk_and_injection_answers_are_just_text(fake: FakeLLM, config_of: object) -> None:
    model = make_chat_model(config_of(fake), api_key=fresh_key(), task="extract")  # type: ignore[operator]
    fake.set_mode("junk")
    assert isinstance(
        parse_facts(model.complete("x", max_tokens=50, timeout=5).text), InvalidOutput
    )
    fake.set_mode("injection")
    parsed = parse_facts(model.complete("x", max_tokens=50, timeout=5).text)
    # The injection arrives as data: validated, clamped, stripped of smuggled fields.
    assert isinstance(parsed, ValidOutput)
    (fact,) = parsed.value
    assert fact.importance == 1.0 and fact.type == "project"
    assert not hasattr(fact, "scope") and not hasattr(fact, "pinned")


def test_malformed_body_is_a_provider_error(fake: FakeLLM, tmp_path: Path) -> None:
    fake.set_mode("malformed")
    log = UsageLog(tmp_path / "usage.jsonl")
    model = make_chat_model(openai_config(fake), api_key=fresh_key(), task="extract", usage_log=log)
    with pytest.raises(ProviderError) as info:
        model.complete("x", max_tokens=50, timeout=5)
    assert info.value.details["error"] == "bad_json"
    assert info.value.details["outcome"] == "error"
    assert [r.outcome for r in log.read()] == ["error"]


def test_oversized_answers(fake: FakeLLM) -> None:
    fake.set_mode("oversized")
    model = make_chat_model(openai_config(fake), api_key=fresh_key(), task="summarize")
    text = model.complete("x", max_tokens=50, timeout=5).text
    assert isinstance(parse_summary(text), InvalidOutput)
    # A body over the byte cap is refused before it is parsed.
    capped = OpenAIChat(openai_config(fake), api_key=fresh_key(), max_response_bytes=10_000)
    with pytest.raises(ProviderError) as info:
        capped.complete("x", max_tokens=50, timeout=5)
    assert info.value.details["error"] == "too_large"


def test_hang_past_the_timeout(fake: FakeLLM, tmp_path: Path) -> None:
    fake.hang_seconds = 5
    fake.set_mode("hang")
    log = UsageLog(tmp_path / "usage.jsonl")
    model = make_chat_model(
        openai_config(fake), api_key=fresh_key(), task="summarize", usage_log=log
    )
    with pytest.raises(ProviderError) as info:
        model.complete("x", max_tokens=50, timeout=0.3)
    assert info.value.details["outcome"] == "timeout"
    assert "timeout" in info.value.remedy
    assert [r.outcome for r in log.read()] == ["timeout"]


def test_http_errors_are_typed_and_not_retried(fake: FakeLLM) -> None:
    slept: list[float] = []
    fake.set_mode("http_500")
    model = make_chat_model(local_config(fake), api_key=None, task="summarize", sleep=slept.append)
    with pytest.raises(ProviderError) as info:
        model.complete("x", max_tokens=50, timeout=5)
    assert info.value.details["status"] == 500 and info.value.details["error"] == "http_500"
    assert "fake failure 500" in info.value.message
    assert len(fake.requests) == 1 and slept == []
    fake.set_mode("http_401")
    with pytest.raises(ProviderError) as info:
        make_chat_model(openai_config(fake), api_key=fresh_key(), task="x").complete(
            "x", max_tokens=5, timeout=5
        )
    assert "api_key_env" in info.value.remedy


def test_cloud_connection_refused_is_not_retried(fake: FakeLLM, tmp_path: Path) -> None:
    fake.stop()
    slept: list[float] = []
    log = UsageLog(tmp_path / "usage.jsonl")
    model = make_chat_model(
        openai_config(fake),
        api_key=fresh_key(),
        task="summarize",
        usage_log=log,
        sleep=slept.append,
    )
    with pytest.raises(ProviderError) as info:
        model.complete("x", max_tokens=50, timeout=5)
    assert info.value.details["error"] == "connect" and info.value.details["attempts"] == 1
    assert slept == []
    assert [(r.outcome, r.error) for r in log.read()] == [("error", "connect")]


def test_local_connection_refused_gets_exactly_one_retry(fake: FakeLLM, tmp_path: Path) -> None:
    fake.stop()
    slept: list[float] = []
    log = UsageLog(tmp_path / "usage.jsonl")
    model = make_chat_model(
        local_config(fake),
        api_key=None,
        task="summarize",
        usage_log=log,
        retry_delay=0.01,
        sleep=slept.append,
    )
    with pytest.raises(ProviderError) as info:
        model.complete("x", max_tokens=50, timeout=5)
    assert slept == [0.01] and info.value.details["attempts"] == 2
    assert "start the server" in info.value.remedy
    assert [(r.outcome, r.attempts) for r in log.read()] == [("error", 2)]


def test_local_retry_reaches_a_server_that_came_up(fake: FakeLLM) -> None:
    fake.stop()
    fake.set_mode("good", SUMMARY)

    def sleep(seconds: float) -> None:
        fake.restart()  # the daemon finishes starting while we wait

    model = make_chat_model(local_config(fake), api_key=None, task="summarize", sleep=sleep)
    assert model.complete("x", max_tokens=50, timeout=5).text == SUMMARY
    assert len(fake.requests) == 1


def test_usage_log_lines(fake: FakeLLM, tmp_path: Path) -> None:
    key = fresh_key()
    path = tmp_path / "home" / "usage.jsonl"
    log = UsageLog(path)
    model = make_chat_model(openai_config(fake), api_key=key, task="distill", usage_log=log)
    model.complete("a secret-free prompt", max_tokens=50, timeout=5)
    fake.set_mode("http_500")
    with pytest.raises(ProviderError):
        model.complete("again", max_tokens=50, timeout=5)
    first, second = (json.loads(line) for line in path.read_text().splitlines())
    fields = "time task provider model tokens_in tokens_out latency_ms outcome attempts error"
    assert set(first) == set(fields.split())
    assert (first["task"], first["provider"], first["model"]) == (
        "distill",
        "openai",
        "gpt-4o-mini",
    )
    assert first["outcome"] == "ok" and first["tokens_in"] > 0 and first["latency_ms"] >= 0
    assert second["outcome"] == "error" and second["error"] == "http_500"
    text = path.read_text()
    assert key not in text and "secret-free prompt" not in text


def test_unwritable_usage_log_does_not_break_the_call(fake: FakeLLM, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    log = UsageLog(blocker / "usage.jsonl")  # parent is a file: cannot be created
    model = make_chat_model(openai_config(fake), api_key=fresh_key(), task="x", usage_log=log)
    assert model.complete("x", max_tokens=5, timeout=5).text
    assert log.last_error is not None


def test_usage_log_read_skips_junk(tmp_path: Path) -> None:
    path = tmp_path / "usage.jsonl"
    path.write_text('not json\n{"time": "t"}\n[1]\n')
    assert UsageLog(path).read() == []
    assert UsageLog(tmp_path / "missing.jsonl").read() == []


def test_bad_arguments_and_repr(fake: FakeLLM) -> None:
    key = fresh_key()
    model = make_chat_model(openai_config(fake), api_key=key, task="x")
    for prompt, max_tokens, timeout in (("", 5, 5.0), ("x", 0, 5.0), ("x", 5, 0.0)):
        with pytest.raises(InvalidInput):
            model.complete(prompt, max_tokens=max_tokens, timeout=timeout)
    assert fake.requests == []
    assert key not in repr(model) and "gpt-4o-mini" in repr(model)


def test_loopback_detection() -> None:
    def cfg(url: str, needs_key: bool = False) -> ProviderConfig:
        return ProviderConfig("p", "openai", url, "m", None, needs_api_key=needs_key)

    assert cfg("http://localhost:11434/v1").is_local
    assert cfg("http://127.0.0.1:8080/v1").is_local
    assert cfg("http://[::1]:8080/v1").is_local
    assert not cfg("http://127.0.0.1:8080/v1", needs_key=True).is_local
    assert not cfg("https://api.openai.com/v1").is_loopback
    assert not cfg("http://192.168.1.5:11434/v1").is_loopback
