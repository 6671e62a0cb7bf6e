"""Outcome rules: what a session's own record says about how the work that used a receipt went.

A receipt (the brief or a recall packet that reached an agent) is settled at most once. Besides
an explicit report (a person's ``memlane outcome``, the agent's ``report_outcome``), two kinds of
evidence count, strongest first, and only evidence observed after the receipt was issued:

1. **tests** — the last test run whose exit status can be trusted: passed → done, failed →
   failed. A test command piped into another program (``pytest | tail``) reports the status of
   the last program in the pipe, so it is not trusted.
2. **session** — how the session ended: the harness reported an error, or the last shell
   command failed → failed; the harness reported completion, or shell commands ran and the last
   one succeeded → done. An interrupted or aborted session says nothing.

No evidence means no verdict: nothing is recorded and no confidence moves. Pure: no I/O.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memlane.core.commands import clip

# Session statuses the rules understand (the harness's own words are mapped onto these).
COMPLETED, FAILED, INTERRUPTED = "completed", "failed", "interrupted"
_HARNESS_STATUS = {
    "completed": COMPLETED,
    "success": COMPLETED,
    "error": FAILED,
    "failed": FAILED,
    "aborted": INTERRUPTED,
    "cancelled": INTERRUPTED,
    "interrupted": INTERRUPTED,
}
EVIDENCE_COMMAND_CHARS = 160

# Runners that start whatever follows them (`uv run pytest`, `npx jest`, `python -m pytest`).
_WRAPPERS: dict[str, int] = {
    "uv": 1,  # uv run …
    "poetry": 1,
    "pipenv": 1,
    "pdm": 1,
    "hatch": 1,  # hatch run …
    "rye": 1,
    "npx": 0,
    "bunx": 0,
    "pnpx": 0,
    "bundle": 1,  # bundle exec …
    "time": 0,
    "nice": 0,
    "env": 0,
    "sudo": 0,
    "xvfb-run": 0,
    "dotenv": 0,
}
# Programs whose whole purpose is running tests.
_TEST_PROGRAMS = frozenset(
    {
        "pytest",
        "py.test",
        "tox",
        "nox",
        "jest",
        "vitest",
        "mocha",
        "ava",
        "karma",
        "jasmine",
        "rspec",
        "phpunit",
        "pest",
        "ctest",
        "nosetests",
        "ward",
        "playwright",
        "cypress",
        "busted",
        "prove",
        "bats",
    }
)
# Build tools whose test verb runs the suite: `go test`, `cargo test`, `npm test`, …
_TEST_VERBS: dict[str, frozenset[str]] = {
    "go": frozenset({"test"}),
    "cargo": frozenset({"test", "nextest"}),
    "npm": frozenset({"test", "t"}),
    "yarn": frozenset({"test"}),
    "pnpm": frozenset({"test", "t"}),
    "bun": frozenset({"test"}),
    "deno": frozenset({"test"}),
    "mvn": frozenset({"test", "verify"}),
    "mvnw": frozenset({"test", "verify"}),
    "gradle": frozenset({"test", "check"}),
    "gradlew": frozenset({"test", "check"}),
    "make": frozenset({"test", "tests", "check"}),
    "just": frozenset({"test", "tests"}),
    "dotnet": frozenset({"test"}),
    "mix": frozenset({"test"}),
    "swift": frozenset({"test"}),
    "bazel": frozenset({"test"}),
    "flutter": frozenset({"test"}),
    "dart": frozenset({"test"}),
    "rake": frozenset({"test", "spec"}),
    "sbt": frozenset({"test"}),
    "lein": frozenset({"test"}),
    "stack": frozenset({"test"}),
    "cabal": frozenset({"test"}),
    "zig": frozenset({"test"}),
}
_PY_TEST_MODULES = frozenset({"pytest", "unittest", "nose2", "tox", "nox"})
_ENV_ASSIGN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
# Control operators between simple commands; a `|` pipe is handled separately.
_SEQUENCE = re.compile(r"\s*(?:&&|\|\||;)\s*")


def _words(segment: str) -> list[str]:
    try:
        return shlex.split(segment)
    except ValueError:  # an unbalanced quote: fall back to whitespace
        return segment.split()


def _program(words: list[str]) -> list[str]:
    """``words`` without leading env assignments and runner wrappers."""
    i = 0
    while i < len(words):
        word = words[i]
        base = word.rsplit("/", 1)[-1]
        if _ENV_ASSIGN.match(word):
            i += 1
        elif base in _WRAPPERS:
            i += 1 + _WRAPPERS[base]
            while i < len(words) and words[i].startswith("-"):  # `npx --yes jest`
                i += 1
        else:
            break
    return words[i:]


def _runs_tests(words: list[str]) -> bool:
    words = _program(words)
    if not words:
        return False
    prog = words[0].rsplit("/", 1)[-1].removesuffix(".exe")
    if prog in _TEST_PROGRAMS:
        return True
    if prog.startswith("python") and "-m" in words:
        module = words[words.index("-m") + 1] if words.index("-m") + 1 < len(words) else ""
        return module.split(".")[0] in _PY_TEST_MODULES
    verbs = _TEST_VERBS.get(prog)
    if verbs is None:
        return False
    rest = [w for w in words[1:] if not w.startswith("-")]
    if not rest:
        return False
    if rest[0] in verbs:
        return True
    # `npm run test:unit`, `npm run-script test`, `yarn run test`, `pnpm run test-ci`
    return (
        rest[0] in ("run", "run-script")
        and len(rest) > 1
        and re.match(r"test(?:$|[:_-])", rest[1]) is not None
    )


def classify_tests(command: str) -> bool | None:
    """Whether ``command`` (a shell line as typed) runs tests: True when its exit status is the
    tests' own, False when tests run but the status belongs to something else (piped into
    another program), None when it does not run tests."""
    found = False
    for part in _SEQUENCE.split(command.strip()):
        stages = [s for s in re.split(r"(?<!\|)\|(?!\|)", part) if s.strip()]
        for i, stage in enumerate(stages):
            if _runs_tests(_words(stage)):
                if i < len(stages) - 1 and "pipefail" not in command:
                    return False
                found = True
    return True if found else None


def harness_status(raw: Any) -> str | None:
    """A harness's session status (Cursor's ``completed``/``aborted``/``error``) in our words."""
    return _HARNESS_STATUS.get(raw.strip().lower()) if isinstance(raw, str) else None


@dataclass(frozen=True)
class LoggedRun:
    """One logged tool call, as the rules need it."""

    command: str
    errored: bool
    at: datetime
    test_run: bool | None = None
    interrupted: bool = False


@dataclass(frozen=True)
class Verdict:
    outcome: str  # "done" | "failed"
    by: str  # "tests" | "session"
    evidence: dict[str, Any] = field(default_factory=dict)

    def describe(self) -> str:
        """One line for history reasons and `memlane why`."""
        ev = self.evidence
        if self.by == "tests":
            state = "passed" if self.outcome == "done" else "failed"
            return f"tests {state}: `{ev.get('command', '')}`"
        if ev.get("harness_status"):
            return f"session ended {ev['harness_status']}"
        last = ev.get("last_command")
        state = "succeeded" if self.outcome == "done" else "failed"
        return f"session's last command {state}: `{last}`" if last else f"session {state}"


def verdict(
    issued_at: datetime, runs: Sequence[LoggedRun], status: str | None = None
) -> Verdict | None:
    """The outcome the evidence after ``issued_at`` supports, or None (see the module doc).

    ``runs`` are the session's logged shell calls in order; ``status`` is the harness's own end
    status already mapped by :func:`harness_status` (None when it reported none).
    """
    after = [r for r in runs if r.at >= issued_at]
    tests = [r for r in after if r.test_run]
    if tests:
        last = tests[-1]
        return Verdict(
            "failed" if last.errored else "done",
            "tests",
            {"command": clip(last.command, EVIDENCE_COMMAND_CHARS), "runs": len(tests)},
        )
    if status == FAILED:
        return Verdict("failed", "session", {"harness_status": "with an error"})
    if not after or after[-1].interrupted or status == INTERRUPTED:
        return None
    last = after[-1]
    if status == COMPLETED and not last.errored:
        return Verdict("done", "session", {"harness_status": "completed"})
    return Verdict(
        "failed" if last.errored else "done",
        "session",
        {"last_command": clip(last.command, EVIDENCE_COMMAND_CHARS), "commands": len(after)},
    )


__all__ = [
    "COMPLETED",
    "FAILED",
    "INTERRUPTED",
    "LoggedRun",
    "Verdict",
    "classify_tests",
    "harness_status",
    "verdict",
]
