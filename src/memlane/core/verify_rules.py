"""Judging claims against a project tree: the pure half of ``memlane verify``.

The service walks the tree and reads files; everything here decides from what it found. The
bias is conservative: a claim is *absent* (and its memory stale) only when the evidence is
complete and confident — a multi-segment path with a file extension that matches nothing,
not even by its last segments or its file name; a symbol or flag missing from every file of a
complete search while the memory names the source file it lives in, or after an earlier check
found it. Everything else that is not found is *unknown*: a bare file name (it may live outside
the project), an absolute path outside the roots, a basename found at another path, a search
that hit its bounds. One absent claim makes a memory stale; all claims verified make it
verified; no claims or any unknown make it unknown.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from memlane.core.claims import FILE_EXTENSIONS, Claim, symbol_name

ClaimStatus = Literal["verified", "absent", "unknown"]
VerdictName = Literal["verified", "stale", "unknown"]
VERDICTS: tuple[str, ...] = ("verified", "stale", "unknown")
# How many matching files a claim result names as its evidence.
EVIDENCE_FILES = 3
# Directory names never inventoried, at any depth (virtualenvs are also recognized by their
# pyvenv.cfg, whatever their name).
EXCLUDED_DIRS = frozenset({
    ".git", ".hg", ".svn", "node_modules", "dist", "coverage", ".venv", "venv", "__pycache__",
    ".mypy_cache", ".ruff_cache", ".pytest_cache", ".tox", ".nox"
})  # fmt: skip
# memlane's own project notes: resolvable as paths, never evidence for a symbol or flag
# (a memory must not verify itself).
NOTES_PREFIX = ".agents/memory/"
# Manifests and lock files an offline package@version check reads.
MANIFEST_NAMES = frozenset({
    "package.json", "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml",
    "bun.lock", "pyproject.toml", "poetry.lock", "uv.lock", "Pipfile.lock", "Cargo.toml",
    "Cargo.lock", "go.mod", "go.sum", "Gemfile.lock", "composer.lock"
})  # fmt: skip


@dataclass(frozen=True)
class ClaimResult:
    kind: str
    value: str
    status: ClaimStatus
    reason: str
    evidence: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "value": self.value,
            "status": self.status,
            "reason": self.reason,
            "evidence": list(self.evidence),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ClaimResult:
        return cls(
            str(data["kind"]),
            str(data["value"]),
            data["status"],
            str(data.get("reason", "")),
            tuple(data.get("evidence") or ()),
        )


@dataclass(frozen=True)
class VerdictRow:
    """A stored verification: the verdict of one record's content (``content_hash``) against
    the roots, its claim results, and what it depended on (``deps``: the cited files'
    ``[mtime_ns, size]`` and, for results that needed the whole tree, its fingerprint)."""

    record_id: str
    scope: str
    content_hash: str
    verdict: VerdictName
    reason: str
    claims: tuple[ClaimResult, ...]
    deps: Mapping[str, Any]
    roots: str
    network: bool
    checked_at: datetime

    def to_dict(self) -> dict[str, Any]:
        return {
            "record_id": self.record_id,
            "verdict": self.verdict,
            "reason": self.reason,
            "claims": [c.to_dict() for c in self.claims],
            "checked_at": self.checked_at.isoformat(),
            "content_hash": self.content_hash,
        }


@dataclass
class Inventory:
    """The bounded listing of the roots: every file and directory, relative to its root.

    ``complete`` is False when the walk stopped at a bound; then nothing is confidently absent.
    ``stamps`` maps a file's display path to (mtime_ns, size): what incremental runs compare.
    """

    roots: tuple[str, ...]
    files: dict[str, tuple[int, int]] = field(default_factory=dict)
    dirs: set[str] = field(default_factory=set)
    # Symlinked directories (named, never descended) and symlinks that leave their root:
    # nothing below them is known.
    links: set[str] = field(default_factory=set)
    complete: bool = True
    bound: str | None = None
    _suffixes: dict[str, str] | None = field(default=None, repr=False)
    _basenames: dict[str, list[str]] | None = field(default=None, repr=False)

    @property
    def n_files(self) -> int:
        return len(self.files)

    def _index(self) -> tuple[dict[str, str], dict[str, list[str]]]:
        if self._suffixes is None or self._basenames is None:
            suffixes: dict[str, str] = {}
            basenames: dict[str, list[str]] = {}
            for path in sorted(self.files):
                parts = path.split("/")
                basenames.setdefault(parts[-1], []).append(path)
                for i in range(1, len(parts)):
                    suffixes.setdefault("/".join(parts[i:]), path)
            for path in sorted(self.dirs):
                parts = path.split("/")
                for i in range(1, len(parts)):
                    suffixes.setdefault("/".join(parts[i:]) + "/", path + "/")
            self._suffixes, self._basenames = suffixes, basenames
        return self._suffixes, self._basenames

    def exact(self, rel: str) -> str | None:
        if rel.endswith("/"):
            return rel if rel.rstrip("/") in self.dirs else None
        if rel in self.files:
            return rel
        return rel + "/" if rel in self.dirs else None

    def suffix(self, rel: str) -> str | None:
        suffixes, _ = self._index()
        return suffixes.get(rel) or (suffixes.get(rel + "/") if not rel.endswith("/") else None)

    def with_basename(self, name: str) -> list[str]:
        _, basenames = self._index()
        return basenames.get(name, [])

    def through_link(self, key: str) -> str | None:
        """The symlink a path passes through, when it does."""
        parts = key.strip("/").split("/")
        for i in range(1, len(parts)):
            prefix = "/".join(parts[:i])
            if prefix in self.links:
                return prefix
        return None

    def fingerprint_parts(self) -> Iterable[str]:
        for path in sorted(self.files):
            mtime, size = self.files[path]
            yield f"{path}\x1f{mtime}\x1f{size}\n"


def root_key(root_index: int, rel: str, n_roots: int) -> str:
    """How a file is named in an inventory and in results: relative to its root, under
    ``@<index>/`` when several roots are searched (``@1/src/app.py``)."""
    return f"@{root_index}/{rel}" if n_roots > 1 else rel


def _inside_roots(path: str, roots: Sequence[str], home: str | None) -> tuple[str | None, str]:
    """(the key of an absolute or home path inside a root, else None; how it was read)."""
    if path.startswith("~/") and home:
        path = home.rstrip("/") + path[1:]
    if not path.startswith("/"):
        return None, "relative"
    for i, root in enumerate(roots):
        prefix = root.rstrip("/") + "/"
        if path.startswith(prefix):
            return root_key(i, path[len(prefix) :], len(roots)), "inside"
    return None, "outside"


def resolve_path(claim: Claim, inv: Inventory, *, home: str | None) -> ClaimResult:
    """A path claim against the inventory (see the module docstring for the rules)."""
    value = claim.value
    n = inv.n_files
    searched = f"{files(n)} searched"
    if "\\" in value or value.startswith("../") or "/../" in value:
        return ClaimResult("path", value, "unknown", "a path outside the roots (.. or \\)")
    parts = value.strip("/").split("/")
    if any(p in EXCLUDED_DIRS for p in parts[:-1]) or (
        value.endswith("/") and parts[-1] in EXCLUDED_DIRS
    ):
        return ClaimResult("path", value, "unknown", "inside an excluded tree (not inventoried)")
    fileish = value.endswith("/") or _ext(value) in FILE_EXTENSIONS
    key, how = _inside_roots(value, inv.roots, home)
    candidates = [key] if key is not None else []
    if how == "relative":
        tail_ = value.strip("/")
        candidates = [root_key(i, tail_, len(inv.roots)) for i in range(len(inv.roots))]
    for candidate in candidates:
        link = inv.through_link(candidate)
        if link is not None and not inv.exact(candidate):
            return ClaimResult("path", value, "unknown", f"below the symlink {link} (not followed)")
    if key is not None:
        found = inv.exact(key + ("/" if value.endswith("/") else ""))
        if found:
            return ClaimResult("path", value, "verified", "exists", (found,))
        if not inv.complete:
            return ClaimResult("path", value, "unknown", f"not found; {inv.bound}")
        if fileish:
            return ClaimResult("path", value, "absent", f"{value} does not exist ({searched})")
        return ClaimResult("path", value, "unknown", f"not found ({searched})")
    tail = value.strip("/").removeprefix("~/") if how == "relative" else value.lstrip("~/")
    if how == "relative":
        for i in range(len(inv.roots)):
            found = inv.exact(
                root_key(i, tail, len(inv.roots)) + ("/" if value.endswith("/") else "")
            )
            if found:
                return ClaimResult("path", value, "verified", "exists", (found,))
    # A path written from another folder (a home path, a path below the project root)
    # resolves when its trailing segments name an indexed path.
    if "/" in tail:
        match = inv.suffix(tail + ("/" if value.endswith("/") else ""))
        if match:
            return ClaimResult("path", value, "verified", f"found as {match}", (match,))
    if how == "outside":
        return ClaimResult("path", value, "unknown", "an absolute path outside the roots")
    base = tail.rsplit("/", 1)[-1]
    others = inv.with_basename(base)
    if "/" not in tail:
        if others:
            return ClaimResult(
                "path", value, "verified", f"found as {others[0]}", tuple(others[:EVIDENCE_FILES])
            )
        return ClaimResult(
            "path",
            value,
            "unknown",
            f"no file named {value} in the roots ({searched}); a bare name may live elsewhere",
        )
    if others:
        return ClaimResult(
            "path",
            value,
            "unknown",
            f"basename found elsewhere: {others[0]}",
            tuple(others[:EVIDENCE_FILES]),
        )
    if not inv.complete:
        return ClaimResult("path", value, "unknown", f"not found; {inv.bound}")
    first = tail.split("/", 1)[0]
    if "." in first.strip(".") and not first.startswith("."):
        return ClaimResult("path", value, "unknown", "not found; reads like a host name")
    if fileish:
        return ClaimResult("path", value, "absent", f"{value} not found ({searched})")
    return ClaimResult("path", value, "unknown", f"not found ({searched}; no file extension)")


def _ext(path: str) -> str | None:
    base = path.rstrip("/").rsplit("/", 1)[-1]
    return base.rsplit(".", 1)[-1].lower() if "." in base.strip(".") else None


@dataclass(frozen=True)
class SearchScope:
    """What the content search covered: files read and whether it was complete."""

    searched: int
    complete: bool
    bound: str | None = None


def judge_term(
    claim: Claim,
    hits: Sequence[str],
    *,
    context: Sequence[str],
    search: SearchScope,
    seen_before: Sequence[str] = (),
) -> ClaimResult:
    """A symbol or flag claim: where the content search found it (``hits``), the files the
    memory itself cites (``context``), and where an earlier check found it."""
    label = f"{claim.value}()" if claim.kind == "symbol" else claim.value
    in_context = [h for h in hits if h in context]
    if in_context:
        return ClaimResult(claim.kind, claim.value, "verified", "found", tuple(in_context[:3]))
    if hits and not context:
        return ClaimResult(claim.kind, claim.value, "verified", "found", tuple(hits[:3]))
    if hits:
        return ClaimResult(
            claim.kind,
            claim.value,
            "unknown",
            f"{label} not in {', '.join(context[:2])} but found in {hits[0]}",
            tuple(hits[:3]),
        )
    if not search.complete:
        return ClaimResult(claim.kind, claim.value, "unknown", f"not found; {search.bound}")
    where = f"{files(search.searched)} searched"
    if context:
        return ClaimResult(
            claim.kind,
            claim.value,
            "absent",
            f"{label} not found in {', '.join(context[:2])} nor anywhere else ({where})",
        )
    if seen_before:
        return ClaimResult(
            claim.kind,
            claim.value,
            "absent",
            f"{label} was in {seen_before[0]} at the last check and is gone ({where})",
        )
    if claim.kind == "flag":
        # "--frozen-lockfile not found (…; no source file named)" read as a missing file
        # named --frozen-lockfile (the s45 newcomer trial): a flag no file here mentions is
        # most often another tool's (pnpm's, git's), which only its own docs can confirm.
        return ClaimResult(
            claim.kind,
            claim.value,
            "unknown",
            f"no file here mentions this flag ({where}): likely another tool's flag; cite "
            "the file that defines it to have it checked",
        )
    return ClaimResult(
        claim.kind, claim.value, "unknown", f"{label} not found ({where}; no source file named)"
    )


def term_key(claim: Claim) -> str:
    """What the content search looks for: a symbol's identifier, a flag as written."""
    return symbol_name(claim.value) if claim.kind == "symbol" else claim.value


def judge_package(claim: Claim, manifests: Mapping[str, str]) -> ClaimResult:
    """``name@version`` against the manifests and lock files in the tree: the exact version
    on or just below a line naming the package verifies it; anything else stays unknown
    (only a registry can say a version does not exist)."""
    name, _, version = claim.value.rpartition("@")
    bare = version.lstrip("v")
    for path in sorted(manifests):
        lines = manifests[path].splitlines()
        for i, line in enumerate(lines):
            if name not in line:
                continue
            window = " ".join(lines[i : i + 4])
            if _has_token(window, bare):
                return ClaimResult("package", claim.value, "verified", f"pinned in {path}", (path,))
    return ClaimResult(
        "package",
        claim.value,
        "unknown",
        "that version is not pinned in the tree's lock files; --network checks the registry",
    )


def _has_token(text: str, token: str) -> bool:
    start = 0
    while True:
        i = text.find(token, start)
        if i < 0:
            return False
        before = text[i - 1] if i else " "
        j = i + len(token)
        after = text[j] if j < len(text) else " "
        if not (before.isalnum() or before == ".") and not (after.isalnum() or after == "."):
            return True
        start = i + 1


def files(n: int) -> str:
    return f"{n:,} file" + ("" if n == 1 else "s")


def verdict_of(results: Sequence[ClaimResult]) -> tuple[VerdictName, str]:
    """(verdict, reason) from a memory's claim results."""
    if not results:
        return "unknown", "no checkable claims (paths, fn(), --flags, pkg@version, URLs)"
    absent = [r for r in results if r.status == "absent"]
    if absent:
        return "stale", absent[0].reason
    unknown = [r for r in results if r.status == "unknown"]
    if unknown:
        return "unknown", f"{unknown[0].value}: {unknown[0].reason}"
    return "verified", f"all {len(results)} claim(s) found"


__all__ = [
    "EVIDENCE_FILES",
    "EXCLUDED_DIRS",
    "MANIFEST_NAMES",
    "NOTES_PREFIX",
    "VERDICTS",
    "ClaimResult",
    "ClaimStatus",
    "Inventory",
    "SearchScope",
    "VerdictName",
    "VerdictRow",
    "judge_package",
    "judge_term",
    "resolve_path",
    "root_key",
    "term_key",
    "verdict_of",
]
