"""A small synthetic store for the bench scripts' tests: bench/synth.py's records imported into
a fresh home, under a project folder that is a git checkout (its scope). Importing this module
puts bench/ on sys.path, so a test imports it before the bench modules (isort keeps
`import bench_store` first among them)."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

import memlane

BENCH_DIR = Path(__file__).resolve().parent.parent / "bench"
if str(BENCH_DIR) not in sys.path:
    sys.path.insert(0, str(BENCH_DIR))

import synth  # noqa: E402 - importable only once the bench dir is on sys.path


def synthetic_home(tmp_path: Path, size: int = 300, seed: int = 7) -> tuple[Path, str]:
    """(home, scope) of a ``hash:384`` store holding ``size`` synthetic records."""
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    scope = str(project)
    home = tmp_path / "home"
    records = list(synth.generate(size, seed=seed, scopes={"api": scope}))
    with memlane.open(home, embedder="hash:384", scope=scope) as mem:
        mem.import_(synth.to_corpus(records, datetime.now(UTC)))
    return home, scope
