"""Agent-memory formats memlane reads and writes, pure: bytes and paths in, values out.

One module per family (``claude``, ``agents``, ``cursor``, ``others``), shared Markdown
pieces in ``text``, ``sections`` (a memory per section) and ``whole_file`` (a memory per
file), value types in ``model``, and the registry of formats in ``registry``. This package
imports nothing itself: the store reads ``model``'s value types on every open, and loading
every parser with it was ~50 ms of each command's start (issue 21).
"""
