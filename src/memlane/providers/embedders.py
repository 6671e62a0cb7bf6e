"""The Embedder protocol, the deterministic lexical HashEmbedder, and spec resolution.

Invariant: every embedder returns float32 rows of unit L2 norm, shape (n, dim), in input order;
`resolve_embedder` is the one place an embedder spec string becomes an embedder (or None for
lexical-only recall).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np
from numpy.typing import NDArray

from memlane.core.embedder_spec import (
    DEFAULT_SPEC,
    HASH_DEFAULT_DIM,
    HASH_MAX_DIM,
    HASH_MIN_DIM,
    VALID_SPECS,
    parse_embedder_spec,
)
from memlane.errors import InvalidInput

if TYPE_CHECKING:
    from memlane.providers.onnx_embedder import MiniLMEmbedder, OnnxDirEmbedder

# Unicode letters and digits; "_" is excluded so snake_case splits like other punctuation.
_TOKEN = re.compile(r"[^\W_]+")
_WORD_WEIGHT = 1.0
# Trigrams let "migration" and "migrations" overlap without outweighing whole-word matches.
_TRIGRAM_WEIGHT = 0.25


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into unit-norm float32 vectors; fakes need no inheritance.

    An embedder may also say ``releases_gil = True`` when ``embed`` runs in native code that
    releases the GIL (the ONNX models): recall then embeds its query on another thread while
    it runs the full-text query. Without it, queries are embedded in line.
    """

    @property
    def model_id(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Shape (len(texts), dim), float32, rows L2-normalized; empty input gives (0, dim)."""
        ...


class HashEmbedder:
    """Deterministic lexical vectors for tests and model-free setups (signed feature hashing).

    Words (lowercase letters/digits) and their character trigrams are hashed with blake2b,
    which, unlike `hash()`, is stable across processes, into `dim` signed buckets. Identical
    texts give identical vectors; texts sharing words get a positive cosine barring rare
    bucket collisions; unrelated texts land near zero.
    """

    def __init__(self, dim: int = HASH_DEFAULT_DIM) -> None:
        if not HASH_MIN_DIM <= dim <= HASH_MAX_DIM:
            raise InvalidInput(
                f"hash embedder dim must be in [{HASH_MIN_DIM}, {HASH_MAX_DIM}], got {dim}",
                remedy=f"use hash:{HASH_DEFAULT_DIM}",
            )
        self.dim = dim
        self.model_id = f"hash-{dim}"

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        if isinstance(texts, str):
            raise InvalidInput(
                "embed() takes a sequence of texts, not one string",
                remedy="wrap the text in a list: embed([text])",
            )
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            self._fill(out[row], text)
        return out

    def _fill(self, row: NDArray[np.float32], text: str) -> None:
        words = _TOKEN.findall(text.lower())
        if not words:
            # Keep the unit-norm contract for punctuation-only or empty text.
            self._add(row, "\x00" + text.strip(), _WORD_WEIGHT)
        else:
            # Every weight is ±1 or ±0.25, so the bucket sums are exact in float32 whatever
            # the order they are added in: one bincount gives the same bits as adding each
            # feature in turn (which was most of a lexical remember()'s embedding time).
            # Each word's features come as arrays (cached): joining ~30 of them is ~10x
            # cheaper than flattening their tuples into lists for bincount.
            slots = [_word_slots(word, self.dim) for word in words]
            buckets = np.concatenate([word_buckets for word_buckets, _ in slots])
            weights = np.concatenate([word_weights for _, word_weights in slots])
            row += np.bincount(buckets, weights, minlength=self.dim).astype(np.float32)
        norm = float(np.linalg.norm(row))
        if norm == 0.0:
            # Every feature cancelled in colliding buckets; fall back to one bucket.
            self._add(row, "\x00" + text, _WORD_WEIGHT)
            norm = float(np.linalg.norm(row))
        row /= norm

    def _add(self, row: NDArray[np.float32], feature: str, weight: float) -> None:
        bucket, sign = _feature_slot(feature, self.dim)
        row[bucket] += sign * weight


@lru_cache(maxsize=1 << 16)
def _word_slots(word: str, dim: int) -> tuple[NDArray[np.intp], NDArray[np.float64]]:
    """The buckets and signed weights of a word's features: the word, then its trigrams
    (read-only arrays: the cache shares them)."""
    features = [("w:" + word, _WORD_WEIGHT)]
    padded = f"#{word}#"
    features += [("t:" + padded[i : i + 3], _TRIGRAM_WEIGHT) for i in range(len(padded) - 2)]
    slots = [(*_feature_slot(f, dim), w) for f, w in features]
    buckets = np.array([b for b, _, _ in slots], dtype=np.intp)
    weights = np.array([sign * w for _, sign, w in slots], dtype=np.float64)
    buckets.flags.writeable = False
    weights.flags.writeable = False
    return buckets, weights


@lru_cache(maxsize=1 << 16)
def _feature_slot(feature: str, dim: int) -> tuple[int, float]:
    """A feature's bucket and sign: blake2b, so stable across processes and platforms."""
    digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
    value = int.from_bytes(digest, "little")
    return value % dim, (1.0 if value >> 63 else -1.0)


def resolve_embedder(
    spec: str, *, threads: int = 1, cache_dir: Path | None = None
) -> Embedder | None:
    """Build the embedder a spec names; None means lexical-only recall (`none`).

    Specs: `minilm` (default, bundled, offline), `hash` / `hash:<dim>` (deterministic, tests),
    `onnx:<dir>` (a local folder with model.onnx + tokenizer.json), `none`. Model files are
    only opened on the first `embed` (or `dim` for `onnx:<dir>`), so resolving is cheap.
    ``cache_dir`` (the home's ``cache/``) is where the ONNX embedders keep their models'
    prepared graphs (providers/onnx_prepared.py); None builds them in every process.
    """
    if threads < 1:
        raise InvalidInput("threads must be at least 1", remedy="pass --threads 1 or more")
    parsed = parse_embedder_spec(spec)
    if parsed.kind == "hash":
        return HashEmbedder(parsed.dim or HASH_DEFAULT_DIM)
    if parsed.kind in ("minilm", "onnx"):
        # The ONNX embedders (the tokenizers library and the bundled model's package) load
        # only when a spec names one: a `hash` or `none` store's cold recall skips them.
        from memlane.providers import onnx_embedder

        if parsed.kind == "minilm":
            return onnx_embedder.MiniLMEmbedder(threads=threads, prepared_root=cache_dir)
        return onnx_embedder.OnnxDirEmbedder(
            Path(parsed.directory or ""), threads=threads, prepared_root=cache_dir
        )
    return None


def __getattr__(name: str) -> Any:
    """The ONNX embedder classes, re-exported here and imported on first access (see
    :func:`resolve_embedder`)."""
    if name in ("MiniLMEmbedder", "OnnxDirEmbedder"):
        from memlane.providers import onnx_embedder

        return getattr(onnx_embedder, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "DEFAULT_SPEC",
    "VALID_SPECS",
    "Embedder",
    "HashEmbedder",
    "MiniLMEmbedder",
    "OnnxDirEmbedder",
    "resolve_embedder",
]
