"""Writing a changed JSON document back into the text it was read from, keeping its layout.

``memlane install`` adds an entry or two to files people write by hand and commit
(``.claude/settings.json``, ``.mcp.json``, ``.cursor/mcp.json``, Codex's ``hooks.json``). Dumping
the whole document again would re-wrap every array and object the user keeps on one line, so
the diff would touch lines memlane never changed. :func:`edit_json` instead splices: every value
equal to the one read keeps its text byte for byte (spacing, key order, escapes, number
spelling), a changed object or array keeps the text of its unchanged parts, and what is new is
written in the container's own style (one per line at the siblings' indentation, or inline).
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from typing import Any

_WS = " \t\n\r"
_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?")
_LITERALS = {"true": True, "false": False, "null": None}


@dataclass
class _Node:
    """One value's span in the text; a container's members (key text span, value node)."""

    start: int
    end: int
    value: Any
    members: list[tuple[str | None, int, _Node]] = field(default_factory=list)
    key_ends: list[int] = field(default_factory=list)


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.decode = json.JSONDecoder().raw_decode

    def skip(self, at: int) -> int:
        while at < len(self.text) and self.text[at] in _WS:
            at += 1
        return at

    def value(self, at: int) -> _Node:
        char = self.text[at]
        if char == "{":
            return self.container(at, "}", keyed=True)
        if char == "[":
            return self.container(at, "]", keyed=False)
        if char == '"':
            value, end = self.decode(self.text, at)
            return _Node(at, end, value)
        for word, literal in _LITERALS.items():
            if self.text.startswith(word, at):
                return _Node(at, at + len(word), literal)
        match = _NUMBER.match(self.text, at)
        if not match:
            raise ValueError(f"not JSON at {at}")
        return _Node(at, match.end(), json.loads(match.group()))

    def container(self, at: int, close: str, *, keyed: bool) -> _Node:
        node = _Node(at, at, {} if keyed else [])
        at = self.skip(at + 1)
        while self.text[at] != close:
            key: str | None = None
            member_start = at
            if keyed:
                key, at = self.decode(self.text, at)
                node.key_ends.append(at)
                at = self.skip(at)  # the colon
                at = self.skip(at + 1)
            child = self.value(at)
            node.members.append((key, member_start, child))
            at = self.skip(child.end)
            if self.text[at] == ",":
                at = self.skip(at + 1)
        node.end = at + 1
        if keyed:
            node.value = {key: child.value for key, _, child in node.members}
        else:
            node.value = [child.value for _, _, child in node.members]
        return node


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _line_indent(text: str, at: int) -> str:
    line = text[text.rfind("\n", 0, at) + 1 : at]
    return line[: len(line) - len(line.lstrip(" \t"))]


class _Editor:
    def __init__(self, text: str, unit: int | str) -> None:
        self.text = text
        self.unit = unit if isinstance(unit, str) else " " * unit

    def fresh(self, value: Any, indent: str) -> str:
        dumped = json.dumps(value, indent=self.unit, ensure_ascii=False)
        return dumped.replace("\n", "\n" + indent)

    def render(self, node: _Node, value: Any) -> str:
        if _canon(node.value) == _canon(value):
            return self.text[node.start : node.end]
        both_objects = isinstance(node.value, dict) and isinstance(value, dict)
        if both_objects and len(node.members) == len(node.value):  # (no duplicate keys)
            return self.splice_object(node, value)
        if isinstance(node.value, list) and isinstance(value, list):
            return self.splice_array(node, value)
        return self.fresh(value, _line_indent(self.text, node.start))

    def splice_object(self, node: _Node, value: dict[str, Any]) -> str:
        entries: list[tuple[int | None, str]] = []
        colon = ": "
        for index, (key, member_start, child) in enumerate(node.members):
            colon = self.text[node.key_ends[index] : child.start]
            if key in value:
                head = self.text[member_start : child.start]
                entries.append((index, head + self.render(child, value[key])))
        old_keys = {key for key, _, _ in node.members}
        indent = self.member_indent(node)
        for key, item in value.items():
            if key not in old_keys:
                text = self.fresh(item, indent) if indent is not None else _inline(item)
                entries.append((None, json.dumps(key, ensure_ascii=False) + colon + text))
        return self.join(node, entries, "{", "}")

    def splice_array(self, node: _Node, value: list[Any]) -> str:
        old = [_canon(child.value) for _, _, child in node.members]
        new = [_canon(item) for item in value]
        indent = self.member_indent(node)
        entries: list[tuple[int | None, str]] = []

        def added(item: Any) -> tuple[None, str]:
            return None, self.fresh(item, indent) if indent is not None else _inline(item)

        matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
        for tag, a0, a1, b0, b1 in matcher.get_opcodes():
            pairs = min(a1 - a0, b1 - b0) if tag == "replace" else 0
            if tag == "equal":
                pairs = a1 - a0
            for offset in range(pairs):
                child = node.members[a0 + offset][2]
                entries.append((a0 + offset, self.render(child, value[b0 + offset])))
            entries.extend(added(item) for item in value[b0 + pairs : b1])
        return self.join(node, entries, "[", "]")

    def member_indent(self, node: _Node) -> str | None:
        """Where a new member goes: the indentation of a line of its own, or None (inline)."""
        if not node.members:
            return _line_indent(self.text, node.start) + self.unit
        first = node.members[0][1]
        gap = self.text[node.start + 1 : first]
        return gap[gap.rfind("\n") + 1 :] if "\n" in gap else None

    def join(
        self, node: _Node, entries: list[tuple[int | None, str]], open_: str, close: str
    ) -> str:
        if not entries:
            return open_ + close
        starts = [start for _, start, _ in node.members]
        ends = [child.end for _, _, child in node.members]
        if node.members:
            lead = self.text[node.start + 1 : starts[0]]
            tail = self.text[ends[-1] : node.end - 1]
        else:
            indent = _line_indent(self.text, node.start)
            lead, tail = "\n" + indent + self.unit, "\n" + indent
        if len(node.members) > 1:
            sep = self.text[ends[0] : starts[1]]
        else:
            sep = ",\n" + lead[lead.rfind("\n") + 1 :] if "\n" in lead else ", "
        out = [open_, lead]
        for position, (index, text) in enumerate(entries):
            before = entries[position - 1][0] if position else None
            if index is not None and before is not None and index == before + 1:
                out.append(self.text[ends[before] : starts[index]])  # the gap read
            elif position:
                out.append(sep)
            out.append(text)
        out += [tail, close]
        return "".join(out)


def _inline(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def edit_json(text: str, doc: Any, unit: int | str) -> str:
    """``doc`` written into ``text`` (valid JSON read as something else), keeping every part of
    ``text`` whose value did not change; ``unit`` indents what is new inside an empty container."""
    parser = _Parser(text)
    start = parser.skip(0)
    root = parser.value(start)
    return text[:start] + _Editor(text, unit).render(root, doc) + text[root.end :]


__all__ = ["edit_json"]
