"""Checkable claims in a memory's text: paths, ``fn()`` calls, ``--flags``, ``pkg@version``, URLs.

Pure extraction, no I/O: ``services.verify`` checks what this finds against a project tree.
Extraction is deliberately narrow, because every claim can make a memory stale: inline code
spans (backticks) are read as the author pointing at something real; in running prose only
unambiguous shapes count (a path with a slash and a file extension, ``name()``, ``--flag``,
``name@1.2.3``, ``https://…``). Placeholders, globs and examples (``<name>``, ``*.py``,
``path/to/x``, ``$HOME/…``) are never claims, and calls to well-known runtime globals
(``print()``, ``len()``, ``console.log()``) are skipped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

ClaimKind = Literal["path", "symbol", "flag", "package", "url"]
CLAIM_KINDS: tuple[str, ...] = ("path", "symbol", "flag", "package", "url")
# More claims than this in one memory is a pasted listing, not guidance: the rest are ignored.
MAX_CLAIMS = 40

# Extensions that make a slash-separated prose token a file path. ``.js`` is left out of bare
# prose names on purpose ("Node.js", "Vue.js" are products, not files).
FILE_EXTENSIONS = frozenset({
    "py", "pyi", "js", "mjs", "cjs", "ts", "tsx", "jsx", "go", "rs", "java", "kt", "kts", "rb",
    "php", "c", "h", "cc", "cpp", "hpp", "cs", "swift", "m", "scala", "sh", "bash", "zsh",
    "fish", "ps1", "bat", "md", "rst", "txt", "toml", "yaml", "yml", "json", "jsonc", "ini",
    "cfg", "conf", "env", "lock", "sql", "html", "htm", "css", "scss", "sass", "less", "vue",
    "svelte", "xml", "gradle", "mk", "cmake", "proto", "graphql", "gql", "tf", "hcl", "ipynb",
    "csv", "tsv", "svg", "png", "jpg", "jpeg", "gif", "webp", "ico", "pdf", "dockerfile"
})  # fmt: skip
_PROSE_BARE_EXTENSIONS = FILE_EXTENSIONS - {"js", "png", "jpg", "jpeg", "gif", "svg", "pdf"}
# Extension-less file names people cite as files.
KNOWN_FILE_NAMES = frozenset({
    "Makefile", "Dockerfile", "Containerfile", "Procfile", "Gemfile", "Rakefile", "Justfile",
    "Jenkinsfile", "Vagrantfile", "Brewfile", "LICENSE", "CODEOWNERS", ".gitignore",
    ".dockerignore", ".editorconfig", ".env", ".npmrc", ".nvmrc", ".python-version",
    ".tool-versions"
})  # fmt: skip
# Calls that exist in every program of their language: finding them proves nothing.
RUNTIME_GLOBALS = frozenset({
    "print", "len", "range", "open", "str", "int", "float", "bool", "dict", "list", "set",
    "tuple", "type", "isinstance", "issubclass", "super", "object", "repr", "sorted",
    "reversed", "enumerate", "zip", "map", "filter", "min", "max", "sum", "any", "all", "abs",
    "round", "hash", "id", "iter", "next", "getattr", "setattr", "hasattr", "vars", "dir",
    "input", "format", "exit", "quit", "main", "require", "import", "setTimeout", "setInterval",
    "clearTimeout", "fetch", "alert", "parseInt", "parseFloat", "console.log", "console.error",
    "console.warn", "console.info", "JSON.parse", "JSON.stringify", "Object.keys",
    "Object.values", "Object.entries", "Object.assign", "Array.isArray", "Promise.all",
    "Math.max", "Math.min", "Math.round", "Math.floor", "Date.now", "String", "Number",
    "Boolean", "Array", "Object", "fmt.Println", "fmt.Printf", "fmt.Sprintf", "make", "append",
    "panic", "recover", "new", "delete"
})  # fmt: skip

_BACKTICK = re.compile(r"(?<!`)`([^`\n]{1,300})`(?!`)")
_FENCE = re.compile(r"```.*?(?:```|\Z)", re.S)
_URL = re.compile(r"\bhttps?://[^\s<>`\"')\]]+", re.I)
_FLAG = re.compile(r"(?<![\w/-])--[A-Za-z0-9][A-Za-z0-9_-]*[A-Za-z0-9](?![\w-])")
_CALL = re.compile(
    r"(?<![\w.$])([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*){0,3})\(\s*\)"
    r"|(?<![\w.$])([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*){0,3})\([^()\s][^()]{0,80}\)$"
)
_PACKAGE = re.compile(
    r"(?<![\w@/.-])((?:@[a-z0-9][a-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*)"
    r"@(v?\d+(?:\.\d+){1,3}(?:[-+][0-9A-Za-z.-]+)?)(?![\w.])"
)
_PROSE_PATH = re.compile(r"(?<![\w@:/.~$-])((?:\.{1,2}/|~/|/)?(?:[\w.-]+/)+[\w.-]*)(?![\w/])")
_PROSE_BARE = re.compile(
    r"(?<![\w@:/.$-])([A-Za-z0-9_][\w-]*(?:\.[\w-]+)*\.([A-Za-z0-9]+))(?![\w/])"
)
_PLACEHOLDER = re.compile(r"[<>{}$*?\[\]%|\\]|\.\.\.|…|path/to|/to/|xxx|XXX|your[-_]")
_DOMAIN = re.compile(r"^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|app|co|ai|sh|gg)$", re.I)
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_TRAILING = ".,;:!)'\""


@dataclass(frozen=True)
class Claim:
    """One checkable statement: ``kind`` and its normalized ``value`` (a path as written
    without ``./``, a symbol without parentheses, a flag with its dashes, ``name@version``,
    a URL). ``delimited`` says it was inside backticks (the author pointed at it)."""

    kind: ClaimKind
    value: str
    delimited: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "value": self.value, "delimited": self.delimited}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Claim:
        return cls(data["kind"], data["value"], bool(data.get("delimited")))


def _extension(name: str) -> str | None:
    base = name.rsplit("/", 1)[-1]
    if "." not in base.strip("."):
        return None
    return base.rsplit(".", 1)[-1].lower()


def symbol_name(call: str) -> str:
    """The identifier a call names: ``parse_config`` for ``cfg.parse_config``."""
    return call.rsplit(".", 1)[-1]


def _is_global(call: str) -> bool:
    return call in RUNTIME_GLOBALS or symbol_name(call) in RUNTIME_GLOBALS


def _clean_path(raw: str) -> str | None:
    """The path as it should be looked up, or None when the text is not a path claim."""
    value = raw.rstrip(_TRAILING)
    if not value or _PLACEHOLDER.search(value) or " " in value:
        return None
    if value.startswith("./"):
        value = value[2:]
    if value in ("", ".", "..", "/", "~", "~/") or "//" in value:
        return None
    first = value.lstrip("/").split("/", 1)[0]
    if _DOMAIN.match(first) and "/" in value:
        return None  # github.com/org/repo: a location on the web, not in the tree
    return value


def _path_claim(raw: str, *, delimited: bool) -> Claim | None:
    value = _clean_path(raw)
    if value is None:
        return None
    base = value.rstrip("/").rsplit("/", 1)[-1]
    ext = _extension(value.rstrip("/"))
    if "/" in value.rstrip("/"):
        if not delimited and ext not in FILE_EXTENSIONS and not value.endswith("/"):
            return None  # "read/write", "and/or": prose, not a path
        if not delimited and value.endswith("/") and value.count("/") < 2:
            return None  # "foo/" alone is too weak in prose
        return Claim("path", value, delimited)
    if base in KNOWN_FILE_NAMES:
        return Claim("path", value, delimited)
    if ext is None or not base.split(".")[0]:
        return None
    allowed = FILE_EXTENSIONS if delimited else _PROSE_BARE_EXTENSIONS
    if ext not in allowed or re.fullmatch(r"v?\d+(?:\.\d+)+", base):
        return None  # "v1.2", "3.11" are versions
    return Claim("path", value, delimited)


def _span_claims(span: str) -> list[Claim]:
    """Claims inside one backtick span: a single token is classified whole; a command line
    (``python scripts/release.py --fast``) yields its paths and flags."""
    span = span.strip()
    if not span:
        return []
    if _URL.fullmatch(span):
        return [Claim("url", span.rstrip(_TRAILING), True)]
    pkg = _PACKAGE.fullmatch(span)
    if pkg:
        return [Claim("package", f"{pkg.group(1)}@{pkg.group(2)}", True)]
    if _FLAG.fullmatch(span.split("=", 1)[0]):
        return [Claim("flag", span.split("=", 1)[0], True)]
    call = _CALL.fullmatch(span)
    if call:
        name = call.group(1) or call.group(2)
        return [] if _is_global(name) else [Claim("symbol", name, True)]
    if " " not in span:
        claim = _path_claim(span, delimited=True)
        return [claim] if claim else []
    out: list[Claim] = []
    for token in span.split():
        token = token.strip("\"'")
        flag = _FLAG.fullmatch(token.split("=", 1)[0])
        if flag:
            out.append(Claim("flag", flag.group(0), True))
        elif "/" in token or _extension(token) in FILE_EXTENSIONS or token in KNOWN_FILE_NAMES:
            claim = _path_claim(token, delimited=True)
            if claim:
                out.append(claim)
    return out


def _prose_claims(text: str) -> list[Claim]:
    out: list[Claim] = []
    for m in _URL.finditer(text):
        out.append(Claim("url", m.group(0).rstrip(_TRAILING)))
    text = _URL.sub(" ", text)
    for m in _PACKAGE.finditer(text):
        out.append(Claim("package", f"{m.group(1)}@{m.group(2)}"))
    text = _PACKAGE.sub(" ", text)
    for m in _FLAG.finditer(text):
        out.append(Claim("flag", m.group(0)))
    for m in re.finditer(
        r"(?<![\w.$])([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*){0,3})\(\)", text
    ):
        if not _is_global(m.group(1)):
            out.append(Claim("symbol", m.group(1)))
    for m in _PROSE_PATH.finditer(text):
        claim = _path_claim(m.group(1), delimited=False)
        if claim:
            out.append(claim)
    without_paths = _PROSE_PATH.sub(" ", text)
    for m in _PROSE_BARE.finditer(without_paths):
        claim = _path_claim(m.group(1), delimited=False)
        if claim:
            out.append(claim)
    return out


def extract_claims(text: str) -> list[Claim]:
    """Every checkable claim in ``text``, in order of first appearance, without repeats.

    Fenced code blocks are examples, not assertions about this tree: they are skipped.
    """
    text = _FENCE.sub(" ", text)
    found: list[Claim] = []
    for m in _BACKTICK.finditer(text):
        found.extend(_span_claims(m.group(1)))
    found.extend(_prose_claims(_BACKTICK.sub(" ", text)))
    seen: dict[tuple[str, str], Claim] = {}
    for claim in found:
        key = (claim.kind, claim.value)
        if key not in seen or (claim.delimited and not seen[key].delimited):
            seen[key] = claim
    return list(seen.values())[:MAX_CLAIMS]


def identifiers(text: str) -> set[str]:
    """The identifier tokens of a source text (what a symbol claim is looked up among)."""
    return set(_IDENT.findall(text))


def flags_in(text: str) -> set[str]:
    """The ``--flag`` tokens of a source text."""
    return set(_FLAG.findall(text))


__all__ = [
    "CLAIM_KINDS",
    "FILE_EXTENSIONS",
    "KNOWN_FILE_NAMES",
    "MAX_CLAIMS",
    "RUNTIME_GLOBALS",
    "Claim",
    "ClaimKind",
    "extract_claims",
    "flags_in",
    "identifiers",
    "symbol_name",
]
