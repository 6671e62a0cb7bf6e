"""One memory system behind a line protocol, for bench/peers.py: a worker process reads one
JSON request per line on stdin and answers one JSON line on stdout, timing each call itself
(so the pipe between processes is not measured).

Standard library only at import: the basic-memory worker runs under its own Python (3.12+),
where memlane is not installed; each system's library is imported when its worker starts.

    python bench/peer_workers.py <memlane|mem0|basic-memory> <home folder>

Requests: ``{"op": "ingest", "items": [{"title", "text"}, ...]}``, ``{"op": "query",
"verb": ..., "q": ...}``, ``{"op": "info"}``, ``{"op": "quit"}``.
"""

from __future__ import annotations

import asyncio
import importlib.metadata
import json
import logging
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

USER = "bench"
SCOPE_DIR = "project"
TOP_K = 10
INGEST_BATCH = 100


def _version(dist: str) -> str:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


class MemlaneWorker:
    """memlane's own recall packet and search, default MiniLM embedder."""

    def __init__(self, home: Path) -> None:
        import memlane

        project = home / SCOPE_DIR
        (project / ".git").mkdir(parents=True, exist_ok=True)
        self.mem = memlane.open(home / "memlane", scope=str(project))
        self.verbs: dict[str, Callable[[str], int]] = {
            "recall": lambda q: len(self.mem.recall(q).hits),
            "search": lambda q: len(self.mem.search(q, limit=TOP_K).hits),
        }

    def ingest(self, items: Sequence[dict[str, str]]) -> int:
        # force_new: no near-duplicate guard, as mem0 with infer=False has none.
        for start in range(0, len(items), INGEST_BATCH):
            batch = items[start : start + INGEST_BATCH]
            drafts = [{**it, "force_new": True} for it in batch]
            self.mem.remember_many(drafts)
        return len(items)

    def info(self) -> dict[str, Any]:
        return {
            "version": _version("memlane"),
            "python": sys.version.split()[0],
            "setup": "memlane.open(home): SQLite store, bundled MiniLM (int8 ONNX, 1 thread); "
            "recall = Memory.recall (the injection packet), search = Memory.search "
            f"(limit {TOP_K}); ingest = Memory.remember_many in batches of {INGEST_BATCH}",
        }


class Mem0Worker:
    """mem0 OSS, fully local: embedded Qdrant on disk, the same MiniLM, infer=False."""

    def __init__(self, home: Path) -> None:
        os.environ["MEM0_TELEMETRY"] = "False"
        # mem0 builds its LLM client at start even when infer=False never calls it; a key
        # that is never sent keeps the OpenAI client constructor quiet.
        os.environ.setdefault("OPENAI_API_KEY", "unused-infer-false-calls-no-llm")
        from mem0 import Memory
        from mem0.embeddings.base import EmbeddingBase

        from memlane.providers.onnx_embedder import MiniLMEmbedder

        class BundledMiniLM(EmbeddingBase):
            # mem0's local embedders (huggingface via sentence-transformers, fastembed) fetch
            # the model from a hub at run time, which this bench does not allow: this adapter
            # hands mem0 memlane's bundled MiniLM, so both systems embed with the same model.
            def __init__(self) -> None:
                super().__init__(None)
                self.model = MiniLMEmbedder()

            def embed(self, text: Any, memory_action: Any = None) -> list[float]:
                return [float(x) for x in self.model.embed([str(text)])[0]]

            def embed_batch(self, texts: Any, memory_action: Any = "add") -> list[list[float]]:
                return [[float(x) for x in v] for v in self.model.embed([str(t) for t in texts])]

        config = {
            "vector_store": {
                "provider": "qdrant",
                "config": {
                    "collection_name": "bench",
                    "embedding_model_dims": 384,
                    "path": str(home / "mem0-qdrant"),
                    "on_disk": True,
                },
            },
            "embedder": {"provider": "openai", "config": {"embedding_dims": 384}},
            "history_db_path": str(home / "mem0-history.db"),
        }
        self.mem = Memory.from_config(config)
        self.mem.embedding_model = BundledMiniLM()
        self.verbs = {
            "search": lambda q: len(
                self.mem.search(q, filters={"user_id": USER}, top_k=TOP_K)["results"]
            )
        }

    def ingest(self, items: Sequence[dict[str, str]]) -> int:
        for start in range(0, len(items), INGEST_BATCH):
            batch = items[start : start + INGEST_BATCH]
            messages = [{"role": "user", "content": it["text"]} for it in batch]
            self.mem.add(messages, user_id=USER, infer=False)
        return len(items)

    def info(self) -> dict[str, Any]:
        return {
            "version": _version("mem0ai"),
            "qdrant-client": _version("qdrant-client"),
            "python": sys.version.split()[0],
            "setup": "Memory.from_config: embedded Qdrant (local path), the bundled MiniLM "
            "through an EmbeddingBase adapter (mem0's own local embedders download their model "
            "at run time), add(messages, infer=False) in batches of "
            f"{INGEST_BATCH}; search(top_k={TOP_K}). Without the optional spaCy/fastembed "
            "extras (they download models), mem0 skips its BM25 keyword and entity boosts.",
        }


class BasicMemoryWorker:
    """basic-memory's Python API (its MCP tool functions), text search."""

    def __init__(self, home: Path) -> None:
        os.environ["BASIC_MEMORY_CONFIG_DIR"] = str(home / "bm-config")
        os.environ["BASIC_MEMORY_HOME"] = str(home / "bm-notes")
        os.environ["BASIC_MEMORY_LOG_LEVEL"] = "WARNING"
        os.environ["HF_HUB_OFFLINE"] = "1"
        from loguru import logger

        logger.remove()  # its DEBUG lines to stderr would be measured as its work
        logger.add(sys.stderr, level="WARNING")
        from basic_memory.mcp.tools.search import search_notes
        from basic_memory.mcp.tools.write_note import write_note

        self._write, self._search = write_note, search_notes
        self.loop = asyncio.new_event_loop()
        self.verbs = {"search": self._text_search}

    def _text_search(self, q: str) -> int:
        found = self.loop.run_until_complete(
            self._search(query=q, search_type="text", output_format="json", page_size=TOP_K)
        )
        return len(found.get("results", [])) if isinstance(found, dict) else 0

    def ingest(self, items: Sequence[dict[str, str]]) -> int:
        async def write_all() -> None:
            for it in items:
                await self._write(title=it["slug"], content=it["text"], directory="bench")

        self.loop.run_until_complete(write_all())
        return len(items)

    def info(self) -> dict[str, Any]:
        return {
            "version": _version("basic-memory"),
            "python": sys.version.split()[0],
            "setup": "write_note(title, content, directory) and search_notes(search_type="
            f"'text', page_size={TOP_K}): Markdown files plus its SQLite index",
        }


WORKERS: dict[str, Callable[[Path], Any]] = {
    "memlane": MemlaneWorker,
    "mem0": Mem0Worker,
    "basic-memory": BasicMemoryWorker,
}


def serve(system: str, home: Path) -> None:
    logging.disable(logging.WARNING)
    out = sys.stdout
    sys.stdout = sys.stderr  # a library's print() must not corrupt the protocol
    started = time.perf_counter()
    try:
        worker = WORKERS[system](home)
    except Exception as exc:  # reported to the orchestrator, which runs the others
        out.write(json.dumps({"ready": False, "error": f"{type(exc).__name__}: {exc}"}) + "\n")
        out.flush()
        return
    out.write(json.dumps({"ready": True, "open_ms": (time.perf_counter() - started) * 1000}))
    out.write("\n")
    out.flush()
    for line in sys.stdin:
        req = json.loads(line)
        op = req["op"]
        if op == "quit":
            break
        t0 = time.perf_counter()
        try:
            if op == "ingest":
                answer: dict[str, Any] = {"count": worker.ingest(req["items"])}
            elif op == "query":
                answer = {"hits": worker.verbs[req["verb"]](req["q"])}
            else:
                answer = {"info": worker.info()}
        except Exception as exc:
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        answer["ms"] = (time.perf_counter() - t0) * 1000
        out.write(json.dumps(answer) + "\n")
        out.flush()


if __name__ == "__main__":
    serve(sys.argv[1], Path(sys.argv[2]))
