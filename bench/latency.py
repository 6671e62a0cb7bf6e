"""Speed and scale: ingest rate, warm recall/search/brief latency, cold CLI and hook latency,
peak RSS and disk size on synthetic stores of 1k, 10k and 100k memories (bench/synth.py).

Every figure names the embedder it was measured with, and an extrapolated figure says so. A run
is all-or-nothing: the result files are written only after every stage finished.

    .venv/bin/python bench/latency.py [--sizes 1000,10000,100000] [--minilm-size 10000]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
from tokenizers import Tokenizer

import latency_report
import memlane
import synth
from machine import machine_info
from memlane.core.records import record_from_dict
from memlane.errors import NearDuplicate
from memlane.home import CACHE_DIR, VERDICTS_DB_FILE
from memlane.providers.embedders import resolve_embedder
from memlane.providers.onnx_embedder import DEFAULT_MAX_TOKENS, MINILM_TOKENIZER
from memlane.services.memory import Memory

BENCH_DIR = Path(__file__).resolve().parent
DEFAULT_OUT_DIR = BENCH_DIR / "results"
SCALE_EMBEDDER = "hash:384"  # same dimension as MiniLM, so the KNN matmul costs the same
DEFAULT_EMBEDDER = "minilm"
LEXICAL = "none"
TRANSCRIPT = BENCH_DIR.parent / "tests" / "data" / "transcripts" / "claude_session.jsonl"
PROCESS_TIMEOUT_S = 600
# Texts of the MiniLM store the model alone embeds, for the ingest rows' reference pace.
MODEL_SAMPLE = 1000
METHOD = (
    "Stores are synthetic software-team memories (bench/synth.py: short facts, multi-sentence "
    "events, long runbook notes, lessons and patterns over six scopes incl. global and an ssh: "
    "scope), generated from a fixed seed.",
    f"The 1k/10k/100k stores are one store grown in place and use the `{SCALE_EMBEDDER}` "
    "embedder: embedding 100k texts with MiniLM on this machine would take longer than the "
    "whole benchmark budget. It has MiniLM's dimension (384), so the vector scan costs the "
    "same; what it leaves out is the MiniLM query embedding (see the minilm rows).",
    "A MiniLM store of the same records is built and measured too (default embedder).",
    "Stores are built with Memory.import_ (one transaction, batched embedding; the write gate "
    "runs on every record). The per-call write rate at a size is Memory.remember, one call at "
    "a time (own transaction, near-duplicate guard on), of the records that follow the "
    "store's own, written into a file copy of the store made right after its import and "
    "deleted after: the query rows measure the store as imported, untouched by those calls.",
    "Ingest rates are wall-clock; the CPU-second column is the same work in this process's "
    "CPU time (the machine is shared). remember_many gets the drafts remember() gets, in one "
    "call. The MiniLM model alone embeds 1,000 of the MiniLM store's texts in a fresh "
    "embedder: the model's own pace on exactly what the import embeds.",
    "Warm latencies run in a fresh child process after one untimed warm-up of each verb; "
    "recall, search and brief are interleaved per query. p95 is nearest-rank, so with few "
    "samples it is the slowest run (the sample count of every cell is in latency.json).",
    "The read gate screens every record a packet or brief shows and keeps its verdict "
    "(cache/read-verdicts.db, keyed by the texts and the rules' digest). `memlane "
    "reindex` and a running `memlane serve` judge records ahead; the bench judges each store "
    "so after its import (judge_ahead in latency.json: records, seconds, CPU ms a record), "
    "so the main warm rows run with kept verdicts; the first-seen row runs the same queries "
    "in another fresh worker after those verdicts are deleted (records no process judged "
    "yet, e.g. just imported with no server running): each recall judges what it shows. The "
    "import rows do not judge.",
    "The physical floor is measured in the same worker right after the verbs: one exact KNN "
    "(a random float32 matrix of the store's size and dimension: one mat-vec and a top-100 "
    "partition), one query embedding with the store's embedder, and one single-term FTS5 "
    "lookup (BM25, top 50) on the store file; p50 of each, summed. Every warm figure is also "
    "given as a multiple of it, so a noisy machine does not hide a regression.",
    "Cold figures are whole processes (`memlane … recall`, `memlane … hook prompt` with a "
    "Claude Code UserPromptSubmit payload on stdin), from spawn to exit; RSS is the child's "
    "peak resident set (wait4 ru_maxrss).",
)


@dataclass(frozen=True)
class Options:
    sizes: tuple[int, ...]
    minilm_size: int
    # remember() calls timed at each size, on a file copy of the store (remember_on_copy).
    marginal: int
    ingest_lexical: int
    ingest_minilm: int
    bulk_lexical: int
    seed: int
    # Only the write rates (ingest on empty stores, import and remember() at each size): no
    # query measurements and no MiniLM store. A few minutes instead of seven.
    ingest_only: bool = False

    def warm_queries(self, size: int) -> int:
        return 15 if size >= 50_000 else 40

    def cold_runs(self, size: int) -> int:
        return 4 if size >= 50_000 else 10


# -- measuring ---------------------------------------------------------------------------------


def summarize_ms(samples_s: Sequence[float]) -> dict[str, Any]:
    """p50 (median), p95 (nearest rank), min, max and mean in milliseconds."""
    ms = sorted(s * 1000 for s in samples_s)
    if not ms:
        return {"n": 0}
    p95 = ms[max(0, math.ceil(0.95 * len(ms)) - 1)]
    return {
        "n": len(ms),
        "p50_ms": round(statistics.median(ms), 2),
        "p95_ms": round(p95, 2),
        "min_ms": round(ms[0], 2),
        "max_ms": round(ms[-1], 2),
        "mean_ms": round(statistics.fmean(ms), 2),
    }


@dataclass(frozen=True)
class ProcRun:
    seconds: float
    peak_rss_kb: int
    returncode: int
    stdout: bytes
    stderr: bytes


# A small fresh process forks and times the measured one. Spawned straight from this (large)
# process, a child would report this process's peak RSS: Linux carries the parent's high-water
# mark into a child's ru_maxrss across fork/vfork + exec. The launcher's own start is not timed.
LAUNCHER = """
import json, os, signal, sys, time
report, timeout, argv = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
started = time.perf_counter()
pid = os.fork()
if pid == 0:
    try:
        os.execvp(argv[0], argv)
    finally:
        os._exit(127)
signal.signal(signal.SIGALRM, lambda *_: os.kill(pid, signal.SIGKILL))
signal.setitimer(signal.ITIMER_REAL, timeout)
_, status, usage = os.wait4(pid, 0)
seconds = time.perf_counter() - started
signal.setitimer(signal.ITIMER_REAL, 0)
with open(report, "w") as fh:
    json.dump({"seconds": seconds, "code": os.waitstatus_to_exitcode(status),
               "maxrss_kb": usage.ru_maxrss}, fh)
"""


def run_process(
    argv: Sequence[str],
    *,
    stdin: bytes = b"",
    env: Mapping[str, str],
    cwd: Path,
    timeout: float = PROCESS_TIMEOUT_S,
) -> ProcRun:
    """Run a process to its end: wall time from fork to exit, and its own peak RSS."""
    with (
        tempfile.TemporaryFile() as fin,
        tempfile.TemporaryFile() as fout,
        tempfile.TemporaryFile() as ferr,
        tempfile.TemporaryDirectory() as tmp,
    ):
        fin.write(stdin)
        fin.seek(0)
        report = Path(tmp) / "run.json"
        subprocess.run(
            [sys.executable, "-c", LAUNCHER, str(report), str(timeout), *argv],
            stdin=fin,
            stdout=fout,
            stderr=ferr,
            env=dict(env),
            cwd=cwd,
            timeout=timeout + 60,
            check=False,
        )
        fout.seek(0)
        ferr.seek(0)
        out, err = fout.read(), ferr.read()
        if not report.exists():
            raise RuntimeError(f"the launcher did not report on {argv[:3]}: {err[-2000:]!r}")
        done = json.loads(report.read_text("utf-8"))
        return ProcRun(done["seconds"], int(done["maxrss_kb"]), int(done["code"]), out, err)


def memlane_cmd() -> list[str]:
    """The installed console script next to this interpreter, else the module."""
    script = Path(sys.executable).with_name("memlane")
    return [str(script)] if script.exists() else [sys.executable, "-m", "memlane.cli.main"]


def disk_bytes(mem: Memory) -> dict[str, int]:
    db = mem.settings.db_path
    sizes = {
        p.name[len(db.name) :] or "db": p.stat().st_size
        for p in db.parent.glob(db.name + "*")
        if p.is_file()
    }
    return {
        "db": sizes.get("db", 0),
        "wal": sizes.get("-wal", 0),
        "shm": sizes.get("-shm", 0),
        "total": sum(sizes.values()),
    }


def time_remember(
    mem: Memory, records: Sequence[synth.SynthRecord], now: datetime
) -> dict[str, Any]:
    """Memory.remember one call at a time, the way the CLI, API and MCP write."""
    samples: list[float] = []
    refused = 0
    cpu = 0.0
    for r in records:
        cpu_start = time.process_time()
        started = time.perf_counter()
        try:
            mem.remember(r.text, **r.remember_kwargs(now))
        except NearDuplicate:
            refused += 1
            samples.append(time.perf_counter() - started)
            cpu += time.process_time() - cpu_start
            # Untimed: keeps the store at its nominal size; a refusal is a real write outcome.
            mem.remember(r.text, **r.remember_kwargs(now, force_new=True))
            continue
        samples.append(time.perf_counter() - started)
        cpu += time.process_time() - cpu_start
    total = sum(samples)
    return {
        "records": len(records),
        "seconds": round(total, 3),
        "records_per_s": round(len(records) / total, 1) if total else None,
        "cpu_s": round(cpu, 3),
        "records_per_cpu_s": round(len(records) / cpu, 1) if cpu else None,
        "per_call": summarize_ms(samples),
        "near_duplicates_refused": refused,
    }


def remember_on_copy(
    home: Path, embedder: str, scope: str, records: Sequence[synth.SynthRecord], now: datetime
) -> dict[str, Any]:
    """time_remember on a file copy of the (closed) store in ``home``, deleted after: the
    remembered records never reach the store the query rows measure, so their number does not
    move those rows."""
    copy = home.with_name(home.name + "-remember")
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(home, copy)
    try:
        with memlane.open(copy, embedder=embedder, scope=scope) as mem:
            return time_remember(mem, records, now)
    finally:
        shutil.rmtree(copy, ignore_errors=True)


def time_import(mem: Memory, records: Sequence[synth.SynthRecord], now: datetime) -> dict[str, Any]:
    """Memory.import_ of an export corpus: the bulk path (one transaction, batched embedding)."""
    corpus = synth.to_corpus(records, now)
    started, cpu_start = time.perf_counter(), time.process_time()
    result = mem.import_(corpus)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu_start
    if result["added"] != len(records):
        raise RuntimeError(f"import added {result['added']} of {len(records)} records: {result}")
    return {
        "records": len(records),
        "seconds": round(seconds, 2),
        "records_per_s": round(len(records) / seconds, 1),
        "cpu_s": round(cpu, 2),
        "records_per_cpu_s": round(len(records) / cpu, 1),
    }


def time_remember_many(
    mem: Memory, records: Sequence[synth.SynthRecord], now: datetime
) -> dict[str, Any]:
    """Memory.remember_many of the drafts remember() would get: one transaction, the same
    gates and guard (a near-duplicate fact is written with force_new, as time_remember
    does after its refusal, so the whole batch is stored)."""
    items = [{"text": r.text, **r.remember_kwargs(now, force_new=True)} for r in records]
    started, cpu_start = time.perf_counter(), time.process_time()
    receipts = mem.remember_many(items)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu_start
    return {
        "records": len(receipts),
        "seconds": round(seconds, 2),
        "records_per_s": round(len(receipts) / seconds, 1),
        "cpu_s": round(cpu, 2),
        "records_per_cpu_s": round(len(receipts) / cpu, 1),
    }


def time_model_alone(records: Sequence[synth.SynthRecord], now: datetime) -> dict[str, Any]:
    """The MiniLM model alone on the texts an import of ``records`` embeds (title, body …),
    in a fresh embedder: the pace the import's rate is measured against."""
    texts = [record_from_dict(d).embed_text for d in synth.to_corpus(records, now)["records"]]
    tokenizer = Tokenizer.from_file(str(MINILM_TOKENIZER))
    tokenizer.no_padding()  # the file pads every text to 128
    tokenizer.enable_truncation(max_length=DEFAULT_MAX_TOKENS)
    tokens = [len(e.ids) for e in tokenizer.encode_batch(texts)]
    embedder = resolve_embedder(DEFAULT_EMBEDDER)
    assert embedder is not None
    embedder.embed(["warm up"])
    started, cpu_start = time.perf_counter(), time.process_time()
    embedder.embed(texts)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu_start
    return {
        "texts": len(texts),
        "mean_tokens": round(statistics.fmean(tokens), 1),
        "p90_tokens": sorted(tokens)[int(0.9 * (len(tokens) - 1))],
        "texts_per_s": round(len(texts) / seconds, 1),
        "texts_per_cpu_s": round(len(texts) / cpu, 1),
    }


# -- the query worker (a fresh process per store) ------------------------------------------------


def worker(home: str, embedder: str, scope: str, queries: Sequence[str]) -> dict[str, Any]:
    """Warm in-process latency of recall, search and brief, and this process's peak RSS."""
    started = time.perf_counter()
    mem = memlane.open(home, embedder=embedder, scope=scope)
    out: dict[str, Any] = {"open_ms": round((time.perf_counter() - started) * 1000, 2)}
    verbs: dict[str, Callable[[str], int]] = {
        "recall": lambda q: len(mem.recall(q).hits),
        "search": lambda q: len(mem.search(q).hits),
        "brief": lambda q: len(mem.brief().text),
    }
    first: dict[str, float] = {}
    for name, verb in verbs.items():  # the first call loads the vector index (and the model)
        t0 = time.perf_counter()
        verb(queries[0])
        first[name] = round((time.perf_counter() - t0) * 1000, 2)
    samples: dict[str, list[float]] = {name: [] for name in verbs}
    cpu: dict[str, list[float]] = {name: [] for name in verbs}
    sizes: dict[str, list[int]] = {name: [] for name in verbs}
    for q in queries:
        for name, verb in verbs.items():
            t0, c0 = time.perf_counter(), time.process_time()
            sizes[name].append(verb(q))
            samples[name].append(time.perf_counter() - t0)
            cpu[name].append(time.process_time() - c0)
    mem.close()
    out["first_call_ms"] = first
    out["warm"] = {name: summarize_ms(s) for name, s in samples.items()}
    # This process's CPU time per call (all its threads): on a shared machine it moves less
    # with the load than wall time does (bench/latency_ab.py compares it).
    out["warm_cpu"] = {name: summarize_ms(s) for name, s in cpu.items()}
    out["mean_recall_hits"] = round(statistics.fmean(sizes["recall"]), 2)
    out["mean_search_hits"] = round(statistics.fmean(sizes["search"]), 2)
    out["mean_brief_chars"] = round(statistics.fmean(sizes["brief"]), 1)
    out["peak_rss_kb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    floor = physical_floor(home, embedder, queries)
    out["floor"] = floor
    out["floor_multiple"] = {
        name: round(stats["p50_ms"] / floor["floor_p50_ms"], 2) if floor["floor_p50_ms"] else None
        for name, stats in out["warm"].items()
    }
    return out


def physical_floor(home: str, embedder: str, queries: Sequence[str]) -> dict[str, Any]:
    """What any exact hybrid recall over this store must spend at least, measured in the same
    process right after the verbs: one exact KNN (a float32 matrix of the store's size and
    the embedder's dimension, one mat-vec and a top-100 partition), one query embedding, and
    one single-term FTS5 lookup (BM25, top 50) on the store file. p50 of each; the floor is
    their sum."""
    emb = resolve_embedder(embedder)
    db = sqlite3.connect(f"file:{Path(home) / 'memory.db'}?mode=ro", uri=True)
    try:
        n = int(db.execute("SELECT COUNT(*) FROM records").fetchone()[0])
        dim = emb.dim if emb is not None else 384
        rng = np.random.default_rng(0)
        matrix = rng.standard_normal((max(n, 1), dim), dtype=np.float32)
        matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
        knn: list[float] = []
        embed: list[float] = []
        fts: list[float] = []
        if emb is not None:
            emb.embed(["warm up"])
        for q in queries:
            vec = matrix[len(knn) % len(matrix)].copy()
            t0 = time.perf_counter()
            sims = matrix @ vec
            np.argpartition(-sims, min(100, len(sims) - 1))[:100]
            knn.append(time.perf_counter() - t0)
            if emb is not None:
                t0 = time.perf_counter()
                emb.embed([q])
                embed.append(time.perf_counter() - t0)
            term = max(re.findall(r"[a-z0-9]{3,}", q.lower()) or ["memory"], key=len)
            t0 = time.perf_counter()
            db.execute(
                "SELECT rowid, bm25(records_fts) AS s FROM records_fts WHERE records_fts MATCH ? "
                "ORDER BY s LIMIT 50",
                (f'"{term}"',),
            ).fetchall()
            fts.append(time.perf_counter() - t0)
    finally:
        db.close()
    parts = {"knn": summarize_ms(knn), "embedding": summarize_ms(embed), "fts": summarize_ms(fts)}
    total = sum(p.get("p50_ms", 0.0) for p in parts.values())
    return {**parts, "records": n, "dim": dim, "floor_p50_ms": round(total, 2)}


def forget_verdicts(home: Path) -> None:
    """Remove the read gate's kept verdicts of the store in ``home`` (derived data: the next
    process judges its records again), with SQLite's -wal and -shm files."""
    db = home / CACHE_DIR / VERDICTS_DB_FILE
    for path in (db, db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")):
        path.unlink(missing_ok=True)


def measure_queries(
    home: Path, embedder: str, scope: str, queries: Sequence[str], env: Mapping[str, str]
) -> dict[str, Any]:
    """The warm figures twice, each in a fresh worker: with the read-gate verdicts kept
    (what a hook meets once `memlane reindex` or a running server judged the records), then
    with none (records met for the first time: each recall judges what it shows). The
    first are the main figures; the second are ``first_seen``."""
    result = _query_worker(home, embedder, scope, queries, env)
    forget_verdicts(home)
    first_seen = _query_worker(home, embedder, scope, queries, env)
    result["first_seen"] = {k: first_seen[k] for k in ("warm", "warm_cpu", "floor_multiple")}
    return result


def _query_worker(
    home: Path, embedder: str, scope: str, queries: Sequence[str], env: Mapping[str, str]
) -> dict[str, Any]:
    cfg = json.dumps(
        {"home": str(home), "embedder": embedder, "scope": scope, "queries": list(queries)}
    )
    run = run_process(
        [sys.executable, str(Path(__file__).resolve()), "--worker", cfg], env=env, cwd=BENCH_DIR
    )
    if run.returncode != 0:
        raise RuntimeError(f"query worker failed ({run.returncode}): {run.stderr.decode()[-2000:]}")
    result: dict[str, Any] = json.loads(run.stdout.decode().strip().splitlines()[-1])
    result["peak_rss_kb_wait4"] = run.peak_rss_kb
    return result


# -- cold processes ------------------------------------------------------------------------------


def hook_available(env: Mapping[str, str], cwd: Path) -> bool:
    run = run_process([*memlane_cmd(), "hook", "--help"], env=env, cwd=cwd)
    return run.returncode == 0 and b"prompt" in run.stdout


def hook_payload(project: Path, prompt: str) -> bytes:
    return json.dumps({
        "session_id": "bench-latency", "transcript_path": str(TRANSCRIPT), "cwd": str(project),
        "permission_mode": "default", "hook_event_name": "UserPromptSubmit", "prompt": prompt,
    }).encode()  # fmt: skip


def measure_cold(
    home: Path,
    embedder: str,
    scope: str,
    project: Path,
    queries: Sequence[str],
    runs: int,
    env: Mapping[str, str],
    with_hook: bool,
) -> dict[str, Any]:
    base = [*memlane_cmd(), "--home", str(home)]
    if embedder != DEFAULT_EMBEDDER:
        base += ["--embedder", embedder]
    recall_runs = []
    for q in queries[:runs]:
        run = run_process([*base, "recall", q, "--scope", scope], env=env, cwd=project)
        if run.returncode != 0 or not run.stdout.strip():
            raise RuntimeError(
                f"memlane recall failed ({run.returncode}): {run.stderr.decode()[-2000:]}"
            )
        recall_runs.append(run)
    out: dict[str, Any] = {"cli_recall": _proc_summary(recall_runs)}
    if not with_hook:
        out["hook_prompt"] = "not available"
        return out
    log = home / "hooks.log"
    log_before = log.stat().st_size if log.exists() else 0
    hook_runs = [
        run_process([*base, "hook", "prompt"], stdin=hook_payload(project, q), env=env, cwd=project)
        for q in queries[:runs]
    ]
    if any(r.returncode != 0 for r in hook_runs):
        raise RuntimeError("memlane hook prompt exited non-zero")
    summary = _proc_summary(hook_runs)
    summary["injected"] = sum(1 for r in hook_runs if r.stdout.strip())
    summary["hook_log_bytes_added"] = (log.stat().st_size if log.exists() else 0) - log_before
    out["hook_prompt"] = summary
    return out


def _proc_summary(runs: Sequence[ProcRun]) -> dict[str, Any]:
    return {
        **summarize_ms([r.seconds for r in runs]),
        "peak_rss_kb": max(r.peak_rss_kb for r in runs),
    }


# -- the stages ----------------------------------------------------------------------------------


def measure_store(
    home: Path,
    embedder: str,
    scope: str,
    project: Path,
    queries: Sequence[str],
    opts: Options,
    size: int,
    env: Mapping[str, str],
    with_hook: bool,
) -> dict[str, Any]:
    """Measure the (closed) store in ``home`` from fresh processes."""
    print(f"  measuring {size:,} records ({embedder})", flush=True)
    started = time.perf_counter()
    with memlane.open(home, embedder=embedder, scope=scope) as probe:
        disk = disk_bytes(probe)
        counted = sum(probe.stats()["scopes"].values())
        # What `memlane reindex` or an idle `memlane serve` does after an import.
        t0, cpu0 = time.perf_counter(), time.process_time()
        judged = probe.judge_ahead()["judged"]
        judge = {"judged": judged, "seconds": round(time.perf_counter() - t0, 1),
                 "cpu_ms_per_record": round((time.process_time() - cpu0) * 1000 / max(judged, 1),
                                            2)}  # fmt: skip
    out = {
        "records": counted, "embedder": embedder, "disk_bytes": disk, "judge_ahead": judge,
        "queries": measure_queries(home, embedder, scope, queries[: opts.warm_queries(size)],
                                   env),
        "cold": measure_cold(home, embedder, scope, project, queries, opts.cold_runs(size), env,
                             with_hook),
    }  # fmt: skip
    out["measure_s"] = round(time.perf_counter() - started, 1)
    return out


def ingest_empty(
    root: Path, opts: Options, scopes: Mapping[str, str], now: datetime
) -> dict[str, Any]:
    """Write rates on empty stores: per call for lexical-only and MiniLM, bulk for lexical."""
    sample = list(
        synth.generate(max(opts.ingest_lexical, opts.bulk_lexical), opts.seed + 1, scopes)
    )
    out: dict[str, Any] = {}
    with memlane.open(root / "ingest-none", embedder=LEXICAL) as mem:
        out["remember_lexical"] = time_remember(mem, sample[: opts.ingest_lexical], now)
    with memlane.open(root / "ingest-none-bulk", embedder=LEXICAL) as mem:
        out["import_lexical"] = time_import(mem, sample[: opts.bulk_lexical], now)
    with memlane.open(root / "ingest-none-many", embedder=LEXICAL) as mem:
        out["remember_many_lexical"] = time_remember_many(mem, sample[: opts.bulk_lexical], now)
    with memlane.open(root / "ingest-minilm", embedder=DEFAULT_EMBEDDER) as mem:
        t0 = time.perf_counter()
        mem.warm_up()
        out["minilm_model_load_ms"] = round((time.perf_counter() - t0) * 1000, 1)
        out["remember_minilm"] = time_remember(mem, sample[: opts.ingest_minilm], now)
    return out


def scale_stores(
    root: Path,
    records: Sequence[synth.SynthRecord],
    queries: Sequence[str],
    opts: Options,
    scope: str,
    project: Path,
    now: datetime,
    env: Mapping[str, str],
    with_hook: bool,
) -> list[dict[str, Any]]:
    """One store grown in place to each size by import; at each size, remember() is timed on
    a copy of it (the records that follow the store's own), then the store is measured and
    grown further."""
    home = root / "scale"
    stages: list[dict[str, Any]] = []
    done = 0
    for size in opts.sizes:
        print(f"building {size:,} records ({SCALE_EMBEDDER})", flush=True)
        stage: dict[str, Any] = {"size": size}
        with memlane.open(home, embedder=SCALE_EMBEDDER, scope=scope) as mem:
            stage["import"] = time_import(mem, records[done:size], now)
        done = size
        stage["remember_at_size"] = remember_on_copy(
            home, SCALE_EMBEDDER, scope, records[size : size + opts.marginal], now
        )
        if not opts.ingest_only:
            stage.update(
                measure_store(
                    home, SCALE_EMBEDDER, scope, project, queries, opts, size, env, with_hook
                )
            )
        stages.append(stage)
    return stages


def minilm_store(
    root: Path,
    records: Sequence[synth.SynthRecord],
    queries: Sequence[str],
    opts: Options,
    scope: str,
    project: Path,
    now: datetime,
    env: Mapping[str, str],
    with_hook: bool,
) -> dict[str, Any]:
    home = root / "minilm"
    size = opts.minilm_size
    print(f"building {size:,} records ({DEFAULT_EMBEDDER})", flush=True)
    with memlane.open(home, embedder=DEFAULT_EMBEDDER, scope=scope) as mem:
        out: dict[str, Any] = {"size": size, "import": time_import(mem, records[:size], now)}
    # The model alone on a sample of the same texts, right after: what "the model's pace" is.
    out["model_alone"] = time_model_alone(records[: min(size, MODEL_SAMPLE)], now)
    out["remember_at_size"] = remember_on_copy(
        home, DEFAULT_EMBEDDER, scope, records[size : size + opts.marginal], now
    )
    out.update(
        measure_store(home, DEFAULT_EMBEDDER, scope, project, queries, opts, size, env, with_hook)
    )
    return out


def run(opts: Options) -> dict[str, Any]:
    report: dict[str, Any] = {
        "benchmark": "latency", "method": list(METHOD), "machine": machine_info(),
        "config": {"sizes": list(opts.sizes), "minilm_size": opts.minilm_size,
                   "scale_embedder": SCALE_EMBEDDER, "default_embedder": DEFAULT_EMBEDDER,
                   "seed": opts.seed, "remember_per_size": opts.marginal,
                   "warm_queries": {str(s): opts.warm_queries(s) for s in opts.sizes},
                   "cold_runs": {str(s): opts.cold_runs(s) for s in opts.sizes}},
    }  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="memlane-latency-") as tmp:
        root = Path(tmp)
        project = root / "acme-billing-api"
        (project / ".git").mkdir(parents=True)
        scope = str(project)
        scopes = {"api": scope}
        env = {k: v for k, v in os.environ.items() if not k.startswith("MEMLANE_")}
        env["MEMLANE_HOME"] = str(root / "unused-home")
        with_hook = hook_available(env, project)
        now = datetime.now(UTC)
        started = time.perf_counter()
        total = max(max(opts.sizes), opts.minilm_size) + opts.marginal
        records = list(synth.generate(total, opts.seed, scopes))
        queries = synth.queries(max(opts.warm_queries(s) for s in opts.sizes), opts.seed)
        report["generate_s"] = round(time.perf_counter() - started, 2)
        report["hook_available"] = with_hook
        print("ingest on empty stores", flush=True)
        report["ingest"] = ingest_empty(root, opts, scopes, now)
        report["stores"] = scale_stores(
            root, records, queries, opts, scope, project, now, env, with_hook
        )
        if opts.ingest_only:
            report["wall_s"] = round(time.perf_counter() - started, 1)
            return report
        report["minilm"] = minilm_store(
            root, records, queries, opts, scope, project, now, env, with_hook
        )
    report["minilm"]["import_100k_extrapolated_s"] = round(
        100_000 / report["minilm"]["import"]["records_per_s"], 0
    )
    report["growth"] = latency_report.growth(report["stores"])
    report["wall_s"] = round(time.perf_counter() - started, 1)
    return report


def ingest_table(report: Mapping[str, Any]) -> str:
    """The write rates of an --ingest-only run, one line each: wall and per CPU-second."""
    ingest = report["ingest"].items()
    rows = [(f"{name}, empty store", r) for name, r in ingest if isinstance(r, dict)]
    for stage in report["stores"]:
        rows.append((f"import up to {stage['size']:,}", stage["import"]))
        if "remember_at_size" in stage:
            rows.append((f"remember() at {stage['size']:,}", stage["remember_at_size"]))
    return "\n".join(
        f"{name:34s} {r['records']:6d} records  {r['records_per_s']:8.1f}/s  "
        f"{r['records_per_cpu_s']:8.1f} per CPU-s"
        for name, r in rows
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--minilm-size", type=int, default=10_000)
    parser.add_argument("--remember-per-size", type=int, default=500)
    parser.add_argument("--ingest-lexical", type=int, default=1000)
    parser.add_argument("--ingest-minilm", type=int, default=300)
    parser.add_argument("--bulk-lexical", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--ingest-only",
        action="store_true",
        help="only the write rates (ingest on empty stores; import and remember() at each "
        "size), written to latency_ingest.json",
    )
    parser.add_argument("--out-dir", type=Path, default=DEFAULT_OUT_DIR)
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        cfg = json.loads(args.worker)
        print(json.dumps(worker(cfg["home"], cfg["embedder"], cfg["scope"], cfg["queries"])))
        return 0
    sizes = tuple(sorted(int(s) for s in args.sizes.split(",") if s.strip()))
    opts = Options(
        sizes,
        args.minilm_size,
        args.remember_per_size,
        args.ingest_lexical,
        args.ingest_minilm,
        args.bulk_lexical,
        args.seed,
        args.ingest_only,
    )
    report = run(opts)
    if opts.ingest_only:
        args.out_dir.mkdir(parents=True, exist_ok=True)
        path = args.out_dir / "latency_ingest.json"
        path.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(ingest_table(report))
        print(f"wrote {path} in {report['wall_s']:.0f} s")
        return 0
    latency_report.write(report, args.out_dir)
    print(latency_report.headline(report))
    print(
        f"wrote {args.out_dir / 'latency.json'}, latency.md and latency.png "
        f"in {report['wall_s']:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
