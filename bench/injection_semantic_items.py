"""The texts of the semantic leave-one-round-out bench (bench/injection_semantic_loo.py) and
their MiniLM vectors: the read gate's rounds (public lists, and the private ``_*_MISSED`` lists
of attacks the rules miss), the char model's non-round training set, and a real-text benign
sample split into train / calib / test thirds by a hash of the text. Long texts are also cut
into sentence windows. Vectors are cached by text hash, so a rerun embeds nothing new.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from injection_real_text import installed_paragraphs, tldr_pages
from injection_rounds import _literal, load_rounds, round_files
from memlane.core.prompt_injection import assess_injection
from memlane.providers.onnx_embedder import MiniLMEmbedder
from train_injection_model import _stdlib_code, dataset

ROOT = Path(__file__).resolve().parent.parent
WINDOW = 400  # characters per sentence window (~100 MiniLM tokens: well inside its 256)
SPLITS = ("train", "calib", "test")
_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|\n+")


def _sha(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()


def _split(text: str) -> str:
    return SPLITS[int(_sha("split:" + text)[:8], 16) % 3]


def windows(text: str, size: int = WINDOW) -> list[str]:
    """Sentence/line units packed greedily into windows of at most ``size`` characters."""
    text = text.strip()
    if len(text) <= size:
        return [text]
    out: list[str] = []
    current = ""
    for unit in (u.strip() for u in _SENTENCE_END.split(text)):
        while len(unit) > size:
            if current:
                out.append(current)
                current = ""
            out.append(unit[:size])
            unit = unit[size:]
        if not unit:
            continue
        if current and len(current) + 1 + len(unit) > size:
            out.append(current)
            current = unit
        else:
            current = f"{current} {unit}" if current else unit
    if current:
        out.append(current)
    return out


# Function words of the Latin-script languages the rounds write in besides English.
_OTHER = (
    "el la los las del que por para una con es y su sus al lo como pero más "
    "le les des une est et dans pour pas vous sur au du ce qui "
    "der die das und ist nicht ein eine sie du ich mit von zu den dem auf "
    "não uma com os você ao seu sua "
    "il di che per non gli della sono "
    "het een en van niet je dat op zijn "
    "och att är det som inte jag"
)
_OTHER_WORDS = frozenset(_OTHER.split())
_ENGLISH = (
    "the a an and or of to in is are be you your this that it for with on as not "
    "all any from by at do if me my we our will should must please"
)
_ENGLISH_WORDS = frozenset(_ENGLISH.split())


def english(text: str) -> bool:
    """A heuristic: mostly ASCII letters and more English function words than others."""
    letters = [c for c in text if c.isalpha()]
    if not letters or sum(c.isascii() for c in letters) < 0.8 * len(letters):
        return False
    words = re.findall(r"[a-zà-ÿ]+", text.lower())
    return sum(w in _ENGLISH_WORDS for w in words) >= sum(w in _OTHER_WORDS for w in words)


@dataclass
class Item:
    text: str
    source: str  # "base", "round", "tldr", "installed", "code"
    attack: bool
    round: str = ""  # the round file's stem for round items
    split: str = "train"  # real text: train / calib / test
    public: bool = True  # round items: False for the private _*_MISSED lists
    rows: tuple[int, int] = (0, 0)  # this text's windows in the window matrix
    whole: int = 0  # its whole-text row (truncated at 256 tokens)


def private_missed(path: Path) -> list[str]:
    """Literal texts of a round file's private ``_*_MISSED`` lists: attacks the rules miss."""
    out: list[str] = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        target = node.targets[0] if isinstance(node, ast.Assign) else getattr(node, "target", None)
        value = getattr(node, "value", None)
        if not isinstance(target, ast.Name) or not isinstance(value, ast.List | ast.Tuple):
            continue
        if target.id.startswith("_") and target.id.endswith("_MISSED"):
            out += [t for t in map(_literal, value.elts) if t is not None and t.strip()]
    return out


def _sample(texts: Iterable[str], count: int) -> list[str]:
    return sorted(set(texts), key=lambda t: _sha("sample:" + t))[:count]


def load_items(args: argparse.Namespace) -> list[Item]:
    items: list[Item] = []
    texts, labels = dataset(False)
    items += [Item(t, "base", lab > 0) for t, lab in zip(texts, labels, strict=True)]
    for lst in load_rounds():
        items += [Item(t, "round", not lst.benign, lst.round) for t in lst.texts]
    for path in round_files():
        items += [Item(t, "round", True, path.stem, public=False) for t in private_missed(path)]
    real = {
        "tldr": _sample(tldr_pages(args.tldr), args.tldr_sample),
        "installed": _sample(installed_paragraphs(args.site), args.installed_sample),
        "code": _sample(_stdlib_code(1), args.code_sample),
    }
    for source, sample in real.items():
        items += [Item(t, source, False, split=_split(t)) for t in sample]
    # A text in two places (a round repeating another's case, or the base corpus's) would be
    # trained on while it is scored: the first place keeps it.
    seen: set[str] = set()
    out: list[Item] = []
    for item in items:
        if item.source in ("base", "round"):
            if item.text in seen:
                continue
            seen.add(item.text)
        out.append(item)
    return out


class EmbeddingCache:
    """MiniLM vectors by text hash in one .npz, saved every ``every`` new texts."""

    def __init__(self, path: Path, threads: int) -> None:
        self.path = path
        self.embedder = MiniLMEmbedder(threads=threads)
        self.vectors: dict[str, np.ndarray] = {}
        if path.exists():
            with np.load(path) as data:
                self.vectors = dict(zip(data["keys"].tolist(), data["vectors"], strict=True))

    def save(self) -> None:
        keys = sorted(self.vectors)
        temp = self.path.with_suffix(".tmp.npz")
        np.savez(temp, keys=np.array(keys), vectors=np.stack([self.vectors[k] for k in keys]))
        os.replace(temp, self.path)

    def matrix(self, texts: list[str], every: int = 800) -> np.ndarray:
        missing = sorted({t for t in texts if _sha(t) not in self.vectors}, key=len)
        started = time.perf_counter()
        for lo in range(0, len(missing), every):
            chunk = missing[lo : lo + every]
            for text, vector in zip(chunk, self.embedder.embed(chunk), strict=True):
                self.vectors[_sha(text)] = vector
            self.save()
            rate = (lo + len(chunk)) / (time.perf_counter() - started)
            print(f"  embedded {lo + len(chunk)}/{len(missing)} ({rate:.0f} texts/s)", flush=True)
        return np.stack([self.vectors[_sha(t)] for t in texts]).astype(np.float32)


def embed_items(items: list[Item], cache: EmbeddingCache) -> tuple[np.ndarray, np.ndarray]:
    """The window matrix and the whole-text matrix; sets each item's rows."""
    window_texts: list[str] = []
    for i, item in enumerate(items):
        parts = windows(item.text)
        item.rows = (len(window_texts), len(window_texts) + len(parts))
        item.whole = i
        window_texts += parts
    return cache.matrix(window_texts), cache.matrix([item.text for item in items])


def rule_misses(items: list[Item], path: Path) -> dict[str, bool]:
    """Whether the rules of this tree pass each round attack (cached by text and tree)."""
    tree = hashlib.sha1()
    for source in sorted((ROOT / "src" / "memlane" / "core").rglob("*.py")):
        tree.update(source.read_bytes())
    cache_path = path / f"rules-{tree.hexdigest()[:12]}.json"
    cached: dict[str, bool] = json.loads(cache_path.read_text()) if cache_path.exists() else {}
    for item in items:
        key = _sha(item.text)
        if item.source == "round" and item.attack and key not in cached:
            cached[key] = assess_injection(item.text, use_model=False) is None
    cache_path.write_text(json.dumps(cached))
    return cached
