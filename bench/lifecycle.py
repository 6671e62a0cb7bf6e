"""Lifecycle speed: `memlane verify` (first run, unchanged re-runs, after edits) over a 20k-file
project tree with a 10k-memory store, and `memlane consolidate` (preview and apply) on it.

The tree is synthetic Python packages (functions and command-line flags); the memories cite
existing files, functions and flags, missing files, or nothing checkable, mixed with the
shared synthetic software-team memories (bench/synth.py), and a few duplicates and opposite
guidance pairs for consolidation to find. Everything runs in-process on one store built with
Memory.import_ (embedder hash:384: MiniLM's dimension, so the semantic pass costs the same).
The result files are written only after every stage finished.

    .venv/bin/python bench/lifecycle.py [--memories 10000] [--files 20000] [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import memlane
import synth
from latency_report import write_atomic
from machine import machine_info
from memlane.core.records import Provenance, Record, new_id_at
from memlane.core.write_rules import title_from_text
from memlane.services.curate import EXPORT_FORMAT, EXPORT_VERSION
from memlane.services.memory import Memory

BENCH_DIR = Path(__file__).resolve().parent
DEFAULT_OUT_DIR = BENCH_DIR / "results"
EMBEDDER = "hash:384"
MODULES_PER_PACKAGE = 100


def summarize_ms(samples_s: Sequence[float]) -> dict[str, Any]:
    ms = sorted(s * 1000 for s in samples_s)
    p95 = ms[max(0, math.ceil(0.95 * len(ms)) - 1)]
    return {"n": len(ms), "p50_ms": round(statistics.median(ms), 1), "p95_ms": round(p95, 1)}


def module_text(p: int, m: int) -> str:
    return (
        f'"""Package {p}, module {m}."""\n\nimport argparse\n\n\n'
        f"def handle_{p}_{m}(request):\n    return request\n\n\n"
        f"def parse_{p}_{m}(text):\n    return text.split()\n\n\n"
        f"parser = argparse.ArgumentParser()\n"
        f'parser.add_argument("--level-{p}-{m}", type=int)\n'
    )


def build_tree(root: Path, n_files: int) -> list[tuple[int, int]]:
    """``n_files`` Python modules in packages of 100; returns each module's (package, module)."""
    modules = []
    for i in range(n_files):
        p, m = divmod(i, MODULES_PER_PACKAGE)
        folder = root / "src" / f"pkg{p}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"mod{m}.py").write_text(module_text(p, m), "utf-8")
        modules.append((p, m))
    return modules


def memory_texts(n: int, modules: Sequence[tuple[int, int]], seed: int = 5) -> list[str]:
    """The store's fact texts: 40 % cite a file and a function in it, 15 % a file and a
    flag, 10 % a file that does not exist, the rest synthetic prose; plus duplicates and
    opposite-guidance pairs (about 1 % each)."""
    rng = random.Random(seed)
    facts = (r.text for r in synth.generate(n * 3, seed=seed) if r.kind == "fact")
    prose = list(dict.fromkeys(facts))
    out: list[str] = []
    for i in range(n):
        p, m = rng.choice(modules)
        roll = rng.random()
        if roll < 0.40:
            out.append(f"Requests for area {p}-{m} go through `handle_{p}_{m}()` in "
                       f"`src/pkg{p}/mod{m}.py`; keep it thin ({i}).")  # fmt: skip
        elif roll < 0.55:
            out.append(f"Run `python src/pkg{p}/mod{m}.py --level-{p}-{m} 3` to reproduce "
                       f"issue {i}.")  # fmt: skip
        elif roll < 0.65:
            out.append(f"The legacy importer for area {i} lives in src/legacy{p}/import{m}.py.")
        else:
            out.append(prose[i % len(prose)] + f" (note {i})")
    for i in range(n // 100):
        out.append(out[i * 7] + " Check with the owner.")  # near duplicates
        out.append(f"Use tool{i} for area {i} builds")
        out.append(f"Never use tool{i}; area {i} builds moved to make")
    return out


def corpus(scope: str, texts: Sequence[str], now: datetime) -> dict[str, Any]:
    records = []
    for i, text in enumerate(texts):
        at = now - timedelta(days=40, seconds=len(texts) - i)
        rec = Record(
            id=new_id_at(at), kind="fact", scope=scope, title=title_from_text(text), body=text,
            created_at=at, updated_at=at, provenance=Provenance(trigger="import", at=at),
            slug=f"m{i}", type="project",
        )  # fmt: skip
        records.append(rec.to_dict())
    return {"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "records": records}


def timed(fn: Any) -> tuple[float, Any]:
    started = time.perf_counter()
    value = fn()
    return time.perf_counter() - started, value


def measure_verify(mem: Memory, tree: Path, runs: int) -> dict[str, Any]:
    first_s, first = timed(mem.verify)
    again = []
    for _ in range(runs):
        seconds, report = timed(mem.verify)
        again.append(seconds)
        assert report.checked == 0, "an unchanged store over an unchanged tree re-checked"
    touched = sorted(tree.glob("src/pkg1*/mod1*.py"))[:20]
    for path in touched:
        path.write_text(path.read_text("utf-8") + "# edited\n", "utf-8")
    edit_s, edited = timed(mem.verify)
    return {
        "files": first.files,
        "memories": len(first.memories),
        "first_run_s": round(first_s, 2),
        "first_run": {k: first.counts[k] for k in ("verified", "stale", "unknown")},
        "unchanged_rerun": summarize_ms(again),
        "after_editing_files": {
            "files_edited": len(touched),
            "seconds": round(edit_s, 2),
            "memories_rechecked": edited.checked,
        },
    }


def measure_consolidate(mem: Memory, runs: int) -> dict[str, Any]:
    previews = []
    result = None
    for _ in range(runs):
        seconds, result = timed(lambda: mem.consolidate(use_model=False))
        previews.append(seconds)
    assert result is not None
    counts = result.to_dict()["counts"]
    counts["semantic"] = result.semantic_total
    lexical_s, _ = timed(lambda: mem.consolidate(use_model=False, semantic=False))
    apply_s, applied = timed(
        lambda: mem.consolidate(apply=True, kinds=["duplicate", "supersession"], use_model=False)
    )
    return {
        "preview": summarize_ms(previews),
        "preview_without_semantic_s": round(lexical_s, 2),
        "proposals": counts,
        "apply_s": round(apply_s, 2),
        "applied": sum(1 for a in applied.applied if a["status"] == "applied"),
    }


def render_markdown(report: dict[str, Any]) -> str:
    v, c = report["verify"], report["consolidate"]
    m = report["machine"]
    return "\n".join([
        "# Lifecycle: verify and consolidate",
        "",
        f"{m['cpu_model']}, {m['logical_cores']} logical cores, Python {m['python']}; "
        f"{report['memories']:,} memories, {v['files']:,} files, embedder {EMBEDDER}. "
        f"Reproduce: `{report['command']}`.",
        "",
        "| | time |",
        "|---|---|",
        f"| verify, first run ({v['first_run']['verified']:,} verified, "
        f"{v['first_run']['stale']:,} stale, {v['first_run']['unknown']:,} unknown) "
        f"| {v['first_run_s']:.2f} s |",
        f"| verify, unchanged store and tree (p50 / p95 of {v['unchanged_rerun']['n']}) | "
        f"{v['unchanged_rerun']['p50_ms']:,.0f} / {v['unchanged_rerun']['p95_ms']:,.0f} ms |",
        f"| verify after editing {v['after_editing_files']['files_edited']} cited files "
        f"({v['after_editing_files']['memories_rechecked']} memories re-checked) | "
        f"{v['after_editing_files']['seconds']:.2f} s |",
        f"| consolidate preview (p50 / p95 of {c['preview']['n']}) | "
        f"{c['preview']['p50_ms']:,.0f} / {c['preview']['p95_ms']:,.0f} ms |",
        "| consolidate preview without the semantic pass | "
        f"{c['preview_without_semantic_s']:.2f} s |",
        f"| consolidate --apply ({c['applied']} merges and supersessions) | "
        f"{c['apply_s']:.2f} s |",
        "",
        "Proposals found: " + ", ".join(f"{k} {n:,}" for k, n in c["proposals"].items())
        + " (semantic pairs are preview-only; the strongest 200 are listed). The synthetic "
        "memories are templated, so the hash embedder finds many paraphrase-like pairs.",
        "",
        "An unchanged re-run walks the tree (stat only), finds the stamp of the tree and the "
        "store unchanged and answers from the stored verdicts: it reads no file and rewrites "
        "no verdict. After an edit, a memory is re-judged only when a file it depended on "
        "changed, or when a changed file now holds a name it found nowhere; the edited files "
        "are read, not the tree. The machine is shared with other jobs: figures vary by run.",
    ])  # fmt: skip


def run(n_memories: int, n_files: int, runs: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="memlane-lifecycle-") as tmp:
        root = Path(tmp)
        tree = root / "project"
        build_s, modules = timed(lambda: build_tree(tree, n_files))
        texts = memory_texts(n_memories, modules)
        with memlane.open(root / "home", embedder=EMBEDDER, scope=str(tree)) as mem:
            data = corpus(mem.default_scope, texts, datetime.now(UTC))
            import_s, _ = timed(lambda: mem.import_(data))
            print(f"tree {n_files:,} files in {build_s:.1f} s; {len(texts):,} memories "
                  f"imported in {import_s:.1f} s", flush=True)  # fmt: skip
            verify = measure_verify(mem, tree, runs)
            print(json.dumps(verify, indent=2), flush=True)
            consolidate = measure_consolidate(mem, runs)
            print(json.dumps(consolidate, indent=2), flush=True)
    return {
        "memories": len(texts),
        "embedder": EMBEDDER,
        "verify": verify,
        "consolidate": consolidate,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=10_000)
    parser.add_argument("--files", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT_DIR)
    args = parser.parse_args(argv)
    report = run(args.memories, args.files, args.runs)
    report["machine"] = machine_info()
    args_text = " ".join(sys.argv[1:] if argv is None else argv)
    report["command"] = f".venv/bin/python bench/lifecycle.py {args_text}"
    report["command"] = report["command"].strip()
    write_atomic(args.out / "lifecycle.json", json.dumps(report, indent=2) + "\n")
    write_atomic(args.out / "lifecycle.md", render_markdown(report) + "\n")
    print(render_markdown(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
