"""A cache file sealed with its header and a digest of its payload: a file damaged, truncated
or written by another version reads as absent, so its reader rebuilds it (the saved regex
programs, the kept dataclass methods). Standard library only: cold processes read these."""

from __future__ import annotations

import hashlib
from pathlib import Path

from memlane.atomic import write_atomic

DIGEST_SIZE = 16


def digest(payload: bytes) -> bytes:
    # sha256 (its first 16 bytes), not blake2b: OpenSSL hashes with the CPU's SHA instructions
    # where it has them (x86 since ~2017-2019, Armv8), the read gate's ~4 MB file in ~2.3 ms of
    # CPU here where blake2b took ~5.1
    return hashlib.sha256(payload).digest()[:DIGEST_SIZE]


def write_sealed(path: Path, header: bytes, payload: bytes) -> None:
    """Write ``header``, the payload's digest and ``payload`` atomically (OSError passes up)."""
    write_atomic(path, header + digest(payload) + payload)


def read_sealed(path: str, header: bytes) -> bytes | None:
    """The payload of a file written by :func:`write_sealed` with ``header``, or None when the
    file is missing, unreadable, foreign or damaged."""
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:
        return None
    head = len(header)
    kept, payload = data[head : head + DIGEST_SIZE], data[head + DIGEST_SIZE :]
    if not data.startswith(header) or kept != digest(payload):
        return None
    return payload


__all__ = ["DIGEST_SIZE", "digest", "read_sealed", "write_sealed"]
