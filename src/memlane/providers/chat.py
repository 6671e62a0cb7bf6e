"""The auxiliary LLM seam: a small ``ChatModel`` protocol and two HTTP wire formats.

Every call is one bounded turn — one user message, no tools, temperature 0.2, a ``max_tokens``
cap, a timeout and a capped response body — that either returns a ``ChatResult`` or raises a
typed ``ProviderError``. A loopback endpoint that needs no key gets exactly one retry after a
connection failure; nothing ever escalates to another provider. Each call appends one line to
the usage log. Keys arrive from the caller (read from the environment variable the provider
config names); they are never stored, logged or shown. OS keyring storage is not supported.

    OpenAIChat     POST {base_url}/chat/completions  (OpenAI, OpenRouter, vLLM, llama.cpp,
                                                      LM Studio, Ollama's /v1 endpoint)
    AnthropicChat  POST {base_url}/v1/messages       (x-api-key + anthropic-version headers)
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from memlane.core.llm_config import (
    DEFAULT_RETRY_DELAY,
    PROVIDER_KINDS,
    TASKS,
    ProviderConfig,
    ProviderKind,
    Task,
)
from memlane.errors import InvalidInput, ProviderError
from memlane.providers.usage import UsageLog, UsageRecord, utc_timestamp

TEMPERATURE = 0.2
ANTHROPIC_VERSION = "2023-06-01"
MAX_RESPONSE_BYTES = 1 << 20
MAX_PROMPT_CHARS = 400_000
# OpenAI reasoning models reject `temperature` and `max_tokens`; they take
# `max_completion_tokens` and their fixed sampling. Bare ids only: routers such as OpenRouter
# ("openai/o4-mini") translate parameters themselves.
_OPENAI_REASONING = re.compile(r"^(?:o\d|gpt-5)", re.I)


@dataclass(frozen=True)
class ChatResult:
    text: str
    tokens_in: int
    tokens_out: int
    finish_reason: str | None = None


@runtime_checkable
class ChatModel(Protocol):
    """What capture and learning need from a model. Fakes need no inheritance."""

    model_id: str
    provider: str

    def complete(self, prompt: str, *, max_tokens: int, timeout: float) -> ChatResult: ...


class _Failure(Exception):
    """Internal: one attempt failed; ``kind`` picks the outcome and whether to retry."""

    def __init__(self, kind: str, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.kind = kind  # connect | timeout | http_<n> | too_large | bad_json | bad_shape | …
        self.status = status


_REMEDIES = {
    401: "check the key in the environment variable named by api_key_env",
    403: "check the key's permissions for this model",
    404: "check base_url and model in the provider config",
    429: "the provider is rate limiting; retry later or pin another provider",
}


class HTTPChatModel:
    """Shared transport for both wire formats; subclasses say the URL, headers, body, parse."""

    def __init__(
        self,
        config: ProviderConfig,
        *,
        api_key: str | None = None,
        task: str = "summarize",
        usage_log: UsageLog | None = None,
        retry_delay: float = DEFAULT_RETRY_DELAY,
        sleep: Callable[[float], None] = time.sleep,
        max_response_bytes: int = MAX_RESPONSE_BYTES,
    ) -> None:
        self.config = config
        self.model_id = config.model
        self.provider = config.name
        self.task = task
        self.usage_log = usage_log
        self.retry_delay = retry_delay
        self._api_key = api_key
        self._sleep = sleep
        self._max_bytes = max_response_bytes

    def __repr__(self) -> str:  # never shows the key
        return f"{type(self).__name__}(provider={self.provider!r}, model={self.model_id!r})"

    # -- wire format (subclasses) --------------------------------------------------------
    def url(self) -> str:
        raise NotImplementedError

    def headers(self) -> dict[str, str]:
        raise NotImplementedError

    def body(self, prompt: str, max_tokens: int) -> dict[str, Any]:
        raise NotImplementedError

    def parse(self, data: Any) -> ChatResult:
        raise NotImplementedError

    # -- the call -----------------------------------------------------------------------
    def complete(self, prompt: str, *, max_tokens: int, timeout: float) -> ChatResult:
        if not isinstance(prompt, str) or not prompt.strip() or len(prompt) > MAX_PROMPT_CHARS:
            raise InvalidInput(
                "prompt must be non-empty text within the prompt limit",
                remedy="trim the input before calling the model",
                chars=len(prompt) if isinstance(prompt, str) else None,
            )
        if max_tokens <= 0 or timeout <= 0:
            raise InvalidInput(
                "max_tokens and timeout must be positive",
                max_tokens=max_tokens,
                timeout=timeout,
            )
        started = time.monotonic()
        attempts = 0
        while True:
            attempts += 1
            try:
                result = self._attempt(prompt, max_tokens, timeout)
            except _Failure as failure:
                # Only a keyless loopback daemon that refused the connection is retried, once:
                # it may be starting up. A cloud failure or a timeout is never retried here.
                if failure.kind == "connect" and self.config.is_local and attempts == 1:
                    self._sleep(self.retry_delay)
                    continue
                outcome = "timeout" if failure.kind == "timeout" else "error"
                self._log(started, outcome, attempts, failure.kind)
                raise ProviderError(
                    f"{self.provider} ({self.model_id}): {failure}",
                    remedy=self._remedy(failure),
                    provider=self.provider,
                    model=self.model_id,
                    task=self.task,
                    outcome=outcome,
                    error=failure.kind,
                    status=failure.status,
                    attempts=attempts,
                ) from None
            self._log(started, "ok", attempts, None, result)
            return result

    def _remedy(self, failure: _Failure) -> str:
        if failure.status in _REMEDIES:
            return _REMEDIES[failure.status]
        if failure.kind == "connect":
            return f"start the server at {self.config.base_url} or pin another provider"
        if failure.kind == "timeout":
            return "raise the task timeout in the llm config, or pin a faster model"
        return "check the provider configuration with `memlane config show`"

    def _attempt(self, prompt: str, max_tokens: int, timeout: float) -> ChatResult:
        # Imported on the first LLM call, not at module import: httpx was ~140 ms of every
        # command's start, and only LLM-backed features ever send a request (issue 21).
        import httpx

        deadline = time.monotonic() + timeout
        body = self.body(prompt, max_tokens)
        # Proxy variables are honoured for remote providers only: a corporate proxy must not
        # swallow a call to a server on this machine.
        try:
            with (
                httpx.Client(
                    timeout=httpx.Timeout(timeout),
                    trust_env=not self.config.is_loopback,
                    follow_redirects=False,
                ) as client,
                client.stream("POST", self.url(), json=body, headers=self.headers()) as resp,
            ):
                raw = bytearray()
                for chunk in resp.iter_bytes():
                    raw.extend(chunk)
                    if len(raw) > self._max_bytes:
                        raise _Failure("too_large", f"response over {self._max_bytes} bytes")
                    # httpx times each read; a server trickling bytes needs a total deadline.
                    if time.monotonic() > deadline:
                        raise _Failure("timeout", f"no complete answer within {timeout:g}s")
                status = resp.status_code
        except httpx.TimeoutException:
            raise _Failure("timeout", f"no answer within {timeout:g}s") from None
        except httpx.ConnectError as e:
            raise _Failure("connect", f"cannot connect to {self.config.base_url}: {e}") from None
        except httpx.HTTPError as e:
            raise _Failure("transport", f"transport error: {type(e).__name__}") from None
        if not 200 <= status < 300:
            raise _Failure(f"http_{status}", _http_message(status, bytes(raw)), status=status)
        try:
            data = json.loads(bytes(raw))
        except ValueError:
            raise _Failure("bad_json", "provider returned a body that is not JSON") from None
        try:
            return self.parse(data)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            raise _Failure("bad_shape", "provider returned JSON of an unexpected shape") from None

    def _log(
        self,
        started: float,
        outcome: str,
        attempts: int,
        error: str | None,
        result: ChatResult | None = None,
    ) -> None:
        if self.usage_log is None:
            return
        self.usage_log.append(
            UsageRecord(
                time=utc_timestamp(),
                task=self.task,
                provider=self.provider,
                model=self.model_id,
                tokens_in=result.tokens_in if result else 0,
                tokens_out=result.tokens_out if result else 0,
                latency_ms=int((time.monotonic() - started) * 1000),
                outcome=outcome,
                attempts=attempts,
                error=error,
            )
        )


def _http_message(status: int, raw: bytes) -> str:
    """``HTTP 500`` plus the provider's own error message when it sent one (clipped)."""
    detail = ""
    try:
        data = json.loads(raw)
        err = data.get("error") if isinstance(data, dict) else None
        message = err.get("message") if isinstance(err, dict) else err
        if isinstance(message, str):
            detail = ": " + " ".join(message.split())[:200]
    except ValueError:
        pass  # a non-JSON error page has nothing worth quoting
    return f"HTTP {status}{detail}"


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


class OpenAIChat(HTTPChatModel):
    """The OpenAI-compatible chat completions wire format."""

    def url(self) -> str:
        return self.config.base_url.rstrip("/") + "/chat/completions"

    def headers(self) -> dict[str, str]:
        headers = {"content-type": "application/json"}
        if self._api_key:
            headers["authorization"] = f"Bearer {self._api_key}"
        return headers

    def body(self, prompt: str, max_tokens: int) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model_id,
            "messages": [{"role": "user", "content": prompt}],
            "stream": False,
        }
        if "/" not in self.model_id and _OPENAI_REASONING.match(self.model_id):
            body["max_completion_tokens"] = max_tokens
        else:
            body["temperature"] = TEMPERATURE
            body["max_tokens"] = max_tokens
        return body

    def parse(self, data: Any) -> ChatResult:
        choice = data["choices"][0]
        content = choice["message"].get("content")
        if isinstance(content, list):  # a few servers answer with content parts
            content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
        usage = data.get("usage") or {}
        return ChatResult(
            text=content if isinstance(content, str) else "",
            tokens_in=_int(usage.get("prompt_tokens")),
            tokens_out=_int(usage.get("completion_tokens")),
            finish_reason=choice.get("finish_reason"),
        )


class AnthropicChat(HTTPChatModel):
    """The Anthropic Messages API wire format."""

    def url(self) -> str:
        base = self.config.base_url.rstrip("/")
        return base + ("/messages" if base.endswith("/v1") else "/v1/messages")

    def headers(self) -> dict[str, str]:
        headers = {"content-type": "application/json", "anthropic-version": ANTHROPIC_VERSION}
        if self._api_key:
            headers["x-api-key"] = self._api_key
        return headers

    def body(self, prompt: str, max_tokens: int) -> dict[str, Any]:
        # No `thinking` block: extended thinking stays off for these short, bounded tasks.
        return {
            "model": self.model_id,
            "max_tokens": max_tokens,
            "temperature": TEMPERATURE,
            "messages": [{"role": "user", "content": prompt}],
        }

    def parse(self, data: Any) -> ChatResult:
        blocks = data["content"]
        text = "".join(b["text"] for b in blocks if isinstance(b, dict) and b.get("type") == "text")
        usage = data.get("usage") or {}
        return ChatResult(
            text=text,
            tokens_in=_int(usage.get("input_tokens")),
            tokens_out=_int(usage.get("output_tokens")),
            finish_reason=data.get("stop_reason"),
        )


def make_chat_model(
    config: ProviderConfig,
    *,
    api_key: str | None,
    task: str,
    usage_log: UsageLog | None = None,
    retry_delay: float = DEFAULT_RETRY_DELAY,
    sleep: Callable[[float], None] = time.sleep,
) -> HTTPChatModel:
    """The client for ``config.kind``, bound to one task (for the usage log)."""
    cls: type[HTTPChatModel] = AnthropicChat if config.kind == "anthropic" else OpenAIChat
    return cls(
        config,
        api_key=api_key,
        task=task,
        usage_log=usage_log,
        retry_delay=retry_delay,
        sleep=sleep,
    )


__all__ = [
    "ANTHROPIC_VERSION",
    "PROVIDER_KINDS",
    "TASKS",
    "TEMPERATURE",
    "AnthropicChat",
    "ChatModel",
    "ChatResult",
    "HTTPChatModel",
    "OpenAIChat",
    "ProviderConfig",
    "ProviderKind",
    "Task",
    "make_chat_model",
]
