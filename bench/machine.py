"""Describe the machine and software a benchmark ran on, so its figures can be compared.

Collection never fails a benchmark: a fact that cannot be read is reported as ``None``.
"""

from __future__ import annotations

import importlib
import json
import os
import platform
import subprocess
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from types import ModuleType
from typing import Any


def _optional_module(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


# psutil is a bench extra; without it physical cores are reported as None.
psutil = _optional_module("psutil")

DEFAULT_PACKAGES = ("memlane", "numpy", "onnxruntime", "tokenizers")
REPO_ROOT = Path(__file__).resolve().parent.parent


def cpu_model() -> str | None:
    """The CPU model name from /proc/cpuinfo on Linux, else what platform reports."""
    try:
        lines = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:  # not Linux, or /proc unavailable: platform's answer is the best we have
        lines = []
    for line in lines:
        if line.lower().startswith(("model name", "hardware", "cpu model")):
            return line.split(":", 1)[1].strip() or None
    return platform.processor() or platform.machine() or None


def physical_cores() -> int | None:
    """Physical core count when psutil (a bench extra) is installed, else None."""
    if psutil is None:
        return None
    cores = psutil.cpu_count(logical=False)
    return int(cores) if cores else None


def memory_bytes() -> int | None:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None


def package_versions(packages: Sequence[str] = DEFAULT_PACKAGES) -> dict[str, str | None]:
    """Installed distribution versions, None for a package that is not installed."""
    versions: dict[str, str | None] = {}
    for name in packages:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = None
    return versions


def git_revision(repo: Path = REPO_ROOT) -> dict[str, Any]:
    """The checked-out commit and whether the tree has uncommitted changes (None if unknown)."""

    def run(*args: str) -> str | None:
        try:
            done = subprocess.run(
                ["git", *args], cwd=repo, capture_output=True, text=True, timeout=10, check=False
            )
        except (OSError, subprocess.SubprocessError):
            return None
        return done.stdout.strip() if done.returncode == 0 else None

    commit = run("rev-parse", "HEAD")
    status = run("status", "--porcelain")
    return {"commit": commit, "dirty": None if status is None else bool(status)}


def machine_info(packages: Sequence[str] = DEFAULT_PACKAGES) -> dict[str, Any]:
    """CPU, cores, memory, OS, Python, package versions, git revision and a UTC timestamp."""
    return {
        "timestamp": datetime.now(UTC).isoformat(timespec="seconds"),
        "cpu_model": cpu_model(),
        "logical_cores": os.cpu_count(),
        "physical_cores": physical_cores(),
        "memory_bytes": memory_bytes(),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "python": sys.version.split()[0],
        "python_implementation": platform.python_implementation(),
        "packages": package_versions(packages),
        "git": git_revision(),
    }


if __name__ == "__main__":
    print(json.dumps(machine_info(), indent=2))
