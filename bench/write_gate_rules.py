"""Where the write gate's instructions per memory go: each rule's marginal cost, under callgrind.

bench/safety_instructions.py counts the whole gate; its busiest C functions (the bytecode loop,
the regex engine) do not say which rule runs them. Here one process under callgrind scans
every 4th benign memory of the corpora (the same sample) with the whole gate, then again with
one rule at a time replaced by a no-op (a rule function of core/privacy.py, a sub-rule of a
module named with ``--module``, or the flowed re-read), and the whole gate again last as a
check of the noise; every counted pass follows a warm one, and callgrind dumps each apart. A
rule's saving is what the gate costs with it less what it costs without it: its own work and
what its hits cause later, nothing the rules share (the per-text needle look-ups stay paid).
Unwarmed, two passes of the same gate differed by ~4 %; warmed, by < 0.3 % (session 45).

    PYTHONPATH=src .venv/bin/python bench/write_gate_rules.py \\
        [--module memlane.core.privacy_seed_phrase:_named_run_hits,_named_hits,_listed_hits]

Takes ~10-20 minutes for the privacy rules, a few for three sub-rules (each pass is ~340
gate scans under valgrind). Needs valgrind.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests")]

# the rule functions core/privacy.py calls by name, and the flowed re-read
RULES = (
    "_token_hits", "joined_hits", "url_hits", "assignment_hits", "syntax_hits", "command_hits",
    "split_hits", "bearer_hits", "secret_data_hits", "recovery_hits", "seed_phrase_hits",
    "auth_helper_hits", "personal_hits", "contact_hits", "prose_hits", "email_hits",
    "flatten_in_place",
)  # fmt: skip
WHOLE = "whole"
_TOTAL = re.compile(r"^totals:\s+(\d+)", re.M)
_TRIGGER = re.compile(r"Trigger: dump (\S+)")


def _no_hits(*_args: object, **_kw: object) -> object:
    return iter(())


def _variants(module: str | None) -> list[tuple[str, object, str]]:
    """(label, module object, attribute) per variant: the privacy rules, or a module's."""
    if module:
        name, _, attrs = module.partition(":")
        target = importlib.import_module(name)
        return [(attr, target, attr) for attr in attrs.split(",")]
    privacy = importlib.import_module("memlane.core.privacy")
    return [(attr, privacy, attr) for attr in RULES if hasattr(privacy, attr)]


def _child(module: str | None) -> None:
    import safety
    from memlane.core.privacy import find_credentials

    batch = safety.benign_bodies()[0][::4]
    pid = str(os.getpid())

    def counted(label: str) -> None:
        for text in batch:  # warm: a replaced rule's absence changes what the others learn
            find_credentials(text)
        gc.collect()
        subprocess.run(["callgrind_control", "-i", "on", pid], check=True, capture_output=True)
        for text in batch:
            find_credentials(text)
        subprocess.run(["callgrind_control", "-i", "off", pid], check=True, capture_output=True)
        # (a dump's label must not start with a digit: callgrind_control reads that as a pid)
        subprocess.run(["callgrind_control", "-d", label, pid], check=True, capture_output=True)

    for text in batch:
        find_credentials(text)
    counted(WHOLE)
    for label, target, attr in _variants(module):
        kept = getattr(target, attr)
        replacement: Callable[..., object] = (
            (lambda text: text) if attr == "flatten_in_place" else _no_hits
        )
        setattr(target, attr, replacement)
        try:
            counted(f"without_{label}")
        finally:
            setattr(target, attr, kept)
    counted(WHOLE)


def read_dumps(folder: Path) -> list[tuple[str, int]]:
    """(label, instructions) of each dump in ``folder``, in the order they were taken."""
    out = []
    for path in sorted(folder.glob("cg.*"), key=lambda p: int(p.suffix[1:] or 0)):
        text = path.read_text(encoding="utf-8", errors="replace")
        label, total = _TRIGGER.search(text), _TOTAL.search(text)
        if label and total:
            out.append((label.group(1), int(total.group(1))))
    return out


def table(dumps: list[tuple[str, int]], memories: int) -> list[str]:
    """Markdown rows: each rule's saving per memory and its share of the whole gate."""
    wholes = [n for label, n in dumps if label == WHOLE]
    whole = sorted(wholes)[len(wholes) // 2]  # the median pass
    rows = [
        f"whole gate: {whole / memories / 1e3:.1f} k instructions per memory "
        f"(passes {min(wholes) / memories / 1e3:.1f}-{max(wholes) / memories / 1e3:.1f} k)",
        "| rule | saving per memory (k instr.) | share of the gate |",
        "|---|---:|---:|",
    ]
    savings = [(whole - n, label.removeprefix("without_")) for label, n in dumps if label != WHOLE]
    for saving, label in sorted(savings, reverse=True):
        rows.append(f"| {label} | {saving / memories / 1e3:.1f} | {100 * saving / whole:.1f} % |")
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--module", help="module:attr,attr — its sub-rules instead of privacy's")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(args.module)
        return 0
    import safety

    memories = len(safety.benign_bodies()[0][::4])
    with tempfile.TemporaryDirectory() as tmp:
        cmd = ["valgrind", "--tool=callgrind", "--instr-atstart=no"]
        cmd += [f"--callgrind-out-file={tmp}/cg", sys.executable, __file__, "--child"]
        cmd += ["--module", args.module] if args.module else []
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        subprocess.run(cmd, check=True, env=env, capture_output=True)
        dumps = read_dumps(Path(tmp))
    print("\n".join(table(dumps, memories)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
