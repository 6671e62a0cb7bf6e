"""AGENTS.md: the open "README for agents" format (agents.md), read one memory per section.

As documented at agents.md: plain Markdown with no required fields; conventional ``##``
sections (setup and test commands, code style, testing, security); nested AGENTS.md files in
a monorepo apply to their subtree, the closest one wins; Codex also reads
``AGENTS.override.md``. memlane imports each section with text of its own as a memory titled
by its heading path, and exports by splicing: unchanged sections byte for byte, revised ones
regenerated in place, archived ones removed, new memories appended as ``##`` sections of the
root AGENTS.md. The block ``memlane install`` writes is left alone.
"""

from __future__ import annotations

from collections.abc import Iterable
from posixpath import basename, dirname

from memlane.core.interop_formats.model import Decoded, ParsedFile, SourceText
from memlane.core.interop_formats.sections import section_units

AGENTS_FILES = ("AGENTS.md", "AGENTS.override.md")
ROOT_FILE = "AGENTS.md"


def select_agents_md(paths: Iterable[str]) -> list[str]:
    return sorted(p for p in paths if basename(p) in AGENTS_FILES)


def parse_agents_md(src: SourceText, decoded: Decoded) -> ParsedFile:
    # Sections of a nested file are named by its folder (packages/api → packages-api-…).
    words = [*dirname(src.path).split("/"), "override" if src.path.endswith("override.md") else ""]
    units = section_units(
        decoded,
        slug_prefix="-".join(w for w in words if w),
        file_title=src.path,
        title_prefix=dirname(src.path),
    )
    return ParsedFile("agents-md", src.path, decoded, units)


__all__ = ["AGENTS_FILES", "ROOT_FILE", "parse_agents_md", "select_agents_md"]
