"""Do two versions of the near-duplicate guard give the same verdicts? For changes meant to make
the guard faster without changing whom it refuses.

Both versions open their own copy of one store (a newer version migrates its copy) and run
services.duplicates.find_near_duplicate on the same texts: the synthetic facts that follow the
store's own (bench/synth.py, seed 7: what a remember() bench writes next) and variants of facts
the store holds (tokens dropped, added or swapped, so that many land on either side of the
threshold). Compared per text: the fact found (its id) and the similarity, every bit; none
found counts as an answer too. Prints the first differences; exit code 1 when any.

    .venv/bin/python bench/guard_equivalence.py --home STORE --baseline main [--candidate REV]

``--home`` is a memlane home (bench/build_store.py, bench/ingest_ab.py --build) or a folder
holding memory.db. ``--reference`` compares the working tree with the guard's definition
instead (every live fact of the scope compared exactly, no index), in one process: slow past
~10k records (the test runs it on 1,500).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import synth  # noqa: E402
from revision import export_src  # noqa: E402

SEED = 7
# A variant edits this many of a stored fact's distinct tokens, at most (~0.82 is 1 in 11).
MAX_EDITS = 0.3


def texts(home: Path, after: int, records: int, variants: int) -> list[tuple[str, str, str]]:
    """(scope, title, body) of the texts both versions judge: the synthetic facts after the
    store's first ``after`` records, then ``variants`` edits of stored facts (one in four of
    them long notes, which meet the most candidates)."""
    from memlane.core.write_rules import title_from_text

    todo = list(synth.generate(after + records, SEED, {}))[after:]
    out = [(r.scope, r.title or title_from_text(r.text), r.text) for r in todo if r.kind == "fact"]
    rng = random.Random(SEED)
    facts = _stored_facts(home)
    longs = [f for f in facts if len(f[2].split()) >= 60]
    for i in range(variants):
        scope, title, body = rng.choice(longs if longs and i % 4 == 0 else facts)
        words = body.split()
        edits = rng.randint(0, max(1, int(len(words) * MAX_EDITS * rng.random())))
        for _ in range(edits):
            at = rng.randrange(len(words))
            move = rng.random()
            if move < 0.4 and len(words) > 1:
                del words[at]
            elif move < 0.7:
                words.insert(at, f"extra{rng.randrange(50)}")
            else:
                words[at] = rng.choice(words)  # a swap that may repeat a token
        out.append((scope, title, " ".join(words)))
    return out


def _stored_facts(home: Path) -> list[tuple[str, str, str]]:
    import sqlite3

    db = sqlite3.connect(f"file:{_db(home)}?mode=ro", uri=True)
    try:
        rows = db.execute(
            "SELECT scope, title, body FROM records WHERE kind = 'fact' AND archived = 0 "
            "ORDER BY rowid"
        ).fetchall()
    finally:
        db.close()
    return [(str(s), str(t), str(b)) for s, t, b in rows]


def _db(home: Path) -> Path:
    return home / "memory.db" if home.is_dir() else home


def verdicts(db: Path, judged: Sequence[tuple[str, str, str]]) -> list[list[Any] | None]:
    """[id, similarity as repr] of the fact each text would be refused for, or None; run by
    the version on the path, against ``db`` (a copy: opening it may migrate it)."""
    from memlane.services.duplicates import find_near_duplicate
    from memlane.store.sqlite import SqliteStore

    store = SqliteStore(db)
    try:
        out: list[list[Any] | None] = []
        for scope, title, body in judged:
            found = find_near_duplicate(store, scope, title, body)
            out.append(None if found is None else [found[0].id, repr(found[1])])
        return out
    finally:
        store.close()


def reference(db: Path, judged: Sequence[tuple[str, str, str]]) -> list[list[Any] | None]:
    """The guard's definition: the most similar live fact of the scope at or above the
    threshold (the smallest id among equally similar ones), every fact compared exactly."""
    import sqlite3

    from memlane.core.records import NEAR_DUPLICATE_JACCARD, duplicate_tokens, jaccard

    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    by_scope: dict[str, list[tuple[str, frozenset[str]]]] = {}
    for rid, scope, title, body in con.execute(
        "SELECT id, scope, title, body FROM records WHERE kind = 'fact' AND archived = 0"
    ):
        by_scope.setdefault(scope, []).append((rid, duplicate_tokens(f"{title} {body}")))
    con.close()
    out: list[list[Any] | None] = []
    for scope, title, body in judged:
        mine = duplicate_tokens(f"{title} {body}")
        best: tuple[str, float] | None = None
        for rid, theirs in sorted(by_scope.get(scope, ())):
            if not mine:
                break  # the guard never compares a text without a word
            sim = jaccard(mine, theirs)
            if sim >= NEAR_DUPLICATE_JACCARD and (best is None or sim > best[1]):
                best = (rid, sim)
        out.append(None if best is None else [best[0], repr(best[1])])
    return out


def differences(
    judged: Sequence[tuple[str, str, str]],
    base: Sequence[list[Any] | None],
    new: Sequence[list[Any] | None],
) -> list[str]:
    """One line per text whose verdicts differ."""
    return [
        f"{i} {body[:60]!r}: {a} -> {b}"
        for i, ((_, _, body), a, b) in enumerate(zip(judged, base, new, strict=True))
        if a != b
    ]


def _run(src: Path, home: Path, judged_file: Path, out: Path) -> list[list[Any] | None]:
    copy = out.parent / f"{out.stem}-store"
    if home.is_dir():
        shutil.copytree(home, copy)
    else:
        copy.mkdir()
        shutil.copy(home, copy / "memory.db")
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMLANE_")}
    env["PYTHONPATH"] = str(src)
    cmd = [sys.executable, __file__, "--child", str(out), "--home", str(copy)]
    subprocess.run([*cmd, "--judged", str(judged_file)], env=env, check=True)
    shutil.rmtree(copy)
    loaded: list[list[Any] | None] = json.loads(out.read_text())
    return loaded


def summary(base: Sequence[list[Any] | None], found: Sequence[str]) -> str:
    refused = sum(v is not None for v in base)
    return f"{len(base)} texts, {refused} refused by the baseline: {len(found)} verdicts differ"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True, help="the store's folder")
    parser.add_argument("--baseline", default="main", help="git revision to compare against")
    parser.add_argument("--candidate", help="git revision (default: the working tree)")
    parser.add_argument("--after", type=int, default=100_000, help="records the store holds")
    parser.add_argument("--records", type=int, default=3000, help="synthetic records after")
    parser.add_argument("--variants", type=int, default=2000, help="edits of stored facts")
    parser.add_argument("--reference", action="store_true", help="compare with the definition")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--judged", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        judged_in = [(s, t, b) for s, t, b in json.loads(args.judged.read_text())]
        args.child.write_text(json.dumps(verdicts(_db(args.home), judged_in)))
        return 0
    judged = texts(args.home, args.after, args.records, args.variants)
    with tempfile.TemporaryDirectory(prefix="guard-equivalence-") as tmp:
        root = Path(tmp)
        if args.reference:
            base = reference(_db(args.home), judged)
            new = _run(ROOT / "src", args.home, _dump(judged, root), root / "new.json")
        else:
            (root / "base").mkdir()
            (root / "new").mkdir()
            base_src = export_src(args.baseline, root / "base")
            new_src = export_src(args.candidate, root / "new") if args.candidate else ROOT / "src"
            judged_file = _dump(judged, root)
            base = _run(base_src, args.home, judged_file, root / "base.json")
            new = _run(new_src, args.home, judged_file, root / "new.json")
    found = differences(judged, base, new)
    print(summary(base, found))
    for line in found[:20]:
        print(line)
    return 1 if found else 0


def _dump(judged: Sequence[tuple[str, str, str]], root: Path) -> Path:
    path = root / "judged.json"
    path.write_text(json.dumps(judged))
    return path


__all__ = ["differences", "reference", "summary", "texts", "verdicts"]

if __name__ == "__main__":
    sys.exit(main())
