"""Where a read-gate scan of a 256 KiB body spends its rule time, per rule family and spelling,
and how much of it goes to families that found none of their needle words.

bench/pattern_costs.py ranks compiled patterns; this ranks the entries of
``prompt_injection_checks.CHECKS`` (one family each) run on each segment's spellings (folded,
de-leeted, de-spaced, joined, flowed) as ``_rule_verdict`` runs them. A run in which no gated
look-up of the family (``present``, ``find_near``, ``occurring``, ``positions`` … of
:mod:`memlane.core.gated_search`, patched before the rules import them) found anything, and
which returned False, is one a router by needle words could have skipped: the "no needle" column
is the most such a router saves (its own test costs come off it). Rules that read the text
without a gated look-up (a plain regex, ``in``) are not seen: their runs count as "no needle".

    .venv/bin/python bench/family_costs.py --body "look-alike notes" [--top 25]

Wall-clock per call (perf_counter_ns): read the figures as shares and rankings.
"""

from __future__ import annotations

import argparse
import inspect
import re
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests")]

import memlane.core.gated_search as gs  # noqa: E402

_HIT = [False]


def _flagging(real: Callable[..., Any]) -> Callable[..., Any]:
    def call(*args: Any, **kwargs: Any) -> Any:
        out = real(*args, **kwargs)
        if out:
            _HIT[0] = True
        return out

    return call


def _flagging_iter(real: Callable[..., Iterator[Any]]) -> Callable[..., Iterator[Any]]:
    def call(*args: Any, **kwargs: Any) -> Iterator[Any]:
        for item in real(*args, **kwargs):
            _HIT[0] = True
            yield item

    return call


# patched before the rules import them (they bind the names at import)
for _name in ("present", "_present_in", "occurring", "positions", "windows", "search_near"):
    setattr(gs, _name, _flagging(getattr(gs, _name)))
for _name in ("find_near", "matches_at"):
    setattr(gs, _name, _flagging_iter(getattr(gs, _name)))

import safety  # noqa: E402
from memlane.core import prompt_injection as pi  # noqa: E402
from memlane.core.prompt_injection_checks import CHECKS  # noqa: E402
from memlane.core.prompt_injection_lexicon import entries_in  # noqa: E402
from memlane.core.scan_segments import long_text_segments, without_blobs  # noqa: E402
from memlane.core.text_normalize import FLOW_LIMIT, variants  # noqa: E402


def _label(check: Callable[..., bool]) -> str:
    """The rule functions a check calls on the folded text ("field_turn or fenced_turn")."""
    return " or ".join(re.findall(r"(\w+)\(folded", inspect.getsource(check))) or "?"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--body", default="documentation")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args(argv)
    body = safety.benign_bodies()[1][args.body]
    for _ in range(2):  # warm up as bench/safety_instructions.py does
        pi.assess_injection(body)
    clock = time.perf_counter_ns
    cost: dict[tuple[int, int], int] = {}
    idle: dict[int, int] = {}
    runs = idle_runs = 0
    with gs.shared_lookups("read", whole=True):
        for segment in long_text_segments(without_blobs(body)):
            spellings = variants(segment.raw, folded=segment.folded, flow=len(body) <= FLOW_LIMIT)
            plain = [pi._unquoted(text) for text in spellings]
            found = [entries_in(text) for text in plain]
            for i, (_, check, reads_quotes) in enumerate(CHECKS):
                sources = spellings if reads_quotes else plain
                for j, (text, hits) in enumerate(zip(sources, found, strict=True)):
                    _HIT[0] = False
                    start = clock()
                    fired = check(text, segment.raw, hits)
                    took = clock() - start
                    cost[(i, j)] = cost.get((i, j), 0) + took
                    runs += 1
                    if not _HIT[0] and not fired:
                        idle[i] = idle.get(i, 0) + took
                        idle_runs += 1
    total = sum(cost.values())
    by_spelling: dict[int, int] = {}
    by_family: dict[int, int] = {}
    for (i, j), took in cost.items():
        by_spelling[j] = by_spelling.get(j, 0) + took
        by_family[i] = by_family.get(i, 0) + took
    print(
        f"{args.body}: {runs} family runs, {total / 1e6:.1f} ms; no needle found in {idle_runs}"
        f" runs, {sum(idle.values()) / 1e6:.1f} ms ({100 * sum(idle.values()) / total:.1f} %)"
    )
    print(
        "by spelling (0 = folded):",
        {j: f"{t / 1e6:.1f} ms" for j, t in sorted(by_spelling.items())},
    )
    print("| ms | no needle, ms | # | family |\n|---:|---:|---:|---|")
    for i, took in sorted(by_family.items(), key=lambda item: -item[1])[: args.top]:
        label = _label(CHECKS[i][1])
        print(f"| {took / 1e6:.1f} | {idle.get(i, 0) / 1e6:.1f} | {i} | {label} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
