"""Instructions each read-gate rule family executes on a body, a git revision against the
working tree: bench/family_costs.py's ranking in a figure the machine's load does not move.

bench/family_costs.py times each entry of ``prompt_injection_checks.CHECKS`` with a clock; on a
machine shared with other work its figures move by tens of percent. Here one process per
version runs under callgrind with instrumentation off, warms up as
bench/safety_instructions.py does, works out every segment's spellings, unquoted copies and
lexicon entries, then runs one family at a time over all of them with instrumentation on (a
call of ``os.getppid`` between two families makes callgrind dump its count: ``--dump-before``).
A family's count includes what it is the first to ask of a scan's shared look-ups (a needle's
places, a window): read a family's figure as what it costs where it stands in the order, and
the total as the rules' share of a scan (bench/safety_instructions.py counts the whole scan).
The first row counted, "(marker only)", is what a dump costs (subtracted from the others).

    .venv/bin/python bench/family_instructions.py --baseline 99b1526 [--candidate HEAD] \\
        [--body documentation|transcript|"look-alike notes"|memories] [--top 25]

``--body memories`` runs every 8th benign text of the corpora (each its own scan, as
``assess_injection`` makes one per memory) and reports thousands of instructions per memory.
Needs valgrind. A run takes a few minutes per version.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests")]

from revision import export_src  # noqa: E402

MEMORIES = "memories"
_TOTALS = re.compile(r"^totals:\s+(\d+)", re.M)


def _label(check: object) -> str:
    import inspect

    return " or ".join(re.findall(r"(\w+)\(folded", inspect.getsource(check))) or "?"  # type: ignore[arg-type]


def _child(body: str, out: Path) -> None:
    """Run each family over every prepared spelling with instrumentation on, dumping after each."""
    import gc

    import safety
    from memlane.core import prompt_injection as pi
    from memlane.core import scan_memo
    from memlane.core.needle_automaton import needle_set
    from memlane.core.prompt_injection_checks import CHECKS
    from memlane.core.prompt_injection_lexicon import entries_in
    from memlane.core.scan_segments import long_text_segments, without_blobs
    from memlane.core.text_normalize import FLOW_LIMIT, variants

    texts, bodies = safety.benign_bodies()
    batch = texts[::8] if body == MEMORIES else [bodies[body]]
    for _ in range(1 if body == MEMORIES else 2):
        for text in batch:
            pi.assess_injection(text)
    pid = str(os.getpid())

    def control(*args: str) -> None:
        subprocess.run(["callgrind_control", *args, pid], check=True, capture_output=True)

    # each text's scan (kept: its memos serve every family, as in one assess_injection) and its
    # segments' prepared spellings: (scan, [(spellings, plain, found, raw)])
    scans = []
    for text in batch:
        scan = scan_memo._Scan(needle_set("read"), whole=True)
        token = scan_memo._SCAN.set(scan)
        prepared = []
        for segment in long_text_segments(without_blobs(text)):
            spellings = variants(segment.raw, folded=segment.folded, flow=len(text) <= FLOW_LIMIT)
            plain = [pi._unquoted(spelling) for spelling in spellings]
            prepared.append((spellings, plain, [entries_in(s) for s in plain], segment.raw))
        scan_memo._SCAN.reset(token)
        scans.append((scan, prepared))
    labels = []
    gc.collect()
    gc.disable()  # (a collection would fall in one family's count by chance)
    control("-i", "on")
    os.getppid()  # the marker: callgrind dumps its count before each call (--dump-before)
    for i, (_, check, reads_quotes) in enumerate([(None, lambda *_: False, False), *CHECKS]):
        labels.append("(marker only)" if i == 0 else _label(check))
        for scan, prepared in scans:
            token = scan_memo._SCAN.set(scan)
            for spellings, plain, found, raw in prepared:
                sources = spellings if reads_quotes else plain
                for spelling, hits in zip(sources, found, strict=True):
                    check(spelling, raw, hits)
            scan_memo._SCAN.reset(token)
        os.getppid()
    control("-i", "off")
    gc.enable()
    out.write_text(json.dumps(labels), encoding="utf-8")


def _measure(src: Path, body: str, tmp: Path) -> tuple[list[str], list[int]]:
    env = {**os.environ, "PYTHONPATH": str(src), "PYTHONHASHSEED": "0"}
    stem = tmp / "callgrind.out"
    labels_file = tmp / "labels.json"
    for old in tmp.glob("callgrind.out*"):
        old.unlink()
    subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--instr-atstart=no",
            "--dump-before=os_getppid*",
            f"--callgrind-out-file={stem}",
            sys.executable,
            __file__,
            "--child",
            body,
            "--labels",
            str(labels_file),
        ],
        check=True,
        env=env,
        capture_output=True,
    )
    labels = json.loads(labels_file.read_text(encoding="utf-8"))
    counts = []
    # the dumps are numbered in order: callgrind.out.1 (before the first marker), then one a
    # family; the file at exit has no number
    dumps = sorted(tmp.glob("callgrind.out.*"), key=lambda p: int(p.suffix[1:]))
    for dump in dumps[1 : 1 + len(labels)]:
        found = _TOTALS.search(dump.read_text(encoding="utf-8", errors="replace"))
        counts.append(int(found.group(1)) if found else 0)
    return labels, counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", default="main", help="git revision to compare against")
    parser.add_argument(
        "--candidate", default=None, help="git revision to compare (default: the working tree)"
    )
    parser.add_argument("--body", default="documentation")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--labels", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(args.child, args.labels)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for name in ("old", "new", "candidate"):
            (work / name).mkdir()
        old_src = export_src(args.baseline, work)
        labels, old = _measure(old_src, args.body, work / "old")
        new_src = ROOT / "src"
        if args.candidate is not None:
            new_src = export_src(args.candidate, work / "candidate")
        new_labels, new = _measure(new_src, args.body, work / "new")
    if new_labels[: len(labels)] != labels:
        print("(the working tree's CHECKS differ from the baseline's: rows by position)")
    if args.body == MEMORIES:
        import safety

        per, unit = len(safety.benign_bodies()[0][::8]) * 1e3, "k instr. per memory"
    else:
        per, unit = 1e6, "M instr."
    bias_old, bias_new = old[0], new[0]
    old_f = [max(n - bias_old, 0) for n in old[1:]]
    new_f = [max(n - bias_new, 0) for n in new[1:]]
    print(
        f"{args.body}: the rules {sum(old_f) / per:.3f} -> {sum(new_f) / per:.3f} {unit}"
        f" ({100 * (sum(new_f) - sum(old_f)) / max(sum(old_f), 1):+.1f} %)"
    )
    print(f"| # | family | {args.baseline} | working tree | change |\n|---:|---|---:|---:|---:|")
    rows = sorted(
        range(len(old_f)), key=lambda i: -max(old_f[i], new_f[i] if i < len(new_f) else 0)
    )
    for i in rows[: args.top]:
        after = new_f[i] if i < len(new_f) else 0
        print(
            f"| {i} | {labels[i + 1]} | {old_f[i] / per:.3f} | {after / per:.3f}"
            f" | {(after - old_f[i]) / per:+.3f} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
