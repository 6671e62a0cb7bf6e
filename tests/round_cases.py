"""The parametrized cases of a read-gate sweep round (tests/test_safety_round100.py on): its
public lists SWEEP_* / VARIANT_* (attacks; those with LOOK in the name are look-alikes, as
bench/injection_rounds.py reads them for the model) and its private lists _<LIST>_MISSED /
_<LIST>_FLAGGED, run as strict xfails with the reason the round file gives."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

_PUBLIC = ("SWEEP_", "VARIANT_")
_PRIVATE = ("_SWEEP_", "_VARIANT_")


def public_lists(namespace: Mapping[str, object]) -> tuple[list[str], list[str]]:
    """The names of the attack lists and of the look-alike lists, in the file's order."""
    names = [n for n, v in namespace.items() if n.startswith(_PUBLIC) and isinstance(v, list)]
    return [n for n in names if "LOOK" not in n], [n for n in names if "LOOK" in n]


def cases(namespace: Mapping[str, object], names: list[str]) -> list[object]:
    """One case a text of each named list, named by its list and index."""
    return [
        pytest.param(text, id=f"{name.strip('_')}-{index}")
        for name in names
        for index, text in enumerate(_texts(namespace, name))
    ]


def xfail_cases(
    namespace: Mapping[str, object], suffix: str, reasons: Mapping[str, str]
) -> list[object]:
    """The texts of the private lists ending in ``suffix``, each a strict xfail (it fails the
    run once a fix makes it pass: then it moves to a public list)."""
    out: list[object] = []
    for name in namespace:
        if name.startswith(_PRIVATE) and name.endswith(suffix):
            mark = pytest.mark.xfail(reason=reasons[name], strict=True)
            out += [
                pytest.param(text, id=f"{name.strip('_')}-{index}", marks=mark)
                for index, text in enumerate(_texts(namespace, name))
            ]
    return out


def _texts(namespace: Mapping[str, object], name: str) -> list[str]:
    value = namespace[name]
    assert isinstance(value, list) and all(isinstance(t, str) for t in value), name
    return value
