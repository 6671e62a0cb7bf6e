"""Session search speed: synthetic transcripts in each real format, indexed and searched.

Generates agent sessions (Claude Code ``~/.claude/projects/<slug>/<id>.jsonl``, Codex
``~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`` and plain ``{role, content}`` JSONL, a third
each) about invented software work, then measures on a real ``Memory`` (its own home and index
file in a temp folder):

* the first index of the whole corpus (the 100k corpus is 1,000 transcripts), with the progress
  callback the CLI's bar draws from;
* warm search p50 / p95 at 10k and 100k messages — the whole ``Memory.session_search`` call,
  including the catch-up check of every file it does first — over every project (the widest
  search) and over one project;
* a refresh with nothing new (the walk and stat every search pays);
* the incremental re-index of one grown transcript (a turn appended to one file, then the
  refresh that finds and reads it).

Writes bench/results/sessions.json and sessions.md.
Usage: python bench/sessions.py [--sizes 10000,100000] [--runs 5] [--seed 7]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

import memlane
import synth
from latency import summarize_ms
from latency_report import write_atomic
from machine import machine_info
from memlane.services.memory import Memory

RESULTS = Path(__file__).parent / "results"
COMMAND = "python bench/sessions.py"
MESSAGES_PER_SESSION = 100
PROJECTS = ("shop", "billing", "search", "mobile", "infra", "docs", "data", "auth")
FORMATS = ("claude", "codex", "plain")
GOALS_MS = {"search_10k": 50.0, "search_100k": 150.0, "incremental": 100.0}
START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)

PROMPTS = (
    "the {env} deploy of {service} is flaky again, find out why",
    "why does `{test_cmd}` fail on {service}",
    "add retries with backoff to the {queue} consumer in {service}",
    "migrate {service} to {db}",
    "the {env} health check of {service} times out",
    "{service} times out calling {service2}; investigate",
    "clean up the feature flags in {config_file}",
    "upgrade the {lang} runtime of {service}",
    "profile the slow listing endpoint of {service}",
    "write a runbook entry for the {queue} queue",
)
ANSWERS = (
    synth.EVENT_SENTENCES
    + synth.NOTE_SENTENCES
    + (
        "I'll start with the logs in {log_sink} for {service}.",
        "The root cause looks like {cause}.",
        "Raising the timeout of {service} to {n} seconds and re-running `{test_cmd}`.",
        "Done: {action} {service}; follow-up is {followup}.",
    )
)
COMMANDS = (
    tuple(t for t in synth.TEST_CMDS)
    + tuple(cmd for cmd, _, _ in synth.LESSONS)
    + (
        "git log --oneline -n 20",
        "git diff --stat",
        "kubectl -n {env} get pods -l app={slug}",
        "rg -n 'timeout' src/",
        "make deploy-{env}",
    )
)
OK_OUTPUTS = (
    "{n} passed in {secs}s",
    "deployment.apps/{slug} configured\nrollout status: successfully rolled out",
    "Applied migration 0{n}_add_index_on_{queue}",
    "No issues found in {n} source files",
)
QUERIES = (
    "flaky deploy",
    "health check timeout",
    "alembic upgrade head",
    "ModuleNotFoundError stripe",
    "migration lock invoices",
    "retries backoff queue",
    "connection pool too small",
    "feature flag canary",
    "helm upgrade failed",
    "exit code 137 memory limit",
    "billing-api staging",
    "why does the search indexer fail",
    "pnpm lockfile",
    "TLS certificate expired",
    "runbook",
)


class Writer:
    """One seeded stream of invented session text."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def pick(self, options: Sequence[Any]) -> Any:
        return options[self.rng.randrange(len(options))]

    def fill(self, template: str) -> str:
        service = self.pick(synth.SERVICES)
        values = {
            "service": service,
            "service2": self.pick([s for s in synth.SERVICES if s != service]),
            "slug": service.replace(" ", "-"),
            "env": self.pick(synth.ENVS),
            "test_cmd": self.pick(synth.TEST_CMDS),
            "queue": self.pick(synth.QUEUES),
            "db": self.pick(synth.DATABASES),
            "config_file": self.pick(synth.CONFIG_FILES),
            "lang": self.pick(synth.LANGS),
            "log_sink": self.pick(synth.LOG_SINKS),
            "cause": self.pick(synth.CAUSES),
            "action": self.pick(synth.ACTIONS),
            "followup": self.pick(synth.FOLLOWUPS),
            "deploy_tool": self.pick(synth.DEPLOY_TOOLS),
            "dashboard": self.pick(synth.DASHBOARDS),
            "person": self.pick(synth.PEOPLE),
            "path": self.pick(synth.PATHS),
            "weekday": self.pick(synth.WEEKDAYS),
            "ticket": f"OPS-{self.rng.randrange(100, 9999)}",
            "pr": f"#{self.rng.randrange(100, 9999)}",
            "timeout": str(self.rng.choice((5, 10, 30, 60))),
            "n": str(self.rng.randrange(2, 400)),
            "secs": f"{self.rng.uniform(0.2, 90):.2f}",
        }
        return template.format_map(values)

    def output(self) -> tuple[str, bool]:
        if self.rng.random() < 0.3:
            cmd, error, _fix = self.pick(synth.LESSONS)
            lines = [f"$ {cmd}"] + [
                f"  at {self.pick(synth.PATHS)}module_{i}.py:{self.rng.randrange(1, 400)}"
                for i in range(self.rng.randrange(2, 12))
            ]
            return "\n".join([*lines, error]), True
        return self.fill(self.pick(OK_OUTPUTS)), False


def _turns(w: Writer, messages: int) -> list[tuple[str, str, bool]]:
    """(kind, text, errored) units: prompt, answers, calls with results, until ``messages``."""
    units: list[tuple[str, str, bool]] = []
    while len(units) < messages:
        units.append(("prompt", w.fill(w.pick(PROMPTS)), False))
        units.append(("text", w.fill(w.pick(ANSWERS)), False))
        for _ in range(w.rng.randrange(1, 5)):
            output, errored = w.output()
            units += [("call", w.fill(w.pick(COMMANDS)), errored), ("result", output, errored)]
        units.append(("text", " ".join(w.fill(w.pick(ANSWERS)) for _ in range(3)), False))
    return units[:messages]


def _iso(t: datetime) -> str:
    return t.isoformat().replace("+00:00", "Z")


def claude_records(
    sid: str, cwd: str, units: list[tuple[str, str, bool]], t0: datetime
) -> list[Any]:
    out: list[dict[str, Any]] = []
    base = {"sessionId": sid, "cwd": cwd, "version": "2.0.14", "isSidechain": False}
    for i, (kind, text, errored) in enumerate(units):
        at = _iso(t0 + timedelta(seconds=20 * i))
        if kind == "prompt":
            msg: dict[str, Any] = {"role": "user", "content": text}
            out.append({**base, "type": "user", "message": msg, "timestamp": at})
        elif kind == "text":
            msg = {"role": "assistant", "content": [{"type": "text", "text": text}]}
            out.append({**base, "type": "assistant", "message": msg, "timestamp": at})
        elif kind == "call":
            block: dict[str, Any] = {"type": "tool_use", "id": f"toolu_{i}", "name": "Bash",
                     "input": {"command": text}}  # fmt: skip
            msg = {"role": "assistant", "content": [block]}
            out.append({**base, "type": "assistant", "message": msg, "timestamp": at})
        else:
            block = {"type": "tool_result", "tool_use_id": f"toolu_{i - 1}", "content": text,
                     "is_error": errored}  # fmt: skip
            msg = {"role": "user", "content": [block]}
            out.append({**base, "type": "user", "message": msg, "timestamp": at})
    return out


def codex_records(
    sid: str, cwd: str, units: list[tuple[str, str, bool]], t0: datetime
) -> list[Any]:
    meta = {"id": sid, "timestamp": _iso(t0), "cwd": cwd, "originator": "codex_cli_rs"}
    out: list[dict[str, Any]] = [{"timestamp": _iso(t0), "type": "session_meta", "payload": meta}]
    for i, (kind, text, errored) in enumerate(units):
        at = _iso(t0 + timedelta(seconds=20 * i))
        if kind in ("prompt", "text"):
            role, part = (
                ("user", "input_text") if kind == "prompt" else ("assistant", "output_text")
            )
            payload: dict[str, Any] = {
                "type": "message", "role": role, "content": [{"type": part, "text": text}],
            }  # fmt: skip
        elif kind == "call":
            args = json.dumps({"command": ["bash", "-lc", text]})
            payload = {"type": "function_call", "name": "shell", "arguments": args,
                       "call_id": f"call_{i}"}  # fmt: skip
        else:
            wrapped = json.dumps({"output": text, "metadata": {"exit_code": 1 if errored else 0}})
            payload = {"type": "function_call_output", "call_id": f"call_{i - 1}",
                       "output": wrapped}  # fmt: skip
        out.append({"timestamp": at, "type": "response_item", "payload": payload})
    return out


def plain_records(
    sid: str, cwd: str, units: list[tuple[str, str, bool]], t0: datetime
) -> list[Any]:
    out: list[dict[str, Any]] = []
    pending_call = ""
    for i, (kind, text, errored) in enumerate(units):
        at = _iso(t0 + timedelta(seconds=20 * i))
        if kind == "call":
            pending_call = text
            continue
        if kind == "result":
            code = 1 if errored else 0
            out.append({"role": "tool", "name": "shell", "command": pending_call,
                        "exit_code": code, "content": text, "timestamp": at})  # fmt: skip
            continue
        role = "user" if kind == "prompt" else "assistant"
        row: dict[str, Any] = {"role": role, "content": text, "timestamp": at}
        if i == 0:
            row |= {"session_id": sid, "cwd": cwd}
        out.append(row)
    return out


WRITERS: dict[str, Callable[[str, str, list[tuple[str, str, bool]], datetime], list[Any]]] = {
    "claude": claude_records,
    "codex": codex_records,
    "plain": plain_records,
}


def transcript_path(root: Path, fmt: str, sid: str, project: str, t0: datetime) -> Path:
    if fmt == "claude":
        return root / "claude" / "projects" / f"-work-{project}" / f"{sid}.jsonl"
    if fmt == "codex":
        stamp = t0.strftime("%Y-%m-%dT%H-%M-%S")
        return (
            root / "codex" / "sessions" / t0.strftime("%Y/%m/%d") / f"rollout-{stamp}-{sid}.jsonl"
        )
    return root / "plain" / project / f"{sid}.jsonl"


def write_corpus(root: Path, work: Path, transcripts: int, seed: int) -> dict[str, Any]:
    """``transcripts`` files of MESSAGES_PER_SESSION messages each; returns their metadata."""
    rng = random.Random(seed)
    files: list[dict[str, Any]] = []
    for project in PROJECTS:
        (work / project / ".git").mkdir(parents=True, exist_ok=True)
    for i in range(transcripts):
        fmt = FORMATS[i % len(FORMATS)]
        project = PROJECTS[rng.randrange(len(PROJECTS))]
        sid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        t0 = START + timedelta(hours=7 * i)
        units = _turns(Writer(seed * 1_000_003 + i), MESSAGES_PER_SESSION)
        path = transcript_path(root, fmt, sid, project, t0)
        path.parent.mkdir(parents=True, exist_ok=True)
        records = WRITERS[fmt](sid, str(work / project), units, t0)
        path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
        files.append({"path": path, "format": fmt, "project": project, "sid": sid})
    return {"files": files, "roots": [root / "claude" / "projects", root / "codex" / "sessions",
                                      root / "plain"]}  # fmt: skip


def _time(fn: Callable[[], Any]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def _search_samples(mem: Memory, runs: int, **kw: Any) -> list[float]:
    for q in QUERIES:  # warm-up: page cache, statement cache
        mem.session_search(q, **kw)
    return [_time(partial(mem.session_search, q, **kw)) for _ in range(runs) for q in QUERIES]


def _grow(files: list[dict[str, Any]], i: int, seed: int) -> None:
    """Append one turn (6 messages) to the i-th transcript, in its own format."""
    f = files[i % len(files)]
    units = _turns(Writer(seed + 7_919 * i), 6)
    t0 = datetime.now(UTC)
    records = WRITERS[f["format"]](f["sid"], "", units, t0)
    if f["format"] == "codex":
        records = records[1:]  # the session_meta line opens the file only once
    with f["path"].open("a", encoding="utf-8") as fh:
        fh.write("".join(json.dumps(r) + "\n" for r in records))


def measure(size: int, runs: int, seed: int) -> dict[str, Any]:
    transcripts = max(1, size // MESSAGES_PER_SESSION)
    with tempfile.TemporaryDirectory(prefix="memlane-sessions-bench-") as tmp:
        base = Path(tmp)
        corpus = write_corpus(base / "agents", base / "work", transcripts, seed)
        roots = ":".join(str(r) for r in corpus["roots"])
        scope = str(base / "work" / "shop")
        with memlane.open(base / "home", embedder="none", scope=scope, session_roots=roots) as mem:
            updates: list[tuple[int, int]] = []
            first = _time(lambda: mem.session_index(progress=lambda d, t: updates.append((d, t))))
            report = mem.session_index()
            everywhere = _search_samples(mem, runs, all_projects=True)
            project = _search_samples(mem, runs)
            unchanged = [_time(mem.session_index) for _ in range(20)]
            grown = []
            for i in range(20):
                _grow(corpus["files"], i * 37, seed)
                grown.append(_time(mem.session_index))
            hits = mem.session_search("health check timeout", all_projects=True)
        db_bytes = sum(p.stat().st_size for p in (base / "home").glob("sessions.db*"))
    formats = {fmt: sum(f["format"] == fmt for f in corpus["files"]) for fmt in FORMATS}
    return {
        "transcripts": transcripts,
        "messages": report.units,
        "formats": formats,
        "first_index_s": round(first, 2),
        "first_index_messages_per_s": round(report.units / first),
        "progress_updates": len(updates),
        "withheld": report.withheld,
        "db_bytes": db_bytes,
        "search_all_projects": summarize_ms(everywhere),
        "search_one_project": summarize_ms(project),
        "refresh_unchanged": summarize_ms(unchanged),
        "reindex_one_grown_transcript": summarize_ms(grown),
        "example_hits": len(hits.hits),
    }


def _label(size: int) -> str:
    return f"{size // 1000}k" if size >= 1000 else str(size)


def markdown(data: dict[str, Any]) -> str:
    sizes = list(data["sizes"])
    cols = [_label(int(s)) for s in sizes]
    rows = [data["sizes"][s] for s in sizes]

    def ms(cell: dict[str, Any]) -> str:
        return f"{cell['p50_ms']:.1f} ms / {cell['p95_ms']:.1f} ms"

    lines = [
        "# Session search",
        "",
        f"Synthetic transcripts ({MESSAGES_PER_SESSION} messages each, a third each in Claude "
        f"Code, Codex and plain JSONL format, {len(PROJECTS)} projects); "
        f"{data['runs']} runs × {len(QUERIES)} queries per cell. Command: `{data['command']}` "
        f"(1-minute load average at the end: {data.get('load_average_1m_at_end', '?')}).",
        "",
        f"| | {' | '.join(cols)} |",
        f"|---|{'---|' * len(cols)}",
        "| transcripts / messages indexed | "
        + " | ".join(f"{r['transcripts']:,} / {r['messages']:,}" for r in rows) + " |",
        "| first index (all transcripts, new index) | "
        + " | ".join(f"{r['first_index_s']:.1f} s ({r['first_index_messages_per_s']:,} msg/s)"
                     for r in rows) + " |",
        "| warm search p50 / p95, every project | "
        + " | ".join(ms(r["search_all_projects"]) for r in rows) + " |",
        "| warm search p50 / p95, one project | "
        + " | ".join(ms(r["search_one_project"]) for r in rows) + " |",
        "| refresh with nothing new (walk + stat) | "
        + " | ".join(ms(r["refresh_unchanged"]) for r in rows) + " |",
        "| re-index after one transcript grew by 6 messages | "
        + " | ".join(ms(r["reindex_one_grown_transcript"]) for r in rows) + " |",
        "| index file (db + wal) | "
        + " | ".join(f"{r['db_bytes'] / 1e6:.1f} MB" for r in rows) + " |",
        "",
        "Goals (p50): " + "; ".join(
            f"{g['what']} < {g['goal_ms']:.0f} ms: {g['p50_ms']:.1f} ms "
            f"({'met' if g['met'] else 'missed'})" for g in data["goals"]
        ) + ".",
        "",
        "Warm search is the whole `Memory.session_search` call, including the check of every "
        "transcript file for changes that precedes each search. The first index of the largest "
        "corpus fed the CLI's progress bar "
        f"{rows[-1]['progress_updates']:,} updates.",
    ]  # fmt: skip
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000", help="messages per corpus")
    parser.add_argument("--runs", type=int, default=5, help="runs of every query per cell")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    results: dict[str, Any] = {}
    for size in sizes:
        print(f"== {size:,} messages", flush=True)
        results[str(size)] = measure(size, args.runs, args.seed)
        r = results[str(size)]
        print(
            f"   first index {r['first_index_s']} s; search p50 "
            f"{r['search_all_projects']['p50_ms']} ms (all) / "
            f"{r['search_one_project']['p50_ms']} ms (one project); grown re-index p50 "
            f"{r['reindex_one_grown_transcript']['p50_ms']} ms",
            flush=True,
        )
    goals = []
    for key, size in (("search_10k", 10_000), ("search_100k", 100_000)):
        if str(size) in results:
            p50 = results[str(size)]["search_all_projects"]["p50_ms"]
            goal = GOALS_MS[key]
            goals.append({"what": f"warm search at {_label(size)} messages",
                          "goal_ms": goal, "p50_ms": p50, "met": p50 < goal})  # fmt: skip
    largest = results[str(max(sizes))]["reindex_one_grown_transcript"]["p50_ms"]
    goals.append({"what": f"re-index of one grown transcript ({_label(max(sizes))} index)",
                  "goal_ms": GOALS_MS["incremental"], "p50_ms": largest,
                  "met": largest < GOALS_MS["incremental"]})  # fmt: skip
    data = {
        # Other work on the machine moves these figures; the load says how much there was.
        "load_average_1m_at_end": round(os.getloadavg()[0], 2),
        "command": COMMAND + (f" --sizes {args.sizes}" if args.sizes != "10000,100000" else ""),
        "runs": args.runs,
        "seed": args.seed,
        "queries": list(QUERIES),
        "sizes": results,
        "goals": goals,
        "machine": machine_info(),
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    write_atomic(RESULTS / "sessions.json", json.dumps(data, indent=2) + "\n")
    write_atomic(RESULTS / "sessions.md", markdown(data))
    print(markdown(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
