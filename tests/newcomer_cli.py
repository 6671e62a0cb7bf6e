"""The CLI as the newcomer-trial tests drive it: the hash embedder, memories written by slug
into a project folder, two projects side by side."""

from __future__ import annotations

from pathlib import Path

from memlane.cli.main import run


def cli(*args: str) -> int:
    return run(["--embedder", "hash", *args])


def remember(scope: Path, slug: str, text: str) -> None:
    assert cli("remember", text, "--slug", slug, "--scope", str(scope)) == 0


def two_projects(tmp_path: Path) -> tuple[Path, Path]:
    """Two project folders, ``shop`` and ``billing``."""
    shop, billing = tmp_path / "shop", tmp_path / "billing"
    shop.mkdir()
    billing.mkdir()
    return shop, billing
