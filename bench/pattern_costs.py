"""Which compiled patterns a gate's scan of a 256 KiB body spends its regex time in.

bench/safety_instructions.py says how much of a scan the regex engine is (~40 % of the read
gate's documentation body), not which patterns. This bench wraps every pattern the gates
compile (``re.compile`` and :func:`memlane.core.regex_lead.lead_compiled`, patched before the
gates are imported) in a counting proxy, warms the scan up like safety_instructions.py (two
scans), then scans the body once more and prints, per pattern, the calls, the characters the
calls were given (``endpos - pos``: what ``search`` and ``finditer`` may skip through), and the
time spent inside the engine (``perf_counter_ns`` around each call and each ``finditer`` step),
largest first, with where the pattern was compiled.

    .venv/bin/python bench/pattern_costs.py --gate injection --body documentation [--top 30]

Times are wall-clock on a shared machine: read them as shares and rankings, and confirm a cut
with bench/safety_instructions.py. The proxy adds a Python call per regex call; the time it
reports is the engine's, plus the clock reads around it: a pattern called thousands of times
(a headed rule's match at every colon of a JSON transcript) reads high. At load ~7 the same
scan's figures came out 2-4 times those at load ~3, most for the patterns called most often.
Passes over whole segments (calls x characters given near the body's size) are the figures to
trust first: each of the cuts measured after this bench came from that column.
"""

from __future__ import annotations

import argparse
import gc
import re
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests")]

_real_compile = re.compile
_real_internal = re._compile  # type: ignore[attr-defined]
_clock = time.perf_counter_ns


class _Stat:
    __slots__ = ("calls", "chars", "ns")

    def __init__(self) -> None:
        self.calls = 0
        self.chars = 0
        self.ns = 0


# label -> stat; on only while the counted scan runs
STATS: dict[str, _Stat] = {}
_ON = [False]


class Counted:
    """A compiled pattern that counts its calls, the characters given and the engine's time."""

    def __init__(self, real: re.Pattern[str], label: str) -> None:
        self._real = real
        self._label = label

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def __repr__(self) -> str:
        return repr(self._real)

    def _note(self, method: str, text: Any, pos: int, endpos: int | None, ns: int) -> None:
        stat = STATS.get(f"{method} {self._label}")
        if stat is None:
            stat = STATS[f"{method} {self._label}"] = _Stat()
        stat.calls += 1
        size = len(text) if isinstance(text, str) else 0
        stat.chars += max(0, min(size, endpos if endpos is not None else size) - pos)
        stat.ns += ns

    def _timed(self, method: str, call: Callable[..., Any], text: Any, *args: Any) -> Any:
        if not _ON[0]:
            return call(text, *args)
        start = _clock()
        out = call(text, *args)
        pos = args[0] if args and isinstance(args[0], int) else 0
        end = args[1] if len(args) > 1 and isinstance(args[1], int) else None
        self._note(method, text, pos, end, _clock() - start)
        return out

    def search(self, text: Any, *args: Any) -> Any:
        return self._timed("search", self._real.search, text, *args)

    def match(self, text: Any, *args: Any) -> Any:
        return self._timed("match", self._real.match, text, *args)

    def fullmatch(self, text: Any, *args: Any) -> Any:
        return self._timed("fullmatch", self._real.fullmatch, text, *args)

    def findall(self, text: Any, *args: Any) -> Any:
        return self._timed("findall", self._real.findall, text, *args)

    def split(self, text: Any, maxsplit: int = 0) -> Any:
        return self._timed("split", self._real.split, text, maxsplit)

    def sub(self, repl: Any, text: Any, count: int = 0) -> Any:
        return self._timed("sub", lambda t, c: self._real.sub(repl, t, c), text, count)

    def subn(self, repl: Any, text: Any, count: int = 0) -> Any:
        return self._timed("subn", lambda t, c: self._real.subn(repl, t, c), text, count)

    def finditer(self, text: Any, *args: Any) -> Iterator[re.Match[str]]:
        if not _ON[0]:
            return self._real.finditer(text, *args)
        return self._steps(text, *args)

    def _steps(self, text: Any, *args: Any) -> Iterator[re.Match[str]]:
        start = _clock()
        found = self._real.finditer(text, *args)
        spent = _clock() - start
        try:
            while True:
                start = _clock()
                try:
                    m = next(found)
                except StopIteration:
                    return
                finally:
                    spent += _clock() - start
                yield m
        finally:
            pos = args[0] if args and isinstance(args[0], int) else 0
            end = args[1] if len(args) > 1 and isinstance(args[1], int) else None
            self._note("finditer", text, pos, end, spent)


def _label(pattern: str, depth: int = 2) -> str:
    frame = sys._getframe(depth)
    where = f"{Path(frame.f_code.co_filename).stem}:{frame.f_lineno}"
    return f"{where} {pattern[:70]!r}"


def _compile(pattern: Any, flags: int = 0) -> Any:
    if isinstance(pattern, Counted):
        return pattern
    real = _real_compile(pattern, flags)
    if not isinstance(real.pattern, str):
        return real
    return Counted(real, _label(real.pattern))


def _internal(pattern: Any, flags: Any) -> Any:  # re.sub(proxy, ...) and the like
    return _real_internal(pattern._real if isinstance(pattern, Counted) else pattern, flags)


def install() -> None:
    """Patch re and regex_lead: call before memlane's gates are imported."""
    re.compile = _compile
    re._compile = _internal  # type: ignore[attr-defined]
    from memlane.core import regex_lead

    real_lead = regex_lead.lead_compiled

    def lead_compiled(pattern: Any) -> Any:
        real = pattern._real if isinstance(pattern, Counted) else pattern
        fast = real_lead(real)
        if isinstance(pattern, Counted):
            if fast is real:
                return pattern
            # one proxy per led pattern, so its stats gather under one label
            held = _LED.get(id(fast))
            if held is None:
                held = _LED[id(fast)] = (fast, Counted(fast, "led " + pattern._label))
            return held[1]
        return fast

    regex_lead.lead_compiled = lead_compiled


_LED: dict[int, tuple[re.Pattern[str], Counted]] = {}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gate", default="injection", choices=("injection", "privacy"))
    parser.add_argument("--body", default="documentation")
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args(argv)
    install()
    import safety
    from memlane.core.privacy import find_credentials
    from memlane.core.prompt_injection import assess_injection

    scan = find_credentials if args.gate == "privacy" else assess_injection
    _, bodies = safety.benign_bodies()
    body = bodies[args.body]
    for _ in range(2):
        scan(body)
    gc.collect()
    _ON[0] = True
    start = time.process_time_ns()
    scan(body)
    whole = time.process_time_ns() - start
    _ON[0] = False
    inside = sum(s.ns for s in STATS.values())
    print(
        f"{args.gate} | {args.body}: scan {whole / 1e6:.1f} ms CPU, inside patterns "
        f"{inside / 1e6:.1f} ms wall, {len(STATS)} patterns x methods called"
    )
    print("| ms | share | calls | M chars | method, where, pattern |\n|---:|---:|---:|---:|---|")
    for label, stat in sorted(STATS.items(), key=lambda kv: -kv[1].ns)[: args.top]:
        print(
            f"| {stat.ns / 1e6:.2f} | {100 * stat.ns / inside:.1f} % | {stat.calls} "
            f"| {stat.chars / 1e6:.2f} | {label} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
