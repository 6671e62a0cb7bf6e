"""Instructions the safety gates execute on the 256 KiB bodies of bench/safety.py, a git
revision against the working tree: a cost figure the machine's load does not move.

On a machine shared with other work, CPU times of two runs minutes apart differ by 10-20 %,
and even interleaved A/B rounds (bench/safety_ab.py) drift that much when the load is high:
too much to tell a 5 % change. Valgrind's callgrind counts the instructions of one scan, the
same in every run of the same code on the same text. Each (version, gate, body) runs in its own
process under callgrind with instrumentation off; the child builds the bodies, scans its body
twice to warm the caches (the needle automaton learns, the regexes compile), then switches
instrumentation on (``callgrind_control -i on``) for one scan only. A run takes ~1-2 minutes.

    .venv/bin/python bench/safety_instructions.py --baseline main \\
        [--bodies documentation,transcript] [--gates injection,privacy]

``--bodies memories`` counts one pass over every 4th benign text of the corpora instead (warmed
once) and reports the mean per memory: the figure the ≤ 1 ms goal is about.

Needs valgrind (callgrind_control comes with it). Instructions are not time: a change that
trades instructions for cache misses or allocation is not judged by this alone; the output
also names, per run, the three C functions with the most instructions (the regex engine's
share tells how much of a scan a change to the Python around it can win).
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests")]

from revision import export_src  # noqa: E402

_TOTAL = re.compile(r"^totals:\s+(\d+)", re.M)
# "350,349,396 (20.77%)  /path/…/sre_lib.h:sre_ucs1_charset.constprop.0 [/lib…]"
_FUNCTION = re.compile(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+(\S+)", re.M)


def _child(gate: str, name: str) -> None:
    """Warm up, then scan ``name`` once with callgrind's instrumentation on."""
    import safety
    from memlane.core.privacy import find_credentials
    from memlane.core.prompt_injection import assess_injection

    texts, bodies = safety.benign_bodies()
    scan = find_credentials if gate == "privacy" else assess_injection
    # "memories": every benign text of the corpora once (the figure is per memory)
    batch = _sample(texts) if name == MEMORIES else [bodies[name]]
    # (a memory is read whole: no needle set learns from it, one pass compiles what it needs)
    for _ in range(1 if name == MEMORIES else 2):
        for text in batch:
            scan(text)
    # the import's and the warm-up's leftovers collected now: otherwise a full collection they
    # are due falls in the counted scan or not, by how much a version allocates (~60 M
    # instructions of the documentation body's 1,636 M, ~3.7 %, in one version and not the other)
    gc.collect()
    control = ["callgrind_control", "-i"]
    subprocess.run([*control, "on", str(os.getpid())], check=True, capture_output=True)
    for text in batch:
        scan(text)
    subprocess.run([*control, "off", str(os.getpid())], check=True, capture_output=True)


MEMORIES = "memories"


def _sample(texts: list[str]) -> list[str]:
    """Every 4th benign text (~340 of ~1,370, in their sorted order): under valgrind a pass over
    all of them takes minutes on a shared machine."""
    return texts[::4]


def _per_memory(name: str) -> int:
    """What a count is divided by: the number of memories for "memories", else 1."""
    if name != MEMORIES:
        return 1
    import safety

    return len(_sample(safety.benign_bodies()[0]))


def total(profile: str) -> int:
    """The instructions a callgrind output file counts."""
    found = _TOTAL.search(profile)
    if found is None:
        raise ValueError("no totals line: not a callgrind output file")
    return int(found.group(1))


def top_functions(annotated: str, n: int = 3) -> list[tuple[str, int]]:
    """The ``n`` functions with the most instructions in ``callgrind_annotate``'s output."""
    out = []
    for count, where in _FUNCTION.findall(annotated):
        if where == "PROGRAM":  # the PROGRAM TOTALS line
            continue
        out.append((where.rsplit(":", 1)[-1], int(count.replace(",", ""))))
        if len(out) == n:
            break
    return out


def table(baseline: str, counts: dict[tuple[str, str, str], int]) -> list[str]:
    """Markdown rows: each (gate, body) with the baseline's and the working tree's millions of
    instructions and the change."""
    rows = [f"| gate | 256 KiB body | {baseline} (M instr.) | working tree | change |"]
    rows.append("|---|---|---:|---:|---:|")
    for gate, name in dict.fromkeys((g, b) for g, b, _ in counts):
        old, new = counts[(gate, name, "baseline")], counts[(gate, name, "working tree")]
        scale, digits = (1e6, 0) if name != MEMORIES else (1e6 * _per_memory(name), 3)
        rows.append(
            f"| {gate} | {name if name != MEMORIES else 'one memory (mean)'} "
            f"| {old / scale:.{digits}f} | {new / scale:.{digits}f} "
            f"| {100 * (new - old) / old:+.1f} % |"
        )
    return rows


def _measure(src: Path, gate: str, name: str, out: Path) -> tuple[int, list[tuple[str, int]]]:
    env = {**os.environ, "PYTHONPATH": str(src), "PYTHONHASHSEED": "0"}
    subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--instr-atstart=no",
            f"--callgrind-out-file={out}",
            sys.executable,
            __file__,
            "--child",
            f"{gate}|{name}",
        ],
        check=True,
        env=env,
        capture_output=True,
    )
    annotated = subprocess.run(
        ["callgrind_annotate", str(out)], check=True, capture_output=True, text=True
    ).stdout
    return total(out.read_text(encoding="utf-8", errors="replace")), top_functions(annotated)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", default="main", help="git revision to compare against")
    parser.add_argument(
        "--bodies", default="documentation,transcript,look-alike notes", help="comma-separated"
    )
    parser.add_argument("--gates", default="injection,privacy", help="comma-separated")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(*args.child.split("|"))
        return 0
    counts: dict[tuple[str, str, str], int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        versions = {"baseline": export_src(args.baseline, Path(tmp)), "working tree": ROOT / "src"}
        for gate in args.gates.split(","):
            for name in args.bodies.split(","):
                for version, src in versions.items():
                    n, top = _measure(src, gate, name, Path(tmp) / "callgrind.out")
                    counts[(gate, name, version)] = n
                    shares = ", ".join(f"{f} {100 * c / n:.0f} %" for f, c in top)
                    each = n / _per_memory(name)
                    print(f"{gate} | {name} | {version}: {each / 1e6:.3f} M ({shares})", flush=True)
    print("\n".join(table(args.baseline, counts)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
