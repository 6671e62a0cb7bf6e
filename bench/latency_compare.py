"""Before and after: two bench/latency.py reports side by side, each figure also as a multiple of
the physical floor measured in the same run (so load on a shared machine, which slows the floor
too, does not pass for a change of code).

    .venv/bin/python bench/latency_compare.py BEFORE.json AFTER.json [--out FILE.md]

To measure the code before a change on the same machine, run the bench with the old source
tree first on the path: ``PYTHONPATH=<old checkout>/src .venv/bin/python bench/latency.py
--out-dir <dir>``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from memlane.atomic import write_atomic

Stage = Mapping[str, Any]


def _num(stage: Stage, *path: str) -> float | None:
    node: Any = stage
    for key in path:
        if not isinstance(node, Mapping) or key not in node:
            return None
        node = node[key]
    return float(node) if isinstance(node, int | float) else None


def _floor(stage: Stage) -> float | None:
    return _num(stage, "queries", "floor", "floor_p50_ms")


FIGURES: tuple[tuple[str, Callable[[Stage], float | None], bool], ...] = (
    # (label, getter, whether a multiple of the floor is meaningful)
    ("recall p50", lambda s: _num(s, "queries", "warm", "recall", "p50_ms"), True),
    ("search p50", lambda s: _num(s, "queries", "warm", "search", "p50_ms"), True),
    ("brief p50", lambda s: _num(s, "queries", "warm", "brief", "p50_ms"), True),
    ("first recall, new process", lambda s: _num(s, "queries", "first_call_ms", "recall"), True),
    ("cold `memlane recall` p50", lambda s: _num(s, "cold", "cli_recall", "p50_ms"), True),
    ("`memlane hook prompt` p50", lambda s: _num(s, "cold", "hook_prompt", "p50_ms"), True),
    ("physical floor p50", _floor, False),
    ("import (records/s)", lambda s: _num(s, "import", "records_per_s"), False),
    ("remember() at this size (/s)", lambda s: _num(s, "remember_at_size", "records_per_s"),
     False),
)  # fmt: skip


def _stages(report: Mapping[str, Any]) -> dict[str, Stage]:
    out = {f"{s['size'] // 1000}k ({s['embedder']})": s for s in report["stores"]}
    mini = report["minilm"]
    out[f"{mini['size'] // 1000}k (minilm)"] = mini
    return out


def _cell(value: float | None, floor: float | None, multiple: bool) -> str:
    if value is None:
        return "–"
    text = f"{value:,.0f}" if value >= 100 else f"{value:,.1f}"
    if multiple and floor:
        text += f" (×{value / floor:,.1f})"
    return text


def table(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    b, a = _stages(before), _stages(after)
    lines = [
        "| store | figure | before | after | after ÷ before | floor-normalized after ÷ before |",
        "|---|---|---|---|---|---|",
    ]
    for name in [n for n in b if n in a]:
        fb, fa = _floor(b[name]), _floor(a[name])
        for label, get, multiple in FIGURES:
            vb, va = get(b[name]), get(a[name])
            ratio = f"×{va / vb:.2f}" if vb and va is not None else "–"
            norm = f"×{(va / fa) / (vb / fb):.2f}" if multiple and vb and va and fb and fa else "–"
            lines.append(
                f"| {name} | {label} | {_cell(vb, fb, multiple)} | {_cell(va, fa, multiple)} "
                f"| {ratio} | {norm} |"
            )
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    before = json.loads(args.before.read_text("utf-8"))
    after = json.loads(args.after.read_text("utf-8"))
    lines = [
        "# memlane speed: before and after",
        "",
        f"Before: `{args.before}`, run at {before['machine']['timestamp']}; after: "
        f"`{args.after}`, run at {after['machine']['timestamp']}; {after['machine']['cpu_model']}"
        f", {after['machine']['logical_cores']} logical cores. Milliseconds (rates per second); "
        "in brackets, the figure as a multiple of the physical floor measured in the same run "
        "(exact KNN + one query embedding + one FTS lookup on that store).",
        "",
        *table(before, after),
        "",
    ]
    text = "\n".join(lines)
    if args.out:
        write_atomic(args.out, text, mode=0o644)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
