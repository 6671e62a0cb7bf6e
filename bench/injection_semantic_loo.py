"""Leave-one-round-out for a sentence-embedding detector: does a classifier over the bundled
MiniLM's vectors find the attacks of a read-gate round it never saw, at a false-positive rate
on real text we can live with?

The question (session 47, issue 19): the char n-gram model finds 3.8 % of a left-out round's
attacks (``bench/injection_model_loo.py``); semantic similarity is what paraphrases share. For
each round file R (``tests/test_safety_round*.py``, read by ``bench/injection_rounds.py``):

- fit an L2 logistic regression (numpy, Newton steps, classes balanced) on the embeddings of
  every other round's attacks and look-alikes, the char model's non-round training set
  (``train_injection_model.dataset``) and the "train" third of a real-text benign sample
  (tldr-pages in every language, README/.md/.rst paragraphs of site-packages, windows of
  stdlib source);
- set the threshold on the "calibration" third of the real text (each text scored as its
  highest window) for a false-positive rate of at most ``--fpr`` (and stricter points);
- score R's attacks, its look-alikes and the "test" third of the real text.

Besides R's public lists it scores R's private ``_*_MISSED`` lists (attacks the rules are known
to miss, strict xfails in the round file): with the public attacks the rules of this tree miss,
they are the model's marginal value. Variants: long texts as one (truncated) embedding or as
the highest of their sentence windows; a nearest-neighbour score (highest cosine to a known
attack); the rounds' non-English attacks alone. ``--char fit`` fits the char n-gram detector
on the same folds (``train_injection_model.fit``, as ``injection_model_loo.py`` does) for the
side-by-side figures (a process of its own can fill that cache alongside). Embeddings, rule
verdicts and char folds are cached under ``--cache``.

Measured in session 47 (63 folds; 1,500 tldr pages, 1,032 package paragraphs, 600 code
windows; 1,040 real texts held out): at FPR <= 0.5 % on the calibration third, the windowed
logistic regression finds 43.1 % of a left-out round's attacks (the char detector on 21 of the
folds: 1.9 %; the logistic regression on those: 42.6 %) but flags 14.6 % of its look-alikes
(char: 0) and 22.5 % of the non-English ones; at zero calibration flags, 23.9 % and 4.9 %.
Whole texts (first 256 tokens) at FPR <= 0.1 %: 37.8 %, look-alikes 11.6 %, 0 of 65,520 real
flags. kNN: 46.0 %, look-alikes 22.9 %. MiniLM costs 6 ms for a short memory and 61 s for a
256 KiB body by 400-character windows (1 thread). The signal generalizes; its false positives
on memory-like text (the look-alikes) keep it from shipping as a withholding verdict.

    git -C <tldr mirror> archive HEAD | tar -x -C /tmp/tldr
    OMP_NUM_THREADS=1 .venv/bin/python bench/injection_semantic_loo.py [--tldr /tmp/tldr]
        [--char fit|cached|off] [--every 1] [--fpr 0.005 0.001 0]
    .venv/bin/python bench/injection_semantic_loo.py --cost   # MiniLM time per text
"""

from __future__ import annotations

import argparse
import json
import sys
import sysconfig
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from injection_real_text import model_input, tldr_pages
from injection_semantic_items import (
    WINDOW,
    EmbeddingCache,
    Item,
    _sample,
    _sha,
    embed_items,
    english,
    load_items,
    rule_misses,
    windows,
)
from memlane.core import prompt_injection_model as pim
from memlane.core.text_normalize import fold
from memlane.providers.onnx_embedder import MiniLMEmbedder
from train_injection_model import dataset, fit


def fit_logistic(
    x: np.ndarray, y: np.ndarray, l2: float, start: np.ndarray | None = None, steps: int = 30
) -> np.ndarray:
    """L2 logistic regression by Newton steps, classes balanced; the bias is not penalized."""
    x1 = np.hstack([x, np.ones((len(x), 1), x.dtype)]).astype(np.float64)
    pos = max(int(y.sum()), 1)
    weight = np.where(y > 0, len(y) / (2 * pos), len(y) / (2 * max(len(y) - pos, 1)))
    weight /= weight.sum()
    penalty = np.full(x1.shape[1], l2)
    penalty[-1] = 0.0
    beta = np.zeros(x1.shape[1]) if start is None else start.copy()
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x1 @ beta)))
        grad = x1.T @ (weight * (p - y)) + penalty * beta
        hess = (x1.T * (weight * p * (1 - p))) @ x1 + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hess, grad)
        beta -= step
        if np.abs(step).max() < 1e-6:
            break
    return beta


def text_scores(items: list[Item], window_scores: np.ndarray, whole_scores: np.ndarray) -> tuple:
    """Each item's score as its highest window and as its whole (truncated) text."""
    best = np.array([window_scores[lo:hi].max() for lo, hi in (i.rows for i in items)])
    return best, whole_scores[[i.whole for i in items]]


def threshold_at(benign: np.ndarray, fpr: float) -> float:
    """The lowest threshold with at most ``fpr`` of ``benign`` at or above it."""
    allowed = int(np.floor(fpr * len(benign)))
    ranked = np.sort(benign)[::-1]
    return float(np.nextafter(ranked[allowed], np.inf)) if allowed < len(ranked) else -np.inf


def knn_groups(items: list[Item], win: np.ndarray, whole: np.ndarray) -> tuple:
    """Highest cosine of every window to the attacks of each group (a round, or "base"), so a
    fold's nearest-neighbour score is a max over the groups it keeps."""
    groups = sorted({i.round or "base" for i in items if i.attack and i.public})
    index = {g: k for k, g in enumerate(groups)}
    sims = np.full((len(win), len(groups)), -1.0, np.float32)
    for group in groups:
        rows = [i.whole for i in items if i.attack and i.public and (i.round or "base") == group]
        attacks = whole[rows]
        for lo in range(0, len(win), 4096):
            sims[lo : lo + 4096, index[group]] = (win[lo : lo + 4096] @ attacks.T).max(axis=1)
    return sims, index


def char_folds(items: list[Item], rounds: list[str], path: Path, epochs: int, fit_: bool) -> dict:
    """Per round: the char n-gram detector fitted without it (hits on its items by text hash);
    without ``fit_`` only the folds a run with it cached (it can run alongside, in a process
    of its own)."""
    cache_path = path / f"char-loo-{epochs}.json"
    cached: dict = json.loads(cache_path.read_text()) if cache_path.exists() else {}
    real = [i for i in items if i.split == "test" and i.source not in ("base", "round")]
    for name in rounds:
        if name in cached or not fit_:
            continue
        model = fit(*dataset(True, {name}), epochs, classes=False, l2=1e-5)
        mine = [i for i in items if i.round == name]
        cached[name] = {
            "hits": {
                _sha(i.text): bool(model.score(fold(i.text))[0] >= model.threshold) for i in mine
            },
            "real": sum(model.score(model_input(i.text))[0] >= model.threshold for i in real),
        }
        cache_path.write_text(json.dumps(cached))
        print(f"  char fold {name} done", flush=True)
    return cached


@dataclass
class Fold:
    """One left-out round's counts for one scorer at one operating point."""

    attacks: int = 0
    caught: int = 0
    missed_by_rules: int = 0
    caught_missed: int = 0
    other_lang: int = 0  # non-English attacks (heuristic) and those caught
    caught_other_lang: int = 0
    look_alikes: int = 0
    flagged: int = 0
    other_lang_look: int = 0  # non-English look-alikes and those flagged
    flagged_other_lang_look: int = 0
    real: int = 0  # held-out real texts and those flagged
    real_flagged: int = 0

    def add(self, other: Fold) -> None:
        for name in self.__dataclass_fields__:
            setattr(self, name, getattr(self, name) + getattr(other, name))


def _count(items: list[Item], hit: np.ndarray, misses: dict[str, bool]) -> Fold:
    out = Fold()
    for item, caught in zip(items, hit.tolist(), strict=True):
        if item.source != "round":
            out.real += 1
            out.real_flagged += caught
        elif not item.attack:
            other = not english(item.text)
            out.look_alikes += 1
            out.flagged += caught
            out.other_lang_look += other
            out.flagged_other_lang_look += caught and other
        else:
            missed = not item.public or misses.get(_sha(item.text), False)
            other = not english(item.text)
            out.attacks += 1
            out.caught += caught
            out.missed_by_rules += missed
            out.caught_missed += caught and missed
            out.other_lang += other
            out.caught_other_lang += caught and other
    return out


def _pct(a: int, b: int) -> str:
    return f"{a / b:.1%} ({a}/{b})" if b else "-"


class Experiment:
    """The training units, the real-text thirds and the nearest-neighbour table, built once;
    :meth:`fold` fits and scores one left-out round (``""``: leave nothing out)."""

    SCORERS = ("logreg/windows", "logreg/whole", "knn/windows")

    def __init__(self, items: list[Item], win: np.ndarray, whole: np.ndarray, l2: float) -> None:
        self.items, self.win, self.whole, self.l2 = items, win, whole, l2
        self.stacked = np.vstack([win, whole])
        # (row of stacked, label, round): attacks as one whole text, benign text by windows;
        # the private _*_MISSED lists and the real text's calib/test thirds are never fitted
        units: list[tuple[int, int, str, str]] = []
        for item in items:
            if (item.source == "round" and not item.public) or (
                item.source not in ("base", "round") and item.split != "train"
            ):
                continue
            if item.attack:
                units.append((len(win) + item.whole, 1, item.round, item.text))
            else:
                units += [(r, 0, item.round, item.text) for r in range(*item.rows)]
        self.rows = np.array([u[0] for u in units])
        self.labels = np.array([u[1] for u in units], dtype=np.float64)
        self.unit_round = np.array([u[2] for u in units])
        real = [k for k, i in enumerate(items) if i.source not in ("base", "round")]
        self.calib = np.array([k for k in real if items[k].split == "calib"])
        self.test_index = np.array([k for k in real if items[k].split == "test"])
        self.test = [items[k] for k in self.test_index]
        self.sims, self.groups = knn_groups(items, win, whole)
        self.beta: np.ndarray | None = None

    def scores(self, name: str) -> dict[str, np.ndarray]:
        """Every item's score by each scorer, fitted without round ``name``."""
        keep = self.unit_round != name
        self.beta = fit_logistic(
            self.stacked[self.rows[keep]], self.labels[keep], self.l2, start=self.beta
        )
        w, b = self.beta[:-1].astype(np.float32), float(self.beta[-1])
        by_window, by_whole = text_scores(self.items, self.win @ w + b, self.whole @ w + b)
        kept = [k for g, k in self.groups.items() if g != name]
        knn = self.sims[:, kept].max(axis=1)
        knn_best = np.array([knn[lo:hi].max() for lo, hi in (i.rows for i in self.items)])
        return dict(zip(self.SCORERS, (by_window, by_whole, knn_best), strict=True))

    def fold(
        self, name: str, points: list[float], misses: dict[str, bool]
    ) -> dict[tuple[str, float], Fold]:
        scores = self.scores(name)
        mine = np.array([k for k, i in enumerate(self.items) if i.round == name], dtype=int)
        evaluated = np.concatenate([mine, self.test_index]).astype(int)
        listed = [self.items[k] for k in evaluated]
        out = {}
        for scorer, score in scores.items():
            for fpr in points:
                hit = score[evaluated] >= threshold_at(score[self.calib], fpr)
                out[scorer, fpr] = _count(listed, hit, misses)
        return out


def loo(items: list[Item], win: np.ndarray, whole: np.ndarray, args: argparse.Namespace) -> None:
    misses = rule_misses(items, args.cache)
    rounds = sorted({i.round for i in items if i.source == "round"})[:: args.every]
    char = {}
    if args.char != "off":
        char = char_folds(items, rounds, args.cache, args.char_epochs, args.char == "fit")
    exp = Experiment(items, win, whole, args.l2)
    first = args.fpr[0]
    totals = {(s, p): Fold() for s in exp.SCORERS for p in args.fpr}
    common = {(s, p): Fold() for s in exp.SCORERS for p in args.fpr}  # folds char has too
    char_total = Fold()
    print(
        f"{len(exp.rows)} training rows ({int(exp.labels.sum())} attacks); real text: calib"
        f" {len(exp.calib)}, test {len(exp.test)}; {len(rounds)} folds; table at FPR {first:.1%}"
    )
    print(
        "round | attacks | rule-missed | logreg recall | on rule-missed | look-alikes"
        " | kNN recall | on rule-missed | look-alikes | char recall | on rule-missed | look-alikes"
    )
    for name in rounds:
        row = exp.fold(name, args.fpr, misses)
        for key, counts in row.items():
            totals[key].add(counts)
            if name in char:
                common[key].add(counts)
        c = Fold()
        if name in char:
            mine = [i for i in items if i.round == name]
            hits = char[name]["hits"]
            c = _count(mine, np.array([hits.get(_sha(i.text), False) for i in mine]), misses)
            c.real, c.real_flagged = len(exp.test), char[name]["real"]
            char_total.add(c)
        cells = [row["logreg/windows", first], row["knn/windows", first], c]
        print(
            f"{name.removeprefix('test_safety_')} | {cells[0].attacks} | {cells[0].missed_by_rules}"
            + "".join(
                f" | {_pct(f.caught, f.attacks)} | {_pct(f.caught_missed, f.missed_by_rules)}"
                f" | {f.flagged}/{f.look_alikes}"
                for f in cells
            ),
            flush=True,
        )
    print("\ntotals (real text: the held-out test third, summed over the folds)")
    print(
        "folds | scorer | point | recall | on rule-missed | non-English | look-alikes"
        " | non-English look-alikes | real"
    )
    rows = [("all", k, t) for k, t in totals.items()]
    if char:
        rows += [("char's", k, t) for k, t in common.items()]
        rows.append(("char's", ("char n-gram", -1.0), char_total))
    for folds, (scorer, fpr), t in rows:
        print(
            f"{folds} | {scorer} | {'its own' if fpr < 0 else f'FPR<={fpr:.1%}'}"
            f" | {_pct(t.caught, t.attacks)} | {_pct(t.caught_missed, t.missed_by_rules)}"
            f" | {_pct(t.caught_other_lang, t.other_lang)} | {_pct(t.flagged, t.look_alikes)}"
            f" | {_pct(t.flagged_other_lang_look, t.other_lang_look)}"
            f" | {_pct(t.real_flagged, t.real)}"
        )
    everything(exp, args)


def everything(exp: Experiment, args: argparse.Namespace) -> None:
    """The model fitted on every round (what would ship): its held-out real-text flags by
    source at each point, what it flags, and the shipped char model on the same texts."""
    score = exp.scores("")["logreg/windows"]
    shipped = pim.shipped()
    sources = sorted({i.source for i in exp.test})
    print("\nfitted on every round; held-out real text flagged, by source")
    for fpr in args.fpr:
        threshold = threshold_at(score[exp.calib], fpr)
        hit = score[exp.test_index] >= threshold
        flagged = [i for h, i in zip(hit.tolist(), exp.test, strict=True) if h]
        counts = {s: sum(i.source == s for i in flagged) for s in sources}
        print(f"  FPR<={fpr:.1%} (threshold {threshold:.2f}): {counts}")
        for item in flagged[: args.show]:
            print("    " + " ".join(item.text.split())[:150])
    flags = {
        s: sum(
            shipped.score(model_input(i.text))[0] >= shipped.threshold
            for i in exp.test
            if i.source == s
        )
        for s in sources
    }
    sizes = {s: sum(i.source == s for i in exp.test) for s in sources}
    print(f"shipped char model on the same texts: {flags} of {sizes}")
    if exp.beta is not None:
        np.save(args.cache / "semantic_all_rounds.npy", exp.beta)


def cost(args: argparse.Namespace) -> None:
    """MiniLM's time for one short memory and for a 256 KiB body embedded by windows."""
    embedder = MiniLMEmbedder(threads=args.threads)
    memory = "Deploys go through the staging cluster first; run make migrate before the API."
    embedder.embed([memory])
    timings = []
    for _ in range(50):
        started = time.perf_counter()
        embedder.embed([memory])
        timings.append(time.perf_counter() - started)
    print(
        f"one short memory: median {np.median(timings) * 1e3:.1f} ms,"
        f" p95 {np.percentile(timings, 95) * 1e3:.1f} ms ({args.threads} thread)"
    )
    pages = tldr_pages(args.tldr) if args.tldr.exists() else [memory * 40]
    body = ""
    for page in _sample(pages, 2000):
        body += page + "\n\n"
        if len(body.encode()) >= 256 * 1024:
            break
    body = body.encode()[: 256 * 1024].decode(errors="ignore")
    parts = windows(body)
    started = time.perf_counter()
    embedder.embed(parts)
    spent = time.perf_counter() - started
    print(
        f"256 KiB body: {len(parts)} windows of <= {WINDOW} chars in {spent:.1f} s"
        f" ({len(parts) / spent:.0f} windows/s)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tldr", type=Path, default=Path("/tmp/tldr"))
    parser.add_argument("--site", type=Path, default=Path(sysconfig.get_paths()["purelib"]))
    parser.add_argument("--cache", type=Path, default=Path("/tmp/memlane_semantic"))
    parser.add_argument("--tldr-sample", type=int, default=2400)
    parser.add_argument("--installed-sample", type=int, default=1800)
    parser.add_argument("--code-sample", type=int, default=900)
    parser.add_argument("--fpr", type=float, nargs="+", default=[0.005, 0.001, 0.0])
    parser.add_argument("--l2", type=float, default=1e-4)
    parser.add_argument("--every", type=int, default=1, help="score every n-th round only")
    parser.add_argument(
        "--char",
        choices=("off", "cached", "fit"),
        default="cached",
        help="the char model on the same folds: fit the missing folds, or read those cached",
    )
    parser.add_argument("--char-epochs", type=int, default=150)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--show", type=int, default=8, help="flagged real texts to print")
    parser.add_argument("--embed-only", action="store_true")
    parser.add_argument("--char-only", action="store_true", help="only fit the char folds")
    parser.add_argument("--cost", action="store_true", help="time MiniLM per text and exit")
    args = parser.parse_args(argv)
    if args.cost:
        cost(args)
        return 0
    args.cache.mkdir(parents=True, exist_ok=True)
    items = load_items(args)
    print(
        f"{len(items)} texts: "
        + ", ".join(
            f"{s} {sum(i.source == s for i in items)}" for s in sorted({i.source for i in items})
        )
    )
    if args.char_only:  # fill the char folds' cache (alongside an embedding run)
        rounds = sorted({i.round for i in items if i.source == "round"})[:: args.every]
        char_folds(items, rounds, args.cache, args.char_epochs, True)
        return 0
    cache = EmbeddingCache(args.cache / "minilm.npz", args.threads)
    win, whole = embed_items(items, cache)
    if not args.embed_only:
        loo(items, win, whole, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
