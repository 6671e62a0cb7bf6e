"""The process environment, and what must be set in it before any numeric library loads.

Standard library only. ``memlane/__init__`` sets the thread and telemetry variables on import,
and the agent hook's fast lane reads :func:`environment`; neither may pay for the settings
machinery of :mod:`memlane.config` (dataclasses, validation, TOML), which is what a hook would
otherwise spend a third of its 50 ms on. :mod:`memlane.config` re-exports these names and stays
the one place settings come from.
"""

from __future__ import annotations

import os

from memlane.errors import InvalidInput

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping  # annotations only (this module is on the fast lanes)

THREADS_ENV = "MEMLANE_THREADS"
# The variables OpenMP/BLAS pools read once, when their library loads.
_THREAD_ENV_VARS = (
    "OMP_NUM_THREADS",
    "OPENBLAS_NUM_THREADS",
    "MKL_NUM_THREADS",
    "VECLIB_MAXIMUM_THREADS",
    "NUMEXPR_NUM_THREADS",
)


def environment() -> Mapping[str, str]:
    """The process environment: where provider keys and ``MEMLANE_*`` settings are read.

    Every other module receives it from here (the composition root, the hook fast lane), so
    tests and embedders can hand in any mapping instead.
    """
    return os.environ


# MEMLANE_* variables that are not settings: where the home is, how many threads, whether hooks
# are paused, the server's token.
_NOT_SETTINGS = frozenset({"MEMLANE_HOME", THREADS_ENV, "MEMLANE_PAUSE", "MEMLANE_SERVER_TOKEN"})


def settings_overrides(env: Mapping[str, str]) -> list[str]:
    """The ``MEMLANE_*`` variables in ``env`` that override a setting of the config file."""
    return sorted(k for k in env if k.startswith("MEMLANE_") and k not in _NOT_SETTINGS)


def thread_default(env: Mapping[str, str] | None = None) -> int:
    """``MEMLANE_THREADS`` if it is a positive integer, else 1 (machines here have 2 cores)."""
    raw = (os.environ if env is None else env).get(THREADS_ENV, "1")
    try:
        return max(1, int(raw))
    except ValueError:
        return 1


def disable_library_telemetry() -> None:
    """Offline means nothing sent and nothing written outside MEMLANE_HOME: onnxruntime
    (1.29+) otherwise writes a device id and a queue of telemetry events under ~/.cache when
    it loads. An explicit setting in the environment wins."""
    os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")


def limit_threads(n: int | None = None) -> None:
    """Cap OpenMP/BLAS thread pools at ``n`` (default: :func:`thread_default`) unless the
    environment already chose.

    Call it before numpy (or anything importing it) loads: OpenBLAS and MKL read these
    variables when they load, so a later call only affects libraries not yet loaded.
    onnxruntime sessions get their count from the embedder.
    """
    count = thread_default() if n is None else n
    if count < 1:
        raise InvalidInput("threads must be at least 1", remedy="pass --threads 1 or more")
    for var in _THREAD_ENV_VARS:
        os.environ.setdefault(var, str(count))


__all__ = [
    "THREADS_ENV",
    "disable_library_telemetry",
    "environment",
    "limit_threads",
    "settings_overrides",
    "thread_default",
]
