"""Leave-one-round-out: how the injection model generalizes to a round of attacks it never saw.

For each read-gate round file R (``tests/test_safety_round*.py``), fit the detector on
everything ``bench/train_injection_model.py`` uses except R, with its own threshold (the
script's rule: the held-back fifth's highest benign score plus a margin), then score R's
attacks and look-alikes with the model alone. The shipped model is scored on the same items.
This is the figure that predicts a held-out corpus: a new round is a family written cold.

Only the detector is fitted (it alone decides suspect or not), with fewer epochs than the
shipped model, so a fold costs seconds of CPU.

    .venv/bin/python bench/injection_model_loo.py [--epochs 150] [--l2 1e-5]
        [--code-every 0] [--every 1]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from injection_rounds import load_rounds
from memlane.core import prompt_injection_model as pim
from memlane.core.text_normalize import fold
from train_injection_model import dataset, fit


def _rate(model: pim.Model, texts: list[str]) -> int:
    return sum(model.score(fold(t))[0] >= model.threshold for t in texts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--epochs", type=int, default=150)
    parser.add_argument("--l2", type=float, default=1e-5)
    parser.add_argument("--code-every", type=int, default=0)
    parser.add_argument("--every", type=int, default=1, help="score every n-th round only")
    args = parser.parse_args(argv)
    lists = load_rounds()
    rounds = sorted({lst.round for lst in lists})[:: args.every]
    shipped = pim.shipped()
    totals = [0, 0, 0, 0, 0, 0]  # attacks, benign, shipped hits, shipped FPs, new hits, new FPs
    print("round | attacks | look-alikes | shipped recall | shipped FP | retrained recall | FP")
    for name in rounds:
        attacks = [t for lst in lists if lst.round == name and not lst.benign for t in lst.texts]
        benign = [t for lst in lists if lst.round == name and lst.benign for t in lst.texts]
        model = fit(*dataset(True, {name}, args.code_every), args.epochs, classes=False, l2=args.l2)
        row = [
            len(attacks),
            len(benign),
            _rate(shipped, attacks),
            _rate(shipped, benign),
            _rate(model, attacks),
            _rate(model, benign),
        ]
        totals = [a + b for a, b in zip(totals, row, strict=True)]
        print(_line(name, row, model.threshold), flush=True)
    print(_line("total", totals, float("nan")))
    return 0


def _line(name: str, row: list[int], threshold: float) -> str:
    a, n, sh, sf, nh, nf = row
    return (
        f"{name.removeprefix('test_safety_')} | {a} | {n} | {sh / a:.1%} | {sf}/{n} |"
        f" {nh / a:.1%} | {nf}/{n} (threshold {threshold:.2f})"
    )


if __name__ == "__main__":
    raise SystemExit(main())
