"""Import and export of agent memory at scale: 1,000 Claude Code memory files (and MEMORY.md).

Generates a deterministic auto-memory folder — frontmatter with the four memory types, Why /
How lines, ``[[links]]``, some CRLF files and BOMs — then, per embedder and in a fresh store
each run, times the first ``import`` (read, parse, gate, embed, write), the unchanged
re-import (must write nothing), the ``export --to claude-code`` round trip (must be
byte-identical) and ``memlane index`` at 1,500 tokens. Writes bench/results/interop.json and
interop.md.

    .venv/bin/python bench/interop.py [--files 1000] [--runs 3] [--embedders hash,minilm]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import memlane
from latency_report import write_atomic
from machine import machine_info

RESULTS = Path(__file__).parent / "results"
TYPES = ("user", "feedback", "project", "reference")
TOPICS = (
    "release gates", "database migrations", "feature flags", "the billing worker",
    "CI caching", "the auth service", "search indexing", "log retention", "the API gateway",
    "mobile builds", "load testing", "secrets rotation", "the data warehouse", "on-call",
)  # fmt: skip
VERBS = ("always", "never", "prefer to", "remember to", "check before you")
ACTIONS = (
    "run the smoke suite", "pin the toolchain version", "tag the release from main",
    "use the staging replica", "ask the owning team", "regenerate the fixtures",
    "bump the cache key", "read the runbook first", "squash the branch",
)  # fmt: skip


def memory_file(i: int, rng: random.Random, names: Sequence[str]) -> tuple[str, bytes]:
    topic, kind = rng.choice(TOPICS), TYPES[i % len(TYPES)]
    name = f"{kind}-{topic.replace(' ', '-')}-{i:04d}".replace("the-", "")
    action = f"{rng.choice(VERBS)} {rng.choice(ACTIONS)}"
    body = [
        f"For {topic}, {action} (rule {i}).",
        "",
        f"Details: the {topic} checklist lives in `docs/{topic.replace(' ', '_')}.md`; "
        f"owner team {rng.randint(1, 40)}.",
    ]
    if i > 0 and i % 3 == 0:
        body.append(f"Related: [[{names[rng.randrange(i)]}]].")
    if kind == "feedback":
        body += ["", f"**Why:** incident {rng.randint(100, 999)} came from skipping it.",
                 f"**How to apply:** whenever you touch {topic}."]  # fmt: skip
    text = (
        f"---\nname: {name}\ndescription: {topic.capitalize()}: {action}\n"
        f"metadata:\n  type: {kind}\n---\n\n" + "\n".join(body) + "\n"
    )
    if i % 10 == 0:
        text = text.replace("\n", "\r\n")
    data = text.encode("utf-8")
    return f"{name}.md", (b"\xef\xbb\xbf" + data if i % 25 == 0 else data)


def write_corpus(folder: Path, n: int, seed: int = 11) -> int:
    rng = random.Random(seed)
    names: list[str] = []
    index = ["# Memory Index", ""]
    total = 0
    for i in range(n):
        file, data = memory_file(i, rng, names)
        names.append(file.removesuffix(".md"))
        (folder / file).write_bytes(data)
        index.append(f"- [{file}]({file})")
        total += len(data)
    (folder / "MEMORY.md").write_text("\n".join(index) + "\n", "utf-8")
    return total


def tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def one_run(folder: Path, embedder: str, work: Path) -> dict[str, Any]:
    home, scope = work / "home", str(work / "project")
    with memlane.open(home, embedder=embedder, scope=scope) as mem:
        start = time.perf_counter()
        first = mem.import_files(folder, fmt="claude-code")
        import_s = time.perf_counter() - start
        start = time.perf_counter()
        again = mem.import_files(folder, fmt="claude-code")
        reimport_s = time.perf_counter() - start
        start = time.perf_counter()
        exported = mem.export_files(work / "out", fmt="claude-code")
        export_s = time.perf_counter() - start
        start = time.perf_counter()
        index = mem.index(budget=1500, fmt="json")
        index_s = time.perf_counter() - start
    identical = tree(work / "out") == tree(folder)
    if first.imported == 0 or again.imported or again.updated or not identical:
        raise SystemExit(f"round trip broke: {first.to_dict()} {again.to_dict()} {identical}")
    return {
        "import_s": round(import_s, 3),
        "reimport_s": round(reimport_s, 3),
        "export_s": round(export_s, 3),
        "index_ms": round(index_s * 1000, 1),
        "imported": first.imported,
        "artifacts": first.artifacts,
        "unresolved_links": first.unresolved_links,
        "reimport_writes": again.imported + again.updated,
        "exported_files": exported.counts["files"],
        "byte_preserved": exported.counts["byte_preserved"],
        "byte_identical": identical,
        "index_rows": len(index.data["rows"]),
        "index_omitted": index.omitted,
        "index_estimated_tokens": index.estimated_tokens,
    }


def markdown(result: dict[str, Any]) -> str:
    lines = [
        "# Agent-memory import and export",
        "",
        f"{result['files']:,} Claude Code memory files + MEMORY.md "
        f"({result['corpus_bytes'] / 1024:.0f} KiB; every 10th CRLF, every 25th with a BOM); "
        f"median of {result['runs']} runs, each in a fresh store.",
        "",
        "| Embedder | First import | Files/s | Unchanged re-import | Export (byte-identical) "
        "| Index 1,500 tokens |",
        "|---|---|---|---|---|---|",
    ]
    for emb, r in result["embedders"].items():
        m = r["median"]
        lines.append(
            f"| {emb} | {m['import_s']:.2f} s | {result['files'] / m['import_s']:.0f} | "
            f"{m['reimport_s']:.2f} s (0 writes) | {m['export_s']:.2f} s "
            f"({r['runs'][0]['byte_preserved']}/{r['runs'][0]['exported_files']} files) | "
            f"{m['index_ms']:.0f} ms ({r['runs'][0]['index_rows']} rows, "
            f"{r['runs'][0]['index_estimated_tokens']} tokens) |"
        )
    machine = result["machine"]
    lines += [
        "",
        f"Command: `{result['command']}`. Machine: {machine['cpu_model']}, "
        f"{machine['logical_cores']} logical cores, Python {machine['python']}; 1-minute load "
        f"average {result['load_average_start'][0]} at the start, "
        f"{result['load_average_end'][0]} at the end.",
    ]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--embedders", default="hash,minilm")
    args = parser.parse_args(argv)
    result: dict[str, Any] = {
        "files": args.files,
        "runs": args.runs,
        "command": " ".join(["python bench/interop.py", *(sys.argv[1:] if argv is None else argv)]),
        "machine": machine_info(),
        # Other work on the machine inflates every figure here; the load says how much.
        "load_average_start": [round(x, 2) for x in os.getloadavg()],
        "embedders": {},
    }
    with tempfile.TemporaryDirectory(prefix="memlane-interop-") as tmp:
        folder = Path(tmp) / "memory"
        folder.mkdir()
        result["corpus_bytes"] = write_corpus(folder, args.files)
        for emb in [e.strip() for e in args.embedders.split(",") if e.strip()]:
            runs = []
            for n in range(args.runs):
                work = Path(tmp) / f"{emb}-{n}"
                work.mkdir()
                runs.append(one_run(folder, emb, work))
                print(f"{emb} run {n + 1}: {runs[-1]}", flush=True)
            keys = ("import_s", "reimport_s", "export_s", "index_ms")
            median = {k: round(statistics.median(r[k] for r in runs), 3) for k in keys}
            result["embedders"][emb] = {"median": median, "runs": runs}
    result["load_average_end"] = [round(x, 2) for x in os.getloadavg()]
    RESULTS.mkdir(exist_ok=True)
    write_atomic(RESULTS / "interop.json", json.dumps(result, indent=2) + "\n")
    write_atomic(RESULTS / "interop.md", markdown(result))
    print(markdown(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
