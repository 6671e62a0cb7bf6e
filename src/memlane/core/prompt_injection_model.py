"""The learned half of the prompt-injection scan: a hashed character n-gram linear classifier.

Rules name the shapes we know; paraphrases and languages they miss still share character
n-grams with the injections the model was trained on. The model is multinomial logistic
regression over hashed 3–5-grams of the folded text (digits mapped to 0), with int8 weights
shipped in ``core/data/prompt_injection_model.npz`` and trained by
``bench/train_injection_model.py`` (reproducible: fixed seeds, corpus generated from the
repository). Long texts are scored in overlapping windows so one injected paragraph inside a
long benign body still stands out. Scoring is a handful of numpy operations: about 0.1 ms for
a memory, a few milliseconds for 256 KiB.

Reading the weights is the only file access, of this package's own data, once per process.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib import resources

import numpy as np
import numpy.typing as npt

MODEL_FILE = "prompt_injection_model.npz"
LABELS = ("benign", "instruction_override", "role_impersonation", "exfiltration")
NGRAMS = (3, 4, 5)
BITS = 17
WINDOW = 320  # characters per scored window (the training texts' typical length)
STRIDE = 80

_PRIME = np.uint64(0x100000001B3)
_MIX = np.uint64(0xBF58476D1CE4E5B9)
_SALT = np.uint64(0x9E3779B97F4A7C15)
_DIGITS = str.maketrans("123456789", "000000000")

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float32]


def _codes(folded: str) -> npt.NDArray[np.uint64]:
    text = " " + " ".join(folded.translate(_DIGITS).split()) + " "
    return np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)


def ngram_buckets(folded: str, n: int, bits: int = BITS) -> IntArray:
    """Hash bucket of every character n-gram, indexed by start position."""
    codes = _codes(folded)
    count = len(codes) - n + 1
    if count <= 0:
        return np.zeros(0, dtype=np.int64)
    h = codes[:count].copy()
    with np.errstate(over="ignore"):
        for k in range(1, n):
            h = h * _PRIME + codes[k : k + count]
        h = (h ^ (_SALT * np.uint64(n))) * _MIX
    return (h >> np.uint64(64 - bits)).astype(np.int64)


def features(folded: str, bits: int = BITS) -> IntArray:
    """Every n-gram bucket of the text (the bag the classifier averages over)."""
    return np.concatenate([ngram_buckets(folded, n, bits) for n in NGRAMS])


def length_scale(counts: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """Each n-gram's weight is divided by sqrt(count): longer texts add evidence, sub-linearly."""
    return (1.0 / np.sqrt(np.maximum(counts, 1.0))).astype(np.float32)


@dataclass(frozen=True)
class Model:
    weights: FloatArray  # (2**bits, len(labels))
    bias: FloatArray  # (len(labels),)
    threshold: float  # P(not benign) at or above which a window is suspect

    def window_logits(self, folded: str) -> FloatArray:
        """Logits of each scored window: (windows, labels)."""
        per_n = [self.weights[ngram_buckets(folded, n)] for n in NGRAMS]
        length = max((len(a) for a in per_n), default=0)
        if length == 0:
            return self.bias[None, :]
        sums = np.zeros((length, len(self.bias)), dtype=np.float32)
        counts = np.zeros(length, dtype=np.float32)
        for a in per_n:
            sums[: len(a)] += a
            counts[: len(a)] += 1
        if length <= WINDOW:
            scale = length_scale(np.array([counts.sum()], dtype=np.float32))
            return (self.bias + sums.sum(axis=0) * scale)[None, :].astype(np.float32)
        csum = np.vstack([np.zeros((1, sums.shape[1]), np.float32), np.cumsum(sums, axis=0)])
        ccount = np.concatenate([[0.0], np.cumsum(counts)]).astype(np.float32)
        starts = np.arange(0, length - WINDOW + STRIDE, STRIDE)
        ends = np.minimum(starts + WINDOW, length)
        totals = csum[ends] - csum[starts]
        scaled = totals * length_scale(ccount[ends] - ccount[starts])[:, None]
        return (self.bias + scaled).astype(np.float32)

    def injection_probability(self, folded: str) -> tuple[float, str]:
        """The highest P(injection) over the windows and the most likely injection class."""
        logits = self.window_logits(folded)
        logits = logits - logits.max(axis=1, keepdims=True)
        probs = np.exp(logits)
        probs /= probs.sum(axis=1, keepdims=True)
        worst = int(np.argmin(probs[:, 0]))
        cls = LABELS[1 + int(np.argmax(probs[worst, 1:]))]
        return float(1.0 - probs[worst, 0]), cls


def pack(weights: FloatArray, bias: FloatArray, threshold: float) -> dict[str, np.ndarray]:
    """int8 weights with one scale per label: a quarter of the float32 size, same ranking."""
    scale = np.maximum(np.abs(weights).max(axis=0), 1e-8) / 127.0
    q = np.clip(np.round(weights / scale), -127, 127).astype(np.int8)
    return {
        "weights": q,
        "scale": scale.astype(np.float32),
        "bias": bias.astype(np.float32),
        "threshold": np.array(threshold, dtype=np.float32),
        "bits": np.array(BITS),
        "ngrams": np.array(NGRAMS),
    }


def unpack(data: dict[str, np.ndarray] | np.lib.npyio.NpzFile) -> Model:
    if int(data["bits"]) != BITS or tuple(int(n) for n in data["ngrams"]) != NGRAMS:
        raise ValueError("prompt-injection model was trained with other features; retrain it")
    weights = data["weights"].astype(np.float32) * data["scale"].astype(np.float32)
    return Model(weights, data["bias"].astype(np.float32), float(data["threshold"]))


@functools.cache
def shipped() -> Model:
    """The model in this package's data folder (loaded once per process)."""
    source = resources.files("memlane.core").joinpath("data", MODEL_FILE)
    with source.open("rb") as fh, np.load(fh, allow_pickle=False) as data:
        return unpack(data)


def classify(folded: str) -> str | None:
    """The injection class the shipped model suspects in folded text, or None."""
    model = shipped()
    probability, cls = model.injection_probability(folded)
    return cls if probability >= model.threshold else None


__all__ = [
    "LABELS",
    "Model",
    "classify",
    "features",
    "length_scale",
    "ngram_buckets",
    "pack",
    "shipped",
    "unpack",
]
