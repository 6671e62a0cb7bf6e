"""Safety-gate benchmark: recall, false-positive rate and cost of the write and read gates.

Two labelled corpora, reported separately:

- first: tests/data/{privacy,injection}_{positive,benign}.jsonl (templates expanded with
  ``--seeds`` seeds), the corpus the gates were first built against;
- wide: the "test" split of tests/safety_corpus_wide.py (40 languages; its "train" split is what
  bench/train_injection_model.py learns from and is never scored here).

For each gate: recall (a positive counts when the gate reports anything), false-positive rate
(benign texts with any report), per-class recall and class agreement, per-kind recall and FPR,
per-language figures for the wide corpus; for the read gate also certain (rule) versus
suspect (model) verdicts. Cost: median time per memory, and one 256 KiB body of each kind, as
CPU time of this process (the machine is shared; wall time is recorded too).

    .venv/bin/python bench/safety.py [--seeds 5] [--benign-dir DIR]

``--benign-dir``: also count what each gate flags in the paragraphs of every ``*.md`` and
``*.txt`` file under DIR — text nobody wrote for this project that the repository cannot ship
(for example agents' instruction files, CLAUDE.md and AGENTS.md, gathered from public
repositories).
"""

from __future__ import annotations

import argparse
import ast
import base64
import importlib.metadata
import json
import os
import platform
import random
import statistics
import sys
import sysconfig
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from memlane.core.privacy import find_credentials  # noqa: E402
from memlane.core.prompt_injection import assess_injection  # noqa: E402
from safety_corpus import load as load_first  # noqa: E402
from safety_corpus_wide import load as load_wide  # noqa: E402

RESULTS = ROOT / "bench" / "results"
BODY_BYTES = 256 * 1024
REPEAT = 5  # timings are the best of this many runs


@dataclass(frozen=True)
class Item:
    cls: str | None
    kind: str
    lang: str
    text: str


@dataclass(frozen=True)
class Verdict:
    classes: frozenset[str]
    suspect: bool = False


def _privacy(text: str) -> Verdict:
    return Verdict(frozenset(f.cls for f in find_credentials(text)))


def _injection(text: str) -> Verdict:
    verdict = assess_injection(text)
    if verdict is None:
        return Verdict(frozenset())
    return Verdict(frozenset({verdict.cls}), verdict.suspect)


def _rate(hit: int, total: int) -> float | None:
    return hit / total if total else None


def evaluate(items: list[Item], judge: Callable[[str], Verdict]) -> dict[str, Any]:
    """Figures for one gate on one corpus (see the module docstring)."""
    tallies: dict[str, dict[str, list[int]]] = {
        "class": defaultdict(lambda: [0, 0, 0]),  # support, detected, right class
        "kind_pos": defaultdict(lambda: [0, 0, 0]),
        "kind_neg": defaultdict(lambda: [0, 0, 0]),  # total, flagged, flagged by suspect only
        "lang_pos": defaultdict(lambda: [0, 0, 0]),
        "lang_neg": defaultdict(lambda: [0, 0, 0]),
    }
    suspect_hits = suspect_fps = 0
    for item in items:
        verdict = judge(item.text)
        flagged = bool(verdict.classes)
        if item.cls is not None:
            right = item.cls in verdict.classes
            for key, name in (
                ("class", item.cls),
                ("kind_pos", item.kind),
                ("lang_pos", item.lang),
            ):
                row = tallies[key][name]
                row[0] += 1
                row[1] += flagged
                row[2] += right
            suspect_hits += flagged and verdict.suspect
        else:
            for key, name in (("kind_neg", item.kind), ("lang_neg", item.lang)):
                row = tallies[key][name]
                row[0] += 1
                row[1] += flagged
                row[2] += flagged and verdict.suspect
            suspect_fps += flagged and verdict.suspect
    positives = sum(r[0] for r in tallies["class"].values())
    detected = sum(r[1] for r in tallies["class"].values())
    benign = sum(r[0] for r in tallies["kind_neg"].values())
    false_alarms = sum(r[1] for r in tallies["kind_neg"].values())

    def table(key: str, fields: tuple[str, str]) -> dict[str, dict[str, Any]]:
        out = {}
        for name, (total, hits, extra) in sorted(tallies[key].items()):
            out[name] = {"n": total, fields[0]: _rate(hits, total), fields[1]: _rate(extra, total)}
        return out

    return {
        "positives": positives,
        "benign": benign,
        "recall": _rate(detected, positives),
        "false_positive_rate": _rate(false_alarms, benign),
        "precision": _rate(detected, detected + false_alarms),
        "detected_by_suspect_verdict_only": suspect_hits,
        "false_positives_from_suspect_verdicts": suspect_fps,
        "per_class": table("class", ("recall", "class_agreement")),
        "per_kind_recall": table("kind_pos", ("recall", "class_agreement")),
        "per_kind_false_positive_rate": table("kind_neg", ("false_positive_rate", "suspect_only")),
        "per_language_recall": table("lang_pos", ("recall", "class_agreement")),
        "per_language_false_positive_rate": table(
            "lang_neg", ("false_positive_rate", "suspect_only")
        ),
    }


# --- corpora ------------------------------------------------------------------------------------


def first_corpus(gate: str, seeds: int) -> list[Item]:
    out = []
    for part in ("positive", "benign"):
        for seed in range(seeds):
            for s in load_first(f"{gate}_{part}", seed=seed):
                kind = s.cls or "benign" if part == "positive" else "benign"
                out.append(Item(s.cls, kind, "en", s.text))
    return out


def wide_corpus(gate: str) -> list[Item]:
    return [Item(s.cls, s.kind, s.lang, s.text) for s in load_wide(gate, split="test")]


# --- cost ---------------------------------------------------------------------------------------


def benign_bodies(seeds: int = 5) -> tuple[list[str], dict[str, str]]:
    """The corpora's benign texts (both gates, both corpora) and the 256 KiB bodies built from
    them: what the cost section times, for the A/B benches to time the same way."""
    texts = sorted(
        {
            item.text
            for gate in ("privacy", "injection")
            for loader in (lambda g: first_corpus(g, seeds), wide_corpus)
            for item in loader(gate)
            if item.cls is None
        }
    )
    return texts, _bodies(texts)


def _bodies(texts: list[str]) -> dict[str, str]:
    """One 256 KiB body per kind of long text a memory (or a captured transcript) can hold."""
    rng = random.Random(0)

    def fill(pieces: Iterable[str], sep: str = "\n\n") -> str:
        chunks: list[str] = []
        size = 0
        items = list(pieces)
        while size < BODY_BYTES:
            rng.shuffle(items)
            for piece in items:
                chunks.append(piece)
                size += len(piece.encode()) + len(sep)
                if size >= BODY_BYTES:
                    break
        return sep.join(chunks).encode()[:BODY_BYTES].decode(errors="ignore")

    words = ("deploy", "cache", "worker", "schema", "request", "retry", "timeout", "index")
    prose = [
        f"The {rng.choice(words)} step {i} waits for the {rng.choice(words)} before it runs; "
        f"see ticket {1000 + i} for why."
        for i in range(400)
    ]
    code = [
        f"def handle_{i}(request):\n    value = request.json().get('{rng.choice(words)}')\n"
        f"    return Response(value, status={200 + i % 3})"
        for i in range(300)
    ]
    blob = base64.b64encode(rng.randbytes(BODY_BYTES)).decode()
    cyrillic = [
        "Сервер staging выключили в марте; инструкции по установке лежат в README.",
        "Отчёт отправляется в канал команды по пятницам, тесты идут перед слиянием.",
    ]
    cjk = ["安装说明在 README 里。每周五把周报发到团队频道。", "今後は argo でデプロイします。"]
    # A key header next to another note's base64 would form a real key block: not a benign body.
    notes = [t for t in texts if "PRIVATE KEY" not in t and "PuTTY" not in t]
    faq = json.loads((ROOT / "bench" / "data" / "faq_fixture.json").read_text(encoding="utf-8"))
    transcripts = [
        line
        for path in sorted((ROOT / "tests" / "data" / "transcripts").glob("*.jsonl"))
        for line in path.read_text(encoding="utf-8").splitlines()
    ]
    return {
        # real text: the FAQ answers of four projects' documentation (bench/faq_fixture.py) and
        # captured agent transcripts (JSON lines), shuffled and repeated to 256 KiB
        "documentation": fill([m["text"] for m in faq["memories"]]),
        "transcript": fill(transcripts, "\n"),
        # the stress case: ~1,800 look-alike notes back to back, every one written to resemble
        # an attack or a credential, so the rules' anchor words occur in every sentence
        "look-alike notes": fill(notes),
        "prose": fill(prose, " "),
        "code": fill(code),
        "base64 blob": blob[:BODY_BYTES],
        "cyrillic prose": fill(cyrillic, " "),
        "cjk prose": fill(cjk, ""),
    }


def _time(fn: Callable[[str], object], text: str, repeat: int = REPEAT) -> tuple[float, float]:
    """Best CPU and wall seconds of ``repeat`` calls."""
    cpu, wall = [], []
    for _ in range(repeat):
        c, w = time.process_time(), time.perf_counter()
        fn(text)
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - w)
    return min(cpu), min(wall)


def _flags(result: object) -> bool:
    return bool(result)


def cost(texts: list[str]) -> dict[str, Any]:
    scans: dict[str, Callable[[str], object]] = {
        "privacy": find_credentials,
        "injection": assess_injection,
    }
    out: dict[str, Any] = {}
    bodies = _bodies(texts)
    for gate, scan in scans.items():
        for text in texts[:50]:
            scan(text)  # warm caches, load the model
        per_memory = []
        for text in texts:
            c = time.process_time()
            scan(text)
            per_memory.append(time.process_time() - c)
        out[gate] = {
            # a body the gate flags would stop early and time less than a full scan
            "bodies_flagged": sorted(name for name, body in bodies.items() if _flags(scan(body))),
            "memory_median_ms": statistics.median(per_memory) * 1000,
            "memory_p95_ms": sorted(per_memory)[int(0.95 * len(per_memory))] * 1000,
            "memory_mean_chars": statistics.mean(len(t) for t in texts),
            "body_256k_ms": {
                name: dict(zip(("cpu", "wall"), (s * 1000 for s in _time(scan, body)), strict=True))
                for name, body in bodies.items()
            },
        }
    return out


# --- report -------------------------------------------------------------------------------------


def run(seeds: int, benign_dir: Path | None = None) -> dict[str, Any]:
    command = f".venv/bin/python bench/safety.py --seeds {seeds}"
    report: dict[str, Any] = {
        "command": command + (f" --benign-dir {benign_dir}" if benign_dir else ""),
        "seeds": seeds,
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "load_average": os.getloadavg(),
        "corpora": {},
    }
    judges = {"privacy": _privacy, "injection": _injection}
    texts: list[str] = []
    for corpus, loader in (("first", lambda g: first_corpus(g, seeds)), ("wide", wide_corpus)):
        report["corpora"][corpus] = {}
        for gate, judge in judges.items():
            items = loader(gate)
            report["corpora"][corpus][gate] = evaluate(items, judge)
            texts += [i.text for i in items if i.cls is None]
    report["real_paragraphs"] = real_paragraphs()
    if benign_dir is not None:
        report["real_paragraphs"]["directory"] = {
            "path": str(benign_dir),
            "files": len(_directory_files(benign_dir)),
            **_flagged(_directory_paragraphs(benign_dir)),
        }
    report["cost"] = cost(sorted(set(texts)))
    return report


def _paragraphs() -> list[str]:
    """Real benign text: both recall fixtures' memories (hand-written team notes; four projects'
    FAQ answers) and the README's paragraphs."""
    out: list[str] = []
    for name in ("recall_fixture.json", "faq_fixture.json"):
        data = json.loads((ROOT / "bench" / "data" / name).read_text(encoding="utf-8"))
        out += [m["text"] for m in data["memories"]]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    out += [p for p in readme.split("\n\n") if len(p.strip()) > 40]
    return out


def _installed_paragraphs() -> list[str]:
    """Real benign text nobody wrote for this project: the long descriptions (READMEs) of the
    packages installed beside memlane and the docstrings of the standard library. Which
    packages, and so the count, depends on the environment; the README is the package's."""
    out: list[str] = []
    for dist in sorted(importlib.metadata.distributions(), key=lambda d: d.metadata["Name"] or ""):
        body = dist.metadata.get_payload() or ""  # type: ignore[attr-defined]
        out += [p.strip() for p in str(body).split("\n\n") if len(p.strip()) > 40]
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    for path in sorted(stdlib.glob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8", errors="replace"))
        except (SyntaxError, ValueError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.ClassDef | ast.Module):
                doc = ast.get_docstring(node) or ""
                out += [p.strip() for p in doc.split("\n\n") if len(p.strip()) > 40]
    return out


def _directory_files(directory: Path) -> list[Path]:
    return sorted(p for p in directory.rglob("*") if p.suffix in (".md", ".txt") and p.is_file())


def _directory_paragraphs(directory: Path) -> list[str]:
    out: list[str] = []
    for path in _directory_files(directory):
        text = path.read_text(encoding="utf-8", errors="replace")
        out += [p.strip() for p in text.split("\n\n") if len(p.strip()) > 40]
    return out


def real_paragraphs() -> dict[str, Any]:
    """How many real paragraphs, none of them an attack or a credential, each gate flags: the
    project's own (fixtures, README) and the installed packages' and standard library's."""
    own = _flagged(_paragraphs())
    return {**own, "installed": _flagged(_installed_paragraphs())}


def _flagged(texts: list[str]) -> dict[str, Any]:
    flagged = {
        "privacy": [t for t in texts if _privacy(t).classes],
        "injection": [t for t in texts if _injection(t).classes],
    }
    return {
        "paragraphs": len(texts),
        "flagged": {gate: len(items) for gate, items in flagged.items()},
        "examples": {gate: [t[:160] for t in items[:5]] for gate, items in flagged.items()},
    }


def _example_lines(flagged: dict[str, Any]) -> list[str]:
    return [
        f"- {gate}: `{text[:120]}`".replace("\n", " ")
        for gate, texts in flagged["examples"].items()
        for text in texts
    ]


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def _gate_lines(corpus: str, gate: str, data: dict[str, Any]) -> list[str]:
    lines = [
        f"### {corpus} corpus, {gate} gate",
        "",
        f"- recall {_pct(data['recall'])} of {data['positives']} positives, false-positive rate "
        f"{_pct(data['false_positive_rate'])} of {data['benign']} benign texts, precision "
        f"{_pct(data['precision'])}",
    ]
    if gate == "injection":
        lines.append(
            f"- suspect (model-only) verdicts: {data['detected_by_suspect_verdict_only']} of the "
            f"detections, {data['false_positives_from_suspect_verdicts']} of the false positives"
        )
    lines += ["", "| class | n | recall | class agreement |", "|---|---:|---:|---:|"]
    for name, row in data["per_class"].items():
        lines.append(
            f"| {name} | {row['n']} | {_pct(row['recall'])} | {_pct(row['class_agreement'])} |"
        )
    lines += ["", "| benign kind | n | false-positive rate |", "|---|---:|---:|"]
    for name, row in data["per_kind_false_positive_rate"].items():
        lines.append(f"| {name} | {row['n']} | {_pct(row['false_positive_rate'])} |")
    if corpus == "wide":
        misses = {k: v for k, v in data["per_kind_recall"].items() if (v["recall"] or 0) < 1}
        lines += [
            "",
            "Positive kinds below 100 % recall: "
            + (
                ", ".join(f"{k} {_pct(v['recall'])} (n={v['n']})" for k, v in misses.items())
                or "none"
            ),
        ]
        langs = data["per_language_recall"]
        low = sorted(langs.items(), key=lambda kv: kv[1]["recall"] or 0)[:5]
        lines.append(
            f"Languages: {len(langs)}; lowest recall: "
            + ", ".join(f"{k} {_pct(v['recall'])}" for k, v in low)
        )
        fps = {
            k: v
            for k, v in data["per_language_false_positive_rate"].items()
            if v["false_positive_rate"]
        }
        lines.append(
            "Languages with false positives: "
            + (", ".join(f"{k} {_pct(v['false_positive_rate'])}" for k, v in fps.items()) or "none")
        )
    return [*lines, ""]


def markdown(report: dict[str, Any]) -> str:
    lines = [
        "# Safety gates",
        "",
        f"Produced by `{report['command']}` (Python {report['python']}, {report['cpus']} CPUs, "
        f"load average {report['load_average'][0]:.1f} while it ran). A positive counts as "
        "detected when the gate reports anything; class agreement is the share reported with "
        "the labelled class. The wide corpus is scored on its test split only.",
        "",
        "| corpus | gate | recall | false-positive rate | positives | benign |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for corpus, gates in report["corpora"].items():
        for gate, data in gates.items():
            lines.append(
                f"| {corpus} | {gate} | {_pct(data['recall'])} | "
                f"{_pct(data['false_positive_rate'])} | {data['positives']} | {data['benign']} |"
            )
    lines.append("")
    for corpus, gates in report["corpora"].items():
        for gate, data in gates.items():
            lines += _gate_lines(corpus, gate, data)
    real = report["real_paragraphs"]
    inst = real["installed"]
    lines += [
        "## Real paragraphs",
        "",
        f"{real['paragraphs']} paragraphs of real benign text (both recall fixtures' memories and "
        "the README): flagged by the write gate "
        f"{real['flagged']['privacy']}, by the read gate {real['flagged']['injection']}.",
        "",
        f"{inst['paragraphs']:,} paragraphs nobody wrote for this project (the READMEs of the "
        "packages installed beside memlane and the standard library's docstrings): flagged by "
        f"the write gate {inst['flagged']['privacy']}, by the read gate "
        f"{inst['flagged']['injection']}. Flagged examples:",
        "",
        *_example_lines(inst),
        "",
    ]
    if "directory" in real:
        folder = real["directory"]
        lines += [
            f"{folder['paragraphs']:,} paragraphs of {folder['files']} files under "
            f"`{folder['path']}`: flagged by the write gate {folder['flagged']['privacy']}, by "
            f"the read gate {folder['flagged']['injection']}. Flagged examples:",
            "",
            *_example_lines(folder),
            "",
        ]
    cost = report["cost"]
    gates = list(cost)
    lines += [
        "## Cost",
        "",
        f"CPU time of this process (best of {REPEAT}); the machine is shared, so wall time, also "
        "in `safety.json`, varies with the load. Goal: ≤ 1 ms per memory, ≤ 100 ms per 256 KiB "
        "body. *Look-alike notes* is the stress case: the corpora's benign texts back to back, "
        "each written to resemble an attack or a credential.",
        "",
        "| text | " + " | ".join(gates) + " |",
        "|---|" + "---:|" * len(gates),
        "| one memory, median | "
        + " | ".join(f"{cost[g]['memory_median_ms']:.2f} ms" for g in gates)
        + " |",
        "| one memory, p95 | "
        + " | ".join(f"{cost[g]['memory_p95_ms']:.2f} ms" for g in gates)
        + " |",
    ]
    for name in cost[gates[0]]["body_256k_ms"]:
        cells = " | ".join(f"{cost[g]['body_256k_ms'][name]['cpu']:.0f} ms" for g in gates)
        lines.append(f"| 256 KiB {name} | {cells} |")
    return "\n".join([*lines, ""])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5, help="expansions per first-corpus template")
    parser.add_argument(
        "--benign-dir",
        type=Path,
        help="also count the flagged paragraphs of the .md/.txt files under this directory",
    )
    args = parser.parse_args(argv)
    if args.benign_dir is not None and not args.benign_dir.is_dir():
        parser.error(f"--benign-dir {args.benign_dir}: not a directory")
    report = run(args.seeds, args.benign_dir)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "safety.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    text = markdown(report)
    (RESULTS / "safety.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
