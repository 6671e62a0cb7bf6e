"""What an ``embedder =`` setting may say, parsed once for config validation and for building.

``minilm`` (default, bundled), ``hash`` / ``hash:<dim>`` (deterministic), ``onnx:<dir>`` (a
local model folder) or ``none`` (lexical only). Config refuses a spec that cannot be built
before it is saved, so a typo never leaves every later command failing.
"""

from __future__ import annotations

from dataclasses import dataclass

from memlane.errors import InvalidInput

DEFAULT_SPEC = "minilm"
HASH_DEFAULT_DIM = 128
HASH_MIN_DIM = 8
HASH_MAX_DIM = 8192
VALID_SPECS = ("minilm", "hash", "hash:<dim>", "onnx:<dir>", "none")


@dataclass(frozen=True)
class EmbedderSpec:
    kind: str  # minilm | hash | onnx | none
    dim: int | None = None  # hash only
    directory: str | None = None  # onnx only


def parse_embedder_spec(spec: str) -> EmbedderSpec:
    """The spec, or InvalidInput naming the valid forms."""
    if not isinstance(spec, str):
        raise InvalidInput(
            "the embedder must be text", remedy="use one of: " + ", ".join(VALID_SPECS)
        )
    raw = spec.strip()
    key = raw.lower()
    if key in ("minilm", "none"):
        return EmbedderSpec(key)
    if key == "hash":
        return EmbedderSpec("hash", HASH_DEFAULT_DIM)
    if key.startswith("hash:"):
        size = key.removeprefix("hash:")
        if not size.isdigit() or not HASH_MIN_DIM <= int(size) <= HASH_MAX_DIM:
            raise InvalidInput(
                f"invalid hash embedder dim {size!r}: it must be a whole number in "
                f"[{HASH_MIN_DIM}, {HASH_MAX_DIM}]",
                remedy=f"use hash or hash:<dim>, e.g. hash:{HASH_DEFAULT_DIM}",
            )
        return EmbedderSpec("hash", int(size))
    if key.startswith("onnx:"):
        directory = raw[len("onnx:") :]
        if not directory.strip():
            raise InvalidInput(
                "onnx: needs a folder", remedy="use onnx:<dir> with model.onnx + tokenizer.json"
            )
        return EmbedderSpec("onnx", directory=directory)
    raise InvalidInput(
        f"unknown embedder {spec!r}",
        remedy="use one of: " + ", ".join(VALID_SPECS),
        valid=list(VALID_SPECS),
    )


__all__ = [
    "DEFAULT_SPEC",
    "HASH_DEFAULT_DIM",
    "HASH_MAX_DIM",
    "HASH_MIN_DIM",
    "VALID_SPECS",
    "EmbedderSpec",
    "parse_embedder_spec",
]
