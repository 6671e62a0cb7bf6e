"""The auxiliary-model seam for services: route a task, make one bounded call, parse the
untrusted answer. Every outcome is an :class:`Answer`; nothing here raises to its caller.

Failures (no model, bad LLM config, transport error, timeout, junk output) come back with a
reason and are appended to ``$MEMLANE_HOME/capture.log`` — one JSON line with the task and the
reason, never a prompt, an answer or a key.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar

from memlane.config import Settings
from memlane.core.commands import clip
from memlane.core.llm_output import InvalidOutput, ValidOutput
from memlane.core.timestamps import utcnow
from memlane.errors import InvalidInput, ProviderError
from memlane.home import CAPTURE_LOG
from memlane.providers.chat import ChatModel
from memlane.providers.routing import (
    LLMSettings,
    explain_routes,
    resolve_route,
    task_max_tokens,
    task_timeout,
)

T = TypeVar("T")
REASON_CHARS = 300
AnswerStatus = Literal["ok", "no_model", "failed", "invalid"]


class ActivityLog:
    """Appends one JSON line per capture/learning step that failed or was skipped."""

    def __init__(self, home: Path) -> None:
        self.path = home / CAPTURE_LOG

    def append(self, op: str, status: str, **fields: Any) -> None:
        entry = {"at": utcnow().isoformat(), "op": op, "status": status, **fields}
        line = json.dumps(entry, ensure_ascii=False, default=str, sort_keys=True) + "\n"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # One write() on an O_APPEND descriptor: concurrent captures never interleave lines.
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            try:
                os.write(fd, line.encode("utf-8"))
            finally:
                os.close(fd)
        except OSError:
            # The log explains failures; it must never become one (a read-only home still
            # captures). The caller's result carries the same reason.
            return

    def read(self) -> list[dict[str, Any]]:
        """Every well-formed line, oldest first (for stats and tests)."""
        try:
            text = self.path.read_text("utf-8", errors="replace")
        except FileNotFoundError:
            return []
        out = []
        for line in text.splitlines():
            try:
                value = json.loads(line)
            except ValueError:
                continue
            if isinstance(value, dict):
                out.append(value)
        return out


@dataclass(frozen=True)
class Answer(Generic[T]):
    """A parsed model answer (``status == "ok"``) or why there is none."""

    status: AnswerStatus
    value: T | None = None
    reason: str | None = None
    provider: str | None = None
    model: str | None = None
    dropped: int = 0

    @property
    def ok(self) -> bool:
        return self.status == "ok" and self.value is not None

    @property
    def unreachable(self) -> bool:
        """The model failed at the transport (timeout, refused, HTTP error): a second call in
        the same capture would most likely fail the same way."""
        return self.status == "failed"

    def describe(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "reason": self.reason,
            "provider": self.provider,
            "model": self.model,
        }


class AuxLLM:
    """One object per use: the LLM settings of the moment and where keys are looked up."""

    def __init__(self, settings: LLMSettings, env: Mapping[str, str], log: ActivityLog) -> None:
        self.settings = settings
        self.env = env
        self.log = log

    def model_for(self, task: str) -> tuple[ChatModel | None, str | None]:
        """(the routed model, None) or (None, why there is none). A broken LLM configuration
        is a reason, not an exception: capture goes on without a model."""
        try:
            model = resolve_route(task, self.settings, self.env)
        except InvalidInput as exc:
            return None, f"LLM configuration: {exc.message}"
        return model, None

    def ask(
        self,
        task: str,
        prompt: str,
        parse: Callable[[str], ValidOutput[T] | InvalidOutput],
        *,
        context: Mapping[str, Any] | None = None,
    ) -> Answer[T]:
        """One bounded call for ``task``; the answer parsed by ``parse`` (a core.llm_output
        parser). ``context`` (session id, scope) goes into the log line of a failure."""
        extra = dict(context or {})
        model, config_error = self.model_for(task)
        if model is None:
            if config_error is None:
                return Answer("no_model", reason="no model routed for this task")
            self.log.append(task, "failed", reason=config_error, **extra)
            return Answer("failed", reason=config_error)
        provider, model_id = model.provider, model.model_id
        ident = {"provider": provider, "model": model_id}
        try:
            result = model.complete(
                prompt,
                max_tokens=task_max_tokens(task, self.settings),
                timeout=task_timeout(task, self.settings),
            )
        except (ProviderError, InvalidInput) as exc:
            outcome = exc.details.get("outcome") if isinstance(exc, ProviderError) else None
            reason = clip(
                f"{'timeout' if outcome == 'timeout' else 'error'}: {exc.message}", REASON_CHARS
            )
            self.log.append(task, "failed", reason=reason, **ident, **extra)
            return Answer("failed", reason=reason, provider=provider, model=model_id)
        parsed = parse(result.text)
        if isinstance(parsed, InvalidOutput):
            reason = clip(f"invalid output: {parsed.reason}", REASON_CHARS)
            self.log.append(task, "invalid", reason=reason, **ident, **extra)
            return Answer("invalid", reason=reason, provider=provider, model=model_id)
        return Answer("ok", parsed.value, provider=provider, model=model_id, dropped=parsed.dropped)


__all__ = ["ActivityLog", "Answer", "AuxLLM", "settings_view"]


def settings_view(settings: Settings, env: Mapping[str, str]) -> dict[str, Any]:
    """The effective settings a person may see, plus which provider would answer each LLM
    task and why (a key's presence is read from ``env``, never its value)."""
    return {**settings.public(), "llm": explain_routes(settings.llm_settings(), env)}
