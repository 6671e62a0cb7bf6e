"""The write path is single by structure, not by habit (DESIGN invariants 2 and 4).

``services/write.py`` is the only module that turns text into a stored record: it alone calls
the store's insert/update/delete, the privacy detector and the scope stamp. These tests read
every module's syntax tree, so a new writer that goes around the write path fails here before
it can ship.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import memlane

SRC = Path(memlane.__file__).parent
WRITE_PATH = SRC / "services" / "write.py"
STORE_WRITES = {"insert", "insert_many", "update", "delete"}
GATE_FUNCTIONS = {"check_privacy", "check_privacy_many", "write_key"}
# Where these are defined (and, for the store, implemented) rather than called around.
DEFINERS = {SRC / "core" / "privacy.py", SRC / "core" / "scope.py"}


def modules() -> list[Path]:
    return sorted(p for p in SRC.rglob("*.py") if "__pycache__" not in p.parts)


def _receiver(node: ast.expr) -> str:
    """The dotted name a method is called on: ``self._store`` for ``self._store.insert``."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
    return ".".join(reversed(parts))


def offences(path: Path) -> list[str]:
    tree = ast.parse(path.read_text("utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr in STORE_WRITES:
                receiver = _receiver(func.value)
                if "store" in receiver.lower():
                    found.append(f"line {node.lineno}: {receiver}.{func.attr}()")
            name = func.id if isinstance(func, ast.Name) else None
            if isinstance(func, ast.Attribute):
                name = func.attr
            if name in GATE_FUNCTIONS:
                found.append(f"line {node.lineno}: {name}()")
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name in GATE_FUNCTIONS:
                    found.append(f"line {node.lineno}: imports {alias.name}")
    return found


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(SRC)))
def test_only_the_write_path_writes_records(path: Path) -> None:
    if path == WRITE_PATH or path in DEFINERS or path.relative_to(SRC).parts[0] == "store":
        return
    assert offences(path) == [], (
        f"{path.relative_to(SRC)} writes around services/write.py; use a Writer "
        "(remember, revise, edit, put, delete) or services.write.gate"
    )


def test_the_write_path_does_write() -> None:
    # The tripwire above must be able to fire: the write path itself trips it.
    found = " ".join(offences(WRITE_PATH))
    for needle in (
        "insert()",
        "insert_many()",
        "update()",
        "delete()",
        "check_privacy",
        "write_key()",
    ):
        assert needle in found


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_config_depends_on_nothing_above_it() -> None:
    imported = _imports(SRC / "config.py") | _imports(SRC / "home.py")
    above = ("memlane.providers", "memlane.services", "memlane.cli", "memlane.http", "memlane.mcp")
    assert not [m for m in imported if m.startswith(above)]


def test_home_is_standard_library_only() -> None:
    # The hook fast lane reads server.json through it on every prompt.
    allowed = {"memlane.atomic", "memlane.fast_json"}
    imported = _imports(SRC / "home.py") | _imports(SRC / "atomic.py")
    imported |= _imports(SRC / "fast_json.py")
    assert all(not m.startswith("memlane") or m in allowed for m in imported)
    assert not [m for m in imported if m.split(".")[0] in {"numpy", "yaml", "tomlkit", "httpx"}]


def test_services_are_typed_against_the_store_protocol() -> None:
    for path in (SRC / "services").glob("*.py"):
        assert "memlane.store.sqlite" not in _imports(path), path.name
