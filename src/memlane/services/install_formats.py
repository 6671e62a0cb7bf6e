"""Merging memlane's entries into agent configuration files, and taking exactly them out again.

Each format is a pair of pure text transforms: ``add`` (idempotent: adding twice equals adding
once) and ``remove`` (drops only what ``add`` put there, plus the containers ``add`` created that
are left empty). Everything else in the file — other servers, other hooks, comments in TOML,
prose in Markdown — is carried through untouched. ``same`` says whether two texts hold the same
configuration once memlane's entries are out, which is how uninstall knows the backup is the
original and may be restored byte for byte.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import tomlkit

from memlane.errors import InvalidInput
from memlane.services.install_json import edit_json

SERVER_NAME = "memlane"
MARK_BEGIN = "<!-- memlane:begin -->"
MARK_END = "<!-- memlane:end -->"
# A hook command is ours when it runs a memlane executable's `hook <event>` verb.
_OUR_HOOK = re.compile(
    r"""(?:^|[\s/\\'"])memlane(?:\.exe)?['"]?\s+(?:.*\s)?hook\s+"""
    r"""(?:session-start|prompt|pre-tool|post-tool|pre-compact|stop|session-end)\b"""
    r"""|memlane\.cli\.(?:main|entry)['"]?\s+(?:.*\s)?hook\s+"""
)
# The comment that marks a Codex feature flag memlane added (and may take out again).
FLAG_MARK = "added by memlane install: Codex hooks"


@dataclass(frozen=True)
class HookSpec:
    """One hook registration: harness event, optional tool matcher, the command, timeout (s)."""

    event: str
    command: str
    matcher: str | None = None
    timeout: int = 10


@dataclass(frozen=True)
class Format:
    """``add``/``remove`` take the current text ('' for a missing file) and return the new one."""

    add: Callable[[str], str]
    remove: Callable[[str], str]
    same: Callable[[str, str], bool]
    is_empty: Callable[[str], bool]


# -- JSON ------------------------------------------------------------------------------------


_BOM = "\ufeff"  # some Windows editors start UTF-8 files with it; kept as the file had it


def load_json(text: str, *, name: str) -> dict[str, Any]:
    text = text.removeprefix(_BOM)
    if not text.strip():
        return {}
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidInput(
            f"{name} is not valid JSON: {exc}",
            remedy=f"fix {name} by hand, then run the install again",
        ) from exc
    if not isinstance(doc, dict):
        raise InvalidInput(
            f"{name} does not hold a JSON object",
            remedy=f"fix {name} by hand, then run the install again",
        )
    return doc


def _indent(text: str) -> int | str:
    """The indentation the file already uses (two spaces when it has none to copy)."""
    for line in text.splitlines()[1:]:
        stripped = line.lstrip(" \t")
        if stripped and len(stripped) < len(line):
            lead = line[: len(line) - len(stripped)]
            return "\t" if lead.startswith("\t") else len(lead)
    return 2


def dump_json(doc: Mapping[str, Any], like: str) -> str:
    """``doc`` as the text of a file that held ``like``: spliced into it (its own layout kept
    wherever nothing changed), or written afresh, one value a line, for a new file or one
    that held everything on a single line (memlane's entries would make it a very long one)."""
    bom, like = (_BOM, like[1:]) if like.startswith(_BOM) else ("", like)
    if "\n" in like.strip():
        return bom + edit_json(like, doc, _indent(like))
    return bom + json.dumps(doc, indent=2, ensure_ascii=False) + "\n" if doc else ""


def _json_format(
    name: str, add: Callable[[dict[str, Any]], None], remove: Callable[[dict[str, Any]], None]
) -> Format:
    def do_add(text: str) -> str:
        doc = load_json(text, name=name)
        before = json.dumps(doc, sort_keys=True)
        add(doc)
        return text if json.dumps(doc, sort_keys=True) == before else dump_json(doc, text)

    def stripped(text: str) -> dict[str, Any]:
        doc = load_json(text, name=name)
        remove(doc)
        return doc

    def do_remove(text: str) -> str:
        doc = load_json(text, name=name)
        before = json.dumps(doc, sort_keys=True)
        remove(doc)
        return text if json.dumps(doc, sort_keys=True) == before else dump_json(doc, text)

    return Format(
        add=do_add,
        remove=do_remove,
        same=lambda a, b: stripped(a) == stripped(b),
        is_empty=lambda text: not load_json(text, name=name),
    )


def is_memlane_hook(hook: Any) -> bool:
    """Whether a registered hook entry runs memlane's ``hook <event>`` verb."""
    return _is_ours(hook)


def _is_ours(hook: Any) -> bool:
    return (
        isinstance(hook, dict)
        and isinstance(hook.get("command"), str)
        and bool(_OUR_HOOK.search(hook["command"]))
    )


def _remove_hooks(doc: dict[str, Any]) -> None:
    hooks = doc.get("hooks")
    if not isinstance(hooks, dict):
        return
    for event in list(hooks):
        groups = hooks[event]
        if not isinstance(groups, list):
            continue
        kept = []
        for group in groups:
            inner = group.get("hooks") if isinstance(group, dict) else None
            if isinstance(inner, list) and any(_is_ours(h) for h in inner):
                rest = [h for h in inner if not _is_ours(h)]
                if rest:  # someone else's hook shares the group: keep theirs
                    kept.append({**group, "hooks": rest})
            elif not _is_ours(group):
                kept.append(group)
        if kept:
            hooks[event] = kept
        else:
            del hooks[event]
    if not hooks:
        del doc["hooks"]


def hooks_format(name: str, specs: Sequence[HookSpec]) -> Format:
    """Claude Code ``settings.json`` and Codex ``hooks.json``: event → matcher groups."""

    def add(doc: dict[str, Any]) -> None:
        if _wanted(doc, specs):
            return
        _remove_hooks(doc)  # an older memlane (another path) is replaced, never doubled
        hooks = doc.setdefault("hooks", {})
        if not isinstance(hooks, dict):
            raise InvalidInput(
                f'"hooks" in {name} is not an object',
                remedy=f"fix {name} by hand, then run the install again",
            )
        for spec in specs:
            group: dict[str, Any] = {} if spec.matcher is None else {"matcher": spec.matcher}
            group["hooks"] = [{"type": "command", "command": spec.command, "timeout": spec.timeout}]
            hooks.setdefault(spec.event, []).append(group)

    return _json_format(name, add, _remove_hooks)


def _wanted(doc: dict[str, Any], specs: Sequence[HookSpec]) -> bool:
    """Whether exactly our wanted hooks are present already (install is then a no-op)."""
    hooks = doc.get("hooks")
    if not isinstance(hooks, dict):
        return False
    found = []
    for event, groups in hooks.items():
        for group in groups if isinstance(groups, list) else []:
            for h in group.get("hooks", []) if isinstance(group, dict) else []:
                if _is_ours(h):
                    found.append((event, group.get("matcher"), h.get("command"), h.get("timeout")))
    wanted = [(s.event, s.matcher, s.command, s.timeout) for s in specs]
    return sorted(found, key=repr) == sorted(wanted, key=repr)


def cursor_hooks_format(name: str, specs: Sequence[HookSpec]) -> Format:
    """Cursor's ``hooks.json``: ``{"version": 1, "hooks": {<event>: [{"command": …}]}}`` — a
    flat list of commands per event, each with its own optional ``matcher``."""

    def entries(doc: dict[str, Any]) -> dict[str, Any]:
        hooks = doc.setdefault("hooks", {})
        if not isinstance(hooks, dict):
            raise InvalidInput(
                f'"hooks" in {name} is not an object',
                remedy=f"fix {name} by hand, then run the install again",
            )
        return hooks

    def remove(doc: dict[str, Any]) -> None:
        hooks = doc.get("hooks")
        if not isinstance(hooks, dict):
            return
        for event in list(hooks):
            listed = hooks[event]
            if not isinstance(listed, list):
                continue
            kept = [h for h in listed if not _is_ours(h)]
            if kept:
                hooks[event] = kept
            else:
                del hooks[event]
        if not hooks:
            del doc["hooks"]
            if doc.get("version") == 1 and len(doc) == 1:
                del doc["version"]  # only what add() put there is left

    def add(doc: dict[str, Any]) -> None:
        wanted = [_cursor_entry(s) for s in specs]
        current = [
            (event, h)
            for event, listed in (doc.get("hooks") or {}).items()
            if isinstance(listed, list)
            for h in listed
            if _is_ours(h)
        ]
        if sorted(current, key=repr) == sorted(
            ((s.event, e) for s, e in zip(specs, wanted, strict=True)), key=repr
        ):
            return
        remove(doc)
        doc.setdefault("version", 1)
        hooks = entries(doc)
        for spec, entry in zip(specs, wanted, strict=True):
            hooks.setdefault(spec.event, []).append(entry)

    return _json_format(name, add, remove)


def _cursor_entry(spec: HookSpec) -> dict[str, Any]:
    entry: dict[str, Any] = {"command": spec.command}
    if spec.matcher is not None:
        entry["matcher"] = spec.matcher
    entry["timeout"] = spec.timeout
    return entry


def mcp_json_format(
    name: str, server: Mapping[str, Any], key: str | Sequence[str] = "mcpServers"
) -> Format:
    """``.mcp.json``, ``~/.claude.json`` and Cursor's ``mcp.json``: ``mcpServers.memlane``.
    ``key`` may be a path (``("projects", "/home/ana/app", "mcpServers")``: Claude Code's
    servers for one project, kept in ``~/.claude.json``)."""
    path = [key] if isinstance(key, str) else list(key)

    def add(doc: dict[str, Any]) -> None:
        node = doc
        for part in path:
            node = node.setdefault(part, {})
            if not isinstance(node, dict):
                raise InvalidInput(
                    f'"{part}" in {name} is not an object',
                    remedy=f"fix {name} by hand, then run the install again",
                )
        node[SERVER_NAME] = dict(server)

    def remove(doc: dict[str, Any]) -> None:
        chain: list[dict[str, Any]] = [doc]
        for part in path:
            nxt = chain[-1].get(part)
            if not isinstance(nxt, dict):
                return
            chain.append(nxt)
        if SERVER_NAME not in chain[-1]:
            return
        del chain[-1][SERVER_NAME]
        # Containers left empty go too, innermost first — but only the ones under the key
        # path's first step that add() could have created.
        for parent, part in zip(reversed(chain[:-1]), reversed(path), strict=True):
            if parent[part]:
                break
            del parent[part]

    return _json_format(name, add, remove)


# -- TOML (Codex config.toml) ----------------------------------------------------------------


def _toml_doc(text: str, name: str) -> tomlkit.TOMLDocument:
    try:
        return tomlkit.parse(text)
    except tomlkit.exceptions.ParseError as exc:
        # tomlkit reports the end of the text as the character NUL
        where = str(exc).replace("Unexpected character: '\\x00'", "unexpected end of file")
        raise InvalidInput(
            f"{name} is not valid TOML: {where}",
            remedy=f"fix {name} by hand, then run the install again",
        ) from exc


def _toml_text(doc: tomlkit.TOMLDocument) -> str:
    """The document with one final newline, or nothing once nothing is left in it."""
    out = tomlkit.dumps(doc)
    return out.rstrip("\n") + "\n" if out.strip() else ""


def _toml_format(add: Callable[[str], str], remove: Callable[[str], str]) -> Format:
    """Two TOML texts are the same when they parse equal once memlane's part is removed."""

    def plain(text: str) -> dict[str, Any]:
        return tomllib.loads(remove(text))

    return Format(
        add=add,
        remove=remove,
        same=lambda a, b: plain(a) == plain(b),
        is_empty=lambda text: not text.strip(),
    )


def mcp_toml_format(name: str, server: Mapping[str, Any]) -> Format:
    """Codex ``config.toml``: a ``[mcp_servers.memlane]`` table; comments and layout kept."""

    def add(text: str) -> str:
        doc = _toml_doc(text, name)
        servers = doc.get("mcp_servers")
        current = servers.get(SERVER_NAME) if servers is not None else None
        if current is not None and current.unwrap() == dict(server):
            return text
        if servers is None:
            servers = tomlkit.table(is_super_table=True)
            doc["mcp_servers"] = servers
        table = tomlkit.table()
        for k, v in server.items():
            table[k] = v
        table.add(tomlkit.nl())  # a blank line before whatever table follows ours
        servers[SERVER_NAME] = table
        return tomlkit.dumps(doc).rstrip("\n") + "\n"

    def remove(text: str) -> str:
        doc = _toml_doc(text, name)
        servers = doc.get("mcp_servers")
        if servers is None or SERVER_NAME not in servers:
            return text
        del servers[SERVER_NAME]
        if not servers:
            del doc["mcp_servers"]
        return _toml_text(doc)  # the blank line add() put before the table goes with it

    return _toml_format(add, remove)


def codex_hooks_flag_format(name: str) -> Format:
    """Codex ``config.toml``: ``[features] codex_hooks = true`` (older Codex runs hooks only
    with it; newer ones run them by default and still read it) — added only when the file says
    nothing about hooks, marked with a comment so that only memlane's own flag is removed."""

    def features(doc: tomlkit.TOMLDocument) -> Any:
        return doc.get("features")

    def add(text: str) -> str:
        doc = _toml_doc(text, name)
        table = features(doc)
        if table is not None and ("hooks" in table or "codex_hooks" in table):
            return text  # the person decided already (on or off): theirs to keep
        if table is None:
            table = tomlkit.table()
            doc["features"] = table
        table["codex_hooks"] = tomlkit.item(True).comment(FLAG_MARK)
        return tomlkit.dumps(doc).rstrip("\n") + "\n"

    def remove(text: str) -> str:
        doc = _toml_doc(text, name)
        table = features(doc)
        if table is None or "codex_hooks" not in table:
            return text
        if FLAG_MARK not in tomlkit.dumps(doc):
            return text
        item = table.item("codex_hooks")
        if FLAG_MARK not in (item.trivia.comment or ""):
            return text
        del table["codex_hooks"]
        if not table:
            del doc["features"]
        return _toml_text(doc)

    return _toml_format(add, remove)


def combine(*formats: Format) -> Format:
    """Several formats on one file, applied in order (and taken out in reverse)."""

    def add(text: str) -> str:
        for f in formats:
            text = f.add(text)
        return text

    def remove(text: str) -> str:
        for f in reversed(formats):
            text = f.remove(text)
        return text

    return Format(
        add=add,
        remove=remove,
        same=lambda a, b: all(f.same(remove(a), remove(b)) for f in formats),
        is_empty=lambda text: all(f.is_empty(text) for f in formats),
    )


# -- Markdown (AGENTS.md) --------------------------------------------------------------------

_SECTION = re.compile(re.escape(MARK_BEGIN) + r".*?" + re.escape(MARK_END) + r"\n?", re.S)


def section_format(body: str) -> Format:
    """A marked section at the end of a Markdown file; other text is never touched."""
    section = f"{MARK_BEGIN}\n{body.strip()}\n{MARK_END}\n"

    def add(text: str) -> str:
        if _SECTION.search(text):
            return _SECTION.sub(lambda _m: section, text, count=1)
        if not text:
            return section
        sep = "\n" if text.endswith("\n") else "\n\n"
        return text + sep + section

    def remove(text: str) -> str:
        match = _SECTION.search(text)
        if match is None:
            return text
        head, tail = text[: match.start()], text[match.end() :]
        if tail:
            return head + tail
        # The blank lines add() put before a trailing section go with it.
        head = head.rstrip("\n")
        return head + "\n" if head else ""

    # Trailing blank lines are the one thing remove() cannot tell apart from add()'s own.
    return Format(
        add=add,
        remove=remove,
        same=lambda a, b: remove(a).rstrip() == remove(b).rstrip(),
        is_empty=lambda text: not text.strip(),
    )


# -- a file memlane owns whole (Cursor's .cursor/rules/memlane.mdc) -------------------------


def owned_file_format(body: str) -> Format:
    """A file that is memlane's alone: written whole, removed only while nobody edited it
    (a rule file's frontmatter must open the file, so no marked section can hold it)."""
    text_of = body if body.endswith("\n") else body + "\n"

    def add(text: str) -> str:
        return text_of

    def remove(text: str) -> str:
        return "" if text.strip() == text_of.strip() else text

    return Format(
        add=add,
        remove=remove,
        same=lambda a, b: remove(a).strip() == remove(b).strip(),
        is_empty=lambda text: not text.strip(),
    )
