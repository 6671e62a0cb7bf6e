"""The read gate: stored text entering a model's context is scanned, never modified.

:meth:`ReadGate.screen` is the one decision of what a model may see of a record — its
title, body, why, how and the text of its payload (model-written summaries, decisions,
lessons) — so the brief, recall packets, hooks and MCP views cannot disagree about it. A hit
replaces that record's text with ``[BLOCKED: <class>]`` in the output and appends one JSON line
(time, record id, class, surface — no raw text) to ``$MEMLANE_HOME/blocked.log``.

A *suspect* verdict (only the learned model saw an injection) follows ``injection_policy``:
"block" (default) withholds the text behind ``[FLAGGED: <class>]``; "flag" lets it through
after that marker. People reading their own memory (``memlane get``) always see it raw.

Verdicts are kept: in this process by the texts themselves, and across processes (when the
gate is given a :class:`VerdictKeeper`, store/verdict_file.py) by a digest of exactly the texts
judged under the digest of the gate's code and data (memlane/gate_digest.py), so a changed
text or a changed rule set is judged again. Only the verdict is kept: the policy, the markers
and the blocked.log line follow from it on every call. A process whose records all have a kept
clean verdict never loads the rules (~30 ms of a cold start) nor runs them.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from memlane import regex_programs
from memlane.core.records import Record
from memlane.core.timestamps import utcnow
from memlane.errors import MemlaneError
from memlane.gate_digest import gate_digest
from memlane.home import BLOCKED_LOG

if TYPE_CHECKING:
    from memlane.core.prompt_injection import InjectionVerdict


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


class VerdictKeeper(Protocol):
    """Verdicts kept across processes (store/verdict_file.py), as opaque codes."""

    def verdict(self, gate: bytes, texts: bytes) -> str | None: ...

    def keep(self, gate: bytes, texts: bytes, verdict: str) -> bool: ...

    def kept_among(self, gate: bytes, texts: Sequence[bytes]) -> set[bytes]: ...

    def keep_many(self, gate: bytes, items: Sequence[tuple[bytes, str]]) -> bool: ...


def texts_digest(texts: tuple[str | None, ...]) -> bytes:
    """A digest of exactly ``texts``: how many, and each one absent or its UTF-8 bytes with
    their length (lone surrogates, which JSON can carry, encoded as they are)."""
    h = hashlib.blake2b(digest_size=32)
    h.update(b"%d\0" % len(texts))
    for text in texts:
        if text is None:
            h.update(b"-")
        else:
            data = text.encode("utf-8", "surrogatepass")
            h.update(b"%d:" % len(data))
            h.update(data)
    return h.digest()


class ReadGate:
    def __init__(
        self,
        home: Path,
        policy: str | Callable[[], str] = "block",
        keeper: Callable[[], VerdictKeeper] | None = None,
    ) -> None:
        self.home = home
        if not _PROGRAM_HOME:
            _PROGRAM_HOME.append(str(home))
        self.log_path = home / BLOCKED_LOG
        # A callable follows live settings (a running server picks up `config set`).
        self._policy = policy if callable(policy) else (lambda: policy)
        # Opened on the first text this process has not judged yet (most never need it).
        self._open_keeper = keeper
        self._keeper: VerdictKeeper | None = None
        self._gate: bytes | None = None
        self._keeper_lock = threading.Lock()

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
        marker = _rules().flagged_placeholder(verdict.cls)
        return marker if self.withholds(verdict) else f"{marker} {text}"

    def record_verdict(
        self, rec: Record, *, surface: str, log: bool = True
    ) -> InjectionVerdict | None:
        """The verdict on anything a model could be shown of ``rec`` (certain or suspect)."""
        verdict = self.judge(*record_texts(rec))
        if verdict is not None and log:
            self._log(rec.id, verdict, surface)
        return verdict

    def judge(self, *texts: str | None) -> InjectionVerdict | None:
        """The first certain verdict among ``texts``, else the first suspect one, else None:
        as judged before (in this process, or kept by another), else judged now and kept."""
        verdict = _SEEN.get(texts, _UNKNOWN)
        if verdict is not _UNKNOWN:
            return verdict
        keeper, gate = self._keeper_and_gate()
        key = texts_digest(texts) if keeper is not None else b""
        code = self._kept(keeper, gate, key)
        if code is not None:
            verdict = _decoded(code)
        else:
            verdict = _assessed(texts)
            self._keep(keeper, gate, key, _encoded(verdict))
        _remember(texts, verdict)
        return verdict

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
        that withhold whatever the policy: session search). Transcript text is not kept."""
        verdict = _SEEN.get(texts, _UNKNOWN)
        if verdict is _UNKNOWN:
            verdict = _assessed(texts)
            _remember(texts, verdict)
        return verdict.cls if verdict is not None else None

    def warm_up(self) -> None:
        """Load the rules and open the kept verdicts now (a server calls this at start): the
        first hook's texts are judged without waiting for them."""
        self._keeper_and_gate()
        _rules()

    # -- judging ahead of the prompt ----------------------------------------------------

    def unjudged(self, records: Sequence[Record]) -> list[Record]:
        """Those of ``records`` with no verdict kept under the rules installed now (one
        lookup a slice); none without a place to keep verdicts (judging ahead would keep
        nothing)."""
        keeper, gate = self._keeper_and_gate()
        if keeper is None or not records:
            return []
        keys = [texts_digest(record_texts(r)) for r in records]
        try:
            kept = keeper.kept_among(gate, keys)
        except MemlaneError:
            self._keeper = None
            return []
        return [r for r, key in zip(records, keys, strict=True) if key not in kept]

    def judge_ahead(self, records: Sequence[Record]) -> int:
        """Judge ``records`` now and keep their verdicts (a server when idle, reindex and
        imports), so the recall that next meets them reads a kept verdict instead of judging
        on the prompt's path. The verdict is the one :meth:`judge` would give: same rules,
        same key (the texts' digest under the rules' digest). Nothing is logged or withheld
        here; :meth:`screen` still decides what a model sees. Returns how many were kept."""
        keeper, gate = self._keeper_and_gate()
        if keeper is None or not records:
            return 0
        items: dict[bytes, str] = {}
        for rec in records:
            texts = record_texts(rec)
            verdict = _SEEN.get(texts, _UNKNOWN)
            if verdict is _UNKNOWN:
                # Not remembered in _SEEN: a pass over a whole store would push out the
                # texts this process's briefs and packets keep meeting.
                verdict = _assessed(texts)
            items[texts_digest(texts)] = _encoded(verdict)
        try:
            kept = keeper.keep_many(gate, list(items.items()))
        except MemlaneError:
            self._keeper = None
            return 0
        return len(items) if kept else 0

    def guard(self, item_id: str, text: str, *, surface: str) -> Guarded:
        verdict = self.judge(text)
        if verdict is None:
            return Guarded(text, None)
        self._log(item_id, verdict, surface)
        shown = self.replacement(verdict, text)
        return Guarded(shown, verdict.cls if self.withholds(verdict) else None)

    # -- kept verdicts -------------------------------------------------------------------

    def _keeper_and_gate(self) -> tuple[VerdictKeeper | None, bytes]:
        if self._open_keeper is not None:
            with self._keeper_lock:
                opener, self._open_keeper = self._open_keeper, None
                if opener is not None:
                    self._gate = gate_digest(self.home)
                    if self._gate is not None:
                        self._keeper = self._opened(opener)
        return (self._keeper, self._gate or b"") if self._gate is not None else (None, b"")

    def _opened(self, opener: Callable[[], VerdictKeeper]) -> VerdictKeeper | None:
        try:
            return opener()
        except MemlaneError:
            return None  # an unusable cache file: every text is judged, as without one

    def _kept(self, keeper: VerdictKeeper | None, gate: bytes, key: bytes) -> str | None:
        if keeper is None:
            return None
        try:
            return keeper.verdict(gate, key)
        except MemlaneError:
            self._keeper = None  # judged here from now on; the verdicts stay right
            return None

    def _keep(self, keeper: VerdictKeeper | None, gate: bytes, key: bytes, code: str) -> None:
        if keeper is None:
            return
        try:
            keeper.keep(gate, key, code)
        except MemlaneError:
            self._keeper = None

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


# The home whose saved regex programs the rules load with (the first gate's): a process that
# did not start from the CLI (the Python API, the servers) compiled the rules' ~600 patterns
# on its first recall (~300-800 ms, issue 21).
_PROGRAM_HOME: list[str] = []


_LOADED_RULES: list[ModuleType] = []
_RULES_LOCK = threading.Lock()


def _rules() -> ModuleType:
    """The rules (core/prompt_injection.py), imported on first need: a cold process whose
    records all have a kept clean verdict never loads them (~30 ms, issue 21). One thread
    loads them; the others wait for the whole module (a server judges on several threads)."""
    if _LOADED_RULES:
        return _LOADED_RULES[0]
    with _RULES_LOCK:
        if not _LOADED_RULES:
            home = _PROGRAM_HOME[0] if _PROGRAM_HOME else None
            # The rules' programs are a file of their own: a process that never loads the
            # rules never reads them (memlane/regex_programs.py).
            loaded = regex_programs.preload(home, regex_programs.RULES) if home else None
            from memlane.core import prompt_injection

            if loaded is not None and home is not None:
                regex_programs.save_new(loaded, home_exists=os.path.isdir(home))
            _LOADED_RULES.append(prompt_injection)
    return _LOADED_RULES[0]


def blocked_placeholder(cls: str) -> str:
    """The text that replaces a blocked record (the rules' own, loaded with a verdict)."""
    return _rules().blocked_placeholder(cls)


def _assessed(texts: tuple[str | None, ...]) -> InjectionVerdict | None:
    assess = _rules().assess_injection
    suspect = None
    for text in texts:
        if text:
            verdict = assess(text)
            if verdict is not None and not verdict.suspect:
                return verdict
            suspect = suspect or verdict
    return suspect


# A kept verdict as text: "" clean, "!<class>" certain, "?<class>" suspect.
def _encoded(verdict: InjectionVerdict | None) -> str:
    if verdict is None:
        return ""
    return ("?" if verdict.suspect else "!") + verdict.cls


def _decoded(code: str) -> InjectionVerdict | None:
    if not code:
        return None
    return _rules().InjectionVerdict(code[1:], suspect=code[0] == "?")


# The verdict is a pure function of the texts (rules, then the learned model), and the same
# records reach every brief and many packets: remembering verdicts removed ~90 % of a cached
# brief's cost (issue 21). Verdicts are frozen values, safe to share; the oldest go first.
_SEEN_MAX = 8192
_SEEN: dict[tuple[str | None, ...], InjectionVerdict | None] = {}
_UNKNOWN: Any = object()


def _remember(texts: tuple[str | None, ...], verdict: InjectionVerdict | None) -> None:
    if len(_SEEN) >= _SEEN_MAX:
        with contextlib.suppress(KeyError, StopIteration, RuntimeError):  # a thread raced us
            del _SEEN[next(iter(_SEEN))]
    _SEEN[texts] = verdict


__all__ = [
    "Guarded",
    "ReadGate",
    "Screened",
    "VerdictKeeper",
    "blocked_placeholder",
    "payload_text",
    "record_texts",
    "texts_digest",
]
