"""Presents a latency.py report: growth ratios, the Markdown tables, the plot and the README
Performance section. Pure presentation: it reads a finished report and measures nothing.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")  # files only: the benchmark runs headless
import matplotlib.pyplot as plt
from matplotlib.ticker import FuncFormatter, LogLocator

REPRODUCE = ".venv/bin/python bench/run_all.py"
PLOT_LINK = "bench/results/latency.png"
Getter = Callable[[Mapping[str, Any]], float | None]
VERBS = ("recall", "search", "brief")


def _get(*path: str) -> Getter:
    def get(stage: Mapping[str, Any]) -> float | None:
        node: Any = stage
        for key in path:
            if not isinstance(node, Mapping) or key not in node:
                return None
            node = node[key]
        return float(node) if isinstance(node, int | float) else None

    return get


# metric name -> (getter, unit); the growth table and the ratios use the same list.
METRICS: dict[str, tuple[Getter, str]] = {
    **{f"{v} {p}": (_get("queries", "warm", v, f"{p}_ms"), "ms")
       for v in VERBS for p in ("p50", "p95")},
    **{f"recall {p} first seen": (_get("queries", "first_seen", "warm", "recall", f"{p}_ms"),
                                  "ms")
       for p in ("p50", "p95")},
    "physical floor": (_get("queries", "floor", "floor_p50_ms"), "ms"),
    **{f"{v} ÷ floor": (_get("queries", "floor_multiple", v), "x") for v in VERBS},
    "first recall in a new process": (_get("queries", "first_call_ms", "recall"), "ms"),
    "cold `memlane recall` p50": (_get("cold", "cli_recall", "p50_ms"), "ms"),
    "cold `memlane recall` p95": (_get("cold", "cli_recall", "p95_ms"), "ms"),
    "`memlane hook prompt` p50": (_get("cold", "hook_prompt", "p50_ms"), "ms"),
    "`memlane hook prompt` p95": (_get("cold", "hook_prompt", "p95_ms"), "ms"),
    "peak RSS, query process": (_get("queries", "peak_rss_kb"), "KB"),
    "peak RSS, cold CLI": (_get("cold", "cli_recall", "peak_rss_kb"), "KB"),
    "store on disk": (_get("disk_bytes", "total"), "B"),
    "import rate": (_get("import", "records_per_s"), "rec/s"),
    "remember() rate at this size": (_get("remember_at_size", "records_per_s"), "rec/s"),
}  # fmt: skip


def growth(stages: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """How each figure grows from the smallest store to the largest (ratio largest/smallest)."""
    if len(stages) < 2:
        return {}
    lo, hi = stages[0], stages[-1]
    out: dict[str, Any] = {"from_size": lo["size"], "to_size": hi["size"]}
    for name, (get, unit) in METRICS.items():
        a, b = get(lo), get(hi)
        out[name] = {
            "unit": unit,
            "from": a,
            "to": b,
            "ratio": round(b / a, 2) if a and b is not None else None,
        }
    return out


def _fmt(value: float | None, unit: str) -> str:
    if value is None:
        return "–"
    if unit == "KB":
        return f"{value / 1024:,.0f} MB"
    if unit == "B":
        return f"{value / 1e6:,.1f} MB"
    if unit == "rec/s":
        return f"{value:,.0f}/s"
    if unit == "x":
        return f"×{value:,.1f}"
    return f"{value:,.0f} ms" if value >= 100 else f"{value:,.1f} ms"


def _size(n: int) -> str:
    return f"{n // 1000}k" if n >= 1000 and n % 1000 == 0 else f"{n:,}"


def _pair(stage: Mapping[str, Any], p50: str, p95: str, unit: str = "ms") -> str:
    a, b = METRICS[p50][0](stage), METRICS[p95][0](stage)
    if a is None:
        return "not available"
    return f"{_fmt(a, unit)} / {_fmt(b, unit)}"


def _floor_cell(stage: Mapping[str, Any]) -> str:
    floor = stage.get("queries", {}).get("floor")
    if not isinstance(floor, Mapping):
        return "not measured"
    part = {k: floor.get(k, {}).get("p50_ms") for k in ("knn", "embedding", "fts")}
    pieces = " + ".join(_fmt(v, "ms") for v in part.values() if v is not None)
    return f"{_fmt(floor['floor_p50_ms'], 'ms')} ({pieces})"


ROWS: tuple[tuple[str, Callable[[Mapping[str, Any]], str], str], ...] = (
    ("recall p50 / p95 (warm, in-process; read-gate verdicts kept)",
     lambda s: _pair(s, "recall p50", "recall p95"), "recall p50"),
    ("recall p50 / p95, records met for the first time (each judged by the read gate)",
     lambda s: _pair(s, "recall p50 first seen", "recall p95 first seen"),
     "recall p50 first seen"),
    ("search p50 / p95 (warm, in-process)", lambda s: _pair(s, "search p50", "search p95"),
     "search p50"),
    ("brief p50 / p95 (warm, in-process)", lambda s: _pair(s, "brief p50", "brief p95"),
     "brief p50"),
    ("physical floor p50: exact KNN + one embedding + one FTS lookup", _floor_cell,
     "physical floor"),
    ("recall / search / brief p50 as multiples of the floor",
     lambda s: " / ".join(_fmt(METRICS[f"{v} ÷ floor"][0](s), "x") for v in VERBS),
     "recall ÷ floor"),
    ("first recall in a new process (loads the index)",
     lambda s: _fmt(METRICS["first recall in a new process"][0](s), "ms"),
     "first recall in a new process"),
    ("cold `memlane recall` process p50 / p95",
     lambda s: _pair(s, "cold `memlane recall` p50", "cold `memlane recall` p95"),
     "cold `memlane recall` p50"),
    ("`memlane hook prompt` process p50 / p95",
     lambda s: _pair(s, "`memlane hook prompt` p50", "`memlane hook prompt` p95"),
     "`memlane hook prompt` p50"),
    ("peak RSS: query process / cold CLI",
     lambda s: _pair(s, "peak RSS, query process", "peak RSS, cold CLI", "KB"),
     "peak RSS, query process"),
    ("store files on disk (db, wal, shm)", lambda s: _fmt(METRICS["store on disk"][0](s), "B"),
     "store on disk"),
    ("bulk import (Memory.import_) up to this size",
     lambda s: _fmt(METRICS["import rate"][0](s), "rec/s"), "import rate"),
    ("remember(), one call each, into a store of this size",
     lambda s: _fmt(METRICS["remember() rate at this size"][0](s), "rec/s"),
     "remember() rate at this size"),
)  # fmt: skip


def scale_table(report: Mapping[str, Any]) -> list[str]:
    stages, mini = report["stores"], report["minilm"]
    grow = report.get("growth", {})
    head = [f"{_size(s['size'])} ({s['embedder']})" for s in stages]
    head.append(f"{_size(mini['size'])} (minilm)")
    ratio_head = f"{_size(grow['to_size'])} ÷ {_size(grow['from_size'])}" if grow else "ratio"
    lines = [f"| | {' | '.join(head)} | {ratio_head} |", f"|---|{'---|' * (len(head) + 1)}"]
    for label, cell, metric in ROWS:
        ratio = grow.get(metric, {}).get("ratio")
        cells = [cell(s) for s in [*stages, mini]]
        lines.append(
            f"| {label} | {' | '.join(cells)} | {'–' if ratio is None else f'×{ratio:g}'} |"
        )
    if grow:
        lines += [
            "",
            f"The last column is the {_size(grow['to_size'])} figure divided by the "
            f"{_size(grow['from_size'])} figure (the first figure of a cell: p50, or the "
            "query process's RSS); every ratio, p95 included, is in `latency.json` "
            "(`growth`).",
        ]
    return lines


def ingest_table(report: Mapping[str, Any]) -> list[str]:
    ing, mini, first = report["ingest"], report["minilm"], report["stores"][0]
    rows = [
        ("remember(), one call each, empty store", "none (lexical)", ing["remember_lexical"]),
        ("remember(), one call each, empty store", "minilm", ing["remember_minilm"]),
        ("Memory.import_ (bulk), empty store", "none (lexical)", ing["import_lexical"]),
        ("Memory.remember_many (bulk), empty store", "none (lexical)",
         ing.get("remember_many_lexical")),
        (f"Memory.import_ (bulk), first {_size(first['size'])}", report["config"]["scale_embedder"],
         first["import"]),
        (f"Memory.import_ (bulk), {_size(mini['size'])} records", "minilm", mini["import"]),
    ]  # fmt: skip
    lines = [
        "| Write path | Embedder | Records | Rate | Per CPU-second | Note |",
        "|---|---|---|---|---|---|",
    ]
    for what, emb, r in rows:
        if r is None:  # a report from before the row existed
            continue
        note = ""
        if "near_duplicates_refused" in r:
            note = (
                f"p50 {r['per_call']['p50_ms']:.1f} ms per call; "
                f"{r['near_duplicates_refused']} refused as near-duplicate facts"
            )
        cpu = r.get("records_per_cpu_s")
        lines.append(
            f"| {what} | {emb} | {r['records']:,} | {r['records_per_s']:,.0f}/s | "
            f"{f'{cpu:,.0f}' if cpu else '–'} | {note} |"
        )
    model = mini.get("model_alone")
    if model:
        share = mini["import"].get("records_per_cpu_s", 0) / model["texts_per_cpu_s"]
        lines.append(
            f"| the MiniLM model alone, on {model['texts']:,} of the same texts | minilm | "
            f"{model['texts']:,} | {model['texts_per_s']:,.0f}/s | "
            f"{model['texts_per_cpu_s']:,.0f} | the model's pace on these texts: "
            f"{model['mean_tokens']:.0f} tokens per text on average (p90 {model['p90_tokens']}); "
            f"the {_size(mini['size'])} import runs at {share:.0%} of it per CPU-second |"
        )
    lines.append(
        f"| Memory.import_ (bulk), 100k records | minilm | – | – | – | extrapolated from the "
        f"{_size(mini['size'])} measurement: ≈{mini['import_100k_extrapolated_s']:,.0f} s "
        "(linear; a lower bound, the write path itself slows as the store grows) |"
    )
    return lines


def render_markdown(report: Mapping[str, Any]) -> str:
    m = report["machine"]
    lines = [
        "# memlane speed and scale",
        "",
        f"Machine: {m['cpu_model']}, {m['logical_cores']} logical cores, Python {m['python']}; "
        + ", ".join(f"{k} {v}" for k, v in m["packages"].items())
        + f"; commit {m['git']['commit'] or 'uncommitted'}"
        + (" (dirty tree)" if m["git"]["dirty"] else "")
        + f". Benchmark wall time "
        f"{report['wall_s']:.0f} s.",
        "",
        "## Latency, memory and size by store size",
        "",
        *scale_table(report),
        "",
        f"![latency by store size]({Path(PLOT_LINK).name})",
        "",
        "## Ingest rate",
        "",
        *ingest_table(report),
        "",
        f"MiniLM model load (first embedding in a process): "
        f"{report['ingest']['minilm_model_load_ms']:,.0f} ms.",
        "",
        "## Method",
        "",
        *(f"- {line}" for line in report["method"]),
        "",
        f"Reproduce: `{REPRODUCE}` (all benchmarks) or `.venv/bin/python bench/latency.py`.",
        "",
    ]
    return "\n".join(lines)


def performance_section(report: Mapping[str, Any]) -> str:
    """The README "Performance" section text (the lead pastes it)."""
    m = report["machine"]
    return "\n".join([
        f"Measured on {m['cpu_model']} ({m['logical_cores']} logical cores), Python "
        f"{m['python']}, on synthetic stores of software-team memories "
        f"(`bench/synth.py`). The {', '.join(_size(s['size']) for s in report['stores'])} "
        f"columns use the `{report['config']['scale_embedder']}` embedder (MiniLM's dimension, "
        "so the vector scan costs the same, without the MiniLM query embedding); the last "
        "column is the default MiniLM embedder.",
        "",
        *scale_table(report),
        "",
        *ingest_table(report),
        "",
        f"![recall, search and brief latency by store size]({PLOT_LINK})",
        "",
        "Reproduce every benchmark (recall quality, safety, speed and scale, embedder speed, "
        f"hooks) with one command: `{REPRODUCE}`. Full tables: `bench/results/summary.md`.",
        "",
    ])  # fmt: skip


def plot(report: Mapping[str, Any], path: Path) -> None:
    stages, mini = report["stores"], report["minilm"]
    sizes = [s["size"] for s in stages]
    fig, (warm_ax, cold_ax) = plt.subplots(1, 2, figsize=(13, 6.4), dpi=110)
    colors = {
        "recall": "tab:blue",
        "search": "tab:orange",
        "brief": "tab:green",
        "cli": "tab:purple",
        "hook": "tab:red",
    }

    def series(ax: Any, label: str, color: str, p50: Getter, p95: Getter) -> None:
        a = [p50(s) for s in stages]
        b = [p95(s) for s in stages]
        if any(v is None for v in a):
            return
        ax.plot(sizes, a, "o-", color=color, label=f"{label} p50", linewidth=2)
        ax.plot(sizes, b, "s--", color=color, label=f"{label} p95", alpha=0.7)

    for verb in VERBS:
        series(warm_ax, verb, colors[verb], METRICS[f"{verb} p50"][0], METRICS[f"{verb} p95"][0])
        value = METRICS[f"{verb} p50"][0](mini)
        if value is not None:
            warm_ax.plot(
                [mini["size"]],
                [value],
                "*",
                color=colors[verb],
                markersize=14,
                markeredgecolor="black",
                label=f"{verb} p50, minilm",
            )
    series(
        cold_ax,
        "memlane recall (process)",
        colors["cli"],
        METRICS["cold `memlane recall` p50"][0],
        METRICS["cold `memlane recall` p95"][0],
    )
    series(
        cold_ax,
        "memlane hook prompt",
        colors["hook"],
        METRICS["`memlane hook prompt` p50"][0],
        METRICS["`memlane hook prompt` p95"][0],
    )
    for key, color in (
        ("cold `memlane recall` p50", colors["cli"]),
        ("`memlane hook prompt` p50", colors["hook"]),
    ):
        value = METRICS[key][0](mini)
        if value is not None:
            name = "memlane recall" if "recall" in key else "hook prompt"
            cold_ax.plot(
                [mini["size"]],
                [value],
                "*",
                color=color,
                markersize=14,
                markeredgecolor="black",
                label=f"{name} p50, minilm",
            )
    emb = report["config"]["scale_embedder"]
    for ax, title in (
        (warm_ax, "Warm, in-process (one query each)"),
        (cold_ax, "Cold process, spawn to exit"),
    ):
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xticks(sizes, [_size(s) for s in sizes])
        ax.xaxis.set_minor_locator(LogLocator(base=10, subs=()))
        ax.yaxis.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
        ax.yaxis.set_minor_locator(LogLocator(base=10, subs=()))
        ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:,.0f}"))
        ax.set_xlabel(f"records in the store (lines: {emb}; ★ = minilm store)")
        ax.set_ylabel("latency (ms, log scale)")
        ax.set_title(title)
        ax.grid(True, which="major", alpha=0.3)
        # Below the axes: inside, some corner always hides a line at some store size.
        ax.legend(
            fontsize=8,
            loc="upper center",
            bbox_to_anchor=(0.5, -0.14),
            ncol=3 if ax is warm_ax else 2,
        )
    m = report["machine"]
    fig.suptitle(
        f"memlane latency by store size — {m['cpu_model']}, {m['logical_cores']} cores", fontsize=11
    )
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)


def headline(report: Mapping[str, Any]) -> str:
    return "\n".join(scale_table(report))


def write_atomic(path: Path, data: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            os.fchmod(fh.fileno(), 0o644)  # mkstemp makes 0600; results are shared files
            fh.write(data.encode("utf-8") if isinstance(data, str) else data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write(report: Mapping[str, Any], out_dir: Path) -> None:
    """latency.json, latency.md, latency.png and README-performance.md in ``out_dir``."""
    png = out_dir / "latency.png"
    tmp_png = out_dir / ".latency.png.tmp.png"
    plot(report, tmp_png)
    os.replace(tmp_png, png)
    write_atomic(out_dir / "latency.json", json.dumps(report, indent=2) + "\n")
    write_atomic(out_dir / "latency.md", render_markdown(report))
    write_atomic(out_dir / "README-performance.md", performance_section(report))
