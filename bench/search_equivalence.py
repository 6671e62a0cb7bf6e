"""Do two versions of search answer the same? For changes meant to make search faster without
changing what it finds.

Both versions search their own copy of one store (bench/build_store.py builds one) at a fixed
clock: latency.py's 40 queries, 50 more of synth's, and edge queries (identifiers, acronyms and
their expansions, stopwords only, a non-Latin phrase, a 3-letter word), each in five variants
(parent scopes, every scope, source "store", limit 5, notes with archived records). Compared:
the total, and per shown hit its id, score and relevance (every bit), matched terms and match
kind. Prints the first differences; exit code 1 when any.

    .venv/bin/python bench/search_equivalence.py --home STORE --scope SCOPE --baseline main
        [--candidate HEAD] [--embedder hash:384]

The baseline's src/ is exported from git (``git archive``) into a temporary folder and run in a
child process with it first on the path; so is the working tree's, or with ``--candidate`` a
second revision's.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import synth  # noqa: E402

EDGE_QUERIES = (
    "SshConfig", "use_auth_store", "--dry-run", "csp.config.ts", "PTY", "ci", "to do", "the",
    "a", "ret", "retry", "model context protocol", "日本語の検索", "flaky tests",
    "pool timeout", "billing webhook retries",
)  # fmt: skip
VARIANTS: Mapping[str, Mapping[str, Any]] = {
    "parent": {"mode": "parent"},
    "global": {"mode": "global"},
    "store": {"mode": "parent", "source": "store"},
    "limit5": {"mode": "parent", "limit": 5},
    "notes+archived": {"mode": "parent", "source": "notes", "include_archived": True},
}
CLOCK = datetime(2026, 12, 3, 6, 0, tzinfo=UTC)


def queries() -> list[str]:
    return list(dict.fromkeys([*synth.queries(40, 7), *synth.queries(50, 11), *EDGE_QUERIES]))


def answers(home: Path, embedder: str, scope: str) -> dict[str, Any]:
    """Every (variant, query)'s total and shown hits, searched on a copy of ``home`` by the
    memlane first on the path."""
    import memlane
    from memlane.services.search import search

    with tempfile.TemporaryDirectory(prefix="search-equivalence-") as tmp:
        copy = Path(tmp) / "home"
        shutil.copytree(home, copy)
        out: dict[str, Any] = {}
        with memlane.open(copy, embedder=embedder, scope=scope) as mem:
            for q in queries():
                for name, variant in VARIANTS.items():
                    found = search(
                        mem._store, mem._embeddings, q, read_scope=scope, now=CLOCK, **variant
                    )
                    out[f"{name} | {q}"] = [
                        found.total,
                        [
                            [
                                h.record.id,
                                repr(h.score),
                                repr(h.relevance),
                                list(h.matched),
                                h.match,
                            ]
                            for h in found.hits
                        ],
                    ]
    return out


def differences(base: Mapping[str, Any], new: Mapping[str, Any]) -> list[str]:
    """One line per (variant, query) whose answers differ."""
    lines = []
    for key in sorted(base.keys() | new.keys()):
        a, b = base.get(key), new.get(key)
        if a != b:
            lines.append(f"{key}: {json.dumps(a)[:200]} -> {json.dumps(b)[:200]}")
    return lines


def _export(rev: str, into: Path) -> Path:
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", rev, "src"], capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def _run(src: Path, args: argparse.Namespace, out: Path) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMLANE_")}
    env["PYTHONPATH"] = str(src)
    env["MEMLANE_HOME"] = str(out.parent / "unused-home")
    child = [sys.executable, __file__, "--child", str(out), "--home", str(args.home)]
    child += ["--scope", args.scope, "--embedder", args.embedder]
    subprocess.run(child, env=env, check=True)
    loaded: dict[str, Any] = json.loads(out.read_text())
    return loaded


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True, help="the store's folder")
    parser.add_argument("--scope", required=True, help="the scope the queries read from")
    parser.add_argument("--baseline", default="main", help="git revision to compare against")
    parser.add_argument("--candidate", help="git revision (default: the working tree)")
    parser.add_argument("--embedder", default="hash:384")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        args.child.write_text(json.dumps(answers(args.home, args.embedder, args.scope)))
        return 0
    with tempfile.TemporaryDirectory(prefix="search-equivalence-") as tmp:
        root = Path(tmp)
        base_src = _export(args.baseline, root / "base")
        new_src = _export(args.candidate, root / "new") if args.candidate else ROOT / "src"
        base = _run(base_src, args, root / "base.json")
        new = _run(new_src, args, root / "new.json")
    found = differences(base, new)
    matches = sum(total for total, _ in base.values())
    print(f"{len(base)} (variant, query) answers, {matches} matches in all: {len(found)} differ")
    for line in found[:20]:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
