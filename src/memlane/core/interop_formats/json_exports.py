"""Memory services that hand their memory out as JSON: mem0 and Letta (read-only, for import).

- **mem0** (docs.mem0.ai, ``Memory.get_all`` / ``MemoryClient.get_all``): ``{"results":
  [...]}`` (v1.1; older releases and the platform's list endpoint: a bare list), each item
  ``{"id", "memory", "hash", "metadata", "categories"?, "created_at", "updated_at",
  "user_id"?, "agent_id"?, "run_id"?, "app_id"?}``. One memory per item, keyed by its id.
- **Letta** agent file (``.af``, github.com/letta-ai/agent-file): ``{"agents": [{"name",
  "block_ids", …}], "blocks": [{"id", "label", "value", "description", "limit",
  "read_only", …}], …}``; files from Letta before 0.7 hold one agent with its blocks inline
  as ``"core_memory"``. One memory per memory block, keyed by agent and label (block ids are
  renumbered on every export). A list of archival passages (``agents.passages.list``:
  ``[{"id", "text", "created_at", "tags"?}]``) is read too, one memory per passage. Messages,
  tools and model settings are not memory and are left out.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from memlane.core.interop_formats.model import Decoded, FormatError, ParsedFile, SourceText, Unit
from memlane.core.interop_formats.text import canonical_slug, import_tags, title_of

MEM0 = "mem0"
LETTA = "letta"
LETTA_EXTENSION = ".af"
# A memory's description in the payload stays small: a few ids and a short metadata object.
_META_CHARS = 2000
# Whose memory a mem0 item is: its user, agent, run (session) and app.
_OWNERS = ("user_id", "agent_id", "run_id", "app_id")


def select_json(paths: Iterable[str]) -> list[str]:
    return sorted(p for p in paths if p.endswith(".json"))


def select_letta(paths: Iterable[str]) -> list[str]:
    return sorted(p for p in paths if p.endswith((LETTA_EXTENSION, ".json")))


def _load(src: SourceText, decoded: Decoded) -> Any:
    try:
        return json.loads(decoded.text)
    except json.JSONDecodeError as exc:
        raise FormatError(src.path, f"is not JSON: {exc.msg}", exc.lineno) from exc
    except RecursionError as exc:
        raise FormatError(src.path, "is nested too deeply to be a memory export") from exc


def _line_of(text: str, needle: str) -> int | None:
    at = text.find(needle) if needle else -1
    return text.count("\n", 0, at) + 1 if at >= 0 else None


def _when(value: Any) -> datetime | None:
    if not isinstance(value, str) or not value.strip():
        return None
    try:
        when = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    # Letta writes UTC without an offset ("2025-04-01T03:47:27").
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def _words(label: str) -> str:
    return " ".join(label.replace("_", " ").split())


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [v for v in value if isinstance(v, str)]
    return []


def _small(value: Any) -> Any:
    """``value`` when its JSON is short, else None (metadata must not crowd the payload)."""
    try:
        return value if len(json.dumps(value, default=str)) <= _META_CHARS else None
    except (TypeError, ValueError):
        return None


def _unit(
    *, key: str, text: str, end: int, slug: str, title: str, kind: str, tags: list[str],
    meta: Mapping[str, Any], created: datetime | None, pinned: bool = False,
) -> Unit:  # fmt: skip
    return Unit(
        key=key,
        start=0,
        end=end,
        slug=canonical_slug(slug) or "memory",
        title=title_of(title, text),
        body=text,
        type=kind,
        tags=import_tags(tags),
        pinned=pinned,
        meta=meta,
        created=created,
    )


# -- mem0 ----------------------------------------------------------------------------------


def json_format(data: Any) -> str | None:
    """The service a parsed JSON document came from, by its shape: ``mem0`` (a ``results``
    list of items with ``memory`` text), ``letta`` (an agent file), or None."""
    if isinstance(data, Mapping):
        if isinstance(data.get("core_memory"), list) or (
            isinstance(data.get("agents"), list) and isinstance(data.get("blocks"), list)
        ):
            return LETTA
        data = data.get("results")
    items = data if isinstance(data, list) else []
    if items and all(isinstance(i, Mapping) and isinstance(i.get("memory"), str) for i in items):
        return MEM0
    return None


def parse_mem0(src: SourceText, decoded: Decoded) -> ParsedFile:
    data = _load(src, decoded)
    items = data.get("results") if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise FormatError(
            src.path, 'holds no mem0 memories: expected {"results": [...]} or a list', 1
        )
    units: list[Unit] = []
    seen: set[str] = set()
    for n, item in enumerate(items, 1):
        raw_id = item.get("id") if isinstance(item, dict) else None
        where = _line_of(decoded.text, json.dumps(raw_id)) if isinstance(raw_id, str) else None
        text = item.get("memory") if isinstance(item, dict) else None
        if not isinstance(text, str) or not text.strip():
            raise FormatError(src.path, f'memory {n} has no "memory" text', where)
        mem_id = str(item.get("id") or item.get("hash") or "")
        if not mem_id:
            raise FormatError(src.path, f'memory {n} has no "id"', where)
        if mem_id in seen:
            # The same memory twice in one export: it is one memory.
            continue
        seen.add(mem_id)
        metadata = item.get("metadata") if isinstance(item.get("metadata"), dict) else {}
        tags = _strings(item.get("categories"))
        for key in ("category", "categories", "tags"):
            tags += _strings(metadata.get(key))
        owner = {k: str(item[k]) for k in _OWNERS if item.get(k)}
        units.append(
            _unit(
                key=mem_id,
                text=text.strip(),
                end=len(decoded.text),
                slug=text,
                title=text,
                # mem0 remembers what it learns about a user; an agent's own memories are
                # about the work.
                kind="user" if "user_id" in owner or "agent_id" not in owner else "project",
                tags=tags,
                meta={"mem0_id": mem_id, **owner, "metadata": _small(metadata) or None},
                created=_when(item.get("created_at")),
            )
        )
    return ParsedFile(MEM0, src.path, decoded, tuple(units))


# -- Letta ---------------------------------------------------------------------------------


def _agent_blocks(data: Mapping[str, Any], path: str) -> list[tuple[str, Mapping[str, Any]]]:
    """(agent name, block) pairs, whichever schema the file has."""
    if isinstance(data.get("core_memory"), list):
        name = str(data.get("name") or "agent")
        return [(name, b) for b in data["core_memory"] if isinstance(b, Mapping)]
    agents, blocks = data.get("agents"), data.get("blocks")
    if not isinstance(agents, list) or not isinstance(blocks, list):
        raise FormatError(
            path, 'is not a Letta agent file: expected "agents" and "blocks" (or "core_memory")', 1
        )
    by_id = {str(b.get("id")): b for b in blocks if isinstance(b, Mapping)}
    pairs: list[tuple[str, Mapping[str, Any]]] = []
    used: set[str] = set()
    for agent in agents:
        if not isinstance(agent, Mapping):
            continue
        name = str(agent.get("name") or agent.get("id") or "agent")
        for bid in agent.get("block_ids") or []:
            if str(bid) in by_id and str(bid) not in used:
                used.add(str(bid))
                pairs.append((name, by_id[str(bid)]))
    # A block no agent lists (a shared or detached block) is memory all the same.
    pairs += [("", b) for bid, b in by_id.items() if bid not in used]
    return pairs


def _passages(items: list[Any], src: SourceText, decoded: Decoded) -> tuple[Unit, ...]:
    units: list[Unit] = []
    for n, item in enumerate(items, 1):
        text = item.get("text") if isinstance(item, Mapping) else None
        if not isinstance(text, str):
            raise FormatError(src.path, f'passage {n} has no "text"', None)
        if not text.strip():
            continue
        pid = str(item.get("id") or n)
        passage = _unit(
            key=f"passage:{pid}", text=text.strip(), end=len(decoded.text), slug=text,
            title=text, kind="project", tags=_strings(item.get("tags")),
            meta={"letta_id": pid}, created=_when(item.get("created_at")),
        )  # fmt: skip
        units.append(passage)
    return tuple(units)


def parse_letta(src: SourceText, decoded: Decoded) -> ParsedFile:
    data = _load(src, decoded)
    if isinstance(data, list):
        return ParsedFile(LETTA, src.path, decoded, _passages(data, src, decoded))
    if not isinstance(data, Mapping):
        raise FormatError(src.path, "is not a Letta agent file (not a JSON object)", 1)
    units: list[Unit] = []
    keys: set[str] = set()
    several = len({a for a, _ in _agent_blocks(data, src.path) if a}) > 1
    for agent, block in _agent_blocks(data, src.path):
        label = str(block.get("label") or block.get("id") or "block")
        value = block.get("value")
        if not isinstance(value, str):
            raise FormatError(
                src.path, f"block {label!r} has no text value", _line_of(decoded.text, label)
            )
        if not value.strip():
            continue
        key = f"{agent}/{label}" if agent else label
        if key in keys:
            continue
        keys.add(key)
        description = block.get("description") if isinstance(block.get("description"), str) else ""
        name = f"{agent} {label}" if several and agent else label
        units.append(
            _unit(
                key=key,
                text=value.strip(),
                end=len(decoded.text),
                slug=f"letta-{name}",
                # "memory_editing_rules" reads as words in a title; the slug keeps the label.
                title=f"{agent}: {_words(label)}" if agent else _words(label),
                # The human block is what the agent knows about its user.
                kind="user" if label == "human" else "project",
                tags=["letta", *_strings(block.get("tags"))],
                meta={
                    "agent": agent or None,
                    "label": label,
                    "description": (description or "").strip()[:_META_CHARS] or None,
                    "read_only": block.get("read_only") is True or None,
                },
                created=_when(block.get("created_at")),
            )
        )
    return ParsedFile(LETTA, src.path, decoded, tuple(units))


__all__ = [
    "LETTA",
    "LETTA_EXTENSION",
    "MEM0",
    "json_format",
    "parse_letta",
    "parse_mem0",
    "select_json",
    "select_letta",
]
