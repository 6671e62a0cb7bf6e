"""Do two versions of the safety gates give the same verdicts? For changes meant to be fast
without changing what the gates decide.

Both versions judge the same texts: the first and wide corpora (every split), every string
literal of at least 8 characters in tests/*.py, the fresh rounds' pins, the project's own and
the installed packages' paragraphs (bench/safety.py), its 256 KiB cost bodies, and long
synthetic bodies: labelled attacks (one in seven a fresh look-alike) buried at random offsets
of 2 KB to 256 KiB of documentation, transcripts, look-alike notes, prose, code, Cyrillic or
CJK, every fifth at byte 200,000. Compared: the read gate's (class, suspect) and the write
gate's (class, field, line) findings; and the write gate's per-record findings (class, field,
line, column) on records made of the short texts: several as one record's fields, or one cut
into consecutive fields; and on runs of seven such records gated together, as an import.
Prints the differences per source; exit code 1 when any.

    .venv/bin/python bench/safety_equivalence.py --baseline main [--candidate HEAD] [--bodies 800]

The baseline's src/ is exported from git (``git archive``) into a temporary folder and run in a
child process with it first on the path; so is the working tree's, or with ``--candidate`` a
second revision's (two fixed commits: the comparison no longer depends on edits made while it
runs). The texts come from the working tree's tests/ and bench/, gathered once for both.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests")]

# In the child processes, PYTHONPATH puts the version under test first: these import it.
import safety  # noqa: E402
import test_safety_fresh  # noqa: E402
from memlane.core.privacy import check_privacy, check_privacy_many, find_credentials  # noqa: E402
from memlane.core.prompt_injection import assess_injection  # noqa: E402
from memlane.errors import PrivacyRefused  # noqa: E402
from revision import export_src  # noqa: E402
from safety_corpus_wide import load as load_wide  # noqa: E402

FIELDS = ("title", "body", "why", "how", "tags", "slug")


def texts(bodies: int) -> dict[str, list[str]]:
    """Every text both versions judge, by source."""
    out: dict[str, list[str]] = {}
    for gate in ("privacy", "injection"):
        out[f"first/{gate}"] = [i.text for i in safety.first_corpus(gate, 5)]
        out[f"wide/{gate}"] = [
            s.text for split in ("train", "test") for s in load_wide(gate, split=split)
        ]
    for path in sorted((ROOT / "tests").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found = {
            n.value
            for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and len(n.value) >= 8
        }
        out[f"tests/{path.name}"] = sorted(found)
    out["fresh/attacks"] = list(test_safety_fresh.ATTACKS)
    out["fresh/look-alikes"] = list(test_safety_fresh.LOOK_ALIKES)
    out["real/own"] = safety._paragraphs()
    out["real/installed"] = safety._installed_paragraphs()
    benign = sorted({t for k in ("first/privacy", "first/injection") for t in out[k]})
    cost = safety._bodies(benign)
    out["bodies/256k"] = list(cost.values())
    attacks = sorted(
        {i.text for i in safety.first_corpus("injection", 5) if i.cls}
        | {i.text for i in safety.wide_corpus("injection") if i.cls}
        | set(test_safety_fresh.ATTACKS)
    )
    hosts = [v for k, v in cost.items() if k not in ("base64 blob",)]
    rng = random.Random(1919)
    buried = []
    for i in range(bodies):
        base = rng.choice(hosts)[: rng.choice([2000, 9000, 33000, 70000, 1 << 20])]
        for _ in range(rng.choice([1, 1, 1, 2])):
            attack = rng.choice(attacks) if i % 7 else rng.choice(test_safety_fresh.LOOK_ALIKES)
            at = rng.randrange(len(base) + 1)
            if i % 5 == 0 and len(base) > 200_000:
                at = 200_000
            if i % 2:  # at a line start
                at = base.rfind("\n", 0, at) + 1
            base = base[:at] + attack + "\n" + base[at:]
        buried.append(base)
    out["synthetic/buried"] = buried
    return out


def records(sources: dict[str, list[str]]) -> dict[str, list[dict[str, str]]]:
    """Records for the gate's per-record entry point (check_privacy), built from the short
    texts: several texts as the fields of one record, and one text cut into consecutive
    fields at random offsets (a credential split across two fields, a keyword ending one
    field and a value starting the next)."""
    short = sorted(
        {t for k, v in sources.items() if not k.startswith(("bodies/", "synthetic/")) for t in v}
    )
    short = [t for t in short if len(t) <= 1500]
    rng = random.Random(2323)
    grouped, cut = [], []
    for _ in range(4000):
        texts_ = rng.sample(short, rng.randint(2, len(FIELDS)))
        grouped.append(dict(zip(rng.sample(FIELDS, len(texts_)), texts_, strict=True)))
    for text in short:
        offsets = sorted(rng.sample(range(len(text) + 1), min(len(text) + 1, rng.randint(1, 3))))
        pieces = [text[a:b] for a, b in zip([0, *offsets], [*offsets, len(text)], strict=True)]
        cut.append(dict(zip(FIELDS, pieces, strict=False)))
    return {"records/grouped": grouped, "records/cut": cut}


def _import_verdict(recs: list[dict[str, str]]) -> list[list[object]]:
    """The findings of one check over several records, as an import gates them."""
    try:
        check_privacy_many([(f"record {i}", r) for i, r in enumerate(recs)])
    except PrivacyRefused as exc:
        return [[f["source"], f["class"], f["field"], f["line"]] for f in exc.details["findings"]]
    return []


def _record_verdict(fields: dict[str, str]) -> list[list[object]]:
    try:
        check_privacy(fields)
    except PrivacyRefused as exc:
        return [[f["class"], f["field"], f["line"], f["column"]] for f in exc.details["findings"]]
    return []


def verdicts(sources: dict[str, list[str]]) -> dict[str, list[object]]:
    out: dict[str, list[object]] = {}
    for source, items in sources.items():
        read = [assess_injection(t) for t in items]
        out[f"read:{source}"] = [None if v is None else [v.cls, v.suspect] for v in read]
        out[f"write:{source}"] = [
            [[f.cls, f.field, f.line] for f in find_credentials(t)] for t in items
        ]
    for source, recs in records(sources).items():
        out[f"write:{source}"] = [_record_verdict(r) for r in recs]
        out[f"write:{source}/imported"] = [
            _import_verdict(recs[i : i + 7]) for i in range(0, len(recs), 7)
        ]
    return out


def _run(src: Path, sources: Path, dest: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(src), "PYTHONHASHSEED": "0"}
    cmd = [sys.executable, __file__, "--child", str(dest), "--texts", str(sources)]
    subprocess.run(cmd, env=env, check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", default="main", help="git revision to compare against")
    parser.add_argument(
        "--candidate", default=None, help="git revision to compare (default: the working tree)"
    )
    parser.add_argument("--bodies", type=int, default=800, help="synthetic long bodies")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--texts", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        sources = json.loads(args.texts.read_text(encoding="utf-8"))
        args.child.write_text(json.dumps(verdicts(sources)), encoding="utf-8")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        # the texts are gathered once, so both versions judge the same ones even when the
        # working tree's tests change while the comparison runs
        sources = work / "texts.json"
        sources.write_text(json.dumps(texts(args.bodies)), encoding="utf-8")
        _run(export_src(args.baseline, work), sources, work / "old.json")
        candidate = ROOT / "src"
        if args.candidate is not None:
            (work / "candidate").mkdir()
            candidate = export_src(args.candidate, work / "candidate")
        _run(candidate, sources, work / "new.json")
        old = json.loads((work / "old.json").read_text(encoding="utf-8"))
        new = json.loads((work / "new.json").read_text(encoding="utf-8"))
    total = differ = 0
    for source, before in old.items():
        after = new[source]
        changed = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
        total += len(before)
        differ += len(changed)
        line = f"{source:44s} {len(before):6d} texts  {len(changed)} differ"
        print(
            line + (f"  e.g. {[(i, before[i], after[i]) for i in changed[:3]]}" if changed else "")
        )
    against = "the working tree" if args.candidate is None else args.candidate
    print(f"{total} verdicts of {against} compared against {args.baseline}, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
