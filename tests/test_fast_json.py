"""memlane.fast_json is json's codec without json's import: same text, same values, same
refusals."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memlane import fast_json

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(), inner, max_size=5),
    max_leaves=30,
)


def same(a: Any, b: Any) -> bool:
    """Equal, NaN included."""
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a):
        return math.isnan(b)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


@given(JSON_VALUES, st.booleans())
def test_dumps_writes_what_json_writes(value: Any, ensure_ascii: bool) -> None:
    assert fast_json.dumps(value, ensure_ascii=ensure_ascii) == json.dumps(
        value, ensure_ascii=ensure_ascii
    )


@given(JSON_VALUES, st.sampled_from(["", " ", "\n", " \t\r\n "]))
def test_loads_reads_what_json_reads(value: Any, pad: str) -> None:
    text = pad + json.dumps(value, ensure_ascii=False) + pad
    assert same(fast_json.loads(text), json.loads(text))


@given(st.text(max_size=40))
def test_loads_refuses_what_json_refuses(text: str) -> None:
    try:
        expected: Any = json.loads(text)
    except ValueError:
        with pytest.raises(ValueError):
            fast_json.loads(text)
    else:
        assert same(fast_json.loads(text), expected)


@pytest.mark.parametrize(
    "text", ["", "  ", "{", "[1,]", "1 2", '"abc', '{"a": 1}x', "nul", "\ufeff{}", '{"a" 1}']
)
def test_malformed_text_is_a_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        json.loads(text)
    with pytest.raises(ValueError):
        fast_json.loads(text)


def test_what_json_cannot_write_fails_alike() -> None:
    circular: list[Any] = []
    circular.append(circular)
    for bad in ({"a": object()}, circular, {(1, 2): 3}):
        with pytest.raises((TypeError, ValueError)) as expected:
            json.dumps(bad)
        with pytest.raises(expected.type):
            fast_json.dumps(bad)
    # a failed call leaves nothing behind that would refuse the next one
    shared = [1]
    assert fast_json.dumps([shared, shared]) == "[[1], [1]]"


def test_it_imports_neither_json_nor_re() -> None:
    probe = "import sys, memlane.fast_json; print('json' in sys.modules, 're' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]
