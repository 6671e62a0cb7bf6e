"""Input bounds: every text a writer accepts is valid UTF-8, free of control characters where
they do not belong, and within the size limits below; anything else raises a typed error.

Sizes raise PayloadTooLarge (a subclass of InvalidInput, exit code 2); every other refusal
raises InvalidInput. The functions are pure and never truncate: refusing is the caller's cue.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memlane.errors import InvalidInput, PayloadTooLarge

MAX_BODY_BYTES = 256 * 1024
MAX_TITLE_CHARS = 200
MAX_TAGS = 32
MAX_TAG_CHARS = 64
MAX_SCOPE_CHARS = 1024
# A record's structured payload (event summaries, lesson details), serialized as JSON.
MAX_PAYLOAD_BYTES = 64 * 1024

# Metadata (titles, slugs, tags, scope keys) is single-line: C0, DEL and C1 are all refused.
_METADATA_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
# Bodies are text: tab, newline and carriage return are the only C0 characters allowed.
_BODY_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")


def _describe(ch: str) -> str:
    return "NUL" if ch == "\x00" else f"U+{ord(ch):04X}"


def check_text_field(
    name: str,
    value: str,
    *,
    max_chars: int | None = None,
    max_bytes: int | None = None,
    metadata: bool = False,
) -> None:
    """Refuse a non-string, lone surrogates, control characters or an oversized value."""
    if not isinstance(value, str):
        raise InvalidInput(
            f"{name} must be text, got {type(value).__name__}",
            remedy=f"pass {name} as a string",
            field=name,
        )
    bad = _SURROGATE.search(value)
    if bad:
        raise InvalidInput(
            f"{name} is not valid Unicode (lone surrogate at position {bad.start()})",
            remedy=f"send {name} as valid UTF-8 text",
            field=name,
        )
    control = (_METADATA_CONTROL if metadata else _BODY_CONTROL).search(value)
    if control:
        allowed = "" if metadata else " (only tab, newline and carriage return are allowed)"
        raise InvalidInput(
            f"{name} contains a control character {_describe(control.group(0))} "
            f"at position {control.start()}{allowed}",
            remedy=f"remove control characters from {name}",
            field=name,
            position=control.start(),
        )
    if max_chars is not None and len(value) > max_chars:
        raise InvalidInput(
            f"{name} is {len(value)} characters; the limit is {max_chars}",
            remedy=f"shorten {name} to at most {max_chars} characters",
            field=name,
            limit=max_chars,
            size=len(value),
        )
    if max_bytes is not None:
        size = len(value.encode("utf-8"))
        if size > max_bytes:
            raise PayloadTooLarge(
                f"{name} is {size} bytes; the limit is {max_bytes} bytes",
                field=name,
                limit=max_bytes,
                size=size,
            )


def check_tags(tags: Sequence[str]) -> tuple[str, ...]:
    """Normalized tags: stripped, case kept, duplicates (case-insensitive) dropped in order."""
    if isinstance(tags, str | bytes):
        raise InvalidInput(
            "tags must be a list of strings, not one string",
            remedy="pass each tag separately (repeat --tag)",
            field="tags",
        )
    out: list[str] = []
    seen: set[str] = set()
    for i, raw in enumerate(tags):
        label = f"tag {i + 1}"
        check_text_field(label, raw, metadata=True)
        tag = raw.strip()
        if not tag:
            raise InvalidInput(
                f"{label} is empty", remedy="remove the empty tag", field="tags", index=i
            )
        check_text_field(label, tag, max_chars=MAX_TAG_CHARS, metadata=True)
        key = tag.casefold()
        if key not in seen:
            seen.add(key)
            out.append(tag)
    if len(out) > MAX_TAGS:
        raise InvalidInput(
            f"{len(out)} tags; the limit is {MAX_TAGS}",
            remedy=f"keep at most {MAX_TAGS} tags",
            field="tags",
            limit=MAX_TAGS,
            size=len(out),
        )
    return tuple(out)


# A query may be a pasted log (recall condenses it), never a file dump.
MAX_QUERY_BYTES = 256 * 1024


def check_count(name: str, value: object, *, low: int = 1, high: int = 100_000) -> int:
    """An integer parameter in ``[low, high]`` (limits, budgets, offsets)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(
            f"{name} must be a whole number, got {type(value).__name__}",
            remedy=f"pass {name} as an integer in {low}..{high}",
            field=name,
        )
    if not low <= value <= high:
        raise InvalidInput(
            f"{name} must be in {low}..{high}, got {value}",
            remedy=f"pass {name} in {low}..{high}",
            field=name,
        )
    return value


def check_fraction(name: str, value: object) -> float:
    """A finite number in [0, 1] (floors, confidences)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise InvalidInput(
            f"{name} must be a number between 0 and 1, got {value!r}",
            remedy=f"pass {name} in 0..1",
            field=name,
        )
    return float(value)


def check_query(value: object, *, name: str = "query", allow_empty: bool = False) -> str:
    """A query: text, not blank (unless allowed), at most 256 KiB."""
    if not isinstance(value, str):
        raise InvalidInput(
            f"{name} must be text, got {type(value).__name__}",
            remedy=f"pass {name} as a string",
            field=name,
        )
    if not allow_empty and not value.strip():
        raise InvalidInput(f"the {name} is empty", remedy="pass what to look for", field=name)
    check_text_field(name, value, max_bytes=MAX_QUERY_BYTES)
    return value


def check_choices(name: str, values: Sequence[str] | None, allowed: Sequence[str]) -> None:
    """Every value one of ``allowed`` (kinds, sources, types)."""
    if values is None:
        return
    if isinstance(values, str | bytes):
        raise InvalidInput(f"{name} must be a list", remedy=f"pass a list of {name}", field=name)
    bad = [v for v in values if v not in allowed]
    if bad:
        raise InvalidInput(
            f"unknown {name}: {', '.join(map(str, bad))[:120]}",
            remedy=f"use {', '.join(allowed)}",
            field=name,
        )


def decode_utf8(data: bytes, *, name: str) -> str:
    """Decode ``data`` as UTF-8 text; NUL bytes (binary files) and invalid UTF-8 are refused.

    A leading byte-order mark is kept so callers that must preserve source bytes can.
    """
    nul = data.find(b"\x00")
    if nul >= 0:
        raise InvalidInput(
            f"{name} looks binary (NUL byte at offset {nul})",
            remedy=f"pass a UTF-8 text file instead of {name}",
            field=name,
            offset=nul,
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidInput(
            f"{name} is not valid UTF-8 (byte offset {exc.start})",
            remedy=f"re-encode {name} as UTF-8",
            field=name,
            offset=exc.start,
        ) from exc


__all__ = [
    "MAX_BODY_BYTES",
    "MAX_PAYLOAD_BYTES",
    "MAX_QUERY_BYTES",
    "MAX_SCOPE_CHARS",
    "MAX_TAGS",
    "MAX_TAG_CHARS",
    "MAX_TITLE_CHARS",
    "check_choices",
    "check_count",
    "check_fraction",
    "check_query",
    "check_tags",
    "check_text_field",
    "decode_utf8",
]
