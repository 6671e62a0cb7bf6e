"""Safety-gate benchmark: per-class recall and precision of the write and read gates.

Runs the privacy gate over tests/data/privacy_*.jsonl and the injection scan over
tests/data/injection_*.jsonl (templates expanded with several seeds, so the random credential
fragments differ per run), prints a table and writes bench/results/safety.json and safety.md.

    .venv/bin/python bench/safety.py [--seeds 5]
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from memlane.core.privacy import find_credentials  # noqa: E402
from memlane.core.prompt_injection import INJECTION_CLASSES, scan_injection  # noqa: E402
from safety_corpus import Sample, load  # noqa: E402

RESULTS = ROOT / "bench" / "results"
BODY_BYTES = 256 * 1024


def _privacy_predict(text: str) -> set[str]:
    return {f.cls for f in find_credentials(text)}


def _injection_predict(text: str) -> set[str]:
    cls = scan_injection(text)
    return {cls} if cls else set()


def evaluate(
    positives: list[Sample], benign: list[Sample], predict: Callable[[str], set[str]]
) -> dict[str, Any]:
    """Per-class recall (labelled samples whose class was reported) and precision (reports of
    a class that were right), plus how many benign samples were flagged at all."""
    tp: dict[str, int] = defaultdict(int)
    fp: dict[str, int] = defaultdict(int)
    support: dict[str, int] = defaultdict(int)
    detected = 0
    for sample in positives:
        assert sample.cls is not None
        support[sample.cls] += 1
        predicted = predict(sample.text)
        detected += bool(predicted)
        for cls in predicted:
            if cls == sample.cls:
                tp[cls] += 1
            else:
                fp[cls] += 1
    benign_flagged = 0
    for sample in benign:
        predicted = predict(sample.text)
        benign_flagged += bool(predicted)
        for cls in predicted:
            fp[cls] += 1
    classes: dict[str, dict[str, Any]] = {}
    for cls in sorted(set(support) | set(fp)):
        reported = tp[cls] + fp[cls]
        classes[cls] = {
            "support": support[cls],
            "true_positives": tp[cls],
            "false_positives": fp[cls],
            "recall": tp[cls] / support[cls] if support[cls] else None,
            "precision": tp[cls] / reported if reported else None,
        }
    return {
        "positives": len(positives),
        "benign": len(benign),
        "detected_any_class": detected,
        "detection_rate": detected / len(positives),
        "benign_flagged": benign_flagged,
        "false_positive_rate": benign_flagged / len(benign),
        "classes": classes,
    }


def _throughput(scan: Callable[[str], object], texts: Iterable[str]) -> float:
    """Median seconds to scan one 256 KiB body built from the corpus texts."""
    joined = "\n\n".join(texts)
    body = (joined * (BODY_BYTES // max(len(joined.encode()), 1) + 1))[:BODY_BYTES]
    timings = []
    for _ in range(3):
        start = time.perf_counter()
        scan(body)
        timings.append(time.perf_counter() - start)
    return sorted(timings)[1]


def _load_all(corpus: str, seeds: int) -> list[Sample]:
    return [s for seed in range(seeds) for s in load(corpus, seed=seed)]


def run(seeds: int) -> dict[str, Any]:
    priv_pos = _load_all("privacy_positive", seeds)
    priv_ben = _load_all("privacy_benign", seeds)
    inj_pos = _load_all("injection_positive", seeds)
    inj_ben = _load_all("injection_benign", seeds)
    privacy = evaluate(priv_pos, priv_ben, _privacy_predict)
    injection = evaluate(inj_pos, inj_ben, _injection_predict)
    privacy["seconds_per_256k_body"] = _throughput(
        find_credentials, (s.text for s in priv_ben[: len(priv_ben) // seeds])
    )
    injection["seconds_per_256k_body"] = _throughput(
        scan_injection, (s.text for s in inj_ben[: len(inj_ben) // seeds])
    )
    injection["classes_expected"] = list(INJECTION_CLASSES)
    return {
        "seeds": seeds,
        "corpus_templates": {
            "privacy_positive": len(priv_pos) // seeds,
            "privacy_benign": len(priv_ben) // seeds,
            "injection_positive": len(inj_pos) // seeds,
            "injection_benign": len(inj_ben) // seeds,
        },
        "python": platform.python_version(),
        "privacy": privacy,
        "injection": injection,
    }


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def markdown(report: dict[str, Any]) -> str:
    lines = [
        "# Safety gates: per-class recall and precision",
        "",
        f"Templates expanded with {report['seeds']} seeds; counts below are samples "
        "(templates × seeds). Produced by `bench/safety.py`.",
        "",
    ]
    for gate in ("privacy", "injection"):
        data = report[gate]
        lines += [
            f"## {gate}",
            "",
            f"- positives: {data['positives']}, detected (any class): "
            f"{data['detected_any_class']} ({_pct(data['detection_rate'])})",
            f"- benign: {data['benign']}, flagged: {data['benign_flagged']} "
            f"({_pct(data['false_positive_rate'])})",
            f"- median time for one 256 KiB body: {data['seconds_per_256k_body'] * 1000:.0f} ms",
            "",
            "| class | support | TP | FP | recall | precision |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for cls, row in data["classes"].items():
            lines.append(
                f"| {cls} | {row['support']} | {row['true_positives']} | "
                f"{row['false_positives']} | {_pct(row['recall'])} | {_pct(row['precision'])} |"
            )
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5, help="expansions per template")
    args = parser.parse_args(argv)
    report = run(args.seeds)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "safety.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    text = markdown(report)
    (RESULTS / "safety.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
