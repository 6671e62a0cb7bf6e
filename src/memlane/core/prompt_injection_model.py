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

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float32]


_DIGITS = str.maketrans("123456789", "000000000")


def _codes(folded: str) -> npt.NDArray[np.uint64]:
    text = " " + " ".join(folded.split()) + " "
    if text.isascii() or len(text) < 4096:
        text = text.translate(_DIGITS)
        return np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    # a long non-ASCII text: str.translate would leave its fast path, numpy maps the digits
    codes = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    codes[(codes >= ord("1")) & (codes <= ord("9"))] = ord("0")
    return codes


def all_buckets(folded: str, bits: int = BITS) -> list[IntArray]:
    """Hash bucket of every character n-gram for each n in NGRAMS, indexed by start position
    (one rolling hash: each longer gram extends the shorter one)."""
    codes = _codes(folded)
    out: list[IntArray] = []
    h = codes.copy()
    shift = np.uint64(64 - bits)
    with np.errstate(over="ignore"):
        for n in range(2, max(NGRAMS) + 1):
            count = len(codes) - n + 1
            if count <= 0:
                break
            # in place (a 256 KiB text makes arrays of 2 MB): the same integers, fewer copies
            h = h[:count]
            h *= _PRIME
            h += codes[n - 1 : n - 1 + count]
            if n in NGRAMS:
                mixed = h ^ (_SALT * np.uint64(n))
                mixed *= _MIX
                mixed >>= shift
                out.append(mixed.view(np.int64))  # below 2**bits: the same values as int64
    out += [np.zeros(0, dtype=np.int64)] * (len(NGRAMS) - len(out))
    return out


def ngram_buckets(folded: str, n: int, bits: int = BITS) -> IntArray:
    """Hash bucket of every character n-gram, indexed by start position."""
    return all_buckets(folded, bits)[NGRAMS.index(n)]


def features(folded: str, bits: int = BITS) -> IntArray:
    """Every n-gram bucket of the text (the bag the classifier averages over)."""
    return np.concatenate(all_buckets(folded, bits))


def length_scale(counts: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """Each n-gram's weight is divided by sqrt(count): longer texts add evidence, sub-linearly."""
    return (1.0 / np.sqrt(np.maximum(counts, 1.0))).astype(np.float32)


def _window_sums(
    per_n: list[FloatArray], width: int
) -> tuple[FloatArray, npt.NDArray[np.float32], npt.NDArray[np.int64]]:
    """Scaled sums of per-position values over windows of ``width`` start positions (stride
    STRIDE), the windows' gram counts and their start positions."""
    length = max((len(a) for a in per_n), default=0)
    sums = np.zeros((length, *per_n[0].shape[1:]), dtype=np.float32)
    counts = np.zeros(length, dtype=np.float32)
    for a in per_n:
        sums[: len(a)] += a
        counts[: len(a)] += 1
    if length <= width:
        total = np.array([counts.sum()], dtype=np.float32)
        return sums.sum(axis=0)[None, ...], total, np.zeros(1, dtype=np.int64)
    csum = np.concatenate([np.zeros((1, *sums.shape[1:]), np.float32), np.cumsum(sums, axis=0)])
    ccount = np.concatenate([[0.0], np.cumsum(counts)]).astype(np.float32)
    starts = np.arange(0, length - width + STRIDE, STRIDE)
    ends = np.minimum(starts + width, length)
    return csum[ends] - csum[starts], ccount[ends] - ccount[starts], starts


@dataclass(frozen=True)
class Model:
    weights: FloatArray  # (2**bits, len(labels))
    bias: FloatArray  # (len(labels),)
    threshold: float  # detector log-odds at or above which a window is suspect
    # A second, binary model (injection or not): one weight per gram, so a long text is scanned
    # with one gather; the four-way logits name the class of the window that scores highest.
    margin: FloatArray
    margin_bias: float

    def logits(self, folded: str) -> FloatArray:
        """The four-way logits of the whole text taken as one window (training, tests)."""
        per_n = [self.weights[b] for b in all_buckets(folded)]
        if not any(len(a) for a in per_n):
            return self.bias
        sums, counts, _ = _window_sums(per_n, 1 << 62)
        return (self.bias + sums[0] * length_scale(counts)[0]).astype(np.float32)

    def score(self, folded: str) -> tuple[float, str]:
        """The highest injection margin over the windows, and that window's likeliest class."""
        margin, best = self.best_window(folded)
        return margin, self.window_class(*best)

    def best_window(self, folded: str) -> tuple[float, tuple[list[IntArray], int]]:
        """The highest injection margin over the windows, and the buckets and start of that
        window (for :meth:`window_class`; -1: the text has no grams)."""
        buckets = all_buckets(folded)
        per_n = [self.margin[b] for b in buckets]
        if not any(len(a) for a in per_n):
            return self.margin_bias, (buckets, -1)
        sums, counts, starts = _window_sums(per_n, WINDOW)
        margins = self.margin_bias + sums * length_scale(counts)
        best = int(np.argmax(margins))
        return float(margins[best]), (buckets, int(starts[best]))

    def window_class(self, buckets: list[IntArray], lo: int) -> str:
        """The likeliest class of the window of ``WINDOW`` grams from ``lo``."""
        if lo < 0:
            return LABELS[1]
        window = sum(self.weights[b[lo : lo + WINDOW]].sum(axis=0) for b in buckets)
        return LABELS[1 + int(np.argmax(self.bias[1:] + window[1:]))]


def _quantize(weights: FloatArray) -> tuple[np.ndarray, np.ndarray]:
    """int8 values with one scale per column: a quarter of the float32 size, same ranking."""
    scale = np.maximum(np.abs(weights).max(axis=0), 1e-8) / 127.0
    return np.clip(np.round(weights / scale), -127, 127).astype(np.int8), scale.astype(np.float32)


def pack(
    weights: FloatArray,
    bias: FloatArray,
    threshold: float,
    detector: FloatArray,
    detector_bias: float,
) -> dict[str, np.ndarray]:
    q, scale = _quantize(weights)
    dq, dscale = _quantize(detector[:, None])
    return {
        "weights": q,
        "scale": scale,
        "bias": bias.astype(np.float32),
        "detector": dq[:, 0],
        "detector_scale": dscale,
        "detector_bias": np.array(detector_bias, dtype=np.float32),
        "threshold": np.array(threshold, dtype=np.float32),
        "bits": np.array(BITS),
        "ngrams": np.array(NGRAMS),
    }


def unpack(data: dict[str, np.ndarray] | np.lib.npyio.NpzFile) -> Model:
    if int(data["bits"]) != BITS or tuple(int(n) for n in data["ngrams"]) != NGRAMS:
        raise ValueError("prompt-injection model was trained with other features; retrain it")
    weights = data["weights"].astype(np.float32) * data["scale"].astype(np.float32)
    detector = data["detector"].astype(np.float32) * data["detector_scale"].astype(np.float32)
    return Model(
        weights,
        data["bias"].astype(np.float32),
        float(data["threshold"]),
        detector,
        float(data["detector_bias"]),
    )


@functools.cache
def shipped() -> Model:
    """The model in this package's data folder (loaded once per process)."""
    source = resources.files("memlane.core").joinpath("data", MODEL_FILE)
    with source.open("rb") as fh, np.load(fh, allow_pickle=False) as data:
        return unpack(data)


def classify(folded: str) -> str | None:
    """The injection class the shipped model suspects in folded text, or None."""
    model = shipped()
    margin, best = model.best_window(folded)
    # the class only for a text that scores: naming it gathers the window's four-way weights
    return model.window_class(*best) if margin >= model.threshold else None


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
