"""Another revision's source tree, for the A/B benches (``*_ab.py``, ``safety_equivalence``).

The revision's ``src/`` is exported with ``git archive`` into a folder the caller owns (a
temporary one), so a bench can run the same code path in two processes, one per tree.
"""

from __future__ import annotations

import subprocess
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def export_src(revision: str, into: Path) -> Path:
    """Export ``revision``'s ``src/`` under ``into`` and return the exported ``src`` folder."""
    archive = into / "revision.tar"
    subprocess.run(
        ["git", "-C", str(ROOT), "archive", "-o", str(archive), revision, "src"], check=True
    )
    with tarfile.open(archive) as tar:
        tar.extractall(into / "revision", filter="data")
    archive.unlink()
    return into / "revision" / "src"


__all__ = ["export_src"]
