"""JSON for the console script's fast lanes, through CPython's own C codec without ``json``.

``import json`` imports ``re``, and ``re`` imports ``enum``, ``functools`` and
``collections``: ~12 ms of CPU in a new process here (a bare ``python -c pass`` is ~17), and
a warm hook or ``memlane recall`` needs nothing from them but the codec. The codec is the C
module ``json`` itself calls (``_json``), set up with ``json``'s defaults, so the text and the
values are ``json.dumps`` / ``json.loads``'s own (tests/test_fast_json.py compares them).
"""

from __future__ import annotations

from _json import encode_basestring, encode_basestring_ascii, make_encoder, make_scanner

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_WHITESPACE = " \t\n\r"  # json.decoder.WHITESPACE


def _not_serializable(o: object) -> object:
    raise TypeError(f"Object of type {o.__class__.__name__} is not JSON serializable")


class _Decoding:
    """What ``_json.make_scanner`` reads off a ``json.JSONDecoder()``: its defaults."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = {
        "-Infinity": float("-inf"),
        "Infinity": float("inf"),
        "NaN": float("nan"),
    }.__getitem__


# typeshed types the context as a scanner; the C code reads only these attributes off it.
_scan = make_scanner(_Decoding())  # type: ignore[arg-type]


def loads(text: str) -> Any:
    """``json.loads(text)`` for a str; ValueError for text that is not one JSON value."""
    if text.startswith("\ufeff"):
        raise ValueError("Unexpected UTF-8 BOM (decode using utf-8-sig)")
    start = len(text) - len(text.lstrip(_WHITESPACE))
    try:
        value, end = _scan(text, start)
    except StopIteration as err:
        raise ValueError(f"Expecting value: char {err.value}") from None
    if text[end:].strip(_WHITESPACE):
        raise ValueError(f"Extra data: char {end}")
    return value


def dumps(value: Any, *, ensure_ascii: bool = True) -> str:
    """``json.dumps(value, ensure_ascii=ensure_ascii)``."""
    if isinstance(value, str):
        return (encode_basestring_ascii if ensure_ascii else encode_basestring)(value)
    # json.dumps's encoder (check_circular, allow_nan, separators ", " and ": "), made
    # per call as json makes it: its circular-check dict must start empty.
    encode = make_encoder(
        {},
        _not_serializable,
        encode_basestring_ascii if ensure_ascii else encode_basestring,
        None,
        ": ",
        ", ",
        False,
        False,
        True,
    )
    return "".join(encode(value, 0))


__all__ = ["dumps", "loads"]
