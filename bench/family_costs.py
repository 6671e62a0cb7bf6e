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
    .venv/bin/python bench/family_costs.py --body memories [--passes 3]

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


def _runs(
    text: str, flow: bool, cost: dict[tuple[int, int], int], idle: dict[int, int]
) -> tuple[int, int]:
    """Every family on every spelling of every segment of ``text``, as ``_rule_verdict`` runs
    them (each family's time added to ``cost`` and, when it found no needle, ``idle``): the
    number of runs, and of those without a needle."""
    clock = time.perf_counter_ns
    runs = idle_runs = 0
    for segment in long_text_segments(without_blobs(text)):
        spellings = variants(segment.raw, folded=segment.folded, flow=flow)
        plain = [pi._unquoted(spelling) for spelling in spellings]
        found = [entries_in(spelling) for spelling in plain]
        for i, (_, check, reads_quotes) in enumerate(CHECKS):
            sources = spellings if reads_quotes else plain
            for j, (spelling, hits) in enumerate(zip(sources, found, strict=True)):
                _HIT[0] = False
                start = clock()
                fired = check(spelling, segment.raw, hits)
                took = clock() - start
                cost[(i, j)] = cost.get((i, j), 0) + took
                runs += 1
                if not _HIT[0] and not fired:
                    idle[i] = idle.get(i, 0) + took
                    idle_runs += 1
    return runs, idle_runs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--body",
        default="documentation",
        help="a 256 KiB body of bench/safety.py, or 'memories': every 4th benign text of the"
        " corpora, each scanned as assess_injection scans a memory (times per memory)",
    )
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument(
        "--passes", type=int, default=3, help="memories: passes, each family's fastest kept"
    )
    args = parser.parse_args(argv)
    texts, bodies = safety.benign_bodies()
    batch = texts[::4] if args.body == MEMORIES else [bodies[args.body]]
    for _ in range(1 if args.body == MEMORIES else 2):  # warm up as safety_instructions does
        for text in batch:
            pi.assess_injection(text)
    cost: dict[tuple[int, int], int] = {}
    idle: dict[int, int] = {}
    runs = idle_runs = 0
    for _ in range(args.passes if args.body == MEMORIES else 1):
        # (on a loaded machine a pass is slowed at random: each family's fastest pass counts)
        once: dict[tuple[int, int], int] = {}
        once_idle: dict[int, int] = {}
        runs = idle_runs = 0
        for text in batch:
            # a memory gets a scan of its own, a body one scan for all its segments
            with gs.shared_lookups("read", whole=True):
                n, n_idle = _runs(text, len(text) <= FLOW_LIMIT, once, once_idle)
            runs, idle_runs = runs + n, idle_runs + n_idle
        for key, took in once.items():
            cost[key] = min(cost.get(key, took), took)
        for family, took in once_idle.items():
            idle[family] = min(idle.get(family, took), took)
    per = len(batch)
    unit, scale = ("µs per memory", 1e3 * per) if args.body == MEMORIES else ("ms", 1e6)
    total = sum(cost.values())
    by_spelling: dict[int, int] = {}
    by_family: dict[int, int] = {}
    for (i, j), took in cost.items():
        by_spelling[j] = by_spelling.get(j, 0) + took
        by_family[i] = by_family.get(i, 0) + took
    print(
        f"{args.body}: {runs} family runs, {total / scale:.1f} {unit}; no needle found in"
        f" {idle_runs} runs, {sum(idle.values()) / scale:.1f} {unit}"
        f" ({100 * sum(idle.values()) / total:.1f} %)"
    )
    print(
        "by spelling (0 = folded):",
        {j: f"{t / scale:.1f}" for j, t in sorted(by_spelling.items())},
    )
    print(f"| {unit} | no needle | # | family |\n|---:|---:|---:|---|")
    for i, took in sorted(by_family.items(), key=lambda item: -item[1])[: args.top]:
        label = _label(CHECKS[i][1])
        print(f"| {took / scale:.1f} | {idle.get(i, 0) / scale:.1f} | {i} | {label} |")
    return 0


MEMORIES = "memories"


if __name__ == "__main__":
    raise SystemExit(main())
