"""The read gate: stored text entering a model's context is scanned, never modified.

:meth:`ReadGate.screen` is the one decision of what a model may see of a record — its
title, body, why, how and the text of its payload (model-written summaries, decisions,
lessons) — so the brief, recall packets, hooks and MCP views cannot disagree about it. A hit
replaces that record's text with ``[BLOCKED: <class>]`` in the output and appends one JSON line
(time, record id, class, surface — no raw text) to ``$MEMLANE_HOME/blocked.log``.

A *suspect* verdict (only the learned model saw an injection) follows ``injection_policy``:
"block" (default) withholds the text behind ``[FLAGGED: <class>]``; "flag" lets it through
after that marker. People reading their own memory (``memlane get``) always see it raw.
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memlane.core.prompt_injection import (
    InjectionVerdict,
    assess_injection,
    blocked_placeholder,
    flagged_placeholder,
)
from memlane.core.records import Record
from memlane.core.timestamps import utcnow
from memlane.home import BLOCKED_LOG


@dataclass(frozen=True)
class Guarded:
    text: str
    blocked: str | None


def payload_text(payload: Mapping[str, Any]) -> str:
    """Every string a payload holds, as one text (event payloads carry model output)."""
    return json.dumps(payload, ensure_ascii=False, default=str) if payload else ""


def record_texts(rec: Record) -> tuple[str | None, ...]:
    """What of a record can reach a model, in the order it is scanned."""
    return (rec.title, rec.body, rec.why, rec.how, payload_text(rec.payload))


@dataclass(frozen=True)
class Screened:
    cls: str | None  # the verdict's class, None when the text is clean
    withheld: bool  # True: show ``marker`` instead of the text
    marker: str | None  # [BLOCKED: cls] or [FLAGGED: cls]

    def text(self, original: str) -> str:
        """``original`` as a model may see it."""
        if self.marker is None:
            return original
        return self.marker if self.withheld else f"{self.marker} {original}"


class ReadGate:
    def __init__(self, home: Path, policy: str | Callable[[], str] = "block") -> None:
        self.log_path = home / BLOCKED_LOG
        # A callable follows live settings (a running server picks up `config set`).
        self._policy = policy if callable(policy) else (lambda: policy)

    @property
    def policy(self) -> str:
        return self._policy()

    def withholds(self, verdict: InjectionVerdict) -> bool:
        """Certain verdicts always withhold the text; suspect ones unless the policy is "flag"."""
        return not verdict.suspect or self.policy != "flag"

    def replacement(self, verdict: InjectionVerdict, text: str) -> str:
        """What a model is shown instead of ``text``."""
        if not verdict.suspect:
            return blocked_placeholder(verdict.cls)
        marker = flagged_placeholder(verdict.cls)
        return marker if self.withholds(verdict) else f"{marker} {text}"

    def record_verdict(
        self, rec: Record, *, surface: str, log: bool = True
    ) -> InjectionVerdict | None:
        """The verdict on anything a model could be shown of ``rec`` (certain or suspect)."""
        verdict = self.judge(*record_texts(rec))
        if verdict is not None and log:
            self._log(rec.id, verdict, surface)
        return verdict

    @staticmethod
    def judge(*texts: str | None) -> InjectionVerdict | None:
        """The first certain verdict among ``texts``, else the first suspect one, else None."""
        return _judged(texts)

    def screen(self, rec: Record, *, surface: str, log: bool = True) -> Screened:
        """What a model may be shown of ``rec``: nothing (``withheld``, a ``[BLOCKED]`` or
        ``[FLAGGED]`` marker instead), its text under a ``[FLAGGED]`` marker (a suspect
        verdict under ``injection_policy = "flag"``), or its text as is. The brief, recall
        packets and MCP views all read a record through this."""
        verdict = self.record_verdict(rec, surface=surface, log=log)
        if verdict is None:
            return Screened(None, False, None)
        withheld = self.withholds(verdict)
        marker = self.replacement(verdict, "").strip()
        return Screened(verdict.cls, withheld, marker)

    def scan(self, item_id: str, *texts: str | None, surface: str) -> str | None:
        """The class ``texts`` are withheld for (every verdict is logged), or None."""
        verdict = self.judge(*texts)
        if verdict is None:
            return None
        self._log(item_id, verdict, surface)
        return verdict.cls if self.withholds(verdict) else None

    @staticmethod
    def peek(*texts: str | None) -> str | None:
        """The class of any verdict, certain or suspect, without logging (previews, and views
        that withhold whatever the policy: session search)."""
        verdict = ReadGate.judge(*texts)
        return verdict.cls if verdict is not None else None

    def guard(self, item_id: str, text: str, *, surface: str) -> Guarded:
        verdict = self.judge(text)
        if verdict is None:
            return Guarded(text, None)
        self._log(item_id, verdict, surface)
        shown = self.replacement(verdict, text)
        return Guarded(shown, verdict.cls if self.withholds(verdict) else None)

    def _log(self, item_id: str, verdict: InjectionVerdict, surface: str) -> None:
        entry = {
            "at": utcnow().isoformat(),
            "record_id": item_id,
            "class": verdict.cls,
            "surface": surface,
        }
        if verdict.suspect:
            entry["verdict"] = "suspect"
        line = json.dumps(entry)
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        # O_APPEND keeps concurrent writers' lines whole.
        fd = os.open(self.log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            os.write(fd, (line + "\n").encode("utf-8"))
        finally:
            os.close(fd)


# The verdict is a pure function of the texts (rules, then the learned model), and the same
# records reach every brief and many packets: remembering verdicts removed ~90 % of a cached
# brief's cost (issue 21). Verdicts are frozen values, safe to share.
@functools.lru_cache(maxsize=8192)
def _judged(texts: tuple[str | None, ...]) -> InjectionVerdict | None:
    suspect = None
    for text in texts:
        if text:
            verdict = assess_injection(text)
            if verdict is not None and not verdict.suspect:
                return verdict
            suspect = suspect or verdict
    return suspect


__all__ = ["Guarded", "ReadGate", "payload_text", "record_texts"]
