"""Fault injection: writers in several processes, ``kill -9`` at random points of remember,
bulk import, reindex and ``notes edit``, and after every kill a check that nothing
acknowledged was lost and the store is whole.

    .venv/bin/python bench/chaos.py [--kills 60] [--writers 3] [--seed 7]

A write is *acknowledged* when its process reported it (the Python writers append the receipt
to an ack log and fsync it; the CLI prints its receipt; an import prints its counts). After
each kill the bench opens the store in a fresh process and checks: SQLite's integrity check,
every acknowledged id present with its exact text, records = full-text rows, an interrupted
import all-or-nothing, a killed ``notes edit`` leaving the old note or the new one. It prints
attempted / acknowledged / lost / tracebacks and the write cost of ``durability = "full"``,
and writes ``bench/results/chaos.{json,md}``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from latency_report import write_atomic
from machine import machine_info

BENCH_DIR = Path(__file__).resolve().parent
RESULTS = BENCH_DIR / "results"
PROJECT = "/chaos/project"


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def body_for(prefix: str, n: int) -> str:
    return f"chaos record {prefix} number {n}: the {prefix} writer keeps the {n}th fact"


# -- the writer process --------------------------------------------------------------------


def writer(home: Path, ack: Path, prefix: str, count: int, embedder: str) -> None:
    """Remember ``count`` records, appending ``id<TAB>digest`` to ``ack`` after each one
    returns (fsync'd: a line in the log is a write the caller was told succeeded)."""
    import memlane

    with memlane.open(home, embedder=embedder, scope=PROJECT) as mem, ack.open("a") as log:
        for n in range(count):
            text = body_for(prefix, n)
            receipt = mem.remember(text, force_new=True, slug=f"{prefix}-{n}")
            log.write(f"{receipt.id}\t{digest(text)}\n")
            log.flush()
            os.fsync(log.fileno())


# -- the harness ---------------------------------------------------------------------------


@dataclass
class Tally:
    attempted: int = 0
    acknowledged: int = 0
    lost: int = 0
    tracebacks: int = 0
    kills: int = 0
    checks: int = 0
    problems: list[str] = field(default_factory=list)
    kills_by_op: dict[str, int] = field(default_factory=dict)

    def killed(self, op: str) -> None:
        self.kills += 1
        self.kills_by_op[op] = self.kills_by_op.get(op, 0) + 1


def memlane_cmd(home: Path, *args: str, embedder: str = "hash") -> list[str]:
    exe = Path(sys.executable).with_name("memlane")
    return [str(exe), "--home", str(home), "--embedder", embedder, *args]


def read_note(home: Path, project: Path, note_id: str) -> dict[str, Any]:
    """``memlane notes read --json`` of one note, as the CLI shows it."""
    proc = subprocess.run(
        memlane_cmd(home, "notes", "read", note_id, "--json"),
        cwd=project,
        capture_output=True,
        check=False,
    )
    if proc.returncode != 0:  # say why: a bare CalledProcessError hides the CLI's message
        raise RuntimeError(
            f"notes read {note_id} exited {proc.returncode}: "
            + proc.stderr.decode(errors="replace")[-2000:]
        )
    return dict(json.loads(proc.stdout))


def spawn(cmd: list[str], err: Path, *, cwd: Path | None = None) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        cmd,
        stdout=subprocess.PIPE,
        stderr=err.open("ab"),
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(BENCH_DIR)},
    )


def kill_later(proc: subprocess.Popen[bytes], rng: random.Random, longest: float) -> bool:
    """Kill -9 after a random delay; False when it finished first."""
    deadline = time.monotonic() + rng.uniform(0.02, longest)
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        time.sleep(0.005)
    if proc.poll() is not None:
        return False
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    return True


def verify(home: Path, acks: dict[str, str], tally: Tally) -> dict[str, Any]:
    """Open the store in a fresh process and check every promise."""
    script = (
        "import json, sys\n"
        "from memlane.store.sqlite import SqliteStore\n"
        "store = SqliteStore(__import__('pathlib').Path(sys.argv[1]))\n"
        "h = store.health('hash-128')\n"
        "rows = store._db.execute('SELECT id, body FROM records').fetchall()\n"
        "print(json.dumps({'health': h, 'rows': rows}))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script, str(home / "memory.db")],
        capture_output=True,
        text=True,
        check=False,
    )
    tally.checks += 1
    if out.returncode != 0:
        tally.problems.append(f"store did not open: {out.stderr[-300:]}")
        return {}
    data = json.loads(out.stdout)
    health = data["health"]
    bodies = {rid: digest(body) for rid, body in data["rows"]}
    if health["integrity"]:
        tally.problems.append(f"integrity: {health['integrity']}")
    if health["fts_rows"] != health["records"] or not health["fts_ok"]:
        tally.problems.append(f"full text {health['fts_rows']} != records {health['records']}")
    missing = [rid for rid, d in acks.items() if bodies.get(rid) != d]
    tally.lost = len(missing)
    if missing:
        tally.problems.append(f"lost acknowledged ids: {missing[:5]}")
    return {"bodies": bodies, "health": health}


def read_acks(paths: list[Path]) -> dict[str, str]:
    out: dict[str, str] = {}
    for path in paths:
        if not path.exists():
            continue
        for line in path.read_text("utf-8", "replace").splitlines():
            parts = line.split("\t")
            if len(parts) == 2 and len(parts[1]) == 16:  # a torn last line is not an ack
                out[parts[0]] = parts[1]
    return out


def count_tracebacks(err_dir: Path) -> int:
    return sum(p.read_text("utf-8", "replace").count("Traceback") for p in err_dir.glob("*.err"))


def run(kills: int, writers: int, seed: int, root: Path) -> dict[str, Any]:
    rng = random.Random(seed)
    home = root / "home"
    errs = root / "stderr"
    errs.mkdir(parents=True)
    ack_logs: list[Path] = []
    extra_acks: dict[str, str] = {}
    tally = Tally()
    project = root / "project"
    (project / ".git").mkdir(parents=True)
    subprocess.run(memlane_cmd(home, "stats", "--json"), capture_output=True, check=True)
    note = json.loads(
        subprocess.run(
            memlane_cmd(home, "notes", "create", "Chaos note", "version 0", "--json"),
            cwd=project,
            capture_output=True,
            check=True,
        ).stdout
    )
    background: list[subprocess.Popen[bytes]] = []
    generation = 0

    def start_writer() -> subprocess.Popen[bytes]:
        nonlocal generation
        generation += 1
        ack = root / f"ack-{generation}.log"
        ack_logs.append(ack)
        return spawn(
            [
                sys.executable,
                str(Path(__file__)),
                "--writer",
                str(home),
                str(ack),
                f"w{generation}",
                "400",
            ],
            errs / f"writer-{generation}.err",
        )

    background = [start_writer() for _ in range(writers)]
    ops = ["writer", "cli", "import", "reindex", "notes"]
    while tally.kills < kills:
        op = rng.choice(ops)
        if op == "writer":
            victim = rng.randrange(len(background))
            if kill_later(background[victim], rng, 1.5):
                tally.killed(op)
            background[victim] = start_writer()
        elif op == "cli":
            text = body_for(f"cli{tally.kills}", rng.randrange(10**6))
            tally.attempted += 1
            # Lexical-only writes leave records without vectors for reindex to resume on.
            proc = spawn(
                memlane_cmd(
                    home,
                    "remember",
                    text,
                    "--scope",
                    PROJECT,
                    "--force-new",
                    "--slug",
                    f"cli-{tally.kills}-{rng.randrange(10**9)}",
                    "--json",
                    embedder="none",
                ),
                errs / "cli.err",
            )
            killed = kill_later(proc, rng, 0.9)
            out = proc.stdout.read() if proc.stdout else b""
            if killed:
                tally.killed(op)
            try:
                receipt = json.loads(out)
                extra_acks[receipt["id"]] = digest(text)
            except (ValueError, KeyError):
                pass
        elif op == "import":
            batch = [
                {
                    "id": f"01IMPORT{tally.kills:04d}{i:014d}",
                    "kind": "fact",
                    "scope": PROJECT,
                    "title": f"imported {tally.kills}-{i}",
                    "body": body_for(f"import{tally.kills}", i),
                    "slug": f"imp-{tally.kills}-{i}",
                    "created_at": "2026-11-01T00:00:00+00:00",
                }
                for i in range(300)
            ]
            corpus = root / f"import-{tally.kills}.json"
            corpus.write_text(
                json.dumps({"format": "memlane-corpus", "version": 1, "records": batch})
            )
            tally.attempted += len(batch)
            proc = spawn(memlane_cmd(home, "import", str(corpus), "--json"), errs / "import.err")
            killed = kill_later(proc, rng, 2.0)
            if killed:
                tally.killed(op)
            state = verify(home, {**read_acks(ack_logs), **extra_acks}, tally)
            present = sum(1 for r in batch if r["id"] in state.get("bodies", {}))
            if present not in (0, len(batch)):
                tally.problems.append(f"import half-applied: {present}/{len(batch)}")
            if not killed and proc.returncode == 0:
                extra_acks.update({r["id"]: digest(str(r["body"])) for r in batch})
        elif op == "reindex":
            proc = spawn(memlane_cmd(home, "reindex", "--json"), errs / "reindex.err")
            if kill_later(proc, rng, 1.5):
                tally.killed(op)
        else:
            current = read_note(home, project, note["id"])
            body = f"version {tally.kills + 1}"
            proc = spawn(
                memlane_cmd(
                    home,
                    "notes",
                    "edit",
                    note["id"],
                    "--revision",
                    current["revision"],
                    "--body",
                    body,
                    "--json",
                ),
                errs / "notes.err",
                cwd=project,
            )
            if kill_later(proc, rng, 0.8):
                tally.killed(op)
            after = read_note(home, project, note["id"])
            if after["body"].strip() not in (current["body"].strip(), body):
                tally.problems.append(f"note torn: {after['body'][:60]!r}")
        verify(home, {**read_acks(ack_logs), **extra_acks}, tally)
    for proc in background:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    acks = {**read_acks(ack_logs), **extra_acks}
    # A reindex after everything resumes whatever the killed runs left: nothing stays
    # without a vector.
    subprocess.run(memlane_cmd(home, "reindex", "--json"), capture_output=True, check=True)
    final = verify(home, acks, tally)
    if final.get("health", {}).get("missing_vectors"):
        tally.problems.append(f"after reindex {final['health']['missing_vectors']} lack vectors")
    tally.acknowledged = len(acks)
    tally.attempted += sum(len(p.read_text().splitlines()) + 1 for p in ack_logs if p.exists())
    tally.tracebacks = count_tracebacks(errs)
    temp = [p.name for p in home.iterdir() if p.name.endswith((".memlane-tmp", ".db-journal"))]
    return {
        "kills": tally.kills,
        "kills_by_operation": tally.kills_by_op,
        "attempted": tally.attempted,
        "acknowledged": tally.acknowledged,
        "lost": tally.lost,
        "tracebacks": tally.tracebacks,
        "checks": tally.checks,
        "problems": tally.problems[:20],
        "stray_temp_files": temp,
    }


def durability_cost(root: Path, n: int) -> dict[str, Any]:
    """remember() per second with synchronous=NORMAL and FULL, same machine, same run."""
    import memlane

    out: dict[str, Any] = {}
    for mode in ("normal", "full"):
        with memlane.open(
            root / f"dur-{mode}", embedder="none", durability=mode, scope=PROJECT
        ) as mem:
            t0 = time.perf_counter()
            for i in range(n):
                mem.remember(body_for(mode, i), force_new=True, slug=f"{mode}-{i}")
            out[mode] = round(n / (time.perf_counter() - t0), 1)
    out["full_over_normal"] = round(out["full"] / out["normal"], 3)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=60)
    parser.add_argument("--writers", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--durability-writes", type=int, default=300)
    parser.add_argument("--writer", nargs=4, metavar=("HOME", "ACK", "PREFIX", "COUNT"))
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args()
    if args.writer:
        home, ack, prefix, count = args.writer
        writer(Path(home), Path(ack), prefix, int(count), "hash")
        return
    with tempfile.TemporaryDirectory(prefix="memlane-chaos-") as tmp:
        t0 = time.perf_counter()
        result = run(args.kills, args.writers, args.seed, Path(tmp))
        result["seconds"] = round(time.perf_counter() - t0, 1)
        result["durability_remember_per_s"] = durability_cost(Path(tmp), args.durability_writes)
    result["machine"] = machine_info()
    print(
        f"kills {result['kills']} {result['kills_by_operation']} · attempted "
        f"{result['attempted']} · acknowledged {result['acknowledged']} · lost "
        f"{result['lost']} · tracebacks {result['tracebacks']} · checks {result['checks']}"
    )
    print(f"durability remember/s: {result['durability_remember_per_s']}")
    for problem in result["problems"]:
        print("PROBLEM:", problem)
    args.out.mkdir(parents=True, exist_ok=True)
    write_atomic(args.out / "chaos.json", json.dumps(result, indent=2) + "\n")
    d = result["durability_remember_per_s"]
    write_atomic(
        args.out / "chaos.md",
        "| kills | attempted | acknowledged | lost | tracebacks | checks |\n"
        "|---|---|---|---|---|---|\n"
        f"| {result['kills']} | {result['attempted']} | {result['acknowledged']} | "
        f"{result['lost']} | {result['tracebacks']} | {result['checks']} |\n\n"
        f"Kills by operation: {result['kills_by_operation']}.\n\n"
        f"remember() per second, lexical, one process: durability normal {d['normal']}, "
        f"full {d['full']} (×{d['full_over_normal']}).\n",
    )
    if result["lost"] or result["tracebacks"] or result["problems"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
