"""Atomic file replacement (DESIGN invariant 6): temp file in the same folder, fsync, rename.

A reader, or a crash at any instant, sees the old file or the new one, never half of either.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path  # annotations only: agent hooks import this module (see below)


def write_atomic(path: Path, text: str | bytes, *, mode: int | None = None) -> None:
    """Replace ``path`` with ``text`` (UTF-8, newlines as given; bytes as they are); ``mode``
    sets permissions."""
    # tempfile pulls in shutil, bz2, lzma and random; agent hooks import this module on their
    # fast lane (through memlane.home) and never write a file there, so only writers pay.
    import contextlib
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".memlane-tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(text.encode("utf-8") if isinstance(text, str) else text)
            fh.flush()
            os.fsync(fh.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
