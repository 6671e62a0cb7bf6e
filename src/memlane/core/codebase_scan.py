"""The codebase scan, pure half: a bounded manifest of a project in, one note's text out.

The manifest comes from a walk that only the service does (``services.codebase_scan``); here
it becomes a deterministic summary (languages, entry points, top-level layout, README
headline, test command) or, with a model, the prompt for one bounded turn and the validation
of its ``[{path, summary}]`` answer. A scan is stored as a ``manual_note`` event whose source
is :data:`CODEBASE_SCAN_SOURCE`: searchable and in the Timeline, never injected.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from posixpath import basename, splitext
from typing import Any

from memlane.core.llm_output import clean_line
from memlane.core.records import CODEBASE_SCAN_SOURCE, is_codebase_scan

SCAN_SLUG = "codebase-scan"
PARTIAL_TAG = "partial"
MAX_ANSWER_ITEMS = 60
SUMMARY_CHARS = 200
PROMPT_CHARS = 14_000

LANGUAGES: Mapping[str, str] = {
    ".py": "Python", ".pyi": "Python", ".js": "JavaScript", ".mjs": "JavaScript",
    ".cjs": "JavaScript", ".jsx": "JavaScript", ".ts": "TypeScript", ".tsx": "TypeScript",
    ".go": "Go", ".rs": "Rust", ".java": "Java", ".kt": "Kotlin", ".swift": "Swift",
    ".rb": "Ruby", ".php": "PHP", ".c": "C", ".h": "C", ".cc": "C++", ".cpp": "C++",
    ".hpp": "C++", ".cs": "C#", ".scala": "Scala", ".ex": "Elixir", ".exs": "Elixir",
    ".sh": "Shell", ".lua": "Lua", ".dart": "Dart", ".vue": "Vue", ".svelte": "Svelte",
    ".sql": "SQL", ".zig": "Zig", ".hs": "Haskell", ".clj": "Clojure", ".r": "R",
}  # fmt: skip
ENTRY_NAMES = frozenset(
    {"main.py", "__main__.py", "cli.py", "app.py", "manage.py", "wsgi.py", "asgi.py",
     "main.go", "main.rs", "lib.rs", "index.js", "index.ts", "main.ts", "main.js",
     "server.js", "server.ts", "Program.cs", "Main.java"}
)  # fmt: skip
# Files whose start the walk reads (bounded) because they say how the project runs.
EXCERPT_NAMES = (
    "README.md", "README.rst", "README.txt", "README", "pyproject.toml", "package.json",
    "Cargo.toml", "go.mod", "Makefile", "justfile", "tox.ini", "setup.cfg", "noxfile.py",
)  # fmt: skip
_SECRET_NAME = re.compile(
    r"(^\.env|\.pem$|\.key$|\.p12$|\.pfx$|\.kdbx$|^id_(rsa|dsa|ecdsa|ed25519)|secret|"
    r"credential|token|password|\.netrc$|\.npmrc$|\.pypirc$|\.htpasswd$)",
    re.I,
)
_MAKE_TEST = re.compile(r"^test\s*:", re.M)


def secret_shaped(name: str) -> bool:
    """A file name that usually holds credentials: never listed, never read."""
    return bool(_SECRET_NAME.search(name))


@dataclass(frozen=True)
class ScanStats:
    entries: int
    files: int
    listed: int
    truncated: bool
    timed_out: bool

    @property
    def partial(self) -> bool:
        return self.truncated or self.timed_out

    def to_dict(self) -> dict[str, Any]:
        return {
            "entries": self.entries,
            "files": self.files,
            "listed": self.listed,
            "truncated": self.truncated,
            "timed_out": self.timed_out,
            "partial": self.partial,
        }


@dataclass(frozen=True)
class Manifest:
    """What the bounded walk saw: listed file paths, extension counts over every file seen,
    top-level folder sizes, and excerpts of the files in :data:`EXCERPT_NAMES`."""

    name: str
    listed: tuple[str, ...]
    extensions: Mapping[str, int]
    top_level: Mapping[str, int]
    excerpts: Mapping[str, str]
    stats: ScanStats
    root_files: tuple[str, ...] = field(default_factory=tuple)


# -- the deterministic summary -------------------------------------------------------------


def languages(m: Manifest) -> list[tuple[str, int]]:
    counts: Counter[str] = Counter()
    for ext, n in m.extensions.items():
        if ext.lower() in LANGUAGES:
            counts[LANGUAGES[ext.lower()]] += n
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


def entry_points(m: Manifest) -> list[str]:
    found = [p for p in m.listed if basename(p) in ENTRY_NAMES]
    found.sort(key=lambda p: (p.count("/"), p))
    scripts = _pyproject(m).get("project", {}).get("scripts", {})
    out = [f"{name} → {target}" for name, target in sorted(scripts.items())][:5]
    pkg = _package_json(m)
    for key in ("bin", "main"):
        value = pkg.get(key)
        if isinstance(value, str):
            out.append(f"package.json {key}: {value}")
        elif isinstance(value, dict):
            out += [f"package.json bin {k}: {v}" for k, v in sorted(value.items())][:3]
    return out + found[:8]


def readme_headline(m: Manifest) -> str | None:
    for name in ("README.md", "README.rst", "README.txt", "README"):
        text = m.excerpts.get(name)
        if not text:
            continue
        for line in text.splitlines():
            line = line.strip().lstrip("#").strip()
            if line and not set(line) <= set("=-*~_"):
                return clean_line(line)[:SUMMARY_CHARS]
    return None


def test_command(m: Manifest) -> str | None:
    scripts = _package_json(m).get("scripts", {})
    if isinstance(scripts, dict) and isinstance(scripts.get("test"), str):
        return "npm test"
    if "Makefile" in m.excerpts and _MAKE_TEST.search(m.excerpts["Makefile"]):
        return "make test"
    pyproject = _pyproject(m)
    if "tox.ini" in m.root_files:
        return "tox"
    if "pytest" in json.dumps(pyproject) or any(
        basename(p).startswith("test_") and p.endswith(".py") for p in m.listed
    ):
        return "pytest"
    if "Cargo.toml" in m.root_files:
        return "cargo test"
    if "go.mod" in m.root_files:
        return "go test ./..."
    return None


def _pyproject(m: Manifest) -> dict[str, Any]:
    try:
        return tomllib.loads(m.excerpts.get("pyproject.toml", ""))
    except tomllib.TOMLDecodeError:
        return {}  # a cut excerpt may end mid-table: nothing to learn from it


def _package_json(m: Manifest) -> dict[str, Any]:
    try:
        data = json.loads(m.excerpts.get("package.json", "{}"))
    except ValueError:
        return {}  # likewise, a cut or broken package.json says nothing reliable
    return data if isinstance(data, dict) else {}


def _files(n: int) -> str:
    return f"{n} file" if n == 1 else f"{n} files"


def summary_lines(m: Manifest) -> list[str]:
    lines = []
    langs = languages(m)
    if langs:
        lines.append("Languages: " + ", ".join(f"{k} ({_files(n)})" for k, n in langs[:6]))
    entries = entry_points(m)
    if entries:
        lines.append("Entry points: " + "; ".join(entries))
    if m.top_level:
        dirs = sorted(m.top_level.items(), key=lambda kv: (-kv[1], kv[0]))
        lines.append("Layout: " + ", ".join(f"{d}/ ({_files(n)})" for d, n in dirs[:12]))
    headline = readme_headline(m)
    if headline:
        lines.append(f"README: {headline}")
    command = test_command(m)
    if command:
        lines.append(f"Test command: {command}")
    return lines


def scan_title(m: Manifest) -> str:
    return f"Codebase scan: {m.name}" + (" (partial)" if m.stats.partial else "")


def scan_body(
    m: Manifest, files: Sequence[tuple[str, str]] = (), *, note: str | None = None
) -> str:
    """The note's text: PARTIAL first when a bound cut the walk, the summary lines, then the
    model's per-path summaries when there are any."""
    lines: list[str] = []
    if m.stats.partial:
        why = "the 10 s limit" if m.stats.timed_out else "a size bound"
        lines.append(f"PARTIAL: {why} stopped the walk; this covers what was seen.")
    lines += summary_lines(m) or ["No source files found."]
    if files:
        lines += ["", "Files:"]
        lines += [f"- {path}: {summary}" for path, summary in files]
    if note:
        lines += ["", note]
    return "\n".join(lines)


def extension_of(path: str) -> str:
    return splitext(path)[1]


__all__ = [
    "CODEBASE_SCAN_SOURCE",
    "EXCERPT_NAMES",
    "PARTIAL_TAG",
    "SCAN_SLUG",
    "Manifest",
    "ScanStats",
    "entry_points",
    "extension_of",
    "is_codebase_scan",
    "languages",
    "readme_headline",
    "scan_body",
    "scan_title",
    "secret_shaped",
    "summary_lines",
    "test_command",
]
